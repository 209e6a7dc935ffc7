// The render kit: the satori node helper, and text as glyph outlines. resvg runs without fonts
// (loadSystemFonts: false), so text inside an SVG that we write ourselves must already be
// outlines: satori lays out one label (or one wrapped paragraph) in a small box, we keep the
// glyph <path>s it emits and translate them into place. Labels come from a small fixed set (hex
// ids, place names, counter names, strengths), so a cache makes them free after the first render.
// Text is placed by its line box (labelAt: centred) or by its ink box (textAt: left / centre /
// right aligned); monospaced digit runs are drawn with <use> (GlyphRun). A label with a box to
// stay in is fitted (fitText/fitTextAt): drawn smaller, wrapped onto more lines, or at worst
// squeezed horizontally, but never cut. Every satori call uses
// Noto Sans JP with the fallback subsets of render/fonts.ts (the glyphs the games' renderers ask for).
import { FONT_FAMILY, loadFontsWithFallback } from '../fonts.ts';
import satori from 'satori';
import { PromiseCache } from './cache.ts';
import { r1 } from './geometry.ts';

// ---------------------------------------------------------------------------------------------
// satori trees

export type SatoriNode = { type: string; props: Record<string, unknown> };
export type SatoriInput = Parameters<typeof satori>[0];

/** A flex <div> (satori's default display is not flex); `extra`: more props (data-*). */
export function el(
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): SatoriNode {
  return { type: 'div', props: { style: { display: 'flex', ...style }, children, ...extra } };
}

/** satori's SVG for `node` with the fonts of every renderer, and the glyph <path>s in it. */
async function satoriPaths(
  node: SatoriNode,
  size: { width: number; height?: number },
): Promise<{ svg: string; paths: string }> {
  const fonts = await loadFontsWithFallback();
  const svg = await satori(
    node as unknown as SatoriInput,
    size.height === undefined ? { width: size.width, fonts } : { width: size.width, height: size.height, fonts },
  );
  return { svg, paths: (svg.match(/<path\b[^>]*\/>/g) ?? []).join('') };
}

// ---------------------------------------------------------------------------------------------
// One line of text as glyph outlines

export interface LabelStyle {
  size: number;
  weight?: 400 | 700;
  color: string;
  /** A halo of this colour behind the glyphs (legibility over terrain). */
  halo?: string;
  haloWidth?: number;
}

export interface Label {
  /** Glyph paths, laid out in a box of `width`×`height` whose centre is the text's centre. */
  paths: string;
  width: number;
  height: number;
}

const labels = new PromiseCache<string, Label>(6000);

/** Lay out one line of text with satori and keep its glyph outlines (cached). */
export function label(text: string, style: LabelStyle): Promise<Label> {
  const key = [text, style.size, style.weight ?? 400, style.color].join('\u0000');
  return labels.get(key, () => makeLabel(text, style));
}

async function makeLabel(text: string, style: LabelStyle): Promise<Label> {
  // Generous box: the text is centred in it, so only the centre matters to the caller.
  const width = Math.ceil(style.size * (text.length + 2) * 1.1);
  const height = Math.ceil(style.size * 1.6);
  const node: SatoriNode = {
    type: 'div',
    props: {
      style: {
        display: 'flex',
        width,
        height,
        alignItems: 'center',
        justifyContent: 'center',
        whiteSpace: 'nowrap',
        fontFamily: FONT_FAMILY,
        fontSize: style.size,
        fontWeight: style.weight ?? 400,
        color: style.color,
        lineHeight: 1,
      },
      children: text,
    },
  };
  const { paths } = await satoriPaths(node, { width, height });
  return { paths, width, height };
}

/**
 * Glyph paths translated to (x, y), behind them their halo if the style has one. `attrs` are
 * extra attributes for the group (keep them ASCII: satori base64-encodes embedded SVG with btoa).
 */
function placed(
  paths: string,
  x: number,
  y: number,
  style: { halo?: string; haloWidth?: number },
  attrs: string,
  scaleX = 1,
): string {
  const halo = style.halo
    ? `<g stroke="${style.halo}" stroke-width="${style.haloWidth ?? 3}" stroke-linejoin="round">${paths}</g>`
    : '';
  const squeeze = scaleX < 1 ? ` scale(${Math.round(scaleX * 1000) / 1000} 1)` : '';
  return `<g transform="translate(${r1(x)} ${r1(y)})${squeeze}"${attrs ? ` ${attrs}` : ''}>${halo}${paths}</g>`;
}

/** SVG markup for a label whose line box is centred at (cx, cy). */
export async function labelAt(text: string, cx: number, cy: number, style: LabelStyle, attrs = ''): Promise<string> {
  if (!text) return '';
  const l = await label(text, style);
  return placed(l.paths, cx - l.width / 2, cy - l.height / 2, style, attrs);
}

// ---------------------------------------------------------------------------------------------
// Text by ink box

export interface Ink {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const inkCache = new WeakMap<Label, Ink>();

/** The bounding box of a label's glyph outlines (control points included: a tight upper bound). */
export function inkOf(l: Label): Ink {
  let ink = inkCache.get(l);
  if (!ink) {
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const m of l.paths.matchAll(/\bd="([^"]*)"/g)) {
      const nums = m[1]!.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
      for (let i = 0; i + 1 < nums.length; i += 2) {
        const x = Number(nums[i]);
        const y = Number(nums[i + 1]);
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
    ink = Number.isFinite(x0)
      ? { x0, y0, x1, y1 }
      : { x0: l.width / 2, y0: l.height / 2, x1: l.width / 2, y1: l.height / 2 };
    inkCache.set(l, ink);
  }
  return ink;
}

export type Anchor = 'start' | 'middle' | 'end';

export interface TextStyle extends LabelStyle {
  /** Horizontal alignment of the ink box at x. */
  anchor?: Anchor;
}

/** Width of the text's ink, in px. */
export async function textWidth(text: string, style: LabelStyle): Promise<number> {
  if (!text) return 0;
  const ink = inkOf(await label(text, style));
  return ink.x1 - ink.x0;
}

/**
 * SVG markup for one line of text: horizontally aligned by its ink at x (anchor), vertically
 * centred on y (the centre of the line box, as satori lays it out: digits and kana sit on it).
 */
export async function textAt(text: string, x: number, y: number, style: TextStyle, attrs = ''): Promise<string> {
  if (!text) return '';
  const l = await label(text, style);
  const ink = inkOf(l);
  const anchor = style.anchor ?? 'middle';
  const dx = anchor === 'start' ? x - ink.x0 : anchor === 'end' ? x - ink.x1 : x - (ink.x0 + ink.x1) / 2;
  const dy = y - l.height / 2;
  return placed(l.paths, dx, dy, style, attrs);
}

// ---------------------------------------------------------------------------------------------
// Text fitted to a box: smaller, wrapped or squeezed, never cut

export interface FitStyle extends TextStyle {
  /** The widest the ink of any line may be, in px. */
  maxWidth: number;
  /** The tallest the lines together may be (line pitch × lines), in px; default: no limit. */
  maxHeight?: number;
  /**
   * How many lines the text may wrap into (default 1): at spaces, or — text without spaces, as
   * names in kanji are — into balanced runs of characters.
   */
  maxLines?: number;
  /** The smallest size it may shrink to; narrower still, it is squeezed horizontally (default 70% of size). */
  minSize?: number;
  /** Line pitch as a multiple of the size (default 1.1). */
  lineHeight?: number;
}

export interface FittedText {
  lines: string[];
  /** The font size every line is drawn at (≤ the style's size). */
  size: number;
}

/** Every way to break `text` into `n` lines worth trying: at spaces, or (no spaces) one balanced cut. */
function breaks(text: string, n: number): string[][] {
  if (n === 1) return [[text]];
  const words = text.split(/ +/).filter(Boolean);
  if (words.length > 1) {
    if (words.length < n) return [];
    const out: string[][] = [];
    const rec = (from: number, left: number, acc: string[]): void => {
      if (left === 1) {
        out.push([...acc, words.slice(from).join(' ')]);
        return;
      }
      for (let i = from + 1; i <= words.length - left + 1; i++)
        rec(i, left - 1, [...acc, words.slice(from, i).join(' ')]);
    };
    rec(0, n, []);
    return out;
  }
  const chars = [...text];
  if (chars.length < n) return [];
  const per = Math.ceil(chars.length / n);
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += per) lines.push(chars.slice(i, i + per).join(''));
  return lines.length === n ? [lines] : [];
}

/** Sizes are kept to quarter pixels, so that the glyph cache sees few distinct ones. */
const quarter = (x: number): number => Math.floor(x * 4) / 4;

/**
 * The lines and size that draw `text` largest within maxWidth (and maxHeight): the text at its
 * size if it fits, else shrunk, or wrapped into up to maxLines lines where that draws it larger
 * (a wrap must win by more than a tenth). The size may come out below minSize: fitTextAt then
 * draws at minSize, squeezed.
 */
export async function fitText(text: string, style: FitStyle): Promise<FittedText> {
  const lh = style.lineHeight ?? 1.1;
  let best: { lines: string[]; size: number; score: number } | null = null;
  for (let n = 1; n <= Math.max(1, style.maxLines ?? 1); n++) {
    for (const lines of breaks(text, n)) {
      const widest = Math.max(...(await Promise.all(lines.map((l) => textWidth(l, style)))));
      let size = style.size;
      if (widest > style.maxWidth) size = (style.size * style.maxWidth) / widest;
      if (style.maxHeight !== undefined) size = Math.min(size, style.maxHeight / (n * lh));
      size = quarter(size);
      const score = size * (1 - 0.1 * (n - 1));
      if (!best || score > best.score) best = { lines, size, score };
    }
  }
  return { lines: best!.lines, size: best!.size };
}

/**
 * SVG markup for `text` fitted to maxWidth (fitText): its lines centred as a block on y, each
 * aligned by its ink at x (anchor, as textAt). A line still too wide at minSize is squeezed.
 * `attrs` go on a group around all the lines.
 */
export async function fitTextAt(text: string, x: number, y: number, style: FitStyle, attrs = ''): Promise<string> {
  if (!text) return '';
  const fit = await fitText(text, style);
  const size = Math.max(fit.size, quarter(style.minSize ?? style.size * 0.7));
  const pitch = size * (style.lineHeight ?? 1.1);
  const anchor = style.anchor ?? 'middle';
  const out: string[] = [];
  for (const [i, line] of fit.lines.entries()) {
    const l = await label(line, { ...style, size });
    const ink = inkOf(l);
    const sx = Math.min(1, style.maxWidth / Math.max(ink.x1 - ink.x0, 1e-6));
    const x0 = sx * ink.x0;
    const x1 = sx * ink.x1;
    const dx = anchor === 'start' ? x - x0 : anchor === 'end' ? x - x1 : x - (x0 + x1) / 2;
    const cy = y + (i - (fit.lines.length - 1) / 2) * pitch;
    out.push(placed(l.paths, dx, cy - l.height / 2, style, '', sx));
  }
  return attrs ? `<g ${attrs}>${out.join('')}</g>` : out.join('');
}

// ---------------------------------------------------------------------------------------------
// Wrapped paragraphs

export interface ParagraphStyle {
  size: number;
  weight?: 400 | 700;
  color: string;
  lineHeight?: number;
  /** Cut the paragraph to this many lines (satori's lineClamp, with an ellipsis). */
  maxLines?: number;
}

export interface Paragraph {
  paths: string;
  width: number;
  height: number;
}

const paragraphs = new PromiseCache<string, Paragraph>(300, true);

/** A block of text wrapped to `width` px by satori (cached, LRU): glyph paths, top-left at 0,0. */
export function paragraph(text: string, width: number, style: ParagraphStyle): Promise<Paragraph> {
  const key = [
    text,
    width,
    style.size,
    style.weight ?? 400,
    style.color,
    style.lineHeight ?? 1.3,
    style.maxLines ?? 0,
  ].join('\u0000');
  return paragraphs.get(key, () => makeParagraph(text, width, style));
}

async function makeParagraph(text: string, width: number, style: ParagraphStyle): Promise<Paragraph> {
  if (!text) return { paths: '', width, height: 0 };
  const clamp = style.maxLines
    ? { display: 'block', lineClamp: style.maxLines, overflow: 'hidden' }
    : { display: 'flex', flexWrap: 'wrap' };
  const node: SatoriNode = {
    type: 'div',
    props: {
      style: {
        ...clamp,
        width,
        fontFamily: FONT_FAMILY,
        fontSize: style.size,
        fontWeight: style.weight ?? 400,
        color: style.color,
        lineHeight: style.lineHeight ?? 1.3,
        wordBreak: 'break-word',
      },
      children: text,
    },
  };
  const { svg, paths } = await satoriPaths(node, { width });
  const height = Number(/height="([\d.]+)"/.exec(svg)?.[1] ?? 0);
  return { paths, width, height };
}

/** A paragraph placed with its top-left at (x, y). */
export async function paragraphAt(
  text: string,
  x: number,
  y: number,
  width: number,
  style: ParagraphStyle,
  attrs = '',
): Promise<{ svg: string; height: number }> {
  const p = await paragraph(text, width, style);
  if (!p.paths) return { svg: '', height: 0 };
  return { svg: placed(p.paths, x, y, {}, attrs), height: p.height };
}

// ---------------------------------------------------------------------------------------------
// Monospaced digit runs (hex ids): each glyph defined once, placed with <use>

export interface GlyphRunOptions {
  /** Centre each glyph's ink box on its slot (default) or its line box. */
  align?: 'ink' | 'box';
  /** The id of a glyph's definition (default: the prefix and the character's code in hex). */
  id?: (ch: string) => string;
}

export class GlyphRun {
  private readonly boxes = new Map<string, { id: string; l: Label; cx: number }>();
  private constructor(readonly advance: number) {}

  /** Outlines of every character of `chars` in `style`; `advance` is the fixed pitch in px. */
  static async create(
    prefix: string,
    chars: string,
    style: LabelStyle,
    advance: number,
    options: GlyphRunOptions = {},
  ): Promise<GlyphRun> {
    const run = new GlyphRun(advance);
    const id = options.id ?? ((ch: string) => `${prefix}${ch.charCodeAt(0).toString(16)}`);
    for (const ch of new Set(chars)) {
      const l = await label(ch, style);
      const ink = inkOf(l);
      run.boxes.set(ch, { id: id(ch), l, cx: options.align === 'box' ? l.width / 2 : (ink.x0 + ink.x1) / 2 });
    }
    return run;
  }

  /** <defs> holding the glyphs; put it once in the document. */
  defs(): string {
    return [...this.boxes.values()].map((b) => `<g id="${b.id}">${b.l.paths}</g>`).join('');
  }

  /** <use>s for `s` centred on (cx, cy). Characters outside the set are skipped. */
  at(s: string, cx: number, cy: number): string {
    const out: string[] = [];
    const n = s.length;
    for (let i = 0; i < n; i++) {
      const b = this.boxes.get(s[i]!);
      if (!b) continue;
      const gx = cx + (i - (n - 1) / 2) * this.advance;
      const x = gx - b.cx;
      const y = cy - b.l.height / 2;
      out.push(`<use href="#${b.id}" x="${r1(x)}" y="${r1(y)}"/>`);
    }
    return out.join('');
  }
}
