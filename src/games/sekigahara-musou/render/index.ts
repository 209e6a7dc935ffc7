// 関ヶ原無双: the map image on the shared render kit (render/kit/layers.ts). The static layer (page,
// hexes shaded by elevation, ponds, solid-bordered hexes, rivers, roads, neutral commanders' yellow
// names, hex ids, place names, panel frames) is built from the map data once per locale; the
// overlay draws the units (troop face, or the commander face with its band), the hexes of what was
// last done, the turn track with the turn and 小早川 markers, the status and every die of the last
// combat (a hit die dark, a miss light), and a legend of the terrain.
//
// Orientation: the rulebook's hex ids run rows eastward and columns northward, so the grid is drawn
// turned a quarter: north up, east right (hexes pointy-topped on the page).
import type { BoardPlaces } from '#render/types.ts';
import type { HexId } from '#engine/hex.ts';
import type { Locale } from '#engine/types.ts';
import { GRID, HEXES, HEX_BY_ID, NEUTRALS, PLACES, RIVER_SIDES, ROAD_SIDES, TRACKS } from '../data/map.ts';
import { type SekiView, type UnitView, unitFace } from '../view.ts';
import type { SideId } from '../types.ts';
import { loadFonts } from '#render/fonts.ts';
import { hexCenter, hexCorners, hexTarget } from '#render/hex-geometry.ts';
import { layeredRenderer, type Layered, type Rect } from '#render/kit/layers.ts';
import {
  PAPER,
  PromiseCache,
  panelFrame,
  paragraphAt,
  pts,
  r1,
  sharedHexEdge,
  fitTextAt,
  textAt,
  type FitStyle,
  type Pt,
} from '#render/svg-kit.ts';

const S = 26;
const MARGIN = 10;
/** A counter's height, and its width: as wide as a hex leaves room for (a hex is √3·S ≈ 45 px wide). */
const K = 34;
const KW = 40;
const raw = HEXES.map((h) => hexCenter(GRID, h.id, S));
const MAX_X = Math.max(...raw.map((p) => p.x)) + S;
const MAX_Y = Math.max(...raw.map((p) => p.y)) + S;
/** Quarter turn: the grid's x (northward) goes up the page, its y (eastward) to the right. */
const turn = (p: Pt): Pt => ({ x: MARGIN + p.y, y: MARGIN + (MAX_X - p.x) });
const MAP_W = MAX_Y;
const MAP_H = MAX_X;
const PANEL_X = MARGIN + MAP_W + 12;
/** The status panel is the phone picture's width: 400 px, shown 1:1 where a phone shows an image 400 px wide. */
const PANEL_W = 400;
/** Hex ids and counter values, px: readable at 400 px wide, where a phone shows the phone picture 1:1. */
export const HEX_ID_SIZE = 10;
export const VALUE_SIZE = 12;
export const IMAGE_W = Math.ceil(PANEL_X + PANEL_W + MARGIN);
export const IMAGE_H = Math.ceil(MARGIN * 2 + MAP_H);
const TRACK: Rect = { x: PANEL_X, y: MARGIN, w: PANEL_W, h: 150 };
const STATUS: Rect = { x: PANEL_X, y: TRACK.y + TRACK.h + 10, w: PANEL_W, h: 134 };
/** The clocks' line (a game played with a clock), between the summary and the West's key. */
const CLOCKS: Rect = { x: STATUS.x + 12, y: STATUS.y + STATUS.h - 46, w: STATUS.w - 24, h: 22 };
const COMBAT: Rect = { x: PANEL_X, y: STATUS.y + STATUS.h + 10, w: PANEL_W, h: 250 };
const LEGEND: Rect = {
  x: PANEL_X,
  y: COMBAT.y + COMBAT.h + 10,
  w: PANEL_W,
  h: Math.min(170, IMAGE_H - MARGIN - (COMBAT.y + COMBAT.h + 10)),
};

const C = {
  page: '#ece4cf',
  levels: ['#dfe7c2', '#c9d49a', '#b4b77a', '#9a8f63'],
  pond: '#9cc9e8',
  closed: '#8c8c8c',
  hexLine: '#8a8466',
  river: '#2c6fb7',
  road: '#8b5a2b',
  neutral: '#e3b600',
  ink: PAPER.ink,
  soft: PAPER.inkSoft,
  panel: PAPER.panel,
  panelBorder: PAPER.panelBorder,
  east: { body: '#f6dcd6', dark: '#b3262d' },
  west: { body: '#d6e2f6', dark: '#27509c' },
  highlight: '#d81b9a',
} as const;

export function hexCenterOnImage(hex: HexId): Pt {
  return turn(hexCenter(GRID, hex, S));
}

function corners(hex: HexId, size = S): Pt[] {
  return hexCorners(hexCenter(GRID, hex, S), size).map(turn);
}

/** A counter's name: in the band above its values, on up to two lines, never cut. */
export const COUNTER_NAME: FitStyle = {
  size: 8,
  weight: 700,
  color: C.ink,
  maxWidth: KW - 4,
  maxLines: 2,
  maxHeight: 14,
  minSize: 5.5,
  lineHeight: 1.05,
};

/** A neutral commander's name: inside its hex (neighbouring hexes hold others), family and given name on two lines if need be. */
export const NEUTRAL_NAME: FitStyle = {
  size: 10,
  weight: 700,
  color: '#7a5c00',
  halo: '#fff7cc',
  haloWidth: 3,
  maxWidth: 39,
  maxLines: 2,
  maxHeight: 24,
  minSize: 6,
};

/** The name a counter shows: without the 隊 every Japanese troop name ends in, or a note in brackets. */
export function counterName(name: string): string {
  return name.replace(/隊$/, '').replace(/\s*[(（][^)）]*[)）]$/, '');
}

function edge(a: HexId, b: HexId): [Pt, Pt] {
  const [p, q] = sharedHexEdge(hexCenter(GRID, a, S), hexCenter(GRID, b, S), S);
  return [turn(p), turn(q)];
}

const statics = new PromiseCache<Locale, string>();

function staticLayer(locale: Locale): Promise<string> {
  return statics.get(locale, async () => {
    const out = [`<rect width="${IMAGE_W}" height="${IMAGE_H}" fill="${C.page}"/>`];
    for (const h of HEXES) {
      const fill = h.pond ? C.pond : h.impassable ? C.closed : C.levels[Math.min(h.elevation, 3)]!;
      out.push(
        `<polygon points="${pts(corners(h.id))}" fill="${fill}" stroke="${h.impassable ? '#333' : C.hexLine}" stroke-width="${h.impassable ? 2 : 0.8}"/>`,
      );
    }
    for (const [a, b] of ROAD_SIDES) {
      const p = hexCenterOnImage(a);
      const q = hexCenterOnImage(b);
      out.push(
        `<path d="M${r1(p.x)} ${r1(p.y)}L${r1(q.x)} ${r1(q.y)}" stroke="${C.road}" stroke-width="3" stroke-linecap="round"/>`,
      );
    }
    for (const [a, b] of RIVER_SIDES) {
      const [p, q] = edge(a, b);
      out.push(
        `<path d="M${r1(p.x)} ${r1(p.y)}L${r1(q.x)} ${r1(q.y)}" stroke="${C.river}" stroke-width="4.5" stroke-linecap="round"/>`,
      );
    }
    for (const h of HEXES) {
      const c = hexCenterOnImage(h.id);
      out.push(await textAt(h.id, c.x, c.y - S + 10, { size: HEX_ID_SIZE, color: C.soft }));
    }
    for (const n of NEUTRALS) {
      const c = hexCenterOnImage(n.hex);
      out.push(`<polygon points="${pts(corners(n.hex, S - 3))}" fill="none" stroke="${C.neutral}" stroke-width="3"/>`);
      // Neutral commanders stand in neighbouring hexes: each name is fitted inside its own hex
      // (two lines, family and given name, or smaller) so that neighbours never run together.
      out.push(await fitTextAt(n.name[locale], c.x, c.y + 2, NEUTRAL_NAME, `data-neutral="${n.hex}"`));
    }
    for (const p of PLACES) {
      const c = hexCenterOnImage(p.hex);
      out.push(
        await textAt(p.name[locale], c.x, c.y + S - 8, { size: 9, color: C.ink, halo: '#ffffff', haloWidth: 2.5 }),
      );
    }
    out.push(panelFrame(TRACK), panelFrame(STATUS), panelFrame(COMBAT), panelFrame(LEGEND));
    out.push(
      await textAt(locale === 'ja' ? '関ヶ原無双' : 'Sekigahara Musou', PANEL_X + 12, MARGIN + 20, {
        size: 18,
        weight: 700,
        color: C.ink,
        anchor: 'start',
      }),
    );
    // The two markers' key: the turn marker (black), the 小早川 marker (gold).
    const kx = PANEL_X + PANEL_W - 12;
    out.push(
      `<rect x="${kx - 14}" y="${MARGIN + 13}" width="14" height="14" rx="2" fill="${C.neutral}" stroke="#7a5c00"/>`,
    );
    out.push(
      await textAt(locale === 'ja' ? '小早川' : 'Kobayakawa', kx - 20, MARGIN + 20, {
        size: 11,
        color: C.soft,
        anchor: 'end',
      }),
    );
    const tx = kx - (locale === 'ja' ? 80 : 110);
    out.push(`<rect x="${tx - 14}" y="${MARGIN + 13}" width="14" height="14" rx="2" fill="${C.ink}"/>`);
    out.push(
      await textAt(locale === 'ja' ? 'ターン' : 'Turn', tx - 20, MARGIN + 20, {
        size: 11,
        color: C.soft,
        anchor: 'end',
      }),
    );
    out.push(await legend(locale));
    return out.join('');
  });
}

/** The terrain legend: the elevation levels, pond, impassable, river, road, a neutral commander, a counter's two faces. */
async function legend(locale: Locale): Promise<string> {
  const ja = locale === 'ja';
  const out: string[] = [];
  const x0 = LEGEND.x + 14;
  const swatch = async (i: number, fill: string, label: string, stroke: string = C.hexLine) => {
    const x = x0 + (i % 4) * 100;
    const y = LEGEND.y + 14 + Math.floor(i / 4) * 30;
    out.push(`<rect x="${x}" y="${y}" width="18" height="18" rx="2" fill="${fill}" stroke="${stroke}"/>`);
    out.push(await textAt(label, x + 24, y + 9, { size: 11, color: C.ink, anchor: 'start' }));
  };
  const levels = ja ? ['平地', '高さ1', '高さ2', '高さ3'] : ['Level 0', 'Level 1', 'Level 2', 'Level 3'];
  for (const [i, l] of levels.entries()) await swatch(i, C.levels[i]!, l);
  await swatch(4, C.pond, ja ? '池' : 'Pond');
  await swatch(5, C.closed, ja ? '進入不可' : 'Impassable', '#333');
  const line = async (i: number, color: string, width: number, label: string) => {
    const x = x0 + (i % 4) * 100;
    const y = LEGEND.y + 14 + Math.floor(i / 4) * 30 + 9;
    out.push(`<path d="M${x} ${y}L${x + 18} ${y}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`);
    out.push(await textAt(label, x + 24, y, { size: 11, color: C.ink, anchor: 'start' }));
  };
  await line(6, C.river, 4.5, ja ? '川' : 'River');
  await line(7, C.road, 3, ja ? '街道' : 'Road');
  const y = LEGEND.y + 14 + 60;
  out.push(
    `<rect x="${x0}" y="${y}" width="18" height="18" rx="2" fill="none" stroke="${C.neutral}" stroke-width="3"/>`,
  );
  out.push(
    await textAt(ja ? '中立武将' : 'Neutral commander', x0 + 24, y + 9, { size: 11, color: C.ink, anchor: 'start' }),
  );
  const fx = x0 + 190;
  out.push(`<rect x="${fx}" y="${y}" width="18" height="18" rx="2" fill="${C.east.body}" stroke="${C.east.dark}"/>`);
  out.push(await textAt(ja ? '部隊モード' : 'Troop face', fx + 24, y + 9, { size: 11, color: C.ink, anchor: 'start' }));
  out.push(
    `<rect x="${fx + 100}" y="${y}" width="18" height="18" rx="2" fill="${C.east.body}" stroke="${C.east.dark}"/><rect x="${fx + 100}" y="${y + 12}" width="18" height="5" fill="${C.east.dark}"/>`,
  );
  out.push(await textAt(ja ? '武将モード' : 'Commander', fx + 124, y + 9, { size: 11, color: C.ink, anchor: 'start' }));
  out.push(
    await textAt(
      ja ? '駒: 名前 / 兵力-移動力、その右に戦闘修正' : 'Counter: name / strength-move, then the combat modifier',
      x0,
      y + 40,
      { size: 11, color: C.soft, anchor: 'start' },
    ),
  );
  return out.join('');
}

async function counter(u: UnitView, locale: Locale): Promise<string> {
  if (u.where.kind !== 'map') return '';
  const c = hexCenterOnImage(u.where.hex);
  const col = u.side === 'east' ? C.east : C.west;
  const x = c.x - KW / 2;
  const y = c.y - K / 2;
  const out = [
    `<g data-unit="${u.id}" data-face="${u.face}">`,
    `<rect x="${r1(x)}" y="${r1(y)}" width="${KW}" height="${K}" rx="3" fill="${col.body}" stroke="${col.dark}" stroke-width="1.5"/>`,
  ];
  // The commander face carries a band ([rule 2.2.1]).
  if (u.face === 'commander')
    out.push(`<rect x="${r1(x)}" y="${r1(y + K - 9)}" width="${KW}" height="7" fill="${col.dark}"/>`);
  // The whole name, never cut: smaller, or on two lines ("Tokugawa / main body", "Matsudaira /
  // Tadayoshi"), in the band above the values (a note in brackets after a name is left out).
  const f = unitFace(u);
  const name = counterName(f.name[locale]);
  out.push(await fitTextAt(name, c.x, y + 8, { ...COUNTER_NAME, color: col.dark }));
  // The values, and the combat modifier at their right.
  const valuesX = f.modifier ? c.x - 3 : c.x;
  out.push(await textAt(`${f.strength}-${f.move}`, valuesX, c.y + 3, { size: VALUE_SIZE, weight: 700, color: C.ink }));
  // Only the West's own map marks which hidden 宇喜多隊 carries 明石全登 ([rule 3.2]).
  if (u.akashi)
    out.push(
      `<circle data-akashi="1" cx="${r1(x + 5.5)}" cy="${r1(y + K - 5.5)}" r="4.5" fill="#ffd21f" stroke="${col.dark}"/>`,
    );
  if (f.modifier)
    out.push(
      await textAt(f.modifier > 0 ? `+${f.modifier}` : String(f.modifier), x + KW - 2.5, c.y + 3, {
        size: 8,
        color: C.ink,
        anchor: 'end',
      }),
    );
  out.push('</g>');
  return out.join('');
}

async function panels(view: SekiView, locale: Locale): Promise<string> {
  const ja = locale === 'ja';
  const out: string[] = [];
  // The turn track: the turn marker (black) and the 小早川 marker (gold) on boxes 1…10.
  const box = (n: number) => ({ x: TRACK.x + 12 + ((n - 1) % 5) * 76, y: TRACK.y + 38 + Math.floor((n - 1) / 5) * 54 });
  for (let n = TRACKS.turns.first; n <= TRACKS.turns.last; n++) {
    const b = box(n);
    out.push(`<rect x="${b.x}" y="${b.y}" width="74" height="48" rx="4" fill="#fffaf0" stroke="${C.panelBorder}"/>`);
    out.push(await textAt(String(n), b.x + 11, b.y + 12, { size: 12, color: C.soft }));
  }
  const t = box(view.turn);
  out.push(`<rect data-marker="turn" x="${t.x + 40}" y="${t.y + 8}" width="28" height="28" rx="3" fill="${C.ink}"/>`);
  const k = box(view.kobayakawa);
  out.push(
    `<rect data-marker="kobayakawa" x="${k.x + 6}" y="${k.y + 22}" width="22" height="22" rx="3" fill="${C.neutral}" stroke="#7a5c00"/>`,
  );
  out.push(
    (
      await paragraphAt(view.summary[locale], STATUS.x + 12, STATUS.y + 12, STATUS.w - 24, {
        size: 16,
        color: C.ink,
        lineHeight: 1.35,
        maxLines: 3,
      })
    ).svg,
  );
  // The West's own map: the key to its secret mark ([rule 3.2]).
  const akashi = view.units.find((u) => u.akashi && u.where.kind === 'map');
  if (akashi && akashi.where.kind === 'map') {
    const y = STATUS.y + STATUS.h - 18;
    out.push(`<circle cx="${STATUS.x + 18}" cy="${y}" r="5" fill="#ffd21f" stroke="${C.west.dark}"/>`);
    out.push(
      await textAt(
        ja
          ? `明石全登の宇喜多隊 (${akashi.where.hex}) — 西軍だけに見えます`
          : `Akashi Takenori's Ukita unit (${akashi.where.hex}) — shown to the West only`,
        STATUS.x + 30,
        y,
        { size: 12, color: C.west.dark, anchor: 'start' },
      ),
    );
  }
  const lc = view.lastCombat;
  out.push(
    await textAt(ja ? '直前の戦闘 (8.5)' : 'Last combat (8.5)', COMBAT.x + 12, COMBAT.y + 16, {
      size: 12,
      weight: 700,
      color: C.soft,
      anchor: 'start',
    }),
  );
  if (lc) {
    let y = COMBAT.y + 38;
    for (const [label, s, who] of [
      [ja ? '攻撃側' : 'Attacker', lc.attacker, 'attacker'],
      [ja ? '防御側' : 'Defender', lc.defender, 'defender'],
    ] as const) {
      const col = (s.side as SideId) === 'east' ? C.east : C.west;
      const names = s.units.map((u) => u.name[locale]).join(ja ? '・' : ', ');
      const head = `${label}: ${names}`;
      // Every name, however many units fought: smaller (then squeezed) rather than cut.
      out.push(
        await fitTextAt(head, COMBAT.x + 12, y, {
          size: 13,
          weight: 700,
          color: col.dark,
          anchor: 'start',
          maxWidth: COMBAT.w - 24,
          minSize: 10,
        }),
      );
      const mod = s.modifier + s.uphill + s.river;
      const parts = [
        `${ja ? '修正' : 'mod'} ${s.modifier >= 0 ? '+' : ''}${s.modifier}`,
        ...(s.uphill ? [`${ja ? '高所' : 'uphill'} ${s.uphill}`] : []),
        ...(s.river ? [`${ja ? '川越し' : 'river'} ${s.river}`] : []),
      ];
      const why = parts.length > 1 ? (ja ? ` (${parts.join('、')})` : ` (${parts.join(', ')})`) : '';
      const line = ja
        ? `兵力 ${s.total} → ダイス${s.dice}個、1個ごとに ${mod >= 0 ? '+' : ''}${mod}${why}`
        : `strength ${s.total} → ${s.dice} dice, ${mod >= 0 ? '+' : ''}${mod} each${why}`;
      out.push(await textAt(line, COMBAT.x + 12, y + 20, { size: 11, color: C.ink, anchor: 'start' }));
      // Every die: a hit is dark, a miss light ([rule 8.5.3]: 1 never hits, 6 always, else die + modifier ≥ 5).
      for (const [i, d] of s.rolled.entries()) {
        const hit = d !== 1 && (d === 6 || d + mod >= 5);
        const dx = COMBAT.x + 12 + i * 30;
        out.push(
          `<rect data-die="${who}-${i}" data-hit="${hit ? 1 : 0}" x="${dx}" y="${y + 32}" width="24" height="24" rx="4" fill="${hit ? col.dark : '#fffaf0'}" stroke="${col.dark}" stroke-width="1.5"/>`,
        );
        out.push(await textAt(String(d), dx + 12, y + 44, { size: 14, weight: 700, color: hit ? '#ffffff' : C.ink }));
      }
      const hx = COMBAT.x + 12 + Math.max(1, s.rolled.length) * 30 + 6;
      out.push(
        await textAt(ja ? `→ ${s.hits}ヒット` : `→ ${s.hits} hit(s)`, hx, y + 44, {
          size: 14,
          weight: 700,
          color: C.ink,
          anchor: 'start',
        }),
      );
      y += 84;
    }
    const result =
      lc.loser === null
        ? ja
          ? '結果: 同数 — 何も起きない'
          : 'Result: equal hits, nothing happens'
        : ja
          ? `結果: ${lc.loser === 'attacker' ? '攻撃側' : '防御側'}の負け (差 ${lc.difference})`
          : `Result: the ${lc.loser} loses by ${lc.difference}`;
    out.push(await textAt(result, COMBAT.x + 12, y + 4, { size: 13, weight: 700, color: C.ink, anchor: 'start' }));
  } else {
    out.push(
      await textAt(ja ? 'まだ戦闘はない' : 'No combat yet', COMBAT.x + 12, COMBAT.y + 44, {
        size: 12,
        color: C.soft,
        anchor: 'start',
      }),
    );
  }
  // What was last done: its hexes ringed.
  for (const h of view.lastHexes) {
    if (!HEX_BY_ID.has(h)) continue;
    out.push(
      `<polygon data-last="${h}" points="${pts(corners(h, S - 2))}" fill="none" stroke="${C.highlight}" stroke-width="3"/>`,
    );
  }
  return out.join('');
}

function actionRect(view: SekiView): Rect | null {
  const hexes = view.lastHexes.filter((h) => HEX_BY_ID.has(h));
  if (!hexes.length) return null;
  const cs = hexes.map(hexCenterOnImage);
  const x0 = Math.min(...cs.map((c) => c.x)) - S;
  const y0 = Math.min(...cs.map((c) => c.y)) - S;
  return { x: x0, y: y0, w: Math.max(...cs.map((c) => c.x)) + S - x0, h: Math.max(...cs.map((c) => c.y)) + S - y0 };
}

/**
 * What the phone picture shows above its map window: the status panel, and under it the last
 * combat's panel with every die when there was one (the two panels touch but for a 10 px gap).
 */
function phoneStatus(view: SekiView): Rect {
  if (!view.lastCombat) return STATUS;
  return { x: STATUS.x, y: STATUS.y, w: STATUS.w, h: COMBAT.y + COMBAT.h - STATUS.y };
}

/** The hexes of the side to act's units (the whole map when none), for a window with no last action. */
function sideArea(view: SekiView): Rect[] {
  const side = view.toAct[0];
  const out: Rect[] = [];
  for (const u of view.units) {
    if (u.where.kind !== 'map' || (side && u.side !== side)) continue;
    const c = hexCenterOnImage(u.where.hex);
    out.push({ x: c.x - S, y: c.y - S, w: 2 * S, h: 2 * S });
  }
  return out.length ? out : [{ x: MARGIN, y: MARGIN, w: MAP_W, h: MAP_H }];
}

export async function sekiLayers(view: SekiView, locale: Locale): Promise<Layered> {
  await loadFonts();
  const units = await Promise.all(view.units.map((u) => counter(u, locale)));
  return {
    width: IMAGE_W,
    height: IMAGE_H,
    staticKey: locale,
    staticBody: () => staticLayer(locale),
    overlayBody: (await panels(view, locale)) + units.join(''),
    focus: { status: phoneStatus(view), action: actionRect(view), area: sideArea(view), clocks: CLOCKS },
  };
}

/** Beyond the whole-script font: the arrow of the summaries' moves. */
/** The web board's places: every hex, and each unit on the map where its counter is drawn. */
export function sekiPlaces(view: SekiView): BoardPlaces {
  const places: Record<string, Rect> = {};
  for (const h of HEXES) {
    places[h.id] = hexTarget(hexCenterOnImage(h.id), S);
  }
  for (const u of view.units) {
    if (u.where.kind !== 'map') continue;
    const c = hexCenterOnImage(u.where.hex);
    places[u.id] = { x: c.x - KW / 2, y: c.y - K / 2, w: KW, h: K };
  }
  return { width: IMAGE_W, height: IMAGE_H, places };
}

export const sekiRenderer = {
  ...layeredRenderer<SekiView>('sekigahara-musou', sekiLayers, '→'),
  places: (view: unknown): BoardPlaces => sekiPlaces(view as SekiView),
};
