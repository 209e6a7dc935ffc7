// 日露大戦: questions about the board that every chapter asks — precomputed node and link tables
// (land hexes plus the Korea and Siberia boxes), occupancy, zones of control ([rule 6.0]), stacking
// ([rule 7.0]), control ([rule 3.4]).
import { boardFromHexes, type Board } from '#engine/board.ts';
import { sideId, type HexId } from '#engine/hex.ts';
import { COUNTER_BY_ID, STACK_LIMIT } from './data/counters.ts';
import { ALL_SEA_SIDES, GRID, HEXES, HEX_BY_ID, RAIL_SIDES, RIVER_SIDES, ROAD_SIDES, SUPPLY } from './data/map.ts';
import type { NichiroG, NSide, UnitState } from './types.ts';

export const other = (side: NSide): NSide => (side === 'japan' ? 'russia' : 'japan');
export const SIDES: readonly NSide[] = ['japan', 'russia'];

// ---------------------------------------------------------------------------------------------
// Nodes: every land hex, then the two boxes a normal move may enter or leave ([rule 8.3]).

const LAND: HexId[] = HEXES.filter((h) => h.terrain !== 'sea').map((h) => h.id);
export const LAND_COUNT = LAND.length;
export const KOREA = LAND_COUNT;
export const SIBERIA = LAND_COUNT + 1;
export const NODE_COUNT = LAND_COUNT + 2;

export const ROAD = 1;
export const RAIL = 2;
export const RIVER = 4;

const sideSet = (list: readonly (readonly [string, string])[]) => new Set(list.map(([a, b]) => sideId(a, b)));
const ROAD_SET = sideSet(ROAD_SIDES);
const RAIL_SET = sideSet(RAIL_SIDES);
const RIVER_SET = sideSet(RIVER_SIDES);
const ALL_SEA_SET = sideSet(ALL_SEA_SIDES);

/**
 * The map as a board kit board: land hexes linked to their land neighbours with hexside flags;
 * all-sea hexsides are no links [rule 6.0] [rule 8.1]. The Korea box joins 1015 by road
 * [rule 8.3.1], the Siberia box 2417 by rail [rule 8.3.2]; box links come after a hex's grid links.
 */
export const BOARD: Board = boardFromHexes(
  GRID,
  LAND,
  (a, b) => {
    const s = sideId(a, b);
    if (ALL_SEA_SET.has(s)) return null;
    return (ROAD_SET.has(s) ? ROAD : 0) | (RAIL_SET.has(s) ? RAIL : 0) | (RIVER_SET.has(s) ? RIVER : 0);
  },
  [
    { id: 'korea', links: [{ to: SUPPLY.japan, flags: ROAD }] },
    { id: 'siberia', links: [{ to: SUPPLY.russia, flags: RAIL }] },
  ],
);
/** Node index → hex id ('korea' / 'siberia' for the boxes). */
export const NODE_ID: readonly string[] = BOARD.ids;
export const nodeOf = (id: string): number | undefined => BOARD.nodeOf(id);

/** Links of a node: neighbour node and hexside flags, in BOARD's order, as plain arrays for the rules' loops. */
export const LINK_TO: number[][] = [];
export const LINK_FLAGS: number[][] = [];
for (let n = 0; n < NODE_COUNT; n++) {
  const from = BOARD.linkStart[n]!,
    to = BOARD.linkStart[n + 1]!;
  LINK_TO.push(Array.from(BOARD.linkTo.subarray(from, to)));
  LINK_FLAGS.push(Array.from(BOARD.linkFlags.subarray(from, to)));
}
/** The number of hex neighbours (box links come after them in LINK_TO); none for the boxes. */
export const HEX_LINKS: readonly number[] = LINK_TO.map((l, n) =>
  n < LAND_COUNT ? l.filter((m) => m < LAND_COUNT).length : 0,
);

export const ROUGH: Uint8Array = new Uint8Array(NODE_COUNT);
export const TOWN: Uint8Array = new Uint8Array(NODE_COUNT);
export const KEY: Uint8Array = new Uint8Array(NODE_COUNT);
/** Hexes whose control the game tracks ([rule 3.4]): towns ([rule 8.2], [rule 10.2.4]), key points ([rule 4.3.1]), supply ([rule 10.2.4]). */
export const TRACKED: Uint8Array = new Uint8Array(NODE_COUNT);
for (let i = 0; i < LAND_COUNT; i++) {
  const h = HEX_BY_ID.get(LAND[i]!)!;
  ROUGH[i] = h.terrain === 'rough' ? 1 : 0;
  TOWN[i] = h.town ? 1 : 0;
  KEY[i] = h.keyPoint ? 1 : 0;
  TRACKED[i] = h.town || h.keyPoint || h.supply ? 1 : 0;
}
export const SUPPLY_NODE: Readonly<Record<NSide, number>> = {
  japan: BOARD.nodeOf(SUPPLY.japan)!,
  russia: BOARD.nodeOf(SUPPLY.russia)!,
};

export const onRail = (n: number): boolean => n === SIBERIA || LINK_FLAGS[n]!.some((f) => (f & RAIL) !== 0);
export const onRoadOrRail = (n: number): boolean =>
  n === KOREA || n === SIBERIA || LINK_FLAGS[n]!.some((f) => (f & (ROAD | RAIL)) !== 0);

// ---------------------------------------------------------------------------------------------
// Units

export const unitData = (id: string) => {
  const c = COUNTER_BY_ID[id];
  if (!c) throw new Error(`unknown unit ${id}`);
  return c;
};
export const strengthOf = (u: UnitState): number =>
  u.flipped ? (unitData(u.id).backStrength ?? unitData(u.id).strength) : unitData(u.id).strength;
export const maOf = (u: UnitState): number => unitData(u.id).ma;

/** The node a unit stands on: a land hex, or the Korea / Siberia box; null elsewhere. */
export function nodeOfUnit(u: UnitState): number | null {
  if (u.where.kind === 'map') return BOARD.nodeOf(u.where.hex) ?? null;
  if (u.where.box === 'korea') return KOREA;
  if (u.where.box === 'siberia') return SIBERIA;
  return null;
}

/** A side's units sorted by id order of the counter mix. */
export function unitsOf(g: NichiroG, side: NSide): UnitState[] {
  const out: UnitState[] = [];
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.side === side) out.push(u);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Occupancy and zones of control, computed once per question.

export interface Occ {
  count: Record<NSide, Uint8Array>;
  /** Unit ids per node. */
  at: string[][];
  /** ezoc[side][node]: an enemy of `side` projects a ZOC into the node ([rule 6.0]). */
  ezoc: Record<NSide, Uint8Array>;
}

export function occupancy(g: NichiroG): Occ {
  // One buffer for the four tables: typed arrays over 64 bytes each get their own backing store,
  // and allocating four of them cost more than filling them.
  const buf = new Uint8Array(4 * NODE_COUNT);
  const count = { japan: buf.subarray(0, NODE_COUNT), russia: buf.subarray(NODE_COUNT, 2 * NODE_COUNT) };
  const ezoc = {
    japan: buf.subarray(2 * NODE_COUNT, 3 * NODE_COUNT),
    russia: buf.subarray(3 * NODE_COUNT, 4 * NODE_COUNT),
  };
  const noZoc = g.zocLoss.length > 0 ? new Set(g.zocLoss) : null;
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.where.kind !== 'map') continue;
    const n = BOARD.nodeOf(u.where.hex)!;
    count[u.side][n]! += 1;
    // [rule 6.0] ZOC into the six neighbours, never across all-sea hexsides; [rule 6.4] lost by a marker.
    if (noZoc?.has(id)) continue;
    const enemyZoc = ezoc[u.side === 'japan' ? 'russia' : 'japan'];
    const to = LINK_TO[n]!;
    for (let k = 0, m = HEX_LINKS[n]!; k < m; k++) enemyZoc[to[k]!] = 1;
  }
  // Who stands where is asked less often than how many: listed on first use.
  let at: string[][] | null = null;
  return {
    count,
    ezoc,
    get at(): string[][] {
      if (at) return at;
      at = new Array<string[]>(NODE_COUNT);
      for (const id in g.units) {
        const u = g.units[id]!;
        if (u.where.kind === 'map') (at[BOARD.nodeOf(u.where.hex)!] ??= []).push(id);
      }
      return at;
    },
  };
}

export function unitsAt(occ: Occ, node: number): string[] {
  return occ.at[node] ?? [];
}

/** [rule 7.0] may one more unit of `side` enter (or pass through) this node? Boxes have no limit. */
export function hasRoom(occ: Occ, side: NSide, node: number): boolean {
  if (node >= LAND_COUNT) return true;
  return occ.count[other(side)][node] === 0 && occ.count[side][node]! < STACK_LIMIT[side];
}

/** [rule 3.4] who controls a hex (Russia at the start, everywhere). */
export function controller(g: NichiroG, hex: HexId): NSide {
  return g.control[hex] ?? 'russia';
}
