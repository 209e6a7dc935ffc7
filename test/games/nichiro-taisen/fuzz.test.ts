// 日露大戦: seeded random play through the generic fuzzer (src/engine/kit/fuzz.ts), with the game's own
// invariants and players (its kit, src/games/nichiro-taisen/kit.ts, as the registry hands it over). The kit checks the generic ones (a decision always owed and
// answerable, every listed action accepted, JSON round trip, step counter, refusals that never
// throw, replay).
//
// Size: NICHIRO_FUZZ_GAMES (default below); NICHIRO_FUZZ_SEED shifts the seeds. The big run is
// `npm run fuzz -- --game nichiro-taisen --games 1000`.
import { describe, expect, it } from 'vitest';
import { nichiroTaisen as M } from '#games/nichiro-taisen/index.ts';
import { getPackage } from '#games/index.ts';
import { fuzzFailures, fuzzKit, fuzzSummary } from '#engine/kit/fuzz.ts';
import { secretCards } from '#games/nichiro-taisen/kit.ts';

const nichiroKit = await getPackage(M.id)!.kit();

const GAMES = Number(process.env.NICHIRO_FUZZ_GAMES ?? 30);
const SEED = Number(process.env.NICHIRO_FUZZ_SEED ?? 1);

describe(`nichiro-taisen fuzz: ${GAMES} games from seed ${SEED} (NICHIRO_FUZZ_GAMES, NICHIRO_FUZZ_SEED)`, () => {
  it('every game ends, with no crash, no dead end and every invariant kept after every action', () => {
    const report = fuzzKit(nichiroKit, GAMES, SEED);
    if (process.env.NICHIRO_FUZZ_VERBOSE) console.log(fuzzSummary('nichiro-taisen', report), report.outcomes);
    expect(fuzzFailures(report)).toEqual([]);
    expect(report.games).toBe(GAMES);
    expect(report.actions).toBeGreaterThan(GAMES * 50);
    if (GAMES >= 20) expect(Object.keys(report.outcomes).length).toBeGreaterThan(1);
  });

  it('the secret-card check sees a held card named in public', () => {
    const check = secretCards();
    const s0 = M.setup(1, {});
    expect(check(s0, null)).toBeNull();
    const held = s0.g.hands.japan[0]!;
    const leaked = { ...s0, step: 1, log: [...s0.log, { text: { ja: `${held} を持つ`, en: `holds ${held} now` } }] };
    expect(check(leaked, s0)).toMatch(new RegExp(`held card ${held}`));
  });
});
