// 奉天会戦: the map image. The hex layer (terrain, rivers, trenches, railway, markers, labels,
// counters) is ONE hand-written SVG string embedded as an <img> in a satori tree that lays out
// the panels around it (title, time track, status, last combat, trays, legend).
//
// Text inside the embedded SVG would need fonts in resvg, which runs with loadSystemFonts:
// false. Every label of the hex layer is therefore turned into glyph outlines by satori once
// (render/svg-kit.ts) and cached; the layer contains no <text> at all. That keeps the satori tree
// small (~100 nodes) instead of ~170 absolutely positioned labels over the image.
//
// Sizes. The PNG is shown about 400 px wide on a phone. The image is 1060 px wide, so the phone
// scale is 400/1060 ≈ 0.377; a counter of 76 px shows as ≈ 28.7 px there (≥ 28). Flat-topped
// hexes of circumradius 64 (128 × 111 px) are the smallest that hold a 76 px square with a
// band above it for the hex id and one below it for the place name; the 9 × 8 map is then
// 896 × 943 px, the entry-area column 140 px, and the panels go above and below the map
// (side panels would widen the image and shrink every counter below 28 px on a phone).
//
// The parts: layout.ts (geometry, palette), words.ts, counters.ts, static-layer.ts, hex-layer.ts,
// panels.ts (the satori page), and this file (assembly and the renderer the registry loads).
import type { Locale } from '../../src/engine/types.ts';
import { TIME_TRACK } from '../../src/games/hoten-kaisen/data/map.ts';
import { COUNTERS } from '../../src/games/hoten-kaisen/data/counters.ts';
import type { CounterView, HotenSide, HotenView } from '../../src/games/hoten-kaisen/types.ts';
import { FONT_FAMILY, loadFontsWithFallback } from '../fonts.ts';
import { el, type SatoriInput } from '../svg-kit.ts';
import satori from 'satori';
import { HexLayer, buildHotenHexLayer, buildTray } from './hex-layer.ts';
import { C, GAP, IMAGE_H, IMAGE_W, LAYER_H, LAYER_W, MARGIN, TRAY_H, TRAY_W, Y_MAP, Y_TRAY } from './layout.ts';
import { Layers, combatPanel, header, legend, panel, statusPanel, timeTrack } from './panels.ts';

export interface HotenRenderParts {
  svg: string;
  hexLayer: HexLayer;
  tray: string;
  /** Time spent building the SVG (hex layer + satori), ms. */
  ms: number;
}

export interface HotenRenderOptions {
  /** Inline the hand-written layers into satori's output (default) instead of data-URI images. */
  inline?: boolean;
}

/** The full image as an SVG string (satori output, text as paths). */
export async function renderHotenSvg(view: HotenView, locale: Locale, options: HotenRenderOptions = {}): Promise<string> {
  return (await renderHotenParts(view, locale, options)).svg;
}

/** The image and the SVG layers it embeds (the layers are what tests inspect structurally). */
export async function renderHotenParts(view: HotenView, locale: Locale, options: HotenRenderOptions = {}): Promise<HotenRenderParts> {
  const t0 = performance.now();
  // The same fonts as every label: arrows (→) in summaries and outcomes come from the fallback subsets.
  const fonts = await loadFontsWithFallback();
  const layers = new Layers(options.inline ?? true);
  const [hexLayer, tray] = await Promise.all([buildHotenHexLayer(view, locale), buildTray(view, locale)]);
  const infoW = Math.floor(LAYER_W * 0.42);
  const tree = el(
    {
      width: IMAGE_W,
      height: IMAGE_H,
      position: 'relative',
      backgroundColor: C.page,
      fontFamily: FONT_FAMILY,
      color: C.ink,
    },
    [
      header(view, locale),
      timeTrack(view, locale),
      panel({ left: MARGIN, top: Y_MAP, width: LAYER_W, height: LAYER_H }, {}, [], { bg: '#f1ead4' }),
      layers.img(hexLayer.svg, LAYER_W, LAYER_H, { position: 'absolute', left: MARGIN, top: Y_MAP }),
      statusPanel(view, locale, infoW),
      combatPanel(view, locale, MARGIN + infoW + GAP, LAYER_W - infoW - GAP),
      layers.img(tray, TRAY_W, TRAY_H, { position: 'absolute', left: MARGIN, top: Y_TRAY }),
      legend(locale, layers),
    ],
  );
  const svg = layers.apply(await satori(tree as unknown as SatoriInput, { width: IMAGE_W, height: IMAGE_H, fonts }));
  return { svg, hexLayer, tray, ms: performance.now() - t0 };
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
    return known
      ? { side: d.side, known, id: d.id, name: d.name, short: d.short, strength: d.strength, where, resting }
      : { side: d.side, known, where, resting };
  });
  const j2 = COUNTERS.find((c) => c.id === 'J2')!;
  const r2 = COUNTERS.find((c) => c.id === 'R2')!;
  return {
    game: 'hoten-kaisen',
    viewer,
    step: 40,
    turn: 9,
    time: 3,
    timeTrack: TIME_TRACK.map((t) => ({ ...t })),
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
  return typeof v === 'object' && v !== null && (v as { game?: unknown }).game === 'hoten-kaisen' && Array.isArray((v as { counters?: unknown }).counters);
}

export const hotenRenderer = {
  async renderSvg(view: unknown, locale: Locale): Promise<string> {
    if (!isHotenView(view)) throw new Error('hoten-kaisen renderer: not a HotenView');
    return renderHotenSvg(view, locale);
  },
  async warmUp(): Promise<void> {
    // Both private views between them show every counter's labels; the glyphs get cached.
    for (const viewer of ['japan', 'russia'] as const) {
      for (const locale of ['ja', 'en'] as const) await renderHotenSvg(sampleHotenView(viewer), locale);
    }
  },
};

export { COUNTER_SIZE, HEX_SIZE, HOTEN_LAYOUT, entryBoxOnImage, hexCenterInLayer, hexCenterOnImage } from './layout.ts';
export { counterKey } from './counters.ts';
export { buildHotenHexLayer, type HexLayer } from './hex-layer.ts';
