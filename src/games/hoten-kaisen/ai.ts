// 奉天会戦: hints for the generic computer players (src/ai). Not wired into the module here: the
// lead adds `evaluate` to the contract and to hotenKaisen.
//
// The evaluation reads only what `side` may know: where every counter stands, which are
// eliminated, the time marker — never the strength of a hidden enemy counter.
import type { GameAi } from '#ai/player.ts';
import { hexDistance } from '#engine/hex.ts';
import type { Action, GameState, Side } from '#engine/types.ts';
import { GRID, MUKDEN, SUPPLY, TIME_TRACK } from './data/map.ts';
import type { HotenG, HotenSide } from './types.ts';

type S = GameState<HotenG>;
const LAST = TIME_TRACK.length - 1;
const otherSide = (s: HotenSide): HotenSide => (s === 'japan' ? 'russia' : 'japan');

/**
 * Higher is better for `side`: counters eliminated on each side [rule 4.0], nearness to the enemy
 * supply hex (entering it wins at once) [rule 4.0], and holding 奉天 (decides the game at its
 * end, and nobody there means a Russian win), weighted more as time runs out [rule 4.0].
 */
export function evaluate(state: S, side: Side): number {
  const me = side as HotenSide;
  const them = otherSide(me);
  const g = state.g;
  let score = 0;
  const mine: string[] = [];
  const theirs: string[] = [];
  for (const u of Object.values(g.units)) {
    if (u.where.kind === 'eliminated') score += u.side === me ? -8 : 8;
    if (u.where.kind === 'map') (u.side === me ? mine : theirs).push(u.where.hex);
  }
  const nearest = (from: string[], to: string): number =>
    from.length ? Math.min(...from.map((h) => hexDistance(GRID, h, to))) : 12;
  score -= 1.5 * nearest(mine, SUPPLY[them]);
  score += 1.5 * nearest(theirs, SUPPLY[me]);
  const late = 2 + (6 * g.time) / LAST;
  const holder = [...mine.map((h) => [h, me] as const), ...theirs.map((h) => [h, them] as const)].find(
    ([h]) => h === MUKDEN,
  )?.[1];
  const mukdenOwner: HotenSide = holder ?? 'russia';
  score += mukdenOwner === me ? late : -late;
  return score;
}

/** Random play moves on: passing is rare (two passes in a row move the time marker). */
export function weight(_state: S, _side: Side, action: Action): number {
  return action === 'pass' ? 0.02 : 1;
}

/** The hints the generic players and the AI seat read (GamePackage.ai). */
export const hotenAi: GameAi<HotenG> = { evaluate, weight };
