// Wires the pieces every front needs: the database, the repository, the service dependencies
// and the outbox worker.
import type { Locale } from './engine/types.ts';
import { openDatabase, type Database } from './store/db.ts';
import { createRepository, type Repository } from './store/repository.ts';
import { OutboxWorker, type Transport } from './service/outbox.ts';
import type { AppDeps } from './bot/command.ts';
import { logger } from './log.ts';

export interface App {
  db: Database;
  repo: Repository;
  deps: AppDeps;
  outbox: OutboxWorker;
  close(): Promise<void>;
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
    onOutbox: () => void outbox.kick().catch((err) => log.error('outbox kick failed', { err })),
  };
  outbox = new OutboxWorker(repo, opts.transport, {
    pollMs: opts.outboxPollMs,
    ...(opts.now ? { now: opts.now } : {}),
    // Rows carry their locale (the guild's at commit, or the player's): no look-up per row.
    defaultLocale: opts.defaultLocale,
  });
  return {
    db,
    repo,
    deps,
    outbox,
    async close() {
      await outbox.stop();
      if (!opts.db) await db.close();
    },
  };
}
