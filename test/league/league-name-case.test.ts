// League names are one whatever their case, in the database too (issue 23): the migration
// 20261201000000_league_name_case adds a unique index on ("guildId", lower("name")), renaming the
// later of names an old database holds twice without case ("spring" after "Spring" becomes
// "spring (2)"); two /league create at once with names differing only by case make one league, the
// other creator refused in their language with nothing changed. On PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLeague, type LeagueActor } from '#league/service.ts';
import { DEFAULT_MIGRATIONS_DIR, migrate, readMigrations } from '#store/migrate.ts';
import type { App } from '#src/app.ts';
import { describeError } from '#service/types.ts';
import { RecordingTransport, startServiceApp } from '../helpers/app.ts';
import { createScratchPostgres, databaseKinds, forEachDatabase, type DbKind } from '../helpers/db.ts';

const MIGRATION = '20261201000000_league_name_case';

/** An empty database of that kind: its raw query, what migrate() takes, and how to drop it. */
async function emptyDatabase(kind: DbKind) {
  if (kind === 'pglite') {
    const db = await PGlite.create({ dataDir: 'memory://' });
    return {
      raw: db as PGlite | pg.Pool,
      query: async <R>(sql: string, params?: unknown[]) => (await db.query<R>(sql, params)).rows,
      close: () => db.close(),
    };
  }
  const scratch = await createScratchPostgres();
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  pool.on('error', () => undefined);
  return {
    raw: pool as PGlite | pg.Pool,
    query: async <R>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as R[],
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}

for (const kind of databaseKinds()) {
  describe(`the league name index [${kind}]`, () => {
    it('an old database with names twice without case migrates: the later ones renamed, the earliest kept', async () => {
      const db = await emptyDatabase(kind);
      const before = mkdtempSync(path.join(os.tmpdir(), 'hexpost-migrations-'));
      try {
        cpSync(DEFAULT_MIGRATIONS_DIR, before, { recursive: true });
        for (const m of readMigrations())
          if (m.name >= MIGRATION) rmSync(path.join(before, m.name), { recursive: true });
        await migrate(db.raw, { migrationsDir: before });
        const insert = `INSERT INTO "League" ("id", "guildId", "channelId", "name", "gameType", "format", "createdBy", "createdAt") VALUES ($1, $2, 'c', $3, 'x', 'swiss', 'u', now() - make_interval(days => $4))`;
        // On one server: "Spring" first, then "spring", "SPRING" and "Spring (2)" (taken already).
        await db.query(insert, ['a', 'g1', 'Spring', 5]);
        await db.query(insert, ['b', 'g1', 'spring', 4]);
        await db.query(insert, ['c', 'g1', 'Spring (2)', 3]);
        await db.query(insert, ['d', 'g1', 'SPRING', 2]);
        await db.query(insert, ['e', 'g1', 'Autumn', 1]);
        // Another server's "spring" is its own.
        await db.query(insert, ['f', 'g2', 'spring', 1]);
        await db.query(`INSERT INTO "Season" ("id", "leagueId", "number", "status") VALUES ('sb', 'b', 1, 'signup')`);

        const applied = await migrate(db.raw);
        expect(applied.applied).toContain(MIGRATION);
        const rows = await db.query<{ id: string; name: string }>(`SELECT "id", "name" FROM "League" ORDER BY "id"`);
        expect(Object.fromEntries(rows.map((r) => [r.id, r.name]))).toEqual({
          a: 'Spring',
          b: 'spring (3)',
          c: 'Spring (2)',
          d: 'SPRING (4)',
          e: 'Autumn',
          f: 'spring',
        });
        // Only the name changed: the renamed league keeps its season.
        expect(await db.query(`SELECT "leagueId" FROM "Season" WHERE "id" = 'sb'`)).toEqual([{ leagueId: 'b' }]);
        // From now on the database itself refuses a name differing only by case, on that server only.
        await expect(db.query(insert, ['g', 'g1', 'AUTUMN', 0])).rejects.toThrow(/League_guildId_lower_name_key/);
        await db.query(insert, ['h', 'g2', 'Autumn', 0]);
      } finally {
        rmSync(before, { recursive: true, force: true });
        await db.close();
      }
    });
  });
}

const who = (userId: string, locale: 'ja' | 'en'): LeagueActor => ({
  guildId: 'g',
  channelId: 'league-channel',
  userId,
  userName: `Name ${userId}`,
  locale,
  canManage: true,
  roles: [],
});

forEachDatabase('league names created at once', (t) => {
  let app: App;
  beforeEach(async () => {
    ({ app } = await startServiceApp(t.db, { transport: new RecordingTransport(), seed: 1 }));
    await app.db.prisma.$executeRawUnsafe('TRUNCATE "League", "Outbox" CASCADE');
  });
  afterEach(async () => app.close());

  it('two creations of names differing only by case: one league, the other refused in its language, nothing changed', async () => {
    for (const [first, second, locale] of [
      ['Spring', 'SPRING', 'en'],
      ['Autumn', 'autumn', 'ja'],
    ] as const) {
      const results = await Promise.all([
        createLeague(app.deps, who('boss', locale), { name: first, game: 'hoten-kaisen', format: 'swiss' }),
        createLeague(app.deps, who('boss2', locale), { name: second, game: 'hoten-kaisen', format: 'swiss' }),
      ]);
      const made = results.filter((r) => r.ok);
      const refused = results.filter((r) => !r.ok);
      expect(made).toHaveLength(1);
      expect(refused).toHaveLength(1);
      const r = refused[0]!;
      if (r.ok) throw new Error('unreachable');
      expect(r.error.code).toBe('LEAGUE_EXISTS');
      const text = describeError(r.error, locale);
      const kept = (
        await app.db.prisma.league.findMany({ where: { guildId: 'g', name: { in: [first, second] } } })
      ).map((l) => l.name);
      expect(kept).toHaveLength(1);
      expect(text).toContain(
        locale === 'en' ? `A league "${kept[0]}" exists already` : `リーグ「${kept[0]}」が既にあります`,
      );
    }
    // Two leagues, one season each, one announcement each: the refused creations left nothing.
    expect(await app.db.prisma.league.count()).toBe(2);
    expect(await app.db.prisma.season.count()).toBe(2);
    expect(await app.db.prisma.outbox.count()).toBe(2);
  });

  it('the store itself refuses a name differing from a league of the server only by case', async () => {
    const league = (id: string, name: string, guildId = 'g') => ({
      id,
      guildId,
      channelId: 'c',
      name,
      gameType: 'hoten-kaisen',
      format: 'swiss' as const,
      pace: null,
      rounds: 5,
      roundDays: 14,
      organiserRoleId: null,
      createdBy: 'boss',
    });
    expect(await app.deps.repo.createLeague(league('l1', 'Spring'), 's1', [])).toBe(true);
    expect(await app.deps.repo.createLeague(league('l2', 'sPRING'), 's2', [])).toBe(false);
    expect(await app.deps.repo.createLeague(league('l3', 'spring', 'other'), 's3', [])).toBe(true);
    expect((await app.db.prisma.league.findMany({ orderBy: { id: 'asc' } })).map((l) => l.name)).toEqual([
      'Spring',
      'spring',
    ]);
  });
});
