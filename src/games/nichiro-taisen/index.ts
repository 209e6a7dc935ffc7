// 日露大戦 (Russo-Japanese War, BonSai Games SS-004): the game module. Rules by chapter live in
// rules/ (setup 3, victory and morale 4, sequence 5, ZOC 6, stacking 7, movement 8, combat 9,
// cards 10, naval 11); decisions/ declares every decision of the procedure stack, its verbs and
// their arguments, and the engine derives legality, lists and refusals from that.
//
//   import { nichiroTaisen } from './src/games/nichiro-taisen/index.ts';
//   const state = nichiroTaisen.setup(seed, { navalRules: false });
import { evaluate as evaluateNichiro } from './ai.ts';
import type { GameModule } from '#engine/types.ts';
import { autoAction, autoCovers, hand, privateChanged } from './announce.ts';
import { cloneNichiro } from './clone.ts';
import { DECISIONS } from './decisions/index.ts';
import { FRONT } from './front.ts';
import { SIDE_NAME } from './messages.ts';
import { initialState } from './rules/setup.ts';
import type { NFrame, NichiroG, NichiroView, NSide, NState } from './types.ts';
import { nichiroSummary, nichiroView } from './view.ts';

export const nichiroTaisen: GameModule<NichiroG, NichiroView, NFrame> = {
  id: 'nichiro-taisen',
  name: { ja: '日露大戦', en: 'Russo-Japanese War' },
  sides: ['japan', 'russia'],
  sideName: (side) => SIDE_NAME[side as NSide],
  // Revision 2: [rule 10.4.5] the other side answers a before-roll event first; [rule 11.3.1] the
  // larger fleet aims its extra ships.
  revision: 2,
  options: [
    {
      key: 'navalRules',
      kind: 'boolean',
      default: false,
      slash: 'naval_rules',
      label: { ja: '上級海戦ルール(選択ルール11.0)を使う', en: 'Use the advanced naval rules (optional rule 11.0)' },
    },
  ],
  setup: initialState,
  decisions: DECISIONS,
  view: (state, side) => nichiroView(state as NState, side as NSide | null),
  summary: (state) => nichiroSummary(state as NState),
  cloneState: (state) => cloneNichiro(state as NState),
  privateChanged: (prev, next, side) => privateChanged(prev as NState, next as NState, side),
  hand,
  autoAction: (state, side, prefs) => autoAction(state as NState, side, prefs),
  autoCovers: (state, side, prefs) => autoCovers(state as NState, side, prefs),
  evaluate: (state, side) => evaluateNichiro(state as Parameters<typeof evaluateNichiro>[0], side),
  front: FRONT,
};
