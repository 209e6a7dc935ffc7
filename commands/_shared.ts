// Small helpers shared by command files.
import type { Locale, Text } from '#engine/types.ts';
import { describeError, type Result } from '#service/types.ts';
import type { Choice, CommandReply } from './_command.ts';

export function replyOf<T>(r: Result<T>, locale: Locale, ok: (v: T) => string): CommandReply {
  return { content: r.ok ? ok(r.value) : describeError(r.error, locale) };
}

export const say = (t: Text, l: Locale) => t[l];

/**
 * Autocomplete choices from a shortcut's list (src/engine/shortcuts.ts), filtered by the words
 * typed so far (each must appear in the value or the label), at most 25 as Discord allows.
 */
export function choicesOf(list: readonly { value: string; label: Text }[], typed: string, locale: Locale): Choice[] {
  const words = typed.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return list
    .filter((c) => {
      const hay = `${c.value} ${c.label.ja} ${c.label.en}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    })
    .slice(0, 25)
    .map((c) => ({
      name: (c.label[locale] === c.value ? c.value : `${c.label[locale]} — ${c.value}`).slice(0, 100),
      value: c.value.slice(0, 100),
    }));
}
