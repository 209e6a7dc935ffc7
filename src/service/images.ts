// Images: every picture the bot sends (the channel's map, a player's private map, a hand of
// cards) is drawn once per game version, viewer and locale, and kept in a cache of bytes, so
// /map, /view and /hand right after a post answer from it, and a hundred spectators asking for
// the same map at once wait for one drawing (lru-cache's fetch shares the one in flight). The
// drawing itself happens in the render workers (render/index.ts). A cache, not state: a restart
// or another shard process only draws again.
//
// Reader requests are rate-limited per user (rate-limiter-flexible, in memory: a guild's
// commands all reach the process that runs its shard), with a clear answer.
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { renderGameImage, renderHandImage } from '../../render/index.ts';
import type { Locale, Side, Text } from '../engine/types.ts';
import { t } from './i18n.ts';
import { lookAsPlayer, look, type GameLook } from './read.ts';
import { fail, type Result, type ServiceDeps } from './types.ts';

/** Which picture: a game's map at a version for a viewer (null: the public), or a side's hand. */
export interface ImageKey {
  gameId: string;
  version: number;
  /** null: the public map; a side: that side's private map; `hand:<side>`: that side's hand. */
  viewer: string | null;
  locale: Locale;
}

type Draw = { gameType: string } & ({ view: unknown } | { cards: readonly string[]; side: string });

const keyOf = (k: ImageKey) => `${k.gameId}|${k.version}|${k.viewer ?? '*'}|${k.locale}`;

/** A map: the whole picture, and the phone picture cut from it (null for games without one). */
export interface GameImage {
  png: Buffer;
  inset: Buffer | null;
}

let drawn = 0;

// Both knobs (empty counts as unset, as for every variable) are read on first use, not at import: .env is loaded when the process reads its
// configuration, after the modules are imported.
let theCache: LRUCache<string, GameImage, Draw> | null = null;
const cache = () => (theCache ??= newCache());

const newCache = () => new LRUCache<string, GameImage, Draw>({
  maxSize: Math.max(1, Number(process.env.IMAGE_CACHE_MB || 64)) * 1024 * 1024,
  sizeCalculation: (b) => Math.max(1, b.png.length + (b.inset?.length ?? 0)),
  fetchMethod: async (key, _stale, { context }) => {
    drawn++;
    const locale = key.slice(key.lastIndexOf('|') + 1) as Locale;
    if ('cards' in context) return { png: await renderHandImage(context.gameType, context.cards, context.side, locale), inset: null };
    const img = await renderGameImage(context.gameType, context.view, locale);
    return { png: img.png, inset: img.inset };
  },
});

/** A game's map (`view` is the viewer's view) and its phone picture — drawn once per key. */
export async function gameImage(key: ImageKey, gameType: string, view: unknown): Promise<GameImage> {
  const img = await cache().fetch(keyOf(key), { context: { gameType, view } });
  if (!img) throw new Error(`image ${keyOf(key)} was not drawn`);
  return img;
}

/** The PNG of a side's hand of cards at a version — drawn once per key. */
export async function handImage(key: Omit<ImageKey, 'viewer'> & { side: Side }, gameType: string, cards: readonly string[]): Promise<Buffer> {
  const img = await cache().fetch(keyOf({ ...key, viewer: `hand:${key.side}` }), { context: { gameType, cards, side: key.side } });
  if (!img) throw new Error('hand image was not drawn');
  return img.png;
}

/** How many pictures this process has drawn (not answered from the cache): tests and the bench. */
export function imagesDrawn(): number {
  return drawn;
}

/** Forget every cached picture (tests). */
export function clearImageCache(): void {
  cache().clear();
}

// ---------------------------------------------------------------------------------------------
// Reader requests: /map, /view, /hand

/** Images a user may ask for in a minute (IMAGE_REQUESTS_PER_MINUTE, default 6). */
export function imagePoints(): number {
  return Math.max(1, Number(process.env.IMAGE_REQUESTS_PER_MINUTE || 6));
}
let theLimiter: RateLimiterMemory | null = null;
const limiter = () => (theLimiter ??= new RateLimiterMemory({ keyPrefix: 'image', points: imagePoints(), duration: 60 }));

/** Replace the limiter (tests: a small allowance). */
export function setImageRateLimit(points: number, durationSeconds = 60): void {
  theLimiter = new RateLimiterMemory({ keyPrefix: 'image', points, duration: durationSeconds });
}

async function allowImage(userId: string): Promise<Result<null>> {
  try {
    await limiter().consume(userId);
    return { ok: true, value: null };
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    return fail('RATE_LIMITED', t('imageRateLimited', { seconds, points: limiter().points }));
  }
}

/** /map: the public map of the channel's game, for anyone. */
export async function publicMap(deps: ServiceDeps, channelId: string, userId: string, locale: Locale): Promise<Result<{ look: GameLook; png: Buffer }>> {
  const r = await look(deps, channelId, userId);
  if (!r.ok) return r;
  const allowed = await allowImage(userId);
  if (!allowed.ok) return allowed;
  const g = r.value;
  const { png } = await gameImage({ gameId: g.gameId, version: g.version, viewer: null, locale }, g.gameType, g.publicView);
  return { ok: true, value: { look: g, png } };
}

/**
 * /view: a player's private map (refused for spectators). Past the image rate limit the answer
 * comes without the picture (png null, `note` saying when it may be asked again): the rest of it —
 * the summary and the player's choices as buttons — is what a player setting cards needs.
 */
export async function privateMap(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  locale: Locale,
): Promise<Result<{ look: GameLook & { side: Side }; sideName: Text; png: Buffer | null; note?: Text }>> {
  const r = await lookAsPlayer(deps, channelId, userId);
  if (!r.ok) return r;
  const g = r.value;
  const sideName = g.seats.find((s) => s.side === g.side)!.sideName;
  const allowed = await allowImage(userId);
  if (!allowed.ok) return { ok: true, value: { look: g, sideName, png: null, note: allowed.error.text } };
  const { png } = await gameImage({ gameId: g.gameId, version: g.version, viewer: g.side, locale }, g.gameType, g.view);
  return { ok: true, value: { look: g, sideName, png } };
}

/** /hand: a player's hand of cards as an image (null png: the game has no hands, or it is empty). */
export async function handOf(deps: ServiceDeps, channelId: string, userId: string, locale: Locale): Promise<Result<{ look: GameLook & { side: Side }; png: Buffer | null }>> {
  const r = await lookAsPlayer(deps, channelId, userId);
  if (!r.ok) return r;
  const g = r.value;
  if (!g.hand || g.hand.cards.length === 0) return { ok: true, value: { look: g, png: null } };
  const allowed = await allowImage(userId);
  if (!allowed.ok) return allowed;
  const png = await handImage({ gameId: g.gameId, version: g.version, side: g.side, locale }, g.gameType, g.hand.cards);
  return { ok: true, value: { look: g, png } };
}
