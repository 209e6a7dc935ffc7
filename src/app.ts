// Wires the pieces every front needs: the database, the repository, the service dependencies
// and the outbox worker.
import type { Locale } from '#engine/types.ts';
import { openDatabase, type Database } from '#store/db.ts';
import { createRepository, type Repository } from '#store/repository.ts';
import { OutboxWorker, type Transport } from '#service/outbox/index.ts';
import { renewClaims } from '#store/repo/outbox.ts';
import type { AppDeps } from '#commands/_command.ts';
import { logger } from './log.ts';
import { sweepClocks } from '#service/clock/sweep.ts';
import { keepThreadsOpen } from '#service/threads.ts';
import { checkLeagueMembers, sweepLeagues } from '#league/service.ts';
import { startScheduler, type Scheduler } from '#service/scheduler.ts';
import { within } from './process.ts';
import { runAiTurn } from '#service/ai-seat.ts';

export interface App {
  db: Database;
  repo: Repository;
  deps: AppDeps;
  outbox: OutboxWorker;
  /** The scheduled jobs, when started (AppOptions.scheduler). */
  scheduler: Scheduler | null;
  /**
   * Stops the scheduler and the outbox, then closes the database. With `budgetMs` (shutdown) each
   * step is bounded: the outbox gives back its claims instead of draining, and a step that does
   * not end in time is left behind (logged) rather than waited for.
   */
  close(opts?: { budgetMs?: number }): Promise<void>;
}

export interface AppOptions {
  databaseUrl?: string;
  pgliteDir?: string;
  defaultLocale: Locale;
  outboxPollMs?: number;
  transport: Transport;
  /** Open an existing database instead (tests). */
  db?: Database;
  newSeed?: () => number;
  /** The outbox's clock (backoff, leases); tests advance it instead of waiting. */
  now?: () => Date;
  /** Tests: the dice secret of new games (64 hex digits) instead of a fresh one. */
  newDiceSecret?: () => string;
  /** Tests: the AI seat's seed of new practice games instead of a random one. */
  newAiSeed?: () => number;
  /** Run the scheduled jobs (the clock sweep every minute, src/service/scheduler.ts); default off. */
  scheduler?: boolean | { pollingIntervalSeconds?: number };
}

export async function createApp(opts: AppOptions): Promise<App> {
  const log = logger.child({ module: 'app' });
  const db =
    opts.db ??
    (await openDatabase({
      url: opts.databaseUrl,
      pgliteDir: opts.databaseUrl ? undefined : opts.pgliteDir,
      log: (m) => log.info(m),
    }));
  const repo = createRepository(db.prisma, db.pool);
  const guildLocale = async (guildId: string | null): Promise<Locale> => {
    if (!guildId) return opts.defaultLocale;
    const l = await repo.getGuildLocale(guildId);
    return l === 'en' || l === 'ja' ? l : opts.defaultLocale;
  };
  let outbox: OutboxWorker;
  const deps: AppDeps = {
    repo,
    guildLocale,
    newSeed: opts.newSeed,
    newDiceSecret: opts.newDiceSecret,
    ...(opts.newAiSeed ? { newAiSeed: opts.newAiSeed } : {}),
    ...(opts.now ? { now: opts.now } : {}),
    onOutbox: () => void outbox.kick().catch((err) => log.error('outbox kick failed', { err })),
  };
  // Leagues and ratings catch up when a game ends, one sweep at a time in this process (a game the
  // sweep itself ends — a withdrawn player's resignation — is picked up by the same sweep's next pass).
  let leagueSweep: Promise<void> | null = null;
  let leagueAgain = false;
  deps.onGameEnd = async (gameId) => {
    if (leagueSweep) {
      leagueAgain = true;
      return;
    }
    leagueSweep = (async () => {
      try {
        let only: { gameId?: string } = { gameId };
        do {
          leagueAgain = false;
          await sweepLeagues(deps, only);
          only = {};
        } while (leagueAgain);
      } catch (err) {
        log.warn('league catch-up after a game end failed; the minute sweep tries again', { gameId, err });
      } finally {
        leagueSweep = null;
      }
    })();
    await leagueSweep;
  };
  outbox = new OutboxWorker(repo, opts.transport, {
    pollMs: opts.outboxPollMs,
    ...(opts.now ? { now: opts.now } : {}),
    // Rows carry their locale (the guild's at commit, or the player's): no look-up per row.
    defaultLocale: opts.defaultLocale,
    // The heartbeat: claims of rows in flight are renewed, so the lease stays short (a crash's rows
    // come back within it) without a slow send losing its claim.
    renewClaims: (claims, until) => renewClaims(db.prisma, claims, until),
    boardButton: () => deps.boardUrl !== undefined,
    // Job rows: the AI seat's turns (src/service/ai-seat.ts), run after the commit that owed them.
    runJob: async (row) => {
      if (row.payload.type === 'ai-turn') await runAiTurn(deps, row.payload);
    },
  });
  const scheduler = opts.scheduler
    ? await startScheduler(
        db,
        {
          clockSweep: async () => (await sweepClocks(deps)) + (await sweepLeagues(deps)),
          threadUpkeep: async () => (await keepThreadsOpen(deps)) + (await checkLeagueMembers(deps)),
        },
        typeof opts.scheduler === 'object' ? opts.scheduler : {},
      )
    : null;
  return {
    db,
    repo,
    deps,
    outbox,
    scheduler,
    async close(o = {}) {
      if (o.budgetMs === undefined) {
        await scheduler?.stop();
        await outbox.stop();
        if (!opts.db) await db.close();
        return;
      }
      const end = performance.now() + o.budgetMs;
      const left = () => Math.max(0, end - performance.now());
      await within(scheduler?.stop(), left() * 0.25, 'stopping the scheduler', log);
      await outbox.stop(left() * 0.6);
      if (!opts.db) await within(db.close(), left(), 'closing the database', log);
    },
  };
}
