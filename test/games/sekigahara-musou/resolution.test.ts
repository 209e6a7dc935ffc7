// 関ヶ原無双 [rule 8.5] one combat's result, with scripted dice.
import { describe, expect, it } from 'vitest';
import { neighbours } from '#games/sekigahara-musou/board.ts';
import { combatTerms, isHit, judge, strengthRatio } from '#games/sekigahara-musou/rules/resolution.ts';
import { position } from './helpers.ts';

describe("[rule 8.5.2] the strength ratio, rounded in the defender's favour", () => {
  it("[rule 8.5.2] the smaller total counts 1; the attacker's larger number is rounded down, the defender's up", () => {
    expect(strengthRatio(7, 3)).toEqual({ attacker: 2, defender: 1 });
    expect(strengthRatio(9, 3)).toEqual({ attacker: 3, defender: 1 });
    expect(strengthRatio(5, 5)).toEqual({ attacker: 1, defender: 1 });
    expect(strengthRatio(3, 7)).toEqual({ attacker: 1, defender: 3 });
    expect(strengthRatio(4, 9)).toEqual({ attacker: 1, defender: 3 });
    expect(strengthRatio(1, 5)).toEqual({ attacker: 1, defender: 5 });
  });
});

describe('[rule 8.5.3] dice, modifiers and hits', () => {
  it('[rule 8.5.3] a die hits on 5 or more after modifiers; a natural 1 never hits, a natural 6 always does', () => {
    expect(isHit(4, 1)).toBe(true);
    expect(isHit(4, 0)).toBe(false);
    expect(isHit(1, 3)).toBe(false);
    expect(isHit(6, -3)).toBe(true);
    expect(isHit(5, -1)).toBe(false);
  });

  it("[rule 8.5.1] [rule 8.5.3] a grouped attack: two against one, their strengths totalled, each die with the sum of the side's modifiers", () => {
    const [a, b] = neighbours('1008');
    // 福島隊 +1 5, 井伊隊 +1 4 against 石田隊 +2 4: 9 to 4 → 2 dice to 1, +2 and +2 a die.
    const g = position({ fukushima: a!, ii: b!, ishida: '1008' });
    const t = combatTerms(g, ['fukushima', 'ii'], ['ishida']);
    expect([t.attacker.total, t.defender.total]).toEqual([9, 4]);
    expect([t.attacker.dice, t.defender.dice]).toEqual([2, 1]);
    expect([t.attacker.modifier, t.defender.modifier]).toEqual([2, 2]);
    const r = judge(g, ['fukushima', 'ii'], ['ishida'], { attacker: [3, 2], defender: [4] });
    // 3+2 hits, 2+2 does not; 4+2 hits: one hit each — nothing happens.
    expect([r.attacker.hits, r.defender.hits, r.loser]).toEqual([1, 1, null]);
    expect(r.fates).toEqual({});
    const won = judge(g, ['fukushima', 'ii'], ['ishida'], { attacker: [3, 4], defender: [1] });
    expect([won.attacker.hits, won.defender.hits, won.loser, won.difference]).toEqual([2, 0, 'defender', 2]);
  });

  it('[rule 8.5.3] −1 a die against a target higher than every own unit', () => {
    const g = position({ matsudaira: '0806', ishida: '0805' }); // 0805 is a level above 0806
    const t = combatTerms(g, ['matsudaira'], ['ishida']);
    expect(t.attacker.uphill).toBe(-1);
    expect(t.defender.uphill).toBe(0);
  });

  it('[rule 8.5.3] −1 a die for each side when the river lies between it and every opposing unit', () => {
    const across = combatTerms(position({ matsudaira: '1704', ishida: '1703' }), ['matsudaira'], ['ishida']);
    expect([across.attacker.river, across.defender.river]).toEqual([-1, -1]);
    const level = combatTerms(
      position({ matsudaira: '1008', ishida: neighbours('1008')[0]! }),
      ['matsudaira'],
      ['ishida'],
    );
    expect([level.attacker.river, level.attacker.uphill]).toEqual([0, 0]);
  });
});

describe('[rule 8.5] [rule 8.5.3] [rule 2.2.1] the results table: troop faces turn to commander faces', () => {
  const [n1, n2] = neighbours('1008');
  it('[rule 8.5.3] difference 1: troop units flip, commanders retreat, units without a commander face are removed', () => {
    const g = position({ ishida: n1!, konishi: { hex: n2!, face: 'commander' }, 'tokugawa-1': '1008' });
    // 石田隊 +2 4 and 小西行長 (commander) 0 1 against a 徳川隊 −1 5: 5 to 5, one die each.
    const r = judge(g, ['tokugawa-1'], ['ishida', 'konishi'], { attacker: [6], defender: [1] });
    expect([r.loser, r.difference]).toEqual(['defender', 1]);
    expect(r.fates).toEqual({ ishida: 'flip', konishi: 'retreat' });
    const lost = judge(g, ['tokugawa-1'], ['ishida', 'konishi'], { attacker: [1], defender: [6] });
    expect(lost.fates).toEqual({ 'tokugawa-1': 'removed' });
  });

  it('[rule 8.5.3] difference 2 or more: every losing unit shows its commander face and retreats', () => {
    const g = position({ fukushima: n1!, ii: n2!, ishida: '1008' });
    const r = judge(g, ['fukushima', 'ii'], ['ishida'], { attacker: [5, 6], defender: [2] });
    expect(r.fates).toEqual({ ishida: 'flip-retreat' });
    const back = judge(g, ['fukushima', 'ii'], ['ishida'], { attacker: [1, 1], defender: [6] });
    expect(back.difference).toBe(1);
    expect(back.fates).toEqual({ fukushima: 'flip', ii: 'flip' });
  });
});
