// A game whose channel posts fail for good (missing permission): the players are DM'd once, and
// every command reply in that game carries the warning until a post gets through again.
import { DiscordAPIError } from 'discord.js';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import type { CommandContext } from '#commands/_command.ts';
import { runSlash } from '#bot/router.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import type { OutMessage, Transport } from '#service/outbox/index.ts';
import { startServiceApp } from '../helpers/app.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { testContext } from '../helpers/context.ts';

const CH = 'warn-channel';

class NoPermissionChannel implements Transport {
  blocked = true;
  posts: OutMessage[] = [];
  dms: { to: string; msg: OutMessage }[] = [];
  channelTries = 0;
  async postChannel(_c: string, msg: OutMessage): Promise<void> {
    this.channelTries++;
    if (this.blocked)
      throw new DiscordAPIError(
        { code: 50013, message: 'Missing Permissions' },
        50013,
        403,
        'POST',
        `/channels/${CH}/messages`,
        { body: msg },
      );
    this.posts.push(msg);
  }
  async sendDm(to: string, msg: OutMessage): Promise<void> {
    this.dms.push({ to, msg });
  }
}

forEachDatabase('undeliverable channel warning', (t) => {
  let app: App;
  let transport: NoPermissionChannel;
  beforeEach(async () => {
    transport = new NoPermissionChannel();
    ({ app } = await startServiceApp(t.db, { transport }));
  });
  afterEach(async () => {
    await app.close();
  });

  const ctx = (userId: string, locale: 'ja' | 'en'): CommandContext =>
    testContext(app.deps, { userId, locale, channelId: CH });

  it('DMs each player once and puts the warning on the next replies; gone once posting works again', async () => {
    expect(
      (
        await newGame(app.deps, {
          guildId: 'g',
          channelId: CH,
          gameType: 'hoten-kaisen',
          creatorId: 'alice',
          creatorLocale: 'en',
          opponents: [{ id: 'bob' }],
          side: 'japan',
        })
      ).ok,
    ).toBe(true);
    await app.outbox.drain();
    expect((await acceptGame(app.deps, CH, 'bob', 'en')).ok).toBe(true);
    await app.outbox.drain();
    const tries = transport.channelTries;
    await app.outbox.drain();
    expect(transport.channelTries).toBe(tries); // permanent: not retried
    const told = transport.dms.filter((d) => d.msg.content.includes('Send Messages'));
    expect(told.map((d) => d.to).sort()).toEqual(['alice', 'bob']);
    const en = await runSlash('status', ctx('alice', 'en'));
    expect(en.content).toMatch(/^⚠️ I cannot post this game in <#warn-channel> \(missing permission\)/);
    const ja = await runSlash('status', ctx('bob', 'ja'));
    expect(ja.content).toMatch(/^⚠️ <#warn-channel> に対局の投稿ができません/);

    transport.blocked = false;
    expect((await runSlash('status', ctx('alice', 'en'))).content).toMatch(/^⚠️/);
    // A later post gets through: the warning goes away.
    await app.repo.commitGameChange({
      gameId: (await app.repo.findOpenGameByChannel(CH))!.id,
      expectedVersion: (await app.repo.findOpenGameByChannel(CH))!.version,
      state: (await app.repo.findOpenGameByChannel(CH))!.state,
      actions: [],
      outbox: [{ kind: 'channel', target: CH, payload: { type: 'notice', text: { ja: 'ok', en: 'ok' } } }],
    });
    await app.outbox.drain();
    expect(transport.posts.map((p) => p.content)).toEqual(['ok']);
    expect((await runSlash('status', ctx('alice', 'en'))).content).not.toMatch(/⚠️/);
  });
});
