// 奉天会戦: the map image. The hex layer (terrain, rivers, trenches, railway, markers, labels,
// counters) is ONE hand-written SVG string embedded as an <img> in a satori tree that lays out
// the panels around it (title, time track, status, last combat, trays, legend).
//
// Text inside the embedded SVG would need fonts in resvg, which runs with loadSystemFonts:
// false. Every label of the hex layer is therefore turned into glyph outlines by satori once
// (render/svg-kit.ts) and cached; the layer contains no <text> at all. That keeps the satori tree
// small (~100 nodes) instead of ~170 absolutely positioned labels over the image.
//
// Sizes. The PNG is shown about 400 px wide on a phone. The image is 1060 px wide, so the phone
// scale is 400/1060 ≈ 0.377; a counter of 76 px shows as ≈ 28.7 px there (≥ 28). Flat-topped
// hexes of circumradius 64 (128 × 111 px) are the smallest that hold a 76 px square with a
// band above it for the hex id and one below it for the place name; the 9 × 8 map is then
// 896 × 943 px, the entry-area column 140 px, and the panels go above and below the map
// (side panels would widen the image and shrink every counter below 28 px on a phone).
import satori from 'satori';
import type { Locale, Text } from '../src/engine/types.ts';
import type { HexId } from '../src/engine/hex.ts';
import { hexCenter, hexCorners } from './hex-geometry.ts';
import {
  ENTRY_AREAS,
  FLAGS,
  FORTRESSES,
  GRID,
  HEXES,
  MOUNTAINS,
  PLACE_NAMES,
  RAILWAY,
  RIVER_SIDES,
  SUPPLY,
  TIME_TRACK,
  TRENCH_SIDES,
} from '../src/games/hoten-kaisen/data/map.ts';
import { COUNTERS } from '../src/games/hoten-kaisen/data/counters.ts';
import { DECISION_NAME } from '../src/games/hoten-kaisen/messages.ts';
import type { CombatSideResult, CounterView, HotenSide, HotenView } from '../src/games/hoten-kaisen/types.ts';
import { FONT_FAMILY, loadFontsWithFallback } from './fonts.ts';
import { arrowPolygon, diagonalHatch, doubleOutline, el, GlyphRun, labelAt, PromiseCache, pts, r1, railTies, seg, sharedHexEdge, sideColorsFrom, svgDoc, type Pt, type SatoriInput, type SatoriNode } from './svg-kit.ts';
import { fmt, WORDS } from './words.ts';
import { SIDE_NAME } from '../src/games/hoten-kaisen/messages.ts';

// ---------------------------------------------------------------------------------------------
// Geometry

/** Hex circumradius (px). */
export const HEX_SIZE = 64;
/** Counter side (px, at the native image size). */
export const COUNTER_SIZE = 76;
const HEX_H = Math.sqrt(3) * HEX_SIZE;
/** Width of the column west of the map holding the entry areas. */
const ENTRY_W = 140;
const PAD = 6;
const MAP_W = HEX_SIZE * (2 + 1.5 * (GRID.cols.max - GRID.cols.min));
const MAP_H = HEX_H * (GRID.rows.max - GRID.rows.min + 1.5);
const LAYER_W = Math.ceil(ENTRY_W + MAP_W + PAD);
const LAYER_H = Math.ceil(MAP_H + 2 * PAD);

const MARGIN = 9;
const GAP = 8;
const IMAGE_W = LAYER_W + 2 * MARGIN;
const HEADER_H = 54;
const TRACK_H = 64;
const INFO_H = 184;
const TRAY_H = 122;
/** The tray (unplaced / eliminated counters) and the legend share the last row. */
const TRAY_W = 560;

const Y_HEADER = MARGIN;
const Y_TRACK = Y_HEADER + HEADER_H + 4;
const Y_MAP = Y_TRACK + TRACK_H + GAP;
const Y_INFO = Y_MAP + LAYER_H + GAP;
const Y_TRAY = Y_INFO + INFO_H + GAP;
const IMAGE_H = Y_TRAY + TRAY_H + MARGIN;

export const HOTEN_LAYOUT = {
  width: IMAGE_W,
  height: IMAGE_H,
  /** Top-left of the hex layer in the final image. */
  layer: { x: MARGIN, y: Y_MAP, width: LAYER_W, height: LAYER_H },
  /** Top-left of the counter tray image in the final image. */
  tray: { x: MARGIN, y: Y_TRAY, width: TRAY_W, height: TRAY_H },
  hexSize: HEX_SIZE,
  counterSize: COUNTER_SIZE,
} as const;

/** Centre of a hex in hex-layer coordinates. */
export function hexCenterInLayer(hex: HexId): { x: number; y: number } {
  const c = hexCenter(GRID, hex, HEX_SIZE);
  return { x: c.x + ENTRY_W, y: c.y + PAD };
}

/** Centre of a hex in final-image coordinates. */
export function hexCenterOnImage(hex: HexId): { x: number; y: number } {
  const c = hexCenterInLayer(hex);
  return { x: c.x + MARGIN, y: c.y + Y_MAP };
}

/** An entry area's box west of the map, in layer coordinates; arrowY: its arrow's height. */
function entryBox(area: 1 | 2 | 3): { x: number; y: number; w: number; h: number; arrowY: number } {
  const e = ENTRY_AREAS.find((a) => a.area === area)!;
  const cy = hexCenterInLayer(e.arrow).y;
  const h = 198;
  return { x: 10, y: cy - h / 2, w: ENTRY_W - 40, h, arrowY: cy };
}

/** An entry area's box in final-image coordinates. */
export function entryBoxOnImage(area: 1 | 2 | 3): { x: number; y: number; w: number; h: number } {
  const b = entryBox(area);
  return { x: b.x + MARGIN, y: b.y + Y_MAP, w: b.w, h: b.h };
}

/** The two corners of `a` shared with its neighbour `b`. */
function sharedEdge(a: HexId, b: HexId): [Pt, Pt] {
  return sharedHexEdge(hexCenterInLayer(a), hexCenterInLayer(b), HEX_SIZE);
}

// ---------------------------------------------------------------------------------------------
// Palette

const C = {
  page: '#e9dfc6',
  panel: '#f8f2e2',
  panelBorder: '#b3a079',
  ink: '#2a2017',
  inkSoft: '#5e4e37',
  clear: '#e8e0b8',
  hexLine: '#8a7650',
  mountain: '#b88a5a',
  mountainHatch: '#7d5430',
  fortress: '#a2a5a8',
  fortressWall: '#5f6366',
  riverDark: '#245a9e',
  riverLight: '#6ea6e6',
  trench: '#262626',
  rail: '#1d1d1d',
  highlight: '#ffd21f',
  highlightEdge: '#6b5200',
  combat: '#d0201b',
  japanBody: '#f5ead0',
  japanDark: '#b3262d',
  russiaBody: '#cfe3bf',
  russiaDark: '#2e5b2c',
  rest: '#f0a81c',
  entryBox: '#f6eedc',
} as const;

const sideColors = sideColorsFrom({ japan: { body: C.japanBody, dark: C.japanDark }, russia: { body: C.russiaBody, dark: C.russiaDark } });

// ---------------------------------------------------------------------------------------------
// Words

/** The decision's name as the rules messages give it, as a heading (English capitalised). */
function decisionHeading(kind: string, locale: Locale): string {
  const name = DECISION_NAME[kind]?.[locale] ?? kind;
  return locale === 'en' ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

const T = {
  ...WORDS,
  title: { ja: '奉天会戦', en: 'Battle of Mukden' },
  subtitle: { ja: '1905年2月21日〜3月10日 · 日露戦争', en: 'Feb 21 – Mar 10, 1905 · Russo-Japanese War' },
  turn: { ja: '第{n}手番', en: 'Turn {n}' },
  setupPhase: { ja: '配置中', en: 'Setting up' },
  eyesOnly: { ja: '{side}専用 (非公開)', en: "{side}'s eyes only" },
  timeTrack: { ja: '時間', en: 'Time' },
  toAct: { ja: '行動待ち', en: 'To act' },
  decision: { ja: '決定', en: 'Decision' },
  attacker: { ja: '攻撃側', en: 'Attacker' },
  defender: { ja: '防御側', en: 'Defender' },
  strength: { ja: '戦力', en: 'Strength' },
  die: { ja: 'ダイス', en: 'Die' },
  support: { ja: '支援', en: 'Support' },
  modifier: { ja: '修正', en: 'Modifier' },
  total: { ja: '合計', en: 'Total' },
  noRoll: { ja: '戦闘なし', en: 'no roll' },
  eliminated: { ja: '除去', en: 'Eliminated' },
  unplaced: { ja: '未配置', en: 'Not yet placed' },
  legendClear: { ja: '平地', en: 'Clear' },
  legendMountain: { ja: '山岳', en: 'Mountain' },
  legendFortress: { ja: '要塞', en: 'Fortress' },
  legendRiver: { ja: '河川', en: 'River' },
  legendTrench: { ja: '塹壕', en: 'Trench' },
  legendRail: { ja: '鉄道', en: 'Railway' },
  legendSupply: { ja: '補給', en: 'Supply' },
  legendFlag: { ja: '配置旗', en: 'Setup flag' },
  legendLast: { ja: '直前の行動', en: 'Last action' },
  legendRest: { ja: '休止', en: 'Resting' },
  rest: { ja: '休', en: 'R' },
  scale: { ja: '1ヘクス 約12km', en: '1 hex: c. 12 km' },
} satisfies Record<string, Text>;

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

// ---------------------------------------------------------------------------------------------
// Counters

/** The stable marker tests look for: hidden counters of a side all carry the same one. */
export function counterKey(c: CounterView): string {
  return c.known ? `${c.side}-${asciiId(c.id ?? 'unknown')}` : `hidden-${c.side}`;
}

function asciiId(s: string): string {
  return s.replace(/[^A-Za-z0-9_-]/g, '_');
}

/**
 * One counter as SVG, top-left at (x, y). A hidden counter (known=false) is a blank back: its
 * markup depends on its side, its place and `resting` only, never on id, name or strength.
 */
async function counterSvg(c: CounterView, x: number, y: number, locale: Locale, where: string): Promise<string> {
  const s = COUNTER_SIZE;
  const { body, dark } = sideColors(c.side);
  const parts: string[] = [];
  parts.push(`<rect x="${r1(x + 3)}" y="${r1(y + 3)}" width="${s}" height="${s}" rx="5" fill="#000" fill-opacity=".35"/>`);
  parts.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${s}" height="${s}" rx="5" fill="${body}" stroke="${dark}" stroke-width="2"/>`);
  if (c.known) {
    parts.push(`<rect x="${r1(x + 3)}" y="${r1(y + 3)}" width="${s - 6}" height="23" rx="3" fill="${dark}"/>`);
    const short = c.short?.[locale] ?? c.id ?? '?';
    parts.push(await labelAt(short, x + s / 2, y + 14.5, { size: short.length > 3 ? 13 : 15, weight: 700, color: '#ffffff' }, 'data-label="name"'));
    if (c.strength !== undefined) {
      parts.push(await labelAt(String(c.strength), x + s / 2, y + 50, { size: 40, weight: 700, color: dark }, 'data-label="strength"'));
    }
  } else {
    parts.push(`<rect x="${r1(x + 7)}" y="${r1(y + 7)}" width="${s - 14}" height="${s - 14}" rx="3" fill="none" stroke="${dark}" stroke-width="1.5"/>`);
  }
  if (c.resting) {
    const bx = x + s - 9;
    const by = y + s - 9;
    parts.push(`<circle cx="${r1(bx)}" cy="${r1(by)}" r="12" fill="${C.rest}" stroke="#5a3d00" stroke-width="1.5"/>`);
    parts.push(await labelAt(T.rest[locale], bx, by, { size: 13, weight: 700, color: '#2a1a00' }));
  }
  return `<g data-counter="${counterKey(c)}" data-where="${where}"${c.resting ? ' data-resting="1"' : ''}>${parts.join('')}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Static map (terrain, hexsides, railway, markers, labels, entry-area frames): per locale, cached

const staticLayers = new PromiseCache<Locale, string>();

function staticLayer(locale: Locale): Promise<string> {
  return staticLayers.get(locale, () => buildStaticLayer(locale));
}

function flagGlyph(side: HotenSide, cx: number, cy: number): string {
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
    polys.push(`<polygon data-hex="${hex}" data-terrain="${terrain}" points="${pts(hexCorners(c, HEX_SIZE))}" fill="${fill}"/>`);
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
    out.push(`<polygon points="${pts(hexCorners(c, HEX_SIZE - 8))}" fill="none" stroke="${C.fortressWall}" stroke-width="2.5" stroke-dasharray="10 4"/>`);
  }

  // Rivers: a dark bank line with a light core.
  const river = RIVER_SIDES.map(([a, b]) => seg(...sharedEdge(a, b))).join('');
  out.push(`<path data-river="1" d="${river}" stroke="${C.riverDark}" stroke-width="9" stroke-linecap="round" fill="none"/>`);
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
  out.push(`<path data-trench="1" d="${trench.join('')}" stroke="${C.trench}" stroke-width="3" stroke-linecap="round" fill="none"/>`);
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
    const run = await GlyphRun.create('hd', HEXES.join(''), { size: 11, weight: 400, color: C.inkSoft }, 6.6, { align: 'box', id: (ch) => `hd${ch}` });
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
      await labelAt(name, c.x, c.y + HEX_H / 2 - 10, { size: name.length > 8 ? 12 : 13, weight: 700, color: C.ink, halo: '#fbf6e6', haloWidth: 3.5 }, `data-place="${p.hex}"`),
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

// ---------------------------------------------------------------------------------------------
// The hex layer

export interface HexLayer {
  svg: string;
  width: number;
  height: number;
}

/** The map with its counters as one SVG string (no <text>: every label is outlines). */
export async function buildHotenHexLayer(view: HotenView, locale: Locale): Promise<HexLayer> {
  const out: string[] = [];
  out.push(await staticLayer(locale));

  // Last action.
  for (const hex of view.lastHexes) {
    if (!HEXES.includes(hex)) continue;
    const c = hexCenterInLayer(hex);
    const ring = pts(hexCorners(c, HEX_SIZE - 4));
    out.push(`<g data-highlight="${hex}">${doubleOutline(ring, C.highlightEdge, 9, C.highlight, 6, ' stroke-linejoin="round"')}</g>`);
  }

  // Counters on the map (a second one in the same hex is offset like a stack).
  const perHex = new Map<HexId, number>();
  const perArea = new Map<number, CounterView[]>();
  for (const c of view.counters) {
    if (c.where.kind === 'map') {
      const hex = c.where.hex;
      const n = perHex.get(hex) ?? 0;
      perHex.set(hex, n + 1);
      const p = hexCenterInLayer(hex);
      const x = p.x - COUNTER_SIZE / 2 + n * 6;
      const y = p.y - COUNTER_SIZE / 2 - n * 6;
      out.push(await counterSvg(c, x, y, locale, `map-${hex}`));
    } else if (c.where.kind === 'entry') {
      const list = perArea.get(c.where.area) ?? [];
      list.push(c);
      perArea.set(c.where.area, list);
    }
  }
  for (const [area, list] of perArea) {
    const b = entryBox(area as 1 | 2 | 3);
    const top = b.y + 26;
    const avail = b.h - 26 - 10;
    const x = b.x + (b.w - COUNTER_SIZE) / 2;
    const n = list.length;
    for (let i = 0; i < n; i++) {
      let y: number;
      if (n === 1) y = top + (avail - COUNTER_SIZE) / 2;
      else if (n === 2) y = top + i * (COUNTER_SIZE + (avail - 2 * COUNTER_SIZE));
      else y = top + (i * (avail - COUNTER_SIZE)) / (n - 1);
      out.push(await counterSvg(list[i]!, x, y, locale, `entry-${area}`));
    }
  }

  // The last combat: an arrow from the attacker to the defender, over the counters.
  if (view.lastCombat && HEXES.includes(view.lastCombat.attackerHex) && HEXES.includes(view.lastCombat.defenderHex)) {
    const a = hexCenterInLayer(view.lastCombat.attackerHex);
    const d = hexCenterInLayer(view.lastCombat.defenderHex);
    const len = Math.hypot(d.x - a.x, d.y - a.y);
    if (len > 0) {
      const ux = (d.x - a.x) / len;
      const uy = (d.y - a.y) / len;
      const s = { x: a.x + ux * len * 0.28, y: a.y + uy * len * 0.28 };
      const e = { x: a.x + ux * len * 0.76, y: a.y + uy * len * 0.76 };
      out.push(`<polygon data-combat="1" points="${pts(arrowPolygon(s, e, 5, 13, 18))}" fill="${C.combat}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`);
    }
  }

  return { svg: svgDoc(LAYER_W, LAYER_H, out.join('')), width: LAYER_W, height: LAYER_H };
}

/**
 * Counters off the map (unplaced, eliminated) as one SVG strip. Known counters are drawn one by
 * one; the hidden ones of a side as ONE blank back with a count, so the strip says no more than
 * "so many hidden counters of that side are here".
 */
async function buildTray(view: HotenView, locale: Locale): Promise<string> {
  const s = COUNTER_SIZE;
  type Slot = { counter: CounterView; count: number };
  const groups: { kind: 'unplaced' | 'eliminated'; title: string; slots: Slot[] }[] = [];
  const anyUnplaced = view.counters.some((c) => c.where.kind === 'unplaced');
  for (const kind of ['unplaced', 'eliminated'] as const) {
    const list = view.counters.filter((c) => c.where.kind === kind);
    // The unplaced box only during setup, when it takes the place of an empty eliminated box.
    if (list.length === 0 && (kind === 'unplaced' || anyUnplaced)) continue;
    const slots: Slot[] = list.filter((c) => c.known).map((c) => ({ counter: c, count: 1 }));
    for (const side of ['japan', 'russia'] as const) {
      const hidden = list.filter((c) => !c.known && c.side === side);
      if (hidden.length === 0) continue;
      const resting = hidden.some((c) => c.resting);
      slots.push({ counter: { side, known: false, where: { kind }, resting }, count: hidden.length });
    }
    groups.push({ kind, title: (kind === 'unplaced' ? T.unplaced : T.eliminated)[locale], slots });
  }
  // Fit every slot in the strip: a full step is s + 14; past that the counters overlap like a
  // fanned stack (the name band on top stays readable).
  const pad = 12;
  const groupGap = 10;
  const nSlots = groups.reduce((n, g) => n + Math.max(g.slots.length, 1), 0);
  const avail = TRAY_W - 4 - groups.length * (2 * pad) - (groups.length - 1) * groupGap;
  const step = Math.min(s + 14, nSlots > 1 ? (avail - s - 14) / (nSlots - 1) : s + 14);
  const out: string[] = [];
  let x = 2;
  const y = 34;
  for (const g of groups) {
    const items: string[] = [];
    let cx = x + pad;
    for (const slot of g.slots) {
      items.push(await counterSvg(slot.counter, cx, y, locale, g.kind));
      if (slot.count > 1) {
        items.push(`<circle cx="${r1(cx + s - 2)}" cy="${y + 2}" r="14" fill="${C.ink}" stroke="#fff" stroke-width="2"/>`);
        items.push(await labelAt(`×${slot.count}`, cx + s - 2, y + 2, { size: 13, weight: 700, color: '#fff' }));
      }
      cx += step;
    }
    let w: number;
    if (g.slots.length === 0) {
      items.push(await labelAt(T.none[locale], x + pad + 40, y + s / 2, { size: 16, weight: 400, color: C.inkSoft }));
      w = 2 * pad + 80;
    } else {
      w = 2 * pad + (g.slots.length - 1) * step + s + 6;
    }
    const titleW = g.title.length * (locale === 'ja' ? 15 : 8.5) + 20;
    w = Math.max(w, titleW);
    out.push(`<rect x="${r1(x)}" y="2" width="${r1(w)}" height="${TRAY_H - 4}" rx="8" fill="${C.panel}" stroke="${C.panelBorder}" stroke-width="1.5"/>`);
    out.push(await labelAt(g.title, x + titleW / 2, 17, { size: 14, weight: 700, color: C.inkSoft }));
    out.push(...items);
    x += w + groupGap;
  }
  return svgDoc(TRAY_W, TRAY_H, out.join(''));
}

// ---------------------------------------------------------------------------------------------
// The satori tree

function img(src: string, width: number, height: number, style: Record<string, unknown> = {}): SatoriNode {
  return { type: 'img', props: { src, width, height, style: { width, height, ...style } } };
}

function svgDataUri(svg: string): string {
  // Base64: satori would re-encode any other form itself. The SVG must be ASCII (btoa).
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/**
 * Hand-written SVG layers placed in the satori tree as <img>s. With `inline` (the default)
 * satori lays out a tiny placeholder image of the same size and the layer's markup replaces
 * that <image> in satori's output afterwards, as a translated <g>. Measured on the full map:
 * resvg renders an embedded SVG image through a clip-path and an offscreen mask layer (≈ +30
 * ms CPU for the 1042×955 map), and satori's module-level image cache (500 entries) would keep
 * every distinct map's data URI (~170 kB each) alive. Without `inline` the real data URI goes
 * to satori, as the first design did; both give the same picture.
 */
class Layers {
  private readonly byKey = new Map<string, string>();
  private n = 0;
  constructor(private readonly inline: boolean) {}

  img(svg: string, width: number, height: number, style: Record<string, unknown> = {}): SatoriNode {
    if (!this.inline) return img(svgDataUri(svg), width, height, style);
    const placeholder = svgDoc(width, height, `<desc>hexpost-layer-${this.n++}</desc>`);
    const b64 = Buffer.from(placeholder).toString('base64');
    this.byKey.set(b64, svg);
    return img(`data:image/svg+xml;base64,${b64}`, width, height, style);
  }

  /** Swap the placeholders in satori's output for the layers themselves. */
  apply(out: string): string {
    if (!this.inline) return out;
    let found = 0;
    const res = out.replace(/<image ([^>]*?)href="data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)"([^>]*?)\/>/g, (m, pre: string, b64: string, post: string) => {
      const layer = this.byKey.get(b64);
      if (layer === undefined) return m;
      found++;
      const attrs = pre + ' ' + post;
      const x = Number(/\bx="([-\d.]+)"/.exec(attrs)?.[1] ?? 0);
      const y = Number(/\by="([-\d.]+)"/.exec(attrs)?.[1] ?? 0);
      const inner = layer.replace(/^<svg\b[^>]*>/, '').replace(/<\/svg>\s*$/, '');
      return `<g transform="translate(${x} ${y})">${inner}</g>`;
    });
    if (found !== this.byKey.size) throw new Error(`render: ${this.byKey.size - found} layer placeholder(s) not found in satori output`);
    return res;
  }
}

const BORDER = 1.5;

/**
 * An absolutely placed panel with a 1.5 px frame. The frame is a filled rounded box under a
 * filled rounded box: satori draws CSS borders as strokes clipped by a clip-path, which costs
 * resvg an offscreen layer each (≈ 18 ms CPU for this image's dozen frames).
 */
function panel(
  box: { left: number; top: number; width: number; height: number },
  inner: Record<string, unknown>,
  children: unknown,
  colors: { bg?: string; border?: string; width?: number; radius?: number } = {},
): SatoriNode {
  const bw = colors.width ?? BORDER;
  const r = colors.radius ?? 8;
  return el(
    {
      position: 'absolute',
      ...box,
      padding: bw,
      backgroundColor: colors.border ?? C.panelBorder,
      borderRadius: r,
    },
    [
      el(
        {
          flexGrow: 1,
          flexDirection: 'column',
          padding: '8px 12px',
          backgroundColor: colors.bg ?? C.panel,
          borderRadius: Math.max(r - bw, 0),
          ...inner,
        },
        children,
      ),
    ],
  );
}

function rule(): SatoriNode {
  return el({ height: 1, backgroundColor: C.panelBorder, flexShrink: 0 }, []);
}

function header(view: HotenView, locale: Locale): SatoriNode {
  const viewer = view.viewer
    ? fmt(T.eyesOnly[locale], { side: SIDE_NAME[view.viewer][locale] })
    : T.public[locale];
  const turn = view.turn > 0 ? fmt(T.turn[locale], { n: view.turn }) : T.setupPhase[locale];
  return el(
    { position: 'absolute', left: MARGIN, top: Y_HEADER, width: LAYER_W, height: HEADER_H, alignItems: 'center', justifyContent: 'space-between' },
    [
      el({ alignItems: 'flex-end' }, [
        el({ fontSize: 34, fontWeight: 700, color: C.ink, lineHeight: 1.1 }, T.title[locale]),
        el({ fontSize: 15, color: C.inkSoft, marginLeft: 14, marginBottom: 5 }, T.subtitle[locale]),
      ]),
      el({ alignItems: 'center' }, [
        el(
          {
            fontSize: 14,
            fontWeight: 700,
            color: view.viewer ? '#fff' : C.ink,
            backgroundColor: view.viewer ? sideColors(view.viewer).dark : '#d9ccaa',
            borderRadius: 6,
            padding: '4px 10px',
            marginRight: 12,
          },
          viewer,
        ),
        el({ fontSize: 22, fontWeight: 700, color: C.ink }, turn),
      ]),
    ],
  );
}

function timeTrack(view: HotenView, locale: Locale): SatoriNode {
  const n = view.timeTrack.length;
  const labelW = 64;
  const gap = 5;
  const boxW = Math.floor((LAYER_W - labelW - gap * n) / Math.max(n, 1));
  const boxes = view.timeTrack.map((t, i) => {
    const now = i === view.time;
    const past = i < view.time;
    const text = el(
      {
        fontSize: now ? 17 : 15,
        fontWeight: now ? 700 : 400,
        color: past ? '#857761' : C.ink,
        textAlign: 'center',
        justifyContent: 'center',
        lineHeight: 1.15,
        flexShrink: 1,
      },
      t[locale],
    );
    // The time marker: a small dark counter with a gold ring, sitting in the box.
    const marker = el({ width: 20, height: 20, flexShrink: 0, backgroundColor: '#fff3c4', borderRadius: 4, padding: 3, marginRight: 6 }, [
      el({ flexGrow: 1, backgroundColor: C.ink, borderRadius: 2 }, []),
    ]);
    const bw = now ? 3 : BORDER;
    return el({ width: boxW, height: TRACK_H, marginLeft: gap, padding: bw, borderRadius: 6, backgroundColor: now ? C.ink : C.panelBorder }, [
      el(
        {
          flexGrow: 1,
          borderRadius: 6 - bw / 2,
          backgroundColor: now ? '#e0b52d' : past ? '#d9cfb6' : C.panel,
          alignItems: 'center',
          justifyContent: 'center',
          padding: '0 5px',
        },
        now ? [marker, text] : [text],
      ),
    ]);
  });
  return el({ position: 'absolute', left: MARGIN, top: Y_TRACK, width: LAYER_W, height: TRACK_H, alignItems: 'center' }, [
    el({ width: labelW - gap, fontSize: 16, fontWeight: 700, color: C.ink, justifyContent: 'center' }, T.timeTrack[locale]),
    ...boxes,
  ]);
}

function statusPanel(view: HotenView, locale: Locale, width: number): SatoriNode {
  const rows: SatoriNode[] = [el({ fontSize: 15, fontWeight: 700, color: C.inkSoft, marginBottom: 4 }, T.status[locale])];
  if (view.result) {
    const r = view.result;
    const head = r.winner === null ? T.draw[locale] : fmt(T.wins[locale], { side: SIDE_NAME[r.winner as HotenSide]?.[locale] ?? r.winner });
    rows.push(
      el(
        {
          backgroundColor: r.winner ? sideColors(r.winner as HotenSide).dark : C.ink,
          color: '#fff',
          borderRadius: 6,
          padding: '4px 10px',
          fontSize: 22,
          fontWeight: 700,
          marginBottom: 4,
        },
        `${T.over[locale]} · ${head}`,
      ),
    );
    rows.push(el({ fontSize: 15, color: C.ink }, r.reason[locale]));
  } else {
    const toAct = view.toAct.length ? view.toAct.map((s) => SIDE_NAME[s][locale]).join(' · ') : T.nobody[locale];
    const chips = view.toAct.map((s) =>
      el({ backgroundColor: sideColors(s).dark, color: '#fff', borderRadius: 5, padding: '2px 8px', marginLeft: 6, fontSize: 17, fontWeight: 700 }, SIDE_NAME[s][locale]),
    );
    rows.push(
      el({ alignItems: 'center', marginBottom: 3 }, [
        el({ fontSize: 16, color: C.inkSoft }, `${T.toAct[locale]}:`),
        ...(chips.length ? chips : [el({ fontSize: 16, marginLeft: 6 }, toAct)]),
        ...(view.decision
          ? [
              el({ fontSize: 16, color: C.inkSoft, marginLeft: 14 }, `${T.decision[locale]}:`),
              el({ fontSize: 17, fontWeight: 700, color: C.ink, marginLeft: 6 }, decisionHeading(view.decision, locale)),
            ]
          : []),
      ]),
    );
  }
  rows.push(el({ fontSize: 15, color: C.ink, lineHeight: 1.35, marginTop: 2 }, view.summary[locale]));
  return panel({ left: MARGIN, top: Y_INFO, width, height: INFO_H }, {}, rows);
}

function combatPanel(view: HotenView, locale: Locale, left: number, width: number): SatoriNode {
  const lc = view.lastCombat;
  const children: SatoriNode[] = [el({ fontSize: 15, fontWeight: 700, color: C.inkSoft, marginBottom: 6 }, T.lastCombat[locale])];
  if (!lc) {
    children.push(el({ fontSize: 16, color: C.inkSoft, marginTop: 8 }, T.noCombat[locale]));
  } else {
    // One row per side, one column per term of the sum.
    const inner = width - 24 - 2 * BORDER;
    const numW = 58;
    const nameW = inner - 5 * numW;
    const cols: [Text, (r: CombatSideResult) => string][] = [
      [T.strength, (r) => String(r.strength)],
      [T.die, (r) => String(r.die)],
      [T.support, (r) => signed(r.support)],
      [T.modifier, (r) => signed(r.modifier)],
      [T.total, (r) => String(r.total)],
    ];
    children.push(
      el({ paddingBottom: 2 }, [
        el({ width: nameW }, ''),
        ...cols.map(([t], i) =>
          el({ width: numW, justifyContent: 'center', fontSize: 13, color: i === 4 ? C.ink : C.inkSoft, fontWeight: i === 4 ? 700 : 400 }, t[locale]),
        ),
      ]),
    );
    children.push(rule());
    const row = (who: Text, s: { side: HotenSide; name: Text; result: CombatSideResult | null }, hex: string): SatoriNode =>
      el({ alignItems: 'center', height: 44 }, [
        el({ width: nameW, flexDirection: 'column', justifyContent: 'center' }, [
          el({ fontSize: 12, color: C.inkSoft }, `${who[locale]} · ${hex}`),
          el({ alignItems: 'center' }, [
            el({ width: 10, height: 10, borderRadius: 2, backgroundColor: sideColors(s.side).dark, marginRight: 5, flexShrink: 0 }, []),
            el({ fontSize: 14, fontWeight: 700, color: sideColors(s.side).dark, lineHeight: 1.15 }, s.name[locale]),
          ]),
        ]),
        ...(s.result
          ? cols.map(([, f], i) =>
              el({ width: numW, justifyContent: 'center', fontSize: i === 4 ? 24 : 18, fontWeight: i === 4 ? 700 : 400, color: C.ink }, f(s.result!)),
            )
          : [el({ width: numW * 5, justifyContent: 'center', fontSize: 14, color: C.inkSoft }, T.noRoll[locale])]),
      ]);
    children.push(row(T.attacker, lc.attacker, lc.attackerHex), rule());
    children.push(row(T.defender, lc.defender, lc.defenderHex), rule());
    children.push(el({ fontSize: 15, fontWeight: 700, color: C.combat, marginTop: 5, lineHeight: 1.25 }, lc.outcome[locale]));
  }
  return panel({ left, top: Y_INFO, width, height: INFO_H }, {}, children);
}

function legendSwatch(kind: string): string {
  const w = 34;
  const h = 24;
  let body = '';
  const hex = (fill: string, extra = '') => {
    const c = { x: w / 2, y: h / 2 };
    return `<polygon points="${pts(hexCorners(c, 13))}" fill="${fill}" stroke="${C.hexLine}" stroke-width="1"/>${extra}`;
  };
  switch (kind) {
    case 'clear':
      body = hex(C.clear);
      break;
    case 'mountain': {
      const c = { x: w / 2, y: h / 2 };
      const lines = diagonalHatch(c, hexCorners(c, 12.5), 4, 5, 40);
      body = hex(C.mountain, `<path d="${lines}" stroke="${C.mountainHatch}" stroke-width="1.4" stroke-opacity=".8"/>`);
      break;
    }
    case 'fortress':
      body = hex(C.fortress, `<polygon points="${pts(hexCorners({ x: w / 2, y: h / 2 }, 9))}" fill="none" stroke="${C.fortressWall}" stroke-width="1.5" stroke-dasharray="4 2"/>`);
      break;
    case 'river':
      body = `<path d="M3 ${h / 2}L${w - 3} ${h / 2}" stroke="${C.riverDark}" stroke-width="8" stroke-linecap="round"/><path d="M3 ${h / 2}L${w - 3} ${h / 2}" stroke="${C.riverLight}" stroke-width="3" stroke-linecap="round"/>`;
      break;
    case 'trench':
      body = `<path d="M3 14L${w - 3} 14" stroke="${C.trench}" stroke-width="3"/><path d="M5 14L8.5 8L12 14ZM13 14L16.5 8L20 14ZM21 14L24.5 8L28 14Z" fill="${C.trench}"/>`;
      break;
    case 'rail': {
      const ties = [5, 11, 17, 23, 29].map((x) => `M${x} ${h / 2 - 6}L${x} ${h / 2 + 6}`).join('');
      body = `<path d="${ties}" stroke="${C.rail}" stroke-width="2"/><path d="M2 ${h / 2}L${w - 2} ${h / 2}" stroke="${C.rail}" stroke-width="3.5"/>`;
      break;
    }
    case 'supply':
      body = `<polygon points="${pts(hexCorners({ x: w / 2, y: h / 2 }, 12))}" fill="none" stroke="${C.japanDark}" stroke-width="2.5" stroke-dasharray="5 3"/>`;
      break;
    case 'flag':
      body = `<g transform="translate(-39 3)">${flagGlyph('japan', 0, 8)}</g><g transform="translate(-23 3)">${flagGlyph('russia', 0, 8)}</g>`;
      break;
    case 'last':
      body = doubleOutline(pts(hexCorners({ x: w / 2, y: h / 2 }, 11)), C.highlightEdge, 6, C.highlight, 3.5);
      break;
    case 'rest':
      body = `<circle cx="${w / 2}" cy="${h / 2}" r="10" fill="${C.rest}" stroke="#5a3d00" stroke-width="1.5"/>`;
      break;
  }
  return svgDoc(w, h, body);
}

const LEGEND: [string, Text][] = [
  ['clear', T.legendClear],
  ['mountain', T.legendMountain],
  ['fortress', T.legendFortress],
  ['river', T.legendRiver],
  ['trench', T.legendTrench],
  ['rail', T.legendRail],
  ['supply', T.legendSupply],
  ['flag', T.legendFlag],
  ['last', T.legendLast],
  ['rest', T.legendRest],
];

const legendSrc = new Map<string, string>();

function legend(locale: Locale, layers: Layers): SatoriNode {
  const items = LEGEND.map(([kind, t]) => {
    let src = legendSrc.get(kind);
    if (!src) legendSrc.set(kind, (src = legendSwatch(kind)));
    return el({ alignItems: 'center', width: 110, height: 34 }, [layers.img(src, 34, 24), el({ fontSize: 14, color: C.ink, marginLeft: 5 }, t[locale])]);
  });
  return panel(
    { left: MARGIN + TRAY_W + GAP, top: Y_TRAY, width: LAYER_W - TRAY_W - GAP, height: TRAY_H },
    { flexDirection: 'row', alignItems: 'center', alignContent: 'center', flexWrap: 'wrap', padding: '4px 10px' },
    items,
  );
}

export interface HotenRenderParts {
  svg: string;
  hexLayer: HexLayer;
  tray: string;
  /** Time spent building the SVG (hex layer + satori), ms. */
  ms: number;
}

export interface HotenRenderOptions {
  /** Inline the hand-written layers into satori's output (default) instead of data-URI images. */
  inline?: boolean;
}

/** The full image as an SVG string (satori output, text as paths). */
export async function renderHotenSvg(view: HotenView, locale: Locale, options: HotenRenderOptions = {}): Promise<string> {
  return (await renderHotenParts(view, locale, options)).svg;
}

/** The image and the SVG layers it embeds (the layers are what tests inspect structurally). */
export async function renderHotenParts(view: HotenView, locale: Locale, options: HotenRenderOptions = {}): Promise<HotenRenderParts> {
  const t0 = performance.now();
  // The same fonts as every label: arrows (→) in summaries and outcomes come from the fallback subsets.
  const fonts = await loadFontsWithFallback();
  const layers = new Layers(options.inline ?? true);
  const [hexLayer, tray] = await Promise.all([buildHotenHexLayer(view, locale), buildTray(view, locale)]);
  const infoW = Math.floor(LAYER_W * 0.42);
  const tree = el(
    {
      width: IMAGE_W,
      height: IMAGE_H,
      position: 'relative',
      backgroundColor: C.page,
      fontFamily: FONT_FAMILY,
      color: C.ink,
    },
    [
      header(view, locale),
      timeTrack(view, locale),
      panel({ left: MARGIN, top: Y_MAP, width: LAYER_W, height: LAYER_H }, {}, [], { bg: '#f1ead4' }),
      layers.img(hexLayer.svg, LAYER_W, LAYER_H, { position: 'absolute', left: MARGIN, top: Y_MAP }),
      statusPanel(view, locale, infoW),
      combatPanel(view, locale, MARGIN + infoW + GAP, LAYER_W - infoW - GAP),
      layers.img(tray, TRAY_W, TRAY_H, { position: 'absolute', left: MARGIN, top: Y_TRAY }),
      legend(locale, layers),
    ],
  );
  const svg = layers.apply(await satori(tree as unknown as SatoriInput, { width: IMAGE_W, height: IMAGE_H, fonts }));
  return { svg, hexLayer, tray, ms: performance.now() - t0 };
}

// ---------------------------------------------------------------------------------------------
// Registry entry

/**
 * A typical mid-game view built from the game data (everyone placed, a combat just fought, one
 * counter eliminated), for warm-up and benchmarks. `viewer` null: the public view.
 */
export function sampleHotenView(viewer: HotenSide | null = null): HotenView {
  const at: Record<string, CounterView['where']> = {
    J1: { kind: 'map', hex: '0806' },
    J2: { kind: 'map', hex: '0406' },
    J3: { kind: 'map', hex: '0206' },
    J4: { kind: 'map', hex: '0606' },
    JY: { kind: 'entry', area: 2 },
    R1: { kind: 'map', hex: '0704' },
    R2: { kind: 'map', hex: '0404' },
    R3: { kind: 'eliminated' },
    RR: { kind: 'map', hex: '0503' },
    RC: { kind: 'map', hex: '0605' },
  };
  const counters: CounterView[] = COUNTERS.map((d) => {
    const where = at[d.id] ?? { kind: 'unplaced' };
    const resting = d.id === 'R2';
    const known = d.side === viewer || d.id === 'R3' || (viewer === 'japan' && d.id === 'R2');
    return known
      ? { side: d.side, known, id: d.id, name: d.name, short: d.short, strength: d.strength, where, resting }
      : { side: d.side, known, where, resting };
  });
  const j2 = COUNTERS.find((c) => c.id === 'J2')!;
  const r2 = COUNTERS.find((c) => c.id === 'R2')!;
  return {
    game: 'hoten-kaisen',
    viewer,
    step: 40,
    turn: 9,
    time: 3,
    timeTrack: TIME_TRACK.map((t) => ({ ...t })),
    toAct: ['japan'],
    decision: 'advance',
    activeSide: 'japan',
    counters,
    lastHexes: ['0406', '0405'],
    lastCombat: {
      attackerHex: '0406',
      defenderHex: '0405',
      attacker: { side: 'japan', name: j2.name, result: { strength: 4, die: 5, support: 1, modifier: 0, total: 10 } },
      defender: { side: 'russia', name: r2.name, result: { strength: 5, die: 1, support: 0, modifier: 2, total: 8 } },
      outcome: { ja: `${r2.name.ja}は敗れて退却した。`, en: `${r2.name.en} lost and retreated.` },
    },
    result: null,
    summary: { ja: '日本軍: 0405へ戦闘後前進するか決める。', en: 'Japan: advance into 0405 or not.' },
  };
}

function isHotenView(v: unknown): v is HotenView {
  return typeof v === 'object' && v !== null && (v as { game?: unknown }).game === 'hoten-kaisen' && Array.isArray((v as { counters?: unknown }).counters);
}

export const hotenRenderer = {
  async renderSvg(view: unknown, locale: Locale): Promise<string> {
    if (!isHotenView(view)) throw new Error('hoten-kaisen renderer: not a HotenView');
    return renderHotenSvg(view, locale);
  },
  async warmUp(): Promise<void> {
    // Both private views between them show every counter's labels; the glyphs get cached.
    for (const viewer of ['japan', 'russia'] as const) {
      for (const locale of ['ja', 'en'] as const) await renderHotenSvg(sampleHotenView(viewer), locale);
    }
  },
};
