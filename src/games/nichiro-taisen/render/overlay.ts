// 日露大戦's map image: the view's layer on the map — control, highlights, counters, arrows — and
// the assembly of the whole picture (static layer + the view's layer + the panels' contents).
import type { BoardPlaces } from '#render/types.ts';
import { layeredSvg, type Layered, type Rect } from '#render/kit/layers.ts';
import type { Locale } from '#engine/types.ts';
import type { HexId } from '#engine/hex.ts';
import { hexCorners, hexTarget } from '#render/hex-geometry.ts';
import { COUNTER_BY_ID } from '../data/counters.ts';
import type { BoxId, NichiroView, UnitView } from '../types.ts';
import { loadFonts } from '#render/fonts.ts';
import { arrowPolygon, doubleOutline, pts, r1, textAt, type TextStyle } from '#render/svg-kit.ts';
import {
  BOX_RECT,
  C,
  CORNER_DX,
  COUNTER_ORDER,
  IMAGE_H,
  IMAGE_W,
  K,
  MAPFRAME_H,
  MAPFRAME_W,
  ON_MAP,
  S,
  hexCenterOnImage,
  sideColors,
  stackOffset,
  X_MAP,
  Y_MAPFRAME,
} from './layout.ts';
import { cardsPanel, combatPanel, header, markersPanel, moraleMarkers, statusPanel, turnMarker } from './panels.ts';
import { japanControlMarker, keyPointMarker, zocBadge } from './shapes.ts';
import { boxLink, infoRects, staticLayer } from './static-layer.ts';

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
  p.push(
    `<rect x="${r1(x)}" y="${r1(y)}" width="${K}" height="${K}" rx="4" fill="${body}" stroke="${dark}" stroke-width="1.5"/>`,
  );
  p.push(`<rect x="${r1(x + 2)}" y="${r1(y + 2)}" width="${K - 4}" height="13" rx="2.5" fill="${dark}"/>`);
  if (u.flipped) {
    // The back of R-PA: a gold edge so the flipped face is told apart at a glance.
    p.push(
      `<rect x="${r1(x + 1.5)}" y="${r1(y + 1.5)}" width="${K - 3}" height="${K - 3}" rx="3.5" fill="none" stroke="${C.gold}" stroke-width="2"/>`,
    );
  }
  const d = COUNTER_BY_ID[u.id]!;
  const short = d.short;
  const nameStyle: TextStyle = { size: short.length > 3 ? 10.5 : 11.5, weight: 700, color: '#ffffff' };
  p.push(await textAt(short, x + K / 2, y + 8.4, nameStyle, 'data-label="designation"'));
  p.push(
    await textAt(
      `${u.strength}-${d.ma}`,
      x + K / 2,
      y + K - 13,
      { size: 19, weight: 700, color: dark },
      'data-label="values"',
    ),
  );
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
  const svg = await layeredSvg(await nichiroLayers(view, locale));
  return { svg, ms: performance.now() - t0 };
}

/** The picture as the render kit's two layers: the static map of `locale`, and the view's overlay. */
export async function nichiroLayers(view: NichiroView, locale: Locale): Promise<Layered> {
  await loadFonts();
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
  return {
    width: IMAGE_W,
    height: IMAGE_H,
    staticKey: locale,
    staticBody: () => staticLayer(locale),
    overlayBody: overlay! + arrows! + units! + panels.join(''),
    focus: { status: infoRects().status, action: actionRect(view), area: sideArea(view), clocks: clockSlot() },
  };
}

/**
 * Where the side to act (or the phasing side) has its units — their hexes and boxes — for the
 * phone picture's window when there is no last action (a game's or a phase's start); the whole
 * map when it has none.
 */
function sideArea(view: NichiroView): Rect[] {
  const side = view.toAct[0] ?? view.phasing;
  const out: Rect[] = [];
  for (const u of view.units) {
    if (u.side !== side) continue;
    if (u.where.kind === 'map') {
      if (!ON_MAP.has(u.where.hex)) continue;
      const c = hexCenterOnImage(u.where.hex);
      out.push({ x: c.x - S, y: c.y - S, w: 2 * S, h: 2 * S });
    } else {
      const r = BOX_RECT[u.where.box];
      // The box's head, where its first counters stand (a whole box is taller than the window).
      if (r && u.where.box !== 'eliminated') out.push({ x: r.x, y: r.y, w: r.w, h: Math.min(r.h, 320) });
    }
  }
  if (out.length) return out;
  return [{ x: X_MAP, y: Y_MAPFRAME, w: MAPFRAME_W, h: MAPFRAME_H }];
}

/** Around the last action's hexes, or the combat shown (image coordinates), for the phone picture. */
function actionRect(view: NichiroView): Rect | null {
  const shown = view.combat ?? view.lastCombat;
  const hexes = (view.lastHexes.length ? view.lastHexes : shown ? [shown.target] : []).filter((h) => ON_MAP.has(h));
  if (!hexes.length) return null;
  const cs = hexes.map(hexCenterOnImage);
  const x0 = Math.min(...cs.map((c) => c.x)) - S;
  const y0 = Math.min(...cs.map((c) => c.y)) - S;
  return { x: x0, y: y0, w: Math.max(...cs.map((c) => c.x)) + S - x0, h: Math.max(...cs.map((c) => c.y)) + S - y0 };
}

/** Control markers and the last action's highlight. */
async function mapOverlay(view: NichiroView): Promise<string> {
  const out: string[] = [];
  for (const hex of view.lastHexes) {
    if (!ON_MAP.has(hex)) continue;
    const c = hexCenterOnImage(hex);
    const ring = pts(hexCorners(c, S - 3.5));
    out.push(
      `<g data-highlight="${hex}">${doubleOutline(ring, C.highlightEdge, 7.5, C.highlight, 4.5, ' stroke-linejoin="round"')}</g>`,
    );
  }
  const keyPoints = new Set<HexId>();
  for (const kp of view.keyPoints) {
    if (!ON_MAP.has(kp.hex)) continue;
    keyPoints.add(kp.hex);
    const c = hexCenterOnImage(kp.hex);
    out.push(
      `<g data-control="${kp.hex}" data-controller="${kp.controller}">${keyPointMarker(kp.controller, c.x + CORNER_DX, c.y)}</g>`,
    );
  }
  for (const hex of view.japaneseControl) {
    if (!ON_MAP.has(hex) || keyPoints.has(hex)) continue;
    const c = hexCenterOnImage(hex);
    out.push(`<g data-control="${hex}" data-controller="japan">${japanControlMarker(c.x + CORNER_DX, c.y)}</g>`);
  }
  return out.join('');
}

/** Where a unit's counter is drawn: its top-left corner (image coordinates) and its place. */
interface UnitSpot {
  unit: UnitView;
  x: number;
  y: number;
  where: string;
}

/**
 * Where each unit on the map or in a box is drawn, in drawing order: stacked in its hex, or in its
 * box in the counter sheet's order (Japanese first in the eliminated box), two to a row. The overlay
 * draws them here, and the web board's places are these rectangles.
 */
function unitSpots(view: NichiroView): UnitSpot[] {
  const out: UnitSpot[] = [];
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
      out.push({ unit: list[i]!, x: c.x - K / 2 + o.x, y: c.y - K / 2 + o.y, where: `map-${hex}` });
    }
  }
  for (const [box, list] of byBox) {
    const r = BOX_RECT[box];
    if (!r) continue;
    const sorted = [...list].sort((a, b) => (COUNTER_ORDER.get(a.id) ?? 999) - (COUNTER_ORDER.get(b.id) ?? 999));
    const top = r.y + 28;
    const bottom = r.y + r.h - (boxLink(box) ? 24 : 8);
    const rows = Math.ceil(sorted.length / 2);
    const step = rows <= 1 ? 0 : Math.min(K + 6, (bottom - top - K) / (rows - 1));
    const x0 = r.x + (r.w - 2 * K - 6) / 2;
    for (let i = 0; i < sorted.length; i++)
      out.push({ unit: sorted[i]!, x: x0 + (i % 2) * (K + 6), y: top + Math.floor(i / 2) * step, where: `box-${box}` });
  }
  return out;
}

async function unitsLayer(view: NichiroView): Promise<string> {
  const zoc = new Set([...view.markers.zocLoss, ...view.units.filter((u) => u.zocLoss).map((u) => u.id)]);
  const out: string[] = [];
  for (const s of unitSpots(view)) out.push(await counterSvg(s.unit, s.x, s.y, s.where, zoc.has(s.unit.id)));
  return out.join('');
}

/**
 * The web board's places: every hex on the map, every box, and each unit the view shows, where
 * unitsLayer draws its counter (the same stacking).
 */
export function nichiroPlaces(view: NichiroView): BoardPlaces {
  const places: Record<string, Rect> = {};
  for (const hex of ON_MAP) {
    places[hex] = hexTarget(hexCenterOnImage(hex), S);
  }
  for (const [box, r] of Object.entries(BOX_RECT)) if (r) places[box] = r;
  for (const s of unitSpots(view)) places[s.unit.id] = { x: s.x, y: s.y, w: K, h: K };
  return { width: IMAGE_W, height: IMAGE_H, places };
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
    out.push(
      `<polygon ${attrs} points="${pts(arrowPolygon(s, e, w, w + 7, 13))}" fill="${color}" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/>`,
    );
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

/** The clocks' line (a game played with a clock): the status panel's title row, right of its title. */
function clockSlot(): Rect {
  const r = infoRects().status;
  return { x: r.x + 76, y: r.y + 5, w: r.w - 88, h: 20 };
}
