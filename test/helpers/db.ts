// Test databases. Every suite written with forEachDatabase runs against:
//   - 'pglite': an in-memory PGlite, always;
//   - 'postgres': a real PostgreSQL, when TEST_DATABASE_URL (or DATABASE_URL) is set. The URL
//     is an admin connection (e.g. postgresql://postgres@127.0.0.1:5432/postgres); each suite
//     gets its own database hexpost_test_<random>, dropped at the end.
// PGlite boots from the bot's copy of a migrated cluster (src/store/pglite-template.ts: initdb
// costs ~2.5 s, loading the copy ~0.5 s), with the engine compiled once per test process.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { openDatabase, type Database, type OpenDatabaseOptions } from '#store/db.ts';
import { migratedCluster } from '#store/pglite-template.ts';
import { createRepository, type Repository } from '#store/repository.ts';

export type DbKind = 'pglite' | 'postgres';

/** The admin URL of the real PostgreSQL for tests, if any. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

/** Both stores when PostgreSQL is given, else PGlite: for the store's own tests (queries, migrations, the outbox, concurrency). */
export function databaseKinds(): DbKind[] {
  return testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * One store for a whole-flow test (a game, a league, a feature played through the service or the
 * fake Discord), whose SQL is the store tests' (databaseKinds, on both stores): PGlite without
 * PostgreSQL; with it, the store is picked by a stable hash of the suite's name, so the flow tests
 * are split between the two stores and each runs once, not twice.
 */
export function flowDatabaseKinds(name: string): DbKind[] {
  if (!testDatabaseUrl()) return ['pglite'];
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.codePointAt(0)!) >>> 0;
  return [h % 2 === 0 ? 'postgres' : 'pglite'];
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: one database per suite

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const url = testDatabaseUrl();
  if (!url) throw new Error('no TEST_DATABASE_URL / DATABASE_URL');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined); // a query's own error rejects it; a dropped connection must not crash the run
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ScratchPostgres {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** An empty PostgreSQL database (no migrations), dropped by drop(). */
export async function createScratchPostgres(): Promise<ScratchPostgres> {
  const url = testDatabaseUrl();
  if (!url) throw new Error('no TEST_DATABASE_URL / DATABASE_URL');
  const name = `hexpost_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  let dropped = false;
  return {
    url: withDatabase(url, name),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// PGlite: the migrated cluster, and the engine compiled once per process

const PGLITE_DIST = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

/** The global WebAssembly (this project's TypeScript libraries declare its types, not the value). */
const Wasm = (globalThis as unknown as { WebAssembly: { Module: new (bytes: Uint8Array) => WebAssembly.Module } })
  .WebAssembly;

let snapshot: Promise<Blob> | undefined;
let tuning: OpenDatabaseOptions['pgliteTuning'] | undefined;

/**
 * The engine's WebAssembly module compiled once per process, not once per open (each test file is
 * a process of its own, and many open several in-memory databases).
 */
function pgliteTuning(): OpenDatabaseOptions['pgliteTuning'] {
  tuning ??= { pgliteWasmModule: new Wasm.Module(readFileSync(path.join(PGLITE_DIST, 'pglite.wasm'))) };
  return tuning;
}

/**
 * The cluster with every migration applied that a new PGlite folder of the bot starts from
 * (src/store/pglite-template.ts: made once per install and set of migrations, kept in
 * node_modules/.cache/hexpost), read once per process.
 */
export function migratedPGliteSnapshot(): Promise<Blob> {
  snapshot ??= migratedCluster().then((copy) => {
    if (!copy) throw new Error('could not make the migrated PGlite cluster (src/store/pglite-template.ts)');
    return copy;
  });
  return snapshot;
}

// ---------------------------------------------------------------------------------------------
// Opening

export interface TestDatabase extends Database {
  /** postgres: the URL of this suite's database. */
  url?: string;
  /** Deletes every row of the app's tables (keeps the schema and _prisma_migrations). */
  reset(): Promise<void>;
}

const APP_TABLES = ['ActionLog', 'Outbox', 'Seat', 'Game', 'GuildSettings'];

/** A fresh, migrated database of that kind; close() also drops the postgres database. */
export async function openTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openDatabase({
      pgliteDir: 'memory://',
      pgliteLoadDataDir: await migratedPGliteSnapshot(),
      pgliteTuning: pgliteTuning(),
    });
    return { ...db, reset: () => truncateAll(db) };
  }
  const scratch = await createScratchPostgres();
  try {
    const db = await openDatabase({ url: scratch.url, poolMax: 5 });
    return {
      ...db,
      url: scratch.url,
      reset: () => truncateAll(db),
      close: async () => {
        await db.close();
        await scratch.drop();
      },
    };
  } catch (e) {
    await scratch.drop();
    throw e;
  }
}

async function truncateAll(db: Database): Promise<void> {
  await db.prisma.$executeRawUnsafe(`TRUNCATE ${APP_TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
}

export interface DbContext {
  readonly kind: DbKind;
  readonly db: TestDatabase;
  readonly prisma: Database['prisma'];
  readonly repo: Repository;
}

/**
 * describe(`${name} [kind]`) once per kind of databaseKinds() (flowDatabaseKinds with flow: true).
 * The database is opened once per suite and emptied before each test (reset: true, the default).
 */
export function forEachDatabase(
  name: string,
  fn: (ctx: DbContext) => void,
  opts: { reset?: boolean; flow?: boolean } = {},
): void {
  for (const kind of opts.flow ? flowDatabaseKinds(name) : databaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let current: TestDatabase | undefined;
      let repo: Repository | undefined;
      const need = (): TestDatabase => {
        if (!current) throw new Error('test database is not open (use it inside tests or hooks)');
        return current;
      };
      const ctx: DbContext = {
        kind,
        get db() {
          return need();
        },
        get prisma() {
          return need().prisma;
        },
        get repo() {
          return (repo ??= createRepository(need().prisma, need().pool));
        },
      };
      beforeAll(async () => {
        current = await openTestDatabase(kind);
      });
      afterAll(async () => {
        await current?.close();
        current = undefined;
        repo = undefined;
      });
      if (opts.reset !== false) {
        beforeEach(async () => {
          await need().reset();
        });
      }
      fn(ctx);
    });
  }
}
