// 日露大戦: the map image (public, or for one side: the same picture with a different header;
// nothing on the map is hidden in this game, and hands are never drawn here).
//
// The whole image is ONE hand-written SVG: no satori tree. 270 hexes with their labels would be
// far too many satori nodes; instead every label is turned into glyph outlines once by satori
// (render/svg-kit.ts) and cached, and only the dynamic sentences of the status
// panel (decision, summary, result) go through satori each time (LRU-cached as well). Everything
// that does not depend on the view (terrain, hexsides, roads, railways, towns, ids, names, box
// frames, track frames, legend, panel frames and titles) is built once per locale and cached as
// a string; a render appends the view's layer (control, highlights, counters, arrows, markers,
// panel contents) to it.
//
// Orientation: the map is drawn in grid orientation (columns vertical, odd columns half a hex
// lower), which puts true north right and slightly down (rows grow towards bearing 59°, columns
// towards 329°); a compass says so.
//
// Sizes and the phone trade-off. 15 × 18 hexes of circumradius 42 (84 × 73 px) make a map of
// 966 × 1346 px; with the box columns on both sides and the panels the image is 1226 × 1858 px.
// Counters are 42 px (the largest square that leaves a band above it for the hex id and one
// below it for the place name); stacks fan out vertically so the lower counter's designation
// band shows. Scaled to a 400 px wide phone preview a counter is ≈ 14 px: the preview shows the
// situation (colours, where the armies are) but not the numbers. Counters ≥ 28 px at 400 px
// would need hexes of ~84 px radius and an image ~2400 px wide (4× the pixels, far over the
// time budget and near the 1 MB limit). Opened full size on a phone (tap, then pinch), every
// counter, id and name is legible (hex ids 10 px; place names 10–11 px, English ones down to 8.5).
//
// Speed (render/bench-nichiro.ts, 2-core machine): building the SVG takes ~4 ms once the caches
// are warm; resvg and the PNG encoding (render/png-fast.ts) ~100 ms of CPU. The PNG is ~520 kB.
import type { Locale, Text } from '../src/engine/types.ts';
import type { HexId } from '../src/engine/hex.ts';
import { hexCenter, hexCorners } from './hex-geometry.ts';
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
  RIVER_SIDES,
  ROADS,
  SUPPLY,
  TURN_TRACK,
} from '../src/games/nichiro-taisen/data/map.ts';
import { COUNTERS } from '../src/games/nichiro-taisen/data/counters.ts';
import { CARD_BY_ID } from '../src/games/nichiro-taisen/data/cards.ts';
import type { BoxId, CombatRecord, CrtResult, NSide, NichiroView, PhaseId, UnitView } from '../src/games/nichiro-taisen/types.ts';
import { loadFonts } from './fonts.ts';
import type { PngResult } from './png.ts';
import { svgToPngFast } from './png-fast.ts';
import { renderHandPng, renderHandSvg } from './nichiro-hand.ts';
import { arrowPolygon, diagonalHatch, doubleOutline, GlyphRun, paragraphAt, PromiseCache, pts, r1, railTies, seg, sharedHexEdge, sideColorsFrom, svgDoc, textAt, textWidth, type Pt, type TextStyle } from './svg-kit.ts';
import { fmt, WORDS } from './words.ts';
import { SIDE_NAME } from '../src/games/nichiro-taisen/messages.ts';

// ---------------------------------------------------------------------------------------------
// Geometry

/** Hex circumradius (px). */
export const HEX_SIZE = 42;
/** Counter side (px, at the native image size). */
export const COUNTER_SIZE = 42;
const S = HEX_SIZE;
const K = COUNTER_SIZE;
const HEX_H = Math.sqrt(3) * S;
const NCOLS = GRID.cols.max - GRID.cols.min + 1;
const NROWS = GRID.rows.max - GRID.rows.min + 1;
const MAP_W = S * (2 + 1.5 * (NCOLS - 1));
const MAP_H = HEX_H * (NROWS + 0.5);

const MARGIN = 10;
const GAP = 8;
const MAP_PAD = 4;
/** Width of the box columns on both sides of the map (two counters abreast). */
const SIDE_W = 108;
const IMAGE_W = Math.ceil(2 * MARGIN + 2 * SIDE_W + 2 * GAP + MAP_W + 2 * MAP_PAD);
const X_LEFT = MARGIN;
const X_MAPFRAME = MARGIN + SIDE_W + GAP;
const X_MAP = X_MAPFRAME + MAP_PAD;
const MAPFRAME_W = MAP_W + 2 * MAP_PAD;
const X_RIGHT = X_MAPFRAME + MAPFRAME_W + GAP;
const INNER_W = IMAGE_W - 2 * MARGIN;

const Y_HEADER = MARGIN;
const HEADER_H = 50;
const Y_TRACK = Y_HEADER + HEADER_H + 4;
const TRACK_H = 50;
const Y_MAPFRAME = Y_TRACK + TRACK_H + GAP;
const Y_MAP = Y_MAPFRAME + MAP_PAD;
const MAPFRAME_H = MAP_H + 2 * MAP_PAD;
const Y_ROW1 = Math.round(Y_MAPFRAME + MAPFRAME_H + GAP);
const ROW1_H = 178;
const Y_ROW2 = Y_ROW1 + ROW1_H + GAP;
const ROW2_H = 178;
const IMAGE_H = Y_ROW2 + ROW2_H + MARGIN;

/** Panel widths of the two info rows. */
const STATUS_W = 500;
const CARDS_W = 290;
const MARKERS_W = INNER_W - STATUS_W - CARDS_W - 2 * GAP;
const COMBAT_W = 690;
const LEGEND_W = INNER_W - COMBAT_W - GAP;

type Rect = { x: number; y: number; w: number; h: number };

/** The off-map boxes and the vertical morale track, in image coordinates. */
const BOX_RECT: Record<BoxId, Rect> = {
  japan: { x: X_LEFT, y: Y_MAPFRAME, w: SIDE_W, h: 330 },
  eliminated: { x: X_LEFT, y: Y_MAPFRAME + 340, w: SIDE_W, h: MAPFRAME_H - 340 - 490 },
  korea: { x: X_LEFT, y: Y_MAPFRAME + MAPFRAME_H - 480, w: SIDE_W, h: 480 },
  europeanRussia: { x: X_RIGHT, y: Y_MAPFRAME, w: SIDE_W, h: 330 },
  siberia: { x: X_RIGHT, y: Y_MAPFRAME + MAPFRAME_H - 420, w: SIDE_W, h: 420 },
};
const MORALE_RECT: Rect = { x: X_RIGHT, y: Y_MAPFRAME + 340, w: SIDE_W, h: 432 };
const COMPASS_C: Pt = { x: X_RIGHT + SIDE_W / 2, y: MORALE_RECT.y + MORALE_RECT.h + 70 };

export const NICHIRO_LAYOUT = {
  width: IMAGE_W,
  height: IMAGE_H,
  /** The hex grid's origin (hexCenter adds to it) and size, in image coordinates. */
  map: { x: X_MAP, y: Y_MAP, width: MAP_W, height: MAP_H },
  boxes: BOX_RECT,
  morale: MORALE_RECT,
  turnTrack: { x: MARGIN, y: Y_TRACK, width: INNER_W, height: TRACK_H },
  hexSize: HEX_SIZE,
  counterSize: COUNTER_SIZE,
} as const;

/** Centre of a hex in image coordinates. */
export function hexCenterOnImage(hex: HexId): Pt {
  const c = hexCenter(GRID, hex, S);
  return { x: c.x + X_MAP, y: c.y + Y_MAP };
}

const ON_MAP = new Set(HEXES.map((h) => h.id));
const COUNTER_ORDER = new Map(COUNTERS.map((c, i) => [c.id, i]));

/** The two corners of `a` shared with its neighbour `b`. */
function sharedEdge(a: HexId, b: HexId): [Pt, Pt] {
  return sharedHexEdge(hexCenterOnImage(a), hexCenterOnImage(b), S);
}

/** Vertical offsets of the hex id (from the hex's top) and of the name (from its bottom). */
const ID_DY = 7;
const NAME_DY = 7.5;

/** Pitch of the rough terrain's hatching (px). */
const HATCH = 8;

/** Slots around a hex centre: markers sit in the side corners, clear of a counter. */
const CORNER_DX = S - 12.5;

/** Centre of a hex's marker slot: east (control) or west (port), in image coordinates. */
export function markerSlot(hex: HexId, slot: 'east' | 'west'): Pt {
  const c = hexCenterOnImage(hex);
  return { x: c.x + (slot === 'east' ? CORNER_DX : -CORNER_DX), y: c.y };
}

/** Top-left of the i-th of `count` counters in a hex, in image coordinates. */
export function counterOrigin(hex: HexId, i: number, count: number): Pt {
  const c = hexCenterOnImage(hex);
  const o = stackOffset(i, count);
  return { x: c.x - K / 2 + o.x, y: c.y - K / 2 + o.y };
}

/** Where the n-th of `count` counters in a hex goes (top-left), fanned so each band shows. */
function stackOffset(i: number, count: number): Pt {
  if (count <= 1) return { x: 0, y: 0 };
  // The lower counter's band (13 px) must show above the upper one; the whole stack sits 2 px
  // low so the lower counter stays clear of the hex id (the place name is covered instead).
  const step = { x: 7, y: count === 2 ? 13 : 26 / (count - 1) };
  const t = i - (count - 1) / 2;
  return { x: t * step.x, y: t * step.y + 2 };
}

// ---------------------------------------------------------------------------------------------
// Palette

const C = {
  page: '#e9dfc6',
  panel: '#f8f2e2',
  panelBorder: '#b3a079',
  ink: '#2a2017',
  inkSoft: '#5e4e37',
  mapFrame: '#5c4a33',
  sea: '#a9cde8',
  seaLine: '#8ab4d6',
  seaId: '#4f7fa8',
  coast: '#3f6f98',
  clear: '#ebe4bd',
  rough: '#d7bb86',
  roughHatch: '#8a5f33',
  hexLine: '#9c8a62',
  river: '#2a66c0',
  riverCore: '#7fb2ee',
  road: '#8b4513',
  rail: '#1d1d1d',
  town: '#8c2a1c',
  star: '#f2c230',
  highlight: '#ffd21f',
  highlightEdge: '#6b5200',
  combat: '#d0201b',
  declared: '#f08a00',
  japanBody: '#fbf1da',
  japanDark: '#b3262d',
  russiaBody: '#d3e6c3',
  russiaDark: '#2e5b2c',
  zoc: '#ffd21f',
  boxFill: '#f6eedc',
  gold: '#e0b52d',
  plate: '#fbf6e6',
} as const;

/** The palette (tests check pixels against it). */
export const NICHIRO_PALETTE = C;

const sideColors = sideColorsFrom({ japan: { body: C.japanBody, dark: C.japanDark }, russia: { body: C.russiaBody, dark: C.russiaDark } });

// ---------------------------------------------------------------------------------------------
// Words

const SIDE_MARK: Record<NSide, Text> = {
  japan: { ja: '日', en: 'J' },
  russia: { ja: '露', en: 'R' },
};

const PHASE_NAME: Record<PhaseId, Text> = {
  refill: { ja: 'カード補充フェイズ', en: 'Card refill phase' },
  movement: { ja: '移動フェイズ', en: 'Movement phase' },
  combat: { ja: '戦闘フェイズ', en: 'Combat phase' },
  cardPlay: { ja: 'カードプレイ・フェイズ', en: 'Card play phase' },
  victory: { ja: '勝利判定フェイズ', en: 'Victory check phase' },
};

const RESULT_NAME: Record<CrtResult, Text> = {
  DE: { ja: '防御側壊滅', en: 'Defender eliminated' },
  DR: { ja: '防御側退却', en: 'Defender retreats' },
  EX: { ja: '相互損害', en: 'Exchange' },
  NE: { ja: '効果なし', en: 'No effect' },
  AR: { ja: '攻撃側退却', en: 'Attacker retreats' },
  AE: { ja: '攻撃側壊滅', en: 'Attacker eliminated' },
};

const MODIFIER_NAME: Record<string, Text> = {
  river: { ja: '河川', en: 'River' },
  rough: { ja: '荒地', en: 'Rough' },
  town: { ja: '町', en: 'Town' },
  support: { ja: '攻撃支援', en: 'Support' },
};

const T = {
  ...WORDS,
  title: { ja: '日露大戦', en: 'The Russo-Japanese War' },
  subtitle: { ja: '1904年4月〜1905年3月 · 遼東半島と満洲', en: 'April 1904 – March 1905 · Liaotung and Manchuria' },
  eyesOnly: { ja: '{side}の画面', en: "{side}'s view" },
  turn: { ja: '第{n}ターン', en: 'Turn {n}' },
  turnTrack: { ja: 'ターン', en: 'Turn' },
  morale: { ja: '士気', en: 'Morale' },
  playerTurn: { ja: '{side}プレイヤー・ターン', en: "{side}'s player turn" },
  forcedMarch: { ja: '強行軍', en: 'Forced march' },
  toAct: { ja: '決定待ち', en: 'Waiting for' },
  cards: { ja: 'カード', en: 'Cards' },
  hand: { ja: '手札', en: 'hand' },
  deck: { ja: '山札', en: 'Deck' },
  discard: { ja: '捨て札', en: 'Discards' },
  topDiscard: { ja: '捨て札の一番上', en: 'Top of the discards' },
  noDiscard: { ja: '(なし)', en: '(none)' },
  nCards: { ja: '{n}枚', en: '{n}' },
  markers: { ja: 'マーカー', en: 'Markers' },
  paFleet: { ja: '旅順艦隊', en: 'Port Arthur fleet' },
  paFleetBlocked: { ja: '出撃不能', en: 'cannot sortie' },
  paFleetFree: { ja: '出撃可能', en: 'may sortie' },
  handLimit: { ja: '日本軍の手札上限', en: "Japan's hand limit" },
  homeTransport: { ja: '日本本土からの輸送', en: 'Transport from Japan' },
  barred: { ja: '不可', en: 'barred' },
  allowed: { ja: '可', en: 'allowed' },
  forcedMarchUsed: { ja: '強行軍', en: 'Forced march' },
  railUsed: { ja: '鉄道移動', en: 'Rail move' },
  used: { ja: '使用済', en: 'used' },
  unused: { ja: '未使用', en: 'unused' },
  moraleDie: { ja: '士気判定の修整', en: 'Morale check die' },
  lost: { ja: '今ターンの損失', en: 'Lost this turn' },
  zocLoss: { ja: 'ZOC喪失', en: 'ZOC loss' },
  combatNow: { ja: '戦闘解決中', en: 'Combat being resolved' },
  attacker: { ja: '攻撃', en: 'Attack' },
  defender: { ja: '防御', en: 'Defence' },
  modifiers: { ja: '修整', en: 'Modifiers' },
  noModifier: { ja: '修整なし', en: 'no modifiers' },
  differential: { ja: '戦力差', en: 'Differential' },
  column: { ja: 'コラム', en: 'Column' },
  noAttack: { ja: '攻撃不可', en: 'no attack' },
  die: { ja: 'ダイス', en: 'Die' },
  rolled: { ja: '出目の結果', en: 'Rolled' },
  events: { ja: 'イベント', en: 'Events' },
  support: { ja: '攻撃支援', en: 'Support' },
  result: { ja: '結果', en: 'Result' },
  pending: { ja: '未決定', en: 'pending' },
  legend: { ja: '凡例', en: 'Key' },
  scale: { ja: '1ヘクス 約24km', en: '1 hex ≈ 24 km' },
  declared: { ja: '攻撃宣言', en: 'Declared attack' },
  boxCount: { ja: '{n}個', en: '{n}' },
} satisfies Record<string, Text>;

const LEGEND_TEXT: Record<string, Text> = {
  clear: { ja: '平地', en: 'Clear' },
  rough: { ja: '荒地', en: 'Rough' },
  sea: { ja: '海', en: 'Sea' },
  river: { ja: '河川', en: 'River' },
  allSea: { ja: '全海ヘクスサイド', en: 'All-sea hexside' },
  road: { ja: '道路', en: 'Road' },
  rail: { ja: '鉄道', en: 'Railway' },
  town: { ja: '町', en: 'Town' },
  keyPoint: { ja: '重要地点', en: 'Key point' },
  portSouth: { ja: '南部の港湾', en: 'Southern port' },
  portOther: { ja: 'その他の港湾', en: 'Other port' },
  supplyJ: { ja: '日本軍補給源', en: 'Japanese supply' },
  supplyR: { ja: 'ロシア軍補給源', en: 'Russian supply' },
  controlJ: { ja: '日本軍支配', en: 'Japanese control' },
  controlR: { ja: 'ロシア軍支配', en: 'Russian control' },
  zoc: { ja: 'ZOC喪失', en: 'ZOC loss' },
  last: { ja: '直前の行動', en: 'Last action' },
  combat: { ja: '戦闘', en: 'Combat' },
};

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

/** Place names without the parenthesised gloss ("Chinchou (Nanshan)" → "Chinchou"). */
function shortName(t: Text, locale: Locale): string {
  return t[locale].replace(/\s*\(.*\)\s*$/, '');
}

/** A card's title for the panels: "#09 児玉源太郎 / バルチック艦隊回航". */
export function cardTitle(id: string, locale: Locale): string {
  const c = CARD_BY_ID[id];
  if (!c) return id;
  return `${id} ${c.japan.name[locale]} / ${c.russia.name[locale]}`;
}

// ---------------------------------------------------------------------------------------------
// Small shapes

function ringSvg(c: Pt, r: number, attrs: string): string {
  return `<polygon points="${pts(hexCorners(c, r))}" ${attrs}/>`;
}

function starPath(cx: number, cy: number, R: number, r = R * 0.45): string {
  const out: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 === 0 ? R : r;
    out.push(`${i === 0 ? 'M' : 'L'}${r1(cx + rad * Math.cos(a))} ${r1(cy + rad * Math.sin(a))}`);
  }
  return out.join('') + 'Z';
}

/**
 * The control marker of a key point: a disc in the controller's colour with a star (Japan: red,
 * white star; Russia: green, white star), at the hex's east corner.
 */
function keyPointMarker(side: NSide, cx: number, cy: number, r = 10): string {
  const fill = side === 'japan' ? C.japanDark : C.russiaDark;
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r}" fill="${fill}" stroke="#fff" stroke-width="1.8"/><path d="${starPath(cx, cy + 0.5, r * 0.72)}" fill="#fff"/>`;
}

/** Japanese control of an ordinary hex: a small Hinomaru disc. */
function japanControlMarker(cx: number, cy: number, r = 7): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r}" fill="#fff" stroke="#333" stroke-width="1"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.48)}" fill="${C.japanDark}"/>`;
}

function anchorIcon(kind: 'south' | 'other', cx: number, cy: number, r = 8.5): string {
  const col = kind === 'south' ? '#d0201b' : '#1d3f7a';
  const k = r / 8.5;
  const P = (x: number, y: number) => `${r1(cx + x * k)} ${r1(cy + y * k)}`;
  const body = `M${P(0, -3.2)}L${P(0, 5.2)}M${P(-3.2, -1.2)}L${P(3.2, -1.2)}M${P(-5, 1.6)}Q${P(-4.2, 5.6)} ${P(0, 5.6)}Q${P(4.2, 5.6)} ${P(5, 1.6)}`;
  return (
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r}" fill="#fff" stroke="${col}" stroke-width="1.2"/>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy - 4.6 * k)}" r="${r1(1.5 * k)}" fill="none" stroke="${col}" stroke-width="${r1(1.3 * k)}"/>` +
    `<path d="${body}" fill="none" stroke="${col}" stroke-width="${r1(1.5 * k)}" stroke-linecap="round"/>`
  );
}

function townSymbol(cx: number, cy: number, k = 1): string {
  const a = 5 * k;
  return `<rect x="${r1(cx - a - 2 * k)}" y="${r1(cy - a + 1 * k)}" width="${r1(2 * a)}" height="${r1(2 * a)}" fill="${C.town}" stroke="#fff" stroke-width="${r1(1.2 * k)}"/><rect x="${r1(cx - a + 3 * k)}" y="${r1(cy - a - 3 * k)}" width="${r1(2 * a - 2 * k)}" height="${r1(2 * a - 2 * k)}" fill="${C.town}" stroke="#fff" stroke-width="${r1(1.2 * k)}"/>`;
}

function zocBadge(cx: number, cy: number): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="8" fill="${C.zoc}" stroke="#3a2a00" stroke-width="1.3"/><path d="M${r1(cx - 3.2)} ${r1(cy - 3.4)}L${r1(cx + 3.2)} ${r1(cy - 3.4)}L${r1(cx - 3.2)} ${r1(cy + 3.4)}L${r1(cx + 3.2)} ${r1(cy + 3.4)}" fill="none" stroke="#222" stroke-width="1.6" stroke-linejoin="round"/><path d="M${r1(cx - 6)} ${r1(cy + 6)}L${r1(cx + 6)} ${r1(cy - 6)}" stroke="${C.combat}" stroke-width="2"/>`;
}

function panelFrame(r: Rect, fill: string = C.panel, stroke: string = C.panelBorder, rx = 8): string {
  return `<rect x="${r1(r.x + 0.75)}" y="${r1(r.y + 0.75)}" width="${r1(r.w - 1.5)}" height="${r1(r.h - 1.5)}" rx="${rx}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/>`;
}

// ---------------------------------------------------------------------------------------------
// Text styles

const ST = {
  panelTitle: { size: 14, weight: 700, color: C.inkSoft, anchor: 'start' } as TextStyle,
  body: { size: 14, weight: 400, color: C.ink, anchor: 'start' } as TextStyle,
  bodyBold: { size: 14, weight: 700, color: C.ink, anchor: 'start' } as TextStyle,
  small: { size: 12, weight: 400, color: C.inkSoft, anchor: 'start' } as TextStyle,
  smallBold: { size: 12, weight: 700, color: C.ink, anchor: 'start' } as TextStyle,
};

function st(base: TextStyle, patch: Partial<TextStyle>): TextStyle {
  return { ...base, ...patch };
}

/** The largest of `sizes` at which `text` fits in `maxW` px (else the smallest). */
async function fitSize(text: string, maxW: number, base: TextStyle, sizes: number[]): Promise<TextStyle> {
  for (const size of sizes) {
    const s = st(base, { size });
    if ((await textWidth(text, s)) <= maxW) return s;
  }
  return st(base, { size: sizes[sizes.length - 1]! });
}

// ---------------------------------------------------------------------------------------------
// Static layer (everything the view does not change): per locale, cached

const staticLayers = new PromiseCache<Locale, string>();

function staticLayer(locale: Locale): Promise<string> {
  return staticLayers.get(locale, () => buildStaticLayer(locale));
}

function lineThrough(hexes: readonly HexId[]): Pt[] {
  return hexes.filter((h) => ON_MAP.has(h)).map(hexCenterOnImage);
}

/** Where the Korea / Siberia link arrives at its box (the box edge facing the map). */
function boxLink(box: BoxId): { from: Pt; to: Pt } | null {
  const b = BOXES.find((x) => x.id === box);
  if (!b?.link) return null;
  const r = BOX_RECT[box];
  const c = hexCenterOnImage(b.link.hex);
  const leftSide = r.x < X_MAP;
  const from = { x: leftSide ? r.x + r.w : r.x, y: c.y };
  const to = { x: leftSide ? c.x - S + 6 : c.x + S - 6, y: c.y };
  return { from, to };
}

async function buildStaticLayer(locale: Locale): Promise<string> {
  const out: string[] = [];
  out.push(`<rect width="${IMAGE_W}" height="${IMAGE_H}" fill="${C.page}"/>`);

  // Map frame.
  out.push(
    `<rect x="${r1(X_MAPFRAME)}" y="${r1(Y_MAPFRAME)}" width="${r1(MAPFRAME_W)}" height="${r1(MAPFRAME_H)}" fill="${C.sea}" stroke="${C.mapFrame}" stroke-width="2"/>`,
  );

  // Terrain: every hex a polygon, sea and land in two groups (different outline colours).
  const sea: string[] = [];
  const land: string[] = [];
  for (const h of HEXES) {
    const c = hexCenterOnImage(h.id);
    const fill = h.terrain === 'sea' ? C.sea : h.terrain === 'rough' ? C.rough : C.clear;
    const poly = `<polygon data-hex="${h.id}" data-terrain="${h.terrain}" points="${pts(hexCorners(c, S))}" fill="${fill}"/>`;
    (h.terrain === 'sea' ? sea : land).push(poly);
  }
  out.push(`<g stroke="${C.seaLine}" stroke-width="1">${sea.join('')}</g>`);
  out.push(`<g stroke="${C.hexLine}" stroke-width="1">${land.join('')}</g>`);

  // Rough: diagonal hatching as a <pattern> filling every rough hex at once (continuous across
  // neighbouring hexes; resvg renders the tile once), plus two small ridges per hex.
  const rough = HEXES.filter((h) => h.terrain === 'rough');
  out.push(
    `<defs><pattern id="nt-hatch" patternUnits="userSpaceOnUse" width="${HATCH}" height="${HATCH}"><path d="M-1 1L1 -1M0 ${HATCH}L${HATCH} 0M${HATCH - 1} ${HATCH + 1}L${HATCH + 1} ${HATCH - 1}" stroke="${C.roughHatch}" stroke-width="1.3"/></pattern></defs>`,
  );
  const roughPath = rough.map((h) => 'M' + pts(hexCorners(hexCenterOnImage(h.id), S)).replace(/ /g, 'L') + 'Z').join('');
  out.push(`<path data-hatch="rough" d="${roughPath}" fill="url(#nt-hatch)" fill-opacity=".5"/>`);
  const ridges: string[] = [];
  for (const h of rough) {
    const c = hexCenterOnImage(h.id);
    for (const [dx, dy] of [
      [-29, 12],
      [27, -12],
    ] as const) {
      const x = c.x + dx;
      const y = c.y + dy;
      ridges.push(`M${r1(x - 6)} ${r1(y + 3)}L${r1(x)} ${r1(y - 5)}L${r1(x + 6)} ${r1(y + 3)}Z`);
    }
  }
  out.push(`<path d="${ridges.join('')}" fill="#7a5128" stroke="#4a2f14" stroke-width=".8" stroke-linejoin="round"/>`);

  // Coast.
  out.push(`<path data-coast="1" d="${COAST_SIDES.map(([a, b]) => seg(...sharedEdge(a, b))).join('')}" stroke="${C.coast}" stroke-width="2.2" stroke-linecap="round" fill="none"/>`);

  // All-sea hexsides: a strait of sea between two coast lines.
  for (const [a, b] of ALL_SEA_SIDES) {
    const [p, q] = sharedEdge(a, b);
    const d = seg(p, q);
    out.push(`<path data-all-sea="${a}-${b}" d="${d}" stroke="${C.coast}" stroke-width="10" stroke-linecap="round"/>`);
    out.push(`<path d="${d}" stroke="${C.sea}" stroke-width="6.5" stroke-linecap="round"/>`);
  }

  // Rivers on hexsides.
  const river = RIVER_SIDES.map(([a, b]) => seg(...sharedEdge(a, b))).join('');
  out.push(`<path data-river="1" d="${river}" stroke="${C.river}" stroke-width="5" stroke-linecap="round" fill="none"/>`);
  out.push(`<path d="${river}" stroke="${C.riverCore}" stroke-width="1.6" stroke-linecap="round" fill="none"/>`);

  // Roads: brown dashes through hex centres.
  for (const road of ROADS) {
    const line = lineThrough(road.hexes);
    out.push(`<polyline data-road="${road.id}" points="${pts(line)}" stroke="#f7efd8" stroke-width="5" stroke-linejoin="round" fill="none" stroke-opacity=".8"/>`);
    out.push(`<polyline points="${pts(line)}" stroke="${C.road}" stroke-width="3" stroke-dasharray="8 4" stroke-linejoin="round" fill="none"/>`);
  }
  // Railways: black with ties.
  for (const rail of RAILWAYS) {
    const line = lineThrough(rail.hexes);
    out.push(`<path d="${railTies(line)}" stroke="${C.rail}" stroke-width="1.6"/>`);
    out.push(`<polyline data-rail="${rail.id}" points="${pts(line)}" stroke="${C.rail}" stroke-width="3.2" stroke-linejoin="round" fill="none"/>`);
  }

  // Supply hexes: a dashed ring in the side's colour.
  for (const side of ['japan', 'russia'] as const) {
    const c = hexCenterOnImage(SUPPLY[side]);
    out.push(ringSvg(c, S - 5, `data-supply="${side}" fill="none" stroke="${sideColors(side).dark}" stroke-width="4" stroke-dasharray="8 4"`));
  }

  // Towns and key points (at the centre: under a counter when one stands there).
  const keyPoints = new Set(KEY_POINTS);
  for (const h of HEXES) {
    if (!h.town) continue;
    const c = hexCenterOnImage(h.id);
    if (keyPoints.has(h.id)) {
      out.push(`<g data-keypoint="${h.id}"><circle cx="${r1(c.x)}" cy="${r1(c.y)}" r="15" fill="#fff6d0" stroke="${C.town}" stroke-width="2"/><path d="${starPath(c.x, c.y + 1, 13)}" fill="${C.town}"/></g>`);
    } else {
      out.push(`<g data-town="${h.id}">${townSymbol(c.x, c.y)}</g>`);
    }
  }

  // Ports: an anchor in the west corner.
  for (const p of PORTS) {
    const c = hexCenterOnImage(p.hex);
    out.push(`<g data-port="${p.hex}" data-port-kind="${p.kind}">${anchorIcon(p.kind, c.x - CORNER_DX, c.y)}</g>`);
  }

  // Hex ids in the top band (digits defined once, placed with <use>). Where a road or railway
  // runs straight up through the band, a pale plate keeps the digits readable.
  const idRun = await GlyphRun.create('hid', '0123456789', { size: 10, weight: 400, color: C.inkSoft }, 6.1);
  const seaIdRun = await GlyphRun.create('hsd', '0123456789', { size: 10, weight: 400, color: C.seaId }, 6.1);
  out.push(`<defs>${idRun.defs()}${seaIdRun.defs()}</defs>`);
  const crossed = new Set<HexId>();
  for (const line of [...ROADS, ...RAILWAYS]) {
    for (let i = 0; i + 1 < line.hexes.length; i++) {
      const a = line.hexes[i]!;
      const b = line.hexes[i + 1]!;
      if (a.slice(0, 2) === b.slice(0, 2)) crossed.add(a > b ? a : b);
    }
  }
  const plates: string[] = [];
  const ids: string[] = [];
  for (const h of HEXES) {
    const c = hexCenterOnImage(h.id);
    const y = c.y - HEX_H / 2 + ID_DY;
    if (crossed.has(h.id)) plates.push(`<rect x="${r1(c.x - 14)}" y="${r1(y - 5.5)}" width="28" height="11" rx="3"/>`);
    ids.push((h.terrain === 'sea' ? seaIdRun : idRun).at(h.id, c.x, y));
  }
  out.push(`<g fill="${C.plate}" fill-opacity=".85">${plates.join('')}</g>`);
  out.push(`<g data-hexids="1">${ids.join('')}</g>`);

  // Place names in the bottom band, on pale plates: towns bold, other names lighter.
  const names: { hex: HexId; name: string; town: boolean }[] = [
    ...HEXES.filter((h) => h.town).map((h) => ({ hex: h.id, name: shortName(h.town!, locale), town: true })),
    ...PLACE_LABELS.filter((p) => !HEX_BY_ID.get(p.hex)?.town).map((p) => ({ hex: p.hex, name: shortName(p.name, locale), town: false })),
  ];
  for (const n of names) {
    const c = hexCenterOnImage(n.hex);
    const size = locale === 'ja' ? (n.town ? 11 : 10) : n.name.length > 9 ? 8.5 : 9.5;
    const style: TextStyle = { size, weight: n.town ? 700 : 400, color: n.town ? C.ink : C.inkSoft };
    const y = c.y + HEX_H / 2 - NAME_DY;
    const w = (await textWidth(n.name, style)) + 6;
    out.push(`<rect x="${r1(c.x - w / 2)}" y="${r1(y - size * 0.62)}" width="${r1(w)}" height="${r1(size * 1.24)}" rx="3" fill="${C.plate}" fill-opacity="${n.town ? 0.9 : 0.75}"/>`);
    out.push(await textAt(n.name, c.x, y, style, `data-place="${n.hex}"`));
  }

  // Off-map boxes: frames, titles, links to their hex.
  for (const b of BOXES) {
    const r = BOX_RECT[b.id];
    const color = b.side === 'japan' ? C.japanDark : b.side === 'russia' ? C.russiaDark : C.inkSoft;
    out.push(
      `<rect data-box="${b.id}" x="${r1(r.x + 1)}" y="${r1(r.y + 1)}" width="${r1(r.w - 2)}" height="${r1(r.h - 2)}" rx="7" fill="${C.boxFill}" stroke="${color}" stroke-width="2"${b.side === 'both' ? '' : ' stroke-dasharray="7 4"'}/>`,
    );
    out.push(`<rect x="${r1(r.x + 1)}" y="${r1(r.y + 1)}" width="${r1(r.w - 2)}" height="22" rx="7" fill="${color}"/>`);
    out.push(`<rect x="${r1(r.x + 1)}" y="${r1(r.y + 14)}" width="${r1(r.w - 2)}" height="9" fill="${color}"/>`);
    const name = b.name[locale];
    out.push(await textAt(name, r.x + r.w / 2, r.y + 12, await fitSize(name, r.w - 10, { size: 12, weight: 700, color: '#fff' }, [12, 11, 10, 9])));
    const link = boxLink(b.id);
    if (link && b.link) {
      const poly = arrowPolygon(link.from, link.to, 3.5, 9, 10);
      const col = b.link.by === 'rail' ? C.rail : C.road;
      out.push(`<polygon data-link="${b.id}" points="${pts(poly)}" fill="${col}" stroke="#fff" stroke-width="1.2" stroke-linejoin="round"/>`);
      const note = `${b.link.hex} ${b.link.by === 'rail' ? LEGEND_TEXT.rail![locale] : LEGEND_TEXT.road![locale]}`;
      out.push(await textAt(note, r.x + r.w / 2, r.y + r.h - 10, { size: 10, weight: 700, color }));
    }
  }

  // Morale track (vertical, 6 at the top).
  {
    const m = MORALE_RECT;
    out.push(panelFrame(m, C.panel, C.panelBorder, 7));
    out.push(await textAt(T.morale[locale], m.x + m.w / 2, m.y + 13, { size: 13, weight: 700, color: C.ink }));
    const n = MORALE_TRACK.max - MORALE_TRACK.min + 1;
    const top = m.y + 26;
    const cell = (m.h - 32) / n;
    for (let v: number = MORALE_TRACK.max; v >= MORALE_TRACK.min; v--) {
      const y = top + (MORALE_TRACK.max - v) * cell;
      const fill = v === 0 ? '#e9c9c0' : v % 2 === 0 ? '#efe5cc' : '#f7f0dd';
      out.push(`<rect x="${r1(m.x + 6)}" y="${r1(y)}" width="${r1(m.w - 12)}" height="${r1(cell - 3)}" rx="4" fill="${fill}" stroke="${C.panelBorder}" stroke-width="1"/>`);
      out.push(await textAt(String(v), m.x + 19, y + (cell - 3) / 2, { size: 20, weight: 700, color: C.ink }));
    }
  }

  // Compass: true north is 31° clockwise from the +x (column) axis.
  {
    const { x: cx, y: cy } = COMPASS_C;
    const ang = (31 * Math.PI) / 180;
    const u = { x: Math.cos(ang), y: Math.sin(ang) };
    const v = { x: -u.y, y: u.x };
    const L = 34;
    const W = 8;
    const tip = { x: cx + u.x * L, y: cy + u.y * L };
    const tail = { x: cx - u.x * L, y: cy - u.y * L };
    const left = { x: cx + v.x * W, y: cy + v.y * W };
    const right = { x: cx - v.x * W, y: cy - v.y * W };
    out.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${L + 8}" fill="${C.panel}" stroke="${C.panelBorder}" stroke-width="1.5"/>`);
    out.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${L - 6}" fill="none" stroke="${C.panelBorder}" stroke-width="1"/>`);
    out.push(`<g data-compass="north"><path d="M${r1(tip.x)} ${r1(tip.y)}L${r1(left.x)} ${r1(left.y)}L${r1(cx)} ${r1(cy)}Z" fill="${C.ink}"/><path d="M${r1(tip.x)} ${r1(tip.y)}L${r1(right.x)} ${r1(right.y)}L${r1(cx)} ${r1(cy)}Z" fill="#8a7a60"/>`);
    out.push(`<path d="M${r1(tail.x)} ${r1(tail.y)}L${r1(left.x)} ${r1(left.y)}L${r1(cx)} ${r1(cy)}Z" fill="#fff" stroke="${C.ink}" stroke-width=".8"/><path d="M${r1(tail.x)} ${r1(tail.y)}L${r1(right.x)} ${r1(right.y)}L${r1(cx)} ${r1(cy)}Z" fill="#d8ccb0" stroke="${C.ink}" stroke-width=".8"/></g>`);
    out.push(await textAt(T.north[locale], cx + u.x * (L - 13) + v.x * 12, cy + u.y * (L - 13) + v.y * 12, { size: 13, weight: 700, color: C.ink }));
    out.push(await textAt(T.scale[locale], cx, cy + L + 22, { size: 10, weight: 400, color: C.inkSoft }));
  }

  // Header frame and title.
  out.push(await textAt(T.title[locale], MARGIN + 4, Y_HEADER + 22, { size: locale === 'ja' ? 30 : 26, weight: 700, color: C.ink, anchor: 'start' }));
  {
    const tw = await textWidth(T.title[locale], { size: locale === 'ja' ? 30 : 26, weight: 700, color: C.ink });
    out.push(await textAt(T.subtitle[locale], MARGIN + 4 + tw + 14, Y_HEADER + 28, st(ST.small, { size: 13 })));
  }

  // Turn track frames.
  {
    const labelW = 58;
    const n = TURN_TRACK.length;
    const gap = 4;
    const boxW = (INNER_W - labelW - gap * n) / n;
    out.push(await textAt(T.turnTrack[locale], MARGIN + labelW / 2, Y_TRACK + TRACK_H / 2, { size: 15, weight: 700, color: C.ink }));
    for (let i = 0; i < n; i++) {
      const t = TURN_TRACK[i]!;
      const x = MARGIN + labelW + gap + i * (boxW + gap);
      out.push(`<rect data-turn-box="${t.turn}" x="${r1(x)}" y="${Y_TRACK}" width="${r1(boxW)}" height="${TRACK_H}" rx="6" fill="${C.panel}" stroke="${C.panelBorder}" stroke-width="1.5"/>`);
    }
  }

  // Info panels: frames and titles.
  const rects = infoRects();
  for (const [key, r] of Object.entries(rects)) {
    out.push(panelFrame(r));
    const title =
      key === 'status' ? T.status : key === 'cards' ? T.cards : key === 'markers' ? T.markers : key === 'legend' ? T.legend : null;
    if (title) out.push(await textAt(title[locale], r.x + 12, r.y + 15, ST.panelTitle));
  }
  out.push(await legend(rects.legend, locale));
  return out.join('');
}

function infoRects(): Record<'status' | 'cards' | 'markers' | 'combat' | 'legend', Rect> {
  return {
    status: { x: MARGIN, y: Y_ROW1, w: STATUS_W, h: ROW1_H },
    cards: { x: MARGIN + STATUS_W + GAP, y: Y_ROW1, w: CARDS_W, h: ROW1_H },
    markers: { x: MARGIN + STATUS_W + CARDS_W + 2 * GAP, y: Y_ROW1, w: MARKERS_W, h: ROW1_H },
    combat: { x: MARGIN, y: Y_ROW2, w: COMBAT_W, h: ROW2_H },
    legend: { x: MARGIN + COMBAT_W + GAP, y: Y_ROW2, w: LEGEND_W, h: ROW2_H },
  };
}

async function legend(r: Rect, locale: Locale): Promise<string> {
  const out: string[] = [];
  const cols = 3;
  const colW = (r.w - 20) / cols;
  const rowH = 24;
  const keys = Object.keys(LEGEND_TEXT);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const col = Math.floor(i / 6);
    const row = i % 6;
    const x = r.x + 10 + col * colW;
    const y = r.y + 30 + row * rowH;
    const cx = x + 16;
    const cy = y + rowH / 2;
    out.push(legendSwatch(key, cx, cy));
    const text = LEGEND_TEXT[key]![locale];
    out.push(await textAt(text, x + 34, cy, await fitSize(text, colW - 38, { size: 12, weight: 400, color: C.ink, anchor: 'start' }, [12, 11, 10])));
  }
  return out.join('');
}

function legendSwatch(kind: string, cx: number, cy: number): string {
  const hex = (fill: string, extra = '') => `<polygon points="${pts(hexCorners({ x: cx, y: cy }, 12))}" fill="${fill}" stroke="${C.hexLine}" stroke-width="1"/>${extra}`;
  switch (kind) {
    case 'clear':
      return hex(C.clear);
    case 'rough': {
      const lines = diagonalHatch({ x: cx, y: cy }, hexCorners({ x: cx, y: cy }, 11.5), 3, 5, 40);
      return hex(C.rough, `<path d="${lines}" stroke="${C.roughHatch}" stroke-width="1.2" stroke-opacity=".6"/>`);
    }
    case 'sea':
      return hex(C.sea);
    case 'river':
      return `<path d="M${cx - 14} ${cy}L${cx + 14} ${cy}" stroke="${C.river}" stroke-width="5" stroke-linecap="round"/><path d="M${cx - 14} ${cy}L${cx + 14} ${cy}" stroke="${C.riverCore}" stroke-width="1.6" stroke-linecap="round"/>`;
    case 'allSea':
      return `<path d="M${cx - 14} ${cy}L${cx + 14} ${cy}" stroke="${C.coast}" stroke-width="10"/><path d="M${cx - 14} ${cy}L${cx + 14} ${cy}" stroke="${C.sea}" stroke-width="6.5"/>`;
    case 'road':
      return `<path d="M${cx - 14} ${cy}L${cx + 14} ${cy}" stroke="${C.road}" stroke-width="3" stroke-dasharray="8 4"/>`;
    case 'rail': {
      const line = [
        { x: cx - 14, y: cy },
        { x: cx + 14, y: cy },
      ];
      return `<path d="${railTies(line, 7, 4.5)}" stroke="${C.rail}" stroke-width="1.6"/><path d="M${cx - 14} ${cy}L${cx + 14} ${cy}" stroke="${C.rail}" stroke-width="3.2"/>`;
    }
    case 'town':
      return townSymbol(cx, cy, 0.9);
    case 'keyPoint':
      return `<circle cx="${cx}" cy="${cy}" r="10" fill="#fff6d0" stroke="${C.town}" stroke-width="1.6"/><path d="${starPath(cx, cy + 0.7, 9)}" fill="${C.town}"/>`;
    case 'portSouth':
      return anchorIcon('south', cx, cy);
    case 'portOther':
      return anchorIcon('other', cx, cy);
    case 'supplyJ':
      return `<polygon points="${pts(hexCorners({ x: cx, y: cy }, 11))}" fill="none" stroke="${C.japanDark}" stroke-width="3" stroke-dasharray="5 3"/>`;
    case 'supplyR':
      return `<polygon points="${pts(hexCorners({ x: cx, y: cy }, 11))}" fill="none" stroke="${C.russiaDark}" stroke-width="3" stroke-dasharray="5 3"/>`;
    case 'controlJ':
      return keyPointMarker('japan', cx - 6, cy, 8.5) + japanControlMarker(cx + 8, cy, 6);
    case 'controlR':
      return keyPointMarker('russia', cx, cy, 8.5);
    case 'zoc':
      return zocBadge(cx, cy);
    case 'last':
      return doubleOutline(pts(hexCorners({ x: cx, y: cy }, 10.5)), C.highlightEdge, 5.5, C.highlight, 3.2);
    case 'combat':
      return `<polygon points="${pts(arrowPolygon({ x: cx - 14, y: cy }, { x: cx + 14, y: cy }, 3, 8, 10))}" fill="${C.combat}" stroke="#fff" stroke-width="1"/>`;
    default:
      return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Counters

/**
 * One unit as SVG, top-left at (x, y): the side's colours, the designation white on a dark band,
 * strength-movement large below (R-PA shows 2-0, or 3-0 flipped). data-* for tests.
 */
async function counterSvg(u: UnitView, x: number, y: number, where: string, zocLoss: boolean): Promise<string> {
  const { body, dark } = sideColors(u.side);
  const p: string[] = [];
  p.push(`<rect x="${r1(x + 2)}" y="${r1(y + 2)}" width="${K}" height="${K}" rx="4" fill="#000" fill-opacity=".35"/>`);
  p.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${K}" height="${K}" rx="4" fill="${body}" stroke="${dark}" stroke-width="1.5"/>`);
  p.push(`<rect x="${r1(x + 2)}" y="${r1(y + 2)}" width="${K - 4}" height="13" rx="2.5" fill="${dark}"/>`);
  if (u.flipped) {
    // The back of R-PA: a gold edge so the flipped face is told apart at a glance.
    p.push(`<rect x="${r1(x + 1.5)}" y="${r1(y + 1.5)}" width="${K - 3}" height="${K - 3}" rx="3.5" fill="none" stroke="${C.gold}" stroke-width="2"/>`);
  }
  const short = u.short;
  const nameStyle: TextStyle = { size: short.length > 3 ? 10.5 : 11.5, weight: 700, color: '#ffffff' };
  p.push(await textAt(short, x + K / 2, y + 8.4, nameStyle, 'data-label="designation"'));
  p.push(await textAt(`${u.strength}-${u.ma}`, x + K / 2, y + K - 13, { size: 19, weight: 700, color: dark }, 'data-label="values"'));
  if (zocLoss) p.push(`<g data-zoc-loss="${u.id}">${zocBadge(x + K - 3, y + K - 3)}</g>`);
  return `<g data-unit="${u.id}" data-side="${u.side}" data-where="${where}"${u.flipped ? ' data-flipped="1"' : ''}>${p.join('')}</g>`;
}

// ---------------------------------------------------------------------------------------------
// The view's layer

export interface NichiroRenderParts {
  svg: string;
  /** Time spent building the SVG, ms. */
  ms: number;
}

export async function renderNichiroSvg(view: NichiroView, locale: Locale): Promise<string> {
  return (await renderNichiroParts(view, locale)).svg;
}

export async function renderNichiroParts(view: NichiroView, locale: Locale): Promise<NichiroRenderParts> {
  const t0 = performance.now();
  await loadFonts();
  const base = await staticLayer(locale);
  const dyn = await Promise.all([
    mapOverlay(view),
    unitsLayer(view),
    arrowsLayer(view),
    header(view, locale),
    turnMarker(view, locale),
    moraleMarkers(view, locale),
    statusPanel(view, locale),
    cardsPanel(view, locale),
    markersPanel(view, locale),
    combatPanel(view, locale),
  ]);
  // Order matters: highlights, control markers and attack arrows under the counters (an arrow
  // over a stack would hide the lower counter's designation), panels anywhere.
  const [overlay, units, arrows, ...panels] = dyn;
  const svg = svgDoc(IMAGE_W, IMAGE_H, base + overlay + arrows + units + panels.join(''));
  return { svg, ms: performance.now() - t0 };
}

/** Control markers and the last action's highlight. */
async function mapOverlay(view: NichiroView): Promise<string> {
  const out: string[] = [];
  for (const hex of view.lastHexes) {
    if (!ON_MAP.has(hex)) continue;
    const c = hexCenterOnImage(hex);
    const ring = pts(hexCorners(c, S - 3.5));
    out.push(`<g data-highlight="${hex}">${doubleOutline(ring, C.highlightEdge, 7.5, C.highlight, 4.5, ' stroke-linejoin="round"')}</g>`);
  }
  const keyPoints = new Set<HexId>();
  for (const kp of view.keyPoints) {
    if (!ON_MAP.has(kp.hex)) continue;
    keyPoints.add(kp.hex);
    const c = hexCenterOnImage(kp.hex);
    out.push(`<g data-control="${kp.hex}" data-controller="${kp.controller}">${keyPointMarker(kp.controller, c.x + CORNER_DX, c.y)}</g>`);
  }
  for (const hex of view.japaneseControl) {
    if (!ON_MAP.has(hex) || keyPoints.has(hex)) continue;
    const c = hexCenterOnImage(hex);
    out.push(`<g data-control="${hex}" data-controller="japan">${japanControlMarker(c.x + CORNER_DX, c.y)}</g>`);
  }
  return out.join('');
}

async function unitsLayer(view: NichiroView): Promise<string> {
  const out: string[] = [];
  const zoc = new Set([...view.markers.zocLoss, ...view.units.filter((u) => u.zocLoss).map((u) => u.id)]);
  const byHex = new Map<HexId, UnitView[]>();
  const byBox = new Map<BoxId, UnitView[]>();
  for (const u of view.units) {
    if (u.where.kind === 'map') {
      const list = byHex.get(u.where.hex) ?? [];
      list.push(u);
      byHex.set(u.where.hex, list);
    } else {
      const list = byBox.get(u.where.box) ?? [];
      list.push(u);
      byBox.set(u.where.box, list);
    }
  }
  for (const [hex, list] of byHex) {
    if (!ON_MAP.has(hex)) continue;
    const c = hexCenterOnImage(hex);
    for (let i = 0; i < list.length; i++) {
      const o = stackOffset(i, list.length);
      out.push(await counterSvg(list[i]!, c.x - K / 2 + o.x, c.y - K / 2 + o.y, `map-${hex}`, zoc.has(list[i]!.id)));
    }
  }
  for (const [box, list] of byBox) {
    const r = BOX_RECT[box];
    if (!r) continue;
    // In the counter sheet's order (Japanese first in the eliminated box).
    const sorted = [...list].sort((a, b) => (COUNTER_ORDER.get(a.id) ?? 999) - (COUNTER_ORDER.get(b.id) ?? 999));
    const top = r.y + 28;
    const bottom = r.y + r.h - (boxLink(box) ? 24 : 8);
    const rows = Math.ceil(sorted.length / 2);
    const step = rows <= 1 ? 0 : Math.min(K + 6, (bottom - top - K) / (rows - 1));
    const x0 = r.x + (r.w - 2 * K - 6) / 2;
    for (let i = 0; i < sorted.length; i++) {
      const col = i % 2;
      const row = Math.floor(i / 2);
      out.push(await counterSvg(sorted[i]!, x0 + col * (K + 6), top + row * step, `box-${box}`, zoc.has(sorted[i]!.id)));
    }
  }
  return out.join('');
}

/** Declared attacks (orange) and the combat being resolved or the last one (red). */
async function arrowsLayer(view: NichiroView): Promise<string> {
  const out: string[] = [];
  const unitHex = new Map<string, HexId>();
  for (const u of view.units) if (u.where.kind === 'map') unitHex.set(u.id, u.where.hex);
  const arrow = (from: HexId, to: HexId, color: string, attrs: string, w = 4) => {
    if (!ON_MAP.has(from) || !ON_MAP.has(to) || from === to) return;
    const a = hexCenterOnImage(from);
    const d = hexCenterOnImage(to);
    // Between the counters: a counter's edge is at most 0.33 of the way from either centre.
    const s = { x: a.x + (d.x - a.x) * 0.2, y: a.y + (d.y - a.y) * 0.2 };
    const e = { x: a.x + (d.x - a.x) * 0.67, y: a.y + (d.y - a.y) * 0.67 };
    out.push(`<polygon ${attrs} points="${pts(arrowPolygon(s, e, w, w + 7, 13))}" fill="${color}" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/>`);
  };
  const shown = view.combat ?? view.lastCombat;
  for (const d of view.declarations) {
    if (d.resolved) continue;
    if (view.combat && d.target === view.combat.target) continue;
    const froms = new Set(d.attackers.map((id) => unitHex.get(id)).filter((h): h is HexId => !!h));
    for (const f of froms) arrow(f, d.target, C.declared, `data-declared="${d.target}"`, 3.2);
  }
  if (shown) {
    const froms = new Set(shown.attackers.map((a) => a.hex));
    for (const f of froms) arrow(f, shown.target, C.combat, `data-combat="${shown.target}"`);
  }
  return out.join('');
}

async function header(view: NichiroView, locale: Locale): Promise<string> {
  const out: string[] = [];
  const right = MARGIN + INNER_W;
  const y = Y_HEADER + 24;
  const turnText = `${fmt(T.turn[locale], { n: view.turn })} · ${view.turnName[locale]}`;
  const turnStyle: TextStyle = { size: 20, weight: 700, color: C.ink, anchor: 'end' };
  out.push(await textAt(turnText, right - 4, y, turnStyle));
  const tw = await textWidth(turnText, turnStyle);
  const chip = view.viewer ? fmt(T.eyesOnly[locale], { side: SIDE_NAME[view.viewer][locale] }) : T.public[locale];
  const chipStyle: TextStyle = { size: 14, weight: 700, color: view.viewer ? '#fff' : C.ink };
  const cw = (await textWidth(chip, chipStyle)) + 20;
  const cx = right - 4 - tw - 16 - cw;
  out.push(`<rect x="${r1(cx)}" y="${r1(y - 14)}" width="${r1(cw)}" height="28" rx="6" fill="${view.viewer ? sideColors(view.viewer).dark : '#d9ccaa'}"/>`);
  out.push(await textAt(chip, cx + cw / 2, y, chipStyle, `data-viewer="${view.viewer ?? 'public'}"`));
  return out.join('');
}

async function turnMarker(view: NichiroView, locale: Locale): Promise<string> {
  const out: string[] = [];
  const labelW = 58;
  const n = TURN_TRACK.length;
  const gap = 4;
  const boxW = (INNER_W - labelW - gap * n) / n;
  for (let i = 0; i < n; i++) {
    const t = TURN_TRACK[i]!;
    const x = MARGIN + labelW + gap + i * (boxW + gap);
    const now = t.turn === view.turn;
    const past = t.turn < view.turn;
    if (now) {
      out.push(`<rect data-turn-now="${t.turn}" x="${r1(x)}" y="${Y_TRACK}" width="${r1(boxW)}" height="${TRACK_H}" rx="6" fill="${C.gold}" stroke="${C.ink}" stroke-width="2.5"/>`);
    } else if (past) {
      out.push(`<rect x="${r1(x + 1)}" y="${Y_TRACK + 1}" width="${r1(boxW - 2)}" height="${TRACK_H - 2}" rx="5" fill="#ddd2b8"/>`);
    }
    const color = past ? '#8a7c64' : C.ink;
    out.push(await textAt(String(t.turn), x + boxW / 2, Y_TRACK + 15, { size: now ? 18 : 16, weight: 700, color }));
    const month = t.name[locale];
    out.push(await textAt(month, x + boxW / 2, Y_TRACK + 36, await fitSize(month, boxW - 8, { size: 12, weight: now ? 700 : 400, color }, [12, 11, 10, 9])));
  }
  return out.join('');
}

async function moraleMarkers(view: NichiroView, locale: Locale): Promise<string> {
  const out: string[] = [];
  const m = MORALE_RECT;
  const n = MORALE_TRACK.max - MORALE_TRACK.min + 1;
  const top = m.y + 26;
  const cell = (m.h - 32) / n;
  for (const side of ['japan', 'russia'] as const) {
    const v = Math.max(MORALE_TRACK.min, Math.min(MORALE_TRACK.max, view.morale[side]));
    const y = top + (MORALE_TRACK.max - v) * cell + (cell - 3) / 2;
    const x = m.x + (side === 'japan' ? 50 : 79);
    const { dark } = sideColors(side);
    out.push(
      `<g data-morale="${side}" data-value="${view.morale[side]}"><rect x="${r1(x - 13 + 1.5)}" y="${r1(y - 13 + 1.5)}" width="26" height="26" rx="4" fill="#000" fill-opacity=".3"/><rect x="${r1(x - 13)}" y="${r1(y - 13)}" width="26" height="26" rx="4" fill="${dark}" stroke="#fff" stroke-width="1.5"/>`,
    );
    out.push(await textAt(SIDE_MARK[side][locale], x, y, { size: 15, weight: 700, color: '#fff' }));
    out.push('</g>');
  }
  return out.join('');
}

async function chipAt(text: string, x: number, y: number, side: NSide | null, size = 13): Promise<{ svg: string; w: number }> {
  const style: TextStyle = { size, weight: 700, color: side ? '#fff' : C.ink };
  const w = (await textWidth(text, style)) + 14;
  const fill = side ? sideColors(side).dark : '#d9ccaa';
  const svg = `<rect x="${r1(x)}" y="${r1(y - size * 0.85)}" width="${r1(w)}" height="${r1(size * 1.7)}" rx="5" fill="${fill}"/>` + (await textAt(text, x + w / 2, y, style));
  return { svg, w };
}

async function statusPanel(view: NichiroView, locale: Locale): Promise<string> {
  const r = infoRects().status;
  const out: string[] = [];
  const x = r.x + 12;
  const w = r.w - 24;
  let y = r.y + 38;
  if (view.result) {
    const res = view.result;
    const winner = res.winner === 'japan' || res.winner === 'russia' ? res.winner : null;
    const head = winner ? fmt(T.wins[locale], { side: SIDE_NAME[winner][locale] }) : T.draw[locale];
    const chip = await chipAt(`${T.over[locale]} · ${head}`, x, y, winner, 17);
    out.push(`<g data-result="${winner ?? 'draw'}">${chip.svg}</g>`);
    y += 22;
    const p = await paragraphAt(res.reason[locale], x, y, w, { size: 14, color: C.ink, lineHeight: 1.3, maxLines: 3 });
    out.push(p.svg);
    y += p.height + 4;
  } else {
    // Whose player turn, which phase.
    if (view.phasing && view.phase) {
      const chip = await chipAt(fmt(T.playerTurn[locale], { side: SIDE_NAME[view.phasing][locale] }), x, y, view.phasing, 14);
      out.push(`<g data-phasing="${view.phasing}" data-phase="${view.phase}">${chip.svg}</g>`);
      let px = x + chip.w + 10;
      const phase = PHASE_NAME[view.phase]?.[locale] ?? view.phase;
      out.push(await textAt(phase, px, y, st(ST.bodyBold, { size: 16 })));
      px += (await textWidth(phase, st(ST.bodyBold, { size: 16 }))) + 10;
      if (view.extraPhase) out.push((await chipAt(T.forcedMarch[locale], px, y, null, 12)).svg);
    }
    y += 28;
    // Who owes a decision, and what.
    out.push(await textAt(`${T.toAct[locale]}:`, x, y, ST.small));
    let px = x + (await textWidth(`${T.toAct[locale]}:`, ST.small)) + 8;
    if (view.toAct.length === 0) out.push(await textAt(T.nobody[locale], px, y, ST.body));
    for (const s of view.toAct) {
      const chip = await chipAt(SIDE_NAME[s][locale], px, y, s, 13);
      out.push(`<g data-to-act="${s}">${chip.svg}</g>`);
      px += chip.w + 6;
    }
    y += 14;
    const what = view.decisionText?.[locale] ?? view.decision;
    if (what) {
      const p = await paragraphAt(what, x, y, w, { size: 15, weight: 700, color: C.ink, lineHeight: 1.25, maxLines: 2 });
      out.push(p.svg);
      y += p.height + 3;
    }
  }
  const left = r.y + r.h - 8 - y;
  const lines = Math.max(1, Math.floor(left / (13 * 1.3)));
  const p = await paragraphAt(view.summary[locale], x, y, w, { size: 13, color: C.inkSoft, lineHeight: 1.3, maxLines: lines });
  out.push(p.svg);
  return out.join('');
}

function cardBack(x: number, y: number, w = 16, h = 22): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${w}" height="${h}" rx="2.5" fill="#3b4a6b" stroke="#fff" stroke-width="1.2"/><rect x="${r1(x + 3)}" y="${r1(y + 3)}" width="${w - 6}" height="${h - 6}" rx="1.5" fill="none" stroke="#c9b57a" stroke-width="1"/>`;
}

async function cardsPanel(view: NichiroView, locale: Locale): Promise<string> {
  const r = infoRects().cards;
  const out: string[] = [];
  const x = r.x + 12;
  let y = r.y + 40;
  // Hand sizes (public), as fanned card backs and a number.
  for (const side of ['japan', 'russia'] as const) {
    const n = view.handSizes[side];
    out.push(await textAt(`${SIDE_NAME[side][locale]} ${T.hand[locale]}`, x, y, st(ST.bodyBold, { color: sideColors(side).dark })));
    const bx = x + 118;
    for (let i = 0; i < Math.min(n, 6); i++) out.push(cardBack(bx + i * 11, y - 11));
    out.push(await textAt(fmt(T.nCards[locale], { n }), bx + Math.min(n, 6) * 11 + 12, y, st(ST.bodyBold, { size: 16 }), `data-hand-size="${side}"`));
    y += 28;
  }
  out.push(await textAt(`${T.deck[locale]} ${fmt(T.nCards[locale], { n: view.deckSize })} · ${T.discard[locale]} ${fmt(T.nCards[locale], { n: view.discardSize })}`, x, y, ST.body));
  y += 22;
  out.push(await textAt(T.topDiscard[locale], x, y, ST.small));
  y += 8;
  if (view.topDiscard && CARD_BY_ID[view.topDiscard]) {
    const c = CARD_BY_ID[view.topDiscard]!;
    const w = r.w - 24;
    out.push(`<g data-top-discard="${view.topDiscard}">`);
    out.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="52" rx="5" fill="#fffaf0" stroke="${C.panelBorder}" stroke-width="1.2"/>`);
    out.push(`<rect x="${r1(x + 1)}" y="${r1(y + 1)}" width="${r1(w - 2)}" height="25" rx="4" fill="#fbe9e6"/>`);
    out.push(`<rect x="${r1(x + 1)}" y="${r1(y + 26)}" width="${r1(w - 2)}" height="25" rx="4" fill="#e6efe0"/>`);
    out.push(await textAt(view.topDiscard, x + 8, y + 26, st(ST.bodyBold, { size: 15 })));
    const nx = x + 46;
    const maxW = w - 52;
    const jn = c.japan.name[locale];
    const rn = c.russia.name[locale];
    out.push(await textAt(jn, nx, y + 13.5, await fitSize(jn, maxW, st(ST.bodyBold, { color: C.japanDark }), [14, 13, 12, 11, 10])));
    out.push(await textAt(rn, nx, y + 38.5, await fitSize(rn, maxW, st(ST.bodyBold, { color: C.russiaDark }), [14, 13, 12, 11, 10])));
    out.push('</g>');
  } else {
    out.push(await textAt(view.topDiscard ?? T.noDiscard[locale], x, y + 14, ST.body));
  }
  return out.join('');
}

async function markersPanel(view: NichiroView, locale: Locale): Promise<string> {
  const r = infoRects().markers;
  const out: string[] = [];
  const x = r.x + 12;
  const vx = r.x + r.w * 0.56;
  let y = r.y + 38;
  const m = view.markers;
  const row = async (label: string, value: string, active: boolean, attrs = '') => {
    out.push(await textAt(label, x, y, st(ST.body, { size: 13, color: active ? C.ink : C.inkSoft })));
    if (active) {
      const vw = await textWidth(value, st(ST.bodyBold, { size: 13 }));
      out.push(`<rect x="${r1(vx - 5)}" y="${r1(y - 10)}" width="${r1(vw + 10)}" height="20" rx="4" fill="#f6d9a4"/>`);
    }
    out.push(await textAt(value, vx, y, st(active ? ST.bodyBold : ST.body, { size: 13, color: active ? C.ink : C.inkSoft }), attrs));
    y += 19.5;
  };
  await row(T.paFleet[locale], m.paFleetCannotSortie ? T.paFleetBlocked[locale] : T.paFleetFree[locale], m.paFleetCannotSortie, 'data-marker="pa-fleet"');
  await row(T.handLimit[locale], m.japanHandLimit === null ? T.none[locale] : fmt(T.nCards[locale], { n: m.japanHandLimit }), m.japanHandLimit !== null);
  await row(T.homeTransport[locale], m.japanNoHomeTransport ? T.barred[locale] : T.allowed[locale], m.japanNoHomeTransport);
  await row(
    `${T.forcedMarchUsed[locale]} / ${T.railUsed[locale]}`,
    `${m.forcedMarchUsed ? T.used[locale] : T.unused[locale]} / ${m.railMoveUsed ? T.used[locale] : T.unused[locale]}`,
    m.forcedMarchUsed || m.railMoveUsed,
  );
  const md = m.moraleCheckDieModifier;
  await row(T.moraleDie[locale], `${SIDE_MARK.japan[locale]} ${signed(md.japan)} / ${SIDE_MARK.russia[locale]} ${signed(md.russia)}`, md.japan !== 0 || md.russia !== 0);
  const lost = view.lostThisTurn;
  await row(T.lost[locale], `${SIDE_MARK.japan[locale]} ${lost.japan} / ${SIDE_MARK.russia[locale]} ${lost.russia}`, lost.japan + lost.russia > 0);
  const zoc = m.zocLoss.map((id) => view.units.find((u) => u.id === id)?.short ?? id);
  await row(T.zocLoss[locale], zoc.length ? zoc.join(', ') : T.none[locale], zoc.length > 0);
  return out.join('');
}

function unitShort(view: NichiroView, id: string): string {
  return view.units.find((u) => u.id === id)?.short ?? COUNTERS.find((c) => c.id === id)?.short ?? id;
}

async function combatPanel(view: NichiroView, locale: Locale): Promise<string> {
  const r = infoRects().combat;
  const out: string[] = [];
  const c: CombatRecord | null = view.combat ?? view.lastCombat;
  const title = view.combat ? T.combatNow : T.lastCombat;
  out.push(await textAt(title[locale], r.x + 12, r.y + 15, st(ST.panelTitle, { color: view.combat ? C.combat : C.inkSoft })));
  if (!c) {
    out.push(await textAt(T.noCombat[locale], r.x + 12, r.y + 44, st(ST.body, { color: C.inkSoft })));
    return out.join('');
  }
  const att = c.attackerSide;
  const def: NSide = att === 'japan' ? 'russia' : 'japan';
  const x = r.x + 12;
  const resultW = 170;
  const innerW = r.w - 24 - resultW - 12;
  // One row per side: units, printed strength, modifiers, total.
  const modsOf = (role: 'attacker' | 'defender') => c.modifiers.filter((m) => m.side === role);
  const rowFor = async (role: 'attacker' | 'defender', side: NSide, y: number) => {
    const { dark, body } = sideColors(side);
    out.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(innerW)}" height="50" rx="6" fill="${body}" stroke="${dark}" stroke-width="1.2"/>`);
    out.push(await textAt(`${(role === 'attacker' ? T.attacker : T.defender)[locale]} · ${SIDE_NAME[side][locale]}`, x + 8, y + 12, st(ST.smallBold, { color: dark })));
    const units =
      role === 'attacker'
        ? c.attackers.map((a) => `${unitShort(view, a.id)} (${a.hex})`).join(', ')
        : `${c.defenders.map((id) => unitShort(view, id)).join(', ')} (${c.target})`;
    out.push(await textAt(units, x + 8, y + 34, await fitSize(units, innerW * 0.5, st(ST.bodyBold, { size: 15 }), [15, 13, 12, 11])));
    const printed = role === 'attacker' ? c.attackStrength : c.defenseStrength;
    const mods = modsOf(role);
    const total = printed + mods.reduce((a, m) => a + m.value, 0);
    const modText = mods.length ? mods.map((m) => `${MODIFIER_NAME[m.code]?.[locale] ?? m.code} ${signed(m.value)}`).join(' ') : T.noModifier[locale];
    const mx = x + innerW * 0.52;
    out.push(await textAt(`${printed}`, mx + 12, y + 25, { size: 20, weight: 700, color: C.ink }));
    out.push(await textAt(modText, mx + 28, y + 25, await fitSize(modText, innerW * 0.48 - 80, st(ST.small, { color: C.ink }), [12, 11, 10])));
    out.push(await textAt(`= ${total}`, x + innerW - 8, y + 25, { size: 22, weight: 700, color: dark, anchor: 'end' }, `data-total="${role}"`));
  };
  await rowFor('attacker', att, r.y + 28);
  await rowFor('defender', def, r.y + 84);
  // Differential, column, die, events.
  let y = r.y + 152;
  const col = c.column === null ? T.noAttack[locale] : signed(c.column);
  const parts = [
    `${T.differential[locale]} ${signed(c.differential)}`,
    `${T.column[locale]} ${col}`,
    `${T.die[locale]} ${c.die ?? '—'}`,
    `${T.rolled[locale]} ${c.rolled ?? '—'}`,
  ];
  if (c.support) parts.push(`${T.support[locale]} ${c.support}`);
  const line = parts.join(' · ');
  out.push(await textAt(line, x, y, await fitSize(line, innerW, st(ST.bodyBold, { size: 14 }), [14, 13, 12, 11])));
  if (c.events.length) {
    y += 17;
    const ev = c.events
      .map((e) => {
        const name = CARD_BY_ID[e.card]?.[e.side].name[locale] ?? e.card;
        return `${SIDE_MARK[e.side][locale]} ${e.card} ${name}: ${e.from ?? '—'}→${e.to ?? '—'}`;
      })
      .join(' · ');
    out.push(await textAt(`${T.events[locale]}: ${ev}`, x, y, await fitSize(`${T.events[locale]}: ${ev}`, innerW, st(ST.small, { color: C.ink }), [12, 11, 10, 9])));
  }
  // The result, large.
  const rx = r.x + r.w - 12 - resultW;
  const ry = r.y + 28;
  const rh = r.h - 40;
  const res = c.result;
  out.push(`<rect data-combat-result="${res ?? 'pending'}" x="${r1(rx)}" y="${r1(ry)}" width="${resultW}" height="${r1(rh)}" rx="8" fill="${res ? '#fff4f0' : '#f3efe4'}" stroke="${res ? C.combat : C.panelBorder}" stroke-width="2"/>`);
  out.push(await textAt(T.result[locale], rx + resultW / 2, ry + 16, st(ST.smallBold, { anchor: 'middle', color: C.inkSoft })));
  out.push(await textAt(res ?? '?', rx + resultW / 2, ry + rh / 2 + 2, { size: 46, weight: 700, color: res ? C.combat : C.inkSoft }));
  const rn = res ? RESULT_NAME[res][locale] : T.pending[locale];
  out.push(await textAt(rn, rx + resultW / 2, ry + rh - 20, await fitSize(rn, resultW - 12, st(ST.bodyBold, { anchor: 'middle' }), [14, 13, 12, 11])));
  return out.join('');
}

// ---------------------------------------------------------------------------------------------
// Registry entry

/**
 * A typical mid-game view built from the data (a landing done, the Yalu fought, a stack of two,
 * Japan holding 大連), for warm-up and benchmarks. `viewer` null: the public view.
 */
export function sampleNichiroView(viewer: NSide | null = null): NichiroView {
  const at: Record<string, UnitView['where']> = {
    'J-Gds': { kind: 'map', hex: '1313' },
    'J-2': { kind: 'map', hex: '1313' },
    'J-12': { kind: 'map', hex: '1413' },
    'J-1': { kind: 'map', hex: '1305' },
    'J-3': { kind: 'map', hex: '1204' },
    'J-4': { kind: 'map', hex: '1406' },
    'J-10': { kind: 'map', hex: '1211' },
    'J-5': { kind: 'box', box: 'korea' },
    'R-S2': { kind: 'map', hex: '1414' },
    'R-S3': { kind: 'map', hex: '1611' },
    'R-S4': { kind: 'box', box: 'siberia' },
    'R-NA': { kind: 'box', box: 'eliminated' },
  };
  const units: UnitView[] = COUNTERS.map((d) => ({
    id: d.id,
    side: d.side,
    name: d.name,
    short: d.short,
    strength: d.strength,
    ma: d.ma,
    flipped: false,
    where: at[d.id] ?? ('hex' in d.start ? { kind: 'map', hex: d.start.hex } : { kind: 'box', box: d.start.box }),
    zocLoss: d.id === 'R-S3',
  }));
  return {
    game: 'nichiro-taisen',
    viewer,
    step: 57,
    turn: 3,
    turnName: TURN_TRACK[2]!.name,
    phasing: 'japan',
    phase: 'combat',
    extraPhase: false,
    toAct: ['russia'],
    decision: 'combatEvent',
    decisionText: { ja: 'ロシア軍: 1313への攻撃の結果にイベントで応じるか決める。', en: 'Russia: answer the result of the attack on 1313 with an event, or accept it.' },
    units,
    keyPoints: KEY_POINTS.map((hex) => ({ hex, name: HEX_BY_ID.get(hex)!.town!, controller: hex === '1203' ? 'japan' : 'russia' })),
    japaneseControl: ['1203', '1303', '1211', '1213', '1114'],
    morale: { japan: 6, russia: 5 },
    handSizes: { japan: 2, russia: 3 },
    hand: null,
    topDiscard: '#09',
    deckSize: 7,
    discardSize: 4,
    markers: {
      paFleetCannotSortie: false,
      zocLoss: ['R-S3'],
      japanHandLimit: null,
      japanNoHomeTransport: false,
      forcedMarchUsed: false,
      railMoveUsed: false,
      moraleCheckDieModifier: { japan: 0, russia: 0 },
    },
    lostThisTurn: { japan: 0, russia: 1 },
    declarations: [],
    combat: null,
    lastCombat: {
      attackerSide: 'japan',
      target: '1414',
      attackers: [
        { id: 'J-Gds', hex: '1313' },
        { id: 'J-2', hex: '1313' },
        { id: 'J-12', hex: '1413' },
      ],
      defenders: ['R-S2'],
      attackStrength: 6,
      defenseStrength: 3,
      modifiers: [
        { code: 'town', side: 'defender', value: 1 },
        { code: 'support', side: 'attacker', value: 1 },
      ],
      differential: 3,
      column: 3,
      die: 3,
      rolled: 'DR',
      events: [],
      result: 'DR',
      support: '#05',
    },
    lastHexes: ['1313', '1413', '1414'],
    result: null,
    summary: { ja: '日本軍の戦闘フェイズ。第2シベリア軍団は鳳凰城から退却する。', en: "Japan's combat phase. The II Siberian Corps must retreat from Fenghuangcheng." },
  };
}

function isNichiroView(v: unknown): v is NichiroView {
  return typeof v === 'object' && v !== null && (v as { game?: unknown }).game === 'nichiro-taisen' && Array.isArray((v as { units?: unknown }).units);
}

export const nichiroRenderer = {
  renderHand(cards: readonly string[], side: string, locale: Locale): Promise<Buffer> {
    return renderHandPng(cards, side as NSide, locale);
  },
  async renderSvg(view: unknown, locale: Locale): Promise<string> {
    if (!isNichiroView(view)) throw new Error('nichiro-taisen renderer: not a NichiroView');
    return renderNichiroSvg(view, locale);
  },
  async warmUp(): Promise<void> {
    for (const locale of ['ja', 'en'] as const) {
      await renderNichiroSvg(sampleNichiroView(null), locale);
      // The hand image's fonts and glyphs too (its first render costs about a second).
      await renderHandSvg(['#01'], 'japan', locale);
    }
  },
  toPng(svg: string): Promise<PngResult> {
    return svgToPngFast(svg);
  },
};
