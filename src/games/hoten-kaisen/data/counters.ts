// 奉天会戦: the 10 counters. The counter sheet was a picture; the strengths are reconstructed
// from the orders of battle of February 1905 (see docs/games/hoten-kaisen.md).
export type HotenSide = 'japan' | 'russia';

export interface CounterData {
  id: string;
  side: HotenSide;
  strength: number;
  name: { ja: string; en: string };
  /** Short label drawn on the counter. */
  short: { ja: string; en: string };
}

export const COUNTERS: CounterData[] = [
  {
    id: 'J1',
    side: 'japan',
    strength: 4,
    name: { ja: '第1軍 (黒木)', en: '1st Army (Kuroki)' },
    short: { ja: '1軍', en: '1A' },
  },
  {
    id: 'J2',
    side: 'japan',
    strength: 4,
    name: { ja: '第2軍 (奥)', en: '2nd Army (Oku)' },
    short: { ja: '2軍', en: '2A' },
  },
  {
    id: 'J3',
    side: 'japan',
    strength: 4,
    name: { ja: '第3軍 (乃木)', en: '3rd Army (Nogi)' },
    short: { ja: '3軍', en: '3A' },
  },
  {
    id: 'J4',
    side: 'japan',
    strength: 3,
    name: { ja: '第4軍 (野津)', en: '4th Army (Nozu)' },
    short: { ja: '4軍', en: '4A' },
  },
  {
    id: 'JY',
    side: 'japan',
    strength: 3,
    name: { ja: '鴨緑江軍 (川村)', en: 'Yalu Army (Kawamura)' },
    short: { ja: '鴨緑江', en: 'Yalu' },
  },
  {
    id: 'R1',
    side: 'russia',
    strength: 5,
    name: { ja: '第1満州軍 (リネウィッチ)', en: '1st Manchurian Army (Linevich)' },
    short: { ja: '第1', en: '1st' },
  },
  {
    id: 'R2',
    side: 'russia',
    strength: 5,
    name: { ja: '第2満州軍 (カウリバルス)', en: '2nd Manchurian Army (Kaulbars)' },
    short: { ja: '第2', en: '2nd' },
  },
  {
    id: 'R3',
    side: 'russia',
    strength: 4,
    name: { ja: '第3満州軍 (ビルデルリング)', en: '3rd Manchurian Army (Bilderling)' },
    short: { ja: '第3', en: '3rd' },
  },
  {
    id: 'RR',
    side: 'russia',
    strength: 3,
    name: { ja: '総予備 (第16軍団)', en: 'General Reserve (XVI Corps)' },
    short: { ja: '予備', en: 'Res' },
  },
  {
    id: 'RC',
    side: 'russia',
    strength: 2,
    name: { ja: 'ミシチェンコ騎兵団', en: 'Mishchenko Cavalry' },
    short: { ja: '騎兵', en: 'Cav' },
  },
];

export const COUNTER_BY_ID: Record<string, CounterData> = Object.fromEntries(COUNTERS.map((c) => [c.id, c]));
