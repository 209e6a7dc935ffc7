// Small helpers shared by command files.
import type { Locale, Text } from '../src/engine/types.ts';
import { describeError, type Result } from '../src/service/games.ts';
import type { CommandReply } from '../src/bot/command.ts';

export function replyOf<T>(r: Result<T>, locale: Locale, ok: (v: T) => string): CommandReply {
  return { content: r.ok ? ok(r.value) : describeError(r.error, locale) };
}

export const say = (t: Text, l: Locale) => t[l];
