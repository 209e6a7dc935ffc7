// The hand-written state copy (clone.ts, the engine's cloneState hook) must equal the state and
// share no object with it, or a rule mutating its private copy would change an earlier state.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, pendingSides } from '#engine/engine.ts';
import { cloneNichiro } from '#games/nichiro-taisen/clone.ts';
import { M, type S } from './helpers.ts';

function objects(v: unknown, out: Set<object>): Set<object> {
  if (v === null || typeof v !== 'object') return out;
  out.add(v);
  for (const k of Object.keys(v)) objects((v as Record<string, unknown>)[k], out);
  return out;
}

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
        const shared = [...objects(copy, new Set())].filter((o) => objects(orig, new Set()).has(o));
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
