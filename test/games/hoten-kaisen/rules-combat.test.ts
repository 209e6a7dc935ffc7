// 奉天会戦 rule cases, chapter 9 (attack, support, trenches, retreated counters, rebuilding,
// retreat before combat). Dice are fixed with `dice: [attackerDie, defenderDie]`.
//
// The open-ground duel used throughout: J1 (strength 4) in 0406 against R2 (strength 5) in 0306.
// J1's zone covers 0305 and 0407 (and 0306); it does not reach the fortresses 0405 and 0505 across
// their trenches. R2's retreat hexes are therefore 0206, 0207 and 0307; J1's are 0405, 0505, 0506.
import { describe, expect, it } from 'vitest';
import { visibleLog } from '#engine/engine.ts';
import type { CombatSideResult } from '#games/hoten-kaisen/types.ts';
import { counterFace } from '#games/hoten-kaisen/view.ts';
import {
  decision,
  expectRejected,
  fight,
  legal,
  M,
  play,
  position,
  whereIs,
  type PositionSpec,
  type S,
} from './helpers.ts';

const duel = (extra: Partial<PositionSpec> & { units?: PositionSpec['units'] } = {}): S =>
  position({ ...extra, units: { J1: '0406', R2: '0306', R1: '0901', ...(extra.units ?? {}) } });

/** Japan activates J1 in place, attacks `hex`, and both sides stand ([rule 9.5]) until the dice roll. */
const attackFrom = (s: S, unit: string, hex: string): S => {
  const side = s.g.units[unit]!.side;
  return fight(
    play(s, [
      [side, `hold ${unit}`],
      [side, `attack ${hex}`],
    ]),
  );
};

const result = (s: S): { attacker: CombatSideResult; defender: CombatSideResult } => ({
  attacker: s.g.lastCombat!.attacker.result!,
  defender: s.g.lastCombat!.defender.result!,
});

describe('[rule 9.0] attack', () => {
  it('[rule 9.0] strengths are revealed when the attack is declared: not before, and before any die is rolled', () => {
    const s0 = duel();
    for (const viewer of [null, 'russia'] as const) {
      const j = M.view(s0, viewer).counters.find((c) => c.side === 'japan' && c.where.kind === 'map')!;
      expect(j.known).toBe(false);
      expect(j.id).toBeUndefined();
      expect(counterFace(j)).toBeUndefined();
    }
    const held = play(s0, [['japan', 'hold J1']]);
    expect(M.view(held, 'russia').counters.find((c) => c.side === 'japan' && c.where.kind === 'map')!.known).toBe(
      false,
    );
    const s = play(held, [['japan', 'attack 0306']]);
    expect(s.rng).toEqual(s0.rng); // no die yet
    expect(decision(s)).toEqual({ kind: 'retreat-before-combat', sides: ['japan'] });
    const pub = M.view(s, null).counters.filter(
      (c) => c.where.kind === 'map' && ['0406', '0306'].includes(c.where.hex),
    );
    expect(pub.map((c) => [c.id, counterFace(c)?.strength]).sort()).toEqual([
      ['J1', 4],
      ['R2', 5],
    ]);
    const rus = M.view(s, 'russia').counters.find((c) => c.id === 'J1')!;
    expect(rus).toMatchObject({ known: true, id: 'J1' });
    expect(counterFace(rus)?.strength).toBe(4);
    const jap = M.view(s, 'japan').counters.find((c) => c.id === 'R2')!;
    expect(jap.known).toBe(true);
    expect(counterFace(jap)?.strength).toBe(5);
    // R1, not in the fight, stays hidden from Japan and the public.
    expect(M.view(s, 'japan').counters.some((c) => c.id === 'R1')).toBe(false);
    expect(visibleLog(s.log, null).at(-1)!.text.en).toMatch(
      /1st Army \(Kuroki\) \(4\).*2nd Manchurian Army \(Kaulbars\) \(5\)/,
    );
  });

  it('[rule 9.0] a counter attacks one adjacent enemy of its choice; attacking is optional', () => {
    const s = play(duel({ units: { R3: '0407' } }), [['japan', 'hold J1']]);
    expect(legal(s, 'japan').sort()).toEqual(['attack 0306', 'attack 0407', 'end']);
    expectRejected(s, 'japan', 'attack 0506', 'NO_ENEMY', '9.0');
    expectRejected(s, 'japan', 'attack 0901', 'NOT_ADJACENT', '9.0');
    expectRejected(s, 'japan', 'attack 0406', 'NO_ENEMY', '9.0');
  });

  it('[rule 9.0] "hold" (attack without moving) is offered only next to an enemy', () => {
    const s = position({ units: { J1: '0407', R1: '0901' } });
    expect(legal(s, 'japan')).not.toContain('hold J1');
    expectRejected(s, 'japan', 'hold J1', 'NO_TARGETS', '9.0');
  });

  it('[rule 9.0] each side adds one die to its strength; no modifier on open ground', () => {
    const s = attackFrom(duel({ dice: [3, 2] }), 'J1', '0306');
    expect(result(s)).toEqual({
      attacker: { strength: 4, die: 3, support: 0, modifier: 0, total: 7 },
      defender: { strength: 5, die: 2, support: 0, modifier: 0, total: 7 },
    });
  });

  it('[rule 9.0] equal totals: nothing happens, and the turn passes', () => {
    const s = attackFrom(duel({ dice: [3, 2] }), 'J1', '0306');
    expect(whereIs(s, 'J1')).toBe('0406');
    expect(whereIs(s, 'R2')).toBe('0306');
    expect(s.g.lastCombat!.outcome.en).toMatch(/Stalemate/);
    expect(decision(s)).toEqual({ kind: 'activation', sides: ['russia'] });
    expect(s.g.units.R2!.restTurn).toBeNull();
  });

  it('[rule 9.0] the defender gets +1 in a mountain', () => {
    const s = attackFrom(position({ units: { J1: '0707', R2: '0706', R1: '0901' }, dice: [2, 2] }), 'J1', '0706');
    expect(result(s).defender).toEqual({ strength: 5, die: 2, support: 0, modifier: 1, total: 8 });
  });

  it('[rule 9.0] the defender gets +1 when attacked across a river', () => {
    const s = attackFrom(position({ units: { J1: '0303', R2: '0304', R1: '0901' }, dice: [2, 2] }), 'J1', '0304');
    expect(result(s).defender.modifier).toBe(1);
  });

  it('[rule 9.0] a defender in a mountain attacked across a river gets +1 only', () => {
    const s = attackFrom(position({ units: { J1: '0803', R2: '0804', R1: '0901' }, dice: [2, 2] }), 'J1', '0804');
    expect(result(s).defender).toMatchObject({ modifier: 1, total: 8 });
  });

  it('[rule 9.0] an attacker in a mountain gets nothing for it', () => {
    const s = attackFrom(position({ units: { J1: '0706', R2: '0607', R1: '0901' }, dice: [2, 2] }), 'J1', '0607');
    expect(result(s).attacker.modifier).toBe(0);
    expect(result(s).defender.modifier).toBe(0);
  });

  it('[rule 9.0] higher but less than twice: the loser retreats 1 hex, the winner chooses among several', () => {
    const s = attackFrom(duel({ dice: [5, 1] }), 'J1', '0306'); // 9 v 6
    expect(decision(s)).toEqual({ kind: 'retreat', sides: ['japan'] });
    expect(legal(s, 'japan').sort()).toEqual(['retreat 0206', 'retreat 0207', 'retreat 0307']);
    expect(legal(s, 'russia')).toEqual([]);
    expectRejected(s, 'japan', 'retreat 0305', 'RETREAT_ZOC', '9.0'); // in J1's zone
    expectRejected(s, 'japan', 'retreat 0406', 'RETREAT_OCCUPIED', '9.0'); // occupied
    const t = play(s, [['japan', 'retreat 0207']]);
    expect(whereIs(t, 'R2')).toBe('0207');
    expect(decision(t)).toEqual({ kind: 'advance', sides: ['japan'] });
    const adv = play(t, [['japan', 'advance']]);
    expect(whereIs(adv, 'J1')).toBe('0306');
    expect(decision(adv)).toEqual({ kind: 'activation', sides: ['russia'] });
    const stay = play(t, [['japan', 'stay']]);
    expect(whereIs(stay, 'J1')).toBe('0406');
    expect(decision(stay)).toEqual({ kind: 'activation', sides: ['russia'] });
  });

  it('[rule 9.0] a single retreat hex is taken without asking', () => {
    // R1 and R3 fill 0206 and 0207: only 0307 is left.
    const s = attackFrom(duel({ units: { R1: '0206', R3: '0207' }, dice: [5, 1] }), 'J1', '0306');
    expect(whereIs(s, 'R2')).toBe('0307');
    expect(decision(s)).toEqual({ kind: 'advance', sides: ['japan'] });
  });

  it('[rule 9.0] a loser with no retreat hex is eliminated; the winner may advance', () => {
    // J2 in 0207 closes 0206 and 0307 by its zone and 0207 by its body (and supports: 4+5+1 = 10 v 6).
    const s = attackFrom(duel({ units: { J2: '0207' }, dice: [5, 1] }), 'J1', '0306');
    expect(result(s).attacker.total).toBe(10);
    expect(whereIs(s, 'R2')).toBe('eliminated');
    expect(s.g.units.R2!.eliminatedTurn).toBe(5);
    expect(visibleLog(s.log, null).some((e) => /No hex to retreat into/.test(e.text.en))).toBe(true);
    expect(decision(s)).toEqual({ kind: 'advance', sides: ['japan'] });
  });

  it('[rule 9.0] twice as much or more: the loser is eliminated; advancing is optional', () => {
    const s = attackFrom(duel({ units: { RC: '0306', R2: '0901', R1: '0902' }, dice: [2, 1] }), 'J1', '0306'); // 6 v 3
    expect(whereIs(s, 'RC')).toBe('eliminated');
    expect(s.g.lastCombat!.outcome.en).toMatch(/eliminated/);
    expect(decision(s)).toEqual({ kind: 'advance', sides: ['japan'] });
    expect(whereIs(play(s, [['japan', 'stay']]), 'J1')).toBe('0406');
    expect(whereIs(play(s, [['japan', 'advance']]), 'J1')).toBe('0306');
  });

  it('[rule 9.0] the attacker can lose too: it retreats, the defender chooses the hex and may advance', () => {
    const s = attackFrom(duel({ dice: [1, 4] }), 'J1', '0306'); // 5 v 9
    expect(decision(s)).toEqual({ kind: 'retreat', sides: ['russia'] });
    expect(legal(s, 'russia').sort()).toEqual(['retreat 0405', 'retreat 0505', 'retreat 0506']);
    const t = play(s, [['russia', 'retreat 0505']]);
    expect(whereIs(t, 'J1')).toBe('0505');
    expect(decision(t)).toEqual({ kind: 'advance', sides: ['russia'] });
    const u = play(t, [['russia', 'advance']]);
    expect(whereIs(u, 'R2')).toBe('0406');
    expect(decision(u)).toEqual({ kind: 'activation', sides: ['russia'] });
    expect(u.g.turn).toBe(6);
  });

  it('[rule 9.0] an attacker beaten twice over is eliminated', () => {
    const s = attackFrom(duel({ dice: [1, 5] }), 'J1', '0306'); // 5 v 10
    expect(whereIs(s, 'J1')).toBe('eliminated');
    expect(decision(s)).toEqual({ kind: 'advance', sides: ['russia'] });
  });
});

describe('[rule 9.1] attack support', () => {
  it('[rule 9.1] +1 for each other friendly counter adjacent to the target, whatever its strength; none for the defender', () => {
    // J2 (0305) and J4 (0207) touch 0306; J3 (0506) touches only the attacker; R3 (0307) touches
    // the defender but gives it nothing.
    const s = attackFrom(
      duel({ units: { J2: '0305', J4: '0207', J3: '0506', R3: '0307' }, dice: [1, 1] }),
      'J1',
      '0306',
    );
    expect(result(s)).toEqual({
      attacker: { strength: 4, die: 1, support: 2, modifier: 0, total: 7 },
      defender: { strength: 5, die: 1, support: 0, modifier: 0, total: 6 },
    });
  });

  it('[rule 9.1] supporters are not revealed and are not affected by the result', () => {
    let s = attackFrom(duel({ units: { J2: '0305' }, dice: [1, 5] }), 'J1', '0306'); // 4+1+1 v 10: J1 retreats
    expect(result(s).attacker.support).toBe(1);
    expect(decision(s)).toEqual({ kind: 'retreat', sides: ['russia'] });
    s = play(s, [
      ['russia', 'retreat 0505'],
      ['russia', 'stay'],
    ]);
    expect(whereIs(s, 'J1')).toBe('0505');
    expect(s.g.units.J1!.restTurn).toBeNull(); // [rule 9.3] the attacker was not attacked
    expect(whereIs(s, 'J2')).toBe('0305');
    expect(s.g.units.J2!.restTurn).toBeNull();
    expect(s.g.units.J2!.revealed).toBe(false);
    expect(M.view(s, 'russia').counters.find((c) => c.where.kind === 'map' && c.where.hex === '0305')!.known).toBe(
      false,
    );
  });

  it("[rule 9.1] support follows the attacker's river: the defender keeps its +1 though the supporter is not across the river", () => {
    const s = attackFrom(
      position({ units: { J1: '0303', J2: '0305', R2: '0304', R1: '0901' }, dice: [2, 2] }),
      'J1',
      '0304',
    );
    expect(result(s).attacker.support).toBe(1);
    expect(result(s).defender.modifier).toBe(1);
  });
});

describe('[rule 9.2] trenches', () => {
  // RC (strength 2) holds the fortress 0405; J1 (4) attacks it from 0406 across the trench.
  const fort = (dice: [number, number], units: PositionSpec['units'] = {}) =>
    position({ units: { J1: '0406', RC: '0405', R1: '0901', ...units }, dice });

  it("[rule 9.2] a Russian defender in a fortress attacked across a trench: a 'higher' attacker win does nothing", () => {
    const s = attackFrom(fort([3, 3]), 'J1', '0405'); // 7 v 5
    expect(s.g.combat).toBeNull();
    expect(whereIs(s, 'RC')).toBe('0405');
    expect(s.g.units.RC!.restTurn).toBeNull();
    expect(s.g.lastCombat!.outcome.en).toMatch(/trench holds/);
    expect(decision(s)).toEqual({ kind: 'activation', sides: ['russia'] });
  });

  it("[rule 9.2] … and a '2×' attacker win only makes it retreat; the attacker may advance", () => {
    const s = attackFrom(fort([5, 1]), 'J1', '0405'); // 9 v 3
    expect(whereIs(s, 'RC')).not.toBe('eliminated');
    expect(decision(s)).toEqual({ kind: 'retreat', sides: ['japan'] });
    const t = play(s, [
      ['japan', legal(s, 'japan')[0]!],
      ['japan', 'advance'],
    ]);
    expect(whereIs(t, 'J1')).toBe('0405');
  });

  it('[rule 9.2] support does not lift the trench: a supporter across a plain hexside still meets it', () => {
    const s = attackFrom(fort([3, 3], { J2: '0404' }), 'J1', '0405'); // 4+3+1 = 8 v 5
    expect(result(s).attacker.support).toBe(1);
    expect(whereIs(s, 'RC')).toBe('0405');
  });

  it('[rule 9.2] the same fortress attacked across a plain hexside gets no trench benefit', () => {
    const s = attackFrom(position({ units: { J1: '0404', RC: '0405', R1: '0901' }, dice: [3, 3] }), 'J1', '0405'); // 7 v 5
    expect(s.g.combat!.trench).toBeNull();
    expect(decision(s)).toEqual({ kind: 'retreat', sides: ['japan'] });
    expect(legal(s, 'japan').sort()).toEqual(['retreat 0305', 'retreat 0406', 'retreat 0505']);
    const t = play(s, [['japan', 'retreat 0406']]);
    expect(whereIs(t, 'RC')).toBe('0406');
    expect(t.g.units.RC!.restTurn).toBe(6);
  });

  it('[rule 9.2] all around 奉天 is trench: a higher win against Mukden does nothing', () => {
    const s = attackFrom(position({ units: { J1: '0502', RR: '0503', R1: '0901' }, dice: [4, 2] }), 'J1', '0503'); // 8 v 5
    expect(whereIs(s, 'RR')).toBe('0503');
    expect(s.g.lastCombat!.outcome.en).toMatch(/trench/);
  });

  it("[rule 9.2] a Russian attacker firing out of a fortress across a trench is protected when it loses ('higher': nothing)", () => {
    const s = attackFrom(
      position({ active: 'russia', units: { J1: '0406', RC: '0405', J2: '0901' }, dice: [1, 1] }),
      'RC',
      '0406',
    ); // 3 v 5
    expect(s.g.combat).toBeNull();
    expect(whereIs(s, 'RC')).toBe('0405');
    expect(decision(s)).toEqual({ kind: 'activation', sides: ['japan'] });
  });

  it("[rule 9.2] … ('2×': a retreat, not elimination)", () => {
    const s = attackFrom(
      position({ active: 'russia', units: { J1: '0406', RC: '0405', J2: '0901' }, dice: [1, 3] }),
      'RC',
      '0406',
    ); // 3 v 7
    expect(s.g.combat!.effect).toBe('retreat');
    expect(decision(s)).toEqual({ kind: 'retreat', sides: ['japan'] });
    // 0505 is open to RC: J1's zone does not reach that fortress across its trench.
    expect(legal(s, 'japan').sort()).toEqual(['retreat 0304', 'retreat 0404', 'retreat 0504', 'retreat 0505']);
  });

  it('[rule 9.2] only Russia benefits: a Japanese counter in a fortress is beaten normally across the trench', () => {
    const s = attackFrom(
      position({ active: 'russia', units: { J1: '0405', R2: '0406', R1: '0901' }, dice: [3, 3] }),
      'R2',
      '0405',
    ); // 8 v 7
    expect(s.g.combat!.trench).toBeNull();
    expect(s.g.combat!.effect).toBe('retreat');
    expect(decision(s)).toEqual({ kind: 'retreat', sides: ['russia'] });
  });

  it('[rule 9.2] only Russia benefits: a Japanese attacker out of a fortress is beaten normally', () => {
    const s = attackFrom(position({ units: { J1: '0405', R2: '0406', R1: '0901' }, dice: [1, 1] }), 'J1', '0406'); // 5 v 6
    expect(s.g.combat!.trench).toBeNull();
    expect(s.g.combat!.effect).toBe('retreat');
    expect(s.g.combat!.loser).toBe('J1');
  });
});

describe('[rule 9.3] retreated counters', () => {
  it("[rule 9.3] a counter that retreated cannot activate on its owner's next turn, and can on the one after", () => {
    let s = attackFrom(duel({ dice: [5, 1] }), 'J1', '0306');
    s = play(s, [
      ['japan', 'retreat 0207'],
      ['japan', 'stay'],
    ]);
    expect(s.g.turn).toBe(6);
    expect(legal(s, 'russia').filter((a) => a.includes('R2'))).toEqual([]);
    expectRejected(s, 'russia', 'move R2 0208', 'RESTING', '9.3');
    expect(M.view(s, null).counters.find((c) => c.id === 'R2')!.resting).toBe(true);
    s = play(s, [
      ['russia', 'pass'],
      ['japan', 'pass'],
    ]);
    expect(s.g.turn).toBe(8);
    expect(legal(s, 'russia')).toContain('move R2 0208');
    expect(M.view(s, null).counters.find((c) => c.id === 'R2')!.resting).toBeUndefined();
  });

  it('[rule 9.3] only a counter that was attacked rests: an attacker that lost and retreated may activate on its own next turn', () => {
    let s = attackFrom(duel({ dice: [1, 4] }), 'J1', '0306');
    s = play(s, [
      ['russia', 'retreat 0505'],
      ['russia', 'stay'],
      ['russia', 'pass'],
    ]);
    expect(s.g.turn).toBe(7);
    expect(whereIs(s, 'J1')).toBe('0505');
    expect(legal(s, 'japan')).toContain('move J1 0506');
    expect(M.view(s, null).counters.find((c) => c.id === 'J1')!.resting).toBeUndefined();
  });
});

describe('[rule 9.4] rebuilding', () => {
  it('[rule 9.4] a counter eliminated by the enemy is not rebuilt on the very next own turn, but may be later', () => {
    // Turn 6, Russia: R2 beats J1 twice over (10 v 5).
    let s = attackFrom(duel({ active: 'russia', units: { J2: '0107' }, dice: [5, 1] }), 'R2', '0406');
    expect(whereIs(s, 'J1')).toBe('eliminated');
    s = play(s, [['russia', 'stay']]);
    expect(s.g.turn).toBe(7);
    expect(legal(s, 'japan')).not.toContain('rebuild J1');
    expectRejected(s, 'japan', 'rebuild J1', 'JUST_ELIMINATED', '9.4');
    s = play(s, [
      ['japan', 'pass'],
      ['russia', 'pass'],
    ]);
    expect(s.g.turn).toBe(9);
    expect(legal(s, 'japan')).toContain('rebuild J1');
    s = play(s, [['japan', 'rebuild J1']]);
    expect(whereIs(s, 'J1')).toBe('0508');
    // A rebuild is the whole activation: the turn is over at once.
    expect(decision(s)).toEqual({ kind: 'activation', sides: ['russia'] });
  });

  it("[rule 9.4] a rebuilt counter cannot activate on its owner's next turn ([rule 9.3]), and can afterwards", () => {
    let s = play(position({ units: { J1: { eliminated: 1 }, J2: '0107', R1: '0901' } }), [['japan', 'rebuild J1']]);
    expect(s.g.units.J1!.restTurn).toBe(7);
    s = play(s, [['russia', 'pass']]);
    expect(legal(s, 'japan').filter((a) => a.includes('J1'))).toEqual([]);
    expectRejected(s, 'japan', 'move J1 0507', 'RESTING', '9.3');
    s = play(s, [
      ['japan', 'pass'],
      ['russia', 'pass'],
    ]);
    expect(legal(s, 'japan')).toContain('move J1 0507');
  });

  it('[rule 9.4] no rebuild while the own supply hex is occupied', () => {
    const s = position({ units: { J1: { eliminated: 1 }, J2: '0508', R1: '0901' } });
    expect(legal(s, 'japan')).not.toContain('rebuild J1');
    expectRejected(s, 'japan', 'rebuild J1', 'SUPPLY_OCCUPIED', '9.4');
  });

  it('[rule 9.4] only an eliminated counter is rebuilt', () => {
    const s = position({ units: { J1: '0407', J3: { entry: 1 }, R1: '0901' } });
    expectRejected(s, 'japan', 'rebuild J1', 'NOT_ELIMINATED', '9.4');
    expectRejected(s, 'japan', 'rebuild J3', 'NOT_ELIMINATED', '9.4');
  });

  it('[rule 9.4] Russia rebuilds on its own supply hex (0501)', () => {
    const s = play(position({ active: 'russia', units: { R2: { eliminated: 3 }, R1: '0901', J1: '0107' } }), [
      ['russia', 'rebuild R2'],
    ]);
    expect(whereIs(s, 'R2')).toBe('0501');
  });

  it('[rule 9.4] a counter lost attacking in its own turn was not eliminated in the enemy turn: it may be rebuilt on the next own turn', () => {
    let s = attackFrom(duel({ dice: [1, 5] }), 'J1', '0306'); // turn 5: J1 eliminated attacking
    s = play(s, [
      ['russia', 'stay'],
      ['russia', 'pass'],
    ]);
    expect(s.g.turn).toBe(7);
    expect(legal(s, 'japan')).toContain('rebuild J1');
  });
});

describe('[rule 9.5] retreat before combat', () => {
  it('[rule 9.5] after the reveal the attacker decides first, then the defender', () => {
    let s = play(duel(), [
      ['japan', 'hold J1'],
      ['japan', 'attack 0306'],
    ]);
    expect(decision(s)).toEqual({ kind: 'retreat-before-combat', sides: ['japan'] });
    expect(legal(s, 'japan').sort()).toEqual(['fight', 'retreat 0405', 'retreat 0505', 'retreat 0506']);
    expectRejected(s, 'russia', 'fight', 'NOT_YOUR_DECISION', undefined);
    s = play(s, [['japan', 'fight']]);
    expect(decision(s)).toEqual({ kind: 'retreat-before-combat', sides: ['russia'] });
    expect(legal(s, 'russia').sort()).toEqual(['fight', 'retreat 0206', 'retreat 0207', 'retreat 0307']);
    expectRejected(s, 'russia', 'retreat 0305', 'RETREAT_ZOC', '9.5');
  });

  it('[rule 9.5] the defender retreats to a hex of its choice, no dice are rolled (time stays), the attacker may advance', () => {
    const s0 = duel({ time: 2 });
    let s = play(s0, [
      ['japan', 'hold J1'],
      ['japan', 'attack 0306'],
      ['japan', 'fight'],
      ['russia', 'retreat 0206'],
    ]);
    expect(whereIs(s, 'R2')).toBe('0206');
    expect(s.rng).toEqual(s0.rng);
    expect(s.g.time).toBe(2);
    expect(s.g.lastCombat!.attacker.result).toBeNull();
    expect(s.g.lastCombat!.outcome.en).toMatch(/Russia retreated before combat/);
    expect(decision(s)).toEqual({ kind: 'advance', sides: ['japan'] });
    s = play(s, [['japan', 'advance']]);
    expect(whereIs(s, 'J1')).toBe('0306');
    expect(decision(s)).toEqual({ kind: 'activation', sides: ['russia'] });
    // [rule 9.3] the defender was attacked and retreated (before combat): it sits out its next turn.
    expect(legal(s, 'russia').filter((a) => a.includes('R2'))).toEqual([]);
  });

  it('[rule 9.5] the attacker may retreat before combat; the defender may then advance', () => {
    const s0 = duel();
    let s = play(s0, [
      ['japan', 'hold J1'],
      ['japan', 'attack 0306'],
      ['japan', 'retreat 0506'],
    ]);
    expect(whereIs(s, 'J1')).toBe('0506');
    expect(s.rng).toEqual(s0.rng);
    expect(decision(s)).toEqual({ kind: 'advance', sides: ['russia'] });
    s = play(s, [['russia', 'advance']]);
    expect(whereIs(s, 'R2')).toBe('0406');
    expect(decision(s)).toEqual({ kind: 'activation', sides: ['russia'] });
  });

  it('[rule 9.5] it is only offered to a side with a retreat hex: a surrounded defender is not asked', () => {
    // J2 in 0207 leaves R2 no retreat hex: after Japan stands, the dice roll at once.
    const s = play(duel({ units: { J2: '0207' }, dice: [1, 1] }), [
      ['japan', 'hold J1'],
      ['japan', 'attack 0306'],
      ['japan', 'fight'],
    ]);
    expect(s.g.lastCombat!.attacker.result).not.toBeNull();
  });

  it('[rule 9.5] it is only offered to a side with a retreat hex: a surrounded attacker is not asked', () => {
    // R3 in 0505 closes 0405 and 0506 (and fills 0505): J1 cannot retreat; the defender is asked first.
    const s = play(duel({ units: { R3: '0505' } }), [
      ['japan', 'hold J1'],
      ['japan', 'attack 0306'],
    ]);
    expect(decision(s)).toEqual({ kind: 'retreat-before-combat', sides: ['russia'] });
  });
});
