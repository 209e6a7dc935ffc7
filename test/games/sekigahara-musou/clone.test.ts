// cloneSeki (the engine's cloneState hook, written field by field for the AI seat's search): the copy
// of every state a game goes through must serialise exactly like the state (no field dropped, none
// reordered) and share no object with it but frozen ones, or a rule changing its private copy would
// change an earlier state.
import { describe, expect, it } from 'vitest';
import { sharedObjects } from '#test/kit/shared-objects.ts';
import { makeRand } from '#ai/rand.ts';
import { randomPlayer } from '#ai/random.ts';
import { apply, pendingSides } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { cloneSeki } from '#games/sekigahara-musou/clone.ts';
import { sekigaharaMusou as M } from '#games/sekigahara-musou/index.ts';
import type { SekiFrame, SekiG } from '#games/sekigahara-musou/types.ts';

type S = GameState<SekiG, SekiFrame>;

describe('cloneSeki', () => {
  it('every state of three random games: its copy serialises like it and shares nothing with it', () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const rand = makeRand(seed);
      const player = randomPlayer();
      let s = M.setup(seed, {}) as S;
      for (let i = 0; !s.result && i < 3000; i++) {
        const side = pendingSides(s)[0]!;
        const r = apply(M, s, side, player(M, s, side, rand));
        if (!r.ok) throw new Error('refused');
        s = r.state as S;
        const c = cloneSeki(s);
        expect(JSON.stringify(c)).toBe(JSON.stringify(s));
        const { log: _a, ...copy } = c;
        const { log: _b, ...orig } = s;
        expect(sharedObjects(copy, orig)).toEqual([]);
        // The places it shares are frozen: a rule that wrote to one would throw.
        for (const id in c.g.units)
          if (c.g.units[id]!.where === s.g.units[id]!.where) expect(Object.isFrozen(c.g.units[id]!.where)).toBe(true);
        if (s.g.lastCombat) seen.add('lastCombat');
        if (s.result) seen.add('result');
        for (const u of Object.values(s.g.units)) seen.add(u.where.kind);
        seen.add(s.stack.at(-1)?.kind ?? 'end');
      }
    }
    // The games went through every shape the copy writes by hand.
    for (const k of ['lastCombat', 'result', 'map', 'track', 'gone', 'move', 'combat', 'retreat', 'pursue'])
      expect(seen).toContain(k);
  });
});
