// Leagues through the service (no Discord): who may do what, a whole round-robin season played out
// by the sweep, a no-show withdrawn after two timeouts, a substitute who must accept, ratings
// rebuilt from the stored results equal to the ratings kept game by game (a game with too few
// decisions unrated), joins and leaves racing the start, a lost channel pausing the league, the
// standings private for members and rate-limited, and a rated game's player unable to abort it.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { legalActions, pendingSides } from '#engine/engine.ts';
import { getGame } from '#games/index.ts';
import {
  checkLeagueMembers,
  createLeague,
  joinLeague,
  leaveLeague,
  MIN_DECISIONS,
  nextSeason,
  postStandings,
  rebuildGameRatings,
  resumeLeague,
  startLeague,
  substitute,
  sweepLeagues,
  type LeagueActor,
} from '#league/service.ts';
import { setTableRateLimit } from '#league/limits.ts';
import { claimTimeout, sweepClocks } from '#service/clock/sweep.ts';
import { abortGame, acceptGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import type { Game } from '#service/types.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../helpers/app.ts';

const G = 'g';
const CH = 'league-channel';
const who = (userId: string, canManage = false, roles: string[] = []): LeagueActor => ({
  guildId: G,
  channelId: CH,
  userId,
  userName: `Name ${userId}`,
  locale: 'en',
  canManage,
  roles,
});
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

forEachDatabase(
  'leagues',
  (t) => {
    let app: App;
    let now: Date;
    let transport: RecordingTransport;
    beforeEach(async () => {
      transport = new RecordingTransport();
      setTableRateLimit(100, 100);
      ({ app } = await startServiceApp(t.db, { transport, seed: 99 }));
      now = new Date('2026-12-01T00:00:00Z');
      app.deps.now = () => now;
      await app.db.prisma.$executeRawUnsafe('TRUNCATE "League", "Rating" CASCADE');
    });
    afterEach(async () => app.close());

    async function season(name: string) {
      return (await app.repo.findSeasonByLeagueName(G, name))!;
    }

    /** A league game, started (its second player pressed Start) if it was waiting for that. */
    async function started(gameId: string): Promise<Game> {
      let game = (await app.repo.findGame(gameId)) as Game;
      if (game.status === 'pending') {
        const second = game.seats.find((x) => !x.accepted)?.userId ?? game.seats[1]!.userId;
        expect((await acceptGame(app.deps, game.channelId, second, 'en', { gameId })).ok).toBe(true);
        game = (await app.repo.findGame(gameId)) as Game;
      }
      return game;
    }

    /** Plays the first legal action (never a resignation) until each side has made `n` decisions. */
    async function playDecisions(gameId: string, n = MIN_DECISIONS): Promise<Game> {
      for (let i = 0; i < 400; i++) {
        const game = await started(gameId);
        expect(game.status).toBe('active');
        const m = getGame(game.gameType)!;
        const made = (await app.repo.decisionCounts([gameId])).get(gameId);
        const count = (side: string) => made?.get(side) ?? 0;
        if (m.sides.every((side) => count(side) >= n)) return game;
        const side = [...pendingSides(game.state)].sort((a, b) => count(a) - count(b))[0]!;
        const action = legalActions(m, game.state, side)
          .map((l) => l.action)
          .find((a) => a !== 'resign')!;
        const r = await act(app.deps, {
          channelId: game.channelId,
          userId: game.seats.find((x) => x.side === side)!.userId,
          action,
          gameId,
        });
        expect(r.ok, JSON.stringify(r)).toBe(true);
      }
      throw new Error('the game did not reach the decisions');
    }

    const leaguePosts = async () =>
      (await app.db.prisma.outbox.findMany({ where: { gameId: null }, orderBy: { id: 'asc' } })).map((r) => ({
        kind: r.kind,
        target: r.target,
        text: (r.payload as { text: { en: string } }).text.en,
        buttons: (r.payload as { buttons?: { customId: string }[] }).buttons ?? [],
      }));

    it('who may do what: managers create, members sign up once, organisers start with enough players', async () => {
      expect(
        code(await createLeague(app.deps, who('alice'), { name: 'x', game: 'hoten-kaisen', format: 'swiss' })),
      ).toBe('NEED_MANAGE');
      expect(
        code(await createLeague(app.deps, who('boss', true), { name: 'x', game: 'hoten-kaisen', format: 'ladder' })),
      ).toBe('LEAGUE_FORMAT');
      expect(
        code(await createLeague(app.deps, who('boss', true), { name: 'x', game: 'no-such-game', format: 'swiss' })),
      ).toBe('UNKNOWN_GAME');
      expect(
        code(
          await createLeague(app.deps, who('boss', true), {
            name: 'x',
            game: 'hoten-kaisen',
            format: 'swiss',
            pace: 'slowly',
          }),
        ),
      ).toBe('UNKNOWN_PACE');
      expect(
        code(
          await createLeague(app.deps, who('boss', true), {
            name: 'x',
            game: 'hoten-kaisen',
            format: 'swiss',
            organiserRole: 'role-org',
          }),
        ),
      ).toBe('ok');
      expect(
        code(await createLeague(app.deps, who('boss', true), { name: 'x', game: 'hoten-kaisen', format: 'swiss' })),
      ).toBe('LEAGUE_EXISTS');
      expect(code(await joinLeague(app.deps, who('alice'), { name: 'nope' }))).toBe('NO_LEAGUE');
      expect(code(await joinLeague(app.deps, who('alice'), { name: 'x' }))).toBe('ok');
      expect(code(await joinLeague(app.deps, who('alice'), { name: 'x' }))).toBe('LEAGUE_JOINED');
      expect(code(await leaveLeague(app.deps, who('bob'), { name: 'x' }))).toBe('LEAGUE_NOT_JOINED');
      for (const u of ['bob', 'carol']) expect(code(await joinLeague(app.deps, who(u), { name: 'x' }))).toBe('ok');
      // Swiss needs four.
      expect(code(await startLeague(app.deps, who('boss', true), 'x'))).toBe('LEAGUE_TOO_FEW');
      expect(code(await joinLeague(app.deps, who('dave'), { seasonId: (await season('x')).id }))).toBe('ok');
      // A member without the organiser role may not start it; one with it may.
      expect(code(await startLeague(app.deps, who('alice'), 'x'))).toBe('NOT_ORGANISER');
      expect(code(await startLeague(app.deps, who('olga', false, ['role-org']), 'x'))).toBe('ok');
      expect(code(await startLeague(app.deps, who('boss', true), 'x'))).toBe('LEAGUE_STARTED');
      // After the start an old sign-up post's Leave button changes nothing (the command withdraws).
      expect(code(await leaveLeague(app.deps, who('alice'), { seasonId: (await season('x')).id }))).toBe(
        'LEAGUE_CLOSED',
      );
      // Refusals name their command.
      const refused = await startLeague(app.deps, who('alice'), 'x');
      expect(!refused.ok && refused.error.text.en).toContain('`/league start`');
      const create = await createLeague(app.deps, who('alice'), { name: 'y', game: 'hoten-kaisen', format: 'swiss' });
      expect(!create.ok && create.error.text.en).toContain('`/league create`');
      const rebuild = await rebuildGameRatings(app.deps, who('alice'), 'hoten-kaisen');
      expect(!rebuild.ok && rebuild.error.text.en).toContain('`/rating rebuild`');
      const s = await season('x');
      expect(s.status).toBe('running');
      expect(s.pairings.filter((p) => p.status === 'playing')).toHaveLength(2);
      // Nothing changed by the refusals: four entries, each in one game.
      expect(s.entries.map((e) => e.userId).sort()).toEqual(['alice', 'bob', 'carol', 'dave']);
    });

    it("a league game waits for its second player's Start (the press goes into the dice); one not started by their first move's time is started by the sweep", async () => {
      expect(
        code(
          await createLeague(app.deps, who('boss', true), {
            name: 'go',
            game: 'hoten-kaisen',
            format: 'swiss',
            rounds: 1,
            pace: 'quick',
          }),
        ),
      ).toBe('ok');
      for (const u of ['s1', 's2', 's3', 's4']) await joinLeague(app.deps, who(u), { name: 'go' });
      expect(code(await startLeague(app.deps, who('boss', true), 'go'))).toBe('ok');
      const games = async () =>
        Promise.all(
          (await season('go')).pairings
            .filter((p) => p.gameId)
            .map(async (p) => ({ p, g: (await app.repo.findGame(p.gameId!)) as Game })),
        );
      const [a, b] = await games();
      expect([a!.g.status, b!.g.status]).toEqual(['pending', 'pending']);
      // One second player presses Start at once; the other does not.
      expect(
        (
          await acceptGame(app.deps, a!.g.channelId, a!.p.second!, 'en', {
            gameId: a!.g.id,
            press: '1300000000000000007',
          })
        ).ok,
      ).toBe(true);
      // 'quick': the first move's time is 12 hours. Just before it, the sweep waits.
      now = new Date(now.getTime() + 12 * 3_600_000 - 60_000);
      await sweepLeagues(app.deps);
      expect(((await app.repo.findGame(b!.g.id)) as Game).status).toBe('pending');
      now = new Date(now.getTime() + 60_000);
      await sweepLeagues(app.deps);
      const late = (await app.repo.findGame(b!.g.id)) as Game;
      expect(late.status).toBe('active');
      expect(late.seats.every((x) => x.accepted)).toBe(true);
      expect(((await app.repo.findGame(a!.g.id)) as Game).status).toBe('active');
    });

    it('a round robin of four: every pair meets once on each side, never one side twice at once, the season ends with standings and ratings', async () => {
      expect(
        code(
          await createLeague(app.deps, who('boss', true), { name: 'rr', game: 'hoten-kaisen', format: 'round-robin' }),
        ),
      ).toBe('ok');
      const players = ['p1', 'p2', 'p3', 'p4'];
      for (const u of players) await joinLeague(app.deps, who(u), { name: 'rr' });
      expect(code(await startLeague(app.deps, who('boss', true), 'rr'))).toBe('ok');
      const m = getGame('hoten-kaisen')!;
      let k = 0;
      let firstGame = { id: '', players: [] as string[] };
      for (let step = 0; step < 40; step++) {
        const s = await season('rr');
        if (s.status === 'finished') break;
        const playing = s.pairings.filter((p) => p.status === 'playing');
        // Nobody plays one side in two games at once.
        for (const side of ['first', 'second'] as const) {
          const on = playing.map((p) => (side === 'first' ? p.first : p.second));
          expect(new Set(on).size, `${side} at step ${step}`).toBe(on.length);
        }
        expect(playing.length).toBeGreaterThan(0);
        // One of the games ends: the player of the second side resigns (or the first, every third
        // game), after each side made its decisions — but in the very first game at once.
        const p = playing[0]!;
        const game = k === 0 ? await started(p.gameId!) : await playDecisions(p.gameId!);
        expect(game.status).toBe('active');
        expect(game.rated).toBe(true);
        if (k === 0) firstGame = { id: game.id, players: [p.first, p.second!] };
        expect(game.seats.find((x) => x.side === m.sides[0])!.userId).toBe(p.first);
        const loser = k++ % 3 === 2 ? p.first : p.second!;
        expect((await act(app.deps, { channelId: game.channelId, userId: loser, action: 'resign' })).ok).toBe(true);
      }
      const s = await season('rr');
      expect(s.status).toBe('finished');
      expect(s.pairings).toHaveLength(12);
      const games = new Set<string>();
      for (const a of players)
        for (const b of players)
          if (a !== b) {
            const met = s.pairings.filter((p) => p.first === a && p.second === b);
            expect(met, `${a} first against ${b}`).toHaveLength(1);
            games.add(met[0]!.gameId!);
          }
      expect(games.size).toBe(12);
      expect(s.pairings.every((p) => p.status === 'settled' && (p.result === 'first' || p.result === 'second'))).toBe(
        true,
      );
      const ratings = await app.repo.getRatings(G, 'hoten-kaisen');
      expect(ratings).toHaveLength(4);
      // The game resigned before any decision is recorded as unrated (it still counts in the
      // standings), and its thread and the league's result line say so; the others are rated.
      const first = (await app.repo.findGame(firstGame.id)) as Game;
      expect(first.rated).toBe(false);
      for (const r of ratings) expect(r.games, r.userId).toBe(firstGame.players.includes(r.userId) ? 5 : 6);
      const notice = await app.db.prisma.outbox.findMany({ where: { gameId: firstGame.id } });
      expect(
        notice.some((r) =>
          (r.payload as { text?: { en: string } }).text?.en.includes(
            `not rated: a rated game counts only once each side has made ${MIN_DECISIONS} decisions`,
          ),
        ),
      ).toBe(true);
      expect((await leaguePosts()).filter((x) => x.text.includes('not rated'))).toHaveLength(1);
      // The leaderboard picture's names: those given at the sign-up.
      expect(ratings.map((r) => r.name).sort()).toEqual(players.map((u) => `Name ${u}`));
      // The final post names the winner and carries the table.
      const rows = await app.db.prisma.outbox.findMany({ where: { gameId: null }, orderBy: { id: 'asc' } });
      const last = rows.at(-1)!.payload as { type: string; text: { en: string }; table?: { rows: unknown[] } };
      expect(last.type).toBe('league');
      expect(last.text.en).toContain('season 1 is over');
      expect(last.table?.rows).toHaveLength(4);
      // Rebuilt from the stored results (each game its own rating period, in the order they ended),
      // the ratings are the ones kept game by game.
      expect(code(await rebuildGameRatings(app.deps, who('boss', true), 'hoten-kaisen'))).toBe('ok');
      const rebuilt = await app.repo.getRatings(G, 'hoten-kaisen');
      for (const r of ratings) {
        const x = rebuilt.find((y) => y.userId === r.userId)!;
        expect(x.rating).toBeCloseTo(r.rating, 6);
        expect(x.rd).toBeCloseTo(r.rd, 6);
        expect(x.games).toBe(r.games);
      }
      expect(code(await rebuildGameRatings(app.deps, who('p1'), 'hoten-kaisen'))).toBe('NEED_MANAGE');
      // The next season opens with the same players.
      expect(code(await nextSeason(app.deps, who('boss', true), 'rr'))).toBe('ok');
      const next = await season('rr');
      expect(next.number).toBe(2);
      expect(next.status).toBe('signup');
      expect(next.entries.map((e) => e.userId).sort()).toEqual(players);
    });

    it('a player who times out twice is withdrawn: their other games forfeited, the organiser told; a substitute takes a place', async () => {
      expect(
        code(
          await createLeague(app.deps, who('boss', true), {
            name: 'clocked',
            game: 'hoten-kaisen',
            format: 'round-robin',
            pace: 'quick',
          }),
        ),
      ).toBe('ok');
      for (const u of ['ann', 'ben', 'cat', 'zed']) await joinLeague(app.deps, who(u), { name: 'clocked' });
      expect(code(await startLeague(app.deps, who('boss', true), 'clocked'))).toBe('ok');
      // cat is playing: nobody may take her place (only a withdrawn player's).
      expect(code(await substitute(app.deps, who('ben'), 'clocked', 'cat', 'dan'))).toBe('NOT_ORGANISER');
      expect(code(await substitute(app.deps, who('boss', true), 'clocked', 'cat', 'dan'))).toBe('LEAGUE_NOT_WITHDRAWN');
      let s = await season('clocked');
      for (const p of s.pairings.filter((x) => x.gameId)) await started(p.gameId!);
      // Everyone but zed sets up in the games they are in; zed never does. Time passes: zed's clocks
      // run out, and each opponent claims the win.
      for (let round = 0; round < 3; round++) {
        s = await season('clocked');
        for (const p of s.pairings.filter((x) => x.status === 'playing')) {
          const game = (await app.repo.findGame(p.gameId!)) as Game;
          for (const seat of game.seats) {
            if (seat.userId === 'zed' || !pendingSides(game.state).includes(seat.side)) continue;
            await act(app.deps, { channelId: game.channelId, userId: seat.userId, action: 'place-historical' });
          }
        }
        now = new Date(now.getTime() + 13 * 3_600_000);
        await sweepClocks(app.deps);
        s = await season('clocked');
        for (const p of s.pairings.filter((x) => x.status === 'playing')) {
          const game = (await app.repo.findGame(p.gameId!)) as Game;
          const flagged = (game.clock as { flagged: string | null } | null)?.flagged;
          // (A claim that withdrew zed has resigned his other flagged game for him already.)
          if (!flagged || game.status !== 'active') continue;
          const other = game.seats.find((x) => x.side !== flagged)!.userId;
          expect(code(await claimTimeout(app.deps, { gameId: game.id, channelId: game.channelId }, other, 'win'))).toBe(
            'ok',
          );
        }
        await sweepLeagues(app.deps);
        if ((await season('clocked')).entries.find((e) => e.userId === 'zed')!.withdrawn) break;
      }
      s = await season('clocked');
      const zed = s.entries.find((e) => e.userId === 'zed')!;
      expect(zed.withdrawn).toBe(true);
      // Every pairing of zed's is settled, lost by zed (played and lost on time, or forfeited).
      const his = s.pairings.filter((p) => p.first === 'zed' || p.second === 'zed');
      expect(his).toHaveLength(6);
      for (const p of his) {
        expect(p.status).toBe('settled');
        expect(p.result).toBe(p.first === 'zed' ? 'second' : 'first');
      }
      const told = (await app.db.prisma.outbox.findMany({ where: { gameId: null } })).map(
        (r) => (r.payload as { text: { en: string } }).text.en,
      );
      expect(
        told.some(
          (x) => x.includes('<@zed> timed out 2 times this season and is withdrawn') && x.includes('Organiser <@boss>'),
        ),
      ).toBe(true);
      // No game of zed's is still open.
      for (const p of his)
        if (p.gameId) expect(['finished', 'aborted']).toContain(((await app.repo.findGame(p.gameId)) as Game).status);

      // zed withdrew: his place may be offered — never to a bot, to the organiser issuing it, to a
      // player of the season, or to someone not a member of the server.
      app.deps.members = { isMember: async (_g, u) => u !== 'stranger' };
      const boss = who('boss', true);
      expect(code(await substitute(app.deps, boss, 'clocked', 'zed', { id: 'robot', bot: true }))).toBe(
        'LEAGUE_SUB_BOT',
      );
      expect(code(await substitute(app.deps, boss, 'clocked', 'zed', { id: 'boss' }))).toBe('LEAGUE_SUB_SELF');
      expect(code(await substitute(app.deps, boss, 'clocked', 'zed', { id: 'ann' }))).toBe('LEAGUE_JOINED');
      expect(code(await substitute(app.deps, boss, 'clocked', 'zed', { id: 'stranger' }))).toBe(
        'LEAGUE_SUB_NOT_MEMBER',
      );
      const before = await season('clocked');
      expect(code(await substitute(app.deps, boss, 'clocked', 'zed', { id: 'dan' }))).toBe('ok');
      // The offer, with Accept / Decline for dan; nothing changes until he accepts, and nobody else's press accepts it.
      const offer = (await leaguePosts()).at(-1)!;
      expect(offer.text).toContain('<@dan>, would you take the place of <@zed>');
      expect(offer.buttons.map((b) => b.customId)).toEqual([`lg:${before.id}:join`, `lg:${before.id}:leave`]);
      expect(code(await joinLeague(app.deps, who('eve'), { seasonId: before.id }))).toBe('LEAGUE_CLOSED');
      const unchanged = await season('clocked');
      expect(unchanged.pairings).toEqual(before.pairings);
      expect(unchanged.entries.map((e) => e.userId)).toEqual(before.entries.map((e) => e.userId));
      // dan declines: the offer is gone; asked again, he accepts.
      expect(code(await leaveLeague(app.deps, who('dan'), { seasonId: before.id }))).toBe('ok');
      expect((await season('clocked')).entries.find((e) => e.userId === 'zed')!.offeredTo).toBeNull();
      expect(code(await joinLeague(app.deps, who('dan'), { seasonId: before.id }))).toBe('LEAGUE_CLOSED');
      expect(code(await substitute(app.deps, boss, 'clocked', 'zed', { id: 'dan' }))).toBe('ok');
      expect(code(await joinLeague(app.deps, who('dan'), { seasonId: before.id }))).toBe('ok');
      const after = await season('clocked');
      expect(after.entries.find((e) => e.userId === 'zed')!.withdrawnWhy).toBe('substituted by dan');
      expect(after.entries.find((e) => e.userId === 'dan')!.withdrawn).toBe(false);
      // dan plays zed's pairings that were forfeited without a game; the games zed played stay lost by zed.
      const forfeited = his.filter((p) => !p.gameId);
      expect(forfeited.length).toBeGreaterThan(0);
      for (const p of forfeited) {
        const q = after.pairings.find((x) => x.id === p.id)!;
        expect([q.first, q.second]).toContain('dan');
        expect(q.status).not.toBe('settled');
      }
      for (const p of his.filter((x) => x.gameId)) expect(after.pairings.find((x) => x.id === p.id)).toEqual(p);
      // The games being played end; the sweep then starts dan's, with dan seated.
      for (const p of after.pairings.filter((x) => x.status === 'playing')) {
        const g = await started(p.gameId!);
        expect(
          (await act(app.deps, { channelId: g.channelId, userId: p.second!, action: 'resign', gameId: g.id })).ok,
        ).toBe(true);
      }
      await sweepLeagues(app.deps);
      const dans = (await season('clocked')).pairings.filter(
        (p) => p.status === 'playing' && (p.first === 'dan' || p.second === 'dan'),
      );
      expect(dans.length).toBeGreaterThan(0);
      for (const p of dans)
        expect(((await app.repo.findGame(p.gameId!)) as Game).seats.map((x) => x.userId)).toContain('dan');
      // zed has been replaced: no second substitute.
      expect(code(await substitute(app.deps, boss, 'clocked', 'zed', { id: 'eve' }))).toBe('LEAGUE_SUBSTITUTED');
    });

    it('sign-up dates: a season starts by itself when its sign-up closes with enough players; with too few it stays open and the organiser is told', async () => {
      expect(
        code(
          await createLeague(app.deps, who('boss', true), {
            name: 'dated',
            game: 'hoten-kaisen',
            format: 'swiss',
            signupDays: 2,
          }),
        ),
      ).toBe('ok');
      expect(
        code(
          await createLeague(app.deps, who('boss', true), {
            name: 'thin',
            game: 'hoten-kaisen',
            format: 'swiss',
            signupDays: 2,
          }),
        ),
      ).toBe('ok');
      expect(
        code(
          await createLeague(app.deps, who('boss', true), {
            name: 'bad',
            game: 'hoten-kaisen',
            format: 'swiss',
            signupDays: 0,
          }),
        ),
      ).toBe('LEAGUE_SIGNUP_DAYS');
      for (const u of ['a1', 'a2', 'a3', 'a4']) await joinLeague(app.deps, who(u), { name: 'dated' });
      for (const u of ['b1', 'b2']) await joinLeague(app.deps, who(u), { name: 'thin' });
      now = new Date(now.getTime() + 86_400_000);
      await sweepLeagues(app.deps);
      expect((await season('dated')).status).toBe('signup');
      now = new Date(now.getTime() + 86_400_000 + 60_000);
      await sweepLeagues(app.deps);
      expect((await season('dated')).status).toBe('running');
      expect((await season('dated')).pairings.filter((p) => p.status === 'playing')).toHaveLength(2);
      const thin = await season('thin');
      expect(thin.status).toBe('signup');
      expect(thin.signupUntil).toBeNull();
      const told = (await app.db.prisma.outbox.findMany({ where: { gameId: null } })).map(
        (r) => (r.payload as { text: { en: string } }).text.en,
      );
      expect(
        told.some(
          (x) => x.includes('Sign-up for "thin" has closed with 2 players, fewer than 4') && x.includes('<@boss>'),
        ),
      ).toBe(true);
      // Told once: a later sweep says nothing more.
      await sweepLeagues(app.deps);
      expect(
        (await app.db.prisma.outbox.findMany({ where: { gameId: null } })).filter((r) =>
          (r.payload as { text: { en: string } }).text.en.includes('has closed with'),
        ),
      ).toHaveLength(1);
    });

    it('a player who left the server is withdrawn after the grace period, not before; one who comes back is not', async () => {
      const away = new Set(['gus', 'hal']);
      app.deps.members = { isMember: async (_g, u) => !away.has(u) };
      expect(
        code(
          await createLeague(app.deps, who('boss', true), {
            name: 'gone',
            game: 'hoten-kaisen',
            format: 'round-robin',
          }),
        ),
      ).toBe('ok');
      for (const u of ['fay', 'gus', 'hal', 'ivy']) await joinLeague(app.deps, who(u), { name: 'gone' });
      expect(code(await startLeague(app.deps, who('boss', true), 'gone'))).toBe('ok');
      await checkLeagueMembers(app.deps);
      let s = await season('gone');
      expect(
        s.entries
          .filter((e) => e.goneSince)
          .map((e) => e.userId)
          .sort(),
      ).toEqual(['gus', 'hal']);
      now = new Date(now.getTime() + 2 * 86_400_000);
      away.delete('hal'); // hal is back
      await checkLeagueMembers(app.deps);
      await sweepLeagues(app.deps);
      s = await season('gone');
      expect(s.entries.filter((e) => e.withdrawn)).toEqual([]);
      expect(s.entries.find((e) => e.userId === 'hal')!.goneSince).toBeNull();
      now = new Date(now.getTime() + 86_400_000 + 60_000);
      await sweepLeagues(app.deps);
      s = await season('gone');
      expect(s.entries.filter((e) => e.withdrawn).map((e) => [e.userId, e.withdrawnWhy])).toEqual([
        ['gus', 'left the server'],
      ]);
      // Every pairing of gus's is lost by gus: his games resigned, the others forfeited.
      for (const p of s.pairings.filter((x) => x.first === 'gus' || x.second === 'gus')) {
        expect(p.status).toBe('settled');
        expect(p.result).toBe(p.first === 'gus' ? 'second' : 'first');
      }
    });

    it('joins and leaves racing the start are serialised: a join is either paired or refused, a leave never breaks the start', async () => {
      expect(
        code(
          await createLeague(app.deps, who('boss', true), {
            name: 'race',
            game: 'hoten-kaisen',
            format: 'round-robin',
          }),
        ),
      ).toBe('ok');
      for (const u of ['r1', 'r2', 'r3', 'r4'])
        expect(code(await joinLeague(app.deps, who(u), { name: 'race' }))).toBe('ok');
      // A join and a leave land between the start's read of the entries and its commit (the worst
      // moment): the start reads them again and pairs exactly the members who were told they joined.
      const commit = app.deps.repo.commitSeason;
      let slipped = false;
      app.deps.repo.commitSeason = async (input) => {
        if (!slipped && input.status === 'running') {
          slipped = true;
          expect(code(await joinLeague(app.deps, who('late'), { name: 'race' }))).toBe('ok');
          expect(code(await leaveLeague(app.deps, who('r4'), { name: 'race' }))).toBe('ok');
        }
        return commit(input);
      };
      try {
        expect(code(await startLeague(app.deps, who('boss', true), 'race'))).toBe('ok');
      } finally {
        app.deps.repo.commitSeason = commit;
      }
      expect(slipped).toBe(true);
      let s = await season('race');
      expect(s.entries.map((e) => e.userId).sort()).toEqual(['late', 'r1', 'r2', 'r3']);
      const paired = new Set(s.pairings.flatMap((p) => [p.first, p.second]));
      expect([...paired].sort()).toEqual(['late', 'r1', 'r2', 'r3']);
      // After the start a join is refused, clearly, and adds nobody.
      const after = await joinLeague(app.deps, who('later'), { name: 'race' });
      expect(code(after)).toBe('LEAGUE_CLOSED');
      expect(!after.ok && after.error.text.en).toContain('has started: its sign-up is closed, and you were not added');

      // Truly concurrent: twelve joins and two leaves fired with the start (on PostgreSQL each on its
      // own connection). Whatever the order, every member told "joined" is paired, every one refused
      // is not in, and the start succeeded.
      expect(
        code(await createLeague(app.deps, who('boss', true), { name: 'rush', game: 'hoten-kaisen', format: 'swiss' })),
      ).toBe('ok');
      for (const u of ['s1', 's2', 's3', 's4', 's5', 's6'])
        expect(code(await joinLeague(app.deps, who(u), { name: 'rush' }))).toBe('ok');
      const joiners = Array.from({ length: 12 }, (_, i) => `j${i}`);
      const [start, ...answers] = await Promise.all([
        startLeague(app.deps, who('boss', true), 'rush'),
        ...joiners.map((u) => joinLeague(app.deps, who(u), { name: 'rush' })),
        leaveLeague(app.deps, who('s5'), { seasonId: (await season('rush')).id }),
        leaveLeague(app.deps, who('s6'), { seasonId: (await season('rush')).id }),
      ]);
      expect(code(start)).toBe('ok');
      s = await season('rush');
      expect(s.status).toBe('running');
      const inSeason = new Set(s.entries.map((e) => e.userId));
      const pairedNow = new Set(s.pairings.filter((p) => p.round === 1).flatMap((p) => [p.first, p.second ?? p.first]));
      joiners.forEach((u, i) => {
        const r = answers[i]!;
        expect(['ok', 'LEAGUE_CLOSED'], u).toContain(code(r));
        expect(inSeason.has(u), u).toBe(r.ok);
        expect(pairedNow.has(u), u).toBe(r.ok);
      });
      for (const [u, r] of [
        ['s5', answers[12]!],
        ['s6', answers[13]!],
      ] as const) {
        expect(['ok', 'LEAGUE_CLOSED'], u).toContain(code(r));
        expect(inSeason.has(u), u).toBe(!r.ok);
        expect(pairedNow.has(u), u).toBe(!r.ok);
      }
      // Everyone in the season is paired in round 1 (a game or the bye).
      expect([...inSeason].sort()).toEqual([...pairedNow].sort());
    });

    it('a lost league channel: the organiser is told by DM, the league pauses (no games made, the sweep skips it) until resumed in a new channel', async () => {
      expect(
        code(
          await createLeague(app.deps, who('boss', true), {
            name: 'lost',
            game: 'hoten-kaisen',
            format: 'round-robin',
          }),
        ),
      ).toBe('ok');
      for (const u of ['l1', 'l2', 'l3', 'l4']) await joinLeague(app.deps, who(u), { name: 'lost' });
      await app.outbox.drain();
      // The channel is deleted: every post to it fails with Discord's "Unknown Channel".
      const post = transport.postChannel.bind(transport);
      transport.postChannel = async (channelId, msg) => {
        if (channelId === CH) throw Object.assign(new Error('Unknown Channel'), { code: 10003, status: 404 });
        return post(channelId, msg);
      };
      expect(code(await startLeague(app.deps, who('boss', true), 'lost'))).toBe('ok');
      let s = await season('lost');
      const gamesBefore = s.pairings.filter((p) => p.gameId).map((p) => p.gameId);
      await app.outbox.drain();
      await sweepLeagues(app.deps);
      await app.outbox.drain();
      s = await season('lost');
      expect(s.league.pausedAt).toBeTruthy();
      expect(s.league.pausedWhy).toBe('unknown-channel');
      const dm = transport.dms('boss');
      expect(dm).toHaveLength(1);
      expect(dm[0]!.content).toContain(
        'League "lost" is paused: posting in its channel <#league-channel> failed (the channel no longer exists)',
      );
      expect(dm[0]!.content).toContain('/league resume name:lost here:True');
      // Paused: the games being played end, and nothing more is made or settled; the organiser may not start or post.
      for (const p of s.pairings.filter((x) => x.status === 'playing')) {
        const g = await started(p.gameId!);
        expect(
          (await act(app.deps, { channelId: g.channelId, userId: p.second!, action: 'resign', gameId: g.id })).ok,
        ).toBe(true);
      }
      now = new Date(now.getTime() + 3_600_000);
      await sweepLeagues(app.deps);
      await sweepLeagues(app.deps);
      const paused = await season('lost');
      expect(paused.pairings.filter((p) => p.gameId).map((p) => p.gameId)).toEqual(gamesBefore);
      expect(paused.pairings.filter((p) => p.status === 'settled')).toHaveLength(0);
      expect(transport.dms('boss')).toHaveLength(1); // told once
      const standings = await postStandings(app.deps, who('boss', true), 'lost');
      expect(standings.ok && standings.value.table).toBeTruthy(); // privately, not to the lost channel
      // Only the organiser resumes it; with here:True in a new channel the league moves there and goes on.
      expect(code(await resumeLeague(app.deps, { ...who('l1'), channelId: 'new-home' }, 'lost', true))).toBe(
        'NOT_ORGANISER',
      );
      expect(
        code(
          await resumeLeague(app.deps, { ...who('boss', true), channelId: 'a-thread', inThread: true }, 'lost', true),
        ),
      ).toBe('LEAGUE_THREAD');
      expect(code(await resumeLeague(app.deps, { ...who('boss', true), channelId: 'new-home' }, 'lost', true))).toBe(
        'ok',
      );
      expect(code(await resumeLeague(app.deps, { ...who('boss', true), channelId: 'new-home' }, 'lost', true))).toBe(
        'LEAGUE_NOT_PAUSED',
      );
      await app.outbox.drain();
      s = await season('lost');
      expect(s.league.pausedAt).toBeNull();
      expect(s.league.channelId).toBe('new-home');
      expect(s.pairings.filter((p) => p.status === 'settled').length).toBeGreaterThan(0);
      expect(s.pairings.filter((p) => p.gameId).length).toBeGreaterThan(gamesBefore.length);
      const posts = transport.channelPosts('new-home').map((m) => m.content);
      expect(posts[0]).toContain('League "lost" goes on.');
      expect(posts.some((x) => x.includes('beat'))).toBe(true);
      // The old failures are not counted again: the next sweep does not pause it.
      await sweepLeagues(app.deps);
      expect((await season('lost')).league.pausedAt).toBeNull();
    });

    it('standings: the organiser posts them, a member gets them privately; /league standings is rate-limited per member and per server', async () => {
      expect(
        code(
          await createLeague(app.deps, who('boss', true), {
            name: 'table',
            game: 'hoten-kaisen',
            format: 'round-robin',
          }),
        ),
      ).toBe('ok');
      for (const u of ['t1', 't2', 't3']) await joinLeague(app.deps, who(u), { name: 'table' });
      expect(code(await startLeague(app.deps, who('boss', true), 'table'))).toBe('ok');
      setTableRateLimit(2, 4);
      const postsBefore = (await leaguePosts()).length;
      const member = await postStandings(app.deps, who('t1'), 'table');
      expect(member.ok && member.value.table?.rows).toHaveLength(3);
      expect(member.ok && member.value.message.en).toContain('<@t1>');
      expect((await leaguePosts()).length).toBe(postsBefore); // nothing public
      const organiser = await postStandings(app.deps, who('boss', true), 'table');
      expect(organiser.ok && organiser.value.table).toBeUndefined();
      const posts = await leaguePosts();
      expect(posts).toHaveLength(postsBefore + 1);
      expect(posts.at(-1)!.target).toBe(CH);
      // Per member: t1's third in the minute is refused (saying when to ask again); per server: once
      // the server's four are spent (t1 twice, boss, t2), t3 is refused too.
      expect(code(await postStandings(app.deps, who('t1'), 'table'))).toBe('ok');
      const third = await postStandings(app.deps, who('t1'), 'table');
      expect(code(third)).toBe('RATE_LIMITED');
      expect(!third.ok && third.error.text.en).toMatch(
        /`\/league standings` has been asked too often; try again in \d+ s/,
      );
      expect(code(await postStandings(app.deps, who('t2'), 'table'))).toBe('ok');
      const server = await postStandings(app.deps, who('t3'), 'table');
      expect(code(server)).toBe('RATE_LIMITED');
      expect(!server.ok && server.error.text.en).toContain('This server has asked for too many tables');
    });

    it('a player of a rated game cannot abort it; a manager who does not play in it can; a player may leave the league (withdrawn, games lost)', async () => {
      expect(
        code(
          await createLeague(app.deps, who('boss', true), { name: 'ab', game: 'hoten-kaisen', format: 'round-robin' }),
        ),
      ).toBe('ok');
      for (const u of ['a1', 'a2', 'a3', 'a4']) await joinLeague(app.deps, who(u), { name: 'ab' });
      expect(code(await startLeague(app.deps, who('boss', true), 'ab'))).toBe('ok');
      const [p, q] = (await season('ab')).pairings.filter((x) => x.status === 'playing');
      const g = await started(p!.gameId!);
      expect(g.rated).toBe(true);
      // a1 has Manage Server, and plays in it: refused, the game goes on.
      const refused = await abortGame(app.deps, g.channelId, p!.first, true, g.id);
      expect(code(refused)).toBe('RATED_NO_ABORT');
      expect(((await app.repo.findGame(g.id)) as Game).status).toBe('active');
      expect(code(await abortGame(app.deps, g.channelId, p!.second!, true, g.id))).toBe('RATED_NO_ABORT');
      // The manager, not a player of it: aborted.
      expect(code(await abortGame(app.deps, g.channelId, 'boss', true, g.id))).toBe('ok');
      expect(((await app.repo.findGame(g.id)) as Game).status).toBe('aborted');
      // A player leaves with /league leave: withdrawn, their game in play resigned, the rest forfeited.
      const leaver = q!.first;
      const gq = await started(q!.gameId!);
      expect(code(await leaveLeague(app.deps, who(leaver), { name: 'ab' }))).toBe('ok');
      expect(((await app.repo.findGame(gq.id)) as Game).status).toBe('finished');
      const s = await season('ab');
      expect(s.entries.find((e) => e.userId === leaver)).toMatchObject({
        withdrawn: true,
        withdrawnWhy: 'left the league',
      });
      for (const x of s.pairings.filter((y) => y.first === leaver || y.second === leaver)) {
        expect(x.status).toBe('settled');
        expect(x.result).toBe(x.first === leaver ? 'second' : 'first');
      }
      expect(code(await leaveLeague(app.deps, who(leaver), { name: 'ab' }))).toBe('LEAGUE_WITHDRAWN');
    });
  },
  { flow: true },
);
