// 関ヶ原無双: hints for the generic computer players and the AI seat (src/ai).
//
// The evaluation reads only what both sides know: the turn, the 小早川 marker, the exits reached,
// where the units stand and which face they show. A hidden 宇喜多隊 is read on its troop face, the
// same for all four: never which of them carries 明石全登 (rule 3.2).
//
// The projection hides the West's one secret from the East: which hidden 宇喜多隊 is 明石全登's
// (the four show the same face until his turns over). The West's set-up has no other secret: the
// four 宇喜多隊 stand on fixed hexes, and the only choice is that one. The East has no secret.
import type { GameAi } from '#ai/player.ts';
import type { Rand } from '#ai/rand.ts';
import type { Action, GameState, Side } from '#engine/types.ts';
import { distance, neighbours } from './board.ts';
import { EXITS } from './data/map.ts';
import { SUDDEN_DEATH } from './data/units.ts';
import { faceOf, hexOf, TOKUGAWA_HONNTAI } from './rules/movement.ts';
import type { SekiFrame, SekiG, SideId, UnitState } from './types.ts';

type S = GameState<SekiG, SekiFrame>;

/** (rule 4.1) the turn at whose check the West wins with the marker beyond 7. */
const WEST_TURN = 6;

/** The unit on each hex of the map (one per hex at the end of every move (rule 2.3)). */
function byHex(g: SekiG): Map<string, UnitState> {
  const at = new Map<string, UnitState>();
  for (const u of Object.values(g.units)) if (u.where.kind === 'map') at.set(u.where.hex, u);
  return at;
}

const nextToEnemyTroop = (at: Map<string, UnitState>, hex: string, side: SideId) =>
  neighbours(hex).some((n) => {
    const o = at.get(n);
    return !!o && o.side !== side && o.face === 'troop';
  });

/**
 * How good the position is for the East (the West's is its negative):
 * - (rules 4.2, 4.1) the 小早川 marker against the line the West must hold at turn 6 (beyond
 *   7), weighing more as the turns run out, and the East's win at a check where the marker is at or
 *   under the turn;
 * - (rule 4.2) the exits still open to an East troop unit (each is 2 on the marker): how near the
 *   nearest East troop unit stands;
 * - (rule 4.3) 徳川家康 in reach of a West troop unit (his retreat loses the game), the two West
 *   leaders killed or shown on their commander face;
 * - the strength on the map and to come (troop faces strong, commanders weak), and commanders next
 *   to an enemy troop unit (a further loss moves the marker).
 */
function eastScore(g: SekiG): number {
  const m = g.kobayakawa;
  const margin = 7.5 - m;
  let score = 5 * margin;
  if (g.turn <= WEST_TURN) score += 1.5 * (g.turn - 1) * Math.sign(margin);
  else score += 10; // past turn 6 only a sudden death saves the West
  if (m <= g.turn) score += 8;
  else if (m <= g.turn + 1) score += 3;
  const at = byHex(g);
  for (const exit of EXITS) {
    if (g.exitsReached.includes(exit.id)) continue;
    let nearest = 12;
    for (const u of Object.values(g.units))
      if (u.side === 'east' && u.face === 'troop' && u.where.kind === 'map')
        nearest = Math.min(nearest, distance(u.where.hex, exit.hex));
    score += 0.6 * (12 - nearest);
  }
  let material = 0;
  for (const u of Object.values(g.units)) {
    const sign = u.side === 'east' ? 1 : -1;
    if (u.where.kind === 'gone') continue;
    const f = faceOf(u);
    material += sign * f.strength;
    const hex = hexOf(u);
    if (hex && u.face === 'commander' && nextToEnemyTroop(at, hex, u.side)) score -= sign * 1.5;
  }
  score += 0.4 * material;
  const ieyasu = g.units[TOKUGAWA_HONNTAI];
  const ih = ieyasu ? hexOf(ieyasu) : null;
  if (ih && nextToEnemyTroop(at, ih, 'east')) score -= ieyasu!.face === 'troop' ? 3 : 8;
  for (const id of SUDDEN_DEATH.west) {
    const u = g.units[id];
    if (!u) continue;
    if (u.where.kind === 'gone') score += 6;
    else if (u.face === 'commander') score += 2;
  }
  return score;
}

/** Higher is better for `side` (see eastScore). */
export function evaluate(state: GameState<SekiG>, side: Side): number {
  const v = eastScore(state.g);
  return side === 'east' ? v : -v;
}

/** Fight more than not: ending a phase or staying put after a won fight is rarer (kit.ts's `eager`). */
export function weight(_state: GameState<SekiG>, _side: Side, action: Action): number {
  return action === 'end' || action === 'stay' ? 0.1 : 1;
}

// ---------------------------------------------------------------------------------------------
// Projection and determinization (rule 3.2).

const isUkita = (u: UnitState) => /^ukita-[a-d]$/.test(u.id);

/** The 宇喜多隊 that may carry 明石全登 in the East's eyes (empty: nothing hidden). */
function hidden(state: S, side: Side): UnitState[] {
  const g = state.g;
  if (side !== 'east' || g.akashiRevealed || state.result || state.stack.at(-1)?.kind === 'setup') return [];
  return Object.values(g.units)
    .filter((u) => isUkita(u) && u.where.kind === 'map' && u.face === 'troop')
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** 明石全登 on `akashi`, the other 宇喜多隊 plain, numbered in id order (as the set-up numbers them). */
function deal(g: SekiG, akashi: string): void {
  let plain = 2;
  const ukita = Object.values(g.units)
    .filter(isUkita)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const u of ukita) u.def = u.id === akashi ? 'ukita-akashi' : `ukita-${plain++}`;
}

/** `side`'s projection: for the East, 明石全登 on the first hidden 宇喜多隊. */
export function project(state: GameState<SekiG>, side: Side): GameState<SekiG> {
  const h = hidden(state as S, side);
  if (h.length > 0) deal(state.g, h[0]!.id);
  return state;
}

/** A guess consistent with the East's projection: 明石全登 on any hidden 宇喜多隊. */
export function determinize(projection: GameState<SekiG>, side: Side, rand: Rand): GameState<SekiG> {
  const h = hidden(projection as S, side);
  if (h.length > 0) deal(projection.g, rand.pick(h).id);
  return projection;
}

/** The hints the generic players and the AI seat read (GamePackage.ai). */
export const sekiAi: GameAi<SekiG> = {
  evaluate,
  weight,
  project,
  determinize,
  // (rule 8.3) `ungroup` is offered only when the plan of combats is stuck (a unit that must fight
  // can no longer be grouped): a plan that leads there is the maker's dead end, worth a loss in the
  // search. Without this, a search with more iterations built the same stuck plan, dropped it and
  // built it again: one game of `ai-fast` at 60 iterations spent 800 actions in one combat phase.
  never: ['ungroup'],
  // Its decisions are wide (a hundred moves and more) and its rules cost more per action than the
  // other games' (the obligations to attack are worked out for every move): fewer iterations keep
  // its think time within each level's bound (npm run bench: *_decision_p95_ms_sekigahara-musou).
  budgets: { 'ai-fast': { iterations: 10 }, ai: { iterations: 420 } },
};
