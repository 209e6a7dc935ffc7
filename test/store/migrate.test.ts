import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#store/db.ts';
import {
  DEFAULT_MIGRATIONS_DIR,
  migrate,
  MigrationError,
  readMigrations,
  sha256Hex,
  type SqlExecutor,
  pgliteExecutor,
  poolExecutor,
} from '#store/migrate.ts';
import {
  createScratchPostgres,
  databaseKinds,
  migratedPGliteSnapshot,
  openEmptyPGlite,
  type DbKind,
  type ScratchPostgres,
} from '../helpers/db.ts';

/** An empty database of that kind, with a raw executor for inspection. */
interface Target {
  executor: SqlExecutor;
  /** What migrate() accepts directly (a PGlite or a pg Pool). */
  raw: PGlite | pg.Pool;
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

// One empty database per kind for the whole file (a fresh PGlite, from a copy of initdb's cluster):
// tests that add migrations drop what they made.
async function emptyTarget(kind: DbKind): Promise<Target> {
  if (kind === 'pglite') {
    const db = await openEmptyPGlite();
    return {
      executor: pgliteExecutor(db),
      raw: db,
      query: async (sql, params) => (await db.query<never>(sql, params)).rows,
      close: () => db.close(),
    };
  }
  const scratch: ScratchPostgres = await createScratchPostgres();
  const pool = new pg.Pool({ connectionString: scratch.url, max: 3 });
  pool.on('error', () => undefined); // an idle client's error must not become an unhandled 'error' event
  return {
    executor: poolExecutor(pool),
    raw: pool,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}

function tempMigrationsDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hexpost-migrations-'));
  cpSync(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

function addMigration(dir: string, name: string, sql: string): void {
  mkdirSync(path.join(dir, name));
  writeFileSync(path.join(dir, name, 'migration.sql'), sql);
}

describe('migration files', () => {
  it('are read from the package folder', () => {
    expect(path.isAbsolute(DEFAULT_MIGRATIONS_DIR)).toBe(true);
    const ms = readMigrations();
    expect(ms.map((m) => m.name)).toContain('20261121000000_init');
    expect(ms[0]!.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(ms[0]!.sql).toContain('CREATE UNIQUE INDEX "Game_channelId_open_key"');
  });

  // In a child process: process.chdir() inside a test worker races whatever relative-path I/O
  // the runner has in flight on the libuv thread pool (an unhandled ENOENT, once, in CI).
  it('are found whatever the working directory', () => {
    const require = createRequire(import.meta.url);
    const loader = pathToFileURL(require.resolve('tsx')).href;
    const migrateModule = pathToFileURL(fileURLToPath(new URL('../../src/store/migrate.ts', import.meta.url))).href;
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        loader,
        '-e',
        `import(${JSON.stringify(migrateModule)}).then((m) => console.log(JSON.stringify(m.readMigrations().map((x) => x.name))))`,
      ],
      { cwd: os.tmpdir(), encoding: 'utf8' },
    );
    expect(JSON.parse(out.trim())).toEqual(readMigrations().map((m) => m.name));
  });
});

for (const kind of databaseKinds()) {
  describe(`migrate [${kind}]`, () => {
    let t: Target;
    beforeAll(async () => {
      t = await emptyTarget(kind);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('applies all migrations once, writing Prisma-compatible rows; a second run applies nothing', async () => {
      const first = await migrate(t.raw);
      const local = readMigrations();
      expect(first.applied).toEqual(local.map((m) => m.name));
      expect(first.skipped).toEqual([]);

      const rows = await t.query<{
        id: string;
        checksum: string;
        finished_at: Date | null;
        migration_name: string;
        logs: string | null;
        rolled_back_at: Date | null;
        started_at: Date;
        applied_steps_count: number;
      }>(`SELECT * FROM "_prisma_migrations" ORDER BY "started_at"`);
      expect(rows).toHaveLength(local.length);
      const row = rows[0]!;
      expect(row.migration_name).toBe('20261121000000_init');
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.checksum).toBe(sha256Hex(local[0]!.sql));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.started_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
      expect(row.applied_steps_count).toBe(1);

      // The column types Prisma's schema engine creates.
      const cols = await t.query<{ column_name: string; data_type: string }>(
        `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
      );
      expect(cols.map((c) => `${c.column_name}:${c.data_type}`)).toEqual([
        'id:character varying',
        'checksum:character varying',
        'finished_at:timestamp with time zone',
        'migration_name:character varying',
        'logs:text',
        'rolled_back_at:timestamp with time zone',
        'started_at:timestamp with time zone',
        'applied_steps_count:integer',
      ]);

      const second = await migrate(t.executor);
      expect(second.applied).toEqual([]);
      expect(second.skipped).toEqual(local.map((m) => m.name));
      expect(await t.query(`SELECT 1 FROM "_prisma_migrations"`)).toHaveLength(local.length);
    });

    it('created the tables and the partial unique index', async () => {
      const tables = await t.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
      );
      expect(tables.map((r) => r.table_name)).toEqual([
        'ActionLog',
        'BoardLink',
        'Game',
        'GameLog',
        'GuildSettings',
        'League',
        'LeagueEntry',
        'LeaguePairing',
        'Outbox',
        'Rating',
        'Season',
        'Seat',
        'SigningKey',
        'Vacation',
        '_prisma_migrations',
      ]);
      const idx = await t.query<{ indexdef: string }>(
        `SELECT indexdef FROM pg_indexes WHERE indexname = 'Game_channelId_open_key'`,
      );
      expect(idx[0]?.indexdef).toMatch(/UNIQUE INDEX .* WHERE .*status.* = ANY/);
    });

    it('refuses to run when an applied migration file was modified', async () => {
      const dir = tempMigrationsDir();
      try {
        writeFileSync(
          path.join(dir, '20261121000000_init', 'migration.sql'),
          `${readMigrations()[0]!.sql}\n-- edited\n`,
        );
        const err = await migrate(t.executor, { migrationsDir: dir }).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(MigrationError);
        expect((err as MigrationError).code).toBe('CHECKSUM_MISMATCH');
        expect((err as MigrationError).migrations).toEqual(['20261121000000_init']);
        expect((err as Error).message).toMatch(/modified/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('accepts the same file checked out with CRLF line ends', async () => {
      const dir = tempMigrationsDir();
      try {
        writeFileSync(
          path.join(dir, '20261121000000_init', 'migration.sql'),
          readMigrations()[0]!.sql.replace(/\n/g, '\r\n'),
        );
        const r = await migrate(t.executor, { migrationsDir: dir });
        expect(r.applied).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('rolls back a failing migration completely and records nothing; a fixed one then applies', async () => {
      const dir = tempMigrationsDir();
      try {
        addMigration(dir, '20261122000000_broken', `CREATE TABLE "Half" ("id" TEXT NOT NULL);\nSELECT 1/0;\n`);
        const err = await migrate(t.executor, { migrationsDir: dir }).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(MigrationError);
        expect((err as MigrationError).code).toBe('MIGRATION_FAILED');
        expect((err as Error).message).toMatch(/20261122000000_broken.*division by zero/);
        expect(await t.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'Half'`)).toHaveLength(0);
        expect(
          await t.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '20261122000000_broken'`),
        ).toHaveLength(0);

        writeFileSync(
          path.join(dir, '20261122000000_broken', 'migration.sql'),
          `CREATE TABLE "Half" ("id" TEXT NOT NULL);\n`,
        );
        const r = await migrate(t.executor, { migrationsDir: dir });
        expect(r.applied).toEqual(['20261122000000_broken']);
        expect(await t.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'Half'`)).toHaveLength(1);
      } finally {
        await t.query(`DROP TABLE IF EXISTS "Half"`);
        await t.query(`DELETE FROM "_prisma_migrations" WHERE migration_name = '20261122000000_broken'`);
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('refuses to run over a failed migration recorded by `prisma migrate deploy`', async () => {
      await t.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, logs, started_at, applied_steps_count)
         VALUES ('00000000-0000-4000-8000-000000000000', $1, '20261123000000_prisma_failed', 'boom', now(), 0)`,
        ['0'.repeat(64)],
      );
      try {
        const err = await migrate(t.executor).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(MigrationError);
        expect((err as MigrationError).code).toBe('FAILED_MIGRATION_RECORDED');
      } finally {
        await t.query(`DELETE FROM "_prisma_migrations" WHERE migration_name = '20261123000000_prisma_failed'`);
      }
    });

    it('serialises concurrent migrators on one instance/database', async () => {
      const dir = tempMigrationsDir();
      try {
        addMigration(dir, '20261124000000_concurrent', `CREATE TABLE "Concurrent" ("id" TEXT NOT NULL);\n`);
        const runs = await Promise.all([1, 2, 3].map(() => migrate(t.executor, { migrationsDir: dir })));
        expect(runs.flatMap((r) => r.applied)).toEqual(['20261124000000_concurrent']);
        expect(
          await t.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '20261124000000_concurrent'`),
        ).toHaveLength(1);
      } finally {
        await t.query(`DROP TABLE IF EXISTS "Concurrent"`);
        await t.query(`DELETE FROM "_prisma_migrations" WHERE migration_name = '20261124000000_concurrent'`);
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

if (databaseKinds().includes('postgres')) {
  describe('migrate [postgres] across processes', () => {
    it('several openDatabase() at once on an empty database (separate pools) apply each migration once', async () => {
      const scratch = await createScratchPostgres();
      try {
        const dbs = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url: scratch.url, poolMax: 2 })));
        try {
          const applied = dbs.flatMap((d) => d.migrations.applied);
          expect(applied).toEqual(readMigrations().map((m) => m.name));
          const pool = dbs[0]!.pool!;
          const rows = await pool.query(`SELECT migration_name FROM "_prisma_migrations"`);
          expect(rows.rows).toHaveLength(readMigrations().length);
          expect(await dbs[1]!.prisma.game.count()).toBe(0);
        } finally {
          await Promise.all(dbs.map((d) => d.close()));
        }
      } finally {
        await scratch.drop();
      }
    });

    it('waits for a migrator of another process holding the lock', async () => {
      const scratch = await createScratchPostgres();
      const holder = new pg.Client({ connectionString: scratch.url });
      holder.on('error', () => undefined);
      await holder.connect();
      try {
        await holder.query('SELECT pg_advisory_lock(72707369)');
        let done = false;
        const pending = openDatabase({ url: scratch.url, poolMax: 1 }).then((d) => {
          done = true;
          return d;
        });
        await new Promise((r) => setTimeout(r, 300));
        expect(done).toBe(false);
        await holder.query('SELECT pg_advisory_unlock(72707369)');
        const db = await pending;
        expect(db.migrations.applied).toHaveLength(readMigrations().length);
        await db.close();
      } finally {
        await holder.end();
        await scratch.drop();
      }
    });
  });
}

describe('migrate [pglite] snapshot', () => {
  it('a database opened from the test snapshot is up to date', async () => {
    const db = await openDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: await migratedPGliteSnapshot() });
    try {
      expect(db.migrations.applied).toEqual([]);
      expect(db.migrations.skipped).toEqual(readMigrations().map((m) => m.name));
    } finally {
      await db.close();
    }
  });
});

describe('data migrations', () => {
  it("moves each started game's text log into GameLog rows, keeps in the state only what the channel was not shown, and gives owed rows their locale", async () => {
    const db = await openEmptyPGlite();
    try {
      // The schema as it was before the log rows and the outbox locale.
      const before = tempMigrationsDir();
      for (const m of readMigrations())
        if (m.name >= '20261125000000') rmSync(path.join(before, m.name), { recursive: true });
      await migrate(db, { migrationsDir: before });
      const entry = (n: number, to?: string[]) => ({
        text: { ja: `記録${n}`, en: `entry ${n}` },
        ...(to ? { to } : {}),
      });
      const state = (log: unknown[]) => JSON.stringify({ game: 'x', log, g: { n: 1 } });
      await db.query(`INSERT INTO "GuildSettings" ("guildId", "locale", "updatedAt") VALUES ('gd', 'en', now())`);
      const insertGame = `INSERT INTO "Game" ("id", "guildId", "channelId", "gameType", "status", "setup", "state", "announced", "createdBy", "updatedAt") VALUES ($1, 'gd', $1, 'x', $2, '{}', $3, $4, 'u', now())`;
      await db.query(insertGame, ['active', 'active', state([entry(0), entry(1, ['japan']), entry(2), entry(3)]), 2]);
      await db.query(insertGame, ['done', 'finished', state([entry(0), entry(1)]), 2]);
      await db.query(insertGame, ['pending', 'pending', state([entry(0)]), 0]);
      await db.query(
        `INSERT INTO "Outbox" ("gameId", "kind", "target", "payload") VALUES ('active', 'channel', 'c', '{}'), ('active', 'dm', 'u', '{"locale":"ja"}')`,
      );

      await migrate(db);
      const rows = await db.query<{ gameId: string; seq: number; entry: { text: { en: string }; to?: string[] } }>(
        `SELECT "gameId", "seq", "entry" FROM "GameLog" ORDER BY "gameId", "seq"`,
      );
      expect(
        rows.rows.map((r) => `${r.gameId}:${r.seq}:${r.entry.text.en}${r.entry.to ? `>${r.entry.to.join()}` : ''}`),
      ).toEqual([
        'active:0:entry 0',
        'active:1:entry 1>japan',
        'active:2:entry 2',
        'active:3:entry 3',
        'done:0:entry 0',
        'done:1:entry 1',
      ]);
      const logs = await db.query<{ id: string; log: { text: { en: string } }[] }>(
        `SELECT "id", "state"->'log' AS log FROM "Game" ORDER BY "id"`,
      );
      expect(Object.fromEntries(logs.rows.map((r) => [r.id, r.log.map((e) => e.text.en)]))).toEqual({
        active: ['entry 2', 'entry 3'],
        done: [],
        pending: ['entry 0'],
      });
      const owed = await db.query<{ kind: string; locale: string | null }>(
        `SELECT "kind", "locale" FROM "Outbox" ORDER BY "id"`,
      );
      expect(owed.rows).toEqual([
        { kind: 'channel', locale: 'en' },
        { kind: 'dm', locale: 'ja' },
      ]);
    } finally {
      await db.close();
    }
  });
  it('counts every action stored before undo learnt what actions did as rolled and revealed (undo stops before it); later ones keep what they reported', async () => {
    const db = await openEmptyPGlite();
    try {
      const before = tempMigrationsDir();
      for (const m of readMigrations())
        if (m.name >= '20261124000000') rmSync(path.join(before, m.name), { recursive: true });
      await migrate(db, { migrationsDir: before });
      await db.query(
        `INSERT INTO "Game" ("id", "channelId", "gameType", "status", "setup", "state", "createdBy", "updatedAt") VALUES ('old', 'c', 'x', 'active', '{}', '{"log":[]}', 'u', now())`,
      );
      // Stored a day before the upgrade.
      await db.query(
        `INSERT INTO "ActionLog" ("gameId", "seq", "side", "userId", "action", "createdAt") VALUES ('old', 0, 'a', 'u', '"move"', now() - interval '1 day'), ('old', 1, 'b', 'v', '"pass"', now() - interval '1 day')`,
      );
      await migrate(db);
      await db.query(
        `INSERT INTO "ActionLog" ("gameId", "seq", "side", "userId", "action", "rolled", "revealed") VALUES ('old', 2, 'a', 'u', '"end"', false, true)`,
      );
      const rows = await db.query<{ seq: number; rolled: boolean; revealed: boolean }>(
        `SELECT "seq", "rolled", "revealed" FROM "ActionLog" ORDER BY "seq"`,
      );
      expect(rows.rows).toEqual([
        { seq: 0, rolled: true, revealed: true },
        { seq: 1, rolled: true, revealed: true },
        { seq: 2, rolled: false, revealed: true },
      ]);
    } finally {
      await db.close();
    }
  });
});
