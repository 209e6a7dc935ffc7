// Rendering benchmark for `npm run bench`: median satori (SVG build) and resvg (raster + PNG)
// times over `iterations` renders of a typical public 奉天会戦 map, after a warm-up.
import type { Locale } from '#engine/types.ts';
import { renderHotenParts, sampleHotenView } from '#games/hoten-kaisen/render/index.ts';
import { warmUpRenderer } from '#images/index.ts';
import { svgToPng } from '#render/png.ts';
import { benchRenders } from './render-kit.ts';

export interface RenderBenchResult {
  iterations: number;
  /** Median wall ms to build the SVG (hex layer + satori). */
  satoriMs: number;
  /** Median wall ms to rasterise and encode the PNG. */
  resvgMs: number;
  /** Median of the per-render sums. */
  totalMs: number;
  /** Slowest render's sum. */
  maxMs: number;
  /**
   * Median process CPU ms of the same two steps. Wall times double on a busy 2-core machine;
   * CPU time says what a render costs when the machine is free.
   */
  cpu: { satoriMs: number; resvgMs: number };
  pngBytes: number;
  width: number;
  height: number;
}

export async function benchRender(iterations = 20, options: { locale?: Locale } = {}): Promise<RenderBenchResult> {
  await warmUpRenderer();
  const view = sampleHotenView(null);
  const locale = options.locale ?? 'ja';
  const t = await benchRenders(
    iterations,
    // A different turn number each time, so no cache above the glyph level can answer.
    (i) => renderHotenParts({ ...view, turn: view.turn + i }, locale),
    svgToPng,
  );
  const { iterations: n, buildMs: satoriMs, rasterMs: resvgMs, totalMs, maxMs, cpu, pngBytes, width, height } = t;
  return {
    iterations: n,
    satoriMs,
    resvgMs,
    totalMs,
    maxMs,
    cpu: { satoriMs: cpu.buildMs, resvgMs: cpu.rasterMs },
    pngBytes,
    width,
    height,
  };
}
