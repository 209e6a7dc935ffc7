/**
 * Play-by-post through Discord interactions only (a real discord.js Client against the fake
 * Discord), with a fake clock: the app's time is a variable the test moves on, and the clock sweep
 * the scheduler would run every minute is run after each move of time.
 *
 * From one channel, #games, alice opens two games; each gets its own thread with both players in
 * it and a pinned status message that is edited in place (never posted twice). In the 日露大戦
 * thread (pace "quick": 12 h, reminders every 4 h) the reminder comes at 4 h, not at 3 h; alice's
 * end of the movement phase is not posted (her stretch goes on) and is taken back free and silent;
 * her hand-over to Russia is posted with the status edited. In the 奉天会戦
 * thread an attack rolls dice and the undo is refused; bob resigns, confirmed by a button. An open
 * game's thread archived by Discord is opened again (at once, or by the scheduled upkeep); /games
 * lists both threads; /help and /rule answer in the thread.
 */
import { PermissionFlagsBits } from 'discord.js';
import { expect, it } from 'vitest';
import { legalActionTexts, pendingSides } from '#engine/engine.ts';
import { getGame } from '#games/index.ts';
import { sweepClocks } from '#service/clock/sweep.ts';
import { keepThreadsOpen } from '#service/threads.ts';
import { verifyReplay } from '#service/read.ts';
import type { Game } from '#service/types.ts';
import type { GameState } from '#engine/types.ts';
import type { RecordedMessage, SimpleOptionValue } from '#tools/fake-discord/index.ts';
import { startTestBot, type TestBot } from '../helpers/app.ts';
import { flowDatabaseKinds } from '../helpers/db.ts';
import { acceptId, buttonsOf } from '../helpers/players.ts';

const HOUR = 3_600_000;

for (const kind of flowDatabaseKinds('play-by-post.e2e.test.ts')) {
  it(`play-by-post in threads, with clocks, undo, confirmations and help [${kind}]`, async () => {
    let now = new Date('2026-12-01T09:00:00Z');
    const bot: TestBot = await startTestBot({ kind, seed: 7, unthrottled: true, playByPost: true, now: () => now });
    try {
      const { fake, app } = bot;
      const games = bot.channelId;
      const ask = async (
        user: string,
        name: string,
        options: Record<string, SimpleOptionValue> = {},
        channelId = games,
      ) => {
        const h = fake.sendSlashCommand({ user, name, options, channelId });
        const reply = await h.waitForEdit(undefined, 20_000);
        expect(h.callback?.ephemeral, `/${name} answers privately`).toBe(true);
        return reply;
      };
      const press = async (user: string, message: RecordedMessage, customId: string) => {
        const h = fake.clickButton({ user, messageId: message.id, customId });
        const reply = await h.waitForEdit(undefined, 20_000);
        expect(h.callback?.ephemeral, `button ${customId} answers privately`).toBe(true);
        return reply;
      };
      const settle = async () => {
        await app.outbox.drain();
        await fake
          .waitFor(async () => (await app.repo.countPendingOutbox()) === 0 || undefined, 20_000, 'the outbox to empty')
          .catch(() => undefined);
        await app.outbox.drain();
      };
      const pinned = (thread: string) => fake.channelMessages(thread).filter((m) => m.pinned && !m.deleted);

      // --- 日露大戦 in a thread of #games ------------------------------------------------------------
      const newgame = await ask('alice', 'newgame', {
        opponent: 'bob',
        side: 'japan',
        game: 'nichiro-taisen',
        naval_rules: false,
        pace: 'quick',
      });
      const nGame = (await app.db.prisma.game.findFirst({ where: { gameType: 'nichiro-taisen' } }))!;
      const nThread = nGame.channelId;
      expect(nThread).not.toBe(games);
      expect(nGame.parentChannelId).toBe(games);
      expect(fake.channel(nThread).parentId).toBe(games);
      expect(newgame.content).toContain(`<#${nThread}>`);
      const challenge = await fake.waitForChannelMessage(nThread, (m) =>
        buttonsOf(m).some((b) => String(b.custom_id).startsWith('accept:')),
      );
      // The challenge is in the thread, not in #games.
      expect(fake.channelMessages(games).some((m) => buttonsOf(m).length > 0)).toBe(false);
      expect((await press('bob', challenge, acceptId(challenge))).content).not.toMatch(/^❌/);
      await settle();
      const status = pinned(nThread);
      expect(status).toHaveLength(1);
      const statusId = status[0]!.id;
      expect(status[0]!.content).toContain('📌');
      expect(status[0]!.content).toContain(`<@${fake.user('alice').id}>`);
      expect(status[0]!.attachments.some((a) => a.filename === 'status.png')).toBe(true);
      expect((await app.repo.findGame(nGame.id))!.statusMessageId).toBe(statusId);

      // Reminders: alice's clock started at 09:00; the first reminder is due at 13:00.
      const dmsBefore = fake.dms('alice').length;
      now = new Date(now.getTime() + 3 * HOUR);
      await sweepClocks(app.deps);
      await settle();
      expect(
        fake
          .dms('alice')
          .slice(dmsBefore)
          .some((m) => m.content.includes('It is your turn') || m.content.includes('あなたの番')),
      ).toBe(false);
      now = new Date(now.getTime() + HOUR + 60_000);
      await sweepClocks(app.deps);
      await settle();
      const reminder = fake
        .dms('alice')
        .slice(dmsBefore)
        .find((m) => m.content.includes('⏰'));
      expect(reminder, 'a reminder at 4 h').toBeDefined();
      expect(reminder!.content).toContain(`<#${nThread}>`);
      // Sweeping again at the same time sends nothing more.
      const reminders = fake.dms('alice').filter((m) => m.content.includes('⏰')).length;
      await sweepClocks(app.deps);
      await settle();
      expect(fake.dms('alice').filter((m) => m.content.includes('⏰'))).toHaveLength(reminders);

      // Undo inside Japan's stretch: the end of its movement phase is not posted (the combat phase
      // is still Japan's), so it is taken back free and silent — no request, no post, no status edit.
      const before = (await app.repo.findGame(nGame.id)) as Game;
      const edits = fake.message(statusId)!.edits;
      const posts = fake.channelMessages(nThread).length;
      expect((await ask('alice', 'act', { action: 'end-movement' }, nThread)).content).not.toMatch(/^❌/);
      const undoReply = await ask('alice', 'undo', {}, nThread);
      expect(undoReply.content).not.toMatch(/^❌/);
      await settle();
      expect(fake.channelMessages(nThread)).toHaveLength(posts);
      expect(fake.message(statusId)!.edits).toBe(edits);
      const back = (await app.repo.findGame(nGame.id)) as Game;
      expect(back.state.stack).toEqual(before.state.stack);
      expect((await verifyReplay(app.deps, nGame.id)).equal).toBe(true);
      // Japan ends its phases until the decision passes to Russia: that hand-over is posted, and the
      // status message is edited, never posted twice.
      const handOver = async () => {
        for (
          let i = 0;
          i < 6 && pendingSides((await app.repo.findGame(nGame.id))!.state as GameState).includes('japan');
          i++
        )
          expect((await ask('alice', 'end', {}, nThread)).content).not.toMatch(/^❌/);
        expect(pendingSides((await app.repo.findGame(nGame.id))!.state as GameState)).toEqual(['russia']);
        await settle();
      };
      await handOver();
      expect(pinned(nThread).map((m) => m.id)).toEqual([statusId]);
      expect(fake.message(statusId)!.edits).toBeGreaterThan(edits);
      expect(fake.channelMessages(nThread).filter((m) => m.content.startsWith('📌'))).toHaveLength(1);
      // The status message's id lost (the process died between Discord creating it and storing its
      // id): the next post finds the pinned one and edits it, never posting a second.
      await app.db.prisma.game.update({ where: { id: nGame.id }, data: { statusMessageId: null } });
      // Russia's turn, played quickly (a phase's end where it offers one) until Japan is to act.
      for (let i = 0; i < 40; i++) {
        const s = (await app.repo.findGame(nGame.id))!.state as GameState;
        if (!pendingSides(s).includes('russia')) break;
        const legal = legalActionTexts(getGame('nichiro-taisen')!, s, 'russia');
        const action = legal.find((a) => a.startsWith('end')) ?? legal.find((a) => a === 'pass') ?? legal[0]!;
        expect((await ask('bob', 'act', { action }, nThread)).content).not.toMatch(/^❌/);
      }
      await settle();
      expect(pinned(nThread).map((m) => m.id)).toEqual([statusId]);
      expect(fake.channelMessages(nThread).filter((m) => m.content.startsWith('📌'))).toHaveLength(1);
      expect((await app.repo.findGame(nGame.id))!.statusMessageId).toBe(statusId);

      // --- 奉天会戦 in a second thread of the same channel ----------------------------------------------
      await ask('alice', 'newgame', { opponent: 'bob', side: 'japan', game: 'hoten-kaisen' });
      const hGame = (await app.db.prisma.game.findFirst({ where: { gameType: 'hoten-kaisen' } }))!;
      const hThread = hGame.channelId;
      expect(hThread).not.toBe(nThread);
      expect(fake.channel(hThread).parentId).toBe(games);
      const challenge2 = await fake.waitForChannelMessage(hThread, (m) =>
        buttonsOf(m).some((b) => String(b.custom_id).startsWith('accept:')),
      );
      expect((await press('bob', challenge2, acceptId(challenge2))).content).not.toMatch(/^❌/);
      for (const [user, action] of [
        ['alice', 'place-historical'],
        ['bob', 'place-historical'],
        ['alice', 'move J2 0406'],
        ['alice', 'attack 0405'],
      ] as const) {
        expect((await ask(user, 'act', { action }, hThread)).content, `${user} ${action}`).not.toMatch(/^❌/);
      }
      // The attack revealed the strengths: no undo, and the refusal says so.
      const refused = await ask('alice', 'undo', {}, hThread);
      expect(refused.content).toMatch(/^❌/);
      expect(refused.content).toMatch(/revealed hidden information|隠れた情報が明かされた/);

      // bob resigns, confirmed by a button on his private reply.
      const resign = await ask('bob', 'resign', {}, hThread);
      const confirm = String(buttonsOf(resign.message!).find((b) => String(b.custom_id).startsWith('c:'))!.custom_id);
      expect(((await app.repo.findGame(hGame.id)) as Game).status).toBe('active');
      expect((await press('bob', resign.message!, confirm)).content).not.toMatch(/^❌/);
      await settle();
      const ended = (await app.repo.findGame(hGame.id)) as Game;
      expect(ended.status).toBe('finished');
      expect(ended.state.result?.winner).toBe('japan');
      // The finished game's status message says so; it is still the one pinned message.
      expect(pinned(hThread)).toHaveLength(1);
      expect(pinned(hThread)[0]!.content).toMatch(/game is over|終了/);

      // --- threads kept open while their game is ---------------------------------------------------
      // Discord archives the 日露大戦 thread (a week without messages): the bot opens it again at once.
      fake.archiveThread(nThread);
      await fake.waitFor(() => !fake.isArchived(nThread) || undefined, 10_000, 'the game thread to be unarchived');
      // Archived while the bot was away: the scheduled upkeep opens it; a finished game's thread is left alone.
      fake.archiveThread(nThread, { silent: true });
      fake.archiveThread(hThread, { silent: true });
      expect(await keepThreadsOpen(app.deps)).toBe(1);
      expect(fake.isArchived(nThread)).toBe(false);
      expect(fake.isArchived(hThread)).toBe(true);

      // --- /games, /help, /rule -----------------------------------------------------------------
      const mine = await ask('alice', 'games');
      expect(mine.content).toContain(`<#${nThread}>`);
      expect(mine.content).toContain(`<#${hThread}>`);
      const help = await ask('bob', 'help', {}, nThread);
      expect(help.content).toContain('/newgame');
      const rule = await ask('bob', 'rule', { number: '10.4.5' }, nThread);
      expect(rule.content).not.toMatch(/^❌/);
      expect(rule.content).toContain('10.4.5');
      // The 日露大戦 game goes on: it is still Japan's to act.
      expect(pendingSides(((await app.repo.findGame(nGame.id)) as Game).state)).toEqual(['japan']);
      expect(fake.unhandledRequests()).toEqual([]);
    } finally {
      await bot.stop();
    }
  });
}

it('a forum chosen with /forum hosts each new game as a post; without Create Public Threads a game is played in the channel', async () => {
  const bot: TestBot = await startTestBot({
    seed: 7,
    unthrottled: true,
    playByPost: true,
    fake: {
      guilds: [
        {
          channels: [
            { name: 'general' },
            { name: 'games' },
            { name: 'wargames', type: 'forum' },
            { name: 'nothreads', botDeny: PermissionFlagsBits.CreatePublicThreads },
          ],
        },
      ],
    },
  });
  try {
    const { fake, app } = bot;
    const ask = async (user: string, name: string, options: Record<string, SimpleOptionValue>, channelId: string) => {
      const h = fake.sendSlashCommand({ user, name, options, channelId });
      return h.waitForEdit(undefined, 20_000);
    };
    const forum = fake.channel('wargames').id;
    // Only a manager may choose; the owner does.
    expect((await ask('alice', 'forum', { channel: forum }, fake.channel('games').id)).content).toMatch(/^❌/);
    expect((await ask('owner', 'forum', { channel: forum }, fake.channel('games').id)).content).toContain(
      `<#${forum}>`,
    );
    const reply = await ask(
      'alice',
      'newgame',
      { opponent: 'bob', side: 'japan', game: 'hoten-kaisen' },
      fake.channel('games').id,
    );
    const game = (await app.db.prisma.game.findFirst({ where: { createdBy: fake.user('alice').id } }))!;
    expect(fake.channel(game.channelId).parentId).toBe(forum);
    expect(game.parentChannelId).toBe(forum);
    expect(reply.content).toContain(`<#${game.channelId}>`);
    // The forum post opens with a line naming the game and both players, then the challenge.
    const challenge = await fake.waitForChannelMessage(game.channelId, (m) =>
      buttonsOf(m).some((b) => String(b.custom_id).startsWith('accept:')),
    );
    expect(fake.channelMessages(game.channelId)[0]!.content).toContain('奉天会戦');
    expect(challenge.content).toContain(`<@${fake.user('bob').id}>`);

    // Back to threads; a channel where the bot may not open one: the game is played there.
    expect((await ask('owner', 'forum', { off: true }, fake.channel('games').id)).content).not.toMatch(/^❌/);
    const here = fake.channel('nothreads').id;
    const reply2 = await ask('carol', 'newgame', { opponent: 'bob', side: 'japan', game: 'hoten-kaisen' }, here);
    expect(reply2.content).not.toMatch(/^❌/);
    const game2 = (await app.db.prisma.game.findFirst({ where: { createdBy: fake.user('carol').id } }))!;
    expect(game2.channelId).toBe(here);
    expect(game2.parentChannelId).toBeNull();
    await fake.waitForChannelMessage(here, (m) => buttonsOf(m).some((b) => String(b.custom_id).startsWith('accept:')));
    expect(fake.unhandledRequests()).toEqual([]);
  } finally {
    await bot.stop();
  }
});
