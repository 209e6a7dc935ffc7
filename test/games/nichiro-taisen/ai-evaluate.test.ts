// 日露大戦: the evaluation the computer players read (src/games/nichiro-taisen/ai.ts). Without the
// attacks' odds and the pull toward the goals, the computer's Japan stayed at home and a random
// Russia outlasted it to turn 12 [rule 4.2].
import { describe, expect, it } from 'vitest';
import { evaluate } from '#games/nichiro-taisen/ai.ts';
import * as N from './helpers.ts';

const combat = (units: Record<string, string>, hands: N.S['g']['hands'] = { japan: [], russia: [] }) =>
  N.position({ clear: true, phase: 'combat', side: 'japan', units: { 'J-9': '1216', ...units }, hands });

describe('attacks declared, before their die [rule 9.5]', () => {
  it('an attack at good odds on a key point the enemy holds raises the attacker’s value and lowers the defender’s [rule 4.3.1]', () => {
    const s0 = combat({ 'J-1': '1202', 'J-2': '1202', 'J-3': '1202', 'R-PA': '1201' });
    const s1 = N.play(s0, [
      ['japan', 'attack 1201'],
      ['japan', 'with J-1'],
      ['japan', 'with J-2'],
      ['japan', 'with J-3'],
      ['japan', 'confirm'],
    ]);
    expect(s1.g.declarations).toHaveLength(1);
    expect(evaluate(s1, 'japan')).toBeGreaterThan(evaluate(s0, 'japan') + 5);
    expect(evaluate(s1, 'russia')).toBeLessThan(evaluate(s0, 'russia') - 5);
    // While it is still being declared, the units named so far already count.
    const half = N.play(s0, [
      ['japan', 'attack 1201'],
      ['japan', 'with J-1'],
    ]);
    expect(evaluate(half, 'japan')).toBeGreaterThan(evaluate(s0, 'japan'));
  });

  it('an attack at poor odds lowers the attacker’s value', () => {
    const s0 = combat({ 'J-12': '1114', 'R-S1': '1113' }, { japan: ['#01'], russia: [] });
    const s1 = N.play(s0, [
      ['japan', 'attack 1113'],
      ['japan', 'with J-12'],
      ['japan', 'confirm'],
    ]);
    expect(evaluate(s1, 'japan')).toBeLessThan(evaluate(s0, 'japan'));
  });
});

describe('goals', () => {
  const at = (hex: string) =>
    N.position({ clear: true, phase: 'movement', side: 'japan', units: { 'J-1': hex, 'R-S1': '1913' } });

  it('a unit nearer a key point the enemy holds is worth more than one left behind [rule 4.3.1]', () => {
    expect(evaluate(at('1205'), 'japan')).toBeGreaterThan(evaluate(at('1216'), 'japan'));
  });

  it('an enemy unit one move from the side’s supply hex lowers its value [rule 4.4]', () => {
    const near = N.position({
      clear: true,
      phase: 'movement',
      side: 'japan',
      units: { 'R-S2': '1114', 'J-1': '1216' },
    });
    const far = N.position({ clear: true, phase: 'movement', side: 'japan', units: { 'R-S2': '1810', 'J-1': '1216' } });
    expect(evaluate(near, 'japan')).toBeLessThan(evaluate(far, 'japan') - 20);
  });
});

describe('the garrison of the side’s supply hex [rule 4.4] [rule 9.7]', () => {
  const garrison = (units: Record<string, string>) =>
    N.position({ clear: true, phase: 'movement', side: 'japan', units, hands: { japan: [], russia: [] } });

  it('a Russian corps one move from attacking 1015, held by one division, lowers Japan’s value', () => {
    // A 3-2 against a 2-3 in clear terrain: a differential of +1, a DR on a 2 or a 3, and Russia
    // advances into the emptied hex and wins.
    const near = garrison({ 'J-12': '1015', 'R-S2': '1214' });
    const far = garrison({ 'J-12': '1015', 'R-S2': '1810' });
    expect(evaluate(near, 'japan')).toBeLessThan(evaluate(far, 'japan') - 5);
    expect(evaluate(near, 'russia')).toBeGreaterThan(evaluate(far, 'russia') + 5);
  });

  it('a second division in the hex is worth more than one beside it', () => {
    const stacked = garrison({ 'J-12': '1015', 'J-2': '1015', 'R-S2': '1114' });
    const beside = garrison({ 'J-12': '1015', 'J-2': '1016', 'R-S2': '1114' });
    expect(evaluate(stacked, 'japan')).toBeGreaterThan(evaluate(beside, 'japan') + 3);
  });
});

describe('the morale check ahead [rule 4.3.2]', () => {
  it('units lost this turn count at the chance that the check costs a point', () => {
    const s0 = N.position({ clear: true, phase: 'combat', side: 'japan', units: { 'J-1': '1216' } });
    const s1 = N.position({
      clear: true,
      phase: 'combat',
      side: 'japan',
      units: { 'J-1': '1216' },
      patch: (g) => {
        g.lost.russia = 3;
      },
    });
    // Three lost: a die of 3 or less loses a point, half the time (10 a point).
    expect(evaluate(s1, 'japan') - evaluate(s0, 'japan')).toBeCloseTo(5, 5);
  });
});
