// Outbox delivery semantics: order per recipient, supersede, permanent vs transient errors,
// retries for 24 h of (injected) wall time, reporting, leases + nonce, pruning, database trouble,
// and no message text in the logs.
import { DiscordAPIError } from 'discord.js';
import { beforeEach, expect, it, vi } from 'vitest';
import { configureLogging } from '#src/log.ts';
import { channelProblem, OutboxWorker, type OutMessage, type Transport } from '#service/outbox/index.ts';
import type { OutboxPayload } from '#service/outbox/payloads.ts';
import type { OutboxInput, Repository } from '#store/repository.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { registry } from '#src/metrics.ts';

const SECRET = 'SECRET-hand-伏兵-7';
const CH = 'chan-1';

/** A transport that fails while `fail` says so and dedupes nonces like Discord. */
class ScriptedTransport implements Transport {
  sent: { to: string; kind: 'channel' | 'dm'; msg: OutMessage }[] = [];
  attempts: { to: string; kind: 'channel' | 'dm'; content: string }[] = [];
  fail: ((kind: 'channel' | 'dm', to: string, msg: OutMessage) => unknown) | null = null;
  delayMs = 0;
  nonceHits = 0;
  private nonces = new Set<string>();
  async postChannel(channelId: string, msg: OutMessage): Promise<void> {
    await this.send('channel', channelId, msg);
  }
  async sendDm(userId: string, msg: OutMessage): Promise<void> {
    await this.send('dm', userId, msg);
  }
  private async send(kind: 'channel' | 'dm', to: string, msg: OutMessage): Promise<void> {
    this.attempts.push({ to, kind, content: msg.content });
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    const err = this.fail?.(kind, to, msg);
    if (err) throw err;
    if (msg.nonce) {
      const key = `${kind}:${to}:${msg.nonce}`;
      if (this.nonces.has(key)) {
        this.nonceHits++;
        return;
      }
      this.nonces.add(key);
    }
    this.sent.push({ to, kind, msg });
  }
  posts(to = CH): string[] {
    return this.sent.filter((s) => s.kind === 'channel' && s.to === to).map((s) => s.msg.content);
  }
}

function apiError(status: number, code: number, body: unknown, retryAfter?: number): DiscordAPIError {
  const raw = {
    code,
    message: `Discord error ${code}`,
    ...(retryAfter !== undefined ? { retry_after: retryAfter } : {}),
  };
  return new DiscordAPIError(raw, code, status, 'POST', `https://discord.com/api/v10/channels/${CH}/messages`, {
    body,
    files: [{ name: 'private.png', data: Buffer.from(SECRET) }],
  });
}

const notice = (text: string): OutboxPayload => ({ type: 'notice', text: { ja: text, en: text } }) as OutboxPayload;

async function game(repo: Repository, outbox: OutboxInput[], id = 'g1'): Promise<void> {
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

const posts = (n: number, to = CH): OutboxInput[] =>
  Array.from({ length: n }, (_, i) => ({ kind: 'channel' as const, target: to, payload: notice(`post ${i}`) }));

forEachDatabase('outbox delivery', (t) => {
  let clock = Date.now();
  const now = () => new Date(clock);
  const logs: string[] = [];
  beforeEach(() => {
    logs.length = 0;
    configureLogging({ write: (l) => logs.push(l) });
  });
  const worker = (
    transport: Transport,
    extra: Partial<ConstructorParameters<typeof OutboxWorker>[2]> = {},
    repo: Repository = t.repo,
  ) => new OutboxWorker(repo, transport, { defaultLocale: 'en', now, ...extra });

  it('a channel whose first post fails transiently gets all its posts in commit order after recovery', async () => {
    clock = Date.now() + 5_000; // rows are stamped by the real clock; be a little after them
    await game(t.repo, posts(4));
    const tr = new ScriptedTransport();
    tr.fail = (_k, _to, msg) => (msg.content === 'post 0' ? apiError(503, 0, {}) : null);
    const w = worker(tr);
    await w.drain();
    expect(tr.posts()).toEqual([]); // posts 1..3 wait behind post 0
    clock += 60_000;
    await w.drain();
    expect(tr.posts()).toEqual([]);
    tr.fail = null;
    clock += 60_000;
    await w.drain();
    expect(tr.posts()).toEqual(['post 0', 'post 1', 'post 2', 'post 3']);
    expect(await t.repo.countPendingOutbox()).toBe(0);
  });

  it('a failed map superseded by a newer map of the same game is skipped, its lines carried, never posted after it', async () => {
    clock = Date.now() + 5_000; // rows are stamped by the real clock; be a little after them
    const upd = (v: number) => ({
      type: 'update',
      gameId: 'g1',
      gameType: 'hoten-kaisen',
      version: v,
      view: null,
      lines: [{ ja: `line ${v}`, en: `line ${v}` }],
      summary: { ja: `map v${v}`, en: `map v${v}` },
      mention: [],
      result: null,
    });
    await game(t.repo, [{ kind: 'channel', target: CH, payload: upd(5) }]);
    const tr = new ScriptedTransport();
    tr.fail = () => apiError(500, 0, {});
    // Composed as text (the images are not what this test is about).
    const w = worker(tr, {
      compose: async (row) => {
        const p = row.payload as Extract<OutboxPayload, { type: 'update' }>;
        return { content: [...p.lines.map((l) => l.en), p.summary.en].join('\n') };
      },
    });
    await w.drain();
    // v5 failed (rendering or sending); now v6 is committed behind it.
    await t.repo.commitGameChange({
      gameId: 'g1',
      expectedVersion: 1,
      state: {},
      actions: [],
      outbox: [{ kind: 'channel', target: CH, payload: upd(6) }],
    });
    tr.fail = null;
    clock += 120_000;
    await w.drain();
    const contents = tr.posts();
    expect(contents).toHaveLength(1);
    expect(contents[0]).toContain('map v6');
    expect(contents[0]).toContain('line 5');
    expect(contents[0]!.indexOf('line 5')).toBeLessThan(contents[0]!.indexOf('line 6'));
  });

  it("permanent errors stop at once; the players are DM'd once and the next reply carries the warning", async () => {
    clock = Date.now() + 5_000; // rows are stamped by the real clock; be a little after them
    await game(t.repo, posts(3));
    const tr = new ScriptedTransport();
    tr.fail = (k) => (k === 'channel' ? apiError(403, 50013, { content: SECRET }) : null);
    const w = worker(tr);
    await w.drain();
    clock += 3_600_000;
    await w.drain();
    expect(tr.attempts.filter((a) => a.kind === 'channel')).toHaveLength(3); // one try each, no retries
    const dms = tr.sent.filter((s) => s.kind === 'dm');
    expect(dms.map((d) => d.to).sort()).toEqual(['alice', 'bob']); // once each, not per failed row
    // Each in the player's own language (these seats keep the default, ja).
    expect(dms[0]!.msg.content).toMatch(/メッセージを送信/);
    expect(await channelProblem(t.repo, 'g1', 'en')).toMatch(/missing permission/);
    expect(await channelProblem(t.repo, 'g1', 'ja')).toMatch(/権限/);
    expect(await t.repo.countPendingOutbox()).toBe(0);
    // The delivery metric counts each refused post under its result and Discord code.
    const counted = (await registry.getSingleMetricAsString('hexpost_outbox_deliveries_total')).split('\n');
    expect(counted.some((l) => /kind="channel",result="permanent",code="50013"\} [1-9]/.test(l))).toBe(true);
  });

  it('transient failures are retried for 24 h of wall time (not a count), then reported, never dropped silently', async () => {
    const start = Date.now() + 5_000;
    clock = start;
    await game(t.repo, [{ kind: 'dm', target: 'bob', payload: notice(`your hand: ${SECRET}`) }]);
    const tr = new ScriptedTransport();
    tr.fail = (k) => (k === 'dm' ? new Error('connect ECONNRESET') : null);
    const w = worker(tr);
    let tries = 0;
    while (clock - start < 23 * 3_600_000) {
      await w.drain();
      tries = tr.attempts.filter((a) => a.kind === 'dm').length;
      clock += 15 * 60_000;
    }
    expect(tries).toBeGreaterThan(50);
    expect(await t.repo.countPendingOutbox()).toBe(1); // still owed after 23 h
    clock = start + 25 * 3_600_000;
    await w.drain();
    expect(await t.repo.countPendingOutbox()).toBe(0);
    const told = tr.posts();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/could not deliver a DM to <@bob>/);
  });

  it('rate limits wait at least retry_after', async () => {
    clock = Date.now() + 5_000; // rows are stamped by the real clock; be a little after them
    await game(t.repo, posts(1));
    const tr = new ScriptedTransport();
    tr.fail = () => apiError(429, 0, {}, 120);
    const w = worker(tr);
    await w.drain();
    const row = await t.prisma.outbox.findFirstOrThrow();
    expect(row.deliverAfter.getTime() - clock).toBeGreaterThanOrEqual(120_000);
  });

  it('two workers and a send slower than the lease: one message (nonce), and the late mark is refused', async () => {
    clock = Date.now() + 5_000; // rows are stamped by the real clock; be a little after them
    await game(t.repo, posts(1));
    const tr = new ScriptedTransport();
    tr.delayMs = 1_000; // long enough for b to claim the row while a still sends, on a loaded machine too
    const a = worker(tr, { leaseMs: 100 });
    const b = worker(tr, { leaseMs: 100 });
    const first = a.drain();
    // a's send has begun (its claim is taken), however loaded the machine is
    await vi.waitFor(() => expect(tr.attempts).toHaveLength(1), { timeout: 5_000, interval: 10 });
    clock += 1_000; // the lease of a's claim has run out
    await b.drain();
    await first;
    expect(tr.attempts).toHaveLength(2);
    expect(tr.sent).toHaveLength(1);
    expect(tr.nonceHits).toBe(1);
    const row = await t.prisma.outbox.findFirstOrThrow();
    expect(row.deliveredAt).toBeInstanceOf(Date);
  });

  it('the notices of a failure are owed in the same commit as the failure: a crash before sending them loses none', async () => {
    clock = Date.now() + 5_000;
    await game(t.repo, posts(1));
    // The first worker marks the post failed (missing permission) and then "crashes": every DM
    // it tries fails transiently, so the notices stay owed when it is dropped.
    const first = new ScriptedTransport();
    first.fail = (k) => (k === 'channel' ? apiError(403, 50013, {}) : new Error('connect ECONNRESET'));
    await worker(first).drain();
    const owed = await t.prisma.outbox.findMany({
      where: { kind: 'dm', deliveredAt: null, failedAt: null },
      orderBy: { id: 'asc' },
    });
    expect(owed.map((r) => r.target).sort()).toEqual(['alice', 'bob']);
    expect(owed.every((r) => (r.payload as { failureNotice?: boolean }).failureNotice === true)).toBe(true);
    // A new worker (the restarted process) delivers each notice once.
    clock += 3_600_000;
    const second = new ScriptedTransport();
    const w = worker(second);
    await w.drain();
    await w.drain();
    expect(
      second.sent
        .filter((x) => x.kind === 'dm')
        .map((x) => x.to)
        .sort(),
    ).toEqual(['alice', 'bob']);
    expect(second.sent.filter((x) => x.kind === 'channel')).toEqual([]); // the failed post is not retried
    expect(await t.repo.countPendingOutbox()).toBe(0);
  });

  it('a notice that cannot be delivered is not reported again (no loop of notices)', async () => {
    clock = Date.now() + 5_000;
    await game(t.repo, posts(1));
    const tr = new ScriptedTransport();
    // The channel refuses the post, and both players' DMs are closed: the notices fail too.
    tr.fail = (k) => (k === 'channel' ? apiError(403, 50013, {}) : apiError(403, 50007, {}));
    const w = worker(tr);
    await w.drain();
    clock += 3_600_000;
    await w.drain();
    const rows = await t.prisma.outbox.findMany({ orderBy: { id: 'asc' } });
    expect(rows).toHaveLength(3); // the post and one notice per player, nothing more
    expect(rows.every((r) => r.failedAt !== null)).toBe(true);
    expect(tr.attempts).toHaveLength(3);
  });

  it('delivered rows are pruned an hour after a newer row to the same recipient settled, any after 7 days, failed rows after 30', async () => {
    clock = Date.now() + 5_000; // rows are stamped by the real clock; be a little after them
    await game(t.repo, [...posts(2, 'other'), ...posts(1)]);
    const tr = new ScriptedTransport();
    tr.fail = (_k, to) => (to === CH ? apiError(404, 10003, {}) : null);
    const w = worker(tr, { pruneEveryMs: 0 });
    await w.drain();
    expect(await t.prisma.outbox.count()).toBe(5); // 3 rows + the notices owed to alice and bob (delivered)
    clock += 30 * 60_000;
    await w.drain();
    expect(await t.prisma.outbox.count()).toBe(5);
    clock += 60 * 60_000;
    await w.drain();
    // 'other' got two posts: the first went, the newest (what the reply warning reads) stays.
    const left = await t.prisma.outbox.findMany({ orderBy: { id: 'asc' } });
    expect(left).toHaveLength(4);
    expect(
      left.filter((r) => r.target === 'other').map((r) => (r.payload as { text: { en: string } }).text.en),
    ).toEqual(['post 1']);
    clock += 8 * 86_400_000;
    await w.drain();
    expect(await t.prisma.outbox.count()).toBe(1);
    clock += 23 * 86_400_000;
    await w.drain();
    expect(await t.prisma.outbox.count()).toBe(0);
  });

  it('a database that fails for a while: no rejection, and delivery resumes by itself', async () => {
    clock = Date.now() + 5_000; // rows are stamped by the real clock; be a little after them
    await game(t.repo, posts(2));
    let down = true;
    const flaky = new Proxy(t.repo, {
      get(target, prop, recv) {
        const v = Reflect.get(target, prop, recv);
        if (typeof v !== 'function') return v;
        return (...args: unknown[]) =>
          down
            ? Promise.reject(new Error(`connect ECONNREFUSED 127.0.0.1:5432 ${SECRET}`))
            : (v as (...a: unknown[]) => unknown).apply(target, args);
      },
    }) as Repository;
    const tr = new ScriptedTransport();
    const w = worker(tr, {}, flaky);
    await expect(w.drain()).resolves.toBeUndefined();
    await expect(w.drain()).resolves.toBeUndefined();
    expect(tr.sent).toHaveLength(0);
    expect(logs.some((l) => l.includes('outbox pass failed'))).toBe(true);
    down = false;
    await w.drain();
    expect(tr.posts()).toEqual(['post 0', 'post 1']);
  });

  it('no message text reaches the logs under any delivery failure', async () => {
    clock = Date.now() + 5_000; // rows are stamped by the real clock; be a little after them
    const rows: OutboxInput[] = [];
    for (let i = 0; i < 8; i++) {
      rows.push({ kind: 'channel', target: `c${i}`, payload: notice(`public ${SECRET}`) });
      rows.push({
        kind: 'dm',
        target: `u${i}`,
        payload: { type: 'notice', text: { ja: `hand ${SECRET}`, en: `hand ${SECRET}` } } as OutboxPayload,
      });
    }
    await game(t.repo, rows);
    const errors = [
      (m: OutMessage) => apiError(403, 50013, { content: m.content }),
      (m: OutMessage) => apiError(403, 50001, { content: m.content }),
      (m: OutMessage) => apiError(404, 10003, { content: m.content }),
      (m: OutMessage) => apiError(404, 10013, { content: m.content }),
      (m: OutMessage) => apiError(403, 50007, { content: m.content }),
      (m: OutMessage) => apiError(503, 0, { content: m.content }),
      (m: OutMessage) => apiError(429, 0, { content: m.content }, 1),
      (m: OutMessage) => new Error(`failed to send ${m.content}`),
    ];
    const tr = new ScriptedTransport();
    tr.fail = (_k, to, msg) => (/^[cu]\d+$/.test(to) ? errors[Number(to.slice(1)) % errors.length]!(msg) : null);
    const w = worker(tr);
    const start = clock;
    for (let h = 0; h <= 26; h++) {
      clock = start + h * 3_600_000;
      await w.drain();
    }
    expect(logs.length).toBeGreaterThan(10);
    expect(logs.join('\n')).not.toContain(SECRET);
    const stored = await t.prisma.outbox.findMany({ select: { lastError: true } });
    expect(stored.map((s) => s.lastError ?? '').join('\n')).not.toContain(SECRET);
  });
});
