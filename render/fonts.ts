// Fonts for satori: Noto Sans JP 400 and 700 (the whole-script "japanese" files, which also
// carry Latin and digits), and the few small subsets of the same package that hold the arrows
// and symbols the whole-script files lack. Read and handed to satori once per process; satori
// turns every glyph into a path, so resvg never needs a font (it runs with loadSystemFonts: false).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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
 * Characters a renderer writes that the whole-script "japanese" file of Noto Sans JP lacks (a
 * summary's "0407→0406", "1 hex ≈ 24 km"). No list of them is kept here: each game's renderer
 * names its own (GameRenderer.glyphs, render/types.ts) and the images room hands them over when it
 * loads the renderer (useFallbackGlyphs). They come from the package's small unicode-range subsets,
 * found through its CSS, under another family name so that satori falls back to them glyph by glyph.
 */
const fallbackChars = new Set<string>();
const FALLBACK_FAMILY = 'Noto Sans JP Fallback';

/** Characters some renderer writes beyond the whole-script file: the next loadFontsWithFallback() carries the subsets holding them. */
export function useFallbackGlyphs(chars: string): void {
  const before = fallbackChars.size;
  for (const ch of chars) if (ch.trim()) fallbackChars.add(ch);
  // New characters: the fonts are loaded again with their subsets (the base files stay cached).
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

async function fallbackFonts(weight: 400 | 700, chars: readonly string[]): Promise<SatoriFont[]> {
  const css = await readFile(require.resolve(`@fontsource/noto-sans-jp/${weight}.css`), 'utf8');
  const dir = dirname(require.resolve(`@fontsource/noto-sans-jp/${weight}.css`));
  const files = new Set<string>();
  for (const m of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = m[1]!;
    const woff = /url\(([^)]+\.woff)\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!woff || !range || woff.includes('japanese')) continue;
    if ([...chars].some((ch) => coversChar(range, ch.codePointAt(0)!))) files.add(woff);
  }
  // One family name per file: satori keeps one font per family and weight.
  return Promise.all(
    [...files].sort().map(async (f, i) => ({
      name: `${FALLBACK_FAMILY} ${i}`,
      data: await readFile(join(dir, f)),
      weight,
      style: 'normal' as const,
    })),
  );
}

let withFallback: Promise<SatoriFont[]> | null = null;

/** Noto Sans JP and the fallback subsets of the glyphs asked for so far, loaded once (what every satori call of the renderers uses). */
export function loadFontsWithFallback(): Promise<SatoriFont[]> {
  if (!withFallback) {
    const chars = [...fallbackChars];
    const p = (async () => {
      const base = await loadFonts();
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
