// Hex ids in the rulebooks' 4-digit XXYY form (column, row) on a grid of flat-topped hexes in
// vertical columns. Which columns sit half a hex lower is map data (`shifted`): with 'odd',
// an odd column's neighbours in the next columns are rows r and r+1, an even column's r-1 and r.
// Pixel geometry (where a hex is drawn) is rendering's: render/hex-geometry.ts.

export type HexId = string;
export type ColumnShift = 'odd' | 'even';

export interface HexGrid {
  shifted: ColumnShift;
  /** Inclusive bounds of the map, for drawing and for off-map tests. */
  cols: { min: number; max: number };
  rows: { min: number; max: number };
}

export function hexId(col: number, row: number): HexId {
  return String(col).padStart(2, '0') + String(row).padStart(2, '0');
}

export function parseHex(id: HexId): { col: number; row: number } | null {
  if (!/^\d{4}$/.test(id)) return null;
  return { col: Number(id.slice(0, 2)), row: Number(id.slice(2, 4)) };
}

function mustParse(id: HexId): { col: number; row: number } {
  const p = parseHex(id);
  if (!p) throw new Error(`not a hex id: ${id}`);
  return p;
}

export function isShifted(grid: Pick<HexGrid, 'shifted'>, col: number): boolean {
  return (col % 2 === 1) === (grid.shifted === 'odd');
}

/** The six ids around a hex (some may be off the map; filter with the map's hex list). */
export function neighbourIds(grid: Pick<HexGrid, 'shifted'>, id: HexId): HexId[] {
  const { col, row } = mustParse(id);
  const lowSide = isShifted(grid, col) ? [row, row + 1] : [row - 1, row];
  const out = [hexId(col, row - 1), hexId(col, row + 1)];
  for (const c of [col - 1, col + 1]) for (const r of lowSide) out.push(hexId(c, r));
  return out.filter((h) => !h.includes('-'));
}

function toCube(grid: Pick<HexGrid, 'shifted'>, id: HexId): { q: number; r: number; s: number } {
  const { col, row } = mustParse(id);
  // Axial r such that a shifted column's row r meets rows r and r+1 of its neighbours.
  const colIsShifted = isShifted(grid, col);
  const half = Math.floor(col / 2) + (colIsShifted ? 0 : col % 2);
  // Derivation: with shifted odd columns, r = row - (col - (col&1))/2; with shifted even, r = row - (col + (col&1))/2.
  const r = row - half;
  return { q: col, r, s: -col - r };
}

export function hexDistance(grid: Pick<HexGrid, 'shifted'>, a: HexId, b: HexId): number {
  const x = toCube(grid, a);
  const y = toCube(grid, b);
  return Math.max(Math.abs(x.q - y.q), Math.abs(x.r - y.r), Math.abs(x.s - y.s));
}

export function areAdjacent(grid: Pick<HexGrid, 'shifted'>, a: HexId, b: HexId): boolean {
  return neighbourIds(grid, a).includes(b);
}

/** A hexside's canonical id: the two hex ids in sorted order, joined by '-'. */
export function sideId(a: HexId, b: HexId): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}
