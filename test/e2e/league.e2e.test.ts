/**
 * A league through Discord interactions only (a real discord.js Client against the fake Discord):
 * the owner creates a Swiss league in #games, eight members sign up by pressing its Join button
 * (one presses twice and is told so privately; one leaves and joins again), the owner starts it,
 * and the bot pairs round 1 and starts each game in a thread of #games with both players pinged,
 * the status message pinned, and nobody in two games. Then: a member's /league standings comes
 * back privately as a picture while the organiser's is posted; /leaderboard is rate-limited; a
 * player leaves and the organiser offers the place — not to a bot, not to himself, not for a player
 * still playing — and only the offered member's Accept seats him; the channel is deleted, and the
 * league pauses and the organiser is told by DM.
 */
import { expect, it } from 'vitest';
import { setTableRateLimit } from '#league/limits.ts';
import { sweepLeagues } from '#league/service.ts';
import type { RecordedMessage } from '#tools/fake-discord/index.ts';
import { startTestBot, type TestBot } from '../helpers/app.ts';
import { flowDatabaseKinds } from '../helpers/db.ts';
import { buttonsOf } from '../helpers/players.ts';

const MEMBERS = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi'];
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const kind of flowDatabaseKinds('league.e2e.test.ts')) {
  it(`eight members sign up by button; a Swiss round is paired and started, each game in its thread; standings private for members, tables rate-limited, a substitute accepts by button, a lost channel pauses the league [${kind}]`, async () => {
    setTableRateLimit(3, 100);
    const bot: TestBot = await startTestBot({
      kind,
      seed: 3,
      unthrottled: true,
      playByPost: true,
      fake: { users: [{ username: 'owner' }, ...MEMBERS.map((username) => ({ username })), { username: 'ivan' }] },
    });
    try {
      const { fake, app } = bot;
      const games = bot.channelId;
      const ask = async (
        user: string,
        name: string,
        options: Record<string, string | number | boolean>,
        subcommand?: string,
      ) => {
        const h = fake.sendSlashCommand({ user, name, subcommand, options, channelId: games });
        const reply = await h.waitForEdit(undefined, 20_000);
        expect(h.callback?.ephemeral).toBe(true);
        return reply;
      };
      const press = async (user: string, message: RecordedMessage, customId: string) => {
        const h = fake.clickButton({ user, messageId: message.id, customId });
        const reply = await h.waitForEdit(undefined, 20_000);
        expect(h.callback?.ephemeral).toBe(true);
        return reply;
      };
      // Only a manager creates a league.
      expect(
        (await ask('alice', 'league', { name: 'spring', game: 'hoten-kaisen', format: 'swiss' }, 'create')).content,
      ).toMatch(/^❌/);
      expect(
        (
          await ask(
            'owner',
            'league',
            { name: 'spring', game: 'hoten-kaisen', format: 'swiss', rounds: 3, pace: 'daily' },
            'create',
          )
        ).content,
      ).not.toMatch(/^❌/);
      const announce = await fake.waitForChannelMessage(games, (m) =>
        buttonsOf(m).some((b) => String(b.custom_id).startsWith('lg:')),
      );
      const join = String(buttonsOf(announce).find((b) => String(b.custom_id).endsWith(':join'))!.custom_id);
      const leave = String(buttonsOf(announce).find((b) => String(b.custom_id).endsWith(':leave'))!.custom_id);
      for (const u of MEMBERS) expect((await press(u, announce, join)).content, u).not.toMatch(/^❌/);
      expect((await press('alice', announce, join)).content).toMatch(/^❌.*(joined already|既に)/);
      expect((await press('heidi', announce, leave)).content).not.toMatch(/^❌/);
      // heidi comes back before the start.
      expect((await press('heidi', announce, join)).content).not.toMatch(/^❌/);
      // Only the organiser starts it.
      expect((await ask('bob', 'league', { name: 'spring' }, 'start')).content).toMatch(/^❌/);
      expect((await ask('owner', 'league', { name: 'spring' }, 'start')).content).not.toMatch(/^❌/);

      const season = (await app.repo.findSeasonByLeagueName(fake.guildId, 'spring'))!;
      expect(season.status).toBe('running');
      expect(season.entries).toHaveLength(8);
      const round1 = season.pairings.filter((p) => p.round === 1);
      expect(round1).toHaveLength(4);
      // Everyone plays exactly one game of the round.
      expect(new Set(round1.flatMap((p) => [p.first, p.second])).size).toBe(8);
      const nameOf = (id: string) => MEMBERS.find((u) => fake.user(u).id === id)!;
      for (const p of round1) {
        expect(p.status).toBe('playing');
        const pending = (await app.repo.findGame(p.gameId!))!;
        // Made in its own thread of #games with a start post: the dice commitment and a Start button
        // for the second player only (docs/dice.md: the press goes into the dice; no Decline).
        expect(pending.status).toBe('pending');
        expect(fake.channel(pending.channelId).parentId).toBe(games);
        const startPost = await fake.waitForChannelMessage(
          pending.channelId,
          (m) => buttonsOf(m).some((b) => String(b.custom_id).startsWith('accept:')),
          { timeoutMs: 20_000 },
        );
        expect(startPost.content).toContain(`<@${p.second}>`);
        expect(buttonsOf(startPost).map((b) => b.label)).toEqual([expect.stringMatching(/^(Start|開始)$/)]);
        const startId = String(buttonsOf(startPost)[0]!.custom_id);
        expect((await press(nameOf(p.first), startPost, startId)).content).toMatch(/^❌/);
        expect((await press(nameOf(p.second!), startPost, startId)).content).not.toMatch(/^❌/);
        const game = (await app.repo.findGame(p.gameId!))!;
        expect(game.status).toBe('active');
        expect(game.rated).toBe(true);
        // The start post pinging both players, the status message pinned.
        const start = await fake.waitForChannelMessage(
          game.channelId,
          (m) => m.attachments.some((a) => a.filename === 'map.png'),
          { timeoutMs: 20_000 },
        );
        expect(start.content).toContain(`<@${p.first}>`);
        expect(start.content).toContain(`<@${p.second}>`);
        await fake.waitFor(
          () => fake.channelMessages(game.channelId).some((m) => m.pinned) || undefined,
          20_000,
          'the status message',
        );
      }
      expect(new Set(round1.map((p) => p.gameId)).size).toBe(4);
      // The season's status answers privately.
      const status = await ask('carol', 'league', { name: 'spring' }, 'status');
      expect(status.content).toContain('round 1 of 3');

      // /league standings: a member's comes back privately, as a picture; the channel sees nothing.
      const posted = () =>
        fake.channelMessages(games).filter((m) => m.attachments.some((a) => a.filename === 'standings.png')).length;
      const mine = await ask('carol', 'league', { name: 'spring' }, 'standings');
      expect(mine.attachments.map((a) => a.filename)).toEqual(['standings.png']);
      expect(mine.content).toContain(`<@${fake.user('carol').id}>`);
      // The organiser's is posted in the league's channel.
      expect((await ask('owner', 'league', { name: 'spring' }, 'standings')).content).toContain(
        "Standings posted in the league's channel",
      );
      await fake.waitFor(() => posted() === 1 || undefined, 20_000, 'the standings post');
      // Rate-limited per member: carol's fourth table in the minute is refused.
      expect((await ask('carol', 'leaderboard', { game: 'hoten-kaisen' })).content).not.toMatch(/^❌/);
      expect((await ask('carol', 'leaderboard', { game: 'hoten-kaisen' })).content).not.toMatch(/^❌/);
      expect((await ask('carol', 'leaderboard', { game: 'hoten-kaisen' })).content).toMatch(
        /^❌ `\/leaderboard` has been asked too often; try again in \d+ s/,
      );
      expect(posted()).toBe(1);

      // heidi leaves the running season (withdrawn, her game resigned). The organiser offers her
      // place: never to a bot, never to himself, never for a player still playing.
      const heidi = fake.user('heidi').id;
      expect((await ask('heidi', 'league', { name: 'spring' }, 'leave')).content).toContain(
        'You withdrew from "spring"',
      );
      expect(
        (await ask('owner', 'league', { name: 'spring', player: 'heidi', substitute: 'hexpost' }, 'substitute'))
          .content,
      ).toMatch(/^❌ A bot cannot be a substitute/);
      expect(
        (await ask('owner', 'league', { name: 'spring', player: 'heidi', substitute: 'owner' }, 'substitute')).content,
      ).toMatch(/^❌ `\/league substitute` cannot put you/);
      expect(
        (await ask('owner', 'league', { name: 'spring', player: 'alice', substitute: 'ivan' }, 'substitute')).content,
      ).toMatch(/^❌ .*has not withdrawn/);
      expect(
        (await ask('owner', 'league', { name: 'spring', player: 'heidi', substitute: 'ivan' }, 'substitute')).content,
      ).not.toMatch(/^❌/);
      const ivan = fake.user('ivan').id;
      // (The post is in the server's language; its Accept is the season's join button.)
      const offer = await fake.waitForChannelMessage(
        games,
        (m) => m.content.includes(`<@${ivan}>`) && m.content.includes(`<@${heidi}>`) && buttonsOf(m).length === 2,
        { timeoutMs: 20_000 },
      );
      const accept = String(buttonsOf(offer).find((b) => String(b.custom_id).endsWith(':join'))!.custom_id);
      // Nothing changes until ivan accepts; alice's press is no acceptance.
      expect((await press('alice', offer, accept)).content).toMatch(/^❌/);
      expect(
        (await app.repo.findSeasonByLeagueName(fake.guildId, 'spring'))!.entries.some((e) => e.userId === ivan),
      ).toBe(false);
      expect((await press('ivan', offer, accept)).content).toMatch(
        new RegExp(`^You take <@${esc(heidi)}>'s place in "spring"`),
      );
      const after = (await app.repo.findSeasonByLeagueName(fake.guildId, 'spring'))!;
      expect(after.entries.find((e) => e.userId === ivan)?.withdrawn).toBe(false);
      expect(after.entries.find((e) => e.userId === heidi)?.withdrawnWhy).toBe(`substituted by ${ivan}`);

      // #games is deleted: the organiser's next standings post fails for good ("Unknown Channel"),
      // the league sweep pauses the league and the organiser is told by DM.
      fake.injectFailure({
        method: 'POST',
        path: new RegExp(`^/channels/${games}/messages$`),
        status: 404,
        code: 10003,
        message: 'Unknown Channel',
        times: 1000,
      });
      expect((await ask('owner', 'league', { name: 'spring' }, 'standings')).content).not.toMatch(/^❌/);
      // (The sweep runs every minute in production; here it is run until the DM comes.)
      let sweeping: Promise<unknown> | null = null;
      const dm = await fake.waitFor(
        () => {
          sweeping ??= sweepLeagues(app.deps).finally(() => (sweeping = null));
          return fake.dms('owner').find((m) => m.content.includes('spring') && /is paused|一時停止/.test(m.content));
        },
        20_000,
        'the DM to the organiser',
      );
      await sweeping;
      expect(dm.content).toMatch(/the channel no longer exists|チャンネルが見つかりません/);
      expect(dm.content).toContain('/league resume name:spring here:True');
      expect((await app.repo.findSeasonByLeagueName(fake.guildId, 'spring'))!.league.pausedAt).toBeTruthy();
      fake.clearFailures();
      expect(fake.unhandledRequests()).toEqual([]);
    } finally {
      await bot.stop();
    }
  });
}
