// 日露大戦: the reconstructed map against every map fact the rulebook states or implies
// (the map facts of chapters 2 to 10 and the three-turn example of play), plus the data's own integrity.
// See docs/games/nichiro-taisen.md ("The map") for the list of facts and decisions.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HexId } from '#engine/hex.ts';
import { areAdjacent, hexDistance, hexId, neighbourIds, sideId } from '#engine/hex.ts';
import {
  ALL_SEA_SIDES,
  BOXES,
  COAST_SIDES,
  GRID,
  HEXES,
  HEX_BY_ID,
  KEY_POINTS,
  MORALE_TRACK,
  PLACE_LABELS,
  PORTS,
  RAILWAYS,
  RAIL_SIDES,
  RIVERS,
  RIVER_SIDES,
  ROADS,
  ROAD_SIDES,
  SETUP,
  SUPPLY,
  TURN_TRACK,
  type MapLine,
  type Side,
} from '#games/nichiro-taisen/data/map.ts';
import { OUTPUT, renderMapModule } from '#tools/nichiro-map/generate.ts';

// --- helpers: the movement and combat rules as the rulebook states them ([rule 6.0], [rule 7.0], [rule 8.0], [rule 9.4]) ---

const hex = (id: HexId) => {
  const h = HEX_BY_ID.get(id);
  if (!h) throw new Error(`no hex ${id}`);
  return h;
};
const isLand = (id: HexId): boolean => HEX_BY_ID.get(id)?.terrain !== undefined && HEX_BY_ID.get(id)!.terrain !== 'sea';
const sides = (list: readonly Side[]) => new Set(list.map(([a, b]) => sideId(a, b)));
const RIVER = sides(RIVER_SIDES);
const ALL_SEA = sides(ALL_SEA_SIDES);
const byName = (ja: string): HexId => {
  const h = HEXES.find((x) => x.town?.ja === ja)?.id ?? PLACE_LABELS.find((l) => l.name.ja === ja)?.hex;
  if (!h) throw new Error(`no place ${ja}`);
  return h;
};
const onLine = (lines: readonly MapLine[], a: HexId, b: HexId): boolean =>
  lines.some((l) =>
    l.hexes.some((h, i) => i > 0 && ((l.hexes[i - 1] === a && h === b) || (l.hexes[i - 1] === b && h === a))),
  );
const alongRoadOrRail = (a: HexId, b: HexId): boolean => onLine(ROADS, a, b) || onLine(RAILWAYS, a, b);

/** [rule 6.0] a unit's ZOC covers its six neighbours, except across hexsides entirely of sea. */
function zoc(of: HexId): HexId[] {
  return neighbourIds(GRID, of).filter((n) => isLand(n) && !ALL_SEA.has(sideId(of, n)));
}
const inEzoc = (h: HexId, enemies: readonly HexId[]): boolean => enemies.some((e) => zoc(e).includes(h));

type Box = 'korea' | 'siberia';
interface Move {
  from: HexId | Box;
  path: HexId[];
  ma: number;
  /** Hexes holding enemy units (their ZOC, [rule 6.0]; they cannot be entered, [rule 7.0]). */
  enemies: HexId[];
  /** Friendly units already in hexes, and the side's stacking limit ([rule 7.1] [rule 7.2] [rule 7.3]). */
  friends?: HexId[];
  stack?: number;
}

/** A normal move ([rule 8.0], [rule 8.1], [rule 8.3], [rule 6.1], [rule 7.3]). Returns what is wrong with it (empty: legal). */
function moveProblems(m: Move): string[] {
  const out: string[] = [];
  if (m.path.length === 0) return ['empty path'];
  if (m.path.length > m.ma) out.push(`${m.path.length} MP > MA ${m.ma}`);
  let prev: HexId | Box = m.from;
  for (const [i, next] of m.path.entries()) {
    const last = i === m.path.length - 1;
    const step = `${prev}→${next}`;
    if (!HEX_BY_ID.has(next)) {
      out.push(`${step}: off the map`);
      continue;
    }
    if (!isLand(next)) {
      out.push(`${step}: sea`);
      continue;
    }
    let along: boolean;
    if (prev === 'korea' || prev === 'siberia') {
      const box = BOXES.find((b) => b.id === prev)!;
      if (box.link?.hex !== next) out.push(`${step}: the ${prev} box joins ${box.link?.hex}`);
      along = true;
    } else {
      if (!areAdjacent(GRID, prev, next)) out.push(`${step}: not adjacent`);
      if (ALL_SEA.has(sideId(prev, next))) out.push(`${step}: all-sea hexside`);
      along = alongRoadOrRail(prev, next);
      if (inEzoc(prev, m.enemies) && inEzoc(next, m.enemies)) out.push(`${step}: EZOC to EZOC`);
      if (RIVER.has(sideId(prev, next)) && !along && !last) out.push(`${step}: crossed a river and must stop`);
    }
    if (m.enemies.includes(next)) out.push(`${step}: enemy unit`);
    if (inEzoc(next, m.enemies) && !last) out.push(`${step}: entered an EZOC and must stop`);
    if (hex(next).terrain === 'rough' && !along && !last) out.push(`${step}: entered rough and must stop`);
    const here = (m.friends ?? []).filter((f) => f === next).length;
    if (m.stack !== undefined && here + 1 > m.stack) out.push(`${step}: over the stacking limit`);
    prev = next;
  }
  return out;
}

interface LineMove {
  from: HexId | 'siberia';
  path: HexId[];
  enemies: HexId[];
  enemyTowns: HexId[];
  /** 'rail': [rule 8.2]; 'strategic': [rule 10.2.4] (roads and railways, and never into the enemy's supply hex). */
  kind: 'rail' | 'strategic';
  enemySupply?: HexId;
}

/** A rail move ([rule 8.2]) or a strategic move ([rule 10.2.4]). Returns what is wrong with it. */
function lineMoveProblems(m: LineMove): string[] {
  const out: string[] = [];
  const ok = m.kind === 'rail' ? (a: HexId, b: HexId) => onLine(RAILWAYS, a, b) : alongRoadOrRail;
  let prev: HexId | 'siberia' = m.from;
  if (prev === 'siberia') {
    if (m.path[0] !== BOXES.find((b) => b.id === 'siberia')!.link!.hex) out.push('the Siberia box joins 2417');
  } else {
    const onLines = m.kind === 'rail' ? RAILWAYS : [...ROADS, ...RAILWAYS];
    if (!onLines.some((l) => l.hexes.includes(prev as HexId)))
      out.push(`${prev}: not on a ${m.kind === 'rail' ? 'railway' : 'road or railway'}`);
    if (inEzoc(prev, m.enemies)) out.push(`${prev}: starts in an EZOC`);
  }
  for (const next of m.path) {
    if (prev !== 'siberia' && !ok(prev, next))
      out.push(`${prev}→${next}: not along a ${m.kind === 'rail' ? 'railway' : 'road or railway'}`);
    if (inEzoc(next, m.enemies)) out.push(`${next}: EZOC`);
    if (m.enemies.includes(next)) out.push(`${next}: enemy unit`);
    if (m.enemyTowns.includes(next)) out.push(`${next}: enemy-controlled town`);
    if (m.enemySupply === next) out.push(`${next}: enemy supply hex`);
    prev = next;
  }
  return out;
}

/** [rule 9.4.1] the defender's terrain modifier. */
function defenderModifier(def: HexId, attackers: readonly HexId[]): number {
  const h = hex(def);
  const river = attackers.every((a) => RIVER.has(sideId(a, def))) ? 1 : 0;
  return river + (h.terrain === 'rough' ? 1 : 0) + (h.town ? 1 : 0);
}

// --- the example of play (end of the rulebook) as positions and moves -----------------------

const LIAOYANG = byName('遼陽');
const MUKDEN = byName('奉天');
const MOTIEN = '1713';
const HSIMU = byName('析木城');
const RUSSIAN_START = ['1214', LIAOYANG, '1201', '1303'];
const SIBERIA_TO_LIAOYANG = ['2417', '2416', '2315', MUKDEN, '2114', '2014', LIAOYANG];

/** Every hex a Japanese unit entered in the example, in order, and the towns among them ([rule 3.4]). */
const japanesePaths: HexId[][] = [
  ['1015', '1114'],
  ['1015', '1115', '1215'],
  ['1015', '1115', '1215'], // turn 1 movement
  ['1206'],
  ['1214', '1313', '1414'],
  ['1214', '1313', '1414'],
  ['1305'], // turn 1 transport, forced march
  ['1514', '1615', '1714'],
  ['1513', '1512', '1612'],
  ['1406', '1506', '1607'], // turn 2 movement
  ['1206', '1211'],
  ['1608', '1708', '1709'],
  ['1310', '1411', '1511'],
  ['1305'], // turn 2 transport, forced march
];
const japaneseTowns = [...new Set(japanesePaths.flat())].filter((h) => hex(h).town);

describe('grid (hex.ts, odd-q)', () => {
  it("the doc's neighbour example: 1303 touches 1302 1304 1203 1204 1403 1404", () => {
    expect(GRID.shifted).toBe('odd');
    expect(neighbourIds(GRID, '1303').sort()).toEqual(['1203', '1204', '1302', '1304', '1403', '1404']);
  });
  it('example of play: the distances the text implies (1305→1607, 1607→1709, 1211→1511 are 3)', () => {
    expect(hexDistance(GRID, '1305', '1607')).toBe(3);
    expect(hexDistance(GRID, '1607', '1709')).toBe(3);
    expect(hexDistance(GRID, '1211', '1511')).toBe(3);
  });
  it('the map reaches the Yalu (rows 14–15), 奉天 (columns 21–23) and 2417', () => {
    for (const h of ['1015', '1114', '1214', '1215', MUKDEN, '2417']) expect(HEX_BY_ID.has(h)).toBe(true);
    expect(Number(MUKDEN.slice(0, 2))).toBeGreaterThanOrEqual(21);
    expect(Number(MUKDEN.slice(0, 2))).toBeLessThanOrEqual(23);
  });
});

describe('fixed hexes and features', () => {
  it('[rule 3.3] / [rule 4.3.1] exactly four key points, 旅順 大連 遼陽 奉天, all towns', () => {
    expect(KEY_POINTS.map((h) => hex(h).town?.ja).sort()).toEqual(['大連', '奉天', '旅順', '遼陽'].sort());
    expect(
      HEXES.filter((h) => h.keyPoint)
        .map((h) => h.id)
        .sort(),
    ).toEqual([...KEY_POINTS].sort());
  });
  it('[rule 10.4.1] 旅順 is 1201', () => {
    expect(hex('1201').town?.ja).toBe('旅順');
    expect(hex('1201').keyPoint).toBe(true);
  });
  it('[rule 6.0] example: 1203 is 大連', () => {
    expect(hex('1203').town?.ja).toBe('大連');
  });
  it('[rule 4.4] the Japanese supply hex is 1015, the Russian 2417', () => {
    expect(SUPPLY).toEqual({ japan: '1015', russia: '2417' });
    expect(hex('1015').supply).toBe('japan');
    expect(hex('2417').supply).toBe('russia');
    expect(
      HEXES.filter((h) => h.supply)
        .map((h) => h.id)
        .sort(),
    ).toEqual(['1015', '2417']);
  });
  it('[rule 8.3.1] the Korea box joins 1015 by road', () => {
    expect(BOXES.find((b) => b.id === 'korea')?.link).toEqual({ hex: '1015', by: 'road' });
    expect(ROADS.some((r) => r.box?.id === 'korea' && r.box.at === 'start' && r.hexes[0] === '1015')).toBe(true);
  });
  it('[rule 8.3.2] the Siberia box joins 2417 by rail', () => {
    expect(BOXES.find((b) => b.id === 'siberia')?.link).toEqual({ hex: '2417', by: 'rail' });
    expect(RAILWAYS.some((r) => r.box?.id === 'siberia' && r.box.at === 'end' && r.hexes.at(-1) === '2417')).toBe(true);
  });
  it('[rule 8.3.1], [rule 8.3.2], [rule 10.2.5] the Japan and European Russia boxes have no map link (transport only)', () => {
    expect(BOXES.find((b) => b.id === 'japan')?.link).toBeUndefined();
    expect(BOXES.find((b) => b.id === 'europeanRussia')?.link).toBeUndefined();
    expect(BOXES.find((b) => b.id === 'europeanRussia')?.transportTo).toEqual(['siberia']);
    expect(BOXES.some((b) => b.id === 'eliminated')).toBe(true);
  });
  it('[rule 9.4.1] 海城 (1811) is a town, and attacking it from 1810 gives the defender +2 (river and town)', () => {
    expect(hex('1811').town?.ja).toBe('海城');
    expect(hex('1811').terrain).toBe('clear');
    expect(RIVER.has(sideId('1810', '1811'))).toBe(true);
    expect(defenderModifier('1811', ['1810'])).toBe(2);
  });
  it('[rule 9.4.1] 摩天嶺 (1713) is rough and a town: +2 from whichever side it is attacked', () => {
    expect(hex(MOTIEN).town?.ja).toBe('摩天嶺');
    expect(hex(MOTIEN).terrain).toBe('rough');
    for (const n of neighbourIds(GRID, MOTIEN).filter(isLand)) expect(defenderModifier(MOTIEN, [n])).toBe(2);
  });
  it('[rule 10.2.5] and example of play: 1206 (猴児石) and 1211 (大孤山) are southern ports', () => {
    expect(
      PORTS.filter((p) => p.kind === 'south')
        .map((p) => p.hex)
        .sort(),
    ).toEqual(['1206', '1211']);
    expect(hex('1211').town?.ja).toBe('大孤山');
    expect(PLACE_LABELS.find((l) => l.hex === '1206')?.name.ja).toBe('猴児石');
  });
  it('[rule 2.2.2] [rule 3.1] setup symbols: the Russians start at the Yalu (1214), 遼陽, 旅順 and 南山 (1303)', () => {
    expect(SETUP.russia.map((s) => s.hex)).toEqual(RUSSIAN_START);
    expect(hex('1303').town?.ja).toBe('金州');
    expect(SETUP.japan).toEqual([{ box: 'korea', counters: 3, counter: '2-3' }]);
  });
  it('[rule 6.0] example: a unit in 1303 has no ZOC in 1302, 1203 (大連) or 1404 — sea on three sides', () => {
    expect(zoc('1303').sort()).toEqual(['1204', '1304', '1403']);
    expect(ALL_SEA.has(sideId('1203', '1303'))).toBe(true);
    expect(isLand('1203')).toBe(true);
    expect(isLand('1302')).toBe(false);
    expect(isLand('1404')).toBe(false);
  });
  it('[rule 5.0] / [rule 2.2.3] the turn track runs 12 turns, April 1904 to March 1905', () => {
    expect(TURN_TRACK.map((t) => t.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(TURN_TRACK[0]!.name.ja).toBe('1904年4月');
    expect(TURN_TRACK[9]!.name.ja).toBe('1905年1月');
    expect(TURN_TRACK[11]!.name.en).toBe('March');
  });
  it('[rule 3.3] / [rule 4.3.3] the morale track runs 0–6 and both markers start on 6', () => {
    expect(MORALE_TRACK).toEqual({ min: 0, max: 6, start: { japan: 6, russia: 6 } });
  });
});

describe('the railway (旅順–大連–南山–得利寺–蓋平–海城–遼陽–奉天–2417)', () => {
  const main = RAILWAYS.find((r) => r.box?.id === 'siberia')!;
  it('runs from 1201 to 2417 through adjacent land hexes', () => {
    expect(main.hexes[0]).toBe('1201');
    expect(main.hexes.at(-1)).toBe('2417');
    main.hexes.forEach((h, i) => {
      expect(isLand(h)).toBe(true);
      if (i > 0) expect(areAdjacent(GRID, main.hexes[i - 1]!, h)).toBe(true);
    });
  });
  it('passes the stations in order', () => {
    const stations = ['1201', '1203', '1303', byName('得利寺'), byName('蓋平'), '1811', LIAOYANG, MUKDEN, '2417'];
    const at = stations.map((s) => main.hexes.indexOf(s));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
  it('[rule 3.3] / [rule 8.2] every key point is on it', () => {
    for (const k of KEY_POINTS) expect(main.hexes).toContain(k);
  });
});

describe('example of play, turn 1', () => {
  const yalu = '1214';
  it('movement: one unit from Korea to 1114, two to 1215', () => {
    const enemies = RUSSIAN_START;
    expect(moveProblems({ from: 'korea', path: ['1015', '1114'], ma: 3, enemies })).toEqual([]);
    const friends: HexId[] = [];
    for (let i = 0; i < 2; i++) {
      expect(
        moveProblems({ from: 'korea', path: ['1015', '1115', '1215'], ma: 3, enemies, friends, stack: 2 }),
      ).toEqual([]);
      friends.push('1215');
    }
  });
  it('combat: a river between 1214 and 1114, none between 1214 and 1215', () => {
    expect(RIVER.has(sideId(yalu, '1114'))).toBe(true);
    expect(RIVER.has(sideId(yalu, '1215'))).toBe(false);
    expect(defenderModifier(yalu, ['1114'])).toBe(1);
  });
  it('combat: three 2-3s against the 3-2 in 1214 make +3 (1214 is neither rough nor a town)', () => {
    for (const a of ['1114', '1215']) expect(areAdjacent(GRID, a, yalu)).toBe(true);
    expect(hex(yalu).terrain).toBe('clear');
    expect(hex(yalu).town).toBeUndefined();
    expect(3 * 2 - (3 + defenderModifier(yalu, ['1114', '1215', '1215']))).toBe(3);
  });
  it('card play: transport to 1206, a southern port with no Russian unit', () => {
    expect(PORTS).toContainEqual({ hex: '1206', kind: 'south' });
    expect(RUSSIAN_START).not.toContain('1206');
  });
  it('forced march: the Yalu survivors (from 1114 or 1215) reach 鳳凰城 by road; the landed unit goes to 1305', () => {
    const enemies = [LIAOYANG, '1201', '1303'];
    expect(moveProblems({ from: '1215', path: ['1214', '1313', '1414'], ma: 3, enemies })).toEqual([]);
    expect(
      moveProblems({ from: '1114', path: ['1214', '1313', '1414'], ma: 3, enemies, friends: ['1414'], stack: 2 }),
    ).toEqual([]);
    expect(moveProblems({ from: '1206', path: ['1305'], ma: 3, enemies })).toEqual([]);
    expect(hex('1414').town?.ja).toBe('鳳凰城');
  });
  it('[rule 8.1] off the roads they could not have gone as far: rough 1315 and the Yalu at 1114–1215 each end the move', () => {
    const enemies = [LIAOYANG, '1201', '1303'];
    expect(moveProblems({ from: '1215', path: ['1315', '1415', '1515'], ma: 3, enemies })).toContain(
      '1215→1315: entered rough and must stop',
    );
    expect(moveProblems({ from: '1114', path: ['1215', '1315'], ma: 3, enemies })).toContain(
      '1114→1215: crossed a river and must stop',
    );
  });
});

describe('example of play, turn 2', () => {
  const japanese = ['1414', '1414', '1305'];
  it('Russian movement: the 遼陽 unit reaches 摩天嶺 with its 2 MP', () => {
    expect(hexDistance(GRID, LIAOYANG, MOTIEN)).toBeLessThanOrEqual(2);
    expect(moveProblems({ from: LIAOYANG, path: ['1813', MOTIEN], ma: 2, enemies: japanese })).toEqual([]);
  });
  it('Russian card play: strategic move from Siberia to 析木城 along rail and road', () => {
    expect(
      lineMoveProblems({
        kind: 'strategic',
        from: 'siberia',
        path: [...SIBERIA_TO_LIAOYANG, '1912', '1812', '1811', '1711', HSIMU],
        enemies: japanese,
        enemyTowns: ['1114', '1414'],
        enemySupply: '1015',
      }),
    ).toEqual([]);
  });
  it('Japanese movement: one unit to 1714, one to 1612, the 1305 unit to 1607', () => {
    const enemies = [MOTIEN, HSIMU, '1201', '1303'];
    expect(moveProblems({ from: '1414', path: ['1514', '1615', '1714'], ma: 3, enemies })).toEqual([]);
    expect(moveProblems({ from: '1414', path: ['1513', '1512', '1612'], ma: 3, enemies })).toEqual([]);
    expect(moveProblems({ from: '1305', path: ['1406', '1506', '1607'], ma: 3, enemies })).toEqual([]);
  });
  it('析木城 is next to 1612', () => {
    expect(areAdjacent(GRID, HSIMU, '1612')).toBe(true);
    expect(hex(HSIMU).town?.ja).toBe('析木城');
  });
  it('Japanese card play: transport to 1206 and 1211 (southern ports, no Russian unit)', () => {
    for (const p of ['1206', '1211']) expect(PORTS).toContainEqual({ hex: p, kind: 'south' });
  });
  it('forced march: 1607→1709, 大孤山→1511, 猴児石→1305', () => {
    const enemies = [MOTIEN, HSIMU, '1201', '1303'];
    expect(moveProblems({ from: '1607', path: ['1608', '1708', '1709'], ma: 3, enemies })).toEqual([]);
    expect(moveProblems({ from: '1211', path: ['1310', '1411', '1511'], ma: 3, enemies })).toEqual([]);
    expect(moveProblems({ from: '1206', path: ['1305'], ma: 3, enemies })).toEqual([]);
  });
  it('this surrounds 析木城: every neighbour is held by or in the ZOC of a Japanese unit', () => {
    const after = ['1714', '1612', '1709', '1511', '1305'];
    for (const n of zoc(HSIMU)) expect(after.includes(n) || inEzoc(n, after)).toBe(true);
  });
});

describe('example of play, turn 3', () => {
  const japanese = ['1714', '1612', '1709', '1511', '1305'];
  it('Russian movement: 摩天嶺→1813→1712 is legal, while the direct step (EZOC to EZOC) is not', () => {
    expect(moveProblems({ from: MOTIEN, path: ['1813', '1712'], ma: 2, enemies: japanese })).toEqual([]);
    expect(moveProblems({ from: MOTIEN, path: ['1712'], ma: 2, enemies: japanese })).toContain(
      `${MOTIEN}→1712: EZOC to EZOC`,
    );
  });
  it('Russian movement: rail move from Siberia to 遼陽, past no EZOC and no Japanese-controlled town', () => {
    expect(japaneseTowns.length).toBeGreaterThan(0);
    expect(
      lineMoveProblems({
        kind: 'rail',
        from: 'siberia',
        path: SIBERIA_TO_LIAOYANG,
        enemies: japanese,
        enemyTowns: japaneseTowns,
      }),
    ).toEqual([]);
  });
  it('combat: the units in 1712 and 析木城 attack 1612 at +3 (6 against 2, and 1612 gives +1)', () => {
    const attackers = ['1712', HSIMU];
    for (const a of attackers) expect(areAdjacent(GRID, a, '1612')).toBe(true);
    const h = hex('1612');
    expect(h.terrain === 'rough' || h.town !== undefined).toBe(true);
    expect(defenderModifier('1612', attackers)).toBe(1);
    expect(6 - (2 + defenderModifier('1612', attackers))).toBe(3);
  });
  it('forced march: 遼陽→摩天嶺, 1612→1711, and a rail move from Siberia to 奉天', () => {
    const left = ['1714', '1709', '1511', '1305'];
    expect(
      moveProblems({
        from: LIAOYANG,
        path: ['1813', MOTIEN],
        ma: 2,
        enemies: left,
        friends: ['1712', '1612'],
        stack: 1,
      }),
    ).toEqual([]);
    expect(inEzoc('1612', left)).toBe(true);
    expect(moveProblems({ from: '1612', path: ['1711'], ma: 2, enemies: left })).toEqual([]);
    expect(
      lineMoveProblems({
        kind: 'rail',
        from: 'siberia',
        path: ['2417', '2416', '2315', MUKDEN],
        enemies: left,
        enemyTowns: japaneseTowns,
      }),
    ).toEqual([]);
  });
});

describe('[rule 2.2] the map: data integrity', () => {
  const all = (list: readonly Side[]) => list.map(([a, b]) => [a, b] as const);
  it('every hex of the bounds exists once, and nothing else', () => {
    const ids = HEXES.map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
    const expected: HexId[] = [];
    for (let c = GRID.cols.min; c <= GRID.cols.max; c++)
      for (let r = GRID.rows.min; r <= GRID.rows.max; r++) expected.push(hexId(c, r));
    expect([...ids].sort()).toEqual(expected.sort());
  });
  it('every river, all-sea, road and rail hexside joins two adjacent land hexes, listed once', () => {
    for (const list of [RIVER_SIDES, ALL_SEA_SIDES, ROAD_SIDES, RAIL_SIDES]) {
      expect(new Set(list.map(([a, b]) => sideId(a, b))).size).toBe(list.length);
      for (const [a, b] of all(list)) {
        expect(areAdjacent(GRID, a, b), `${a}-${b}`).toBe(true);
        expect(isLand(a) && isLand(b), `${a}-${b}`).toBe(true);
      }
    }
  });
  it('the coast hexsides are exactly the land/sea boundary', () => {
    const expected = new Set<string>();
    for (const h of HEXES)
      for (const n of neighbourIds(GRID, h.id))
        if (HEX_BY_ID.has(n) && isLand(h.id) !== isLand(n)) expected.add(sideId(h.id, n));
    expect(sides(COAST_SIDES)).toEqual(expected);
  });
  it('each river is a continuous chain of hexsides, and RIVER_SIDES is their union', () => {
    for (const r of RIVERS) {
      r.sides.forEach((s, i) => {
        const t = r.sides[i + 1];
        if (!t) return;
        const three = [...new Set([...s, ...t])];
        expect(three.length, `${r.id} ${s}`).toBe(3);
        expect(
          areAdjacent(GRID, three[0]!, three[1]!) &&
            areAdjacent(GRID, three[1]!, three[2]!) &&
            areAdjacent(GRID, three[0]!, three[2]!),
          `${r.id} ${s} ${t}`,
        ).toBe(true);
      });
    }
    expect(sides(RIVERS.flatMap((r) => r.sides))).toEqual(RIVER);
    expect(RIVER_SIDES.length).toBe(RIVERS.reduce((n, r) => n + r.sides.length, 0));
  });
  it('every road and railway step joins adjacent land hexes, never across an all-sea hexside; the side lists match the lines', () => {
    for (const [lines, list] of [
      [ROADS, ROAD_SIDES],
      [RAILWAYS, RAIL_SIDES],
    ] as const) {
      const derived = new Set<string>();
      for (const l of lines) {
        expect(new Set(l.hexes).size).toBe(l.hexes.length);
        l.hexes.forEach((h, i) => {
          expect(isLand(h), `${l.id} ${h}`).toBe(true);
          if (i === 0) return;
          const p = l.hexes[i - 1]!;
          expect(areAdjacent(GRID, p, h), `${l.id} ${p}-${h}`).toBe(true);
          expect(ALL_SEA.has(sideId(p, h))).toBe(false);
          derived.add(sideId(p, h));
        });
      }
      expect(sides(list)).toEqual(derived);
    }
  });
  it('towns, ports, supply hexes and labels are on land; a label never sits on a town or another label', () => {
    for (const h of HEXES) if (h.town || h.port || h.supply || h.keyPoint) expect(h.terrain, h.id).not.toBe('sea');
    for (const p of PORTS) expect(hex(p.hex).port).toBe(p.kind);
    const labelled = PLACE_LABELS.map((l) => l.hex);
    expect(new Set(labelled).size).toBe(labelled.length);
    for (const l of PLACE_LABELS) {
      expect(isLand(l.hex)).toBe(true);
      expect(hex(l.hex).town).toBeUndefined();
    }
  });
  it('all land is one piece (so both supply hexes can be reached overland)', () => {
    const land = HEXES.filter((h) => h.terrain !== 'sea').map((h) => h.id);
    const seen = new Set<HexId>(['1015']);
    const todo: HexId[] = ['1015'];
    while (todo.length) {
      const h = todo.pop()!;
      for (const n of neighbourIds(GRID, h)) {
        if (!isLand(n) || seen.has(n) || ALL_SEA.has(sideId(h, n))) continue;
        seen.add(n);
        todo.push(n);
      }
    }
    expect(seen.size).toBe(land.length);
  });
  it('src/games/nichiro-taisen/data/map.ts is the output of tools/nichiro-map/generate.ts', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(renderMapModule());
  });
});
