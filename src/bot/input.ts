// What a command reads from its options, checked once for every command before it runs (the
// router calls checkedContext for slash commands and autocomplete alike), so that no handler, no
// service and no query ever sees a value it cannot store or show:
//   - a value of the wrong kind (a number where text was declared, an object, …) is refused;
//   - text with NUL or another control character, or with a lone UTF-16 surrogate (neither can be
//     stored by PostgreSQL), is refused; tabs and line breaks become spaces, and invisible
//     formatting marks (zero-width spaces, bidirectional overrides and marks, the BOM) are removed,
//     since a user never meant to type them;
//   - text longer than the option's declared max_length (else DEFAULT_MAX_LENGTH) is refused;
//   - an integer out of its declared range (else ±DEFAULT_MAX_INTEGER) is refused;
//   - a member, channel or role that is not an id is refused.
// Each refusal is private, in the user's language, names the option, and says nothing changed.
// Autocomplete cannot refuse: there a bad value reads as absent.
//
// Replies and posts are capped at Discord's 2,000 characters by capContent (cut on a line where one
// is near, never inside a character, with how much was left out).
import { ApplicationCommandOptionType } from 'discord.js';
import type { Locale } from '#engine/types.ts';
import { tr, type TextKey } from '#service/i18n.ts';
import type { Command, CommandContext, UserRef } from '#commands/_command.ts';

/** Discord's limit of a message's content. */
export const MAX_CONTENT = 2000;
/** Text options that declare no max_length: names, words, ids (Discord's own limit is 6,000). */
export const DEFAULT_MAX_LENGTH = 100;
/** Integer options that declare no range. */
export const DEFAULT_MAX_INTEGER = 1_000_000;
/** A display name (a thread title, a league sign-up, the leaderboard): Discord's are at most 32. */
const MAX_NAME = 100;

/** A command's or an option's declared name, with its localized ones. */
interface Named {
  name: string;
  name_localizations?: Partial<Record<string, string | null>> | null;
}

/** A declared option (of a command or subcommand), as the router and the console read it. */
export interface DeclaredOption extends Named {
  type: number;
  choices?: readonly (Named & { value: string | number })[];
  max_length?: number;
  min_length?: number;
  min_value?: number;
  max_value?: number;
  options?: DeclaredOption[];
}

type Kind = 'text' | 'integer' | 'boolean' | 'member' | 'channel' | 'role';
const KIND_TEXT: Record<Kind, TextKey> = {
  text: 'optionKindText',
  integer: 'optionKindInteger',
  boolean: 'optionKindBoolean',
  member: 'optionKindMember',
  channel: 'optionKindChannel',
  role: 'optionKindRole',
};

// C0 controls but tab, line feed and carriage return; DEL; C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATE_ALL = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Zero-width space, LRM/RLM, bidi embeddings/overrides/isolates, word joiner and invisible
// operators, BOM. (ZWNJ and ZWJ stay: emoji sequences and some scripts need them.)
const INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const LINE_BREAK = /[\t\n\r\u2028\u2029]/g;
/** A Discord snowflake, or the console's name for a user, channel or role (`alice`, `forum-games`). */
const ID = /^[\w.-]{1,64}$/;

/** The number of characters (code points) of a string, as a user counts them. */
export const charCount = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

type Problem = { key: TextKey; args: Record<string, string | number> };
type Checked<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/** Text as a command may use it, or why not (see the head of this file). */
export function checkText(v: unknown, max: number, min = 0): Checked<string | null> {
  if (v === null || v === undefined) return { ok: true, value: null };
  if (typeof v !== 'string') return { ok: false, problem: { key: 'inputWrongType', args: { kind: 'text' } } };
  if (LONE_SURROGATE.test(v)) return { ok: false, problem: { key: 'inputBrokenText', args: {} } };
  if (CONTROL.test(v)) return { ok: false, problem: { key: 'inputControl', args: {} } };
  const clean = v.replace(LINE_BREAK, ' ').replace(INVISIBLE, '');
  const length = charCount(clean);
  if (length > max) return { ok: false, problem: { key: 'inputTooLong', args: { max, length } } };
  if (length < min) return { ok: false, problem: { key: 'inputTooShort', args: { min, length } } };
  return { ok: true, value: clean };
}

/** A name from Discord (a display name): never refused, only cleaned and shortened. */
export function cleanName(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const clean = v
    .replace(LONE_SURROGATE_ALL, '')
    .replace(CONTROL_ALL, '')
    .replace(LINE_BREAK, ' ')
    .replace(INVISIBLE, '')
    .trim();
  const cut = [...clean].slice(0, MAX_NAME).join('');
  return cut || undefined;
}

function checkInteger(v: unknown, min: number, max: number): Checked<number | null> {
  if (v === null || v === undefined) return { ok: true, value: null };
  if (typeof v !== 'number' || Number.isNaN(v))
    return { ok: false, problem: { key: 'inputWrongType', args: { kind: 'integer' } } };
  if (!Number.isSafeInteger(v) || v < min || v > max)
    return { ok: false, problem: { key: 'inputOutOfRange', args: { min, max } } };
  return { ok: true, value: v };
}

function checkBoolean(v: unknown): Checked<boolean | null> {
  if (v === null || v === undefined) return { ok: true, value: null };
  if (typeof v !== 'boolean') return { ok: false, problem: { key: 'inputWrongType', args: { kind: 'boolean' } } };
  return { ok: true, value: v };
}

/** A channel or role option: an id, or the console's `#name` / `<#id>` / `<@&id>`. */
function checkRef(v: unknown, kind: 'channel' | 'role'): Checked<string | null> {
  if (v === null || v === undefined) return { ok: true, value: null };
  const wrong = { ok: false as const, problem: { key: 'inputWrongType' as TextKey, args: { kind } } };
  if (typeof v !== 'string') return wrong;
  const bare = v.trim().replace(/^<?[#@]?&?|>$/g, '');
  return ID.test(bare) ? { ok: true, value: v.trim() } : wrong;
}

function checkUser(v: unknown): Checked<UserRef | null> {
  if (v === null || v === undefined) return { ok: true, value: null };
  const wrong = { ok: false as const, problem: { key: 'inputWrongType' as TextKey, args: { kind: 'member' } } };
  if (typeof v !== 'object') return wrong;
  const u = v as Partial<Record<keyof UserRef, unknown>>;
  if (typeof u.id !== 'string' || !ID.test(u.id)) return wrong;
  const name = cleanName(u.name);
  return { ok: true, value: { id: u.id, bot: u.bot === true, ...(name ? { name } : {}) } };
}

/** The options of the command (of its subcommand, when it has them) as declared. */
function declaredOptions(cmd: Command, sub: string | null): DeclaredOption[] {
  const all = (cmd.data.options ?? []) as DeclaredOption[];
  const subs = all.filter((o) => o.type === ApplicationCommandOptionType.Subcommand);
  if (!subs.length) return all;
  const chosen = subs.find((s) => s.name === sub);
  if (chosen) return chosen.options ?? [];
  // No subcommand, or one the command does not have: every subcommand's options (the handler
  // answers which subcommands there are).
  const byName = new Map<string, DeclaredOption>();
  for (const s of subs) for (const o of s.options ?? []) if (!byName.has(o.name)) byName.set(o.name, o);
  return [...byName.values()];
}

/** The name a command, option or choice shows in `locale` (its ja name, where it has one). */
export function localName(o: Named, locale: Locale): string {
  return locale === 'ja' ? (o.name_localizations?.ja ?? o.name) : o.name;
}

/** The refusal of a problem with option `o`, in the user's language. */
function refusal(o: DeclaredOption, p: Problem, locale: Locale): string {
  const args: Record<string, string | number> = { ...p.args, option: localName(o, locale) };
  if (typeof args.kind === 'string') args.kind = tr(locale, KIND_TEXT[args.kind as Kind]);
  return `❌ ${tr(locale, p.key, args)}`;
}

/**
 * The context a command runs with: every declared option read once through the front's own
 * getters and checked. `strict` (a slash command): the first bad option is refused; otherwise
 * (autocomplete) a bad option reads as absent. Getters of names the command did not declare read
 * the same checks, a bad value as absent.
 */
export function checkedContext(
  cmd: Command,
  raw: CommandContext,
  strict: boolean,
): { ctx: CommandContext } | { refusal: string } {
  const subRaw = raw.getSubcommand?.() ?? null;
  const subs = ((cmd.data.options ?? []) as DeclaredOption[])
    .filter((o) => o.type === ApplicationCommandOptionType.Subcommand)
    .map((o) => o.name);
  const sub = typeof subRaw === 'string' && subs.includes(subRaw) ? subRaw : null;
  const strings = new Map<string, string | null>();
  const integers = new Map<string, number | null>();
  const booleans = new Map<string, boolean | null>();
  const users = new Map<string, UserRef | null>();
  for (const o of declaredOptions(cmd, sub)) {
    let r: Checked<unknown>;
    switch (o.type) {
      case ApplicationCommandOptionType.String:
        r = checkText(raw.getString(o.name), o.max_length ?? DEFAULT_MAX_LENGTH, o.min_length ?? 0);
        if (r.ok) strings.set(o.name, r.value as string | null);
        break;
      case ApplicationCommandOptionType.Channel:
      case ApplicationCommandOptionType.Role:
      case ApplicationCommandOptionType.Mentionable:
        r = checkRef(raw.getString(o.name), o.type === ApplicationCommandOptionType.Channel ? 'channel' : 'role');
        if (r.ok) strings.set(o.name, r.value as string | null);
        break;
      case ApplicationCommandOptionType.Integer:
        r = checkInteger(
          raw.getInteger(o.name),
          o.min_value ?? -DEFAULT_MAX_INTEGER,
          o.max_value ?? DEFAULT_MAX_INTEGER,
        );
        if (r.ok) integers.set(o.name, r.value as number | null);
        break;
      case ApplicationCommandOptionType.Boolean:
        r = checkBoolean(raw.getBoolean(o.name));
        if (r.ok) booleans.set(o.name, r.value as boolean | null);
        break;
      case ApplicationCommandOptionType.User:
        r = checkUser(raw.getUser(o.name));
        if (r.ok) users.set(o.name, r.value as UserRef | null);
        break;
      default:
        continue;
    }
    if (!r.ok) {
      if (strict) return { refusal: refusal(o, r.problem, raw.locale) };
      // Autocomplete: as if not given.
      strings.set(o.name, null);
      integers.set(o.name, null);
      booleans.set(o.name, null);
      users.set(o.name, null);
    }
  }
  const or = <T>(r: Checked<T>): T | null => (r.ok ? r.value : null);
  const userName = cleanName(raw.userName);
  const ctx: CommandContext = {
    ...raw,
    ...(userName ? { userName } : { userName: undefined }),
    getSubcommand: () => sub,
    getString: (n) => (strings.has(n) ? strings.get(n)! : or(checkText(raw.getString(n), DEFAULT_MAX_LENGTH))),
    getInteger: (n) =>
      integers.has(n)
        ? integers.get(n)!
        : or(checkInteger(raw.getInteger(n), -DEFAULT_MAX_INTEGER, DEFAULT_MAX_INTEGER)),
    getBoolean: (n) => (booleans.has(n) ? booleans.get(n)! : or(checkBoolean(raw.getBoolean(n)))),
    getUser: (n) => (users.has(n) ? users.get(n)! : or(checkUser(raw.getUser(n)))),
  };
  return { ctx };
}

/** Autocomplete's typed value: cleaned the same way (never refused), at most Discord's 100 characters. */
export function cleanTyped(v: unknown): string {
  if (typeof v !== 'string') return '';
  return [...v.replace(LONE_SURROGATE_ALL, '').replace(CONTROL_ALL, '').replace(LINE_BREAK, ' ').replace(INVISIBLE, '')]
    .slice(0, 100)
    .join('');
}

/** A button's custom_id as Discord allows it (at most 100 characters of printable text), or null. */
export function cleanCustomId(v: unknown): string | null {
  if (typeof v !== 'string' || v.length > 100 || LONE_SURROGATE.test(v) || CONTROL.test(v) || /[\t\n\r]/.test(v))
    return null;
  return v;
}

/**
 * Content of at most `max` UTF-16 units (Discord's 2,000): kept whole when it fits; else cut on the
 * last line break in the final quarter (or between two characters, never inside one), followed
 * by what was left out — `…(N more characters)` in the reader's language, or `…(+N)` for a post
 * whose language the transport does not know.
 */
export function capContent(content: string, locale: Locale | null = null, max = MAX_CONTENT): string {
  if (content.length <= max) return content;
  const marker = (n: number) => (locale ? `\n${tr(locale, 'replyCut', { n })}` : `\n…(+${n})`);
  // Room for the marker at its longest (the count is at most the content's length).
  const room = max - marker(content.length).length;
  let cut = room;
  // Never between the two halves of a surrogate pair.
  if (cut > 0 && /[\uD800-\uDBFF]/.test(content[cut - 1]!)) cut--;
  const nl = content.lastIndexOf('\n', cut);
  if (nl >= room * 0.75) cut = nl;
  const kept = content.slice(0, cut).replace(/\s+$/, '');
  return kept + marker(charCount(content.slice(kept.length).trim()));
}
