// Rule-case helpers shared by every game's tests: apply action lists, expect rejections, fix dice
// (scripted dice: `withDice(state, [3, 5])` makes the next actions `play` applies roll 3, then 5).
// Each game's helper file binds them to its module (test/helpers/hoten.ts,
// test/games/nichiro-taisen/helpers.ts).
import { expect } from 'vitest';
import { apply, legalActions, pendingSides } from '../../src/engine/engine.ts';
import { rollDie, seedRng, type RngState } from '../../src/engine/rng.ts';
import type { Decision, GameModule, GameState, LogEntry, Rejection } from '../../src/engine/types.ts';

/**
 * Dice scripted for the actions to come: the states `withDice` returns carry them, `play` hands them
 * to each action it applies (apply's `dice`), and the state after an action carries those left.
 */
const tapes = new WeakMap<object, number[]>();

/** The next scripted dice of `state` as apply's `dice`: each die read is one die used up. */
function diceOf(tape: number[]): readonly number[] {
  return new Proxy(tape, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) return target.shift();
      return Reflect.get(target, key, receiver);
    },
  });
}

export function ruleHelpers<G, Side extends string, D extends Decision = Decision>(module: GameModule<G, unknown, D>) {
  type S = GameState<G, D>;
  // The engine's functions take the envelope with any frames; the game's own frame type stays here.
  const M = module as unknown as GameModule<G>;

  /** Apply `steps` in order; fail the test with the rejection text if one is refused. */
  function play(state: S, steps: readonly [Side, string][]): S {
    let s = state;
    steps.forEach(([side, action], i) => {
      const tape = tapes.get(s);
      const r = tape?.length ? apply(M, s, side, action, { dice: diceOf(tape) }) : apply(M, s, side, action);
      if (!r.ok) {
        const legal = legalActions(M, s, side).map((l) => l.action);
        expect.fail(
          `step ${i} (${side} "${action}") refused: [${r.rejection.code}${r.rejection.rule ? ' ' + r.rejection.rule : ''}] ${r.rejection.text.en}\n` +
            `  pending: ${pendingSides(s).join(', ') || '(none)'} (${s.stack.at(-1)?.kind}); legal for ${side}: ${legal.join(' | ') || '(none)'}`,
        );
      }
      s = r.state as S;
      if (tape?.length) tapes.set(s, tape);
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

  /** A copy of `state` whose next dice are `dice` (scripted: the generator is not used for them). */
  function withDice(state: S, dice: readonly number[]): S {
    const s = { ...state };
    tapes.set(s, [...dice]);
    return s;
  }

  return { play, playLog, rejection, expectRejected, legal, withDice };
}

const rngCache = new Map<string, RngState>();

/**
 * A generator state whose next `rollDie(…, 6)` results are `dice` (searched over `seedRng(n)`,
 * n = 1, 2, …). Each die is 1..6. Up to 4 dice (1296 combinations) is quick.
 */
export function rngFor(dice: readonly number[]): RngState {
  const key = dice.join(',');
  const hit = rngCache.get(key);
  if (hit) return { ...hit };
  if (dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6)) throw new Error(`bad dice ${key}`);
  for (let n = 1; n < 10_000_000; n++) {
    const st = seedRng(n);
    const probe = { ...st };
    if (dice.every((d) => rollDie(probe, 6) === d)) {
      rngCache.set(key, { ...st });
      return { ...st };
    }
  }
  throw new Error(`no seed gives dice ${key}`);
}
