// What the AI seat is given, and how it imagines the rest. The seat never reads the game's state:
// the service hands it `project(state, side)` — the state with every secret of the other sides
// (and every unseen order, such as a shuffled deck's) replaced by a canonical stand-in that depends
// only on what `side` may know, with no log and no dice generator. The search then plays on
// determinizations of that projection: the stand-ins replaced by guesses drawn from its own seeded
// generator, and a fresh generator for the dice (Cowling, Powley & Whitehouse 2012). So two games
// that differ only in what `side` cannot see give the seat equal inputs, and a seeded seat makes
// the same choices in both (test/ai/twin-seat.test.ts).
import { cloneState, copyWithLog } from '#engine/engine.ts';
import { initRng } from '#engine/rng.ts';
import type { GameModule, GameState, Side } from '#engine/types.ts';
import type { GameAi } from './player.ts';
import type { Rand } from './rand.ts';

/** The generator a projection carries: a constant, so nothing of the real dice reaches the seat. */
const NO_DICE = 0x5eed;

/** `side`'s projection of `state` (see the file's head). */
export function project(ai: GameAi, state: GameState, side: Side): GameState {
  const { log: _log, ...rest } = state;
  const copy = cloneState({ ...rest, log: [] });
  const p = ai.project ? ai.project(copy, side) : copy;
  p.log = [];
  p.rng = initRng(NO_DICE);
  return p;
}

/**
 * One state consistent with `projection`, its secrets and its dice drawn from `rand`. Given the
 * game's rules, the copy is the game's own (its cloneState hook, where it has one: the search
 * draws one every iteration).
 */
export function determinize(
  ai: GameAi,
  projection: GameState,
  side: Side,
  rand: Rand,
  module?: GameModule,
  into?: GameState,
): GameState {
  const copy = into ?? (module ? copyWithLog(module, projection, []) : cloneState(projection));
  const s = ai.determinize ? ai.determinize(copy, side, rand) : copy;
  s.rng = initRng(rand.uint32());
  return s;
}
