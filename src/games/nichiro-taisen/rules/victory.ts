// 日露大戦 [rule 3.4] control, [rule 4.0] victory: key points and morale ([rule 4.3.1]), morale checks ([rule 4.3.2]), the
// victory check ([rule 4.1], [rule 4.2]), sudden death ([rule 4.4]), and unit losses.
import type { HexId } from '#engine/hex.ts';
import { finishGame } from '#engine/engine.ts';
import type { PerformContext, Text } from '#engine/types.ts';
import { HEX_BY_ID, SUPPLY } from '../data/map.ts';
import { moraleCheckFails, moraleThreshold } from '../data/morale.ts';
import { controller, other, SIDES } from '../board.ts';
import { hexName, SIDE_NAME, unitName } from '../messages.ts';
import type { NSide, NState, UnitState, Where } from '../types.ts';
import { portArthurFalls } from './fleets.ts';

type S = NState;

export const MORALE_MAX = 6;

export function finish(state: S, ctx: PerformContext, winner: NSide | null, reason: Text): void {
  finishGame(state, ctx, winner, winner ? SIDE_NAME[winner] : null, reason);
}

/** [rule 4.3] change a side's morale, kept within 0–6 ([rule 4.3.3] increases above 6 are ignored). */
export function changeMorale(state: S, ctx: PerformContext, side: NSide, delta: number, why: Text): void {
  const g = state.g;
  const before = g.morale[side];
  g.morale[side] = Math.max(0, Math.min(MORALE_MAX, before + delta));
  if (g.morale[side] === before) return;
  ctx.log({
    text: {
      ja: `${SIDE_NAME[side].ja}の士気 ${before}→${g.morale[side]} (${why.ja})`,
      en: `${SIDE_NAME[side].en} morale ${before}→${g.morale[side]} (${why.en})`,
    },
  });
}

/**
 * [rule 3.4] a unit of `side` enters `hex` (moving, passing through, retreating, advancing or landing).
 * Control passes to its side; taking an enemy-controlled key point costs the enemy 1 morale
 * ([rule 4.3.1]); entering the enemy supply hex wins at once ([rule 4.4]).
 */
export function enterHex(state: S, ctx: PerformContext, side: NSide, hex: HexId): void {
  if (state.result) return;
  const g = state.g;
  const h = HEX_BY_ID.get(hex);
  if (!h) return;
  if (h.town || h.keyPoint || h.supply) {
    const was = controller(g, hex);
    if (side === 'russia') delete g.control[hex];
    else g.control[hex] = side;
    if (was !== side && h.keyPoint) {
      ctx.log({
        text: {
          ja: `${SIDE_NAME[side].ja}が重要地点 ${hexName(hex).ja} を支配`,
          en: `${SIDE_NAME[side].en} takes the key point ${hexName(hex).en}`,
        },
        hexes: [hex],
      });
      changeMorale(state, ctx, was, -1, {
        ja: `重要地点 ${hexName(hex).ja} を失った (4.3.1)`,
        en: `lost the key point ${hexName(hex).en} (4.3.1)`,
      });
      // [rule 10.4.1] once 旅順 has been Japanese, the Port Arthur fleet can no longer sortie.
      if (side === 'japan' && hex === '1201' && !g.paFleetBlocked) {
        g.paFleetBlocked = true;
        ctx.log({
          text: {
            ja: '旅順陥落: 以後、旅順艦隊は出撃できない (10.4.1)',
            en: 'Port Arthur has fallen: its fleet can no longer sortie (10.4.1)',
          },
        });
        portArthurFalls(state, ctx);
      }
    }
  }
  if (hex === SUPPLY[other(side)]) {
    finish(state, ctx, side, {
      ja: `敵の補給源 ${hex} に進入 (4.4 サドンデス)`,
      en: `entered the enemy supply hex ${hex} (4.4 sudden death)`,
    });
  }
}

/** Put a unit somewhere; every hex of `path` (ending with the destination) is entered in order. */
export function placeUnit(
  state: S,
  ctx: PerformContext,
  u: UnitState,
  where: Where,
  path: readonly HexId[] = [],
): void {
  u.where = where;
  for (const h of path) {
    enterHex(state, ctx, u.side, h);
    if (state.result) return;
  }
}

/** A unit is eliminated ([rule 9.5]): to the eliminated box; it counts for this turn's morale check ([rule 4.3.2]). */
export function eliminate(state: S, ctx: PerformContext, u: UnitState, why: Text): void {
  const g = state.g;
  const from = u.where.kind === 'map' ? u.where.hex : null;
  u.where = { kind: 'box', box: 'eliminated' };
  u.flipped = false;
  g.lost[u.side] += 1;
  g.zocLoss = g.zocLoss.filter((id) => id !== u.id);
  ctx.log({
    text: { ja: `${unitName(u.id).ja} 除去 (${why.ja})`, en: `${unitName(u.id).en} eliminated (${why.en})` },
    hexes: from ? [from] : undefined,
  });
}

/** [rule 4.3.2] each side that lost units this game turn rolls a die. */
export function moraleChecks(state: S, ctx: PerformContext): void {
  const g = state.g;
  for (const side of SIDES) {
    const lost = g.lost[side];
    if (lost <= 0) continue;
    const die = ctx.roll(6);
    const mod = g.moraleDieMod[side];
    const fails = moraleCheckFails(lost, die, mod);
    const modText = mod !== 0 ? ` ${mod > 0 ? '+' : ''}${mod}` : '';
    ctx.log({
      text: {
        ja: `士気判定 ${SIDE_NAME[side].ja}: 喪失${lost}個、ダイス${die}${modText} (${moraleThreshold(lost)}以下で-1) → ${fails ? '失敗' : '成功'}`,
        en: `Morale check ${SIDE_NAME[side].en}: ${lost} lost, die ${die}${modText} (${moraleThreshold(lost)} or less loses) → ${fails ? 'failed' : 'passed'}`,
      },
    });
    if (fails) changeMorale(state, ctx, side, -1, { ja: '士気判定 (4.3.2)', en: 'morale check (4.3.2)' });
  }
}

/** [rule 4.1], [rule 4.2] at the victory check phase. Returns true when the game is over. */
export function victoryCheck(state: S, ctx: PerformContext): boolean {
  const g = state.g;
  const jz = g.morale.japan <= 0;
  const rz = g.morale.russia <= 0;
  if (jz && rz) {
    finish(state, ctx, null, { ja: '両軍の士気が0 (4.1)', en: 'both sides at morale 0 (4.1)' });
    return true;
  }
  if (jz || rz) {
    const winner: NSide = jz ? 'russia' : 'japan';
    finish(state, ctx, winner, {
      ja: `${SIDE_NAME[other(winner)].ja}の士気が0 (4.1)`,
      en: `${SIDE_NAME[other(winner)].en} morale is 0 (4.1)`,
    });
    return true;
  }
  if (g.turn >= 12) {
    finish(state, ctx, 'russia', {
      ja: '第12ゲーム・ターン終了時にロシア軍の士気が1以上 (4.2)',
      en: 'Russian morale is 1 or more at the end of turn 12 (4.2)',
    });
    return true;
  }
  return false;
}
