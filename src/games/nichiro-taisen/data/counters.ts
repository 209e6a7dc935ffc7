// 日露大戦: the counter mix and its setup ([rule 2.3], [rule 3.1], [rule 3.2]). The counter sheet was a picture; the
// values come from the rules text (2-3 Japanese divisions, Russian 3-2 corps, 2-0 旅順守備隊 with a
// 3-0 back, 1-0 南山守備隊, 5-2 corps that only an event brings), the designations from the box
// listing printed with the example of play (Gds, numbered divisions; S, ER) and from the orders
// of battle of 1904–05. See docs/games/nichiro-taisen.md ("Rules, counters and cards").
import type { HexId } from '#engine/hex.ts';
import type { BoxId, NSide } from '../types.ts';

export interface CounterData {
  id: string;
  side: NSide;
  /** [rule 2.3.2] combat strength. */
  strength: number;
  /** [rule 2.3.3] movement allowance. */
  ma: number;
  /** Strength of the back (only R-PA: 3-0, [rule 10.4.4]). */
  backStrength?: number;
  /** [rule 2.3.4] designation printed on the counter. */
  short: string;
  name: { ja: string; en: string };
  /** Setup ([rule 3.1], [rule 3.2]). */
  start: { hex: HexId } | { box: BoxId };
  /** [rule 10.2.5] / [rule 10.2.6] the kind of counter cards speak of. */
  type: '2-3' | '3-2' | '5-2' | '2-0' | '1-0';
}

const jp = (n: string, ja: string, en: string, start: CounterData['start']): CounterData => ({
  id: `J-${n}`,
  side: 'japan',
  strength: 2,
  ma: 3,
  short: n,
  name: { ja, en },
  start,
  type: '2-3',
});
const KOREA = { box: 'korea' } as const;
const HOME = { box: 'japan' } as const;
const EUROPE = { box: 'europeanRussia' } as const;

export const COUNTERS: readonly CounterData[] = [
  // [rule 3.2] three 2-3s in the Korea box — the 1st Army (Kuroki) that crossed the Yalu: Guards, 2nd, 12th.
  jp('Gds', '近衛師団', 'Guards Division', KOREA),
  jp('2', '第2師団', '2nd Division', KOREA),
  jp('12', '第12師団', '12th Division', KOREA),
  // The rest in the Japan box: the 2nd Army (1st, 3rd, 4th, later 5th, 6th), the 4th Army (10th),
  // the 3rd Army (1st, 9th, 11th, later 7th) and the 8th Division that came for Mukden.
  jp('1', '第1師団', '1st Division', HOME),
  jp('3', '第3師団', '3rd Division', HOME),
  jp('4', '第4師団', '4th Division', HOME),
  jp('5', '第5師団', '5th Division', HOME),
  jp('6', '第6師団', '6th Division', HOME),
  jp('7', '第7師団', '7th Division', HOME),
  jp('8', '第8師団', '8th Division', HOME),
  jp('9', '第9師団', '9th Division', HOME),
  jp('10', '第10師団', '10th Division', HOME),
  jp('11', '第11師団', '11th Division', HOME),
  // [rule 3.1] two 3-2s, the 2-0 and the 1-0 on their setup hexes.
  {
    id: 'R-S2',
    side: 'russia',
    strength: 3,
    ma: 2,
    short: 'S2',
    type: '3-2',
    start: { hex: '1214' },
    name: { ja: '第2シベリア軍団 (東部支隊)', en: 'II Siberian Corps (Eastern Detachment)' },
  },
  {
    id: 'R-S1',
    side: 'russia',
    strength: 3,
    ma: 2,
    short: 'S1',
    type: '3-2',
    start: { hex: '1913' },
    name: { ja: '第1シベリア軍団', en: 'I Siberian Corps' },
  },
  {
    id: 'R-PA',
    side: 'russia',
    strength: 2,
    ma: 0,
    backStrength: 3,
    short: 'PA',
    type: '2-0',
    start: { hex: '1201' },
    name: { ja: '旅順守備隊', en: 'Port Arthur Garrison' },
  },
  {
    id: 'R-NA',
    side: 'russia',
    strength: 1,
    ma: 0,
    short: 'NA',
    type: '1-0',
    start: { hex: '1303' },
    name: { ja: '南山守備隊', en: 'Nanshan Garrison' },
  },
  // [rule 3.1] every other Russian unit in the European Russia box.
  {
    id: 'R-S3',
    side: 'russia',
    strength: 3,
    ma: 2,
    short: 'S3',
    type: '3-2',
    start: EUROPE,
    name: { ja: '第3シベリア軍団', en: 'III Siberian Corps' },
  },
  {
    id: 'R-S4',
    side: 'russia',
    strength: 3,
    ma: 2,
    short: 'S4',
    type: '3-2',
    start: EUROPE,
    name: { ja: '第4シベリア軍団', en: 'IV Siberian Corps' },
  },
  {
    id: 'R-S5',
    side: 'russia',
    strength: 3,
    ma: 2,
    short: 'S5',
    type: '3-2',
    start: EUROPE,
    name: { ja: '第5シベリア軍団', en: 'V Siberian Corps' },
  },
  {
    id: 'R-S6',
    side: 'russia',
    strength: 3,
    ma: 2,
    short: 'S6',
    type: '3-2',
    start: EUROPE,
    name: { ja: '第6シベリア軍団', en: 'VI Siberian Corps' },
  },
  {
    id: 'R-ER1',
    side: 'russia',
    strength: 3,
    ma: 2,
    short: 'ER1',
    type: '3-2',
    start: EUROPE,
    name: { ja: '第1ヨーロッパ軍団', en: 'I European Corps' },
  },
  {
    id: 'R-ER8',
    side: 'russia',
    strength: 3,
    ma: 2,
    short: 'ER8',
    type: '3-2',
    start: EUROPE,
    name: { ja: '第8ヨーロッパ軍団', en: 'VIII European Corps' },
  },
  {
    id: 'R-ER10',
    side: 'russia',
    strength: 3,
    ma: 2,
    short: 'ER10',
    type: '3-2',
    start: EUROPE,
    name: { ja: '第10ヨーロッパ軍団', en: 'X European Corps' },
  },
  {
    id: 'R-ER17',
    side: 'russia',
    strength: 3,
    ma: 2,
    short: 'ER17',
    type: '3-2',
    start: EUROPE,
    name: { ja: '第17ヨーロッパ軍団', en: 'XVII European Corps' },
  },
  // 5-2s: only an event moves them to Siberia ([rule 10.2.5], #14 シベリア鉄道) or rebuilds them (#13).
  {
    id: 'R-ER16',
    side: 'russia',
    strength: 5,
    ma: 2,
    short: 'ER16',
    type: '5-2',
    start: EUROPE,
    name: { ja: '第16ヨーロッパ軍団', en: 'XVI European Corps' },
  },
  {
    id: 'R-CR',
    side: 'russia',
    strength: 5,
    ma: 2,
    short: 'CR',
    type: '5-2',
    start: EUROPE,
    name: { ja: '中央予備軍団', en: 'Central Reserve Corps' },
  },
];

export const COUNTER_BY_ID: Readonly<Record<string, CounterData>> = Object.fromEntries(COUNTERS.map((c) => [c.id, c]));

/** Stacking limits ([rule 7.1], [rule 7.2]). */
export const STACK_LIMIT: Readonly<Record<NSide, number>> = { japan: 2, russia: 1 };

/** [rule 11.1] naval units (optional rule 11). Gunnery: a die at or under it scores a step ([rule 11.3.2]). */
export interface ShipData {
  id: string;
  side: NSide;
  fleet: 'first' | 'second' | 'portArthur' | 'vladivostok';
  gunnery: number;
  name: { ja: string; en: string };
}

const ship = (
  id: string,
  side: NSide,
  fleet: ShipData['fleet'],
  gunnery: number,
  ja: string,
  en: string,
): ShipData => ({ id, side, fleet, gunnery, name: { ja, en } });

/**
 * Japan 7 (the 1st Fleet's six battleships and Kamimura's 2nd Fleet as one unit), Russia 8 (the
 * seven Port Arthur battleships and the Vladivostok cruiser squadron). Gunnery reconstructed:
 * Japanese 3 (hits on 1–3), Russian 2 (1–2) — the Japanese shot better all through 1904.
 */
export const SHIPS: readonly ShipData[] = [
  ship('JN-MIK', 'japan', 'first', 3, '三笠', 'Mikasa'),
  ship('JN-ASA', 'japan', 'first', 3, '朝日', 'Asahi'),
  ship('JN-FUJ', 'japan', 'first', 3, '富士', 'Fuji'),
  ship('JN-YAS', 'japan', 'first', 3, '八島', 'Yashima'),
  ship('JN-SHI', 'japan', 'first', 3, '敷島', 'Shikishima'),
  ship('JN-HAT', 'japan', 'first', 3, '初瀬', 'Hatsuse'),
  ship('JN-2F', 'japan', 'second', 3, '第二艦隊 (上村)', '2nd Fleet (Kamimura)'),
  ship('RN-TSE', 'russia', 'portArthur', 2, 'ツェサレーヴィチ', 'Tsesarevich'),
  ship('RN-RET', 'russia', 'portArthur', 2, 'レトヴィザン', 'Retvizan'),
  ship('RN-PET', 'russia', 'portArthur', 2, 'ペトロパヴロフスク', 'Petropavlovsk'),
  ship('RN-POB', 'russia', 'portArthur', 2, 'ポベーダ', 'Pobeda'),
  ship('RN-PER', 'russia', 'portArthur', 2, 'ペレスヴェート', 'Peresvet'),
  ship('RN-SEV', 'russia', 'portArthur', 2, 'セヴァストポリ', 'Sevastopol'),
  ship('RN-POL', 'russia', 'portArthur', 2, 'ポルタヴァ', 'Poltava'),
  ship('RN-VL', 'russia', 'vladivostok', 2, 'ウラジオストク巡洋艦隊', 'Vladivostok Cruiser Squadron'),
];

export const SHIP_BY_ID: Readonly<Record<string, ShipData>> = Object.fromEntries(SHIPS.map((s) => [s.id, s]));
