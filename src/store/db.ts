// Opens the database: a real PostgreSQL when a URL is given (DATABASE_URL), otherwise an
// embedded PGlite in a folder. Migrations are applied first; then a PrismaClient is returned.
import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
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

/** A second process tried to open a PGlite folder that a live process holds. */
export class PGliteLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite database folder ${dir} is in use by another hexpost process (pid ${pid}). ` +
        `Two processes writing one PGlite folder would corrupt it: stop the other process, use another PGLITE_DIR, ` +
        `or use PostgreSQL (DATABASE_URL) to run several processes.`,
    );
    this.name = 'PGliteLockedError';
  }
}

const LOCK_FILE = 'hexpost.lock';

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder's lock file (created with 'wx', holding our pid). A lock left by a dead process
 * is taken over; one held by a live process throws PGliteLockedError. Returns the release function.
 */
export function lockPGliteDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (Number(readFileSync(file, 'utf8').trim()) === process.pid) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(file, 'utf8').trim());
    } catch {
      continue; // removed meanwhile: try again
    }
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && pidAlive(holder)) throw new PGliteLockedError(dataDir, holder);
    if (holder === process.pid) throw new PGliteLockedError(dataDir, holder);
    // Stale (dead pid, or unreadable content): remove it and try again.
    try {
      unlinkSync(file);
    } catch {
      // another process took it over first; the next attempt sees its pid
    }
  }
  throw new Error(`could not take the lock file ${file}`);
}

async function openPGlite(dir: string, opts: OpenDatabaseOptions): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  const dataDir = inMemory ? dir : path.resolve(dir);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => undefined : lockPGliteDir(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ dataDir, loadDataDir: opts.pgliteLoadDataDir });
  } catch (e) {
    unlock();
    throw e;
  }
  let migrations: MigrateResult = { applied: [], skipped: [] };
  try {
    if (opts.migrate !== false) migrations = await migrate(pglite, { log: opts.log });
  } catch (e) {
    await pglite.close().catch(() => undefined);
    unlock();
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
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        unlock();
      }
    }),
  };
}
