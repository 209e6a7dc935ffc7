// Rule-case helpers shared by every game's tests: apply action lists, expect rejections, fix dice
// (scripted dice: `withDice(state, [3, 5])` makes the next actions `play` applies roll 3, then 5).
// Each game's helper file binds them to its module (test/games/hoten-kaisen/helpers.ts,
// test/games/nichiro-taisen/helpers.ts).
import { expect } from 'vitest';
import { apply, legalActions, pendingSides } from '#engine/engine.ts';
import { scriptedRng, type RngState } from '#engine/rng.ts';
import type { Decision, GameModule, GameState, LogEntry, Rejection } from '#engine/types.ts';

export function ruleHelpers<G, Side extends string, D extends Decision = Decision>(module: GameModule<G, unknown, D>) {
  type S = GameState<G, D>;
  // The engine's functions take the envelope with any frames; the game's own frame type stays here.
  const M = module as unknown as GameModule<G>;

  /** Apply `steps` in order; fail the test with the rejection text if one is refused. */
  function play(state: S, steps: readonly [Side, string][]): S {
    let s = state;
    steps.forEach(([side, action], i) => {
      const r = apply(M, s, side, action);
      if (!r.ok) {
        const legal = legalActions(M, s, side).map((l) => l.action);
        expect.fail(
          `step ${i} (${side} "${action}") refused: [${r.rejection.code}${r.rejection.rule ? ` ${r.rejection.rule}` : ''}] ${r.rejection.text.en}\n` +
            `  pending: ${pendingSides(s).join(', ') || '(none)'} (${s.stack.at(-1)?.kind}); legal for ${side}: ${legal.join(' | ') || '(none)'}`,
        );
      }
      s = r.state as S;
    });
    return s;
  }

  /** Like `play`, also returning the log entries the steps wrote. */
  function playLog(state: S, steps: readonly [Side, string][]): { state: S; log: LogEntry[] } {
    const s = play(state, steps);
    return { state: s, log: s.log.slice(state.log.length) };
  }

  /**
   * Apply an action that must be refused: the state must be unchanged and the rejection must carry
   * texts in both locales. Returns the rejection.
   */
  function rejection(state: S, side: string, action: string): Rejection {
    const before = JSON.stringify(state);
    const r = apply(M, state, side, action);
    if (r.ok) expect.fail(`"${action}" by ${side} was accepted; expected a rejection`);
    expect(JSON.stringify(state)).toBe(before);
    expect(r.rejection.text.ja.trim()).not.toBe('');
    expect(r.rejection.text.en.trim()).not.toBe('');
    return r.rejection;
  }

  /** `rejection` plus its code and rule (rule `undefined`: the rejection cites no rule). */
  function expectRejected(state: S, side: string, action: string, code: string, rule: string | undefined): Rejection {
    const r = rejection(state, side, action);
    expect({ code: r.code, rule: r.rule }).toEqual({ code, rule });
    return r;
  }

  /** The action texts `side` may take now. */
  function legal(state: S, side: Side): string[] {
    return legalActions(M, state, side).map((l) => l.action);
  }

  /** A copy of `state` whose next dice are `dice` (a scripted generator; then the state's own goes on). */
  function withDice(state: S, dice: readonly number[]): S {
    return { ...state, rng: scriptedRng(dice, state.rng) };
  }

  return { play, playLog, rejection, expectRejected, legal, withDice };
}

/**
 * A generator state whose next dice are `dice` (scripted: src/engine/rng.ts scriptedRng); after
 * them the dice come from a fixed generator. Any number of dice, no search.
 */
export function rngFor(dice: readonly number[]): RngState {
  return scriptedRng(dice);
}
