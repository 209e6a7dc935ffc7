// 日露大戦 [rule 8.0] normal moves: every node a unit may end its move in ([rule 8.0], [rule 8.1]
// terrain and roads, [rule 6.1] EZOC, [rule 7.3] stacking while passing, [rule 8.3] the boxes), the
// path worth most to the mover ([rule 3.4] control), and the other ways to the same hex.
import { STACK_LIMIT } from '../../data/counters.ts';
import {
  controller,
  hasRoom,
  KEY,
  KOREA,
  LAND_COUNT,
  LINK_FLAGS,
  LINK_TO,
  maOf,
  NODE_COUNT,
  NODE_ID,
  nodeOf,
  nodeOfUnit,
  other,
  RAIL,
  RIVER,
  ROAD,
  ROUGH,
  SIBERIA,
  SUPPLY_NODE,
  TRACKED,
  type Occ,
} from '../../board.ts';
import type { MoveMode, NichiroG, NSide, UnitState } from '../../types.ts';

/** Destination node → the nodes entered on the way (ending with the destination). */
export type Reach = Map<number, number[]>;

/** How much a path is worth to the mover: the enemy supply hex, enemy key points, enemy towns ([rule 3.4], [rule 4.3.1], [rule 4.4]). */
function entryValue(g: NichiroG, side: NSide, n: number): number {
  if (n >= LAND_COUNT || !TRACKED[n]) return 0;
  if (n === SUPPLY_NODE[other(side)]) return 10_000;
  if (controller(g, NODE_ID[n]!) === side) return 0;
  return KEY[n] ? 100 : 1;
}

const onPathScratch = new Uint8Array(NODE_COUNT);

/**
 * [rule 8.0] [rule 8.1] [rule 8.2] [rule 8.3] every node a unit may end a normal move in, each with the path that gains the most
 * (control of the hexes passed, [rule 3.4]). Each hex costs 1 MP. Entering rough, or crossing a river,
 * ends the move unless the step follows a road or railway ([rule 8.1]); entering an EZOC ends it ([rule 6.1]);
 * a unit starting in an EZOC may not step straight into another ([rule 6.1]); no entering or passing a
 * hex at the stacking limit or holding enemies ([rule 7.0], [rule 7.3]); all-sea hexsides are no links ([rule 8.1]).
 * The Korea box joins 1015 by road, the Siberia box 2417 by rail ([rule 8.3]); entering a box ends the move.
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
        } else if (foe[b] !== 0 || own[b]! >= limit) continue; // [rule 7.0] hasRoom
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

/** For the path just extended to its last node: each earlier node that gains control ([rule 3.4]). */
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
 * [rule 3.4], "a path where it matters": the other ways to a destination of a normal move. Each is a hex
 * whose control the move would gain that the default path (the one that gains most) does not
 * pass, with the best path through it. Empty for rail and strategic moves: they take the
 * shortest way along the line ([rule 8.2] and [rule 10.2.4] never enter an enemy-controlled town).
 */
export function viaChoices(
  g: NichiroG,
  occ: Occ,
  u: UnitState,
  mode: MoveMode,
  dest: string,
): { via: string; path: number[] }[] {
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
export function canMove(_g: NichiroG, occ: Occ, u: UnitState): boolean {
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
