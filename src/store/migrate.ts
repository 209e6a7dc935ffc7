// Applies prisma/migrations/*/migration.sql without Prisma's native schema engine (these machines
// cannot download it). Each migration runs in its own transaction, under the same advisory lock
// `prisma migrate deploy` takes, and is recorded in a Prisma-compatible `_prisma_migrations`
// table, so a database migrated here is "up to date" for `prisma migrate deploy` and vice versa.
// Works over a PGlite instance or a pg Pool (see SqlExecutor).
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

/** prisma/migrations of this package, located from this file (not from the cwd). */
export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

/** The key `prisma migrate deploy` uses for pg_advisory_lock on PostgreSQL. */
export const MIGRATION_LOCK_KEY = 72707369;

// ---------------------------------------------------------------------------------------------
// The tiny SQL executor interface

export interface SqlSession {
  /** One statement, $1… parameters. */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** A script of several statements, no parameters. */
  exec(sql: string): Promise<void>;
}

export interface SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn on one database session (connection) held for the whole call. */
  session<T>(fn: (s: SqlSession) => Promise<T>): Promise<T>;
  /** Runs fn in a transaction on that session: commit when it resolves, roll back when it throws. */
  transaction<T>(s: SqlSession, fn: (tx: SqlSession) => Promise<T>): Promise<T>;
}

function pgSession(client: PoolClient): SqlSession {
  return {
    async query<R>(sql: string, params?: unknown[]) {
      const r = await client.query(sql, params);
      return r.rows as R[];
    },
    async exec(sql: string) {
      await client.query(sql); // no parameters: simple protocol, several statements allowed
    },
  };
}

/** A pg Pool: a session is one pooled connection; the advisory lock holds across processes. */
export function poolExecutor(pool: Pool): SqlExecutor {
  const clients = new WeakMap<SqlSession, PoolClient>();
  return {
    kind: 'postgres',
    async session(fn) {
      const client = await pool.connect();
      // A checked-out client has no pool listener: a connection dropped between two queries would
      // emit an unhandled 'error' event. The next query fails instead, and the client is discarded.
      const onError = (): void => undefined;
      client.on('error', onError);
      const s = pgSession(client);
      clients.set(s, client);
      let broken = false;
      try {
        return await fn(s);
      } catch (e) {
        broken = true;
        throw e;
      } finally {
        // A failed session may be mid-transaction or still hold the lock: discard the connection.
        client.off('error', onError);
        client.release(broken ? true : undefined);
      }
    },
    async transaction(s, fn) {
      await s.exec('BEGIN');
      try {
        const r = await fn(s);
        await s.exec('COMMIT');
        return r;
      } catch (e) {
        await s.exec('ROLLBACK').catch(() => undefined);
        throw e;
      }
    },
  };
}

function pgliteSession(db: Pick<PGlite, 'query' | 'exec'> | PGliteTransaction): SqlSession {
  return {
    async query<R>(sql: string, params?: unknown[]) {
      const r = await db.query<R>(sql, params);
      return r.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
}

// PGlite is one session used by one process; sessions of the same instance are serialised here
// so two migrators in one process cannot interleave their transactions.
const pgliteQueues = new WeakMap<object, Promise<void>>();

/** An embedded PGlite instance. Transactions use PGlite's own transaction() (it holds its mutex). */
export function pgliteExecutor(db: PGlite): SqlExecutor {
  return {
    kind: 'pglite',
    async session(fn) {
      const prev = pgliteQueues.get(db) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((r) => (release = r));
      pgliteQueues.set(db, mine);
      await prev; // queue entries only ever resolve
      try {
        return await fn(pgliteSession(db));
      } finally {
        release();
        if (pgliteQueues.get(db) === mine) pgliteQueues.delete(db);
      }
    },
    async transaction(_s, fn) {
      return db.transaction((tx) => fn(pgliteSession(tx)));
    },
  };
}

function isPool(x: unknown): x is Pool {
  return typeof x === 'object' && x !== null && 'totalCount' in x && typeof (x as Pool).connect === 'function';
}
function isPGlite(x: unknown): x is PGlite {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as PGlite).dumpDataDir === 'function' &&
    typeof (x as PGlite).transaction === 'function'
  );
}

export function toExecutor(target: PGlite | Pool | SqlExecutor): SqlExecutor {
  if (isPool(target)) return poolExecutor(target);
  if (isPGlite(target)) return pgliteExecutor(target);
  return target;
}

// ---------------------------------------------------------------------------------------------
// Migrations on disk

export interface LocalMigration {
  name: string;
  sql: string;
  /** sha256 hex of migration.sql, as Prisma computes it. */
  checksum: string;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Folders of migrationsDir that hold a migration.sql, in name order (as Prisma orders them). */
export function readMigrations(migrationsDir: string = DEFAULT_MIGRATIONS_DIR): LocalMigration[] {
  if (!existsSync(migrationsDir)) throw new Error(`migrations folder not found: ${migrationsDir}`);
  return readdirSync(migrationsDir)
    .filter((name) => statSync(path.join(migrationsDir, name)).isDirectory())
    .filter((name) => existsSync(path.join(migrationsDir, name, 'migration.sql')))
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: sha256Hex(sql) };
    });
}

// ---------------------------------------------------------------------------------------------
// The runner

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly code: 'CHECKSUM_MISMATCH' | 'FAILED_MIGRATION_RECORDED' | 'MIGRATION_FAILED',
    readonly migrations: string[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

export interface MigrateOptions {
  migrationsDir?: string;
  /** Called once per migration applied. */
  log?: (message: string) => void;
}

export interface MigrateResult {
  applied: string[];
  /** Already applied before this run. */
  skipped: string[];
}

// What the schema engine creates (sql-schema-connector, PostgreSQL flavour).
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

/** Git may check the file out with CRLF line ends; accept either form as the same migration. */
function checksumMatches(recorded: string, m: LocalMigration): boolean {
  if (recorded === m.checksum) return true;
  return (
    recorded === sha256Hex(m.sql.replace(/\r\n/g, '\n')) || recorded === sha256Hex(m.sql.replace(/\r?\n/g, '\r\n'))
  );
}

/**
 * Applies the pending migrations of migrationsDir (default: this package's prisma/migrations).
 * Safe to call from several processes at once (pg_advisory_lock); idempotent.
 * Throws MigrationError when an applied migration's file has changed, when Prisma recorded a
 * failed migration, or when a migration fails (its transaction is rolled back, nothing recorded).
 */
export async function migrate(target: PGlite | Pool | SqlExecutor, opts: MigrateOptions = {}): Promise<MigrateResult> {
  const executor = toExecutor(target);
  const local = readMigrations(opts.migrationsDir);
  return executor.session(async (s) => {
    await s.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await s.exec(CREATE_MIGRATIONS_TABLE);
      const rows = await s.query<AppliedRow>(
        `SELECT "migration_name", "checksum", "finished_at", "rolled_back_at" FROM "_prisma_migrations" ORDER BY "started_at"`,
      );
      const failed = rows
        .filter((r) => r.finished_at === null && r.rolled_back_at === null)
        .map((r) => r.migration_name);
      if (failed.length > 0) {
        throw new MigrationError(
          `migrations recorded as failed in _prisma_migrations: ${failed.join(', ')}. ` +
            `Fix the database by hand, then mark them with \`prisma migrate resolve\` (or delete those rows).`,
          'FAILED_MIGRATION_RECORDED',
          failed,
        );
      }
      const applied = new Map<string, AppliedRow>();
      for (const r of rows) if (r.finished_at !== null && r.rolled_back_at === null) applied.set(r.migration_name, r);

      const changed = local
        .filter((m) => applied.has(m.name) && !checksumMatches(applied.get(m.name)!.checksum, m))
        .map((m) => m.name);
      if (changed.length > 0) {
        throw new MigrationError(
          `applied migrations were modified after they were applied: ${changed.join(', ')}. ` +
            `Never edit an applied migration; restore the file and add a new migration instead.`,
          'CHECKSUM_MISMATCH',
          changed,
        );
      }

      const result: MigrateResult = { applied: [], skipped: [] };
      for (const m of local) {
        if (applied.has(m.name)) {
          result.skipped.push(m.name);
          continue;
        }
        try {
          await executor.transaction(s, async (tx) => {
            const id = randomUUID();
            await tx.query(
              `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "applied_steps_count") VALUES ($1, $2, $3, now(), 0)`,
              [id, m.checksum, m.name],
            );
            await tx.exec(m.sql);
            await tx.query(
              `UPDATE "_prisma_migrations" SET "finished_at" = clock_timestamp(), "applied_steps_count" = 1 WHERE "id" = $1`,
              [id],
            );
          });
        } catch (e) {
          throw new MigrationError(
            `migration ${m.name} failed and was rolled back: ${e instanceof Error ? e.message : String(e)}`,
            'MIGRATION_FAILED',
            [m.name],
            { cause: e },
          );
        }
        opts.log?.(`applied migration ${m.name}`);
        result.applied.push(m.name);
      }
      return result;
    } finally {
      await s.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  });
}
