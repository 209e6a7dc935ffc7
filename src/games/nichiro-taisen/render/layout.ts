// 日露大戦's map image: geometry and layout (15 × 18 hexes of circumradius 42 in grid orientation,
// box columns on both sides, tracks above, panels below: 1226 × 1858 px) and the palette.
// See index.ts (this folder) for the whole design.
import type { HexId } from '#engine/hex.ts';
import { hexCenter } from '#render/hex-geometry.ts';
import { GRID, HEXES } from '../data/map.ts';
import { COUNTERS } from '../data/counters.ts';
import type { BoxId } from '../types.ts';
import { PAPER, sharedHexEdge, sideColorsFrom, type Pt } from '#render/svg-kit.ts';

// ---------------------------------------------------------------------------------------------
// Geometry

/** Hex circumradius (px). */
export const HEX_SIZE = 42;
/** Counter side (px, at the native image size). */
export const COUNTER_SIZE = 42;
export const S = HEX_SIZE;
export const K = COUNTER_SIZE;
export const HEX_H = Math.sqrt(3) * S;
const NCOLS = GRID.cols.max - GRID.cols.min + 1;
const NROWS = GRID.rows.max - GRID.rows.min + 1;
const MAP_W = S * (2 + 1.5 * (NCOLS - 1));
const MAP_H = HEX_H * (NROWS + 0.5);

export const MARGIN = 10;
export const GAP = 8;
const MAP_PAD = 4;
/** Width of the box columns on both sides of the map (two counters abreast). */
const SIDE_W = 108;
export const IMAGE_W = Math.ceil(2 * MARGIN + 2 * SIDE_W + 2 * GAP + MAP_W + 2 * MAP_PAD);
const X_LEFT = MARGIN;
export const X_MAPFRAME = MARGIN + SIDE_W + GAP;
export const X_MAP = X_MAPFRAME + MAP_PAD;
export const MAPFRAME_W = MAP_W + 2 * MAP_PAD;
const X_RIGHT = X_MAPFRAME + MAPFRAME_W + GAP;
export const INNER_W = IMAGE_W - 2 * MARGIN;

export const Y_HEADER = MARGIN;
const HEADER_H = 50;
export const Y_TRACK = Y_HEADER + HEADER_H + 4;
export const TRACK_H = 50;
export const Y_MAPFRAME = Y_TRACK + TRACK_H + GAP;
const Y_MAP = Y_MAPFRAME + MAP_PAD;
export const MAPFRAME_H = MAP_H + 2 * MAP_PAD;
export const Y_ROW1 = Math.round(Y_MAPFRAME + MAPFRAME_H + GAP);
export const ROW1_H = 178;
export const Y_ROW2 = Y_ROW1 + ROW1_H + GAP;
export const ROW2_H = 178;
export const IMAGE_H = Y_ROW2 + ROW2_H + MARGIN;

/**
 * Panel widths of the two info rows. The status panel is the phone picture's width: 400 px, which a
 * phone shows 1:1 (hex ids 10 px, counter values larger).
 */
export const STATUS_W = 400;
export const CARDS_W = 290;
export const MARKERS_W = INNER_W - STATUS_W - CARDS_W - 2 * GAP;
export const COMBAT_W = 690;
export const LEGEND_W = INNER_W - COMBAT_W - GAP;

export type Rect = { x: number; y: number; w: number; h: number };

/** The off-map boxes and the vertical morale track, in image coordinates. */
export const BOX_RECT: Record<BoxId, Rect> = {
  japan: { x: X_LEFT, y: Y_MAPFRAME, w: SIDE_W, h: 330 },
  eliminated: { x: X_LEFT, y: Y_MAPFRAME + 340, w: SIDE_W, h: MAPFRAME_H - 340 - 490 },
  korea: { x: X_LEFT, y: Y_MAPFRAME + MAPFRAME_H - 480, w: SIDE_W, h: 480 },
  europeanRussia: { x: X_RIGHT, y: Y_MAPFRAME, w: SIDE_W, h: 330 },
  siberia: { x: X_RIGHT, y: Y_MAPFRAME + MAPFRAME_H - 420, w: SIDE_W, h: 420 },
};
export const MORALE_RECT: Rect = { x: X_RIGHT, y: Y_MAPFRAME + 340, w: SIDE_W, h: 432 };
export const COMPASS_C: Pt = { x: X_RIGHT + SIDE_W / 2, y: MORALE_RECT.y + MORALE_RECT.h + 70 };

export const NICHIRO_LAYOUT = {
  width: IMAGE_W,
  height: IMAGE_H,
  /** The hex grid's origin (hexCenter adds to it) and size, in image coordinates. */
  map: { x: X_MAP, y: Y_MAP, width: MAP_W, height: MAP_H },
  boxes: BOX_RECT,
  morale: MORALE_RECT,
  turnTrack: { x: MARGIN, y: Y_TRACK, width: INNER_W, height: TRACK_H },
  hexSize: HEX_SIZE,
  counterSize: COUNTER_SIZE,
} as const;

/** Centre of a hex in image coordinates. */
export function hexCenterOnImage(hex: HexId): Pt {
  const c = hexCenter(GRID, hex, S);
  return { x: c.x + X_MAP, y: c.y + Y_MAP };
}

export const ON_MAP = new Set(HEXES.map((h) => h.id));
export const COUNTER_ORDER = new Map(COUNTERS.map((c, i) => [c.id, i]));

/** The two corners of `a` shared with its neighbour `b`. */
export function sharedEdge(a: HexId, b: HexId): [Pt, Pt] {
  return sharedHexEdge(hexCenterOnImage(a), hexCenterOnImage(b), S);
}

/** Vertical offsets of the hex id (from the hex's top) and of the name (from its bottom). */
export const ID_DY = 7;
export const NAME_DY = 7.5;

/** Pitch of the rough terrain's hatching (px). */
export const HATCH = 8;

/** Slots around a hex centre: markers sit in the side corners, clear of a counter. */
export const CORNER_DX = S - 12.5;

/** Centre of a hex's marker slot: east (control) or west (port), in image coordinates. */
export function markerSlot(hex: HexId, slot: 'east' | 'west'): Pt {
  const c = hexCenterOnImage(hex);
  return { x: c.x + (slot === 'east' ? CORNER_DX : -CORNER_DX), y: c.y };
}

/** Top-left of the i-th of `count` counters in a hex, in image coordinates. */
export function counterOrigin(hex: HexId, i: number, count: number): Pt {
  const c = hexCenterOnImage(hex);
  const o = stackOffset(i, count);
  return { x: c.x - K / 2 + o.x, y: c.y - K / 2 + o.y };
}

/** Where the n-th of `count` counters in a hex goes (top-left), fanned so each band shows. */
export function stackOffset(i: number, count: number): Pt {
  if (count <= 1) return { x: 0, y: 0 };
  // The lower counter's band (13 px) must show above the upper one; the whole stack sits 2 px
  // low so the lower counter stays clear of the hex id (the place name is covered instead).
  const step = { x: 7, y: count === 2 ? 13 : 26 / (count - 1) };
  const t = i - (count - 1) / 2;
  return { x: t * step.x, y: t * step.y + 2 };
}

// ---------------------------------------------------------------------------------------------
// Palette

export const C = {
  ...PAPER,
  mapFrame: '#5c4a33',
  sea: '#a9cde8',
  seaLine: '#8ab4d6',
  seaId: '#4f7fa8',
  coast: '#3f6f98',
  clear: '#ebe4bd',
  rough: '#d7bb86',
  roughHatch: '#8a5f33',
  hexLine: '#9c8a62',
  river: '#2a66c0',
  riverCore: '#7fb2ee',
  road: '#8b4513',
  rail: '#1d1d1d',
  town: '#8c2a1c',
  star: '#f2c230',
  highlight: '#ffd21f',
  highlightEdge: '#6b5200',
  combat: '#d0201b',
  declared: '#f08a00',
  japanBody: '#fbf1da',
  japanDark: '#b3262d',
  russiaBody: '#d3e6c3',
  russiaDark: '#2e5b2c',
  zoc: '#ffd21f',
  boxFill: '#f6eedc',
  gold: '#e0b52d',
  plate: '#fbf6e6',
} as const;

/** The palette (tests check pixels against it). */
export const NICHIRO_PALETTE = C;

export const sideColors = sideColorsFrom({
  japan: { body: C.japanBody, dark: C.japanDark },
  russia: { body: C.russiaBody, dark: C.russiaDark },
});
