// Test databases. Every suite written with forEachDatabase runs against:
//   - 'pglite': an in-memory PGlite, always;
//   - 'postgres': a real PostgreSQL, when TEST_DATABASE_URL (or DATABASE_URL) is set. The URL
//     is an admin connection (e.g. postgresql://postgres@127.0.0.1:5432/postgres); each suite
//     gets its own database hexpost_test_<random>, dropped at the end.
// PGlite boots from a snapshot taken after the migrations (initdb costs ~2.5 s, a snapshot load
// ~0.5 s); the snapshot is cached in os.tmpdir() across test files, keyed by the migrations.
// Each test file is a process of its own, and most open PGlite once or more: what an open costs is
// paid ~100 times a run, so the tests' PGlite is tuned for opening (pgliteTuning below).
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { openDatabase, type Database, type OpenDatabaseOptions } from '#store/db.ts';
import { migrate, readMigrations, sha256Hex } from '#store/migrate.ts';
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
// PGlite: a snapshot after the migrations, and the settings of the tests' in-memory databases

const PGLITE_DIST = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

/**
 * WAL in 1 MB segments instead of 16 MB: the snapshot carries whole segments (mostly zeros), and
 * every open reads and unpacks it (41 MB → 30 MB). Nothing a test sees depends on the segment size.
 */
const SNAPSHOT_INITDB = ['--wal-segsize=1'];

/**
 * The snapshots hold only the database PGlite opens ('postgres'): initdb's template0 and template1
 * are dropped from them. Every open unpacks each file of the snapshot into PGlite's in-memory file
 * system, and the two templates were 600 of its 1,070 files and half its bytes (an open ~0.2 s of
 * CPU less). Nothing opened from a snapshot creates a database (PGlite serves one).
 */
const SNAPSHOT_RECIPE = 'without template0 and template1';

async function dropTemplateDatabases(db: PGlite): Promise<void> {
  for (const name of ['template1', 'template0']) {
    await db.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await db.exec(`DROP DATABASE ${name}`);
  }
}

/** The global WebAssembly (this project's TypeScript libraries declare its types, not the value). */
const Wasm = (globalThis as unknown as { WebAssembly: { Module: new (bytes: Uint8Array) => WebAssembly.Module } })
  .WebAssembly;

let snapshot: Promise<Blob> | undefined;
let tuning: OpenDatabaseOptions['pgliteTuning'] | undefined;

/**
 * The tests' PGlite, tuned for opening many in-memory databases in one process (measured on the
 * 2-core CI machine, a warm process: ~1.2 s CPU per open → ~0.6 s):
 * - the engine's WebAssembly module compiled once per process, not once per open;
 * - shared_buffers = 16MB (PostgreSQL's default, 128MB, is zeroed at every start: ~0.4 s); a
 *   test database holds a few hundred kB. The bot's own PGlite keeps the defaults.
 */
function pgliteTuning(): OpenDatabaseOptions['pgliteTuning'] {
  tuning ??= {
    pgliteWasmModule: new Wasm.Module(readFileSync(path.join(PGLITE_DIST, 'pglite.wasm'))),
    postgresqlconf: ['shared_buffers = 16MB'],
  };
  return tuning;
}

function pgliteVersion(): string {
  return (JSON.parse(readFileSync(path.join(PGLITE_DIST, '..', 'package.json'), 'utf8')) as { version: string })
    .version;
}

function snapshotPath(): string {
  const key = sha256Hex(
    pgliteVersion() +
      SNAPSHOT_INITDB.join(' ') +
      SNAPSHOT_RECIPE +
      readMigrations()
        .map((m) => `${m.name}:${m.checksum}`)
        .join('|'),
  ).slice(0, 16);
  return path.join(os.tmpdir(), `hexpost-pglite-snapshot-${key}.tar`);
}

/** The cluster initdb makes, before any migration: keyed by PGlite's version and initdb's parameters. */
function emptySnapshotPath(): string {
  const key = sha256Hex(`${pgliteVersion()}${SNAPSHOT_INITDB.join(' ')}${SNAPSHOT_RECIPE} empty`).slice(0, 16);
  return path.join(os.tmpdir(), `hexpost-pglite-snapshot-empty-${key}.tar`);
}

/** Snapshots of older migration sets (~30 MB each), untouched for a day. */
function removeStaleSnapshots(keep: string): void {
  const dir = path.dirname(keep);
  for (const name of readdirSync(dir)) {
    const f = path.join(dir, name);
    if (!name.startsWith('hexpost-pglite-snapshot-') || f === keep) continue;
    try {
      if (Date.now() - statSync(f).mtimeMs > 86_400_000) unlinkSync(f);
    } catch {
      // another process got there first
    }
  }
}

/**
 * The tarball as PGlite reads it (`new Uint8Array(await blob.arrayBuffer())`), from memory. Node
 * 20's Blob hands its bytes over in 64 kB chunks that it then concatenates: ~0.2 s per open of a
 * 30 MB snapshot, for bytes this process already holds.
 */
function tarball(bytes: Buffer): Blob {
  // PGlite only reads the bytes (it unpacks them into its own file system): every open may share
  // them. A Buffer of a large file owns its ArrayBuffer whole; a pooled one is copied out once.
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes.buffer
      : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { type: 'application/x-tar', size: bytes.length, arrayBuffer: async () => own } as unknown as Blob;
}

/**
 * The tarball of `file`, else a dumpDataDir() of an in-memory cluster that `fill` prepares after
 * initdb, kept in `file` for the next test files.
 */
async function cachedSnapshot(file: string, initdb: string[], fill: (db: PGlite) => Promise<void>): Promise<Blob> {
  try {
    return tarball(readFileSync(file));
  } catch {
    // not there yet (or removed meanwhile): make it
  }
  const db = await PGlite.create({ dataDir: 'memory://', initDbStartParams: initdb });
  try {
    await dropTemplateDatabases(db);
    await fill(db);
    await db.exec('CHECKPOINT');
    const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, dump);
    renameSync(tmp, file); // atomic: concurrent test files never read half a file
    removeStaleSnapshots(file);
    return tarball(dump);
  } finally {
    await db.close();
  }
}

/** A dumpDataDir() of an in-memory PGlite with all migrations applied. */
export function migratedPGliteSnapshot(): Promise<Blob> {
  snapshot ??= cachedSnapshot(snapshotPath(), SNAPSHOT_INITDB, async (db) => {
    await migrate(db);
  });
  return snapshot;
}

let emptySnapshot: Promise<Blob> | undefined;

/**
 * A new, empty in-memory PGlite (initdb's cluster, no migration; 1 MB WAL segments and no template
 * databases, as the migrated snapshot), for the migrations' own tests: loaded from a copy of that cluster, with the tests'
 * tuning (pgliteTuning), instead of running initdb each time (~2.5 s of CPU).
 */
export async function openEmptyPGlite(): Promise<PGlite> {
  emptySnapshot ??= cachedSnapshot(emptySnapshotPath(), SNAPSHOT_INITDB, async () => undefined);
  return PGlite.create({ dataDir: 'memory://', loadDataDir: await emptySnapshot, ...pgliteTuning() });
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
