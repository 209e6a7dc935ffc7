// 三国鼎立 (Triad) random play: a few hundred games from different seeds, each side choosing at
// random among what is listed, the owing side picked at random too (the orders come in any order).
// Every game must reach its end (no decision without a legal action, no side left owing nothing),
// keep the map sane, and replay from its log to the same state.
import './register.ts';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apply, legalActionTexts, pendingSides, replay, type LoggedAction } from '#engine/engine.ts';
import type { DiceSeed } from '#engine/rng.ts';
import { triad, type TriadState } from './index.ts';
import { alive, ownAreas } from './rules.ts';
import { AREAS, MAX_TROOPS, ROUNDS, SIDES, type TSide } from './types.ts';

function lcg(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * n);
  };
}

/**
 * Runs the expect only when `ok` says the check fails (it then fails with its own message): tens of
 * thousands of passing expects per run cost more than the games themselves. `ok` is the expect's
 * own condition.
 */
function unless(ok: boolean, assert: () => void): void {
  if (!ok) assert();
}
const isNum = (x: unknown): x is number => typeof x === 'number';

function checkInvariants(s: TriadState): void {
  const g = s.g;
  const top = s.stack.at(-1);
  for (const a of AREAS) {
    const { owner, troops } = g.areas[a];
    // An area just taken is empty until the attacker's advance [rule 4.3].
    if (top?.kind === 'advance' && top.area === a) unless(Object.is(troops, 0), () => expect(troops).toBe(0));
    else unless(isNum(troops) && troops >= 1, () => expect(troops, a).toBeGreaterThanOrEqual(1));
    unless(isNum(troops) && troops <= MAX_TROOPS, () => expect(troops, a).toBeLessThanOrEqual(MAX_TROOPS));
    if (owner) unless(g.out.indexOf(owner) === -1, () => expect(g.out).not.toContain(owner));
  }
  for (const side of g.out) {
    const own = ownAreas(g, side);
    unless(Array.isArray(own) && own.length === 0, () => expect(own).toEqual([]));
  }
  unless(isNum(g.round) && g.round <= ROUNDS, () => expect(g.round).toBeLessThanOrEqual(ROUNDS));
  if (s.result) {
    unless(Array.isArray(s.stack) && s.stack.length === 0, () => expect(s.stack).toEqual([]));
    return;
  }
  unless(top !== undefined, () => expect(top).toBeDefined());
  unless(isNum(top!.sides.length) && top!.sides.length > 0, () => expect(top!.sides.length).toBeGreaterThan(0));
  if (top!.kind === 'orders') {
    // Who owes an order and who has given one are the sides still in, split.
    const given = SIDES.filter((x) => g.orders[x]);
    const owed = [...given, ...top!.sides].sort();
    const still = [...alive(g)].sort();
    unless(owed.length === still.length && owed.every((x, i) => x === still[i]), () => expect(owed).toEqual(still));
  }
}

describe('三国鼎立 random play', () => {
  it('300 games reach their end, every decision has a legal action, and each replays from its log', () => {
    const ends: Record<string, number> = {};
    let advancesAsked = 0;
    let passes = 0;
    let sidesOut = 0;
    for (let game = 0; game < 300; game++) {
      const rnd = lcg(game * 7919 + 1);
      const seed: DiceSeed =
        game % 2 ? game : { v: 2, key: createHash('sha256').update(`triad-${game}`).digest('hex') };
      let s = triad.setup(seed, {});
      const log: LoggedAction[] = [];
      for (let step = 0; !s.result; step++) {
        unless(step < 200, () => expect(step, `game ${game} does not end`).toBeLessThan(200));
        checkInvariants(s);
        const owing = pendingSides(s) as TSide[];
        for (const x of SIDES) {
          const n = legalActionTexts(triad, s, x).length;
          if (owing.includes(x))
            unless(n > 0, () =>
              expect(
                n,
                `game ${game} step ${step}: ${x} owes ${s.stack.at(-1)!.kind} with nothing legal`,
              ).toBeGreaterThan(0),
            );
          else unless(n === 0, () => expect(n).toBe(0));
        }
        const side = owing[rnd(owing.length)]!;
        const legal = legalActionTexts(triad, s, side);
        const action = legal[rnd(legal.length)]!;
        if (action.startsWith('advance')) advancesAsked++;
        if (action === 'pass') passes++;
        const r = apply(triad, s, side, action);
        if (!r.ok) return expect.fail(`game ${game} step ${step}: listed "${action}" refused: ${r.rejection.text.en}`);
        unless(Object.is(r.action, action), () => expect(r.action).toBe(action));
        s = r.state as TriadState;
        log.push({ side, action });
      }
      checkInvariants(s);
      sidesOut += s.g.out.length;
      const reason = s.result!.reason.en.replace(/\(\d+\)|Wei|Shu|Wu/g, '').trim();
      ends[reason] = (ends[reason] ?? 0) + 1;
      const again = replay(triad, seed, {}, log);
      expect(again.ok).toBe(true);
      expect(JSON.stringify(again.state)).toBe(JSON.stringify(s));
    }
    // Random play reaches the usual ends (the last side standing is rare: rules.test.ts has it),
    // knocks sides out, asks the advance, and fills every area of a steward's.
    expect(
      Object.keys(ends)
        .filter((e) => e !== 'is the last side standing')
        .sort(),
    ).toEqual(['holds Luoyang', 'most areas after round 6', 'tied after round 6']);
    expect(advancesAsked).toBeGreaterThan(50);
    expect(sidesOut).toBeGreaterThan(0);
    expect(passes).toBeGreaterThan(0);
  });
});
