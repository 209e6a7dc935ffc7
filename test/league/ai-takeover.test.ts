// The computer takes over a withdrawn player's games (docs/leagues.md, "The computer takes over"):
// in a league whose organiser turned it on, a player who withdraws (/league leave, or gone from the
// server past the grace period) has each game in play taken over in the withdrawal's own commit —
// the AI seat on their side (level ai, a seed of its own), the game unrated and without a clock,
// the pairing settled as the opponent's win, the thread told in the server's language, and the AI's
// job row written when it owes the decision — and the computer then moves through that job. Without
// the setting the game is resigned as before. The setting is the organiser's, refused to others in
// either language.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { legalActions, pendingSides } from '#engine/engine.ts';
import { getGame } from '#games/index.ts';
import {
  checkLeagueMembers,
  createLeague,
  joinLeague,
  leagueStatus,
  leaveLeague,
  seasonStandings,
  setAiTakeover,
  startLeague,
  sweepLeagues,
  type LeagueActor,
} from '#league/service.ts';
import { setTableRateLimit } from '#league/limits.ts';
import { CONSOLE_BOT_ID } from '#service/ai-seat.ts';
import { takeoverCommit } from '#league/takeover.ts';
import { setConfirmHandOvers } from '#service/preferences.ts';
import { verifyReplay } from '#service/read.ts';
import { acceptGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { describeError, type Game } from '#service/types.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../helpers/app.ts';

const G = 'g';
const CH = 'league-channel';
const who = (userId: string, canManage = false, locale: 'en' | 'ja' = 'en'): LeagueActor => ({
  guildId: G,
  channelId: CH,
  userId,
  userName: `Name ${userId}`,
  locale,
  canManage,
  roles: [],
});
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

forEachDatabase(
  'league ai takeover',
  (t) => {
    let app: App;
    let now: Date;
    beforeEach(async () => {
      setTableRateLimit(100, 100);
      ({ app } = await startServiceApp(t.db, { transport: new RecordingTransport(), seed: 99 }));
      now = new Date('2026-12-01T00:00:00Z');
      app.deps.now = () => now;
      await app.db.prisma.$executeRawUnsafe('TRUNCATE "League", "Rating" CASCADE');
    });
    afterEach(async () => app.close());

    const season = async (name: string) => (await app.repo.findSeasonByLeagueName(G, name))!;
    const load = async (id: string) => (await app.repo.findGame(id)) as Game;

    /** A league of four on a clock, started, its first game started and the first side's set-up made: the second side owes hers. */
    async function leagueWithAGame(name: string, aiTakeover: boolean) {
      expect(
        code(
          await createLeague(app.deps, who('boss', true), {
            name,
            game: 'hoten-kaisen',
            format: 'round-robin',
            pace: 'daily',
            aiTakeover,
          }),
        ),
      ).toBe('ok');
      for (const u of ['a1', 'a2', 'a3', 'a4']) expect(code(await joinLeague(app.deps, who(u), { name }))).toBe('ok');
      expect(code(await startLeague(app.deps, who('boss', true), name))).toBe('ok');
      const p = (await season(name)).pairings.find((x) => x.status === 'playing')!;
      let game = await load(p.gameId!);
      expect((await acceptGame(app.deps, game.channelId, p.second!, 'en', { gameId: game.id })).ok).toBe(true);
      game = await load(p.gameId!);
      expect(pendingSides(game.state)).toEqual(['japan', 'russia']);
      const placed = await act(app.deps, { channelId: game.channelId, userId: p.first, action: 'place-historical' });
      if (!placed.ok) throw new Error(describeError(placed.error, 'en'));
      game = await load(p.gameId!);
      expect(pendingSides(game.state)).toEqual(['russia']);
      expect(game.clock).not.toBeNull();
      return { p, game, leaver: p.second!, opponent: p.first };
    }

    it('on: /league leave gives the seat to the computer in the same commit — unrated, settled, told — and the computer moves', async () => {
      // The server's language is Japanese: the thread is told in it.
      await app.repo.setGuildLocale(G, 'ja');
      const { p, game: before, leaver, opponent } = await leagueWithAGame('robo', true);
      expect((await leagueStatus(app.deps, G, 'robo')).ok).toBe(true);
      const status = await leagueStatus(app.deps, G, 'robo');
      expect(status.ok && status.value.text.en).toContain("The computer finishes a withdrawn player's games");
      expect(code(await leaveLeague(app.deps, who(leaver), { name: 'robo' }))).toBe('ok');

      // The game goes on: the computer holds the withdrawn side, the game unrated and unclocked.
      const taken = await load(before.id);
      expect(taken.status).not.toBe('finished');
      expect(taken.status).not.toBe('aborted');
      expect(taken.rated).toBe(false);
      expect(taken.setup.ai).toMatchObject({ side: 'russia', level: 'ai' });
      expect(typeof taken.setup.ai!.seed).toBe('number');
      expect(taken.setup.pace).toBeUndefined();
      expect(taken.clock).toBeNull();
      expect(taken.seats.find((x) => x.side === 'russia')!.userId).toBe(CONSOLE_BOT_ID);
      expect(taken.seats.find((x) => x.side === 'japan')!.userId).toBe(opponent);
      // Nothing was resigned: no action of the withdrawn player's after the takeover, none a resignation.
      const actions = await app.repo.loadActions(before.id);
      expect(actions.some((a) => a.action === 'resign')).toBe(false);

      // The pairing is settled as the opponent's win, as the resignation would have settled it.
      const s = await season('robo');
      expect(s.pairings.find((x) => x.id === p.id)).toMatchObject({ status: 'settled', result: 'first' });
      expect(s.entries.find((e) => e.userId === leaver)).toMatchObject({
        withdrawn: true,
        withdrawnWhy: 'left the league',
      });
      const row = seasonStandings(s)
        .flatMap((d) => d.rows)
        .find((r) => r.id === opponent)!;
      // (Round robin: they met twice; the other pairing is forfeited, a win too.)
      expect(row.wins).toBe(
        s.pairings.filter((x) => [x.first, x.second].includes(leaver) && [x.first, x.second].includes(opponent)).length,
      );
      expect(row.losses).toBe(0);
      // Every other pairing of the leaver's is forfeited as before.
      for (const x of s.pairings.filter((y) => y.first === leaver || y.second === leaver)) {
        expect(x.status).toBe('settled');
        expect(x.result).toBe(x.first === leaver ? 'second' : 'first');
      }

      // The thread is told, in Japanese (the server's language), pinging the opponent.
      const rows = await app.db.prisma.outbox.findMany({ where: { gameId: before.id }, orderBy: { id: 'asc' } });
      const notice = rows.find((r) =>
        (r.payload as { type: string; text?: { en: string } }).text?.en.includes('the computer plays'),
      )!;
      expect(notice).toBeDefined();
      expect(notice.kind).toBe('channel');
      expect(notice.target).toBe(before.channelId);
      expect(notice.locale).toBe('ja');
      const payload = notice.payload as { text: { ja: string; en: string }; mention: string[] };
      expect(payload.mention).toEqual([opponent]);
      expect(payload.text.en).toContain('no longer rated and has no clock any more');
      expect(payload.text.en).toContain('already count it as your win');
      expect(payload.text.ja).toContain('コンピューター');
      expect(payload.text.ja).toContain('レーティング対象外');
      // The AI owed the set-up: its job row is of the takeover's commit (the version it made).
      expect(before.version + 1).toBe(taken.version);
      const jobs = rows.filter((r) => r.kind === 'job');
      expect(jobs.map((j) => (j.payload as { version: number }).version)).toContain(taken.version);
      // The league's channel has the result with the standings.
      const league = await app.db.prisma.outbox.findMany({ where: { gameId: null }, orderBy: { id: 'asc' } });
      const result = league.find((r) =>
        (r.payload as { text: { en: string } }).text.en.includes(
          '(withdrawn: the computer finishes the game, unrated)',
        ),
      );
      expect((result!.payload as { table?: unknown }).table).toBeDefined();

      // The job runs: the computer makes its set-up, and the decision comes to the opponent.
      await app.outbox.drain();
      const moved = await load(before.id);
      const byAi = (await app.repo.loadActions(before.id)).filter((a) => a.userId === CONSOLE_BOT_ID);
      expect(byAi.length).toBeGreaterThan(0);
      expect(byAi.every((a) => a.side === 'russia')).toBe(true);
      expect(moved.status).toBe('active');
      expect(pendingSides(moved.state)).not.toContain('russia');
      // The record replays to the same state: every action, the member's and the computer's, legal.
      expect((await verifyReplay(app.deps, before.id)).equal).toBe(true);
      // The withdrawn player plays no more in it; the opponent does.
      expect(code(await act(app.deps, { channelId: moved.channelId, userId: leaver, action: 'resign' }))).toBe(
        'NOT_SEATED',
      );

      // Later sweeps leave the settled pairing and the unrated game as they are; nothing is posted twice.
      const posts = (await app.db.prisma.outbox.count({ where: { gameId: null } })) as number;
      await sweepLeagues(app.deps);
      const again = await season('robo');
      expect(again.pairings.find((x) => x.id === p.id)).toMatchObject({ status: 'settled', result: 'first' });
      expect((await load(before.id)).rated).toBe(false);
      expect(
        (await app.db.prisma.outbox.findMany({ where: { gameId: null }, skip: posts })).filter((r) =>
          (r.payload as { text: { en: string } }).text.en.includes('the computer finishes'),
        ),
      ).toEqual([]);
      // The opponent resigns the game against the computer: it ends, and the season's table does not move.
      expect(code(await act(app.deps, { channelId: moved.channelId, userId: opponent, action: 'resign' }))).toBe('ok');
      await sweepLeagues(app.deps);
      const after = await season('robo');
      expect(after.pairings.find((x) => x.id === p.id)).toMatchObject({ status: 'settled', result: 'first' });
      expect(await app.repo.gamesToRate(100)).toEqual([]);
    }, 240_000);

    it('on (turned on by the organiser later): a member gone from the server is withdrawn by the sweep, and the computer takes over', async () => {
      const { p, game: before, leaver, opponent } = await leagueWithAGame('gone', false);
      // Only the organiser may turn it on; refused in either language, nothing changed.
      const refused = await setAiTakeover(app.deps, who('a1'), 'gone', true);
      expect(code(refused)).toBe('NOT_ORGANISER');
      expect(!refused.ok && describeError(refused.error, 'en')).toContain('`/league ai_takeover`');
      const refusedJa = await setAiTakeover(app.deps, who('a1', false, 'ja'), 'gone', true);
      expect(!refusedJa.ok && describeError(refusedJa.error, 'ja')).toContain('主催者');
      expect(!refusedJa.ok && describeError(refusedJa.error, 'ja')).toContain('`/league ai_takeover`');
      expect((await season('gone')).league.aiTakeover).toBe(false);
      const on = await setAiTakeover(app.deps, who('boss', true), 'gone', true);
      expect(on.ok && on.value.message.en).toBe('The computer takeover of "gone" is now on.');
      const onJa = await setAiTakeover(app.deps, who('boss', true, 'ja'), 'gone', true);
      expect(onJa.ok && onJa.value.message.ja).toContain('既に有効');
      expect((await season('gone')).league.aiTakeover).toBe(true);
      const told = await app.db.prisma.outbox.findMany({ where: { gameId: null } });
      expect(
        told.filter((r) =>
          (r.payload as { text: { en: string } }).text.en.includes(
            'turned on the computer takeover for the league "gone"',
          ),
        ),
      ).toHaveLength(1);

      app.deps.members = { isMember: async (_g, u) => u !== leaver };
      await checkLeagueMembers(app.deps);
      now = new Date(now.getTime() + 3 * 86_400_000 + 60_000);
      await sweepLeagues(app.deps);
      const s = await season('gone');
      expect(s.entries.find((e) => e.userId === leaver)).toMatchObject({
        withdrawn: true,
        withdrawnWhy: 'left the server',
      });
      expect(s.pairings.find((x) => x.id === p.id)).toMatchObject({ status: 'settled', result: 'first' });
      const taken = await load(before.id);
      expect(taken.status).toBe('active');
      expect(taken.rated).toBe(false);
      expect(taken.setup.ai).toMatchObject({ side: 'russia', level: 'ai' });
      expect(taken.seats.find((x) => x.side === 'russia')!.userId).toBe(CONSOLE_BOT_ID);
      const rows = await app.db.prisma.outbox.findMany({ where: { gameId: before.id } });
      const notice = rows.find((r) => (r.payload as { text?: { en: string } }).text?.en.includes('the computer plays'));
      expect((notice!.payload as { mention: string[] }).mention).toEqual([opponent]);
      // No language set for the server: the bot's default, as every other post of the game.
      expect(notice!.locale).toBeNull();
      expect(rows.filter((r) => r.kind === 'channel').every((r) => r.locale === null)).toBe(true);
      expect(rows.some((r) => r.kind === 'job' && (r.payload as { version: number }).version === taken.version)).toBe(
        true,
      );
      await app.outbox.drain();
      expect((await app.repo.loadActions(before.id)).some((a) => a.userId === CONSOLE_BOT_ID)).toBe(true);
    }, 240_000);

    it('all or nothing: a takeover planned on a game that moved before the commit writes nothing; planned again, it goes through', async () => {
      const { p, game: before, leaver } = await leagueWithAGame('race', true);
      const s0 = await season('race');
      const stale = takeoverCommit(app.deps, before, leaver, 'race', now);
      // The game moves on (the leaver sets up) between the plan and the commit.
      const placed = await act(app.deps, { channelId: before.channelId, userId: leaver, action: 'place-historical' });
      expect(placed.ok).toBe(true);
      const moved = await load(before.id);
      const ok = await app.repo.commitSeason({
        seasonId: s0.id,
        expectedVersion: s0.version,
        guildId: G,
        entries: [{ userId: leaver, withdrawn: true, withdrawnWhy: 'left the league' }],
        settle: [{ id: p.id, status: 'settled', result: 'first' }],
        takeovers: [stale],
        outbox: [
          {
            kind: 'channel',
            target: CH,
            payload: { type: 'league', leagueId: s0.league.id, text: { ja: 'x', en: 'x' } },
          },
        ],
        now,
      });
      expect(ok).toBe(false);
      // Nothing of it was written: the season, its entry and pairing, the game, its seat and rows.
      const s1 = await season('race');
      expect(s1.version).toBe(s0.version);
      expect(s1.entries.find((e) => e.userId === leaver)!.withdrawn).toBe(false);
      expect(s1.pairings.find((x) => x.id === p.id)!.status).toBe('playing');
      const same = await load(before.id);
      expect(same.version).toBe(moved.version);
      expect(same.setup.ai).toBeUndefined();
      expect(same.rated).toBe(true);
      expect(same.seats.find((x) => x.side === 'russia')!.userId).toBe(leaver);
      expect(
        (await app.db.prisma.outbox.findMany({ where: { gameId: before.id } })).some((r) =>
          (r.payload as { text?: { en: string } }).text?.en.includes('the computer plays'),
        ),
      ).toBe(false);
      // /league leave plans on the game as it is now, and goes through (the computer owes nothing yet: no job).
      expect(code(await leaveLeague(app.deps, who(leaver), { name: 'race' }))).toBe('ok');
      const taken = await load(before.id);
      expect(taken.version).toBe(moved.version + 1);
      expect(taken.setup.ai).toMatchObject({ side: 'russia' });
      expect(pendingSides(taken.state)).not.toContain('russia');
      const jobs = await app.db.prisma.outbox.findMany({ where: { gameId: before.id, kind: 'job' } });
      expect(jobs).toEqual([]);
    });

    it('a hand-over the withdrawn player held for their Done is released: the opponent can move', async () => {
      const { game: before, leaver, opponent } = await leagueWithAGame('held', true);
      expect((await setConfirmHandOvers(app.deps, before.channelId, leaver, true)).ok).toBe(true);
      expect(
        (await act(app.deps, { channelId: before.channelId, userId: leaver, action: 'place-historical' })).ok,
      ).toBe(true);
      const held = await load(before.id);
      const japan = pendingSides(held.state);
      expect(japan).toEqual(['japan']);
      const move = legalActions(getGame('hoten-kaisen')!, held.state, 'japan')
        .map((l) => l.action)
        .find((a) => a !== 'resign')!;
      // Held: the opponent waits for the leaver's Done.
      expect(code(await act(app.deps, { channelId: before.channelId, userId: opponent, action: move }))).toBe(
        'HAND_OVER_HELD',
      );
      expect(code(await leaveLeague(app.deps, who(leaver), { name: 'held' }))).toBe('ok');
      const taken = await load(before.id);
      expect(taken.setup.ai).toMatchObject({ side: 'russia' });
      expect(taken.seats.find((x) => x.side === 'russia')!.prefs).toEqual({});
      // Released as the Done would: the map posted with the opponent pinged, and the opponent moves.
      const rows = await app.db.prisma.outbox.findMany({ where: { gameId: before.id }, orderBy: { id: 'asc' } });
      const update = rows.filter((r) => (r.payload as { type: string }).type === 'update').at(-1)!;
      expect((update.payload as { version: number }).version).toBe(taken.version);
      expect((update.payload as { mention: string[] }).mention).toEqual([opponent]);
      expect(code(await act(app.deps, { channelId: before.channelId, userId: opponent, action: move }))).toBe('ok');
    });

    it('off: a withdrawn player’s game in play is resigned as before', async () => {
      const { p, game: before, leaver } = await leagueWithAGame('plain', false);
      expect(code(await leaveLeague(app.deps, who(leaver), { name: 'plain' }))).toBe('ok');
      const ended = await load(before.id);
      expect(ended.status).toBe('finished');
      expect(ended.winner).toBe('japan');
      expect(ended.setup.ai).toBeUndefined();
      expect(ended.seats.find((x) => x.side === 'russia')!.userId).toBe(leaver);
      expect((await app.repo.loadActions(before.id)).at(-1)).toMatchObject({ userId: leaver, action: 'resign' });
      await sweepLeagues(app.deps);
      expect((await season('plain')).pairings.find((x) => x.id === p.id)).toMatchObject({
        status: 'settled',
        result: 'first',
      });
      const rows = await app.db.prisma.outbox.findMany({ where: { gameId: before.id } });
      expect(rows.some((r) => r.kind === 'job')).toBe(false);
      expect(rows.some((r) => (r.payload as { text?: { en: string } }).text?.en.includes('the computer plays'))).toBe(
        false,
      );
    });
  },
  { flow: true },
);
