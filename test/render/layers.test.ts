// The render kit's layers: the static layer is rasterised once per game, locale and size, the
// overlay is drawn over a copy of its pixels, and the PNG shows what resvg draws from the whole SVG.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderGameImageHere, renderGameImageWithSvg } from '#images/local.ts';
import { overInPlace, phonePicture, staticLayersRasterised } from '#render/kit/layers.ts';
import { svgToPixels } from '#render/png.ts';
import { sampleNichiroView } from '#games/nichiro-taisen/render/index.ts';
import { sampleHotenView } from '#games/hoten-kaisen/render/index.ts';
import { allPackages, getPackage } from '#games/index.ts';
import { makeRand } from '#ai/rand.ts';
import { randomPlayer } from '#ai/random.ts';
import { apply, pendingSides } from '#engine/engine.ts';
import type { GameModule } from '#engine/types.ts';

/** Each registered game's first fuzz player (its kit's), by game id. */
const PLAYERS = new Map(
  await Promise.all(allPackages().map(async (p) => [p.rules.id, (await p.kit()).players[0]] as const)),
);

/** A public view of `id` after `steps` actions of the game's own fuzz player (random sides owing a decision). */
function playedView(id: string, steps: number): unknown {
  const m = getPackage(id)!.rules as GameModule;
  const rand = makeRand(7);
  const play = PLAYERS.get(id) ?? randomPlayer();
  let s = m.setup(1905, {});
  for (let i = 0; i < steps && !s.result; i++) {
    const side = rand.pick(pendingSides(s));
    const r = apply(m, s, side, play(m, s, side, rand));
    if (!r.ok) throw new Error(r.rejection.code);
    s = r.state;
  }
  return m.view(s, null);
}

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
    // In place, on PNG rows as the picture is composed: a filter byte, then the row's pixels.
    const rows = Buffer.concat([Buffer.from([0]), base]);
    overInPlace({ data: rows, width: 3, height: 1, stride: 13, offset: 1 }, top);
    expect([...rows]).toEqual([0, 200, 100, 50, 255, 10, 20, 30, 255, 128 + 100, 50, 25, 255]);
  });

  // Every game draws with the kit: for each, the PNG is what resvg draws from the whole SVG.
  const samples: [string, () => unknown][] = [
    ['nichiro-taisen', () => sampleNichiroView(null)],
    ['hoten-kaisen', () => sampleHotenView('japan')],
    ['sekigahara-musou', () => playedView('sekigahara-musou', 90)],
    ['nihyaku-san-kochi', () => playedView('nihyaku-san-kochi', 60)],
  ];
  it.each(samples)(
    '%s: the PNG is the picture resvg draws from the whole SVG, and the static layer is rasterised once',
    async (game, sample) => {
      const view = sample() as { lastHexes: string[] };
      const first = await renderGameImageWithSvg(game, view, 'en');
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
    },
  );

  it('cuts the phone picture from the finished picture at full size: the status panel, then a window around the last action', () => {
    // A 100 × 80 picture whose every pixel says where it is.
    const width = 100;
    const height = 80;
    const data = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([x, y, 7, 255], (y * width + x) * 4);
    const at = (p: { data: Buffer; width: number }, x: number, y: number) => [
      ...p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 4),
    ];
    const status = { x: 10, y: 60, w: 40, h: 12 };
    const pic = phonePicture({ data, width, height }, { status, action: { x: 88, y: 2, w: 10, h: 6 } });
    expect(pic.width).toBe(40);
    // The status panel, pixel for pixel.
    expect(at(pic, 0, 0)).toEqual([10, 60, 7, 255]);
    expect(at(pic, 39, 11)).toEqual([49, 71, 7, 255]);
    // A gap, then a 40 × 29 window around the action, pushed inside the picture at its edges.
    const top = 12 + 6;
    expect(pic.height).toBe(top + Math.round(40 * 0.72));
    expect(at(pic, 0, top)).toEqual([60, 0, 7, 255]);
    expect(at(pic, 39, pic.height - 1)).toEqual([99, 28, 7, 255]);
    // Without a last action: the status panel alone.
    expect(phonePicture({ data, width, height }, { status, action: null }).height).toBe(12);
  });

  it.each(samples)(
    "%s: a post's phone picture is its status panel and the last action at full size, under 1 MB",
    async (game, sample) => {
      const img = await renderGameImageHere(game, sample(), 'ja');
      expect(img.inset).not.toBeNull();
      const pic = decode(img.inset!);
      const whole = decode(img.png);
      expect(pic.width).toBeGreaterThanOrEqual(400);
      expect(pic.width).toBeLessThanOrEqual(520);
      expect(img.inset!.length).toBeLessThan(1024 * 1024);
      // The status panel as the renderer places it, cut pixel for pixel (not redrawn).
      const focus = (await (await getPackage(game)!.renderer()).renderLayers(sample(), 'ja')).focus!;
      const r = {
        x: Math.round(focus.status.x),
        y: Math.round(focus.status.y),
        w: Math.round(focus.status.w),
        h: Math.round(focus.status.h),
      };
      expect(pic.width).toBe(r.w);
      for (let y = 0; y < r.h; y += 7) {
        const a = pic.pixels.subarray(y * pic.width * 4, (y + 1) * pic.width * 4);
        const b = whole.pixels.subarray(((r.y + y) * whole.width + r.x) * 4, ((r.y + y) * whole.width + r.x + r.w) * 4);
        expect(Buffer.compare(a, b), `row ${y}`).toBe(0);
      }
    },
  );

  it("every registered game draws with the kit's layers", async () => {
    for (const p of allPackages()) expect(typeof (await p.renderer()).renderLayers, p.rules.id).toBe('function');
  });
});
