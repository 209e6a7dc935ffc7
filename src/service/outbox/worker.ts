// The outbox worker: claims owed rows with a lease, delivers them in order per recipient, retries,
// reports what cannot be delivered, prunes (the semantics are in src/service/outbox/index.ts), and the
// warning a reply carries when a game's channel cannot be posted to.
import type { Locale, Text } from '#engine/types.ts';
import { logger } from '#src/log.ts';
import type { NoticeInput, OutboxRecord, Repository, SettledPost } from '#store/repository.ts';
import { tr, type TextKey } from '../i18n.ts';
import type { OutboxPayload } from './payloads.ts';
import { recordDelivery } from '#src/metrics.ts';
import {
  type DeliveryResult,
  type OutboxOptions,
  type OutMessage,
  type Transport,
  composeMessage,
  outboxNonce,
} from './compose.ts';
import { renderThreads } from '#images/index.ts';
import { type PermanentReason, classifyError, errorCode, errorLine, errorSummary } from './errors.ts';

const log = logger.child({ module: 'outbox' });

/**
 * How long a claim holds a row (ms). Well inside Discord's nonce memory ("the past few minutes"):
 * a row claimed by a process that died is claimed again and re-sent, with the same nonce, while
 * Discord still answers that nonce with the message it created. A send in flight keeps its claim
 * by the heartbeat (renewed every third of the lease), so a slow render or send does not lose it.
 */
export const DEFAULT_LEASE_MS = 30_000;
/**
 * A pass that makes no progress (no claim, no row settled) for this long is abandoned: a later
 * pass runs without waiting for it, its rows stop being renewed (so they go back within a lease),
 * and /readyz's outbox check is red. Longer than a slow send (discord.js retries a request that
 * timed out), shorter than a minute.
 */
export const DEFAULT_STALL_MS = 40_000;

/** The worker's options: the outbox's (compose.ts) and the watchdog's. */
export interface WorkerOptions extends OutboxOptions {
  /** How often the claims of the rows in flight are renewed (default a third of the lease). */
  heartbeatMs?: number;
  /** See DEFAULT_STALL_MS. */
  stallMs?: number;
  /**
   * Extends the claims still held (`renewClaims` of src/store/repo/outbox.ts): returns the ids
   * renewed. Without it claims are not renewed (a send longer than the lease may be sent twice,
   * with one nonce).
   */
  renewClaims?: (claims: { id: bigint; lease: Date }[], until: Date) => Promise<bigint[]>;
  /** The watchdog's clock, in ms (default performance.now: real time even when `now` is injected). */
  clock?: () => number;
}

/** What /readyz's outbox check reads (see OutboxWorker.health). */
export interface OutboxHealth {
  ok: boolean;
  detail: string;
}

interface Held {
  /** The claim's token (claimedUntil), renewed by the heartbeat. */
  lease: Date | null;
  sent: boolean;
  /** The pass that claimed it. */
  pass: number;
  /** A mark of this row is under way: the heartbeat leaves it alone. */
  busy: boolean;
  /** A renewal of this row's claim is under way: a mark waits for it (it changes the token). */
  renewing: Promise<void> | null;
}

interface Pass {
  id: number;
  /** When the pass last made progress (watchdog clock). */
  progressAt: number;
  /** Resolves when the pass ends or is abandoned. */
  done: Promise<void>;
  end: () => void;
  /** Wakes the pass's claim loop (a kick, a row settled, a lane done). */
  wake: (() => void) | null;
  signal: () => void;
  /** Renders under way in this pass, and the rows waiting for a compose slot (see composeIn). */
  composing: number;
  waiting: { row: OutboxRecord<OutboxPayload>; go: () => void }[];
}

/** The most rows a pass holds claimed at once (OutboxOptions.batch). */
export const DEFAULT_BATCH = 32;

/**
 * Rows rendered at once (OutboxOptions.concurrency): one more than the render threads, so the next
 * render is ready to start when a thread frees, and few enough that a new channel post waits for
 * at most that many renders before its own.
 */
export function defaultConcurrency(): number {
  return Math.max(2, renderThreads() + 1);
}

/** Whether composing the row draws a picture (takes a compose slot). */
function draws(p: OutboxPayload): boolean {
  return p.type === 'update' || p.type === 'status' || p.type === 'private' || (p.type === 'league' && !!p.table);
}

/** Which of two claimed rows renders first: channel posts before DMs, then the older. */
function before(a: OutboxRecord<OutboxPayload>, b: OutboxRecord<OutboxPayload>): boolean {
  if ((a.kind === 'channel') !== (b.kind === 'channel')) return a.kind === 'channel';
  return a.id < b.id;
}

/** Claimed rows grouped by recipient (kind + target), each in id order; channel posts' lanes first. */
function lanesOf(rows: OutboxRecord<OutboxPayload>[]): OutboxRecord<OutboxPayload>[][] {
  const lanes = new Map<string, OutboxRecord<OutboxPayload>[]>();
  for (const row of [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const key = `${row.kind}:${row.target}`;
    const q = lanes.get(key);
    if (q) q.push(row);
    else lanes.set(key, [row]);
  }
  const all = [...lanes.values()];
  return [...all.filter((q) => q[0]!.kind === 'channel'), ...all.filter((q) => q[0]!.kind !== 'channel')];
}

const sleep = (ms: number) =>
  new Promise<void>((r) => {
    const t = setTimeout(r, ms);
    t.unref?.();
  });

export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private live: Pass | null = null;
  /** Passes still running (the live one and any abandoned one that has not ended yet). */
  private readonly inflight = new Set<number>();
  private passes = 0;
  private again = false;
  private stopped = false;
  private started = false;
  private renewingNow = false;
  private lastPrune = -Infinity;
  /** Last progress of any pass, and the last pass's error (for health()). */
  private lastProgress: number;
  private lastError: string | null = null;
  /** When a pass was last abandoned (watchdog clock): readiness stays red for stallMs after. */
  private abandonedAt = -Infinity;
  /**
   * Rows this worker has claimed and not yet settled (marked or given back), with whether their
   * message was sent. A pass that fails half-way (the database went away between the send and the
   * mark) leaves them here, and the next pass settles them first: a sent row is marked delivered,
   * the others are given back. Without this a row would stay leased until its lease ran out, and
   * hold back every later message to its recipient that long (delivery is in order per recipient).
   */
  private readonly held = new Map<bigint, Held>();

  constructor(
    private readonly repo: Repository,
    private readonly transport: Transport,
    private readonly opts: WorkerOptions,
  ) {
    this.lastProgress = this.clock();
  }

  private now(): Date {
    return this.opts.now ? this.opts.now() : new Date();
  }

  private clock(): number {
    return this.opts.clock ? this.opts.clock() : performance.now();
  }

  private get leaseMs(): number {
    return this.opts.leaseMs ?? DEFAULT_LEASE_MS;
  }

  private get stallMs(): number {
    return this.opts.stallMs ?? DEFAULT_STALL_MS;
  }

  start(): void {
    this.stopped = false;
    this.started = true;
    this.lastProgress = this.clock();
    const poll = () => {
      if (this.stopped) return;
      void this.kick();
      this.timer = setTimeout(poll, this.opts.pollMs ?? 2000);
      this.timer.unref?.();
    };
    poll();
  }

  /** The live pass has made no progress for stallMs. */
  private stalled(): boolean {
    return this.live !== null && this.clock() - this.live.progressAt > this.stallMs;
  }

  private progress(pass: Pass): void {
    if (this.live?.id !== pass.id) return;
    pass.progressAt = this.clock();
    this.lastProgress = pass.progressAt;
  }

  /** Gives up waiting for the live pass (it goes on in the background until it notices). */
  private abandon(): void {
    const pass = this.live;
    if (!pass) return;
    log.error(
      'an outbox pass made no progress; abandoned, a new pass takes over (its rows go back when their lease runs out)',
      {
        pass: pass.id,
        stalledMs: Math.round(this.clock() - pass.progressAt),
      },
    );
    this.lastError = `a pass made no progress for ${Math.round((this.clock() - pass.progressAt) / 1000)} s`;
    this.abandonedAt = this.clock();
    this.live = null;
    pass.end();
  }

  /**
   * Whether the outbox is working, for /readyz: red while a pass is stuck and for stallMs after one
   * was abandoned (so a probe sees it), or when no pass has made progress for stallMs (every pass
   * failing: the database unreachable). Green before start().
   */
  health(): OutboxHealth {
    if (!this.started || this.stopped) return { ok: true, detail: this.started ? 'stopped' : 'not started' };
    const now = this.clock();
    if (this.live && now - this.live.progressAt > this.stallMs) {
      return {
        ok: false,
        detail: `an outbox pass has made no progress for ${Math.round((now - this.live.progressAt) / 1000)} s`,
      };
    }
    if (now - this.abandonedAt <= this.stallMs) {
      return {
        ok: false,
        detail: `an outbox pass made no progress for ${Math.round(this.stallMs / 1000)} s and was abandoned ${Math.round((now - this.abandonedAt) / 1000)} s ago`,
      };
    }
    if (now - this.lastProgress > this.stallMs) {
      return {
        ok: false,
        detail: `no outbox pass has succeeded for ${Math.round((now - this.lastProgress) / 1000)} s${this.lastError ? `: ${this.lastError}` : ''}`,
      };
    }
    return { ok: true, detail: 'passes succeed' };
  }

  /** Deliver what is due now (coalesces concurrent kicks). Never rejects. */
  kick(): Promise<void> {
    if (this.live && this.stalled()) this.abandon();
    if (this.live) {
      // The live pass claims again at once (a new post does not wait for the rows in flight).
      this.again = true;
      this.live.signal();
      return this.live.done;
    }
    let end!: () => void;
    const done = new Promise<void>((r) => (end = r));
    const pass: Pass = {
      id: ++this.passes,
      progressAt: this.clock(),
      done,
      end,
      wake: null,
      signal: () => {
        const w = pass.wake;
        pass.wake = null;
        w?.();
      },
      composing: 0,
      waiting: [],
    };
    this.live = pass;
    this.inflight.add(pass.id);
    this.startHeartbeat();
    const isLive = () => this.live?.id === pass.id;
    void (async () => {
      try {
        do {
          this.again = false;
          await this.settleHeld(pass);
          await this.pump(pass);
          if (isLive()) await this.prune();
        } while (this.again && isLive() && !this.stopping);
        if (isLive()) {
          this.progress(pass);
          this.lastError = null;
        }
      } catch (err) {
        // The database is down (or the like): say so in one line; the next poll tries again.
        if (isLive()) this.lastError = errorLine(err);
        log.warn('outbox pass failed; will try again at the next poll', { err: errorSummary(err) });
      } finally {
        this.inflight.delete(pass.id);
        if (isLive()) this.live = null;
        if (this.inflight.size === 0) this.stopHeartbeat();
        end();
      }
    })();
    return done;
  }

  /** Set by stop(budget): the pass under way claims no new batch. */
  private stopping = false;

  /** Waits for `p`, but gives up on a pass that stalls (see stallMs). */
  private async waitPass(p: Promise<void>): Promise<void> {
    let ended = false;
    void p.then(() => (ended = true));
    while (!ended) {
      await Promise.race([p, sleep(Math.min(1000, this.stallMs))]);
      if (!ended && this.stalled()) this.abandon();
    }
  }

  /** Deliver until nothing due is left (console, tests). */
  async drain(): Promise<void> {
    await this.waitPass(this.kick());
    while (this.live) await this.waitPass(this.live.done);
  }

  /**
   * Stops polling. Without a budget, delivers everything due first (console, tests). With one
   * (shutdown), finishes the batch under way for at most `budgetMs`, then gives back every claim
   * it still holds — a row sent but not yet marked is marked delivered — so another process takes
   * them over at once instead of after a lease.
   */
  async stop(budgetMs?: number): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (budgetMs === undefined) {
      await this.drain();
      this.stopHeartbeat();
      return;
    }
    this.stopping = true;
    const deadline = this.clock() + budgetMs;
    const left = () => Math.max(0, deadline - this.clock());
    if (this.live) await Promise.race([this.live.done, sleep(left() * 0.6)]);
    this.live?.end();
    this.live = null;
    this.stopHeartbeat();
    const giveBack = this.settleHeld(null).catch((err: unknown) =>
      log.warn('could not give back the outbox claims at shutdown; they go back when their lease runs out', {
        err: errorSummary(err),
      }),
    );
    const settled = await Promise.race([giveBack.then(() => true), sleep(left()).then(() => false)]);
    if (!settled)
      log.warn('giving back the outbox claims took too long; they go back when their lease runs out', {
        rows: this.held.size,
      });
  }

  private startHeartbeat(): void {
    if (this.heartbeat || !this.opts.renewClaims) return;
    this.heartbeat = setInterval(() => void this.renew(), this.opts.heartbeatMs ?? Math.floor(this.leaseMs / 3));
    this.heartbeat.unref?.();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /**
   * The heartbeat: extends the claims of the live pass's rows that are not being marked, so a row
   * whose render or send is in flight keeps its claim; rows of an abandoned pass are left to run
   * out. A renewal changes the claim's token: a mark of a row waits for its renewal to end.
   */
  private async renew(): Promise<void> {
    const renewClaims = this.opts.renewClaims;
    if (!renewClaims || this.renewingNow || !this.live) return;
    const live = this.live.id;
    const rows = [...this.held].filter(([, h]) => h.pass === live && !h.busy && h.lease !== null);
    if (rows.length === 0) return;
    this.renewingNow = true;
    let release!: () => void;
    const renewing = new Promise<void>((r) => (release = r));
    for (const [, h] of rows) h.renewing = renewing;
    const until = new Date(this.now().getTime() + this.leaseMs);
    try {
      // The marks of these rows wait for this: a renewal that hangs (the database stalled) ends
      // with the pool's query timeout, and a pass stuck meanwhile is abandoned by the watchdog.
      const ok = new Set(
        await renewClaims(
          rows.map(([id, h]) => ({ id, lease: h.lease! })),
          until,
        ),
      );
      for (const [id, h] of rows) if (ok.has(id)) h.lease = until;
    } catch (err) {
      log.warn('renewing the outbox claims failed; they run out unless the next heartbeat renews them', {
        err: errorSummary(err),
      });
    } finally {
      for (const [, h] of rows) if (h.renewing === renewing) h.renewing = null;
      release();
      this.renewingNow = false;
    }
  }

  /** The token for a mark of `row` (its claim, as renewed); the heartbeat leaves the row alone from now on. */
  private async token(row: OutboxRecord<OutboxPayload>): Promise<Date | null> {
    const h = this.held.get(row.id);
    if (!h) return row.claimedUntil;
    while (h.renewing) await h.renewing;
    h.busy = true;
    return h.lease;
  }

  /**
   * Settles the rows a failed (or abandoned, now ended) pass left claimed (see `held`): `pass` null
   * settles every row, in flight or not (shutdown). Throws while the database is down.
   */
  private async settleHeld(pass: Pass | null): Promise<void> {
    for (const [id, h] of [...this.held]) {
      if (pass && this.inflight.has(h.pass) && h.pass !== pass.id) continue; // its pass still runs
      if (pass && h.pass === pass.id) continue;
      while (h.renewing) await h.renewing;
      h.busy = true;
      if (h.sent) await this.repo.markDelivered(id, { lease: h.lease, now: this.now() });
      else await this.repo.releaseClaim(id, h.lease);
      this.held.delete(id);
      if (pass) this.progress(pass);
    }
  }

  private async prune(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastPrune < (this.opts.pruneEveryMs ?? 3_600_000)) return;
    this.lastPrune = now;
    const n = await this.repo.pruneOutbox(
      new Date(now - (this.opts.keepSupersededMs ?? 3_600_000)),
      new Date(now - (this.opts.keepDeliveredMs ?? 7 * 86_400_000)),
      new Date(now - (this.opts.keepFailedMs ?? 30 * 86_400_000)),
    );
    if (n > 0) log.info('pruned old outbox rows', { rows: n });
  }

  /**
   * The pass's delivery: rows are claimed as room frees (at most `batch` in flight; channel posts
   * claimed before DMs, see claimOutbox) and each recipient's rows — a lane — are delivered in order,
   * the lanes independently: a slow row holds only its own recipient's later rows, never another
   * game's, and a new post is claimed as soon as its commit kicks the worker, not after the rows
   * already in flight. Renders take a compose slot (channel posts first), so the CPU renders what
   * the players in the channels wait for first, and one row renders while another uploads. Returns
   * when nothing is in flight and the last claim found nothing more (or the pass was abandoned or
   * is stopping).
   */
  private async pump(pass: Pass): Promise<void> {
    const isLive = () => this.live?.id === pass.id && !this.stopping;
    const capacity = Math.max(1, this.opts.batch ?? DEFAULT_BATCH);
    const lanes = new Set<Promise<void>>();
    let inFlight = 0;
    let want = true;
    let failure: { err: unknown } | null = null;
    while (isLive() && !failure) {
      if (this.again) {
        this.again = false;
        want = true;
      }
      if (want && inFlight < capacity) {
        want = false;
        const room = capacity - inFlight;
        let rows: OutboxRecord<OutboxPayload>[];
        try {
          rows = await this.repo.claimOutbox<OutboxPayload>(room, this.leaseMs, this.now());
        } catch (err) {
          failure = { err };
          break;
        }
        if (rows.length === 0) continue;
        // A full claim: more may be owed, claimed as soon as there is room.
        if (rows.length === room) want = true;
        for (const row of rows)
          this.held.set(row.id, { lease: row.claimedUntil, sent: false, pass: pass.id, busy: false, renewing: null });
        this.progress(pass);
        for (const q of lanesOf(rows)) {
          inFlight += q.length;
          const lane: Promise<void> = this.deliverQueue(pass, q, () => {
            inFlight--;
            pass.signal();
          })
            .catch((err: unknown) => {
              failure ??= { err };
            })
            .finally(() => {
              lanes.delete(lane);
              // Its recipient's next rows (blocked behind these) may be claimed now.
              want = true;
              pass.signal();
            });
          lanes.add(lane);
        }
        continue;
      }
      if (lanes.size === 0 && !want && !this.again) break;
      await new Promise<void>((r) => (pass.wake = r));
    }
    await Promise.all(lanes);
    if (failure) throw failure.err;
  }

  /** Holds a compose slot of `pass` for `row`'s render (channel posts, then the oldest row, first). */
  private async composeIn(pass: Pass, row: OutboxRecord<OutboxPayload>, locale: Locale): Promise<OutMessage> {
    const compose =
      this.opts.compose ??
      ((r: OutboxRecord<OutboxPayload>, l: Locale) =>
        composeMessage(r, l, { board: this.opts.boardButton?.() ?? false }));
    if (!draws(row.payload)) return compose(row, locale);
    const limit = Math.max(1, this.opts.concurrency ?? defaultConcurrency());
    if (pass.composing < limit) pass.composing++;
    else await new Promise<void>((go) => pass.waiting.push({ row, go }));
    try {
      return await compose(row, locale);
    } finally {
      let best = -1;
      for (let i = 0; i < pass.waiting.length; i++)
        if (best < 0 || before(pass.waiting[i]!.row, pass.waiting[best]!.row)) best = i;
      if (best >= 0) pass.waiting.splice(best, 1)[0]!.go();
      else pass.composing--;
    }
  }

  /** How the `i`-th row of a recipient's claimed rows is settled (see deliverQueue). */
  private plan(q: OutboxRecord<OutboxPayload>[], i: number): 'status' | 'map' | 'send' {
    const row = q[i]!;
    const p = row.payload;
    const rest = q.slice(i + 1);
    if (p.type === 'status') {
      const newerStatus = rest.some((r) => r.payload.type === 'status' && r.payload.gameId === p.gameId);
      if (newerStatus || !this.transport.upsertStatus) return 'status';
    }
    if (
      p.type === 'update' &&
      row.attempts > 0 &&
      rest.some((r) => r.payload.type === 'update' && r.payload.gameId === p.gameId)
    )
      return 'map';
    return 'send';
  }

  /**
   * One recipient's rows, in order; a row that is not done holds back the rest (given back unsent).
   * While a row is sent, the next one (when it will be sent too) is already composed.
   */
  private async deliverQueue(pass: Pass, q: OutboxRecord<OutboxPayload>[], settled: () => void): Promise<void> {
    let left = q.length;
    const settle = () => {
      left--;
      settled();
    };
    const composed = new Map<bigint, Promise<OutMessage>>();
    const compose = (row: OutboxRecord<OutboxPayload>) => {
      let m = composed.get(row.id);
      if (!m) {
        m = this.composeIn(pass, row, this.localeOf(row));
        m.catch(() => undefined); // awaited by deliver, or dropped with its row
        composed.set(row.id, m);
      }
      return m;
    };
    try {
      for (let i = 0; i < q.length; i++) {
        // An abandoned pass stops here: its rows are settled by a later pass (or run out).
        if (this.live?.id !== pass.id) return;
        const row = q[i]!;
        const plan = this.plan(q, i);
        let result: DeliveryResult;
        let code = 'ok';
        if (row.kind === 'job') {
          ({ result, code } = await this.runJob(row));
        } else if (plan === 'status') {
          // A status message edited again right behind this row: only the newest is sent. A front
          // without pinned messages settles it unsent.
          result = (await this.repo.markSuperseded(row.id, { lease: await this.token(row), now: this.now() }))
            ? 'superseded'
            : 'lease-lost';
          if (result === 'lease-lost') code = 'none';
        } else if (plan === 'map' && row.payload.type === 'update') {
          // A map that failed before, with a newer map of the same game right behind it: skip it,
          // keeping its text lines in the newer post — stored with it, so they survive if that one
          // fails too (and is skipped in turn for a yet newer one).
          const gameId = row.payload.gameId;
          const newer = q.slice(i + 1).find((r) => r.payload.type === 'update' && r.payload.gameId === gameId)!;
          const np = newer.payload as Extract<OutboxPayload, { type: 'update' }>;
          const carried: OutboxPayload = { ...np, lines: [...row.payload.lines, ...np.lines] };
          result = (await this.repo.markSuperseded(
            row.id,
            { lease: await this.token(row), now: this.now() },
            { id: newer.id, payload: carried },
          ))
            ? 'superseded'
            : 'lease-lost';
          if (result === 'superseded') newer.payload = carried;
          if (result === 'lease-lost') code = 'none';
        } else {
          const msg = compose(row);
          // The next row renders while this one uploads (its payload is final: no row before it
          // is left to carry lines into it).
          if (i + 1 < q.length && q[i + 1]!.kind !== 'job' && this.plan(q, i + 1) === 'send') void compose(q[i + 1]!);
          ({ result, code } = await this.deliver(row, msg));
        }
        this.held.delete(row.id);
        settle();
        this.progress(pass);
        if (row.kind !== 'job') recordDelivery(row.kind, result, code);
        if (result === 'retry' || result === 'lease-lost') {
          for (const rest of q.slice(i + 1)) {
            await this.repo.releaseClaim(rest.id, await this.token(rest));
            this.held.delete(rest.id);
            settle();
          }
          return;
        }
      }
    } finally {
      // Rows left unsettled (an abandoned pass, a database error) stay in `held` for a later pass;
      // they no longer count against this pass's room.
      while (left > 0) settle();
    }
  }

  private localeOf(row: OutboxRecord<OutboxPayload>): Locale {
    return row.locale === 'ja' || row.locale === 'en' ? row.locale : this.opts.defaultLocale;
  }

  /**
   * One run of a job row (the AI seat's turn): done, or retried with the sends' backoff for as long
   * as a send would be (then failed: nobody is told; the member's next action writes a new job).
   */
  private async runJob(row: OutboxRecord<OutboxPayload>): Promise<{ result: DeliveryResult; code: string }> {
    const now = () => this.now();
    if (!this.opts.runJob) {
      // This worker runs no jobs: the row waits a minute for one that does.
      const ok = await this.repo.markRetry(row.id, 'no job runner', 60_000, {
        lease: await this.token(row),
        now: now(),
      });
      return { result: ok ? 'retry' : 'lease-lost', code: 'none' };
    }
    try {
      await this.opts.runJob(row);
      return {
        result: (await this.repo.markDelivered(row.id, { lease: await this.token(row), now: now() }))
          ? 'delivered'
          : 'lease-lost',
        code: 'ok',
      };
    } catch (err) {
      const ids = { gameId: row.gameId, id: String(row.id), kind: row.kind, target: row.target };
      if (now().getTime() - row.createdAt.getTime() >= (this.opts.retryForMs ?? 86_400_000)) {
        log.error('giving up on a job after retrying for a day', { ...ids, err: errorSummary(err) });
        const ok = await this.repo.markFailed(row.id, `gave-up ${errorLine(err)}`, {
          lease: await this.token(row),
          now: now(),
        });
        return { result: ok ? 'gave-up' : 'lease-lost', code: errorCode(err) };
      }
      const delay = Math.min(this.opts.maxBackoffMs ?? 900_000, 1000 * 2 ** Math.min(row.attempts, 20));
      log.warn('a job failed; will retry', { ...ids, attempts: row.attempts + 1, delay, err: errorSummary(err) });
      const ok = await this.repo.markRetry(row.id, errorLine(err), delay, { lease: await this.token(row), now: now() });
      return { result: ok ? 'retry' : 'lease-lost', code: errorCode(err) };
    }
  }

  /** One attempt at a row: how it ended, and the failure's code ('ok' when sent) for the metric. */
  private async deliver(
    row: OutboxRecord<OutboxPayload>,
    composed: Promise<OutMessage>,
  ): Promise<{ result: DeliveryResult; code: string }> {
    const channelId = row.kind === 'channel' ? row.target : row.payload.type === 'private' ? row.payload.channelId : '';
    const ids = { gameId: row.gameId, id: String(row.id), kind: row.kind, target: row.target };
    let err: unknown;
    try {
      const msg = { ...(await composed), nonce: outboxNonce(row.id) };
      if (row.payload.type === 'status' && this.transport.upsertStatus && row.gameId) {
        // Posted once and pinned, edited in place after that; its id is kept with the game. Rows of
        // a channel go out in order, so the first post's id is stored before the next edit is sent.
        const known = (await this.repo.findGame(row.gameId))?.statusMessageId ?? null;
        const id = await this.transport.upsertStatus(row.target, known, msg);
        if (id !== known) await this.repo.setStatusMessage(row.gameId, id);
      } else if (row.kind === 'channel') await this.transport.postChannel(row.target, msg);
      else await this.transport.sendDm(row.target, msg);
      const h = this.held.get(row.id);
      if (h) h.sent = true;
      return {
        result: (await this.repo.markDelivered(row.id, { lease: await this.token(row), now: this.now() }))
          ? 'delivered'
          : 'lease-lost',
        code: 'ok',
      };
    } catch (e) {
      err = e;
    }
    const c = classifyError(err);
    const code = errorCode(err);
    const now = this.now();
    let result: DeliveryResult;
    if (c.permanent) result = 'permanent';
    else if (now.getTime() - row.createdAt.getTime() >= (this.opts.retryForMs ?? 86_400_000)) result = 'gave-up';
    else result = 'retry';
    if (result === 'retry') {
      const backoff = Math.min(this.opts.maxBackoffMs ?? 900_000, 1000 * 2 ** Math.min(row.attempts, 20));
      const delay = Math.max(backoff, (c as { retryAfterMs: number }).retryAfterMs);
      log.warn('outbox delivery failed; will retry', {
        ...ids,
        attempts: row.attempts + 1,
        delay,
        err: errorSummary(err),
      });
      return {
        result: (await this.repo.markRetry(row.id, errorLine(err), delay, { lease: await this.token(row), now }))
          ? 'retry'
          : 'lease-lost',
        code,
      };
    }
    log.warn(
      result === 'gave-up' ? 'giving up on an outbox row after retrying for a day' : 'outbox delivery failed for good',
      { ...ids, err: errorSummary(err) },
    );
    const why = c.permanent ? `permanent reason=${c.reason}` : 'gave-up';
    // The mark and the notices telling people what failed commit together: a crash between them
    // cannot lose the notices, and they are delivered like any owed message (order, nonce, retries).
    const notices = await this.noticesFor(row, channelId, result === 'permanent' && c.permanent ? c.reason : 'gave-up');
    if (
      !(await this.repo.failAndNotify(row, `${why} ${errorLine(err)}`, { lease: await this.token(row), now }, notices))
    )
      return { result: 'lease-lost', code };
    return { result, code };
  }

  /**
   * What tells the players that `row` could not be delivered, and what to do: a failed DM is told in
   * the game's channel; a failed channel post by DM to each player. A failed notice tells nobody
   * (no loop of notices).
   */
  private async noticesFor(
    row: OutboxRecord<OutboxPayload>,
    channelId: string,
    reason: PermanentReason | 'gave-up',
  ): Promise<NoticeInput<OutboxPayload>[]> {
    if ((row.payload.type === 'notice' && row.payload.failureNotice) || !row.gameId) return [];
    const gameId = row.gameId;
    const game = await this.repo.findGame(gameId);
    if (!channelId) channelId = game?.channelId ?? '';
    const both = (f: (l: Locale) => string): Text => ({ ja: f('ja'), en: f('en') });
    if (row.kind === 'dm') {
      if (!channelId) return [];
      const key = reason === 'dm-closed' ? 'dmClosed' : 'dmGaveUp';
      const text = both((l) => tr(l, key, { user: row.target }));
      return [
        {
          kind: 'channel',
          target: channelId,
          payload: { type: 'notice', gameId, text, mention: [row.target], failureNotice: true },
        },
      ];
    }
    const text = both((l) => channelProblemText(l, row.target, reason));
    return (game?.seats ?? [])
      .filter((seat) => seat.userId)
      .map((seat) => ({
        kind: 'dm' as const,
        target: seat.userId,
        locale: seat.locale,
        payload: { type: 'notice' as const, gameId, text, locale: seat.locale as Locale, failureNotice: true as const },
      }));
  }
}

function channelProblemText(locale: Locale, channelId: string, reason: PermanentReason | 'gave-up'): string {
  if (reason === 'gave-up') return tr(locale, 'channelGaveUp', { channel: channelId });
  const why: Partial<Record<PermanentReason, TextKey>> = {
    'missing-permissions': 'channelMissingPermissions',
    'missing-access': 'channelMissingAccess',
    'unknown-channel': 'channelUnknown',
    'not-sendable': 'channelNotSendable',
  };
  return tr(locale, 'channelBlocked', {
    channel: channelId,
    reason: tr(locale, why[reason] ?? 'channelMissingAccess'),
  });
}

/**
 * A warning for the next command's reply in a game whose channel posts failed for good (since
 * `since`), or null. Repeated on each reply until a later post gets through.
 */
export async function channelProblem(repo: Repository, gameId: string, locale: Locale): Promise<string | null> {
  return channelProblemOf(await repo.lastSettledChannelPost(gameId), locale);
}

/** The same warning from the game's newest settled channel post, read with the game (findOpenGameWithDelivery). */
export function channelProblemOf(last: SettledPost | null, locale: Locale): string | null {
  if (!last?.failedAt) return null;
  const m = /^permanent reason=(\S+)/.exec(last.lastError ?? '');
  const reason = (m ? m[1] : 'gave-up') as PermanentReason | 'gave-up';
  return channelProblemText(locale, last.target, reason);
}
