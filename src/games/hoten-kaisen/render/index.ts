// 奉天会戦: the map image, drawn with the shared render kit (render/kit/layers.ts): a static layer
// (page, the map's terrain, hexsides, railway, markers and labels, panel frames and titles, the
// legend), built from the map data once per locale and rasterised once, and the view's overlay
// (header, time track, counters, highlights, the last combat, the tray, the status and combat
// panels) drawn over it. No <text> anywhere: every label is glyph outlines (render/kit/text.ts),
// cached; only the summary, the combat outcome and a result's reason are laid out by satori, each
// once per distinct sentence.
//
// Sizes. The PNG is shown about 400 px wide on a phone. The image is 1060 px wide, so the phone
// scale is 400/1060 ≈ 0.377; a counter of 76 px shows as ≈ 28.7 px there (≥ 28). Flat-topped
// hexes of circumradius 64 (128 × 111 px) are the smallest that hold a 76 px square with a
// band above it for the hex id and one below it for the place name; the 9 × 8 map is then
// 896 × 943 px, the entry-area column 140 px, and the panels go above and below the map
// (side panels would widen the image and shrink every counter below 28 px on a phone).
//
// The parts: layout.ts (geometry, palette), words.ts, counters.ts, static-layer.ts (the map's
// static part), hex-layer.ts (the view on the map, and the tray), panels.ts (the page around the
// map), and this file (assembly and the renderer the registry loads).
import type { Locale } from '#engine/types.ts';
import { HEXES } from '../data/map.ts';
import { COUNTERS } from '../data/counters.ts';
import type { CounterView, HotenSide, HotenView } from '../types.ts';
import { hexTarget } from '#render/hex-geometry.ts';
import { loadFonts } from '#render/fonts.ts';
import { layeredSvg, warmLayered, type Layered, type Rect } from '#render/kit/layers.ts';
import { type HexLayer, buildHotenHexLayer, buildTray, counterSpots, hexOverlay, trayBody } from './hex-layer.ts';
import {
  C,
  COUNTER_SIZE,
  HEX_SIZE,
  IMAGE_H,
  IMAGE_W,
  LAYER_H,
  LAYER_W,
  MARGIN,
  Y_MAP,
  Y_TRAY,
  entryBoxOnImage,
  hexCenterOnImage,
} from './layout.ts';
import type { BoardPlaces } from '#render/types.ts';
import { CLOCKS_RECT, STATUS_RECT, combatPanel, header, staticPanels, statusPanel, timeTrack } from './panels.ts';
import { staticLayer } from './static-layer.ts';

export interface HotenRenderParts {
  svg: string;
  hexLayer: HexLayer;
  tray: string;
  /** Time spent building the SVG, ms. */
  ms: number;
}

const at = (x: number, y: number, body: string) => `<g transform="translate(${x} ${y})">${body}</g>`;

/** The page's static layer for a locale: everything no view changes. */
async function hotenStatic(locale: Locale): Promise<string> {
  const map = `<rect x="${MARGIN + 0.75}" y="${Y_MAP + 0.75}" width="${LAYER_W - 1.5}" height="${LAYER_H - 1.5}" rx="7.25" fill="#f1ead4" stroke="${C.panelBorder}" stroke-width="1.5"/>`;
  return `<rect width="${IMAGE_W}" height="${IMAGE_H}" fill="${C.page}"/>${map}${at(MARGIN, Y_MAP, await staticLayer(locale))}${await staticPanels(locale)}`;
}

/** Around the hexes of the last action (image coordinates), for the phone picture; null: none. */
function actionRect(view: HotenView): Rect | null {
  const hexes = view.lastHexes.filter((h) => HEXES.includes(h));
  if (!hexes.length) return null;
  const cs = hexes.map(hexCenterOnImage);
  const x0 = Math.min(...cs.map((c) => c.x)) - HEX_SIZE;
  const y0 = Math.min(...cs.map((c) => c.y)) - HEX_SIZE;
  return {
    x: x0,
    y: y0,
    w: Math.max(...cs.map((c) => c.x)) + HEX_SIZE - x0,
    h: Math.max(...cs.map((c) => c.y)) + HEX_SIZE - y0,
  };
}

/**
 * Where the side to act (or the active side) has its counters on the map, for the phone picture's
 * window when there is no last action (before the first counter is placed: the whole map).
 */
function sideArea(view: HotenView): Rect[] {
  const side = view.toAct[0] ?? view.activeSide;
  const out: Rect[] = [];
  for (const c of view.counters) {
    if (c.where.kind !== 'map' || (side && c.side !== side)) continue;
    const p = hexCenterOnImage(c.where.hex);
    out.push({ x: p.x - HEX_SIZE, y: p.y - HEX_SIZE, w: 2 * HEX_SIZE, h: 2 * HEX_SIZE });
  }
  return out.length ? out : [{ x: MARGIN, y: Y_MAP, w: LAYER_W, h: LAYER_H }];
}

/** The picture of `view` as the kit's layers. */
export async function hotenLayers(view: HotenView, locale: Locale): Promise<Layered> {
  await loadFonts();
  const [onMap, tray, head, track, status, combat] = await Promise.all([
    hexOverlay(view, locale),
    trayBody(view, locale),
    header(view, locale),
    timeTrack(view, locale),
    statusPanel(view, locale),
    combatPanel(view, locale),
  ]);
  return {
    width: IMAGE_W,
    height: IMAGE_H,
    staticKey: locale,
    staticBody: () => hotenStatic(locale),
    overlayBody: head + track + at(MARGIN, Y_MAP, onMap) + at(MARGIN, Y_TRAY, tray) + status + combat,
    focus: { status: STATUS_RECT, action: actionRect(view), area: sideArea(view), clocks: CLOCKS_RECT },
  };
}

/** The full image as one SVG string (static layer and overlay, text as paths). */
export async function renderHotenSvg(view: HotenView, locale: Locale): Promise<string> {
  return layeredSvg(await hotenLayers(view, locale));
}

/** The image and the map and tray layers it is made of (what tests inspect structurally). */
export async function renderHotenParts(view: HotenView, locale: Locale): Promise<HotenRenderParts> {
  const t0 = performance.now();
  const svg = await renderHotenSvg(view, locale);
  const ms = performance.now() - t0;
  const [hexLayer, tray] = await Promise.all([buildHotenHexLayer(view, locale), buildTray(view, locale)]);
  return { svg, hexLayer, tray, ms };
}

// ---------------------------------------------------------------------------------------------
// Registry entry

/**
 * A typical mid-game view built from the game data (everyone placed, a combat just fought, one
 * counter eliminated), for warm-up and benchmarks. `viewer` null: the public view.
 */
export function sampleHotenView(viewer: HotenSide | null = null): HotenView {
  const at: Record<string, CounterView['where']> = {
    J1: { kind: 'map', hex: '0806' },
    J2: { kind: 'map', hex: '0406' },
    J3: { kind: 'map', hex: '0206' },
    J4: { kind: 'map', hex: '0606' },
    JY: { kind: 'entry', area: 2 },
    R1: { kind: 'map', hex: '0704' },
    R2: { kind: 'map', hex: '0404' },
    R3: { kind: 'eliminated' },
    RR: { kind: 'map', hex: '0503' },
    RC: { kind: 'map', hex: '0605' },
  };
  const counters: CounterView[] = COUNTERS.map((d) => {
    const where = at[d.id] ?? { kind: 'unplaced' };
    const resting = d.id === 'R2';
    const known = d.side === viewer || d.id === 'R3' || (viewer === 'japan' && d.id === 'R2');
    return known ? { side: d.side, known, id: d.id, where, resting } : { side: d.side, known, where, resting };
  });
  const j2 = COUNTERS.find((c) => c.id === 'J2')!;
  const r2 = COUNTERS.find((c) => c.id === 'R2')!;
  return {
    game: 'hoten-kaisen',
    viewer,
    step: 40,
    turn: 9,
    time: 3,
    toAct: ['japan'],
    decision: 'advance',
    activeSide: 'japan',
    counters,
    lastHexes: ['0406', '0405'],
    lastCombat: {
      attackerHex: '0406',
      defenderHex: '0405',
      attacker: { side: 'japan', name: j2.name, result: { strength: 4, die: 5, support: 1, modifier: 0, total: 10 } },
      defender: { side: 'russia', name: r2.name, result: { strength: 5, die: 1, support: 0, modifier: 2, total: 8 } },
      outcome: { ja: `${r2.name.ja}は敗れて退却した。`, en: `${r2.name.en} lost and retreated.` },
    },
    result: null,
    summary: { ja: '日本軍: 0405へ戦闘後前進するか決める。', en: 'Japan: advance into 0405 or not.' },
  };
}

function isHotenView(v: unknown): v is HotenView {
  return (
    typeof v === 'object' &&
    v !== null &&
    (v as { game?: unknown }).game === 'hoten-kaisen' &&
    Array.isArray((v as { counters?: unknown }).counters)
  );
}

/**
 * The web board's places: every hex, each entry area (its number), and each counter the view shows
 * on the map or in an entry area, where it is drawn (a second counter in a hex offset as drawn).
 */
export function hotenPlaces(view: HotenView): BoardPlaces {
  const places: Record<string, Rect> = {};
  for (const h of HEXES) {
    places[h] = hexTarget(hexCenterOnImage(h), HEX_SIZE);
  }
  for (const area of [1, 2, 3] as const) places[String(area)] = entryBoxOnImage(area);
  // An unknown counter has no id to name: its hex is its target. The hex layer sits at (MARGIN, Y_MAP).
  for (const s of counterSpots(view))
    if (s.counter.id) places[s.counter.id] = { x: MARGIN + s.x, y: Y_MAP + s.y, w: COUNTER_SIZE, h: COUNTER_SIZE };
  return { width: IMAGE_W, height: IMAGE_H, places };
}

export const hotenRenderer = {
  places(view: unknown): BoardPlaces {
    return hotenPlaces(asHotenView(view));
  },
  /** Beyond the whole-script font: the arrow of the summaries' moves ("J2 0407→0406"). */
  glyphs: '→',
  async renderSvg(view: unknown, locale: Locale): Promise<string> {
    return renderHotenSvg(asHotenView(view), locale);
  },
  async renderLayers(view: unknown, locale: Locale): Promise<Layered> {
    return hotenLayers(asHotenView(view), locale);
  },
  async warmUp(): Promise<void> {
    // Both private views between them show every counter's labels; the glyphs get cached, and
    // each locale's static layer is rasterised.
    for (const viewer of ['japan', 'russia'] as const) {
      for (const locale of ['ja', 'en'] as const) await renderHotenSvg(sampleHotenView(viewer), locale);
    }
    for (const locale of ['ja', 'en'] as const)
      await warmLayered('hoten-kaisen', await hotenLayers(sampleHotenView(null), locale));
  },
};

function asHotenView(view: unknown): HotenView {
  if (!isHotenView(view)) throw new Error('hoten-kaisen renderer: not a HotenView');
  return view;
}

export { COUNTER_SIZE, HEX_SIZE, HOTEN_LAYOUT, entryBoxOnImage, hexCenterInLayer, hexCenterOnImage } from './layout.ts';
export { counterKey } from './counters.ts';
export { buildHotenHexLayer, type HexLayer } from './hex-layer.ts';
