// 日露大戦 moves along lines and by sea: the rail move ([rule 8.2]), the strategic move by road or rail
// ([rule 10.2.4]) and transport through the ports ([rule 10.2.5]).
import type { HexId } from '#engine/hex.ts';
import { COUNTER_BY_ID, STACK_LIMIT } from '../../data/counters.ts';
import { HEX_BY_ID, PORTS } from '../../data/map.ts';
import {
  controller,
  hasRoom,
  KOREA,
  LAND_COUNT,
  LINK_FLAGS,
  LINK_TO,
  maOf,
  NODE_ID,
  nodeOf,
  nodeOfUnit,
  onRail,
  onRoadOrRail,
  other,
  RAIL,
  ROAD,
  SIBERIA,
  SUPPLY_NODE,
  TOWN,
  unitsOf,
  type Occ,
} from '../../board.ts';
import type { NichiroG, NSide, UnitState } from '../../types.ts';
import { intactShips } from '../fleets.ts';
import type { Reach } from './normal.ts';

export type LineBlock = 'ezoc' | 'town' | 'enemySupply' | 'supply' | 'stack' | 'enemy';

/**
 * Why a line move may not enter land node `b` (the conditions of the step test below, named):
 * [rule 7.0] enemy units or the stacking limit, [rule 6.2] an EZOC, [rule 8.2] [rule 10.2.4] an
 * enemy-controlled town, [rule 10.2.4] a supply hex that is the enemy's or enemy-controlled.
 */
export function lineBlock(g: NichiroG, occ: Occ, side: NSide, b: number, strategic: boolean): LineBlock | null {
  if (occ.count[other(side)][b]) return 'enemy';
  if (!hasRoom(occ, side, b)) return 'stack';
  if (occ.ezoc[side][b]) return 'ezoc';
  const hex = NODE_ID[b]!;
  if (TOWN[b] && controller(g, hex) !== side) return 'town';
  if (strategic && HEX_BY_ID.get(hex)?.supply) {
    if (b === SUPPLY_NODE[other(side)]) return 'enemySupply';
    if (controller(g, hex) !== side) return 'supply';
  }
  return null;
}

/** May a line move (rail: [rule 8.2]; road or rail: [rule 10.2.4]) enter node b? */
function lineStepOk(g: NichiroG, occ: Occ, side: NSide, b: number, strategic: boolean): boolean {
  if (b === KOREA && side !== 'japan') return false;
  if (b === SIBERIA && side !== 'russia') return false;
  return b < LAND_COUNT ? lineBlock(g, occ, side, b, strategic) === null : hasRoom(occ, side, b);
}

/** Has a rail ([rule 8.2]) or strategic ([rule 10.2.4]) move at all? */
export function canLineMove(g: NichiroG, occ: Occ, u: UnitState, strategic: boolean): boolean {
  if (!(strategic ? canStrategicStart(occ, u) : canRailStart(occ, u))) return false;
  const start = nodeOfUnit(u)!;
  const mask = strategic ? ROAD | RAIL : RAIL;
  const to = LINK_TO[start]!;
  const fl = LINK_FLAGS[start]!;
  for (let k = 0; k < to.length; k++)
    if ((fl[k]! & mask) !== 0 && lineStepOk(g, occ, u.side, to[k]!, strategic)) return true;
  return false;
}

/** Breadth-first search along lines (rail: [rule 8.2]; road or rail: [rule 10.2.4]), with parent links for the path. */
function lineSearch(g: NichiroG, occ: Occ, u: UnitState, mask: number, strategic: boolean): Reach {
  const out: Reach = new Map();
  const start = nodeOfUnit(u);
  if (start === null) return out;
  const side = u.side;
  const parent = new Map<number, number>([[start, -1]]);
  const queue = [start];
  for (let qi = 0; qi < queue.length; qi++) {
    const a = queue[qi]!;
    const to = LINK_TO[a]!;
    const fl = LINK_FLAGS[a]!;
    for (let k = 0; k < to.length; k++) {
      const b = to[k]!;
      if ((fl[k]! & mask) === 0 || parent.has(b)) continue;
      if (!lineStepOk(g, occ, side, b, strategic)) continue;
      parent.set(b, a);
      queue.push(b);
      // Boxes end the move.
      if (b >= LAND_COUNT) continue;
    }
  }
  for (const n of parent.keys()) {
    if (n === start) continue;
    const path: number[] = [];
    for (let x: number = n; x !== start; x = parent.get(x)!) path.push(x);
    out.set(n, path.reverse());
  }
  return out;
}

/** [rule 8.2] may this unit rail move (on a railway and not in an EZOC, or in the Siberia box)? */
export function canRailStart(occ: Occ, u: UnitState): boolean {
  if (maOf(u) <= 0) return false;
  const n = nodeOfUnit(u);
  if (n === null || n === KOREA) return false;
  if (n === SIBERIA) return u.side === 'russia';
  return onRail(n) && occ.ezoc[u.side][n] === 0;
}

export function railMoves(g: NichiroG, occ: Occ, u: UnitState): Reach {
  if (!canRailStart(occ, u)) return new Map();
  return lineSearch(g, occ, u, RAIL, false);
}

/** [rule 10.2.4] on a road or railway (or in the Korea / Siberia box), not in an EZOC, MA 1+. */
export function canStrategicStart(occ: Occ, u: UnitState): boolean {
  if (maOf(u) <= 0) return false;
  const n = nodeOfUnit(u);
  if (n === null) return false;
  if (n === KOREA) return u.side === 'japan';
  if (n === SIBERIA) return u.side === 'russia';
  return onRoadOrRail(n) && occ.ezoc[u.side][n] === 0;
}

export function strategicMoves(g: NichiroG, occ: Occ, u: UnitState): Reach {
  if (!canStrategicStart(occ, u)) return new Map();
  return lineSearch(g, occ, u, ROAD | RAIL, true);
}

/** Destination ids of a reach, sorted (boxes last). */
export function destIds(r: Reach): string[] {
  return [...r.keys()].sort((a, b) => a - b).map((n) => NODE_ID[n]!);
}

// ---------------------------------------------------------------------------------------------
// Transport ([rule 10.2.5])

/** Ports open to Japanese transport: southern ones, or all once the PA fleet cannot sortie ([rule 10.2.5], [rule 10.4.1], [rule 11.6]). */
export function openPorts(g: NichiroG): HexId[] {
  const all = g.paFleetBlocked || (g.navy !== null && intactShips(g, 'portArthur') <= 2);
  return PORTS.filter((p) => p.kind === 'south' || all).map((p) => p.hex);
}

/** [rule 10.2.5] where a transport of `count` Japanese units can go: 'korea' and free ports with room. */
export function japanTransportDests(g: NichiroG, occ: Occ, count = 1): string[] {
  const out = ['korea'];
  for (const hex of openPorts(g)) {
    const n = nodeOf(hex)!;
    if (occ.count.russia[n] === 0 && occ.count.japan[n]! + count <= STACK_LIMIT.japan) out.push(hex);
  }
  return out;
}

/** [rule 10.2.5] units that a transport may carry now. */
export function transportable(g: NichiroG, side: NSide): UnitState[] {
  if (side === 'japan') {
    if (g.japanNoHomeTransport) return [];
    return unitsOf(g, 'japan').filter((u) => u.where.kind === 'box' && u.where.box === 'japan');
  }
  return unitsOf(g, 'russia').filter(
    (u) =>
      u.where.kind === 'box' &&
      u.where.box === 'europeanRussia' &&
      u.id !== 'R-PA' &&
      u.id !== 'R-NA' &&
      maOf(u) === 2 &&
      isType(u, '3-2'),
  );
}

export function isType(u: UnitState, type: string): boolean {
  return unitType(u.id) === type;
}
export const unitType = (id: string): string => COUNTER_BY_ID[id]!.type;
