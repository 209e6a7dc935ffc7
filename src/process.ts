// Process-level error handlers: nothing ends the process without a structured log line.
//   - uncaughtException: the process state is unknown → log it (level error, the error serialised
//     and redacted by src/log.ts), then exit 1 once stderr has flushed; the orchestrator restarts
//     us and the outbox/commits make that safe.
//   - unhandledRejection: a promise nobody awaited failed; the operation it belonged to is lost
//     but the process is sound → log it and keep running.
import type { Logger } from './log.ts';

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
