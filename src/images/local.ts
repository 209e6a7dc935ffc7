// Rendering in this thread: every game's renderer, found through the registry (src/games/index.ts).
// The bot does not call this directly: draw.ts hands the work to the worker pool (pool.ts), whose
// workers run these functions; tests and tools may call them in-thread.
import type { BoardPlaces } from '#render/types.ts';
import type { LayerParts } from './task.ts';
import type { Locale } from '#engine/types.ts';
import { loadFonts, useFallbackGlyphs } from '#render/fonts.ts';
import type { GameRenderer } from '#render/types.ts';
import { layeredSvg, rasterLayered, type Layered } from '#render/kit/layers.ts';
import { withClocks, type ClockFace } from '#render/kit/clock.ts';
import { allGames, getPackage } from '#games/index.ts';

/** A rendered map as the bot uses it: the PNG and its size. */
export interface RenderedImage {
  png: Buffer;
  /** satori: building the SVG (hand-written layers + satori layout); resvg: rasterising + PNG encoding. */
  ms: { satori: number; resvg: number };
  bytes: number;
  width: number;
  height: number;
  /** The phone picture (render/kit/layers.ts phonePicture), for games that say what to focus on. */
  inset: Buffer | null;
}

/** A map rendered in this thread, with the SVG it was rasterised from (tests, tools, the bench). */
export interface RenderedGameImage extends RenderedImage {
  svg: string;
}

/** The renderer of a registered game (imported on first use, its fallback glyphs asked for), or undefined. */
async function rendererOf(gameId: string): Promise<GameRenderer | undefined> {
  const r = await getPackage(gameId)?.renderer();
  if (r?.glyphs) useFallbackGlyphs(r.glyphs);
  return r;
}

export function hasGameRenderer(gameId: string): boolean {
  return getPackage(gameId) !== undefined;
}

async function draw(
  gameId: string,
  view: unknown,
  locale: Locale,
  clocks?: readonly ClockFace[],
): Promise<{ image: RenderedImage; layers: Layered }> {
  const r = await rendererOf(gameId);
  if (!r) throw new Error(`no image renderer for game "${gameId}"`);
  const t0 = performance.now();
  // The render kit: the cached static layer's pixels with the overlay drawn over them (and the
  // clocks, of a game played with one, in the status panel's slot for them).
  const layers = await withClocks(await r.renderLayers(view, locale), clocks, locale);
  const buildMs = performance.now() - t0;
  const out = await rasterLayered(gameId, layers);
  return {
    image: {
      png: out.png,
      inset: out.inset,
      ms: { satori: buildMs, resvg: out.ms },
      bytes: out.png.length,
      width: out.width,
      height: out.height,
    },
    layers,
  };
}

/** A map drawn in this thread (what the render workers run). */
export async function renderGameImageHere(
  gameId: string,
  view: unknown,
  locale: Locale,
  clocks?: readonly ClockFace[],
): Promise<RenderedImage> {
  return (await draw(gameId, view, locale, clocks)).image;
}

/** The same, with the whole SVG it shows (static layer and overlay in one document): tests, tools, the bench's reference. */
export async function renderGameImageWithSvg(
  gameId: string,
  view: unknown,
  locale: Locale,
  clocks?: readonly ClockFace[],
): Promise<RenderedGameImage> {
  const { image, layers } = await draw(gameId, view, locale, clocks);
  return { ...image, svg: await layeredSvg(layers) };
}

/** The image of `view` as SVG only (no PNG): e.g. the public map of `view(state, null)`. */
/** The view's overlay markup and, `withStatic`, the static layer's (the offline replay). */
export async function layerPartsHere(
  gameId: string,
  view: unknown,
  locale: Locale,
  withStatic: boolean,
): Promise<LayerParts> {
  const r = await rendererOf(gameId);
  if (!r) throw new Error(`no image renderer for game "${gameId}"`);
  const l = await r.renderLayers(view, locale);
  return {
    width: l.width,
    height: l.height,
    staticBody: withStatic ? await l.staticBody() : null,
    overlayBody: l.overlayBody,
  };
}

/** Where the view's places are drawn (the web board); null: the game's renderer does not say. */
export async function boardPlacesHere(gameId: string, view: unknown): Promise<BoardPlaces | null> {
  const r = await rendererOf(gameId);
  return r?.places ? r.places(view) : null;
}

export async function renderGameSvg(gameId: string, view: unknown, locale: Locale): Promise<string> {
  const r = await rendererOf(gameId);
  if (!r) throw new Error(`no image renderer for game "${gameId}"`);
  return r.renderSvg(view, locale);
}

/** The PNG of a hand of cards (games with cards only). */
export async function renderHandImageHere(
  gameId: string,
  cards: readonly string[],
  side: string,
  locale: Locale,
): Promise<Buffer> {
  const r = await rendererOf(gameId);
  if (!r?.renderHand) throw new Error(`no hand renderer for game "${gameId}"`);
  return r.renderHand(cards, side, locale);
}

/** Memoised per process: a failed attempt is forgotten, so that the next call tries again. */
function once(make: () => Promise<void>): () => Promise<void> {
  let p: Promise<void> | null = null;
  return () => {
    if (!p) {
      const q = make();
      q.catch(() => {
        if (p === q) p = null;
      });
      p = q;
    }
    return p;
  };
}

/**
 * Load every renderer and the fonts, once per process: what the bot's render workers do at start.
 * Every renderer first, so that the fonts are loaded once with all their fallback glyphs (a
 * renderer loaded later with new glyphs would make satori parse the fonts again). A game's caches
 * (static layers, glyph outlines) are NOT filled here: the first picture of a game fills what it
 * draws. Measured in one process on this 2-core machine (CPU ms): one game's first map 'ja' ~1600
 * drawn cold, against warmUp ~2400 + that map ~240 afterwards; another ~2000 against ~2700 + ~300;
 * each 'en' map after that ~300-850 cold against ~200 warm. So warming a game on its first
 * picture (in the worker that draws it, or in the background, which a piscina worker cannot run
 * between tasks) would make that first map slower and cost more CPU than drawing it cold; warming
 * every game at start cost ~5 CPU-s at each start of the bot, for games it mostly never draws.
 */
export const loadRenderersHere = once(async () => {
  await Promise.all(allGames().map((g) => rendererOf(g.id)));
  await loadFonts();
});

/**
 * loadRenderersHere, then fill every renderer's caches (each game's warmUp: static layers, glyph
 * outlines), once per process: for tools, tests and benches that time renders (warmUpRenderer).
 */
export const warmUpHere = once(async () => {
  await loadRenderersHere();
  for (const g of allGames()) await (await rendererOf(g.id))?.warmUp?.();
});

export { loadFonts } from '#render/fonts.ts';
export { svgToPng } from '#render/png.ts';
