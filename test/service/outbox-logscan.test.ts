// Done when: "The log scan finds no private text under any delivery failure." Games of both kinds
// are played while every delivery (challenge, update post, private view DM, hand DM, notices)
// fails in every way; whatever the logger writes is scanned for that game's private text.
import { DiscordAPIError } from 'discord.js';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { configureLogging } from '#src/log.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { legalFor } from '#service/read.ts';
import { DmClosedError, OutboxWorker, type OutMessage, type Transport } from '#service/outbox/index.ts';
import { startServiceApp } from '../helpers/app.ts';
import { forEachDatabase } from '../helpers/db.ts';

/** Fails every send, cycling through every kind of error; remembers what it was asked to send. */
class FailingTransport implements Transport {
  asked: { kind: 'channel' | 'dm'; to: string; msg: OutMessage }[] = [];
  private n = 0;
  async postChannel(to: string, msg: OutMessage): Promise<void> {
    this.asked.push({ kind: 'channel', to, msg });
    throw this.error(to, msg);
  }
  async sendDm(to: string, msg: OutMessage): Promise<void> {
    this.asked.push({ kind: 'dm', to, msg });
    throw this.error(to, msg);
  }
  private error(to: string, msg: OutMessage): unknown {
    const body = { content: msg.content, nonce: msg.nonce, enforce_nonce: true };
    const files = (msg.files ?? []).map((f) => ({ name: f.name, data: f.data }));
    const api = (status: number, code: number) =>
      new DiscordAPIError(
        { code, message: `Discord ${code}`, ...(status === 429 ? { retry_after: 1 } : {}) },
        code,
        status,
        'POST',
        `https://discord.com/api/v10/channels/${to}/messages`,
        { body, files },
      );
    const all = [
      () => api(403, 50013),
      () => api(403, 50001),
      () => api(404, 10003),
      () => api(404, 10013),
      () => api(403, 50007),
      () => new DmClosedError(to),
      () => api(500, 0),
      () => api(503, 0),
      () => api(429, 0),
      () => new Error(`could not send ${JSON.stringify(body)}`),
      () => Object.assign(new Error(`socket hang up while sending ${msg.content}`), { code: 'ECONNRESET' }),
      () => new TypeError(`fetch failed: ${msg.content}`, { cause: new Error(msg.content) }),
    ];
    return all[this.n++ % all.length]!();
  }
}

forEachDatabase('log scan under delivery failures', (t) => {
  let app: App;
  let transport: FailingTransport;
  const logs: string[] = [];
  beforeEach(async () => {
    logs.length = 0;
    configureLogging({ write: (l) => logs.push(l), level: 'debug' });
    transport = new FailingTransport();
    ({ app } = await startServiceApp(t.db, { transport }));
  });
  afterEach(async () => {
    await app.close();
  });

  /** Private text: each line of a DM that no channel post carries. */
  const secrets = (): string[] => {
    const pub = transport.asked
      .filter((a) => a.kind === 'channel')
      .map((a) => a.msg.content)
      .join('\n');
    const out = new Set<string>();
    for (const a of transport.asked.filter((x) => x.kind === 'dm')) {
      for (const line of a.msg.content.split('\n'))
        if (line.trim().length >= 6 && !pub.includes(line) && !line.includes('<#')) out.add(line);
    }
    return [...out];
  };

  async function failEverythingFor(gameCh: string): Promise<void> {
    let clock = Date.now() + 5_000;
    const w = new OutboxWorker(app.repo, transport, { defaultLocale: 'ja', now: () => new Date(clock) });
    const start = clock;
    for (let h = 0; h <= 26; h += 0.5) {
      clock = start + h * 3_600_000;
      await w.drain();
    }
    expect(await app.repo.countPendingOutbox()).toBe(0);
    void gameCh;
  }

  it('奉天会戦: hidden strengths in private views never reach the log', async () => {
    const CH = 'scan-hoten';
    expect(
      (
        await newGame(app.deps, {
          guildId: 'g',
          channelId: CH,
          gameType: 'hoten-kaisen',
          creatorId: 'alice',
          creatorLocale: 'ja',
          opponents: [{ id: 'bob' }],
          side: 'japan',
        })
      ).ok,
    ).toBe(true);
    expect((await acceptGame(app.deps, CH, 'bob', 'ja')).ok).toBe(true);
    for (const user of ['alice', 'bob'])
      expect((await act(app.deps, { channelId: CH, userId: user, action: 'place-historical' })).ok).toBe(true);
    const side = (await legalFor(app.deps, CH, 'alice')).length ? 'alice' : 'bob';
    const legal = await legalFor(app.deps, CH, side);
    expect((await act(app.deps, { channelId: CH, userId: side, action: legal[0]!.action })).ok).toBe(true);
    await failEverythingFor(CH);
    const views = (await app.db.prisma.outbox.findMany({ where: { kind: 'dm' } }))
      .map((r) => r.payload as { type: string; view?: unknown })
      .filter((p) => p.type === 'private')
      .map((p) => JSON.stringify(p.view));
    expect(views.length).toBeGreaterThan(0);
    const s = [...secrets(), ...views];
    expect(s.length).toBeGreaterThan(3);
    const all = logs.join('\n');
    expect(logs.length).toBeGreaterThan(10);
    for (const x of s) expect(all, x).not.toContain(x);
    const stored = (await app.db.prisma.outbox.findMany({ select: { lastError: true } }))
      .map((r) => r.lastError ?? '')
      .join('\n');
    for (const x of s) expect(stored, x).not.toContain(x);
  });

  it('日露大戦: hands in DMs never reach the log', async () => {
    const CH = 'scan-nichiro';
    expect(
      (
        await newGame(app.deps, {
          guildId: 'g',
          channelId: CH,
          gameType: 'nichiro-taisen',
          creatorId: 'alice',
          creatorLocale: 'ja',
          opponents: [{ id: 'bob' }],
          side: 'japan',
        })
      ).ok,
    ).toBe(true);
    expect((await acceptGame(app.deps, CH, 'bob', 'ja')).ok).toBe(true);
    for (let i = 0; i < 3; i++) {
      const side = (await legalFor(app.deps, CH, 'alice')).length ? 'alice' : 'bob';
      const legal = await legalFor(app.deps, CH, side);
      if (!legal.length) break;
      expect((await act(app.deps, { channelId: CH, userId: side, action: legal[0]!.action })).ok).toBe(true);
    }
    await failEverythingFor(CH);
    const hands = transport.asked.filter((a) => a.kind === 'dm' && a.msg.content.includes('🂠'));
    expect(hands.length).toBeGreaterThan(0);
    const s = secrets();
    expect(s.some((x) => x.includes('🂠'))).toBe(true);
    const all = logs.join('\n');
    for (const x of s) expect(all, x).not.toContain(x);
  });
});
