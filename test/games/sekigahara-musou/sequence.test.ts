// 関ヶ原無双 [rule 5.1] the turn sequence and [rule 6.1] the arrival of the 徳川 units, played
// through the declared decisions from a hand-built position.
import { describe, expect, it } from 'vitest';
import { makeRand } from '#ai/rand.ts';
import { randomPlayer } from '#ai/random.ts';
import { apply, pendingSides } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { sekigaharaMusou as M } from '#games/sekigahara-musou/index.ts';
import type { SekiFrame, SekiG } from '#games/sekigahara-musou/types.ts';
import { position } from './helpers.ts';

type S = GameState<SekiG, SekiFrame>;

const play = (s: S, side: string, action: string): S => {
  const r = apply(M, s, side, action);
  if (!r.ok) throw new Error(`${action}: ${r.rejection.text.en}`);
  return r.state as S;
};
const where = (s: S) => `${s.g.turn} ${s.stack.at(-1)?.kind} ${pendingSides(s).join()}`;

/** Turn `turn`, the West's rebuild phase: its end is the victory check, then the next turn begins. */
function westRebuild(g: SekiG): S {
  const s = M.setup(1, {}) as S;
  return { ...s, g, stack: [{ kind: 'rebuild', sides: ['west'] }] };
}

describe('[rule 5.1] the turn sequence', () => {
  it('[rule 5.1] East movement, combat, rebuild; West movement, combat, rebuild; the victory check; the next turn', () => {
    // Far apart: no combat is owed, every phase ends at once.
    let s = westRebuild(position({ ishida: '2402', 'ukita-honntai': '2403', fukushima: '1015' }, { turn: 1 }));
    const seen: string[] = [];
    for (const [side] of [['west'], ['east'], ['east'], ['east'], ['west'], ['west'], ['west']] as const) {
      s = play(s, side, s.stack.at(-1)!.kind === 'combat' ? 'fight' : 'end');
      seen.push(where(s));
    }
    expect(seen).toEqual([
      '2 move east',
      '2 combat east',
      '2 rebuild east',
      '2 move west',
      '2 combat west',
      '2 rebuild west',
      '3 move east',
    ]);
  });

  it('[rule 6.1] on turn 3 the 徳川本隊 and the five 徳川隊 arrive on their hexes before the East moves', () => {
    const g = position({ ishida: '2402', 'ukita-honntai': '2403', fukushima: '1015' }, { turn: 2 });
    for (const id of ['tokugawa-honntai', 'tokugawa-1', 'tokugawa-2', 'tokugawa-3', 'tokugawa-4', 'tokugawa-5'])
      g.units[id]!.where = { kind: 'track' };
    const s = play(westRebuild(g), 'west', 'end');
    expect(where(s)).toBe('3 move east');
    const at = Object.fromEntries(
      ['tokugawa-honntai', 'tokugawa-1', 'tokugawa-2', 'tokugawa-3', 'tokugawa-4', 'tokugawa-5'].map((id) => [
        id,
        s.g.units[id]!.where,
      ]),
    );
    expect(at).toEqual({
      'tokugawa-honntai': { kind: 'map', hex: '2112' },
      'tokugawa-1': { kind: 'map', hex: '2012' },
      'tokugawa-2': { kind: 'map', hex: '2013' },
      'tokugawa-3': { kind: 'map', hex: '2111' },
      'tokugawa-4': { kind: 'map', hex: '2212' },
      'tokugawa-5': { kind: 'map', hex: '2213' },
    });
    expect(s.log.map((e) => e.text.en)).toContain('The Tokugawa main body and the Tokugawa units arrive (6.1)');
  });

  it('[rule 6.1] a unit whose arrival hex is taken waits on the track and comes in the first later arrival phase it is free', () => {
    const g = position({ ishida: '2402', 'ukita-honntai': '2403', fukushima: '2012' }, { turn: 2 });
    for (const id of ['tokugawa-honntai', 'tokugawa-1']) g.units[id]!.where = { kind: 'track' };
    let s = play(westRebuild(g), 'west', 'end');
    expect(s.g.units['tokugawa-1']!.where).toEqual({ kind: 'track' });
    expect(s.g.units['tokugawa-honntai']!.where).toEqual({ kind: 'map', hex: '2112' });
    // 福島隊 leaves 2012; on turn 4 the 徳川隊 arrives.
    s = play(s, 'east', 'move fukushima 1912');
    for (const [side, a] of [
      ['east', 'end'],
      ['east', 'fight'],
      ['east', 'end'],
      ['west', 'end'],
      ['west', 'fight'],
      ['west', 'end'],
    ] as const)
      s = play(s, side, a);
    expect(where(s)).toBe('4 move east');
    expect(s.g.units['tokugawa-1']!.where).toEqual({ kind: 'map', hex: '2012' });
  });
});

describe('[rule 5.1] the same game whatever the order of the stored keys', () => {
  it('[rule 5.1] every step from a state whose units are keyed in another order (as JSONB returns them) gives the same state and log', () => {
    const canonical = (v: unknown) =>
      JSON.stringify(v, (_k, x: unknown) =>
        x && typeof x === 'object' && !Array.isArray(x)
          ? Object.fromEntries(Object.entries(x as object).sort(([a], [b]) => (a < b ? -1 : 1)))
          : x,
      );
    /** The units re-keyed longest id first, as JSONB orders keys by length: another iteration order. */
    const reKeyed = (s: S): S => ({
      ...s,
      g: {
        ...s.g,
        units: Object.fromEntries(
          Object.entries(structuredClone(s.g.units)).sort(([a], [b]) => b.length - a.length || (a < b ? 1 : -1)),
        ),
      },
    });
    const rand = makeRand(5);
    const player = randomPlayer();
    for (const seed of [3, 4]) {
      let s = M.setup(seed, {}) as S;
      for (let step = 0; step < 500 && !s.result; step++) {
        const side = pendingSides(s)[0]!;
        const action = player(M, s, side, rand);
        const a = apply(M, s, side, action);
        const b = apply(M, reKeyed(s), side, action);
        if (!a.ok || !b.ok) throw new Error(`${action} refused`);
        expect(canonical(b.state), `seed ${seed} step ${step}: ${action}`).toBe(canonical(a.state));
        expect(canonical(M.view(b.state as S, null))).toBe(canonical(M.view(a.state as S, null)));
        s = a.state as S;
      }
    }
  });
});
