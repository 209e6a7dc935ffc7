// 日露大戦 [rule 8.0] movement, [rule 8.1] terrain, [rule 8.2] rail move, [rule 8.3] boxes; with [rule 6.1]/[rule 6.2] (EZOC) and [rule 7.3]
// (stacking while passing) as movement meets them.
import { describe, expect, it } from 'vitest';
import { playNichiroGame } from '#bench/nichiro.ts';
import { occupancy } from '#games/nichiro-taisen/board.ts';
import { normalDestinations, normalMoves } from '#games/nichiro-taisen/rules/movement/index.ts';
import { expectRejected, legal, play, position, whereIs } from './helpers.ts';

/** Destinations offered for a unit (the `to` actions of its move-to decision). */
function dests(s: ReturnType<typeof position>, side: 'japan' | 'russia', verb: string): string[] {
  const t = play(s, [[side, verb]]);
  return legal(t, side)
    .filter((a) => a.startsWith('to '))
    .map((a) => a.slice(3));
}

// A quiet board: every unit home, then the few a case needs.
const quiet = (units: Record<string, string>, side: 'japan' | 'russia' = 'japan') =>
  position({ clear: true, units, side });

describe('[rule 8.0] movement allowance', () => {
  it('[rule 8.0] a 2-3 moves up to 3 hexes over clear ground; each hex costs 1', () => {
    const s = quiet({ 'J-2': '1607', 'R-S1': '2215' });
    const d = dests(s, 'japan', 'move J-2');
    expect(d).toContain('1709'); // 1608 → 1708 → 1709 along the railway, 3 MP
    expect(d).not.toContain('1810'); // 4 hexes
  });
  it('[rule 8.0] a unit moves once per movement phase', () => {
    let s = quiet({ 'J-2': '1607', 'R-S1': '2215' });
    s = play(s, [
      ['japan', 'move J-2'],
      ['japan', 'to 1608'],
    ]);
    expect(legal(s, 'japan')).not.toContain('move J-2');
    expectRejected(s, 'japan', 'move J-2', 'ALREADY_MOVED', '8.0');
  });
  it('[rule 8.0] a unit with MA 0 never leaves its setup hex', () => {
    const s = position({ side: 'russia', units: {} });
    expect(legal(s, 'russia')).not.toContain('move R-PA');
    expectRejected(s, 'russia', 'move R-PA', 'MA_ZERO', '8.0');
    expectRejected(s, 'russia', 'rail R-NA', 'MA_ZERO', '8.0');
  });
  it('[rule 8.0] moving is optional: the phase may end with nothing moved', () => {
    const s = play(quiet({ 'J-2': '1607' }), [['japan', 'end-movement']]);
    expect(s.stack.at(-1)?.kind).toBe('combat');
  });
});

describe('[rule 8.1] terrain', () => {
  it('[rule 8.1] entering rough ends the move, unless along a road', () => {
    const s = quiet({ 'J-2': '1414', 'R-S1': '2215' });
    const d = dests(s, 'japan', 'move J-2');
    expect(d).toContain('1415'); // rough, off the road: entered, then stop
    expect(d).not.toContain('1416'); // would need to go on from 1415
    expect(d).toContain('1614'); // 1513 and 1614 are rough but on the Peking road
  });
  it('[rule 8.1] crossing a river ends the move, unless along a road or railway', () => {
    // 2214 on the Liao plain: 2313 and 2312 lie across the 遼河, so 2412 and 2413 are out of reach.
    const s = quiet({ 'J-2': '2214', 'R-S1': '1201' });
    const d = dests(s, 'japan', 'move J-2');
    expect(d).toEqual(expect.arrayContaining(['2313', '2312', '2314']));
    expect(d).not.toContain('2412'); // only by 2312 or 2313, both across the river
    // 1114 → 1214 crosses the Yalu by the road bridge and goes on to 1313 and 鳳凰城.
    const t = quiet({ 'J-2': '1114', 'R-S1': '2215' });
    expect(dests(t, 'japan', 'move J-2')).toEqual(expect.arrayContaining(['1313', '1414']));
  });
  it('[rule 8.1] no unit enters the sea or leaves the map', () => {
    const s = play(quiet({ 'J-2': '1206' }), [['japan', 'move J-2']]);
    expectRejected(s, 'japan', 'to 1205', 'SEA', '8.1');
    expectRejected(s, 'japan', 'to 0901', 'BAD_HEX', '8.1');
    expectRejected(s, 'japan', 'to 12O6', 'BAD_HEX', '2.2');
  });
  it('[rule 8.1] out of reach is explained with the movement rule', () => {
    const s = play(quiet({ 'J-2': '1206' }), [['japan', 'move J-2']]);
    expectRejected(s, 'japan', 'to 1913', 'TOO_FAR', '8.0');
  });
});

describe('[rule 8.2] rail move', () => {
  it('[rule 8.2] unlimited along the railway, one unit per movement phase, no normal move after it', () => {
    let s = quiet({ 'R-S1': '1913', 'R-S3': '2215', 'J-2': '1015' }, 'russia');
    const d = dests(s, 'russia', 'rail R-S1');
    expect(d).toContain('1304'); // down the line as far as the Nanshan garrison (R-NA is home in European Russia here)
    expect(d).toContain('1809'); // the Yingkou branch
    s = play(s, [
      ['russia', 'rail R-S1'],
      ['russia', 'to 1607'],
    ]);
    expect(whereIs(s, 'R-S1')).toBe('1607');
    expect(s.g.railUsed).toBe(true);
    expectRejected(s, 'russia', 'rail R-S3', 'RAIL_USED', '8.2');
    expectRejected(s, 'russia', 'move R-S1', 'ALREADY_MOVED', '8.0');
  });
  it('[rule 8.2] a unit off the railway, or in an EZOC, cannot rail move', () => {
    let s = quiet({ 'R-S1': '1813', 'R-S3': '1913', 'J-2': '1914' }, 'russia');
    expectRejected(s, 'russia', 'rail R-S1', 'NOT_ON_RAIL', '8.2');
    expectRejected(s, 'russia', 'rail R-S3', 'START_IN_EZOC', '8.2');
    s = quiet({ 'R-S1': '2215', 'J-2': '1812' }, 'russia');
    // [rule 6.2] the rail move stops short of the Japanese ZOC (1811, 1912 and 1813 are next to 1812).
    const d = dests(s, 'russia', 'rail R-S1');
    expect(d).toContain('1913');
    expect(d).not.toContain('1912');
    expect(d).not.toContain('1811');
  });
  it('[rule 8.2] never into an enemy-controlled town ([rule 3.4] every hex starts Russian)', () => {
    // 1608 lies between 熊岳城 (1607) and 蓋平 (1708), both Russian-controlled towns.
    const s = quiet({ 'J-2': '1608', 'R-S1': '2215' });
    expect(legal(s, 'japan')).not.toContain('rail J-2');
    expectRejected(s, 'japan', 'rail J-2', 'NO_DESTINATION', '8.2');
    const t = position({
      clear: true,
      units: { 'J-2': '1608', 'R-S1': '2215' },
      control: { '1607': 'japan', '1708': 'japan' },
    });
    expect(dests(t, 'japan', 'rail J-2')).toEqual(['1606', '1607', '1708']); // 大石橋 (1709) is still Russian
  });
  it('[rule 8.2] / [rule 8.3.2] a Russian unit in the Siberia box may rail move onto the map', () => {
    const s = quiet({ 'R-S4': 'siberia', 'J-2': '1015' }, 'russia');
    const d = dests(s, 'russia', 'rail R-S4');
    expect(d).toEqual(expect.arrayContaining(['2417', '2215', '1913']));
  });
});

describe('[rule 8.3] boxes', () => {
  it('[rule 8.3.1] Korea joins 1015 by road (1 MP); the Japan box moves only by transport', () => {
    const s = quiet({ 'J-2': 'korea', 'J-3': 'japan', 'R-S1': '2215' });
    const d = dests(s, 'japan', 'move J-2');
    expect(d).toEqual(expect.arrayContaining(['1015', '1114', '1214']));
    expect(legal(s, 'japan')).not.toContain('move J-3');
    expectRejected(s, 'japan', 'move J-3', 'HOME_BOX', '8.3.1');
  });
  it('[rule 8.3.2] Siberia joins 2417 by rail; European Russia moves only by transport', () => {
    const s = quiet({ 'R-S4': 'siberia', 'R-S5': 'europeanRussia', 'J-2': '1015' }, 'russia');
    const d = dests(s, 'russia', 'move R-S4');
    expect(d).toEqual(expect.arrayContaining(['2417', '2416'])); // MA 2: the box → 2417 is the first MP
    expect(d).not.toContain('2315');
    expectRejected(s, 'russia', 'move R-S5', 'HOME_BOX', '8.3.2');
  });
  it('[rule 8.3] a unit on the box hex may step back into its box', () => {
    const s = quiet({ 'J-2': '1015', 'R-S1': '2215' });
    expect(dests(s, 'japan', 'move J-2')).toContain('korea');
  });
});

describe('[rule 6.1] / [rule 6.2] EZOC and movement', () => {
  it('[rule 6.1] entering an EZOC ends the move, even with MP left and along a road', () => {
    const s = quiet({ 'J-2': '1414', 'R-S1': '1713' });
    const d = dests(s, 'japan', 'move J-2');
    expect(d).toContain('1614'); // next to 摩天嶺: stop
    expect(d).not.toContain('1713');
  });
  it('[rule 6.1] a unit starting in an EZOC may leave but not step straight into another EZOC hex', () => {
    // The example of play, turn 3: 摩天嶺 → 1712 directly is EZOC to EZOC; by 1813 it is legal.
    let s = quiet({ 'R-S1': '1713', 'J-2': '1714', 'J-12': '1612', 'J-1': '1709', 'J-4': '1511' }, 'russia');
    s = play(s, [['russia', 'move R-S1']]);
    expect(legal(s, 'russia')).toContain('to 1712');
    const t = quiet({ 'R-S1': '1713', 'J-2': '1714' }, 'russia');
    const u = play(t, [['russia', 'move R-S1']]);
    expectRejected(u, 'russia', 'to 1614', 'EZOC_TO_EZOC', '6.1');
  });
  it('[rule 6.2] a strategic move does not enter an EZOC either', () => {
    const s = position({
      clear: true,
      side: 'russia',
      phase: 'cardPlay',
      units: { 'R-S1': '2215', 'J-2': '1812' },
      hands: { russia: ['#04'] },
    });
    const t = play(s, [
      ['russia', 'strategic #04'],
      ['russia', 'unit R-S1'],
    ]);
    const d = legal(t, 'russia');
    expect(d).toContain('to 1913');
    expect(d).not.toContain('to 1912');
  });
});

describe('[rule 7.3] stacking while moving', () => {
  it('[rule 7.2] / [rule 7.3] a Russian unit cannot pass through a hex holding a Russian unit', () => {
    const s = quiet({ 'R-S1': '1913', 'R-S3': '1813', 'J-2': '1015' }, 'russia');
    expect(dests(s, 'russia', 'move R-S1')).not.toContain('1813');
    // Along the railway: 2014 holds a Russian unit, so nothing rails from 奉天 past it to 遼陽.
    const t = quiet({ 'R-S1': '2215', 'R-S3': '2014', 'J-2': '1015' }, 'russia');
    const d = dests(t, 'russia', 'rail R-S1');
    expect(d).toContain('2114');
    expect(d).not.toContain('1913');
  });
  it('[rule 7.1] / [rule 7.3] a Japanese unit cannot enter or pass a hex holding two Japanese units', () => {
    const s = quiet({ 'J-2': '1114', 'J-3': '1214', 'J-4': '1214', 'R-S1': '2215' });
    const d = dests(s, 'japan', 'move J-2');
    expect(d).not.toContain('1214');
    expect(d).not.toContain('1313'); // by the road through 1214
    const t = play(s, [['japan', 'move J-2']]);
    expectRejected(t, 'japan', 'to 1214', 'OVERSTACK', '7.1');
  });
  it('[rule 7.0] no unit enters a hex holding enemy units', () => {
    const s = play(quiet({ 'J-2': '1114', 'R-S1': '1214' }), [['japan', 'move J-2']]);
    expectRejected(s, 'japan', 'to 1214', 'ENEMY_HEX', '7.0');
  });
});

describe('[rule 3.4] control along the way: a path where it matters', () => {
  // J-2 at 1506 reaches 1605 through 得利寺 (1505) or through 熊岳城 (1607), both Russian towns:
  // the default path takes one, "via" the other; control changes on the hexes entered.
  const s = () => play(quiet({ 'J-2': '1506', 'R-S1': '2215' }), [['japan', 'move J-2']]);

  it('[rule 3.4] each other way to a destination is offered as "to <hex> via <hex>", the default first', () => {
    const l = legal(s(), 'japan');
    expect(l).toContain('to 1605');
    expect(l).toContain('to 1605 via 1607');
    expect(l.indexOf('to 1605')).toBeLessThan(l.indexOf('to 1605 via 1607'));
    // Only where another way gains a hex the default path does not: two of the destinations.
    expect(l.filter((a) => a.includes(' via '))).toEqual(['to 1605 via 1607', 'to 1606 via 1505']);
  });
  it('[rule 3.4] the default path gains 得利寺; "via 1607" gains 熊岳城 instead', () => {
    const byDefault = play(s(), [['japan', 'to 1605']]);
    expect(whereIs(byDefault, 'J-2')).toBe('1605');
    expect([byDefault.g.control['1505'], byDefault.g.control['1607']]).toEqual(['japan', undefined]);
    const byWay = play(s(), [['japan', 'to 1605 via 1607']]);
    expect(whereIs(byWay, 'J-2')).toBe('1605');
    expect([byWay.g.control['1505'], byWay.g.control['1607']]).toEqual([undefined, 'japan']);
    expect(byWay.log.at(-1)!.text.en).toContain('1506→1607→1606→1605');
    expect(byDefault.log.at(-1)!.text.en).toContain('1506→1406→1505→1605');
  });
  it('[rule 3.4] a way that is not offered is refused, naming the ways there are', () => {
    const r = expectRejected(s(), 'japan', 'to 1605 via 1606', 'NO_SUCH_WAY', '3.4');
    expect(r.text.en).toContain('1607');
    expectRejected(s(), 'japan', 'to 2417 via 1607', 'TOO_FAR', '8.0');
  });
});

describe('[rule 8.0] the destinations listed without their paths', () => {
  it('[rule 8.1] the destinations listed are exactly the ends of the paths the move searches, over played positions', () => {
    let units = 0;
    let nonEmpty = 0;
    for (const seed of [11, 12, 13]) {
      const game = playNichiroGame(seed, { navalRules: false }, 4);
      for (const s of game.samples) {
        const occ = occupancy(s.g);
        for (const u of Object.values(s.g.units)) {
          const searched = [...normalMoves(s.g, occ, u).keys()].sort((a, b) => a - b);
          const listed = normalDestinations(occ, u);
          expect(listed).toEqual(searched);
          units++;
          if (listed.length) nonEmpty++;
        }
      }
    }
    expect(units).toBeGreaterThan(1000);
    expect(nonEmpty).toBeGreaterThan(300);
  });
});
