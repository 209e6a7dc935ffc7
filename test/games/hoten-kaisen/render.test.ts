import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hexCenter } from '#render/hex-geometry.ts';
import { GRID } from '#games/hoten-kaisen/data/map.ts';
import type { HotenView } from '#games/hoten-kaisen/types.ts';
import { fontPath, loadFonts } from '#render/fonts.ts';
import {
  COUNTER_SIZE,
  HEX_SIZE,
  HOTEN_LAYOUT,
  entryBoxOnImage,
  hexCenterOnImage,
  renderHotenParts,
  renderHotenSvg,
} from '#games/hoten-kaisen/render/index.ts';
import { renderGameImage, warmUpRenderer } from '#images/index.ts';
import { svgToPng } from '#render/png.ts';
import { benchRender } from '#bench/render.ts';
import { combatView, japanStart, makeView, publicStart, START, START_PERMUTED } from '../../render/fixtures.ts';
import { luminance, near, PNG_SIG, Raster, rgb, ringPixels, white, type RGB } from '../../render/helpers.ts';

const CLEAR = rgb('#e8e0b8');
const JAPAN_BODY = rgb('#f5ead0');
const RUSSIA_BODY = rgb('#cfe3bf');
const PAGE_MAP_BG = rgb('#f1ead4');

/** The counter groups of a hex-layer SVG: data-counter value → markup. */
function counterGroups(layer: string): { key: string; where: string; markup: string }[] {
  const out: { key: string; where: string; markup: string }[] = [];
  const re = /<g data-counter="([^"]+)" data-where="([^"]+)"[^>]*>/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(layer))) {
    // Find the matching </g>.
    let depth = 1;
    const tag = /<(\/?)g\b[^>]*?(\/?)>/g;
    tag.lastIndex = re.lastIndex;
    let t: RegExpExecArray | null;
    let end = layer.length;
    while ((t = tag.exec(layer))) {
      if (t[2]) continue;
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = t.index;
        break;
      }
    }
    out.push({ key: m[1]!, where: m[2]!, markup: layer.slice(re.lastIndex, end) });
  }
  return out;
}

beforeAll(async () => {
  await warmUpRenderer();
});

describe('fonts', () => {
  it('resolves Noto Sans JP through the package and loads it once', async () => {
    for (const w of [400, 700] as const) {
      const p = fontPath(w);
      expect(isAbsolute(p)).toBe(true);
      expect(p).toMatch(new RegExp(`noto-sans-jp-japanese-${w}-normal\\.woff$`));
      expect(existsSync(p)).toBe(true);
    }
    expect(loadFonts()).toBe(loadFonts());
    const fonts = await loadFonts();
    expect(fonts.map((f) => f.weight)).toEqual([400, 700]);
    expect(fonts[0]!.data.length).toBeGreaterThan(1_000_000);
  });
});

describe('hoten-kaisen map image', () => {
  it('has the documented size, is a PNG under 1 MB, and reports timings', async () => {
    const out = await renderGameImage('hoten-kaisen', combatView('japan'), 'ja');
    expect(out.png.subarray(0, 8)).toEqual(PNG_SIG);
    // IHDR width and height.
    expect(out.png.readUInt32BE(16)).toBe(HOTEN_LAYOUT.width);
    expect(out.png.readUInt32BE(20)).toBe(HOTEN_LAYOUT.height);
    expect(out.width).toBe(HOTEN_LAYOUT.width);
    expect(out.height).toBe(HOTEN_LAYOUT.height);
    expect(HOTEN_LAYOUT.width).toBeGreaterThanOrEqual(1000);
    expect(HOTEN_LAYOUT.width).toBeLessThanOrEqual(1200);
    expect(out.bytes).toBe(out.png.length);
    expect(out.bytes).toBeLessThan(1024 * 1024);
    expect(out.ms.satori).toBeGreaterThan(0);
    expect(out.ms.resvg).toBeGreaterThan(0);
  });

  it('rejects unknown games and views of another game', async () => {
    await expect(renderGameImage('no-such-game', {}, 'ja')).rejects.toThrow(/no image renderer/);
    await expect(renderGameImage('hoten-kaisen', { game: 'other' }, 'ja')).rejects.toThrow(/not a HotenView/);
  });

  it('paints terrain: mountain brown, fortress grey, clear pale', async () => {
    const img = Raster.of(await renderHotenSvg(combatView('japan'), 'ja'));
    // Empty hexes in this view: 0905 mountain, 0405 fortress (vacated by the retreat), 0303 clear.
    const m = img.mean(hexCenterOnImage('0905').x, hexCenterOnImage('0905').y, 4);
    expect(m[0] - m[2]).toBeGreaterThan(50); // brown: red well above blue
    expect(m[0]).toBeGreaterThan(m[1]);
    expect(m[1]).toBeGreaterThan(m[2]);
    expect(luminance(m)).toBeLessThan(170);
    const f = img.mean(hexCenterOnImage('0405').x, hexCenterOnImage('0405').y, 4);
    expect(Math.max(...f) - Math.min(...f)).toBeLessThan(12); // grey
    expect(luminance(f)).toBeGreaterThan(130);
    expect(luminance(f)).toBeLessThan(195);
    const c = img.mean(hexCenterOnImage('0303').x, hexCenterOnImage('0303').y, 4);
    expect(near(c, CLEAR, 6)).toBe(true);
    expect(near(c, PAGE_MAP_BG, 6)).toBe(false);
  });

  it('places hexes where hexCenter says (odd columns half a hex lower)', () => {
    const a = hexCenterOnImage('0101');
    const b = hexCenterOnImage('0201');
    expect(a.y - b.y).toBeCloseTo((Math.sqrt(3) * HEX_SIZE) / 2, 5);
    expect(b.x - a.x).toBeCloseTo(1.5 * HEX_SIZE, 5);
    const raw = hexCenter(GRID, '0503', HEX_SIZE);
    const img = hexCenterOnImage('0503');
    expect(img.x - raw.x).toBe(HOTEN_LAYOUT.layer.x + 140);
  });

  it('shows hex ids and place names as visible outlines (no font needed in resvg)', async () => {
    const svg = await renderHotenSvg(publicStart(), 'en');
    const { hexLayer } = await renderHotenParts(publicStart(), 'en');
    expect(hexLayer.svg).not.toMatch(/<text\b/);
    expect(svg).not.toMatch(/<text\b/);
    const img = Raster.of(svg);
    const dark = (p: RGB) => luminance(p) < 140;
    // 0303 is an empty clear hex: its id sits in the top-left band; the centre stays blank.
    const c = hexCenterOnImage('0303');
    const top = c.y - (Math.sqrt(3) * HEX_SIZE) / 2;
    expect(img.count(c.x - 36, top + 2, 40, 14, dark)).toBeGreaterThan(20);
    expect(img.count(c.x - 20, c.y - 20, 40, 40, dark)).toBe(0);
    // The same band of an id-less render would be empty: compare with the hex's right half.
    expect(img.count(c.x + 8, top + 2, 24, 14, dark)).toBe(0);
    // "Mukden" under the counter of 0503, "Shaho" under 0505.
    for (const h of ['0503', '0505']) {
      const p = hexCenterOnImage(h);
      const bottom = p.y + (Math.sqrt(3) * HEX_SIZE) / 2;
      expect(img.count(p.x - 30, bottom - 18, 60, 14, (q) => luminance(q) < 90)).toBeGreaterThan(25);
    }
  });

  it('draws hidden counters as blank backs in their side colour', async () => {
    const view = publicStart();
    const img = Raster.of(await renderHotenSvg(view, 'ja'));
    const j = hexCenterOnImage('0407');
    const r = hexCenterOnImage('0704');
    expect(near(img.mean(j.x, j.y, 3), JAPAN_BODY, 6)).toBe(true);
    expect(near(img.mean(r.x, r.y, 3), RUSSIA_BODY, 6)).toBe(true);
    // Nothing written on a back: no dark strokes inside the inner frame.
    const inner = COUNTER_SIZE / 2 - 10;
    expect(img.count(j.x - inner, j.y - inner, 2 * inner, 2 * inner, (p) => luminance(p) < 150)).toBe(0);
    expect(img.count(r.x - inner, r.y - inner, 2 * inner, 2 * inner, (p) => luminance(p) < 150)).toBe(0);
  });

  it("renders a known counter's name and strength (darker pixels where the number is)", async () => {
    const priv = Raster.of(await renderHotenSvg(japanStart(), 'ja'));
    const pub = Raster.of(await renderHotenSvg(publicStart(), 'ja'));
    const c = hexCenterOnImage('0407'); // J2, strength 4
    const s = COUNTER_SIZE;
    const x0 = c.x - s / 2;
    const y0 = c.y - s / 2;
    const red = (p: RGB) => p[0] > 120 && p[1] < 90 && p[2] < 90;
    // The strength digit (big, in the side's dark red) in the lower part of the counter.
    const numberArea = [x0 + 12, y0 + 30, s - 24, 35] as const;
    expect(priv.count(...numberArea, red)).toBeGreaterThan(150);
    expect(pub.count(...numberArea, red)).toBe(0);
    // The name, white on the red band at the top.
    expect(priv.count(x0 + 5, y0 + 5, s - 10, 19, white)).toBeGreaterThan(25);
    expect(priv.count(x0 + 5, y0 + 5, s - 10, 19, red)).toBeGreaterThan(200);
    expect(pub.count(x0 + 5, y0 + 5, s - 10, 19, white)).toBe(0);
  });

  it('draws known counters in the entry areas', async () => {
    const img = Raster.of(await renderHotenSvg(japanStart(), 'ja'));
    const box = entryBoxOnImage(1); // J3 waits in entry area 1
    const red = (p: RGB) => p[0] > 120 && p[1] < 90 && p[2] < 90;
    expect(img.count(box.x, box.y + 26, box.w, box.h - 26, red)).toBeGreaterThan(400);
    const { hexLayer } = await renderHotenParts(japanStart(), 'ja');
    const groups = counterGroups(hexLayer.svg);
    expect(groups.find((g) => g.key === 'japan-J3')?.where).toBe('entry-1');
    expect(groups.find((g) => g.key === 'japan-JY')?.where).toBe('entry-3');
  });

  it('keeps hidden counters anonymous in the markup', async () => {
    for (const view of [publicStart(false), publicStart(true)]) {
      const { hexLayer, tray } = await renderHotenParts(view, 'ja');
      const groups = counterGroups(hexLayer.svg);
      expect(groups).toHaveLength(10);
      expect(new Set(groups.map((g) => g.key))).toEqual(new Set(['hidden-japan', 'hidden-russia']));
      // No label at all on a hidden counter (the leaky view carries ids and strengths: ignored).
      for (const g of groups) expect(g.markup).not.toMatch(/data-label|<path/);
      expect(hexLayer.svg).not.toMatch(/data-label/);
      expect(tray).not.toMatch(/data-label/);
      // The layers are inlined into the final SVG, markers included.
      const svg = await renderHotenSvg(view, 'ja');
      expect(counterGroups(svg).map((g) => g.key)).toEqual(groups.map((g) => g.key));
      expect(svg).not.toMatch(/data-label/);
      // Two backs of a side differ only by their position.
      const shapes = new Set(
        groups.filter((g) => g.key === 'hidden-russia').map((g) => g.markup.replace(/-?\d+(\.\d+)?/g, '#')),
      );
      expect(shapes.size).toBe(1);
    }
    // The Japanese player's own counters do carry labels.
    const own = counterGroups((await renderHotenParts(japanStart(), 'ja')).hexLayer.svg);
    expect(own.filter((g) => g.key.startsWith('japan-'))).toHaveLength(5);
    for (const g of own.filter((g) => g.key.startsWith('japan-'))) expect(g.markup).toMatch(/data-label="strength"/);
    expect(own.filter((g) => g.key === 'hidden-russia')).toHaveLength(5);
  });

  it('gives byte-identical public images whichever hidden counter stands where', async () => {
    for (const locale of ['ja', 'en'] as const) {
      const a = await renderHotenSvg(makeView({ viewer: null, where: START, leaky: true }), locale);
      const b = await renderHotenSvg(makeView({ viewer: null, where: START_PERMUTED, leaky: true }), locale);
      expect(a === b).toBe(true);
      const c = await renderHotenSvg(makeView({ viewer: null, where: START_PERMUTED }), locale);
      expect(a === c).toBe(true);
    }
    // Control: a viewer who knows the counters does see the permutation.
    const pa = await renderHotenSvg(makeView({ viewer: 'russia', where: START }), 'ja');
    const pb = await renderHotenSvg(makeView({ viewer: 'russia', where: START_PERMUTED }), 'ja');
    expect(pa === pb).toBe(false);
  });

  it('groups hidden counters off the map by side, with a count', async () => {
    const unplaced = makeView({
      viewer: 'japan',
      where: Object.fromEntries(Object.keys(START).map((id) => [id, { kind: 'unplaced' as const }])),
      leaky: true,
      patch: { turn: 0, decision: 'setup', toAct: ['japan', 'russia'] },
    });
    const { tray, hexLayer } = await renderHotenParts(unplaced, 'en');
    const groups = counterGroups(tray);
    expect(groups.filter((g) => g.key.startsWith('japan-'))).toHaveLength(5);
    expect(groups.filter((g) => g.key === 'hidden-russia')).toHaveLength(1);
    expect(counterGroups(hexLayer.svg)).toHaveLength(0);
    // Every counter in the tray is inside the tray.
    for (const m of tray.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="76"/g)) {
      expect(Number(m[1]) + COUNTER_SIZE).toBeLessThanOrEqual(HOTEN_LAYOUT.tray.width);
      expect(Number(m[2]) + COUNTER_SIZE).toBeLessThanOrEqual(HOTEN_LAYOUT.tray.height);
    }
  });

  it('highlights the last hexes in yellow and marks the last combat and resting counters', async () => {
    const view = combatView('japan');
    const { svg, hexLayer, tray } = await renderHotenParts(view, 'ja');
    const img = Raster.of(svg);
    // Just inside the hex's west corner, where the ring runs.
    const ring = (h: string) => ringPixels(img, hexCenterOnImage(h), HEX_SIZE, 10);
    expect(ring('0406')).toBeGreaterThan(15);
    expect(ring('0405')).toBeGreaterThan(15);
    expect(ring('0606')).toBe(0);
    expect(hexLayer.svg).toMatch(/data-highlight="0406"/);
    expect(hexLayer.svg).toMatch(/data-combat="1"/);
    // The combat arrow is red between the two hexes.
    const a = hexCenterOnImage('0406');
    const d = hexCenterOnImage('0405');
    const mid = img.mean((a.x + d.x) / 2, (a.y + d.y) / 2, 1);
    expect(mid[0]).toBeGreaterThan(180);
    expect(mid[1]).toBeLessThan(80);
    // R2 rests (public fact): an amber badge at the counter's lower right.
    const r2 = hexCenterOnImage('0404');
    const amber = img.mean(r2.x + COUNTER_SIZE / 2 - 9 - 7, r2.y + COUNTER_SIZE / 2 - 9 + 7, 1);
    expect(amber[0]).toBeGreaterThan(200);
    expect(amber[2]).toBeLessThan(80);
    expect(hexLayer.svg).toMatch(/data-counter="russia-R2" data-where="map-0404" data-resting="1"/);
    // R3 is in the eliminated box.
    expect(counterGroups(tray).map((g) => [g.key, g.where])).toEqual([['russia-R3', 'eliminated']]);
    // Without a combat there is no arrow and the panel differs.
    const calm = await renderHotenParts({ ...view, lastCombat: null, lastHexes: [] }, 'ja');
    expect(calm.hexLayer.svg).not.toMatch(/data-combat|data-highlight/);
    expect(calm.svg).not.toBe(svg);
  });

  it('renders a finished game and every decision kind without failing', async () => {
    const base = combatView(null);
    for (const decision of [
      'setup',
      'activation',
      'attack',
      'retreat-before-combat',
      'retreat',
      'advance',
      'something-new',
      null,
    ]) {
      for (const locale of ['ja', 'en'] as const) {
        const svg = await renderHotenSvg({ ...base, decision }, locale);
        expect(svg.startsWith('<svg')).toBe(true);
      }
    }
    const over: HotenView = {
      ...base,
      toAct: [],
      decision: null,
      time: 6,
      result: {
        winner: 'japan',
        reason: { ja: '3/10に日本軍が奉天を占領している。', en: 'Japan holds Mukden on Mar 10.' },
      },
    };
    const png = await svgToPng(await renderHotenSvg(over, 'ja'));
    expect(png.width).toBe(HOTEN_LAYOUT.width);
    const draw = await renderHotenSvg(
      { ...over, result: { winner: null, reason: { ja: '引き分け', en: 'Draw' } } },
      'en',
    );
    expect(draw.length).toBeGreaterThan(1000);
  });

  it('makes counters at least 28 px wide on a 400 px wide phone', async () => {
    expect((COUNTER_SIZE * 400) / HOTEN_LAYOUT.width).toBeGreaterThanOrEqual(28);
    // Measured: the run of counter pixels across a hidden Russian counter on clear terrain
    // (0704), in the image scaled to 400 px wide. Row below the flag on the hex's east corner.
    const scale = 400 / HOTEN_LAYOUT.width;
    const img = Raster.of(await renderHotenSvg(publicStart(), 'ja'), 400);
    expect(img.width).toBe(400);
    const c = hexCenterOnImage('0704');
    const y = (c.y + 20) * scale;
    let left = c.x * scale;
    let right = c.x * scale;
    const onClear = (x: number) => near(img.at(x, y), CLEAR, 10);
    while (!onClear(left - 1)) left--;
    while (!onClear(right + 1)) right++;
    expect(right - left + 1).toBeGreaterThanOrEqual(28);
    expect(right - left + 1).toBeLessThan(40);
  });

  it('benchmarks', async () => {
    const r = await benchRender(3);
    expect(r.iterations).toBe(3);
    expect(r.pngBytes).toBeGreaterThan(50_000);
    expect(r.width).toBe(HOTEN_LAYOUT.width);
    expect(r.satoriMs).toBeGreaterThan(0);
    expect(r.resvgMs).toBeGreaterThan(0);
  });
});
