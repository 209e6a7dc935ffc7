// The search's `reuse` budget (src/ai/ismcts.ts: the states met in the tree kept per determinization
// while no die has been rolled since the root, and their listings) is only a saving: with it, the
// same projection and seed give the same search — every root action visited as often, with the
// same mean — in every registered game, with rollouts and with priors below the root. A game that
// says its determinize redraws (GameAi.redraws) gives the same state on a copy drawn on before.
import { describe, expect, it } from 'vitest';
import { think } from '#ai/ismcts.ts';
import { midGame } from '#ai/positions.ts';
import { determinize, project } from '#ai/project.ts';
import { makeRand } from '#ai/rand.ts';
import { legalActions, pendingSides } from '#engine/engine.ts';
import { allPackages } from '#games/index.ts';

describe('search budget reuse', () => {
  for (const pkg of allPackages()) {
    it(`${pkg.rules.id}: the same search with and without it`, () => {
      const m = pkg.rules;
      let searched = 0;
      for (const [k, steps] of [10, 40, 90, 160, 250].entries()) {
        const s = midGame(m, 1905 + k, steps);
        const side = pendingSides(s)[0];
        if (side === undefined || s.result || legalActions(m, s, side).length < 2) continue;
        for (const budget of [
          { iterations: 40, rollout: 0, c: 0.7 },
          { iterations: 30, rollout: 4, c: 0.7, priorUpTo: 8 },
        ]) {
          const p = project(pkg.ai, s, side);
          const plain = think(m, pkg.ai, p, side, k + 1, budget);
          const kept = think(m, pkg.ai, p, side, k + 1, { ...budget, reuse: true });
          expect(kept.action).toBe(plain.action);
          expect(kept.root).toEqual(plain.root);
          searched++;
        }
      }
      expect(searched).toBeGreaterThanOrEqual(4);
    });
  }

  for (const pkg of allPackages().filter((p) => p.ai.guessed)) {
    it(`${pkg.rules.id}: determinizations that guessed the same are the same state (their dice apart)`, () => {
      const m = pkg.rules;
      const rand = makeRand(3);
      let groups = 0;
      for (const [k, steps] of [10, 40, 90, 160].entries()) {
        const s = midGame(m, 1905 + k, steps);
        for (const side of m.sides) {
          const p = project(pkg.ai, s, side);
          const seen = new Map<string, string>();
          for (let i = 0; i < 12; i++) {
            const { rng: _r, ...d } = determinize(pkg.ai, p, side, rand);
            const text = JSON.stringify(d);
            const key = pkg.ai.guessed!(d as typeof s, side);
            if (seen.has(key)) expect(text).toBe(seen.get(key));
            else seen.set(key, text);
          }
          groups += seen.size;
          // And different guesses are different states.
          expect(new Set(seen.values()).size).toBe(seen.size);
        }
      }
      expect(groups).toBeGreaterThan(8);
    });
  }

  for (const pkg of allPackages().filter((p) => p.ai.redraws)) {
    it(`${pkg.rules.id}: a determinization drawn on an earlier one's copy is the one drawn on a fresh copy`, () => {
      const m = pkg.rules;
      let compared = 0;
      for (const [k, steps] of [10, 40, 90, 160].entries()) {
        const s = midGame(m, 1905 + k, steps);
        for (const side of m.sides) {
          const p = project(pkg.ai, s, side);
          let spare = determinize(pkg.ai, p, side, makeRand(100 + k), m);
          for (let seed = 1; seed <= 8; seed++) {
            const fresh = determinize(pkg.ai, p, side, makeRand(seed), m);
            const again = determinize(pkg.ai, p, side, makeRand(seed), m, spare);
            expect(again).toBe(spare);
            expect(JSON.stringify(again)).toBe(JSON.stringify(fresh));
            spare = again;
            compared++;
          }
          // The projection itself is left as it was.
          expect(JSON.stringify(p)).toBe(JSON.stringify(project(pkg.ai, s, side)));
        }
      }
      expect(compared).toBeGreaterThanOrEqual(32);
    });
  }
});
