// Rule-case helpers for 三国鼎立 (Triad): apply steps (each with its scripted dice), expect a
// refusal with its code and rule, and set up a position by hand.
import { expect } from 'vitest';
import { apply, legalActions, pendingSides } from '#engine/engine.ts';
import type { Rejection } from '#engine/types.ts';
import { triad, type TriadState } from './index.ts';
import type { Area, AreaState, TSide } from './types.ts';

export { triad };

/** One step: who, what, and the dice it rolls (in order: attacker's die, defender's die, …). */
export type Step = [TSide, string] | [TSide, string, number[]];

export function fresh(seed = 1): TriadState {
  return triad.setup(seed, {});
}

/** Apply the steps in order; fail with the refusal and what was legal if one is refused. */
export function play(state: TriadState, steps: readonly Step[]): TriadState {
  let s = state;
  steps.forEach(([side, action, dice], i) => {
    const r = apply(triad, s, side, action, dice ? { dice } : {});
    if (!r.ok) {
      const legal = legalActions(triad, s, side).map((l) => l.action);
      expect.fail(
        `step ${i} (${side} "${action}") refused: [${r.rejection.code} ${r.rejection.rule ?? ''}] ${r.rejection.text.en}\n  pending: ${pendingSides(s).join(', ')}; legal: ${legal.join(' | ')}`,
      );
    }
    s = r.state as TriadState;
  });
  return s;
}

/** An action that must be refused, leaving the state as it was. */
export function expectRejected(
  state: TriadState,
  side: string,
  action: string,
  code: string,
  rule: string | undefined,
): Rejection {
  const before = JSON.stringify(state);
  const r = apply(triad, state, side, action);
  if (r.ok) return expect.fail(`"${action}" by ${side} was accepted; expected ${code}`);
  expect(JSON.stringify(state)).toBe(before);
  expect({ code: r.rejection.code, rule: r.rejection.rule }).toEqual({ code, rule });
  expect(r.rejection.text.ja.trim()).not.toBe('');
  expect(r.rejection.text.en.trim()).not.toBe('');
  return r.rejection;
}

export function legal(state: TriadState, side: TSide): string[] {
  return legalActions(triad, state, side).map((l) => l.action);
}

/** A copy of `state` with some areas changed ([owner, troops]). */
export function withAreas(state: TriadState, areas: Partial<Record<Area, [TSide | null, number]>>): TriadState {
  const s = structuredClone(state);
  for (const [a, [owner, troops]] of Object.entries(areas) as [Area, [TSide | null, number]][])
    s.g.areas[a] = { owner, troops } satisfies AreaState;
  return s;
}

/** The areas as "owner:troops" (neutral "-"), for compact expectations. */
export function board(state: TriadState): Record<Area, string> {
  const out = {} as Record<Area, string>;
  for (const [a, v] of Object.entries(state.g.areas) as [Area, AreaState][]) out[a] = `${v.owner ?? '-'}:${v.troops}`;
  return out;
}

/** The log entries written since `before`, in English, as the public reads them. */
export function newPublicLines(before: TriadState, after: TriadState): string[] {
  return after.log
    .slice(before.log.length)
    .filter((e) => !e.to)
    .map((e) => e.text.en);
}
