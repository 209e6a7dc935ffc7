// Which characters a font file has a glyph for: its 'cmap' table, read straight from the WOFF (or
// plain TrueType/OpenType) bytes. render/fonts.ts uses it to know what the whole-script file lacks
// (so that the fallback subsets are loaded for exactly those characters), and the glyph-coverage
// test to check that every string a renderer draws is in the fonts satori is given. Only the
// table directory and the cmap table are read (the cmap of a 1.4 MB file is a few kB to inflate).
import { inflateSync } from 'node:zlib';

/** The code points a font maps to a real glyph (glyph id ≠ 0), as sorted, disjoint [first, last] ranges. */
export type CodePointRanges = readonly (readonly [number, number])[];

/** The raw bytes of the table `tag` of a WOFF 1.0 or sfnt (TrueType/OpenType) font, or null. */
function table(font: Uint8Array, tag: string): Uint8Array | null {
  const dv = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const sig = String.fromCharCode(font[0]!, font[1]!, font[2]!, font[3]!);
  if (sig === 'wOF2') throw new Error('WOFF2 fonts are not supported here (satori is given WOFF files)');
  const woff = sig === 'wOFF';
  const numTables = dv.getUint16(woff ? 12 : 4);
  const dir = woff ? 44 : 12;
  const entry = woff ? 20 : 16;
  for (let i = 0; i < numTables; i++) {
    const at = dir + i * entry;
    const t = String.fromCharCode(font[at]!, font[at + 1]!, font[at + 2]!, font[at + 3]!);
    if (t !== tag) continue;
    if (!woff) {
      const offset = dv.getUint32(at + 8);
      return font.subarray(offset, offset + dv.getUint32(at + 12));
    }
    const offset = dv.getUint32(at + 4);
    const compLength = dv.getUint32(at + 8);
    const origLength = dv.getUint32(at + 12);
    const bytes = font.subarray(offset, offset + compLength);
    return compLength < origLength ? new Uint8Array(inflateSync(bytes)) : bytes;
  }
  return null;
}

/** Merge ranges into sorted, disjoint, non-adjacent ones. */
function merged(ranges: [number, number][]): CodePointRanges {
  ranges.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [a, b] of ranges) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Format 4 (BMP) subtable at `at`: the code points whose glyph id is not 0. */
function format4(dv: DataView, at: number): [number, number][] {
  const segX2 = dv.getUint16(at + 6);
  const ends = at + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;
  const out: [number, number][] = [];
  for (let s = 0; s < segX2; s += 2) {
    const end = dv.getUint16(ends + s);
    const start = dv.getUint16(starts + s);
    const delta = dv.getUint16(deltas + s);
    const ro = dv.getUint16(rangeOffsets + s);
    const last = Math.min(end, 0xfffe);
    if (start > last) continue;
    if (ro === 0) {
      // The whole segment maps by delta: only the code point landing on glyph 0 has none.
      const hole = (0x10000 - delta) & 0xffff;
      if (hole < start || hole > last) out.push([start, last]);
      else {
        if (hole > start) out.push([start, hole - 1]);
        if (hole < last) out.push([hole + 1, last]);
      }
      continue;
    }
    for (let c = start; c <= last; c++) {
      const g = dv.getUint16(rangeOffsets + s + ro + (c - start) * 2);
      if (g !== 0 && ((g + delta) & 0xffff) !== 0) out.push([c, c]);
    }
  }
  return out;
}

/** Format 12 (full Unicode) subtable at `at`. */
function format12(dv: DataView, at: number): [number, number][] {
  const groups = dv.getUint32(at + 12);
  const out: [number, number][] = [];
  for (let i = 0; i < groups; i++) {
    const g = at + 16 + i * 12;
    const first = dv.getUint32(g);
    const last = dv.getUint32(g + 4);
    const glyph = dv.getUint32(g + 8);
    // A group starting at glyph 0 maps its first code point to .notdef.
    if (glyph === 0) {
      if (last > first) out.push([first + 1, last]);
    } else out.push([first, last]);
  }
  return out;
}

/** The code points `font` (WOFF 1.0 or sfnt bytes) has glyphs for, from its Unicode cmap subtable. */
export function fontCodePoints(font: Uint8Array): CodePointRanges {
  const cmap = table(font, 'cmap');
  if (!cmap) throw new Error('font has no cmap table');
  const dv = new DataView(cmap.buffer, cmap.byteOffset, cmap.byteLength);
  const n = dv.getUint16(2);
  let best: { rank: number; at: number } | null = null;
  for (let i = 0; i < n; i++) {
    const platform = dv.getUint16(4 + i * 8);
    const encoding = dv.getUint16(6 + i * 8);
    const at = dv.getUint32(8 + i * 8);
    const format = dv.getUint16(at);
    // Prefer a full-Unicode format 12 subtable, then a BMP format 4 one (Windows or Unicode platform).
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode || (format !== 4 && format !== 12)) continue;
    const rank = format === 12 ? 2 : 1;
    if (!best || rank > best.rank) best = { rank, at };
  }
  if (!best) throw new Error('font has no Unicode cmap subtable of format 4 or 12');
  return merged(best.rank === 2 ? format12(dv, best.at) : format4(dv, best.at));
}

/** Whether `cp` is in `ranges` (binary search). */
export function hasCodePoint(ranges: CodePointRanges, cp: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = ranges[mid]!;
    if (cp < a) hi = mid - 1;
    else if (cp > b) lo = mid + 1;
    else return true;
  }
  return false;
}
