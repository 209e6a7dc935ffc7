// 関ヶ原無双 [rule 5.1] the turn sequence: East arrival ([rule 6.1]), movement, combat, rebuild;
// West movement, combat, rebuild; the victory check ([rule 4.1]). And what happens to units as the
// rules move them: entering an exit ([rule 4.2]), retreating or dying ([rule 8.6], [rule 4.2],
// [rule 4.3]).
import type { HexId } from '#engine/hex.ts';
import { finishGame } from '#engine/engine.ts';
import type { GameState, PerformContext, Text } from '#engine/types.ts';
import { exitAt } from '../board.ts';
import { TRACKS } from '../data/map.ts';
import { UNIT_BY_ID } from '../data/units.ts';
import { SIDE_NAME, unitName } from '../messages.ts';
import type { SekiFrame, SekiG, SideId } from '../types.ts';
import { editable, unitAt } from './movement.ts';
import { mustFightUnplanned } from './obligation.ts';
import {
  commanderKilled,
  commanderRetreated,
  eastTroopEnteredExit,
  suddenDeath,
  victoryCheck,
  type Verdict,
} from './victory.ts';

export type S = GameState<SekiG, SekiFrame>;

const WEST_LEADERS = ['ukita-honntai', 'ishida'];

function finish(state: S, ctx: PerformContext, v: Verdict): void {
  const why: Record<Verdict['why'], Text> = {
    'kobayakawa-east': {
      ja: `小早川秀秋が東軍につく (4.1: 小早川マーカー ${state.g.kobayakawa} ≤ ターン ${state.g.turn})`,
      en: `Kobayakawa joins the East (4.1: marker ${state.g.kobayakawa} ≤ turn ${state.g.turn})`,
    },
    'kobayakawa-west': {
      ja: `小早川秀秋が西軍につく (4.1: ターン6で小早川マーカー ${state.g.kobayakawa})`,
      en: `Kobayakawa joins the West (4.1: marker on ${state.g.kobayakawa} at turn 6)`,
    },
    ieyasu: { ja: '徳川家康が退却または討取られた (4.3)', en: 'Tokugawa Ieyasu retreated or was killed (4.3)' },
    'west-leaders': {
      ja: '宇喜多秀家と石田三成がともに討取られた (4.3)',
      en: 'Ukita Hideie and Ishida Mitsunari were both killed (4.3)',
    },
  };
  finishGame(state, ctx, v.winner, SIDE_NAME[v.winner], why[v.why]);
}

/**
 * Marks `hexes` as what was last done. A new `key` (the next phase's moves, the next combat) starts
 * a new mark; without one the hexes join the current mark (a retreat joins its combat's).
 */
export function mark(g: SekiG, hexes: readonly HexId[], key?: string): void {
  if (key !== undefined && key !== g.lastKey) {
    g.lastKey = key;
    g.lastHexes = [];
  }
  for (const h of hexes) if (!g.lastHexes.includes(h)) g.lastHexes.push(h);
}

/** The unit `id` enters a hex by moving or pursuing: [rule 4.2] an East troop unit's first entry into each exit. */
export function enter(state: S, ctx: PerformContext, id: string, hex: HexId): void {
  const u = editable(state.g, id);
  u.where = { kind: 'map', hex };
  const exit = exitAt(hex);
  if (exit && u.side === 'east' && u.face === 'troop' && !state.g.exitsReached.includes(exit)) {
    eastTroopEnteredExit(state.g, exit);
    ctx.log({
      text: {
        ja: `東軍の部隊が ${hex} に進入: 小早川マーカー ${state.g.kobayakawa} (4.2)`,
        en: `An East troop unit enters ${hex}: Kobayakawa marker ${state.g.kobayakawa} (4.2)`,
      },
      hexes: [hex],
    });
  }
}

/** [rule 8.6] a commander retreats one hex: [rule 4.2] the marker moves, [rule 4.3] 家康 loses the game. */
export function retreatTo(state: S, ctx: PerformContext, id: string, hex: HexId): void {
  const u = editable(state.g, id);
  const from = (u.where as { hex: HexId }).hex;
  u.where = { kind: 'map', hex };
  mark(state.g, [from, hex]);
  commanderRetreated(state.g, u.side);
  if (WEST_LEADERS.includes(u.id)) state.g.westLeaderRetreated = true;
  const n = unitName(u);
  ctx.log({
    text: {
      ja: `${n.ja} ${from}→${hex} へ退却: 小早川マーカー ${state.g.kobayakawa} (4.2)`,
      en: `${n.en} retreats ${from}→${hex}: Kobayakawa marker ${state.g.kobayakawa} (4.2)`,
    },
    hexes: [from, hex],
  });
  const v = suddenDeath(state.g, { unit: u.id, kind: 'retreat' });
  if (v) finish(state, ctx, v);
}

/** [rule 8.6] a commander that cannot retreat is killed: [rule 4.2] the marker moves 2, [rule 4.3]. */
export function kill(state: S, ctx: PerformContext, id: string): void {
  const u = editable(state.g, id);
  const from = (u.where as { hex: HexId }).hex;
  u.where = { kind: 'gone' };
  commanderKilled(state.g, u.side);
  const n = unitName(u);
  ctx.log({
    text: {
      ja: `${n.ja} は退却できず討取られた: 小早川マーカー ${state.g.kobayakawa} (8.6, 4.2)`,
      en: `${n.en} cannot retreat and is killed: Kobayakawa marker ${state.g.kobayakawa} (8.6, 4.2)`,
    },
    hexes: [from],
  });
  const v = suddenDeath(state.g, { unit: u.id, kind: 'killed' });
  if (v) finish(state, ctx, v);
}

/** [rule 8.5.3] a unit without a commander face is removed (not a commander: the marker stays). */
export function remove(state: S, ctx: PerformContext, id: string): void {
  const u = editable(state.g, id);
  const from = (u.where as { hex: HexId }).hex;
  u.where = { kind: 'gone' };
  const n = unitName(u);
  ctx.log({
    text: { ja: `${n.ja} (${from}) は除去された (8.5.3)`, en: `${n.en} (${from}) is removed (8.5.3)` },
    hexes: [from],
  });
}

const clearMoves = (g: SekiG) => {
  for (const u of Object.values(g.units)) if (u.moved) editable(g, u.id).moved = false;
  g.eastLimitedMoves = 0;
};

/** [rule 5.1] a turn begins: [rule 6.1] the East's arrivals on turn 3, then the East moves. */
export function beginTurn(state: S, ctx: PerformContext): void {
  const g = state.g;
  if (g.turn >= TRACKS.reinforcementTurn) {
    // In id order: a state read back from the database (JSONB) does not keep its keys' order.
    for (const u of Object.values(g.units).sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const start = UNIT_BY_ID.get(u.def)!.start;
      if (u.where.kind !== 'track' || start.at !== 'reinforcement') continue;
      // [rule 6.1] on its arrival hex; an occupied hex is the one case the text leaves open: the unit
      // waits on the track and arrives in the next East arrival phase it is free (see the doc).
      if (!unitAt(g, start.hex)) {
        editable(g, u.id).where = { kind: 'map', hex: start.hex };
        mark(g, [start.hex], `t${g.turn}-arrival`);
      }
    }
    if (g.turn === TRACKS.reinforcementTurn)
      ctx.log({
        text: { ja: '徳川本隊と徳川隊が到着 (6.1)', en: 'The Tokugawa main body and the Tokugawa units arrive (6.1)' },
      });
  }
  clearMoves(g);
  ctx.goto({ kind: 'move', sides: ['east'] });
}

/** [rule 5.1] the phase after `frame`'s, for the side that played it. */
export function nextPhase(state: S, ctx: PerformContext, done: SekiFrame['kind'], side: SideId): void {
  if (state.result) return;
  if (done === 'move') {
    // [rule 8.2] the combats the phase owes, listed for both players before any is planned.
    const ids = mustFightUnplanned(state.g, side, []);
    if (ids.length) {
      const ns = ids.map((id) => unitName(state.g.units[id]!));
      ctx.log({
        text: {
          ja: `必ず戦闘するユニット (8.2): ${ns.map((n) => n.ja).join('・')}`,
          en: `Units that must fight (8.2): ${ns.map((n) => n.en).join(', ')}`,
        },
      });
    }
    return ctx.goto({ kind: 'combat', sides: [side], plan: [], fixed: false, done: [], pursuit: null });
  }
  if (done === 'combat') {
    // [rule 9.2] moving or fighting this turn does not stop a rebuild: the flags now mark the tries.
    clearMoves(state.g);
    return ctx.goto({ kind: 'rebuild', sides: [side] });
  }
  // After a rebuild phase.
  if (side === 'east') {
    clearMoves(state.g);
    return ctx.goto({ kind: 'move', sides: ['west'] });
  }
  // [rule 4.1] the victory check ends the turn.
  const v = victoryCheck(state.g);
  if (v) return finish(state, ctx, v);
  state.g.turn += 1;
  ctx.log({
    text: {
      ja: `— 第${state.g.turn}ターン (小早川マーカー ${state.g.kobayakawa})`,
      en: `— Turn ${state.g.turn} (Kobayakawa marker ${state.g.kobayakawa})`,
    },
  });
  beginTurn(state, ctx);
}
