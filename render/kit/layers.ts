// The render kit: one render architecture for every game. A picture is a static layer (what the
// view never changes: terrain, hexsides or areas, labels, frames, legend — built from the map data
// and a style) and a dynamic overlay (counters with their faces or hidden backs, markers,
// highlights, the panels' contents) drawn over it. The static layer is rasterised once per game,
// locale and size and kept, with a palette chosen from its colours (render/palette.ts) and its
// pixels as palette indices; each picture rasterises only the overlay (on a transparent canvas),
// lays it over the cached pixels (premultiplied "source over" an opaque base) into a copy of the
// cached indices, adds the entries its own colours need to the palette, and encodes a palette PNG (one byte a pixel: a quarter of the data to
// deflate, half the bytes of an RGBA PNG, no visible loss) on libuv's thread pool. The final SVG (static layer + overlay in one document)
// is what the picture shows; tests read its structure, and the bench compares against resvg
// drawing it whole.
import { renderAsync } from '@resvg/resvg-js';
import { encodePngIndexed, encodePngIndexedRows } from '../png-fast.ts';
import { ColourCounts, choosePalette, indexRows, Palette } from '../palette.ts';
import { resvgOptions, type PngResult } from '../png.ts';
import { PromiseCache } from './cache.ts';
import type { Locale } from '#engine/types.ts';
import { svgDoc } from './geometry.ts';

export interface Layered {
  width: number;
  height: number;
  /** Identifies the static layer among this renderer's (e.g. its locale). */
  staticKey: string;
  /** The static layer's markup (no <svg> wrapper), drawn first. */
  staticBody: () => Promise<string>;
  /** The view's markup (no <svg> wrapper), drawn over the static layer. */
  overlayBody: string;
  /** What a phone must read (image coordinates): the phone picture is cut from these (see phonePicture). */
  focus?: Focus;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The status panel, the place of the last action on the map (null: none), and where to look when
 * there is none (e.g. at a game's or a phase's start): the places of the pieces of the side to act
 * (or the board's), of which the window takes in as many as it can.
 */
export interface Focus {
  status: Rect;
  action: Rect | null;
  area?: readonly Rect[];
  /** A line inside `status` left free for the clocks of a game played with one (render/kit/clock.ts). */
  clocks?: Rect;
}

/** The whole picture as one SVG document. */
export async function layeredSvg(l: Layered): Promise<string> {
  return svgDoc(l.width, l.height, (await l.staticBody()) + l.overlayBody);
}

/**
 * A game's renderer from its layers: the view is checked to be `game`'s (its `game` field) before it
 * is drawn, and the SVG document is the layers put together.
 */
export function layeredRenderer<V>(
  game: string,
  layers: (view: V, locale: Locale) => Promise<Layered>,
  glyphs = '',
): {
  glyphs: string;
  renderLayers(view: unknown, locale: Locale): Promise<Layered>;
  renderSvg(view: unknown, locale: Locale): Promise<string>;
} {
  const asView = (view: unknown): V => {
    if (typeof view !== 'object' || view === null || (view as { game?: unknown }).game !== game)
      throw new Error(`${game} renderer: not a view of ${game}`);
    return view as V;
  };
  return {
    glyphs,
    renderLayers: (view, locale) => layers(asView(view), locale),
    renderSvg: async (view, locale) => layeredSvg(await layers(asView(view), locale)),
  };
}

/**
 * Rows of pixels, `bytesPerPixel` each (RGBA: 4, the default; palette indices: 1): row y starts at
 * offset + y × stride (plain pixels: offset 0, stride width × bytesPerPixel).
 */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  stride?: number;
  offset?: number;
  bytesPerPixel?: number;
}

/**
 * A static layer: its pixels (RGBA words, for blending the overlay over them), the same as PNG rows
 * of palette indices (each row a filter byte 0, then one index a pixel: a picture starts as one
 * copy of them), and its palette, chosen from the static layer's own colours (render/palette.ts).
 */
interface StaticLayer {
  words: Uint32Array;
  rows: Buffer;
  palette: Palette;
  width: number;
  height: number;
}

/**
 * Palette entries taken by the static layer's colours; each picture adds up to 256 minus these,
 * chosen from its own overlay (so a picture's palette depends on nothing but that picture: no
 * colour of one view reaches another's PNG, and a picture is the same bytes whatever was drawn
 * before it).
 */
export const STATIC_ENTRIES = 160;

const statics = new PromiseCache<string, StaticLayer>(16);
let staticRasterised = 0;

/** Forget the static layers this thread keeps (the next picture rasterises its own again). */
export function forgetStaticLayers(): void {
  statics.clear();
}

/** How many static layers this thread has rasterised (each once per renderer, key and size). */
export function staticLayersRasterised(): number {
  return staticRasterised;
}

/** RGBA bytes as 32-bit words (copied only when not 4-byte aligned). */
function wordsOf(b: Buffer, count: number): Uint32Array {
  const aligned = b.byteOffset % 4 === 0 ? b : Buffer.from(b);
  return new Uint32Array(aligned.buffer, aligned.byteOffset, count);
}

/** The static layer, rasterised once per (renderer, key, size), with its palette and index rows. */
function staticLayer(owner: string, l: Layered): Promise<StaticLayer> {
  return statics.get(`${owner}|${l.staticKey}|${l.width}x${l.height}`, async () => {
    staticRasterised++;
    const img = await renderAsync(svgDoc(l.width, l.height, await l.staticBody()), resvgOptions());
    const { width, height } = img;
    const words = wordsOf(img.pixels, width * height); // a copying getter: read once
    const counts = new ColourCounts();
    counts.addAll(words);
    const { colours, counts: n } = counts.entries();
    const palette = new Palette(choosePalette(colours, n, STATIC_ENTRIES));
    return { words, rows: indexRows(words, width, height, palette), palette, width, height };
  });
}

/** The premultiplied RGBA word `top` laid over the word `base` ("source over"; the base's alpha kept). */
export function blendOver(base: number, top: number): number {
  const a = top >>> 24;
  if (a === 255) return top;
  const k = 255 - a;
  const r = (top & 0xff) + ((((base & 0xff) * k + 127) / 255) | 0);
  const g = ((top >>> 8) & 0xff) + (((((base >>> 8) & 0xff) * k + 127) / 255) | 0);
  const b = ((top >>> 16) & 0xff) + (((((base >>> 16) & 0xff) * k + 127) / 255) | 0);
  return (r | (g << 8) | (b << 16) | (base & 0xff000000)) >>> 0;
}

/**
 * `top` (premultiplied RGBA, `width` × `height`) laid over `base` (opaque RGBA words of the same
 * size, whose indices in `palette` the rows `out` hold already: stride width + 1, offset 1, PNG
 * rows). Pixels the overlay leaves transparent (most of them) are skipped a word at a time; the
 * others are blended ("source over"). The picture's palette is `palette`'s entries and up to
 * 256 minus them more, chosen from the blended colours `palette` has no exact entry for; each
 * blended pixel takes its entry in it. Returns that palette.
 */
export function overIndexed(
  out: Buffer,
  base: Uint32Array,
  top: Buffer,
  width: number,
  height: number,
  palette: Palette,
): Palette {
  const words = wordsOf(top, width * height);
  // The colours the overlay makes that the static entries lack, counted.
  const missing = new ColourCounts(10);
  let lastIn = -1;
  let lastBase = -1;
  let blended = 0;
  let exact = true;
  for (let i = 0; i < words.length; i++) {
    const t = words[i]!;
    if (t === 0) continue;
    const b = base[i]!;
    if (t !== lastIn || b !== lastBase) {
      lastIn = t;
      lastBase = b;
      blended = blendOver(b, t);
      exact = palette.exactIndexOf(blended) >= 0;
    }
    if (!exact) missing.add(blended);
  }
  let own = palette;
  if (missing.size > 0) {
    const { colours, counts } = missing.entries();
    const extra = choosePalette(colours, counts, 256 - palette.colours.length, palette.colours);
    const all = new Uint32Array(palette.colours.length + extra.length);
    all.set(palette.colours);
    all.set(extra, palette.colours.length);
    own = new Palette(all);
  }
  lastIn = -1;
  lastBase = -1;
  let at = 0;
  for (let y = 0; y < height; y++) {
    const row = y * (width + 1) + 1;
    const first = y * width;
    for (let x = 0; x < width; x++) {
      const t = words[first + x]!;
      if (t === 0) continue;
      const b = base[first + x]!;
      if (t !== lastIn || b !== lastBase) {
        lastIn = t;
        lastBase = b;
        at = own.indexOf(blendOver(b, t));
      }
      out[row + x] = at;
    }
  }
  return own;
}

// Index rows of finished pictures are reused (a 1226 × 1858 picture is 2.3 MB; allocating one per
// render made the garbage collector a good share of a render's CPU). A buffer is taken for the
// compositing and given back once the PNG encoder is done with it.
const spare = new Map<number, Buffer[]>();
function takeRows(size: number): Buffer {
  return spare.get(size)?.pop() ?? Buffer.allocUnsafeSlow(size);
}
function giveRows(b: Buffer): void {
  const list = spare.get(b.length) ?? [];
  if (list.length < 2) list.push(b);
  spare.set(b.length, list);
}

/**
 * The PNG of a layered picture: the cached static layer with the overlay rasterised over it, as a
 * palette PNG (and its phone picture, cut from the same indices).
 */
export async function rasterLayered(owner: string, l: Layered): Promise<PngResult & { inset: Buffer | null }> {
  const t0 = performance.now();
  const [base, top] = await Promise.all([
    staticLayer(owner, l),
    renderAsync(svgDoc(l.width, l.height, l.overlayBody), resvgOptions()),
  ]);
  if (top.width !== base.width || top.height !== base.height)
    throw new Error('render: the overlay and the static layer differ in size');
  const { width, height, palette } = base;
  const raw = takeRows(base.rows.length);
  try {
    base.rows.copy(raw);
    const own = overIndexed(raw, base.words, top.pixels, width, height, palette);
    const phone = l.focus
      ? phonePicture({ data: raw, width, height, stride: width + 1, offset: 1, bytesPerPixel: 1 }, l.focus)
      : null;
    const [png, inset] = await Promise.all([
      encodePngIndexedRows(raw, width, height, own.colours),
      phone ? encodePngIndexed(phone.data, phone.width, phone.height, own.colours) : null,
    ]);
    return { png, inset, width, height, ms: performance.now() - t0 };
  } finally {
    giveRows(raw);
  }
}

/** Fill the static layer's cache (warm-up). */
export async function warmLayered(owner: string, l: Layered): Promise<void> {
  await staticLayer(owner, l);
}

// ---------------------------------------------------------------------------------------------
// The phone picture

/** Gap between the two cuts of the phone picture, px. */
const PHONE_GAP = 6;

/**
 * What a post adds for a phone (Discord shows a post's image about 400 px wide there, so the
 * whole map's hex ids, counter values and status text are too small to read): the status panel
 * and, below it, a window of the map as wide as the panel, both cut from the finished picture at
 * full size (1:1, nothing redrawn). The window is around the last action; with none, over the
 * focus's area (as many of its places as fit); with neither, the status panel alone. Width: the
 * status panel's, at most 400 px (test/render/phone-picture.test.ts), so a phone shows it 1:1.
 */
export function phonePicture(img: Pixels, focus: Focus): Pixels {
  const clampRect = (r: Rect): Rect => {
    const x = Math.max(0, Math.min(Math.round(r.x), img.width - 1));
    const y = Math.max(0, Math.min(Math.round(r.y), img.height - 1));
    return {
      x,
      y,
      w: Math.max(1, Math.min(Math.round(r.w), img.width - x)),
      h: Math.max(1, Math.min(Math.round(r.h), img.height - y)),
    };
  };
  const status = clampRect(focus.status);
  const width = status.w;
  const h = Math.min(Math.round(width * 0.72), img.height);
  const centre = focus.action ? centreOf([focus.action]) : windowOver(focus.area ?? [], width, h);
  let window: Rect | null = null;
  if (centre) {
    const x = Math.max(0, Math.min(Math.round(centre.x - width / 2), img.width - width));
    const y = Math.max(0, Math.min(Math.round(centre.y - h / 2), img.height - h));
    window = { x, y, w: width, h };
  }
  const height = status.h + (window ? PHONE_GAP + window.h : 0);
  const px = img.bytesPerPixel ?? 4;
  const stride = img.stride ?? img.width * px;
  const offset = img.offset ?? 0;
  // The gap in the page's colour (the picture's top-left pixel), one fill of its bytes.
  const data = Buffer.alloc(width * height * px, img.data.subarray(offset, offset + px));
  const copy = (r: Rect, toY: number) => {
    for (let row = 0; row < r.h; row++) {
      const from = offset + (r.y + row) * stride + r.x * px;
      img.data.copy(data, (toY + row) * width * px, from, from + r.w * px);
    }
  };
  copy(status, 0);
  if (window) copy(window, status.h + PHONE_GAP);
  return { data, width, height, bytesPerPixel: px };
}

function centreOf(rs: readonly Rect[]): { x: number; y: number } {
  const x0 = Math.min(...rs.map((r) => r.x));
  const y0 = Math.min(...rs.map((r) => r.y));
  const x1 = Math.max(...rs.map((r) => r.x + r.w));
  const y1 = Math.max(...rs.map((r) => r.y + r.h));
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2 };
}

/**
 * The centre of a w × h window that holds as many of `places` whole as it can (ties: the first
 * place's, in the given order), centred on those it holds; when none fits (a whole board), the
 * first place's centre; null when there are no places.
 */
export function windowOver(places: readonly Rect[], w: number, h: number): { x: number; y: number } | null {
  let best: Rect[] = [];
  for (const p of places) {
    // A window whose top-left corner is at this place's: which places fit in it?
    for (const [ax, ay] of [
      [p.x, p.y],
      [p.x + p.w - w, p.y],
      [p.x, p.y + p.h - h],
      [p.x + p.w - w, p.y + p.h - h],
    ] as const) {
      const inside = places.filter((q) => q.x >= ax && q.y >= ay && q.x + q.w <= ax + w && q.y + q.h <= ay + h);
      if (inside.length > best.length) best = inside;
    }
  }
  if (best.length) return centreOf(best);
  return places.length ? centreOf([places[0]!]) : null;
}
