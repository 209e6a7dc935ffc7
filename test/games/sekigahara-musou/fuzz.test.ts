// 関ヶ原無双 random play through the generic fuzzer with the game's kit (src/games/sekigahara-musou/
// kit.ts, from the registry): every game reaches its end (no decision without a legal action), one
// unit per hex after every move, the 小早川 marker within 4…10, one 明石全登, and every listed
// action is accepted. npm test plays a sample; `npm run fuzz`
// plays 1,000.
import { describe, expect, it } from 'vitest';
import { fuzzFailures, fuzzKit } from '#engine/kit/fuzz.ts';
import { getPackage } from '#games/index.ts';
import { sekigaharaMusou } from '#games/sekigahara-musou/index.ts';

const sekiKit = await getPackage(sekigaharaMusou.id)!.kit();

describe('関ヶ原無双 random play', () => {
  it('[rule 5.1] seeded random games all reach a result: no dead end, one unit per hex, the marker within 4…10', () => {
    const r = fuzzKit(sekiKit, 9, 1600, { deepEvery: 1000 });
    expect(fuzzFailures(r)).toEqual([]);
    expect(r.games).toBe(9);
    // Both sides win some of them.
    expect(new Set(Object.keys(r.outcomes).map((k) => k.split(':')[0]))).toEqual(new Set(['east', 'west']));
    console.log('[sekigahara fuzz]', r.outcomes, 'longest', r.longest);
  });
});
