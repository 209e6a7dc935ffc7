// 奉天会戦's map image: the page around the map — header, time track, status and combat panels,
// legend — as hand-written SVG with text as glyph outlines (render/kit/text.ts). What never
// changes (frames, titles, the legend) goes to the static layer; the rest is the view's overlay.
// Labels come from small fixed sets and are cached; only the summary, the combat outcome and a
// result's reason are wrapped by satori, each once per distinct sentence (LRU).
import type { Locale, Text } from '#engine/types.ts';
import { hexCorners } from '#render/hex-geometry.ts';
import { TIME_TRACK } from '../data/map.ts';
import type { CombatantView, CombatSideResult, HotenSide, HotenView } from '../types.ts';
import { combatantName } from '../view.ts';
import { diagonalHatch, doubleOutline, paragraphAt, pts, r1, textAt, textWidth } from '#render/svg-kit.ts';
import { fmt } from '#render/words.ts';
import { SIDE_NAME } from '../messages.ts';
import {
  C,
  GAP,
  HEADER_H,
  INFO_H,
  LAYER_W,
  MARGIN,
  TRACK_H,
  TRAY_H,
  TRAY_W,
  Y_HEADER,
  Y_INFO,
  Y_TRACK,
  Y_TRAY,
  sideColors,
} from './layout.ts';
import { flagGlyph } from './static-layer.ts';
import { T, decisionHeading, signed } from './words.ts';

const BORDER = 1.5;
const PAD_X = 12;

/** A panel's frame: a rounded box with a 1.5 px border. */
function frame(x: number, y: number, w: number, h: number, bg: string = C.panel, r = 8): string {
  return `<rect x="${r1(x + BORDER / 2)}" y="${r1(y + BORDER / 2)}" width="${r1(w - BORDER)}" height="${r1(h - BORDER)}" rx="${r - BORDER / 2}" fill="${bg}" stroke="${C.panelBorder}" stroke-width="${BORDER}"/>`;
}

/** A filled chip with a label centred in it, `x` its left edge; returns its markup and width. */
async function chip(
  text: string,
  x: number,
  cy: number,
  o: { size: number; bg: string; color: string; padX: number; h: number; r: number },
): Promise<{ svg: string; w: number }> {
  const style = { size: o.size, weight: 700 as const, color: o.color };
  const w = (await textWidth(text, style)) + 2 * o.padX;
  const rect = `<rect x="${r1(x)}" y="${r1(cy - o.h / 2)}" width="${r1(w)}" height="${o.h}" rx="${o.r}" fill="${o.bg}"/>`;
  return { svg: rect + (await textAt(text, x + w / 2, cy, style)), w };
}

// ---------------------------------------------------------------------------------------------
// Geometry of the panels

/** The status panel's width: the phone picture's, 400 px, which a phone shows 1:1 (hex ids 11 px). */
const INFO_W = 400;
const STATUS = { x: MARGIN, y: Y_INFO, w: INFO_W, h: INFO_H };
/** The status panel (image coordinates): the top of the phone picture. */
export const STATUS_RECT = STATUS;
/** The clocks' line at the status panel's foot (a game played with a clock); the summary stays above it. */
export const CLOCKS_RECT = { x: STATUS.x + 14, y: STATUS.y + STATUS.h - 32, w: STATUS.w - 28, h: 22 };
const COMBAT = { x: MARGIN + INFO_W + GAP, y: Y_INFO, w: LAYER_W - INFO_W - GAP, h: INFO_H };
const LEGEND_BOX = { x: MARGIN + TRAY_W + GAP, y: Y_TRAY, w: LAYER_W - TRAY_W - GAP, h: TRAY_H };
const TRACK_LABEL_W = 64;
const TRACK_GAP = 5;

// ---------------------------------------------------------------------------------------------
// Static: titles, frames, legend

export async function staticPanels(locale: Locale): Promise<string> {
  const out: string[] = [];
  const headY = Y_HEADER + HEADER_H / 2;
  out.push(await textAt(T.title[locale], MARGIN, headY, { size: 34, weight: 700, color: C.ink, anchor: 'start' }));
  const titleW = await textWidth(T.title[locale], { size: 34, weight: 700, color: C.ink });
  out.push(
    await textAt(T.subtitle[locale], MARGIN + titleW + 16, headY + 8, { size: 15, color: C.inkSoft, anchor: 'start' }),
  );
  out.push(
    await textAt(T.timeTrack[locale], MARGIN + (TRACK_LABEL_W - TRACK_GAP) / 2, Y_TRACK + TRACK_H / 2, {
      size: 16,
      weight: 700,
      color: C.ink,
    }),
  );
  for (const [box, title] of [
    [STATUS, T.status],
    [COMBAT, T.lastCombat],
  ] as const) {
    out.push(frame(box.x, box.y, box.w, box.h));
    out.push(
      await textAt(title[locale], box.x + PAD_X + BORDER, box.y + 20, {
        size: 15,
        weight: 700,
        color: C.inkSoft,
        anchor: 'start',
      }),
    );
  }
  out.push(await legend(locale));
  return out.join('');
}

function legendSwatch(kind: string): string {
  const w = 34;
  const h = 24;
  const hex = (fill: string, extra = '') => {
    const c = { x: w / 2, y: h / 2 };
    return `<polygon points="${pts(hexCorners(c, 13))}" fill="${fill}" stroke="${C.hexLine}" stroke-width="1"/>${extra}`;
  };
  switch (kind) {
    case 'clear':
      return hex(C.clear);
    case 'mountain': {
      const c = { x: w / 2, y: h / 2 };
      const lines = diagonalHatch(c, hexCorners(c, 12.5), 4, 5, 40);
      return hex(C.mountain, `<path d="${lines}" stroke="${C.mountainHatch}" stroke-width="1.4" stroke-opacity=".8"/>`);
    }
    case 'fortress':
      return hex(
        C.fortress,
        `<polygon points="${pts(hexCorners({ x: w / 2, y: h / 2 }, 9))}" fill="none" stroke="${C.fortressWall}" stroke-width="1.5" stroke-dasharray="4 2"/>`,
      );
    case 'river':
      return `<path d="M3 ${h / 2}L${w - 3} ${h / 2}" stroke="${C.riverDark}" stroke-width="8" stroke-linecap="round"/><path d="M3 ${h / 2}L${w - 3} ${h / 2}" stroke="${C.riverLight}" stroke-width="3" stroke-linecap="round"/>`;
    case 'trench':
      return `<path d="M3 14L${w - 3} 14" stroke="${C.trench}" stroke-width="3"/><path d="M5 14L8.5 8L12 14ZM13 14L16.5 8L20 14ZM21 14L24.5 8L28 14Z" fill="${C.trench}"/>`;
    case 'rail': {
      const ties = [5, 11, 17, 23, 29].map((x) => `M${x} ${h / 2 - 6}L${x} ${h / 2 + 6}`).join('');
      return `<path d="${ties}" stroke="${C.rail}" stroke-width="2"/><path d="M2 ${h / 2}L${w - 2} ${h / 2}" stroke="${C.rail}" stroke-width="3.5"/>`;
    }
    case 'supply':
      return `<polygon points="${pts(hexCorners({ x: w / 2, y: h / 2 }, 12))}" fill="none" stroke="${C.japanDark}" stroke-width="2.5" stroke-dasharray="5 3"/>`;
    case 'flag':
      return `<g transform="translate(-39 3)">${flagGlyph('japan', 0, 8)}</g><g transform="translate(-23 3)">${flagGlyph('russia', 0, 8)}</g>`;
    case 'last':
      return doubleOutline(pts(hexCorners({ x: w / 2, y: h / 2 }, 11)), C.highlightEdge, 6, C.highlight, 3.5);
    case 'rest':
      return `<circle cx="${w / 2}" cy="${h / 2}" r="10" fill="${C.rest}" stroke="#5a3d00" stroke-width="1.5"/>`;
    default:
      return '';
  }
}

const LEGEND: [string, Text][] = [
  ['clear', T.legendClear],
  ['mountain', T.legendMountain],
  ['fortress', T.legendFortress],
  ['river', T.legendRiver],
  ['trench', T.legendTrench],
  ['rail', T.legendRail],
  ['supply', T.legendSupply],
  ['flag', T.legendFlag],
  ['last', T.legendLast],
  ['rest', T.legendRest],
];

/** The legend: swatches with their names, in rows of items 110 px wide. */
async function legend(locale: Locale): Promise<string> {
  const b = LEGEND_BOX;
  const out = [frame(b.x, b.y, b.w, b.h)];
  const perRow = Math.max(1, Math.floor((b.w - 20) / 110));
  const rows = Math.ceil(LEGEND.length / perRow);
  const top = b.y + (b.h - rows * 34) / 2;
  for (let i = 0; i < LEGEND.length; i++) {
    const [kind, t] = LEGEND[i]!;
    const x = b.x + 10 + (i % perRow) * 110;
    const y = top + Math.floor(i / perRow) * 34;
    // A nested <svg> clips the swatch to its 34 × 24 box, as the <img> of the satori page did.
    out.push(
      `<svg x="${r1(x)}" y="${r1(y + 5)}" width="34" height="24" viewBox="0 0 34 24" overflow="hidden">${legendSwatch(kind)}</svg>`,
    );
    out.push(await textAt(t[locale], x + 39, y + 17, { size: 14, color: C.ink, anchor: 'start' }));
  }
  return out.join('');
}

// ---------------------------------------------------------------------------------------------
// The view's panels

export async function header(view: HotenView, locale: Locale): Promise<string> {
  const viewer = view.viewer ? fmt(T.eyesOnly[locale], { side: SIDE_NAME[view.viewer][locale] }) : T.public[locale];
  const turn = view.turn > 0 ? fmt(T.turn[locale], { n: view.turn }) : T.setupPhase[locale];
  const cy = Y_HEADER + HEADER_H / 2;
  const right = MARGIN + LAYER_W;
  const turnStyle = { size: 22, weight: 700 as const, color: C.ink };
  const turnW = await textWidth(turn, turnStyle);
  const out = [await textAt(turn, right, cy, { ...turnStyle, anchor: 'end' })];
  const chipStyle = {
    size: 14,
    bg: view.viewer ? sideColors(view.viewer).dark : '#d9ccaa',
    color: view.viewer ? '#fff' : C.ink,
    padX: 10,
    h: 26,
    r: 6,
  };
  const w = (await textWidth(viewer, { size: 14, weight: 700, color: chipStyle.color })) + 2 * chipStyle.padX;
  out.push((await chip(viewer, right - turnW - 12 - w, cy, chipStyle)).svg);
  return out.join('');
}

export async function timeTrack(view: HotenView, locale: Locale): Promise<string> {
  const n = TIME_TRACK.length;
  const boxW = Math.floor((LAYER_W - TRACK_LABEL_W - TRACK_GAP * n) / Math.max(n, 1));
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = TIME_TRACK[i]!;
    const now = i === view.time;
    const past = i < view.time;
    const x = MARGIN + TRACK_LABEL_W + i * (boxW + TRACK_GAP);
    const y = Y_TRACK;
    const bw = now ? 3 : BORDER;
    const fill = now ? '#e0b52d' : past ? '#d9cfb6' : C.panel;
    out.push(
      `<rect x="${r1(x + bw / 2)}" y="${r1(y + bw / 2)}" width="${r1(boxW - bw)}" height="${r1(TRACK_H - bw)}" rx="${6 - bw / 2}" fill="${fill}" stroke="${now ? C.ink : C.panelBorder}" stroke-width="${bw}"/>`,
    );
    const style = { size: now ? 17 : 15, weight: (now ? 700 : 400) as 400 | 700, color: past ? '#857761' : C.ink };
    const cy = y + TRACK_H / 2;
    // The date fits its box (beside the marker in the current one): a long one is set smaller.
    const room = boxW - 12 - (now ? 26 : 0);
    let tw = await textWidth(t[locale], style);
    while (tw > room && style.size > 11) tw = await textWidth(t[locale], { ...style, size: --style.size });
    if (now) {
      // The time marker: a small dark counter with a gold ring, left of the date.
      const left = x + (boxW - (20 + 6 + tw)) / 2;
      out.push(
        `<rect x="${r1(left)}" y="${r1(cy - 10)}" width="20" height="20" rx="4" fill="#fff3c4"/><rect x="${r1(left + 3)}" y="${r1(cy - 7)}" width="14" height="14" rx="2" fill="${C.ink}"/>`,
      );
      out.push(await textAt(t[locale], left + 26, cy, { ...style, anchor: 'start' }));
    } else {
      out.push(await textAt(t[locale], x + boxW / 2, cy, style));
    }
  }
  return out.join('');
}

export async function statusPanel(view: HotenView, locale: Locale): Promise<string> {
  const b = STATUS;
  const x = b.x + PAD_X + BORDER;
  const inner = b.w - 2 * (PAD_X + BORDER);
  let y = b.y + 36;
  const out: string[] = [];
  if (view.result) {
    const r = view.result;
    const head =
      r.winner === null
        ? T.draw[locale]
        : fmt(T.wins[locale], { side: SIDE_NAME[r.winner as HotenSide]?.[locale] ?? r.winner });
    const banner = await chip(`${T.over[locale]} · ${head}`, x, y + 17, {
      size: 22,
      bg: r.winner ? sideColors(r.winner as HotenSide).dark : C.ink,
      color: '#fff',
      padX: 10,
      h: 36,
      r: 6,
    });
    out.push(banner.svg);
    y += 42;
    const reason = await paragraphAt(r.reason[locale], x, y, inner, {
      size: 15,
      color: C.ink,
      lineHeight: 1.3,
      maxLines: 2,
    });
    out.push(reason.svg);
    y += reason.height + 2;
  } else {
    const cy = y + 12;
    const soft = { size: 16, color: C.inkSoft, anchor: 'start' as const };
    const lead = `${T.toAct[locale]}:`;
    out.push(await textAt(lead, x, cy, soft));
    let cx = x + (await textWidth(lead, soft)) + 8;
    if (view.toAct.length) {
      for (const s of view.toAct) {
        const c = await chip(SIDE_NAME[s][locale], cx, cy, {
          size: 17,
          bg: sideColors(s).dark,
          color: '#fff',
          padX: 8,
          h: 26,
          r: 5,
        });
        out.push(c.svg);
        cx += c.w + 6;
      }
    } else {
      out.push(await textAt(T.nobody[locale], cx, cy, { size: 16, color: C.ink, anchor: 'start' }));
      cx += (await textWidth(T.nobody[locale], { size: 16, color: C.ink })) + 6;
    }
    if (view.decision) {
      const d = `${T.decision[locale]}:`;
      out.push(await textAt(d, cx + 8, cy, soft));
      cx += 8 + (await textWidth(d, soft)) + 6;
      out.push(
        await textAt(decisionHeading(view.decision, locale), cx, cy, {
          size: 17,
          weight: 700,
          color: C.ink,
          anchor: 'start',
        }),
      );
    }
    y += 30;
  }
  const room = CLOCKS_RECT.y - 4 - y;
  const lines = Math.max(1, Math.floor(room / (15 * 1.35)));
  out.push(
    (
      await paragraphAt(view.summary[locale], x, y, inner, {
        size: 15,
        color: C.ink,
        lineHeight: 1.35,
        maxLines: lines,
      })
    ).svg,
  );
  return out.join('');
}

export async function combatPanel(view: HotenView, locale: Locale): Promise<string> {
  const b = COMBAT;
  const x = b.x + PAD_X + BORDER;
  const inner = b.w - 2 * (PAD_X + BORDER);
  const lc = view.lastCombat;
  const out: string[] = [];
  if (!lc) {
    out.push(await textAt(T.noCombat[locale], x, b.y + 52, { size: 16, color: C.inkSoft, anchor: 'start' }));
    return out.join('');
  }
  // One row per side, one column per term of the sum.
  const numW = 58;
  const nameW = inner - 5 * numW;
  const cols: [Text, (r: CombatSideResult) => string][] = [
    [T.strength, (r) => String(r.strength)],
    [T.die, (r) => String(r.die)],
    [T.support, (r) => signed(r.support)],
    [T.modifier, (r) => signed(r.modifier)],
    [T.total, (r) => String(r.total)],
  ];
  let y = b.y + 40;
  for (let i = 0; i < cols.length; i++) {
    out.push(
      await textAt(cols[i]![0][locale], x + nameW + i * numW + numW / 2, y, {
        size: 13,
        weight: i === 4 ? 700 : 400,
        color: i === 4 ? C.ink : C.inkSoft,
      }),
    );
  }
  y += 10;
  const rule = (at: number) =>
    `<rect x="${r1(x)}" y="${r1(at)}" width="${r1(inner)}" height="1" fill="${C.panelBorder}"/>`;
  out.push(rule(y));
  const row = async (who: Text, s: CombatantView, hex: string, top: number) => {
    const mid = top + 22;
    out.push(await textAt(`${who[locale]} · ${hex}`, x, mid - 9, { size: 12, color: C.inkSoft, anchor: 'start' }));
    out.push(`<rect x="${r1(x)}" y="${r1(mid + 3)}" width="10" height="10" rx="2" fill="${sideColors(s.side).dark}"/>`);
    out.push(
      await textAt(combatantName(s)[locale], x + 15, mid + 8, {
        size: 14,
        weight: 700,
        color: sideColors(s.side).dark,
        anchor: 'start',
      }),
    );
    if (s.result) {
      for (let i = 0; i < cols.length; i++) {
        out.push(
          await textAt(cols[i]![1](s.result), x + nameW + i * numW + numW / 2, mid, {
            size: i === 4 ? 24 : 18,
            weight: i === 4 ? 700 : 400,
            color: C.ink,
          }),
        );
      }
    } else {
      out.push(await textAt(T.noRoll[locale], x + nameW + (5 * numW) / 2, mid, { size: 14, color: C.inkSoft }));
    }
    out.push(rule(top + 44));
  };
  await row(T.attacker, lc.attacker, lc.attackerHex, y + 1);
  await row(T.defender, lc.defender, lc.defenderHex, y + 46);
  y += 96;
  out.push(
    (
      await paragraphAt(lc.outcome[locale], x, y, inner, {
        size: 15,
        weight: 700,
        color: C.combat,
        lineHeight: 1.25,
        maxLines: 2,
      })
    ).svg,
  );
  return out.join('');
}
