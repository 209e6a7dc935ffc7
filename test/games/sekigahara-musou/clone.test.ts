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
import { occupancy } from '#games/sekigahara-musou/rules/movement.ts';
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

  it('a copy shares the units with its state until a rule changes one: every state stays as it was, and who stands where is read afresh', () => {
    // Each state's text when it was made, read again once the whole game has been played from it
    // (every later action copies a state that shares records with it, and changes the copy's).
    const rand = makeRand(7);
    const player = randomPlayer();
    const states: { s: S; text: string }[] = [];
    let s = M.setup(7, {}) as S;
    for (let i = 0; !s.result && i < 3000; i++) {
      const side = pendingSides(s)[0]!;
      const r = apply(M, s, side, player(M, s, side, rand));
      if (!r.ok) throw new Error('refused');
      s = r.state as S;
      states.push({ s, text: JSON.stringify(s.g) });
      // The occupancy the rules read (kept per position) is the units' places now.
      const fresh = new Map<string, string>();
      for (const u of Object.values(s.g.units))
        if (u.where.kind === 'map' && !fresh.has(u.where.hex)) fresh.set(u.where.hex, u.id);
      expect(new Map([...occupancy(s.g)].map(([h, u]) => [h, u.id]))).toEqual(fresh);
    }
    expect(states.length).toBeGreaterThan(100);
    for (const { s, text } of states) expect(JSON.stringify(s.g)).toBe(text);
    // The records are shared: an action changes a few of them, and the rest are the state's before.
    const [a, b] = [states.at(-2)!.s, states.at(-1)!.s];
    const same = Object.keys(b.g.units).filter((id) => a.g.units[id] === b.g.units[id]).length;
    expect(same).toBeGreaterThan(Object.keys(b.g.units).length / 2);
  });
});
