// 日露大戦: the map image (public, or for one side: the same picture with a different header;
// nothing on the map is hidden in this game, and hands are never drawn here).
//
// The whole image is ONE hand-written SVG: no satori tree. 270 hexes with their labels would be
// far too many satori nodes; instead every label is turned into glyph outlines once by satori
// (render/kit/text.ts) and cached, and only the dynamic sentences of the status
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
// Speed (bench/render-nichiro.ts, 2-core machine): building the SVG takes ~4 ms once the caches
// are warm; resvg and the PNG encoding (render/png-fast.ts) ~100 ms of CPU. The PNG is ~520 kB.
//
// The parts: layout.ts (geometry, palette), words.ts, shapes.ts, static-layer.ts, overlay.ts (the
// view's layer and the assembly), panels.ts, and this file (the renderer the registry loads).
import type { BoardPlaces } from '#render/types.ts';
import type { Locale } from '#engine/types.ts';
import { KEY_POINTS } from '../data/map.ts';
import { COUNTERS } from '../data/counters.ts';
import type { NSide, NichiroView, UnitView } from '../types.ts';
import { NICHIRO_GLYPHS, renderHandPng, renderHandSvg } from './hand.ts';
import { nichiroLayers, nichiroPlaces, renderNichiroSvg } from './overlay.ts';
import { warmLayered, type Layered } from '#render/kit/layers.ts';

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
    strength: d.strength,
    flipped: false,
    where: at[d.id] ?? ('hex' in d.start ? { kind: 'map', hex: d.start.hex } : { kind: 'box', box: d.start.box }),
    zocLoss: d.id === 'R-S3',
  }));
  return {
    game: 'nichiro-taisen',
    viewer,
    step: 57,
    turn: 3,
    phasing: 'japan',
    phase: 'combat',
    extraPhase: false,
    toAct: ['russia'],
    decision: 'combatEvent',
    decisionText: {
      ja: 'ロシア軍: 1313への攻撃の結果にイベントで応じるか決める。',
      en: 'Russia: answer the result of the attack on 1313 with an event, or accept it.',
    },
    units,
    keyPoints: KEY_POINTS.map((hex) => ({ hex, controller: hex === '1203' ? 'japan' : 'russia' })),
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
    summary: {
      ja: '日本軍の戦闘フェイズ。第2シベリア軍団は鳳凰城から退却する。',
      en: "Japan's combat phase. The II Siberian Corps must retreat from Fenghuangcheng.",
    },
  };
}

function isNichiroView(v: unknown): v is NichiroView {
  return (
    typeof v === 'object' &&
    v !== null &&
    (v as { game?: unknown }).game === 'nichiro-taisen' &&
    Array.isArray((v as { units?: unknown }).units)
  );
}

export const nichiroRenderer = {
  glyphs: NICHIRO_GLYPHS,
  places(view: unknown): BoardPlaces {
    if (!isNichiroView(view)) throw new Error('nichiro-taisen renderer: not a NichiroView');
    return nichiroPlaces(view);
  },
  renderHand(cards: readonly string[], side: string, locale: Locale): Promise<Buffer> {
    return renderHandPng(cards, side as NSide, locale);
  },
  async renderSvg(view: unknown, locale: Locale): Promise<string> {
    if (!isNichiroView(view)) throw new Error('nichiro-taisen renderer: not a NichiroView');
    return renderNichiroSvg(view, locale);
  },
  async renderLayers(view: unknown, locale: Locale): Promise<Layered> {
    if (!isNichiroView(view)) throw new Error('nichiro-taisen renderer: not a NichiroView');
    return nichiroLayers(view, locale);
  },
  async warmUp(): Promise<void> {
    for (const locale of ['ja', 'en'] as const) {
      await renderNichiroSvg(sampleNichiroView(null), locale);
      await warmLayered('nichiro-taisen', await nichiroLayers(sampleNichiroView(null), locale));
      // The hand image's fonts and glyphs too (its first render costs about a second).
      await renderHandSvg(['#01'], 'japan', locale);
    }
  },
};

export {
  COUNTER_SIZE,
  HEX_SIZE,
  NICHIRO_LAYOUT,
  NICHIRO_PALETTE,
  counterOrigin,
  hexCenterOnImage,
  markerSlot,
} from './layout.ts';
export { cardTitle } from './words.ts';
export { renderNichiroParts, renderNichiroSvg, type NichiroRenderParts } from './overlay.ts';
