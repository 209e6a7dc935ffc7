// The bot's HTTP listener (Fastify), on HTTP_PORT when set: the operations routes below, and
// whatever `routes` adds (the web board, src/http/board.ts).
//   GET /healthz  200 while the process lives (and its event loop answers).
//   GET /readyz   200 only when every check passes: the database answers `SELECT 1` within 5 s,
//                 the gateway is connected (or console mode), the outbox worker is making progress
//                 (no pass stuck or abandoned, and passes succeed: its watchdog, DEFAULT_STALL_MS =
//                 40 s), and the oldest message owed to Discord is younger than
//                 READY_MAX_OUTBOX_AGE_MS. 503 otherwise; the JSON body names each check. A silent
//                 database stall is red within 5 s (the database check) and 40 s (the outbox), and
//                 green again once queries answer and a pass succeeds.
//   GET /metrics  Prometheus text (src/metrics.ts).
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
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
  /** More routes on the same listener (the web board). */
  routes?: (app: FastifyInstance) => Promise<void>;
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

/**
 * The listener's Fastify instance. No request log: a board's URL carries its link's token
 * (src/http/board.ts). Bodies are checked as their schemas say: a property not declared or a value
 * of the wrong type is refused, not dropped or converted (Fastify's defaults).
 */
export function createHttpServer(): FastifyInstance {
  return Fastify({
    logger: false,
    forceCloseConnections: true,
    return503OnClosing: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  });
}

export async function startHealthServer(opts: HealthServerOptions): Promise<HealthServer> {
  if (!opts.metrics) collectDefaultMetrics();
  const app = createHttpServer();
  const plain = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  app.get('/healthz', (_req, reply) => plain(reply).send({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const r = await readiness(opts.checks);
    return plain(reply)
      .code(r.ready ? 200 : 503)
      .send({ status: r.ready ? 'ready' : 'not ready', checks: r.checks });
  });
  app.get('/metrics', async (_req, reply) => {
    try {
      const m = opts.metrics
        ? await opts.metrics()
        : { contentType: registry.contentType, body: await registry.metrics() };
      return plain(reply).type(m.contentType).send(m.body);
    } catch (err) {
      return plain(reply)
        .code(500)
        .type('text/plain')
        .send(`metrics failed: ${err instanceof Error ? err.message : String(err)}\n`);
    }
  });
  if (opts.routes) await opts.routes(app);
  app.setNotFoundHandler((req, reply) =>
    req.method !== 'GET' && req.method !== 'HEAD'
      ? plain(reply).code(405).type('text/plain').send('method not allowed\n')
      : plain(reply).code(404).type('text/plain').send('not found: try /healthz, /readyz or /metrics\n'),
  );
  await app.listen({ port: opts.port, host: opts.host ?? '0.0.0.0' });
  const port = (app.server.address() as AddressInfo).port;
  return { port, close: () => app.close() };
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
