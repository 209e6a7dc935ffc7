// 関ヶ原無双 (九条まさはる, β 0.20090418): the authored input of the map reconstruction.
//
// The rulebook's map was a picture and is lost. This file is what an owner of the physical game
// corrects; `node --import tsx tools/sekigahara-map/generate.ts` then rewrites
// src/games/sekigahara-musou/data/map.ts (checked by test/games/sekigahara-musou/data.test.ts).
// Why each entry is what it is: docs/games/sekigahara-musou.md, section "The map".
//
// Orientation (fixed by the rulebook's hex numbers, see the doc): XXYY = column, row as in
// src/engine/hex.ts, odd columns half a hex lower ("odd-q"). Row 01 is the WEST edge and rows
// increase eastward (→ 垂井); columns increase NORTHWARD (col 08 = south edge, col 26 = north
// edge). So 1601 (中山道/東山道 exit) and 2601 (北国街道 exit) are both on the west edge, the
// 北国街道 one further north, and the turn-3 hexes 2012…2213 lie east of the village on 中山道.
// One hex is roughly 400–500 m; distances are compressed toward 南宮山 to keep it on the map.
import type { HexGrid, HexId } from '#engine/hex.ts';

export const GRID: HexGrid = {
  shifted: 'odd',
  cols: { min: 8, max: 26 },
  rows: { min: 1, max: 16 },
};

export interface Name {
  ja: string;
  en: string;
}

/**
 * Terrain, one line per COLUMN from the north edge (26) down to the south edge (08), one
 * character per row from 01 (west) to 16 (east) — so the block reads like a map with north up:
 *   '0' basin floor   '1' low rise   '2' hill   '3' mountain   (elevation levels: entering a
 *   higher level ends the move, [rule 7.2]; attacking uphill −1, [rule 8.5.3])
 *   'x' hex with a solid-bordered terrain colour: impassable ([rule 7.2])   'p' pond (池): impassable ([rule 7.2])
 */
export const TERRAIN_COLUMNS: readonly { col: number; line: string }[] = [
  //                 row 0000000001111111
  //                     1234567890123456
  { col: 26, line: '1123333xx3322222' }, // 伊吹山地 south slopes; 北国街道 climbs to 2601
  { col: 25, line: '1122222222222221' }, // 2506 丸山 (黒田)
  { col: 24, line: '1112211111111111' },
  { col: 23, line: '222110000p000011' }, // 2303 笹尾山 north shoulder; 2310 pond (guess)
  { col: 22, line: '2222100000000000' }, // 2204 笹尾山 (石田)
  { col: 21, line: '2111000000010000' }, // 2112 桃配山
  { col: 20, line: '1211100000000000' }, // 2004 北天満山
  { col: 19, line: '1221100000000011' }, // 1903 天満山
  { col: 18, line: '0111100000000111' }, // 1803 藤川台 north
  { col: 17, line: '0011000000001232' }, // 1703 藤川台 (大谷); 1715/1716 南宮山
  { col: 16, line: '0100000000000x32' }, // 1614 南宮山 crags, 1615 summit ridge
  { col: 15, line: '1121110000001x21' }, // foot of 松尾山; 1514 南宮山 crags
  { col: 14, line: '122231000000p111' }, // 1404/1405 松尾山; 1413 pond (guess)
  { col: 13, line: '12x3210000001111' }, // 1303 松尾山 south cliffs
  { col: 12, line: '1222110000000011' },
  { col: 11, line: '2221100000000111' },
  { col: 10, line: '2221000000001122' }, // 養老山地 north end
  { col: 9, line: '3322100000011223' },
  { col: 8, line: '3332100000112233' },
];

/** Named places (labels on the map; no rule effect of their own). */
export const PLACES: readonly (Name & { hex: HexId; note: string })[] = [
  { hex: '2007', ja: '関ヶ原', en: 'Sekigahara (village)', note: 'crossroads of 中山道, 北国街道 and 伊勢街道' },
  { hex: '2204', ja: '笹尾山', en: 'Mt Sasao', note: '石田三成 camp, NW of the village' },
  { hex: '1903', ja: '天満山', en: 'Mt Tenma', note: '宇喜多秀家, W of the village; 北天満山 (小西) at 2004' },
  { hex: '1703', ja: '藤川台', en: 'Fujikawa heights', note: '大谷吉継 camp at 山中, W bank of 藤古川' },
  { hex: '1404', ja: '松尾山', en: 'Mt Matsuo', note: '小早川秀秋, SW; summit 1405 is his (neutral) hex' },
  { hex: '1615', ja: '南宮山', en: 'Mt Nangū', note: 'E/SE; 毛利 on the summit 1715' },
  { hex: '2112', ja: '桃配山', en: 'Mt Momokubari', note: "家康's first camp; the 徳川本隊 arrival hex (6.1)" },
  { hex: '2105', ja: '小池', en: 'Koike', note: '島津義弘 camp' },
  { hex: '1604', ja: '不破関', en: 'Fuwa barrier', note: 'old barrier on 中山道 by 藤古川' },
  { hex: '2216', ja: '垂井', en: 'Tarui', note: '中山道 toward 赤坂/大垣 (East) leaves here' },
];

/** Neutral commanders' hexes (yellow names, [rule 7.2]): no unit of either side may enter or pass. */
export const NEUTRALS: readonly (Name & { hex: HexId; where: string })[] = [
  { hex: '1405', ja: '小早川秀秋', en: 'Kobayakawa Hideaki', where: '松尾山 summit' },
  { hex: '1504', ja: '朽木元綱', en: 'Kutsuki Mototsuna', where: '松尾山 north foot' },
  { hex: '1505', ja: '脇坂安治', en: 'Wakisaka Yasuharu', where: '松尾山 north foot' },
  { hex: '1506', ja: '小川祐忠', en: 'Ogawa Suketada', where: '松尾山 north foot' },
  { hex: '1507', ja: '赤座直保', en: 'Akaza Naoyasu', where: '松尾山 north-east foot' },
  { hex: '1715', ja: '毛利秀元', en: 'Mōri Hidemoto', where: '南宮山 summit' },
  { hex: '1813', ja: '吉川広家', en: 'Kikkawa Hiroie', where: '南宮山 north foot, toward 中山道' },
  { hex: '1716', ja: '安国寺恵瓊', en: 'Ankokuji Ekei', where: '南宮山 east foot' },
  { hex: '1616', ja: '長束正家', en: 'Natsuka Masaie', where: '南宮山 south-east foot' },
  { hex: '1515', ja: '長宗我部盛親', en: 'Chōsokabe Morichika', where: '栗原, south-east of 南宮山' },
];

/** Map-edge exits ([rule 4.2]): the first East troop unit to enter each moves the 小早川 marker −2. */
export const EXITS: readonly (Name & { id: 'tosando' | 'hokkoku'; hex: HexId })[] = [
  { id: 'tosando', hex: '1601', ja: '東山道の出口', en: 'Tōsandō exit' },
  { id: 'hokkoku', hex: '2601', ja: '北国街道の出口', en: 'Hokkoku Kaidō exit' },
];

/** Roads (道): ordered hex paths; moving between consecutive hexes is "along the road" ([rule 7.2]). */
export const ROADS: readonly (Name & { id: string; hexes: readonly HexId[] })[] = [
  {
    id: 'nakasendo',
    ja: '中山道（東山道）',
    en: 'Nakasendō (Tōsandō)',
    // West exit 1601 → 不破関 → 関ヶ原 → 桃配山's north side → 垂井 (east edge).
    hexes: [
      '1601',
      '1602',
      '1603',
      '1604',
      '1605',
      '1606',
      '1706',
      '1806',
      '1906',
      '2007',
      '2008',
      '2009',
      '2010',
      '2011',
      '2111',
      '2212',
      '2213',
      '2214',
      '2215',
      '2216',
    ],
  },
  {
    id: 'hokkoku',
    ja: '北国街道',
    en: 'Hokkoku Kaidō',
    // 関ヶ原 → north-west past 笹尾山's front → exit 2601.
    hexes: ['2007', '2106', '2206', '2305', '2405', '2504', '2604', '2603', '2602', '2601'],
  },
  {
    id: 'ise',
    ja: '伊勢街道',
    en: 'Ise Kaidō (牧田道)',
    // 関ヶ原 → south-south-east between 松尾山 and 南宮山 → south edge toward 牧田.
    hexes: ['2007', '1907', '1808', '1708', '1609', '1509', '1410', '1310', '1210', '1110', '1010', '0910', '0810'],
  },
];

/**
 * Rivers (川): each a course of hexsides given as [west hex, east hex] pairs, one per column from
 * the north; the generator fills in the short hexside joining consecutive columns, so each
 * river is a connected chain. Crossing one ends a move ([rule 7.2]), −1 to attack across ([rule 8.5.3]), no
 * retreat across except along a road ([rule 8.6]).
 */
export const RIVERS: readonly (Name & { id: string; course: readonly [HexId, HexId][] })[] = [
  {
    id: 'fujiko',
    ja: '藤古川',
    en: 'Fujiko River',
    // From 藤川 in the north down the west side of the basin, in front of 藤川台 (大谷), past
    // 不破関 and between 松尾山's foot and 山中, on to the south edge.
    course: [
      ['2602', '2603'],
      ['2502', '2503'],
      ['2402', '2403'],
      ['2302', '2303'],
      ['2202', '2203'],
      ['2102', '2103'],
      ['2002', '2003'],
      ['1902', '1903'],
      ['1803', '1804'],
      ['1703', '1704'],
      ['1603', '1604'],
      ['1503', '1504'],
      ['1403', '1404'],
      ['1303', '1304'],
      ['1203', '1204'],
      ['1103', '1104'],
      ['1003', '1004'],
      ['0903', '0904'],
      ['0803', '0804'],
    ],
  },
  {
    id: 'teratani',
    ja: '寺谷川',
    en: 'Teratani River',
    // Down from the northern hills in front of 笹尾山 and 小池, toward the village.
    course: [
      ['2605', '2606'],
      ['2505', '2506'],
      ['2405', '2406'],
      ['2305', '2306'],
      ['2205', '2206'],
      ['2105', '2106'],
    ],
  },
  {
    id: 'aikawa',
    ja: '相川',
    en: 'Ai River',
    // The east side, by 垂井, flowing south toward 南宮山's foot.
    course: [
      ['2614', '2615'],
      ['2514', '2515'],
      ['2414', '2415'],
      ['2314', '2315'],
      ['2214', '2215'],
      ['2114', '2115'],
      ['2014', '2015'],
    ],
  },
];

/** Turn track ([rule 3.2], [rule 4.1], [rule 6.1]). */
export const TRACKS = {
  turns: { first: 1, last: 10 },
  turnMarkerStart: 1,
  kobayakawaStart: 8,
  kobayakawaClamp: { min: 4, max: 10 },
  reinforcementTurn: 3,
} as const;
