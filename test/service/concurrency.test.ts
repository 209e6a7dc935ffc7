// Many commands at one game at once: each is either applied or clearly refused, and the stored
// game is exactly its action log replayed — the outcome of some serial order. Stale buttons are
// refused without changing anything.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import type { GameState } from '#engine/types.ts';
import type { HotenG } from '#games/hoten-kaisen/types.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { verifyReplay } from '#service/read.ts';
import type { Game } from '#service/types.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../helpers/app.ts';

type HGame = Game & { state: GameState<HotenG> };
const CH = 'busy-channel';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

forEachDatabase('concurrent commands on one game', (t) => {
  let app: App;
  let transport: RecordingTransport;

  beforeEach(async () => {
    transport = new RecordingTransport();
    ({ app } = await startServiceApp(t.db, { transport }));
  });
  afterEach(async () => {
    await app.close();
  });

  async function readyGame(): Promise<HGame> {
    const created = await newGame(app.deps, {
      guildId: 'g',
      channelId: CH,
      gameType: 'hoten-kaisen',
      creatorId: 'alice',
      creatorLocale: 'en',
      opponents: [{ id: 'bob' }],
      side: 'japan',
    });
    expect(created.ok).toBe(true);
    expect((await acceptGame(app.deps, CH, 'bob', 'en')).ok).toBe(true);
    for (const [user, action] of [
      ['alice', 'place-historical'],
      ['bob', 'place-historical'],
    ] as const) {
      const r = await act(app.deps, { channelId: CH, userId: user, action });
      expect(r.ok, `${user} ${action}`).toBe(true);
    }
    await app.outbox.drain();
    return (await app.repo.findOpenGameByChannel(CH)) as HGame;
  }

  it('50 commands at once: each applied or refused with a code and a text; the state is the log replayed', async () => {
    const game = await readyGame();
    const logBefore = (await app.repo.loadActions(game.id)).length;
    const postsBefore = transport.channelPosts(CH).length;
    // Both players, legal and illegal, in a fixed shuffled order; carol is no player.
    const menu: [string, string][] = [
      ['alice', 'pass'],
      ['bob', 'pass'],
      ['alice', 'move J2 0406'],
      ['bob', 'move R2 0305'],
      ['alice', 'move J2 9999'],
      ['bob', 'teleport R1'],
      ['alice', 'move J1 0806'],
      ['bob', 'move RC 0703'],
      ['carol', 'pass'],
      ['alice', 'enter J3'],
    ];
    const calls = Array.from({ length: 50 }, (_, i) => menu[(i * 7) % menu.length]!);
    // Count the commits that lost a race (and were recomputed from the newer state).
    const commit = app.repo.commitGameChange;
    let stale = 0;
    app.repo.commitGameChange = async (input) => {
      const r = await commit(input);
      if (!r.ok && r.reason === 'STALE') stale++;
      return r;
    };
    // All at once, in ten staggered waves a few milliseconds apart so that reads and commits interleave.
    const results = await Promise.all(
      calls.map(async ([userId, action], i) => {
        await sleep((i % 10) * 4);
        return act(app.deps, { channelId: CH, userId, action });
      }),
    );
    app.repo.commitGameChange = commit;
    await app.outbox.drain();

    const codes = new Map<string, number>();
    for (const r of results) {
      if (r.ok) continue;
      expect(r.error.code).toMatch(/^[A-Z_]+$/);
      expect(r.error.text.en.length).toBeGreaterThan(5);
      expect(r.error.text.ja.length).toBeGreaterThan(5);
      codes.set(r.error.code, (codes.get(r.error.code) ?? 0) + 1);
    }
    const ok = results.filter((r) => r.ok).length;
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThan(50);
    calls.forEach(([user], i) => {
      const r = results[i]!;
      if (user === 'carol') expect(!r.ok && ['NOT_SEATED', 'NO_GAME'].includes(r.error.code)).toBe(true);
    });
    const log = await app.repo.loadActions(game.id);
    expect(log.length - logBefore).toBe(ok);
    expect(log.map((a) => a.seq)).toEqual(log.map((_, i) => i + 1));
    const after = (await app.repo.findGame(game.id)) as HGame;
    expect(after.version - game.version).toBe(ok);
    expect(after.state.step).toBe(log.length);
    const v = await verifyReplay(app.deps, game.id);
    expect(v.replayed).toEqual(v.stored);
    expect(v.equal).toBe(true);
    // Every map post owed (one per hand-over, not per command) delivered once.
    const owedMaps = (await app.db.prisma.outbox.findMany({ where: { gameId: game.id, kind: 'channel' } })).filter(
      (r) => (r.payload as { type: string }).type === 'update',
    );
    expect(transport.channelPosts(CH).filter((p) => p.files?.some((f) => f.name === 'map.png'))).toHaveLength(
      owedMaps.length,
    );
    expect(transport.channelPosts(CH).length - postsBefore).toBeLessThanOrEqual(ok);
    expect(await app.repo.countPendingOutbox()).toBe(0);
    console.log(
      `[${t.kind}] 50 concurrent commands: ${ok} applied, ${stale} stale commits retried; refused: ${JSON.stringify(Object.fromEntries(codes))}`,
    );
  });

  it('a commit that loses the race is recomputed from the winner’s state', async () => {
    const game = await readyGame();
    // alice's pass is computed at version v; just before it commits, her move commits first.
    const commit = app.repo.commitGameChange;
    let raced = false;
    const outcomes: string[] = [];
    app.repo.commitGameChange = async (input) => {
      if (!raced) {
        raced = true;
        const first = await act(app.deps, { channelId: CH, userId: 'alice', action: 'move J2 0406' });
        expect(first.ok).toBe(true);
      }
      const r = await commit(input);
      outcomes.push(r.ok ? 'ok' : r.reason);
      return r;
    };
    const late = await act(app.deps, { channelId: CH, userId: 'alice', action: 'pass' });
    app.repo.commitGameChange = commit;
    expect(outcomes).toEqual(['ok', 'STALE']); // the move, then the pass's stale attempt
    // Recomputed on the new state (the attack step after the move), the pass is no longer legal.
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.error.code).toBe('NOT_NOW');
    const after = (await app.repo.findGame(game.id)) as HGame;
    expect(after.version).toBe(game.version + 1);
    expect((await app.repo.loadActions(game.id)).map((a) => a.action).slice(-1)).toEqual(['move J2 0406']);
    expect((await verifyReplay(app.deps, game.id)).equal).toBe(true);
  });

  it('a stale button is refused and changes nothing; a fresh one works', async () => {
    const game = await readyGame();
    // Japan moves next to two Russian counters: the attack decision's buttons (on the /act reply)
    // are drawn for this version.
    const moved = await act(app.deps, { channelId: CH, userId: 'alice', action: 'move J2 0406' });
    expect(moved.ok).toBe(true);
    await app.outbox.drain();
    const current = (await app.repo.findGame(game.id)) as HGame;

    const logBefore = (await app.repo.loadActions(game.id)).length;
    const outboxBefore = await app.db.prisma.outbox.count();
    for (const expectedVersion of [current.version - 1, current.version + 1, 0]) {
      const r = await act(app.deps, { channelId: CH, userId: 'alice', action: 'end', expectedVersion });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('STALE_BUTTON');
        expect(r.error.text.en).toContain('earlier position');
      }
    }
    const still = (await app.repo.findGame(game.id)) as HGame;
    expect(still.version).toBe(current.version);
    expect(still.state).toEqual(current.state);
    expect((await app.repo.loadActions(game.id)).length).toBe(logBefore);
    expect(await app.db.prisma.outbox.count()).toBe(outboxBefore);

    // The same press at the current version is applied once; pressed again, it is stale.
    const fresh = await Promise.all(
      [1, 2, 3].map(() =>
        act(app.deps, { channelId: CH, userId: 'alice', action: 'end', expectedVersion: current.version }),
      ),
    );
    expect(fresh.filter((r) => r.ok)).toHaveLength(1);
    for (const r of fresh) if (!r.ok) expect(['STALE_BUTTON', 'NOT_YOUR_DECISION']).toContain(r.error.code);
    expect(((await app.repo.findGame(game.id)) as HGame).version).toBe(current.version + 1);
    expect((await verifyReplay(app.deps, game.id)).equal).toBe(true);
  });
});
