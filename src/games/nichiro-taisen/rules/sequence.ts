// 日露大戦 [rule 5.0] the sequence of play: game turns of a Russian and a Japanese player turn (refill,
// movement, combat, card play) and the victory check phase; [rule 5.1] turn 1 starts at Japan's
// movement phase. A forced march ([rule 10.2.3]) plays one more movement or combat phase and returns
// to the card-play phase.
// The sequence calls the phases' procedures and goes on when they are over; they never call it back
// (the phases' decisions, decisions/*.ts, come here when a phase ends).
import type { PerformContext } from '#engine/types.ts';
import { TURN_TRACK } from '../data/map.ts';
import { PHASE_NAME, SIDE_NAME } from '../messages.ts';
import type { CardId, NFrame, NSide, NState, PhaseId } from '../types.ts';
import { discardCard, performRefill, startRefill } from './cards/deck.ts';
import { navalSortieStart } from './naval.ts';
import { moraleChecks, victoryCheck } from './victory.ts';

type S = NState;

/** Replace the whole stack by the decision of a new phase. */
function phaseDecision(state: S, phase: PhaseId, d: NFrame): void {
  if (state.result) return;
  state.g.phase = phase;
  state.stack = [d];
}

function logPhase(state: S, ctx: PerformContext, phase: PhaseId, extra = false): void {
  const g = state.g;
  const p = PHASE_NAME[phase]!;
  const who = SIDE_NAME[g.phasing];
  ctx.log({
    text: {
      ja: `— ${who.ja} ${p.ja}${extra ? ' (強行軍)' : ''}`,
      en: `— ${who.en} ${p.en}${extra ? ' (forced march)' : ''}`,
    },
  });
}

/** [rule 5.0] a player turn begins with its card refill phase ([rule 10.1]). */
export function startPlayerTurn(state: S, ctx: PerformContext, side: NSide): void {
  if (state.result) return;
  const g = state.g;
  g.phasing = side;
  g.forcedMarchUsed = false;
  g.extraPhase = false;
  g.phase = 'refill';
  const month = TURN_TRACK[g.turn - 1]!.name;
  ctx.log({
    text: {
      ja: `第${g.turn}ゲーム・ターン (${month.ja}) ${SIDE_NAME[side].ja}プレイヤー・ターン`,
      en: `Game turn ${g.turn} (${month.en}): ${SIDE_NAME[side].en} player turn`,
    },
  });
  if (startRefill(state, ctx)) return;
  startMovement(state, ctx);
}

/** [rule 10.1] the refill decision made: the refill phase is over, the movement phase follows. */
export function refilled(state: S, ctx: PerformContext, to: number): void {
  performRefill(state, ctx, to);
  startMovement(state, ctx);
}

export function startMovement(state: S, ctx: PerformContext, extra = false): void {
  if (state.result) return;
  const g = state.g;
  g.extraPhase = extra;
  g.moved = [];
  g.railUsed = false;
  logPhase(state, ctx, 'movement', extra);
  phaseDecision(state, 'movement', { kind: 'movement', sides: [g.phasing] });
}

export function endMovement(state: S, ctx: PerformContext): void {
  const g = state.g;
  g.moved = [];
  if (g.extraPhase) {
    g.extraPhase = false;
    return startCardPlay(state, ctx, true);
  }
  startCombat(state, ctx);
}

export function startCombat(state: S, ctx: PerformContext, extra = false): void {
  if (state.result) return;
  const g = state.g;
  g.extraPhase = extra;
  g.declarations = [];
  logPhase(state, ctx, 'combat', extra);
  phaseDecision(state, 'combat', { kind: 'combat', sides: [g.phasing] });
}

export function endCombat(state: S, ctx: PerformContext): void {
  if (state.result) return;
  const g = state.g;
  g.declarations = [];
  g.combat = null;
  if (g.extraPhase) {
    g.extraPhase = false;
    return startCardPlay(state, ctx, true);
  }
  startCardPlay(state, ctx);
}

/** [rule 10.2.3] a card discarded for a forced march: one more movement or combat phase, then the card-play phase again. */
export function forcedMarch(state: S, ctx: PerformContext, card: CardId, phase: string): void {
  const g = state.g;
  const what =
    phase === 'combat'
      ? { ja: '強行軍: 戦闘フェイズをもう1回 (10.2.3)', en: 'forced march: one more combat phase (10.2.3)' }
      : { ja: '強行軍: 移動フェイズをもう1回 (10.2.3)', en: 'forced march: one more movement phase (10.2.3)' };
  discardCard(state, ctx, g.phasing, card, what);
  g.forcedMarchUsed = true;
  return phase === 'combat' ? startCombat(state, ctx, true) : startMovement(state, ctx, true);
}

/** [rule 10.2] the card-play phase; `resumed` after a forced-march phase. */
export function startCardPlay(state: S, ctx: PerformContext, resumed = false): void {
  if (state.result) return;
  const g = state.g;
  if (!resumed) logPhase(state, ctx, 'cardPlay');
  phaseDecision(state, 'cardPlay', { kind: 'card-play', sides: [g.phasing] });
  // [rule 11.2] with the advanced naval rules, the Russian card-play phase opens with the sorties.
  if (!resumed && g.naval && g.phasing === 'russia') navalSortieStart(state, ctx);
}

export function endCardPlay(state: S, ctx: PerformContext): void {
  const g = state.g;
  if (g.phasing === 'russia') return startPlayerTurn(state, ctx, 'japan');
  // The end of the Japanese player turn: what lasted "until the end of the Japanese player turn".
  g.zocLoss = [];
  g.japanHandLimit = null;
  g.japanNoHomeTransport = false;
  victoryPhase(state, ctx);
}

/** III. The victory check phase: morale checks for this turn's losses ([rule 4.3.2]), then [rule 4.1] / [rule 4.2]. */
export function victoryPhase(state: S, ctx: PerformContext): void {
  if (state.result) return;
  const g = state.g;
  g.phase = 'victory';
  ctx.log({
    text: { ja: `— 第${g.turn}ゲーム・ターン 勝利確認フェイズ`, en: `— Game turn ${g.turn}: victory check phase` },
  });
  moraleChecks(state, ctx);
  if (victoryCheck(state, ctx)) return;
  g.turn += 1;
  g.lost = { japan: 0, russia: 0 };
  g.moraleDieMod = { japan: 0, russia: 0 };
  startPlayerTurn(state, ctx, 'russia');
}
