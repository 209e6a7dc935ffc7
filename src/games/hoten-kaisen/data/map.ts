// 奉天会戦: the reconstructed map. The rulebook's map was a picture and is lost; every entry
// below is a reconstruction from the geography of the battle (Feb 21 – Mar 10, 1905), explained
// in docs/games/hoten-kaisen.md. North is up; columns run west→east, rows north→south; one hex
// is roughly 12 km. An owner of the physical game can correct this file without touching code.
import type { HexGrid, HexId } from '#engine/hex.ts';
import { hexId } from '#engine/hex.ts';

export const GRID: HexGrid = {
  shifted: 'odd', // odd columns sit half a hex lower
  cols: { min: 1, max: 9 },
  rows: { min: 1, max: 8 },
};

/** Every hex of the map. */
export const HEXES: HexId[] = (() => {
  const out: HexId[] = [];
  for (let c = GRID.cols.min; c <= GRID.cols.max; c++)
    for (let r = GRID.rows.min; r <= GRID.rows.max; r++) out.push(hexId(c, r));
  return out;
})();

/** Mountain hexes ([rule 8.0] entering one ends movement; [rule 9.0] the defender there gets +1). */
export const MOUNTAINS: HexId[] = ['0705', '0706', '0804', '0806', '0807', '0905', '0906', '0908'];

/** Fortress hexes, printed grey ([rule 7.0], [rule 9.2]): 奉天 and the pillbox line on the 沙河 front. */
export const FORTRESSES: HexId[] = ['0503', '0405', '0505', '0605'];

/**
 * Trench hexsides ([rule 9.2]): all around 奉天, and the pillbox line's southern faces.
 * Each entry is a pair of adjacent hexes; at least one of them is a fortress.
 */
export const TRENCH_SIDES: [HexId, HexId][] = [
  // 奉天の全周
  ['0503', '0502'],
  ['0503', '0504'],
  ['0503', '0403'],
  ['0503', '0404'],
  ['0503', '0603'],
  ['0503', '0604'],
  // トーチカ線 (沙河陣地)
  ['0405', '0406'],
  ['0405', '0305'],
  ['0505', '0506'],
  ['0505', '0406'],
  ['0505', '0606'],
  ['0605', '0606'],
  ['0605', '0705'],
];

/**
 * River hexsides: the 渾河 (Hun) flowing west just south of 奉天 ([rule 8.0] crossing one ends
 * movement unless along the railway; [rule 9.0] attacking across one gives the defender +1).
 */
export const RIVER_SIDES: [HexId, HexId][] = [
  ['0103', '0104'],
  ['0103', '0204'],
  ['0203', '0204'],
  ['0204', '0303'],
  ['0303', '0304'],
  ['0303', '0404'],
  ['0403', '0404'],
  ['0404', '0503'],
  ['0503', '0504'],
  ['0503', '0604'],
  ['0603', '0604'],
  ['0604', '0703'],
  ['0703', '0704'],
  ['0703', '0804'],
  ['0803', '0804'],
  ['0804', '0903'],
  ['0903', '0904'],
];

/** The South Manchuria Railway, 鉄嶺 (north) – 奉天 – 遼陽 (south): consecutive hexes are joined. */
export const RAILWAY: HexId[] = ['0501', '0502', '0503', '0504', '0505', '0506', '0507', '0508'];

/** 奉天 (Mukden): the hex that decides the game at its end ([rule 4.0]). */
export const MUKDEN: HexId = '0503';

/** Supply hexes ([rule 4.0] sudden death, [rule 9.4] rebuild). */
export const SUPPLY = { japan: '0508', russia: '0501' } as const satisfies Record<string, HexId>;

/** Flag hexes where each side sets up face-down ([rule 3.0]). */
export const FLAGS = {
  japan: ['0407', '0607', '0807'],
  russia: ['0503', '0405', '0505', '0605', '0704'],
} as const satisfies Record<string, readonly HexId[]>;

/** Japanese reinforcement entry areas ([rule 6.0]) on the western edge; each arrow points at a hex. */
export const ENTRY_AREAS: { area: 1 | 2 | 3; arrow: HexId; name: { ja: string; en: string } }[] = [
  { area: 1, arrow: '0107', name: { ja: '登場エリア1', en: 'Entry area 1' } },
  { area: 2, arrow: '0105', name: { ja: '登場エリア2', en: 'Entry area 2' } },
  { area: 3, arrow: '0102', name: { ja: '登場エリア3', en: 'Entry area 3' } },
];

/** Place names printed on the map (decoration only, no rule effect). */
export const PLACE_NAMES: { hex: HexId; name: { ja: string; en: string } }[] = [
  { hex: '0503', name: { ja: '奉天', en: 'Mukden' } },
  { hex: '0501', name: { ja: '鉄嶺方面', en: 'to Tieling' } },
  { hex: '0508', name: { ja: '遼陽方面', en: 'to Liaoyang' } },
  { hex: '0903', name: { ja: '撫順', en: 'Fushun' } },
  { hex: '0102', name: { ja: '新民屯', en: 'Xinmintun' } },
  { hex: '0505', name: { ja: '沙河', en: 'Shaho' } },
  { hex: '0806', name: { ja: '高台嶺', en: 'Gaotailing' } },
];

/** The time track ([rule 5.0]): the marker starts on the first box; reaching the last ends the game. */
export const TIME_TRACK: { ja: string; en: string }[] = [
  { ja: 'ゲーム開始 2/21', en: 'Start Feb 21' },
  { ja: '2/24', en: 'Feb 24' },
  { ja: '2/27', en: 'Feb 27' },
  { ja: '3/1', en: 'Mar 1' },
  { ja: '3/4', en: 'Mar 4' },
  { ja: '3/7', en: 'Mar 7' },
  { ja: 'ゲーム終了 3/10', en: 'End Mar 10' },
];
