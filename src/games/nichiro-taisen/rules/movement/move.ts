// 日露大戦 [rule 8.0] making a move (any mode) and explaining a refused one.
import type { PerformContext, Rejection } from '#engine/types.ts';
import { STACK_LIMIT } from '../../data/counters.ts';
import { HEX_BY_ID } from '../../data/map.ts';
import {
  hasRoom,
  KOREA,
  LAND_COUNT,
  LINK_FLAGS,
  LINK_TO,
  maOf,
  NODE_COUNT,
  NODE_ID,
  nodeOf,
  nodeOfUnit,
  occupancy,
  onRail,
  onRoadOrRail,
  other,
  RAIL,
  RIVER,
  ROAD,
  ROUGH,
  SIBERIA,
  type Occ,
} from '../../board.ts';
import { BOX_NAME, LINE_BLOCK, MOVE_BLOCK, reject, SIDE_NAME, unitName } from '../../messages.ts';
import type { MoveMode, NichiroG, NSide, NState, UnitState } from '../../types.ts';
import { placeUnit } from '../victory.ts';
import { type LineBlock, lineBlock, railMoves, strategicMoves } from './lines.ts';
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
    const box = dest === 'korea' ? KOREA : SIBERIA;
    const b = BOX_NAME[dest]!;
    if ((box === KOREA) !== (side === 'japan'))
      return reject(
        'BOX_NOT_YOURS',
        { boxJa: b.ja, boxEn: b.en, sideJa: SIDE_NAME[side].ja, sideEn: SIDE_NAME[side].en },
        '8.3',
      );
    return reject(
      'BOX_OUT_OF_REACH',
      { boxJa: b.ja, boxEn: b.en, unit, via: NODE_ID[LINK_TO[box]![0]!]!, ma: maOf(u) },
      '8.3',
    );
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
  if (mode === 'rail' || mode === 'strategic') return explainLine(g, occ, u, dest, n, mode);
  const start = nodeOfUnit(u);
  if (start !== null && start < LAND_COUNT && occ.ezoc[side][start] && occ.ezoc[side][n] && LINK_TO[start]!.includes(n))
    return reject('EZOC_TO_EZOC', { unit, hex: dest }, '6.1');
  return explainNormal(occ, u, dest, n);
}

/** Where a move starts, for a refusal's words: the hex, or the box's name. */
function fromWords(start: number): { fromJa: string; fromEn: string } {
  const id = NODE_ID[start]!;
  if (start < LAND_COUNT) return { fromJa: id, fromEn: id };
  return { fromJa: BOX_NAME[id]?.ja ?? id, fromEn: BOX_NAME[id]?.en ?? id };
}

const LINE_WAY_CODE: Record<LineBlock, string> = {
  ezoc: 'LINE_WAY_EZOC',
  town: 'LINE_WAY_TOWN',
  enemySupply: 'LINE_WAY_ENEMY_SUPPLY',
  supply: 'LINE_WAY_SUPPLY',
  stack: 'LINE_WAY_STACK',
  enemy: 'LINE_WAY_ENEMY',
};

/** Land nodes joined to `from` by links of `mask` through nodes `pass` lets through (boxes never). */
function lineRegion(from: number, mask: number, pass: (n: number) => boolean): Set<number> {
  const seen = new Set([from]);
  const queue = [from];
  for (let qi = 0; qi < queue.length; qi++) {
    const a = queue[qi]!;
    const to = LINK_TO[a]!;
    const fl = LINK_FLAGS[a]!;
    for (let k = 0; k < to.length; k++) {
      const b = to[k]!;
      if ((fl[k]! & mask) === 0 || b >= LAND_COUNT || seen.has(b)) continue;
      seen.add(b);
      if (pass(b)) queue.push(b);
    }
  }
  return seen;
}

/**
 * [rule 8.2] [rule 10.2.4] Why a rail or strategic move cannot end in land node `n` (free of enemy
 * units and with room): it is off the lines, not joined to the start by them, itself closed to the
 * move, or the hexes that shut every way there — named with their reasons.
 */
function explainLine(
  g: NichiroG,
  occ: Occ,
  u: UnitState,
  dest: string,
  n: number,
  mode: 'rail' | 'strategic',
): Rejection {
  const strategic = mode === 'strategic';
  const rule = strategic ? '10.2.4' : '8.2';
  const mask = strategic ? ROAD | RAIL : RAIL;
  const words = strategic
    ? { modeJa: '戦略移動', modeEn: 'a strategic move', lineJa: '道路・鉄道', lineEn: 'road or railway' }
    : { modeJa: '鉄道移動', modeEn: 'a rail move', lineJa: '鉄道', lineEn: 'railway' };
  if (!LINK_FLAGS[n]!.some((f) => (f & mask) !== 0)) return reject('LINE_OFF', { hex: dest, ...words }, rule);
  const side = u.side;
  const atDest = lineBlock(g, occ, side, n, strategic);
  if (atDest === 'ezoc') return reject('LINE_DEST_EZOC', { hex: dest, ...words }, '6.2');
  if (atDest === 'town') return reject('LINE_DEST_TOWN', { hex: dest, ...words }, rule);
  if (atDest === 'enemySupply') return reject('LINE_DEST_ENEMY_SUPPLY', { hex: dest, ...words }, rule);
  if (atDest === 'supply') return reject('LINE_DEST_SUPPLY', { hex: dest, ...words }, rule);
  const start = nodeOfUnit(u);
  if (start === null) return reject('LINE_NOT_CONNECTED', { hex: dest, fromJa: '', fromEn: '', ...words }, rule);
  if (!lineRegion(start, mask, () => true).has(n))
    return reject('LINE_NOT_CONNECTED', { hex: dest, ...fromWords(start), ...words }, rule);
  const open = (b: number) => lineBlock(g, occ, side, b, strategic) === null;
  // The closed hexes at the edge of what the unit reaches.
  const edge = [...lineRegion(start, mask, open)].filter((b) => b !== start && !open(b));
  // A closed edge hex next to the hexes joined to the destination through open ones shuts a way
  // there; failing that (closed hexes one behind another), any closed edge hex the lines lead on from.
  const near = lineRegion(n, mask, open);
  let ways = edge.filter((b) => near.has(b));
  if (!ways.length) {
    const joined = lineRegion(n, mask, () => true);
    ways = edge.filter((b) => joined.has(b));
  }
  ways.sort((a, b) => a - b);
  const why = ways.map((b) => [NODE_ID[b]!, lineBlock(g, occ, side, b, strategic)!] as const);
  const kinds = new Set(why.map(([, k]) => k));
  if (kinds.size === 1) {
    const vias = why.map(([h]) => h);
    return reject(
      LINE_WAY_CODE[why[0]![1]],
      { hex: dest, viaJa: vias.join('・'), viaEn: vias.join(', '), ...words },
      why[0]![1] === 'ezoc' ? '6.2' : rule,
    );
  }
  const items = why.map(([via, k]) => LINE_BLOCK[k]!({ via }));
  return reject(
    'LINE_BLOCKED',
    { hex: dest, waysJa: items.map((t) => t.ja).join('、'), waysEn: items.map((t) => t.en).join(', '), ...words },
    rule,
  );
}

type MoveBlock = 'rough' | 'river' | 'ezoc' | 'stack' | 'enemy';

const MOVE_CODE: Record<MoveBlock, [code: string, rule: string]> = {
  rough: ['MOVE_STOP_ROUGH', '8.1'],
  river: ['MOVE_STOP_RIVER', '8.1'],
  ezoc: ['MOVE_STOP_EZOC', '6.1'],
  stack: ['MOVE_WAY_STACK', '7.3'],
  enemy: ['MOVE_WAY_ENEMY', '7.0'],
};

/** Steps from every node to `n` over the links, never through a box (-1: not joined). */
function stepsTo(n: number): Int16Array {
  const d = new Int16Array(NODE_COUNT).fill(-1);
  d[n] = 0;
  const queue = [n];
  for (let qi = 0; qi < queue.length; qi++) {
    const a = queue[qi]!;
    if (a >= LAND_COUNT && a !== n) continue;
    for (const b of LINK_TO[a]!) {
      if (d[b] !== -1) continue;
      d[b] = d[a]! + 1;
      queue.push(b);
    }
  }
  return d;
}

/**
 * [rule 8.0] [rule 8.1] [rule 6.1] [rule 7.3] Why a normal move cannot end in land node `n` (free of
 * enemies, with room, not EZOC to EZOC from the start): it lies beyond the allowance, or the move is
 * ended (rough or a river off a road or railway, an EZOC) or shut (stacking limit, enemy units)
 * at hexes from which the rest of the allowance would have reached it — each named.
 * The search follows normalMoves' rules breadth first, noting where and why a way ends.
 */
function explainNormal(occ: Occ, u: UnitState, dest: string, n: number): Rejection {
  const start = nodeOfUnit(u)!;
  const ma = maOf(u);
  const side = u.side;
  const from = fromWords(start);
  const toDest = stepsTo(n);
  if (toDest[start] === -1) return reject('NO_LAND_WAY', { hex: dest, ...from }, '8.1');
  if (toDest[start]! > ma) return reject('TOO_FAR', { hex: dest, ...from, dist: toDest[start]!, ma }, '8.0');
  const ez = occ.ezoc[side];
  const startZ = start < LAND_COUNT && ez[start] === 1;
  const why = new Map<number, MoveBlock>();
  const note = (b: number, kind: MoveBlock, depth: number) => {
    // A way ends or is shut at b: it matters if the rest of the allowance would reach the destination.
    // (For a hex that may not be entered: had it been, the unit would stand there with as much left.)
    const left = toDest[b]!;
    if (b !== n && left !== -1 && left <= ma - depth && !why.has(b)) why.set(b, kind);
  };
  const goOn = new Set<number>([start]);
  let level = [start];
  for (let d = 1; d <= ma && level.length; d++) {
    const next: number[] = [];
    for (const a of level) {
      const to = LINK_TO[a]!;
      const fl = LINK_FLAGS[a]!;
      for (let k = 0; k < to.length; k++) {
        const b = to[k]!;
        if (b === start || b >= LAND_COUNT) continue;
        if (occ.count[other(side)][b]) {
          note(b, 'enemy', d);
          continue;
        }
        if (!hasRoom(occ, side, b)) {
          note(b, 'stack', d);
          continue;
        }
        const bz = ez[b] === 1;
        if (d === 1 && startZ && bz) {
          note(b, 'ezoc', d); // EZOC to EZOC: not entered, and it would have ended the move anyway
          continue;
        }
        const along = (fl[k]! & (ROAD | RAIL)) !== 0;
        const stop: MoveBlock | null = bz
          ? 'ezoc'
          : along
            ? null
            : ROUGH[b]
              ? 'rough'
              : fl[k]! & RIVER
                ? 'river'
                : null;
        if (stop) note(b, stop, d);
        else if (!goOn.has(b)) {
          goOn.add(b);
          next.push(b);
        }
      }
    }
    level = next;
  }
  const ways = [...why].sort(([a], [b]) => a - b);
  if (!ways.length) return reject('TOO_FAR', { hex: dest, ...from, dist: toDest[start]!, ma }, '8.0');
  const kinds = new Set(ways.map(([, k]) => k));
  if (kinds.size === 1) {
    const [code, rule] = MOVE_CODE[ways[0]![1]];
    const vias = ways.map(([b]) => NODE_ID[b]!);
    return reject(code, { hex: dest, ...from, viaJa: vias.join('・'), viaEn: vias.join(', '), ma }, rule);
  }
  const items = ways.map(([b, k]) => MOVE_BLOCK[k]!({ via: NODE_ID[b]! }));
  return reject(
    'MOVE_BLOCKED',
    { hex: dest, ma, waysJa: items.map((t) => t.ja).join('、'), waysEn: items.map((t) => t.en).join(', ') },
    '8.1',
  );
}
