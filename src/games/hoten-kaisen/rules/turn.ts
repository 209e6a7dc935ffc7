// 奉天会戦 [rule 4.0] victory, [rule 5.0] the turn sequence and the time track.
import type { HexId } from '#engine/hex.ts';
import { finishGame } from '#engine/engine.ts';
import type { GameState, PerformContext, Text } from '#engine/types.ts';
import { MUKDEN, SUPPLY, TIME_TRACK } from '../data/map.ts';
import { other, unitAt, unitsOf } from '../board.ts';
import { SIDE_NAME } from '../messages.ts';
import type { HotenFrame, HotenG, HotenSide, UnitState } from '../types.ts';

type S = GameState<HotenG>;

/** The number of the owner's next turn (turns alternate Japan, Russia, …). */
export function nextOwnTurn(g: HotenG, side: HotenSide): number {
  return g.active === side ? g.turn + 2 : g.turn + 1;
}

/** [rule 5.0] the active side chooses one activation (or passes): it replaces the frame on top. */
export function beginTurn(state: S, ctx: PerformContext): void {
  state.g.activated = null;
  state.g.combat = null;
  goto(ctx, { kind: 'activation', sides: [state.g.active] });
}

/** The procedure goes on to its next step: the frame on top is replaced by `frame`. */
export function goto(ctx: PerformContext, frame: HotenFrame): void {
  ctx.goto(frame);
}

/**
 * Put a unit on a hex. [rule 4.0] a player who makes a counter enter the enemy supply hex wins at once —
 * by a move, an entry or an advance. A retreat is a combat result, not an entry the player makes,
 * so it wins nothing (reading recorded in docs/games/hoten-kaisen.md).
 */
export function moveUnit(
  state: S,
  ctx: PerformContext,
  u: UnitState,
  hex: HexId,
  how: 'enter' | 'retreat' = 'enter',
): void {
  u.where = { kind: 'map', hex };
  if (how === 'enter' && hex === SUPPLY[other(u.side)]) {
    return finish(state, ctx, u.side, { ja: `敵の補給源 ${hex} に進入`, en: `entered the enemy supply hex ${hex}` });
  }
}

function finish(state: S, ctx: PerformContext, winner: HotenSide | null, reason: Text): void {
  finishGame(state, ctx, winner, winner ? SIDE_NAME[winner] : null, reason);
}

/** [rule 4.0] the immediate victory by elimination — every enemy counter eliminated. */
export function checkImmediateVictory(state: S, ctx: PerformContext): void {
  if (state.result) return;
  const g = state.g;
  for (const side of ['japan', 'russia'] as const) {
    if (unitsOf(g, other(side)).every((u) => u.where.kind === 'eliminated')) {
      return finish(state, ctx, side, { ja: '敵の駒を全滅させた', en: 'every enemy counter eliminated' });
    }
  }
}

/** [rule 5.0] [rule 6.0] move the time marker one box right. */
export function advanceTime(state: S, ctx: PerformContext, why: Text): void {
  const g = state.g;
  if (g.time >= TIME_TRACK.length - 1) return;
  g.time += 1;
  const box = TIME_TRACK[g.time]!;
  ctx.log({
    text: {
      ja: `時間経過: マーカーが「${box.ja}」へ (${why.ja})`,
      en: `Time: the marker moves to "${box.en}" (${why.en})`,
    },
  });
}

/** [rule 4.0] at the game's end: whoever holds 奉天 wins; nobody there, Russia wins (the historical result). */
function endByTime(state: S, ctx: PerformContext): void {
  const holder = unitAt(state.g, MUKDEN);
  if (holder)
    finish(state, ctx, holder.side, {
      ja: `ゲーム終了時に奉天 (${MUKDEN}) を保持`,
      en: `held Mukden (${MUKDEN}) at the end of the game`,
    });
  else
    finish(state, ctx, 'russia', {
      ja: 'ゲーム終了時に奉天に駒なし (史実の結果)',
      en: 'nobody in Mukden at the end of the game (the historical result)',
    });
}

/**
 * The activation is over (the frame on top is the activation's last step, replaced here): the game ends if the marker reached "game end" (checked once the
 * activation's combat, retreat and advance are complete), otherwise the other side's turn begins.
 */
export function endActivation(state: S, ctx: PerformContext): void {
  if (state.result) return;
  const g = state.g;
  g.combat = null;
  if (g.time >= TIME_TRACK.length - 1) return endByTime(state, ctx);
  g.active = other(g.active);
  g.turn += 1;
  beginTurn(state, ctx);
}

/** The rules revision a game was started with: a stored setup without one is revision 1. */
export function revisionOf(options: Record<string, unknown>): number {
  return typeof options.revision === 'number' ? options.revision : 1;
}

/**
 * Whether two passes in a row move the time marker. [rule 5.0] moves it only on a 6 in combat (and
 * [rule 6.0] on an entry-area shift); revision 1 also moved it on two passes, so that stays a house
 * rule: on unless switched off in revision 1, off unless switched on since revision 2.
 */
export function passesMoveTime(options: Record<string, unknown>): boolean {
  return revisionOf(options) >= 2 ? options.passesAdvanceTime === true : options.passesAdvanceTime !== false;
}
