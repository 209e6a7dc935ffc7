// The outbox worker: claims owed rows with a lease, delivers them in order per recipient, retries,
// reports what cannot be delivered, prunes (the semantics are in src/service/outbox.ts), and the
// warning a reply carries when a game's channel cannot be posted to.
import type { Locale, Text } from '../../engine/types.ts';
import { logger } from '../../log.ts';
import type { NoticeInput, OutboxRecord, Repository } from '../../store/repository.ts';
import { tr } from '../i18n.ts';
import type { OutboxPayload } from '../outbox-types.ts';
import { recordDelivery } from '../../metrics.ts';
import { DeliveryResult, OutboxOptions, Transport, composeMessage, outboxNonce } from './compose.ts';
import { PermanentReason, classifyError, errorCode, errorLine, errorSummary } from './errors.ts';

const log = logger.child({ module: 'outbox' });

export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private lastPrune = -Infinity;
  /**
   * Rows this worker has claimed and not yet settled (marked or given back), with whether their
   * message was sent. A pass that fails half-way (the database went away between the send and the
   * mark) leaves them here, and the next pass settles them first: a sent row is marked delivered,
   * the others are given back. Without this a row would stay leased until its lease ran out, and
   * hold back every later message to its recipient that long (delivery is in order per recipient).
   */
  private readonly held = new Map<bigint, { lease: Date | null; sent: boolean }>();

  constructor(
    private readonly repo: Repository,
    private readonly transport: Transport,
    private readonly opts: OutboxOptions,
  ) {}

  private now(): Date {
    return this.opts.now ? this.opts.now() : new Date();
  }

  start(): void {
    this.stopped = false;
    const poll = () => {
      if (this.stopped) return;
      void this.kick();
      this.timer = setTimeout(poll, this.opts.pollMs ?? 2000);
      this.timer.unref?.();
    };
    poll();
  }

  /** Deliver what is due now (coalesces concurrent kicks). Never rejects. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.settleHeld();
          while (await this.deliverBatch()) {
            /* keep going while rows come */
          }
          await this.prune();
        } while (this.again);
      } catch (err) {
        // The database is down (or the like): say so in one line; the next poll tries again.
        log.warn('outbox pass failed; will try again at the next poll', { err: errorSummary(err) });
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Deliver until nothing due is left (console, tests, shutdown). */
  async drain(): Promise<void> {
    await this.kick();
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.drain();
  }

  /** Settles the rows a failed pass left claimed (see `held`). Throws while the database is down. */
  private async settleHeld(): Promise<void> {
    for (const [id, h] of [...this.held]) {
      if (h.sent) await this.repo.markDelivered(id, { lease: h.lease, now: this.now() });
      else await this.repo.releaseClaim(id, h.lease);
      this.held.delete(id);
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
   * Rows are delivered in order per recipient (a channel's posts, a user's DMs), recipients in
   * parallel: a channel's map does not wait behind other games' DMs, and rendering (resvg runs on
   * the thread pool) overlaps.
   */
  private async deliverBatch(): Promise<boolean> {
    const rows = await this.repo.claimOutbox<OutboxPayload>(this.opts.batch ?? 10, this.opts.leaseMs ?? 300_000, this.now());
    for (const row of rows) this.held.set(row.id, { lease: row.claimedUntil, sent: false });
    const queues = new Map<string, OutboxRecord<OutboxPayload>[]>();
    for (const row of rows) {
      const key = `${row.kind}:${row.target}`;
      const q = queues.get(key);
      if (q) q.push(row);
      else queues.set(key, [row]);
    }
    // Channel posts first, before any DM starts rendering: they are what the players in the
    // channel are waiting for, and on a small machine a DM rendered beside them slows them down.
    const all = [...queues.values()];
    await this.deliverQueues(all.filter((q) => q[0]!.kind === 'channel'));
    await this.deliverQueues(all.filter((q) => q[0]!.kind !== 'channel'));
    return rows.length > 0;
  }

  private async deliverQueues(queues: OutboxRecord<OutboxPayload>[][]): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < queues.length) {
        const q = queues[next++]!;
        await this.deliverQueue(q);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.opts.concurrency ?? 2, queues.length) }, worker));
  }

  /** One recipient's rows, in order; a row that is not done holds back the rest (given back unsent). */
  private async deliverQueue(q: OutboxRecord<OutboxPayload>[]): Promise<void> {
    for (let i = 0; i < q.length; i++) {
      const row = q[i]!;
      const newer = q.slice(i + 1).find((r) => r.payload.type === 'update' && row.payload.type === 'update' && r.payload.gameId === row.payload.gameId);
      let result: DeliveryResult;
      let code = 'ok';
      const newerStatus = row.payload.type === 'status' && q.slice(i + 1).some((r) => r.payload.type === 'status' && row.payload.type === 'status' && r.payload.gameId === row.payload.gameId);
      if (newerStatus || (row.payload.type === 'status' && !this.transport.upsertStatus)) {
        // A status message edited again right behind this row: only the newest is sent. A front
        // without pinned messages settles it unsent.
        result = (await this.repo.markSuperseded(row.id, { lease: row.claimedUntil, now: this.now() })) ? 'superseded' : 'lease-lost';
        if (result === 'lease-lost') code = 'none';
      } else if (row.attempts > 0 && newer && row.payload.type === 'update' && newer.payload.type === 'update') {
        // A map that failed before, with a newer map of the same game right behind it: skip it,
        // keeping its text lines in the newer post — stored with it, so they survive if that one
        // fails too (and is skipped in turn for a yet newer one).
        const carried: OutboxPayload = { ...newer.payload, lines: [...row.payload.lines, ...newer.payload.lines] };
        result = (await this.repo.markSuperseded(row.id, { lease: row.claimedUntil, now: this.now() }, { id: newer.id, payload: carried })) ? 'superseded' : 'lease-lost';
        if (result === 'superseded') newer.payload = carried;
        if (result === 'lease-lost') code = 'none';
      } else {
        ({ result, code } = await this.deliver(row));
      }
      this.held.delete(row.id);
      recordDelivery(row.kind as 'channel' | 'dm', result, code);
      if (result === 'retry' || result === 'lease-lost') {
        for (const rest of q.slice(i + 1)) {
          await this.repo.releaseClaim(rest.id, rest.claimedUntil);
          this.held.delete(rest.id);
        }
        return;
      }
    }
  }

  /** One attempt at a row: how it ended, and the failure's code ('ok' when sent) for the metric. */
  private async deliver(row: OutboxRecord<OutboxPayload>): Promise<{ result: DeliveryResult; code: string }> {
    const channelId = row.kind === 'channel' ? row.target : row.payload.type === 'private' ? row.payload.channelId : '';
    const mark = { lease: row.claimedUntil, now: this.now() };
    const ids = { gameId: row.gameId, id: String(row.id), kind: row.kind, target: row.target };
    let err: unknown;
    try {
      const locale = row.locale === 'ja' || row.locale === 'en' ? row.locale : this.opts.defaultLocale;
      const msg = { ...(await (this.opts.compose ?? composeMessage)(row, locale)), nonce: outboxNonce(row.id) };
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
      return { result: (await this.repo.markDelivered(row.id, { ...mark, now: this.now() })) ? 'delivered' : 'lease-lost', code: 'ok' };
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
      log.warn('outbox delivery failed; will retry', { ...ids, attempts: row.attempts + 1, delay, err: errorSummary(err) });
      return { result: (await this.repo.markRetry(row.id, errorLine(err), delay, { ...mark, now })) ? 'retry' : 'lease-lost', code };
    }
    log.warn(result === 'gave-up' ? 'giving up on an outbox row after retrying for a day' : 'outbox delivery failed for good', { ...ids, err: errorSummary(err) });
    const why = c.permanent ? `permanent reason=${c.reason}` : 'gave-up';
    // The mark and the notices telling people what failed commit together: a crash between them
    // cannot lose the notices, and they are delivered like any owed message (order, nonce, retries).
    const notices = await this.noticesFor(row, channelId, result === 'permanent' && c.permanent ? c.reason : 'gave-up');
    if (!(await this.repo.failAndNotify(row, `${why} ${errorLine(err)}`, { ...mark, now }, notices))) return { result: 'lease-lost', code };
    return { result, code };
  }

  /**
   * What tells the players that `row` could not be delivered, and what to do: a failed DM is told in
   * the game's channel; a failed channel post by DM to each player. A failed notice tells nobody
   * (no loop of notices).
   */
  private async noticesFor(row: OutboxRecord<OutboxPayload>, channelId: string, reason: PermanentReason | 'gave-up'): Promise<NoticeInput<OutboxPayload>[]> {
    if ((row.payload.type === 'notice' && row.payload.failureNotice) || !row.gameId) return [];
    const gameId = row.gameId;
    const game = await this.repo.findGame(gameId);
    if (!channelId) channelId = game?.channelId ?? '';
    const both = (f: (l: Locale) => string): Text => ({ ja: f('ja'), en: f('en') });
    if (row.kind === 'dm') {
      if (!channelId) return [];
      const key = reason === 'dm-closed' ? 'dmClosed' : 'dmGaveUp';
      const text = both((l) => tr(l, key, { user: row.target }));
      return [{ kind: 'channel', target: channelId, payload: { type: 'notice', gameId, text, mention: [row.target], failureNotice: true } }];
    }
    const text = both((l) => channelProblemText(l, row.target, reason));
    return (game?.seats ?? [])
      .filter((seat) => seat.userId)
      .map((seat) => ({ kind: 'dm' as const, target: seat.userId, locale: seat.locale, payload: { type: 'notice' as const, gameId, text, locale: seat.locale as Locale, failureNotice: true as const } }));
  }
}

function channelProblemText(locale: Locale, channelId: string, reason: PermanentReason | 'gave-up'): string {
  if (reason === 'gave-up') return tr(locale, 'channelGaveUp', { channel: channelId });
  const why: Record<string, { ja: string; en: string }> = {
    'missing-permissions': { ja: '権限がありません', en: 'missing permission' },
    'missing-access': { ja: 'チャンネルにアクセスできません', en: 'no access to the channel' },
    'unknown-channel': { ja: 'チャンネルが見つかりません', en: 'the channel no longer exists' },
    'not-sendable': { ja: '投稿できない種類のチャンネルです', en: 'not a channel I can post in' },
  };
  return tr(locale, 'channelBlocked', { channel: channelId, reason: (why[reason] ?? why['missing-access']!)[locale] });
}

/**
 * A warning for the next command's reply in a game whose channel posts failed for good (since
 * `since`), or null. Repeated on each reply until a later post gets through.
 */
export async function channelProblem(repo: Repository, gameId: string, locale: Locale): Promise<string | null> {
  const last = await repo.lastSettledChannelPost(gameId);
  if (!last?.failedAt) return null;
  const m = /^permanent reason=(\S+)/.exec(last.lastError ?? '');
  const reason = (m ? m[1] : 'gave-up') as PermanentReason | 'gave-up';
  return channelProblemText(locale, last.target, reason);
}
