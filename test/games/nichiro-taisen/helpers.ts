// Test helpers for 日露大戦 (nichiro-taisen): play action lists, build positions, fix dice.
//
//   const s0 = position({ phase: 'movement', side: 'japan', units: { 'J-2': '1114', 'R-S2': '1214' } });
//   const s1 = play(s0, [['japan', 'move J-2'], ['japan', 'to 1115']]);
//   expectRejected(s1, 'japan', 'rail J-2', 'RAIL_USED', '[rule 8.2]');
import { ruleHelpers } from '../../helpers/rules.ts';
import { COUNTERS } from '#games/nichiro-taisen/data/counters.ts';
import { nichiroTaisen } from '#games/nichiro-taisen/index.ts';
import type { BoxId, CardId, NFrame, NichiroG, NSide, NState, PhaseId, Where } from '#games/nichiro-taisen/types.ts';

export const M = nichiroTaisen;
export const { play, playLog, rejection, expectRejected, legal, withDice } = ruleHelpers<NichiroG, NSide, NFrame>(M);
export type S = NState;
export type Step = [NSide, string];

export function decision(state: S): { kind: string; sides: string[] } | null {
  if (state.result) return null;
  const top = state.stack[state.stack.length - 1];
  return top ? { kind: top.kind, sides: [...top.sides] } : null;
}

/** 'hex' or the box id. */
export function whereIs(state: S, id: string): string {
  const w = state.g.units[id]!.where;
  return w.kind === 'map' ? w.hex : w.box;
}

// ---------------------------------------------------------------------------------------------
// Positions

export type Place = string | BoxId;
const BOXES: readonly string[] = ['korea', 'siberia', 'japan', 'europeanRussia', 'eliminated'];
const toWhere = (p: Place): Where => (BOXES.includes(p) ? { kind: 'box', box: p as BoxId } : { kind: 'map', hex: p });

export interface PositionSpec {
  /** Units placed where asked; others stay at their setup places unless `clear` is set. */
  units: Record<string, Place>;
  /** Move every unit not listed to its home box (Japan box / European Russia) first. */
  clear?: boolean;
  side?: NSide;
  phase?: 'movement' | 'combat' | 'cardPlay';
  turn?: number;
  hands?: Partial<Record<NSide, CardId[]>>;
  /** The deck, top card LAST; default: the remaining cards in id order. */
  deck?: CardId[];
  discard?: CardId[];
  morale?: Partial<Record<NSide, number>>;
  control?: Record<string, NSide>;
  seed?: number;
  options?: Record<string, unknown>;
  dice?: number[];
  patch?: (g: NichiroG) => void;
}

/** A state at the start of a movement / combat / card-play phase with the units where asked. */
export function position(spec: PositionSpec): S {
  const state = M.setup(spec.seed ?? 1, spec.options ?? {});
  const g = state.g;
  if (spec.clear) {
    for (const c of COUNTERS)
      g.units[c.id]!.where = { kind: 'box', box: c.side === 'japan' ? 'japan' : 'europeanRussia' };
  }
  for (const [id, p] of Object.entries(spec.units)) {
    if (!g.units[id]) throw new Error(`no unit ${id}`);
    g.units[id]!.where = toWhere(p);
  }
  const side = spec.side ?? 'japan';
  g.turn = spec.turn ?? 3;
  g.phasing = side;
  g.hands = { japan: spec.hands?.japan ?? [], russia: spec.hands?.russia ?? [] };
  const held = new Set([...g.hands.japan, ...g.hands.russia, ...(spec.discard ?? [])]);
  g.discard = spec.discard ?? [];
  g.deck =
    spec.deck ??
    Array.from({ length: 16 }, (_, i) => `#${String(16 - i).padStart(2, '0')}`).filter((c) => !held.has(c));
  g.morale = { japan: spec.morale?.japan ?? 6, russia: spec.morale?.russia ?? 6 };
  g.control = { ...(spec.control ?? {}) };
  g.moved = [];
  g.railUsed = false;
  g.declarations = [];
  const phase: PhaseId = spec.phase ?? 'movement';
  g.phase = phase;
  const kind = phase === 'movement' ? 'movement' : phase === 'combat' ? 'combat' : 'card-play';
  state.stack = [{ kind, sides: [side] } as NState['stack'][number]];
  spec.patch?.(g);
  return spec.dice ? withDice(state, spec.dice) : state;
}

// ---------------------------------------------------------------------------------------------
// Dice

/** Every card, wherever it is (deck, discard, both hands). */
export function allCards(g: NichiroG): CardId[] {
  return [...g.deck, ...g.discard, ...g.hands.japan, ...g.hands.russia].sort();
}
