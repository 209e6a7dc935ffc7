// SVG → PNG with resvg. All text reaches resvg as paths (satori converts it), so system fonts
// are never loaded. renderAsync runs on libuv's thread pool and keeps the event loop (the
// Discord gateway heartbeat) free while a map is rasterised.
import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';

export interface PngResult {
  png: Buffer;
  width: number;
  height: number;
  /** Wall time of the rasterisation and PNG encoding, in milliseconds. */
  ms: number;
}

/** resvg's options for every raster: no system fonts (all text is paths), optional fit to a width. */
export function resvgOptions(fitWidth?: number): ResvgRenderOptions {
  return {
    font: { loadSystemFonts: false },
    fitTo: fitWidth ? { mode: 'width', value: fitWidth } : { mode: 'original' },
    logLevel: 'off',
  };
}

/** Rasterise an SVG string to a PNG buffer; `fitWidth` scales the output to that width. */
export async function svgToPng(svg: string, fitWidth?: number): Promise<PngResult> {
  const t0 = performance.now();
  const img = await renderAsync(svg, resvgOptions(fitWidth));
  const png = img.asPng();
  return { png, width: img.width, height: img.height, ms: performance.now() - t0 };
}

/** Raw RGBA pixels of an SVG (for tests and pixel checks). */
export function svgToPixels(svg: string, fitWidth?: number): { pixels: Buffer; width: number; height: number } {
  const img = new Resvg(svg, resvgOptions(fitWidth)).render();
  return { pixels: img.pixels, width: img.width, height: img.height };
}
