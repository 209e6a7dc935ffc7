// The toolkit of every game's renderer: numbers and geometry for
// hand-written SVG, the satori node helper, and text as glyph outlines. resvg runs without fonts
// (loadSystemFonts: false), so text inside an SVG that we write ourselves must already be
// outlines: satori lays out one label (or one wrapped paragraph) in a small box, we keep the
// glyph <path>s it emits and translate them into place. Labels come from a small fixed set (hex
// ids, place names, counter names, strengths), so a cache makes them free after the first render.
// Text is placed by its line box (labelAt: centred) or by its ink box (textAt: left / centre /
// right aligned); monospaced digit runs are drawn with <use> (GlyphRun). Every satori call uses
// Noto Sans JP with the fallback subsets of render/fonts.ts (arrows → ← ⇒ and ≈).
import satori from 'satori';
import { hexCorners } from './hex-geometry.ts';
import { FONT_FAMILY, loadFontsWithFallback } from './fonts.ts';

// ---------------------------------------------------------------------------------------------
// Numbers and geometry

/** One decimal: every coordinate written into an SVG goes through it. */
export function r1(n: number): number {
  return Math.round(n * 10) / 10;
}

export type Pt = { x: number; y: number };

/** A polygon's or polyline's `points`. */
export function pts(ps: readonly Pt[]): string {
  return ps.map((p) => `${r1(p.x)},${r1(p.y)}`).join(' ');
}

/** A path segment p–q ("M… L…"). */
export function seg(p: Pt, q: Pt): string {
  return `M${r1(p.x)} ${r1(p.y)}L${r1(q.x)} ${r1(q.y)}`;
}

/** An SVG document of the given size around `body`. */
export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** The part of segment p0–p1 inside a convex polygon (Cyrus–Beck), or null. */
export function clipToConvex(p0: Pt, p1: Pt, poly: readonly Pt[]): [Pt, Pt] | null {
  let t0 = 0;
  let t1 = 1;
  const d = { x: p1.x - p0.x, y: p1.y - p0.y };
  // Centroid, to orient each edge's inward normal.
  const cx = poly.reduce((a, p) => a + p.x, 0) / poly.length;
  const cy = poly.reduce((a, p) => a + p.y, 0) / poly.length;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    let n = { x: -(b.y - a.y), y: b.x - a.x };
    if (n.x * (cx - a.x) + n.y * (cy - a.y) < 0) n = { x: -n.x, y: -n.y };
    const num = n.x * (p0.x - a.x) + n.y * (p0.y - a.y);
    const den = n.x * d.x + n.y * d.y;
    if (den === 0) {
      if (num < 0) return null;
      continue;
    }
    const t = -num / den;
    if (den > 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [
    { x: p0.x + d.x * t0, y: p0.y + d.y * t0 },
    { x: p0.x + d.x * t1, y: p0.y + d.y * t1 },
  ];
}

/**
 * Diagonal hatching (lines x + y = const, `pitch` px apart, 2n + 1 of them around c) clipped by
 * hand to a convex polygon, as path data: a <pattern> or a clip-path would cost resvg an
 * offscreen layer. `reach`: half the length of an unclipped line's run in x (and y).
 */
export function diagonalHatch(c: Pt, poly: readonly Pt[], n: number, pitch: number, reach: number): string {
  const out: string[] = [];
  for (let k = -n; k <= n; k++) {
    const off = k * pitch * Math.SQRT2;
    const s = clipToConvex({ x: c.x + off / 2 - reach, y: c.y + off / 2 + reach }, { x: c.x + off / 2 + reach, y: c.y + off / 2 - reach }, poly);
    if (s) out.push(seg(s[0], s[1]));
  }
  return out.join('');
}

/** The two corners of the hex of circumradius `size` centred on `a` shared with the neighbour centred on `b`. */
export function sharedHexEdge(a: Pt, b: Pt, size: number): [Pt, Pt] {
  const corners = hexCorners(a, size)
    .map((p) => ({ p, d: Math.hypot(p.x - b.x, p.y - b.y) }))
    .sort((u, v) => u.d - v.d);
  return [corners[0]!.p, corners[1]!.p];
}

/** A thick arrow from a to b (polygon): shaft half-width w, head half-width hw, head length hl. */
export function arrowPolygon(a: Pt, b: Pt, w: number, hw: number, hl: number): Pt[] {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const bx = b.x - ux * hl;
  const by = b.y - uy * hl;
  return [
    { x: a.x - uy * w, y: a.y + ux * w },
    { x: bx - uy * w, y: by + ux * w },
    { x: bx - uy * hw, y: by + ux * hw },
    b,
    { x: bx + uy * hw, y: by - ux * hw },
    { x: bx + uy * w, y: by - ux * w },
    { x: a.x + uy * w, y: a.y - ux * w },
  ];
}

/** Railway ties across a polyline (path data): every `spacing` px from `start`, 2 × `half` long. */
export function railTies(line: readonly Pt[], spacing = 11, half = 5.5, start = spacing / 2): string {
  const ties: string[] = [];
  for (let i = 0; i + 1 < line.length; i++) {
    const p = line[i]!;
    const q = line[i + 1]!;
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d === 0) continue;
    const ux = (q.x - p.x) / d;
    const uy = (q.y - p.y) / d;
    for (let s = start; s < d; s += spacing) {
      const mx = p.x + ux * s;
      const my = p.y + uy * s;
      ties.push(`M${r1(mx - uy * half)} ${r1(my + ux * half)}L${r1(mx + uy * half)} ${r1(my - ux * half)}`);
    }
  }
  return ties.join('');
}

/** An outline drawn twice, a wide stroke under a narrower one (the last action's highlight). */
export function doubleOutline(points: string, under: string, underWidth: number, over: string, overWidth: number, extra = ''): string {
  return (
    `<polygon points="${points}" fill="none" stroke="${under}" stroke-width="${underWidth}"${extra}/>` +
    `<polygon points="${points}" fill="none" stroke="${over}" stroke-width="${overWidth}"${extra}/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Colours

/** A side's counter body and dark (frame, band, text) colours, from a game's palette by side id. */
export function sideColorsFrom(palette: Readonly<Record<string, { body: string; dark: string }>>): (side: string) => { body: string; dark: string } {
  return (side) => {
    const c = palette[side];
    if (!c) throw new Error(`no colours for side ${side}`);
    return c;
  };
}

// ---------------------------------------------------------------------------------------------
// Caches of promises (a failed build is forgotten, so the next call tries again)

export class PromiseCache<K, V> {
  private readonly map = new Map<K, Promise<V>>();
  /** At `max` entries: with `lru`, drop the least recently used one; without, start afresh. */
  constructor(
    private readonly max = Infinity,
    private readonly lru = false,
  ) {}

  get(key: K, make: () => Promise<V>): Promise<V> {
    let hit = this.map.get(key);
    if (hit) {
      if (this.lru) {
        // Refresh its place in the LRU order.
        this.map.delete(key);
        this.map.set(key, hit);
      }
      return hit;
    }
    if (!this.lru && this.map.size >= this.max) this.map.clear();
    hit = make();
    hit.catch(() => this.map.delete(key));
    this.map.set(key, hit);
    if (this.lru) while (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
    return hit;
  }
}

// ---------------------------------------------------------------------------------------------
// satori trees

export type SatoriNode = { type: string; props: Record<string, unknown> };
export type SatoriInput = Parameters<typeof satori>[0];

/** A flex <div> (satori's default display is not flex); `extra`: more props (data-*). */
export function el(style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): SatoriNode {
  return { type: 'div', props: { style: { display: 'flex', ...style }, children, ...extra } };
}

/** satori's SVG for `node` with the fonts of every renderer, and the glyph <path>s in it. */
async function satoriPaths(node: SatoriNode, size: { width: number; height?: number }): Promise<{ svg: string; paths: string }> {
  const fonts = await loadFontsWithFallback();
  const svg = await satori(node as unknown as SatoriInput, size.height === undefined ? { width: size.width, fonts } : { width: size.width, height: size.height, fonts });
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
function placed(paths: string, x: number, y: number, style: { halo?: string; haloWidth?: number }, attrs: string): string {
  const halo = style.halo ? `<g stroke="${style.halo}" stroke-width="${style.haloWidth ?? 3}" stroke-linejoin="round">${paths}</g>` : '';
  return `<g transform="translate(${r1(x)} ${r1(y)})"${attrs ? ' ' + attrs : ''}>${halo}${paths}</g>`;
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
    ink = Number.isFinite(x0) ? { x0, y0, x1, y1 } : { x0: l.width / 2, y0: l.height / 2, x1: l.width / 2, y1: l.height / 2 };
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
  const key = [text, width, style.size, style.weight ?? 400, style.color, style.lineHeight ?? 1.3, style.maxLines ?? 0].join('\u0000');
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
export async function paragraphAt(text: string, x: number, y: number, width: number, style: ParagraphStyle, attrs = ''): Promise<{ svg: string; height: number }> {
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
  static async create(prefix: string, chars: string, style: LabelStyle, advance: number, options: GlyphRunOptions = {}): Promise<GlyphRun> {
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
