// Outbox messages: what a row becomes when sent (text, image, buttons), the transport that sends it,
// the worker's options and each row's Discord nonce. Button ids are their interaction kinds'
// (src/service/interactions/).
import type { Locale, Text } from '#engine/types.ts';
import { gameImage, handImage, tableImage, tableIn, type GameImage } from '#images/index.ts';
import { getGame } from '#games/index.ts';
import type { OutboxRecord } from '#store/repository.ts';
import { tr } from '../i18n.ts';
import type { OutboxPayload } from './payloads.ts';
import { buttonId } from '../interactions/action.ts';
import { challengeButtonId } from '../interactions/challenge.ts';
import type { OutButton } from '../interactions/kind.ts';

export interface OutMessage {
  content: string;
  files?: { name: string; data: Buffer }[];
  /** One of `files` shown as an embed's image (full width on a phone) rather than as an attachment. */
  embedImage?: string;
  /** Rows of buttons (at most 5 rows of 5). */
  buttons?: OutButton[][];
  /** Users this message may ping. */
  mentionUsers?: string[];
  /** Discord's create nonce (sent with enforce_nonce): the same nonce creates one message. */
  nonce?: string;
}
export interface Transport {
  postChannel(channelId: string, msg: OutMessage): Promise<void>;
  /**
   * The game's pinned status message: edits `messageId` in place, or (none yet, or deleted since)
   * posts the message, pins it, and returns its id. A front without pinned messages (the console)
   * leaves it out, and the status rows are settled unsent (there `/status` shows the same).
   */
  upsertStatus?(channelId: string, messageId: string | null, msg: OutMessage): Promise<string>;
  /** Throws DmClosedError when the user does not accept DMs from the bot. */
  sendDm(userId: string, msg: OutMessage): Promise<void>;
}

export interface OutboxOptions {
  /** The locale of a row that carries none (its guild never chose one). Rows carry their own. */
  defaultLocale: Locale;
  pollMs?: number;
  leaseMs?: number;
  batch?: number;
  /** Recipients served at once. */
  concurrency?: number;
  /** How a row becomes a message (default composeMessage, which renders the images). */
  compose?: (row: OutboxRecord<OutboxPayload>, locale: Locale) => Promise<OutMessage>;
  /** Whether the web board is served: a map post then carries a Board button (src/service/interactions/board.ts). */
  boardButton?: () => boolean;
  /** The clock (tests advance it). */
  now?: () => Date;
  /** How long transient failures are retried, from the row's creation (default 24 h). */
  retryForMs?: number;
  /** The longest wait between two attempts (default 15 min). */
  maxBackoffMs?: number;
  /** Delivered rows are kept this long (default 7 days), failed rows `keepFailedMs` (30 days). */
  keepDeliveredMs?: number;
  /** How long a delivered row is kept once a newer row to the same recipient of its game has settled (default 1 h). */
  keepSupersededMs?: number;
  keepFailedMs?: number;
  /** How often old rows are pruned (default 1 h). */
  pruneEveryMs?: number;
  /**
   * Runs a job row (kind 'job': the AI seat's turn, src/service/ai-seat.ts) instead of sending it;
   * a throw is retried like a failed send. Without it a job row waits (a front that runs no jobs).
   */
  runJob?: (row: OutboxRecord<OutboxPayload>) => Promise<void>;
}

/**
 * How one attempt at a row ended: the single place where a delivery result is decided (for
 * metrics: recordDelivery(row.kind, result)).
 */
export type DeliveryResult = 'delivered' | 'superseded' | 'retry' | 'permanent' | 'gave-up' | 'lease-lost';

import { boardButton } from '../interactions/board.ts';

const pick = (t: Text, l: Locale) => t[l];

/** Compose the message of an outbox row (images rendered here, after the commit). */
export async function composeMessage(
  row: OutboxRecord<OutboxPayload>,
  locale: Locale,
  o: { board?: boolean } = {},
): Promise<OutMessage> {
  const p = row.payload;
  switch (p.type) {
    case 'ai-turn':
      // A job, run by the worker (OutboxOptions.runJob), never composed as a message.
      throw new Error('an ai-turn job is not a message');
    case 'challenge':
      return {
        content: pick(p.text, locale),
        mentionUsers: p.mention,
        buttons: [
          p.league
            ? [{ customId: challengeButtonId('accept', p.gameId), label: tr(locale, 'startButton'), style: 'success' }]
            : [
                {
                  customId: challengeButtonId('accept', p.gameId),
                  label: tr(locale, 'acceptButton'),
                  style: 'success',
                },
                {
                  customId: challengeButtonId('decline', p.gameId),
                  label: tr(locale, 'declineButton'),
                  style: 'danger',
                },
              ],
        ],
      };
    case 'notice': {
      const l = p.locale ?? locale;
      const buttons = p.buttons?.length
        ? [p.buttons.map((b) => ({ customId: b.customId, label: pick(b.label, l).slice(0, 80), style: b.style }))]
        : undefined;
      return { content: pick(p.text, l), mentionUsers: p.mention ?? [], ...(buttons ? { buttons } : {}) };
    }
    case 'update': {
      // The clocks are drawn in the picture's status panel while the game runs (as its text shows them).
      const img = await gameImage(
        { gameId: p.gameId, version: p.version, viewer: null, locale },
        p.gameType,
        p.view,
        p.result ? undefined : p.clockFaces,
      );
      const lines = p.lines.map((l) => `・${pick(l, locale)}`);
      const ping = !p.result && p.mention.length ? `${p.mention.map((u) => `<@${u}>`).join(' ')} ` : '';
      const more = p.moreChoices ? [tr(locale, 'otherChoicesHint')] : [];
      const clocks = p.clocks && !p.result ? [pick(p.clocks, locale)] : [];
      const content = [...lines.slice(-12), `**${pick(p.summary, locale)}** ${ping}`.trim(), ...clocks, ...more]
        .join('\n')
        .slice(0, 1900);
      const prompt = p.prompt
        ? chunk(
            p.prompt.actions.slice(0, 10).map((a) => ({
              customId: buttonId(p.gameId, p.view, a.action),
              label: a.label[locale].slice(0, 80),
              style: a.style ?? 'secondary',
            })),
            5,
          )
        : [];
      // The Board button answers each presser privately with their own link: the post carries none.
      const board = o.board ? [[boardButton(p.gameId, locale)]] : [];
      const rows = [...prompt, ...board];
      return {
        content,
        ...withInset(pictureName(p)!, img),
        ...(rows.length ? { buttons: rows } : {}),
        mentionUsers: p.result ? [] : p.mention,
      };
    }
    case 'league': {
      const buttons = p.buttons?.length
        ? [p.buttons.map((b) => ({ customId: b.customId, label: pick(b.label, locale).slice(0, 80), style: b.style }))]
        : undefined;
      const files = p.table
        ? [{ name: 'standings.png', data: await tableImage(tableIn(p.table, locale), locale) }]
        : undefined;
      return {
        content: pick(p.text, locale).slice(0, 1900),
        mentionUsers: p.mention ?? [],
        ...(buttons ? { buttons } : {}),
        ...(files ? { files } : {}),
      };
    }
    case 'status': {
      const img = await gameImage(
        { gameId: p.gameId, version: p.version, viewer: null, locale },
        p.gameType,
        p.view,
        p.result || p.aborted ? undefined : p.clockFaces,
      );
      const name = getGame(p.gameType)?.name[locale] ?? p.gameType;
      const state = p.aborted
        ? tr(locale, 'statusAborted', {})
        : p.result
          ? tr(locale, 'statusEnded', {})
          : p.toAct.length
            ? tr(locale, 'statusToAct', { users: p.toAct.map((u) => `<@${u}>`).join(' ') })
            : '';
      const clocks = p.clocks && !p.result && !p.aborted ? [pick(p.clocks, locale)] : [];
      const updated = tr(locale, 'statusUpdated', { at: `<t:${Math.floor(row.createdAt.getTime() / 1000)}:R>` });
      const content = [`📌 **${name}** — ${pick(p.summary, locale)}`, state, ...clocks, updated]
        .filter(Boolean)
        .join('\n')
        .slice(0, 1900);
      // Names the players without pinging them: the posts ping.
      return { content, ...withInset(pictureName(p)!, img), mentionUsers: [] };
    }
    case 'private': {
      const l = p.locale ?? locale;
      const head = tr(l, 'privateHeader', {
        game: getGame(p.gameType)?.name[l] ?? p.gameType,
        channel: `<#${p.channelId}>`,
        side: pick(p.sideName, l),
      });
      const lines = p.lines.map((x) => `・${pick(x, l)}`);
      if (p.hand) {
        // Games with cards: the hand, drawn as cards, with each card's text.
        const hand = p.hand.lines.map((x) => `🂠 ${pick(x, l)}`);
        const title = tr(l, 'handTitle', { n: p.hand.cards.length });
        const files = p.hand.cards.length
          ? [
              {
                name: pictureName(p)!,
                data: await handImage(
                  { gameId: p.gameId, version: p.version, side: p.side, locale: l },
                  p.gameType,
                  p.hand.cards,
                ),
              },
            ]
          : [];
        return {
          content: [head, ...lines.slice(-8), `**${title}**`, ...hand, pick(p.summary, l)].join('\n').slice(0, 1900),
          files,
        };
      }
      const img = await gameImage(
        { gameId: p.gameId, version: p.version, viewer: p.side, locale: l },
        p.gameType,
        p.view,
      );
      return {
        content: [head, ...lines.slice(-12), pick(p.summary, l)].join('\n').slice(0, 1900),
        ...withInset(pictureName(p)!, img),
      };
    }
  }
}

/**
 * The file name of a message's game picture (its phone inset is `focus-<name>`), null when it has
 * none. It says what the picture is and nothing else: no game version or step, which counts
 * actions the reader may not see (a card set face down, a silent undo) — anyone can read a file's
 * name. The twin harness (test/kit/twin.ts) compares these names across versions.
 */
export function pictureName(p: OutboxPayload): string | null {
  switch (p.type) {
    case 'update':
      return 'map.png';
    case 'status':
      return 'status.png';
    case 'private':
      return p.hand ? (p.hand.cards.length ? `hand-${p.side}.png` : null) : `private-${p.side}.png`;
    default:
      return null;
  }
}

/**
 * The map as the message's attachment and, when the game cuts one, the phone picture (status and
 * the last action at full size) as the image of an embed: Discord shows an embed's image at the
 * message's full width on a phone, where two attachments would share a row at half width each.
 */
function withInset(name: string, img: GameImage): Pick<OutMessage, 'files' | 'embedImage'> {
  const files = [{ name, data: img.png }];
  if (!img.inset) return { files };
  const inset = `focus-${name}`;
  return { files: [...files, { name: inset, data: img.inset }], embedImage: inset };
}

export function chunk<T>(xs: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}
/** The Discord nonce of a row: unique per row, at most 25 characters. */
export function outboxNonce(id: bigint): string {
  return `ob${id.toString(36)}`.slice(0, 25);
}
