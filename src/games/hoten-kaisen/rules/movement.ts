// 奉天会戦 [rule 6.0] reinforcements, [rule 7.0] ZOC (see board.ts), [rule 8.0] movement.
import type { HexId } from '../../../engine/hex.ts';
import { hexDistance } from '../../../engine/hex.ts';
import { GRID } from '../data/map.ts';
import { inEnemyZoc, isMountain, isRailSide, isRiverSide, neighbours, occupancy, onMap, unitAt } from '../board.ts';
import { reject } from '../messages.ts';
import type { Rejection } from '../../../engine/types.ts';
import type { HotenG, UnitState } from '../types.ts';

export const MOVE_ALLOWANCE = 2;

/**
 * [rule 8.0] every hex the unit may end its move in (up to 2 hexes), with the path taken.
 * - Entering a mountain ends the move.
 * - Crossing a river ends the move, unless the crossing follows the railway.
 * - No counter may enter or pass through an occupied hex; never off the map.
 * - Entering an enemy ZOC ends the move; a counter that starts in an enemy ZOC may leave it but
 *   may not step straight into another enemy-ZOC hex.
 */
export function reachableHexes(g: HotenG, u: UnitState): Map<HexId, HexId[]> {
  const out = new Map<HexId, HexId[]>();
  if (u.where.kind !== 'map') return out;
  const start = u.where.hex;
  const occ = occupancy(g);
  const startInZoc = inEnemyZoc(g, u.side, start, occ);
  // hex -> can continue from it
  let frontier: { hex: HexId; path: HexId[] }[] = [{ hex: start, path: [] }];
  const settled = new Map<HexId, boolean>(); // hex -> best "can continue"
  for (let step = 1; step <= MOVE_ALLOWANCE; step++) {
    const next: { hex: HexId; path: HexId[] }[] = [];
    for (const node of frontier) {
      for (const n of neighbours(node.hex)) {
        if (n === start || occ.has(n)) continue;
        const zoc = inEnemyZoc(g, u.side, n, occ);
        if (node.hex === start && startInZoc && zoc) continue;
        const stops = zoc || isMountain(n) || (isRiverSide(node.hex, n) && !isRailSide(node.hex, n));
        const path = [...node.path, n];
        if (!out.has(n)) out.set(n, path);
        const canContinue = !stops;
        if (canContinue && !settled.get(n)) {
          settled.set(n, true);
          next.push({ hex: n, path });
        } else if (!settled.has(n)) settled.set(n, false);
      }
    }
    frontier = next;
  }
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
  return reject('BLOCKED', { hex }, '8.0');
}
