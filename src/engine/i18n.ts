// One way to speak two languages: a catalogue maps each key to a function of its arguments that
// returns the text in every locale the bot speaks. The engine's words (src/engine/messages.ts),
// the bot's (src/service/i18n.ts) and the league's (src/league/texts.ts) are catalogues built here;
// a game's rejections are a catalogue of the same templates (makeRejection).
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
