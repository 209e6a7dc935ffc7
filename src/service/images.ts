// Pictures on request: /map, /view and /hand read the game as the asker may see it and take its
// picture from the images room's cache (src/images: drawn once per game version, viewer and
// locale, in the render workers), so a request right after a post answers from it.
//
// Reader requests are rate-limited per user (rate-limiter-flexible, in memory: a guild's
// commands all reach the process that runs its shard), with a clear answer.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { gameImage, handImage } from '#images/index.ts';
import type { Locale, Side, Text } from '#engine/types.ts';
import { t } from './i18n.ts';
import { lookAsPlayer, look, type GameLook } from './read.ts';
import { fail, type Result, type ServiceDeps } from './types.ts';

// ---------------------------------------------------------------------------------------------
// Reader requests: /map, /view, /hand

/** Images a user may ask for in a minute (IMAGE_REQUESTS_PER_MINUTE, default 6). */
export function imagePoints(): number {
  return Math.max(1, Number(process.env.IMAGE_REQUESTS_PER_MINUTE || 6));
}
let theLimiter: RateLimiterMemory | null = null;
const limiter = () =>
  (theLimiter ??= new RateLimiterMemory({ keyPrefix: 'image', points: imagePoints(), duration: 60 }));

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
export async function publicMap(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  locale: Locale,
): Promise<Result<{ look: GameLook; png: Buffer }>> {
  const r = await look(deps, channelId, userId);
  if (!r.ok) return r;
  const allowed = await allowImage(userId);
  if (!allowed.ok) return allowed;
  const g = r.value;
  const { png } = await gameImage(
    { gameId: g.gameId, version: g.version, viewer: null, locale },
    g.gameType,
    g.publicView,
  );
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
export async function handOf(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  locale: Locale,
): Promise<Result<{ look: GameLook & { side: Side }; png: Buffer | null }>> {
  const r = await lookAsPlayer(deps, channelId, userId);
  if (!r.ok) return r;
  const g = r.value;
  if (!g.hand || g.hand.cards.length === 0) return { ok: true, value: { look: g, png: null } };
  const allowed = await allowImage(userId);
  if (!allowed.ok) return allowed;
  const png = await handImage({ gameId: g.gameId, version: g.version, side: g.side, locale }, g.gameType, g.hand.cards);
  return { ok: true, value: { look: g, png } };
}
