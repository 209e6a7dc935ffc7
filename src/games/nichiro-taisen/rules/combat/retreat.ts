// 日露大戦 [rule 9.6] retreat after combat: one hex, never into an EZOC ([rule 6.3]), chain retreat
// when the only free hexes are friendly-full, elimination when none ([rule 9.6.1] MA 0 units).
// Each decision ends when answered: the resolution that asked it resumes (resolution.ts).
import { areAdjacent, type HexId } from '#engine/hex.ts';
import type { PerformContext, Rejection } from '#engine/types.ts';
import { STACK_LIMIT } from '../../data/counters.ts';
import { GRID, HEX_BY_ID } from '../../data/map.ts';
import {
  hasRoom,
  HEX_LINKS,
  LINK_TO,
  maOf,
  NODE_ID,
  nodeOf,
  occupancy,
  other,
  unitsAt,
  type Occ,
} from '../../board.ts';
import { reject, unitName } from '../../messages.ts';
import type { NichiroG, NSide, NState, UnitState } from '../../types.ts';
import { push } from '../stack.ts';
import { eliminate, placeUnit } from '../victory.ts';

type S = NState;

// [rule 9.6] retreat

/** Hexes a unit may retreat into without breaking the stacking limit, never into an EZOC ([rule 6.3]). */
function normalRetreats(occ: Occ, u: UnitState): number[] {
  const from = nodeOf((u.where as { hex: HexId }).hex)!;
  const out: number[] = [];
  const to = LINK_TO[from]!;
  for (let k = 0; k < HEX_LINKS[from]!; k++) {
    const n = to[k]!;
    if (occ.ezoc[u.side][n] || !hasRoom(occ, u.side, n)) continue;
    out.push(n);
  }
  return out;
}

/** Friendly-full hexes outside EZOC, for a chain retreat ([rule 9.6]). */
function overstackRetreats(occ: Occ, u: UnitState, from: number): number[] {
  const out: number[] = [];
  const to = LINK_TO[from]!;
  for (let k = 0; k < HEX_LINKS[from]!; k++) {
    const n = to[k]!;
    if (occ.ezoc[u.side][n] || occ.count[other(u.side)][n]) continue;
    if (occ.count[u.side][n]! >= STACK_LIMIT[u.side]) out.push(n);
  }
  return out;
}

/** Can some unit in `hex` make room by retreating (possibly chaining further)? */
function chainFeasible(g: NichiroG, occ: Occ, side: NSide, hex: number, seen: Set<number>): boolean {
  if (seen.size > 8) return false;
  for (const id of unitsAt(occ, hex)) {
    const v = g.units[id]!;
    if (v.side !== side || maOf(v) <= 0) continue;
    if (displaceOptions(g, occ, v, new Set([...seen, hex])).length > 0) return true;
  }
  return false;
}

/** Where a displaced unit may go: normal retreats, else feasible further chains. */
function displaceOptions(g: NichiroG, occ: Occ, v: UnitState, seen: Set<number>): number[] {
  const normal = normalRetreats(occ, v).filter((n) => !seen.has(n));
  if (normal.length) return normal;
  const from = nodeOf((v.where as { hex: HexId }).hex)!;
  return overstackRetreats(occ, v, from).filter(
    (n) => !seen.has(n) && chainFeasible(g, occ, v.side, n, new Set([...seen, from])),
  );
}

/** A retreating unit's options: normal retreats, else chain retreats that can be carried out. */
export function retreatOptions(g: NichiroG, occ: Occ, u: UnitState): { hex: HexId; chain: boolean }[] {
  const normal = normalRetreats(occ, u);
  if (normal.length) return normal.map((n) => ({ hex: NODE_ID[n]!, chain: false }));
  const from = nodeOf((u.where as { hex: HexId }).hex)!;
  return overstackRetreats(occ, u, from)
    .filter((n) => chainFeasible(g, occ, u.side, n, new Set([from])))
    .map((n) => ({ hex: NODE_ID[n]!, chain: true }));
}

/** Eliminate whoever cannot retreat; returns true when a retreat decision is owed. */
export function processRetreat(state: S, ctx: PerformContext): boolean {
  const g = state.g;
  const r = g.retreat!;
  if (r.chain.length > 0) {
    push(state, { kind: 'chain', sides: [r.side] });
    return true;
  }
  for (const id of [...r.units]) {
    const u = g.units[id]!;
    if (u.where.kind !== 'map') {
      r.units = r.units.filter((x) => x !== id);
      continue;
    }
    if (maOf(u) <= 0) {
      // [rule 9.6.1] a unit with MA 0 that must retreat is eliminated.
      r.units = r.units.filter((x) => x !== id);
      eliminate(state, ctx, u, {
        ja: '移動力0のユニットは退却できない (9.6.1)',
        en: 'a unit with MA 0 cannot retreat (9.6.1)',
      });
      continue;
    }
    if (retreatOptions(g, occupancy(g), u).length === 0) {
      r.units = r.units.filter((x) => x !== id);
      eliminate(state, ctx, u, { ja: '退却できない (9.6)', en: 'no retreat possible (9.6)' });
    }
  }
  if (r.units.length > 0) {
    push(state, { kind: 'retreat', sides: [r.side] });
    return true;
  }
  g.retreat = null;
  return false;
}

function retreatMove(state: S, ctx: PerformContext, u: UnitState, hex: HexId, chain: boolean): void {
  const from = (u.where as { hex: HexId }).hex;
  ctx.log({
    text: {
      ja: `${unitName(u.id).ja} ${from}→${hex} へ${chain ? '連鎖' : ''}退却`,
      en: `${unitName(u.id).en} ${chain ? 'is displaced' : 'retreats'} ${from}→${hex}`,
    },
    hexes: [from, hex],
  });
  placeUnit(state, ctx, u, { kind: 'map', hex }, [hex]);
}

export function performRetreat(state: S, ctx: PerformContext, unit: string, hex: HexId): void {
  const g = state.g;
  const r = g.retreat!;
  const u = g.units[unit]!;
  const opt = retreatOptions(g, occupancy(g), u).find((o) => o.hex === hex)!;
  if (opt.chain) {
    r.chain.push({ mover: unit, to: hex });
  } else {
    r.units = r.units.filter((x) => x !== unit);
    retreatMove(state, ctx, u, hex, false);
  }
  ctx.end();
}

/** [rule 9.6] The units that may make room in the hex the last chain entry wants, each with where it may go. */
export function chainOptions(state: S): Map<string, HexId[]> {
  const g = state.g;
  const r = g.retreat!;
  const last = r.chain[r.chain.length - 1]!;
  const occ = occupancy(g);
  const seen = new Set<number>(r.chain.map((c) => nodeOf((g.units[c.mover]!.where as { hex: HexId }).hex)!));
  const out = new Map<string, HexId[]>();
  for (const id of unitsAt(occ, nodeOf(last.to)!)) {
    const v = g.units[id]!;
    if (v.side !== r.side || maOf(v) <= 0) continue;
    const hexes = displaceOptions(g, occ, v, new Set([...seen, nodeOf(last.to)!])).map((o) => NODE_ID[o]!);
    if (hexes.length) out.set(id, hexes);
  }
  return out;
}

export function performDisplace(state: S, ctx: PerformContext, unit: string, hex: HexId): void {
  const g = state.g;
  const r = g.retreat!;
  const v = g.units[unit]!;
  const occ = occupancy(g);
  const isNormal = normalRetreats(occ, v).includes(nodeOf(hex)!);
  if (!isNormal) {
    r.chain.push({ mover: unit, to: hex });
    return ctx.end();
  }
  retreatMove(state, ctx, v, hex, true);
  // Unwind: each mover steps into the hex the next one left.
  while (r.chain.length > 0 && !state.result) {
    const c = r.chain.pop()!;
    const m = g.units[c.mover]!;
    const chained = r.chain.length > 0;
    retreatMove(state, ctx, m, c.to, chained);
    if (!chained) r.units = r.units.filter((x) => x !== c.mover);
  }
  ctx.end();
}

export function explainRetreat(state: S, verb: string, args: string[]): Rejection {
  const g = state.g;
  const [unit = '', hex = ''] = args;
  const r = g.retreat;
  if (!r) return reject('NOT_LEGAL', { input: `${verb} ${args.join(' ')}` }, '9.6');
  const u = g.units[unit];
  const occ = occupancy(g);
  if (verb === 'retreat') {
    if (!u || !r.units.includes(unit)) return reject('NOT_RETREATING', { unit }, '9.6');
    const legal = retreatOptions(g, occ, u)
      .map((o) => o.hex)
      .join(', ');
    return explainRetreatHex(occ, u, hex, new Set(), legal);
  }
  const options = chainOptions(state);
  const legal = [...options].flatMap(([id, hexes]) => hexes.map((h) => `${id} ${h}`)).join(', ');
  const last = r.chain[r.chain.length - 1]!;
  if (!options.has(unit)) {
    const args = { unit, hex: last.to, legal };
    if (!u || u.side !== r.side || u.where.kind !== 'map' || u.where.hex !== last.to)
      return reject('DISPLACE_NOT_THERE', args, '9.6');
    if (maOf(u) <= 0) return reject('DISPLACE_MA_ZERO', args, '9.6.1');
    return reject('DISPLACE_NO_WAY', args, '9.6');
  }
  // The hexes this chain already holds: the movers' hexes and the hex being cleared.
  const seen = new Set<number>([
    ...r.chain.map((c) => nodeOf((g.units[c.mover]!.where as { hex: HexId }).hex)!),
    nodeOf(last.to)!,
  ]);
  return explainRetreatHex(occ, u!, hex, seen, legal);
}

/**
 * [rule 9.6] Which retreat condition `hex` fails for `u`: one hex away over land, not already in the
 * chain, free of enemy units, outside EZOC ([rule 6.3]), and within the stacking limit — or, when
 * no hex has room, full of units of which one can make room (a chain retreat).
 */
function explainRetreatHex(occ: Occ, u: UnitState, hex: string, seen: Set<number>, legal: string): Rejection {
  const from = (u.where as { hex: HexId }).hex;
  const args = { unit: u.id, hex, from, legal, limit: STACK_LIMIT[u.side] };
  const h = HEX_BY_ID.get(hex);
  if (!h) return reject('BAD_HEX', { hex }, '9.6');
  const next = areAdjacent(GRID, from, hex);
  const n = nodeOf(hex);
  if (n === undefined || h.terrain === 'sea') return reject(next ? 'RETREAT_SEA' : 'RETREAT_NOT_ADJACENT', args, '9.6');
  const f = nodeOf(from)!;
  if (!LINK_TO[f]!.slice(0, HEX_LINKS[f]!).includes(n)) return reject('RETREAT_NOT_ADJACENT', args, '9.6');
  if (seen.has(n)) return reject('RETREAT_IN_CHAIN', args, '9.6');
  if (occ.count[other(u.side)][n]) return reject('RETREAT_ENEMY', args, '9.6');
  if (occ.ezoc[u.side][n]) return reject('RETREAT_EZOC', args, '6.3');
  const free = normalRetreats(occ, u).some((m) => !seen.has(m));
  return reject(free ? 'RETREAT_FULL' : 'RETREAT_NO_ROOM_MADE', args, '9.6');
}
