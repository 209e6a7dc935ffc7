// Delivery of owed posts and DMs, after the commit that owed them.
//
// Delivery semantics (what the rest of the bot and the players can rely on):
// - Claim and lease. Rows are claimed with a lease (several processes may share the outbox). The
//   lease's end is the claim's token: delivered/retry/failed marks change the row only while this
//   claim still holds it, and the lease (default 5 min) outlasts a slow render + send. A row whose
//   lease ran out (crash, kill -9) is claimed again.
// - No duplicates. Every Discord message create carries a nonce derived from the row id
//   (`ob<id>`, unique per row, ≤ 25 chars) with enforce_nonce, so a second send of the same row
//   (after a crash between send and mark, or a lease that ran out during a slow send) returns
//   the message Discord already created instead of a new one.
// - Order. Per recipient (a channel, a user's DMs) rows are sent in commit order: the claim query
//   only hands out a row when no earlier row of that recipient is waiting (head of line), and a
//   failure in a recipient's queue gives the rest of that queue back unsent. One exception: a
//   map (`update`) that already failed once and has a newer map of the same game behind it in the
//   same claim is skipped (marked delivered as superseded) and its text lines are carried into
//   the newer post; an older map is never posted after a newer one.
// - Retries. Transient failures (HTTP 5xx, 429 — waiting at least its retry_after — network
//   errors, timeouts, anything unknown) are retried with capped exponential backoff (1 s doubling
//   to 15 min) for 24 h of wall time since the row was created, then the row is failed and
//   reported. Permanent failures stop at once: missing permission (50013), missing access
//   (50001), unknown channel (10003), unknown user (10013), DMs closed (50007, 50278).
// - Reporting. A DM that cannot be delivered (closed, or given up) is told in the game's channel
//   with /view as the way out. A channel that cannot be posted to (permission, access, unknown
//   channel, or given up) is told to each player by DM, and the next command's reply in that
//   game carries the warning (see `channelProblem`). The notices are outbox rows themselves,
//   written in the same transaction as the failure (`failAndNotify`): a crash cannot lose them,
//   and they are delivered like any row, each player's in their own language. Once per run of
//   failures (not again while the recipient's previous row of that game failed too); a notice
//   that fails is not reported again.
// - Pruning. Delivered rows are deleted 7 days after delivery, failed rows 30 days after failing
//   (kept that long for reports), by the worker about once an hour.
// - Database trouble. A claim or mark that throws is logged (one structured line, no stack) and
//   the worker goes on polling; it resumes by itself when the database is back, first settling
//   the rows the interrupted pass still held (a sent row marked delivered, the others given back).
// - Logs. Errors are logged as ids, codes, status and sizes (`errorSummary`): never the message
//   text, the request body, or the attachments.
// - Time comes from `now` (injectable), never from the database clock.
import type { Locale, Text } from '../engine/types.ts';
import { logger } from '../log.ts';
import { renderGameImage, renderHandImage } from '../../render/index.ts';
import { getGame } from '../games/index.ts';
import type { NoticeInput, OutboxRecord, Repository } from '../store/repository.ts';
import { tr } from './i18n.ts';
import type { OutboxPayload } from './outbox-types.ts';
import { recordDelivery } from '../metrics.ts';

const log = logger.child({ module: 'outbox' });

export interface OutButton {
  customId: string;
  label: string;
  style: 'primary' | 'secondary' | 'success' | 'danger';
}

export interface OutMessage {
  content: string;
  files?: { name: string; data: Buffer }[];
  /** Rows of buttons (at most 5 rows of 5). */
  buttons?: OutButton[][];
  /** Users this message may ping. */
  mentionUsers?: string[];
  /** Discord's create nonce (sent with enforce_nonce): the same nonce creates one message. */
  nonce?: string;
}

/** A failure that retrying cannot fix (Discord codes 50013, 50001, 10003, 10013; DMs closed). */
export class PermanentDeliveryError extends Error {
  constructor(
    readonly reason: PermanentReason,
    readonly code: number | null,
  ) {
    super(`permanent delivery failure: ${reason}${code === null ? '' : ` (${code})`}`);
    this.name = 'PermanentDeliveryError';
  }
}

export type PermanentReason = 'dm-closed' | 'missing-permissions' | 'missing-access' | 'unknown-channel' | 'unknown-user' | 'not-sendable';

export class DmClosedError extends PermanentDeliveryError {
  constructor(userId: string) {
    super('dm-closed', null);
    this.message = `DMs closed for user ${userId}`;
    this.name = 'DmClosedError';
  }
}

const PERMANENT_CODES: Record<number, PermanentReason> = {
  50013: 'missing-permissions',
  50001: 'missing-access',
  10003: 'unknown-channel',
  10013: 'unknown-user',
  50007: 'dm-closed',
  50278: 'dm-closed',
};

export type Classified = { permanent: true; reason: PermanentReason } | { permanent: false; retryAfterMs: number };

/** Permanent or transient (with the least wait a rate limit asks for). Unknown errors are transient. */
export function classifyError(err: unknown): Classified {
  if (err instanceof PermanentDeliveryError) return { permanent: true, reason: err.reason };
  const e = (typeof err === 'object' && err !== null ? err : {}) as { code?: unknown; status?: unknown; retryAfter?: unknown; rawError?: { retry_after?: unknown } };
  if (typeof e.code === 'number' && PERMANENT_CODES[e.code]) return { permanent: true, reason: PERMANENT_CODES[e.code]! };
  let retryAfterMs = 0;
  // discord.js RateLimitError: retryAfter in ms; a raw 429 body: retry_after in seconds.
  if (typeof e.retryAfter === 'number' && Number.isFinite(e.retryAfter)) retryAfterMs = e.retryAfter;
  else if (typeof e.rawError?.retry_after === 'number') retryAfterMs = e.rawError.retry_after * 1000;
  return { permanent: false, retryAfterMs: Math.max(0, retryAfterMs) };
}

/** What may be logged or stored of a delivery error: its kind, code, status, route, sizes. */
export function errorSummary(err: unknown): Record<string, unknown> {
  if (typeof err !== 'object' || err === null) return { type: typeof err };
  const e = err as { name?: unknown; code?: unknown; status?: unknown; method?: unknown; url?: unknown; message?: unknown; retryAfter?: unknown };
  const out: Record<string, unknown> = { name: typeof e.name === 'string' ? e.name : 'Error' };
  if (typeof e.code === 'number' || typeof e.code === 'string') out['code'] = e.code;
  if (typeof e.status === 'number') out['status'] = e.status;
  if (typeof e.method === 'string') out['method'] = e.method;
  // Discord routes hold only ids (channels/<id>/messages); no query strings.
  if (typeof e.url === 'string') out['route'] = e.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');
  if (typeof e.retryAfter === 'number') out['retryAfter'] = e.retryAfter;
  if (err instanceof PermanentDeliveryError) out['reason'] = err.reason;
  if (typeof e.message === 'string') out['messageLength'] = e.message.length;
  return out;
}

/** The code a failed attempt is counted under: Discord's error code, else the HTTP status, else the error's kind. */
function errorCode(err: unknown): string {
  const e = (typeof err === 'object' && err !== null ? err : {}) as { code?: unknown; status?: unknown; name?: unknown };
  if (err instanceof PermanentDeliveryError) return err.reason;
  if (typeof e.code === 'number' || typeof e.code === 'string') return String(e.code);
  if (typeof e.status === 'number') return String(e.status);
  return typeof e.name === 'string' ? e.name : 'error';
}

/** The stored lastError of a row: the summary, never the text. */
function errorLine(err: unknown): string {
  return Object.entries(errorSummary(err)).map(([k, v]) => `${k}=${String(v)}`).join(' ');
}

export interface Transport {
  postChannel(channelId: string, msg: OutMessage): Promise<void>;
  /** Throws DmClosedError when the user does not accept DMs from the bot. */
  sendDm(userId: string, msg: OutMessage): Promise<void>;
}

export interface OutboxOptions {
  /** Locale of a guild's channel posts. */
  channelLocale: (gameId: string, channelId: string) => Promise<Locale>;
  pollMs?: number;
  leaseMs?: number;
  batch?: number;
  /** Recipients served at once. */
  concurrency?: number;
  /** How a row becomes a message (default composeMessage, which renders the images). */
  compose?: (row: OutboxRecord<OutboxPayload>, locale: Locale) => Promise<OutMessage>;
  /** The clock (tests advance it). */
  now?: () => Date;
  /** How long transient failures are retried, from the row's creation (default 24 h). */
  retryForMs?: number;
  /** The longest wait between two attempts (default 15 min). */
  maxBackoffMs?: number;
  /** Delivered rows are kept this long (default 7 days), failed rows `keepFailedMs` (30 days). */
  keepDeliveredMs?: number;
  keepFailedMs?: number;
  /** How often old rows are pruned (default 1 h). */
  pruneEveryMs?: number;
}

/**
 * How one attempt at a row ended: the single place where a delivery result is decided (for
 * metrics: recordDelivery(row.kind, result)).
 */
export type DeliveryResult = 'delivered' | 'superseded' | 'retry' | 'permanent' | 'gave-up' | 'lease-lost';

const pick = (t: Text, l: Locale) => t[l];

/** A game's UUID as 22 base64url characters (custom_id is at most 100 characters). */
export function compactGameId(gameId: string): string {
  return Buffer.from(gameId.replace(/-/g, ''), 'hex').toString('base64url');
}

/** The UUID back from compactGameId(); null when `s` is not one. */
export function expandGameId(s: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(s)) return null;
  const hex = Buffer.from(s, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function buttonId(gameId: string, version: number, action: string): string {
  // "a:<game>:<version>:<action>": a button names its game and the version it was drawn for, so a
  // press acts on that game only, and only while it is still at that position.
  return `a:${compactGameId(gameId)}:${version}:${action}`.slice(0, 100);
}

/** The challenge's Accept / Decline buttons name their game too. */
export function challengeButtonId(answer: 'accept' | 'decline', gameId: string): string {
  return `${answer}:${compactGameId(gameId)}`;
}

/** Compose the message of an outbox row (images rendered here, after the commit). */
export async function composeMessage(row: OutboxRecord<OutboxPayload>, locale: Locale): Promise<OutMessage> {
  const p = row.payload;
  switch (p.type) {
    case 'challenge':
      return {
        content: pick(p.text, locale),
        mentionUsers: p.mention,
        buttons: [[
          { customId: challengeButtonId('accept', p.gameId), label: locale === 'ja' ? '受諾' : 'Accept', style: 'success' },
          { customId: challengeButtonId('decline', p.gameId), label: locale === 'ja' ? '辞退' : 'Decline', style: 'danger' },
        ]],
      };
    case 'notice':
      return { content: pick(p.text, p.locale ?? locale), mentionUsers: p.mention ?? [] };
    case 'update': {
      const img = await renderGameImage(p.gameType, p.view, locale);
      const lines = p.lines.map((l) => `・${pick(l, locale)}`);
      const ping = !p.result && p.mention.length ? p.mention.map((u) => `<@${u}>`).join(' ') + ' ' : '';
      const more = p.moreChoices ? [locale === 'ja' ? '(ボタン以外の選択肢は `/act`、または `/move` `/attack` `/end` で)' : '(other choices: `/act`, or `/move` `/attack` `/end`)'] : [];
      const content = [...lines.slice(-12), `**${pick(p.summary, locale)}** ${ping}`.trim(), ...more].join('\n').slice(0, 1900);
      const buttons = p.prompt
        ? chunk(
            p.prompt.actions.slice(0, 10).map((a) => ({
              customId: buttonId(p.gameId, p.prompt!.version, a.action),
              label: a.label[locale].slice(0, 80),
              style: a.style ?? 'secondary',
            })),
            5,
          )
        : undefined;
      return { content, files: [{ name: `map-${p.version}.png`, data: img.png }], buttons, mentionUsers: p.result ? [] : p.mention };
    }
    case 'private': {
      const l = p.locale ?? locale;
      const head = tr(l, 'privateHeader', { game: getGame(p.gameType)?.name[l] ?? p.gameType, channel: `<#${p.channelId}>`, side: pick(p.sideName, l) });
      const lines = p.lines.map((x) => `・${pick(x, l)}`);
      if (p.hand) {
        // Games with cards: the hand, drawn as cards, with each card's text.
        const hand = p.hand.lines.map((x) => `🂠 ${pick(x, l)}`);
        const title = l === 'ja' ? `手札 ${p.hand.cards.length}枚` : `Hand: ${p.hand.cards.length} card(s)`;
        const files = p.hand.cards.length ? [{ name: `hand-${p.side}-${p.version}.png`, data: await renderHandImage(p.gameType, p.hand.cards, p.side, l) }] : [];
        return { content: [head, ...lines.slice(-8), `**${title}**`, ...hand, pick(p.summary, l)].join('\n').slice(0, 1900), files };
      }
      const img = await renderGameImage(p.gameType, p.view, l);
      return { content: [head, ...lines.slice(-12), pick(p.summary, l)].join('\n').slice(0, 1900), files: [{ name: `private-${p.side}-${p.version}.png`, data: img.png }] };
    }
  }
}

function chunk<T>(xs: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

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
    const n = await this.repo.pruneOutbox(new Date(now - (this.opts.keepDeliveredMs ?? 7 * 86_400_000)), new Date(now - (this.opts.keepFailedMs ?? 30 * 86_400_000)));
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
      if (row.attempts > 0 && newer && row.payload.type === 'update' && newer.payload.type === 'update') {
        // A map that failed before, with a newer map of the same game right behind it: skip it,
        // keeping its text lines in the newer post.
        newer.payload = { ...newer.payload, lines: [...row.payload.lines, ...newer.payload.lines] };
        result = (await this.repo.markSuperseded(row.id, { lease: row.claimedUntil, now: this.now() })) ? 'superseded' : 'lease-lost';
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
      const locale = await this.opts.channelLocale(row.gameId, channelId);
      const msg = { ...(await (this.opts.compose ?? composeMessage)(row, locale)), nonce: outboxNonce(row.id) };
      if (row.kind === 'channel') await this.transport.postChannel(row.target, msg);
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
    if (row.payload.type === 'notice' && row.payload.failureNotice) return [];
    const game = await this.repo.findGame(row.gameId);
    if (!channelId) channelId = game?.channelId ?? '';
    const both = (f: (l: Locale) => string): Text => ({ ja: f('ja'), en: f('en') });
    if (row.kind === 'dm') {
      if (!channelId) return [];
      const key = reason === 'dm-closed' ? 'dmClosed' : 'dmGaveUp';
      const text = both((l) => tr(l, key, { user: row.target }));
      return [{ kind: 'channel', target: channelId, payload: { type: 'notice', gameId: row.gameId, text, mention: [row.target], failureNotice: true } }];
    }
    const text = both((l) => channelProblemText(l, row.target, reason));
    return (game?.seats ?? [])
      .filter((seat) => seat.userId)
      .map((seat) => ({ kind: 'dm' as const, target: seat.userId, payload: { type: 'notice' as const, gameId: row.gameId, text, locale: seat.locale as Locale, failureNotice: true as const } }));
  }
}

/** The Discord nonce of a row: unique per row, at most 25 characters. */
export function outboxNonce(id: bigint): string {
  return `ob${id.toString(36)}`.slice(0, 25);
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
