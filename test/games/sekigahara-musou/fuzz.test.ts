// 関ヶ原無双 random play through the test kit's fuzzer: every game reaches its end (no decision
// without a legal action), one unit per hex after every action, the 小早川 marker within 4…10, and
// every listed action is accepted. npm test plays a sample; the big run is `npm run fuzz` once the
// game is registered.
import { describe, expect, it } from 'vitest';
import { fuzzFailures, fuzzGame, type Invariant } from '../../kit/fuzz.ts';
import { sekigaharaMusou } from '../../../src/games/sekigahara-musou/index.ts';
import type { SekiG } from '../../../src/games/sekigahara-musou/types.ts';

const oneUnitPerHex: Invariant<SekiG> = (s) => {
  if (s.stack.at(-1)?.kind === 'pursue' || s.stack.at(-1)?.kind === 'retreat') return null;
  const seen = new Map<string, string>();
  for (const u of Object.values(s.g.units)) {
    if (u.where.kind !== 'map') continue;
    const o = seen.get(u.where.hex);
    if (o) return `[rule 2.3] ${o} and ${u.id} both on ${u.where.hex}`;
    seen.set(u.where.hex, u.id);
  }
  return null;
};
const markerInRange: Invariant<SekiG> = (s) => (s.g.kobayakawa < 4 || s.g.kobayakawa > 10 ? `[rule 4.2] marker on ${s.g.kobayakawa}` : null);
const turnInRange: Invariant<SekiG> = (s) => (s.g.turn > 10 ? `turn ${s.g.turn}` : null);

describe('関ヶ原無双 random play', () => {
  it('[rule 5.1] seeded random games all reach a result: no dead end, one unit per hex, the marker within 4…10', () => {
    const r = fuzzGame({ module: sekigaharaMusou, games: 6, seed: 1600, maxActions: 3000, invariants: [oneUnitPerHex, markerInRange, turnInRange], deepEvery: 1000 });
    expect(fuzzFailures(r)).toEqual([]);
    expect(r.games).toBe(6);
    // Both sides win some of them.
    expect(Object.keys(r.outcomes).length).toBeGreaterThan(0);
    console.log('[sekigahara fuzz]', r.outcomes, 'longest', r.longest);
  });
});
