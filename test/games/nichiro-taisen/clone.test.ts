// The hand-written state copy (clone.ts, the engine's cloneState hook) must equal the state and
// share no object with it, or a rule mutating its private copy would change an earlier state.
import { describe, expect, it } from 'vitest';
import { sharedObjects } from '#test/kit/shared-objects.ts';
import { apply, legalActions, pendingSides } from '#engine/engine.ts';
import { cloneNichiro } from '#games/nichiro-taisen/clone.ts';
import { M, type S } from './helpers.ts';

describe('cloneNichiro (engine cloneState hook)', () => {
  it('copies every field and shares nothing mutable, all through two random games (basic and naval)', () => {
    for (const options of [{}, { navalRules: true }]) {
      let s: S = M.setup(7, options);
      let i = 0;
      while (!s.result && i < 800) {
        const { log: _l, ...orig } = s;
        const c = cloneNichiro(s);
        const { log: _c, ...copy } = c;
        expect(copy).toEqual(orig);
        const shared = sharedObjects(copy, orig);
        expect(shared).toEqual([]);
        const side = pendingSides(s)[0]!;
        const la = legalActions(M, s, side).filter((l) => l.action !== 'cancel' && !l.action.startsWith('undeclare'));
        const r = apply(M, s, side, la[(i * 7) % la.length]!.action);
        if (!r.ok) throw new Error('refused');
        s = r.state as S;
        i++;
      }
    }
  });
});
