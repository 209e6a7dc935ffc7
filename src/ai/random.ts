// The random player: a uniform choice among the listed legal actions of the side, or a weighted
// one when a weight hook is given (e.g. to make `cancel` rare, so a random game does not spend its
// time opening and closing the same decision).
//
//   const play = randomPlayer({ weight: (s, side, a) => (a === 'cancel' ? 0.03 : 1) });
//   const action = play(module, state, side, makeRand(1));
import { legalActions } from '#engine/engine.ts';
import type { Action, GameModule, GameState, Side } from '#engine/types.ts';
import type { GameAi, Player } from './player.ts';
import type { Rand } from './rand.ts';

export interface RandomOptions {
  weight?: GameAi['weight'];
}

export function randomPlayer(opts: RandomOptions = {}): Player {
  return (module: GameModule, state: GameState, side: Side, rand: Rand): Action => {
    const legal = legalActions(module, state, side);
    if (legal.length === 0) throw new Error(`random player: ${side} has no legal action`);
    const actions = legal.map((l) => l.action);
    return pickWeighted(state, side, actions, rand, opts.weight);
  };
}

/** One of `actions` (non-empty) at random, by `weight` when given (all weights 0: uniform). */
export function pickWeighted(
  state: GameState,
  side: Side,
  actions: readonly Action[],
  rand: Rand,
  weight?: GameAi['weight'],
): Action {
  if (!weight) return rand.pick(actions);
  return actions[rand.weighted(actions.map((a) => weight(state, side, a)))]!;
}
