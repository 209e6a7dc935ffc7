// 奉天会戦: seeded random play through the generic fuzzer (src/engine/kit/fuzz.ts), with the game's own
// invariants and players (its kit, src/games/hoten-kaisen/kit.ts, as the registry hands it over). The kit checks the generic ones (a decision always owed and
// answerable, every listed action accepted, JSON round trip, step counter, refusals that never
// throw, replay).
//
// Size: HOTEN_FUZZ_GAMES (default below); HOTEN_FUZZ_SEED shifts the seeds. The big run is
// `npm run fuzz -- --game hoten-kaisen --games 1000`.
import { describe, expect, it } from 'vitest';
import { getPackage } from '#games/index.ts';
import { hotenKaisen as M } from '#games/hoten-kaisen/index.ts';
import { fuzzFailures, fuzzGame, fuzzKit, fuzzSummary } from '#engine/kit/fuzz.ts';
import { wrapVerbs } from '../../kit/wrap.ts';

const hotenKit = await getPackage(M.id)!.kit();

const GAMES = Number(process.env.HOTEN_FUZZ_GAMES ?? 20);
const SEED = Number(process.env.HOTEN_FUZZ_SEED ?? 1);

describe(`hoten-kaisen fuzz: ${GAMES} games from seed ${SEED} (HOTEN_FUZZ_GAMES, HOTEN_FUZZ_SEED)`, () => {
  it('every game ends, with no crash, no dead end and every invariant kept after every action', () => {
    const report = fuzzKit(hotenKit, GAMES, SEED);
    if (process.env.HOTEN_FUZZ_VERBOSE) console.log(fuzzSummary('hoten-kaisen', report), report.outcomes);
    expect(fuzzFailures(report)).toEqual([]);
    expect(report.games).toBe(GAMES);
    // Real games: they last, and end in more than one way (entering the supply hex, time, …).
    expect(report.actions).toBeGreaterThan(GAMES * 20);
    if (GAMES >= 20) expect(Object.keys(report.outcomes).length).toBeGreaterThanOrEqual(2);
  });

  it('the kit sees a broken invariant, a dead end and an endless game', () => {
    const broken = fuzzGame({
      module: M,
      games: 2,
      seed: SEED,
      maxActions: 10_000,
      invariants: [(s) => (s.g.turn >= 3 ? 'turn 3 reached' : null)],
    });
    expect(broken.violations.map((v) => v.message)).toEqual(['turn 3 reached', 'turn 3 reached']);
    // Every verb offers nothing from turn 2 on: no side can answer the decision it owes.
    const closed = wrapVerbs(M, (v) => ({
      ...v,
      when: (c) => (c.g as { turn: number }).turn < 2 && (v.when ? v.when(c) : true),
      ...(v.options ? { options: (c, prev) => ((c.g as { turn: number }).turn >= 2 ? [] : v.options!(c, prev)) } : {}),
    }));
    const stuck = fuzzGame({ module: closed, games: 1, seed: SEED, maxActions: 10_000 });
    expect(stuck.deadEnds).toHaveLength(1);
    const long = fuzzGame({ module: M, games: 1, seed: SEED, maxActions: 5 });
    expect(long.capped.map((c) => c.step)).toEqual([5]);
    const summary: typeof M.summary = (s) => {
      if (s.step > 4) throw new Error('boom');
      return M.summary(s);
    };
    const crashing = fuzzGame({ module: { ...M, summary }, games: 1, seed: SEED, maxActions: 100 });
    expect(crashing.crashes.map((c) => [c.step, c.message.split('\n')[0]])).toEqual([[5, 'Error: boom']]);
  });

  it('the kit sees a state that is not JSON, a replay that differs, an apply that changes its input, and a rule that depends on key order', () => {
    const messages = (r: ReturnType<typeof fuzzGame>) => r.violations.map((v) => v.message);
    const nan = wrapVerbs(M, (v) => ({
      ...v,
      perform: (c, args) => {
        v.perform(c, args);
        if (c.state.step >= 3) (c.g as unknown as Record<string, number>).odds = NaN;
      },
    }));
    expect(messages(fuzzGame({ module: nan, games: 1, seed: SEED, maxActions: 100 }))).toEqual([
      'the state does not survive a JSON round trip: state.g.odds is NaN, read back as null',
    ]);
    // A rule that remembers something outside the state: a replay cannot reproduce it.
    let calls = 0;
    const leaky = wrapVerbs(M, (v) => ({
      ...v,
      perform: (c, args) => {
        v.perform(c, args);
        (c.g as unknown as Record<string, number>).calls = ++calls;
      },
    }));
    // (Game 1: not a deep game, where applying the same action twice would show it first.)
    expect(messages(fuzzGame({ module: leaky, games: 1, from: 1, seed: SEED, maxActions: 10_000 }))).toEqual([
      'replaying the log from the setup gives another state',
    ]);
    // A copy that shares the game's data: perform then changes the state it was applied to.
    const shallow = { ...M, cloneState: (s: Parameters<typeof M.view>[0]) => ({ ...s, g: s.g }) };
    // (Whichever shows first: the changed input, or the next listed action refused on it.)
    const [changed, ...more] = messages(
      fuzzGame({ module: shallow, games: 1, seed: SEED, maxActions: 10_000, probeEvery: 0 }),
    );
    expect(more).toEqual([]);
    expect(changed).toMatch(
      /^(applying a listed action changed the state it was applied to|listed action ".*" of \w+ refused)/,
    );
    expect(messages(fuzzGame({ module: shallow, games: 1, seed: SEED, maxActions: 10_000 }))).toEqual([
      'trying garbage and misplaced actions changed the state they were tried on',
    ]);

    // A rule that goes by the order of the units' keys, which a state read back from JSONB does not keep.
    const ordered = wrapVerbs(M, (v) => ({
      ...v,
      perform: (c, args) => {
        v.perform(c, args);
        (c.g as unknown as Record<string, string>).keyOrder = Object.keys(
          (c.g as unknown as { units: object }).units,
        ).join();
      },
    }));
    expect(messages(fuzzGame({ module: ordered, games: 1, seed: SEED, maxActions: 10_000 }))[0]).toMatch(
      /on the state as the database returns it \(JSONB key order\) gives another state$/,
    );
  });
});
