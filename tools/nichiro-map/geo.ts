// Geometry for the 日露大戦 map generator: real coordinates (lat/lon) → the rulebook's hex grid.
//
// 1. An equirectangular projection in km around 40.5°N.
// 2. A least-squares similarity transform (rotation, scale, translation and the mirror that a
//    y-down hex grid needs) fitted to the anchors: places whose hex the rulebook fixes or implies.
// 3. A smooth correction (inverse-distance weighting of the anchors' residuals), so that the
//    anchors land exactly on their hexes and the places near them move with them — the lost map
//    was drawn by hand, with its own local stretches, and towns must keep their places relative
//    to the anchors around them.
// Hex space: a flat-topped grid in columns, adjacent centres 1 apart: x = col·√3/2,
// y = row (+ ½ in shifted columns).
import type { HexGrid, HexId } from '#engine/hex.ts';
import { hexId, isShifted, parseHex } from '#engine/hex.ts';

export interface Point {
  x: number;
  y: number;
}
export interface Anchor {
  hex: HexId;
  lat: number;
  lon: number;
}

const DEG = Math.PI / 180;
const EARTH_KM = 6371;
const LAT0 = 40.5;

export function project(lat: number, lon: number): Point {
  return { x: lon * DEG * EARTH_KM * Math.cos(LAT0 * DEG), y: lat * DEG * EARTH_KM };
}

export function hexPoint(grid: Pick<HexGrid, 'shifted'>, id: HexId): Point {
  const p = parseHex(id);
  if (!p) throw new Error(`not a hex id: ${id}`);
  return { x: (p.col * Math.sqrt(3)) / 2, y: p.row + (isShifted(grid, p.col) ? 0.5 : 0) };
}

export interface Fit {
  /** km per hex (centre to centre). */
  kmPerHex: number;
  /** Compass bearing (degrees) of increasing row and of increasing column. */
  rowBearing: number;
  colBearing: number;
  /** Anchors' distance from their hex centre before the local correction, in hexes. */
  residuals: { hex: HexId; before: number }[];
  /** lat/lon → hex space, anchors exact. */
  toHexSpace(lat: number, lon: number): Point;
}

export function fitAnchors(grid: Pick<HexGrid, 'shifted'>, anchors: readonly Anchor[]): Fit {
  if (anchors.length < 2) throw new Error('need at least two anchors');
  const P = anchors.map((a) => project(a.lat, a.lon));
  const H = anchors.map((a) => hexPoint(grid, a.hex));
  const n = anchors.length;
  const mp = { x: P.reduce((s, p) => s + p.x, 0) / n, y: P.reduce((s, p) => s + p.y, 0) / n };
  const mh = { x: H.reduce((s, p) => s + p.x, 0) / n, y: H.reduce((s, p) => s + p.y, 0) / n };
  // Mirror north (hex rows grow downwards), then h = z·p as complex numbers, least squares.
  let re = 0,
    im = 0,
    den = 0;
  for (let i = 0; i < n; i++) {
    const px = P[i]!.x - mp.x,
      py = -(P[i]!.y - mp.y);
    const hx = H[i]!.x - mh.x,
      hy = H[i]!.y - mh.y;
    re += hx * px + hy * py;
    im += hy * px - hx * py;
    den += px * px + py * py;
  }
  const a = re / den,
    b = im / den;
  const linear = (lat: number, lon: number): Point => {
    const p = project(lat, lon);
    const px = p.x - mp.x,
      py = -(p.y - mp.y);
    return { x: a * px - b * py + mh.x, y: b * px + a * py + mh.y };
  };
  const res = anchors.map((an, i) => {
    const f = linear(an.lat, an.lon);
    return { at: f, dx: H[i]!.x - f.x, dy: H[i]!.y - f.y };
  });
  const correction = (q: Point): { dx: number; dy: number } => {
    let sw = 0,
      sx = 0,
      sy = 0;
    for (const r of res) {
      const d2 = (r.at.x - q.x) ** 2 + (r.at.y - q.y) ** 2;
      if (d2 < 1e-12) return { dx: r.dx, dy: r.dy };
      const w = 1 / (d2 * d2);
      sw += w;
      sx += w * r.dx;
      sy += w * r.dy;
    }
    return { dx: sx / sw, dy: sy / sw };
  };
  // Bearings: the direction in which the hex y (row) and x (column) grow, as compass bearings.
  // A step of +1 in hex y corresponds to the real vector solving z·p = (0, 1).
  const bearingOf = (hx: number, hy: number): number => {
    const d = a * a + b * b;
    const px = (a * hx + b * hy) / d,
      pyMirrored = (-b * hx + a * hy) / d;
    const east = px,
      north = -pyMirrored;
    return (Math.atan2(east, north) / DEG + 360) % 360;
  };
  return {
    kmPerHex: 1 / Math.hypot(a, b),
    rowBearing: bearingOf(0, 1),
    colBearing: bearingOf(1, 0),
    residuals: res.map((r, i) => ({ hex: anchors[i]!.hex, before: Math.hypot(r.dx, r.dy) })),
    toHexSpace(lat, lon) {
      const f = linear(lat, lon);
      const c = correction(f);
      return { x: f.x + c.dx, y: f.y + c.dy };
    },
  };
}

/** The in-bounds hex whose centre is nearest to a hex-space point (null if it is off the map). */
export function nearestHex(grid: HexGrid, q: Point): { hex: HexId; offBy: number } | null {
  let best: HexId | null = null;
  let bd = Infinity;
  for (let c = grid.cols.min - 1; c <= grid.cols.max + 1; c++)
    for (let r = grid.rows.min - 1; r <= grid.rows.max + 1; r++) {
      if (r < 0) continue;
      const id = hexId(c, r);
      const p = hexPoint(grid, id);
      const d = (p.x - q.x) ** 2 + (p.y - q.y) ** 2;
      if (d < bd) {
        bd = d;
        best = id;
      }
    }
  if (!best) return null;
  const { col, row } = parseHex(best)!;
  if (col < grid.cols.min || col > grid.cols.max || row < grid.rows.min || row > grid.rows.max) return null;
  return { hex: best, offBy: Math.sqrt(bd) };
}
