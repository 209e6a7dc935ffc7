// 奉天会戦's map image: the page as a satori tree — header, time track, status and combat panels,
// legend — with the hand-written layers placed in it.
import type { Locale, Text } from '../../src/engine/types.ts';
import { hexCorners } from '../hex-geometry.ts';
import type { CombatSideResult, HotenSide, HotenView } from '../../src/games/hoten-kaisen/types.ts';
import { diagonalHatch, doubleOutline, el, pts, svgDoc, type SatoriNode } from '../svg-kit.ts';
import { fmt } from '../words.ts';
import { SIDE_NAME } from '../../src/games/hoten-kaisen/messages.ts';
import satori from 'satori';
import { C, GAP, HEADER_H, INFO_H, LAYER_W, MARGIN, TRACK_H, TRAY_H, TRAY_W, Y_HEADER, Y_INFO, Y_TRACK, Y_TRAY, sideColors } from './layout.ts';
import { flagGlyph } from './static-layer.ts';
import { T, decisionHeading, signed } from './words.ts';

// ---------------------------------------------------------------------------------------------
// The satori tree

function img(src: string, width: number, height: number, style: Record<string, unknown> = {}): SatoriNode {
  return { type: 'img', props: { src, width, height, style: { width, height, ...style } } };
}

function svgDataUri(svg: string): string {
  // Base64: satori would re-encode any other form itself. The SVG must be ASCII (btoa).
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/**
 * Hand-written SVG layers placed in the satori tree as <img>s. With `inline` (the default)
 * satori lays out a tiny placeholder image of the same size and the layer's markup replaces
 * that <image> in satori's output afterwards, as a translated <g>. Measured on the full map:
 * resvg renders an embedded SVG image through a clip-path and an offscreen mask layer (≈ +30
 * ms CPU for the 1042×955 map), and satori's module-level image cache (500 entries) would keep
 * every distinct map's data URI (~170 kB each) alive. Without `inline` the real data URI goes
 * to satori, as the first design did; both give the same picture.
 */
export class Layers {
  private readonly byKey = new Map<string, string>();
  private n = 0;
  constructor(private readonly inline: boolean) {}

  img(svg: string, width: number, height: number, style: Record<string, unknown> = {}): SatoriNode {
    if (!this.inline) return img(svgDataUri(svg), width, height, style);
    const placeholder = svgDoc(width, height, `<desc>hexpost-layer-${this.n++}</desc>`);
    const b64 = Buffer.from(placeholder).toString('base64');
    this.byKey.set(b64, svg);
    return img(`data:image/svg+xml;base64,${b64}`, width, height, style);
  }

  /** Swap the placeholders in satori's output for the layers themselves. */
  apply(out: string): string {
    if (!this.inline) return out;
    let found = 0;
    const res = out.replace(/<image ([^>]*?)href="data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)"([^>]*?)\/>/g, (m, pre: string, b64: string, post: string) => {
      const layer = this.byKey.get(b64);
      if (layer === undefined) return m;
      found++;
      const attrs = pre + ' ' + post;
      const x = Number(/\bx="([-\d.]+)"/.exec(attrs)?.[1] ?? 0);
      const y = Number(/\by="([-\d.]+)"/.exec(attrs)?.[1] ?? 0);
      const inner = layer.replace(/^<svg\b[^>]*>/, '').replace(/<\/svg>\s*$/, '');
      return `<g transform="translate(${x} ${y})">${inner}</g>`;
    });
    if (found !== this.byKey.size) throw new Error(`render: ${this.byKey.size - found} layer placeholder(s) not found in satori output`);
    return res;
  }
}

const BORDER = 1.5;

/**
 * An absolutely placed panel with a 1.5 px frame. The frame is a filled rounded box under a
 * filled rounded box: satori draws CSS borders as strokes clipped by a clip-path, which costs
 * resvg an offscreen layer each (≈ 18 ms CPU for this image's dozen frames).
 */
export function panel(
  box: { left: number; top: number; width: number; height: number },
  inner: Record<string, unknown>,
  children: unknown,
  colors: { bg?: string; border?: string; width?: number; radius?: number } = {},
): SatoriNode {
  const bw = colors.width ?? BORDER;
  const r = colors.radius ?? 8;
  return el(
    {
      position: 'absolute',
      ...box,
      padding: bw,
      backgroundColor: colors.border ?? C.panelBorder,
      borderRadius: r,
    },
    [
      el(
        {
          flexGrow: 1,
          flexDirection: 'column',
          padding: '8px 12px',
          backgroundColor: colors.bg ?? C.panel,
          borderRadius: Math.max(r - bw, 0),
          ...inner,
        },
        children,
      ),
    ],
  );
}

function rule(): SatoriNode {
  return el({ height: 1, backgroundColor: C.panelBorder, flexShrink: 0 }, []);
}

export function header(view: HotenView, locale: Locale): SatoriNode {
  const viewer = view.viewer
    ? fmt(T.eyesOnly[locale], { side: SIDE_NAME[view.viewer][locale] })
    : T.public[locale];
  const turn = view.turn > 0 ? fmt(T.turn[locale], { n: view.turn }) : T.setupPhase[locale];
  return el(
    { position: 'absolute', left: MARGIN, top: Y_HEADER, width: LAYER_W, height: HEADER_H, alignItems: 'center', justifyContent: 'space-between' },
    [
      el({ alignItems: 'flex-end' }, [
        el({ fontSize: 34, fontWeight: 700, color: C.ink, lineHeight: 1.1 }, T.title[locale]),
        el({ fontSize: 15, color: C.inkSoft, marginLeft: 14, marginBottom: 5 }, T.subtitle[locale]),
      ]),
      el({ alignItems: 'center' }, [
        el(
          {
            fontSize: 14,
            fontWeight: 700,
            color: view.viewer ? '#fff' : C.ink,
            backgroundColor: view.viewer ? sideColors(view.viewer).dark : '#d9ccaa',
            borderRadius: 6,
            padding: '4px 10px',
            marginRight: 12,
          },
          viewer,
        ),
        el({ fontSize: 22, fontWeight: 700, color: C.ink }, turn),
      ]),
    ],
  );
}

export function timeTrack(view: HotenView, locale: Locale): SatoriNode {
  const n = view.timeTrack.length;
  const labelW = 64;
  const gap = 5;
  const boxW = Math.floor((LAYER_W - labelW - gap * n) / Math.max(n, 1));
  const boxes = view.timeTrack.map((t, i) => {
    const now = i === view.time;
    const past = i < view.time;
    const text = el(
      {
        fontSize: now ? 17 : 15,
        fontWeight: now ? 700 : 400,
        color: past ? '#857761' : C.ink,
        textAlign: 'center',
        justifyContent: 'center',
        lineHeight: 1.15,
        flexShrink: 1,
      },
      t[locale],
    );
    // The time marker: a small dark counter with a gold ring, sitting in the box.
    const marker = el({ width: 20, height: 20, flexShrink: 0, backgroundColor: '#fff3c4', borderRadius: 4, padding: 3, marginRight: 6 }, [
      el({ flexGrow: 1, backgroundColor: C.ink, borderRadius: 2 }, []),
    ]);
    const bw = now ? 3 : BORDER;
    return el({ width: boxW, height: TRACK_H, marginLeft: gap, padding: bw, borderRadius: 6, backgroundColor: now ? C.ink : C.panelBorder }, [
      el(
        {
          flexGrow: 1,
          borderRadius: 6 - bw / 2,
          backgroundColor: now ? '#e0b52d' : past ? '#d9cfb6' : C.panel,
          alignItems: 'center',
          justifyContent: 'center',
          padding: '0 5px',
        },
        now ? [marker, text] : [text],
      ),
    ]);
  });
  return el({ position: 'absolute', left: MARGIN, top: Y_TRACK, width: LAYER_W, height: TRACK_H, alignItems: 'center' }, [
    el({ width: labelW - gap, fontSize: 16, fontWeight: 700, color: C.ink, justifyContent: 'center' }, T.timeTrack[locale]),
    ...boxes,
  ]);
}

export function statusPanel(view: HotenView, locale: Locale, width: number): SatoriNode {
  const rows: SatoriNode[] = [el({ fontSize: 15, fontWeight: 700, color: C.inkSoft, marginBottom: 4 }, T.status[locale])];
  if (view.result) {
    const r = view.result;
    const head = r.winner === null ? T.draw[locale] : fmt(T.wins[locale], { side: SIDE_NAME[r.winner as HotenSide]?.[locale] ?? r.winner });
    rows.push(
      el(
        {
          backgroundColor: r.winner ? sideColors(r.winner as HotenSide).dark : C.ink,
          color: '#fff',
          borderRadius: 6,
          padding: '4px 10px',
          fontSize: 22,
          fontWeight: 700,
          marginBottom: 4,
        },
        `${T.over[locale]} · ${head}`,
      ),
    );
    rows.push(el({ fontSize: 15, color: C.ink }, r.reason[locale]));
  } else {
    const toAct = view.toAct.length ? view.toAct.map((s) => SIDE_NAME[s][locale]).join(' · ') : T.nobody[locale];
    const chips = view.toAct.map((s) =>
      el({ backgroundColor: sideColors(s).dark, color: '#fff', borderRadius: 5, padding: '2px 8px', marginLeft: 6, fontSize: 17, fontWeight: 700 }, SIDE_NAME[s][locale]),
    );
    rows.push(
      el({ alignItems: 'center', marginBottom: 3 }, [
        el({ fontSize: 16, color: C.inkSoft }, `${T.toAct[locale]}:`),
        ...(chips.length ? chips : [el({ fontSize: 16, marginLeft: 6 }, toAct)]),
        ...(view.decision
          ? [
              el({ fontSize: 16, color: C.inkSoft, marginLeft: 14 }, `${T.decision[locale]}:`),
              el({ fontSize: 17, fontWeight: 700, color: C.ink, marginLeft: 6 }, decisionHeading(view.decision, locale)),
            ]
          : []),
      ]),
    );
  }
  rows.push(el({ fontSize: 15, color: C.ink, lineHeight: 1.35, marginTop: 2 }, view.summary[locale]));
  return panel({ left: MARGIN, top: Y_INFO, width, height: INFO_H }, {}, rows);
}

export function combatPanel(view: HotenView, locale: Locale, left: number, width: number): SatoriNode {
  const lc = view.lastCombat;
  const children: SatoriNode[] = [el({ fontSize: 15, fontWeight: 700, color: C.inkSoft, marginBottom: 6 }, T.lastCombat[locale])];
  if (!lc) {
    children.push(el({ fontSize: 16, color: C.inkSoft, marginTop: 8 }, T.noCombat[locale]));
  } else {
    // One row per side, one column per term of the sum.
    const inner = width - 24 - 2 * BORDER;
    const numW = 58;
    const nameW = inner - 5 * numW;
    const cols: [Text, (r: CombatSideResult) => string][] = [
      [T.strength, (r) => String(r.strength)],
      [T.die, (r) => String(r.die)],
      [T.support, (r) => signed(r.support)],
      [T.modifier, (r) => signed(r.modifier)],
      [T.total, (r) => String(r.total)],
    ];
    children.push(
      el({ paddingBottom: 2 }, [
        el({ width: nameW }, ''),
        ...cols.map(([t], i) =>
          el({ width: numW, justifyContent: 'center', fontSize: 13, color: i === 4 ? C.ink : C.inkSoft, fontWeight: i === 4 ? 700 : 400 }, t[locale]),
        ),
      ]),
    );
    children.push(rule());
    const row = (who: Text, s: { side: HotenSide; name: Text; result: CombatSideResult | null }, hex: string): SatoriNode =>
      el({ alignItems: 'center', height: 44 }, [
        el({ width: nameW, flexDirection: 'column', justifyContent: 'center' }, [
          el({ fontSize: 12, color: C.inkSoft }, `${who[locale]} · ${hex}`),
          el({ alignItems: 'center' }, [
            el({ width: 10, height: 10, borderRadius: 2, backgroundColor: sideColors(s.side).dark, marginRight: 5, flexShrink: 0 }, []),
            el({ fontSize: 14, fontWeight: 700, color: sideColors(s.side).dark, lineHeight: 1.15 }, s.name[locale]),
          ]),
        ]),
        ...(s.result
          ? cols.map(([, f], i) =>
              el({ width: numW, justifyContent: 'center', fontSize: i === 4 ? 24 : 18, fontWeight: i === 4 ? 700 : 400, color: C.ink }, f(s.result!)),
            )
          : [el({ width: numW * 5, justifyContent: 'center', fontSize: 14, color: C.inkSoft }, T.noRoll[locale])]),
      ]);
    children.push(row(T.attacker, lc.attacker, lc.attackerHex), rule());
    children.push(row(T.defender, lc.defender, lc.defenderHex), rule());
    children.push(el({ fontSize: 15, fontWeight: 700, color: C.combat, marginTop: 5, lineHeight: 1.25 }, lc.outcome[locale]));
  }
  return panel({ left, top: Y_INFO, width, height: INFO_H }, {}, children);
}

function legendSwatch(kind: string): string {
  const w = 34;
  const h = 24;
  let body = '';
  const hex = (fill: string, extra = '') => {
    const c = { x: w / 2, y: h / 2 };
    return `<polygon points="${pts(hexCorners(c, 13))}" fill="${fill}" stroke="${C.hexLine}" stroke-width="1"/>${extra}`;
  };
  switch (kind) {
    case 'clear':
      body = hex(C.clear);
      break;
    case 'mountain': {
      const c = { x: w / 2, y: h / 2 };
      const lines = diagonalHatch(c, hexCorners(c, 12.5), 4, 5, 40);
      body = hex(C.mountain, `<path d="${lines}" stroke="${C.mountainHatch}" stroke-width="1.4" stroke-opacity=".8"/>`);
      break;
    }
    case 'fortress':
      body = hex(C.fortress, `<polygon points="${pts(hexCorners({ x: w / 2, y: h / 2 }, 9))}" fill="none" stroke="${C.fortressWall}" stroke-width="1.5" stroke-dasharray="4 2"/>`);
      break;
    case 'river':
      body = `<path d="M3 ${h / 2}L${w - 3} ${h / 2}" stroke="${C.riverDark}" stroke-width="8" stroke-linecap="round"/><path d="M3 ${h / 2}L${w - 3} ${h / 2}" stroke="${C.riverLight}" stroke-width="3" stroke-linecap="round"/>`;
      break;
    case 'trench':
      body = `<path d="M3 14L${w - 3} 14" stroke="${C.trench}" stroke-width="3"/><path d="M5 14L8.5 8L12 14ZM13 14L16.5 8L20 14ZM21 14L24.5 8L28 14Z" fill="${C.trench}"/>`;
      break;
    case 'rail': {
      const ties = [5, 11, 17, 23, 29].map((x) => `M${x} ${h / 2 - 6}L${x} ${h / 2 + 6}`).join('');
      body = `<path d="${ties}" stroke="${C.rail}" stroke-width="2"/><path d="M2 ${h / 2}L${w - 2} ${h / 2}" stroke="${C.rail}" stroke-width="3.5"/>`;
      break;
    }
    case 'supply':
      body = `<polygon points="${pts(hexCorners({ x: w / 2, y: h / 2 }, 12))}" fill="none" stroke="${C.japanDark}" stroke-width="2.5" stroke-dasharray="5 3"/>`;
      break;
    case 'flag':
      body = `<g transform="translate(-39 3)">${flagGlyph('japan', 0, 8)}</g><g transform="translate(-23 3)">${flagGlyph('russia', 0, 8)}</g>`;
      break;
    case 'last':
      body = doubleOutline(pts(hexCorners({ x: w / 2, y: h / 2 }, 11)), C.highlightEdge, 6, C.highlight, 3.5);
      break;
    case 'rest':
      body = `<circle cx="${w / 2}" cy="${h / 2}" r="10" fill="${C.rest}" stroke="#5a3d00" stroke-width="1.5"/>`;
      break;
  }
  return svgDoc(w, h, body);
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

const legendSrc = new Map<string, string>();

export function legend(locale: Locale, layers: Layers): SatoriNode {
  const items = LEGEND.map(([kind, t]) => {
    let src = legendSrc.get(kind);
    if (!src) legendSrc.set(kind, (src = legendSwatch(kind)));
    return el({ alignItems: 'center', width: 110, height: 34 }, [layers.img(src, 34, 24), el({ fontSize: 14, color: C.ink, marginLeft: 5 }, t[locale])]);
  });
  return panel(
    { left: MARGIN + TRAY_W + GAP, top: Y_TRAY, width: LAYER_W - TRAY_W - GAP, height: TRAY_H },
    { flexDirection: 'row', alignItems: 'center', alignContent: 'center', flexWrap: 'wrap', padding: '4px 10px' },
    items,
  );
}
