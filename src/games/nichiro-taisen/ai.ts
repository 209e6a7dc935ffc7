// 日露大戦: hints for the generic computer players (src/ai). Not wired into the module here: the
// lead adds `evaluate` to the contract and to nichiroTaisen.
//
// The evaluation reads only public facts: morale, control, where the units are, hand sizes —
// never a card in a hand.
import type { GameAi } from '#ai/player.ts';
import { hexDistance } from '#engine/hex.ts';
import type { Action, GameState, Side } from '#engine/types.ts';
import { controller, other } from './board.ts';
import { GRID, KEY_POINTS, SUPPLY } from './data/map.ts';
import type { NichiroG, NSide } from './types.ts';

type S = GameState<NichiroG>;

/**
 * Higher is better for `side`: the morale of both sides (the game is won by bringing the enemy's to
 * 0) [rule 4.1] [rule 4.3.1]; the key points held [rule 4.3.1]; units eliminated on both sides
 * (each loss risks a morale check) [rule 4.3.2]; nearness to the enemy supply hex (entering it
 * wins at once) [rule 4.4]; and the cards held (their number is public) [rule 10.0].
 */
export function evaluate(state: S, side: Side): number {
  const me = side as NSide;
  const them = other(me);
  const g = state.g;
  let score = 10 * (g.morale[me] - g.morale[them]);
  for (const hex of KEY_POINTS) score += controller(g, hex) === me ? 3 : -3;
  let nearest = 40;
  for (const u of Object.values(g.units)) {
    if (u.where.kind === 'box' && u.where.box === 'eliminated') score += u.side === me ? -2 : 2;
    if (u.side === me && u.where.kind === 'map')
      nearest = Math.min(nearest, hexDistance(GRID, u.where.hex, SUPPLY[them]));
  }
  score -= 0.2 * nearest;
  score += 0.3 * (g.hands[me].length - g.hands[them].length);
  return score;
}

/**
 * Random play moves on: a unit's destinations opened and cancelled, a declared attack withdrawn,
 * and the bigger refill (it can break the Japanese hand limit [rule 10.4.3]) are rare.
 */
export function weight(_state: S, _side: Side, action: Action): number {
  if (action === 'cancel' || action.startsWith('undeclare')) return 0.03;
  if (action === 'refill 4') return 0.3;
  return 1;
}

/** The hints the generic players and the AI seat read (GamePackage.ai). */
export const nichiroAi: GameAi<NichiroG> = { evaluate, weight };
