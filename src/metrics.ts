// Prometheus metrics (prom-client): one registry per process, served by src/http/health.ts at
// /metrics. Names are prefixed hexpost_; the default Node metrics (memory, event loop lag, …) are
// collected too, from when the health server starts (collectDefaultMetrics).
//
// Who records what:
//   - commands (count by command and outcome, latency): src/bot/router.ts
//   - render time: src/images/draw.ts
//   - deliveries by kind and result code: recordDelivery(), called by the outbox worker
//   - outbox backlog and oldest age: computed on each scrape by a query (setOutboxSource)
import client from 'prom-client';

export const registry = new client.Registry();

let collectingDefaults = false;
/**
 * Start collecting the default Node metrics (memory, event loop lag, …) into the registry — when
 * the health server starts serving /metrics, not at import (their event-loop monitor is a timer).
 */
export function collectDefaultMetrics(): void {
  if (collectingDefaults) return;
  collectingDefaults = true;
  client.collectDefaultMetrics({ register: registry, prefix: 'hexpost_' });
}

export type CommandOutcome = 'ok' | 'user_error' | 'error';

export const commandsTotal = new client.Counter({
  name: 'hexpost_commands_total',
  help: 'Slash commands, buttons and autocomplete requests handled, by command and outcome (ok, user_error, error).',
  labelNames: ['command', 'outcome'] as const,
  registers: [registry],
});

export const commandSeconds = new client.Histogram({
  name: 'hexpost_command_duration_seconds',
  help: 'Time from receiving a command to having its reply, by command.',
  labelNames: ['command'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10],
  registers: [registry],
});

export const renderSeconds = new client.Histogram({
  name: 'hexpost_render_duration_seconds',
  help: 'Time to render a map image (SVG + PNG), by game.',
  labelNames: ['game'] as const,
  buckets: [0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4],
  registers: [registry],
});

export const deliveriesTotal = new client.Counter({
  name: 'hexpost_outbox_deliveries_total',
  help: 'Outbox delivery attempts by kind (channel, dm), result (delivered, superseded, retry, permanent, gave-up, lease-lost) and code (ok, or the Discord error code / HTTP status / error kind).',
  labelNames: ['kind', 'result', 'code'] as const,
  registers: [registry],
});

/** Counts one delivery attempt of the outbox: how it ended, and the error's code ('ok' when sent). */
export function recordDelivery(kind: 'channel' | 'dm', result: string, code: string): void {
  deliveriesTotal.inc({ kind, result, code });
}

export interface OutboxStats {
  /** Undelivered, not permanently failed rows. */
  backlog: number;
  /** Age in ms of the oldest of them (0 when none). */
  oldestAgeMs: number;
}

let outboxSource: (() => Promise<OutboxStats>) | null = null;

/** Where the outbox gauges come from (the app's database); null → the gauges stay at 0. */
export function setOutboxSource(source: (() => Promise<OutboxStats>) | null): void {
  outboxSource = source;
}

// Both outbox gauges are collected in the same scrape (prom-client collects metrics at once):
// they share one query in flight instead of asking the database twice.
let outboxInFlight: Promise<OutboxStats | null> | null = null;

function currentOutbox(): Promise<OutboxStats | null> {
  const source = outboxSource;
  if (!source) return Promise.resolve(null);
  outboxInFlight ??= source()
    .catch(() => null) // database unreachable: /readyz says so; the scrape still answers
    .finally(() => {
      outboxInFlight = null;
    });
  return outboxInFlight;
}

new client.Gauge({
  name: 'hexpost_outbox_backlog',
  help: 'Messages owed to Discord (outbox rows neither delivered nor permanently failed).',
  registers: [registry],
  async collect() {
    const s = await currentOutbox();
    this.set(s?.backlog ?? 0);
  },
});

new client.Gauge({
  name: 'hexpost_outbox_oldest_age_seconds',
  help: 'Age of the oldest message owed to Discord (0 when none).',
  registers: [registry],
  async collect() {
    const s = await currentOutbox();
    this.set((s?.oldestAgeMs ?? 0) / 1000);
  },
});

/** Times `fn` into the command metrics; `outcome` classifies its result. */
export async function timeCommand<T>(
  command: string,
  fn: () => Promise<T>,
  outcome: (r: T) => CommandOutcome,
): Promise<T> {
  const end = commandSeconds.startTimer({ command });
  try {
    const r = await fn();
    commandsTotal.inc({ command, outcome: outcome(r) });
    return r;
  } catch (err) {
    commandsTotal.inc({ command, outcome: 'error' });
    throw err;
  } finally {
    end();
  }
}

/** A reply that starts with ❌ answered bad input (user_error); anything else is ok. */
export function outcomeOf(reply: { content: string }): CommandOutcome {
  return reply.content.trimStart().startsWith('❌') ? 'user_error' : 'ok';
}
