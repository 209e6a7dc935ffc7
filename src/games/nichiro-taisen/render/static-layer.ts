// 日露大戦's map image: the static layer — everything the view does not change (terrain, hexsides,
// roads, railways, towns, ids, names, boxes, track and panel frames, legend) — built once per locale.
import type { Locale } from '#engine/types.ts';
import type { HexId } from '#engine/hex.ts';
import { hexCorners } from '#render/hex-geometry.ts';
import {
  ALL_SEA_SIDES,
  BOXES,
  COAST_SIDES,
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
} from '../data/map.ts';
import type { BoxId } from '../types.ts';
import {
  arrowPolygon,
  diagonalHatch,
  doubleOutline,
  GlyphRun,
  PromiseCache,
  pts,
  r1,
  railTies,
  seg,
  textAt,
  textWidth,
  type Pt,
  type TextStyle,
} from '#render/svg-kit.ts';
import {
  BOX_RECT,
  C,
  CARDS_W,
  COMBAT_W,
  COMPASS_C,
  CORNER_DX,
  GAP,
  HATCH,
  HEX_H,
  ID_DY,
  IMAGE_H,
  IMAGE_W,
  INNER_W,
  LEGEND_W,
  MAPFRAME_H,
  MAPFRAME_W,
  MARGIN,
  MARKERS_W,
  MORALE_RECT,
  NAME_DY,
  ON_MAP,
  ROW1_H,
  ROW2_H,
  type Rect,
  S,
  STATUS_W,
  TRACK_H,
  X_MAP,
  X_MAPFRAME,
  Y_HEADER,
  Y_MAPFRAME,
  Y_ROW1,
  Y_ROW2,
  Y_TRACK,
  hexCenterOnImage,
  sharedEdge,
  sideColors,
} from './layout.ts';
import {
  ST,
  anchorIcon,
  fitSize,
  japanControlMarker,
  keyPointMarker,
  panelFrame,
  ringSvg,
  st,
  starPath,
  townSymbol,
  zocBadge,
} from './shapes.ts';
import { LEGEND_TEXT, T, shortName } from './words.ts';

// ---------------------------------------------------------------------------------------------
// Static layer (everything the view does not change): per locale, cached

const staticLayers = new PromiseCache<Locale, string>();

export function staticLayer(locale: Locale): Promise<string> {
  return staticLayers.get(locale, () => buildStaticLayer(locale));
}

function lineThrough(hexes: readonly HexId[]): Pt[] {
  return hexes.filter((h) => ON_MAP.has(h)).map(hexCenterOnImage);
}

/** Where the Korea / Siberia link arrives at its box (the box edge facing the map). */
export function boxLink(box: BoxId): { from: Pt; to: Pt } | null {
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
  const roughPath = rough.map((h) => `M${pts(hexCorners(hexCenterOnImage(h.id), S)).replace(/ /g, 'L')}Z`).join('');
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
  out.push(
    `<path data-coast="1" d="${COAST_SIDES.map(([a, b]) => seg(...sharedEdge(a, b))).join('')}" stroke="${C.coast}" stroke-width="2.2" stroke-linecap="round" fill="none"/>`,
  );

  // All-sea hexsides: a strait of sea between two coast lines.
  for (const [a, b] of ALL_SEA_SIDES) {
    const [p, q] = sharedEdge(a, b);
    const d = seg(p, q);
    out.push(`<path data-all-sea="${a}-${b}" d="${d}" stroke="${C.coast}" stroke-width="10" stroke-linecap="round"/>`);
    out.push(`<path d="${d}" stroke="${C.sea}" stroke-width="6.5" stroke-linecap="round"/>`);
  }

  // Rivers on hexsides.
  const river = RIVER_SIDES.map(([a, b]) => seg(...sharedEdge(a, b))).join('');
  out.push(
    `<path data-river="1" d="${river}" stroke="${C.river}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  );
  out.push(`<path d="${river}" stroke="${C.riverCore}" stroke-width="1.6" stroke-linecap="round" fill="none"/>`);

  // Roads: brown dashes through hex centres.
  for (const road of ROADS) {
    const line = lineThrough(road.hexes);
    out.push(
      `<polyline data-road="${road.id}" points="${pts(line)}" stroke="#f7efd8" stroke-width="5" stroke-linejoin="round" fill="none" stroke-opacity=".8"/>`,
    );
    out.push(
      `<polyline points="${pts(line)}" stroke="${C.road}" stroke-width="3" stroke-dasharray="8 4" stroke-linejoin="round" fill="none"/>`,
    );
  }
  // Railways: black with ties.
  for (const rail of RAILWAYS) {
    const line = lineThrough(rail.hexes);
    out.push(`<path d="${railTies(line)}" stroke="${C.rail}" stroke-width="1.6"/>`);
    out.push(
      `<polyline data-rail="${rail.id}" points="${pts(line)}" stroke="${C.rail}" stroke-width="3.2" stroke-linejoin="round" fill="none"/>`,
    );
  }

  // Supply hexes: a dashed ring in the side's colour.
  for (const side of ['japan', 'russia'] as const) {
    const c = hexCenterOnImage(SUPPLY[side]);
    out.push(
      ringSvg(
        c,
        S - 5,
        `data-supply="${side}" fill="none" stroke="${sideColors(side).dark}" stroke-width="4" stroke-dasharray="8 4"`,
      ),
    );
  }

  // Towns and key points (at the centre: under a counter when one stands there).
  const keyPoints = new Set(KEY_POINTS);
  for (const h of HEXES) {
    if (!h.town) continue;
    const c = hexCenterOnImage(h.id);
    if (keyPoints.has(h.id)) {
      out.push(
        `<g data-keypoint="${h.id}"><circle cx="${r1(c.x)}" cy="${r1(c.y)}" r="15" fill="#fff6d0" stroke="${C.town}" stroke-width="2"/><path d="${starPath(c.x, c.y + 1, 13)}" fill="${C.town}"/></g>`,
      );
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
      // biome-ignore lint/complexity/useMathMinMax: hex ids are strings; the later one in sort order, not a number
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
    ...PLACE_LABELS.filter((p) => !HEX_BY_ID.get(p.hex)?.town).map((p) => ({
      hex: p.hex,
      name: shortName(p.name, locale),
      town: false,
    })),
  ];
  for (const n of names) {
    const c = hexCenterOnImage(n.hex);
    const size = locale === 'ja' ? (n.town ? 11 : 10) : n.name.length > 9 ? 8.5 : 9.5;
    const style: TextStyle = { size, weight: n.town ? 700 : 400, color: n.town ? C.ink : C.inkSoft };
    const y = c.y + HEX_H / 2 - NAME_DY;
    const w = (await textWidth(n.name, style)) + 6;
    out.push(
      `<rect x="${r1(c.x - w / 2)}" y="${r1(y - size * 0.62)}" width="${r1(w)}" height="${r1(size * 1.24)}" rx="3" fill="${C.plate}" fill-opacity="${n.town ? 0.9 : 0.75}"/>`,
    );
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
    out.push(
      await textAt(
        name,
        r.x + r.w / 2,
        r.y + 12,
        await fitSize(name, r.w - 10, { size: 12, weight: 700, color: '#fff' }, [12, 11, 10, 9]),
      ),
    );
    const link = boxLink(b.id);
    if (link && b.link) {
      const poly = arrowPolygon(link.from, link.to, 3.5, 9, 10);
      const col = b.link.by === 'rail' ? C.rail : C.road;
      out.push(
        `<polygon data-link="${b.id}" points="${pts(poly)}" fill="${col}" stroke="#fff" stroke-width="1.2" stroke-linejoin="round"/>`,
      );
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
      out.push(
        `<rect x="${r1(m.x + 6)}" y="${r1(y)}" width="${r1(m.w - 12)}" height="${r1(cell - 3)}" rx="4" fill="${fill}" stroke="${C.panelBorder}" stroke-width="1"/>`,
      );
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
    out.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${L + 8}" fill="${C.panel}" stroke="${C.panelBorder}" stroke-width="1.5"/>`,
    );
    out.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${L - 6}" fill="none" stroke="${C.panelBorder}" stroke-width="1"/>`,
    );
    out.push(
      `<g data-compass="north"><path d="M${r1(tip.x)} ${r1(tip.y)}L${r1(left.x)} ${r1(left.y)}L${r1(cx)} ${r1(cy)}Z" fill="${C.ink}"/><path d="M${r1(tip.x)} ${r1(tip.y)}L${r1(right.x)} ${r1(right.y)}L${r1(cx)} ${r1(cy)}Z" fill="#8a7a60"/>`,
    );
    out.push(
      `<path d="M${r1(tail.x)} ${r1(tail.y)}L${r1(left.x)} ${r1(left.y)}L${r1(cx)} ${r1(cy)}Z" fill="#fff" stroke="${C.ink}" stroke-width=".8"/><path d="M${r1(tail.x)} ${r1(tail.y)}L${r1(right.x)} ${r1(right.y)}L${r1(cx)} ${r1(cy)}Z" fill="#d8ccb0" stroke="${C.ink}" stroke-width=".8"/></g>`,
    );
    out.push(
      await textAt(T.north[locale], cx + u.x * (L - 13) + v.x * 12, cy + u.y * (L - 13) + v.y * 12, {
        size: 13,
        weight: 700,
        color: C.ink,
      }),
    );
    out.push(await textAt(T.scale[locale], cx, cy + L + 22, { size: 10, weight: 400, color: C.inkSoft }));
  }

  // Header frame and title.
  out.push(
    await textAt(T.title[locale], MARGIN + 4, Y_HEADER + 22, {
      size: locale === 'ja' ? 30 : 26,
      weight: 700,
      color: C.ink,
      anchor: 'start',
    }),
  );
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
    out.push(
      await textAt(T.turnTrack[locale], MARGIN + labelW / 2, Y_TRACK + TRACK_H / 2, {
        size: 15,
        weight: 700,
        color: C.ink,
      }),
    );
    for (let i = 0; i < n; i++) {
      const t = TURN_TRACK[i]!;
      const x = MARGIN + labelW + gap + i * (boxW + gap);
      out.push(
        `<rect data-turn-box="${t.turn}" x="${r1(x)}" y="${Y_TRACK}" width="${r1(boxW)}" height="${TRACK_H}" rx="6" fill="${C.panel}" stroke="${C.panelBorder}" stroke-width="1.5"/>`,
      );
    }
  }

  // Info panels: frames and titles.
  const rects = infoRects();
  for (const [key, r] of Object.entries(rects)) {
    out.push(panelFrame(r));
    const title =
      key === 'status'
        ? T.status
        : key === 'cards'
          ? T.cards
          : key === 'markers'
            ? T.markers
            : key === 'legend'
              ? T.legend
              : null;
    if (title) out.push(await textAt(title[locale], r.x + 12, r.y + 15, ST.panelTitle));
  }
  out.push(await legend(rects.legend, locale));
  return out.join('');
}

export function infoRects(): Record<'status' | 'cards' | 'markers' | 'combat' | 'legend', Rect> {
  return {
    status: { x: MARGIN, y: Y_ROW1, w: STATUS_W, h: ROW1_H },
    cards: { x: MARGIN + STATUS_W + GAP, y: Y_ROW1, w: CARDS_W, h: ROW1_H },
    markers: { x: MARGIN + STATUS_W + CARDS_W + 2 * GAP, y: Y_ROW1, w: MARKERS_W, h: ROW1_H },
    combat: { x: MARGIN, y: Y_ROW2, w: COMBAT_W, h: ROW2_H },
    legend: { x: MARGIN + COMBAT_W + GAP, y: Y_ROW2, w: LEGEND_W, h: ROW2_H },
  };
}

export async function legend(r: Rect, locale: Locale): Promise<string> {
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
    out.push(
      await textAt(
        text,
        x + 34,
        cy,
        await fitSize(text, colW - 38, { size: 12, weight: 400, color: C.ink, anchor: 'start' }, [12, 11, 10]),
      ),
    );
  }
  return out.join('');
}

function legendSwatch(kind: string, cx: number, cy: number): string {
  const hex = (fill: string, extra = '') =>
    `<polygon points="${pts(hexCorners({ x: cx, y: cy }, 12))}" fill="${fill}" stroke="${C.hexLine}" stroke-width="1"/>${extra}`;
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
