// Scheduled work that must survive restarts and run once across shards: the clock sweep (reminders,
// timeouts). The schedule lives in the database through pg-boss 10 (Node >= 20; its `db` adapter
// runs it on our own connection, so it works on PGlite as on PostgreSQL): a cron schedule fires the
// sweep every minute, pg-boss's cron monitor makes sure only one process sends it per minute, and
// the job is retried if a process dies while running it. What is due lives in our own tables
// (Game.clockDueAt, written with each change), so a sweep missed while the bot was down happens at
// the next one.
//
// Why pg-boss and not graphile-worker: graphile-worker 0.16 (the last on Node 20) needs a pg Pool
// and LISTEN/NOTIFY, which embedded PGlite does not offer through a pool; pg-boss 10 takes any
// object with executeSql().
//
// Why pg-boss 10 and not 12 (the newest): pg-boss 11 declares Node >= 22 and 12 Node >= 22.12,
// while the project's machines and CI run Node 20; pg-boss 10 declares Node >= 20 and so is within
// its support on 20, 22 and 24 (the image's default). pg-boss 12 cannot migrate this schema (v10's
// is version 24; 12 starts from 25): when the machines move to Node 22, go through 11 or start 12
// on a new schema. 12.38 with `import { PgBoss }`, createQueue(name, { policy }) and stop() without
// `wait` was tried: test/service/clocks.test.ts passes with it on Node 20 and 24.
import PgBoss from 'pg-boss';
import { logger } from '#src/log.ts';
import type { Database } from '#store/db.ts';

const log = logger.child({ module: 'scheduler' });

export const CLOCK_SWEEP = 'clock-sweep';
/** Keeping open games' threads from archiving (src/service/threads.ts) and noticing league players who left the server, every six hours. */
export const THREAD_UPKEEP = 'thread-upkeep';

export interface Scheduler {
  /** Queue a sweep now (tests; an admin's nudge), as the cron schedule does every minute. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/** The `db` pg-boss runs its SQL through: our pool on PostgreSQL, the embedded instance on PGlite. */
function bossDb(db: Database): PgBoss.Db {
  if (db.pool) {
    const pool = db.pool;
    return { executeSql: async (text, values) => pool.query(text, values) };
  }
  const pglite = db.pglite!;
  return {
    executeSql: async (text, values) => {
      // PGlite's query() takes one statement with parameters; pg-boss's schema scripts are many.
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

export async function startScheduler(
  db: Database,
  jobs: { clockSweep: () => Promise<unknown>; threadUpkeep?: () => Promise<unknown> },
  opts: { pollingIntervalSeconds?: number } = {},
): Promise<Scheduler> {
  const boss = new PgBoss({ db: bossDb(db), schema: 'pgboss' });
  boss.on('error', (err) => log.error('scheduler error', { err }));
  await boss.start();
  await boss.createQueue(CLOCK_SWEEP, { name: CLOCK_SWEEP, policy: 'singleton' } as PgBoss.Queue);
  await boss.schedule(CLOCK_SWEEP, '* * * * *');
  await boss.work(CLOCK_SWEEP, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 5 }, async () => {
    const n = await jobs.clockSweep();
    if (n) log.info('clock sweep', { games: n });
  });
  if (jobs.threadUpkeep) {
    const upkeep = jobs.threadUpkeep;
    await boss.createQueue(THREAD_UPKEEP, { name: THREAD_UPKEEP, policy: 'singleton' } as PgBoss.Queue);
    await boss.schedule(THREAD_UPKEEP, '0 */6 * * *');
    await boss.work(THREAD_UPKEEP, { pollingIntervalSeconds: 60 }, async () => {
      const n = await upkeep();
      if (n) log.info('thread upkeep', { threads: n });
    });
  }
  return {
    async runNow() {
      await boss.send(CLOCK_SWEEP, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
