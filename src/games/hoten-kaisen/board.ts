// 奉天会戦: questions about the board (terrain, hexsides, occupancy) that every chapter asks.
import { boardFromHexes, occupancy as occupancyOf } from '#engine/board.ts';
import { areAdjacent, sideId, type HexId } from '#engine/hex.ts';
import { FORTRESSES, GRID, HEXES, MOUNTAINS, RAILWAY, RIVER_SIDES, TRENCH_SIDES } from './data/map.ts';
import type { HotenG, HotenSide, UnitState } from './types.ts';

const HEX_SET = new Set(HEXES);
const MOUNTAIN_SET = new Set(MOUNTAINS);
const FORTRESS_SET = new Set(FORTRESSES);
const RIVER_SET = new Set(RIVER_SIDES.map(([a, b]) => sideId(a, b)));
const TRENCH_SET = new Set(TRENCH_SIDES.map(([a, b]) => sideId(a, b)));
/** The hexsides the railway runs through, joining two railway hexes ([rule 8.0] along the railway). */
const RAIL_SET = new Set(RAILWAY.slice(1).map((h, i) => sideId(RAILWAY[i]!, h)));

/** Hexside flags of the board's links. */
export const RIVER = 1;
export const TRENCH = 2;
export const RAIL = 4;

/** The map as a board kit board: one node per hex, links to on-map neighbours with hexside flags. */
export const BOARD = boardFromHexes(GRID, HEXES, (a, b) => {
  const s = sideId(a, b);
  return (RIVER_SET.has(s) ? RIVER : 0) | (TRENCH_SET.has(s) ? TRENCH : 0) | (RAIL_SET.has(s) ? RAIL : 0);
});
/** Mountain hexes by node. */
export const MOUNTAIN_NODE: Uint8Array = Uint8Array.from({ length: BOARD.size }, (_, n) =>
  MOUNTAIN_SET.has(BOARD.idOf(n)) ? 1 : 0,
);
const FORTRESS_NODE: Uint8Array = Uint8Array.from({ length: BOARD.size }, (_, n) =>
  FORTRESS_SET.has(BOARD.idOf(n)) ? 1 : 0,
);

export const other = (side: HotenSide): HotenSide => (side === 'japan' ? 'russia' : 'japan');

export const onMap = (hex: HexId): boolean => HEX_SET.has(hex);
export const isMountain = (hex: HexId): boolean => MOUNTAIN_SET.has(hex);
export const isFortress = (hex: HexId): boolean => FORTRESS_SET.has(hex);
export const isRiverSide = (a: HexId, b: HexId): boolean => RIVER_SET.has(sideId(a, b));
export const isTrenchSide = (a: HexId, b: HexId): boolean => TRENCH_SET.has(sideId(a, b));

const NEIGHBOURS = new Map<HexId, HexId[]>(
  HEXES.map((h) => [h, BOARD.links(BOARD.nodeOf(h)!).map((l) => BOARD.idOf(l.to))]),
);

export function neighbours(hex: HexId): HexId[] {
  return NEIGHBOURS.get(hex) ?? [];
}

export const adjacent = (a: HexId, b: HexId): boolean => areAdjacent(GRID, a, b);

/** Units by node (one counter per hex in this game). */
export type Occupancy = Map<number, UnitState[]>;

const nodeOfUnit = (u: UnitState): number | undefined =>
  u.where.kind === 'map' ? BOARD.nodeOf(u.where.hex) : undefined;

/** Which units stand on which node. */
export function occupancy(g: HotenG): Occupancy {
  return occupancyOf(Object.values(g.units), nodeOfUnit);
}

export function unitAt(g: HotenG, hex: HexId): UnitState | undefined {
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.where.kind === 'map' && u.where.hex === hex) return u;
  }
  return undefined;
}

export function unitsOf(g: HotenG, side: HotenSide): UnitState[] {
  return Object.values(g.units)
    .filter((u) => u.side === side)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * [rule 7.0] ZOC: does an enemy of `side` project a zone of control into `hex`?
 * Every counter controls its six neighbours, except that a zone does not reach into a fortress
 * across a trench hexside. Fortresses and trenches serve Russia only [rule 9.2], so only Japanese
 * zones are stopped by them (decision recorded in docs/games/hoten-kaisen.md).
 */
export function inEnemyZoc(g: HotenG, side: HotenSide, hex: HexId, occ: Occupancy = occupancy(g)): boolean {
  const n = BOARD.nodeOf(hex);
  return n !== undefined && inEnemyZocNode(side, n, occ);
}

/** inEnemyZoc for a node of BOARD. */
export function inEnemyZocNode(side: HotenSide, n: number, occ: Occupancy): boolean {
  for (let k = BOARD.linkStart[n]!; k < BOARD.linkStart[n + 1]!; k++) {
    for (const u of occ.get(BOARD.linkTo[k]!) ?? []) {
      if (u.side === side) continue;
      if (u.side === 'japan' && FORTRESS_NODE[n] && BOARD.linkFlags[k]! & TRENCH) continue;
      return true;
    }
  }
  return false;
}
