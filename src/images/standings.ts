// Community leagues: a standings table (or a rating leaderboard, the same table with fixed columns)
// as an image. Hand-written SVG on the render kit: every text is glyph outlines from satori
// (render/kit/text.ts), cached per string and style, so a table whose names and numbers were
// drawn before costs little more than resvg's raster (svgToPngFast).
//
// User text (league titles, display names) never enters the SVG markup: satori turns it into
// <path>s, so there is nothing to escape. It is still cleaned (control and bidi-override
// characters removed, lone surrogates replaced) and cut to a sane length before layout, and a
// name too wide for its column ends in an ellipsis (satori's lineClamp, by pixel width).
//
// Layout: the page in the house colours (PAPER), a title and subtitle, then one panel holding a
// header band and the rows: rank (gold, silver, bronze discs for 1–3), name, then the cells,
// right-aligned, each column as wide as its widest text. Width 480–~900 px, so Discord shows
// the whole table on a phone at a readable size.
import type { Text } from '#engine/types.ts';
import {
  PAPER,
  panelFrame,
  paragraph,
  paragraphAt,
  svgDoc,
  textAt,
  textWidth,
  type LabelStyle,
} from '#render/svg-kit.ts';
import { svgToPngFast } from '#render/png-fast.ts';
import { leaderboardTable, type Leaderboard, type StandingsTable, type TableOptions } from './table.ts';

// The tables' data and the leaderboard's columns live in table.ts (the main thread builds them
// without loading satori); they are still exported from here.
export {
  leaderboardTable,
  tableIn,
  type Leaderboard,
  type LeaderboardEntry,
  type StandingsRow,
  type StandingsTable,
  type TableOptions,
  type TextTable,
} from './table.ts';

export interface TableImage {
  svg: string;
  width: number;
  height: number;
}

const T = {
  rank: { ja: '順位', en: '#' },
  name: { ja: 'プレイヤー', en: 'Player' },
  empty: { ja: 'まだ対局がありません', en: 'No games yet' },
} satisfies Record<string, Text>;

const C = {
  page: PAPER.page,
  ink: PAPER.ink,
  soft: PAPER.inkSoft,
  band: '#3b4a6b',
  bandText: '#ffffff',
  rowAlt: '#f0e8d4',
  highlight: '#fbe7a6',
  highlightBar: '#c8891a',
  rule: '#d9cdb0',
  medal: ['#c9a227', '#9aa3ad', '#b4703a'],
} as const;

const PAD = 20;
const RANK_W = 64;
/** Fixed, so tables of one league look alike from week to week; longer names get an ellipsis. */
const NAME_W = 300;
const CELL_PAD = 28;
const CELL_MIN = 56;
const HEAD_H = 36;
const ROW_H = 40;
const EMPTY_H = 72;
const MIN_W = 480;

const TITLE = { size: 24, weight: 700 as const, color: C.ink, maxLines: 1 };
const SUBTITLE = { size: 14, color: C.soft, maxLines: 1 };
const HEAD: LabelStyle = { size: 14, weight: 700, color: C.bandText };
const cellStyle = (bold: boolean): LabelStyle => ({ size: 17, weight: bold ? 700 : 400, color: C.ink });
const nameStyle = (bold: boolean) => ({
  size: 17,
  weight: bold ? (700 as const) : (400 as const),
  color: C.ink,
  maxLines: 1,
  lineHeight: 1.3,
});

// ---------------------------------------------------------------------------------------------
// Text hygiene

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Emoji: Noto Sans JP has none (satori would draw an empty box), and display names are full of
 * them. Emoji-style characters go, with what only makes sense next to them: joiners, variation
 * selectors, keycap marks, tag characters. Text-style symbols (© ™ ★) stay.
 */
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|[\u200D\uFE0E\uFE0F\u20E3\u{E0020}-\u{E007F}]/gu;

/**
 * Display-safe text: control characters become spaces; bidi overrides and isolates (which could
 * reorder the rest of a line in a bidi-aware viewer), emoji (see EMOJI) and lone surrogates go;
 * runs of space collapse. Then at most `max` grapheme clusters, the last replaced by "…": layout
 * cost grows with length, and no column shows 60 characters anyway.
 */
export function cleanText(s: string, max: number): string {
  const flat = String(s)
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(EMOJI, '')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const parts = Array.from(graphemes.segment(flat), (g) => g.segment);
  return parts.length > max ? `${parts.slice(0, max - 1).join('')}…` : flat;
}

function cellText(v: string | number): string {
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : Number.isFinite(v) ? v.toFixed(1) : '–';
  return cleanText(v, 24);
}

// ---------------------------------------------------------------------------------------------
// The table

/** A row's background: a rectangle, its bottom corners rounded by `r`. */
function rowShape(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x} ${y}H${x + w}V${y + h - r}q0 ${r} ${-r} ${r}H${x + r}q${-r} 0 ${-r} ${-r}Z`;
}

/** The table as SVG (all text as outlines) with its size. */
export async function renderStandingsSvg(table: StandingsTable, opts: TableOptions = {}): Promise<TableImage> {
  const locale = opts.locale ?? 'ja';
  const columns = table.columns.map((c) => cleanText(c, 16));
  for (const row of table.rows) {
    if (row.cells.length !== columns.length)
      throw new Error(`standings: row ${row.rank} has ${row.cells.length} cells for ${columns.length} columns`);
  }
  const rows = table.rows.map((r) => ({
    rank: String(r.rank),
    name: cleanText(r.name, 48) || '—',
    cells: r.cells.map(cellText),
    bold: !!r.highlight,
  }));

  // Each cell column as wide as its widest text (the widths come from the same cached labels
  // that draw the texts, so measuring costs nothing extra).
  const cellW: number[] = [];
  for (let c = 0; c < columns.length; c++) {
    let w = await textWidth(columns[c]!, HEAD);
    for (const r of rows) w = Math.max(w, await textWidth(r.cells[c]!, cellStyle(r.bold)));
    cellW.push(Math.max(CELL_MIN, Math.ceil(w) + CELL_PAD));
  }
  const tableW = RANK_W + NAME_W + cellW.reduce((a, b) => a + b, 0);
  const width = Math.max(MIN_W, tableW + 2 * PAD);
  const x0 = Math.round((width - tableW) / 2);

  const out: string[] = [`<rect width="${width}" height="100%" fill="${C.page}"/>`];
  let y = PAD;
  const title = await paragraphAt(cleanText(table.title, 80) || '—', PAD, y, width - 2 * PAD, TITLE);
  out.push(title.svg);
  y += title.height;
  if (table.subtitle) {
    const sub = await paragraphAt(cleanText(table.subtitle, 120), PAD, y + 2, width - 2 * PAD, SUBTITLE);
    out.push(sub.svg);
    y += sub.height + 2;
  }
  y += 12;

  const bodyH = rows.length ? rows.length * ROW_H : EMPTY_H;
  const panelTop = y;
  out.push(panelFrame({ x: x0, y: panelTop, w: tableW, h: HEAD_H + bodyH }));
  // The header band: rounded on top like the panel, square where the rows begin.
  out.push(
    `<path d="M${x0} ${panelTop + HEAD_H}V${panelTop + 8}q0 -8 8 -8H${x0 + tableW - 8}q8 0 8 8V${panelTop + HEAD_H}Z" fill="${C.band}"/>`,
  );
  const headY = panelTop + HEAD_H / 2;
  out.push(await textAt(T.rank[locale], x0 + RANK_W / 2, headY, HEAD));
  out.push(await textAt(T.name[locale], x0 + RANK_W + 4, headY, { ...HEAD, anchor: 'start' }));
  let cx = x0 + RANK_W + NAME_W;
  for (let c = 0; c < columns.length; c++) {
    out.push(await textAt(columns[c]!, cx + cellW[c]! - CELL_PAD / 2, headY, { ...HEAD, anchor: 'end' }));
    cx += cellW[c]!;
  }

  y = panelTop + HEAD_H;
  if (!rows.length) {
    out.push(
      await textAt(T.empty[locale], x0 + tableW / 2, y + EMPTY_H / 2, { size: 17, color: C.soft }, 'data-empty=""'),
    );
  }
  for (const [i, r] of rows.entries()) {
    const top = y + i * ROW_H;
    const mid = top + ROW_H / 2;
    const last = i === rows.length - 1;
    // Inside the panel's 1.5 px frame; the last row rounds its bottom corners as the panel does.
    const fill = r.bold ? C.highlight : i % 2 ? C.rowAlt : null;
    if (fill)
      out.push(`<path d="${rowShape(x0 + 1, top, tableW - 2, ROW_H - (last ? 1 : 0), last ? 7 : 0)}" fill="${fill}"/>`);
    if (r.bold)
      out.push(
        `<rect x="${x0 + 1}" y="${top}" width="5" height="${ROW_H - (last ? 8 : 0)}" fill="${C.highlightBar}"/>`,
      );
    if (i > 0) out.push(`<path d="M${x0 + 1} ${top}H${x0 + tableW - 1}" stroke="${C.rule}" stroke-width="1"/>`);

    const rankN = Number(r.rank);
    const medal = Number.isInteger(rankN) && rankN >= 1 && rankN <= 3 ? C.medal[rankN - 1] : null;
    if (medal) out.push(`<circle cx="${x0 + RANK_W / 2}" cy="${mid}" r="14" fill="${medal}"/>`);
    out.push(
      await textAt(r.rank, x0 + RANK_W / 2, mid, {
        size: medal ? 15 : 17,
        weight: medal || r.bold ? 700 : 400,
        color: medal ? '#ffffff' : C.ink,
      }),
    );

    // The name: satori wraps it to the column and keeps one line, ending it in "…" if cut.
    const ns = nameStyle(r.bold);
    const nameH = (await paragraph(r.name, NAME_W - 12, ns)).height;
    out.push((await paragraphAt(r.name, x0 + RANK_W + 4, mid - nameH / 2, NAME_W - 12, ns, `data-row="${i}"`)).svg);

    let x = x0 + RANK_W + NAME_W;
    for (let c = 0; c < columns.length; c++) {
      out.push(await textAt(r.cells[c]!, x + cellW[c]! - CELL_PAD / 2, mid, { ...cellStyle(r.bold), anchor: 'end' }));
      x += cellW[c]!;
    }
  }
  const height = Math.ceil(panelTop + HEAD_H + bodyH + PAD);
  return { svg: svgDoc(width, height, out.join('')), width, height };
}

/** The table as a PNG. */
export async function renderStandingsPng(table: StandingsTable, opts: TableOptions = {}): Promise<Buffer> {
  const { svg } = await renderStandingsSvg(table, opts);
  return (await svgToPngFast(svg)).png;
}

// ---------------------------------------------------------------------------------------------
// The leaderboard: the same table with rating, RD and games (table.ts)

/** A leaderboard as a PNG. */
export function renderLeaderboardPng(board: Leaderboard, opts: TableOptions = {}): Promise<Buffer> {
  return renderStandingsPng(leaderboardTable(board, opts), opts);
}
