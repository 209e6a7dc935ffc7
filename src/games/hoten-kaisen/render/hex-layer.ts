// 奉天会戦's map image: the view's hex layer (static map + counters, highlights, the last combat)
// and the tray of counters off the map.
import type { Locale } from '#engine/types.ts';
import type { HexId } from '#engine/hex.ts';
import { hexCorners } from '#render/hex-geometry.ts';
import { HEXES } from '../data/map.ts';
import type { CounterView, HotenView } from '../types.ts';
import { arrowPolygon, doubleOutline, labelAt, pts, r1, svgDoc } from '#render/svg-kit.ts';
import { counterSvg } from './counters.ts';
import { C, COUNTER_SIZE, HEX_SIZE, LAYER_H, LAYER_W, TRAY_H, TRAY_W, entryBox, hexCenterInLayer } from './layout.ts';
import { staticLayer } from './static-layer.ts';
import { T } from './words.ts';

// ---------------------------------------------------------------------------------------------
// The hex layer

export interface HexLayer {
  svg: string;
  width: number;
  height: number;
}

/** The map with its counters as one SVG string (no <text>: every label is outlines). */
export async function buildHotenHexLayer(view: HotenView, locale: Locale): Promise<HexLayer> {
  return {
    svg: svgDoc(LAYER_W, LAYER_H, (await staticLayer(locale)) + (await hexOverlay(view, locale))),
    width: LAYER_W,
    height: LAYER_H,
  };
}

/** Where a counter of the view is drawn: its top-left corner in hex-layer coordinates, and its place. */
export interface CounterSpot {
  counter: CounterView;
  x: number;
  y: number;
  where: string;
}

/**
 * Where each counter on the map or in an entry area is drawn, in drawing order: on the map in the
 * view's order (a second counter in a hex offset like a stack), then each entry area's, stacked in
 * its box. The overlay draws them here, and the web board's places (index.ts) are these rectangles.
 */
export function counterSpots(view: HotenView): CounterSpot[] {
  const out: CounterSpot[] = [];
  const perHex = new Map<HexId, number>();
  const perArea = new Map<number, CounterView[]>();
  for (const c of view.counters) {
    if (c.where.kind === 'map') {
      const hex = c.where.hex;
      const n = perHex.get(hex) ?? 0;
      perHex.set(hex, n + 1);
      const p = hexCenterInLayer(hex);
      out.push({
        counter: c,
        x: p.x - COUNTER_SIZE / 2 + n * 6,
        y: p.y - COUNTER_SIZE / 2 - n * 6,
        where: `map-${hex}`,
      });
    } else if (c.where.kind === 'entry') {
      const list = perArea.get(c.where.area) ?? [];
      list.push(c);
      perArea.set(c.where.area, list);
    }
  }
  for (const [area, list] of perArea) {
    const b = entryBox(area as 1 | 2 | 3);
    const top = b.y + 26;
    const avail = b.h - 26 - 10;
    const x = b.x + (b.w - COUNTER_SIZE) / 2;
    const n = list.length;
    for (let i = 0; i < n; i++) {
      let y: number;
      if (n === 1) y = top + (avail - COUNTER_SIZE) / 2;
      else if (n === 2) y = top + i * (COUNTER_SIZE + (avail - 2 * COUNTER_SIZE));
      else y = top + (i * (avail - COUNTER_SIZE)) / (n - 1);
      out.push({ counter: list[i]!, x, y, where: `entry-${area}` });
    }
  }
  return out;
}

/** What the view puts on the map (in hex-layer coordinates): the last action, counters, the last combat. */
export async function hexOverlay(view: HotenView, locale: Locale): Promise<string> {
  const out: string[] = [];

  // Last action.
  for (const hex of view.lastHexes) {
    if (!HEXES.includes(hex)) continue;
    const c = hexCenterInLayer(hex);
    const ring = pts(hexCorners(c, HEX_SIZE - 4));
    out.push(
      `<g data-highlight="${hex}">${doubleOutline(ring, C.highlightEdge, 9, C.highlight, 6, ' stroke-linejoin="round"')}</g>`,
    );
  }

  // Counters on the map (a second one in the same hex is offset like a stack), then in the entry areas.
  for (const spot of counterSpots(view)) out.push(await counterSvg(spot.counter, spot.x, spot.y, locale, spot.where));

  // The last combat: an arrow from the attacker to the defender, over the counters.
  if (view.lastCombat && HEXES.includes(view.lastCombat.attackerHex) && HEXES.includes(view.lastCombat.defenderHex)) {
    const a = hexCenterInLayer(view.lastCombat.attackerHex);
    const d = hexCenterInLayer(view.lastCombat.defenderHex);
    const len = Math.hypot(d.x - a.x, d.y - a.y);
    if (len > 0) {
      const ux = (d.x - a.x) / len;
      const uy = (d.y - a.y) / len;
      const s = { x: a.x + ux * len * 0.28, y: a.y + uy * len * 0.28 };
      const e = { x: a.x + ux * len * 0.76, y: a.y + uy * len * 0.76 };
      out.push(
        `<polygon data-combat="1" points="${pts(arrowPolygon(s, e, 5, 13, 18))}" fill="${C.combat}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`,
      );
    }
  }

  return out.join('');
}

/**
 * Counters off the map (unplaced, eliminated) as one SVG strip. Known counters are drawn one by
 * one; the hidden ones of a side as ONE blank back with a count, so the strip says no more than
 * "so many hidden counters of that side are here".
 */
export async function buildTray(view: HotenView, locale: Locale): Promise<string> {
  return svgDoc(TRAY_W, TRAY_H, await trayBody(view, locale));
}

/** The tray's markup (tray coordinates, no <svg> wrapper). */
export async function trayBody(view: HotenView, locale: Locale): Promise<string> {
  const s = COUNTER_SIZE;
  type Slot = { counter: CounterView; count: number };
  const groups: { kind: 'unplaced' | 'eliminated'; title: string; slots: Slot[] }[] = [];
  const anyUnplaced = view.counters.some((c) => c.where.kind === 'unplaced');
  for (const kind of ['unplaced', 'eliminated'] as const) {
    const list = view.counters.filter((c) => c.where.kind === kind);
    // The unplaced box only during setup, when it takes the place of an empty eliminated box.
    if (list.length === 0 && (kind === 'unplaced' || anyUnplaced)) continue;
    const slots: Slot[] = list.filter((c) => c.known).map((c) => ({ counter: c, count: 1 }));
    for (const side of ['japan', 'russia'] as const) {
      const hidden = list.filter((c) => !c.known && c.side === side);
      if (hidden.length === 0) continue;
      const resting = hidden.some((c) => c.resting);
      slots.push({ counter: { side, known: false, where: { kind }, resting }, count: hidden.length });
    }
    groups.push({ kind, title: (kind === 'unplaced' ? T.unplaced : T.eliminated)[locale], slots });
  }
  // Fit every slot in the strip: a full step is s + 14; past that the counters overlap like a
  // fanned stack (the name band on top stays readable).
  const pad = 12;
  const groupGap = 10;
  const nSlots = groups.reduce((n, g) => n + Math.max(g.slots.length, 1), 0);
  const avail = TRAY_W - 4 - groups.length * (2 * pad) - (groups.length - 1) * groupGap;
  const step = Math.min(s + 14, nSlots > 1 ? (avail - s - 14) / (nSlots - 1) : s + 14);
  const out: string[] = [];
  let x = 2;
  const y = 34;
  for (const g of groups) {
    const items: string[] = [];
    let cx = x + pad;
    for (const slot of g.slots) {
      items.push(await counterSvg(slot.counter, cx, y, locale, g.kind));
      if (slot.count > 1) {
        items.push(
          `<circle cx="${r1(cx + s - 2)}" cy="${y + 2}" r="14" fill="${C.ink}" stroke="#fff" stroke-width="2"/>`,
        );
        items.push(await labelAt(`×${slot.count}`, cx + s - 2, y + 2, { size: 13, weight: 700, color: '#fff' }));
      }
      cx += step;
    }
    let w: number;
    if (g.slots.length === 0) {
      items.push(await labelAt(T.none[locale], x + pad + 40, y + s / 2, { size: 16, weight: 400, color: C.inkSoft }));
      w = 2 * pad + 80;
    } else {
      w = 2 * pad + (g.slots.length - 1) * step + s + 6;
    }
    const titleW = g.title.length * (locale === 'ja' ? 15 : 8.5) + 20;
    w = Math.max(w, titleW);
    out.push(
      `<rect x="${r1(x)}" y="2" width="${r1(w)}" height="${TRAY_H - 4}" rx="8" fill="${C.panel}" stroke="${C.panelBorder}" stroke-width="1.5"/>`,
    );
    out.push(await labelAt(g.title, x + titleW / 2, 17, { size: 14, weight: 700, color: C.inkSoft }));
    out.push(...items);
    x += w + groupGap;
  }
  return out.join('');
}
