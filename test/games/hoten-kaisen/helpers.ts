// Test helpers for 奉天会戦 (hoten-kaisen): build positions directly, play action lists, script dice.
//
//   const s0 = position({ units: { J1: '0406', R2: '0306' }, dice: [5, 1] });
//   const s1 = play(s0, [['japan', 'hold J1'], ['japan', 'attack 0306'], ['japan', 'fight']]);
//   expectRejected(s1, 'russia', 'move R2 0305', 'RESTING', '[rule 9.3]');
import { rollDie } from '#engine/rng.ts';
import { ruleHelpers } from '../../helpers/rules.ts';
import type { GameState } from '#engine/types.ts';
import { COUNTERS } from '#games/hoten-kaisen/data/counters.ts';
import { hotenKaisen } from '#games/hoten-kaisen/index.ts';
import type { HotenG, HotenSide, Where } from '#games/hoten-kaisen/types.ts';

export const M = hotenKaisen;
export const { play, playLog, rejection, expectRejected, legal, withDice } = ruleHelpers<HotenG, HotenSide>(M);
export type S = GameState<HotenG>;
export type Step = [HotenSide, string];

/**
 * Where a unit stands in a built position:
 * - a hex id ('0406');
 * - { entry: 1 | 2 | 3 } for a Japanese reinforcement;
 * - { eliminated: turn } (the turn it was eliminated on; null: long ago / unknown);
 * - or a raw `Where`.
 */
export type Place = string | { entry: 1 | 2 | 3 } | { eliminated: number | null } | Where;

export interface PositionSpec {
  /**
   * The units in play. Units not listed are parked off the board (`unplaced`): no rule sees them
   * (they are neither on the map, nor reinforcements, nor eliminated — so they cannot be rebuilt
   * and they do not count towards "every enemy counter eliminated").
   */
  units: Record<string, Place>;
  /** Side to act (an `activation` decision is put on the stack). Default: japan. */
  active?: HotenSide;
  /** Turn number; odd turns are Japan's, even Russia's. Default: 5 (japan) / 6 (russia). */
  turn?: number;
  /** Index of the time marker on TIME_TRACK. Default 0. */
  time?: number;
  /** Units whose strength combat already revealed ('all': every unit). */
  revealed?: string[] | 'all';
  /** restTurn per unit ([rule 9.3]). */
  rest?: Record<string, number>;
  passesInRow?: number;
  seed?: number;
  options?: Record<string, unknown>;
  /** Dice the next rolls give, in order (attacker's die first, then the defender's). */
  dice?: number[];
}

function toWhere(p: Place): { where: Where; eliminatedTurn: number | null } {
  if (typeof p === 'string') return { where: { kind: 'map', hex: p }, eliminatedTurn: null };
  if ('kind' in p) return { where: p, eliminatedTurn: null };
  if ('entry' in p) return { where: { kind: 'entry', area: p.entry }, eliminatedTurn: null };
  return { where: { kind: 'eliminated' }, eliminatedTurn: p.eliminated };
}

/** A state after setup (an `activation` decision for `active`) with the units exactly where asked. */
export function position(spec: PositionSpec): S {
  const state = M.setup(spec.seed ?? 1, spec.options ?? {});
  const active = spec.active ?? 'japan';
  const turn = spec.turn ?? (active === 'japan' ? 5 : 6);
  if ((turn % 2 === 1) !== (active === 'japan'))
    throw new Error(`turn ${turn} is not ${active}'s (odd: japan, even: russia)`);
  const g = state.g;
  for (const id of Object.keys(spec.units)) if (!g.units[id]) throw new Error(`no unit ${id}`);
  const hexes = new Set<string>();
  for (const c of COUNTERS) {
    const u = g.units[c.id]!;
    const p = spec.units[c.id];
    if (p === undefined) continue;
    const { where, eliminatedTurn } = toWhere(p);
    if (where.kind === 'map') {
      if (hexes.has(where.hex)) throw new Error(`two units on ${where.hex}`);
      hexes.add(where.hex);
    }
    if (where.kind === 'entry' && c.side !== 'japan') throw new Error(`${c.id} cannot be a reinforcement`);
    u.where = where;
    u.eliminatedTurn = eliminatedTurn;
    // A counter eliminated in combat was revealed by that combat.
    if (where.kind === 'eliminated') u.revealed = true;
  }
  const revealed = spec.revealed === 'all' ? COUNTERS.map((c) => c.id) : (spec.revealed ?? []);
  for (const id of revealed) g.units[id]!.revealed = true;
  for (const [id, t] of Object.entries(spec.rest ?? {})) g.units[id]!.restTurn = t;
  g.turn = turn;
  g.active = active;
  g.time = spec.time ?? 0;
  g.passesInRow = spec.passesInRow ?? 0;
  state.stack = [{ kind: 'activation', sides: [active] }];
  return spec.dice ? withDice(state, spec.dice) : state;
}

/** A state just after both sides chose the historical setup (Japan to act, turn 1). */
export function afterHistoricalSetup(seed = 1, options: Record<string, unknown> = {}): S {
  return play(M.setup(seed, options), [
    ['japan', 'place-historical'],
    ['russia', 'place-historical'],
  ]);
}

/** Answer 'fight' to every retreat-before-combat question ([rule 9.5]) until the dice are rolled. */
export function fight(state: S): S {
  let s = state;
  for (let d = decision(s); d?.kind === 'retreat-before-combat'; d = decision(s))
    s = play(s, [[d.sides[0] as HotenSide, 'fight']]);
  return s;
}

/** 'map:0406', 'entry:1', 'eliminated', 'unplaced'. */
export function whereIs(state: S, id: string): string {
  const w = state.g.units[id]!.where;
  switch (w.kind) {
    case 'map':
      return w.hex;
    case 'entry':
      return `entry${w.area}`;
    default:
      return w.kind;
  }
}

/** The decision on top of the stack, or null when the game is over. */
export function decision(state: S): { kind: string; sides: string[] } | null {
  if (state.result) return null;
  const top = state.stack[state.stack.length - 1];
  return top ? { kind: top.kind, sides: [...top.sides] } : null;
}

// ---------------------------------------------------------------------------------------------
// Dice

/** The next `n` dice the state's generator will give (without changing the state). */
export function peekDice(state: S, n = 2): number[] {
  const probe = { ...state.rng };
  return Array.from({ length: n }, () => rollDie(probe, 6));
}
