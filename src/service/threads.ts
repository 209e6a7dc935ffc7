// Thread upkeep: Discord archives a thread after a week without messages (the longest it allows);
// a game that waits on a relaxed clock can be quieter than that. The scheduler runs this every six
// hours (src/service/scheduler.ts), and the Discord front also unarchives a game's thread the
// moment Discord reports it archived (THREAD_UPDATE): between them the thread of an open game
// stays in the channel's list. A finished game's thread is left to archive (it still answers
// /log, /map and /export when opened).
import { logger } from '#src/log.ts';
import type { ServiceDeps } from './types.ts';

const log = logger.child({ module: 'threads' });

/** Unarchives the threads of open games that Discord archived. Returns how many threads were looked at. */
export async function keepThreadsOpen(deps: ServiceDeps, limit = 1000): Promise<number> {
  if (!deps.threads) return 0;
  const threads = await deps.repo.openGameThreads(limit);
  for (const t of threads) {
    try {
      await deps.threads.keepOpen(t.threadId);
    } catch (err) {
      log.warn('could not keep a game thread open', {
        gameId: t.gameId,
        threadId: t.threadId,
        err: err instanceof Error ? err.name : String(err),
      });
    }
  }
  return threads.length;
}
