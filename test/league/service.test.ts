// Leagues through the service (no Discord): who may do what, a whole round-robin season played out
// by the sweep, a no-show withdrawn after two timeouts, a substitute, and ratings rebuilt from the
// stored results equal to the ratings kept game by game.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { pendingSides } from '../../src/engine/engine.ts';
import { getGame } from '../../src/games/index.ts';
import { checkLeagueMembers, createLeague, joinLeague, leaveLeague, nextSeason, rebuildGameRatings, startLeague, substitute, sweepLeagues, type LeagueActor } from '../../src/league/service.ts';
import { claimTimeout, sweepClocks } from '../../src/service/clocks.ts';
import { act, type Game } from '../../src/service/games.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../helpers/app.ts';

const G = 'g';
const CH = 'league-channel';
const who = (userId: string, canManage = false, roles: string[] = []): LeagueActor => ({ guildId: G, channelId: CH, userId, userName: `Name ${userId}`, locale: 'en', canManage, roles });
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

forEachDatabase('leagues', (t) => {
  let app: App;
  let now: Date;
  beforeEach(async () => {
    ({ app } = await startServiceApp(t.db, { transport: new RecordingTransport(), seed: 99 }));
    now = new Date('2026-12-01T00:00:00Z');
    app.deps.now = () => now;
    await app.db.prisma.$executeRawUnsafe('TRUNCATE "League", "Rating" CASCADE');
  });
  afterEach(async () => app.close());

  async function season(name: string) {
    return (await app.repo.findSeasonByLeagueName(G, name))!;
  }

  it('who may do what: managers create, members sign up once, organisers start with enough players', async () => {
    expect(code(await createLeague(app.deps, who('alice'), { name: 'x', game: 'hoten-kaisen', format: 'swiss' }))).toBe('NEED_MANAGE');
    expect(code(await createLeague(app.deps, who('boss', true), { name: 'x', game: 'hoten-kaisen', format: 'ladder' }))).toBe('LEAGUE_FORMAT');
    expect(code(await createLeague(app.deps, who('boss', true), { name: 'x', game: 'no-such-game', format: 'swiss' }))).toBe('UNKNOWN_GAME');
    expect(code(await createLeague(app.deps, who('boss', true), { name: 'x', game: 'hoten-kaisen', format: 'swiss', pace: 'slowly' }))).toBe('UNKNOWN_PACE');
    expect(code(await createLeague(app.deps, who('boss', true), { name: 'x', game: 'hoten-kaisen', format: 'swiss', organiserRole: 'role-org' }))).toBe('ok');
    expect(code(await createLeague(app.deps, who('boss', true), { name: 'x', game: 'hoten-kaisen', format: 'swiss' }))).toBe('LEAGUE_EXISTS');
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
    expect(code(await leaveLeague(app.deps, who('alice'), { name: 'x' }))).toBe('LEAGUE_CLOSED');
    const s = await season('x');
    expect(s.status).toBe('running');
    expect(s.pairings.filter((p) => p.status === 'playing')).toHaveLength(2);
    // Nothing changed by the refusals: four entries, each in one game.
    expect(s.entries.map((e) => e.userId).sort()).toEqual(['alice', 'bob', 'carol', 'dave']);
  });

  it('a round robin of four: every pair meets once on each side, never one side twice at once, the season ends with standings and ratings', async () => {
    expect(code(await createLeague(app.deps, who('boss', true), { name: 'rr', game: 'hoten-kaisen', format: 'round-robin' }))).toBe('ok');
    const players = ['p1', 'p2', 'p3', 'p4'];
    for (const u of players) await joinLeague(app.deps, who(u), { name: 'rr' });
    expect(code(await startLeague(app.deps, who('boss', true), 'rr'))).toBe('ok');
    const m = getGame('hoten-kaisen')!;
    let k = 0;
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
      // One of the games ends: the player of the second side resigns (or the first, every third game).
      const p = playing[0]!;
      const game = (await app.repo.findGame(p.gameId!)) as Game;
      expect(game.status).toBe('active');
      expect(game.rated).toBe(true);
      expect(game.seats.find((x) => x.side === m.sides[0])!.userId).toBe(p.first);
      const loser = k++ % 3 === 2 ? p.first : p.second!;
      expect((await act(app.deps, { channelId: game.channelId, userId: loser, action: 'resign' })).ok).toBe(true);
    }
    const s = await season('rr');
    expect(s.status).toBe('finished');
    expect(s.pairings).toHaveLength(12);
    const games = new Set<string>();
    for (const a of players) for (const b of players) if (a !== b) {
      const met = s.pairings.filter((p) => p.first === a && p.second === b);
      expect(met, `${a} first against ${b}`).toHaveLength(1);
      games.add(met[0]!.gameId!);
    }
    expect(games.size).toBe(12);
    expect(s.pairings.every((p) => p.status === 'settled' && (p.result === 'first' || p.result === 'second'))).toBe(true);
    const ratings = await app.repo.getRatings(G, 'hoten-kaisen');
    expect(ratings).toHaveLength(4);
    expect(ratings.every((r) => r.games === 6)).toBe(true);
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
    expect(code(await createLeague(app.deps, who('boss', true), { name: 'clocked', game: 'hoten-kaisen', format: 'round-robin', pace: 'quick' }))).toBe('ok');
    for (const u of ['ann', 'ben', 'cat', 'zed']) await joinLeague(app.deps, who(u), { name: 'clocked' });
    expect(code(await startLeague(app.deps, who('boss', true), 'clocked'))).toBe('ok');
    // A substitute for cat, before anything is played: her place in every unfinished pairing.
    expect(code(await substitute(app.deps, who('ben'), 'clocked', 'cat', 'dan'))).toBe('NOT_ORGANISER');
    expect(code(await substitute(app.deps, who('boss', true), 'clocked', 'cat', 'dan'))).toBe('ok');
    let s = await season('clocked');
    expect(s.pairings.some((p) => p.first === 'cat' || p.second === 'cat')).toBe(false);
    for (const p of s.pairings.filter((x) => x.gameId && (x.first === 'dan' || x.second === 'dan'))) {
      expect(((await app.repo.findGame(p.gameId!)) as Game).seats.map((x) => x.userId)).toContain('dan');
    }
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
        expect(code(await claimTimeout(app.deps, { gameId: game.id, channelId: game.channelId }, other, 'win'))).toBe('ok');
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
    const told = (await app.db.prisma.outbox.findMany({ where: { gameId: null } })).map((r) => (r.payload as { text: { en: string } }).text.en);
    expect(told.some((x) => x.includes('<@zed> timed out 2 times this season and is withdrawn') && x.includes('Organiser <@boss>'))).toBe(true);
    // No game of zed's is still open.
    for (const p of his) if (p.gameId) expect(['finished', 'aborted']).toContain(((await app.repo.findGame(p.gameId)) as Game).status);
  });

  it('sign-up dates: a season starts by itself when its sign-up closes with enough players; with too few it stays open and the organiser is told', async () => {
    expect(code(await createLeague(app.deps, who('boss', true), { name: 'dated', game: 'hoten-kaisen', format: 'swiss', signupDays: 2 }))).toBe('ok');
    expect(code(await createLeague(app.deps, who('boss', true), { name: 'thin', game: 'hoten-kaisen', format: 'swiss', signupDays: 2 }))).toBe('ok');
    expect(code(await createLeague(app.deps, who('boss', true), { name: 'bad', game: 'hoten-kaisen', format: 'swiss', signupDays: 0 }))).toBe('LEAGUE_SIGNUP_DAYS');
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
    const told = (await app.db.prisma.outbox.findMany({ where: { gameId: null } })).map((r) => (r.payload as { text: { en: string } }).text.en);
    expect(told.some((x) => x.includes('Sign-up for "thin" has closed with 2 players, fewer than 4') && x.includes('<@boss>'))).toBe(true);
    // Told once: a later sweep says nothing more.
    await sweepLeagues(app.deps);
    expect((await app.db.prisma.outbox.findMany({ where: { gameId: null } })).filter((r) => (r.payload as { text: { en: string } }).text.en.includes('has closed with'))).toHaveLength(1);
  });

  it('a player who left the server is withdrawn after the grace period, not before; one who comes back is not', async () => {
    const away = new Set(['gus', 'hal']);
    app.deps.members = { isMember: async (_g, u) => !away.has(u) };
    expect(code(await createLeague(app.deps, who('boss', true), { name: 'gone', game: 'hoten-kaisen', format: 'round-robin' }))).toBe('ok');
    for (const u of ['fay', 'gus', 'hal', 'ivy']) await joinLeague(app.deps, who(u), { name: 'gone' });
    expect(code(await startLeague(app.deps, who('boss', true), 'gone'))).toBe('ok');
    await checkLeagueMembers(app.deps);
    let s = await season('gone');
    expect(s.entries.filter((e) => e.goneSince).map((e) => e.userId).sort()).toEqual(['gus', 'hal']);
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
    expect(s.entries.filter((e) => e.withdrawn).map((e) => [e.userId, e.withdrawnWhy])).toEqual([['gus', 'left the server']]);
    // Every pairing of gus's is lost by gus: his games resigned, the others forfeited.
    for (const p of s.pairings.filter((x) => x.first === 'gus' || x.second === 'gus')) {
      expect(p.status).toBe('settled');
      expect(p.result).toBe(p.first === 'gus' ? 'second' : 'first');
    }
  });
});
