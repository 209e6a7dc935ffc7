// 日露大戦 8.0 movement: normal moves (8.0, 8.1, with 6.1 EZOC and 7.3 stacking while passing),
// the rail move (8.2), the boxes (8.3), and the card-driven moves that follow the same lines:
// strategic move (10.2.4) and transport (10.2.5).
import type { HexId } from '../../../engine/hex.ts';
import type { GameState, PerformContext, Rejection } from '../../../engine/types.ts';
import { COUNTER_BY_ID, STACK_LIMIT } from '../data/counters.ts';
import { HEX_BY_ID, PORTS } from '../data/map.ts';
import {
  controller, hasRoom, KEY, KOREA, LAND_COUNT, LINK_FLAGS, LINK_TO, maOf, NODE_COUNT, NODE_ID, nodeOf, nodeOfUnit,
  occupancy, onRail, onRoadOrRail, other, RAIL, RIVER, ROAD, ROUGH, SIBERIA, SUPPLY_NODE, TOWN, TRACKED, unitsOf,
  type Occ,
} from '../board.ts';
import { BOX_NAME, hexName, reject, SIDE_NAME, unitName } from '../messages.ts';
import type { MoveMode, NichiroG, NSide, NState, UnitState } from '../types.ts';

export type { MoveMode };
import { placeUnit } from './victory.ts';
import { intactShips } from './naval.ts';

type S = NState;

/** Destination node → the nodes entered on the way (ending with the destination). */
export type Reach = Map<number, number[]>;

/** How much a path is worth to the mover: the enemy supply hex, enemy key points, enemy towns (3.4, 4.3.1, 4.4). */
function entryValue(g: NichiroG, side: NSide, n: number): number {
  if (n >= LAND_COUNT || !TRACKED[n]) return 0;
  if (n === SUPPLY_NODE[other(side)]) return 10_000;
  if (controller(g, NODE_ID[n]!) === side) return 0;
  return KEY[n] ? 100 : 1;
}

const onPathScratch = new Uint8Array(NODE_COUNT);

/**
 * 8.0–8.3: every node a unit may end a normal move in, each with the path that gains the most
 * (control of the hexes passed, 3.4). Each hex costs 1 MP. Entering rough, or crossing a river,
 * ends the move unless the step follows a road or railway (8.1); entering an EZOC ends it (6.1);
 * a unit starting in an EZOC may not step straight into another (6.1); no entering or passing a
 * hex at the stacking limit or holding enemies (7.0, 7.3); all-sea hexsides are no links (8.1).
 * The Korea box joins 1015 by road, the Siberia box 2417 by rail (8.3); entering a box ends the move.
 * Not the board kit's least-cost search (src/engine/board.ts): that finds the same destinations as
 * fast, but a move here takes the way that gains most control [rule 3.4], not the cheapest one.
 */
export function normalMoves(g: NichiroG, occ: Occ, u: UnitState, vias?: Vias): Reach {
  const out: Reach = new Map();
  const start = nodeOfUnit(u);
  const ma = maOf(u);
  if (start === null || ma <= 0) return out;
  const side = u.side;
  const ez = occ.ezoc[side];
  const startZ = start < LAND_COUNT && ez[start] === 1;
  const best = new Map<number, number>();
  const path: number[] = [];
  const onPath = onPathScratch;
  onPath[start] = 1;
  const dfs = (a: number, depth: number, score: number): void => {
    const to = LINK_TO[a]!;
    const fl = LINK_FLAGS[a]!;
    for (let k = 0; k < to.length; k++) {
      const b = to[k]!;
      if (onPath[b]) continue;
      if (b === KOREA && side !== 'japan') continue;
      if (b === SIBERIA && side !== 'russia') continue;
      if (!hasRoom(occ, side, b)) continue;
      const bz = b < LAND_COUNT && ez[b] === 1;
      if (depth === 0 && startZ && bz) continue;
      const f = fl[k]!;
      const along = (f & (ROAD | RAIL)) !== 0;
      const stop = bz || b >= LAND_COUNT || (!along && (ROUGH[b] === 1 || (f & RIVER) !== 0));
      const sc = score + entryValue(g, side, b);
      path.push(b);
      const prev = best.get(b);
      // Higher value first, then fewer hexes.
      const key = sc * 16 - path.length;
      if (prev === undefined || key > prev) {
        best.set(b, key);
        out.set(b, path.slice());
      }
      if (vias) noteVias(g, side, vias, path, key);
      if (!stop && depth + 1 < ma) {
        onPath[b] = 1;
        dfs(b, depth + 1, sc);
        onPath[b] = 0;
      }
      path.pop();
    }
  };
  dfs(start, 0, 0);
  onPath[start] = 0;
  return out;
}

const depthScratch = new Int8Array(2 * NODE_COUNT);
const queueScratch = new Int32Array(2 * NODE_COUNT);

/**
 * The destinations of a normal move without their paths (the nodes normalMoves returns, sorted):
 * what listing a unit's destinations needs. Which hexes a unit may reach does not depend on the
 * way it went, only on how far it got and whether it may go on (entering an EZOC, rough or a box,
 * or crossing a river off road, ends a move), so a breadth-first search over (node, may go on)
 * finds them without walking every path. test/games/nichiro-taisen/movement.test.ts checks it
 * against normalMoves over many positions.
 */
export function normalDestinations(occ: Occ, u: UnitState): number[] {
  const start = nodeOfUnit(u);
  const ma = maOf(u);
  if (start === null || ma <= 0) return [];
  const side = u.side;
  const ez = occ.ezoc[side];
  const own = occ.count[side];
  const foe = occ.count[other(side)];
  const limit = STACK_LIMIT[side];
  const startZ = start < LAND_COUNT && ez[start] === 1;
  // depth[2n + 1]: reached with the move able to go on; depth[2n]: ending there. 0 = not reached.
  const depth = depthScratch;
  const queue = queueScratch; // the nodes that may go on, level after level
  const seen: number[] = [];
  queue[0] = start;
  let head = 0;
  let tail = 1;
  for (let d = 1; d <= ma && head < tail; d++) {
    const levelEnd = tail;
    for (; head < levelEnd; head++) {
      const a = queue[head]!;
      const to = LINK_TO[a]!;
      const fl = LINK_FLAGS[a]!;
      for (let k = 0; k < to.length; k++) {
        const b = to[k]!;
        if (b === start) continue;
        if (b >= LAND_COUNT) {
          if (b === KOREA ? side !== 'japan' : side !== 'russia') continue;
        } else if (foe[b] !== 0 || own[b]! >= limit) continue; // 7.0 hasRoom
        const bz = b < LAND_COUNT && ez[b] === 1;
        if (d === 1 && startZ && bz) continue;
        const f = fl[k]!;
        const stop = bz || b >= LAND_COUNT || ((f & (ROAD | RAIL)) === 0 && (ROUGH[b] === 1 || (f & RIVER) !== 0));
        const slot = 2 * b + (stop ? 0 : 1);
        if (depth[slot] !== 0) continue;
        if (depth[slot ^ 1] === 0) seen.push(b);
        depth[slot] = d;
        if (!stop) queue[tail++] = b;
      }
    }
  }
  for (const b of seen) depth[2 * b] = depth[2 * b + 1] = 0;
  return seen.sort((x, y) => x - y);
}

/** Destination node → hex passed on the way whose control the move would gain → the best such path. */
export type Vias = Map<number, Map<number, { key: number; path: number[] }>>;

/** For the path just extended to its last node: each earlier node that gains control (3.4). */
function noteVias(g: NichiroG, side: NSide, vias: Vias, path: readonly number[], key: number): void {
  const dest = path[path.length - 1]!;
  for (let i = 0; i < path.length - 1; i++) {
    const x = path[i]!;
    if (entryValue(g, side, x) <= 0) continue;
    let byVia = vias.get(dest);
    if (!byVia) vias.set(dest, (byVia = new Map()));
    const prev = byVia.get(x);
    if (!prev || key > prev.key) byVia.set(x, { key, path: path.slice() });
  }
}

/**
 * 3.4, "a path where it matters": the other ways to a destination of a normal move. Each is a hex
 * whose control the move would gain that the default path (the one that gains most) does not
 * pass, with the best path through it. Empty for rail and strategic moves: they take the
 * shortest way along the line (8.2 and 10.2.4 never enter an enemy-controlled town).
 */
export function viaChoices(g: NichiroG, occ: Occ, u: UnitState, mode: MoveMode, dest: string): { via: string; path: number[] }[] {
  if (mode !== 'move' && mode !== 'extra') return [];
  const node = nodeOf(dest);
  if (node === undefined) return [];
  const vias: Vias = new Map();
  const reach = normalMoves(g, occ, u, vias);
  return otherWays(reach, vias, node);
}

/** [rule 3.4] The other ways to `node` of a normal move searched with its vias (viaChoices). */
export function otherWays(reach: Reach, vias: Vias, node: number): { via: string; path: number[] }[] {
  const main = reach.get(node);
  const byVia = vias.get(node);
  if (!main || !byVia) return [];
  return [...byVia]
    .filter(([x]) => !main.includes(x))
    .sort((a, b) => a[0] - b[0])
    .map(([x, v]) => ({ via: NODE_ID[x]!, path: v.path }));
}

/** Has a normal move at all? (Every legal first step is itself a destination.) */
export function canMove(g: NichiroG, occ: Occ, u: UnitState): boolean {
  const start = nodeOfUnit(u);
  if (start === null || maOf(u) <= 0) return false;
  const side = u.side;
  const ez = occ.ezoc[side];
  const startZ = start < LAND_COUNT && ez[start] === 1;
  const to = LINK_TO[start]!;
  for (let k = 0; k < to.length; k++) {
    const b = to[k]!;
    if (b === KOREA && side !== 'japan') continue;
    if (b === SIBERIA && side !== 'russia') continue;
    if (!hasRoom(occ, side, b)) continue;
    if (startZ && b < LAND_COUNT && ez[b] === 1) continue;
    return true;
  }
  return false;
}

/** May a line move (rail: 8.2; road or rail: 10.2.4) enter node b? */
function lineStepOk(g: NichiroG, occ: Occ, side: NSide, b: number, strategic: boolean): boolean {
  if (b === KOREA && side !== 'japan') return false;
  if (b === SIBERIA && side !== 'russia') return false;
  if (!hasRoom(occ, side, b)) return false;
  if (b < LAND_COUNT) {
    if (occ.ezoc[side][b]) return false; // 6.2
    const hex = NODE_ID[b]!;
    if (TOWN[b] && controller(g, hex) !== side) return false; // 8.2, 10.2.4 enemy-controlled town
    if (strategic && HEX_BY_ID.get(hex)?.supply && (b === SUPPLY_NODE[other(side)] || controller(g, hex) !== side)) return false; // 10.2.4
  }
  return true;
}

/** Has a rail (8.2) or strategic (10.2.4) move at all? */
export function canLineMove(g: NichiroG, occ: Occ, u: UnitState, strategic: boolean): boolean {
  if (!(strategic ? canStrategicStart(occ, u) : canRailStart(occ, u))) return false;
  const start = nodeOfUnit(u)!;
  const mask = strategic ? ROAD | RAIL : RAIL;
  const to = LINK_TO[start]!;
  const fl = LINK_FLAGS[start]!;
  for (let k = 0; k < to.length; k++) if ((fl[k]! & mask) !== 0 && lineStepOk(g, occ, u.side, to[k]!, strategic)) return true;
  return false;
}

/** Breadth-first search along lines (rail: 8.2; road or rail: 10.2.4), with parent links for the path. */
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

/** 8.2: may this unit rail move (on a railway and not in an EZOC, or in the Siberia box)? */
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

/** 10.2.4: on a road or railway (or in the Korea / Siberia box), not in an EZOC, MA 1+. */
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
// Transport (10.2.5)

/** Ports open to Japanese transport: southern ones, or all once the PA fleet cannot sortie (10.2.5, 10.4.1, 11.6). */
export function openPorts(g: NichiroG): HexId[] {
  const all = g.paFleetBlocked || (g.navy !== null && intactShips(g, 'portArthur') <= 2);
  return PORTS.filter((p) => p.kind === 'south' || all).map((p) => p.hex);
}

/** 10.2.5: where a transport of `count` Japanese units can go: 'korea' and free ports with room. */
export function japanTransportDests(g: NichiroG, occ: Occ, count = 1): string[] {
  const out = ['korea'];
  for (const hex of openPorts(g)) {
    const n = nodeOf(hex)!;
    if (occ.count.russia[n] === 0 && occ.count.japan[n]! + count <= STACK_LIMIT.japan) out.push(hex);
  }
  return out;
}

/** 10.2.5: units that a transport may carry now. */
export function transportable(g: NichiroG, side: NSide): UnitState[] {
  if (side === 'japan') {
    if (g.japanNoHomeTransport) return [];
    return unitsOf(g, 'japan').filter((u) => u.where.kind === 'box' && u.where.box === 'japan');
  }
  return unitsOf(g, 'russia').filter((u) => u.where.kind === 'box' && u.where.box === 'europeanRussia' && u.id !== 'R-PA' && u.id !== 'R-NA' && maOf(u) === 2 && isType(u, '3-2'));
}

export function isType(u: UnitState, type: string): boolean {
  return unitType(u.id) === type;
}
export const unitType = (id: string): string => COUNTER_BY_ID[id]!.type;


export function reachFor(g: NichiroG, occ: Occ, u: UnitState, mode: MoveMode): Reach {
  if (mode === 'rail') return railMoves(g, occ, u);
  if (mode === 'strategic') return strategicMoves(g, occ, u);
  return normalMoves(g, occ, u);
}

/** Carry out a move along its path; control changes on every hex entered (3.4). */
export function performMove(state: S, ctx: PerformContext, unit: string, dest: string, mode: MoveMode, via?: string): void {
  const g = state.g;
  const u = g.units[unit]!;
  const occ = occupancy(g);
  const node = nodeOf(dest)!;
  const path = via ? viaChoices(g, occ, u, mode, dest).find((c) => c.via === via)!.path : (reachFor(g, occ, u, mode).get(node) ?? [node]);
  const fromId = u.where.kind === 'map' ? u.where.hex : u.where.box;
  const hexes = path.filter((p) => p < LAND_COUNT).map((p) => NODE_ID[p]!);
  const where = node >= LAND_COUNT ? { kind: 'box' as const, box: dest as 'korea' | 'siberia' } : { kind: 'map' as const, hex: dest };
  const how = { move: { ja: '移動', en: 'moves' }, rail: { ja: '鉄道移動', en: 'rail-moves' }, strategic: { ja: '戦略移動', en: 'makes a strategic move' }, extra: { ja: '移動', en: 'moves' } }[mode];
  const route = [fromId, ...path.map((p) => NODE_ID[p]!)].map((h) => (h in BOX_NAME ? BOX_NAME[h]!.ja : h)).join('→');
  const routeEn = [fromId, ...path.map((p) => NODE_ID[p]!)].map((h) => (h in BOX_NAME ? BOX_NAME[h]!.en : h)).join('→');
  ctx.log({
    text: { ja: `${SIDE_NAME[u.side].ja}: ${unitName(unit).ja} ${how.ja} ${route}`, en: `${SIDE_NAME[u.side].en}: ${unitName(unit).en} ${how.en} ${routeEn}` },
    hexes: [...(u.where.kind === 'map' ? [u.where.hex] : []), ...hexes],
  });
  if (mode === 'move' || mode === 'rail') g.moved.push(unit);
  if (mode === 'rail') g.railUsed = true;
  g.lastHexes = [...(u.where.kind === 'map' ? [u.where.hex] : []), ...hexes];
  placeUnit(state, ctx, u, where, hexes);
}

// ---------------------------------------------------------------------------------------------
// Explanations

export function explainUnitToMove(g: NichiroG, side: NSide, unit: string, mode: MoveMode): Rejection {
  const u = g.units[unit];
  const rule = mode === 'rail' ? '8.2' : mode === 'strategic' ? '10.2.4' : '8.0';
  if (!u || u.side !== side) return reject('UNKNOWN_UNIT', { unit }, '2.3');
  const n = unitName(unit);
  if ((mode === 'move' || mode === 'rail') && g.moved.includes(unit)) return reject('ALREADY_MOVED', { unit: n.ja }, '8.0');
  if (maOf(u) <= 0) return reject('MA_ZERO', { unit: unit }, '8.0');
  if (u.where.kind === 'box' && (u.where.box === 'japan' || u.where.box === 'europeanRussia')) {
    const b = BOX_NAME[u.where.box]!;
    return reject('HOME_BOX', { unit, boxJa: b.ja, boxEn: b.en }, u.where.box === 'japan' ? '8.3.1' : '8.3.2');
  }
  if (u.where.kind === 'box' && u.where.box === 'eliminated') return reject('NOT_IN_PLAY', { unit }, '9.5');
  const occ = occupancy(g);
  if (mode === 'rail') {
    if (g.railUsed) return reject('RAIL_USED', {}, '8.2');
    const node = nodeOfUnit(u);
    if (node === null || node === KOREA || (node < LAND_COUNT && !onRail(node))) return reject('NOT_ON_RAIL', { unit }, '8.2');
    if (node < LAND_COUNT && occ.ezoc[side][node]) return reject('START_IN_EZOC', { unit }, '8.2');
  }
  if (mode === 'strategic') {
    const node = nodeOfUnit(u);
    if (node !== null && node < LAND_COUNT && !onRoadOrRail(node)) return reject('NOT_ON_LINE', { unit }, '10.2.4');
    if (node !== null && node < LAND_COUNT && occ.ezoc[side][node]) return reject('START_IN_EZOC', { unit }, '10.2.4');
  }
  return reject('NO_DESTINATION', { unit }, rule);
}

export function explainDestination(g: NichiroG, unit: string, dest: string, mode: MoveMode, via?: string): Rejection {
  const u = g.units[unit]!;
  const side = u.side;
  const reach = reachFor(g, occupancy(g), u, mode);
  const node = nodeOf(dest);
  if (via !== undefined && node !== undefined && reach.has(node)) {
    // The destination is fine: the way is not one of its other ways (3.4).
    const ways = viaChoices(g, occupancy(g), u, mode, dest).map((c) => c.via);
    return reject('NO_SUCH_WAY', { hex: dest, via, waysJa: ways.join('、') || 'なし', waysEn: ways.join(', ') || 'none' }, '3.4');
  }
  if (dest === 'korea' || dest === 'siberia') {
    return reject('TOO_FAR', { hex: dest, ma: maOf(u) }, '8.3');
  }
  if (!/^\d{4}$/.test(dest)) return reject('BAD_HEX', { hex: dest }, '2.2');
  const h = HEX_BY_ID.get(dest);
  if (!h) return reject('BAD_HEX', { hex: dest }, '8.1');
  if (h.terrain === 'sea') return reject('SEA', { hex: dest }, '8.1');
  const occ = occupancy(g);
  const n = nodeOf(dest)!;
  if (occ.count[other(side)][n]) return reject('ENEMY_HEX', { hex: dest }, '7.0');
  if (!hasRoom(occ, side, n)) return reject('OVERSTACK', { hex: dest, limit: STACK_LIMIT[side] }, side === 'japan' ? '7.1' : '7.2');
  if (mode === 'rail' || mode === 'strategic') {
    return reject('LINE_BLOCKED', { hex: dest, supplyJa: mode === 'strategic' ? '・敵支配下の補給源' : '', supplyEn: mode === 'strategic' ? ', the enemy supply hex' : '' }, mode === 'rail' ? '8.2' : '10.2.4');
  }
  const start = nodeOfUnit(u);
  if (start !== null && start < LAND_COUNT && occ.ezoc[side][start] && occ.ezoc[side][n] && LINK_TO[start]!.includes(n))
    return reject('EZOC_TO_EZOC', { unit, hex: dest }, '6.1');
  return reject('TOO_FAR', { hex: dest, ma: maOf(u) }, '8.1');
}
