// SVG → PNG with resvg for the raster and our own PNG encoder. resvg-js's asPng() runs on the
// main thread with adaptive row filters and takes ~36 ms CPU for a 1226 × 1858 map; writing
// the rows unfiltered and deflating them at level 3 on libuv's thread pool takes ~20 ms, keeps
// the event loop free, and gives a smaller file for flat-coloured maps (measured on a hex
// map: 502 kB against 628 kB). The image stays RGBA, 8 bits per channel, so it decodes anywhere.
import { renderAsync } from '@resvg/resvg-js';
import { crc32, deflate } from 'node:zlib';
import { promisify } from 'node:util';
import { ColourCounts, choosePalette, indexRows, Palette } from './palette.ts';
import { resvgOptions, type PngResult } from './png.ts';

const deflateAsync = promisify(deflate);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return out;
}

/** Encode straight (non-premultiplied) RGBA pixels as a PNG: filter 0 on every row, deflate. */
export async function encodePngRgba(pixels: Buffer, width: number, height: number, level = 3): Promise<Buffer> {
  const stride = width * 4;
  if (pixels.length < stride * height) throw new Error('encodePngRgba: not enough pixels');
  const raw = Buffer.allocUnsafe((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const o = y * (stride + 1);
    raw[o] = 0;
    pixels.copy(raw, o + 1, y * stride, (y + 1) * stride);
  }
  return encodePngRows(raw, width, height, level);
}

/** Encode PNG rows as they are stored (each a filter byte 0, then its RGBA), deflated on libuv's pool. */
export async function encodePngRows(raw: Buffer, width: number, height: number, level = 3): Promise<Buffer> {
  if (raw.length < (width * 4 + 1) * height) throw new Error('encodePngRows: not enough rows');
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  ihdr[10] = 0; // deflate
  ihdr[11] = 0; // adaptive filtering (filter type per row)
  ihdr[12] = 0; // no interlace
  const idat = await deflateAsync(raw.subarray(0, (width * 4 + 1) * height), { level });
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** Deflate level of palette pictures: 1 byte a pixel deflates fast, and level 3 is still ~10 ms for a 1226 × 1858 map. */
export const INDEXED_LEVEL = 3;

/**
 * Encode PNG rows of palette indices (each a filter byte 0, then one byte a pixel) as a palette PNG
 * (colour type 3): `colours` are the entries as RGBA words (see render/palette.ts), with a tRNS
 * chunk when any is not opaque.
 */
export async function encodePngIndexedRows(
  raw: Buffer,
  width: number,
  height: number,
  colours: Uint32Array,
  level = INDEXED_LEVEL,
): Promise<Buffer> {
  if (raw.length < (width + 1) * height) throw new Error('encodePngIndexedRows: not enough rows');
  if (colours.length < 1 || colours.length > 256) throw new Error('encodePngIndexedRows: 1 to 256 colours');
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // palette
  const plte = Buffer.alloc(colours.length * 3);
  let lastTranslucent = -1;
  for (let i = 0; i < colours.length; i++) {
    const c = colours[i]!;
    plte[i * 3] = c & 0xff;
    plte[i * 3 + 1] = (c >>> 8) & 0xff;
    plte[i * 3 + 2] = (c >>> 16) & 0xff;
    if (c >>> 24 !== 255) lastTranslucent = i;
  }
  const chunks = [SIGNATURE, chunk('IHDR', ihdr), chunk('PLTE', plte)];
  if (lastTranslucent >= 0) {
    const trns = Buffer.alloc(lastTranslucent + 1);
    for (let i = 0; i <= lastTranslucent; i++) trns[i] = colours[i]! >>> 24;
    chunks.push(chunk('tRNS', trns));
  }
  const idat = await deflateAsync(raw.subarray(0, (width + 1) * height), { level });
  chunks.push(chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(chunks);
}

/** Encode palette indices, one byte a pixel in plain rows (width bytes each), as a palette PNG. */
export async function encodePngIndexed(
  indices: Buffer,
  width: number,
  height: number,
  colours: Uint32Array,
  level = INDEXED_LEVEL,
): Promise<Buffer> {
  if (indices.length < width * height) throw new Error('encodePngIndexed: not enough pixels');
  const raw = Buffer.allocUnsafe((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0;
    indices.copy(raw, y * (width + 1) + 1, y * width, (y + 1) * width);
  }
  return encodePngIndexedRows(raw, width, height, colours, level);
}

/**
 * Straight RGBA pixels as a palette PNG (each pixel its exact entry or the nearest) of `palette`,
 * or of 256 colours chosen from the picture's own (render/palette.ts choosePalette): the pictures'
 * encoding for a picture drawn whole (the bench's baseline, tests).
 */
export async function encodePngPalette(
  pixels: Buffer,
  width: number,
  height: number,
  given?: Palette,
  level = INDEXED_LEVEL,
): Promise<Buffer> {
  if (pixels.length < width * height * 4) throw new Error('encodePngPalette: not enough pixels');
  const aligned = pixels.byteOffset % 4 === 0 ? pixels : Buffer.from(pixels);
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  let palette = given;
  if (!palette) {
    const counts = new ColourCounts();
    counts.addAll(words);
    const { colours, counts: n } = counts.entries();
    palette = new Palette(choosePalette(colours, n));
  }
  const raw = indexRows(words, width, height, palette);
  return encodePngIndexedRows(raw, width, height, palette.colours, level);
}

/** Rasterise an SVG (resvg on the thread pool) and encode it with encodePngRgba. */
export async function svgToPngFast(svg: string, fitWidth?: number): Promise<PngResult> {
  const t0 = performance.now();
  const img = await renderAsync(svg, resvgOptions(fitWidth));
  const png = await encodePngRgba(img.pixels, img.width, img.height);
  return { png, width: img.width, height: img.height, ms: performance.now() - t0 };
}
