// "Did you mean" through the commands: /act with a mistyped verb and /move (a command whose options
// the game plans into an action) with a mistyped unit, answered in the player's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionsBitField } from 'discord.js';
import type { App } from '#src/app.ts';
import type { CommandContext, UserRef } from '#commands/_command.ts';
import { runSlash } from '#bot/router.ts';
import type { Locale } from '#engine/types.ts';
import { startServiceApp } from '../helpers/app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';

function ctxOf(app: App, user: string, locale: Locale, values: Record<string, unknown>): CommandContext {
  const get = (n: string) => (n in values ? values[n] : null);
  return {
    userId: user,
    locale,
    guildId: 'g-dym',
    channelId: 'dym-table',
    canManageGuild: false,
    botPermissions: PermissionsBitField.All,
    inThread: false,
    deps: app.deps,
    getSubcommand: () => null,
    getString: (n) => get(n) as string | null,
    getInteger: (n) => get(n) as number | null,
    getBoolean: (n) => get(n) as boolean | null,
    getUser: (n) => get(n) as UserRef | null,
  };
}

describe('did you mean, through the commands', () => {
  let db: TestDatabase;
  let app: App;
  const run = async (user: string, locale: Locale, name: string, values: Record<string, unknown>) =>
    (await runSlash(name, ctxOf(app, user, locale, values))).content ?? '';

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    ({ app } = await startServiceApp(db, { defaultLocale: 'en' }));
    app.deps.onOutbox = () => undefined;
    await run('alice', 'en', 'newgame', { opponent: { id: 'bob', bot: false }, side: 'japan', game: 'hoten-kaisen' });
    expect(await run('bob', 'en', 'accept', {})).not.toMatch(/^❌/);
    expect(await run('alice', 'en', 'act', { action: 'place-historical' })).not.toMatch(/^❌/);
    expect(await run('bob', 'en', 'act', { action: 'place-historical' })).not.toMatch(/^❌/);
  }, 60_000);

  afterAll(async () => {
    await db.prisma.$executeRawUnsafe('DELETE FROM "Outbox"');
    await app.close();
    await db.close();
  });

  it('/act with a mistyped verb, in en and ja', async () => {
    const en = await run('alice', 'en', 'act', { action: 'mvoe J2 0406' });
    expect(en).toMatch(
      /^❌ There is no action "mvoe J2 0406"\.\nDid you mean `move J2 0406`\?\nLegal now: `move J2 0406` /,
    );
    const ja = await run('alice', 'ja', 'act', { action: 'mvoe J2 0406' });
    expect(ja).toMatch(
      /^❌ 「mvoe J2 0406」という行動はありません。\nもしかして: `move J2 0406`\n今できる行動: `move J2 0406` /,
    );
  }, 30_000);

  it('/move with a mistyped unit', async () => {
    const en = await run('alice', 'en', 'move', { unit: 'J9', to: '0406' });
    expect(en).toMatch(/^❌ .*"J9".*\nDid you mean `move J2 0406`\?\nLegal now: `move J2 0406` /);
    // Nothing was played: the move is still legal.
    expect(await run('alice', 'en', 'move', { unit: 'J2', to: '0406' })).not.toMatch(/^❌/);
  }, 30_000);
});
