// 奉天会戦 (Battle of Mukden): the game module. Rules by chapter live in rules/; this file routes
// each decision to its chapter.
import { initRng, type DiceSeed } from '../../engine/rng.ts';
import type { GameModule, GameState, LegalAction, PerformContext, Rejection, Side } from '../../engine/types.ts';
import { COUNTERS } from './data/counters.ts';
import { other, unitAt } from './board.ts';
import { DECISION_NAME, reject, SIDE_NAME } from './messages.ts';
import { activationActions, explainActivation, performActivation } from './rules/activation.ts';
import { advance, attackTargets, declareAttack, retreatBeforeCombat, retreatHexes, retreatTo, standFirm } from './rules/combat.ts';
import { explainSetup, performSetup, setupActions } from './rules/setup.ts';
import { endActivation } from './rules/turn.ts';
import type { HotenG, HotenSide, HotenView } from './types.ts';
import { hotenSummary, hotenView } from './view.ts';

type S = GameState<HotenG>;

function initialState(seed: DiceSeed, options: Record<string, unknown>): S {
  const units: HotenG['units'] = {};
  for (const c of COUNTERS) units[c.id] = { id: c.id, side: c.side, where: { kind: 'unplaced' }, revealed: false, restTurn: null, eliminatedTurn: null };
  return {
    game: 'hoten-kaisen',
    options: { passesAdvanceTime: options.passesAdvanceTime !== false },
    rng: initRng(seed),
    step: 0,
    stack: [{ kind: 'setup', sides: ['japan', 'russia'] }],
    log: [],
    result: null,
    g: { units, time: 0, turn: 0, active: 'japan', activated: null, passesInRow: 0, combat: null, lastCombat: null, lastHexes: [] },
  };
}

// Combat decisions (attack, retreat before combat, retreat, advance) name hexes only, never a hidden
// counter: they are `public` and may be buttons on the channel post. Setup and activation are not.
function legal(state: S, side: Side): LegalAction[] {
  const g = state.g;
  const s = side as HotenSide;
  const top = state.stack[state.stack.length - 1];
  if (!top) return [];
  switch (top.kind) {
    case 'setup':
      return setupActions(g, s);
    case 'activation':
      return activationActions(g, s);
    case 'attack': {
      const u = g.units[top.unit as string]!;
      return [
        ...attackTargets(g, u).map((h) => ({ action: `attack ${h}`, label: { ja: `${h} の敵を攻撃`, en: `Attack the enemy in ${h}` }, public: true })),
        { action: 'end', label: { ja: '攻撃せずに手番終了', en: 'End the turn without attacking' }, public: true },
      ];
    }
    case 'retreat-before-combat': {
      const c = g.combat!;
      const u = g.units[top.who === 'attacker' ? c.attacker : c.defender]!;
      return [
        { action: 'fight', label: { ja: '退却せず戦う', en: 'Stand and fight' }, public: true },
        ...retreatHexes(g, u).map((h) => ({ action: `retreat ${h}`, label: { ja: `戦闘前退却: ${h} へ`, en: `Retreat before combat to ${h}` }, public: true })),
      ];
    }
    case 'retreat': {
      const loser = g.units[g.combat!.loser!]!;
      return retreatHexes(g, loser).map((h) => ({ action: `retreat ${h}`, label: { ja: `敵を ${h} へ退却させる`, en: `Make the enemy retreat to ${h}` }, public: true }));
    }
    case 'advance': {
      const hex = top.hex as string;
      return [
        { action: 'advance', label: { ja: `${hex} へ前進する`, en: `Advance into ${hex}` }, public: true },
        { action: 'stay', label: { ja: '前進しない', en: 'Do not advance' }, public: true },
      ];
    }
  }
  throw new Error(`unknown decision ${top.kind}`);
}

function perform(state: S, side: Side, action: string, ctx: PerformContext): void {
  const [verb = '', ...args] = action.split(' ');
  const top = state.stack[state.stack.length - 1]!;
  const s = side as HotenSide;
  switch (top.kind) {
    case 'setup':
      return performSetup(state, s, verb, args, ctx);
    case 'activation':
      return performActivation(state, s, verb, args, ctx);
    case 'attack':
      if (verb === 'end') {
        state.stack.pop();
        ctx.log({ text: { ja: `${SIDE_NAME[s].ja}: 攻撃せず`, en: `${SIDE_NAME[s].en}: no attack` } });
        return endActivation(state, ctx);
      }
      return declareAttack(state, ctx, top.unit as string, args[0]!);
    case 'retreat-before-combat':
      return verb === 'fight' ? standFirm(state, ctx) : retreatBeforeCombat(state, ctx, args[0]!);
    case 'retreat':
      return retreatTo(state, ctx, args[0]!);
    case 'advance':
      return advance(state, ctx, verb === 'advance');
  }
}


const VERBS_BY_DECISION: Record<string, string[]> = {
  setup: ['place', 'place-historical'],
  activation: ['move', 'hold', 'enter', 'shift', 'rebuild', 'pass'],
  attack: ['attack', 'end'],
  'retreat-before-combat': ['fight', 'retreat'],
  retreat: ['retreat'],
  advance: ['advance', 'stay'],
};

function explain(state: S, side: Side, action: string): Rejection {
  const g = state.g;
  const s = side as HotenSide;
  const [verb = '', ...args] = action.split(' ');
  const top = state.stack[state.stack.length - 1]!;
  const allVerbs = new Set(Object.values(VERBS_BY_DECISION).flat());
  if (!allVerbs.has(verb)) return reject('UNKNOWN_ACTION', { input: action });
  if (!VERBS_BY_DECISION[top.kind]!.includes(verb)) {
    const d = DECISION_NAME[top.kind]!;
    return reject('NOT_NOW', { verb, stepJa: d.ja, stepEn: d.en });
  }
  switch (top.kind) {
    case 'setup':
      // 3.0: the historical deployment places every counter at once, so only before any is placed.
      if (verb === 'place-historical') return reject('HISTORICAL_ONLY_FIRST', {}, '3.0');
      return explainSetup(g, s, args);
    case 'activation':
      return explainActivation(g, s, verb, args) ?? reject('NOT_LEGAL', { input: action }, '5.0');
    case 'attack': {
      const hex = args[0] ?? '';
      const target = unitAt(g, hex);
      if (!target || target.side === s) return reject('NO_ENEMY', { hex }, '9.0');
      const u = g.units[top.unit as string]!;
      return reject('NOT_ADJACENT', { hex, from: u.where.kind === 'map' ? u.where.hex : '' }, '9.0');
    }
    case 'retreat-before-combat':
    case 'retreat': {
      const c = g.combat!;
      const who = top.kind === 'retreat' ? c.loser! : top.who === 'attacker' ? c.attacker : c.defender;
      return reject('BAD_RETREAT', { hex: args[0] ?? '', legal: retreatHexes(g, g.units[who]!).join(', ') }, top.kind === 'retreat' ? '9.0' : '9.5');
    }
  }
  return reject('NOT_LEGAL', { input: action });
}

export const hotenKaisen: GameModule<HotenG, HotenView> = {
  id: 'hoten-kaisen',
  name: { ja: '奉天会戦', en: 'Battle of Mukden' },
  sides: ['japan', 'russia'],
  sideName: (side) => SIDE_NAME[side as HotenSide],
  options: [
    {
      key: 'passesAdvanceTime',
      kind: 'boolean',
      default: true,
      label: { ja: '両軍が続けてパスしたら時間を1進める(ハウスルール)', en: 'Two passes in a row move the time marker (house rule)' },
    },
  ],
  setup: initialState,
  legalActions: legal,
  perform,
  explain,
  view: (state, side) => hotenView(state, side as HotenSide | null),
  summary: hotenSummary,
};

export { other };
