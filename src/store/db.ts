// Opens the database: a real PostgreSQL when a URL is given (DATABASE_URL), otherwise an
// embedded PGlite in a folder. Migrations are applied first; then a PrismaClient is returned.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.ts';
import { migrate, type MigrateResult } from './migrate.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export const DEFAULT_PGLITE_DIR = './data/pglite';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string. Default: process.env.DATABASE_URL unless pgliteDir is given. */
  url?: string;
  /**
   * PGlite data folder (relative to the cwd), created if missing; 'memory://' for an in-memory
   * database. Default: process.env.PGLITE_DIR, else ./data/pglite.
   */
  pgliteDir?: string;
  /** PGlite only: start from a dumpDataDir() snapshot (fast test fixtures). */
  pgliteLoadDataDir?: Blob | File;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** pg Pool size (default 10). */
  poolMax?: number;
  log?: (message: string) => void;
}

export interface Database {
  prisma: PrismaClient;
  kind: DatabaseKind;
  /** What the migration run did (empty lists when migrate: false). */
  migrations: MigrateResult;
  /** PGlite only: the embedded instance (raw SQL, dumpDataDir). */
  pglite?: PGlite;
  /** postgres only: the pool under the Prisma adapter. */
  pool?: pg.Pool;
  /** Disconnects Prisma and ends the pool / closes PGlite (flushes the folder). Idempotent. */
  close(): Promise<void>;
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  const url = opts.url ?? (opts.pgliteDir === undefined ? process.env.DATABASE_URL || undefined : undefined);
  return url ? openPostgres(url, opts) : openPGlite(opts.pgliteDir ?? (process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR), opts);
}

function onceClose(fn: () => Promise<void>): () => Promise<void> {
  let p: Promise<void> | undefined;
  return () => (p ??= fn());
}

async function openPostgres(url: string, opts: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: opts.poolMax ?? 10 });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (err) => opts.log?.(`postgres pool error: ${err.message}`));
  let migrations: MigrateResult = { applied: [], skipped: [] };
  try {
    if (opts.migrate !== false) migrations = await migrate(pool, { log: opts.log });
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw e;
  }
  // Same pg at run time; the cast only bridges @types/pg 8.15 (ours) and 8.23 (the adapter's own).
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool as unknown as ConstructorParameters<typeof PrismaPg>[0]) });
  return {
    prisma,
    kind: 'postgres',
    migrations,
    pool,
    close: onceClose(async () => {
      await prisma.$disconnect().catch(() => undefined);
      await pool.end();
    }),
  };
}

async function openPGlite(dir: string, opts: OpenDatabaseOptions): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  const dataDir = inMemory ? dir : path.resolve(dir);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir, loadDataDir: opts.pgliteLoadDataDir });
  let migrations: MigrateResult = { applied: [], skipped: [] };
  try {
    if (opts.migrate !== false) migrations = await migrate(pglite, { log: opts.log });
  } catch (e) {
    await pglite.close().catch(() => undefined);
    throw e;
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    kind: 'pglite',
    migrations,
    pglite,
    close: onceClose(async () => {
      await prisma.$disconnect().catch(() => undefined);
      if (!pglite.closed) await pglite.close();
    }),
  };
}
