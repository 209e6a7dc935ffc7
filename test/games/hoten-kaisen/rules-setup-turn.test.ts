// 奉天会戦 rule cases, chapters [rule 3.0] (setup), [rule 4.0] (victory), [rule 5.0] (turn sequence, time), [rule 6.0]
// (reinforcements), and the engine-level rejections. Each case: a prestate, actions, a poststate.
import { describe, expect, it } from 'vitest';
import { visibleLog } from '#engine/engine.ts';
import { FLAGS, TIME_TRACK } from '#games/hoten-kaisen/data/map.ts';
import { HISTORICAL } from '#games/hoten-kaisen/rules/setup.ts';
import { counterFace } from '#games/hoten-kaisen/view.ts';
import {
  afterHistoricalSetup,
  decision,
  expectRejected,
  fight,
  legal,
  M,
  play,
  playLog,
  position,
  whereIs,
  type S,
} from './helpers.ts';

const LAST = TIME_TRACK.length - 1;

const JAPAN_SETUP: ['japan', string][] = [
  ['japan', 'place J1 0807'],
  ['japan', 'place J2 0407'],
  ['japan', 'place J3 reserve'],
  ['japan', 'place J4 0607'],
  ['japan', 'place JY reserve'],
];
const RUSSIA_SETUP: ['russia', string][] = [
  ['russia', 'place R1 0605'],
  ['russia', 'place R2 0405'],
  ['russia', 'place R3 0505'],
  ['russia', 'place RR 0503'],
  ['russia', 'place RC 0704'],
];

describe('[rule 3.0] setup', () => {
  it('[rule 3.0] setup is one simultaneous decision owed by both sides; nothing else is possible', () => {
    const s = M.setup(7, {});
    expect(decision(s)).toEqual({ kind: 'setup', sides: ['japan', 'russia'] });
    expect(s.g.turn).toBe(0);
    expect(s.g.time).toBe(0);
    expect(legal(s, 'japan')).toContain('place-historical');
    expect(legal(s, 'russia')).toContain('place-historical');
    expect(legal(s, 'japan').every((a) => a.startsWith('place'))).toBe(true);
    expectRejected(s, 'japan', 'pass', 'NOT_NOW', undefined);
    expectRejected(s, 'japan', 'move J1 0806', 'NOT_NOW', undefined);
  });

  it('[rule 3.0] either side may place first: Russia sets up completely before Japan places anything', () => {
    let s = play(M.setup(7, {}), RUSSIA_SETUP);
    expect(decision(s)).toEqual({ kind: 'setup', sides: ['japan'] });
    expectRejected(s, 'russia', 'place R1 0503', 'NOT_YOUR_DECISION', undefined);
    s = play(s, JAPAN_SETUP);
    expect(decision(s)).toEqual({ kind: 'activation', sides: ['japan'] });
  });

  it('[rule 3.0] placements may interleave between the sides', () => {
    const s = play(M.setup(7, {}), [JAPAN_SETUP[0]!, RUSSIA_SETUP[0]!, RUSSIA_SETUP[1]!, JAPAN_SETUP[1]!]);
    expect(whereIs(s, 'J1')).toBe('0807');
    expect(whereIs(s, 'R2')).toBe('0405');
    expect(decision(s)).toEqual({ kind: 'setup', sides: ['japan', 'russia'] });
  });

  it("[rule 3.0] Japan's two counters that do not fit on its 3 flags go to entry area 1, and only two", () => {
    let s = play(M.setup(7, {}), [
      ['japan', 'place J3 reserve'],
      ['japan', 'place JY reserve'],
    ]);
    expect(whereIs(s, 'J3')).toBe('entry1');
    expect(whereIs(s, 'JY')).toBe('entry1');
    expect(legal(s, 'japan').some((a) => a.endsWith('reserve'))).toBe(false);
    expectRejected(s, 'japan', 'place J1 reserve', 'RESERVE_FULL', '3.0');
    expectRejected(M.setup(7, {}), 'russia', 'place R1 reserve', 'RESERVE_FULL', '3.0');
    s = play(s, [
      ['japan', 'place J1 0407'],
      ['japan', 'place J2 0607'],
      ['japan', 'place J4 0807'],
    ]);
    expect(decision(s)).toEqual({ kind: 'setup', sides: ['russia'] });
  });

  it('[rule 3.0] counters go on their own flag hexes only, one per flag, each once', () => {
    const s0 = M.setup(7, {});
    expectRejected(s0, 'japan', 'place J1 0503', 'NOT_FLAG_HEX', '3.0');
    expectRejected(s0, 'japan', 'place J1 0605', 'NOT_FLAG_HEX', '3.0'); // a Russian flag
    expectRejected(s0, 'japan', 'place R1 0503', 'UNKNOWN_UNIT', '3.0'); // an enemy counter
    expectRejected(s0, 'japan', 'place J9 0407', 'UNKNOWN_UNIT', '3.0');
    const s1 = play(s0, [['japan', 'place J1 0407']]);
    expectRejected(s1, 'japan', 'place J2 0407', 'FLAG_TAKEN', '3.0');
    expectRejected(s1, 'japan', 'place J1 0607', 'ALREADY_PLACED', '3.0');
    // The Russian flags are not affected by Japan's placements.
    expect(legal(s1, 'russia')).toContain('place R1 0503');
  });

  it('[rule 3.0] place-historical places every counter as in history, and only before any counter is placed', () => {
    const s = play(M.setup(7, {}), [['japan', 'place-historical']]);
    for (const [id, w] of Object.entries(HISTORICAL.japan)) expect(whereIs(s, id)).toBe(w === 'reserve' ? 'entry1' : w);
    expect(decision(s)).toEqual({ kind: 'setup', sides: ['russia'] });
    const partial = play(M.setup(7, {}), [['russia', 'place R1 0503']]);
    expect(legal(partial, 'russia')).not.toContain('place-historical');
    const r = expectRejected(partial, 'russia', 'place-historical', 'HISTORICAL_ONLY_FIRST', '3.0');
    expect(r.text.en).toMatch(/historical/i);
  });

  it('[rule 3.0] the placements are secret: logged to their side only; the opponent sees counters but not who they are', () => {
    const { state: s, log } = playLog(M.setup(7, {}), [['japan', 'place J1 0807']]);
    expect(log).toHaveLength(1);
    expect(log[0]!.to).toEqual(['japan']);
    expect(visibleLog(s.log, null)).toEqual([]);
    expect(visibleLog(s.log, 'russia')).toEqual([]);
    const rv = M.view(s, 'russia').counters.find((c) => c.side === 'japan' && c.where.kind === 'map')!;
    expect(rv).toStrictEqual({ side: 'japan', known: false, where: { kind: 'map', hex: '0807' } });
    const jv = M.view(s, 'japan').counters.find((c) => c.id === 'J1')!;
    expect(counterFace(jv)?.strength).toBe(4);
  });

  it('[rule 3.0] the game starts with Japan on turn 1, time marker on "game start", once both are done', () => {
    const { state: s, log } = playLog(M.setup(7, {}), [...JAPAN_SETUP, ...RUSSIA_SETUP]);
    expect(decision(s)).toEqual({ kind: 'activation', sides: ['japan'] });
    expect(s.g.turn).toBe(1);
    expect(s.g.active).toBe('japan');
    expect(s.g.time).toBe(0);
    expect(TIME_TRACK[0]!.ja).toContain('ゲーム開始');
    for (const h of FLAGS.japan)
      expect(s.g.units[Object.keys(s.g.units).find((id) => whereIs(s, id) === h)!]!.side).toBe('japan');
    for (const h of FLAGS.russia)
      expect(s.g.units[Object.keys(s.g.units).find((id) => whereIs(s, id) === h)!]!.side).toBe('russia');
    expect(log.at(-1)!.to).toBeUndefined();
    expect(M.view(s, null).activeSide).toBe('japan');
    expect(legal(s, 'russia')).toEqual([]);
  });
});

describe('[rule 4.0] victory', () => {
  // Russian counters out of the way, so that no other rule interferes.
  const farRussians = { R1: '0905', R2: '0906', R3: '0908', RR: '0808' } as const;

  it('[rule 4.0] a move into the enemy supply hex wins at once (Japan into 0501)', () => {
    const s0 = position({ units: { J1: '0402', ...farRussians, RC: '0101' } });
    const s = play(s0, [['japan', 'move J1 0501']]);
    expect(s.result?.winner).toBe('japan');
    expect(s.result?.reason.en).toMatch(/supply hex 0501/);
    expect(decision(s)).toBeNull();
    expect(legal(s, 'japan')).toEqual([]);
    expect(legal(s, 'russia')).toEqual([]);
    expect(M.summary(s).en).toMatch(/Game over: Japan wins/);
  });

  it('[rule 4.0] a move into the enemy supply hex wins at once (Russia into 0508), even if it could attack', () => {
    const s0 = position({ active: 'russia', units: { R1: '0507', J1: '0608', J2: '0101' } });
    const s = play(s0, [['russia', 'move R1 0508']]);
    expect(s.result?.winner).toBe('russia');
    expect(decision(s)).toBeNull();
  });

  it('[rule 4.0] a retreat into the enemy supply hex wins nothing: the player did not make the counter enter it', () => {
    // J1 in 0502 is attacked from 奉天 (0503); 0403 and 0603 are in RR's zone, 0402 and 0602 hold
    // Japanese counters: 0501, Russia's supply hex, is J1's only retreat hex.
    let s = position({
      active: 'russia',
      units: { RR: '0503', J1: '0502', J2: '0402', J4: '0602', R1: '0908' },
      dice: [6, 1],
    });
    s = fight(
      play(s, [
        ['russia', 'hold RR'],
        ['russia', 'attack 0502'],
      ]),
    );
    expect(whereIs(s, 'J1')).toBe('0501');
    expect(s.result).toBeNull();
    expect(decision(s)).toEqual({ kind: 'advance', sides: ['russia'] });
  });

  it('[rule 4.0] an advance after combat into the enemy supply hex wins at once', () => {
    const s0 = position({ units: { J1: '0402', ...farRussians, RC: '0501' }, dice: [3, 1] });
    // 4+3=7 against 2+1=3: twice as much, RC is eliminated, J1 advances into 0501.
    let s = play(s0, [
      ['japan', 'hold J1'],
      ['japan', 'attack 0501'],
    ]);
    // Both have retreat hexes, so both are asked about a retreat before combat first.
    s = play(s, [
      ['japan', 'fight'],
      ['russia', 'fight'],
    ]);
    expect(whereIs(s, 'RC')).toBe('eliminated');
    expect(decision(s)).toEqual({ kind: 'advance', sides: ['japan'] });
    expect(s.result).toBeNull();
    s = play(s, [['japan', 'advance']]);
    expect(whereIs(s, 'J1')).toBe('0501');
    expect(s.result?.winner).toBe('japan');
    expect(s.result?.reason.en).toMatch(/supply/);
  });

  it("[rule 4.0] a rebuild onto one's own supply hex wins nothing (reinforcements and rebuilds never reach the enemy supply)", () => {
    const s0 = position({ active: 'russia', units: { R1: { eliminated: 1 }, R2: '0905', J1: '0402', J2: '0107' } });
    const s = play(s0, [['russia', 'rebuild R1']]);
    expect(whereIs(s, 'R1')).toBe('0501');
    expect(s.result).toBeNull();
    expect(decision(s)).toEqual({ kind: 'activation', sides: ['japan'] });
  });

  it('[rule 4.0] eliminating the last enemy counter wins at once, before any advance', () => {
    const s0 = position({
      units: {
        J1: '0406',
        R1: { eliminated: 1 },
        R2: { eliminated: 2 },
        R3: { eliminated: 3 },
        RR: { eliminated: 4 },
        RC: '0306',
      },
      dice: [4, 1],
    });
    const s = play(s0, [
      ['japan', 'hold J1'],
      ['japan', 'attack 0306'],
      ['japan', 'fight'],
      ['russia', 'fight'],
    ]);
    expect(whereIs(s, 'RC')).toBe('eliminated');
    expect(s.result?.winner).toBe('japan');
    expect(s.result?.reason.en).toMatch(/every enemy counter eliminated/);
    expect(decision(s)).toBeNull();
  });

  it('[rule 4.0] Japanese reinforcements waiting in an entry area are not eliminated: the game goes on', () => {
    const s0 = position({
      active: 'russia',
      units: {
        R1: '0306',
        J1: '0406',
        J2: { eliminated: 2 },
        J3: { entry: 2 },
        J4: { eliminated: 1 },
        JY: { eliminated: 1 },
      },
      dice: [6, 1],
    });
    const s = play(s0, [
      ['russia', 'hold R1'],
      ['russia', 'attack 0406'],
      ['russia', 'fight'],
      ['japan', 'fight'],
    ]);
    expect(whereIs(s, 'J1')).toBe('eliminated');
    expect(s.result).toBeNull();
    expect(decision(s)).toEqual({ kind: 'advance', sides: ['russia'] });
  });

  // Time 5: a six in this combat moves the marker to "game end"; the game ends once the activation
  // (retreat choice, advance) is complete, and 奉天 decides.
  function lastCombat(units: Record<string, string>): S {
    // J1 (4) in 0504 attacks R3 (4) in 0505 along the railway (no trench on 0504-0505).
    // Dice 6 / 2: 10 against 6, R3 retreats; its retreat hexes are 0506, 0406, 0606.
    const s0 = position({ time: LAST - 1, units: { J1: '0504', R3: '0505', ...units }, dice: [6, 2] });
    const s = fight(
      play(s0, [
        ['japan', 'hold J1'],
        ['japan', 'attack 0505'],
      ]),
    );
    expect(s.g.time).toBe(LAST);
    expect(s.result).toBeNull(); // the activation is not complete yet
    expect(decision(s)).toEqual({ kind: 'retreat', sides: ['japan'] });
    return play(s, [
      ['japan', 'retreat 0606'],
      ['japan', 'advance'],
    ]);
  }

  it('[rule 4.0] at game end the side holding 奉天 (Mukden) wins: Japan', () => {
    const s = lastCombat({ J2: '0503', R1: '0905' });
    expect(whereIs(s, 'J1')).toBe('0505');
    expect(s.result?.winner).toBe('japan');
    expect(s.result?.reason.en).toMatch(/held Mukden/);
  });

  it('[rule 4.0] at game end the side holding 奉天 (Mukden) wins: Russia', () => {
    const s = lastCombat({ RR: '0503', J2: '0101' });
    expect(s.result?.winner).toBe('russia');
    expect(s.result?.reason.en).toMatch(/held Mukden/);
  });

  it('[rule 4.0] at game end with nobody in 奉天, Russia wins (the historical result)', () => {
    const s = lastCombat({ R1: '0905', J2: '0101' });
    expect(s.result?.winner).toBe('russia');
    expect(s.result?.reason.en).toMatch(/nobody in Mukden/);
  });
});

describe('[rule 5.0] turn sequence and time', () => {
  it('[rule 5.0] Japan then Russia alternate, one activation each; the turn number counts activations', () => {
    let s = afterHistoricalSetup();
    s = play(s, [['japan', 'move J2 0306']]);
    expect(decision(s)).toEqual({ kind: 'activation', sides: ['russia'] });
    expect(s.g.turn).toBe(2);
    expectRejected(s, 'japan', 'move J4 0608', 'NOT_YOUR_DECISION', undefined);
    s = play(s, [['russia', 'move RC 0805']]);
    expect(decision(s)).toEqual({ kind: 'activation', sides: ['japan'] });
    expect(s.g.turn).toBe(3);
  });

  it('[rule 5.0] a pass ends the turn and changes nothing else', () => {
    const s0 = afterHistoricalSetup();
    const s = play(s0, [['japan', 'pass']]);
    expect(decision(s)).toEqual({ kind: 'activation', sides: ['russia'] });
    expect(s.g.units).toEqual(s0.g.units);
    expect(s.g.time).toBe(0);
    expect(visibleLog(s.log, null).at(-1)!.text.en).toBe('Japan: pass');
  });

  it('[rule 5.0] only one counter activates: after a move (no enemy adjacent) the turn is over', () => {
    const s = play(position({ units: { J1: '0407', J2: '0607', R1: '0101' } }), [['japan', 'move J1 0306']]);
    expect(decision(s)).toEqual({ kind: 'activation', sides: ['russia'] });
    expect(s.g.activated).toBeNull();
  });

  // J1 (4) in 0406 attacks R2 (5) in 0306; the dice decide the time marker.
  function combatTime(dice: [number, number], time = 2): S {
    const s0 = position({ time, units: { J1: '0406', R2: '0306', R1: '0101' }, revealed: 'all', dice });
    return play(s0, [
      ['japan', 'hold J1'],
      ['japan', 'attack 0306'],
      ['japan', 'fight'],
      ['russia', 'fight'],
    ]);
  }

  it("[rule 5.0] a 6 on the attacker's die moves the time marker one box", () => {
    expect(combatTime([6, 5]).g.time).toBe(3); // 10 v 10: stalemate, but the six counts
  });
  it("[rule 5.0] a 6 on the defender's die moves the time marker one box", () => {
    expect(combatTime([5, 6]).g.time).toBe(3);
  });
  it('[rule 5.0] two sixes move the time marker one box only', () => {
    const s = combatTime([6, 6]);
    expect(s.g.time).toBe(3);
    expect(s.g.lastCombat!.attacker.result!.die).toBe(6);
    expect(s.g.lastCombat!.defender.result!.die).toBe(6);
  });
  it('[rule 5.0] no six: the time marker stays', () => {
    expect(combatTime([5, 4]).g.time).toBe(2);
  });

  it('[rule 5.0] the game ends when the marker reaches "game end", after the activation completes', () => {
    // Stalemate (10 v 10) with a six at time 5: the marker reaches the last box, the activation
    // is over at once, the game ends; nobody holds Mukden, so Russia wins.
    const s = combatTime([6, 5], LAST - 1);
    expect(s.g.time).toBe(LAST);
    expect(s.result?.winner).toBe('russia');
    expect(decision(s)).toBeNull();
    expectRejected(s, 'japan', 'pass', 'GAME_OVER', undefined);
    expectRejected(s, 'russia', 'resign', 'GAME_OVER', undefined);
  });
  // The two-passes house rule and the revision 2 correction of [rule 5.0] rules-time.test.ts.
});

describe('[rule 6.0] reinforcements', () => {
  it('[rule 6.0] a reinforcement activated in entry area 1 enters at its arrow hex (0107)', () => {
    const s = play(position({ units: { J3: { entry: 1 }, J1: '0807', R1: '0905' } }), [['japan', 'enter J3']]);
    expect(whereIs(s, 'J3')).toBe('0107');
    expect(decision(s)).toEqual({ kind: 'activation', sides: ['russia'] });
    expect(s.g.time).toBe(0);
    // The public reads that a reinforcement entered, not which.
    expect(visibleLog(s.log, null).at(-1)!.text.en).toMatch(/a reinforcement enters from area 1 at 0107/);
  });

  it('[rule 6.0] entry areas 2 and 3 have their own arrow hexes (0105, 0102)', () => {
    const s = play(position({ units: { J3: { entry: 2 }, JY: { entry: 3 }, R1: '0905' } }), [
      ['japan', 'enter J3'],
      ['russia', 'pass'],
      ['japan', 'enter JY'],
    ]);
    expect(whereIs(s, 'J3')).toBe('0105');
    expect(whereIs(s, 'JY')).toBe('0102');
  });

  it('[rule 6.0] entry is blocked while the arrow hex is occupied (by any counter)', () => {
    for (const blocker of [{ J1: '0107' }, { R1: '0107' }] as Record<string, string>[]) {
      const s = position({ units: { J3: { entry: 1 }, R2: '0905', ...blocker } });
      expect(legal(s, 'japan')).not.toContain('enter J3');
      expect(legal(s, 'japan')).toContain('shift J3');
      expectRejected(s, 'japan', 'enter J3', 'ENTRY_BLOCKED', '6.0');
    }
  });

  it('[rule 6.0] a reinforcement that enters next to an enemy may attack it', () => {
    const s = play(position({ units: { J3: { entry: 1 }, RC: '0106', R1: '0905' } }), [['japan', 'enter J3']]);
    expect(decision(s)).toEqual({ kind: 'attack', sides: ['japan'] });
    expect(legal(s, 'japan')).toEqual(['attack 0106', 'end']);
    const s2 = play(s, [['japan', 'end']]);
    expect(decision(s2)).toEqual({ kind: 'activation', sides: ['russia'] });
  });

  it('[rule 6.0] shifting 1→2 moves the time marker and ends the turn; then 2→3', () => {
    const s0 = position({ units: { J3: { entry: 1 }, J1: '0807', R1: '0905' }, time: 1 });
    const s1 = play(s0, [['japan', 'shift J3']]);
    expect(whereIs(s1, 'J3')).toBe('entry2');
    expect(s1.g.time).toBe(2);
    expect(decision(s1)).toEqual({ kind: 'activation', sides: ['russia'] });
    const s2 = play(s1, [
      ['russia', 'pass'],
      ['japan', 'shift J3'],
    ]);
    expect(whereIs(s2, 'J3')).toBe('entry3');
    expect(s2.g.time).toBe(3);
  });

  it('[rule 6.0] there is no shift out of entry area 3', () => {
    const s = position({ units: { J3: { entry: 3 }, R1: '0905' } });
    expect(legal(s, 'japan')).toEqual(['enter J3', 'pass']);
    expectRejected(s, 'japan', 'shift J3', 'NO_NEXT_AREA', '6.0');
  });

  it('[rule 6.0] a shift that moves the marker to "game end" ends the game', () => {
    const s = play(position({ units: { J3: { entry: 1 }, RR: '0503', J1: '0807' }, time: LAST - 1 }), [
      ['japan', 'shift J3'],
    ]);
    expect(s.result?.winner).toBe('russia');
  });

  it('[rule 6.0] only reinforcements enter or shift; Russia has none', () => {
    const s = position({ units: { J1: '0407', J3: { entry: 1 }, R1: '0905' } });
    expectRejected(s, 'japan', 'enter J1', 'NOT_REINFORCEMENT', '6.0');
    expectRejected(s, 'japan', 'shift J1', 'NOT_REINFORCEMENT', '6.0');
    const r = position({ active: 'russia', units: { J1: '0407', J3: { entry: 1 }, R1: '0905' } });
    expectRejected(r, 'russia', 'enter R1', 'NOT_REINFORCEMENT', '6.0');
    expectRejected(r, 'russia', 'enter J3', 'UNKNOWN_UNIT', '5.0');
  });
});
// Engine-level rejections and resign: decisions.test.ts.
