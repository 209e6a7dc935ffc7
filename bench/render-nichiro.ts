// Rendering benchmark of the 日露大戦 map: median SVG build and raster (resvg + PNG encoding)
// times over `iterations` renders of a typical mid-game view, after a warm-up (the loop and its
// timings: bench/render-kit.ts).
import type { Locale } from '#engine/types.ts';
import { nichiroRenderer, renderNichiroParts, sampleNichiroView } from '#games/nichiro-taisen/render/index.ts';
import { loadFonts } from '#render/fonts.ts';
import { svgToPngFast } from '#render/png-fast.ts';
import { benchRenders } from './render-kit.ts';

export interface NichiroBenchResult {
  iterations: number;
  /** Median wall ms to build the SVG. */
  svgMs: number;
  /** Median wall ms to rasterise and encode the PNG. */
  rasterMs: number;
  /** Median of the per-render sums, and the slowest. */
  totalMs: number;
  maxMs: number;
  /** Median process CPU ms of the same two steps (resvg and zlib run on the thread pool: counted). */
  cpu: { svgMs: number; rasterMs: number; totalMs: number };
  pngBytes: number;
  width: number;
  height: number;
}

export async function benchNichiro(iterations = 20, options: { locale?: Locale } = {}): Promise<NichiroBenchResult> {
  await loadFonts();
  await nichiroRenderer.warmUp();
  const locale = options.locale ?? 'ja';
  const view = sampleNichiroView(null);
  const t = await benchRenders(
    iterations,
    // A different step and summary each time, so only the glyph and static caches can answer.
    (i) =>
      renderNichiroParts(
        { ...view, step: view.step + i, summary: { ja: `${view.summary.ja} (${i})`, en: `${view.summary.en} (${i})` } },
        locale,
      ),
    svgToPngFast,
  );
  const { iterations: n, buildMs: svgMs, rasterMs, totalMs, maxMs, cpu, pngBytes, width, height } = t;
  return {
    iterations: n,
    svgMs,
    rasterMs,
    totalMs,
    maxMs,
    cpu: { svgMs: cpu.buildMs, rasterMs: cpu.rasterMs, totalMs: cpu.totalMs },
    pngBytes,
    width,
    height,
  };
}
