// 奉天会戦 [rule 6.0] reinforcements, [rule 7.0] ZOC (see board.ts), [rule 8.0] movement.
import type { HexId } from '#engine/hex.ts';
import { hexDistance } from '#engine/hex.ts';
import { GRID } from '../data/map.ts';
import { reach } from '#engine/board.ts';
import {
  BOARD,
  inEnemyZoc,
  inEnemyZocNode,
  isMountain,
  isRiverSide,
  neighbours,
  MOUNTAIN_NODE,
  type Occupancy,
  occupancy,
  onMap,
  RAIL,
  RIVER,
  unitAt,
} from '../board.ts';
import { reject, WAY_REASON } from '../messages.ts';
import type { Rejection } from '#engine/types.ts';
import type { HotenG, HotenSide, UnitState } from '../types.ts';

export const MOVE_ALLOWANCE = 2;

/**
 * [rule 8.0] Every hex the unit may end its move in (up to 2 hexes), with the path taken
 * (a board kit search, each hex costing 1 of the allowance of 2):
 * - Entering a mountain ends the move.
 * - Crossing a river ends the move, unless the crossing follows the railway.
 * - No counter may enter or pass through an occupied hex; never off the map.
 * - Entering an enemy ZOC ends the move; a counter that starts in an enemy ZOC may leave it but
 *   may not step straight into another enemy-ZOC hex.
 *
 * The answer depends only on which side stands on which hex, so it is shared between every state
 * with the same counters on the map (listing the movers and then a mover's destinations, at every
 * step, asks it for every counter): the map returned is read-only.
 */
export function reachableHexes(g: HotenG, u: UnitState): ReadonlyMap<HexId, readonly HexId[]> {
  return u.where.kind === 'map' ? placement(g).reach(u.side, u.where.hex) : NOWHERE;
}

const NOWHERE: ReadonlyMap<HexId, readonly HexId[]> = new Map();

/** The counters on the map as text, side initial then hex, in the units' order (a cache key). */
function placementKey(g: HotenG): string {
  let key = '';
  for (const id in g.units) {
    const w = g.units[id]!.where;
    if (w.kind === 'map') key += `${g.units[id]!.side[0]}${w.hex},`;
  }
  return key;
}

interface Placement {
  reach(side: HotenSide, hex: HexId): ReadonlyMap<HexId, readonly HexId[]>;
}

/** The reachability answers of placements seen lately (cleared when it grows past PLACEMENTS). */
const placements = new Map<string, Placement>();
const PLACEMENTS = 4096;

function placement(g: HotenG): Placement {
  const key = placementKey(g);
  let p = placements.get(key);
  if (!p) {
    if (placements.size >= PLACEMENTS) placements.clear();
    p = newPlacement(g);
    placements.set(key, p);
  }
  return p;
}

function newPlacement(g: HotenG): Placement {
  // Copies of the counters: the cache outlives the state, whose counters later rules may move.
  const occ = occupancy({
    ...g,
    units: Object.fromEntries(Object.entries(g.units).map(([id, u]) => [id, { ...u, where: { ...u.where } }])),
  });
  const bySideHex = new Map<string, ReadonlyMap<HexId, readonly HexId[]>>();
  return {
    reach(side, hex) {
      const k = side + hex;
      let out = bySideHex.get(k);
      if (!out) {
        out = search(occ, side, hex);
        bySideHex.set(k, out);
      }
      return out;
    },
  };
}

function search(occ: Occupancy, side: HotenSide, hex: HexId): Map<HexId, HexId[]> {
  const out = new Map<HexId, HexId[]>();
  const start = BOARD.nodeOf(hex);
  if (start === undefined) return out;
  // Enemy ZOC by node, worked out when first asked: -1 not yet, 0 no, 1 yes.
  const zocMemo = new Int8Array(BOARD.size).fill(-1);
  const zoc = (n: number): boolean =>
    (zocMemo[n]! < 0 ? (zocMemo[n] = inEnemyZocNode(side, n, occ) ? 1 : 0) : zocMemo[n]) === 1;
  const startInZoc = zoc(start);
  const reached = reach(BOARD, start, {
    allowance: MOVE_ALLOWANCE,
    enterable: (n) => !occ.has(n),
    cost: (from, to) => (from === start && startInZoc && zoc(to) ? null : 1),
    stopsAt: (n, _from, flags) => zoc(n) || MOUNTAIN_NODE[n] === 1 || ((flags & RIVER) !== 0 && (flags & RAIL) === 0),
  });
  for (const [n, r] of reached)
    out.set(
      BOARD.idOf(n),
      r.path.map((p) => BOARD.idOf(p)),
    );
  return out;
}

/** The most specific reason a move to `hex` is not legal [rule 8.0]. */
export function explainMove(g: HotenG, u: UnitState, hex: string): Rejection {
  if (u.where.kind !== 'map') return reject('NOT_ON_MAP', { unit: u.id }, '8.0');
  const from = u.where.hex;
  if (!/^\d{4}$/.test(hex)) return reject('BAD_HEX', { hex }, '8.0');
  if (!onMap(hex)) return reject('OFF_MAP', { hex }, '8.0');
  if (unitAt(g, hex)) return reject('OCCUPIED', { hex }, '8.0');
  const dist = hexDistance(GRID, from, hex);
  if (dist > MOVE_ALLOWANCE) return reject('TOO_FAR', { hex, from, dist }, '8.0');
  if (dist === 1 && inEnemyZoc(g, u.side, from) && inEnemyZoc(g, u.side, hex))
    return reject('ZOC_TO_ZOC', { hex, from }, '8.0');
  return explainWays(g, u, from, hex);
}

type WayBlock = 'occupied' | 'zocToZoc' | 'mountain' | 'river' | 'zoc';

const WAY_CODE: Record<WayBlock, string> = {
  occupied: 'WAY_OCCUPIED',
  zocToZoc: 'WAY_ZOC_TO_ZOC',
  mountain: 'STOPS_MOUNTAIN',
  river: 'STOPS_RIVER',
  zoc: 'STOPS_ZOC',
};

/** Does the step a → b follow the railway (a river crossed along it does not stop the move)? */
function railStep(a: HexId, b: HexId): boolean {
  const na = BOARD.nodeOf(a);
  const nb = BOARD.nodeOf(b);
  const flags = na !== undefined && nb !== undefined ? BOARD.flagsBetween(na, nb) : -1;
  return flags >= 0 && (flags & RAIL) !== 0;
}

/**
 * [rule 8.0] Why a 2-hex move to an empty hex is refused: for each hex between `from` and `hex`,
 * the first reason that shuts the way through it (the counter may not enter it, or entering it
 * ends the move). One code when every way is shut for the same reason, else BLOCKED listing each.
 */
function explainWays(g: HotenG, u: UnitState, from: HexId, hex: HexId): Rejection {
  const startInZoc = inEnemyZoc(g, u.side, from);
  const around = new Set(neighbours(hex));
  const ways: [HexId, WayBlock][] = [];
  for (const via of neighbours(from)) {
    if (!around.has(via)) continue;
    const why: WayBlock | null = unitAt(g, via)
      ? 'occupied'
      : startInZoc && inEnemyZoc(g, u.side, via)
        ? 'zocToZoc'
        : isMountain(via)
          ? 'mountain'
          : isRiverSide(from, via) && !railStep(from, via)
            ? 'river'
            : inEnemyZoc(g, u.side, via)
              ? 'zoc'
              : null;
    if (why) ways.push([via, why]);
  }
  const kinds = new Set(ways.map(([, w]) => w));
  if (kinds.size === 1) {
    const vias = ways.map(([v]) => v);
    return reject(WAY_CODE[ways[0]![1]], { hex, from, viaJa: vias.join('・'), viaEn: vias.join(' and ') }, '8.0');
  }
  const lines = ways.map(([via, w]) => WAY_REASON[w]!({ via }));
  return reject(
    'BLOCKED',
    { hex, waysJa: lines.map((l) => l.ja).join(' '), waysEn: lines.map((l) => l.en).join(' ') },
    '8.0',
  );
}
