// The local console: the same commands as on Discord, typed as text, for trying the bot without
// Discord and for scripts. One line per command:
//
//   @alice /newgame opponent:@bob side:<side>
//   @bob:en /accept                     (":en" or ":ja" sets that user's language)
//   @alice /act action:move J2 0406     (an option's value runs to the next "name:")
//   @alice ?act move J2                 (list the legal choices autocomplete would offer)
//   @alice ?move unit:J-12 to:          (the choices of the last option named, the others filled in)
//   #other @alice /status               (optional channel; default #console, or the one !channel set)
//   @alice /リーグ 参加 名前:spring      (the names /help shows in ja work too: commands, options, choices)
//   !channel nichiro                    (the channel of the lines after it that name none: a script's own)
//   !refused @bob /act action:teleport  (this command is expected to be refused: a script run as
//                                        `npm start -- FILE` exits 1 when a command is refused without
//                                        this mark, or a marked one is not)
//   !dms-closed @bob                    (simulate a user whose DMs are closed; !dms-open to undo)
//   !dice-secret <64 hex digits>        (the next games' dice secret: a script that rolls replays alike)
//   !ai-seed <number>                   (the next practice games' computer seed: its moves replay alike)
//   !time +36h                          (move the bot's clock on: +90m, +36h, +3d; clocks, reminders
//                                        and timeouts due by then happen at once)
//   # a comment
//
// Every reply, channel post and DM is printed with its recipient and whether it is private;
// every image is written to the image folder. As on Discord, an option with fixed choices takes one
// of them (its value, or its name in either language), a boolean true or false, an integer digits:
// anything else is refused in the user's language and nothing runs.
import { allGames } from '#games/index.ts';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { PermissionsBitField } from 'discord.js';
import { allCommands, commandNamed } from '#commands/index.ts';
import type { Locale } from '#engine/types.ts';
import type { AppDeps, Command, CommandContext, UserRef } from '#commands/_command.ts';
import { runAutocomplete, runButton, runSlash } from '#bot/router.ts';
import { capContent, localName, type DeclaredOption } from '#bot/input.ts';
import { DmClosedError, type OutMessage, type Transport } from '#service/outbox/index.ts';
import { sweepClocks } from '#service/clock/sweep.ts';
import { sweepLeagues } from '#league/service.ts';
import { tr } from '#service/i18n.ts';
import { CONSOLE_BOT_ID } from '#service/ai-seat.ts';

export interface ConsoleIO {
  print(line: string): void;
  imageDir: string;
}

const USER_OPTION = 6;
const BOOLEAN_OPTION = 5;
const INTEGER_OPTION = 4;

/** `<@id>` → `@id` so console output reads naturally. */
// Mentions as @name and #channel; a Discord timestamp (<t:…:R>) as the UTC time it stands for.
const plain = (s: string) =>
  s
    .replace(/<@!?([^>]+)>/g, '@$1')
    .replace(/<#([^>]+)>/g, '#$1')
    .replace(
      /<t:(\d+):\w>/g,
      (_, sec: string) => `${new Date(Number(sec) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );

export class ConsoleTransport implements Transport {
  private n = 0;
  readonly closedDms = new Set<string>();
  constructor(private readonly io: ConsoleIO) {}

  private files(msg: OutMessage, tag: string): string[] {
    const out: string[] = [];
    for (const f of msg.files ?? []) {
      fs.mkdirSync(this.io.imageDir, { recursive: true });
      const name = `${String(++this.n).padStart(4, '0')}-${tag}-${f.name}`;
      const p = path.join(this.io.imageDir, name);
      fs.writeFileSync(p, f.data);
      // The phone picture (Discord shows it as the embed's image, full width on a phone).
      out.push(f.name === msg.embedImage ? `    📱 ${p}` : `    🖼  ${p}`);
    }
    return out;
  }

  private buttons(msg: OutMessage): string[] {
    const all = (msg.buttons ?? []).flat();
    if (!all.length) return [];
    // A league's sign-up buttons and a map post's Board button are for anyone.
    const who = all.every((b) => b.customId.startsWith('lg:') || b.customId.startsWith('board:'))
      ? '@anyone'
      : (msg.mentionUsers ?? []).map((u) => `@${u}`).join(' ') || '@player';
    const cmds = all.map((b) => {
      if (b.customId.startsWith('accept:')) return '/accept';
      if (b.customId.startsWith('decline:')) return '/decline';
      if (b.customId.startsWith('t:')) return `/claim choice:${b.customId.split(':')[2]}`;
      if (b.customId.startsWith('done:')) return '/done';
      if (b.customId.startsWith('board:')) return '/board';
      if (b.customId.startsWith('c:') || b.customId.startsWith('u:') || b.customId.startsWith('lg:'))
        return `/press ${b.customId}`;
      return `/act action:${b.customId.replace(/^[ap]:[\w-]{22}:[\w-]+:/, '')}`;
    });
    return [
      `    [buttons for ${who}: ${all.map((b) => b.label).join(' | ')}]  → type e.g. "${who.split(' ')[0]} ${cmds[0]}"`,
    ];
  }

  // Content is cut to Discord's 2,000 characters as the Discord front cuts it (src/bot/input.ts).
  async postChannel(channelId: string, msg: OutMessage): Promise<void> {
    this.io.print(`[#${channelId} · public] ${plain(capContent(msg.content)).replace(/\n/g, '\n    ')}`);
    for (const l of [...this.files(msg, `channel-${channelId}`), ...this.buttons(msg)]) this.io.print(l);
  }

  async sendDm(userId: string, msg: OutMessage): Promise<void> {
    if (this.closedDms.has(userId)) throw new DmClosedError(userId);
    this.io.print(`[DM → @${userId} · private] ${plain(capContent(msg.content)).replace(/\n/g, '\n    ')}`);
    for (const l of this.files(msg, `dm-${userId}`)) this.io.print(l);
  }

  reply(
    userId: string,
    content: string,
    files: { name: string; data: Buffer }[] = [],
    buttons?: OutMessage['buttons'],
  ): void {
    this.io.print(`[reply → @${userId} · private] ${plain(capContent(content)).replace(/\n/g, '\n    ')}`);
    for (const l of [
      ...this.files({ content, files }, `reply-${userId}`),
      ...this.buttons({ content, buttons, mentionUsers: [userId] }),
    ])
      this.io.print(l);
  }
}

export interface ParsedLine {
  channel: string;
  user: string;
  locale: Locale | null;
  kind: 'slash' | 'autocomplete';
  /** The command's name (its ja name typed is read as the command it names). */
  command: string;
  rest: string;
}

/** A name as typed stands for a command, option, subcommand or choice: its own name or its ja one. */
const calls = (
  o: { name: string; name_localizations?: Partial<Record<string, string | null>> | null },
  typed: string,
) => o.name === typed || o.name_localizations?.ja === typed;

/** The command a typed name stands for: its name, or its ja name as `/help` lists it (`/新規対局`). */
export function commandOf(typed: string): Command | undefined {
  return commandNamed(typed) ?? allCommands().find((c) => calls(c.data, typed));
}

/**
 * Parse "[#channel] @user[:ja|:en] /command options…" (or "?command text" for autocomplete); a
 * line that names no channel is in `channel`.
 */
export function parseLine(line: string, channel = 'console'): ParsedLine | { error: string } | null {
  const s = line.trim();
  if (!s || (s.startsWith('#') && !/^#\S+\s+@/.test(s))) return null;
  const m = /^(?:#(\S+)\s+)?@([\w.-]+)(?::(ja|en))?\s+([/?])(\S+)\s*(.*)$/.exec(s);
  if (!m) return { error: `cannot read "${s}". Expected: @user /command name:value …  (e.g. @alice /status)` };
  return {
    channel: m[1] ?? channel,
    user: m[2]!,
    locale: (m[3] as Locale | undefined) ?? null,
    kind: m[4] === '/' ? 'slash' : 'autocomplete',
    command: commandOf(m[5]!)?.data.name ?? m[5]!,
    rest: m[6]!,
  };
}

const SUBCOMMAND = 1;

/** A command with subcommands (`/league join name:…`): the subcommand named first in `rest`, and the rest. */
export function subcommandOf(
  command: string,
  rest: string,
): { sub: string | null; rest: string; options: readonly DeclaredOption[] } {
  const all = (commandOf(command)?.data.options ?? []) as readonly DeclaredOption[];
  if (!all.some((o) => o.type === SUBCOMMAND)) return { sub: null, rest, options: all };
  const word = /^(\S+)\s*(.*)$/.exec(rest.trim());
  const sub = word ? all.find((o) => o.type === SUBCOMMAND && calls(o, word[1]!)) : undefined;
  return sub ? { sub: sub.name, rest: word![2]!, options: sub.options ?? [] } : { sub: null, rest, options: [] };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * The options typed, in the order typed: "name:value name2:value with spaces" split on the
 * command's declared option names (or their ja names, `相手:@bob`; a full-width colon too), each
 * under its declared name.
 */
function optionsTyped(command: string, rest0: string): { name: string; value: string }[] {
  const { rest, options } = subcommandOf(command, rest0);
  const byTyped = new Map<string, string>();
  for (const o of options) {
    byTyped.set(o.name, o.name);
    const ja = o.name_localizations?.ja;
    if (ja && !byTyped.has(ja)) byTyped.set(ja, o.name);
  }
  if (!byTyped.size || !rest) return [];
  const typed = [...byTyped.keys()].sort((a, b) => b.length - a.length);
  const re = new RegExp(`(?:^|\\s)(${typed.map(escapeRegExp).join('|')})[:：]`, 'g');
  const hits = [...rest.matchAll(re)];
  return hits.map((h, i) => {
    const start = h.index! + h[0].length;
    const end = i + 1 < hits.length ? hits[i + 1]!.index! : rest.length;
    return { name: byTyped.get(h[1]!)!, value: rest.slice(start, end).trim() };
  });
}

/** The options typed, keyed by their declared names (an option typed twice: its last value). */
export function parseOptions(command: string, rest: string): Record<string, string> {
  return Object.fromEntries(optionsTyped(command, rest).map((o) => [o.name, o.value]));
}

const TRUE = /^(true|yes|on|1)$/i;
const FALSE = /^(false|no|off|0)$/i;

/**
 * What Discord itself ensures of the options it sends, checked here since a console line is free
 * text: an option with fixed choices takes one of them — its value, or its name in either language
 * (what Discord shows), read as the value — a boolean true or false, an integer whole digits.
 * Returns the options with each choice as its value, or the refusal (in `locale`) of the first
 * option that breaks this.
 */
export function checkChoices(
  command: string,
  rest: string,
  options: Record<string, string>,
  locale: Locale,
): { options: Record<string, string> } | { refusal: string } {
  const out = { ...options };
  for (const o of subcommandOf(command, rest).options) {
    const v = out[o.name]?.trim();
    if (v === undefined) continue;
    const option = localName(o, locale);
    if (o.choices?.length) {
      const lower = v.toLowerCase();
      const choice =
        o.choices.find((c) => String(c.value) === v) ??
        o.choices.find(
          (c) =>
            String(c.value).toLowerCase() === lower || c.name.toLowerCase() === lower || c.name_localizations?.ja === v,
        );
      if (choice) {
        out[o.name] = String(choice.value);
        continue;
      }
      const name = (c: (typeof o.choices)[number]) => localName(c, locale);
      const list = o.choices
        .map((c) =>
          name(c) === String(c.value)
            ? `\`${c.value}\``
            : locale === 'ja'
              ? `\`${c.value}\`(${name(c)})`
              : `\`${c.value}\` (${name(c)})`,
        )
        .join(tr(locale, 'listSeparator'));
      return { refusal: `❌ ${tr(locale, 'inputNotAChoice', { option, value: v, choices: list })}` };
    }
    const kind =
      o.type === BOOLEAN_OPTION && !TRUE.test(v) && !FALSE.test(v)
        ? 'optionKindBoolean'
        : o.type === INTEGER_OPTION && !/^-?\d+$/.test(v)
          ? 'optionKindInteger'
          : null;
    if (kind) return { refusal: `❌ ${tr(locale, 'inputWrongType', { option, kind: tr(locale, kind) })}` };
  }
  return { options: out };
}

/** A reply that refuses (❌) or could not run (⏳, the database out of reach), after any ⚠️ line. */
export const isRefusal = (content: string): boolean => /^(?:⚠️[^\n]*\n)?\s*[❌⏳]/u.test(content);

/** What one line did: nothing (blank, a comment), a console line, a command answered or refused, or an error. */
export type LineOutcome = 'none' | 'console' | 'answered' | 'refused' | 'error';

/** A script's lines that went wrong: refused without `!refused`, marked but not refused, or unreadable. */
export interface ScriptResult {
  lines: number;
  failed: { line: number; why: string }[];
}

export class LocalConsole {
  private readonly locales = new Map<string, Locale>();
  private offsetMs = 0;
  /** The channel of a line that names none (`!channel`). */
  private channel = 'console';
  readonly transport: ConsoleTransport;

  constructor(
    private readonly deps: AppDeps,
    private readonly io: ConsoleIO,
    private readonly drain: () => Promise<void>,
    private readonly defaultLocale: Locale,
    transport?: ConsoleTransport,
  ) {
    this.transport = transport ?? new ConsoleTransport(io);
    // The console's bot: `@hexpost` as /newgame's opponent is the computer player (src/service/ai-seat.ts).
    this.deps.botUserId ??= CONSOLE_BOT_ID;
  }

  private localeOf(p: ParsedLine): Locale {
    if (p.locale) this.locales.set(p.user, p.locale);
    return this.locales.get(p.user) ?? this.defaultLocale;
  }

  private context(p: ParsedLine, options: Record<string, string>): CommandContext {
    const locale = this.localeOf(p);
    const { sub, options: declared } = subcommandOf(p.command, p.rest);
    const type = (n: string) => declared.find((o) => o.name === n)?.type;
    const interactionId = this.interactionId();
    return {
      userId: p.user,
      userName: p.user,
      memberRoles: [],
      getSubcommand: () => sub,
      locale,
      guildId: 'console',
      channelId: p.channel,
      canManageGuild: true,
      botPermissions: PermissionsBitField.All,
      inThread: false,
      ...(interactionId ? { interactionId } : {}),
      deps: this.deps,
      getString: (n) => options[n] ?? null,
      getBoolean: (n) =>
        options[n] === undefined ? null : type(n) === BOOLEAN_OPTION ? TRUE.test(options[n]!.trim()) : null,
      getInteger: (n) =>
        options[n] !== undefined && type(n) === INTEGER_OPTION && /^-?\d+$/.test(options[n]!.trim())
          ? Number(options[n]!.trim())
          : null,
      getUser: (n): UserRef | null =>
        options[n] && type(n) === USER_OPTION
          ? { id: options[n]!.replace(/^@/, ''), bot: options[n]!.replace(/^@/, '') === this.deps.botUserId }
          : null,
    };
  }

  /**
   * What Discord's interaction id is to a game's dice (docs/dice.md): drawn afresh, not chosen by
   * whoever runs the bot — except after `!dice-secret`, where whoever runs the console fixes the
   * dice on purpose so that a script replays alike: then an accept contributes no press.
   */
  private interactionId(): string | undefined {
    return this.deps.newDiceSecret ? undefined : BigInt(`0x${randomBytes(8).toString('hex')}`).toString();
  }

  /**
   * Run one line; resolves once its reply and every post and DM it owed are printed, with what the
   * line did (a script's run counts the refusals: see runStream).
   */
  async run(line: string): Promise<LineOutcome> {
    const s = line.trim();
    const channel = /^!channel\s+#?([\w.-]+)$/.exec(s);
    if (channel) {
      this.channel = channel[1]!;
      this.io.print(`(lines that name no channel now go to #${this.channel})`);
      return 'console';
    }
    if (/^!channel\b/.test(s)) {
      this.io.print('! e.g. "!channel table2" (letters, digits, ".", "_" and "-")');
      return 'error';
    }
    const dm = /^!dms-(closed|open)\s+@?([\w.-]+)$/.exec(s);
    if (dm) {
      if (dm[1] === 'closed') this.transport.closedDms.add(dm[2]!);
      else this.transport.closedDms.delete(dm[2]!);
      this.io.print(`(DMs of @${dm[2]} are now ${dm[1]})`);
      return 'console';
    }
    // The console's own games only: a Discord bot draws a fresh secret for every game. The dice are
    // still the v2 generator's, committed to at /newgame and shown with /export at the end.
    const dice = /^!dice-secret\s+(\S+)$/.exec(s);
    if (dice) {
      if (!/^[0-9a-f]{64}$/.test(dice[1]!)) {
        this.io.print('! a dice secret is 64 lowercase hex digits');
        return 'error';
      }
      const secret = dice[1]!;
      this.deps.newDiceSecret = () => secret;
      this.io.print('(new games now use the given dice secret: their dice replay alike)');
      return 'console';
    }
    // The computer player's seed in the games started after it, so a script against it replays alike
    // (console only, as !dice-secret: on Discord each practice game draws its own).
    const aiSeed = /^!ai-seed\s+(\S+)$/.exec(s);
    if (aiSeed) {
      if (!/^\d{1,9}$/.test(aiSeed[1]!)) {
        this.io.print("! the computer player's seed is a whole number of at most 9 digits");
        return 'error';
      }
      const seed = Number(aiSeed[1]);
      this.deps.newAiSeed = () => seed;
      this.io.print('(new practice games now use the given seed for the computer player: its moves replay alike)');
      return 'console';
    }
    // The console's clock: play-by-post clocks tried in minutes, not days.
    const time = /^!time\s+\+(\d+)(m|h|d)$/.exec(s);
    if (time) {
      const ms = Number(time[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[time[2] as 'm' | 'h' | 'd'];
      this.offsetMs += ms;
      const offset = this.offsetMs;
      this.deps.now = () => new Date(Date.now() + offset);
      this.io.print(
        `(the clock moves on ${time[1]}${time[2]}: now ${this.deps.now().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
      );
      await sweepClocks(this.deps);
      await sweepLeagues(this.deps);
      await this.drain();
      return 'console';
    }
    if (/^!time\b/.test(s)) {
      this.io.print('! e.g. "!time +36h" (minutes m, hours h, days d)');
      return 'error';
    }
    if (s.startsWith('!')) {
      this.io.print(
        `! no console line "${s.split(/\s/)[0]}": !channel, !dms-closed, !dms-open, !dice-secret, !ai-seed, !time (and !refused before a command)`,
      );
      return 'error';
    }
    const p = parseLine(line, this.channel);
    if (!p) return 'none';
    if ('error' in p) {
      this.io.print(`! ${p.error}`);
      return 'error';
    }
    if (p.kind === 'autocomplete') {
      // "?move unit:J-12 to:10" asks for the last option named (to), the others filled in;
      // "?act move J2" (no option named) asks for the command's first autocompleted option.
      const options = parseOptions(p.command, p.rest);
      const last = optionsTyped(p.command, p.rest).at(-1)?.name;
      const first =
        commandNamed(p.command)?.data.options?.find((o) => 'autocomplete' in o && o.autocomplete)?.name ?? '';
      const focused = last ? { name: last, value: options[last]! } : { name: first, value: p.rest };
      const ctx = this.context(p, options);
      const choices = await runAutocomplete(p.command, ctx, focused);
      this.io.print(`[autocomplete → @${p.user} · private] ${choices.length} choice(s)`);
      for (const c of choices) this.io.print(`    ${c.value.padEnd(24)} ${c.name}`);
      return 'answered';
    }
    if (p.command === 'press') {
      const reply = await runButton(p.rest, this.context(p, {}));
      this.transport.reply(p.user, reply.content, reply.files, reply.buttons);
      await this.drain();
      return isRefusal(reply.content) ? 'refused' : 'answered';
    }
    // Discord sends only a declared choice (a boolean, an integer): anything else is refused here.
    const checked = checkChoices(p.command, p.rest, parseOptions(p.command, p.rest), this.localeOf(p));
    const reply =
      'refusal' in checked ? { content: checked.refusal } : await runSlash(p.command, this.context(p, checked.options));
    this.transport.reply(p.user, reply.content, reply.files, reply.buttons);
    await this.drain();
    return isRefusal(reply.content) ? 'refused' : 'answered';
  }

  /**
   * Read lines from a stream (stdin or a file) until it ends. A command the line marks with a
   * leading `!refused` is expected to be refused; every other refusal, a marked command carried out,
   * and an unreadable line are a script's failures: each is printed (`! line N: …`) and returned,
   * and `npm start -- FILE` exits 1 when there is one (src/main.ts). Typed at a terminal
   * (`interactive`) nothing is printed for them.
   */
  async runStream(input: NodeJS.ReadableStream, interactive: boolean): Promise<ScriptResult> {
    const rl = readline.createInterface({ input, terminal: false });
    if (interactive)
      this.io.print(
        `hexpost console — type e.g. "@alice /newgame opponent:@bob side:${allGames()[0]?.sides[0] ?? '…'}" (Ctrl-D to quit)`,
      );
    const result: ScriptResult = { lines: 0, failed: [] };
    for await (const raw of rl) {
      const n = ++result.lines;
      const marked = /^\s*!refused(?:\s+(.*))?$/.exec(raw);
      const outcome = await this.run(marked ? (marked[1] ?? '') : raw);
      const why =
        outcome === 'error'
          ? 'the line could not be run'
          : marked && outcome !== 'refused'
            ? outcome === 'answered'
              ? 'marked !refused, but the command was carried out'
              : '!refused must come before a command (@user /command …)'
            : !marked && outcome === 'refused'
              ? 'refused, and the line does not expect it (mark an expected refusal with a leading "!refused")'
              : null;
      if (!why) continue;
      result.failed.push({ line: n, why });
      if (!interactive && outcome !== 'error') this.io.print(`! line ${n}: ${why}`);
    }
    if (!interactive && result.failed.length)
      this.io.print(
        `! ${result.failed.length} line(s) went wrong: ${result.failed.map((f) => f.line).join(', ')} (of ${result.lines})`,
      );
    return result;
  }
}
