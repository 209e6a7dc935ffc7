/**
 * Bound to its game, through the fake Discord with a real discord.js Client:
 * - a button names its game and version: a button of game A pressed while game B is open (in the
 *   same channel, or in another channel), a stale-version button, a stale Accept of an earlier
 *   challenge, and buttons of the old formats (which named no game) are refused with a clear
 *   private message, and the game they were pressed at is unchanged;
 * - /newgame writes the game and its challenge post in one transaction;
 * - every command is guild-only (registered so, and refused at run time in a DM);
 * - /newgame names the permissions the bot lacks in the channel and creates no game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionFlagsBits } from 'discord.js';
import { legalFor } from '#service/read.ts';
import type { Game } from '#service/types.ts';
import { buttonId } from '#service/interactions/action.ts';
import { compactGameId } from '#service/interactions/kind.ts';
import {
  DEFAULT_BOT_PERMISSIONS,
  type Json,
  type RecordedInteractionResponse,
  type RecordedMessage,
} from '#tools/fake-discord/index.ts';
import { flowDatabaseKinds } from '../helpers/db.ts';
import { startTestBot, type TestBot } from '../helpers/app.ts';
import { getGame } from '#games/index.ts';
import type { GameState } from '#engine/types.ts';

/** The public view a channel button of the game's current position is keyed by. */
const publicViewOf = (g: Game) => getGame(g.gameType)!.view(g.state as GameState, null);

const STEP_MS = 20_000;

function buttonsOf(m: RecordedMessage): Json[] {
  return m.components.flatMap((row: Json) => (row.components ?? []) as Json[]).filter((c) => c.type === 2);
}

for (const kind of flowDatabaseKinds('bind.e2e.test.ts')) {
  describe(`buttons and commands bound to their game [${kind}]`, () => {
    let bot: TestBot;

    beforeAll(async () => {
      bot = await startTestBot({ kind, defaultLocale: 'en' });
    });

    afterAll(async () => {
      await bot?.stop();
    });

    const general = () => bot.fake.channel('general').id;

    async function slash(
      user: string,
      name: string,
      options: Record<string, string> = {},
      extra: Record<string, unknown> = {},
    ): Promise<RecordedInteractionResponse> {
      const h = bot.fake.sendSlashCommand({ user, name, options, channelId: bot.channelId, locale: 'en-US', ...extra });
      const reply = await h.waitForEdit(undefined, STEP_MS);
      expect(h.callback?.ephemeral, `/${name} answers privately`).toBe(true);
      await bot.app.outbox.drain();
      return reply;
    }

    /** /abort, then its confirmation button (on the private reply) pressed. */
    async function abortConfirmed(extra: Record<string, unknown> = {}): Promise<void> {
      const r = await slash('owner', 'abort', {}, extra);
      expect(r.content).not.toMatch(/^❌/);
      const id = String(buttonsOf(r.message!).find((b) => String(b.custom_id).startsWith('c:'))!.custom_id);
      expect(await press('owner', r.message!, id)).not.toMatch(/^❌/);
    }
    async function press(user: string, message: RecordedMessage, customId: string, force = false): Promise<string> {
      const h = bot.fake.clickButton({
        user,
        messageId: message.id,
        customId,
        locale: 'en-US',
        ...(force ? { force: true } : {}),
      });
      const reply = await h.waitForEdit(undefined, STEP_MS);
      expect(h.callback?.ephemeral, `button ${customId} answers privately`).toBe(true);
      await bot.app.outbox.drain();
      return reply.content ?? '';
    }

    /** The challenge post of a game (its Accept button names it). */
    function challengeOf(channelId: string, gameId: string): RecordedMessage {
      const post = bot.fake
        .channelMessages(channelId)
        .find((m) => buttonsOf(m).some((b) => b.custom_id === `accept:${compactGameId(gameId)}`));
      expect(post, `the challenge post of ${gameId}`).toBeDefined();
      return post!;
    }

    async function openGame(channelId: string): Promise<Game> {
      const g = (await bot.app.repo.findOpenGameByChannel(channelId)) as Game | null;
      expect(g, `an open game in ${channelId}`).not.toBeNull();
      return g!;
    }

    /** What must not change when a refused button is pressed. */
    async function snapshot(gameId: string) {
      const g = (await bot.app.repo.findGame(gameId)) as Game;
      return {
        status: g.status,
        version: g.version,
        seats: g.seats.map((s) => [s.side, s.userId, s.accepted]),
        state: JSON.stringify(g.state),
      };
    }

    it('a button of game A pressed in game B, and a stale Accept, are refused with a clear message', async () => {
      const { fake, app } = bot;
      const ch = bot.channelId;
      const carol = fake.user('carol').id;

      // --- game A: alice vs bob, accepted with its own button, then aborted -----------------------
      expect((await slash('alice', 'newgame', { opponent: 'bob', side: 'japan' })).content).not.toMatch(/^❌/);
      const gameA = await openGame(ch);
      const challengeA = challengeOf(ch, gameA.id);
      const acceptA = String(buttonsOf(challengeA).find((b) => String(b.custom_id).startsWith('accept:'))!.custom_id);
      expect(acceptA.length).toBeLessThanOrEqual(100);
      expect(await press('bob', challengeA, acceptA)).not.toMatch(/^❌/);
      expect((await app.repo.findGame(gameA.id))?.status).toBe('active');
      await abortConfirmed();
      expect((await app.repo.findGame(gameA.id))?.status).toBe('aborted');

      // --- game B in the same channel: a challenge addressed to carol ------------------------------
      expect((await slash('alice', 'newgame', { opponent: 'carol', side: 'japan' })).content).not.toMatch(/^❌/);
      const gameB = await openGame(ch);
      expect(gameB.id).not.toBe(gameA.id);
      const challengeB = challengeOf(ch, gameB.id);
      const pendingB = await snapshot(gameB.id);

      // A stale Accept (game A's) pressed by bob, or by carol, never answers game B's challenge.
      const staleAccept = await press('bob', challengeA, acceptA);
      expect(staleAccept).toBe('❌ This challenge has already been answered.');
      expect(await press('carol', challengeA, acceptA)).toBe('❌ This challenge has already been answered.');
      // A decline of game A neither.
      expect(await press('carol', challengeA, acceptA.replace('accept', 'decline'))).toBe(
        '❌ This challenge has already been answered.',
      );
      // Old-format Accept / Decline (no game named): refused, pointing to the slash commands.
      for (const old of ['accept', 'decline']) {
        const r = await press('carol', challengeB, old, true);
        expect(r).toMatch(/^❌ This button is from an older version of the bot/);
        expect(r).toContain('/accept');
      }
      // game B's own Accept, by someone else than carol: not addressed to them.
      const acceptB = String(buttonsOf(challengeB).find((b) => String(b.custom_id).startsWith('accept:'))!.custom_id);
      expect(await press('bob', challengeB, acceptB)).toBe('❌ This challenge is not addressed to you.');
      expect(await snapshot(gameB.id)).toEqual(pendingB);

      // carol accepts with game B's own button.
      expect(await press('carol', challengeB, acceptB)).not.toMatch(/^❌/);
      const activeB = await openGame(ch);
      expect(activeB.status).toBe('active');
      expect(activeB.seats.find((s) => s.userId === carol)?.accepted).toBe(true);

      // --- a decision button of game A at game B's very version and a move legal in B -----------
      const legal = await legalFor(app.deps, ch, fake.user('alice').id);
      expect(legal.length, 'alice has a decision in game B').toBeGreaterThan(0);
      const action = legal[0]!.action;
      const before = await snapshot(gameB.id);
      expect(await press('alice', challengeB, buttonId(gameA.id, publicViewOf(activeB), action), true)).toBe(
        '❌ This button belongs to a game that has ended.',
      );
      expect(await snapshot(gameB.id)).toEqual(before);

      // --- game C in another channel: its buttons do not act on game B, nor B's on C -------------
      const ch2 = general();
      expect(
        (await slash('bob', 'newgame', { opponent: 'carol', side: 'russia' }, { channelId: ch2 })).content,
      ).not.toMatch(/^❌/);
      const gameC = await openGame(ch2);
      const challengeC = challengeOf(ch2, gameC.id);
      const beforeC = await snapshot(gameC.id);
      const otherGame = "❌ This button belongs to another game, not this channel's current one.";
      // C's Accept pressed in channel B (a message of B's channel carrying C's button).
      expect(await press('carol', challengeB, `accept:${compactGameId(gameC.id)}`, true)).toBe(otherGame);
      expect(await press('alice', challengeB, buttonId(gameC.id, publicViewOf(activeB), action), true)).toBe(otherGame);
      // B's decision button pressed in C's channel.
      expect(await press('alice', challengeC, buttonId(gameB.id, publicViewOf(activeB), action), true)).toBe(otherGame);
      expect(await snapshot(gameB.id)).toEqual(before);
      expect(await snapshot(gameC.id)).toEqual(beforeC);

      // --- game B's own button drawn at another public position, and one of the format that named the version
      expect(await press('alice', challengeB, buttonId(gameB.id, { another: 'position' }, action), true)).toBe(
        '❌ This button is from an earlier position — use the newest post or `/act`.',
      );
      expect(
        await press('alice', challengeB, `a:${compactGameId(gameB.id)}:${activeB.version - 1}:${action}`, true),
      ).toBe('❌ This button is from an earlier position — use the newest post or `/act`.');
      // --- the old decision format, at B's very version: refused, never acted on ------------------
      expect(await press('alice', challengeB, `a:${activeB.version}:${action}`, true)).toMatch(
        /^❌ This button is from an older version of the bot/,
      );
      expect(await snapshot(gameB.id)).toEqual(before);

      // Control: the very same press bound to game B at its version does act.
      expect(await press('alice', challengeB, buttonId(gameB.id, publicViewOf(activeB), action), true)).not.toMatch(
        /^❌/,
      );
      expect((await snapshot(gameB.id)).version).toBe(activeB.version + 1);

      // The refusals speak the presser's language.
      const ja = bot.fake.clickButton({ user: 'carol', messageId: challengeA.id, customId: acceptA, locale: 'ja' });
      expect((await ja.waitForEdit(undefined, STEP_MS)).content).toBe('❌ この対局申し込みにはすでに回答済みです。');

      // Clean up for the next tests: both games aborted.
      await abortConfirmed();
      await abortConfirmed({ channelId: ch2 });
    });

    it('/newgame commits the game and its challenge post together: a failed challenge insert leaves no game', async () => {
      const prisma = bot.app.db.prisma;
      const ch = bot.channelId;
      const gamesBefore = await prisma.game.count();
      // Make every insert into the outbox fail inside the database.
      await prisma.$executeRawUnsafe(
        `CREATE OR REPLACE FUNCTION bind_test_fail_outbox() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'outbox insert refused (test)'; END $$ LANGUAGE plpgsql`,
      );
      await prisma.$executeRawUnsafe(
        `CREATE TRIGGER bind_test_fail_outbox BEFORE INSERT ON "Outbox" FOR EACH ROW EXECUTE FUNCTION bind_test_fail_outbox()`,
      );
      try {
        const r = await slash('alice', 'newgame', { opponent: 'bob', side: 'japan' });
        expect(r.content).toMatch(/^❌/);
        expect(await bot.app.repo.findOpenGameByChannel(ch)).toBeNull();
        expect(await prisma.game.count()).toBe(gamesBefore);
      } finally {
        await prisma.$executeRawUnsafe(`DROP TRIGGER bind_test_fail_outbox ON "Outbox"`);
        await prisma.$executeRawUnsafe(`DROP FUNCTION bind_test_fail_outbox()`);
      }
      // With the outbox working again, the same command creates the game and posts its challenge.
      expect((await slash('alice', 'newgame', { opponent: 'bob', side: 'japan' })).content).not.toMatch(/^❌/);
      const game = await openGame(ch);
      expect(await prisma.outbox.count({ where: { gameId: game.id } })).toBe(1);
      challengeOf(ch, game.id);
      await abortConfirmed();
    });

    it('every command is registered guild-only and refused in a DM', async () => {
      const registered = bot.fake.commands(bot.fake.guildId) as Json[];
      expect(registered.length).toBeGreaterThan(10);
      for (const c of registered) {
        expect(c.contexts, `/${c.name} contexts`).toEqual([0]);
        expect(c.integration_types, `/${c.name} integration_types`).toEqual([0]);
      }
      const gamesBefore = await bot.app.db.prisma.game.count();
      for (const name of ['newgame', 'status', 'accept']) {
        const h = bot.fake.sendSlashCommand({
          user: 'alice',
          name,
          options: name === 'newgame' ? { opponent: 'bob', side: 'japan' } : {},
          guildId: null,
          locale: 'en-US',
        });
        const reply = await h.waitForEdit(undefined, STEP_MS);
        expect(reply.content).toBe('❌ This bot works only in a server channel, not in DMs.');
      }
      expect(await bot.app.db.prisma.game.count()).toBe(gamesBefore);
      // Autocomplete in a DM offers nothing.
      const ac = bot.fake.sendAutocomplete({
        user: 'alice',
        name: 'act',
        options: { action: '' },
        focused: 'action',
        guildId: null,
      });
      expect((await ac.waitForCallback(STEP_MS)).choices).toEqual([]);
    });

    it('/newgame names the permissions the bot lacks in the channel and creates no game', async () => {
      const ch = bot.channelId;
      const all = BigInt(DEFAULT_BOT_PERMISSIONS);
      const without = (...p: bigint[]) => p.reduce((acc, x) => acc & ~x, all);
      const cases: { perms: bigint; locale: string; names: string[] }[] = [
        { perms: without(PermissionFlagsBits.AttachFiles), locale: 'en-US', names: ['Attach Files'] },
        {
          perms: without(PermissionFlagsBits.SendMessages, PermissionFlagsBits.ViewChannel),
          locale: 'en-US',
          names: ['View Channel', 'Send Messages'],
        },
        {
          perms: without(PermissionFlagsBits.SendMessages, PermissionFlagsBits.AttachFiles),
          locale: 'ja',
          names: ['メッセージを送信', 'ファイルを添付'],
        },
      ];
      for (const c of cases) {
        const r = await slash(
          'alice',
          'newgame',
          { opponent: 'bob', side: 'japan' },
          { appPermissions: c.perms.toString(), locale: c.locale },
        );
        expect(r.content).toMatch(/^❌/);
        for (const n of c.names) expect(r.content).toContain(n);
        expect(await bot.app.repo.findOpenGameByChannel(ch)).toBeNull();
      }
      // In a thread the bot needs Send Messages in Threads.
      const thread = bot.fake.channel('game-thread').id;
      const r = await slash(
        'alice',
        'newgame',
        { opponent: 'bob', side: 'japan' },
        { appPermissions: without(PermissionFlagsBits.SendMessagesInThreads).toString(), channelId: thread },
      );
      expect(r.content).toMatch(/^❌ .*Send Messages in Threads/);
      expect(await bot.app.repo.findOpenGameByChannel(thread)).toBeNull();
      // With them all, the game is created.
      expect(
        (await slash('alice', 'newgame', { opponent: 'bob', side: 'japan' }, { appPermissions: all.toString() }))
          .content,
      ).not.toMatch(/^❌/);
      expect((await openGame(ch)).status).toBe('pending');
    });
  });
}
