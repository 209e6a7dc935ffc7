// Pixel geometry of the hex grid, for the renderers: where a hex's centre and corners are drawn.
// The grid itself (ids, neighbours, distance) is rules data in src/engine/hex.ts.
import { isShifted, parseHex, type HexGrid, type HexId } from '#engine/hex.ts';

type Pt = { x: number; y: number };

/** Centre of a hex in pixels for flat-topped hexes of circumradius `size`. */
export function hexCenter(grid: HexGrid, id: HexId, size: number): Pt {
  const p = parseHex(id);
  if (!p) throw new Error(`not a hex id: ${id}`);
  const h = Math.sqrt(3) * size;
  const x = size + (p.col - grid.cols.min) * size * 1.5;
  const y = h / 2 + (p.row - grid.rows.min) * h + (isShifted(grid, p.col) ? h / 2 : 0);
  return { x, y };
}

/** The corners of a flat-topped hex, clockwise from the right-hand corner (0°). */
export function hexCorners(center: Pt, size: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    out.push({ x: center.x + size * Math.cos(a), y: center.y + size * Math.sin(a) });
  }
  return out;
}

/**
 * A hex's tap target on the web board (a renderer's places): the square about its centre whose
 * half-side is the inradius (√3/2 ≈ 0.86 of the circumradius `size`), so it stays inside the hex.
 */
export function hexTarget(center: Pt, size: number): { x: number; y: number; w: number; h: number } {
  const half = size * 0.86;
  return { x: center.x - half, y: center.y - half, w: 2 * half, h: 2 * half };
}
