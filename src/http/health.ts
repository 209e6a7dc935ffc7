// The operations listener (node:http, no framework), on HTTP_PORT when set:
//   GET /healthz  200 while the process lives (and its event loop answers).
//   GET /readyz   200 only when every check passes: the database answers `SELECT 1` within 5 s,
//                 the gateway is connected (or console mode), the outbox worker is making progress
//                 (no pass stuck or abandoned, and passes succeed: its watchdog, DEFAULT_STALL_MS =
//                 40 s), and the oldest message owed to Discord is younger than
//                 READY_MAX_OUTBOX_AGE_MS. 503 otherwise; the JSON body names each check. A silent
//                 database stall is red within 5 s (the database check) and 40 s (the outbox), and
//                 green again once queries answer and a pass succeeds.
//   GET /metrics  Prometheus text (src/metrics.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PrismaClient } from '#generated/prisma/client.ts';
import { collectDefaultMetrics, registry, type OutboxStats } from '#src/metrics.ts';

export interface CheckResult {
  ok: boolean;
  detail?: string;
}

export type ReadinessCheck = () => Promise<CheckResult> | CheckResult;

export interface HealthServerOptions {
  port: number;
  /** Default 0.0.0.0 (a container's health check and Prometheus come from outside the process). */
  host?: string;
  /** Named readiness checks, all must pass. */
  checks: Record<string, ReadinessCheck>;
  /** Replaces the /metrics body (the shard manager aggregates its shards). */
  metrics?: () => Promise<{ contentType: string; body: string }>;
}

export interface HealthServer {
  readonly port: number;
  close(): Promise<void>;
}

/** How long one readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 5000;

async function runCheck(check: ReadinessCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve().then(check),
      new Promise<CheckResult>((resolve) => {
        timer = setTimeout(
          () => resolve({ ok: false, detail: `no answer within ${CHECK_TIMEOUT_MS} ms` }),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message.split('\n')[0]!.slice(0, 200) : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check; `ready` only when all pass. */
export async function readiness(
  checks: Record<string, ReadinessCheck>,
): Promise<{ ready: boolean; checks: Record<string, CheckResult> }> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((n) => runCheck(checks[n]!)));
  const out: Record<string, CheckResult> = {};
  for (const [i, n] of names.entries()) out[n] = results[i]!;
  return { ready: results.every((r) => r.ok), checks: out };
}

export async function startHealthServer(opts: HealthServerOptions): Promise<HealthServer> {
  if (!opts.metrics) collectDefaultMetrics();
  const server = http.createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0];
    const send = (status: number, contentType: string, body: string) => {
      res.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain', 'method not allowed\n');
    if (url === '/healthz') return send(200, 'application/json', `${JSON.stringify({ status: 'ok' })}\n`);
    if (url === '/readyz') {
      void readiness(opts.checks).then((r) =>
        send(
          r.ready ? 200 : 503,
          'application/json',
          `${JSON.stringify({ status: r.ready ? 'ready' : 'not ready', checks: r.checks })}\n`,
        ),
      );
      return;
    }
    if (url === '/metrics') {
      const body = opts.metrics
        ? opts.metrics()
        : registry.metrics().then((b) => ({ contentType: registry.contentType, body: b }));
      void body.then(
        (m) => send(200, m.contentType, m.body),
        (err: unknown) =>
          send(500, 'text/plain', `metrics failed: ${err instanceof Error ? err.message : String(err)}\n`),
      );
      return;
    }
    send(404, 'text/plain', 'not found: try /healthz, /readyz or /metrics\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Undelivered, not failed outbox rows: how many, and the age of the oldest. */
export async function outboxStats(prisma: PrismaClient, now: () => number = Date.now): Promise<OutboxStats> {
  const r = await prisma.outbox.aggregate({
    where: { deliveredAt: null, failedAt: null },
    _count: { _all: true },
    _min: { createdAt: true },
  });
  const oldest = r._min.createdAt;
  return { backlog: r._count._all, oldestAgeMs: oldest ? Math.max(0, now() - oldest.getTime()) : 0 };
}

/** The standard checks of a bot process. */
export function standardChecks(o: {
  prisma: PrismaClient;
  /** undefined = console mode (no gateway). */
  gatewayReady?: () => boolean;
  maxOutboxAgeMs: number;
  /** The outbox worker's watchdog (OutboxWorker.health). */
  outboxHealth?: () => CheckResult;
}): Record<string, ReadinessCheck> {
  return {
    database: async () => {
      await o.prisma.$queryRaw`SELECT 1`;
      return { ok: true };
    },
    gateway: () =>
      o.gatewayReady === undefined
        ? { ok: true, detail: 'console mode' }
        : o.gatewayReady()
          ? { ok: true }
          : { ok: false, detail: 'not connected to the Discord gateway' },
    outbox: async () => {
      const worker = o.outboxHealth?.();
      if (worker && !worker.ok) return worker;
      const s = await outboxStats(o.prisma);
      return s.oldestAgeMs <= o.maxOutboxAgeMs
        ? { ok: true, detail: `${s.backlog} owed` }
        : {
            ok: false,
            detail: `oldest owed message is ${Math.round(s.oldestAgeMs / 1000)} s old (bound ${Math.round(o.maxOutboxAgeMs / 1000)} s); ${s.backlog} owed`,
          };
    },
  };
}
