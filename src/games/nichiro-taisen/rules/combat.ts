// 日露大戦 9.0 combat: declaring every attack first (9.1–9.3), resolving them one by one in the
// attacker's order (9.4: terrain and support; 9.5: CRT; 10.4.5: combat event windows), losses,
// retreat with chain retreat and AR→AE (9.6), and advance after combat (9.7).
import type { HexId } from '../../../engine/hex.ts';
import type { PerformContext, Rejection, Text } from '../../../engine/types.ts';
import { CARDS } from '../data/cards.ts';
import { STACK_LIMIT } from '../data/counters.ts';
import { crtColumn, crtResult } from '../data/crt.ts';
import { HEX_BY_ID } from '../data/map.ts';
import {
  hasRoom, HEX_LINKS, LINK_FLAGS, LINK_TO, maOf, NODE_ID, nodeOf, occupancy, other, RIVER, strengthOf, unitsAt, unitsOf,
  type Occ,
} from '../board.ts';
import { cardName, hexName, reject, SIDE_NAME, unitName, unitNames } from '../messages.ts';
import type { CombatModifier, CombatRecord, CombatTask, Declaration, FrameOf, NichiroG, NSide, NState, UnitState } from '../types.ts';
import { eventOk, performEvent, type EventContext } from './cards.ts';
import { call, endCombat, push } from './sequence.ts';
import { revisionOf } from './setup.ts';
import { eliminate, placeUnit } from './victory.ts';

type S = NState;

// ---------------------------------------------------------------------------------------------
// 9.1–9.3 declaring attacks

/** Units of the phasing side committed to a declared attack this combat phase (9.1). */
function committed(g: NichiroG): Set<string> {
  const out = new Set<string>();
  for (const d of g.declarations) for (const a of d.attackers) out.add(a);
  return out;
}

/** 9.1: own units on the map, not yet committed, with `target` in their ZOC (adjacent, no all-sea side). */
export function eligibleAttackers(g: NichiroG, occ: Occ, side: NSide, target: HexId, exclude: readonly string[] = []): string[] {
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

/** Enemy-held hexes that may still be declared as targets (9.1: each hex once per phase). */
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

/** 9.4.1: the defender's terrain modifiers for these attackers. */
function terrainModifiers(target: HexId, attackerHexes: readonly HexId[]): CombatModifier[] {
  const h = HEX_BY_ID.get(target)!;
  const mods: CombatModifier[] = [];
  const t = nodeOf(target)!;
  const allRiver = attackerHexes.length > 0 && attackerHexes.every((a) => {
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

export function performDeclaration(state: S, ctx: PerformContext, verb: string, args: string[]): void {
  const g = state.g;
  const side = g.phasing;
  if (verb === 'attack') return call(ctx, { kind: 'declare', sides: [side], target: args[0]!, units: [] });
  if (verb === 'undeclare') {
    g.declarations = g.declarations.filter((d) => d.target !== args[0]);
    ctx.log({ text: { ja: `${SIDE_NAME[side].ja}: ${hexName(args[0]!).ja} への攻撃宣言を取り消し`, en: `${SIDE_NAME[side].en} withdraws the attack on ${hexName(args[0]!).en}` } });
    return;
  }
  if (verb === 'end-combat') return endCombat(state, ctx);
  // end-declarations: 9.3 the attacks are resolved one by one, in the attacker's order.
  state.stack = [{ kind: 'resolve', sides: [side] }];
  nextCombat(state, ctx);
}

function bestDifferential(g: NichiroG, occ: Occ, side: NSide, target: HexId, units: readonly string[]): number {
  return differentialOf(g, occ, target, units) + (g.hands[side].length > 0 ? 1 : 0);
}

/** 9.3, 9.5: the attack may be declared with these units (some, and a differential of −1 or more with support). */
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
  ctx.end();
  if (verb === 'cancel') return;
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
  return reject('NO_ATTACKER', { hex }, '9.1');
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

// ---------------------------------------------------------------------------------------------
// 9.4–9.5 resolving one combat

/** After a combat (or the declarations): the next one, chosen automatically when only one is left. */
function nextCombat(state: S, ctx: PerformContext): void {
  if (state.result) return;
  const left = state.g.declarations.filter((d) => !d.resolved);
  if (left.length === 0) return endCombat(state, ctx);
  if (left.length === 1) return startResolution(state, ctx, left[0]!.target);
}

/** Strengths, modifiers and the CRT column of the combat in `g.combat` (again after an event). */
export function recomputeCombat(g: NichiroG): void {
  const c = g.combat!;
  c.attackStrength = c.attackers.reduce((s, a) => s + strengthOf(g.units[a.id]!), 0);
  c.defenseStrength = c.defenders.reduce((s, id) => s + strengthOf(g.units[id]!), 0);
  const support = c.support ? 1 : 0;
  c.modifiers = [...terrainModifiers(c.target, c.attackers.map((a) => a.hex)), ...(support ? [{ code: 'support' as const, side: 'attacker' as const, value: 1 }] : [])];
  const defMod = c.modifiers.filter((m) => m.side === 'defender').reduce((s, m) => s + m.value, 0);
  c.differential = c.attackStrength + support - (c.defenseStrength + defMod);
  c.column = crtColumn(c.differential);
}

export function performResolve(state: S, ctx: PerformContext, hex: HexId): void {
  startResolution(state, ctx, hex);
}

function startResolution(state: S, ctx: PerformContext, target: HexId): void {
  const g = state.g;
  const decl = g.declarations.find((d) => d.target === target && !d.resolved)!;
  const occ = occupancy(g);
  const defenders = unitsAt(occ, nodeOf(target)!).filter((id) => g.units[id]!.side !== g.phasing).sort();
  const attackers = decl.attackers.filter((id) => g.units[id]!.where.kind === 'map').map((id) => ({ id, hex: (g.units[id]!.where as { hex: HexId }).hex }));
  if (defenders.length === 0 || attackers.length === 0) {
    decl.resolved = true;
    ctx.log({ text: { ja: `${hexName(target).ja} の戦闘は成立しない`, en: `No combat at ${hexName(target).en} any more` } });
    return nextCombat(state, ctx);
  }
  g.combat = {
    attackerSide: g.phasing, target, attackers, defenders,
    attackStrength: 0, defenseStrength: 0, modifiers: [], differential: 0, column: null,
    die: null, rolled: null, events: [], result: null, support: null,
  };
  recomputeCombat(g);
  g.cflow = { stage: 'support', window: null, tasks: [], advanced: [] };
  g.lastHexes = [target, ...attackers.map((a) => a.hex)];
  const c = g.combat;
  const mods = c.modifiers.map((m) => `${m.code}+${m.value}`).join(' ');
  ctx.log({
    text: {
      ja: `戦闘 ${hexName(target).ja}: 攻撃 ${c.attackStrength} (${unitNames(attackers.map((a) => a.id)).ja}) 対 防御 ${c.defenseStrength} (${unitNames(defenders).ja})${mods ? ' 修整 ' + mods : ''} → 戦闘力差 ${c.differential}`,
      en: `Combat at ${hexName(target).en}: attack ${c.attackStrength} (${unitNames(attackers.map((a) => a.id)).en}) against defence ${c.defenseStrength} (${unitNames(defenders).en})${mods ? ' modifiers ' + mods : ''} → differential ${c.differential}`,
    },
    hexes: g.lastHexes,
  });
  advanceCombat(state, ctx);
}

export function performSupport(state: S, ctx: PerformContext, card: string | null): void {
  const g = state.g;
  ctx.end();
  const c = g.combat!;
  if (card) {
    const side = c.attackerSide;
    ctx.reveal(); // a card of the hand, face up
    g.hands[side].splice(g.hands[side].indexOf(card), 1);
    g.discard.push(card);
    c.support = card;
    recomputeCombat(g);
    ctx.log({ text: { ja: `${SIDE_NAME[side].ja}: ${card} を捨てて攻撃支援 +1 (戦闘力差 ${c.differential})`, en: `${SIDE_NAME[side].en} discards ${card} for attack support +1 (differential ${c.differential})` } });
  }
  g.cflow!.stage = 'before';
  advanceCombat(state, ctx);
}

/** Could `side` play any combat event now, judging by public facts only (not by its hand)? */
function mayHaveEvent(state: S, side: NSide, ctxt: EventContext): boolean {
  if (state.g.hands[side].length === 0) return false;
  return CARDS.some((c) => eventOk(state, side, c.id, ctxt, true));
}

export function performCombatEvent(state: S, ctx: PerformContext, side: NSide, verb: string, args: string[]): void {
  const g = state.g;
  const flow = g.cflow!;
  ctx.end();
  const w = flow.window!;
  if (verb === 'event') {
    performEvent(state, ctx, side, args[0]!, { where: flow.stage === 'before' ? 'before' : 'after' });
    w.passes = 0;
    // [rule 10.4.5] revision 2: a before-roll event that fixed the result opens the after-roll
    // events at once, where the other side answers first ("#09 児玉源太郎" by Japan: Russia may answer
    // with マキシム機関銃 before Japan goes on with 軍神). Revision 1 started the after-roll window with
    // the attacker again.
    if (flow.stage === 'before' && g.combat!.rolled !== null && revisionOf(state) >= 2) flow.stage = 'after';
  } else {
    w.passes += 1;
  }
  w.turn = other(side);
  advanceCombat(state, ctx);
}

function roll(state: S, ctx: PerformContext): void {
  const c = state.g.combat!;
  if (c.rolled !== null) return;
  if (c.column === null) {
    c.rolled = 'NE';
    c.result = 'NE';
    ctx.log({ text: { ja: `戦闘力差${c.differential}: -1未満の攻撃は無効、結果NE (9.5)`, en: `Differential ${c.differential}: below −1 an attack has no effect, NE (9.5)` } });
    return;
  }
  c.die = ctx.roll(6);
  c.rolled = crtResult(c.column, c.die);
  c.result = c.rolled;
  const col = c.column > 0 ? `+${c.column}` : String(c.column);
  ctx.log({ text: { ja: `ダイス ${c.die}、コラム ${col} → ${c.rolled}`, en: `Die ${c.die}, column ${col} → ${c.rolled}` } });
}

function tasksFor(result: string): CombatTask[] {
  switch (result) {
    case 'DE': return ['defLoss', 'defRetreat', 'advance'];
    case 'DR': return ['defRetreat', 'advance'];
    case 'EX': return ['defLoss', 'attLoss'];
    case 'AE': return ['attLoss'];
    case 'AR': return ['arChoice'];
    default: return [];
  }
}

/** Carry the combat forward until a decision is owed or it is over. */
export function advanceCombat(state: S, ctx: PerformContext): void {
  const g = state.g;
  for (;;) {
    if (state.result) return;
    const flow = g.cflow!;
    const c = g.combat!;
    if (flow.stage === 'support') {
      if (g.hands[c.attackerSide].length > 0 && c.differential >= -2) {
        call(ctx, { kind: 'support', sides: [c.attackerSide] });
        return;
      }
      flow.stage = 'before';
      continue;
    }
    if (flow.stage === 'before' || flow.stage === 'after') {
      const where = flow.stage;
      flow.window ??= { turn: c.attackerSide, passes: 0 };
      const w = flow.window;
      // 10.4.5: attacker first, then defender, one event at a time; two passes in a row close it.
      while (w.passes < 2) {
        if (mayHaveEvent(state, w.turn, { where })) {
          call(ctx, { kind: 'combat-event', sides: [w.turn], stage: where });
          return;
        }
        w.passes += 1;
        w.turn = other(w.turn);
      }
      flow.window = null;
      if (where === 'before') {
        roll(state, ctx);
        flow.stage = 'after';
        continue;
      }
      flow.stage = 'apply';
      flow.tasks = tasksFor(c.result!);
      if (c.result !== c.rolled) ctx.log({ text: { ja: `最終的な戦闘結果: ${c.result}`, en: `Final result: ${c.result}` } });
      continue;
    }
    // apply
    if (g.retreat && processRetreat(state, ctx)) return;
    const task = flow.tasks[0];
    if (!task) return finishCombat(state, ctx);
    if (task === 'defLoss' || task === 'attLoss') {
      const cands = lossCandidates(g, task === 'defLoss' ? 'defender' : 'attacker');
      if (cands.length > 1) {
        call(ctx, { kind: 'loss', sides: [task === 'defLoss' ? other(c.attackerSide) : c.attackerSide], role: task === 'defLoss' ? 'defender' : 'attacker' });
        return;
      }
      flow.tasks.shift();
      if (cands.length === 1) eliminate(state, ctx, g.units[cands[0]!]!, { ja: `戦闘結果${c.result}`, en: `combat result ${c.result}` });
      continue;
    }
    flow.tasks.shift();
    if (task === 'defRetreat') {
      const units = c.defenders.filter((id) => onTarget(g, id, c.target));
      if (units.length) g.retreat = { side: other(c.attackerSide), units, chain: [] };
      continue;
    }
    if (task === 'attRetreat') {
      const units = c.attackers.map((a) => a.id).filter((id) => g.units[id]!.where.kind === 'map');
      if (units.length) g.retreat = { side: c.attackerSide, units, chain: [] };
      continue;
    }
    if (task === 'arChoice') {
      push(state, { kind: 'ar', sides: [c.attackerSide] });
      return;
    }
    if (task === 'advance') {
      if (advanceCandidates(g).length > 0) {
        push(state, { kind: 'advance', sides: [c.attackerSide] });
        return;
      }
      continue;
    }
  }
}

function onTarget(g: NichiroG, id: string, target: HexId): boolean {
  const w = g.units[id]!.where;
  return w.kind === 'map' && w.hex === target;
}

function finishCombat(state: S, ctx: PerformContext): void {
  const g = state.g;
  const c = g.combat!;
  const decl = g.declarations.find((d) => d.target === c.target && !d.resolved);
  if (decl) decl.resolved = true;
  g.lastCombat = c;
  g.combat = null;
  g.cflow = null;
  nextCombat(state, ctx);
}

// ---------------------------------------------------------------------------------------------
// Losses (9.5)

export function lossCandidates(g: NichiroG, role: 'attacker' | 'defender'): string[] {
  const c = g.combat!;
  if (role === 'defender') return c.defenders.filter((id) => onTarget(g, id, c.target));
  return c.attackers.map((a) => a.id).filter((id) => g.units[id]!.where.kind === 'map');
}

export function performLoss(state: S, ctx: PerformContext, unit: string): void {
  const g = state.g;
  ctx.end();
  g.cflow!.tasks.shift();
  eliminate(state, ctx, g.units[unit]!, { ja: `戦闘結果${g.combat!.result}`, en: `combat result ${g.combat!.result}` });
  advanceCombat(state, ctx);
}

export function performAr(state: S, ctx: PerformContext, verb: string): void {
  const g = state.g;
  ctx.end();
  const flow = g.cflow!;
  flow.tasks.shift();
  if (verb === 'ar-to-ae') {
    g.combat!.result = 'AE';
    ctx.log({ text: { ja: `${SIDE_NAME[g.combat!.attackerSide].ja}: ARをAEに変更 (9.6)`, en: `${SIDE_NAME[g.combat!.attackerSide].en} turns the AR into an AE (9.6)` } });
    flow.tasks.unshift('attLoss');
  } else flow.tasks.unshift('attRetreat');
  advanceCombat(state, ctx);
}

// ---------------------------------------------------------------------------------------------
// 9.6 retreat

/** Hexes a unit may retreat into without breaking the stacking limit. */
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

/** Friendly-full hexes outside EZOC, for a chain retreat (9.6). */
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
  return overstackRetreats(occ, v, from).filter((n) => !seen.has(n) && chainFeasible(g, occ, v.side, n, new Set([...seen, from])));
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
function processRetreat(state: S, ctx: PerformContext): boolean {
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
      r.units = r.units.filter((x) => x !== id);
      eliminate(state, ctx, u, { ja: '移動力0のユニットは退却できない (9.6.1)', en: 'a unit with MA 0 cannot retreat (9.6.1)' });
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
  ctx.end();
  const r = g.retreat!;
  const u = g.units[unit]!;
  const opt = retreatOptions(g, occupancy(g), u).find((o) => o.hex === hex)!;
  if (opt.chain) {
    r.chain.push({ mover: unit, to: hex });
  } else {
    r.units = r.units.filter((x) => x !== unit);
    retreatMove(state, ctx, u, hex, false);
  }
  advanceCombat(state, ctx);
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
  ctx.end();
  const r = g.retreat!;
  const v = g.units[unit]!;
  const occ = occupancy(g);
  const isNormal = normalRetreats(occ, v).includes(nodeOf(hex)!);
  if (!isNormal) {
    r.chain.push({ mover: unit, to: hex });
    advanceCombat(state, ctx);
    return;
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
  advanceCombat(state, ctx);
}

export function explainRetreat(state: S, verb: string, args: string[]): Rejection {
  const g = state.g;
  const [unit = '', hex = ''] = args;
  const r = g.retreat;
  if (!r) return reject('NOT_LEGAL', { input: `${verb} ${args.join(' ')}` }, '9.6');
  const u = g.units[unit];
  if (verb === 'retreat') {
    if (!u || !r.units.includes(unit)) return reject('NOT_RETREATING', { unit }, '9.6');
    const legal = retreatOptions(g, occupancy(g), u).map((o) => o.hex).join(', ');
    return reject('BAD_RETREAT', { unit, hex, legal }, '9.6');
  }
  const legal = [...chainOptions(state)].flatMap(([id, hexes]) => hexes.map((h) => `${id} ${h}`)).join(', ');
  return reject('BAD_RETREAT', { unit, hex, legal }, '9.6');
}

// ---------------------------------------------------------------------------------------------
// 9.7 advance after combat

export function advanceCandidates(g: NichiroG): string[] {
  const c = g.combat!;
  const flow = g.cflow!;
  if (c.result !== 'DR' && c.result !== 'DE') return [];
  const occ = occupancy(g);
  const t = nodeOf(c.target)!;
  if (occ.count[other(c.attackerSide)][t]) return [];
  if (occ.count[c.attackerSide][t]! >= STACK_LIMIT[c.attackerSide]) return [];
  return c.attackers
    .map((a) => a.id)
    .filter((id) => {
      const u = g.units[id]!;
      return u.where.kind === 'map' && u.where.hex !== c.target && maOf(u) > 0 && !flow.advanced.includes(id);
    });
}

export function performAdvance(state: S, ctx: PerformContext, unit: string | null): void {
  const g = state.g;
  ctx.end();
  const c = g.combat!;
  if (unit) {
    const u = g.units[unit]!;
    const from = (u.where as { hex: HexId }).hex;
    g.cflow!.advanced.push(unit);
    ctx.log({ text: { ja: `${unitName(unit).ja} ${from}→${c.target} へ戦闘後前進`, en: `${unitName(unit).en} advances ${from}→${c.target}` }, hexes: [from, c.target] });
    placeUnit(state, ctx, u, { kind: 'map', hex: c.target }, [c.target]);
    if (state.result) return;
    if (advanceCandidates(g).length > 0) {
      push(state, { kind: 'advance', sides: [c.attackerSide] });
      return;
    }
  }
  advanceCombat(state, ctx);
}

export function explainAdvance(state: S, unit: string): Rejection {
  return reject('BAD_ADVANCE', { unit }, '9.7');
}

export function explainLoss(state: S, unit: string): Rejection {
  return reject('BAD_LOSS', { unit }, '9.5');
}

export type { Declaration, CombatRecord, Text };
