// A restart loses nothing: the game is stored and goes on, and the posts and DMs owed before
// the restart (undelivered because Discord failed, or claimed by a process that then died) are
// delivered by the next process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '#src/app.ts';
import type { GameState } from '#engine/types.ts';
import type { HotenG } from '#games/hoten-kaisen/types.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { legalFor, verifyReplay } from '#service/read.ts';
import type { Game } from '#service/types.ts';
import { databaseKinds, openTestDatabase, type DbKind, type TestDatabase } from '../helpers/db.ts';
import { RecordingTransport } from '../helpers/app.ts';
import { configureLogging } from '#src/log.ts';
import { usePictures } from '../helpers/pictures.ts';

// The pictures the outbox posts are not under test here: cheap ones (test/helpers/pictures.ts).
beforeAll(() => usePictures());

// The failed deliveries below are expected: keep their warnings out of the test output.
configureLogging({ level: 'error' });

type HGame = Game & { state: GameState<HotenG> };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where a "process" keeps its data: a PGlite folder, or a Postgres database (one per test). */
interface Store {
  /** `now`: the app's clock (the outbox's leases and backoff), real time unless given. */
  open(transport: RecordingTransport, now?: () => Date): Promise<App>;
  dispose(): Promise<void>;
}

async function makeStore(kind: DbKind): Promise<Store> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hexpost-restart-'));
    return {
      open: (transport, now) => createApp({ pgliteDir: dir, transport, defaultLocale: 'en', newSeed: () => 1905, now }),
      dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const db: TestDatabase = await openTestDatabase('postgres');
  return {
    open: (transport, now) =>
      createApp({ databaseUrl: db.url!, transport, defaultLocale: 'en', newSeed: () => 1905, now }),
    dispose: () => db.close(),
  };
}

/** Drain until nothing is owed (rows waiting for a retry become due after their backoff). */
async function drainAll(app: App, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await app.outbox.drain();
    if ((await app.repo.countPendingOutbox()) === 0) return;
    if (Date.now() > until) throw new Error('outbox still owes rows');
    await sleep(100);
  }
}

const CH = 'restart-channel';

for (const kind of databaseKinds()) {
  describe(`restarts [${kind}]`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await makeStore(kind);
    });
    afterAll(async () => {
      await store?.dispose();
    });

    it('the game survives a restart, and what was owed before it is delivered after it', async () => {
      // --- first process: a game, then Discord goes down during a move ------------------------
      const t1 = new RecordingTransport();
      const app1 = await store.open(t1);
      expect(
        (
          await newGame(app1.deps, {
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
      expect((await acceptGame(app1.deps, CH, 'bob', 'en')).ok).toBe(true);
      for (const [user, action] of [
        ['alice', 'place-historical'],
        ['bob', 'place-historical'],
      ] as const) {
        expect((await act(app1.deps, { channelId: CH, userId: user, action })).ok).toBe(true);
      }
      // A move inside Japan's stretch is posted at the hand-over (its end).
      expect((await act(app1.deps, { channelId: CH, userId: 'alice', action: 'move J2 0406' })).ok).toBe(true);
      await drainAll(app1);
      const delivered1 = t1.delivered.length;
      t1.fail = new Error('503 Service Unavailable (Discord is down)');
      const moved = await act(app1.deps, { channelId: CH, userId: 'alice', action: 'end' });
      expect(moved.ok).toBe(true);
      await app1.outbox.drain();
      expect(t1.attempts).toBeGreaterThan(delivered1); // it tried
      expect(t1.delivered.length).toBe(delivered1); // and failed
      // The map post, alice's DM (her hidden J2 moved; bob's private view did not change) and the
      // pinned status message (this transport has none: settled unsent once its turn comes).
      expect(await app1.repo.countPendingOutbox()).toBe(3);
      const gameId = moved.ok ? moved.value.game.id : '';
      const before = (await app1.repo.findGame(gameId)) as HGame;
      await app1.close();

      // --- second process: same data, Discord is back ------------------------------------------
      const t2 = new RecordingTransport();
      const app2 = await store.open(t2);
      try {
        const after = (await app2.repo.findGame(gameId)) as HGame;
        expect(after.version).toBe(before.version);
        expect(after.state).toEqual(before.state);
        expect(await app2.repo.countPendingOutbox()).toBe(3);
        await drainAll(app2); // the rows become due after their retry backoff
        expect(t2.delivered.map((d) => `${d.kind}:${d.target}`).sort()).toEqual([
          'channel:restart-channel',
          'dm:alice',
        ]);
        const post = t2.channelPosts(CH)[0]!;
        expect(post.content).toContain('0406'); // the move that was owed
        expect(post.files?.[0]?.name).toBe('map.png');
        const rows = (await app2.db.prisma.outbox.findMany({ where: { gameId }, orderBy: { id: 'asc' } })).filter(
          (r) => (r.payload as { type: string }).type !== 'status',
        );
        // The map delivered is the one owed before the restart, drawn for that version.
        expect(rows.filter((r) => (r.payload as { type: string }).type === 'update').at(-1)?.payload).toMatchObject({
          version: before.version,
        });
        expect(
          rows.slice(-2).every((r) => r.deliveredAt && r.attempts === 1 && r.lastError?.includes('name=Error')),
        ).toBe(true); // lastError is a summary (name, code, status), never the error's text

        // The game goes on where it stopped: Russia's decision, at the version of the owed post.
        const legal = await legalFor(app2.deps, CH, 'bob');
        expect(legal.length).toBeGreaterThan(0);
        const next = await act(app2.deps, {
          channelId: CH,
          userId: 'bob',
          action: legal[0]!.action,
          expectedVersion: before.version,
        });
        expect(next.ok).toBe(true);
        expect((await verifyReplay(app2.deps, gameId)).equal).toBe(true);
      } finally {
        await app2.close();
      }
    });

    it('rows claimed by a process that died are delivered once their lease runs out', async () => {
      const t1 = new RecordingTransport();
      const app1 = await store.open(t1);
      const game = await app1.repo.findOpenGameByChannel<unknown, GameState<HotenG>>(CH);
      expect(game?.status).toBe('active');
      // Owe a change without delivering it: the worker is not kicked, the rows are claimed by a
      // "process" that dies before sending them.
      const quiet = { ...app1.deps, onOutbox: undefined };
      // Play on until a change owes a post (a hand-over).
      for (let i = 0; i < 40 && (await app1.repo.countPendingOutbox()) === 0; i++) {
        const user = (await legalFor(app1.deps, CH, 'alice')).length ? 'alice' : 'bob';
        const choices = await legalFor(app1.deps, CH, user);
        const r = await act(quiet, {
          channelId: CH,
          userId: user,
          action: (
            choices.find((l) => l.action === 'end') ??
            choices.find((l) => l.action.startsWith('move ')) ??
            choices[0]!
          ).action,
        });
        expect(r.ok).toBe(true);
      }
      // The map post, the status message, and a DM to each player whose private view changed.
      const claimed = await app1.repo.claimOutbox(10, 3_000);
      expect(
        claimed.filter((c) => c.kind === 'channel' && (c.payload as { type: string }).type === 'update'),
      ).toHaveLength(1);
      const sent = claimed
        .filter((c) => (c.payload as { type: string }).type !== 'status')
        .map((c) => c.kind)
        .sort();
      const leaseEnd = claimed[0]!.claimedUntil!.getTime();
      await app1.close(); // its drain finds nothing: the rows are leased
      expect(t1.delivered).toHaveLength(0);

      // The second process's clock stands still inside the lease until the test moves it past.
      let now = new Date(leaseEnd - 1_000);
      const t2 = new RecordingTransport();
      const app2 = await store.open(t2, () => now);
      try {
        await app2.outbox.drain();
        // A drain within the lease cannot take the rows.
        expect(t2.delivered).toHaveLength(0);
        now = new Date(leaseEnd + 100);
        await drainAll(app2);
        expect(t2.delivered.map((d) => d.kind).sort()).toEqual(sent);
        expect(await app2.repo.countPendingOutbox()).toBe(0);
        expect((await verifyReplay(app2.deps, game!.id)).equal).toBe(true);
      } finally {
        await app2.close();
      }
    });
  });
}
