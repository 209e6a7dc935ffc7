// Opens the database: a real PostgreSQL when a URL is given (DATABASE_URL), otherwise an
// embedded PGlite in a folder. Migrations are applied first; then a PrismaClient is returned.
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, realpathSync, rmdirSync, statSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '#generated/prisma/client.ts';
import { migrate, type MigrateResult } from './migrate.ts';
import { isNewPGliteDir, migratedCluster } from './pglite-template.ts';

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
  /**
   * PGlite only: the engine's module compiled once for many instances, and server settings (the
   * tests' in-memory databases: test/helpers/db.ts). The bot's own PGlite uses neither.
   */
  pgliteTuning?: Pick<PGliteOptions, 'pgliteWasmModule' | 'postgresqlconf'>;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** pg Pool size (default 10). */
  poolMax?: number;
  /** postgres only: the pool's timeouts (default POOL_TIMEOUTS). */
  timeouts?: Partial<PoolTimeouts>;
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
  /**
   * Calls `fn` with the text of every statement sent to the database from now on (each is one round
   * trip: on PostgreSQL one query of a pooled connection, a transaction's BEGIN and COMMIT included;
   * on PGlite one query or exec, a transaction's BEGIN and COMMIT included), until the returned
   * function is called. What tests count an action's round trips with; nothing else watches.
   */
  observeStatements(fn: StatementObserver): () => void;
  /** Disconnects Prisma and ends the pool / closes PGlite (flushes the folder). Idempotent. */
  close(): Promise<void>;
}

export type StatementObserver = (sql: string) => void;

/** The observers of one database, and the function that adds one (returning its removal). */
function observers(): {
  set: Set<StatementObserver>;
  notify(sql: string): void;
  add(fn: StatementObserver): () => void;
} {
  const set = new Set<StatementObserver>();
  return {
    set,
    notify: (sql) => {
      for (const fn of set) fn(sql);
    },
    add: (fn) => {
      set.add(fn);
      return () => void set.delete(fn);
    },
  };
}

/** The text of a pg query's first argument (a string or a QueryConfig). */
function sqlText(q: unknown): string {
  return typeof q === 'string'
    ? q
    : typeof (q as { text?: unknown } | null)?.text === 'string'
      ? (q as { text: string }).text
      : String(q);
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  const url = opts.url ?? (opts.pgliteDir === undefined ? process.env.DATABASE_URL || undefined : undefined);
  return url
    ? openPostgres(url, opts)
    : openPGlite(opts.pgliteDir ?? (process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR), opts);
}

function onceClose(fn: () => Promise<void>): () => Promise<void> {
  let p: Promise<void> | undefined;
  return () => (p ??= fn());
}

/**
 * The pool's limits, so that a connection the network dropped silently (no FIN, no RST: a NAT or
 * firewall forgot it, a host froze) cannot hold a query, a pool slot and the outbox for good:
 * - connectionTimeoutMs: a new connection that does not complete its start-up in time fails;
 * - keepAliveInitialDelayMs: TCP keepalive on every connection, probing after this much idleness
 *   (the kernel then ends a connection whose peer stopped answering);
 * - statementTimeoutMs: the server cancels a statement running longer (statement_timeout);
 * - idleInTransactionMs: the server ends a session idle inside a transaction this long
 *   (idle_in_transaction_session_timeout), releasing its locks;
 * - queryTimeoutMs: the client gives up on an answer after this long (query_timeout) — the one
 *   that catches a silent drop at once — and the connection is then destroyed (see DroppingClient),
 *   never handed out again.
 * Migrations run on a connection of their own without the statement limits (a migration may wait
 * for another process's migration lock, or rewrite a large table).
 */
export interface PoolTimeouts {
  connectionTimeoutMs: number;
  keepAliveInitialDelayMs: number;
  statementTimeoutMs: number;
  idleInTransactionMs: number;
  queryTimeoutMs: number;
}

export const POOL_TIMEOUTS: PoolTimeouts = {
  connectionTimeoutMs: 10_000,
  keepAliveInitialDelayMs: 10_000,
  statementTimeoutMs: 20_000,
  idleInTransactionMs: 30_000,
  queryTimeoutMs: 25_000,
};

/**
 * A pg Client that destroys its connection when a query's answer does not come in time (pg's
 * query_timeout fails the query but keeps the connection: one dropped silently would be handed out
 * again — Prisma releases a transaction's client without an error — and every query on it would
 * wait the timeout again). A destroyed client is no longer queryable, so the pool discards it.
 */
class DroppingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const drop = (err: unknown) => {
      if (err instanceof Error && /query read timeout/i.test(err.message))
        (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    };
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (err: unknown, res: unknown) => {
        drop(err);
        (last as (e: unknown, r: unknown) => void)(err, res);
      };
    }
    const r = (super.query as (...a: unknown[]) => unknown)(...args);
    if (r && typeof (r as Promise<unknown>).then === 'function') (r as Promise<unknown>).then(undefined, drop);
    return r as never;
  }
}

async function openPostgres(url: string, opts: OpenDatabaseOptions): Promise<Database> {
  const t = { ...POOL_TIMEOUTS, ...opts.timeouts };
  const base = {
    connectionString: url,
    connectionTimeoutMillis: t.connectionTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: t.keepAliveInitialDelayMs,
  };
  let migrations: MigrateResult = { applied: [], skipped: [] };
  if (opts.migrate !== false) {
    const mpool = new pg.Pool({ ...base, max: 1 });
    mpool.on('error', (err) => opts.log?.(`postgres pool error: ${err.message}`));
    try {
      migrations = await migrate(mpool, { log: opts.log });
    } finally {
      await mpool.end().catch(() => undefined);
    }
  }
  const watch = observers();
  // Every statement of the pool's connections passes here (pool.query checks a client out and calls its query).
  class ObservedClient extends DroppingClient {
    override query(...args: unknown[]): never {
      if (watch.set.size) watch.notify(sqlText(args[0]));
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  }
  const pool = new pg.Pool({
    ...base,
    max: opts.poolMax ?? 10,
    Client: ObservedClient,
    statement_timeout: t.statementTimeoutMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    query_timeout: t.queryTimeoutMs,
  });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (err) => opts.log?.(`postgres pool error: ${err.message}`));
  // Same pg at run time; the cast only bridges @types/pg 8.15 (ours) and 8.23 (the adapter's own).
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool as unknown as ConstructorParameters<typeof PrismaPg>[0]),
  });
  return {
    prisma,
    kind: 'postgres',
    migrations,
    pool,
    observeStatements: watch.add,
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
    /** The holder's pid as it answered (null: it did not say). */
    readonly pid: number | null,
  ) {
    super(
      `The PGlite database folder ${dir} is in use by another hexpost process${pid === null ? '' : ` (pid ${pid})`}. ` +
        `Two processes writing one PGlite folder would corrupt it: stop the other process, use another PGLITE_DIR, ` +
        `or use PostgreSQL (DATABASE_URL) to run several processes.`,
    );
    this.name = 'PGliteLockedError';
  }
}

/** The lock's name in the folder: a Unix domain socket the holder listens on. */
export const LOCK_FILE = 'hexpost.lock';
/** Linux's sun_path holds 108 bytes; a longer socket path goes to the temporary folder. */
const MAX_SOCKET_PATH = 100;

/**
 * Where the folder's lock listens: `<dir>/hexpost.lock`; a named pipe on Windows; when that path is
 * too long for a socket, a socket in the temporary folder named by a hash of the folder's real path.
 */
export function lockSocketPath(dataDir: string): string {
  let real = dataDir;
  try {
    real = realpathSync(dataDir);
  } catch {
    // not there yet: the path as given
  }
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 24);
  if (process.platform === 'win32') return `\\\\.\\pipe\\hexpost-${hash}`;
  const inDir = path.join(dataDir, LOCK_FILE);
  return Buffer.byteLength(inDir) <= MAX_SOCKET_PATH ? inDir : path.join(os.tmpdir(), `hexpost-${hash}.lock`);
}

type Probe = { live: true; pid: number | null } | { live: false };

/** Connects to the lock's socket: a live holder answers with its pid; nothing listening → stale. */
function probe(sock: string): Promise<Probe> {
  return new Promise((resolve) => {
    let data = '';
    const c = net.connect(sock);
    const done = (r: Probe) => {
      clearTimeout(timer);
      c.destroy();
      resolve(r);
    };
    // Accepted but silent: someone listens there, so it is held.
    const timer = setTimeout(() => done({ live: true, pid: null }), 2000);
    c.on('data', (b) => (data += b.toString('utf8')));
    c.on('end', () => done({ live: true, pid: /^\d+$/.test(data.trim()) ? Number(data.trim()) : null }));
    c.on('error', (e: NodeJS.ErrnoException) =>
      done(
        e.code === 'ECONNREFUSED' || e.code === 'ENOENT' || e.code === 'ENOTSOCK'
          ? { live: false }
          : { live: true, pid: null },
      ),
    );
  });
}

function listen(sock: string): Promise<net.Server | NodeJS.ErrnoException> {
  return new Promise((resolve) => {
    // Whoever connects is told our pid (for the refusal's message) and let go.
    const server = net.createServer((c) => c.end(`${process.pid}\n`));
    server.once('error', (e: NodeJS.ErrnoException) => resolve(e));
    server.listen(sock, () => {
      server.removeAllListeners('error');
      server.on('error', () => undefined);
      server.unref(); // the lock alone does not keep the process alive
      resolve(server);
    });
  });
}

/**
 * Takes the folder's lock: a Unix domain socket in the folder that this process listens on. The
 * kernel holds it for the process and lets go when the process ends however it ends (kill -9, OOM,
 * power loss): a socket file left behind refuses connections, so it is known stale, removed and
 * taken — whatever pid the process had, and whatever process has that pid now (a restarted
 * container gives node the same pid every time). A live holder answers a connection: that throws
 * PGliteLockedError. Two processes finding a stale lock at once take over one at a time (a
 * directory made with mkdir is the take-over's mutex), and the loser then finds the winner live.
 * A regular file of that name (the pid file of earlier versions) counts as stale. Returns the
 * release function.
 */
export async function lockPGliteDir(dataDir: string): Promise<() => void> {
  const sock = lockSocketPath(dataDir);
  const mutex = `${sock}.takeover`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const got = await listen(sock);
    if (got instanceof net.Server) {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        got.close();
        try {
          if (process.platform !== 'win32' && lstatSync(sock).isSocket()) unlinkSync(sock);
        } catch {
          // already gone
        }
      };
    }
    if (got.code !== 'EADDRINUSE') throw got;
    const p = await probe(sock);
    if (p.live) throw new PGliteLockedError(dataDir, p.pid);
    // Stale: take it over under the mutex, checking again inside it (another process may have
    // taken it over meanwhile and be listening now).
    try {
      mkdirSync(mutex);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // A take-over lasts milliseconds: a mutex older than 10 s was left by a process that died in it.
      try {
        if (Date.now() - statSync(mutex).mtimeMs > 10_000) rmdirSync(mutex);
      } catch {
        // gone meanwhile
      }
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      continue;
    }
    try {
      const again = await probe(sock);
      if (again.live) throw new PGliteLockedError(dataDir, again.pid);
      try {
        unlinkSync(sock);
      } catch {
        // gone meanwhile
      }
    } finally {
      try {
        rmdirSync(mutex);
      } catch {
        // removed as stale by another process
      }
    }
  }
  throw new Error(`could not take the lock ${sock} of the PGlite folder ${dataDir}`);
}

/**
 * Server settings of the bot's PGlite, on its command line at every start (nothing is written into
 * the folder: a folder made before keeps its postgresql.conf, and changing this changes every folder).
 * shared_buffers = 32MB instead of PostgreSQL's 128MB: PGlite zeroes the whole pool at every start
 * inside its WebAssembly (a large part of every start), and keeps it in the process's memory
 * for good. A community's database is a few MB, and a folder-backed PGlite reads through the OS's
 * page cache, so 32 MB of buffers hold its working set many times over. Measured (a warm process,
 * the 2-core machine): a start ~1.2 s → ~0.65 s CPU, ~90 MB less resident; 16MB saves no more.
 */
const BOT_PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

async function openPGlite(dir: string, opts: OpenDatabaseOptions): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  const dataDir = inMemory ? dir : path.resolve(dir);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => undefined : await lockPGliteDir(dataDir);
  let pglite: PGlite;
  // A new folder starts from a copy of a cluster with every migration applied rather than initdb
  // and the migrations (src/store/pglite-template.ts).
  let template: Blob | undefined;
  try {
    const migrated = opts.migrate !== false && !inMemory && !opts.pgliteLoadDataDir && isNewPGliteDir(dataDir);
    template = migrated ? await migratedCluster() : undefined;
    pglite = await PGlite.create({
      dataDir,
      loadDataDir: opts.pgliteLoadDataDir ?? template,
      ...(opts.pgliteTuning?.postgresqlconf
        ? {}
        : { startParams: [...PGlite.defaultStartParams, ...BOT_PGLITE_SETTINGS] }),
      ...opts.pgliteTuning,
    });
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
  if (template) {
    // The new folder had no migration before this open: those the copy brought were applied to it
    // now, as the migrations would have been (the start's log and db.migrations say so).
    for (const name of migrations.skipped) opts.log?.(`applied migration ${name}`);
    migrations = { applied: [...migrations.skipped, ...migrations.applied], skipped: [] };
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  const watch = observers();
  return {
    prisma,
    kind: 'pglite',
    migrations,
    pglite,
    observeStatements: (fn) => observePGlite(pglite, watch, fn),
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

/**
 * While someone observes: the PGlite instance's query, exec and transaction (what the Prisma
 * adapter calls) report each statement, a transaction's BEGIN, COMMIT or ROLLBACK and the
 * statements run on it included. The instance's own methods come back when the last observer goes.
 */
function observePGlite(pglite: PGlite, watch: ReturnType<typeof observers>, fn: StatementObserver): () => void {
  const remove = watch.add(fn);
  if (watch.set.size === 1) {
    const own = pglite as unknown as Record<'query' | 'exec' | 'transaction', unknown>;
    const proto = Object.getPrototypeOf(pglite) as PGlite;
    own.query = (sql: string, ...rest: unknown[]) => {
      watch.notify(sql);
      return (proto.query as (...a: unknown[]) => unknown).call(pglite, sql, ...rest);
    };
    own.exec = (sql: string, ...rest: unknown[]) => {
      watch.notify(sql);
      return (proto.exec as (...a: unknown[]) => unknown).call(pglite, sql, ...rest);
    };
    own.transaction = (callback: (tx: Transaction) => Promise<unknown>) => {
      watch.notify('BEGIN');
      let ended = false;
      return proto.transaction
        .call(pglite, (tx) =>
          callback({
            ...tx,
            get closed() {
              return tx.closed;
            },
            query: (sql: string, ...rest: unknown[]) => {
              watch.notify(sql);
              return (tx.query as (...a: unknown[]) => Promise<never>)(sql, ...rest);
            },
            exec: (sql: string, ...rest: unknown[]) => {
              watch.notify(sql);
              return (tx.exec as (...a: unknown[]) => Promise<never>)(sql, ...rest);
            },
            rollback: () => {
              ended = true;
              watch.notify('ROLLBACK');
              return tx.rollback();
            },
          } as Transaction),
        )
        .then(
          (r) => {
            if (!ended) watch.notify('COMMIT');
            return r;
          },
          (e: unknown) => {
            if (!ended) watch.notify('ROLLBACK');
            throw e;
          },
        );
    };
  }
  return () => {
    remove();
    if (watch.set.size === 0)
      for (const k of ['query', 'exec', 'transaction']) delete (pglite as unknown as Record<string, unknown>)[k];
  };
}
