// 関ヶ原無双 (β 0.20090418): every unit, both faces, and where it starts.
// Values: the two unit tables of [rule 10.0] (front = 部隊モード, back = 武将モード, the back table
// printed mirrored: back column k is behind front column 12−k). Names are as printed (加藤喜明,
// 秀頼摩下). Starting hexes are reconstructed from the historical deployment of 1600-10-21; the
// reinforcement hexes are the rulebook's own. Reasons: docs/games/sekigahara-musou.md.
import type { HexId } from '#engine/hex.ts';
import { TRACKS } from './map.ts';

export type SideId = 'east' | 'west';
export interface Name {
  ja: string;
  en: string;
}

/** 部隊モード: the face every unit starts on ([rule 3.2]). */
export interface TroopFace {
  strength: number;
  move: number;
  modifier: number;
}
/** 武将モード: after a loss ([rule 8.5.3]); rebuilds on 1d6 ≤ command ([rule 9.2]). */
export interface CommanderFace {
  strength: number;
  move: number;
  modifier: number;
  command: number;
  name: Name;
}

export type Start =
  | { at: 'hex'; hex: HexId }
  /** [rule 3.2] the West places the four 宇喜多隊 face-down on the four UKITA_HEXES, in any order. */
  | { at: 'ukita' }
  /** [rule 3.2], [rule 6.1] on the turn track, placed on `hex` in the East's arrival phase of turn `turn`. */
  | { at: 'reinforcement'; turn: number; hex: HexId };

export interface UnitDef {
  id: string;
  side: SideId;
  name: Name;
  troop: TroopFace;
  /** null: no 武将モード — removed where another unit would flip or retreat ([rule 8.5.3]). */
  commander: CommanderFace | null;
  start: Start;
}

const n = (ja: string, en: string): Name => ({ ja, en });
const t = (modifier: number, strength: number, move: number): TroopFace => ({ strength, move, modifier });
const c = (modifier: number, command: number, strength: number, move: number, name: Name): CommanderFace => ({
  strength,
  move,
  modifier,
  command,
  name,
});
const hex = (h: HexId): Start => ({ at: 'hex', hex: h });
const turn3 = (h: HexId): Start => ({ at: 'reinforcement', turn: TRACKS.reinforcementTurn, hex: h });

/** The four hexes the West fills with the four 宇喜多隊 (天満山's forward slope, astride its front). */
export const UKITA_HEXES: readonly HexId[] = ['1804', '1805', '1904', '1905'];

export const UNITS: readonly UnitDef[] = [
  // ---- East, table row 1 (front left→right; backs mirrored) ----
  {
    id: 'fukushima',
    side: 'east',
    name: n('福島隊', 'Fukushima'),
    troop: t(1, 5, 2),
    commander: c(1, 3, 1, 3, n('福島正則', 'Fukushima Masanori')),
    start: hex('1807'),
  },
  {
    id: 'kyogoku',
    side: 'east',
    name: n('京極隊', 'Kyōgoku'),
    troop: t(0, 3, 2),
    commander: c(0, 3, 1, 2, n('京極高知', 'Kyōgoku Takatomo')),
    start: hex('1607'),
  },
  {
    id: 'todo',
    side: 'east',
    name: n('藤堂隊', 'Tōdō'),
    troop: t(0, 2, 2),
    commander: c(0, 4, 1, 2, n('藤堂高虎', 'Tōdō Takatora')),
    start: hex('1707'),
  },
  {
    id: 'terasawa',
    side: 'east',
    name: n('寺沢隊', 'Terasawa'),
    troop: t(0, 2, 2),
    commander: c(0, 2, 1, 2, n('寺沢広高', 'Terasawa Hirotaka')),
    start: hex('1908'),
  },
  {
    id: 'matsudaira',
    side: 'east',
    name: n('松平隊', 'Matsudaira'),
    troop: t(0, 3, 2),
    commander: c(0, 2, 1, 2, n('松平忠吉', 'Matsudaira Tadayoshi')),
    start: hex('2008'),
  },
  {
    id: 'ii',
    side: 'east',
    name: n('井伊隊', 'Ii'),
    troop: t(1, 4, 3),
    commander: c(2, 4, 1, 3, n('井伊直政', 'Ii Naomasa')),
    start: hex('2107'),
  },
  {
    id: 'tanaka',
    side: 'east',
    name: n('田中隊', 'Tanaka'),
    troop: t(0, 3, 2),
    commander: c(0, 3, 1, 2, n('田中吉政', 'Tanaka Yoshimasa')),
    start: hex('2106'),
  },
  {
    id: 'tsutsui',
    side: 'east',
    name: n('筒井隊', 'Tsutsui'),
    troop: t(0, 3, 2),
    commander: c(0, 2, 1, 2, n('筒井定次', 'Tsutsui Sadatsugu')),
    start: hex('2207'),
  },
  {
    id: 'kato',
    side: 'east',
    name: n('加藤隊', 'Katō'),
    troop: t(1, 3, 2),
    commander: c(0, 4, 1, 2, n('加藤喜明', 'Katō Yoshiaki')),
    start: hex('2306'),
  },
  {
    id: 'hosokawa',
    side: 'east',
    name: n('細川隊', 'Hosokawa'),
    troop: t(0, 5, 2),
    commander: c(0, 4, 1, 2, n('細川忠興', 'Hosokawa Tadaoki')),
    start: hex('2406'),
  },
  {
    id: 'kuroda',
    side: 'east',
    name: n('黒田隊', 'Kuroda'),
    troop: t(1, 3, 2),
    commander: c(1, 5, 1, 3, n('黒田長政', 'Kuroda Nagamasa')),
    start: hex('2506'),
  },
  // ---- East, table row 2 ----
  {
    id: 'ikoma',
    side: 'east',
    name: n('生駒隊', 'Ikoma'),
    troop: t(0, 2, 2),
    commander: c(0, 2, 1, 2, n('生駒一正', 'Ikoma Kazumasa')),
    start: hex('2208'),
  },
  {
    id: 'kanamori',
    side: 'east',
    name: n('金森隊', 'Kanamori'),
    troop: t(0, 1, 2),
    commander: c(0, 2, 1, 2, n('金森長近', 'Kanamori Nagachika')),
    start: hex('2308'),
  },
  {
    id: 'oda',
    side: 'east',
    name: n('織田隊', 'Oda'),
    troop: t(0, 1, 2),
    commander: c(0, 3, 1, 2, n('織田長益', 'Oda Nagamasu')),
    start: hex('2108'),
  },
  {
    id: 'furuta',
    side: 'east',
    name: n('古田隊', 'Furuta'),
    troop: t(0, 1, 2),
    commander: c(0, 2, 1, 2, n('古田重然', 'Furuta Shigenari')),
    start: hex('2408'),
  },
  {
    id: 'honda',
    side: 'east',
    name: n('本多隊', 'Honda'),
    troop: t(2, 1, 3),
    commander: c(3, 5, 1, 3, n('本多忠勝', 'Honda Tadakatsu')),
    start: hex('1910'),
  },
  {
    id: 'tokugawa-honntai',
    side: 'east',
    name: n('徳川本隊', 'Tokugawa main body'),
    troop: t(0, 5, 2),
    commander: c(-2, 1, 1, 2, n('徳川家康', 'Tokugawa Ieyasu')),
    start: turn3('2112'),
  },
  {
    id: 'tokugawa-1',
    side: 'east',
    name: n('徳川隊', 'Tokugawa'),
    troop: t(-1, 5, 2),
    commander: null,
    start: turn3('2012'),
  },
  {
    id: 'tokugawa-2',
    side: 'east',
    name: n('徳川隊', 'Tokugawa'),
    troop: t(-1, 5, 2),
    commander: null,
    start: turn3('2013'),
  },
  {
    id: 'tokugawa-3',
    side: 'east',
    name: n('徳川隊', 'Tokugawa'),
    troop: t(-1, 5, 2),
    commander: null,
    start: turn3('2111'),
  },
  {
    id: 'tokugawa-4',
    side: 'east',
    name: n('徳川隊', 'Tokugawa'),
    troop: t(-1, 5, 2),
    commander: null,
    start: turn3('2212'),
  },
  {
    id: 'tokugawa-5',
    side: 'east',
    name: n('徳川隊', 'Tokugawa'),
    troop: t(-1, 5, 2),
    commander: null,
    start: turn3('2213'),
  },
  // ---- West, table row 3 (read with the choice documented: the "3 1-2 平塚為広" cell is 秀頼摩下's back) ----
  {
    id: 'hiratsuka',
    side: 'west',
    name: n('平塚隊', 'Hiratsuka'),
    troop: t(1, 1, 2),
    commander: c(1, 4, 1, 2, n('平塚為広', 'Hiratsuka Tamehiro')),
    start: hex('1704'),
  },
  {
    id: 'otani',
    side: 'west',
    name: n('大谷隊', 'Ōtani'),
    troop: t(1, 4, 2),
    commander: c(-2, 5, 1, 2, n('大谷吉勝', 'Ōtani Yoshikatsu')),
    start: hex('1803'),
  },
  {
    id: 'otani-honntai',
    side: 'west',
    name: n('大谷本隊', 'Ōtani main body'),
    troop: t(2, 1, 1),
    commander: c(3, 4, 1, 0, n('大谷吉継', 'Ōtani Yoshitsugu')),
    start: hex('1703'),
  },
  {
    id: 'shimazu',
    side: 'west',
    name: n('島津隊', 'Shimazu'),
    troop: t(3, 2, 0),
    commander: c(3, 4, 1, 1, n('島津義弘', 'Shimazu Yoshihiro')),
    start: hex('2105'),
  },
  {
    id: 'konishi',
    side: 'west',
    name: n('小西隊', 'Konishi'),
    troop: t(1, 4, 2),
    commander: c(0, 3, 1, 2, n('小西行長', 'Konishi Yukinaga')),
    start: hex('2005'),
  },
  {
    id: 'ishida',
    side: 'west',
    name: n('石田隊', 'Ishida'),
    troop: t(2, 4, 2),
    commander: c(2, 5, 1, 2, n('石田三成', 'Ishida Mitsunari')),
    start: hex('2204'),
  },
  {
    id: 'shima',
    side: 'west',
    name: n('島隊', 'Shima'),
    troop: t(2, 1, 3),
    commander: c(3, 3, 1, 3, n('島左近', 'Shima Sakon')),
    start: hex('2205'),
  },
  {
    id: 'gamo',
    side: 'west',
    name: n('蒲生隊', 'Gamō'),
    troop: t(1, 1, 2),
    commander: c(1, 5, 1, 2, n('蒲生郷舎', 'Gamō Satoie')),
    start: hex('2305'),
  },
  {
    id: 'hideyori-bakka',
    side: 'west',
    name: n('秀頼摩下', "Hideyori's retainers"),
    troop: t(-1, 2, 2),
    commander: c(0, 3, 1, 2, n('平塚為広', 'Hiratsuka Tamehiro (as printed; see the doc)')),
    start: hex('2304'),
  },
  // ---- West, table row 4 ----
  {
    id: 'ukita-honntai',
    side: 'west',
    name: n('宇喜多本隊', 'Ukita main body'),
    troop: t(1, 5, 2),
    commander: c(0, 3, 1, 2, n('宇喜多秀家', 'Ukita Hideie')),
    start: hex('1903'),
  },
  {
    id: 'ukita-akashi',
    side: 'west',
    name: n('宇喜多隊', 'Ukita'),
    troop: t(0, 3, 2),
    commander: c(1, 4, 1, 3, n('明石全登', 'Akashi Takenori')),
    start: { at: 'ukita' },
  },
  {
    id: 'ukita-2',
    side: 'west',
    name: n('宇喜多隊', 'Ukita'),
    troop: t(0, 3, 2),
    commander: null,
    start: { at: 'ukita' },
  },
  {
    id: 'ukita-3',
    side: 'west',
    name: n('宇喜多隊', 'Ukita'),
    troop: t(0, 3, 2),
    commander: null,
    start: { at: 'ukita' },
  },
  {
    id: 'ukita-4',
    side: 'west',
    name: n('宇喜多隊', 'Ukita'),
    troop: t(0, 3, 2),
    commander: null,
    start: { at: 'ukita' },
  },
  {
    id: 'toda',
    side: 'west',
    name: n('戸田隊', 'Toda'),
    troop: t(1, 1, 2),
    commander: c(-1, 5, 1, 2, n('戸田重政', 'Toda Shigemasa')),
    start: hex('1705'),
  },
];

export const UNIT_BY_ID: ReadonlyMap<string, UnitDef> = new Map(UNITS.map((u) => [u.id, u]));

/** Sudden-death commanders ([rule 4.3]). */
export const SUDDEN_DEATH = {
  /** Retreats or is killed → the West wins at once. */
  east: ['tokugawa-honntai'],
  /** Both killed → the East wins at once. */
  west: ['ukita-honntai', 'ishida'],
} as const;
