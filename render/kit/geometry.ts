// The render kit: numbers and geometry for hand-written SVG (points, segments, clipping, hatching,
// arrows, rail ties, outlines) and side colours from a game's palette.
import { hexCorners } from '../hex-geometry.ts';

// ---------------------------------------------------------------------------------------------
// Numbers and geometry

/** One decimal: every coordinate written into an SVG goes through it. */
export function r1(n: number): number {
  return Math.round(n * 10) / 10;
}

export type Pt = { x: number; y: number };

/** A polygon's or polyline's `points`. */
export function pts(ps: readonly Pt[]): string {
  return ps.map((p) => `${r1(p.x)},${r1(p.y)}`).join(' ');
}

/** A path segment p–q ("M… L…"). */
export function seg(p: Pt, q: Pt): string {
  return `M${r1(p.x)} ${r1(p.y)}L${r1(q.x)} ${r1(q.y)}`;
}

/** An SVG document of the given size around `body`. */
export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** The part of segment p0–p1 inside a convex polygon (Cyrus–Beck), or null. */
export function clipToConvex(p0: Pt, p1: Pt, poly: readonly Pt[]): [Pt, Pt] | null {
  let t0 = 0;
  let t1 = 1;
  const d = { x: p1.x - p0.x, y: p1.y - p0.y };
  // Centroid, to orient each edge's inward normal.
  const cx = poly.reduce((a, p) => a + p.x, 0) / poly.length;
  const cy = poly.reduce((a, p) => a + p.y, 0) / poly.length;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    let n = { x: -(b.y - a.y), y: b.x - a.x };
    if (n.x * (cx - a.x) + n.y * (cy - a.y) < 0) n = { x: -n.x, y: -n.y };
    const num = n.x * (p0.x - a.x) + n.y * (p0.y - a.y);
    const den = n.x * d.x + n.y * d.y;
    if (den === 0) {
      if (num < 0) return null;
      continue;
    }
    const t = -num / den;
    if (den > 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [
    { x: p0.x + d.x * t0, y: p0.y + d.y * t0 },
    { x: p0.x + d.x * t1, y: p0.y + d.y * t1 },
  ];
}

/**
 * Diagonal hatching (lines x + y = const, `pitch` px apart, 2n + 1 of them around c) clipped by
 * hand to a convex polygon, as path data: a <pattern> or a clip-path would cost resvg an
 * offscreen layer. `reach`: half the length of an unclipped line's run in x (and y).
 */
export function diagonalHatch(c: Pt, poly: readonly Pt[], n: number, pitch: number, reach: number): string {
  const out: string[] = [];
  for (let k = -n; k <= n; k++) {
    const off = k * pitch * Math.SQRT2;
    const s = clipToConvex(
      { x: c.x + off / 2 - reach, y: c.y + off / 2 + reach },
      { x: c.x + off / 2 + reach, y: c.y + off / 2 - reach },
      poly,
    );
    if (s) out.push(seg(s[0], s[1]));
  }
  return out.join('');
}

/** The two corners of the hex of circumradius `size` centred on `a` shared with the neighbour centred on `b`. */
export function sharedHexEdge(a: Pt, b: Pt, size: number): [Pt, Pt] {
  const corners = hexCorners(a, size)
    .map((p) => ({ p, d: Math.hypot(p.x - b.x, p.y - b.y) }))
    .sort((u, v) => u.d - v.d);
  return [corners[0]!.p, corners[1]!.p];
}

/** A thick arrow from a to b (polygon): shaft half-width w, head half-width hw, head length hl. */
export function arrowPolygon(a: Pt, b: Pt, w: number, hw: number, hl: number): Pt[] {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const bx = b.x - ux * hl;
  const by = b.y - uy * hl;
  return [
    { x: a.x - uy * w, y: a.y + ux * w },
    { x: bx - uy * w, y: by + ux * w },
    { x: bx - uy * hw, y: by + ux * hw },
    b,
    { x: bx + uy * hw, y: by - ux * hw },
    { x: bx + uy * w, y: by - ux * w },
    { x: a.x + uy * w, y: a.y - ux * w },
  ];
}

/** Railway ties across a polyline (path data): every `spacing` px from `start`, 2 × `half` long. */
export function railTies(line: readonly Pt[], spacing = 11, half = 5.5, start = spacing / 2): string {
  const ties: string[] = [];
  for (let i = 0; i + 1 < line.length; i++) {
    const p = line[i]!;
    const q = line[i + 1]!;
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d === 0) continue;
    const ux = (q.x - p.x) / d;
    const uy = (q.y - p.y) / d;
    for (let s = start; s < d; s += spacing) {
      const mx = p.x + ux * s;
      const my = p.y + uy * s;
      ties.push(`M${r1(mx - uy * half)} ${r1(my + ux * half)}L${r1(mx + uy * half)} ${r1(my - ux * half)}`);
    }
  }
  return ties.join('');
}

/** An outline drawn twice, a wide stroke under a narrower one (the last action's highlight). */
export function doubleOutline(
  points: string,
  under: string,
  underWidth: number,
  over: string,
  overWidth: number,
  extra = '',
): string {
  return (
    `<polygon points="${points}" fill="none" stroke="${under}" stroke-width="${underWidth}"${extra}/>` +
    `<polygon points="${points}" fill="none" stroke="${over}" stroke-width="${overWidth}"${extra}/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Colours

/** A panel's frame on the page: rounded, in the shared panel colours (PAPER). */
export function panelFrame(r: { x: number; y: number; w: number; h: number }): string {
  return `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="8" fill="${PAPER.panel}" stroke="${PAPER.panelBorder}" stroke-width="1.5"/>`;
}

/** The house style every game's page shares: paper, panels and their frames, ink. */
export const PAPER = {
  page: '#e9dfc6',
  panel: '#f8f2e2',
  panelBorder: '#b3a079',
  ink: '#2a2017',
  inkSoft: '#5e4e37',
} as const;

/** A side's counter body and dark (frame, band, text) colours, from a game's palette by side id. */
export function sideColorsFrom(
  palette: Readonly<Record<string, { body: string; dark: string }>>,
): (side: string) => { body: string; dark: string } {
  return (side) => {
    const c = palette[side];
    if (!c) throw new Error(`no colours for side ${side}`);
    return c;
  };
}
