// The render kit's layers: the static layer is rasterised once per game, locale and size, the
// overlay is drawn over a copy of its pixels, and the PNG shows what resvg draws from the whole SVG.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderGameImageHere, renderGameImageWithSvg } from '#images/local.ts';
import { forgetStaticLayers, overIndexed, phonePicture, staticLayersRasterised } from '#render/kit/layers.ts';
import { Palette } from '#render/palette.ts';
import { svgToPixels } from '#render/png.ts';
import { midGame } from '#ai/positions.ts';
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

/** Our PNGs: one IDAT stream of rows with filter 0 (render/png-fast.ts), RGBA or palette; as RGBA. */
function decode(png: Buffer): { pixels: Buffer; width: number; height: number; type: number } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const type = png[25]!;
  const idat: Buffer[] = [];
  let plte: Buffer = Buffer.alloc(0);
  let trns: Buffer = Buffer.alloc(0);
  for (let o = 8; o < png.length; ) {
    const len = png.readUInt32BE(o);
    const kind = png.toString('latin1', o + 4, o + 8);
    const data = png.subarray(o + 8, o + 8 + len);
    if (kind === 'IDAT') idat.push(data);
    if (kind === 'PLTE') plte = data;
    if (kind === 'tRNS') trns = data;
    o += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const px = type === 3 ? 1 : 4;
  const pixels = Buffer.alloc(width * height * 4);
  // Palette entries as RGBA words; an index past the palette reads as -1 and is caught below.
  const entries = new Int32Array(256).fill(-1);
  for (let i = 0; i < plte.length / 3; i++)
    entries[i] = new Int32Array(
      Uint8Array.from([plte[i * 3]!, plte[i * 3 + 1]!, plte[i * 3 + 2]!, trns[i] ?? 255]).buffer,
    )[0]!;
  const words = new Int32Array(pixels.buffer, pixels.byteOffset, width * height);
  let filters = 0;
  let badIndex = 0;
  for (let y = 0; y < height; y++) {
    const row = y * (width * px + 1);
    filters |= raw[row]!;
    if (px === 4) raw.copy(pixels, y * width * 4, row + 1, row + 1 + width * 4);
    else
      for (let x = 0; x < width; x++) {
        const w = entries[raw[row + 1 + x]!]!;
        if (w === -1 && raw[row + 1 + x]! >= plte.length / 3) badIndex++;
        words[y * width + x] = w;
      }
  }
  expect(filters).toBe(0);
  expect(badIndex).toBe(0);
  return { pixels, width, height, type };
}

/** How close a picture is to the RGBA one it was reduced from: PSNR (dB) and the share of pixels within 12/255. */
function closeness(ours: Buffer, whole: Buffer): { psnr: number; within12: number; maxDiff: number } {
  let se = 0;
  let near = 0;
  let maxDiff = 0;
  for (let i = 0; i < ours.length; i += 4) {
    let m = 0;
    for (let k = 0; k < 4; k++) {
      const d = Math.abs(ours[i + k]! - whole[i + k]!);
      se += d * d;
      if (d > m) m = d;
    }
    if (m <= 12) near++;
    if (m > maxDiff) maxDiff = m;
  }
  const mse = se / ours.length;
  return {
    psnr: mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse),
    within12: near / (ours.length / 4),
    maxDiff,
  };
}

/** RGBA bytes as words in the machine's order (the palette's colours). */
const word = (r: number, g: number, b: number, a = 255) => new Uint32Array(Uint8Array.from([r, g, b, a]).buffer)[0]!;

describe('the render kit: static layer + overlay', () => {
  it('lays premultiplied pixels over an opaque base into palette indices: clear keeps, opaque replaces, half blends', () => {
    const base = new Uint32Array(3).fill(word(200, 100, 50));
    const top = Buffer.from([0, 0, 0, 0, 10, 20, 30, 255, 128, 0, 0, 128]);
    const palette = new Palette(
      Uint32Array.from([word(0, 0, 0), word(200, 100, 50), word(10, 20, 30), word(228, 50, 25)]),
    );
    // On PNG rows as the picture is composed: a filter byte, then the row's indices (the base's).
    const rows = Buffer.from([0, 1, 1, 1]);
    expect([...overIndexed(rows, base, top, 3, 1, palette).colours]).toEqual([...palette.colours]);
    expect([...rows]).toEqual([0, 1, 2, 3]);
    // A colour the static entries lack gets an entry of its own while there is room ...
    const odd = Buffer.from([0, 1]);
    const own = overIndexed(odd, base.subarray(0, 1), Buffer.from([12, 22, 28, 255]), 1, 1, palette);
    expect([...own.colours]).toEqual([...palette.colours, word(12, 22, 28)]);
    expect([...odd]).toEqual([0, 4]);
    // ... and the nearest entry when the palette is full.
    const full = new Palette(
      Uint32Array.from({ length: 256 }, (_, i) => (i < 4 ? palette.colours[i]! : word(i, i, 255))),
    );
    const near = Buffer.from([0, 1]);
    expect(overIndexed(near, base.subarray(0, 1), Buffer.from([12, 22, 28, 255]), 1, 1, full).colours).toHaveLength(
      256,
    );
    expect([...near]).toEqual([0, 2]);
  });

  it("a picture's palette comes from that picture alone: no colour of a side's view reaches the public PNG, whatever was drawn first", async () => {
    for (const p of allPackages()) {
      const m = p.rules as GameModule;
      const state = midGame(m);
      const views = [m.view(state, null), ...m.sides.map((s) => m.view(state, s))];
      // Each view's PNG drawn first on a fresh static layer, then after every other view.
      const fresh: Buffer[] = [];
      for (const v of views) {
        forgetStaticLayers();
        fresh.push((await renderGameImageHere(p.rules.id, v, 'ja')).png);
      }
      for (const [i, v] of [...views.entries()].reverse())
        expect(
          Buffer.compare((await renderGameImageHere(p.rules.id, v, 'ja')).png, fresh[i]!),
          `${p.rules.id} view ${i}`,
        ).toBe(0);
    }
  });

  // Every game draws with the kit: for each, the PNG is what resvg draws from the whole SVG.
  const samples: [string, () => unknown][] = [
    ['nichiro-taisen', () => sampleNichiroView(null)],
    ['hoten-kaisen', () => sampleHotenView('japan')],
    ['sekigahara-musou', () => playedView('sekigahara-musou', 90)],
    ['nihyaku-san-kochi', () => playedView('nihyaku-san-kochi', 60)],
  ];
  it.each(samples)(
    '%s: the PNG is a palette PNG that looks like the picture resvg draws from the whole SVG, and the static layer is rasterised once',
    async (game, sample) => {
      const view = sample() as { lastHexes: string[] };
      const first = await renderGameImageWithSvg(game, view, 'en');
      const before = staticLayersRasterised();
      const again = await renderGameImageHere(game, { ...view, lastHexes: [] }, 'en');
      expect(staticLayersRasterised()).toBe(before);
      expect(Buffer.compare(first.png, again.png)).not.toBe(0);
      const ours = decode(first.png);
      expect(ours.type).toBe(3);
      const whole = svgToPixels(first.svg);
      expect([ours.width, ours.height]).toEqual([whole.width, whole.height]);
      // At most 256 colours, with no visible loss: only anti-aliased edges take a near colour.
      const c = closeness(ours.pixels, whole.pixels);
      expect(c.psnr).toBeGreaterThanOrEqual(45);
      expect(c.within12).toBeGreaterThanOrEqual(0.995);
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

  it.each(allPackages().map((p) => [p.rules.id]))(
    '%s: the mid-game map and phone picture of each side and the public look lossless (PSNR ≥ 45 dB, 99.5 percent of pixels within 12/255)',
    async (game) => {
      const m = getPackage(game)!.rules as GameModule;
      const state = midGame(m);
      for (const reader of [null, ...m.sides]) {
        const view = m.view(state, reader);
        const img = await renderGameImageWithSvg(game, view, 'ja');
        const whole = svgToPixels(img.svg);
        const map = decode(img.png);
        expect(map.type).toBe(3);
        const c = closeness(map.pixels, whole.pixels);
        expect(c.psnr, `${reader} map`).toBeGreaterThanOrEqual(45);
        expect(c.within12, `${reader} map`).toBeGreaterThanOrEqual(0.995);
        // The phone picture, against the same cut of the RGBA picture.
        const focus = (await (await getPackage(game)!.renderer()).renderLayers(view, 'ja')).focus!;
        const cut = phonePicture({ data: whole.pixels, width: whole.width, height: whole.height }, focus);
        const phone = decode(img.inset!);
        expect(phone.type).toBe(3);
        expect([phone.width, phone.height]).toEqual([cut.width, cut.height]);
        const p = closeness(phone.pixels, cut.data);
        expect(p.psnr, `${reader} phone`).toBeGreaterThanOrEqual(45);
        expect(p.within12, `${reader} phone`).toBeGreaterThanOrEqual(0.995);
      }
    },
  );

  it("every registered game draws with the kit's layers", async () => {
    for (const p of allPackages()) expect(typeof (await p.renderer()).renderLayers, p.rules.id).toBe('function');
  });
});
