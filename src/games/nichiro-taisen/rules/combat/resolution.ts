// 日露大戦 [rule 9.0] combat, resolution: the declared combats one by one in the attacker's order
// ([rule 9.4] terrain and support, [rule 9.5] the CRT, [rule 10.4.5] combat event windows before and
// after the die), carried forward until a decision is owed (losses, retreats, advance).
import type { HexId } from '../../../../engine/hex.ts';
import type { PerformContext } from '../../../../engine/types.ts';
import { CARDS } from '../../data/cards.ts';
import { crtColumn, crtResult } from '../../data/crt.ts';
import { nodeOf, occupancy, other, strengthOf, unitsAt } from '../../board.ts';
import { hexName, SIDE_NAME, unitNames } from '../../messages.ts';
import type { CombatTask, NichiroG, NSide, NState } from '../../types.ts';
import { eventOk, performEvent, type EventContext } from '../cards/index.ts';
import { call, endCombat, push } from '../sequence.ts';
import { revisionOf } from '../setup.ts';
import { eliminate } from '../victory.ts';
import { advanceCandidates } from './advance.ts';
import { terrainModifiers } from './declaration.ts';
import { lossCandidates } from './losses.ts';
import { processRetreat } from './retreat.ts';

type S = NState;

// [rule 9.4] [rule 9.5] resolving one combat

/** After a combat (or the declarations): the next one, chosen automatically when only one is left. */
export function nextCombat(state: S, ctx: PerformContext): void {
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
      // [rule 10.4.5] attacker first, then defender, one event at a time; two passes in a row close it.
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

export function onTarget(g: NichiroG, id: string, target: HexId): boolean {
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
