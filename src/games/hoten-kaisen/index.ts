// 奉天会戦 (Battle of Mukden): the game module. Rules by chapter live in rules/, each with the
// decisions it declares; this file puts them together.
import { evaluate as evaluateHoten } from './ai.ts';
import { initRng, type DiceSeed } from '#engine/rng.ts';
import type { DecisionTable, GameModule, GameState } from '#engine/types.ts';
import { COUNTERS } from './data/counters.ts';
import { SIDE_NAME } from './messages.ts';
import { activationDecision } from './rules/activation.ts';
import { advanceDecision, attackDecision, retreatBeforeCombatDecision, retreatDecision } from './rules/combat.ts';
import { setupDecision } from './rules/setup.ts';
import { passesMoveTime, revisionOf } from './rules/turn.ts';
import type { HotenFrame, HotenG, HotenSide, HotenView } from './types.ts';
import { hotenPrivateChanged, hotenSummary, hotenView } from './view.ts';
import { FRONT } from './front.ts';

type S = GameState<HotenG>;

/**
 * The rules revision new games get. Revision 2 corrects [rule 5.0] the time marker moves only on a
 * 6 in combat or an entry-area shift; two passes in a row moving it is a house rule, off by default.
 */
export const HOTEN_REVISION = 2;

/**
 * The stored options: revision 1 games (a setup without `revision`) keep exactly the options they
 * always had; later revisions record their revision and the house rule's setting.
 */
function storedOptions(options: Record<string, unknown>): Record<string, unknown> {
  const revision = revisionOf(options);
  if (revision < 2) return { passesAdvanceTime: options.passesAdvanceTime !== false };
  return { passesAdvanceTime: passesMoveTime(options), revision };
}

function initialState(seed: DiceSeed, options: Record<string, unknown>): S {
  const units: HotenG['units'] = {};
  for (const c of COUNTERS)
    units[c.id] = {
      id: c.id,
      side: c.side,
      where: { kind: 'unplaced' },
      revealed: false,
      restTurn: null,
      eliminatedTurn: null,
    };
  return {
    game: 'hoten-kaisen',
    options: storedOptions(options),
    rng: initRng(seed),
    step: 0,
    stack: [{ kind: 'setup', sides: ['japan', 'russia'] }],
    log: [],
    result: null,
    g: {
      units,
      time: 0,
      turn: 0,
      active: 'japan',
      activated: null,
      passesInRow: 0,
      combat: null,
      lastCombat: null,
      lastHexes: [],
    },
  };
}

/**
 * Every decision, declared once. Setup and activation name hidden counters: not public. The combat
 * decisions (attack, retreat before combat, retreat, advance) name hexes only: public, may be buttons.
 */
const decisions: DecisionTable<HotenG, HotenFrame> = {
  setup: setupDecision,
  activation: activationDecision,
  attack: attackDecision,
  'retreat-before-combat': retreatBeforeCombatDecision,
  retreat: retreatDecision,
  advance: advanceDecision,
};

export const hotenKaisen: GameModule<HotenG, HotenView> = {
  id: 'hoten-kaisen',
  name: { ja: '奉天会戦', en: 'Battle of Mukden' },
  sides: ['japan', 'russia'],
  sideName: (side) => SIDE_NAME[side as HotenSide],
  revision: HOTEN_REVISION,
  options: [
    {
      key: 'passesAdvanceTime',
      kind: 'boolean',
      default: false,
      slash: 'pass_rule',
      label: {
        ja: '両軍が続けてパスしたら時間を1進める(ハウスルール)',
        en: 'Two passes in a row move the time marker (house rule)',
      },
    },
  ],
  setup: initialState,
  decisions,
  view: (state, side) => hotenView(state, side as HotenSide | null),
  summary: hotenSummary,
  privateChanged: (prev, next, side) => hotenPrivateChanged(prev as S, next as S, side as HotenSide),
  front: FRONT,
  evaluate: (state, side) => evaluateHoten(state as Parameters<typeof evaluateHoten>[0], side),
};
