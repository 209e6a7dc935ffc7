// 203高地: the evaluation the generic greedy player (src/ai/greedy.ts) maximises, for the balance
// runs (`npm run match -- --game nihyaku-san-kochi`). It reads only what `side` may know: the board, the tokens and
// the cards already revealed — never the other side's cards being set.
import type { GameAi } from '#ai/player.ts';
import type { GameState, Side } from '#engine/types.ts';
import { AREAS, HQ_AREA } from './data/board.ts';
import type { KSide } from './data/types.ts';
import { controller, other, unitsIn } from './rules/core.ts';
import type { KochiG } from './types.ts';

/** Higher is better for `side`: VP, the flags it holds (next settlement's VP), SP, units on the board, pressure on the enemy HQ. */
export function evaluate(state: GameState<KochiG>, side: Side): number {
  const me = side as KSide;
  const them = other(me);
  const g = state.g;
  if (g.result) return g.result.winner === me ? 1000 : g.result.winner === them ? -1000 : 0;
  let score = (g.vp[me] - g.vp[them]) * 1.0 + (g.sp[me] - g.sp[them]) * 0.6 + (g.hqHits[them] - g.hqHits[me]) * 6;
  for (const a of AREAS) {
    const c = controller(g, a.id);
    if (c) score += (c === me ? 1 : -1) * (a.vp * 0.9 + 0.2);
    score += (unitsIn(g, a.id, me) - unitsIn(g, a.id, them)) * 0.15;
  }
  score += unitsIn(g, HQ_AREA[them], me) * 2 - unitsIn(g, HQ_AREA[me], them) * 2;
  return score;
}

/** The hints the generic players and the AI seat read (GamePackage.ai). */
export const kochiAi: GameAi<KochiG> = { evaluate };
