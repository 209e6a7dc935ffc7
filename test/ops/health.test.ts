// The operations listener: /healthz, /readyz (database, gateway, outbox age), /metrics.
import { afterEach, describe, expect, it } from 'vitest';
import { outboxStats, standardChecks, startHealthServer, type HealthServer } from '#http/health.ts';
import { outcomeOf, recordDelivery, registry, setOutboxSource, timeCommand } from '#src/metrics.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/db.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  setOutboxSource(null);
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function game(db: TestDatabase, id: string): Promise<void> {
  await db.prisma.game.create({
    data: { id, channelId: `ch-${id}`, gameType: 'test', status: 'active', setup: {}, state: {}, createdBy: 'u1' },
  });
}

async function get(server: HealthServer, p: string): Promise<{ status: number; body: string }> {
  const r = await fetch(`http://127.0.0.1:${server.port}${p}`);
  return { status: r.status, body: await r.text() };
}

for (const kind of databaseKinds()) {
  describe(`health listener [${kind}]`, () => {
    async function setup(
      opts: { maxOutboxAgeMs?: number; gateway?: { ready: boolean }; outbox?: { ok: boolean; detail: string } } = {},
    ) {
      const db = await openTestDatabase(kind);
      cleanups.push(() => db.close());
      const gateway = opts.gateway;
      const server = await startHealthServer({
        port: 0,
        host: '127.0.0.1',
        checks: standardChecks({
          prisma: db.prisma,
          gatewayReady: gateway ? () => gateway.ready : undefined,
          maxOutboxAgeMs: opts.maxOutboxAgeMs ?? 60_000,
          ...(opts.outbox ? { outboxHealth: () => opts.outbox! } : {}),
        }),
      });
      cleanups.push(() => server.close());
      setOutboxSource(() => outboxStats(db.prisma));
      return { db, server };
    }

    it('/healthz and /readyz answer 200 on a working app; unknown paths 404', async () => {
      const { server } = await setup({ gateway: { ready: true } });
      expect(await get(server, '/healthz')).toMatchObject({ status: 200 });
      const ready = await get(server, '/readyz');
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toMatchObject({
        status: 'ready',
        checks: { database: { ok: true }, gateway: { ok: true }, outbox: { ok: true } },
      });
      expect((await get(server, '/nope')).status).toBe(404);
    });

    it('/readyz is 503 naming the gateway while it is not connected, 200 again once it is', async () => {
      const gateway = { ready: false };
      const { server } = await setup({ gateway });
      const r = await get(server, '/readyz');
      expect(r.status).toBe(503);
      expect(JSON.parse(r.body).checks.gateway).toMatchObject({ ok: false, detail: expect.stringMatching(/gateway/) });
      gateway.ready = true;
      expect((await get(server, '/readyz')).status).toBe(200);
    });

    it('/readyz is 503 naming the database when it is closed, while /healthz stays 200', async () => {
      const { db, server } = await setup();
      await db.close();
      const r = await get(server, '/readyz');
      expect(r.status).toBe(503);
      const body = JSON.parse(r.body);
      expect(body.checks.database.ok).toBe(false);
      expect((await get(server, '/healthz')).status).toBe(200);
      // /metrics still answers (the outbox gauges fall back to 0).
      expect((await get(server, '/metrics')).status).toBe(200);
    });

    it("/readyz is 503 naming the outbox while its worker's watchdog says a pass is stuck, 200 again after", async () => {
      const outbox = { ok: false, detail: 'an outbox pass has made no progress for 41 s' };
      const { server } = await setup({ outbox });
      const r = await get(server, '/readyz');
      expect(r.status).toBe(503);
      expect(JSON.parse(r.body).checks.outbox).toEqual(outbox);
      outbox.ok = true;
      expect((await get(server, '/readyz')).status).toBe(200);
    });

    it('/readyz is 503 naming the outbox when the oldest owed message is older than the bound; delivered rows do not count', async () => {
      const { db, server } = await setup({ maxOutboxAgeMs: 60_000 });
      await game(db, 'g1');
      const old = new Date(Date.now() - 5 * 60_000);
      await db.prisma.outbox.create({
        data: { gameId: 'g1', kind: 'channel', target: 'c', payload: {}, createdAt: old, deliveredAt: new Date() },
      });
      await db.prisma.outbox.create({ data: { gameId: 'g1', kind: 'channel', target: 'c', payload: {} } });
      expect((await get(server, '/readyz')).status).toBe(200);
      const m1 = (await get(server, '/metrics')).body;
      expect(m1).toMatch(/^hexpost_outbox_backlog 1$/m);

      await db.prisma.outbox.create({ data: { gameId: 'g1', kind: 'dm', target: 'u', payload: {}, createdAt: old } });
      const r = await get(server, '/readyz');
      expect(r.status).toBe(503);
      expect(JSON.parse(r.body).checks.outbox).toMatchObject({
        ok: false,
        detail: expect.stringMatching(/oldest owed message is 3\d\d s old/),
      });
      const m2 = (await get(server, '/metrics')).body;
      expect(m2).toMatch(/^hexpost_outbox_backlog 2$/m);
      const age = Number(/^hexpost_outbox_oldest_age_seconds (\S+)$/m.exec(m2)?.[1]);
      expect(age).toBeGreaterThanOrEqual(300);
    });
  });
}

describe('metrics', () => {
  it('counts commands by outcome with latency, and deliveries by kind and result', async () => {
    await timeCommand('probe', async () => ({ content: 'fine' }), outcomeOf);
    await timeCommand('probe', async () => ({ content: '❌ no game here' }), outcomeOf);
    await expect(timeCommand('probe', async () => Promise.reject(new Error('boom')), outcomeOf)).rejects.toThrow(
      'boom',
    );
    recordDelivery('dm', 'permanent', '50007');
    recordDelivery('channel', 'delivered', 'ok');
    const text = await registry.metrics();
    expect(text).toMatch(/^hexpost_commands_total\{command="probe",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^hexpost_commands_total\{command="probe",outcome="user_error"\} 1$/m);
    expect(text).toMatch(/^hexpost_commands_total\{command="probe",outcome="error"\} 1$/m);
    expect(text).toMatch(/^hexpost_command_duration_seconds_count\{command="probe"\} 3$/m);
    expect(text).toMatch(/^hexpost_outbox_deliveries_total\{kind="dm",result="permanent",code="50007"\} 1$/m);
    expect(text).toMatch(/^hexpost_outbox_deliveries_total\{kind="channel",result="delivered",code="ok"\} 1$/m);
  });
});
