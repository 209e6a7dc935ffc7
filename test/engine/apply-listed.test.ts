// apply's `listed` option (the AI search's: an action it has just listed from this very state is
// not checked again) must make no difference to what an action does: along random games of every
// registered game, each listed action applied with and without it gives the same state and log.
import { describe, expect, it } from 'vitest';
import { makeRand } from '#ai/rand.ts';
import { apply, legalActionTexts, pendingSides } from '#engine/engine.ts';
import { initRng } from '#engine/rng.ts';
import { allPackages } from '#games/index.ts';

describe('apply with listed: true', () => {
  for (const pkg of allPackages()) {
    it(`${pkg.rules.id}: every listed action does the same as when it is checked`, () => {
      const m = pkg.rules;
      const rand = makeRand(7);
      let s = m.setup(7, {});
      let compared = 0;
      for (let step = 0; step < 120 && !s.result; step++) {
        const side = pendingSides(s)[0]!;
        const actions = legalActionTexts(m, s, side);
        // A few of them at each step (all of them would make this slow), the same dice for both.
        for (const a of [actions[0]!, actions.at(-1)!, actions[rand.int(actions.length)]!]) {
          const seeded = { ...s, rng: initRng(step + 1) };
          const checked = apply(m, seeded, side, a);
          const listed = apply(m, seeded, side, a, { listed: true });
          expect(checked.ok).toBe(true);
          expect(listed.ok).toBe(true);
          if (!checked.ok || !listed.ok) return;
          expect(JSON.stringify(listed.state)).toBe(JSON.stringify(checked.state));
          expect(listed.log).toEqual(checked.log);
          compared++;
        }
        const r = apply(m, s, side, actions[rand.int(actions.length)]!);
        if (!r.ok) throw new Error('refused');
        s = r.state;
      }
      expect(compared).toBeGreaterThan(50);
    });
  }
});
