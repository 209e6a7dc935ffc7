// Fonts for satori: Noto Sans JP 400 and 700 (the whole-script "japanese" files, which also
// carry basic Latin and digits), its small "latin-ext" subset (the long vowels of names written
// in Latin letters: Katō, Mōri, Chōsokabe), and the few small subsets of the same package that hold
// the other characters the renderers write and the whole-script files lack (arrows, symbols, rare
// kanji). Read and handed to satori once per process, on first use (nothing at import); satori
// turns every glyph into a path, so resvg never needs a font (it runs with loadSystemFonts: false).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type CodePointRanges, fontCodePoints, hasCodePoint } from './font-cmap.ts';

export const FONT_FAMILY = 'Noto Sans JP';

export interface SatoriFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

const require = createRequire(import.meta.url);

/** Absolute path of a Noto Sans JP file, resolved through the package (not the cwd). */
export function fontPath(weight: 400 | 700): string {
  return require.resolve(`@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-${weight}-normal.woff`);
}

let cached: Promise<SatoriFont[]> | null = null;

/** The fonts, loaded on first use; later calls share the same promise. */
export function loadFonts(): Promise<SatoriFont[]> {
  if (!cached) {
    const p = Promise.all(
      ([400, 700] as const).map(async (weight) => ({
        name: FONT_FAMILY,
        data: await readFile(fontPath(weight)),
        weight,
        style: 'normal' as const,
      })),
    );
    // A failed read must not poison the process: the next call tries again.
    p.catch(() => {
      if (cached === p) cached = null;
    });
    cached = p;
  }
  return cached;
}

// ---------------------------------------------------------------------------------------------
// Fallback glyphs

/**
 * Characters a renderer writes that the whole-script file of Noto Sans JP lacks (a
 * summary's "0407→0406", "1 hex ≈ 24 km", a rare kanji of a name). No list of them is kept here:
 * each game's renderer names its own (GameRenderer.glyphs, render/types.ts) and the images room
 * hands them over when it loads the renderer (useFallbackGlyphs); test/render/glyph-coverage.test.ts
 * checks that every string of every game is covered. They come from the package's small
 * unicode-range subsets, found through its CSS, under other family names so that satori falls back
 * to them glyph by glyph. The "latin-ext" subset (6 kB a weight) is always loaded: English texts
 * write romanised names with long vowels everywhere (ō, ū), and no renderer should have to ask.
 */
const fallbackChars = new Set<string>();
const FALLBACK_FAMILY = 'Noto Sans JP Fallback';
/** The package's subsets always handed to satori beside the whole-script files. */
export const BASE_SUBSETS = ['latin-ext'] as const;

/** Characters some renderer writes beyond the whole-script file: the next loadFontsWithFallback() carries the subsets holding them. */
export function useFallbackGlyphs(chars: string): void {
  const before = fallbackChars.size;
  for (const ch of chars) if (ch.trim()) fallbackChars.add(ch);
  // New characters: the fonts are loaded again with their subsets (the files read before stay
  // cached, and satori keeps what it parsed per file's bytes).
  if (fallbackChars.size !== before) withFallback = null;
}

function coversChar(range: string, cp: number): boolean {
  for (const raw of range.split(',')) {
    const part = raw.trim().replace(/^U\+/i, '');
    const [a, b] = part.split('-');
    const lo = parseInt(a!, 16);
    const hi = b ? parseInt(b, 16) : lo;
    if (cp >= lo && cp <= hi) return true;
  }
  return false;
}

interface Subset {
  /** The file's name in the package's files/ folder. */
  file: string;
  range: string;
}

const subsetLists = new Map<400 | 700, Promise<{ dir: string; subsets: Subset[] }>>();

/** The package's unicode-range subsets of one weight (from its CSS), the whole-script file excepted. */
function subsetsOf(weight: 400 | 700): Promise<{ dir: string; subsets: Subset[] }> {
  let p = subsetLists.get(weight);
  if (!p) {
    p = (async () => {
      const cssPath = require.resolve(`@fontsource/noto-sans-jp/${weight}.css`);
      const css = await readFile(cssPath, 'utf8');
      const subsets: Subset[] = [];
      for (const m of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
        const body = m[1]!;
        const woff = /url\(([^)]+\.woff)\)/.exec(body)?.[1];
        const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
        if (!woff || !range || woff.includes('japanese')) continue;
        subsets.push({ file: woff, range });
      }
      return { dir: dirname(cssPath), subsets };
    })();
    p.catch(() => subsetLists.delete(weight));
    subsetLists.set(weight, p);
  }
  return p;
}

const fileCache = new Map<string, Promise<Buffer>>();

/** A font file's bytes, read once per process (the same Buffer every time: satori caches its parse by it). */
function fontFile(path: string): Promise<Buffer> {
  let p = fileCache.get(path);
  if (!p) {
    p = readFile(path);
    p.catch(() => fileCache.delete(path));
    fileCache.set(path, p);
  }
  return p;
}

/** The always-loaded subsets of one weight (BASE_SUBSETS). */
async function baseSubsets(weight: 400 | 700): Promise<SatoriFont[]> {
  const { dir, subsets } = await subsetsOf(weight);
  return Promise.all(
    BASE_SUBSETS.map(async (name) => {
      const s = subsets.find((x) => new RegExp(`noto-sans-jp-${name}-${weight}-normal\\.woff$`).test(x.file));
      if (!s) throw new Error(`@fontsource/noto-sans-jp has no "${name}" subset of weight ${weight}`);
      return {
        name: `${FONT_FAMILY} ${name}`,
        data: await fontFile(join(dir, s.file)),
        weight,
        style: 'normal' as const,
      };
    }),
  );
}

async function fallbackFonts(weight: 400 | 700, chars: readonly string[]): Promise<SatoriFont[]> {
  const { dir, subsets } = await subsetsOf(weight);
  const files = new Set<string>();
  for (const s of subsets) if (chars.some((ch) => coversChar(s.range, ch.codePointAt(0)!))) files.add(s.file);
  // One family name per file: satori keeps one font per family and weight.
  return Promise.all(
    [...files].sort().map(async (f, i) => ({
      name: `${FALLBACK_FAMILY} ${i}`,
      data: await fontFile(join(dir, f)),
      weight,
      style: 'normal' as const,
    })),
  );
}

const coverage = new WeakMap<Buffer, CodePointRanges>();

/** The code points a loaded font has glyphs for (its cmap; computed once per font file). */
export function codePointsOf(font: SatoriFont): CodePointRanges {
  let r = coverage.get(font.data);
  if (!r) {
    r = fontCodePoints(font.data);
    coverage.set(font.data, r);
  }
  return r;
}

/** Whether some font of `fonts` of this weight draws the character `ch` (a code point). */
export function drawsChar(fonts: readonly SatoriFont[], weight: 400 | 700, ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  return fonts.some((f) => f.weight === weight && hasCodePoint(codePointsOf(f), cp));
}

let withFallback: Promise<SatoriFont[]> | null = null;

/**
 * Noto Sans JP, its base subsets, and the fallback subsets of the glyphs asked for so far that
 * those lack, loaded once (what every satori call of the renderers uses).
 */
export function loadFontsWithFallback(): Promise<SatoriFont[]> {
  if (!withFallback) {
    const asked = [...fallbackChars];
    const p = (async () => {
      const whole = await loadFonts();
      const base = [...whole, ...(await baseSubsets(400)), ...(await baseSubsets(700))];
      // Only what the whole-script files and the base subsets cannot draw (in either weight).
      const chars = asked.filter((ch) => !drawsChar(base, 400, ch) || !drawsChar(base, 700, ch));
      const extra = chars.length
        ? (await Promise.all([fallbackFonts(400, chars), fallbackFonts(700, chars)])).flat()
        : [];
      return [...base, ...extra];
    })();
    p.catch(() => {
      if (withFallback === p) withFallback = null;
    });
    withFallback = p;
  }
  return withFallback;
}
