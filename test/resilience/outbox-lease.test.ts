// The outbox's claims and its watchdog, in one process with short timings (the production code
// takes them as options; its defaults are DEFAULT_LEASE_MS / DEFAULT_STALL_MS):
// - a send longer than the lease keeps its claim (the heartbeat renews it): a second worker does
//   not claim the row meanwhile, and it is sent once;
// - without the heartbeat the same send loses its claim (the test above could not pass by luck);
// - a send that never returns: the pass is abandoned after stallMs, health() goes red, a later
//   pass is not blocked by it, the row comes back within a lease and is delivered (same nonce),
//   and health() is green again;
// - stop(budget) with a send stuck: returns within its budget and gives the claim back at once.
import { beforeEach, expect, it, vi } from 'vitest';
import { configureLogging } from '#src/log.ts';
import {
  DEFAULT_LEASE_MS,
  DEFAULT_STALL_MS,
  OutboxWorker,
  type OutMessage,
  type Transport,
  type WorkerOptions,
} from '#service/outbox/index.ts';
import type { OutboxPayload } from '#service/outbox/payloads.ts';
import { renewClaims, type OutboxInput, type Repository } from '#store/repository.ts';
import { forEachDatabase } from '../helpers/db.ts';

const CH = 'chan-1';
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const notice = (text: string): OutboxPayload => ({ type: 'notice', text: { ja: text, en: text } }) as OutboxPayload;

/** Records every send; `hold` makes a send wait until released (or forever). */
class HoldingTransport implements Transport {
  sends: { to: string; nonce: string | undefined; content: string }[] = [];
  holdNext = 0;
  holdMs: number | null = null;
  private released: (() => void)[] = [];
  async postChannel(channelId: string, msg: OutMessage): Promise<void> {
    this.sends.push({ to: channelId, nonce: msg.nonce, content: msg.content });
    if (this.holdNext > 0) {
      this.holdNext--;
      await new Promise<void>((r) => {
        this.released.push(r);
        if (this.holdMs !== null) setTimeout(r, this.holdMs);
      });
    }
  }
  async sendDm(userId: string, msg: OutMessage): Promise<void> {
    this.sends.push({ to: userId, nonce: msg.nonce, content: msg.content });
  }
  releaseAll(): void {
    for (const r of this.released.splice(0)) r();
  }
}

async function owe(repo: Repository, outbox: OutboxInput[]): Promise<void> {
  const id = 'g1';
  expect(
    (
      await repo.createGame({
        id,
        channelId: CH,
        gameType: 'test',
        status: 'active',
        setup: {},
        state: {},
        createdBy: 'alice',
        seats: [
          { side: 'a', userId: 'alice' },
          { side: 'b', userId: 'bob' },
        ],
      })
    ).ok,
  ).toBe(true);
  expect((await repo.commitGameChange({ gameId: id, expectedVersion: 0, state: {}, actions: [], outbox })).ok).toBe(
    true,
  );
}

/** vitest's waitFor, checked every 20 ms. */
const within = (timeout: number) => ({ timeout, interval: 20 });

it('the production lease is well inside Discord nonce memory and the stall bound under a minute', () => {
  // Discord remembers a nonce for "the past few minutes": a re-send after a crash must come sooner.
  expect(DEFAULT_LEASE_MS).toBeLessThanOrEqual(60_000);
  expect(DEFAULT_STALL_MS).toBeLessThan(60_000);
});

forEachDatabase('outbox claims and watchdog', (t) => {
  beforeEach(() => configureLogging({ write: () => undefined }));
  const worker = (transport: Transport, extra: Partial<WorkerOptions> = {}) =>
    new OutboxWorker(t.repo, transport, {
      defaultLocale: 'en',
      compose: async (row) => ({ content: `row ${row.id}` }),
      ...extra,
    });
  const renew: WorkerOptions['renewClaims'] = (claims, at) => renewClaims(t.prisma, claims, at);
  const rows = () => t.prisma.outbox.findMany({ orderBy: { id: 'asc' } });

  it('a send longer than the lease keeps its claim by the heartbeat: another worker does not take it, one send', async () => {
    await owe(t.repo, [{ kind: 'channel', target: CH, payload: notice('slow') }]);
    const slow = new HoldingTransport();
    slow.holdNext = 1;
    slow.holdMs = 5000; // two and a half leases
    const a = worker(slow, { leaseMs: 2000, heartbeatMs: 250, renewClaims: renew });
    const other = new HoldingTransport();
    const b = worker(other, { leaseMs: 2000, renewClaims: renew });
    const pass = a.kick();
    await vi.waitFor(() => expect(slow.sends, 'the slow send to start').toHaveLength(1), within(5000));
    const end = Date.now() + 4500;
    while (Date.now() < end) {
      await b.kick();
      await sleep(50);
    }
    await pass;
    expect(other.sends, 'the other worker never claimed the row in flight').toEqual([]);
    expect(slow.sends).toHaveLength(1);
    const [row] = await rows();
    expect(row!.deliveredAt).not.toBeNull();
  });

  it('without the heartbeat the same send loses its claim to another worker (what the heartbeat prevents)', async () => {
    await owe(t.repo, [{ kind: 'channel', target: CH, payload: notice('slow') }]);
    const slow = new HoldingTransport();
    slow.holdNext = 1;
    slow.holdMs = 5000;
    const a = worker(slow, { leaseMs: 2000 });
    const other = new HoldingTransport();
    const b = worker(other, { leaseMs: 2000 });
    const pass = a.kick();
    await vi.waitFor(() => expect(slow.sends, 'the slow send to start').toHaveLength(1), within(5000));
    await vi.waitFor(async () => {
      await b.kick();
      expect(other.sends, 'the other worker to claim the row').toHaveLength(1);
    }, within(5000));
    await pass;
    // Sent twice with one nonce: Discord would answer the second with the first message.
    expect(other.sends[0]!.nonce).toBe(slow.sends[0]!.nonce);
  });

  it('a send that never returns: the pass is abandoned, readiness red, the row comes back within a lease and is delivered, readiness green', async () => {
    await owe(t.repo, [
      { kind: 'channel', target: CH, payload: notice('first') },
      { kind: 'channel', target: CH, payload: notice('second') },
    ]);
    const tr = new HoldingTransport();
    tr.holdNext = 1; // the first send hangs for good
    const w = worker(tr, { leaseMs: 1000, heartbeatMs: 200, stallMs: 1000, pollMs: 50, renewClaims: renew });
    expect(w.health().ok).toBe(true);
    w.start();
    try {
      await vi.waitFor(() => expect(tr.sends, 'the first send').toHaveLength(1), within(5000));
      const stuckAt = Date.now();
      await vi.waitFor(() => expect(w.health().ok, 'readiness to go red').toBe(false), within(5000));
      expect(w.health().detail).toMatch(/no progress/);
      expect(Date.now() - stuckAt).toBeGreaterThanOrEqual(950);
      // A later pass runs: the row is claimed again once its (no longer renewed) lease runs out,
      // re-sent with the same nonce, and the second row follows in order.
      await vi.waitFor(
        async () =>
          expect(
            (await rows()).every((r) => r.deliveredAt !== null),
            'every row delivered',
          ).toBe(true),
        within(10_000),
      );
      expect(tr.sends.map((s) => s.content)).toEqual([
        tr.sends[0]!.content,
        tr.sends[0]!.content,
        tr.sends[2]!.content,
      ]);
      expect(tr.sends[1]!.nonce).toBe(tr.sends[0]!.nonce);
      await vi.waitFor(() => expect(w.health().ok, 'readiness to go green again').toBe(true), within(5000));
    } finally {
      tr.releaseAll();
      await w.stop(1000);
    }
  });

  it('readiness goes red while every pass fails (database gone) and green after', async () => {
    let down = false;
    const repo = new Proxy(t.repo, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver) as unknown;
        if (typeof v !== 'function') return v;
        return (...args: unknown[]) =>
          down
            ? Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
            : (v as (...a: unknown[]) => unknown).apply(target, args);
      },
    });
    // The watchdog's clock is injected and the passes are driven by hand (the poll is an hour):
    // on a loaded machine (CI, 2026-11-29) a real 100 ms sleep woke after the 300 ms stall bound.
    let tick = 0;
    const w = new OutboxWorker(repo, new HoldingTransport(), {
      defaultLocale: 'en',
      stallMs: 300,
      pollMs: 3_600_000,
      clock: () => tick,
    });
    w.start(); // the first pass
    try {
      await w.kick(); // joins it
      expect(w.health().ok).toBe(true);
      down = true;
      tick += 200;
      await w.kick(); // fails
      expect(w.health()).toEqual({ ok: true, detail: 'passes succeed' }); // within the bound of the last success
      tick += 200;
      await w.kick(); // fails again: 400 ms without a pass that succeeded
      expect(w.health().ok).toBe(false);
      expect(w.health().detail).toMatch(/no outbox pass has succeeded for 0 s: .*ECONNREFUSED/);
      down = false;
      await w.kick();
      expect(w.health()).toEqual({ ok: true, detail: 'passes succeed' });
    } finally {
      await w.stop(500);
    }
  });

  it('stop(budget) with a send stuck returns within its budget and gives the claims back at once', async () => {
    await owe(t.repo, [
      { kind: 'channel', target: CH, payload: notice('stuck') },
      { kind: 'channel', target: CH, payload: notice('behind it') },
    ]);
    const tr = new HoldingTransport();
    tr.holdNext = 1;
    const w = worker(tr, { renewClaims: renew }); // the production lease
    void w.kick();
    await vi.waitFor(() => expect(tr.sends, 'the stuck send').toHaveLength(1), within(5000));
    expect((await rows()).every((r) => r.claimedUntil !== null)).toBe(true);
    const t0 = Date.now();
    // Seconds of budget: on a loaded machine (CI, 2026-11-28) giving the claims back took longer than
    // the 240 ms a 600 ms budget leaves after the stuck send; the point is "now, not after a lease".
    await w.stop(3000);
    expect(Date.now() - t0).toBeLessThan(DEFAULT_LEASE_MS);
    // Nothing is left claimed: another process takes the rows over now, not after a lease.
    const left = await rows();
    expect(left.map((r) => [r.deliveredAt, r.claimedUntil])).toEqual([
      [null, null],
      [null, null],
    ]);
    tr.releaseAll();
  });
});
