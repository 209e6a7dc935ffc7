// 奉天会戦: questions about the board (terrain, hexsides, occupancy) that every chapter asks.
import { areAdjacent, neighbourIds, sideId, type HexId } from '../../engine/hex.ts';
import { FORTRESSES, GRID, HEXES, MOUNTAINS, RAILWAY, RIVER_SIDES, TRENCH_SIDES } from './data/map.ts';
import type { HotenG, HotenSide, UnitState } from './types.ts';

const HEX_SET = new Set(HEXES);
const MOUNTAIN_SET = new Set(MOUNTAINS);
const FORTRESS_SET = new Set(FORTRESSES);
const RIVER_SET = new Set(RIVER_SIDES.map(([a, b]) => sideId(a, b)));
const TRENCH_SET = new Set(TRENCH_SIDES.map(([a, b]) => sideId(a, b)));
const RAIL_SET = new Set(RAILWAY.slice(1).map((h, i) => sideId(RAILWAY[i]!, h)));

export const other = (side: HotenSide): HotenSide => (side === 'japan' ? 'russia' : 'japan');

export const onMap = (hex: HexId): boolean => HEX_SET.has(hex);
export const isMountain = (hex: HexId): boolean => MOUNTAIN_SET.has(hex);
export const isFortress = (hex: HexId): boolean => FORTRESS_SET.has(hex);
export const isRiverSide = (a: HexId, b: HexId): boolean => RIVER_SET.has(sideId(a, b));
export const isTrenchSide = (a: HexId, b: HexId): boolean => TRENCH_SET.has(sideId(a, b));
/** Both hexes on the railway and joined by it through this hexside ([rule 8.0] along the railway). */
export const isRailSide = (a: HexId, b: HexId): boolean => RAIL_SET.has(sideId(a, b));

const NEIGHBOURS = new Map<HexId, HexId[]>(HEXES.map((h) => [h, neighbourIds(GRID, h).filter(onMap)]));

export function neighbours(hex: HexId): HexId[] {
  return NEIGHBOURS.get(hex) ?? [];
}

export const adjacent = (a: HexId, b: HexId): boolean => areAdjacent(GRID, a, b);

export type Occupancy = Map<HexId, UnitState>;

/** Which unit stands on which hex (one counter per hex in this game). */
export function occupancy(g: HotenG): Occupancy {
  const occ: Occupancy = new Map();
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.where.kind === 'map') occ.set(u.where.hex, u);
  }
  return occ;
}

export function unitAt(g: HotenG, hex: HexId): UnitState | undefined {
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.where.kind === 'map' && u.where.hex === hex) return u;
  }
  return undefined;
}

export function hexOf(u: UnitState): HexId | null {
  return u.where.kind === 'map' ? u.where.hex : null;
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
  for (const n of neighbours(hex)) {
    const u = occ.get(n);
    if (!u || u.side === side) continue;
    if (u.side === 'japan' && isFortress(hex) && isTrenchSide(n, hex)) continue;
    return true;
  }
  return false;
}
