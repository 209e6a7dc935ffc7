// cloneNichiro copies the combat, retreat, combat-flow and navy records field by field: the copy
// of every state a game goes through must serialise exactly like the state (no field dropped,
// none reordered) and share no object with it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedObjects } from '#test/kit/shared-objects.ts';
import { apply } from '#engine/engine.ts';
import { cloneNichiro } from '#games/nichiro-taisen/clone.ts';
import { nichiroTaisen as M } from '#games/nichiro-taisen/index.ts';
import { FIXTURE, unpack, type GoldenGame, type S } from './golden.ts';

describe('cloneNichiro', () => {
  const golden = JSON.parse(readFileSync(FIXTURE, 'utf8')) as GoldenGame[];
  const seen = { combat: 0, retreat: 0, cflow: 0, navy: 0, lastCombat: 0 };
  for (const game of golden) {
    it(`${game.name}: every state's copy serialises like it and shares nothing`, () => {
      let s: S = M.setup(game.seed, game.options);
      for (const [i, a] of game.actions.map(unpack).entries()) {
        const r = apply(M, s, a.side, a.action);
        if (!r.ok) throw new Error(a.action);
        s = r.state as S;
        const c = cloneNichiro(s);
        expect(JSON.stringify(c)).toBe(JSON.stringify(s));
        for (const k of Object.keys(seen) as (keyof typeof seen)[]) if (s.g[k]) seen[k]++;
        if (i % 10 === 0) {
          const { log: _a, ...copy } = c;
          const { log: _b, ...orig } = s;
          expect(sharedObjects(copy, orig)).toEqual([]);
        }
      }
    });
  }
  it('the games went through every record the copy writes by hand', () => {
    for (const [k, n] of Object.entries(seen)) expect(n, k).toBeGreaterThan(0);
  });
});
