// League standings (src/league/standings.ts), as a rulebook: win 2, draw 1, loss 0, a timeout is
// a loss for the flagged player; ties broken by Sonneborn–Berger (SB = Σ opponent's points over
// games won + ½ Σ opponent's points over games drawn, in table points), then head-to-head, then
// a shared rank. Every expected figure below is worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import { promotionRelegation, standings, type GameResult } from '#league/standings.ts';

const win = (winner: string, loser: string, timeout = false): GameResult => ({
  first: winner,
  second: loser,
  winner,
  timeout,
});
const draw = (a: string, b: string): GameResult => ({ first: a, second: b, winner: null });

describe('standings: points and Sonneborn–Berger', () => {
  it('example 1, a round robin of four: SB by hand, and head-to-head settles a tie SB leaves', () => {
    // Games: A beats C, A draws B, A beats D, C beats B, C draws D, B beats D.
    // Points:  A = 2 + 1 + 2 = 5   C = 0 + 2 + 1 = 3   B = 1 + 0 + 2 = 3   D = 0 + 1 + 0 = 1
    // SB:      A = C(3) + D(1) + ½·B(3)     = 3 + 1 + 1.5 = 5.5
    //          C = B(3)        + ½·D(1)     = 3 + 0.5     = 3.5
    //          B = D(1)        + ½·A(5)     = 1 + 2.5     = 3.5
    //          D =               ½·C(3)     = 1.5
    // B and C are level on points (3) and SB (3.5); C beat B in their game: head-to-head C 2, B 0,
    // so C is 2nd although B comes first by id.
    const table = standings(
      ['A', 'B', 'C', 'D'],
      [win('A', 'C'), draw('A', 'B'), win('A', 'D'), win('C', 'B'), draw('C', 'D'), win('B', 'D')],
    );
    expect(table).toEqual([
      { id: 'A', rank: 1, points: 5, wins: 2, draws: 1, losses: 0, played: 3, sb: 5.5 },
      { id: 'C', rank: 2, points: 3, wins: 1, draws: 1, losses: 1, played: 3, sb: 3.5 },
      { id: 'B', rank: 3, points: 3, wins: 1, draws: 1, losses: 1, played: 3, sb: 3.5 },
      { id: 'D', rank: 4, points: 1, wins: 0, draws: 1, losses: 2, played: 3, sb: 1.5 },
    ]);
  });

  it('example 2, a Swiss round-up: SB splits a points tie, and a tie nothing splits shares its rank', () => {
    // Games: B beats C, B beats D, A beats E, A beats D, C beats E, D draws E.
    // Points:  B = 4   A = 4   C = 2   D = 1   E = 1
    // SB:      B = C(2) + D(1)   = 3
    //          A = E(1) + D(1)   = 2      → B above A (they never met), though A comes first by id
    //          C = E(1)          = 1
    //          D = ½·E(1)        = 0.5
    //          E = ½·D(1)        = 0.5    → D, E level on points and SB; their game was drawn, so
    //                                       head-to-head is 1–1: both 4th, listed by id.
    const table = standings(
      ['E', 'D', 'C', 'B', 'A'],
      [win('B', 'C'), win('B', 'D'), win('A', 'E'), win('A', 'D'), win('C', 'E'), draw('D', 'E')],
    );
    expect(table.map((r) => [r.id, r.rank, r.points, r.sb])).toEqual([
      ['B', 1, 4, 3],
      ['A', 2, 4, 2],
      ['C', 3, 2, 1],
      ['D', 4, 1, 0.5],
      ['E', 4, 1, 0.5],
    ]);
    expect(table.find((r) => r.id === 'D')).toMatchObject({ wins: 0, draws: 1, losses: 2, played: 3 });
  });

  it('example 4, three level on points and SB: the head-to-head mini-table puts two level above the third', () => {
    // Games: Pia beats Ada, Quin beats Ada, Pia draws Quin, o1 beats Pia, o2 beats Quin,
    //        Ada beats o3, Ada draws o4, o3 beats o1, o3 beats o2.
    // Points:  o3 = 4;  Pia = 2 + 1 = 3;  Quin = 2 + 1 = 3;  Ada = 2 + 1 = 3;  o1 = 2;  o2 = 2;  o4 = 1
    // SB:      o3   = o1(2) + o2(2)          = 4
    //          Pia  = Ada(3) + ½·Quin(3)     = 4.5
    //          Quin = Ada(3) + ½·Pia(3)      = 4.5
    //          Ada  = o3(4)  + ½·o4(1)       = 4.5   → Pia, Quin, Ada level on points and SB
    //          o1   = Pia(3) = 3,  o2 = Quin(3) = 3,  o4 = ½·Ada(3) = 1.5
    // Head-to-head among Pia, Quin, Ada: Pia 2 + 1 = 3, Quin 3, Ada 0 → Pia and Quin share 2nd,
    // Ada is 4th (three players ahead). o1 and o2 never met: shared 5th. o4 7th.
    const results = [
      win('Pia', 'Ada'),
      win('Quin', 'Ada'),
      draw('Pia', 'Quin'),
      win('o1', 'Pia'),
      win('o2', 'Quin'),
      win('Ada', 'o3'),
      draw('Ada', 'o4'),
      win('o3', 'o1'),
      win('o3', 'o2'),
    ];
    const table = standings(['Ada', 'Pia', 'Quin', 'o1', 'o2', 'o3', 'o4'], results);
    expect(table.map((r) => [r.id, r.rank, r.points, r.sb])).toEqual([
      ['o3', 1, 4, 4],
      ['Pia', 2, 3, 4.5],
      ['Quin', 2, 3, 4.5],
      ['Ada', 4, 3, 4.5],
      ['o1', 5, 2, 3],
      ['o2', 5, 2, 3],
      ['o4', 7, 1, 1.5],
    ]);
  });

  it('example 3, a double round robin of three with a timeout: each game counts on its own', () => {
    // Games (first v second): X beats Y; Y beats Z; Z v X, X timed out (Z wins); Y beats X;
    //   Z draws Y; X beats Z.
    // Points:  X = 2 + 0 + 0 + 2     = 4   (won g1, g6; lost g3 on time, g4)
    //          Y = 0 + 2 + 2 + 1     = 5   (lost g1; won g2, g4; drew g5)
    //          Z = 0 + 2 + 1 + 0     = 3   (lost g2; won g3; drew g5; lost g6)   total 12 = 6 games × 2
    // SB:      X = Y(5) + Z(3)            = 8
    //          Y = Z(3) + X(4) + ½·Z(3)   = 8.5   (Z counts twice: beaten once, drawn once)
    //          Z = X(4) + ½·Y(5)          = 6.5
    const results: GameResult[] = [
      win('X', 'Y'),
      win('Y', 'Z'),
      { first: 'Z', second: 'X', winner: 'Z', timeout: true },
      { first: 'X', second: 'Y', winner: 'Y' },
      draw('Z', 'Y'),
      { first: 'Z', second: 'X', winner: 'X' },
    ];
    expect(standings(['X', 'Y', 'Z'], results)).toEqual([
      { id: 'Y', rank: 1, points: 5, wins: 2, draws: 1, losses: 1, played: 4, sb: 8.5 },
      { id: 'X', rank: 2, points: 4, wins: 2, draws: 0, losses: 2, played: 4, sb: 8 },
      { id: 'Z', rank: 3, points: 3, wins: 1, draws: 1, losses: 2, played: 4, sb: 6.5 },
    ]);
  });

  it('ties nothing splits share a rank: a three-way cycle, and a pair who drew both their games', () => {
    // P beats Q, Q beats R, R beats P; S (an entrant) has no games.
    // Points: P = Q = R = 2, S = 0. SB: P = Q(2) = 2, Q = R(2) = 2, R = P(2) = 2: all level.
    // Head-to-head among P, Q, R: 2 points each → all three share rank 1 (by id); S is 4th.
    const table = standings(['S', 'R', 'Q', 'P'], [win('P', 'Q'), win('Q', 'R'), win('R', 'P')]);
    expect(table.map((r) => [r.id, r.rank])).toEqual([
      ['P', 1],
      ['Q', 1],
      ['R', 1],
      ['S', 4],
    ]);
    // T and U draw twice and each beats V. Points: T = 1 + 1 + 2 = 4, U = 4, V = 0.
    // SB: T = V(0) + ½·U(4) + ½·U(4) = 4, U the same. Head-to-head 2–2: shared 1st; V is 3rd.
    const level = standings(['T', 'U', 'V'], [draw('T', 'U'), draw('U', 'T'), win('T', 'V'), win('U', 'V')]);
    expect(level.map((r) => [r.id, r.rank, r.points, r.sb])).toEqual([
      ['T', 1, 4, 4],
      ['U', 1, 4, 4],
      ['V', 3, 0, 0],
    ]);
  });

  it('an entrant with no games is listed with zeros', () => {
    expect(standings(['a', 'b', 'c'], [win('b', 'c')])).toEqual([
      { id: 'b', rank: 1, points: 2, wins: 1, draws: 0, losses: 0, played: 1, sb: 0 },
      { id: 'a', rank: 2, points: 0, wins: 0, draws: 0, losses: 0, played: 0, sb: 0 },
      { id: 'c', rank: 2, points: 0, wins: 0, draws: 0, losses: 1, played: 1, sb: 0 },
    ]);
  });

  it('refuses results that do not add up', () => {
    expect(() => standings(['a', 'b'], [win('a', 'z')])).toThrow(/not an entrant/);
    expect(() => standings(['a', 'b'], [{ first: 'a', second: 'b', winner: 'c' }])).toThrow(/did not play/);
    expect(() => standings(['a', 'b'], [{ first: 'a', second: 'b', winner: null, timeout: true }])).toThrow(/timeout/);
    expect(() => standings(['a', 'a'], [])).toThrow(/twice/);
    expect(() => standings(['a'], [win('a', 'a')])).toThrow(/themselves/);
  });
});

describe('promotionRelegation', () => {
  it('three divisions of four, one move: the top of each lower division goes up, the bottom of each upper one down', () => {
    const next = promotionRelegation([
      ['a1', 'a2', 'a3', 'a4'],
      ['b1', 'b2', 'b3', 'b4'],
      ['c1', 'c2', 'c3', 'c4'],
    ]);
    // Division 0 keeps a1–a3 and gains b1; division 1 gets a4 from above, keeps b2, b3, gains
    // c1; division 2 gets b4 and keeps c2–c4. Within a division: from above, stayers, from below.
    expect(next).toEqual([
      ['a1', 'a2', 'a3', 'b1'],
      ['a4', 'b2', 'b3', 'c1'],
      ['b4', 'c2', 'c3', 'c4'],
    ]);
  });

  it('two moves between two divisions of five', () => {
    expect(
      promotionRelegation(
        [
          ['a1', 'a2', 'a3', 'a4', 'a5'],
          ['b1', 'b2', 'b3', 'b4', 'b5'],
        ],
        2,
      ),
    ).toEqual([
      ['a1', 'a2', 'a3', 'b1', 'b2'],
      ['a4', 'a5', 'b3', 'b4', 'b5'],
    ]);
  });

  it('no moves, or a single division, change nothing', () => {
    const divs = [
      ['a', 'b'],
      ['c', 'd'],
    ];
    expect(promotionRelegation(divs, 0)).toEqual(divs);
    expect(promotionRelegation([['a', 'b', 'c']], 1)).toEqual([['a', 'b', 'c']]);
    expect(promotionRelegation([])).toEqual([]);
  });

  it('refuses divisions too small for the moves, bad move counts, and a player in two places', () => {
    // A middle division of 3 cannot send 2 up and 2 down.
    expect(() =>
      promotionRelegation(
        [
          ['a1', 'a2', 'a3'],
          ['b1', 'b2', 'b3'],
          ['c1', 'c2', 'c3'],
        ],
        2,
      ),
    ).toThrow(RangeError);
    expect(() => promotionRelegation([['a'], ['b']], 2)).toThrow(/fewer than/);
    expect(() => promotionRelegation([['a'], ['b']], -1)).toThrow(RangeError);
    expect(() => promotionRelegation([['a'], ['b']], 1.5)).toThrow(RangeError);
    expect(() =>
      promotionRelegation([
        ['a', 'b'],
        ['b', 'c'],
      ]),
    ).toThrow(/two places/);
  });
});
