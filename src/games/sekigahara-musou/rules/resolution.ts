// 関ヶ原無双 [rule 8.5] one combat's result: totals, the strength ratio, the dice pools with their
// modifiers, hits, and what the result does to the losing side's units. Pure: the dice are given
// (the caller draws them from the game's generator), so rule cases script them.
//
// Readings (docs/games/sekigahara-musou.md):
// - [rule 8.5.2] the ratio is reduced so the smaller total is 1; the larger side's number is
//   rounded in the defender's favour: down when the attacker is larger, up when the defender is.
// - [rule 8.5.3] "攻撃目標" is, for each side, the units it fights: a side's dice get −1 when every
//   opposing unit stands higher than every one of its own, and −1 when every opposing unit it is
//   next to lies across a river from it.
import type { HexId } from '#engine/hex.ts';
import { adjacent, elevation, riverBetween } from '../board.ts';
import { UNIT_BY_ID } from '../data/units.ts';
import type { SekiG } from '../types.ts';
import { faceOf, hexOf } from './movement.ts';

/** [rule 8.5.2] dice for each side from the two totals (the smaller total counts 1). */
export function strengthRatio(attacker: number, defender: number): { attacker: number; defender: number } {
  if (attacker <= 0 || defender <= 0) throw new Error('combat: a side without strength');
  if (attacker >= defender) return { attacker: Math.floor(attacker / defender), defender: 1 };
  return { attacker: 1, defender: Math.ceil(defender / attacker) };
}

/** [rule 8.5.3] a die's hit: a natural 1 never hits, a natural 6 always does, else die + modifier ≥ 5. */
export function isHit(die: number, modifier: number): boolean {
  if (die === 1) return false;
  if (die === 6) return true;
  return die + modifier >= 5;
}

export interface SideTerms {
  units: string[];
  total: number;
  dice: number;
  /** Sum of the units' combat modifiers. */
  modifier: number;
  /** −1: every opposing unit stands higher than every own unit. */
  uphill: number;
  /** −1: every opposing unit next to an own unit is across a river from it. */
  river: number;
}

const hexesOf = (g: SekiG, ids: readonly string[]): HexId[] => ids.map((id) => hexOf(g.units[id]!)!).filter(Boolean);

function terms(g: SekiG, own: readonly string[], opposing: readonly string[], dice: number): SideTerms {
  const mine = hexesOf(g, own);
  const theirs = hexesOf(g, opposing);
  const modifier = own.reduce((m, id) => m + faceOf(g.units[id]!).modifier, 0);
  const uphill = theirs.every((t) => mine.every((m) => elevation(t) > elevation(m))) ? -1 : 0;
  const pairs = mine.flatMap((m) => theirs.filter((t) => adjacent(m, t)).map((t) => [m, t] as const));
  const river = pairs.length > 0 && pairs.every(([m, t]) => riverBetween(m, t)) ? -1 : 0;
  const total = own.reduce((s, id) => s + faceOf(g.units[id]!).strength, 0);
  return { units: [...own], total, dice, modifier, uphill, river };
}

/** [rule 8.5.1] [rule 8.5.2] [rule 8.5.3] both sides' pools before the roll. */
export function combatTerms(
  g: SekiG,
  attackers: readonly string[],
  defenders: readonly string[],
): { attacker: SideTerms; defender: SideTerms } {
  const a = attackers.reduce((s, id) => s + faceOf(g.units[id]!).strength, 0);
  const d = defenders.reduce((s, id) => s + faceOf(g.units[id]!).strength, 0);
  const ratio = strengthRatio(a, d);
  return {
    attacker: terms(g, attackers, defenders, ratio.attacker),
    defender: terms(g, defenders, attackers, ratio.defender),
  };
}

export const perDie = (t: SideTerms): number => t.modifier + t.uphill + t.river;

export function hits(t: SideTerms, dice: readonly number[]): number {
  return dice.filter((d) => isHit(d, perDie(t))).length;
}

/** What the result does to one unit of the losing side ([rule 8.5.3] table). */
export type UnitFate = 'flip' | 'retreat' | 'flip-retreat' | 'removed';

/**
 * [rule 8.5.3] the table by the difference of hits: 0 nothing; 1 the loser's troop units flip to
 * their commander face (commanders retreat; units without one are removed); 2 or more every losing
 * unit shows its commander face and retreats one hex (units without one are removed).
 */
export function fates(g: SekiG, losers: readonly string[], difference: number): Record<string, UnitFate> {
  const out: Record<string, UnitFate> = {};
  if (difference <= 0) return out;
  for (const id of losers) {
    const u = g.units[id]!;
    const hasCommander = UNIT_BY_ID.get(u.def)!.commander !== null;
    if (u.face === 'troop' && !hasCommander) out[id] = 'removed';
    else if (difference === 1) out[id] = u.face === 'troop' ? 'flip' : 'retreat';
    else out[id] = u.face === 'troop' ? 'flip-retreat' : 'retreat';
  }
  return out;
}

export interface CombatOutcome {
  attacker: SideTerms & { rolled: number[]; hits: number };
  defender: SideTerms & { rolled: number[]; hits: number };
  /** null: equal hits, nothing happens. */
  loser: 'attacker' | 'defender' | null;
  difference: number;
  fates: Record<string, UnitFate>;
}

/** [rule 8.5] a combat with the dice each side rolled (as many as its pool: combatTerms). */
export function judge(
  g: SekiG,
  attackers: readonly string[],
  defenders: readonly string[],
  roll: { attacker: readonly number[]; defender: readonly number[] },
): CombatOutcome {
  const t = combatTerms(g, attackers, defenders);
  if (roll.attacker.length !== t.attacker.dice || roll.defender.length !== t.defender.dice)
    throw new Error('combat: wrong number of dice');
  const ah = hits(t.attacker, roll.attacker);
  const dh = hits(t.defender, roll.defender);
  const loser = ah === dh ? null : ah > dh ? 'defender' : 'attacker';
  const difference = Math.abs(ah - dh);
  return {
    attacker: { ...t.attacker, rolled: [...roll.attacker], hits: ah },
    defender: { ...t.defender, rolled: [...roll.defender], hits: dh },
    loser,
    difference,
    fates: loser ? fates(g, loser === 'attacker' ? attackers : defenders, difference) : {},
  };
}
