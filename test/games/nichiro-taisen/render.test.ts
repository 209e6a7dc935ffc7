import { beforeAll, describe, expect, it } from 'vitest';
import { HEX_BY_ID } from '#games/nichiro-taisen/data/map.ts';
import type { NichiroView } from '#games/nichiro-taisen/types.ts';
import {
  COUNTER_SIZE,
  HEX_SIZE,
  NICHIRO_LAYOUT,
  NICHIRO_PALETTE as P,
  counterOrigin,
  hexCenterOnImage,
  markerSlot,
  nichiroRenderer,
  renderNichiroSvg,
} from '#games/nichiro-taisen/render/index.ts';
import { CARD_W, renderHandPng, renderHandSvg } from '#games/nichiro-taisen/render/hand.ts';
import { renderGameImage, renderGameImageWithSvg, hasGameRenderer } from '#images/index.ts';
import { encodePngRgba } from '#render/png-fast.ts';
import { benchNichiro } from '#bench/render-nichiro.ts';
import { box, makeNichiroView, map, yaluView } from './render-fixtures.ts';
import { is, luminance, near, PNG_SIG, Raster, rgb, ringPixels, white, type RGB } from '../../render/helpers.ts';

/** Every element group opened by `<g ${attr}="value"...>`, with its attributes. */
function groups(svg: string, attr: string): { value: string; tag: string }[] {
  return [...svg.matchAll(new RegExp(`<g ${attr}="([^"]+)"[^>]*>`, 'g'))].map((m) => ({ value: m[1]!, tag: m[0] }));
}

const K = COUNTER_SIZE;

beforeAll(async () => {
  await nichiroRenderer.warmUp();
});

describe('nichiro-taisen map image', () => {
  it('is registered, has the documented size, and is a PNG under 1 MB', async () => {
    expect(hasGameRenderer('nichiro-taisen')).toBe(true);
    const out = await renderGameImageWithSvg('nichiro-taisen', yaluView('japan'), 'ja');
    expect(out.png.subarray(0, 8)).toEqual(PNG_SIG);
    expect(out.png.readUInt32BE(16)).toBe(NICHIRO_LAYOUT.width);
    expect(out.png.readUInt32BE(20)).toBe(NICHIRO_LAYOUT.height);
    expect(out.bytes).toBeLessThan(1024 * 1024);
    expect(out.svg).not.toMatch(/<text\b/);
    // The PNG decodes to the same picture resvg draws (our encoder, not resvg's).
    const again = Raster.of(out.svg);
    expect(again.width).toBe(out.width);
    await expect(renderGameImage('nichiro-taisen', { game: 'hoten-kaisen', counters: [] }, 'ja')).rejects.toThrow(
      /not a NichiroView/,
    );
  });

  it('encodes PNGs that round-trip through resvg', async () => {
    const px = Buffer.alloc(3 * 2 * 4);
    for (let i = 0; i < 6; i++) px.set([i * 40, 255 - i * 40, 7, 255], i * 4);
    const png = await encodePngRgba(px, 3, 2);
    const back = Raster.ofPng(png);
    expect([...back.pixels.subarray(0, 8)]).toEqual([0, 255, 7, 255, 40, 215, 7, 255]);
  });

  it('paints terrain: sea blue, rough brown and hatched, clear pale', async () => {
    const img = Raster.of(await renderNichiroSvg(makeNichiroView(), 'ja'));
    const seaHex = '1604';
    const roughHex = '1617';
    const clearHex = '2205';
    expect(HEX_BY_ID.get(seaHex)?.terrain).toBe('sea');
    expect(HEX_BY_ID.get(roughHex)?.terrain).toBe('rough');
    expect(HEX_BY_ID.get(clearHex)?.terrain).toBe('clear');
    const s = hexCenterOnImage(seaHex);
    const sea = img.mean(s.x, s.y, 4);
    expect(sea[2] - sea[0]).toBeGreaterThan(40); // blue
    expect(near(sea, rgb(P.sea), 8)).toBe(true);
    const r = hexCenterOnImage(roughHex);
    const rough = img.mean(r.x, r.y, 8);
    expect(rough[0] - rough[2]).toBeGreaterThan(50); // brown
    expect(rough[0]).toBeGreaterThan(rough[1]);
    expect(rough[1]).toBeGreaterThan(rough[2]);
    // Hatched: both the base colour and darker hatch strokes inside a 16 px square.
    const base = img.count(r.x - 8, r.y - 8, 16, 16, is(P.rough, 10));
    const strokes = img.count(r.x - 8, r.y - 8, 16, 16, (p) => luminance(p) < luminance(rgb(P.rough)) - 25);
    expect(base).toBeGreaterThan(30);
    expect(strokes).toBeGreaterThan(20);
    const c = hexCenterOnImage(clearHex);
    expect(near(img.mean(c.x, c.y, 4), rgb(P.clear), 6)).toBe(true);
    // Odd columns half a hex lower.
    const a = hexCenterOnImage('1301');
    const b = hexCenterOnImage('1401');
    expect(a.y - b.y).toBeCloseTo((Math.sqrt(3) * HEX_SIZE) / 2, 5);
    expect(a.x - b.x).toBeCloseTo(-1.5 * HEX_SIZE, 5);
  });

  it('draws hex ids, rivers, roads, railways, ports, supply hexes, towns and the compass', async () => {
    const svg = await renderNichiroSvg(makeNichiroView(), 'en');
    const img = Raster.of(svg);
    // The id of an empty land hex: dark digits in its top band, nothing at the centre.
    const c = hexCenterOnImage('2205');
    const top = c.y - (Math.sqrt(3) * HEX_SIZE) / 2;
    expect(img.count(c.x - 14, top + 2, 28, 10, (p) => luminance(p) < 150)).toBeGreaterThan(15);
    expect(img.count(c.x - 10, c.y - 10, 20, 20, (p) => luminance(p) < 150)).toBe(0);
    for (const marker of [
      'data-river="1"',
      'data-coast="1"',
      'data-road="peking"',
      'data-rail="south-manchuria"',
      'data-all-sea="1203-1303"',
      'data-compass="north"',
    ]) {
      expect(svg).toContain(marker);
    }
    expect(
      groups(svg, 'data-port')
        .map((g) => g.value)
        .sort(),
    ).toEqual(['1201', '1203', '1206', '1211', '1809']);
    expect(svg).toMatch(/data-port="1206" data-port-kind="south"/);
    expect(svg).toMatch(/data-supply="japan"/);
    expect(svg).toMatch(/data-supply="russia"/);
    // A south port's anchor is red, an other port's dark blue (west corner).
    const south = markerSlot('1211', 'west');
    expect(img.count(south.x - 8, south.y - 8, 16, 16, (p) => p[0] > 170 && p[1] < 90 && p[2] < 90)).toBeGreaterThan(
      10,
    );
    const other = markerSlot('1809', 'west');
    expect(img.count(other.x - 8, other.y - 8, 16, 16, (p) => p[2] > 90 && p[0] < 70)).toBeGreaterThan(10);
    // Rivers are blue on hexsides: the 海城河 runs between 1810 and 1811.
    const m = {
      x: (hexCenterOnImage('1810').x + hexCenterOnImage('1811').x) / 2,
      y: (hexCenterOnImage('1810').y + hexCenterOnImage('1811').y) / 2,
    };
    expect(img.count(m.x - 3, m.y - 3, 7, 7, (p) => p[2] > 150 && p[0] < 110)).toBeGreaterThan(5);
    // The key point star of 大連 (1203, empty at the start) at the hex centre.
    const d = hexCenterOnImage('1203');
    expect(img.count(d.x - 8, d.y - 8, 16, 16, is(P.town, 25))).toBeGreaterThan(40);
  });

  it('marks the four key points with control markers that follow the view (旅順 1201)', async () => {
    const red = is(P.japanDark, 20);
    const green = is(P.russiaDark, 20);
    const russian = Raster.of(await renderNichiroSvg(makeNichiroView(), 'ja'));
    const s = markerSlot('1201', 'east');
    // (A 12 px square inside the marker: the garrison's counter stands just west of it.)
    expect(russian.count(s.x - 6, s.y - 6, 12, 12, green)).toBeGreaterThan(25);
    expect(russian.count(s.x - 6, s.y - 6, 12, 12, red)).toBe(0);
    const japanese = Raster.of(await renderNichiroSvg(makeNichiroView({ japanKeyPoints: ['1201'] }), 'ja'));
    expect(japanese.count(s.x - 6, s.y - 6, 12, 12, red)).toBeGreaterThan(25);
    expect(japanese.count(s.x - 6, s.y - 6, 12, 12, green)).toBe(0);
    const svg = await renderNichiroSvg(yaluView(), 'ja');
    const control = groups(svg, 'data-control');
    expect(
      control
        .filter((g) => g.tag.includes('data-controller="russia"'))
        .map((g) => g.value)
        .sort(),
    ).toEqual(['1201', '1913', '2215']);
    expect(control.filter((g) => g.tag.includes('data-controller="japan"')).map((g) => g.value)).toEqual(['1203']);
    // Japanese control of a town that is not a key point: a small marker in the same slot.
    const withTown = await renderNichiroSvg(makeNichiroView({ patch: { japaneseControl: ['1114'] } }), 'ja');
    expect(withTown).toMatch(/data-control="1114" data-controller="japan"/);
  });

  it('draws a counter at its hex in its side colour', async () => {
    const img = Raster.of(await renderNichiroSvg(makeNichiroView(), 'ja'));
    for (const [hex, side] of [
      ['1913', 'russia'],
      ['1214', 'russia'],
    ] as const) {
      const o = counterOrigin(hex, 0, 1);
      expect(near(img.mean(o.x + 5, o.y + K - 4, 1), rgb(side === 'russia' ? P.russiaBody : P.japanBody), 8)).toBe(
        true,
      );
      expect(near(img.mean(o.x + 5, o.y + 8, 1), rgb(side === 'russia' ? P.russiaDark : P.japanDark), 12)).toBe(true);
      // Strength-movement written large in the side's dark colour.
      expect(img.count(o.x + 6, o.y + 20, K - 12, 18, is(P.russiaDark, 30))).toBeGreaterThan(60);
    }
    const moved = Raster.of(await renderNichiroSvg(makeNichiroView({ where: { 'J-Gds': map('1114') } }), 'ja'));
    const j = counterOrigin('1114', 0, 1);
    expect(near(moved.mean(j.x + 5, j.y + K - 4, 1), rgb(P.japanBody), 8)).toBe(true);
    expect(near(moved.mean(j.x + 5, j.y + 8, 1), rgb(P.japanDark), 12)).toBe(true);
    expect(moved.count(j.x + 6, j.y + 20, K - 12, 18, is(P.japanDark, 30))).toBeGreaterThan(60);
  });

  it('fans a stack of two so both counters can be read', async () => {
    const view = yaluView();
    const svg = await renderNichiroSvg(view, 'ja');
    const at1215 = groups(svg, 'data-unit').filter((g) => g.tag.includes('data-where="map-1215"'));
    expect(at1215.map((g) => g.value)).toEqual(['J-12', 'J-2']);
    const img = Raster.of(svg);
    const lower = counterOrigin('1215', 0, 2);
    const upper = counterOrigin('1215', 1, 2);
    expect(upper.y - lower.y).toBeGreaterThanOrEqual(13);
    // The lower counter's band (dark red with its white designation) shows above the upper one.
    const band = (p: RGB) => near(p, rgb(P.japanDark), 20);
    expect(img.count(lower.x + 3, lower.y + 3, K - 6, upper.y - lower.y - 4, band)).toBeGreaterThan(150);
    expect(img.count(lower.x + 8, lower.y + 3, K - 8, upper.y - lower.y - 4, white)).toBeGreaterThan(8);
    // The upper counter is whole: band, body and values.
    expect(img.count(upper.x + 3, upper.y + 3, K - 6, 11, band)).toBeGreaterThan(150);
    expect(near(img.mean(upper.x + 5, upper.y + K - 4, 1), rgb(P.japanBody), 8)).toBe(true);
  });

  it("shows the Port Arthur garrison's face, ZOC-loss markers and units in the boxes", async () => {
    const view = yaluView();
    const svg = await renderNichiroSvg(makeNichiroView({ flipped: ['R-PA'], zocLoss: ['R-S1'] }), 'ja');
    expect(svg).toMatch(/data-unit="R-PA" data-side="russia" data-where="map-1201" data-flipped="1"/);
    expect(svg).toMatch(/data-zoc-loss="R-S1"/);
    const img = Raster.of(svg);
    const o = counterOrigin('1913', 0, 1);
    expect(img.count(o.x + K - 12, o.y + K - 12, 16, 16, is(P.zoc, 30))).toBeGreaterThan(30);
    // Boxes: every unit in a box is drawn inside its box.
    const yalu = await renderNichiroSvg(view, 'ja');
    const inBoxes = groups(yalu, 'data-unit').filter((g) => g.tag.includes('data-where="box-'));
    const expected = view.units.filter((u) => u.where.kind === 'box');
    expect(inBoxes).toHaveLength(expected.length);
    for (const u of expected) {
      const g = new RegExp(`<g data-unit="${u.id}" [^>]*><rect x="([\\d.]+)" y="([\\d.]+)"`).exec(yalu)!;
      expect(g, u.id).not.toBeNull();
      // The first rect is the shadow, offset by 2 px.
      const x = Number(g[1]) - 2;
      const y = Number(g[2]) - 2;
      const r = NICHIRO_LAYOUT.boxes[(u.where as { box: keyof typeof NICHIRO_LAYOUT.boxes }).box];
      expect(x).toBeGreaterThanOrEqual(r.x);
      expect(y).toBeGreaterThanOrEqual(r.y);
      expect(x + K).toBeLessThanOrEqual(r.x + r.w);
      expect(y + K).toBeLessThanOrEqual(r.y + r.h);
    }
    expect(yalu).toMatch(/data-unit="R-NA" data-side="russia" data-where="box-eliminated"/);
    expect(yalu).toMatch(/data-link="korea"/);
    expect(yalu).toMatch(/data-link="siberia"/);
  });

  it('shows the turn, the morale of both sides, the phase and who owes the decision', async () => {
    const svg = await renderNichiroSvg(yaluView('russia'), 'en');
    expect(svg).toMatch(/data-turn-now="2"/);
    expect(svg).toMatch(/data-morale="japan" data-value="5"/);
    expect(svg).toMatch(/data-morale="russia" data-value="4"/);
    expect(svg).toMatch(/data-phasing="japan" data-phase="combat"/);
    expect(svg).toMatch(/data-to-act="japan"/);
    expect(svg).toMatch(/data-viewer="russia"/);
    expect(svg).toMatch(/data-top-discard="#04"/);
    expect(svg).toMatch(/data-combat-result="NE"/);
    // Both morale markers on the track, in their side colours, the Russian one lower.
    const img = Raster.of(svg);
    const m = NICHIRO_LAYOUT.morale;
    const redRows: number[] = [];
    const greenRows: number[] = [];
    for (let y = m.y; y < m.y + m.h; y++) {
      if (img.count(m.x, y, m.w, 1, is(P.japanDark, 20)) > 10) redRows.push(y);
      if (img.count(m.x, y, m.w, 1, is(P.russiaDark, 20)) > 10) greenRows.push(y);
    }
    expect(redRows.length).toBeGreaterThan(15);
    expect(greenRows.length).toBeGreaterThan(15);
    expect(Math.min(...greenRows)).toBeGreaterThan(Math.max(...redRows));
  });

  it('highlights the last hexes and draws the last combat and declared attacks', async () => {
    const view = yaluView();
    const svg = await renderNichiroSvg(view, 'ja');
    expect(groups(svg, 'data-highlight').map((g) => g.value)).toEqual(['1114', '1215', '1214']);
    expect((svg.match(/data-combat="1214"/g) ?? []).length).toBe(2); // from 1114 and 1215
    expect(svg).toMatch(/data-declared="1214"/);
    const img = Raster.of(svg);
    const ring = (h: string) => ringPixels(img, hexCenterOnImage(h), HEX_SIZE, 9);
    expect(ring('1114')).toBeGreaterThan(10);
    expect(ring('1913')).toBe(0);
    const calm = await renderNichiroSvg({ ...view, lastCombat: null, lastHexes: [], declarations: [] }, 'ja');
    expect(calm).not.toMatch(/data-combat=|data-highlight=|data-declared=/);
    // A combat being resolved replaces the last one in the panel and on the map.
    const now = await renderNichiroSvg(
      { ...view, combat: { ...view.lastCombat!, die: null, rolled: null, result: null, events: [] } },
      'en',
    );
    expect(now).toMatch(/data-combat-result="pending"/);
  });

  it('never draws a hand: the same image whatever `hand` holds', async () => {
    for (const locale of ['ja', 'en'] as const) {
      for (const viewer of [null, 'japan', 'russia'] as const) {
        const base = yaluView(viewer);
        const a = await renderNichiroSvg({ ...base, hand: null }, locale);
        // A careless view builder might leak a hand into the public view: still not drawn.
        const b = await renderNichiroSvg({ ...base, hand: ['#09', '#13', '#02'] }, locale);
        const c = await renderNichiroSvg({ ...base, hand: ['#10'] }, locale);
        expect(a === b).toBe(true);
        expect(a === c).toBe(true);
        expect(a).not.toMatch(/data-card|data-hand=/);
      }
    }
    // The viewer changes only the header chip.
    const pub = await renderNichiroSvg(yaluView(null), 'ja');
    const jp = await renderNichiroSvg(yaluView('japan'), 'ja');
    const strip = (s: string) => s.replace(/<rect[^>]*\/><g transform="[^"]*" data-viewer="[^"]*">.*?<\/g>/, '');
    expect(pub).not.toBe(jp);
    expect(strip(pub)).toBe(strip(jp));
  });

  it('renders every phase, a finished game and odd views without failing, under 1 MB', async () => {
    const base = yaluView();
    const variants: NichiroView[] = [
      ...(['refill', 'movement', 'combat', 'cardPlay', 'victory'] as const).map((phase) => ({
        ...base,
        phase,
        extraPhase: phase === 'movement',
      })),
      { ...base, phasing: null, phase: null, toAct: [], decision: null, decisionText: null },
      { ...base, decision: 'something-new', decisionText: null, toAct: ['japan', 'russia'] },
      {
        ...base,
        result: { winner: 'russia', reason: { ja: '日本軍の士気が0になった。', en: 'Japanese morale fell to 0.' } },
        toAct: [],
        phasing: null,
        phase: null,
      },
      { ...base, result: { winner: null, reason: { ja: '引き分け。', en: 'A draw.' } } },
      { ...base, topDiscard: '#99', lastHexes: ['9999'], morale: { japan: 9, russia: -1 } },
      {
        ...base,
        turn: 12,
        markers: {
          ...base.markers,
          paFleetCannotSortie: true,
          japanHandLimit: 1,
          japanNoHomeTransport: true,
          forcedMarchUsed: true,
          railMoveUsed: true,
          moraleCheckDieModifier: { japan: -1, russia: -1 },
        },
        summary: { ja: 'あ'.repeat(400), en: 'word '.repeat(200) },
        decisionText: { ja: '長い説明'.repeat(40), en: 'long text '.repeat(60) },
      },
    ];
    // Everybody in the eliminated box, and everybody on the map at once.
    variants.push({ ...base, units: base.units.map((u) => ({ ...u, where: box('eliminated') })) });
    const land = [...HEX_BY_ID.values()].filter((h) => h.terrain !== 'sea').map((h) => h.id);
    variants.push({ ...base, units: base.units.map((u, i) => ({ ...u, where: map(land[i * 5]!) })) });
    for (const v of variants) {
      for (const locale of ['ja', 'en'] as const) {
        const svg = await renderNichiroSvg(v, locale);
        expect(svg.startsWith('<svg')).toBe(true);
      }
    }
    const busy = await renderGameImage('nichiro-taisen', variants[variants.length - 1], 'en');
    expect(busy.bytes).toBeLessThan(1024 * 1024);
    const over = await renderNichiroSvg(variants[7]!, 'ja');
    expect(over).toMatch(/data-result="russia"/);
  });

  it('keeps counters and text legible at full size', () => {
    // At the native size counters are 42 px; on a 400 px phone preview they are about 14 px
    // (documented trade-off: the preview shows the situation, a tap shows the numbers).
    expect(K).toBeGreaterThanOrEqual(40);
    expect(NICHIRO_LAYOUT.width).toBeLessThanOrEqual(1300);
    expect((K * 400) / NICHIRO_LAYOUT.width).toBeGreaterThan(12);
  });

  it('benchmarks (timings are reported, not asserted)', async () => {
    const r = await benchNichiro(2);
    expect(r.iterations).toBe(2);
    expect(r.width).toBe(NICHIRO_LAYOUT.width);
    expect(r.height).toBe(NICHIRO_LAYOUT.height);
    expect(r.pngBytes).toBeGreaterThan(100_000);
    expect(r.pngBytes).toBeLessThan(1024 * 1024);
    expect(r.svgMs).toBeGreaterThan(0);
    expect(r.rasterMs).toBeGreaterThan(0);
  });
});

describe('nichiro-taisen hand image', () => {
  it('draws each card with both halves, two abreast, as a PNG under 1 MB', async () => {
    const two = await renderHandSvg(['#09', '#10'], 'japan', 'ja');
    const one = await renderHandSvg(['#09'], 'japan', 'ja');
    expect(two.width).toBeGreaterThanOrEqual(2 * CARD_W);
    expect(one.width).toBeLessThan(2 * CARD_W);
    expect(two.svg).not.toMatch(/<text\b/);
    const png = await renderHandPng(['#02', '#08', '#09', '#13'], 'russia', 'en');
    expect(png.subarray(0, 8)).toEqual(PNG_SIG);
    expect(png.length).toBeLessThan(1024 * 1024);
    expect(png.readUInt32BE(16)).toBe(two.width);
    // More cards, more rows.
    const four = await renderHandSvg(['#02', '#08', '#09', '#13'], 'russia', 'en');
    expect(four.height).toBeGreaterThan(two.height + 150);
  });

  it("emphasises the viewer's own half", async () => {
    const jp = await renderHandSvg(['#09'], 'japan', 'ja');
    const ru = await renderHandSvg(['#09'], 'russia', 'ja');
    const a = Raster.of(jp.svg);
    const b = Raster.of(ru.svg);
    // Split each card image into its top and bottom halves and count the tinted pixels.
    const count = (img: Raster, c: string, top: boolean) =>
      img.count(30, top ? 60 : img.height / 2 + 20, img.width - 60, img.height / 2 - 80, is(c, 6));
    expect(count(a, '#fbe3df', true)).toBeGreaterThan(3000); // Japanese half tinted red, on top
    expect(count(a, '#e1eed6', false)).toBe(0); // Russian half dimmed
    expect(count(b, '#e1eed6', false)).toBeGreaterThan(3000);
    expect(count(b, '#fbe3df', true)).toBe(0);
  });

  it('copes with an empty hand and an unknown card', async () => {
    const empty = await renderHandPng([], 'russia', 'ja');
    expect(empty.subarray(0, 8)).toEqual(PNG_SIG);
    const odd = await renderHandSvg(['#77', '#01'], 'japan', 'en');
    expect(odd.width).toBeGreaterThan(0);
  });
});
