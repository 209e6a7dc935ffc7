// Each Manage Server refusal names its own command (one message, "Aborting a game needs …", used to
// answer /league create, /rating rebuild, /forum and /language too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionFlagsBits, PermissionsBitField } from 'discord.js';
import type { App } from '#src/app.ts';
import type { CommandContext, UserRef } from '#commands/_command.ts';
import { runSlash } from '#bot/router.ts';
import type { Locale } from '#engine/types.ts';
import { startServiceApp } from '../helpers/app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';

const CH = 'perm-table';

function ctxOf(
  app: App,
  locale: Locale,
  values: Record<string, unknown>,
  sub: string | null = null,
  manage = false,
  user = 'carol',
  botPermissions: bigint = PermissionsBitField.All,
): CommandContext {
  const get = (n: string) => (n in values ? values[n] : null);
  return {
    userId: user,
    locale,
    guildId: 'g-perm',
    channelId: CH,
    canManageGuild: manage,
    botPermissions,
    inThread: false,
    deps: app.deps,
    getSubcommand: () => sub,
    getString: (n) => get(n) as string | null,
    getInteger: (n) => get(n) as number | null,
    getBoolean: (n) => get(n) as boolean | null,
    getUser: (n) => get(n) as UserRef | null,
  };
}

describe('Manage Server refusals', () => {
  let db: TestDatabase;
  let app: App;

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    ({ app } = await startServiceApp(db, { defaultLocale: 'en' }));
    app.deps.onOutbox = () => undefined;
    // A game in the channel, for /abort.
    const made = await runSlash(
      'newgame',
      ctxOf(
        app,
        'en',
        { opponent: { id: 'bob', bot: false }, side: 'japan', game: 'hoten-kaisen' },
        null,
        false,
        'alice',
      ),
    );
    expect(made.content).toMatch(/Challenge sent/);
  }, 60_000);

  afterAll(async () => {
    await db.prisma.$executeRawUnsafe('DELETE FROM "Outbox"');
    await app.close();
    await db.close();
  });

  it('name the command refused, in ja and en, each its own', async () => {
    const cases: { command: string; name: string; values: Record<string, unknown>; sub?: string }[] = [
      { command: '/forum', name: 'forum', values: { channel: '#forum-games' } },
      { command: '/language', name: 'language', values: { locale: 'en' } },
      { command: '/abort', name: 'abort', values: {} },
      {
        command: '/league create',
        name: 'league',
        sub: 'create',
        values: { name: 'spring', game: 'hoten-kaisen', format: 'swiss' },
      },
      { command: '/rating rebuild', name: 'rating', values: { rebuild: true, game: 'hoten-kaisen' } },
    ];
    for (const locale of ['ja', 'en'] as const) {
      const seen = new Set<string>();
      for (const c of cases) {
        const before = await db.prisma.$queryRawUnsafe<{ n: bigint }[]>('SELECT count(*) AS n FROM "GuildSettings"');
        const reply = await runSlash(c.name, ctxOf(app, locale, c.values, c.sub ?? null));
        expect(reply.content, c.command).toMatch(/^❌/);
        expect(reply.content, c.command).toContain(c.command);
        expect(reply.content, c.command).toMatch(locale === 'ja' ? /サーバー管理/ : /Manage Server/);
        // The abort's refusal is about aborting, never another command's.
        if (c.name !== 'abort') expect(reply.content, c.command).not.toMatch(/Aborting|中止/);
        seen.add(reply.content);
        expect(await db.prisma.$queryRawUnsafe<{ n: bigint }[]>('SELECT count(*) AS n FROM "GuildSettings"')).toEqual(
          before,
        );
      }
      expect(seen.size).toBe(cases.length);
    }
    // With the permission, /language does what it says (the refusal above was about the permission).
    expect((await runSlash('language', ctxOf(app, 'en', { locale: 'en' }, null, true))).content).not.toMatch(/^❌/);
  }, 30_000);
});

describe("/newgame checks the bot's own permissions", () => {
  let db: TestDatabase;
  let app: App;

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    ({ app } = await startServiceApp(db, { defaultLocale: 'en' }));
    app.deps.onOutbox = () => undefined;
  }, 60_000);

  afterAll(async () => {
    await db.prisma.$executeRawUnsafe('DELETE FROM "Outbox"');
    await app.close();
    await db.close();
  });

  const challenge = { opponent: { id: 'bob', bot: false }, side: 'japan', game: 'hoten-kaisen' };

  it('without Embed Links (map posts carry the phone picture as an embed) it names it, in ja and en, and makes no game', async () => {
    const lacking = PermissionsBitField.All & ~PermissionFlagsBits.EmbedLinks;
    for (const [locale, name] of [
      ['en', 'Embed Links'],
      ['ja', '埋め込みリンク'],
    ] as const) {
      const reply = await runSlash('newgame', ctxOf(app, locale, challenge, null, false, 'alice', lacking));
      expect(reply.content).toMatch(/^❌/);
      expect(reply.content).toContain(name);
      // Only the one missing: the others are not named.
      expect(reply.content).not.toMatch(/Attach Files|ファイルを添付/);
      expect(await app.repo.findOpenGameByChannel(CH)).toBeNull();
    }
    // With it, the same challenge is sent.
    const made = await runSlash('newgame', ctxOf(app, 'en', challenge, null, false, 'alice'));
    expect(made.content).toMatch(/Challenge sent/);
  }, 30_000);
});
