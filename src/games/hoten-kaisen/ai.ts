// 奉天会戦: hints for the generic computer players (src/ai). Not wired into the module here: the
// lead adds `evaluate` to the contract and to hotenKaisen.
//
// The evaluation reads only what `side` may know: where every counter stands, which are
// eliminated, the time marker — never the strength of a hidden enemy counter.
import type { GameAi } from '#ai/player.ts';
import { hexDistance } from '#engine/hex.ts';
import type { Action, GameState, Side } from '#engine/types.ts';
import { GRID, MUKDEN, SUPPLY, TIME_TRACK } from './data/map.ts';
import { isResting } from './rules/activation.ts';
import { reachableHexes } from './rules/movement.ts';
import type { HotenFrame, HotenG, HotenSide } from './types.ts';

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

// The AI seat's projection [rule 3.0] [rule 9.0]: the other side's hidden counters all look alike
// (a counter of that side, where it stands, whether it rests), so their identities are dealt out
// again — in a canonical order for the projection, at random for a determinization. Each id takes
// a place, rest and history, and every reference to a counter (the activated counter, a pending
// decision) follows it, as the privacy harness's twin does (kit.ts hotenTwin).

/** The other side's counters still hidden from `side`, by id. */
function hiddenFrom(state: S, side: Side): string[] {
  return Object.values(state.g.units)
    .filter((u) => u.side !== side && !u.revealed)
    .map((u) => u.id)
    .sort();
}

/** Give counter `ids[i]`'s place and history to `to[i]` (the same ids in another order), in place. */
function deal(state: S, ids: readonly string[], to: readonly string[]): S {
  const g = state.g;
  const was = new Map(ids.map((id) => [id, g.units[id]!]));
  const rename = new Map(ids.map((id, i) => [id, to[i]!]));
  for (const [id, u] of was) g.units[rename.get(id)!] = { ...u, id: rename.get(id)! };
  if (g.activated !== null && rename.has(g.activated)) g.activated = rename.get(g.activated)!;
  for (const d of state.stack) {
    const f = d as { unit?: unknown };
    if (typeof f.unit === 'string' && rename.has(f.unit)) f.unit = rename.get(f.unit);
  }
  return state;
}

const slotKey = (state: S, id: string): string => {
  const u = state.g.units[id]!;
  return JSON.stringify([u.where, u.restTurn, u.eliminatedTurn, state.g.activated === id]);
};

/**
 * [rule 4.0] Entering the enemy supply hex wins at once: at an activation, a counter of `side` that
 * can reach it this move (where every counter stands is public).
 */
export function decisive(state: S, side: Side): Action | null {
  const top = state.stack[state.stack.length - 1] as HotenFrame | undefined;
  if (top?.kind !== 'activation' || !top.sides.includes(side as HotenSide)) return null;
  const g = state.g;
  const target = SUPPLY[otherSide(side as HotenSide)];
  for (const u of Object.values(g.units)) {
    if (u.side !== side || u.where.kind !== 'map' || isResting(g, u)) continue;
    if (reachableHexes(g, u).has(target)) return `move ${u.id} ${target}`;
  }
  return null;
}

/** The hints the generic players and the AI seat read (GamePackage.ai). */
export const hotenAi: GameAi<HotenG> = {
  evaluate,
  weight,
  decisive,
  project(state, side) {
    const ids = hiddenFrom(state, side);
    // Slots in a canonical order (by what the side sees of them), given to the ids in sorted order.
    const bySlot = [...ids].sort((a, b) => {
      const ka = slotKey(state, a);
      const kb = slotKey(state, b);
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });
    return deal(state, bySlot, ids);
  },
  determinize(projection, side, rand) {
    const ids = hiddenFrom(projection, side);
    const to = [...ids];
    for (let i = to.length - 1; i > 0; i--) {
      const j = rand.int(i + 1);
      [to[i], to[j]] = [to[j]!, to[i]!];
    }
    return deal(projection, ids, to);
  },
  evalScale: 8,
};
