// The render kit's layers: the static layer is rasterised once per game, locale and size, the
// overlay is drawn over a copy of its pixels, and the PNG shows what resvg draws from the whole SVG.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderGameImageHere } from '../../render/local.ts';
import { sourceOver, staticLayersRasterised } from '../../render/kit/layers.ts';
import { svgToPixels } from '../../render/png.ts';
import { sampleNichiroView } from '../../render/nichiro-taisen/index.ts';
import { sampleHotenView } from '../../render/hoten-kaisen/index.ts';
import { allPackages } from '../../src/games/index.ts';

/** Our PNGs: one IDAT stream of rows with filter 0 (render/png-fast.ts). */
function decode(png: Buffer): { pixels: Buffer; width: number; height: number } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let o = 8; o < png.length; ) {
    const len = png.readUInt32BE(o);
    if (png.toString('latin1', o + 4, o + 8) === 'IDAT') idat.push(png.subarray(o + 8, o + 8 + len));
    o += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width * 4 + 1)]).toBe(0);
    raw.copy(pixels, y * width * 4, y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1));
  }
  return { pixels, width, height };
}

describe('the render kit: static layer + overlay', () => {
  it('lays premultiplied pixels over an opaque base: clear keeps, opaque replaces, half blends', () => {
    const base = Buffer.from([200, 100, 50, 255, 200, 100, 50, 255, 200, 100, 50, 255]);
    const top = Buffer.from([0, 0, 0, 0, 10, 20, 30, 255, 128, 0, 0, 128]);
    expect([...sourceOver(base, top)]).toEqual([200, 100, 50, 255, 10, 20, 30, 255, 128 + 100, 50, 25, 255]);
    expect([...base.subarray(0, 4)]).toEqual([200, 100, 50, 255]);
  });

  // Every game draws with the kit: for each, the PNG is what resvg draws from the whole SVG.
  const samples: [string, () => unknown][] = [
    ['nichiro-taisen', () => sampleNichiroView(null)],
    ['hoten-kaisen', () => sampleHotenView('japan')],
  ];
  it.each(samples)('%s: the PNG is the picture resvg draws from the whole SVG, and the static layer is rasterised once', async (game, sample) => {
    const view = sample() as { lastHexes: string[] };
    const first = await renderGameImageHere(game, view, 'en');
    const before = staticLayersRasterised();
    const again = await renderGameImageHere(game, { ...view, lastHexes: [] }, 'en');
    expect(staticLayersRasterised()).toBe(before);
    expect(Buffer.compare(first.png, again.png)).not.toBe(0);
    const ours = decode(first.png);
    const whole = svgToPixels(first.svg);
    expect([ours.width, ours.height]).toEqual([whole.width, whole.height]);
    let max = 0;
    let off = 0;
    for (let i = 0; i < ours.pixels.length; i++) {
      const d = Math.abs(ours.pixels[i]! - whole.pixels[i]!);
      if (d > max) max = d;
      if (d > 2) off++;
    }
    // Rounding of the blend only: a few channel values off by at most 3 on antialiased edges.
    expect(max).toBeLessThanOrEqual(3);
    expect(off).toBeLessThan(100);
  });

  it('every registered game draws with the kit\'s layers', async () => {
    for (const p of allPackages()) expect(typeof (await p.renderer()).renderLayers, p.rules.id).toBe('function');
  });
});
