// Process-level error handlers: nothing ends the process without a structured log line.
//   - uncaughtException: the process state is unknown → log it (level error, the error serialised
//     and redacted by src/log.ts), then exit 1 once stderr has flushed; the orchestrator restarts
//     us and the outbox/commits make that safe.
//   - unhandledRejection: a promise nobody awaited failed; the operation it belonged to is lost
//     but the process is sound → log it and keep running.
import type { Logger } from './log.ts';

/**
 * Waits for `p` at most `ms` (a step of a shutdown): true when it ended. A step that fails is
 * logged and counts as ended; one that does not end in time is logged and left behind — the
 * shutdown goes on, so it ends within its limit whatever hangs (a database that stopped
 * answering, a gateway that does not close).
 */
export async function within(
  p: Promise<unknown> | undefined | null,
  ms: number,
  what: string,
  log: Logger,
): Promise<boolean> {
  if (!p) return true;
  let timer: NodeJS.Timeout | undefined;
  const ended = await Promise.race([
    p.then(
      () => true,
      (err: unknown) => {
        log.warn(`${what} failed at shutdown`, { err });
        return true;
      },
    ),
    new Promise<false>((r) => {
      timer = setTimeout(() => r(false), Math.max(0, ms));
      timer.unref?.();
    }),
  ]);
  clearTimeout(timer);
  if (!ended) log.warn(`${what} did not end in time at shutdown; left behind`, { waitedMs: Math.round(ms) });
  return ended;
}

let installed = false;

export function installProcessHandlers(log: Logger): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => {
    log.error('unhandled promise rejection (the process keeps running)', { err: reason });
  });
  process.on('uncaughtException', (err, origin) => {
    log.error('uncaught exception; exiting', { err, origin });
    process.exitCode = 1;
    // Exit once what was written to stderr is flushed (a pipe write is asynchronous).
    process.stderr.write('', () => process.exit(1));
    setTimeout(() => process.exit(1), 1000).unref();
  });
}
