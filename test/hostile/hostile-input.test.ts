// Hostile input through every registered command, by the router the console and Discord both use:
// a generated corpus of values for each declared option (NUL, lone surrogates, other control
// characters, huge strings, values of the wrong JS type, emoji, bidi marks, markdown and mention
// injection, numbers out of range), as a player of a running game and as a spectator, in ja and en.
// Each reply must be an answer, not "Something went wrong"; at most Discord's 2,000 characters; in
// the asker's language; and a refusal must have changed nothing stored.
//
// Nothing is drawn: the outbox is not run (its rows are checked, never delivered), and the
// commands that draw a picture of a game (/map, /view, /hand) are asked where there is no game.
import { ApplicationCommandOptionType } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import type { CommandContext, CommandReply, UserRef } from '#commands/_command.ts';
import { runAutocomplete, runButton, runSlash } from '#bot/router.ts';
import { capContent, checkText, MAX_CONTENT } from '#bot/input.ts';
import { allCommands } from '#commands/index.ts';
import type { Locale } from '#engine/types.ts';
import { tr } from '#service/i18n.ts';
import { compactGameId } from '#service/interactions/kind.ts';
import { PermissionsBitField } from 'discord.js';
import { startServiceApp } from '../helpers/app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';

const GUILD = 'g-hostile';
const TABLE = 'table';
const EMPTY = 'empty';

// ---------------------------------------------------------------------------------------------
// The corpus

const huge = (n: number, c = 'x') => c.repeat(n);
const TEXT: unknown[] = [
  '\u0000',
  'move J2\u0000 0406',
  '\uD800',
  'x\uDC00y',
  'ab\uDBFF',
  '\u0007bell',
  '\u001b[31mred',
  '\u007f',
  'a\u0085b',
  huge(6000),
  huge(101, 'あ'),
  huge(60, '😀'),
  huge(101, '😀'),
  '👨‍👩‍👧',
  '\u202Eevil\u202C',
  '\u200F\u200B',
  'J2\u2066 0406\u2069',
  'line1\nline2\ttab',
  '@everyone',
  '@here <@&123456789012345678> <@123456789012345678>',
  '**bold** __u__ `code` ||spoiler|| ```block``` > quote [link](https://evil.example)',
  '',
  '   ',
  '-1',
  '99999999999999999999',
  'NaN',
  '__proto__',
  'constructor',
  '\'; DROP TABLE "Game"; --',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template's syntax typed as text, on purpose
  '${process.exit()}',
  // Wrong JS types where text is declared.
  42,
  -1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  {},
  [],
  { toString: () => 'move J2 0406' },
  ['move', 'J2'],
  10n,
  Symbol('s'),
];
const INTEGER: unknown[] = [
  0,
  -1,
  1,
  2 ** 31,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  -(2 ** 53),
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  '5',
  true,
  {},
  [],
  10n,
];
const BOOLEAN: unknown[] = [true, false, 'true', 1, 0, {}, [], 'yes', null];
const USER: unknown[] = [
  { id: 'bob', bot: false },
  { id: 'alice', bot: false },
  { id: 'robot', bot: true },
  { id: 42, bot: false },
  { id: '\u0000', bot: false },
  { id: huge(5000), bot: false },
  { id: '@everyone', bot: false },
  { id: 'carol', bot: false, name: `\u0000${huge(5000)}` },
  { id: 'dave', bot: 'yes', name: 7 },
  'bob',
  42,
  [],
  {},
];
const REF: unknown[] = [
  '#forum-games',
  '<#123456789012345678>',
  '<@&123456789012345678>',
  '\u0000',
  42,
  {},
  huge(6000),
  '@everyone',
  '\uD800',
];

function corpusOf(type: number): unknown[] {
  switch (type) {
    case ApplicationCommandOptionType.String:
      return TEXT;
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number:
      return INTEGER;
    case ApplicationCommandOptionType.Boolean:
      return BOOLEAN;
    case ApplicationCommandOptionType.User:
      return USER;
    default:
      return REF;
  }
}

interface Declared {
  name: string;
  type: number;
  options?: Declared[];
}

/** Every (subcommand, option) of a command. */
function optionsOf(data: { options?: unknown }): { sub: string | null; option: Declared }[] {
  const all = (data.options ?? []) as Declared[];
  const out: { sub: string | null; option: Declared }[] = [];
  for (const o of all) {
    if (o.type === ApplicationCommandOptionType.Subcommand)
      for (const so of o.options ?? []) out.push({ sub: o.name, option: so });
    else out.push({ sub: null, option: o });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// A context as a front could hand it over: every getter returns whatever value it was given,
// whatever its type (the Discord front casts an option's value; a bug or a forged payload can
// carry anything).

function hostileContext(
  app: App,
  o: {
    user: string;
    locale: Locale;
    channel: string;
    values?: Record<string, unknown>;
    sub?: unknown;
    userName?: unknown;
    manage?: boolean;
  },
): CommandContext {
  const v = o.values ?? {};
  const get = (n: string) => (n in v ? v[n] : null);
  return {
    userId: o.user,
    userName: o.userName as string | undefined,
    locale: o.locale,
    guildId: GUILD,
    channelId: o.channel,
    canManageGuild: o.manage ?? false,
    botPermissions: PermissionsBitField.All,
    inThread: false,
    memberRoles: [],
    deps: app.deps,
    getSubcommand: () => (o.sub ?? null) as string | null,
    getString: (n) => get(n) as string | null,
    getInteger: (n) => get(n) as number | null,
    getBoolean: (n) => get(n) as boolean | null,
    getUser: (n) => get(n) as UserRef | null,
  };
}

// ---------------------------------------------------------------------------------------------
// What is stored, as one string: every table but the bookkeeping a command may write without
// being its effect (a seat's DM language follows its latest command; the name the leaderboard shows).

async function fingerprint(db: TestDatabase): Promise<string> {
  const rows = await db.prisma.$queryRawUnsafe<{ f: string }[]>(`
    SELECT concat_ws('#',
      (SELECT string_agg(to_jsonb(t)::text, '|' ORDER BY t."id") FROM "Game" t),
      (SELECT string_agg((to_jsonb(t) - 'locale')::text, '|' ORDER BY t."gameId", t."side") FROM "Seat" t),
      (SELECT count(*)::text FROM "ActionLog"), (SELECT count(*)::text FROM "GameLog"), (SELECT count(*)::text FROM "Outbox"),
      (SELECT string_agg(to_jsonb(t)::text, '|' ORDER BY to_jsonb(t)::text) FROM "Vacation" t),
      (SELECT string_agg(to_jsonb(t)::text, '|' ORDER BY to_jsonb(t)::text) FROM "GuildSettings" t),
      (SELECT string_agg(to_jsonb(t)::text, '|' ORDER BY to_jsonb(t)::text) FROM "League" t),
      (SELECT string_agg(to_jsonb(t)::text, '|' ORDER BY to_jsonb(t)::text) FROM "Season" t),
      (SELECT string_agg(to_jsonb(t)::text, '|' ORDER BY to_jsonb(t)::text) FROM "LeagueEntry" t),
      (SELECT string_agg(to_jsonb(t)::text, '|' ORDER BY to_jsonb(t)::text) FROM "LeaguePairing" t),
      (SELECT string_agg((to_jsonb(t) - 'name')::text, '|' ORDER BY to_jsonb(t)::text) FROM "Rating" t)
    ) AS f`);
  return rows[0]!.f;
}

// ---------------------------------------------------------------------------------------------
// What every reply must be

const KANA_OR_KANJI = /[\u3040-\u30ff\u4e00-\u9fff]/;
const HIRAGANA = /[\u3041-\u309f]/;

function checkReply(reply: CommandReply, locale: Locale, what: string, echoed: unknown = null): void {
  expect(typeof reply.content, what).toBe('string');
  for (const l of ['ja', 'en'] as const) expect(reply.content, what).not.toContain(tr(l, 'genericError'));
  expect(reply.content.length, what).toBeLessThanOrEqual(MAX_CONTENT);
  expect(reply.content.length, what).toBeGreaterThan(0);
  // In the asker's language: a ja reply has Japanese in it; an en reply no hiragana (game and
  // unit names may be in kanji or katakana in both).
  // What the user typed, repeated in a refusal ("there is no side …"), is no part of the language.
  const own = typeof echoed === 'string' && echoed.trim() ? reply.content.split(echoed.trim()).join('') : reply.content;
  if (locale === 'ja') expect(reply.content, what).toMatch(KANA_OR_KANJI);
  else expect(own, what).not.toMatch(HIRAGANA);
}

const describeValue = (v: unknown): string => {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 20)}…(${v.length})` : v);
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'symbol') return v.toString();
  try {
    return `${typeof v}:${JSON.stringify(v)?.slice(0, 40)}`;
  } catch {
    return typeof v;
  }
};

describe('hostile input through every command', () => {
  let db: TestDatabase;
  let app: App;
  let gameId: string;

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    ({ app } = await startServiceApp(db, { defaultLocale: 'en' }));
    // Nothing is delivered (no picture is drawn): the outbox rows stay, counted by the fingerprint.
    app.deps.onOutbox = () => undefined;
    const start = await runSlash(
      'newgame',
      hostileContext(app, {
        user: 'alice',
        locale: 'en',
        channel: TABLE,
        values: { opponent: { id: 'bob', bot: false }, side: 'japan', game: 'hoten-kaisen' },
      }),
    );
    expect(start.content).toMatch(/Challenge sent/);
    const accepted = await runSlash('accept', hostileContext(app, { user: 'bob', locale: 'en', channel: TABLE }));
    expect(accepted.content).not.toMatch(/^❌/);
    const game = await app.deps.repo.findOpenGameByChannel(TABLE);
    expect(game?.status).toBe('active');
    gameId = game!.id;
  }, 60_000);

  afterAll(async () => {
    // The rows the commands queued are never delivered (nothing to draw at shutdown).
    await db.prisma.$executeRawUnsafe('DELETE FROM "Outbox"');
    await app.close();
    await db.close();
  });

  it("every option of every command: a clear answer, within 2,000 characters, in the asker's language; a refusal changes nothing", async () => {
    let runs = 0;
    let refused = 0;
    let i = 0;
    // What is stored before each run: the one after the run before.
    let before = await fingerprint(db);
    for (const cmd of allCommands()) {
      const name = cmd.data.name;
      for (const { sub, option } of optionsOf(cmd.data)) {
        for (const value of corpusOf(option.type)) {
          i++;
          const locale: Locale = i % 2 ? 'ja' : 'en';
          // A player of the running game, or a spectator; with Manage Server every third time.
          const user = i % 3 === 0 ? 'eve' : 'alice';
          const ctx = hostileContext(app, {
            user,
            locale,
            channel: TABLE,
            values: { [option.name]: value },
            sub,
            manage: i % 3 === 1,
          });
          const what = `/${name}${sub ? ` ${sub}` : ''} ${option.name}:${describeValue(value)} (${user}, ${locale})`;
          const reply = await runSlash(name, ctx);
          runs++;
          checkReply(reply, locale, what, value);
          const after = await fingerprint(db);
          if (reply.content.startsWith('❌')) {
            refused++;
            expect(after, `${what} was refused but changed what is stored: ${reply.content}`).toBe(before);
          }
          before = after;
          // A value the input check refuses is refused whatever the command does with it.
          if (
            option.type === ApplicationCommandOptionType.String &&
            (typeof value !== 'string' ||
              /[\u0000\u0007\u001b\u007f\u0085]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
                value,
              ) ||
              value.length >= 6000)
          ) {
            expect(reply.content, what).toMatch(/^❌/);
          }
        }
      }
    }
    // The corpus went through every option (a run per value) and most of it was refused.
    expect(runs).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(runs / 2);
  }, 120_000);

  it('commands without options, with a hostile display name and an undeclared option: answered, nothing drawn', async () => {
    for (const cmd of allCommands().filter((c) => optionsOf(c.data).length === 0)) {
      for (const locale of ['ja', 'en'] as const) {
        const drawing = ['map', 'view', 'hand'].includes(cmd.data.name);
        // /end and /undo act: asked by a spectator, so the game goes on unchanged.
        const ctx = hostileContext(app, {
          user: 'eve',
          locale,
          channel: drawing ? EMPTY : TABLE,
          values: { bogus: '\u0000' },
          userName: `\u0000\uD800${huge(5000)}`,
        });
        const before = await fingerprint(db);
        const reply = await runSlash(cmd.data.name, ctx);
        checkReply(reply, locale, `/${cmd.data.name} (${locale})`);
        if (reply.content.startsWith('❌')) expect(await fingerprint(db), cmd.data.name).toBe(before);
      }
    }
  }, 60_000);

  it('an unknown command name, hostile button ids and hostile autocomplete: answered, never thrown', async () => {
    for (const locale of ['ja', 'en'] as const) {
      checkReply(
        await runSlash(`x\u0000${huge(5000)}`, hostileContext(app, { user: 'alice', locale, channel: TABLE })),
        locale,
        'unknown command',
      );
      const compact = compactGameId(gameId);
      for (const id of [
        '\u0000',
        huge(5000),
        `a:${compact}:1:\u0000`,
        `p:${compact}:AAAAAAAAAAAA:end\uD800`,
        `c:${compact}:abort\n`,
        `t:${compact}:win`,
        `u:${compact}:99999999999999999999`,
        `lg:${huge(90)}:join`,
        `accept:${compact}`,
        42,
        {},
        null,
      ] as unknown[]) {
        const before = await fingerprint(db);
        const reply = await runButton(id as string, hostileContext(app, { user: 'eve', locale, channel: TABLE }));
        checkReply(reply, locale, `button ${describeValue(id)}`);
        if (reply.content.startsWith('❌')) expect(await fingerprint(db)).toBe(before);
      }
    }
    for (const cmd of allCommands().filter((c) => c.autocomplete)) {
      for (const { sub, option } of optionsOf(cmd.data)) {
        for (const typed of ['\u0000', '\uD800', huge(6000), '😀', '@everyone', 42, {}] as unknown[]) {
          const ctx = hostileContext(app, {
            user: 'alice',
            locale: 'en',
            channel: TABLE,
            values: { [option.name]: typed },
            sub,
          });
          const choices = await runAutocomplete(cmd.data.name, ctx, { name: option.name, value: typed as string });
          expect(Array.isArray(choices)).toBe(true);
          expect(choices.length).toBeLessThanOrEqual(25);
          for (const c of choices) {
            expect([...c.name].length).toBeGreaterThan(0);
            expect([...c.name].length).toBeLessThanOrEqual(100);
            expect([...c.value].length).toBeLessThanOrEqual(100);
          }
        }
      }
    }
  }, 60_000);

  it("refusals name the option, in the asker's language, and say nothing changed", async () => {
    const ja = await runSlash(
      'act',
      hostileContext(app, { user: 'alice', locale: 'ja', channel: TABLE, values: { action: 'end\u0000' } }),
    );
    expect(ja.content).toBe(`❌ ${tr('ja', 'inputControl', { option: '内容' })}`);
    const en = await runSlash(
      'act',
      hostileContext(app, { user: 'alice', locale: 'en', channel: TABLE, values: { action: 42 } }),
    );
    expect(en.content).toBe(`❌ ${tr('en', 'inputWrongType', { option: 'action', kind: 'text' })}`);
    const long = await runSlash(
      'newgame',
      hostileContext(app, {
        user: 'alice',
        locale: 'en',
        channel: EMPTY,
        values: { opponent: { id: 'bob', bot: false }, side: 'japan', words: huge(6000) },
      }),
    );
    expect(long.content).toBe(`❌ ${tr('en', 'inputTooLong', { option: 'words', max: 100, length: 6000 })}`);
    const page = await runSlash(
      'log',
      hostileContext(app, { user: 'alice', locale: 'en', channel: TABLE, values: { page: 2 ** 53 } }),
    );
    expect(page.content).toMatch(/^❌ The option `page` must be a whole number from 1 to/);
    const surrogate = await runSlash(
      'move',
      hostileContext(app, { user: 'alice', locale: 'ja', channel: TABLE, values: { unit: 'J2', to: '04\uD80006' } }),
    );
    expect(surrogate.content).toBe(`❌ ${tr('ja', 'inputBrokenText', { option: '移動先' })}`);
  });

  it('invisible marks a user did not mean to type are removed, not refused', () => {
    expect(checkText('\u200Bmove\u200F J2\u202E 0406\uFEFF', 100)).toEqual({ ok: true, value: 'move J2 0406' });
    expect(checkText('a\tb\nc', 100)).toEqual({ ok: true, value: 'a b c' });
    // An emoji joined by ZWJ keeps its joiner.
    expect(checkText('👨‍👩‍👧', 100)).toEqual({ ok: true, value: '👨‍👩‍👧' });
  });
});

describe('replies and posts within 2,000 characters', () => {
  it('cuts on a line near the end, says how much was left out, never splits a character', () => {
    const lines = Array.from({ length: 300 }, (_, i) => `line ${i} ${'x'.repeat(10)}`).join('\n');
    const en = capContent(lines, 'en');
    expect(en.length).toBeLessThanOrEqual(MAX_CONTENT);
    expect(en).toMatch(/\n… \(\d+ more characters\)$/);
    // The cut is at the end of a whole line.
    expect(en.split('\n').at(-2)).toMatch(/^line \d+ x{10}$/);
    const ja = capContent(lines, 'ja');
    expect(ja).toMatch(/…\(残り\d+文字は省略\)$/);
    // Emoji all along (two UTF-16 units each): no half of one is left.
    const emoji = capContent('😀'.repeat(3000));
    expect(emoji.length).toBeLessThanOrEqual(MAX_CONTENT);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(emoji).toMatch(/…\(\+\d+\)$/);
    const kept = emoji.replace(/\n…\(\+\d+\)$/, '');
    expect(Number(/\+(\d+)/.exec(emoji)![1]) + [...kept].length).toBe(3000);
    // Short content is left alone.
    expect(capContent('short', 'en')).toBe('short');
  });
});
