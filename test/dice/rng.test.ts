// The dice generators (docs/dice.md): v1 (sfc32) is unchanged for games stored before v2; v2 is
// keyed by 256 bits and replayable from its key and counter.
import { describe, expect, it } from 'vitest';
import {
  commitment,
  deriveDiceKey,
  initRng,
  nextUint32,
  recordRolls,
  rollDie,
  seedRng,
  type RngV2,
} from '#engine/rng.ts';
import { nichiroTaisen } from '#games/nichiro-taisen/index.ts';

const COMMIT_01 = '72cd6e8422c407fb6d098690f1130b7ded7ec2f7f5e1d30bd9d521f015363793';

describe('dice generators', () => {
  it('v1: a stored 32-bit seed gives exactly the dice it gave before v2 (golden, from the sfc32 code before this change)', () => {
    const s = seedRng(1905);
    expect(Array.from({ length: 12 }, () => rollDie(s, 6))).toEqual([3, 4, 2, 2, 4, 2, 5, 5, 3, 1, 3, 4]);
    expect(initRng(1905)).toEqual(seedRng(1905));
  });

  it('v2: the same key and counter give the same dice; another key, other dice; the counter is the whole state', () => {
    const key = 'ab'.repeat(32);
    const a = initRng({ v: 2, key }) as RngV2;
    const b = initRng({ v: 2, key }) as RngV2;
    const da = Array.from({ length: 40 }, () => rollDie(a, 6));
    expect(Array.from({ length: 40 }, () => rollDie(b, 6))).toEqual(da);
    const c = initRng({ v: 2, key: 'ac'.repeat(32) });
    expect(Array.from({ length: 40 }, () => rollDie(c, 6))).not.toEqual(da);
    // Resuming from a stored {key, n} continues the same sequence (replayable across blocks).
    const resumed = { v: 2 as const, key, n: 13 };
    const fresh = initRng({ v: 2, key });
    for (let i = 0; i < 13; i++) nextUint32(fresh);
    expect(Array.from({ length: 20 }, () => nextUint32(resumed))).toEqual(
      Array.from({ length: 20 }, () => nextUint32(fresh)),
    );
  });

  it('v2: words are length-prefixed, so moving text between the two players changes the key', () => {
    const s = '01'.repeat(32);
    expect(deriveDiceKey(s, { creator: 'ab', accepter: 'c' })).not.toBe(
      deriveDiceKey(s, { creator: 'a', accepter: 'bc' }),
    );
    expect(deriveDiceKey(s, { creator: '', accepter: '' })).toMatch(/^[0-9a-f]{64}$/);
    // SHA-256 of 32 bytes of 0x01 (computed independently, with Python's hashlib).
    expect(commitment(s)).toBe(COMMIT_01);
  });

  it('records every roll of a setup (日露大戦 shuffles its deck with the same dice)', () => {
    const r = recordRolls(() => nichiroTaisen.setup({ v: 2, key: 'cd'.repeat(32) }, { navalRules: false }));
    expect(r.rolls.length).toBeGreaterThanOrEqual(15);
    const again = recordRolls(() => nichiroTaisen.setup({ v: 2, key: 'cd'.repeat(32) }, { navalRules: false }));
    expect(again.rolls).toEqual(r.rolls);
    expect((again.result.g as { deck: string[] }).deck).toEqual((r.result.g as { deck: string[] }).deck);
  });
});
