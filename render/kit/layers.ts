// The render kit: one render architecture for every game. A picture is a static layer (what the
// view never changes: terrain, hexsides or areas, labels, frames, legend — built from the map data
// and a style) and a dynamic overlay (counters with their faces or hidden backs, markers,
// highlights, the panels' contents) drawn over it. The static layer is rasterised once per game,
// locale and size and kept; each picture rasterises only the overlay (on a transparent canvas),
// lays it over a copy of the cached pixels (premultiplied "source over" an opaque base), and
// encodes the PNG on libuv's thread pool. The final SVG (static layer + overlay in one document)
// is what the picture shows; tests read its structure, and the bench compares against resvg
// drawing it whole.
import { renderAsync } from '@resvg/resvg-js';
import { encodePngRgba, encodePngRows } from '../png-fast.ts';
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

/** The status panel, and the place of the last action on the map (null: none). */
export interface Focus {
  status: Rect;
  action: Rect | null;
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

/** RGBA rows: row y starts at offset + y × stride (plain pixels: offset 0, stride width × 4). */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  stride?: number;
  offset?: number;
}

/**
 * A static layer's pixels as PNG rows: each row a filter byte (0) then its RGBA, the form the PNG
 * encoder deflates, so a picture starts as one copy of it.
 */
interface StaticRows {
  raw: Buffer;
  width: number;
  height: number;
}

const statics = new PromiseCache<string, StaticRows>(16);
let staticRasterised = 0;

/** How many static layers this thread has rasterised (each once per renderer, key and size). */
export function staticLayersRasterised(): number {
  return staticRasterised;
}

/** The static layer's pixels, rasterised once per (renderer, key, size). */
function staticRows(owner: string, l: Layered): Promise<StaticRows> {
  return statics.get(`${owner}|${l.staticKey}|${l.width}x${l.height}`, async () => {
    staticRasterised++;
    const img = await renderAsync(svgDoc(l.width, l.height, await l.staticBody()), resvgOptions());
    const pixels = img.pixels; // a copying getter: read it once
    const raw = Buffer.alloc((img.width * 4 + 1) * img.height);
    for (let y = 0; y < img.height; y++)
      pixels.copy(raw, y * (img.width * 4 + 1) + 1, y * img.width * 4, (y + 1) * img.width * 4);
    return { raw, width: img.width, height: img.height };
  });
}

/**
 * `top` (premultiplied RGBA, `width` × `height`, plain rows) laid over the opaque RGBA rows of
 * `out` in place. Pixels the overlay leaves transparent (most of them) are skipped a word at a
 * time; opaque ones replace the base; the rest blend ("source over").
 */
export function overInPlace(out: Pixels, top: Buffer): void {
  const { width, height } = out;
  const stride = out.stride ?? width * 4;
  const offset = out.offset ?? 0;
  const aligned = top.byteOffset % 4 === 0 ? top : Buffer.from(top);
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  const o = out.data;
  for (let y = 0; y < height; y++) {
    const row = offset + y * stride;
    const first = y * width;
    for (let x = 0; x < width; x++) {
      if (words[first + x] === 0) continue;
      const i = (first + x) * 4;
      const j = row + x * 4;
      const a = aligned[i + 3]!;
      if (a === 255) {
        o[j] = aligned[i]!;
        o[j + 1] = aligned[i + 1]!;
        o[j + 2] = aligned[i + 2]!;
        continue;
      }
      const k = 255 - a;
      o[j] = aligned[i]! + (((o[j]! * k + 127) / 255) | 0);
      o[j + 1] = aligned[i + 1]! + (((o[j + 1]! * k + 127) / 255) | 0);
      o[j + 2] = aligned[i + 2]! + (((o[j + 2]! * k + 127) / 255) | 0);
    }
  }
}

// Row buffers of finished pictures are reused (a 1226 × 1858 picture is 9 MB; allocating one per
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

/** The PNG of a layered picture: the cached static pixels with the overlay rasterised over them. */
export async function rasterLayered(owner: string, l: Layered): Promise<PngResult & { inset: Buffer | null }> {
  const t0 = performance.now();
  const [base, top] = await Promise.all([
    staticRows(owner, l),
    renderAsync(svgDoc(l.width, l.height, l.overlayBody), resvgOptions()),
  ]);
  if (top.width !== base.width || top.height !== base.height)
    throw new Error('render: the overlay and the static layer differ in size');
  const raw = takeRows(base.raw.length);
  try {
    base.raw.copy(raw);
    const rows: Pixels = { data: raw, width: base.width, height: base.height, stride: base.width * 4 + 1, offset: 1 };
    overInPlace(rows, top.pixels);
    const phone = l.focus ? phonePicture(rows, l.focus) : null;
    const [png, inset] = await Promise.all([
      encodePngRows(raw, base.width, base.height, 1),
      phone ? encodePngRgba(phone.data, phone.width, phone.height) : null,
    ]);
    return { png, inset, width: base.width, height: base.height, ms: performance.now() - t0 };
  } finally {
    giveRows(raw);
  }
}

/** Fill the static layer's cache (warm-up). */
export async function warmLayered(owner: string, l: Layered): Promise<void> {
  await staticRows(owner, l);
}

// ---------------------------------------------------------------------------------------------
// The phone picture

/** Gap between the two cuts of the phone picture, px. */
const PHONE_GAP = 6;

/**
 * What a post adds for a phone (Discord shows a post's image about 400 px wide there, so the
 * whole map's hex ids, counter values and status text are too small to read): the status panel
 * and, below it, a window of the map as wide as the panel around the last action, both cut from
 * the finished picture at full size (1:1, nothing redrawn). With no last action: the status
 * panel alone. Width: the status panel's (about 440–500 px, shown at 0.8–0.9 of full size).
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
  let window: Rect | null = null;
  if (focus.action) {
    const h = Math.min(Math.round(width * 0.72), img.height);
    const cx = focus.action.x + focus.action.w / 2;
    const cy = focus.action.y + focus.action.h / 2;
    const x = Math.max(0, Math.min(Math.round(cx - width / 2), img.width - width));
    const y = Math.max(0, Math.min(Math.round(cy - h / 2), img.height - h));
    window = { x, y, w: width, h };
  }
  const height = status.h + (window ? PHONE_GAP + window.h : 0);
  const stride = img.stride ?? img.width * 4;
  const offset = img.offset ?? 0;
  // The gap in the page's colour (the picture's top-left pixel), one fill of its 4 bytes.
  const data = Buffer.alloc(width * height * 4, img.data.subarray(offset, offset + 4));
  const copy = (r: Rect, toY: number) => {
    for (let row = 0; row < r.h; row++) {
      const from = offset + (r.y + row) * stride + r.x * 4;
      img.data.copy(data, (toY + row) * width * 4, from, from + r.w * 4);
    }
  };
  copy(status, 0);
  if (window) copy(window, status.h + PHONE_GAP);
  return { data, width, height };
}
