// 日露大戦 (BonSai Games SS-004): the authored input of the map reconstruction.
//
// The rulebook's A3 map was a picture and is lost. This file is what an owner of the physical
// game corrects; `npx tsx tools/nichiro-map/generate.ts` then rewrites
// src/games/nichiro-taisen/data/map.ts (checked by test/games/nichiro-taisen/map.test.ts).
// Why each entry is what it is: docs/games/nichiro-taisen.md, section "The map".
//
// Orientation (fixed by the rulebook's hex numbers): increasing row runs ENE along the Korea Bay
// coast (旅順 row 01 → the Yalu row 14–15), increasing column runs NNW inland. Odd columns sit
// half a hex lower ("odd-q"). One hex is about 23 km.
import type { HexGrid, HexId } from '#engine/hex.ts';

export const GRID: HexGrid = {
  shifted: 'odd',
  cols: { min: 10, max: 24 },
  rows: { min: 1, max: 18 },
};

/**
 * Terrain, one line per row (01 → 18), one character per column (10 → 24):
 *   '.' sea (海: no entry, [rule 8.1]; no combat)   'c' clear (平地)   'r' rough (荒地: entering ends
 *   the move unless along a road or railway, [rule 8.1]; +1 to a defender, [rule 9.4.1]).
 * Traced from the hex centres' real positions (see geo.ts and the doc): sea where the centre lies
 * in the sea; rough for the eastern highlands (千山 range, the mountains between the Yalu and
 * 遼陽/本渓湖, the hills round 旅順 and 南山, those east of 奉天 and 鉄嶺), clear for the Liao
 * plain, the railway valley and the Korea Bay coastal strip.
 */
export const TERRAIN_ROWS: readonly string[] = [
  // '111111111122222' column, tens
  // '012345678901234' column, units
  '..c.........ccc', // row 01
  '..r.........ccc', // row 02
  '..crc.......ccc', // row 03
  '..cc.c......ccc', // row 04
  '...ccrc.....ccc', // row 05
  '..crccc.....ccc', // row 06
  '..crrrc.....ccc', // row 07
  '..crrrcc...cccc', // row 08
  '..crrrrcccccccc', // row 09
  '..ccrrrcccccccc', // row 10
  '..crrrrrccccccc', // row 11
  '.ccrrcrrccccccc', // row 12
  '.ccrrrrrrcccccc', // row 13
  'cccrcrrrrrccccc', // row 14
  'cccrrrrrrrccccc', // row 15
  'rrrrrrrrrrrrcrc', // row 16
  'rrrrrrrrrrrrrrc', // row 17
  'rrrrrrrrrrrrrrr', // row 18
];

export type PortKind = 'south' | 'other';

/**
 * A real place. `lat`/`lon` are its real position (decimal degrees, ±0.05° — good enough for
 * 23 km hexes). `anchor`: the hex the rulebook fixes or implies (used to fit the projection).
 * `at`: a deliberate move away from the computed hex, with the reason. Without either, the place
 * goes to the hex the projection computes.
 */
export interface Place {
  ja: string;
  en: string;
  lat: number;
  lon: number;
  anchor?: { hex: HexId; source: string };
  at?: { hex: HexId; why: string };
  /** 町 (a town symbol with its rule effects) rather than a printed name only. */
  town?: boolean;
  keyPoint?: boolean;
  port?: PortKind;
}

/** Supply hexes (補給源, [rule 4.4], [rule 8.3]): the Japanese one on the road to the Korea box, the Russian one
 * on the railway to the Siberia box. */
export const SUPPLY = { japan: '1015', russia: '2417' } as const satisfies Record<string, HexId>;

export const PLACES: readonly Place[] = [
  // --- Anchors: fixed or implied by the rulebook -------------------------------------------
  {
    ja: '旅順',
    en: 'Port Arthur',
    lat: 38.81,
    lon: 121.26,
    anchor: { hex: '1201', source: '10.4.1' },
    town: true,
    keyPoint: true,
    port: 'other',
  },
  {
    ja: '大連',
    en: 'Dalny',
    lat: 38.92,
    lon: 121.62,
    anchor: { hex: '1203', source: '6.0 example' },
    town: true,
    keyPoint: true,
    port: 'other',
  },
  {
    ja: '金州',
    en: 'Chinchou (Nanshan)',
    lat: 39.1,
    lon: 121.72,
    anchor: { hex: '1303', source: '6.0 example: sea on three sides (the Nanshan isthmus); 3.1 NA 南山守備隊' },
    town: true,
  },
  {
    ja: '猴児石',
    en: 'Houershih landing (Pitzuwo)',
    lat: 39.43,
    lon: 122.5,
    anchor: { hex: '1206', source: 'example of play turns 1–2: port 1206 = 候兎石' },
    port: 'south',
  },
  {
    ja: '大孤山',
    en: 'Takushan',
    lat: 39.9,
    lon: 123.56,
    anchor: { hex: '1211', source: 'example of play turn 2: port 1211 = 大孤山' },
    town: true,
    port: 'south',
  },
  {
    ja: '九連城',
    en: 'Chiuliencheng (the Yalu position)',
    lat: 40.22,
    lon: 124.42,
    anchor: { hex: '1214', source: 'example of play turn 1: the Russian Yalu defender at 1214' },
  },
  {
    ja: '義州',
    en: 'Uiju',
    lat: 40.2,
    lon: 124.53,
    at: { hex: '1114', why: 'the Korean bank: the example crosses the Yalu between 1114 and 1214' },
    town: true,
  },
  {
    ja: '析木城',
    en: 'Hsimucheng',
    lat: 40.66,
    lon: 122.98,
    anchor: {
      hex: '1611',
      source: 'example of play turns 2–3: next to 1612, encircled by 1612 1709 1511 (only 1611 fits)',
    },
    town: true,
  },
  { ja: '摩天嶺', en: 'Motien Pass', lat: 40.9, lon: 123.6, anchor: { hex: '1713', source: '9.4.1' }, town: true },
  { ja: '海城', en: 'Haicheng', lat: 40.86, lon: 122.74, anchor: { hex: '1811', source: '9.4.1' }, town: true },
  {
    ja: '遼陽',
    en: 'Liaoyang',
    lat: 41.27,
    lon: 123.17,
    anchor: { hex: '1913', source: 'example of play turns 2–3: 遼陽→摩天嶺 with 2 MP; 1913 is the nearest such hex' },
    town: true,
    keyPoint: true,
  },
  {
    ja: '鉄嶺',
    en: 'Tieling',
    lat: 42.29,
    lon: 123.84,
    anchor: { hex: '2417', source: '4.4, 8.3.2: the Russian supply hex, joined by rail to Siberia' },
  },

  // --- Towns placed by the projection ------------------------------------------------------
  { ja: '普蘭店', en: 'Pulantien', lat: 39.4, lon: 121.97 },
  {
    ja: '瓦房店',
    en: 'Wafangtien',
    lat: 39.63,
    lon: 122.0,
    at: { hex: '1406', why: 'the computed 1405 already holds 普蘭店; the next station up the line' },
  },
  { ja: '得利寺', en: 'Telissu', lat: 39.82, lon: 122.08, town: true },
  { ja: '熊岳城', en: 'Hsiungyuehcheng', lat: 40.17, lon: 122.15, town: true },
  { ja: '蓋平', en: 'Kaiping', lat: 40.4, lon: 122.35, town: true },
  { ja: '大石橋', en: 'Tashihchiao', lat: 40.63, lon: 122.5, town: true },
  { ja: '営口', en: 'Yingkou (Newchwang port)', lat: 40.67, lon: 122.23, town: true, port: 'other' },
  { ja: '田庄台', en: 'Tienchuangtai', lat: 40.9, lon: 122.2 },
  { ja: '牛荘', en: 'Newchwang', lat: 40.95, lon: 122.48, town: true },
  { ja: '鞍山', en: 'Anshan', lat: 41.11, lon: 122.99 },
  { ja: '煙台', en: 'Yentai', lat: 41.4, lon: 123.35 },
  { ja: '沙河', en: 'Shaho', lat: 41.55, lon: 123.3 },
  { ja: '奉天', en: 'Mukden', lat: 41.8, lon: 123.43, town: true, keyPoint: true },
  { ja: '撫順', en: 'Fushun', lat: 41.88, lon: 123.95, town: true },
  { ja: '新民屯', en: 'Hsinmintun', lat: 42.0, lon: 122.83 },
  { ja: '本渓湖', en: 'Penhsihu', lat: 41.3, lon: 123.77, town: true },
  { ja: '樣子嶺', en: 'Yangtzuling', lat: 41.12, lon: 123.45 },
  { ja: '連山関', en: 'Lienshankuan', lat: 40.85, lon: 123.75 },
  { ja: '草河口', en: 'Tsaohokou', lat: 40.7, lon: 123.9 },
  { ja: '橋頭', en: 'Chiaotou', lat: 41.05, lon: 123.98 },
  {
    ja: '賽馬集',
    en: 'Saimachi',
    lat: 40.75,
    lon: 124.28,
    at: {
      hex: '1514',
      why: 'on the 鳳凰城–本渓湖 road, one hex from the computed 1515, so that the road runs 1414–1514–1615 (example of play turn 2: 鳳凰城→1714 in 3 MP)',
    },
  },
  { ja: '鳳凰城', en: 'Fenghuangcheng', lat: 40.45, lon: 124.07, town: true },
  { ja: '寛甸', en: 'Kuantien', lat: 40.73, lon: 124.78 },
  { ja: '靉陽', en: 'Aiyang', lat: 40.8, lon: 124.5 },
  {
    ja: '安東',
    en: 'Antung',
    lat: 40.12,
    lon: 124.38,
    at: { hex: '1213', why: 'the computed 1214 must not be a town (example of play turn 1: 6 against 3 is +3)' },
    town: true,
  },
  { ja: '大東溝', en: 'Tatungkou', lat: 39.87, lon: 124.15 },
  { ja: '岫巌', en: 'Hsiuyen', lat: 40.29, lon: 123.27, town: true },
  { ja: '荘河', en: 'Chuangho', lat: 39.7, lon: 122.97 },
];

/**
 * Rivers (河川): ordered chains of hexsides, each side a pair of adjacent land hexes; each side
 * shares a hex corner with the next. Crossing one ends the move unless along a road or railway
 * ([rule 8.1]); a defender attacked only across rivers gets +1 ([rule 9.4.1]).
 */
export interface RiverSource {
  id: string;
  ja: string;
  en: string;
  sides: readonly (readonly [HexId, HexId])[];
}

export const RIVERS: readonly RiverSource[] = [
  {
    id: 'yalu',
    ja: '鴨緑江',
    en: 'Yalu',
    // From the estuary (大東溝 / 新義州) up past 安東, 九連城 and 義州, then north-east along
    // the Korean border to the map edge. Korea lies on the column-11 side.
    sides: [
      ['1112', '1113'],
      ['1113', '1213'],
      ['1113', '1214'],
      ['1114', '1214'],
      ['1114', '1215'],
      ['1115', '1215'],
      ['1115', '1216'],
      ['1116', '1216'],
      ['1116', '1217'],
      ['1117', '1217'],
      ['1117', '1218'],
      ['1118', '1218'],
    ],
  },
  {
    id: 'liao',
    ja: '遼河',
    en: 'Liao',
    // From the sea at 営口 (the lower course, 大遼河) to 三岔河 where the Taizi and Hun join,
    // then north past 新民屯 to the map edge, west of 奉天.
    sides: [
      ['1809', '1909'],
      ['1810', '1909'],
      ['1909', '1910'],
      ['1910', '2010'],
      ['2010', '2011'],
      ['2011', '2110'],
      ['2110', '2111'],
      ['2111', '2211'],
      ['2111', '2212'],
      ['2112', '2212'],
      ['2212', '2213'],
      ['2213', '2312'],
      ['2213', '2313'],
      ['2214', '2313'],
      ['2313', '2314'],
      ['2314', '2414'],
      ['2414', '2415'],
    ],
  },
  {
    id: 'taizi',
    ja: '太子河',
    en: 'Taizi',
    // From the map edge east of 本渓湖, past 本渓湖 and the north side of 遼陽, south-west to
    // 三岔河 (joined by the Hun at the corner of 1911 2011 2012).
    sides: [
      ['1818', '1918'],
      ['1818', '1917'],
      ['1817', '1917'],
      ['1817', '1916'],
      ['1816', '1916'],
      ['1816', '1915'],
      ['1815', '1915'],
      ['1815', '1914'],
      ['1814', '1914'],
      ['1913', '1914'],
      ['1913', '2014'],
      ['1913', '2013'],
      ['1912', '2013'],
      ['1912', '2012'],
      ['1911', '2012'],
      ['1911', '2011'],
      ['1910', '2011'],
    ],
  },
  {
    id: 'hun',
    ja: '渾河',
    en: 'Hun',
    // From the map edge east of 撫順, past the south side of 奉天, south-west into the Taizi.
    sides: [
      ['2118', '2218'],
      ['2117', '2218'],
      ['2117', '2217'],
      ['2116', '2217'],
      ['2116', '2216'],
      ['2115', '2216'],
      ['2115', '2215'],
      ['2114', '2215'],
      ['2114', '2214'],
      ['2113', '2114'],
      ['2014', '2113'],
      ['2013', '2113'],
      ['2013', '2112'],
      ['2012', '2112'],
      ['2012', '2111'],
      ['2011', '2012'],
    ],
  },
  {
    id: 'haicheng',
    ja: '海城河',
    en: 'Haicheng',
    // From the hills at 析木城, west along the south side of 海城 ([rule 9.4.1]: between 1810 and
    // 1811) into the Liao.
    sides: [
      ['1610', '1611'],
      ['1611', '1710'],
      ['1710', '1711'],
      ['1710', '1811'],
      ['1810', '1811'],
      ['1810', '1910'],
    ],
  },
  {
    id: 'dayang',
    ja: '大洋河',
    en: 'Dayang',
    // From 岫巌 south to the sea east of 大孤山.
    sides: [
      ['1411', '1412'],
      ['1311', '1412'],
      ['1311', '1312'],
      ['1212', '1311'],
      ['1211', '1212'],
    ],
  },
  {
    id: 'biliu',
    ja: '碧流河',
    en: 'Biliu',
    // From the hills east of 瓦房店 south to the sea east of 猴児石.
    sides: [
      ['1406', '1407'],
      ['1306', '1407'],
      ['1306', '1307'],
      ['1207', '1306'],
      ['1206', '1207'],
    ],
  },
];

/**
 * Hexsides between two land hexes that are entirely sea (完全に海で覆われているヘクスの辺):
 * no movement ([rule 8.1]), no ZOC ([rule 6.0]), no attack across them.
 */
export const ALL_SEA_SIDES: readonly { sides: readonly [HexId, HexId]; why: string }[] = [
  { sides: ['1203', '1303'], why: '大連湾 between 大連 and 南山 (6.0 example: no ZOC from 1303 into 1203)' },
];

/** Box ids for lines that run off the map. */
export type BoxId = 'korea' | 'siberia' | 'japan' | 'europeanRussia' | 'eliminated';

export interface LineSource {
  id: string;
  ja: string;
  en: string;
  /** Ordered hexes; consecutive hexes are adjacent. */
  hexes: readonly HexId[];
  /** A box joined to the first or last hex ([rule 8.3]). */
  box?: { id: BoxId; at: 'start' | 'end' };
}

/** Roads (道路): moving between consecutive hexes of one road ignores rough and rivers ([rule 8.1]). */
export const ROADS: readonly LineSource[] = [
  {
    id: 'peking',
    ja: '北京街道 (義州–鳳凰城–摩天嶺–遼陽)',
    en: 'Peking road (Uiju–Fenghuangcheng–Motien Pass–Liaoyang)',
    hexes: ['1015', '1114', '1214', '1313', '1414', '1513', '1614', '1713', '1813', '1913'],
    box: { id: 'korea', at: 'start' },
  },
  {
    id: 'penhsihu',
    ja: '鳳凰城–賽馬集–本渓湖–遼陽',
    en: 'Fenghuangcheng–Saimachi–Penhsihu–Liaoyang',
    hexes: ['1414', '1514', '1615', '1715', '1815', '1814', '1913'],
  },
  {
    id: 'takushan',
    ja: '大孤山–岫巌–析木城–海城',
    en: 'Takushan–Hsiuyen–Hsimucheng–Haicheng',
    hexes: ['1211', '1310', '1411', '1511', '1611', '1711', '1811'],
  },
  {
    id: 'fenghuang-hsiuyen',
    ja: '鳳凰城–岫巌',
    en: 'Fenghuangcheng–Hsiuyen',
    hexes: ['1414', '1413', '1412', '1411'],
  },
  {
    id: 'coast',
    ja: '沿岸道 (九連城–安東–大孤山–荘河–貔子窩–金州)',
    en: 'Coast road (Antung–Takushan–Pitzuwo–Chinchou)',
    hexes: ['1214', '1213', '1212', '1211', '1210', '1209', '1208', '1207', '1206', '1305', '1304'],
  },
  {
    id: 'newchwang',
    ja: '営口–牛荘–海城',
    en: 'Yingkou–Newchwang–Haicheng',
    hexes: ['1809', '1810', '1910', '1811'],
  },
  { id: 'hsinmintun', ja: '奉天–新民屯', en: 'Mukden–Hsinmintun', hexes: ['2215', '2314', '2414'] },
  { id: 'fushun', ja: '奉天–撫順', en: 'Mukden–Fushun', hexes: ['2215', '2216'] },
];

/** Railways (鉄道): rail movement ([rule 8.2]), strategic movement ([rule 10.2.4]), and as roads for [rule 8.1]. */
export const RAILWAYS: readonly LineSource[] = [
  {
    id: 'south-manchuria',
    ja: '東清鉄道南満洲支線 (旅順–大連–南山–得利寺–蓋平–海城–遼陽–奉天–鉄嶺)',
    en: 'South Manchurian branch of the Chinese Eastern Railway (Port Arthur–Mukden–Tieling)',
    hexes: [
      '1201',
      '1202',
      '1203',
      '1204',
      '1303',
      '1304',
      '1405',
      '1406',
      '1505',
      '1606',
      '1607',
      '1608',
      '1708',
      '1709',
      '1810',
      '1811',
      '1812',
      '1912',
      '1913',
      '2014',
      '2114',
      '2215',
      '2315',
      '2416',
      '2417',
    ],
    box: { id: 'siberia', at: 'end' },
  },
  { id: 'yingkou', ja: '営口支線', en: 'Yingkou branch', hexes: ['1709', '1809'] },
];

/** Off-map boxes printed on the map ([rule 3.1], [rule 3.2], [rule 8.3], [rule 9.5], [rule 10.2.5], [rule 10.2.6]). */
export const BOXES: readonly {
  id: BoxId;
  ja: string;
  en: string;
  side: 'japan' | 'russia' | 'both';
  /** The hex it joins and by what ([rule 8.3]); none: units leave it only by transport ([rule 10.2.5]). */
  link?: { hex: HexId; by: 'road' | 'rail' };
  /** Where transport ([rule 10.2.5]) takes a unit from this box. */
  transportTo?: readonly string[];
}[] = [
  { id: 'korea', ja: '朝鮮半島', en: 'Korea', side: 'japan', link: { hex: '1015', by: 'road' } },
  { id: 'siberia', ja: 'シベリア', en: 'Siberia', side: 'russia', link: { hex: '2417', by: 'rail' } },
  { id: 'japan', ja: '日本本土', en: 'Japan', side: 'japan', transportTo: ['korea', 'port'] },
  { id: 'europeanRussia', ja: 'ヨーロッパ・ロシア', en: 'European Russia', side: 'russia', transportTo: ['siberia'] },
  { id: 'eliminated', ja: '壊滅ユニット保管', en: 'Eliminated units', side: 'both' },
];

/** Setup symbols printed on the map ([rule 2.2.2], [rule 3.1], [rule 3.2]). */
export const SETUP = {
  russia: [
    { hex: '1214', counter: '3-2', source: 'example of play turn 1 (the Yalu defender)' },
    { hex: '1913', counter: '3-2', source: 'example of play turn 2 (遼陽のユニット)' },
    { hex: '1201', counter: '2-0 PA 旅順守備隊', source: '2.3.4, 3.1, 10.4.4' },
    { hex: '1303', counter: '1-0 NA 南山守備隊', source: '2.3.4, 3.1' },
  ],
  japan: [{ box: 'korea', counters: 3, counter: '2-3', source: '3.2' }],
} as const;

/** Game-turn record track ([rule 2.2.3], [rule 5.0]): 12 turns, April 1904 – March 1905. */
export const TURN_TRACK: readonly { turn: number; ja: string; en: string }[] = [
  { turn: 1, ja: '1904年4月', en: 'April 1904' },
  { turn: 2, ja: '5月', en: 'May' },
  { turn: 3, ja: '6月', en: 'June' },
  { turn: 4, ja: '7月', en: 'July' },
  { turn: 5, ja: '8月', en: 'August' },
  { turn: 6, ja: '9月', en: 'September' },
  { turn: 7, ja: '10月', en: 'October' },
  { turn: 8, ja: '11月', en: 'November' },
  { turn: 9, ja: '12月', en: 'December' },
  { turn: 10, ja: '1905年1月', en: 'January 1905' },
  { turn: 11, ja: '2月', en: 'February' },
  { turn: 12, ja: '3月', en: 'March' },
];

/** Morale point record track ([rule 2.2.3], [rule 3.3], [rule 4.0]): 0–6, both markers start on 6. */
export const MORALE_TRACK = { min: 0, max: 6, start: { japan: 6, russia: 6 } } as const;
