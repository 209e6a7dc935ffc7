// 奉天会戦 rule cases, chapters [rule 7.0] (zones of control) and [rule 8.0] (movement).
import { describe, expect, it } from 'vitest';
import { hexDistance } from '#engine/hex.ts';
import { inEnemyZoc, neighbours } from '#games/hoten-kaisen/board.ts';
import { GRID, HEXES } from '#games/hoten-kaisen/data/map.ts';
import { decision, expectRejected, legal, play, position, whereIs, type S } from './helpers.ts';

/** The hexes `id` may move to now. */
const moves = (s: S, id: string): string[] =>
  legal(s, s.g.units[id]!.side)
    .filter((a) => a.startsWith(`move ${id} `))
    .map((a) => a.split(' ')[2]!)
    .sort();

describe('[rule 7.0] zones of control', () => {
  it('[rule 7.0] every counter controls its six neighbours, and nothing further', () => {
    for (const [enemy, side] of [
      ['R1', 'japan'],
      ['J1', 'russia'],
    ] as const) {
      const s = position({ units: { [enemy]: '0306' } });
      const around = neighbours('0306');
      expect(around).toHaveLength(6);
      for (const h of HEXES) {
        if (h === '0306') continue;
        expect(inEnemyZoc(s.g, side, h), `${h} for ${side}`).toBe(around.includes(h));
      }
    }
  });

  it('[rule 7.0] a Japanese zone does not reach into a fortress across a trench hexside', () => {
    // J1 in 0606 faces the fortresses 0605 and 0505 across trench hexsides.
    const s = position({ active: 'russia', units: { R1: '0704', J1: '0606' } });
    expect(inEnemyZoc(s.g, 'russia', '0605')).toBe(false);
    expect(inEnemyZoc(s.g, 'russia', '0505')).toBe(false);
    expect(inEnemyZoc(s.g, 'russia', '0607')).toBe(true);
    // So R1 may pass through 0605 into 0505 (the only way there).
    expect(moves(s, 'R1')).toContain('0505');
    const t = play(s, [['russia', 'move R1 0505']]);
    expect(whereIs(t, 'R1')).toBe('0505');
  });

  it('[rule 7.0] across a non-trench hexside a Japanese zone does reach into a fortress', () => {
    // J1 in 0504 touches the fortresses 0605 and 0505 across plain hexsides.
    const s = position({ active: 'russia', units: { R1: '0704', J1: '0504' } });
    expect(inEnemyZoc(s.g, 'russia', '0605')).toBe(true);
    expect(moves(s, 'R1')).toContain('0605');
    expect(moves(s, 'R1')).not.toContain('0505'); // entering 0605 ends the move
    expectRejected(s, 'russia', 'move R1 0505', 'STOPS_ZOC', '8.0');
  });

  it('[rule 7.0] a Russian zone reaches into a fortress even across a trench (fortresses and trenches serve Russia only)', () => {
    const s = position({ units: { J1: '0704', R1: '0606' } });
    expect(inEnemyZoc(s.g, 'japan', '0605')).toBe(true);
    expect(moves(s, 'J1')).toContain('0605');
    expect(moves(s, 'J1')).not.toContain('0505');
  });
});

describe('[rule 8.0] movement', () => {
  it('[rule 8.0] a counter moves up to 2 hexes, anywhere within 2 on open ground', () => {
    const s = position({ units: { J1: '0407', R1: '0101' } });
    const within2 = HEXES.filter((h) => h !== '0407' && hexDistance(GRID, '0407', h) <= 2).sort();
    expect(moves(s, 'J1')).toEqual(within2);
    expectRejected(s, 'japan', 'move J1 0204', 'TOO_FAR', '8.0');
    expectRejected(s, 'japan', 'move J1 0407', 'OCCUPIED', '8.0'); // its own hex: not a move
  });

  it('[rule 8.0] entering a mountain ends the move', () => {
    const s = position({ units: { J1: '0606', R1: '0101' } });
    expect(moves(s, 'J1')).toContain('0705');
    expect(moves(s, 'J1')).toContain('0706');
    // 0805 lies beyond the mountain 0705 only; 0707 is reached through 0607.
    expectRejected(s, 'japan', 'move J1 0805', 'STOPS_MOUNTAIN', '8.0');
    expect(moves(s, 'J1')).toContain('0707');
    const t = play(s, [['japan', 'move J1 0705']]);
    expect(whereIs(t, 'J1')).toBe('0705');
    expect(decision(t)).toEqual({ kind: 'activation', sides: ['russia'] });
  });

  it('[rule 8.0] a counter starting in a mountain moves out normally', () => {
    const s = position({ units: { J1: '0706', R1: '0101' } });
    expect(moves(s, 'J1')).toContain('0608'); // 0706 → 0607 → 0608
  });

  it('[rule 8.0] crossing a river ends the move', () => {
    const s = position({ units: { J1: '0304', R1: '0901' } });
    expect(moves(s, 'J1')).toContain('0303'); // across the 渾河, then stop
    expectRejected(s, 'japan', 'move J1 0302', 'STOPS_RIVER', '8.0'); // only beyond 0303
  });

  it('[rule 8.0] crossing the river along the railway does not stop the move', () => {
    const s = position({ units: { J1: '0504', R1: '0901' } });
    expect(moves(s, 'J1')).toContain('0502'); // 0504 → 0503 (rail over the river) → 0502
    const t = play(s, [['japan', 'move J1 0502']]);
    expect(whereIs(t, 'J1')).toBe('0502');
    expect(t.g.lastHexes).toEqual(['0504', '0503', '0502']);
  });

  it('[rule 8.0] crossing the same river off the railway into 奉天 stops', () => {
    const s = position({ units: { J1: '0404', R1: '0901' } });
    expect(moves(s, 'J1')).toContain('0503');
    expectRejected(s, 'japan', 'move J1 0502', 'STOPS_RIVER', '8.0');
  });

  it('[rule 8.0] no counter may enter or pass through an occupied hex (friend or enemy)', () => {
    const s = position({ units: { J1: '0606', J2: '0607', R1: '0901' } });
    expectRejected(s, 'japan', 'move J1 0607', 'OCCUPIED', '8.0');
    expectRejected(s, 'japan', 'move J1 0608', 'WAY_OCCUPIED', '8.0'); // only through 0607
    const e = position({ units: { J1: '0108', R1: '0208', R2: '0901' } });
    expectRejected(e, 'japan', 'move J1 0208', 'OCCUPIED', '8.0');
    expect(moves(e, 'J1')).toEqual([]); // and 0107 is in R1's zone too ([rule 8.0] zone to zone)
  });

  it('[rule 8.0] never off the map', () => {
    const s = position({ units: { J1: '0108', R1: '0901' } });
    expectRejected(s, 'japan', 'move J1 0109', 'OFF_MAP', '8.0');
    expectRejected(s, 'japan', 'move J1 0008', 'OFF_MAP', '8.0');
    expectRejected(s, 'japan', 'move J1 0007', 'OFF_MAP', '8.0');
    expectRejected(s, 'japan', 'move J1 1008', 'OFF_MAP', '8.0');
    expectRejected(s, 'japan', 'move J1 tokyo', 'BAD_HEX', '8.0');
    expectRejected(s, 'japan', 'move J1', 'MISSING_ARG', undefined); // the engine asks for the hex
    expect(moves(s, 'J1').every((h) => HEXES.includes(h))).toBe(true);
  });

  it('[rule 8.0] entering an enemy zone of control ends the move', () => {
    // R1 in 0207 controls 0208; 0308 lies beyond 0208 only.
    const free = position({ units: { J1: '0108', R1: '0901' } });
    expect(moves(free, 'J1')).toContain('0308');
    const s = position({ units: { J1: '0108', R1: '0207' } });
    expect(moves(s, 'J1')).toContain('0208');
    expectRejected(s, 'japan', 'move J1 0308', 'STOPS_ZOC', '8.0');
    const t = play(s, [['japan', 'move J1 0208']]);
    expect(decision(t)).toEqual({ kind: 'attack', sides: ['japan'] });
  });

  it('[rule 8.0] a counter starting in an enemy zone may leave it, but not step straight into another enemy-zone hex', () => {
    // J1 in 0107 is in R1's zone (0207); 0106 and 0208 are too; 0108 is not.
    const s = position({ units: { J1: '0107', R1: '0207' } });
    expectRejected(s, 'japan', 'move J1 0106', 'ZOC_TO_ZOC', '8.0');
    expect(moves(s, 'J1')).toContain('0108');
    // Leaving first, then entering the zone again, is not "directly": 0107 → 0108 → 0208.
    expect(moves(s, 'J1')).toEqual(['0108', '0208']);
    const t = play(s, [['japan', 'move J1 0108']]);
    expect(whereIs(t, 'J1')).toBe('0108');
    expect(decision(t)).toEqual({ kind: 'activation', sides: ['russia'] });
  });

  it('[rule 8.0] a move ending next to an enemy leads to the attack step; attacking is optional', () => {
    const s = play(position({ units: { J1: '0408', R1: '0306' } }), [['japan', 'move J1 0407']]);
    expect(decision(s)).toEqual({ kind: 'attack', sides: ['japan'] });
    expect(legal(s, 'japan')).toEqual(['attack 0306', 'end']);
    expectRejected(s, 'japan', 'move J1 0406', 'NOT_NOW', undefined);
    const t = play(s, [['japan', 'end']]);
    expect(decision(t)).toEqual({ kind: 'activation', sides: ['russia'] });
    expect(whereIs(t, 'J1')).toBe('0407');
  });
});
