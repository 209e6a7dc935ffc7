// 奉天会戦's map image: the static map — terrain, hexsides, railway, markers, labels, entry-area
// frames — built once per locale and cached.
import type { Locale } from '#engine/types.ts';
import type { HexId } from '#engine/hex.ts';
import { hexCorners } from '#render/hex-geometry.ts';
import {
  ENTRY_AREAS,
  FLAGS,
  FORTRESSES,
  HEXES,
  MOUNTAINS,
  PLACE_NAMES,
  RAILWAY,
  RIVER_SIDES,
  SUPPLY,
  TRENCH_SIDES,
} from '../data/map.ts';
import type { HotenSide } from '../types.ts';
import { diagonalHatch, GlyphRun, labelAt, PromiseCache, pts, r1, railTies, seg, type Pt } from '#render/svg-kit.ts';
import { C, ENTRY_W, HEX_H, HEX_SIZE, LAYER_H, entryBox, hexCenterInLayer, sharedEdge, sideColors } from './layout.ts';
import { T } from './words.ts';

// ---------------------------------------------------------------------------------------------
// Static map (terrain, hexsides, railway, markers, labels, entry-area frames): per locale, cached

const staticLayers = new PromiseCache<Locale, string>();

export function staticLayer(locale: Locale): Promise<string> {
  return staticLayers.get(locale, () => buildStaticLayer(locale));
}

export function flagGlyph(side: HotenSide, cx: number, cy: number): string {
  // Pole on the east corner of the hex, beside the counter.
  const px = cx + 42;
  const top = cy - 11;
  const pole = `<line x1="${r1(px)}" y1="${r1(top)}" x2="${r1(px)}" y2="${r1(cy + 13)}" stroke="#222" stroke-width="1.8" stroke-linecap="round"/>`;
  const fx = px + 1;
  if (side === 'japan') {
    return `${pole}<rect x="${r1(fx)}" y="${r1(top)}" width="14" height="10" fill="#ffffff" stroke="#444" stroke-width=".8"/><circle cx="${r1(fx + 7)}" cy="${r1(top + 5)}" r="3.2" fill="${C.japanDark}"/>`;
  }
  return `${pole}<rect x="${r1(fx)}" y="${r1(top)}" width="14" height="10" fill="#2456a6" stroke="#10264d" stroke-width=".8"/><path d="M${r1(fx)} ${r1(top)}L${r1(fx + 14)} ${r1(top + 10)}M${r1(fx + 14)} ${r1(top)}L${r1(fx)} ${r1(top + 10)}" stroke="#fff" stroke-width="1.6"/>`;
}

async function buildStaticLayer(locale: Locale): Promise<string> {
  const out: string[] = [];
  const mountains = new Set<HexId>(MOUNTAINS);
  const forts = new Set<HexId>(FORTRESSES);

  // Terrain.
  const polys: string[] = [];
  for (const hex of HEXES) {
    const c = hexCenterInLayer(hex);
    const fill = mountains.has(hex) ? C.mountain : forts.has(hex) ? C.fortress : C.clear;
    const terrain = mountains.has(hex) ? 'mountain' : forts.has(hex) ? 'fortress' : 'clear';
    polys.push(
      `<polygon data-hex="${hex}" data-terrain="${terrain}" points="${pts(hexCorners(c, HEX_SIZE))}" fill="${fill}"/>`,
    );
  }
  out.push(`<g stroke="${C.hexLine}" stroke-width="1.2">${polys.join('')}</g>`);

  // Mountain hatching: diagonal strokes 9 px apart, clipped to each hex by hand (a <pattern>
  // or a clip-path costs resvg an offscreen layer).
  const hatch: string[] = [];
  for (const hex of MOUNTAINS) {
    const c = hexCenterInLayer(hex);
    hatch.push(diagonalHatch(c, hexCorners(c, HEX_SIZE - 1.5), 12, 9, 200));
  }
  out.push(`<path d="${hatch.join('')}" stroke="${C.mountainHatch}" stroke-width="2" stroke-opacity=".75"/>`);

  // Mountain peaks (two small ridges per mountain hex, clear of the counter square).
  const peaks: string[] = [];
  for (const hex of MOUNTAINS) {
    const c = hexCenterInLayer(hex);
    for (const dx of [-50, 47]) {
      const x = c.x + dx;
      const y = c.y + 8;
      peaks.push(`M${r1(x - 7)} ${r1(y)}L${r1(x)} ${r1(y - 10)}L${r1(x + 7)} ${r1(y)}`);
    }
  }
  out.push(`<path d="${peaks.join('')}" fill="#6b4424" stroke="#3d2612" stroke-width="1" stroke-linejoin="round"/>`);

  // Fortress walls: an inner ring with bastions.
  for (const hex of FORTRESSES) {
    const c = hexCenterInLayer(hex);
    out.push(
      `<polygon points="${pts(hexCorners(c, HEX_SIZE - 8))}" fill="none" stroke="${C.fortressWall}" stroke-width="2.5" stroke-dasharray="10 4"/>`,
    );
  }

  // Rivers: a dark bank line with a light core.
  const river = RIVER_SIDES.map(([a, b]) => seg(...sharedEdge(a, b))).join('');
  out.push(
    `<path data-river="1" d="${river}" stroke="${C.riverDark}" stroke-width="9" stroke-linecap="round" fill="none"/>`,
  );
  out.push(`<path d="${river}" stroke="${C.riverLight}" stroke-width="3.5" stroke-linecap="round" fill="none"/>`);

  // Trenches: a dark line just inside the fortress hex with teeth pointing at the hexside.
  const trench: string[] = [];
  const teeth: string[] = [];
  for (const [a, b] of TRENCH_SIDES) {
    const fort = forts.has(a) ? a : b;
    const other = fort === a ? b : a;
    const [p, q] = sharedEdge(fort, other);
    const fc = hexCenterInLayer(fort);
    const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
    const len = Math.hypot(mid.x - fc.x, mid.y - fc.y);
    const n = { x: (mid.x - fc.x) / len, y: (mid.y - fc.y) / len }; // outward normal
    const inset = 9;
    const shrink = 0.12;
    const a0 = { x: p.x + (q.x - p.x) * shrink - n.x * inset, y: p.y + (q.y - p.y) * shrink - n.y * inset };
    const a1 = { x: q.x + (p.x - q.x) * shrink - n.x * inset, y: q.y + (p.y - q.y) * shrink - n.y * inset };
    trench.push(seg(a0, a1));
    const k = 5;
    for (let i = 0; i < k; i++) {
      const t0 = (i + 0.15) / k;
      const t1 = (i + 0.85) / k;
      const tm = (i + 0.5) / k;
      const u0 = { x: a0.x + (a1.x - a0.x) * t0, y: a0.y + (a1.y - a0.y) * t0 };
      const u1 = { x: a0.x + (a1.x - a0.x) * t1, y: a0.y + (a1.y - a0.y) * t1 };
      const um = { x: a0.x + (a1.x - a0.x) * tm + n.x * 6, y: a0.y + (a1.y - a0.y) * tm + n.y * 6 };
      teeth.push(`M${r1(u0.x)} ${r1(u0.y)}L${r1(um.x)} ${r1(um.y)}L${r1(u1.x)} ${r1(u1.y)}Z`);
    }
  }
  out.push(
    `<path data-trench="1" d="${trench.join('')}" stroke="${C.trench}" stroke-width="3" stroke-linecap="round" fill="none"/>`,
  );
  out.push(`<path d="${teeth.join('')}" fill="${C.trench}"/>`);

  // Railway through hex centres, with ties, running on past the end hexes to the hex edge.
  const rc = RAILWAY.map((h) => hexCenterInLayer(h));
  if (rc.length >= 2) {
    const first = rc[0]!;
    const second = rc[1]!;
    const last = rc[rc.length - 1]!;
    const before = rc[rc.length - 2]!;
    const ext = (p: Pt, towards: Pt): Pt => {
      const d = Math.hypot(p.x - towards.x, p.y - towards.y);
      return { x: p.x + ((p.x - towards.x) / d) * (HEX_H / 2), y: p.y + ((p.y - towards.y) / d) * (HEX_H / 2) };
    };
    const line = [ext(first, second), ...rc, ext(last, before)];
    out.push(`<path d="${railTies(line, 13, 7, 6)}" stroke="${C.rail}" stroke-width="2.2"/>`);
    out.push(`<polyline data-railway="1" points="${pts(line)}" stroke="${C.rail}" stroke-width="4" fill="none"/>`);
  }

  // Supply hexes: a dashed ring in the side's colour.
  for (const side of ['japan', 'russia'] as const) {
    const c = hexCenterInLayer(SUPPLY[side]);
    out.push(
      `<polygon data-supply="${side}" points="${pts(hexCorners(c, HEX_SIZE - 7))}" fill="none" stroke="${sideColors(side).dark}" stroke-width="4" stroke-dasharray="9 5"/>`,
    );
  }

  // Flag hexes.
  for (const side of ['japan', 'russia'] as const) {
    for (const hex of FLAGS[side]) {
      const c = hexCenterInLayer(hex);
      out.push(`<g data-flag="${side}">${flagGlyph(side, c.x, c.y)}</g>`);
    }
  }

  // Hex ids (top band): ten digit outlines defined once and placed with <use>, monospaced.
  {
    const run = await GlyphRun.create('hd', HEXES.join(''), { size: 11, weight: 400, color: C.inkSoft }, 6.6, {
      align: 'box',
      id: (ch) => `hd${ch}`,
    });
    out.push(`<defs>${run.defs()}</defs>`);
    const uses = HEXES.map((hex) => {
      const c = hexCenterInLayer(hex);
      return run.at(hex, c.x - 17, c.y - HEX_H / 2 + 9);
    });
    out.push(`<g data-hexids="1">${uses.join('')}</g>`);
  }
  for (const p of PLACE_NAMES) {
    const c = hexCenterInLayer(p.hex);
    const name = p.name[locale];
    out.push(
      await labelAt(
        name,
        c.x,
        c.y + HEX_H / 2 - 10,
        { size: name.length > 8 ? 12 : 13, weight: 700, color: C.ink, halo: '#fbf6e6', haloWidth: 3.5 },
        `data-place="${p.hex}"`,
      ),
    );
  }

  // Entry areas: boxes west of the map with an arrow to their hex.
  for (const e of ENTRY_AREAS) {
    const b = entryBox(e.area);
    const target = hexCenterInLayer(e.arrow);
    out.push(
      `<rect data-entry="${e.area}" x="${b.x}" y="${r1(b.y)}" width="${b.w}" height="${b.h}" rx="6" fill="${C.entryBox}" stroke="${C.japanDark}" stroke-width="2" stroke-dasharray="7 4"/>`,
    );
    out.push(await labelAt(e.name[locale], b.x + b.w / 2, b.y + 12, { size: 12, weight: 700, color: C.japanDark }));
    const x0 = b.x + b.w + 3;
    const x1 = target.x - HEX_SIZE + 14;
    const y = b.arrowY;
    out.push(
      `<path d="M${r1(x0)} ${r1(y - 3.5)}L${r1(x1 - 12)} ${r1(y - 3.5)}L${r1(x1 - 12)} ${r1(y - 10)}L${r1(x1)} ${r1(y)}L${r1(x1 - 12)} ${r1(y + 10)}L${r1(x1 - 12)} ${r1(y + 3.5)}L${r1(x0)} ${r1(y + 3.5)}Z" fill="${C.japanDark}" stroke="#fff" stroke-width="1.2"/>`,
    );
  }

  // Compass and scale under the last entry box.
  {
    const cx = ENTRY_W / 2 - 10;
    const cy = LAYER_H - 62;
    out.push(`<path d="M${cx} ${cy - 22}L${cx + 9} ${cy + 6}L${cx} ${cy}L${cx - 9} ${cy + 6}Z" fill="${C.ink}"/>`);
    out.push(await labelAt(T.north[locale], cx, cy + 17, { size: 13, weight: 700, color: C.ink }));
    out.push(await labelAt(T.scale[locale], cx, cy + 38, { size: 11, weight: 400, color: C.inkSoft }));
  }
  return out.join('');
}
