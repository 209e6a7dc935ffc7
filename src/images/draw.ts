// Drawing a picture, uncached: each game registers its renderer with its rules in
// src/games/index.ts; renderGameImage(gameId, view, locale) draws in the worker pool (pool.ts) and
// never on the main thread (in this thread only without a pool, or for a game the workers do not
// know). The bot asks the picture cache (cache.ts), which calls these once per key.
//
// The drawing code (local.ts, standings.ts: satori, resvg, the fonts) is imported on the first
// picture drawn in this thread, never at import: a bot whose workers draw never loads it here.
import type { Locale } from '#engine/types.ts';
import { getPackage } from '#games/index.ts';
import { renderSeconds } from '#src/metrics.ts';
import type { RenderedGameImage, RenderedImage } from './local.ts';
import { runInPool, warmUpPool } from './pool.ts';
import { UNKNOWN_IN_WORKER, type LayerParts } from './task.ts';
import type { StandingsTable } from './table.ts';
import type { ClockFace } from '#render/kit/clock.ts';
import type { BoardPlaces } from '#render/types.ts';

/** The drawing code of this thread, loaded on first use. */
const here = () => import('./local.ts');

const unknownInWorker = (err: unknown) => err instanceof Error && err.message.startsWith(UNKNOWN_IN_WORKER);

/**
 * The PNG of `view` for `locale` (with `clocks`, a game played with a clock: drawn in its status
 * panel), drawn in a render worker (in this thread only without a pool).
 */
export async function renderGameImage(
  gameId: string,
  view: unknown,
  locale: Locale,
  clocks?: readonly ClockFace[],
): Promise<RenderedImage> {
  const t0 = performance.now();
  try {
    const a = await runInPool({ kind: 'game', gameId, view, locale, ...(clocks?.length ? { clocks } : {}) });
    if (a) {
      renderSeconds.observe({ game: gameId }, (performance.now() - t0) / 1000);
      const png = Buffer.from(a.png.buffer, a.png.byteOffset, a.png.byteLength);
      const inset = a.inset ? Buffer.from(a.inset.buffer, a.inset.byteOffset, a.inset.byteLength) : null;
      return { png, inset, ms: a.ms, bytes: png.length, width: a.width, height: a.height };
    }
  } catch (err) {
    if (!unknownInWorker(err)) throw err;
  }
  const img = await (await here()).renderGameImageHere(gameId, view, locale, clocks);
  renderSeconds.observe({ game: gameId }, (performance.now() - t0) / 1000);
  return img;
}

/** The PNG of a hand of cards (games with cards only), drawn in a render worker. */
export async function renderHandImage(
  gameId: string,
  cards: readonly string[],
  side: string,
  locale: Locale,
): Promise<Buffer> {
  try {
    const a = await runInPool({ kind: 'hand', gameId, cards, side, locale });
    if (a) return Buffer.from(a.png.buffer, a.png.byteOffset, a.png.byteLength);
  } catch (err) {
    if (!unknownInWorker(err)) throw err;
  }
  return (await here()).renderHandImageHere(gameId, cards, side, locale);
}

/** A league's standings or a rating leaderboard as a PNG, drawn in a render worker (here only without a pool). */
export async function renderTableImage(table: StandingsTable, locale: Locale): Promise<Buffer> {
  const a = await runInPool({ kind: 'table', table, locale });
  if (a) return Buffer.from(a.png.buffer, a.png.byteOffset, a.png.byteLength);
  return (await import('./standings.ts')).renderStandingsPng(table, { locale });
}

/**
 * Start the render workers and let each load its fonts and every game's caches; without a pool
 * (RENDER_THREADS=0) load them in this thread. Tools, tests and the bench call this before timing
 * a render, so that no game's first picture is timed cold; the bot calls warmUpRenderWorkers instead.
 */
export async function warmUpRenderer(): Promise<void> {
  if (!(await warmUpPool(true))) await (await here()).warmUpHere();
}

/**
 * The bot's warm-up: start the render workers and let them load fonts, satori, resvg and every
 * renderer, in the workers only; each game's caches are filled by its first picture (local.ts
 * loadRenderersHere: cheaper than warming every game at each start). Without a pool it does
 * nothing: the first picture drawn in this thread loads what it needs. False when there is no pool.
 */
export function warmUpRenderWorkers(): Promise<boolean> {
  return warmUpPool(false);
}

/** Whether a game with a renderer is registered (in this thread). */
export function hasGameRenderer(gameId: string): boolean {
  return getPackage(gameId) !== undefined;
}

/** A map drawn in this thread (tests, tools, the bench): local.ts, loaded on first use. */
export async function renderGameImageHere(
  gameId: string,
  view: unknown,
  locale: Locale,
  clocks?: readonly ClockFace[],
): Promise<RenderedImage> {
  return (await here()).renderGameImageHere(gameId, view, locale, clocks);
}

/** The same, with the whole SVG it shows (tests, tools, the bench's reference). */
export async function renderGameImageWithSvg(
  gameId: string,
  view: unknown,
  locale: Locale,
  clocks?: readonly ClockFace[],
): Promise<RenderedGameImage> {
  return (await here()).renderGameImageWithSvg(gameId, view, locale, clocks);
}

/** The image of `view` as SVG only (no PNG), drawn in this thread. */
export async function renderGameSvg(gameId: string, view: unknown, locale: Locale): Promise<string> {
  return (await here()).renderGameSvg(gameId, view, locale);
}

/** `view`'s picture as its layers' markup (the offline replay), drawn in a render worker. */
export async function layerParts(
  gameId: string,
  view: unknown,
  locale: Locale,
  withStatic: boolean,
): Promise<LayerParts> {
  try {
    const a = await runInPool({ kind: 'layers', gameId, view, locale, withStatic });
    if (a?.layers) return a.layers;
  } catch (err) {
    if (!unknownInWorker(err)) throw err;
  }
  return (await here()).layerPartsHere(gameId, view, locale, withStatic);
}

/** Where `view`'s places are drawn (the web board's tap targets), asked of a render worker; null: not said. */
export async function boardPlaces(gameId: string, view: unknown): Promise<BoardPlaces | null> {
  try {
    const a = await runInPool({ kind: 'places', gameId, view });
    if (a && a.places !== undefined) return a.places;
  } catch (err) {
    if (!unknownInWorker(err)) throw err;
  }
  return (await here()).boardPlacesHere(gameId, view);
}

/** The map of `view` as one SVG document (all text as paths), drawn in a render worker (the web board). */
export async function renderGameSvgInPool(gameId: string, view: unknown, locale: Locale): Promise<string> {
  try {
    const a = await runInPool({ kind: 'svg', gameId, view, locale });
    if (a?.svg !== undefined) return a.svg;
  } catch (err) {
    if (!unknownInWorker(err)) throw err;
  }
  return renderGameSvg(gameId, view, locale);
}
