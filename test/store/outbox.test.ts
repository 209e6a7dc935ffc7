import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#store/db.ts';
import { readMigrations } from '#store/migrate.ts';
import { createRepository, type OutboxInput, type Repository } from '#store/repository.ts';
import { forEachDatabase } from '../helpers/db.ts';

async function gameWithOutbox(repo: Repository, gameId: string, outbox: OutboxInput[]): Promise<void> {
  const created = await repo.createGame({
    id: gameId,
    channelId: `ch-${gameId}`,
    gameType: 'test',
    status: 'active',
    setup: {},
    state: { step: 0 },
    createdBy: 'u1',
    seats: [{ side: 'a', userId: 'u1' }],
  });
  expect(created.ok).toBe(true);
  const r = await repo.commitGameChange({ gameId, expectedVersion: 0, state: { step: 1 }, actions: [], outbox });
  expect(r.ok).toBe(true);
}

const posts = (n: number, from = 0): OutboxInput[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'channel' as const,
    target: 'c1',
    payload: { n: from + i, text: `投稿 ${from + i}` },
  }));

/** Registers nothing: for cases that only exist on one database kind (not a skipped test). */
const noTest = (_name: string, _fn: () => Promise<void>): void => {};

forEachDatabase('outbox', (t) => {
  it('claims due rows oldest first, up to the limit, with typed payloads', async () => {
    await gameWithOutbox(t.repo, 'g1', posts(5));
    const a = await t.repo.claimOutbox<{ n: number; text: string }>(3, 60_000);
    expect(a.map((r) => r.payload.n)).toEqual([0, 1, 2]);
    expect(typeof a[0]!.id).toBe('bigint');
    expect(a[0]).toMatchObject({
      gameId: 'g1',
      kind: 'channel',
      target: 'c1',
      attempts: 0,
      lastError: null,
      payload: { n: 0, text: '投稿 0' },
    });
    expect(a[0]!.claimedUntil!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Head of line: the channel's later posts wait while its earlier ones are claimed.
    expect(await t.repo.claimOutbox(10, 60_000)).toEqual([]);
    expect(await t.repo.countPendingOutbox()).toBe(5);
    for (const r of a) expect(await t.repo.markDelivered(r.id, { lease: r.claimedUntil })).toBe(true);
    const b = await t.repo.claimOutbox<{ n: number }>(10, 60_000);
    expect(b.map((r) => r.payload.n)).toEqual([3, 4]);
    expect(await t.repo.claimOutbox(10, 60_000)).toEqual([]);
    expect(await t.repo.countPendingOutbox()).toBe(2);
  });

  it("a row carries its locale: the guild's setting at commit for a channel post, the player's for a DM, none without a setting", async () => {
    const setup = {
      setup: {},
      state: { step: 0 },
      createdBy: 'u1',
      seats: [{ side: 'a', userId: 'u1' }],
      gameType: 'test',
      status: 'active' as const,
    };
    await t.repo.setGuildLocale('guild-en', 'en');
    expect((await t.repo.createGame({ id: 'ge', guildId: 'guild-en', channelId: 'ch-ge', ...setup })).ok).toBe(true);
    expect((await t.repo.createGame({ id: 'gn', guildId: 'guild-none', channelId: 'ch-gn', ...setup })).ok).toBe(true);
    const owed: OutboxInput[] = [
      { kind: 'channel', target: 'c', payload: { n: 1 } },
      { kind: 'dm', target: 'u1', locale: 'ja', payload: { n: 2 } },
    ];
    // One move commit (one statement), and one with a seat update (the interactive transaction).
    expect(
      (
        await t.repo.commitGameChange({
          gameId: 'ge',
          expectedVersion: 0,
          state: { step: 1 },
          actions: [],
          outbox: owed,
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await t.repo.commitGameChange({
          gameId: 'gn',
          expectedVersion: 0,
          state: { step: 1 },
          actions: [],
          outbox: owed,
          seatUpdates: [{ side: 'a', locale: 'en' }],
        })
      ).ok,
    ).toBe(true);
    // A later change of the guild's setting does not rewrite what is already owed.
    await t.repo.setGuildLocale('guild-en', 'ja');
    const rows = await t.repo.claimOutbox<{ n: number }>(10, 60_000);
    expect(rows.map((r) => `${r.gameId}:${r.kind}:${r.locale}`).sort()).toEqual([
      'ge:channel:en',
      'ge:dm:ja',
      'gn:channel:null',
      'gn:dm:ja',
    ]);
  });

  it('an expired lease makes a row claimable again', async () => {
    await gameWithOutbox(t.repo, 'g1', posts(1));
    // The claim's clock is injected: a loaded machine can take longer than a short real lease between two calls.
    const t0 = new Date();
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(await t.repo.claimOutbox(1, 500, t0)).toHaveLength(1);
    expect(await t.repo.claimOutbox(1, 500, at(499))).toHaveLength(0);
    expect(await t.repo.claimOutbox(1, 500, at(500))).toHaveLength(1);
  });

  it('delivered, retried and failed rows', async () => {
    await gameWithOutbox(t.repo, 'g1', [
      ...posts(3),
      { kind: 'dm', target: 'u9', payload: { later: true }, deliverAfter: new Date(Date.now() + 3_600_000) },
    ]);
    const t0 = new Date(); // the clock is injected: nothing here waits on a real second
    const [d, r, f] = await t.repo.claimOutbox(10, 60_000, t0);
    expect(await t.repo.markDelivered(d!.id)).toBe(true);
    expect(await t.repo.markDelivered(d!.id)).toBe(false);
    await t.repo.markRetry(r!.id, new Error('503 from Discord'), 1_000, { now: t0 });
    await t.repo.markFailed(f!.id, 'DM closed (50007)');
    expect(await t.repo.countPendingOutbox()).toBe(2); // the retried one and the not-yet-due DM

    expect(await t.repo.claimOutbox(10, 60_000, new Date(t0.getTime() + 999))).toEqual([]); // retry not due yet, DM in an hour
    const again = await t.repo.claimOutbox(10, 60_000, new Date(t0.getTime() + 1_000));
    expect(again.map((x) => x.id)).toEqual([r!.id]);
    expect(again[0]).toMatchObject({ attempts: 1, lastError: 'Error: 503 from Discord' });

    const failed = await t.prisma.outbox.findUnique({ where: { id: f!.id } });
    expect(failed?.failedAt).toBeInstanceOf(Date);
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toBe('DM closed (50007)');
    const delivered = await t.prisma.outbox.findUnique({ where: { id: d!.id } });
    expect(delivered?.deliveredAt).toBeInstanceOf(Date);
    expect(delivered?.claimedUntil).toBeNull();
  });

  it('concurrent claimers get disjoint rows and together get all of them', async () => {
    // Forty recipients (one channel's rows are handed out one run at a time, head of line).
    await gameWithOutbox(
      t.repo,
      'g1',
      posts(40).map((p, i) => ({ ...p, target: `c${i}` })),
    );
    // A second client on the same database stands for another process (postgres only; a PGlite
    // folder belongs to one process).
    const other =
      t.kind === 'postgres' ? await openDatabase({ url: t.db.url!, migrate: false, poolMax: 4 }) : undefined;
    try {
      const repos = [
        t.repo,
        t.repo,
        createRepository(other?.prisma ?? t.prisma),
        createRepository(other?.prisma ?? t.prisma),
      ];
      const seen: bigint[] = [];
      for (;;) {
        const batches = await Promise.all(repos.map((r) => r.claimOutbox(3, 60_000)));
        const ids = batches.flat().map((x) => x.id);
        if (ids.length === 0) break;
        seen.push(...ids);
      }
      expect(seen).toHaveLength(40);
      expect(new Set(seen).size).toBe(40);
    } finally {
      await other?.close();
    }
  });

  // Only a real server has concurrent transactions (PGlite runs one at a time): the case exists only there.
  (t.kind === 'postgres' ? it : noTest)(
    'skips rows locked by another transaction instead of waiting (SKIP LOCKED)',
    async () => {
      await gameWithOutbox(t.repo, 'g1', posts(3));
      const first = await t.prisma.outbox.findFirst({ orderBy: { id: 'asc' } });
      const other = new pg.Client({ connectionString: t.db.url! });
      other.on('error', () => undefined);
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query(`SELECT "id" FROM "Outbox" WHERE "id" = $1 FOR UPDATE`, [first!.id.toString()]);
        const started = Date.now();
        const got = await t.repo.claimOutbox(10, 60_000);
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(got.map((g) => g.payload)).toEqual([
          expect.objectContaining({ n: 1 }),
          expect.objectContaining({ n: 2 }),
        ]);
        await other.query('ROLLBACK');
        expect((await t.repo.claimOutbox(10, 60_000)).map((g) => g.id)).toEqual([first!.id]);
      } finally {
        await other.end();
      }
    },
  );
});

describe('outbox [pglite folder]', () => {
  it('survives closing and reopening the folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hexpost-pglite-'));
    try {
      const db1 = await openDatabase({ pgliteDir: dir });
      expect(db1.kind).toBe('pglite');
      expect(db1.migrations.applied).toEqual(readMigrations().map((m) => m.name));
      const repo1 = createRepository(db1.prisma);
      await gameWithOutbox(repo1, 'g1', posts(3));
      const [claimed] = await repo1.claimOutbox(1, 60_000);
      await repo1.markDelivered(claimed!.id);
      expect(await repo1.countPendingOutbox()).toBe(2);
      await db1.close();

      const db2 = await openDatabase({ pgliteDir: dir });
      try {
        expect(db2.migrations.applied).toEqual([]);
        const repo2 = createRepository(db2.prisma);
        expect(await repo2.countPendingOutbox()).toBe(2);
        const rows = await repo2.claimOutbox<{ n: number }>(10, 60_000);
        expect(rows.map((r) => r.payload.n)).toEqual([1, 2]);
        expect((await repo2.findGame('g1'))?.version).toBe(1);
      } finally {
        await db2.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
