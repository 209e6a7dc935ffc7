// 203高地: the picture on the shared render kit (render/kit/layers.ts). The static layer (page, the
// 13 areas with their names, white VP flags and effect icons, the HQs, the VP track's 31 spaces with
// its green ones, the time circle's dates and card counts, the panel frames) is built from the data
// once per locale; the overlay draws the units of each side in every area, engagement, the
// bombardment chip, both VP markers, the time marker, the SP pool and each side's SP, the status,
// the cards carried out so far this round, the card turned over and waiting to be carried out (the
// pair's mate), and the events set aside. The viewer's own cards being set are listed only in that
// side's picture.
import type { BoardPlaces } from '#render/types.ts';
import type { Locale } from '#engine/types.ts';
import { AREAS, AREA_BY_ID, HQ_AREA } from '../data/board.ts';
import { type KochiDesign, designOf } from '../data/design.ts';
import { GREEN_STEP, VP_TO_WIN } from '../data/time.ts';
import type { AreaIcon, KSide } from '../data/types.ts';
import type { KochiView } from '../index.ts';
import { CARD_BY_ID, eventOf } from '../rules/round.ts';
import { loadFonts } from '#render/fonts.ts';
import { layeredRenderer, type Layered, type Rect } from '#render/kit/layers.ts';
import { PAPER, PromiseCache, panelFrame, paragraphAt, textAt, textWidth } from '#render/svg-kit.ts';

const MARGIN = 12;
/** The board: the data's 0–100 square, scaled. */
const SCALE = 7.2;
const BOARD: Rect = { x: MARGIN, y: MARGIN + 44, w: 100 * SCALE, h: 100 * SCALE };
const PANEL_X = BOARD.x + BOARD.w + 14;
/** The status panel is the phone picture's width: 400 px, which a phone shows 1:1. */
const PANEL_W = 400;
export const IMAGE_W = PANEL_X + PANEL_W + MARGIN;
export const IMAGE_H = BOARD.y + BOARD.h + MARGIN;
const STATUS: Rect = { x: PANEL_X, y: MARGIN, w: PANEL_W, h: 144 };
/** The clocks' line (a game played with a clock), between the summary and the start player. */
const CLOCKS: Rect = { x: STATUS.x + 12, y: STATUS.y + STATUS.h - 50, w: STATUS.w - 24, h: 22 };
const TOKENS: Rect = { x: PANEL_X, y: STATUS.y + STATUS.h + 10, w: PANEL_W, h: 90 };
const TIME: Rect = { x: PANEL_X, y: TOKENS.y + TOKENS.h + 10, w: PANEL_W, h: 120 };
/** The time circle's boxes: six across the panel. */
const TIME_PITCH = 63;
const CARDS: Rect = { x: PANEL_X, y: TIME.y + TIME.h + 10, w: PANEL_W, h: IMAGE_H - MARGIN - (TIME.y + TIME.h + 10) };

const C = {
  page: '#efe7d2',
  area: '#d9d2b4',
  areaHq: { japan: '#f1d3cf', russia: '#d3def1' } as Record<KSide, string>,
  line: '#ffffff',
  side: { japan: { body: '#c8302f', light: '#f6dcd6' }, russia: { body: '#2a58a8', light: '#d6e2f6' } } as Record<
    KSide,
    { body: string; light: string }
  >,
  green: '#3f8f3f',
  chip: '#5a5a5a',
  ink: PAPER.ink,
  soft: PAPER.inkSoft,
  panel: PAPER.panel,
  panelBorder: PAPER.panelBorder,
  highlight: '#d81b9a',
} as const;

const ICON_NAME: Record<AreaIcon, { ja: string; en: string }> = {
  startPlayer: { ja: 'SP権', en: 'Start' },
  drawEvent: { ja: 'イベント', en: 'Event' },
  takeSp: { ja: '+1SP', en: '+1 SP' },
  returnForSp: { ja: '戻し→SP', en: 'Units→SP' },
  pushEnemy: { ja: 'E押出', en: 'Push E' },
  forwardBase: { ja: '前線基地', en: 'Fwd base' },
  observation: { ja: '観測砲撃', en: 'Observe' },
};

const px = (x: number) => BOARD.x + x * SCALE;
const py = (y: number) => BOARD.y + y * SCALE;

function areaRect(id: string): Rect {
  const poly = AREA_BY_ID.get(id)!.polygon;
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  return {
    x: px(Math.min(...xs)),
    y: py(Math.min(...ys)),
    w: (Math.max(...xs) - Math.min(...xs)) * SCALE,
    h: (Math.max(...ys) - Math.min(...ys)) * SCALE,
  };
}

/** Where the VP track's space `n` (0…30) is: a row of 31 small boxes above the board. */
const trackBox = (n: number) => ({
  x: BOARD.x + n * (BOARD.w / (VP_TO_WIN + 1)),
  y: MARGIN,
  w: BOARD.w / (VP_TO_WIN + 1) - 2,
  h: 30,
});

const statics = new PromiseCache<string, string>();

/** The board without its pieces, per locale and design (data/design.ts: its flags and lines). */
function staticLayer(locale: Locale, design: KochiDesign): Promise<string> {
  return statics.get(`${locale} ${design.id}`, async () => {
    const ja = locale === 'ja';
    const out = [`<rect width="${IMAGE_W}" height="${IMAGE_H}" fill="${C.page}"/>`];
    // The VP track: 0…30, the green spaces (5, 10, …) move the time marker.
    for (let n = 0; n <= VP_TO_WIN; n++) {
      const b = trackBox(n);
      const green = n > 0 && n % GREEN_STEP === 0;
      out.push(
        `<rect x="${b.x.toFixed(1)}" y="${b.y}" width="${b.w.toFixed(1)}" height="${b.h}" rx="2" fill="${green ? '#cfe8c9' : '#fffaf0'}" stroke="${green ? C.green : C.panelBorder}"/>`,
      );
      out.push(await textAt(String(n), b.x + b.w / 2, b.y + 8, { size: 8, color: C.soft }));
    }
    // Areas: rectangles from the data's layout hints, white lines between them (the borders).
    for (const a of design.areas) {
      const r = areaRect(a.id);
      const fill = a.hq ? C.areaHq[a.hq] : C.area;
      out.push(
        `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="${fill}" stroke="${C.line}" stroke-width="4"/>`,
      );
      // A long name in a narrow area is set smaller, clear of the flag.
      const size = (await textWidth(a.name[locale], { size: 13, weight: 700, color: C.ink })) > r.w - 50 ? 10.5 : 13;
      out.push(await textAt(a.name[locale], r.x + 8, r.y + 14, { size, weight: 700, color: C.ink, anchor: 'start' }));
      if (a.vp) {
        out.push(
          `<rect x="${r.x + r.w - 34}" y="${r.y + 6}" width="26" height="20" rx="3" fill="#ffffff" stroke="${C.soft}"/>`,
        );
        out.push(await textAt(String(a.vp), r.x + r.w - 21, r.y + 16, { size: 13, weight: 700, color: C.ink }));
      }
      if (a.icon) {
        const [ix, iy] = [r.x + 12, r.y + r.h - 12];
        out.push(`<path d="M${ix} ${iy - 6}l6 6l-6 6l-6 -6z" fill="#b08d2a"/>`);
        out.push(await textAt(ICON_NAME[a.icon][locale], ix + 10, iy, { size: 11, color: '#6b4f00', anchor: 'start' }));
      }
      if (a.hq)
        out.push(
          await textAt(ja ? '本営' : 'HQ', r.x + r.w - 14, r.y + r.h - 12, {
            size: 11,
            weight: 700,
            color: C.side[a.hq].body,
            anchor: 'end',
          }),
        );
    }
    // Which areas touch: a short bar across the middle of a shared border; areas whose rectangles do
    // not meet are joined by a dashed line (the layout only hints at the white lines of the board).
    for (const [a, b] of design.edges) {
      const [p, q] = [areaRect(a), areaRect(b)];
      const ox = Math.min(p.x + p.w, q.x + q.w) - Math.max(p.x, q.x);
      const oy = Math.min(p.y + p.h, q.y + q.h) - Math.max(p.y, q.y);
      if (ox > 1 && Math.abs(oy) < 1) {
        const x = Math.max(p.x, q.x) + ox / 2;
        const y = p.y + p.h <= q.y + 1 ? q.y : p.y;
        out.push(`<path d="M${x.toFixed(1)} ${(y - 7).toFixed(1)}v14" stroke="#8a8466" stroke-width="3"/>`);
      } else if (oy > 1 && Math.abs(ox) < 1) {
        const y = Math.max(p.y, q.y) + oy / 2;
        const x = p.x + p.w <= q.x + 1 ? q.x : p.x;
        out.push(`<path d="M${(x - 7).toFixed(1)} ${y.toFixed(1)}h14" stroke="#8a8466" stroke-width="3"/>`);
      } else {
        out.push(
          `<path d="M${(p.x + p.w / 2).toFixed(1)} ${(p.y + p.h / 2).toFixed(1)}L${(q.x + q.w / 2).toFixed(1)} ${(q.y + q.h / 2).toFixed(1)}" stroke="#8a8466" stroke-width="2" stroke-dasharray="4 4"/>`,
        );
      }
    }
    out.push(panelFrame(STATUS), panelFrame(TOKENS), panelFrame(TIME), panelFrame(CARDS));
    out.push(
      await textAt(ja ? 'タイムサークル' : 'Time circle', TIME.x + 12, TIME.y + 14, {
        size: 12,
        weight: 700,
        color: C.soft,
        anchor: 'start',
      }),
    );
    for (const [i, t] of design.timeCircle.entries()) {
      const x = TIME.x + 12 + i * TIME_PITCH;
      out.push(
        `<rect x="${x}" y="${TIME.y + 28}" width="${TIME_PITCH - 5}" height="78" rx="6" fill="#fffaf0" stroke="${C.panelBorder}"/>`,
      );
      out.push(
        await textAt(t.date.slice(5).replace('-', '/'), x + (TIME_PITCH - 5) / 2, TIME.y + 40, {
          size: 11,
          color: C.ink,
        }),
      );
      out.push(
        await textAt(ja ? `${t.cards}枚戦` : `${t.cards} cards`, x + (TIME_PITCH - 5) / 2, TIME.y + 58, {
          size: 12,
          weight: 700,
          color: C.ink,
        }),
      );
      if (t.lowVpPlusOne)
        out.push(
          await textAt(ja ? '低VP+1' : 'Low +1', x + (TIME_PITCH - 5) / 2, TIME.y + 74, { size: 10, color: C.green }),
        );
      out.push(await textAt(`VP ${t.vp}`, x + (TIME_PITCH - 5) / 2, TIME.y + 92, { size: 9, color: C.soft }));
    }
    out.push(
      await textAt(
        ja ? '実行された命令 (最新のラウンド)・イベント' : 'Orders carried out (latest round), events',
        CARDS.x + 12,
        CARDS.y + 14,
        { size: 12, weight: 700, color: C.soft, anchor: 'start' },
      ),
    );
    return out.join('');
  });
}

/** A side's units in an area: that many small blocks (凸) in the side's colour. */
function units(x: number, y: number, n: number, side: KSide): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++)
    out.push(
      `<path data-unit="${side}" d="M${x + i * 22} ${y + 16}h18v-10h-5v-6h-8v6h-5z" fill="${C.side[side].body}" stroke="#ffffff" stroke-width="1"/>`,
    );
  return out.join('');
}

async function overlay(view: KochiView, locale: Locale): Promise<string> {
  const ja = locale === 'ja';
  const b = view.board;
  const out: string[] = [];
  for (const a of AREAS) {
    const r = areaRect(a.id);
    const u = b.units[a.id] ?? { japan: 0, russia: 0 };
    out.push(units(r.x + 10, r.y + r.h / 2 - 20, u.japan, 'japan'));
    out.push(units(r.x + 10, r.y + r.h / 2 + 2, u.russia, 'russia'));
    if (u.japan > 0 && u.russia > 0)
      out.push(
        `<rect data-engaged="${a.id}" x="${r.x + 3}" y="${r.y + 3}" width="${r.w - 6}" height="${r.h - 6}" fill="none" stroke="#e07b00" stroke-width="3" stroke-dasharray="8 5"/>`,
      );
    if (b.bombardment?.area === a.id) {
      out.push(
        `<circle data-chip="${b.bombardment.face}" cx="${r.x + r.w - 24}" cy="${r.y + r.h / 2}" r="15" fill="${C.chip}" stroke="#ffffff" stroke-width="2"/>`,
      );
      out.push(
        await textAt(`(${b.bombardment.face})`, r.x + r.w - 24, r.y + r.h / 2, {
          size: 12,
          weight: 700,
          color: '#ffffff',
        }),
      );
    }
    if (view.lastHexes.includes(a.id))
      out.push(
        `<rect data-last="${a.id}" x="${r.x + 1}" y="${r.y + 1}" width="${r.w - 2}" height="${r.h - 2}" fill="none" stroke="${C.highlight}" stroke-width="3"/>`,
      );
  }
  for (const s of ['japan', 'russia'] as const) {
    const t = trackBox(b.vp[s]);
    out.push(
      `<circle data-vp="${s}" cx="${(t.x + t.w / 2 + (s === 'japan' ? -4 : 4)).toFixed(1)}" cy="${t.y + 22}" r="6" fill="${C.side[s].body}" stroke="#ffffff"/>`,
    );
    if (b.hqHits[s]) {
      const r = areaRect(HQ_AREA[s]);
      out.push(
        await textAt(ja ? `破壊 ${b.hqHits[s]}/2` : `Hit ${b.hqHits[s]}/2`, r.x + r.w - 14, r.y + r.h / 2, {
          size: 14,
          weight: 700,
          color: '#b00000',
          anchor: 'end',
        }),
      );
    }
  }
  // The time marker (green) on its space.
  const tx = TIME.x + 12 + b.time * TIME_PITCH;
  out.push(
    `<rect data-time="${b.time}" x="${tx - 2}" y="${TIME.y + 26}" width="${TIME_PITCH - 1}" height="82" rx="7" fill="none" stroke="${C.green}" stroke-width="4"/>`,
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
  const start = ja
    ? `スタートプレーヤー: ${b.startPlayer === 'japan' ? '日本軍' : 'ロシア軍'}`
    : `Start player: ${b.startPlayer === 'japan' ? 'Japan' : 'Russia'}`;
  out.push(
    await textAt(start, STATUS.x + 12, STATUS.y + STATUS.h - 16, {
      size: 12,
      color: C.side[b.startPlayer].body,
      anchor: 'start',
    }),
  );
  // SP: the pool and each side's tokens.
  const sp = (label: string, n: number, y: number, color: string) => [
    textAt(label, TOKENS.x + 12, y, { size: 12, color: C.ink, anchor: 'start' }),
    ...Array.from({ length: n }, (_x, i) =>
      Promise.resolve(`<circle cx="${TOKENS.x + 130 + i * 20}" cy="${y}" r="7" fill="${color}" stroke="#ffffff"/>`),
    ),
  ];
  out.push(
    ...(await Promise.all([
      ...sp(
        ja ? `SP置き場 ${b.pool}/${designOf(b).spPool}` : `SP pool ${b.pool}/${designOf(b).spPool}`,
        b.pool,
        TOKENS.y + 20,
        '#b08d2a',
      ),
      ...sp(ja ? `日本軍 ${b.sp.japan}SP` : `Japan ${b.sp.japan} SP`, b.sp.japan, TOKENS.y + 44, C.side.japan.body),
      ...sp(
        ja ? `ロシア軍 ${b.sp.russia}SP` : `Russia ${b.sp.russia} SP`,
        b.sp.russia,
        TOKENS.y + 68,
        C.side.russia.body,
      ),
    ])),
  );
  // The cards carried out this round, in order; the events set aside; the viewer's own cards being set.
  let y = CARDS.y + 38;
  for (const r of b.revealed.slice(-12)) {
    const card = CARD_BY_ID.get(r.card);
    const name = card ? card.name[locale] : r.card;
    // What it did, in words: its areas by name (a pass says so).
    const [verb, ...args] = r.how.split(' ');
    const did =
      verb === 'pass'
        ? ja
          ? '実行できず'
          : 'not possible'
        : args.map((t) => AREA_BY_ID.get(t)?.name[locale] ?? t).join(' → ');
    out.push(
      await textAt(
        `${ja ? (r.side === 'japan' ? '日' : '露') : r.side === 'japan' ? 'J' : 'R'} ${name}${did ? `: ${did}` : ''}`,
        CARDS.x + 12,
        y,
        { size: 11, color: C.side[r.side].body, anchor: 'start' },
      ),
    );
    y += 17;
  }
  // The mate of the pair being carried out, turned over with it and waiting (revision 2 on): public.
  if (b.upNext) {
    const u = b.upNext;
    const name = CARD_BY_ID.get(u.card)?.name[locale] ?? u.card;
    out.push(
      await textAt(
        `${ja ? '公開済・次に処理' : 'Turned up, next'}: ${ja ? (u.side === 'japan' ? '日' : '露') : u.side === 'japan' ? 'J' : 'R'} ${name}`,
        CARDS.x + 12,
        y,
        { size: 11, weight: 700, color: C.side[u.side].body, anchor: 'start' },
        `data-up-next="${u.side} ${u.card}"`,
      ),
    );
    y += 17;
  }
  if (b.shown.length) {
    const names = b.shown.map((id) => eventOf(id).name[locale]);
    out.push(
      await textAt(`${ja ? 'イベント' : 'Events'}: ${names.join(ja ? '、' : ', ')}`, CARDS.x + 12, y + 6, {
        size: 11,
        weight: 700,
        color: C.ink,
        anchor: 'start',
      }),
    );
    y += 23;
  }
  if (view.ownSet?.length) {
    const names = view.ownSet.map((id, i) => `${i + 1}. ${CARD_BY_ID.get(id)!.name[locale]}`).join('  ');
    out.push(
      await textAt(`${ja ? 'あなたのセット' : 'Your cards'}: ${names}`, CARDS.x + 12, CARDS.y + CARDS.h - 16, {
        size: 12,
        weight: 700,
        color: C.ink,
        anchor: 'start',
      }),
    );
  }
  return out.join('');
}

/** The phone picture's window: the areas last touched, or (nothing done yet this round) the contested summits. */
function actionRect(view: KochiView): Rect | null {
  const rs = (view.lastHexes.length ? view.lastHexes : ['hill203-sw', 'hill203-ne']).map(areaRect);
  const x0 = Math.min(...rs.map((r) => r.x));
  const y0 = Math.min(...rs.map((r) => r.y));
  return { x: x0, y: y0, w: Math.max(...rs.map((r) => r.x + r.w)) - x0, h: Math.max(...rs.map((r) => r.y + r.h)) - y0 };
}

export async function kochiLayers(view: KochiView, locale: Locale): Promise<Layered> {
  await loadFonts();
  const design = designOf(view.board);
  return {
    width: IMAGE_W,
    height: IMAGE_H,
    // The board's lines and flags differ by design (revision 2's: data/design.ts).
    staticKey: design.id === 1 ? locale : `${locale}-design${design.id}`,
    staticBody: () => staticLayer(locale, design),
    overlayBody: await overlay(view, locale),
    focus: { status: STATUS, action: actionRect(view), clocks: CLOCKS },
  };
}

/** Beyond the whole-script font: the arrow of the summaries' moves. */
/** The web board's places: every area, where it is drawn (its bounding box on the board). */
export function kochiPlaces(): BoardPlaces {
  const places: Record<string, Rect> = {};
  for (const a of AREAS) places[a.id] = areaRect(a.id);
  return { width: IMAGE_W, height: IMAGE_H, places };
}

export const kochiRenderer = {
  ...layeredRenderer<KochiView>('nihyaku-san-kochi', kochiLayers, '→'),
  places: (): BoardPlaces => kochiPlaces(),
};
