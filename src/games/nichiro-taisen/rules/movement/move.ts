// 日露大戦 [rule 8.0] making a move (any mode) and explaining a refused one.
import type { PerformContext, Rejection } from '#engine/types.ts';
import { STACK_LIMIT } from '../../data/counters.ts';
import { HEX_BY_ID } from '../../data/map.ts';
import {
  hasRoom,
  KOREA,
  LAND_COUNT,
  LINK_TO,
  maOf,
  NODE_ID,
  nodeOf,
  nodeOfUnit,
  occupancy,
  onRail,
  onRoadOrRail,
  other,
  type Occ,
} from '../../board.ts';
import { BOX_NAME, reject, SIDE_NAME, unitName } from '../../messages.ts';
import type { MoveMode, NichiroG, NSide, NState, UnitState } from '../../types.ts';
import { placeUnit } from '../victory.ts';
import { railMoves, strategicMoves } from './lines.ts';
import { type Reach, normalMoves, viaChoices } from './normal.ts';

type S = NState;

export function reachFor(g: NichiroG, occ: Occ, u: UnitState, mode: MoveMode): Reach {
  if (mode === 'rail') return railMoves(g, occ, u);
  if (mode === 'strategic') return strategicMoves(g, occ, u);
  return normalMoves(g, occ, u);
}

/** Carry out a move along its path; control changes on every hex entered ([rule 3.4]). */
export function performMove(
  state: S,
  ctx: PerformContext,
  unit: string,
  dest: string,
  mode: MoveMode,
  via?: string,
): void {
  const g = state.g;
  const u = g.units[unit]!;
  const occ = occupancy(g);
  const node = nodeOf(dest)!;
  const path = via
    ? viaChoices(g, occ, u, mode, dest).find((c) => c.via === via)!.path
    : (reachFor(g, occ, u, mode).get(node) ?? [node]);
  const fromId = u.where.kind === 'map' ? u.where.hex : u.where.box;
  const hexes = path.filter((p) => p < LAND_COUNT).map((p) => NODE_ID[p]!);
  const where =
    node >= LAND_COUNT
      ? { kind: 'box' as const, box: dest as 'korea' | 'siberia' }
      : { kind: 'map' as const, hex: dest };
  const how = {
    move: { ja: '移動', en: 'moves' },
    rail: { ja: '鉄道移動', en: 'rail-moves' },
    strategic: { ja: '戦略移動', en: 'makes a strategic move' },
    extra: { ja: '移動', en: 'moves' },
  }[mode];
  const route = [fromId, ...path.map((p) => NODE_ID[p]!)].map((h) => (h in BOX_NAME ? BOX_NAME[h]!.ja : h)).join('→');
  const routeEn = [fromId, ...path.map((p) => NODE_ID[p]!)].map((h) => (h in BOX_NAME ? BOX_NAME[h]!.en : h)).join('→');
  ctx.log({
    text: {
      ja: `${SIDE_NAME[u.side].ja}: ${unitName(unit).ja} ${how.ja} ${route}`,
      en: `${SIDE_NAME[u.side].en}: ${unitName(unit).en} ${how.en} ${routeEn}`,
    },
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
  if ((mode === 'move' || mode === 'rail') && g.moved.includes(unit))
    return reject('ALREADY_MOVED', { unit: n.ja }, '8.0');
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
    if (node === null || node === KOREA || (node < LAND_COUNT && !onRail(node)))
      return reject('NOT_ON_RAIL', { unit }, '8.2');
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
    // The destination is fine: the way is not one of its other ways ([rule 3.4]).
    const ways = viaChoices(g, occupancy(g), u, mode, dest).map((c) => c.via);
    return reject(
      'NO_SUCH_WAY',
      { hex: dest, via, waysJa: ways.join('、') || 'なし', waysEn: ways.join(', ') || 'none' },
      '3.4',
    );
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
  if (!hasRoom(occ, side, n))
    return reject('OVERSTACK', { hex: dest, limit: STACK_LIMIT[side] }, side === 'japan' ? '7.1' : '7.2');
  if (mode === 'rail' || mode === 'strategic') {
    return reject(
      'LINE_BLOCKED',
      {
        hex: dest,
        supplyJa: mode === 'strategic' ? '・敵支配下の補給源' : '',
        supplyEn: mode === 'strategic' ? ', the enemy supply hex' : '',
      },
      mode === 'rail' ? '8.2' : '10.2.4',
    );
  }
  const start = nodeOfUnit(u);
  if (start !== null && start < LAND_COUNT && occ.ezoc[side][start] && occ.ezoc[side][n] && LINK_TO[start]!.includes(n))
    return reject('EZOC_TO_EZOC', { unit, hex: dest }, '6.1');
  return reject('TOO_FAR', { hex: dest, ma: maOf(u) }, '8.1');
}
