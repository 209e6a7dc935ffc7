// What both rendering benchmarks (bench/render.ts, bench/render-nichiro.ts, bench/standings.ts) share: the render
// loop with its wall and CPU timings, and their medians (one decimal). Wall times double on a busy 2-core
// machine; CPU time (resvg and zlib run on the thread pool: counted) says what a render costs
// when the machine is free.
import type { PngResult } from '#render/png.ts';
import { r1 } from '#render/svg-kit.ts';

function median(xs: number[]): number {
  const a = [...xs].sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length % 2 ? a[m]! : (a[m - 1]! + a[m]!) / 2;
}

export interface RenderTimings {
  iterations: number;
  /** Medians of the per-render wall ms: building the SVG (as the builder reports it), rasterising it, both. */
  buildMs: number;
  rasterMs: number;
  totalMs: number;
  /** The slowest render's sum. */
  maxMs: number;
  /** Medians of the per-render process CPU ms of the same steps. */
  cpu: { buildMs: number; rasterMs: number; totalMs: number };
  /** The last render's PNG. */
  pngBytes: number;
  width: number;
  height: number;
}

/**
 * `iterations` (at least one) renders, after the caller's warm-up: build(i) makes the i-th SVG
 * (vary the view, so that no cache above the glyph level can answer), raster(svg) its PNG.
 */
export async function benchRenders(
  iterations: number,
  build: (i: number) => Promise<{ svg: string; ms: number }>,
  raster: (svg: string) => Promise<PngResult>,
): Promise<RenderTimings> {
  const wall = { build: [] as number[], raster: [] as number[], total: [] as number[] };
  const cpu = { build: [] as number[], raster: [] as number[], total: [] as number[] };
  const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
  let last = { bytes: 0, width: 0, height: 0 };
  for (let i = 0; i < Math.max(1, iterations); i++) {
    const c0 = process.cpuUsage();
    const parts = await build(i);
    const c1 = process.cpuUsage();
    const png = await raster(parts.svg);
    const c2 = process.cpuUsage();
    const cpuBuild = cpuMs(c1) - cpuMs(c0);
    const cpuRaster = cpuMs(c2) - cpuMs(c1);
    wall.build.push(parts.ms);
    wall.raster.push(png.ms);
    wall.total.push(parts.ms + png.ms);
    cpu.build.push(cpuBuild);
    cpu.raster.push(cpuRaster);
    cpu.total.push(cpuBuild + cpuRaster);
    last = { bytes: png.png.length, width: png.width, height: png.height };
  }
  return {
    iterations: wall.total.length,
    buildMs: r1(median(wall.build)),
    rasterMs: r1(median(wall.raster)),
    totalMs: r1(median(wall.total)),
    maxMs: r1(Math.max(...wall.total)),
    cpu: { buildMs: r1(median(cpu.build)), rasterMs: r1(median(cpu.raster)), totalMs: r1(median(cpu.total)) },
    pngBytes: last.bytes,
    width: last.width,
    height: last.height,
  };
}
