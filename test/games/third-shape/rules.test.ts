// 三国鼎立 (Triad) rule cases, with scripted dice: the simultaneous secret orders, their carrying
// out in a fixed order with the advance asked inside the attacks procedure, the levy, the ends.
import './register.ts';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, pendingSides } from '#engine/engine.ts';
import { board, expectRejected, fresh, legal, newPublicLines, play, triad, withAreas } from './helpers.ts';
import type { TriadState } from './index.ts';

const START = {
  ye: 'wei:3',
  xuzhou: '-:1',
  jianye: 'wu:3',
  jingzhou: '-:1',
  chengdu: 'shu:3',
  hanzhong: '-:1',
  luoyang: '-:3',
};

describe('setup and the orders decision [rule 1.1] [rule 1.2] [rule 2.1]', () => {
  it('starts with every side owing its order at once, on the starting map', () => {
    const s = fresh();
    expect(s.stack).toEqual([{ kind: 'orders', sides: ['wei', 'shu', 'wu'] }]);
    expect(pendingSides(s)).toEqual(['wei', 'shu', 'wu']);
    expect(board(s)).toEqual(START);
    expect(triad.summary(s).en).toBe('Round 1, orders: waiting for Wei, Shu, Wu');
  });

  it('lists each side its own orders, with labels, never public', () => {
    const s = fresh();
    const l = legalActions(triad, s, 'wei');
    expect(l.map((x) => x.action)).toEqual([
      'order attack xuzhou',
      'order attack hanzhong',
      'order defend ye',
      'order muster ye',
    ]);
    expect(l.map((x) => x.label.en)).toEqual(['Attack Xuzhou', 'Attack Hanzhong', 'Defend Ye', 'Muster in Ye']);
    expect(l[0]!.label.ja).toBe('徐州を攻撃');
    expect(l.every((x) => x.public === false)).toBe(true);
    expect(legal(s, 'shu')).toEqual([
      'order attack jingzhou',
      'order attack hanzhong',
      'order defend chengdu',
      'order muster chengdu',
    ]);
  });

  it('takes the orders in any order; each side orders once; nothing is rolled or revealed before the last', () => {
    let s = fresh();
    const r1 = apply(triad, s, 'wu', 'order defend jianye');
    expect(r1.ok && { rolled: r1.rolled, revealed: r1.revealed }).toEqual({ rolled: false, revealed: false });
    s = r1.ok ? (r1.state as TriadState) : s;
    expect(pendingSides(s)).toEqual(['wei', 'shu']);
    expect(triad.summary(s).en).toBe('Round 1, orders: waiting for Wei, Shu (given: Wu)');
    expectRejected(s, 'wu', 'order muster jianye', 'NOT_YOUR_DECISION', undefined);
    s = play(s, [['shu', 'order defend chengdu']]);
    expect(pendingSides(s)).toEqual(['wei']);
    const r3 = apply(triad, s, 'wei', 'order attack xuzhou', { dice: [5, 2] });
    expect(r3.ok && { rolled: r3.rolled, revealed: r3.revealed }).toEqual({ rolled: true, revealed: true });
    // Scripted dice leave the state's own generator as it was.
    expect(r3.ok && r3.state.rng).toEqual(s.rng);
  });
});

describe('carrying out the orders [rule 2.2] [rule 3.1] [rule 4.1] [rule 4.2] [rule 4.3] [rule 4.4]', () => {
  it('reveals every order, musters first, then attacks Wei, Shu, Wu; the advance is asked and the attacks go on after it', () => {
    const s0 = play(fresh(), [
      ['wu', 'order attack jingzhou'],
      ['shu', 'order muster chengdu'],
    ]);
    const s1 = play(s0, [['wei', 'order attack hanzhong', [4, 2]]]);
    expect(newPublicLines(s0, s1)).toEqual([
      'Wei has given its order',
      'Round 1 orders revealed: Wei: attack Hanzhong; Shu: muster in Chengdu; Wu: attack Jingzhou',
      'Shu musters 2 troops in Chengdu',
      'Wei attacks Hanzhong (neutral) from Ye: attack 2+4=6 against defence 1+2=3',
      'Wei takes Hanzhong',
    ]);
    // The advance is a decision of Wei's alone, on top of the orders procedure; Wu's attack waits.
    expect(s1.stack).toEqual([
      { kind: 'orders', sides: [] },
      { kind: 'advance', sides: ['wei'], area: 'hanzhong', from: 'ye', max: 2 },
    ]);
    expect(s1.g.attacks).toEqual(['wu']);
    const adv = legalActions(triad, s1, 'wei');
    expect(adv.map((a) => [a.action, a.public, a.style])).toEqual([
      ['advance 1', true, 'primary'],
      ['advance 2', true, 'primary'],
    ]);
    expect(triad.summary(s1).en).toBe('Round 1: Wei advances');
    // Wu's attack rolls within Wei's advance: 2+1 against 1+3 fails [rule 4.4].
    const s2 = play(s1, [['wei', 'advance 2', [1, 3]]]);
    expect(newPublicLines(s1, s2)).toEqual([
      'Wei advances 2 troops from Ye into Hanzhong',
      'Wu attacks Jingzhou (neutral) from Jianye: attack 2+1=3 against defence 1+3=4',
      'The attack is repulsed; Jianye loses a troop (Wu)',
    ]);
    expect(board(s2)).toEqual({ ...START, ye: 'wei:1', hanzhong: 'wei:2', chengdu: 'shu:5', jianye: 'wu:2' });
    expect(s2.stack).toEqual([{ kind: 'levy', sides: ['wei'] }]);
    expect(s2.g.orders).toEqual({});
  });

  it('advances the one troop without asking when there is no choice', () => {
    const s0 = withAreas(fresh(), { ye: ['wei', 2] });
    const s = play(s0, [
      ['shu', 'order defend chengdu'],
      ['wu', 'order defend jianye'],
      ['wei', 'order attack xuzhou', [6, 1]],
    ]);
    expect(board(s)).toMatchObject({ ye: 'wei:1', xuzhou: 'wei:1' });
    expect(s.stack).toEqual([{ kind: 'levy', sides: ['wei'] }]);
  });

  it('a tie holds, and a defended area adds 2 [rule 3.2]', () => {
    const s0 = withAreas(fresh(), { xuzhou: ['wei', 4] });
    const s = play(s0, [
      ['wu', 'order defend jianye'],
      ['shu', 'order defend chengdu'],
      ['wei', 'order attack jianye', [5, 3]],
    ]);
    expect(s.log.map((e) => e.text.en)).toContain(
      'Wei attacks Jianye (Wu) from Xuzhou: attack 3+5=8 against defence 5+3=8',
    );
    expect(board(s)).toMatchObject({ xuzhou: 'wei:3', jianye: 'wu:3' });
  });

  it('attacks from the strongest neighbouring area; an attack without one left lapses [rule 4.1]', () => {
    const s0 = withAreas(fresh(), { ye: ['wei', 4], xuzhou: ['wei', 2], hanzhong: ['shu', 3] });
    const s1 = play(s0, [
      ['shu', 'order attack ye'],
      ['wu', 'order defend jianye'],
      ['wei', 'order attack hanzhong', [6, 1]],
    ]);
    expect(s1.stack.at(-1)).toEqual({ kind: 'advance', sides: ['wei'], area: 'hanzhong', from: 'ye', max: 3 });
    const s2 = play(s1, [['wei', 'advance 1']]);
    expect(newPublicLines(s1, s2)).toEqual([
      'Wei advances 1 troop from Ye into Hanzhong',
      'Shu\'s order "attack Ye" cannot be carried out and lapses',
    ]);
    expect(board(s2)).toMatchObject({ ye: 'wei:3', hanzhong: 'wei:1', chengdu: 'shu:3' });
  });
});

describe('the levy and the rounds [rule 2.3] [rule 5.1]', () => {
  const defendAll = (s: TriadState) =>
    play(
      s,
      pendingSides(s).map((side) => [
        side as 'wei',
        `order defend ${({ wei: 'ye', shu: 'chengdu', wu: 'jianye' } as const)[side as 'wei']}`,
      ]),
    );

  it('the steward turns Wei, Shu, Wu and levies one troop in an area of its own', () => {
    let s = defendAll(fresh());
    expect(s.stack).toEqual([{ kind: 'levy', sides: ['wei'] }]);
    expect(legal(s, 'wei')).toEqual(['levy ye']);
    expect(legalActions(triad, s, 'wei')[0]!.label.en).toBe('Levy a troop in Ye');
    expectRejected(s, 'wei', 'levy jianye', 'NOT_YOURS', '5.1');
    expectRejected(s, 'shu', 'levy chengdu', 'NOT_YOUR_DECISION', undefined);
    s = play(s, [['wei', 'levy ye']]);
    expect(board(s).ye).toBe('wei:4');
    expect(s.g.round).toBe(2);
    expect(s.stack).toEqual([{ kind: 'orders', sides: ['wei', 'shu', 'wu'] }]);
    s = defendAll(s);
    expect(pendingSides(s)).toEqual(['shu']);
    s = defendAll(play(s, [['shu', 'levy chengdu']]));
    expect(pendingSides(s)).toEqual(['wu']);
  });

  it('refuses a levy in a full area', () => {
    const s = defendAll(withAreas(fresh(), { ye: ['wei', 9], xuzhou: ['wei', 1] }));
    expect(legal(s, 'wei')).toEqual(['levy xuzhou']);
    expectRejected(s, 'wei', 'levy ye', 'FULL', '5.1');
  });

  it('passes when every area of the steward is full', () => {
    const s = defendAll(withAreas(fresh(), { ye: ['wei', 9] }));
    expect(legalActions(triad, s, 'wei').map((l) => [l.action, l.label.en])).toEqual([
      ['pass', 'Pass (every area is full)'],
    ]);
    expectRejected(s, 'wei', 'levy ye', 'FULL', '5.1');
    const after = play(s, [['wei', 'pass']]);
    expect(newPublicLines(s, after)).toEqual(["Every area of Wei's is full: no levy"]);
    expect(after.stack).toEqual([{ kind: 'orders', sides: ['wei', 'shu', 'wu'] }]);
    expectRejected(defendAll(fresh()), 'wei', 'pass', 'NOT_LEGAL', undefined);
  });
});

describe('the end [rule 6.1] [rule 6.2] [rule 6.3]', () => {
  it('holding Luoyang when the orders are carried out wins', () => {
    const s0 = withAreas(fresh(), { xuzhou: ['wei', 5] });
    const s1 = play(s0, [
      ['shu', 'order defend chengdu'],
      ['wu', 'order defend jianye'],
      ['wei', 'order attack luoyang', [6, 1]],
      ['wei', 'advance 4'],
    ]);
    expect(s1.result).toEqual({ winner: 'wei', reason: { ja: '魏が洛陽を制した', en: 'Wei holds Luoyang' } });
    expect(s1.stack).toEqual([]);
    expect(s1.log.at(-1)!.text.en).toBe('Game over: Wei wins (Wei holds Luoyang)');
    expect(triad.summary(s1).ja).toBe('ゲーム終了: 魏の勝利 (魏が洛陽を制した)');
  });

  it('a side without an area is out: it owes no more orders, and the steward skips it', () => {
    const s0 = withAreas(fresh(), { xuzhou: ['wei', 6], jianye: ['wu', 1] });
    const s1 = play(s0, [
      ['wu', 'order defend jianye'],
      ['shu', 'order defend chengdu'],
      ['wei', 'order attack jianye', [6, 1]],
      ['wei', 'advance 2'],
    ]);
    expect(s1.log.map((e) => e.text.en)).toContain(
      'Wei attacks Jianye (Wu) from Xuzhou: attack 5+6=11 against defence 3+1=4',
    );
    expect(s1.g.out).toEqual(['wu']);
    expect(s1.log.map((e) => e.text.en)).toContain('Wu has lost every area and is out');
    const s2 = play(s1, [['wei', 'levy ye']]);
    expect(s2.stack).toEqual([{ kind: 'orders', sides: ['wei', 'shu'] }]);
    expectRejected(s2, 'wu', 'order defend jianye', 'NOT_YOUR_DECISION', undefined);
    const s3 = play(s2, [
      ['wei', 'order defend ye'],
      ['shu', 'order defend chengdu'],
      ['shu', 'levy chengdu'],
      ['shu', 'order defend chengdu'],
      ['wei', 'order defend ye'],
    ]);
    expect(s3.g.round).toBe(3);
    expect(s3.stack).toEqual([{ kind: 'levy', sides: ['wei'] }]); // round 3 is Wu's; Wu is out
  });

  it('the last side standing wins', () => {
    const s0 = withAreas(fresh(), { chengdu: ['wei', 3], xuzhou: ['wei', 3], jianye: ['wu', 1] });
    s0.g.out = ['shu'];
    s0.stack = [{ kind: 'orders', sides: ['wei', 'wu'] }];
    const s1 = play(s0, [
      ['wu', 'order muster jianye'],
      ['wei', 'order attack jianye', [6, 1]],
    ]);
    expect(s1.stack.at(-1)).toMatchObject({ kind: 'advance', max: 2 });
    const s2 = play(s1, [['wei', 'advance 1']]);
    expect(s2.result).toEqual({ winner: 'wei', reason: { ja: '魏のみが残った', en: 'Wei is the last side standing' } });
  });

  it('after the levy of round 6: most areas, then most troops, else a draw', () => {
    const last = (areas: Parameters<typeof withAreas>[1]) => {
      const s = withAreas(fresh(), areas);
      s.g.round = 6;
      return play(s, [
        ['wei', 'order defend ye'],
        ['shu', 'order defend chengdu'],
        ['wu', 'order defend jianye'],
        ['wu', 'levy jianye'],
      ]);
    };
    expect(last({ hanzhong: ['shu', 1] }).result).toMatchObject({
      winner: 'shu',
      reason: { en: 'most areas after round 6 (2)' },
    });
    expect(last({}).result).toMatchObject({ winner: 'wu' }); // 1 area each; Wu has 4 troops after its levy
    const draw = last({ jianye: ['wu', 2] });
    expect(draw.result).toMatchObject({ winner: null, reason: { en: 'tied after round 6' } });
    expect(draw.log.at(-1)!.text).toEqual({
      ja: 'ゲーム終了: 引き分け (第6ラウンド終了時に同数)',
      en: 'Game over: draw (tied after round 6)',
    });
  });
});

describe('refusals', () => {
  it('say which rule an order breaks [rule 3.1] [rule 3.2] [rule 3.3]', () => {
    const s = fresh();
    expectRejected(s, 'wei', 'order attack ye', 'OWN_AREA', '3.3');
    expectRejected(s, 'wei', 'order attack jianye', 'NOT_ADJACENT', '3.3');
    expectRejected(withAreas(s, { ye: ['wei', 1] }), 'wei', 'order attack xuzhou', 'TOO_FEW_TROOPS', '3.3');
    expectRejected(s, 'wei', 'order muster luoyang', 'NOT_YOURS', '3.1');
    expectRejected(s, 'wei', 'order defend xuzhou', 'NOT_YOURS', '3.2');
    const full = expectRejected(withAreas(s, { ye: ['wei', 9] }), 'wei', 'order muster ye', 'FULL', '3.1');
    expect(full.text.en).toBe('Ye already holds the most troops an area may (9).');
  });

  it('and the generic refusals the engine derives from the declarations', () => {
    const s = fresh();
    const choice = expectRejected(s, 'wei', 'order retreat ye', 'NOT_A_CHOICE', undefined);
    // Named with the game's own label of the kind (front.argKinds: 'an order').
    expect(choice.text.en).toBe('"retreat" is not an order you can choose here. Choices: attack, defend, muster');
    expectRejected(s, 'wei', 'order attack narnia', 'NOT_A_CHOICE', undefined);
    expectRejected(s, 'wei', 'order attack', 'MISSING_ARG', undefined);
    const notNow = expectRejected(s, 'wei', 'levy ye', 'NOT_NOW', undefined);
    expect(notNow.text.en).toBe('You cannot "levy" now (current step: the orders).');
    expectRejected(s, 'wei', 'dance', 'UNKNOWN_ACTION', undefined);
    expectRejected(s, 'cao', 'order defend ye', 'NOT_A_PLAYER', undefined);
  });
});
