// Labels fit or wrap, never cut or overlapping: the render kit's fitted text (render/kit/text.ts
// fitText/fitTextAt) keeps every character and stays inside its width, and on 関ヶ原無双's map, in
// both languages, every counter's texts lie inside the counter and the neutral commanders' names
// (standing in neighbouring hexes) each stay inside their own hex, clear of each other. Before,
// English counters read "Hosokaw", "Hideyor", "Tokugaw" and the neutrals' names ran into each other.
import { describe, expect, it } from 'vitest';
import type { Locale } from '#engine/types.ts';
import { sekigaharaMusou as M } from '#games/sekigahara-musou/index.ts';
import { NEUTRALS } from '#games/sekigahara-musou/data/map.ts';
import { UNITS } from '#games/sekigahara-musou/data/units.ts';
import { type SekiView, unitFace } from '#games/sekigahara-musou/view.ts';
import {
  COUNTER_NAME,
  counterName,
  hexCenterOnImage,
  NEUTRAL_NAME,
  sekiRenderer,
} from '#games/sekigahara-musou/render/index.ts';
import { type FitStyle, fitText, fitTextAt, label, textWidth } from '#render/svg-kit.ts';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The markup of the element starting at `start` (a <g> with its nested <g>s), up to its closing tag. */
function element(svg: string, start: number): string {
  let depth = 0;
  const re = /<g\b[^>]*?(\/?)>|<\/g>/g;
  re.lastIndex = start;
  for (let m = re.exec(svg); m; m = re.exec(svg)) {
    if (m[0] === '</g>') depth--;
    else if (!m[1]) depth++;
    if (depth === 0) return svg.slice(start, re.lastIndex);
  }
  throw new Error('unclosed <g>');
}

/**
 * The ink box of the glyph outlines in `markup`: each label is a <g transform="translate(x y)
 * [scale(sx 1)]"> holding satori's absolute-coordinate paths (control points included: an upper bound).
 */
function inkBox(markup: string): Box {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const re = /<g transform="translate\(([-\d.]+) ([-\d.]+)\)(?: scale\(([\d.]+) 1\))?"[^>]*>/g;
  for (let m = re.exec(markup); m; m = re.exec(markup)) {
    const tx = Number(m[1]);
    const ty = Number(m[2]);
    const sx = m[3] ? Number(m[3]) : 1;
    const body = element(markup, m.index);
    for (const d of body.matchAll(/\bd="([^"]*)"/g)) {
      const nums = (d[1]!.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
      for (let i = 0; i + 1 < nums.length; i += 2) {
        const x = tx + sx * nums[i]!;
        const y = ty + nums[i + 1]!;
        box.x0 = Math.min(box.x0, x);
        box.x1 = Math.max(box.x1, x);
        box.y0 = Math.min(box.y0, y);
        box.y1 = Math.max(box.y1, y);
      }
    }
  }
  expect(Number.isFinite(box.x0)).toBe(true);
  return box;
}

/** The outlines (path data, whatever the colour) of one line of text as the kit lays it out. */
async function outlines(text: string, style: FitStyle, size: number): Promise<string[]> {
  const ds = [...(await label(text, { ...style, size })).paths.matchAll(/\bd="[^"]*"/g)].map((m) => m[0]);
  expect(ds.length).toBeGreaterThan(0);
  return ds;
}

const overlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

describe('fitted text', () => {
  const style: FitStyle = { size: 10, weight: 700, color: '#000', maxWidth: 40, maxLines: 2, maxHeight: 24 };

  it('keeps every character, wrapping at spaces or into balanced runs, and fits the width', async () => {
    for (const text of ['Chōsokabe Morichika', 'Kobayakawa Hideaki', '長宗我部盛親', '小早川秀秋', 'Oda', '朽木元綱']) {
      const fit = await fitText(text, style);
      expect(fit.lines.join(/ /.test(text) ? ' ' : '')).toBe(text);
      expect(fit.lines.length).toBeLessThanOrEqual(2);
      expect(fit.size).toBeLessThanOrEqual(10);
      for (const l of fit.lines) expect(await textWidth(l, { ...style, size: fit.size })).toBeLessThanOrEqual(40.5);
    }
    // What fits stays whole and full size; a two-word name too wide for one line wraps.
    expect(await fitText('Oda', style)).toEqual({ lines: ['Oda'], size: 10 });
    expect((await fitText('Kutsuki Mototsuna', style)).lines).toEqual(['Kutsuki', 'Mototsuna']);
    expect((await fitText('長宗我部盛親', style)).lines).toEqual(['長宗我', '部盛親']);
  });

  it('squeezes what cannot shrink enough rather than cutting it', async () => {
    const long = 'Supercalifragilisticexpialidocious';
    const svg = await fitTextAt(long, 100, 50, { ...style, maxLines: 1, minSize: 8 }, 'data-t="1"');
    expect(svg).toMatch(/scale\(0\.\d+ 1\)/);
    const ink = inkBox(svg);
    expect(ink.x1 - ink.x0).toBeLessThanOrEqual(40.5);
    expect((ink.x0 + ink.x1) / 2).toBeCloseTo(100, 0);
  });
});

describe('関ヶ原無双 labels', () => {
  // Every unit on the map on both faces: the public view of the start, and the same with every
  // unit turned to its commander face (the longer names: "Matsudaira Tadayoshi").
  const start = M.view(M.setup(1600, {}), null) as SekiView;
  const commanders: SekiView = {
    ...start,
    units: start.units.map((u) => (unitFace(u).back ? { ...u, face: 'commander' as const } : u)),
  };

  for (const locale of ['ja', 'en'] as const satisfies readonly Locale[]) {
    it(`${locale}: every counter's name and values lie inside the counter, on both faces`, async () => {
      for (const view of [start, commanders]) {
        const svg = await sekiRenderer.renderSvg(view, locale);
        let counters = 0;
        for (const m of svg.matchAll(/<g data-unit="([^"]+)"/g)) {
          const g = element(svg, m.index);
          const rect = /<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(g)!;
          const [x, y, w, h] = rect.slice(1).map(Number) as [number, number, number, number];
          const ink = inkBox(g);
          expect(ink.x0, m[1]).toBeGreaterThanOrEqual(x);
          expect(ink.x1, m[1]).toBeLessThanOrEqual(x + w);
          expect(ink.y0, m[1]).toBeGreaterThanOrEqual(y);
          expect(ink.y1, m[1]).toBeLessThanOrEqual(y + h);
          counters++;
        }
        expect(counters).toBeGreaterThan(20);
      }
    });

    it(`${locale}: the neutral commanders' names stay inside their own hexes, clear of each other`, async () => {
      const svg = await sekiRenderer.renderSvg(start, locale);
      const boxes = NEUTRALS.map((n) => {
        const at = svg.indexOf(`<g data-neutral="${n.hex}"`);
        expect(at, n.hex).toBeGreaterThanOrEqual(0);
        return { hex: n.hex, ink: inkBox(element(svg, at)) };
      });
      // Half the distance between neighbouring hexes' centres: a hex's half width.
      const c = NEUTRALS.map((n) => hexCenterOnImage(n.hex));
      const half = Math.min(...c.flatMap((a, i) => c.slice(i + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y)))) / 2;
      expect(half).toBeGreaterThan(20);
      for (const b of boxes) {
        const centre = hexCenterOnImage(b.hex);
        expect(b.ink.x0, b.hex).toBeGreaterThan(centre.x - half);
        expect(b.ink.x1, b.hex).toBeLessThan(centre.x + half);
      }
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) expect(overlap(a.ink, b.ink), `${a.hex} ${b.hex}`).toBe(false);
    });
  }

  it('draws every name whole (every line of it, at no less than the smallest size) on the counters and neutral hexes', async () => {
    for (const locale of ['ja', 'en'] as const) {
      // Every name a counter can show fits whole at no less than the smallest size.
      for (const u of UNITS)
        for (const n of [u.name, ...(u.commander ? [u.commander.name] : [])]) {
          const text = counterName(n[locale]);
          const fit = await fitText(text, COUNTER_NAME);
          expect(fit.lines.join(locale === 'en' ? ' ' : ''), text).toBe(text);
          expect(fit.size, text).toBeGreaterThanOrEqual(COUNTER_NAME.minSize!);
        }
      // And the outlines of each whole line are in the picture of every unit on the map.
      const svgs = await Promise.all([start, commanders].map((v) => sekiRenderer.renderSvg(v, locale)));
      for (const [i, view] of [start, commanders].entries())
        for (const u of view.units.filter((x) => x.where.kind === 'map')) {
          const text = counterName(unitFace(u).name[locale]);
          const fit = await fitText(text, COUNTER_NAME);
          const g = element(svgs[i]!, svgs[i]!.indexOf(`<g data-unit="${u.id}"`));
          for (const line of fit.lines)
            for (const d of await outlines(line, COUNTER_NAME, fit.size)) expect(g, text).toContain(d);
        }
      for (const n of NEUTRALS) {
        const fit = await fitText(n.name[locale], NEUTRAL_NAME);
        expect(fit.size, n.name.en).toBeGreaterThanOrEqual(NEUTRAL_NAME.minSize!);
        for (const line of fit.lines)
          for (const d of await outlines(line, NEUTRAL_NAME, fit.size)) expect(svgs[0], n.name.en).toContain(d);
      }
    }
  });
});
