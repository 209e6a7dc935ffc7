// The AI seat (src/service/ai-seat.ts) through the service: a whole practice game of 奉天会戦, a
// member against the computer, to the end — the computer moving only through its job rows, run by
// the outbox worker after the commits that owed them, through the path a member's action takes; a
// job written for a version the game has left does nothing; and a job row left by a process that
// died (never run, or claimed and not finished) is run by the next process. Time is injected.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '#src/app.ts';
import { legalActions, pendingSides } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { makeRand } from '#ai/rand.ts';
import { getGame } from '#games/index.ts';
import { AI_CIRCLE_LIMIT, CONSOLE_BOT_ID, decisionSeed, runAiTurn } from '#service/ai-seat.ts';
import { practiceGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { verifyReplay } from '#service/read.ts';
import { describeError, type Game, type GameSetup, type ServiceDeps } from '#service/types.ts';
import type { OutboxPayload } from '#service/outbox/payloads.ts';
import { createRepository } from '#store/repository.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';
import { RecordingTransport } from '../helpers/app.ts';
import { usePictures } from '../helpers/pictures.ts';

beforeAll(() => usePictures());

// Ahead of the database's own clock, which stamps the rows' deliverAfter when they are written.
const T0 = Date.now() + 3_600_000;

interface Harness {
  db: TestDatabase;
  app: App;
  transport: RecordingTransport;
  clock: { ms: number };
}

let open: Harness[] = [];
afterEach(async () => {
  for (const h of open.reverse()) await h.app.close();
  for (const h of open) await h.db.close().catch(() => undefined);
  open = [];
});

async function start(db?: TestDatabase, clock = { ms: T0 }): Promise<Harness> {
  const d = db ?? (await openTestDatabase('pglite'));
  const transport = new RecordingTransport();
  const app = await createApp({
    db: d,
    transport,
    defaultLocale: 'en',
    newSeed: () => 1905,
    newAiSeed: () => 42,
    now: () => new Date(clock.ms),
  });
  app.deps.botUserId = CONSOLE_BOT_ID;
  const h = { db: d, app, transport, clock };
  open.push(h);
  return h;
}

const load = (deps: ServiceDeps, id: string) => deps.repo.findGame<GameSetup, GameState>(id) as Promise<Game>;

/** alice starts a practice game at level ai-fast in `channelId`, playing `side`. */
async function practice(deps: ServiceDeps, channelId: string, gameType: string, side: string) {
  const r = await practiceGame(deps, {
    guildId: 'g',
    channelId,
    gameType,
    creatorId: 'alice',
    creatorLocale: 'en',
    side,
    level: 'ai-fast',
  });
  if (!r.ok) throw new Error(describeError(r.error, 'en'));
  return r;
}

describe('the AI seat', () => {
  it('plays a whole practice game against a member through its jobs, as a member would', async () => {
    const h = await start();
    const { deps } = h.app;
    const r = await practice(deps, 'practice', 'hoten-kaisen', 'russia');
    const id = r.value.game.id;
    expect(r.value.game.rated).toBe(false);
    expect(r.value.game.setup.ai).toEqual({ side: 'japan', level: 'ai-fast', seed: 42 });
    expect(r.value.game.seats.find((s) => s.side === 'japan')?.userId).toBe(CONSOLE_BOT_ID);
    // The member: a scripted player who passes when it may (the game ends sooner) and else picks at random.
    const rand = makeRand(7);
    let memberMoves = 0;
    for (let i = 0; i < 600; i++) {
      await h.app.outbox.drain();
      const game = await load(deps, id);
      if (game.status !== 'active') break;
      const owed = pendingSides(game.state);
      // After the drain the computer owes nothing: its jobs ran.
      expect(owed).not.toContain('japan');
      expect(owed).toContain('russia');
      const legal = legalActions(getGame('hoten-kaisen')!, game.state, 'russia').map((l) => l.action);
      const action = legal.find((a) => a === 'pass' || a === 'end') ?? rand.pick(legal);
      const played = await act(deps, { channelId: 'practice', userId: 'alice', action });
      if (!played.ok) throw new Error(describeError(played.error, 'en'));
      memberMoves++;
      h.clock.ms += 60_000;
    }
    await h.app.outbox.drain();
    const end = await load(deps, id);
    expect(end.status).toBe('finished');
    expect(memberMoves).toBeGreaterThan(0);
    // Every action of the record is legal (the replay applies each through the rules) and the
    // computer's are logged under the bot's id, as a member's under theirs.
    expect((await verifyReplay(deps, id)).equal).toBe(true);
    const actions = await deps.repo.loadActions(id);
    const byAi = actions.filter((a) => a.side === 'japan' && a.userId === CONSOLE_BOT_ID);
    expect(byAi.length).toBeGreaterThan(0);
    expect(
      actions.filter((a) => a.side === 'japan' && a.userId !== CONSOLE_BOT_ID && a.userId !== 'system:forced'),
    ).toEqual([]);
    // The normal path: log rows, channel posts at the hand-overs (the final one with the result),
    // DMs to the member only, no ping and no button for the computer.
    expect(await deps.repo.countLog(id, null)).toBeGreaterThan(byAi.length);
    const posts = h.transport.channelPosts('practice');
    expect(posts.length).toBeGreaterThan(2);
    expect(posts.some((p) => (p.mentionUsers ?? []).includes('alice'))).toBe(true);
    expect(posts.every((p) => !(p.mentionUsers ?? []).includes(CONSOLE_BOT_ID))).toBe(true);
    expect(h.transport.dms(CONSOLE_BOT_ID)).toEqual([]);
    expect(h.transport.dms('alice').length).toBeGreaterThan(0);
    // No job is left owed.
    expect(await deps.repo.countPendingOutbox()).toBe(0);
  }, 240_000);

  it('a computer whose cards are set waits for the member’s: it does not take them back and set them again (203高地 4.1)', async () => {
    const h = await start();
    const { deps } = h.app;
    const r = await practice(deps, 'orders', 'nihyaku-san-kochi', 'japan');
    const id = r.value.game.id;
    await h.app.outbox.drain();
    const set = await load(deps, id);
    // Both sides owe the orders decision; the computer (Russia) has set its cards, and could only
    // take them back: it owes nothing, no job is left, and draining again changes nothing.
    expect(pendingSides(set.state)).toEqual(['japan', 'russia']);
    const russia = legalActions(getGame('nihyaku-san-kochi')!, set.state, 'russia').map((l) => l.action);
    expect(russia).toEqual(['clear']);
    expect(await deps.repo.countPendingOutbox()).toBe(0);
    const byAi = (await deps.repo.loadActions(id)).filter((a) => a.userId === CONSOLE_BOT_ID);
    expect(byAi.map((a) => a.action.split(' ')[0])).toEqual(byAi.map(() => 'set'));
    await h.app.outbox.drain();
    expect((await load(deps, id)).version).toBe(set.version);
    // The member sets theirs: the round goes on, and the computer plays its part when owed.
    for (let i = 0; i < 20; i++) {
      const game = await load(deps, id);
      if (!pendingSides(game.state).includes('japan')) break;
      const legal = legalActions(getGame('nihyaku-san-kochi')!, game.state, 'japan').map((l) => l.action);
      const action = legal.find((a) => a.startsWith('set ')) ?? legal.find((a) => a !== 'clear') ?? legal[0]!;
      const played = await act(deps, { channelId: 'orders', userId: 'alice', action });
      if (!played.ok) throw new Error(describeError(played.error, 'en'));
      await h.app.outbox.drain();
    }
    const after = await load(deps, id);
    expect(after.version).toBeGreaterThan(set.version);
    expect((await deps.repo.loadActions(id)).some((a) => a.userId === CONSOLE_BOT_ID && a.action === 'clear')).toBe(
      false,
    );
    expect(await deps.repo.countPendingOutbox()).toBe(0);
    // The run of actions the circle guard counts: those after the other side's last one.
    const log = await deps.repo.loadActions(id);
    const last = log.at(-1)!.side;
    const run = log.length - 1 - log.findLastIndex((a) => a.side !== last);
    expect(run).toBeLessThan(log.length);
    expect(await deps.repo.actionsInARow(id, last)).toBe(run);
    expect(await deps.repo.actionsInARow(id, last === 'japan' ? 'russia' : 'japan')).toBe(0);
  }, 120_000);

  it('a computer that has made too many actions in a row, nobody else acting, resigns instead of going on', async () => {
    const h = await start();
    const { deps } = h.app;
    // 203高地: at the start both sides owe their cards; the computer (Russia) sets two in a row.
    const r = await practice(deps, 'circle', 'nihyaku-san-kochi', 'japan');
    const id = r.value.game.id;
    const v0 = (await load(deps, id)).version;
    // With a limit of 1: its first card is set; the next job finds its own action last and resigns.
    expect(await runAiTurn(deps, { type: 'ai-turn', gameId: id, version: v0 }, 1)).toBe('moved');
    expect(await runAiTurn(deps, { type: 'ai-turn', gameId: id, version: v0 + 1 }, 1)).toBe('resigned');
    const end = await load(deps, id);
    expect(end.status).toBe('finished');
    expect(end.state.result?.winner).toBe('japan');
    const actions = await deps.repo.loadActions(id);
    expect(actions.map((a) => [a.side, a.action.split(' ')[0]])).toEqual([
      ['russia', 'set'],
      ['russia', 'resign'],
    ]);
    // Its jobs left behind do nothing; the default limit is far above any decision's length.
    await h.app.outbox.drain();
    expect((await deps.repo.loadActions(id)).length).toBe(2);
    expect(AI_CIRCLE_LIMIT).toBeGreaterThanOrEqual(1000);
  }, 120_000);

  it('a job for a version the game has left does nothing; the seed is the seat’s mixed with the version', async () => {
    const h = await start();
    const { deps } = h.app;
    const r = await practice(deps, 'stale', 'hoten-kaisen', 'japan');
    await h.app.outbox.drain();
    const id = r.value.game.id;
    const before = await load(deps, id);
    const actionsBefore = (await deps.repo.loadActions(id)).length;
    // The computer (Russia) has set up; Japan (the member) owes the decision.
    expect(pendingSides(before.state)).toEqual(['japan']);
    for (const version of [0, 1, before.version - 1]) {
      expect(await runAiTurn(deps, { type: 'ai-turn', gameId: id, version })).toBe('stale');
      // As a row of the outbox, run by the worker: nothing moves either.
      await deps.repo.queueOutbox<OutboxPayload>(id, [
        { kind: 'job', target: `ai:${id}`, payload: { type: 'ai-turn', gameId: id, version } },
      ]);
    }
    // Even at the current version: the member owes the decision, not the computer.
    expect(await runAiTurn(deps, { type: 'ai-turn', gameId: id, version: before.version })).toBe('stale');
    await h.app.outbox.drain();
    const after = await load(deps, id);
    expect(after.version).toBe(before.version);
    expect((await deps.repo.loadActions(id)).length).toBe(actionsBefore);
    expect(await deps.repo.countPendingOutbox()).toBe(0);
    const seat = before.setup.ai!;
    expect(decisionSeed(seat, 3)).toBe(decisionSeed({ ...seat }, 3));
    expect(decisionSeed(seat, 3)).not.toBe(decisionSeed(seat, 4));
  }, 120_000);

  it('an undo of an action already posted is allowed by the computer at once (nobody to press a button)', async () => {
    const h = await start();
    const { deps } = h.app;
    const r = await practice(deps, 'undo', 'nichiro-taisen', 'japan');
    const id = r.value.game.id;
    await h.app.outbox.drain();
    const before = await load(deps, id);
    expect(pendingSides(before.state)).toEqual(['japan']);
    const legal = legalActions(getGame('nichiro-taisen')!, before.state, 'japan').map((l) => l.action);
    expect(legal).toContain('end-movement');
    // Ending the movement phase: the combat phase is still Japan's (no hand-over). The channel is
    // made to have been shown it (as test/console/undo.test.ts does), so an undo needs consent.
    const played = await act(deps, { channelId: 'undo', userId: 'alice', action: 'end-movement' });
    if (!played.ok) throw new Error(describeError(played.error, 'en'));
    const total = await h.db.prisma.gameLog.count({ where: { gameId: id } });
    await h.db.prisma.game.update({ where: { id }, data: { announced: total } });
    const posted = h.transport.channelPosts('undo').length;
    const { undo } = await import('#service/undo.ts');
    const u = await undo(deps, 'undo', 'alice');
    if (!u.ok) throw new Error(describeError(u.error, 'en'));
    // Taken back at once: the computer allowed it; no consent button was posted.
    expect(u.value.message.en).toMatch(/taken back/);
    const back = await load(deps, id);
    expect(back.state.step).toBe(before.state.step);
    expect(pendingSides(back.state)).toEqual(['japan']);
    await h.app.outbox.drain();
    const asks = h.transport
      .channelPosts('undo')
      .slice(posted)
      .filter((p) => /asks to take back/.test(JSON.stringify(p)));
    expect(asks).toEqual([]);
  }, 120_000);

  it('a job row left by a process that died is run by the next one (never run, or claimed and not finished)', async () => {
    const db = await openTestDatabase('pglite');
    // "Process 1": the service on the database with no outbox worker: it commits and dies.
    const clock = { ms: T0 };
    const dead: ServiceDeps = {
      repo: createRepository(db.prisma, db.pool),
      newSeed: () => 1905,
      newAiSeed: () => 42,
      botUserId: CONSOLE_BOT_ID,
      now: () => new Date(clock.ms),
    };
    const r = await practiceGame(dead, {
      guildId: 'g',
      channelId: 'restart',
      gameType: 'hoten-kaisen',
      creatorId: 'alice',
      creatorLocale: 'en',
      side: 'russia',
      level: 'ai-fast',
    });
    if (!r.ok) throw new Error(describeError(r.error, 'en'));
    const id = r.value.game.id;
    // The start owes the computer's set-up: its job row is there, and nothing ran it.
    const started = await load(dead, id);
    expect(pendingSides(started.state)).toContain('japan');
    const jobs = await db.prisma.outbox.findMany({ where: { gameId: id, kind: 'job' } });
    expect(jobs.map((j) => (j.payload as { version: number }).version)).toEqual([started.version]);
    // It claimed the row too (a search under way when it died): the claim holds for its lease.
    expect((await dead.repo.claimOutbox(32, 30_000, new Date(clock.ms))).some((row) => row.kind === 'job')).toBe(true);
    // "Process 2", on the same database: the claim still holds, so nothing yet…
    const h = await start(db, clock);
    await h.app.outbox.drain();
    expect((await load(h.app.deps, id)).version).toBe(started.version);
    // …and once the lease has run out, the job runs: the computer sets up (in one action or
    // counter by counter, one job each), and the decision comes to the member.
    clock.ms += 31_000;
    await h.app.outbox.drain();
    const after = await load(h.app.deps, id);
    expect(pendingSides(after.state)).toEqual(['russia']);
    const byAi = (await h.app.repo.loadActions(id)).filter((a) => a.userId === CONSOLE_BOT_ID);
    expect(byAi.length).toBeGreaterThan(0);
    // One move per version: no job moved twice.
    expect(after.version).toBe(started.version + byAi.length);
    // Run again (a second process with the same row): nothing more.
    expect(await runAiTurn(h.app.deps, { type: 'ai-turn', gameId: id, version: started.version })).toBe('stale');
    expect((await h.app.repo.loadActions(id)).filter((a) => a.userId === CONSOLE_BOT_ID).length).toBe(byAi.length);
  }, 120_000);
});
