// Delivery of owed posts and DMs, after the commit that owed them. Rows are claimed with a lease
// (several processes may share the outbox), rendered, sent through a Transport (Discord or the
// local console), and marked delivered; failures are retried with backoff, and a player whose DMs
// are closed is told in the channel to use /view instead. Nothing owed is lost on a restart: an
// unfinished row is claimed again when its lease runs out.
import type { Locale, Text } from '../engine/types.ts';
import { logger } from '../log.ts';
import { renderGameImage, renderHandImage } from '../../render/index.ts';
import { getGame } from '../games/index.ts';
import type { OutboxRecord, Repository } from '../store/repository.ts';
import { tr } from './i18n.ts';
import type { OutboxPayload } from './outbox-types.ts';

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
}

export class DmClosedError extends Error {
  constructor(userId: string) {
    super(`DMs closed for user ${userId}`);
  }
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
  maxAttempts?: number;
}

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
      return { content: pick(p.text, locale), mentionUsers: p.mention ?? [] };
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
              style: (a.action === 'fight' || a.action === 'advance' ? 'primary' : 'secondary') as OutButton['style'],
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

  constructor(
    private readonly repo: Repository,
    private readonly transport: Transport,
    private readonly opts: OutboxOptions,
  ) {}

  start(): void {
    this.stopped = false;
    const poll = () => {
      if (this.stopped) return;
      this.kick();
      this.timer = setTimeout(poll, this.opts.pollMs ?? 2000);
      this.timer.unref?.();
    };
    poll();
  }

  /** Deliver what is due now (coalesces concurrent kicks). */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (await this.deliverBatch()) {
            /* keep going while rows come */
          }
        } while (this.again);
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

  /**
   * Rows are delivered in order per recipient (a channel's posts, a user's DMs), recipients in
   * parallel: a channel's map does not wait behind other games' DMs, and rendering (resvg runs on
   * the thread pool) overlaps.
   */
  private async deliverBatch(): Promise<boolean> {
    const rows = await this.repo.claimOutbox<OutboxPayload>(this.opts.batch ?? 10, this.opts.leaseMs ?? 60_000);
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
        for (const row of q) await this.deliver(row);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.opts.concurrency ?? 2, queues.length) }, worker));
  }

  private async deliver(row: OutboxRecord<OutboxPayload>): Promise<void> {
    const channelId = row.kind === 'channel' ? row.target : row.payload.type === 'private' ? row.payload.channelId : '';
    try {
      const locale = await this.opts.channelLocale(row.gameId, channelId);
      const msg = await composeMessage(row, locale);
      if (row.kind === 'channel') await this.transport.postChannel(row.target, msg);
      else await this.transport.sendDm(row.target, msg);
      await this.repo.markDelivered(row.id);
    } catch (err) {
      if (err instanceof DmClosedError) {
        // The game goes on: tell the channel how to see the same view privately.
        await this.repo.markFailed(row.id, err);
        // Say it once: not again while this player's previous DM of this game failed the same way.
        const previous = await this.repo.prisma.outbox.findFirst({
          where: { gameId: row.gameId, kind: 'dm', target: row.target, id: { lt: row.id } },
          orderBy: { id: 'desc' },
          select: { failedAt: true, lastError: true },
        });
        if (previous?.failedAt && previous.lastError?.includes('DMs closed')) return;
        const locale = await this.opts.channelLocale(row.gameId, channelId).catch(() => 'ja' as Locale);
        await this.transport
          .postChannel(channelId, { content: tr(locale, 'dmClosed', { user: row.target }), mentionUsers: [row.target] })
          .catch((e) => log.warn('could not post the closed-DM notice', { gameId: row.gameId, err: e }));
        return;
      }
      const attempts = row.attempts + 1;
      if (attempts >= (this.opts.maxAttempts ?? 8)) {
        log.error('giving up on an outbox row', { gameId: row.gameId, id: String(row.id), err });
        await this.repo.markFailed(row.id, err);
      } else {
        const delay = Math.min(60_000, 500 * 2 ** attempts);
        log.warn('outbox delivery failed; will retry', { gameId: row.gameId, id: String(row.id), attempts, delay, err });
        await this.repo.markRetry(row.id, err, delay);
      }
    }
  }
}
