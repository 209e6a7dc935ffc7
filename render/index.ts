// The image renderers of every game, behind one entry point. Each game registers its renderer with
// its rules in src/games/index.ts; the bot calls renderGameImage(gameId, view, locale).
import type { Locale } from '../src/engine/types.ts';
import { loadFonts } from './fonts.ts';
import { svgToPng, type PngResult } from './png.ts';
import type { GameRenderer } from './types.ts';
import { allGames, getPackage } from '../src/games/index.ts';

export type { GameRenderer } from './types.ts';

export interface RenderedGameImage {
  png: Buffer;
  svg: string;
  /** satori: building the SVG (hand-written layers + satori layout); resvg: rasterising + PNG encoding. */
  ms: { satori: number; resvg: number };
  bytes: number;
  width: number;
  height: number;
}

/** The renderer of a registered game (imported on first use), or undefined. */
async function rendererOf(gameId: string): Promise<GameRenderer | undefined> {
  return getPackage(gameId)?.renderer();
}

export function hasGameRenderer(gameId: string): boolean {
  return getPackage(gameId) !== undefined;
}

import { renderSeconds } from '../src/metrics.ts';

export async function renderGameImage(gameId: string, view: unknown, locale: Locale): Promise<RenderedGameImage> {
  const r = await rendererOf(gameId);
  if (!r) throw new Error(`no image renderer for game "${gameId}"`);
  const t0 = performance.now();
  const svg = await r.renderSvg(view, locale);
  const satoriMs = performance.now() - t0;
  const out = r.toPng ? await r.toPng(svg) : await svgToPng(svg);
  renderSeconds.observe({ game: gameId }, (performance.now() - t0) / 1000);
  return { png: out.png, svg, ms: { satori: satoriMs, resvg: out.ms }, bytes: out.png.length, width: out.width, height: out.height };
}

/** The image of `view` as SVG only (no PNG): e.g. the public map of `view(state, null)`. */
export async function renderGameSvg(gameId: string, view: unknown, locale: Locale): Promise<string> {
  const r = await rendererOf(gameId);
  if (!r) throw new Error(`no image renderer for game "${gameId}"`);
  return r.renderSvg(view, locale);
}

/** The PNG of a hand of cards (games with cards only). */
export async function renderHandImage(gameId: string, cards: readonly string[], side: string, locale: Locale): Promise<Buffer> {
  const r = await rendererOf(gameId);
  if (!r?.renderHand) throw new Error(`no hand renderer for game "${gameId}"`);
  return r.renderHand(cards, side, locale);
}

let warm: Promise<void> | null = null;

/** Load the fonts and fill every renderer's caches (about a second, once per process). */
export function warmUpRenderer(): Promise<void> {
  if (!warm) {
    const p = (async () => {
      await loadFonts();
      for (const g of allGames()) await (await rendererOf(g.id))?.warmUp?.();
    })();
    p.catch(() => {
      if (warm === p) warm = null;
    });
    warm = p;
  }
  return warm;
}

export { loadFonts } from './fonts.ts';
export { svgToPng } from './png.ts';
