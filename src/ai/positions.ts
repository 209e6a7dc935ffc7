// Positions reached by play, for pictures and benches that need a game in mid-course: the random
// player from a seeded setup, so the same arguments always give the same position.
import { apply, pendingSides } from '#engine/engine.ts';
import type { GameModule, GameState } from '#engine/types.ts';
import { makeRand } from './rand.ts';
import { randomPlayer } from './random.ts';

/** A mid-game state of `m`: `steps` actions of the random player from a seeded setup. */
export function midGame(m: GameModule, seed = 1905, steps = 60): GameState {
  const rand = makeRand(seed);
  const player = randomPlayer();
  let s = m.setup(seed, {});
  for (let i = 0; i < steps && !s.result; i++) {
    const side = pendingSides(s)[0];
    if (!side) break;
    const r = apply(m, s, side, player(m, s, side, rand));
    if (!r.ok) break;
    s = r.state;
  }
  return s;
}
