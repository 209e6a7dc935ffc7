// 奉天会戦's map image: geometry and layout (the hex layer with the entry areas, header, time track,
// info panels and tray: 1060 px wide) and the palette. See index.ts (this folder) for the design.
import type { HexId } from '#engine/hex.ts';
import { hexCenter } from '#render/hex-geometry.ts';
import { ENTRY_AREAS, GRID } from '../data/map.ts';
import { PAPER, sharedHexEdge, sideColorsFrom, type Pt } from '#render/svg-kit.ts';

// ---------------------------------------------------------------------------------------------
// Geometry

/** Hex circumradius (px). */
export const HEX_SIZE = 64;
/** Counter side (px, at the native image size). */
export const COUNTER_SIZE = 76;
export const HEX_H = Math.sqrt(3) * HEX_SIZE;
/** Width of the column west of the map holding the entry areas. */
export const ENTRY_W = 140;
const PAD = 6;
const MAP_W = HEX_SIZE * (2 + 1.5 * (GRID.cols.max - GRID.cols.min));
const MAP_H = HEX_H * (GRID.rows.max - GRID.rows.min + 1.5);
export const LAYER_W = Math.ceil(ENTRY_W + MAP_W + PAD);
export const LAYER_H = Math.ceil(MAP_H + 2 * PAD);

export const MARGIN = 9;
export const GAP = 8;
export const IMAGE_W = LAYER_W + 2 * MARGIN;
export const HEADER_H = 54;
export const TRACK_H = 64;
export const INFO_H = 184;
export const TRAY_H = 122;
/** The tray (unplaced / eliminated counters) and the legend share the last row. */
export const TRAY_W = 560;

export const Y_HEADER = MARGIN;
export const Y_TRACK = Y_HEADER + HEADER_H + 4;
export const Y_MAP = Y_TRACK + TRACK_H + GAP;
export const Y_INFO = Y_MAP + LAYER_H + GAP;
export const Y_TRAY = Y_INFO + INFO_H + GAP;
export const IMAGE_H = Y_TRAY + TRAY_H + MARGIN;

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
export function entryBox(area: 1 | 2 | 3): { x: number; y: number; w: number; h: number; arrowY: number } {
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
export function sharedEdge(a: HexId, b: HexId): [Pt, Pt] {
  return sharedHexEdge(hexCenterInLayer(a), hexCenterInLayer(b), HEX_SIZE);
}

// ---------------------------------------------------------------------------------------------
// Palette

export const C = {
  ...PAPER,
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

export const sideColors = sideColorsFrom({
  japan: { body: C.japanBody, dark: C.japanDark },
  russia: { body: C.russiaBody, dark: C.russiaDark },
});
