// The search's `reuse` budget (src/ai/ismcts.ts: the states met in the tree kept per determinization
// while no die has been rolled since the root, and their listings) is only a saving: with it, the
// same projection and seed give the same search — every root action visited as often, with the
// same mean — in every registered game, with rollouts and with priors below the root.
import { describe, expect, it } from 'vitest';
import { think } from '#ai/ismcts.ts';
import { midGame } from '#ai/positions.ts';
import { project } from '#ai/project.ts';
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
});
