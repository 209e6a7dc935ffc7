// 日露大戦 [rule 9.0] combat, declaring: every attack is declared first, before any is resolved
// ([rule 9.1] targets in a ZOC, each hex once; [rule 9.2] several units against one hex; [rule 9.3]
// a unit attacks once), with the differential the declaration would have, and the differential of
// the combat being resolved (again after an event).
// Ending the declarations starts the resolution (resolution.ts), called from the combat phase's
// decisions: declaring never imports what comes after it.
import type { HexId } from '#engine/hex.ts';
import type { PerformContext, Rejection } from '#engine/types.ts';
import { crtColumn } from '../../data/crt.ts';
import { HEX_BY_ID } from '../../data/map.ts';
import {
  HEX_LINKS,
  LINK_FLAGS,
  LINK_TO,
  nodeOf,
  occupancy,
  other,
  RIVER,
  strengthOf,
  unitsAt,
  unitsOf,
  type Occ,
} from '../../board.ts';
import { hexName, reject, SIDE_NAME, unitNames } from '../../messages.ts';
import type { CombatModifier, FrameOf, NichiroG, NSide, NState } from '../../types.ts';
import { call } from '../stack.ts';

type S = NState;

// [rule 9.1] [rule 9.2] [rule 9.3] declaring attacks

/** Units of the phasing side committed to a declared attack this combat phase ([rule 9.1]). */
function committed(g: NichiroG): Set<string> {
  const out = new Set<string>();
  for (const d of g.declarations) for (const a of d.attackers) out.add(a);
  return out;
}

/** [rule 9.1] own units on the map, not yet committed, with `target` in their ZOC (adjacent, no all-sea side). */
export function eligibleAttackers(
  g: NichiroG,
  occ: Occ,
  side: NSide,
  target: HexId,
  exclude: readonly string[] = [],
): string[] {
  const t = nodeOf(target);
  if (t === undefined) return [];
  const used = committed(g);
  const out: string[] = [];
  const to = LINK_TO[t]!;
  for (let k = 0; k < HEX_LINKS[t]!; k++) {
    for (const id of unitsAt(occ, to[k]!)) {
      const u = g.units[id]!;
      if (u.side === side && !used.has(id) && !exclude.includes(id)) out.push(id);
    }
  }
  return out.sort();
}

/** Enemy-held hexes that may still be declared as targets ([rule 9.1] each hex once per phase). */
export function attackTargets(g: NichiroG, occ: Occ, side: NSide): HexId[] {
  const enemy = other(side);
  const declared = new Set(g.declarations.map((d) => d.target));
  const out = new Set<HexId>();
  for (const u of unitsOf(g, enemy)) {
    if (u.where.kind !== 'map' || declared.has(u.where.hex)) continue;
    if (eligibleAttackers(g, occ, side, u.where.hex).length > 0) out.add(u.where.hex);
  }
  return [...out].sort();
}

/** Is `hex` one of attackTargets (an enemy-held hex not yet declared, with an eligible attacker)? */
export function attackTargetOk(g: NichiroG, occ: Occ, side: NSide, hex: string): boolean {
  if (g.declarations.some((d) => d.target === hex)) return false;
  const enemy = other(side);
  if (!unitsOf(g, enemy).some((u) => u.where.kind === 'map' && u.where.hex === hex)) return false;
  return eligibleAttackers(g, occ, side, hex).length > 0;
}

/** [rule 9.4.1] the defender's terrain modifiers for these attackers. */
export function terrainModifiers(target: HexId, attackerHexes: readonly HexId[]): CombatModifier[] {
  const h = HEX_BY_ID.get(target)!;
  const mods: CombatModifier[] = [];
  const t = nodeOf(target)!;
  const allRiver =
    attackerHexes.length > 0 &&
    attackerHexes.every((a) => {
      const k = LINK_TO[t]!.indexOf(nodeOf(a)!);
      return k >= 0 && (LINK_FLAGS[t]![k]! & RIVER) !== 0;
    });
  if (allRiver) mods.push({ code: 'river', side: 'defender', value: 1 });
  if (h.terrain === 'rough') mods.push({ code: 'rough', side: 'defender', value: 1 });
  if (h.town) mods.push({ code: 'town', side: 'defender', value: 1 });
  return mods;
}

/** The differential an attack would have (support not counted). */
export function differentialOf(g: NichiroG, occ: Occ, target: HexId, attackers: readonly string[]): number {
  const t = nodeOf(target)!;
  const att = attackers.reduce((s, id) => s + strengthOf(g.units[id]!), 0);
  const def = unitsAt(occ, t).reduce((s, id) => s + strengthOf(g.units[id]!), 0);
  const hexes = attackers.map((id) => (g.units[id]!.where as { hex: HexId }).hex);
  const mods = terrainModifiers(target, hexes).reduce((s, m) => s + m.value, 0);
  return att - (def + mods);
}

/** Strengths, modifiers and the CRT column of the combat in `g.combat` (again after an event). */
export function recomputeCombat(g: NichiroG): void {
  const c = g.combat!;
  c.attackStrength = c.attackers.reduce((s, a) => s + strengthOf(g.units[a.id]!), 0);
  c.defenseStrength = c.defenders.reduce((s, id) => s + strengthOf(g.units[id]!), 0);
  const support = c.support ? 1 : 0;
  c.modifiers = [
    ...terrainModifiers(
      c.target,
      c.attackers.map((a) => a.hex),
    ),
    ...(support ? [{ code: 'support' as const, side: 'attacker' as const, value: 1 }] : []),
  ];
  const defMod = c.modifiers.filter((m) => m.side === 'defender').reduce((s, m) => s + m.value, 0);
  c.differential = c.attackStrength + support - (c.defenseStrength + defMod);
  c.column = crtColumn(c.differential);
}

/** The combat phase's first decision: declare an attack on a hex (its units are asked next), or withdraw one. */
export function performDeclaration(state: S, ctx: PerformContext, verb: 'attack' | 'undeclare', args: string[]): void {
  const g = state.g;
  const side = g.phasing;
  if (verb === 'attack') return call(ctx, { kind: 'declare', sides: [side], target: args[0]!, units: [] });
  g.declarations = g.declarations.filter((d) => d.target !== args[0]);
  ctx.log({
    text: {
      ja: `${SIDE_NAME[side].ja}: ${hexName(args[0]!).ja} への攻撃宣言を取り消し`,
      en: `${SIDE_NAME[side].en} withdraws the attack on ${hexName(args[0]!).en}`,
    },
  });
}

/** The differential an attack would have with a support card, when the side holds one ([rule 9.4.2]). */
export function bestDifferential(g: NichiroG, occ: Occ, side: NSide, target: HexId, units: readonly string[]): number {
  return differentialOf(g, occ, target, units) + (g.hands[side].length > 0 ? 1 : 0);
}

/** [rule 9.3], [rule 9.5] the attack may be declared with these units (some, and a differential of −1 or more with support). */
export function mayConfirm(g: NichiroG, occ: Occ, side: NSide, target: HexId, units: readonly string[]): boolean {
  return units.length > 0 && bestDifferential(g, occ, side, target, units) >= -1;
}

export function performDeclare(state: S, ctx: PerformContext, verb: string, args: string[]): void {
  const g = state.g;
  const d = state.stack[state.stack.length - 1] as FrameOf<'declare'>;
  if (verb === 'with') {
    d.units.push(args[0]!);
    return;
  }
  if (verb === 'cancel') return ctx.end();
  const target = d.target;
  const units = [...d.units];
  g.declarations.push({ target, attackers: units, resolved: false });
  const diff = differentialOf(g, occupancy(g), target, units);
  ctx.log({
    text: {
      ja: `${SIDE_NAME[g.phasing].ja}: ${hexName(target).ja} への攻撃を宣言 (${unitNames(units).ja}、戦闘力差${diff >= 0 ? '+' : ''}${diff})`,
      en: `${SIDE_NAME[g.phasing].en} declares an attack on ${hexName(target).en} (${unitNames(units).en}, differential ${diff >= 0 ? '+' : ''}${diff})`,
    },
    hexes: [target, ...units.map((id) => (g.units[id]!.where as { hex: HexId }).hex)],
  });
  ctx.end();
}

export function explainDeclaration(state: S, side: NSide, verb: string, args: string[]): Rejection {
  const g = state.g;
  const hex = args[0] ?? '';
  if (verb === 'end-declarations') return reject('NO_ATTACKERS_YET', {}, '9.3');
  if (verb === 'end-combat') return reject('NOT_LEGAL', { input: verb }, '9.3');
  if (verb === 'undeclare') return reject('NOT_DECLARED', { hex }, '9.3');
  if (!HEX_BY_ID.has(hex)) return reject('BAD_HEX', { hex }, '2.2');
  const occ = occupancy(g);
  const n = nodeOf(hex);
  if (n === undefined || occ.count[other(side)][n] === 0) return reject('NO_ENEMY', { hex }, '9.1');
  if (g.declarations.some((d) => d.target === hex)) return reject('HEX_ATTACKED', { hex }, '9.1');
  // [rule 9.1] own units next to the hex (its ZOC reaches it): none, or all committed already.
  const next: string[] = [];
  for (let k = 0; k < HEX_LINKS[n]!; k++)
    for (const id of unitsAt(occ, LINK_TO[n]![k]!)) if (g.units[id]!.side === side) next.push(id);
  if (!next.length) return reject('NO_ATTACKER', { hex }, '9.1');
  const names = unitNames(next.sort());
  return reject('ATTACKERS_COMMITTED', { hex, unitsJa: names.ja, unitsEn: names.en }, '9.1');
}

/** [rule 9.3] Why `resolve <hex>` is refused: no attack was declared on it, or its combat is over. */
export function explainResolve(state: S, hex: string): Rejection {
  const d = state.g.declarations.find((x) => x.target === hex);
  return d?.resolved ? reject('COMBAT_RESOLVED', { hex }, '9.3') : reject('NOT_DECLARED', { hex }, '9.3');
}

export function explainDeclare(state: S, verb: string, args: string[]): Rejection {
  const g = state.g;
  const d = state.stack[state.stack.length - 1] as FrameOf<'declare'>;
  const side = d.sides[0]!;
  const { target, units } = d;
  if (verb === 'confirm') {
    if (units.length === 0) return reject('NO_ATTACKERS_YET', {}, '9.3');
    return reject('ODDS_TOO_LOW', { diff: bestDifferential(g, occupancy(g), side, target, units) }, '9.5');
  }
  const id = args[0] ?? '';
  const u = g.units[id];
  if (!u || u.side !== side) return reject('UNKNOWN_UNIT', { unit: id }, '2.3');
  if (committed(g).has(id) || units.includes(id)) return reject('UNIT_ATTACKING', { unit: id }, '9.1');
  return reject('NOT_ADJACENT', { unit: id, hex: target }, '9.1');
}
