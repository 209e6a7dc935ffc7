// 日露大戦 (Russo-Japanese War, BonSai Games SS-004): the game module. Rules by chapter live in
// rules/ (setup 3, victory and morale 4, sequence 5, ZOC 6, stacking 7, movement 8, combat 9,
// cards 10, naval 11); this file routes each decision on the stack to its chapter.
//
//   import { nichiroTaisen } from './src/games/nichiro-taisen/index.ts';
//   const state = nichiroTaisen.setup(seed, { navalRules: false });
import type { Decision, GameModule, GameState, LegalAction, PerformContext, Rejection, Side } from '../../engine/types.ts';
import { cloneNichiro } from './clone.ts';
import { CARD_BY_ID } from './data/cards.ts';
import { DECISION_NAME, reject, SIDE_NAME } from './messages.ts';
import {
  cardPlayActions, eventAction, eventProblem, explainCardPlay, explainPick, explainRefill, fleetReactionActions, performCardPlay,
  performEvent, performFleetReaction, performPickDest, performPickUnit, pickDestActions, pickUnitActions, playableEvents,
  refillActions, performRefill, spendForMove,
} from './rules/cards.ts';
import {
  advanceActions, arActions, chainActions, combatEventActions, declarationActions, declareActions, explainAdvance,
  explainDeclaration, explainDeclare, explainLoss, explainRetreat, lossActions, performAdvance, performAr, performCombatEvent,
  performDeclaration, performDeclare, performDisplace, performLoss, performResolve, performRetreat, performSupport,
  resolveActions, retreatActions, supportActions,
} from './rules/combat.ts';
import { explainDestination, explainUnitToMove, movementActions, moveToActions, performMove, type MoveMode } from './rules/movement.ts';
import { explainNaval, navalActions, navalDecisionKinds, performNaval } from './rules/naval.ts';
import { endCardPlay, endMovement } from './rules/sequence.ts';
import { initialState } from './rules/setup.ts';
import type { NichiroG, NichiroView, NSide } from './types.ts';
import { nichiroSummary, nichiroView } from './view.ts';
import { announce, autoAction, hand, markPublic, privateChanged } from './announce.ts';
import { isLegalNichiro } from './legal.ts';

type S = GameState<NichiroG>;

/** Every legal action of `side` now; those that name no card are public (may be channel buttons). */
function legal(state: S, side: Side): LegalAction[] {
  return markPublic(legalRaw(state, side));
}

function legalRaw(state: S, side: Side): LegalAction[] {
  const s = side as NSide;
  const top = state.stack[state.stack.length - 1];
  if (!top || !top.sides.includes(s)) return [];
  switch (top.kind) {
    case 'refill':
      return refillActions(state.g, s);
    case 'movement':
      return movementActions(state, s, playableEvents(state, s, { where: 'movement' }).map((c) => eventAction(c, s)));
    case 'move-to':
      return moveToActions(state, top.unit as string, top.mode as MoveMode);
    case 'pick-unit':
      return pickUnitActions(state, top);
    case 'pick-dest':
      return pickDestActions(state, top);
    case 'combat':
      return declarationActions(state, s);
    case 'declare':
      return declareActions(state);
    case 'resolve':
      return resolveActions(state);
    case 'support':
      return supportActions(state);
    case 'combat-event':
      return combatEventActions(state, s);
    case 'loss':
      return lossActions(state);
    case 'ar':
      return arActions();
    case 'retreat':
      return retreatActions(state);
    case 'chain':
      return chainActions(state);
    case 'advance':
      return advanceActions(state);
    case 'card-play':
      return cardPlayActions(state, s);
    case 'fleet-reaction':
      return fleetReactionActions(state);
  }
  if (navalDecisionKinds.includes(top.kind)) return navalActions(state, s, top);
  throw new Error(`unknown decision ${top.kind}`);
}

function perform(state: S, side: Side, action: string, ctx: PerformContext): void {
  const s = side as NSide;
  const [verb = '', ...args] = action.split(' ');
  const top = state.stack[state.stack.length - 1]!;
  switch (top.kind) {
    case 'refill':
      return performRefill(state, ctx, Number(args[0]));
    case 'movement':
      if (verb === 'move' || verb === 'rail') return void state.stack.push({ kind: 'move-to', sides: [s], unit: args[0]!, mode: verb });
      if (verb === 'event') return performEvent(state, ctx, s, args[0]!, { where: 'movement' });
      return endMovement(state, ctx);
    case 'move-to': {
      state.stack.pop();
      if (verb === 'cancel') return;
      const mode = top.mode as MoveMode;
      if (top.card) spendForMove(state, ctx, s, top.card as string, mode, top.unit as string);
      return performMove(state, ctx, top.unit as string, args[0]!, mode, args[1] === 'via' ? args[2] : undefined);
    }
    case 'pick-unit':
      return performPickUnit(state, ctx, verb, args);
    case 'pick-dest':
      return performPickDest(state, ctx, verb, args);
    case 'combat':
      return performDeclaration(state, ctx, verb, args);
    case 'declare':
      return performDeclare(state, ctx, verb, args);
    case 'resolve':
      return performResolve(state, ctx, args[0]!);
    case 'support':
      return performSupport(state, ctx, verb === 'support' ? args[0]! : null);
    case 'combat-event':
      return performCombatEvent(state, ctx, s, verb, args);
    case 'loss':
      return performLoss(state, ctx, args[0]!);
    case 'ar':
      return performAr(state, ctx, verb);
    case 'retreat':
      return performRetreat(state, ctx, args[0]!, args[1]!);
    case 'chain':
      return performDisplace(state, ctx, args[0]!, args[1]!);
    case 'advance':
      return performAdvance(state, ctx, verb === 'advance' ? args[0]! : null);
    case 'card-play':
      if (verb === 'end-phase') return endCardPlay(state, ctx);
      return performCardPlay(state, ctx, verb, args);
    case 'fleet-reaction':
      return performFleetReaction(state, ctx, verb, args);
  }
  if (navalDecisionKinds.includes(top.kind)) return performNaval(state, ctx, s, top, verb, args);
  throw new Error(`unknown decision ${top.kind}`);
}

/** The verbs each decision takes (for "not now" explanations). */
const VERBS: Record<string, string[]> = {
  refill: ['refill'],
  movement: ['move', 'rail', 'event', 'end-movement'],
  'move-to': ['to', 'cancel'],
  'pick-unit': ['unit', 'done', 'cancel'],
  'pick-dest': ['to', 'cancel'],
  combat: ['attack', 'undeclare', 'end-declarations', 'end-combat'],
  declare: ['with', 'confirm', 'cancel'],
  resolve: ['resolve'],
  support: ['support', 'no-support'],
  'combat-event': ['event', 'pass'],
  loss: ['lose'],
  ar: ['retreat', 'ar-to-ae'],
  retreat: ['retreat'],
  chain: ['displace'],
  advance: ['advance', 'end-advance'],
  'card-play': ['event', 'force-march', 'strategic', 'transport', 'rebuild', 'end-phase'],
  'fleet-reaction': ['event', 'pass'],
  'naval-flagship': ['flagship'],
  'naval-sortie': ['sortie', 'pass', 'event', 'continue', 'abort'],
  'naval-response': ['event', 'pass', 'intercept', 'revive'],
  'naval-loss': ['hit'],
};

function explain(state: S, side: Side, action: string): Rejection {
  const g = state.g;
  const s = side as NSide;
  const [verb = '', ...args] = action.split(' ');
  const top = state.stack[state.stack.length - 1]!;
  const all = new Set(Object.values(VERBS).flat());
  if (!all.has(verb)) return reject('UNKNOWN_ACTION', { input: action });
  const verbs = VERBS[top.kind] ?? [];
  if (!verbs.includes(verb)) {
    const d = DECISION_NAME[top.kind] ?? { ja: top.kind, en: top.kind };
    return reject('NOT_NOW', { verb, stepJa: d.ja, stepEn: d.en }, verb === 'support' ? '9.4.2' : undefined);
  }
  const needsArg = !['end-movement', 'cancel', 'done', 'end-declarations', 'end-combat', 'confirm', 'no-support', 'pass', 'ar-to-ae', 'end-advance', 'end-phase', 'sortie', 'intercept', 'continue', 'abort', 'revive'].includes(verb) && !(top.kind === 'ar' && verb === 'retreat');
  if (needsArg && args.length === 0) return reject('MISSING_ARG', { verb, what: '対象', whatEn: 'an argument' });
  switch (top.kind) {
    case 'refill':
      return explainRefill(g, s, args);
    case 'movement':
      if (verb === 'event') return eventProblem(state, s, args[0]!, { where: 'movement' }) ?? reject('NOT_LEGAL', { input: action }, '10.2.1');
      return explainUnitToMove(g, s, args[0]!, verb === 'rail' ? 'rail' : 'move');
    case 'move-to':
      return explainDestination(g, top.unit as string, args[0]!, top.mode as MoveMode, args[1] === 'via' ? (args[2] ?? '') : undefined);
    case 'pick-unit':
    case 'pick-dest':
      return explainPick(state, top, verb, args);
    case 'combat':
      return explainDeclaration(state, s, verb, args);
    case 'declare':
      return explainDeclare(state, verb, args);
    case 'resolve':
      return reject('NOT_DECLARED', { hex: args[0]! }, '9.3');
    case 'support': {
      const card = args[0]!;
      if (!CARD_BY_ID[card]) return reject('NO_SUCH_CARD', { card }, '2.4');
      return reject('NOT_IN_HAND', { card }, '9.4.2');
    }
    case 'combat-event':
      return eventProblem(state, s, args[0]!, { where: (g.cflow?.stage === 'before' ? 'before' : 'after') }) ?? reject('NOT_LEGAL', { input: action }, '10.4.5');
    case 'fleet-reaction':
      return eventProblem(state, s, args[0]!, { where: 'reaction', against: top.card as string }) ?? reject('NOT_LEGAL', { input: action }, '10.4.3');
    case 'loss':
      return explainLoss(state, args[0]!);
    case 'retreat':
    case 'chain':
      return explainRetreat(state, verb, args);
    case 'advance':
      return explainAdvance(state, args[0]!);
    case 'card-play':
      return explainCardPlay(state, s, verb, args);
  }
  if (navalDecisionKinds.includes(top.kind)) return explainNaval(state, s, top as Decision, verb, args);
  return reject('NOT_LEGAL', { input: action });
}

export const nichiroTaisen: GameModule<NichiroG, NichiroView> = {
  id: 'nichiro-taisen',
  name: { ja: '日露大戦', en: 'Russo-Japanese War' },
  sides: ['japan', 'russia'],
  sideName: (side) => SIDE_NAME[side as NSide],
  options: [
    {
      key: 'navalRules',
      kind: 'boolean',
      default: false,
      label: { ja: '上級海戦ルール(選択ルール11.0)を使う', en: 'Use the advanced naval rules (optional rule 11.0)' },
    },
  ],
  setup: initialState,
  legalActions: legal,
  perform,
  explain,
  view: (state, side) => nichiroView(state, side as NSide | null),
  summary: nichiroSummary,
  cloneState: cloneNichiro,
  isLegal: isLegalNichiro,
  announce,
  privateChanged,
  hand,
  autoAction: (state, side, prefs) => autoAction(state, side, prefs, legal(state, side)),
};
