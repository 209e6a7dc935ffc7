// One way to speak two languages: a catalogue maps each key to a function of its arguments that
// returns the text in every locale the bot speaks. The engine's words (src/engine/messages.ts) and
// the bot's, its leagues' included (src/service/i18n.ts), are catalogues built here; a game's
// rejections are a catalogue of the same templates (makeRejection).
import type { Locale, Text } from './types.ts';

export type Args = Record<string, string | number>;
export type Template = (args: Args) => Text;

export interface Catalogue<K extends string> {
  /** The text of `key` in every locale. */
  t(key: K, args?: Args): Text;
  /** The text of `key` in one locale. */
  tr(locale: Locale, key: K, args?: Args): string;
}

export function catalogue<K extends string>(entries: Record<K, Template>): Catalogue<K> {
  const t = (key: K, args: Args = {}): Text => entries[key](args);
  return { t, tr: (locale, key, args = {}) => t(key, args)[locale] };
}

/** A text built the same way in every locale from texts already in the catalogue (a list, lines). */
export function eachLocale(build: (locale: Locale) => string): Text {
  return { ja: build('ja'), en: build('en') };
}
