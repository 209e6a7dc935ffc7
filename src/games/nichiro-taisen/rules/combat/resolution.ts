// 日露大戦 [rule 9.0] combat, resolution: the declared combats one by one in the attacker's order
// ([rule 9.4] terrain and support, [rule 9.5] the CRT, [rule 10.4.5] combat event windows before and
// after the die), carried forward until a decision is owed (losses, retreats, advance).
// Each of those decisions is asked on top of the 'resolve' frame and ends when answered: the
// resolution resumes from there (the 'resolve' spec's `resume`). When every declared attack is
// resolved these procedures say so (true) and the caller ends the combat phase.
import type { HexId } from '#engine/hex.ts';
import type { PerformContext } from '#engine/types.ts';
import { CARDS } from '../../data/cards.ts';
import { crtResult } from '../../data/crt.ts';
import { nodeOf, occupancy, other, unitsAt } from '../../board.ts';
import { eachLocale } from '#engine/i18n.ts';
import { hexName, MODIFIER_NAME, SIDE_NAME, unitNames } from '../../messages.ts';
import type { CombatTask, NSide, NState } from '../../types.ts';
import { eventOk, performEvent, type EventContext } from '../cards/events.ts';
import { revisionOf } from '../revision.ts';
import { call, goto, push } from '../stack.ts';
import { eliminate } from '../victory.ts';
import { advanceCandidates } from './advance.ts';
import { recomputeCombat } from './declaration.ts';
import { lossCandidates, onTarget } from './losses.ts';
import { processRetreat } from './retreat.ts';

type S = NState;

// [rule 9.4] [rule 9.5] resolving one combat

/**
 * The declarations are over (rule 9.3): the combat phase goes on to resolve the attacks one by one,
 * in the attacker's order. True when there is nothing (left) to resolve: the combat phase is over.
 */
export function startResolving(state: S, ctx: PerformContext): boolean {
  goto(ctx, { kind: 'resolve', sides: [state.g.phasing] });
  return nextCombat(state, ctx);
}

/**
 * After a combat (or the declarations): the next one, chosen automatically when only one is left.
 * True when every declared attack is resolved: the combat phase is over.
 */
export function nextCombat(state: S, ctx: PerformContext): boolean {
  if (state.result) return false;
  const left = state.g.declarations.filter((d) => !d.resolved);
  if (left.length === 0) return true;
  if (left.length === 1) return startResolution(state, ctx, left[0]!.target);
  return false;
}

/** The attacker chose the combat to resolve next. True when the combat phase is over. */
export function performResolve(state: S, ctx: PerformContext, hex: HexId): boolean {
  return startResolution(state, ctx, hex);
}

function startResolution(state: S, ctx: PerformContext, target: HexId): boolean {
  const g = state.g;
  const decl = g.declarations.find((d) => d.target === target && !d.resolved)!;
  const occ = occupancy(g);
  const defenders = unitsAt(occ, nodeOf(target)!)
    .filter((id) => g.units[id]!.side !== g.phasing)
    .sort();
  const attackers = decl.attackers
    .filter((id) => g.units[id]!.where.kind === 'map')
    .map((id) => ({ id, hex: (g.units[id]!.where as { hex: HexId }).hex }));
  if (defenders.length === 0 || attackers.length === 0) {
    decl.resolved = true;
    ctx.log({
      text: { ja: `${hexName(target).ja} の戦闘は成立しない`, en: `No combat at ${hexName(target).en} any more` },
    });
    return nextCombat(state, ctx);
  }
  g.combat = {
    attackerSide: g.phasing,
    target,
    attackers,
    defenders,
    attackStrength: 0,
    defenseStrength: 0,
    modifiers: [],
    differential: 0,
    column: null,
    die: null,
    rolled: null,
    events: [],
    result: null,
    support: null,
  };
  recomputeCombat(g);
  g.cflow = { stage: 'support', window: null, tasks: [], advanced: [] };
  g.lastHexes = [target, ...attackers.map((a) => a.hex)];
  const c = g.combat;
  const mods = eachLocale((l) =>
    c.modifiers.map((m) => `${MODIFIER_NAME[m.code]?.[l] ?? m.code}+${m.value}`).join(l === 'ja' ? '、' : ' '),
  );
  ctx.log({
    text: {
      ja: `戦闘 ${hexName(target).ja}: 攻撃 ${c.attackStrength} (${unitNames(attackers.map((a) => a.id)).ja}) 対 防御 ${c.defenseStrength} (${unitNames(defenders).ja})${mods.ja ? ` 修整 ${mods.ja}` : ''} → 戦闘力差 ${c.differential}`,
      en: `Combat at ${hexName(target).en}: attack ${c.attackStrength} (${unitNames(attackers.map((a) => a.id)).en}) against defence ${c.defenseStrength} (${unitNames(defenders).en})${mods.en ? ` modifiers ${mods.en}` : ''} → differential ${c.differential}`,
    },
    hexes: g.lastHexes,
  });
  return advanceCombat(state, ctx);
}

/** [rule 9.4.2] the attacker discards a card for support, or not; the resolution resumes. */
export function performSupport(state: S, ctx: PerformContext, card: string | null): void {
  const g = state.g;
  const c = g.combat!;
  if (card) {
    const side = c.attackerSide;
    ctx.reveal(); // a card of the hand, face up
    g.hands[side].splice(g.hands[side].indexOf(card), 1);
    g.discard.push(card);
    c.support = card;
    recomputeCombat(g);
    ctx.log({
      text: {
        ja: `${SIDE_NAME[side].ja}: ${card} を捨てて攻撃支援 +1 (戦闘力差 ${c.differential})`,
        en: `${SIDE_NAME[side].en} discards ${card} for attack support +1 (differential ${c.differential})`,
      },
    });
  }
  g.cflow!.stage = 'before';
  ctx.end();
}

/** Could `side` play any combat event now, judging by public facts only (not by its hand)? */
function mayHaveEvent(state: S, side: NSide, ctxt: EventContext): boolean {
  if (state.g.hands[side].length === 0) return false;
  return CARDS.some((c) => eventOk(state, side, c.id, ctxt, true));
}

/** [rule 10.4.5] a side plays a combat event, or passes; the resolution resumes. */
export function performCombatEvent(state: S, ctx: PerformContext, side: NSide, verb: string, args: string[]): void {
  const g = state.g;
  const flow = g.cflow!;
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
  ctx.end();
}

function roll(state: S, ctx: PerformContext): void {
  const c = state.g.combat!;
  if (c.rolled !== null) return;
  if (c.column === null) {
    c.rolled = 'NE';
    c.result = 'NE';
    ctx.log({
      text: {
        ja: `戦闘力差${c.differential}: -1未満の攻撃は無効、結果NE (9.5)`,
        en: `Differential ${c.differential}: below −1 an attack has no effect, NE (9.5)`,
      },
    });
    return;
  }
  c.die = ctx.roll(6);
  c.rolled = crtResult(c.column, c.die);
  c.result = c.rolled;
  const col = c.column > 0 ? `+${c.column}` : String(c.column);
  ctx.log({
    text: { ja: `ダイス ${c.die}、コラム ${col} → ${c.rolled}`, en: `Die ${c.die}, column ${col} → ${c.rolled}` },
  });
}

function tasksFor(result: string): CombatTask[] {
  switch (result) {
    case 'DE':
      return ['defLoss', 'defRetreat', 'advance'];
    case 'DR':
      return ['defRetreat', 'advance'];
    case 'EX':
      return ['defLoss', 'attLoss'];
    case 'AE':
      return ['attLoss'];
    case 'AR':
      return ['arChoice'];
    default:
      return [];
  }
}

/**
 * Carry the combat forward until a decision is owed or it is over (then the next one). True when
 * every declared attack is resolved: the combat phase is over.
 */
export function advanceCombat(state: S, ctx: PerformContext): boolean {
  const g = state.g;
  for (;;) {
    if (state.result) return false;
    const flow = g.cflow!;
    const c = g.combat!;
    if (flow.stage === 'support') {
      if (g.hands[c.attackerSide].length > 0 && c.differential >= -2) {
        call(ctx, { kind: 'support', sides: [c.attackerSide] });
        return false;
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
          return false;
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
      if (c.result !== c.rolled)
        ctx.log({ text: { ja: `最終的な戦闘結果: ${c.result}`, en: `Final result: ${c.result}` } });
      continue;
    }
    // apply
    if (g.retreat && processRetreat(state, ctx)) return false;
    const task = flow.tasks[0];
    if (!task) return finishCombat(state, ctx);
    if (task === 'defLoss' || task === 'attLoss') {
      const cands = lossCandidates(g, task === 'defLoss' ? 'defender' : 'attacker');
      if (cands.length > 1) {
        call(ctx, {
          kind: 'loss',
          sides: [task === 'defLoss' ? other(c.attackerSide) : c.attackerSide],
          role: task === 'defLoss' ? 'defender' : 'attacker',
        });
        return false;
      }
      flow.tasks.shift();
      if (cands.length === 1)
        eliminate(state, ctx, g.units[cands[0]!]!, { ja: `戦闘結果${c.result}`, en: `combat result ${c.result}` });
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
      return false;
    }
    if (task === 'advance') {
      if (advanceCandidates(g).length > 0) {
        push(state, { kind: 'advance', sides: [c.attackerSide] });
        return false;
      }
    }
  }
}

function finishCombat(state: S, ctx: PerformContext): boolean {
  const g = state.g;
  const c = g.combat!;
  const decl = g.declarations.find((d) => d.target === c.target && !d.resolved);
  if (decl) decl.resolved = true;
  g.lastCombat = c;
  g.combat = null;
  g.cflow = null;
  return nextCombat(state, ctx);
}
