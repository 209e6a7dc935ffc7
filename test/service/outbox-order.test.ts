// Outbox ordering across recipients (issue 22 item 1): a channel post owed after many DMs is sent
// before them, also when it is committed while the worker is busy with DMs; one game's stuck post
// does not hold another game's; the next row of a channel renders while the previous one uploads.
// The transport holds sends until the test releases them: no sleeps, no timings.
import { beforeEach, expect, it } from 'vitest';
import { configureLogging } from '#src/log.ts';
import { OutboxWorker, type OutMessage, type Transport, type WorkerOptions } from '#service/outbox/index.ts';
import type { OutboxPayload } from '#service/outbox/payloads.ts';
import type { OutboxInput, Repository } from '#store/repository.ts';
import { forEachDatabase } from '../helpers/db.ts';

const notice = (text: string): OutboxPayload => ({ type: 'notice', text: { ja: text, en: text } }) as OutboxPayload;

/** Records each send as it starts; a send to a held recipient waits until released. */
class GateTransport implements Transport {
  started: string[] = [];
  done: string[] = [];
  held = new Set<string>();
  private gates = new Map<string, () => void>();
  private waiters: { n: number; go: () => void }[] = [];
  async postChannel(channelId: string, msg: OutMessage): Promise<void> {
    await this.send(channelId, msg);
  }
  async sendDm(userId: string, msg: OutMessage): Promise<void> {
    await this.send(userId, msg);
  }
  private async send(to: string, msg: OutMessage): Promise<void> {
    this.started.push(msg.content);
    for (const w of this.waiters.filter((x) => this.started.length >= x.n)) w.go();
    if (this.held.has(to)) await new Promise<void>((r) => this.gates.set(to, r));
    this.done.push(msg.content);
  }
  /** Resolves once `n` sends have started. */
  startedAt(n: number): Promise<void> {
    if (this.started.length >= n) return Promise.resolve();
    return new Promise((go) => this.waiters.push({ n, go }));
  }
  release(to: string): void {
    this.held.delete(to);
    this.gates.get(to)?.();
    this.gates.delete(to);
  }
}

async function game(repo: Repository, id: string, channelId: string, outbox: OutboxInput[]): Promise<void> {
  expect(
    (
      await repo.createGame({
        id,
        channelId,
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
  await owe(repo, id, 0, outbox);
}

async function owe(repo: Repository, gameId: string, version: number, outbox: OutboxInput[]): Promise<void> {
  expect((await repo.commitGameChange({ gameId, expectedVersion: version, state: {}, actions: [], outbox })).ok).toBe(
    true,
  );
}

const dms = (n: number): OutboxInput[] =>
  Array.from({ length: n }, (_, i) => ({ kind: 'dm' as const, target: `u${i}`, payload: notice(`dm ${i}`) }));

forEachDatabase('outbox ordering across recipients', (t) => {
  let clock = Date.now();
  beforeEach(() => {
    configureLogging({ write: () => undefined });
    clock = Date.now() + 5_000; // rows are stamped by the real clock; be a little after them
  });
  const worker = (tr: Transport, extra: Partial<WorkerOptions> = {}) =>
    new OutboxWorker(t.repo, tr, { defaultLocale: 'en', now: () => new Date(clock), ...extra });

  it('a channel post owed after 30 DMs is sent before any of them', async () => {
    await game(t.repo, 'g1', 'chan-1', dms(30));
    await owe(t.repo, 'g1', 1, [{ kind: 'channel', target: 'chan-1', payload: notice('map') }]);
    const tr = new GateTransport();
    await worker(tr).drain();
    expect(tr.started).toHaveLength(31);
    expect(tr.started[0]).toBe('map');
  });

  it('a channel post committed while DMs fill the worker is sent as soon as one DM is done, before the older DMs', async () => {
    await game(t.repo, 'g1', 'chan-1', dms(12));
    const tr = new GateTransport();
    for (let i = 0; i < 12; i++) tr.held.add(`u${i}`);
    const w = worker(tr, { batch: 4 });
    void w.kick();
    await tr.startedAt(4); // four DMs in flight: the worker's room is full
    await owe(t.repo, 'g1', 1, [{ kind: 'channel', target: 'chan-1', payload: notice('map') }]);
    void w.kick();
    for (let i = 0; i < 12; i++) tr.release(`u${i}`);
    await w.drain();
    expect(tr.started.slice(0, 4)).toEqual(['dm 0', 'dm 1', 'dm 2', 'dm 3']);
    expect(tr.started[4]).toBe('map');
    expect(tr.started).toHaveLength(13);
  });

  it("one game's stuck post does not hold another game's", async () => {
    await game(t.repo, 'g1', 'chan-1', [{ kind: 'channel', target: 'chan-1', payload: notice('g1 map') }]);
    const tr = new GateTransport();
    tr.held.add('chan-1');
    const w = worker(tr);
    void w.kick();
    await tr.startedAt(1);
    await game(t.repo, 'g2', 'chan-2', [{ kind: 'channel', target: 'chan-2', payload: notice('g2 map') }]);
    void w.kick();
    await tr.startedAt(2);
    // g2's post went out while g1's was still stuck; then g1's ends.
    expect(tr.done).toEqual(['g2 map']);
    tr.release('chan-1');
    await w.drain();
    expect(tr.started).toEqual(['g1 map', 'g2 map']);
    expect(tr.done).toEqual(['g2 map', 'g1 map']);
    expect(await t.repo.countPendingOutbox()).toBe(0);
  });

  it("a channel's next post renders while its previous one uploads, and they go out in order", async () => {
    await game(t.repo, 'g1', 'chan-1', [
      { kind: 'channel', target: 'chan-1', payload: notice('first') },
      { kind: 'channel', target: 'chan-1', payload: notice('second') },
    ]);
    const tr = new GateTransport();
    tr.held.add('chan-1');
    const composed: string[] = [];
    const w = worker(tr, {
      compose: async (row) => {
        const text = (row.payload as { text: { en: string } }).text.en;
        composed.push(text);
        return { content: text };
      },
    });
    void w.kick();
    await tr.startedAt(1);
    expect(tr.started).toEqual(['first']);
    expect(composed).toEqual(['first', 'second']); // composed before the first upload ended
    tr.release('chan-1');
    await w.drain();
    expect(tr.done).toEqual(['first', 'second']);
  });
});
