// The picture cache: every picture the bot sends (the channel's map, a player's private map, a hand
// of cards, a league's standings, a rating leaderboard) is drawn once per key and kept as bytes,
// so /map, /view and /hand right after a post answer from it, a table posted in the channel and
// asked for again is not drawn twice, and a hundred spectators asking for the same map at once
// wait for one drawing (lru-cache's fetch shares the one in flight). The drawing itself happens in
// the render workers (src/images/draw.ts). A cache, not state: a restart or another shard process
// only draws again.
//
// (The render kit keeps caches of its own inside each worker — glyph outlines, rasterised static
// layers: render/kit/cache.ts. Those hold the parts a picture is made of; this one the pictures.)
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import stringify from 'safe-stable-stringify';
import type { Locale, Side } from '#engine/types.ts';
import { renderGameImage, renderHandImage, renderTableImage } from './draw.ts';
import type { StandingsTable } from './table.ts';
import type { ClockFace } from '#render/kit/clock.ts';

/** Which picture: a game's map at a version for a viewer (null: the public), or a side's hand. */
export interface ImageKey {
  gameId: string;
  version: number;
  /** null: the public map; a side: that side's private map; `hand:<side>`: that side's hand. */
  viewer: string | null;
  locale: Locale;
}

type Draw = { locale: Locale } & (
  | { gameType: string; view: unknown; clocks?: readonly ClockFace[] }
  | { gameType: string; cards: readonly string[]; side: string }
  | { table: StandingsTable }
);

const keyOf = (k: ImageKey) => `${k.gameId}|${k.version}|${k.viewer ?? '*'}|${k.locale}`;

/**
 * A map's key with the clocks it draws: every value drawn (each side's time left to the ms, whose
 * clock runs, who is out of time) is hashed in, so two posts of one version whose clocks differ
 * never share a picture, and one without clocks (/map) is not one with them. Clocks are public.
 */
const clockedKeyOf = (k: ImageKey, clocks: readonly ClockFace[] | undefined) =>
  clocks?.length
    ? `${keyOf(k)}|clocks:${createHash('sha256').update(stringify(clocks)).digest('base64url')}`
    : keyOf(k);

/** A map: the whole picture, and the phone picture cut from it (null for games without one). */
export interface GameImage {
  png: Buffer;
  inset: Buffer | null;
}

let drawn = 0;

/**
 * What the cache has a picture drawn with: the render workers (draw.ts) unless drawPicturesWith()
 * named another. Tests whose subject is not the pictures give a cheap one (test/helpers/pictures.ts):
 * the bot still asks the cache for every picture, under the same keys, and posts what it gets.
 */
export interface PictureDrawer {
  game(gameType: string, view: unknown, locale: Locale, clocks?: readonly ClockFace[]): Promise<GameImage>;
  hand(gameType: string, cards: readonly string[], side: string, locale: Locale): Promise<Buffer>;
  table(table: StandingsTable, locale: Locale): Promise<Buffer>;
}

const workerDrawer: PictureDrawer = {
  game: async (gameType, view, locale, clocks) => {
    const img = await renderGameImage(gameType, view, locale, clocks);
    return { png: img.png, inset: img.inset };
  },
  hand: renderHandImage,
  table: renderTableImage,
};

let drawer: PictureDrawer = workerDrawer;

/** Draw this process's pictures with `d` (null: the render workers again); the cache is emptied. */
export function drawPicturesWith(d: PictureDrawer | null): void {
  drawer = d ?? workerDrawer;
  theCache?.clear();
}

// The size (IMAGE_CACHE_MB; empty counts as unset, as for every variable) is read on first use, not
// at import: .env is loaded when the process reads its configuration, after the modules are imported.
let theCache: LRUCache<string, GameImage, Draw> | null = null;
const cache = () => (theCache ??= newCache());

const newCache = () =>
  new LRUCache<string, GameImage, Draw>({
    maxSize: Math.max(1, Number(process.env.IMAGE_CACHE_MB || 64)) * 1024 * 1024,
    sizeCalculation: (b) => Math.max(1, b.png.length + (b.inset?.length ?? 0)),
    fetchMethod: async (_key, _stale, { context: c }) => {
      drawn++;
      if ('table' in c) return { png: await drawer.table(c.table, c.locale), inset: null };
      if ('cards' in c) return { png: await drawer.hand(c.gameType, c.cards, c.side, c.locale), inset: null };
      return drawer.game(c.gameType, c.view, c.locale, c.clocks);
    },
  });

/**
 * A game's map (`view` is the viewer's view) and its phone picture — drawn once per key and clocks
 * (a game played with a clock: drawn in the status panel).
 */
export async function gameImage(
  key: ImageKey,
  gameType: string,
  view: unknown,
  clocks?: readonly ClockFace[],
): Promise<GameImage> {
  const k = clockedKeyOf(key, clocks);
  const img = await cache().fetch(k, {
    context: { gameType, view, locale: key.locale, ...(clocks?.length ? { clocks } : {}) },
  });
  if (!img) throw new Error(`image ${k} was not drawn`);
  return img;
}

/** The PNG of a side's hand of cards at a version — drawn once per key. */
export async function handImage(
  key: Omit<ImageKey, 'viewer'> & { side: Side },
  gameType: string,
  cards: readonly string[],
): Promise<Buffer> {
  const img = await cache().fetch(keyOf({ ...key, viewer: `hand:${key.side}` }), {
    context: { gameType, cards, side: key.side, locale: key.locale },
  });
  if (!img) throw new Error('hand image was not drawn');
  return img.png;
}

/**
 * A standings table or leaderboard as a PNG — drawn once per content and locale: the key is the
 * table itself (hashed), so the same standings asked for again, or posted and then asked for,
 * come from the cache, and any change (a result, a name, a rating) draws anew.
 */
export async function tableImage(table: StandingsTable, locale: Locale): Promise<Buffer> {
  const key = `table|${createHash('sha256').update(stringify(table)).digest('base64url')}|${locale}`;
  const img = await cache().fetch(key, { context: { table, locale } });
  if (!img) throw new Error('table image was not drawn');
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
