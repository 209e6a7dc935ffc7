// The greedy player: one-ply lookahead. Every legal action of the side is applied to a copy of the
// state and the outcome scored: a win +Infinity, a loss -Infinity, otherwise the game's evaluation
// (`evaluate` given here, or the module's own `evaluate` once the contract has it). Without an
// evaluation every outcome but a win or a loss scores 0, so the player takes a win when one is
// on offer and otherwise plays at random. Ties are broken at random (by the weight hook if given).
//
// Fairness: the lookahead must not see the game's real dice. Each choice re-seeds the copy's
// generator from the player's own `rand` (the same seed for every candidate, so candidates are
// compared under the same luck), so the outcomes it scores are samples, not the future. The
// lookahead still runs the real rules on the real state, hidden facts included (a combat against a
// hidden counter is resolved with its true strength); an automated seat that must not cheat should
// first replace the opponent's secrets by a guess: a match's greedy seat does (match.ts `honest`).
import { apply, legalActions } from '#engine/engine.ts';
import { initRng } from '#engine/rng.ts';
import type { Action, GameModule, GameState, Side } from '#engine/types.ts';
import type { GameAi, Player, WithEvaluate } from './player.ts';
import type { Rand } from './rand.ts';
import { pickWeighted } from './random.ts';

export interface GreedyOptions {
  /** The evaluation to maximise (default: the module's `evaluate`, if it has one). */
  evaluate?: GameAi['evaluate'];
  /** Tie-breaking weights among equally good actions (default: uniform). */
  weight?: GameAi['weight'];
  /** Probability of a random (weighted) action instead of the best one (default 0). */
  epsilon?: number;
}

export function greedyPlayer(opts: GreedyOptions = {}): Player {
  return (module: GameModule, state: GameState, side: Side, rand: Rand): Action => {
    const legal = legalActions(module, state, side);
    if (legal.length === 0) throw new Error(`greedy player: ${side} has no legal action`);
    const actions = legal.map((l) => l.action);
    if (actions.length === 1) return actions[0]!;
    if (opts.epsilon && rand() < opts.epsilon) return pickWeighted(state, side, actions, rand, opts.weight);
    const evaluate = opts.evaluate ?? (module as WithEvaluate).evaluate;
    const luck = rand.uint32();
    let best: Action[] = [];
    let bestScore = -Infinity;
    for (const action of actions) {
      const score = scoreAfter(module, state, side, action, luck, evaluate);
      if (score > bestScore) {
        bestScore = score;
        best = [action];
      } else if (score === bestScore) best.push(action);
    }
    // Every action loses (or none could be scored): any of them.
    if (best.length === 0) best = actions;
    return pickWeighted(state, side, best, rand, opts.weight);
  };
}

/** The score of `state` after `side` plays `action`, with the dice re-seeded from `luck`. */
export function scoreAfter(
  module: GameModule,
  state: GameState,
  side: Side,
  action: Action,
  luck: number,
  evaluate?: GameAi['evaluate'],
): number {
  const r = apply(module, { ...state, rng: initRng(luck) }, side, action);
  if (!r.ok) return -Infinity;
  const result = r.state.result;
  if (result) {
    if (result.winner === side) return Infinity;
    if (result.winner !== null) return -Infinity;
  }
  const v = evaluate ? evaluate(r.state, side) : 0;
  return Number.isNaN(v) ? -Infinity : v;
}
