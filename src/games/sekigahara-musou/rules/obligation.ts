// 関ヶ原無双 [rule 8.2] which units must fight in the phasing side's combat phase, and [rule 8.3] which
// groupings are allowed: one attacker against several defenders, or several attackers against one
// defender, each unit in at most one combat, never several against several.
//
// Reading (docs/games/sekigahara-musou.md): a unit takes part in at most one combat a phase, as an
// attacker or as a defender; the grouping is valid when every unit that must fight is in one.
import type { HexId } from '#engine/hex.ts';
import { adjacent, neighbours } from '../board.ts';
import type { SekiG, SideId, UnitState } from '../types.ts';
import { hexOf, occupancy, other, perPosition } from './movement.ts';

export interface Combat {
  attackers: string[];
  defenders: string[];
}

const onMap = (g: SekiG, side: SideId): UnitState[] =>
  Object.values(g.units).filter((u) => u.side === side && u.where.kind === 'map');
const next = (a: UnitState, b: UnitState) => adjacent(hexOf(a) as HexId, hexOf(b) as HexId);

/**
 * [rule 8.2] the units that must take part in `attacker`'s combat phase: each of its troop units
 * next to an enemy, with every enemy next to it; each enemy troop unit next to an attacking unit,
 * with every attacking unit next to it.
 */
export function mustFight(
  g: SekiG,
  attacker: SideId,
): { attackers: ReadonlySet<string>; defenders: ReadonlySet<string> } {
  return perPosition(g, `must-${attacker}`, () => mustFightNow(g, attacker));
}

/**
 * [rule 8.2] each troop unit next to an enemy must fight, and so must every enemy next to it, on
 * whichever side it stands (who stands where read once, one unit per hex).
 */
function mustFightNow(g: SekiG, attacker: SideId): { attackers: Set<string>; defenders: Set<string> } {
  const at = occupancy(g);
  const attackers = new Set<string>();
  const defenders = new Set<string>();
  for (const [hex, u] of at) {
    if (u.face !== 'troop') continue;
    for (const n of neighbours(hex)) {
      const o = at.get(n);
      if (!o || o.side === u.side) continue;
      (u.side === attacker ? attackers : defenders).add(u.id);
      (o.side === attacker ? attackers : defenders).add(o.id);
    }
  }
  return { attackers, defenders };
}

/** [rule 8.2] the units that must fight and are in no combat of `plan` yet, in id order. */
export function mustFightUnplanned(g: SekiG, attacker: SideId, plan: readonly Combat[]): string[] {
  const must = mustFight(g, attacker);
  const taken = new Set(plan.flatMap((p) => [...p.attackers, ...p.defenders]));
  return [...must.attackers, ...must.defenders].filter((id) => !taken.has(id)).sort();
}

/** [rule 8.2] attacking commanders next only to enemy commanders: they may attack or not. */
export function mayFight(g: SekiG, attacker: SideId): readonly string[] {
  return perPosition(g, `may-${attacker}`, () => mayFightNow(g, attacker));
}

function mayFightNow(g: SekiG, attacker: SideId): string[] {
  const must = mustFight(g, attacker).attackers;
  const def = onMap(g, other(attacker));
  return onMap(g, attacker)
    .filter((a) => a.face === 'commander' && !must.has(a.id) && def.some((d) => next(a, d)))
    .map((a) => a.id);
}

/** [rule 8.3] one combat's shape: one against several or several against one, all of them next to the one. */
export function validShape(g: SekiG, c: Combat): boolean {
  if (!c.attackers.length || !c.defenders.length) return false;
  if (c.attackers.length > 1 && c.defenders.length > 1) return false;
  const [one, many] = c.attackers.length === 1 ? [c.attackers[0]!, c.defenders] : [c.defenders[0]!, c.attackers];
  const u = g.units[one]!;
  return many.every((id) => next(u, g.units[id]!));
}

/** What is wrong with a phase's grouping (empty: it may be fought), by rule. */
export function groupingProblems(g: SekiG, attacker: SideId, combats: readonly Combat[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const c of combats) {
    if (!validShape(g, c)) problems.push(`8.3 shape: ${c.attackers.join('+')} vs ${c.defenders.join('+')}`);
    for (const id of [...c.attackers, ...c.defenders]) {
      if (seen.has(id)) problems.push(`8.3 twice: ${id}`);
      seen.add(id);
    }
    for (const id of c.attackers) if (g.units[id]?.side !== attacker) problems.push(`8.1 not an attacker: ${id}`);
    for (const id of c.defenders) if (g.units[id]?.side === attacker) problems.push(`8.1 not a defender: ${id}`);
  }
  const must = mustFight(g, attacker);
  for (const id of [...must.attackers, ...must.defenders]) if (!seen.has(id)) problems.push(`8.2 must fight: ${id}`);
  return problems;
}
