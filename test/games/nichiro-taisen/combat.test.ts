// 日露大戦 [rule 9.0] combat: [rule 9.1] [rule 9.2] [rule 9.3] declaring, [rule 9.4] modifiers and support, [rule 9.5] the CRT, [rule 9.6] retreat
// (chain retreat, AR→AE, MA 0), [rule 9.7] advance; with [rule 6.3] (no retreat into an EZOC) and [rule 4.3.1] / [rule 10.4.1]
// when an advance takes 旅順.
import { describe, expect, it } from 'vitest';
import { CRT, crtColumn, crtResult } from '#games/nichiro-taisen/data/crt.ts';
import { decision, expectRejected, legal, play, position, whereIs, withDice, type S } from './helpers.ts';

type Side = 'japan' | 'russia';
const combatAt = (
  units: Record<string, string>,
  side: Side = 'japan',
  extra: Partial<Parameters<typeof position>[0]> = {},
) => position({ clear: true, units, side, phase: 'combat', ...extra });

/** Declare one attack and start resolving it. */
function attack(s: S, side: Side, target: string, units: string[], dice?: number[]): S {
  let t = play(s, [
    [side, `attack ${target}`],
    ...units.map((u) => [side, `with ${u}`] as [Side, string]),
    [side, 'confirm'],
  ]);
  if (dice) t = withDice(t, dice);
  return play(t, [[side, 'end-declarations']]);
}

/** The combat being resolved, or the last one. */
const last = (s: S) => s.g.combat ?? s.g.lastCombat;

// The Yalu: a 3-2 in 1214, Japanese in 1114 (across the river) and 1215 (not across).
const YALU = { 'R-S2': '1214', 'J-Gds': '1114', 'J-2': '1215', 'J-12': '1215' };

describe('[rule 9.0] combat: [rule 9.1] [rule 9.2] [rule 9.3] declaring attacks', () => {
  it('[rule 9.1] only enemies in the ZOC of a unit that has not attacked yet are targets; combat is optional', () => {
    const s = combatAt({ ...YALU, 'R-S1': '1913' });
    expect(legal(s, 'japan')).toEqual(['attack 1214', 'end-combat']);
    const t = play(s, [['japan', 'end-combat']]);
    expect(decision(t)?.kind).toBe('card-play');
  });
  it('[rule 9.1] / [rule 6.0] no attack across an all-sea hexside (大連 1203 and 南山 1303)', () => {
    const s = combatAt({ 'R-NA': '1303', 'J-2': '1203' });
    expect(legal(s, 'japan')).toEqual(['end-combat']);
    expectRejected(s, 'japan', 'attack 1303', 'NO_ATTACKER', '9.1');
  });
  it('[rule 9.1] each unit attacks once and each hex is attacked once per combat phase', () => {
    let s = combatAt({ 'R-S1': '1214', 'R-S3': '1313', 'J-2': '1215', 'J-12': '1314' });
    s = play(s, [
      ['japan', 'attack 1214'],
      ['japan', 'with J-2'],
      ['japan', 'with J-12'],
      ['japan', 'confirm'],
    ]);
    expectRejected(s, 'japan', 'attack 1214', 'HEX_ATTACKED', '9.1');
    expectRejected(s, 'japan', 'attack 1313', 'ATTACKERS_COMMITTED', '9.1'); // J-12, its only neighbour, is committed
    s = play(combatAt({ 'R-S1': '1214', 'R-S3': '1313', 'J-2': '1215', 'J-12': '1314' }), [
      ['japan', 'attack 1214'],
      ['japan', 'with J-12'],
    ]);
    expectRejected(s, 'japan', 'with J-12', 'UNIT_ATTACKING', '9.1');
    expectRejected(s, 'japan', 'with J-Gds', 'NOT_ADJACENT', '9.1'); // in the Japan box
    expectRejected(s, 'japan', 'with R-S1', 'UNKNOWN_UNIT', '2.3');
  });
  it('[rule 9.2] stacked attackers may split; several hexes may attack one target; stacked defenders fight together', () => {
    let s = combatAt({ 'R-S1': '1214', 'R-S3': '1314', 'J-2': '1215', 'J-12': '1215', 'J-Gds': '1114', 'J-3': '1313' });
    s = play(s, [
      ['japan', 'attack 1214'],
      ['japan', 'with J-2'],
      ['japan', 'with J-Gds'],
      ['japan', 'confirm'],
      ['japan', 'attack 1314'],
      ['japan', 'with J-12'],
      ['japan', 'with J-3'],
      ['japan', 'confirm'],
    ]);
    expect(s.g.declarations.map((d) => [d.target, d.attackers])).toEqual([
      ['1214', ['J-2', 'J-Gds']],
      ['1314', ['J-12', 'J-3']],
    ]);
    const d = combatAt({ 'J-2': '1612', 'J-12': '1612', 'R-S1': '1712', 'R-S3': '1611', 'R-S4': '1613' }, 'russia');
    const t = attack(d, 'russia', '1612', ['R-S1', 'R-S3', 'R-S4'], [4]);
    expect(last(t)?.defenders).toEqual(['J-12', 'J-2']);
  });
  it("[rule 9.3] every attack is declared first, then resolved one by one in the attacker's order", () => {
    let s = combatAt({ 'R-S1': '1214', 'R-S3': '1314', 'J-2': '1215', 'J-12': '1215', 'J-Gds': '1114', 'J-3': '1313' });
    s = play(s, [
      ['japan', 'attack 1214'],
      ['japan', 'with J-Gds'],
      ['japan', 'with J-2'],
      ['japan', 'confirm'],
      ['japan', 'attack 1314'],
      ['japan', 'with J-12'],
      ['japan', 'with J-3'],
      ['japan', 'confirm'],
      ['japan', 'end-declarations'],
    ]);
    expect(legal(s, 'japan')).toEqual(['resolve 1214', 'resolve 1314']);
    s = withDice(s, [2]);
    s = play(s, [['japan', 'resolve 1314']]);
    expect(last(s)?.target).toBe('1314');
    // The last declared combat left is resolved without asking.
  });
  it('[rule 9.3] a unit with MA 0 may attack', () => {
    const s = combatAt({ 'R-PA': '1201', 'J-2': '1202' }, 'russia');
    expect(legal(s, 'russia')).toContain('attack 1202');
  });
  it('[rule 9.3] an attack is withdrawn only before the declarations end', () => {
    let s = combatAt(YALU);
    s = play(s, [
      ['japan', 'attack 1214'],
      ['japan', 'with J-2'],
      ['japan', 'confirm'],
      ['japan', 'undeclare 1214'],
    ]);
    expect(s.g.declarations).toEqual([]);
    expectRejected(s, 'japan', 'end-declarations', 'NO_ATTACKERS_YET', '9.3');
  });
});

describe('[rule 9.4] strengths and modifiers', () => {
  it('[rule 9.4.1] a river counts only if every attacker is across it (the example of play: no modifier from 1114 + 1215)', () => {
    let s = play(combatAt(YALU), [
      ['japan', 'attack 1214'],
      ['japan', 'with J-Gds'],
      ['japan', 'with J-2'],
    ]);
    expect(legal(s, 'japan')).toContain('confirm');
    s = play(combatAt({ ...YALU, 'J-3': '1114' }), [
      ['japan', 'attack 1214'],
      ['japan', 'with J-Gds'],
      ['japan', 'with J-3'],
      ['japan', 'confirm'],
    ]);
    s = play(s, [['japan', 'end-declarations']]);
    expect(last(s)?.modifiers).toEqual([{ code: 'river', side: 'defender', value: 1 }]);
    expect(last(s)?.differential).toBe(0); // 4 against 3 + 1
  });
  it('[rule 9.4.1] 海城 attacked from 1810 gets river and town (+2); 摩天嶺 gets rough and town (+2)', () => {
    let s = attack(combatAt({ 'R-S1': '1811', 'J-2': '1810', 'J-12': '1810' }), 'japan', '1811', ['J-2', 'J-12'], [3]);
    expect(last(s)?.modifiers.map((m) => m.code)).toEqual(['river', 'town']);
    expect(last(s)?.differential).toBe(-1);
    s = attack(
      combatAt({ 'R-S1': '1713', 'J-2': '1714', 'J-12': '1714', 'J-3': '1614', 'J-4': '1614' }),
      'japan',
      '1713',
      ['J-2', 'J-12', 'J-3', 'J-4'],
      [3],
    );
    expect(last(s)?.modifiers.map((m) => m.code)).toEqual(['rough', 'town']);
    expect(last(s)?.differential).toBe(3);
  });
  it('[rule 9.4.2] the attacker may discard one card for +1; one card per combat; the defender never', () => {
    let s = combatAt(YALU, 'japan', { hands: { japan: ['#05', '#06'], russia: ['#03'] } });
    s = play(s, [
      ['japan', 'attack 1214'],
      ['japan', 'with J-2'],
      ['japan', 'with J-12'],
      ['japan', 'confirm'],
      ['japan', 'end-declarations'],
    ]);
    expect(decision(s)).toEqual({ kind: 'support', sides: ['japan'] });
    expect(legal(s, 'japan')).toEqual(['support #05', 'support #06', 'no-support']);
    s = play(s, [['japan', 'support #05']]);
    expect(s.g.combat?.differential).toBe(2);
    expect(s.g.combat?.support).toBe('#05');
    expect(s.g.discard.at(-1)).toBe('#05');
    expect(decision(s)?.kind).toBe('combat-event'); // no second support step
    expectRejected(s, 'japan', 'support #06', 'NOT_NOW', '9.4.2');
  });
});

describe('[rule 9.5] the CRT', () => {
  it('[rule 9.5] the table is the printed one', () => {
    expect(CRT.map((r) => r.join(' '))).toEqual([
      'DR DR EX EX DE DE DE',
      'NE DR DR DR EX DE DE',
      'NE NE DR DR DR EX DE',
      'AR AR NE DR DR DR EX',
      'AE AR AR NE DR DR DR',
      'AE AE AR AR AR DR DR',
    ]);
    expect(crtColumn(-2)).toBeNull();
    expect(crtColumn(9)).toBe(5);
    expect(crtResult(4, 3)).toBe('EX'); // the example of play: +4, a 3
    expect(crtResult(3, 1)).toBe('DE'); // +3, a 1
  });
  it('[rule 9.5] an attack below −1 cannot be declared (a card in hand could make −2 into −1)', () => {
    let s = play(combatAt({ 'R-S2': '1214', 'J-Gds': '1114' }), [
      ['japan', 'attack 1214'],
      ['japan', 'with J-Gds'],
    ]);
    expect(legal(s, 'japan')).not.toContain('confirm'); // 2 against 3 + 1 (river): −2
    expectRejected(s, 'japan', 'confirm', 'ODDS_TOO_LOW', '9.5');
    s = play(combatAt({ 'R-S2': '1214', 'J-Gds': '1114' }, 'japan', { hands: { japan: ['#05'] } }), [
      ['japan', 'attack 1214'],
      ['japan', 'with J-Gds'],
    ]);
    expect(legal(s, 'japan')).toContain('confirm');
  });
  it('[rule 9.5] above +5 the +5 column is used', () => {
    const s = attack(
      combatAt({ 'J-2': '1612', 'R-CR': '1712', 'R-ER16': '1611' }, 'russia'),
      'russia',
      '1612',
      ['R-CR', 'R-ER16'],
      [5],
    );
    expect(last(s)?.differential).toBe(7);
    expect(last(s)?.column).toBe(5);
    expect(last(s)?.rolled).toBe('DR');
  });
  it('[rule 9.5] EX: one unit of each side is removed; no advance ([rule 9.7])', () => {
    let s = attack(combatAt(YALU), 'japan', '1214', ['J-2', 'J-12', 'J-Gds'], [2]);
    expect(s.g.combat?.rolled).toBe('EX'); // +3, a 2
    expect(whereIs(s, 'R-S2')).toBe('eliminated');
    expect(decision(s)).toEqual({ kind: 'loss', sides: ['japan'] });
    s = play(s, [['japan', 'lose J-12']]);
    expect(whereIs(s, 'J-12')).toBe('eliminated');
    expect(decision(s)?.kind).toBe('card-play');
    expect(s.g.lost).toEqual({ japan: 1, russia: 1 });
  });
  it('[rule 9.5] NE: nothing happens', () => {
    const t = attack(combatAt(YALU), 'japan', '1214', ['J-2', 'J-Gds'], [4]);
    expect(last(t)?.differential).toBe(1);
    expect(last(t)?.rolled).toBe('NE'); // +1, a 4
    expect(decision(t)?.kind).toBe('card-play');
    expect(whereIs(t, 'R-S2')).toBe('1214');
  });
  it('[rule 9.5] AE: one attacker is removed, the rest stay', () => {
    let s = attack(combatAt({ ...YALU, 'J-3': '1114' }), 'japan', '1214', ['J-3', 'J-Gds'], [6]);
    expect(s.g.combat?.rolled).toBe('AE'); // 4 against 3 + 1 (river) at 0: a 6
    s = play(s, [['japan', 'lose J-Gds']]);
    expect(whereIs(s, 'J-Gds')).toBe('eliminated');
    expect(whereIs(s, 'J-3')).toBe('1114');
  });
});

describe('[rule 9.6] retreat', () => {
  it('[rule 9.6] DR: the defender retreats one hex, never into an EZOC ([rule 6.3]), then the attacker may advance ([rule 9.7])', () => {
    let s = attack(combatAt(YALU), 'japan', '1214', ['J-2', 'J-12', 'J-Gds'], [3]);
    expect(s.g.combat?.rolled).toBe('DR');
    expect(decision(s)).toEqual({ kind: 'retreat', sides: ['russia'] });
    expect(legal(s, 'russia')).toEqual(['retreat R-S2 1213', 'retreat R-S2 1313']);
    expectRejected(s, 'russia', 'retreat R-S2 1113', 'RETREAT_EZOC', '6.3');
    s = play(s, [['russia', 'retreat R-S2 1313']]);
    expect(whereIs(s, 'R-S2')).toBe('1313');
    // [rule 9.7] up to the stacking limit, EZOC to EZOC allowed (1214 is next to 1313).
    expect(legal(s, 'japan')).toEqual(['advance J-2', 'advance J-12', 'advance J-Gds', 'end-advance']);
    s = play(s, [
      ['japan', 'advance J-2'],
      ['japan', 'advance J-Gds'],
    ]);
    expect(whereIs(s, 'J-2')).toBe('1214');
    expect(whereIs(s, 'J-Gds')).toBe('1214');
    expect(decision(s)?.kind).toBe('card-play');
  });
  it('[rule 9.6] a unit that cannot retreat is eliminated', () => {
    const s = attack(
      combatAt({ ...YALU, 'J-3': '1212', 'J-4': '1414' }),
      'japan',
      '1214',
      ['J-2', 'J-12', 'J-Gds'],
      [3],
    );
    expect(whereIs(s, 'R-S2')).toBe('eliminated');
    expect(s.log.some((l) => l.text.en.includes('no retreat possible (9.6)'))).toBe(true);
    expect(decision(s)?.kind).toBe('advance');
  });
  it('[rule 9.6] with only over-stacked hexes left, the unit there retreats first (chain retreat)', () => {
    let s = attack(
      combatAt({ ...YALU, 'R-S3': '1213', 'R-S4': '1313' }),
      'japan',
      '1214',
      ['J-2', 'J-12', 'J-Gds'],
      [3],
    );
    expect(legal(s, 'russia')).toEqual(['retreat R-S2 1213', 'retreat R-S2 1313']);
    s = play(s, [['russia', 'retreat R-S2 1313']]);
    expect(decision(s)).toEqual({ kind: 'chain', sides: ['russia'] });
    const options = legal(s, 'russia');
    expect(options.every((a) => a.startsWith('displace R-S4 '))).toBe(true);
    s = play(s, [['russia', options[0]!]]);
    expect(whereIs(s, 'R-S2')).toBe('1313');
    expect(whereIs(s, 'R-S4')).toBe(options[0]!.split(' ')[2]);
  });
  it('[rule 9.6] when the chain cannot be carried out, the first retreating unit is eliminated instead', () => {
    // 1213 and 1313 hold Russians that themselves have nowhere to go.
    const units = {
      ...YALU,
      'R-S3': '1213',
      'R-S4': '1313',
      'J-3': '1212',
      'J-4': '1312',
      'J-5': '1413',
      'J-6': '1414',
    };
    const s = attack(combatAt(units), 'japan', '1214', ['J-2', 'J-12', 'J-Gds'], [3]);
    expect(whereIs(s, 'R-S2')).toBe('eliminated');
    expect(whereIs(s, 'R-S3')).toBe('1213');
    expect(whereIs(s, 'R-S4')).toBe('1313');
  });
  it('[rule 9.6] AR: the attacker retreats, or turns the AR into an AE', () => {
    let s = attack(combatAt({ 'R-S1': '1214', 'J-2': '1215', 'J-12': '1215' }), 'japan', '1214', ['J-2', 'J-12'], [6]);
    expect(s.g.combat?.rolled).toBe('AR'); // +1, a 6
    expect(legal(s, 'japan')).toEqual(['retreat', 'ar-to-ae']);
    const t = play(s, [
      ['japan', 'ar-to-ae'],
      ['japan', 'lose J-12'],
    ]);
    expect(whereIs(t, 'J-12')).toBe('eliminated');
    expect(whereIs(t, 'J-2')).toBe('1215');
    expect(t.g.lastCombat?.result).toBe('AE');
    s = play(s, [['japan', 'retreat']]);
    expect(decision(s)).toEqual({ kind: 'retreat', sides: ['japan'] });
    // [rule 9.6.2] stacked Japanese may retreat together or apart.
    const opts = legal(s, 'japan');
    expect(opts).toContain('retreat J-2 1216');
    expect(opts).toContain('retreat J-12 1115');
    s = play(s, [
      ['japan', 'retreat J-2 1216'],
      ['japan', 'retreat J-12 1115'],
    ]);
    expect([whereIs(s, 'J-2'), whereIs(s, 'J-12')]).toEqual(['1216', '1115']);
  });
  it('[rule 9.6.1] a unit with MA 0 that must retreat is eliminated; taking 旅順 costs Russia 1 morale and grounds its fleet ([rule 4.3.1], [rule 10.4.1])', () => {
    let s = attack(combatAt({ 'R-PA': '1201', 'J-2': '1202', 'J-12': '1202' }), 'japan', '1201', ['J-2', 'J-12'], [3]);
    expect(s.g.combat?.rolled).toBe('DR'); // 4 against 2 + 1 (town) = +1, a 3
    expect(whereIs(s, 'R-PA')).toBe('eliminated');
    s = play(s, [['japan', 'advance J-2']]);
    expect(s.g.control['1201']).toBe('japan');
    expect(s.g.morale.russia).toBe(5);
    expect(s.g.paFleetBlocked).toBe(true);
  });
  it('[rule 9.6.1] an attacking unit with MA 0 is eliminated on an AR retreat', () => {
    let s = attack(combatAt({ 'R-PA': '1201', 'J-2': '1202' }, 'russia'), 'russia', '1202', ['R-PA'], [6]);
    expect(last(s)?.rolled).toBe('AE'); // 2 against 2 + 1 (rough): −1, a 6
    s = attack(
      combatAt({ 'R-PA': '1201', 'J-2': '1202' }, 'russia', { patch: (g) => void (g.units['R-PA']!.flipped = true) }),
      'russia',
      '1202',
      ['R-PA'],
      [4],
    );
    expect(s.g.combat?.rolled).toBe('AR'); // 3 against 3: 0, a 4
    s = play(s, [['russia', 'retreat']]);
    expect(whereIs(s, 'R-PA')).toBe('eliminated');
  });
});

describe('[rule 9.7] advance', () => {
  it('[rule 9.7] DE: one defender lost (the owner picks), the other retreats, and the attacker advances within its limit (Russia: 1)', () => {
    let s = attack(
      combatAt({ 'J-2': '1612', 'J-12': '1612', 'R-CR': '1712', 'R-S3': '1613' }, 'russia'),
      'russia',
      '1612',
      ['R-CR', 'R-S3'],
      [1],
    );
    expect(s.g.combat?.rolled).toBe('DE'); // 8 against 4 + 1: +3, a 1
    expect(decision(s)).toEqual({ kind: 'loss', sides: ['japan'] });
    s = play(s, [['japan', 'lose J-12']]);
    expect(decision(s)).toEqual({ kind: 'retreat', sides: ['japan'] });
    s = play(s, [['japan', legal(s, 'japan')[0]!]]);
    expect(legal(s, 'russia')).toEqual(['advance R-CR', 'advance R-S3', 'end-advance']);
    s = play(s, [['russia', 'advance R-S3']]);
    expect(whereIs(s, 'R-S3')).toBe('1612');
    expect(decision(s)?.kind).toBe('card-play'); // one Russian per hex: no second advance
  });
  it('[rule 9.7] advancing is optional', () => {
    let s = attack(combatAt(YALU), 'japan', '1214', ['J-2', 'J-12', 'J-Gds'], [3]);
    s = play(s, [
      ['russia', 'retreat R-S2 1213'],
      ['japan', 'end-advance'],
    ]);
    expect(whereIs(s, 'J-2')).toBe('1215');
  });
  it('[rule 9.7] the defender never advances after an AR or AE', () => {
    const s = play(
      attack(combatAt({ 'R-S1': '1214', 'J-2': '1215', 'J-12': '1215' }), 'japan', '1214', ['J-2', 'J-12'], [6]),
      [['japan', 'retreat']],
    );
    const t = play(s, [
      ['japan', 'retreat J-2 1216'],
      ['japan', 'retreat J-12 1216'],
    ]);
    expect(decision(t)?.kind).toBe('card-play');
    expect(whereIs(t, 'R-S1')).toBe('1214');
  });
});
