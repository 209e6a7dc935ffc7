// The generic players (src/ai): the seeded generator, the random player and its weights, the
// greedy player's lookahead, and the games' evaluations (which must read no secret).
import { describe, expect, it } from 'vitest';
import { apply, legalActions, pendingSides } from '#engine/engine.ts';
import { greedyPlayer, scoreAfter } from '#ai/greedy.ts';
import { makeRand } from '#ai/rand.ts';
import { randomPlayer } from '#ai/random.ts';
import { evaluate as hotenEvaluate } from '#games/hoten-kaisen/ai.ts';
import { evaluate as nichiroEvaluate } from '#games/nichiro-taisen/ai.ts';
import { hotenKaisen } from '#games/hoten-kaisen/index.ts';
import { nichiroTaisen } from '#games/nichiro-taisen/index.ts';
import { play, position } from '../games/hoten-kaisen/helpers.ts';
import { hotenTwin } from '#games/hoten-kaisen/kit.ts';
import { nichiroKit, nichiroTwin } from '#games/nichiro-taisen/kit.ts';
import type { TwinFn } from '#engine/kit/types.ts';
import { sampleStates } from '../kit/twin.ts';
import type { GameModule, GameState } from '#engine/types.ts';

describe('makeRand', () => {
  it('is a pure function of its seed, and different seeds differ', () => {
    const a = makeRand(7);
    const b = makeRand(7);
    const xs = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 20 }, makeRand(8))).not.toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });

  it('int, pick and weighted stay in range; weight 0 is never drawn; all zero is uniform', () => {
    const r = makeRand(1);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 8000; i++) counts[r.weighted([1, 0, 3, 0])]!++;
    expect(counts[1]).toBe(0);
    expect(counts[3]).toBe(0);
    expect(counts[2]! / counts[0]!).toBeGreaterThan(2.5);
    expect(counts[2]! / counts[0]!).toBeLessThan(3.5);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(r.weighted([0, 0, 0]));
    expect([...seen].sort()).toEqual([0, 1, 2]);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(6);
      expect(Number.isInteger(n) && n >= 0 && n < 6).toBe(true);
    }
    expect(() => r.int(0)).toThrow();
    expect(() => r.pick([])).toThrow();
  });
});

describe('players', () => {
  const M = hotenKaisen;

  it('the random player picks listed actions, and never one of weight 0 while others weigh more', () => {
    const s = M.setup(3, {});
    const legal = legalActions(M, s, 'japan').map((l) => l.action);
    const play = randomPlayer({ weight: (_s, _side, a) => (a === 'place-historical' ? 0 : 1) });
    const rand = makeRand(2);
    for (let i = 0; i < 200; i++) {
      const a = play(M, s, 'japan', rand);
      expect(legal).toContain(a);
      expect(a).not.toBe('place-historical');
    }
  });

  it('the greedy player takes a win when one is on offer, even without an evaluation', () => {
    // J1 two hexes from the Russian supply hex 0501 with nothing in the way [rule 4.0].
    const s0 = position({ units: { J1: '0503', J2: '0808', R1: '0108', R2: '0208' } });
    const rand = makeRand(1);
    const step1 = greedyPlayer()(M, s0, 'japan', rand);
    expect(step1).toMatch(/^move J1 /);
    const r = scoreAfter(M, s0, 'japan', 'move J1 0501', 1);
    expect(r).toBe(Infinity);
    expect(greedyPlayer()(M, s0, 'japan', rand)).toBe('move J1 0501');
  });

  it('the greedy player maximises the evaluation, and leaves the state as it was', () => {
    const s0 = position({ units: { J1: '0507', J2: '0808', R1: '0104', R2: '0208' } });
    const before = JSON.stringify(s0);
    const play = greedyPlayer({ evaluate: hotenEvaluate });
    const a = play(M, s0, 'japan', makeRand(5));
    expect(JSON.stringify(s0)).toBe(before);
    const scores = legalActions(M, s0, 'japan').map((l) => scoreAfter(M, s0, 'japan', l.action, 9, hotenEvaluate));
    expect(scoreAfter(M, s0, 'japan', a, 9, hotenEvaluate)).toBe(Math.max(...scores));
    expect(new Set(scores).size).toBeGreaterThan(1);
  });

  it('the lookahead does not see the real dice: its scores depend on its own luck, not on the state’s generator', () => {
    // The defender's "fight" rolls the combat dice at once [rule 9.0].
    const s0 = play(position({ units: { J1: '0406', R2: '0405', R1: '0101' } }), [
      ['japan', 'hold J1'],
      ['japan', 'attack 0405'],
      ['japan', 'fight'],
    ]);
    expect(pendingSides(s0)).toEqual(['russia']);
    const outcomes = new Set<string>();
    const scores = new Set<number>();
    for (let n = 1; n <= 40; n++) {
      const s = { ...s0, rng: hotenKaisen.setup(n, {}).rng };
      const real = apply(M, s, 'russia', 'fight');
      if (!real.ok) throw new Error(real.rejection.code);
      outcomes.add(JSON.stringify(real.state.g.lastCombat));
      // The same luck: the same score whatever the real dice would be.
      expect(scoreAfter(M, s, 'russia', 'fight', 12345, hotenEvaluate)).toBe(
        scoreAfter(M, s0, 'russia', 'fight', 12345, hotenEvaluate),
      );
      scores.add(scoreAfter(M, s0, 'russia', 'fight', n, hotenEvaluate));
    }
    expect(outcomes.size).toBeGreaterThan(1);
    expect(scores.size).toBeGreaterThan(1);
  });
});

describe('evaluations read no secret', () => {
  it('a side scores a state and its twin (the other side’s secret changed) the same', () => {
    const rand = makeRand(4);
    const games: { module: GameModule; evaluate: (s: GameState, side: string) => number; twin: TwinFn }[] = [
      { module: hotenKaisen, evaluate: hotenEvaluate as never, twin: hotenTwin },
      { module: nichiroTaisen, evaluate: nichiroEvaluate as never, twin: nichiroTwin },
    ];
    let compared = 0;
    for (const g of games) {
      const states = sampleStates({
        module: g.module,
        games: 2,
        seed: 3,
        every: 15,
        maxActions: nichiroKit.maxActions,
        options: g.module.id === 'nichiro-taisen' ? [{ navalRules: true }] : undefined,
      });
      for (const s of states) {
        for (const owner of g.module.sides) {
          const t = g.twin(s, owner, rand);
          if (!t) continue;
          for (const side of g.module.sides.filter((x) => x !== owner)) {
            expect(g.evaluate(t.state, side)).toBe(g.evaluate(s, side));
            compared++;
          }
        }
      }
      expect(pendingSides(states[0]!).length).toBeGreaterThan(0);
    }
    expect(compared).toBeGreaterThan(20);
  });
});
