// The fonts keep no game's glyph list: each game's renderer names the characters its texts write
// beyond Noto Sans JP's whole-script file (GameRenderer.glyphs), and the fonts carry the small
// subsets holding exactly those once the images room has loaded the renderers. The latin-ext
// subset (the long vowels of names in Latin letters) is always there. Whether every string of every
// game is covered: glyph-coverage.test.ts. (The file may run after others in the same process, so
// it checks what holds whatever was asked for before it.)
import { expect, it } from 'vitest';
import {
  BASE_SUBSETS,
  codePointsOf,
  drawsChar,
  FONT_FAMILY,
  loadFonts,
  loadFontsWithFallback,
  type SatoriFont,
  useFallbackGlyphs,
} from '#render/fonts.ts';
import { allPackages } from '#games/index.ts';

/** The whole-script files, then the base subsets in both weights, then only subsets that add something. */
async function checkShape(fonts: readonly SatoriFont[]): Promise<SatoriFont[]> {
  const whole = await loadFonts();
  const base = 2 + 2 * BASE_SUBSETS.length;
  expect(fonts.slice(0, base).map((f) => `${f.name} ${f.weight}`)).toEqual([
    `${FONT_FAMILY} 400`,
    `${FONT_FAMILY} 700`,
    ...BASE_SUBSETS.map((s) => `${FONT_FAMILY} ${s} 400`),
    ...BASE_SUBSETS.map((s) => `${FONT_FAMILY} ${s} 700`),
  ]);
  // The whole-script files are loadFonts()'s own; the base subsets are small.
  expect(fonts[0]!.data).toBe(whole[0]!.data);
  expect(fonts[1]!.data).toBe(whole[1]!.data);
  for (const f of fonts.slice(2, base)) expect(f.data.length).toBeLessThan(50_000);
  const extra = fonts.slice(base);
  for (const f of extra) {
    expect(f.name).not.toBe(FONT_FAMILY);
    // No subset is loaded for nothing: each draws something the base fonts of its weight cannot.
    const adds = codePointsOf(f).some(([a, b]) => {
      for (let cp = a; cp <= b; cp++)
        if (!drawsChar(fonts.slice(0, base), f.weight, String.fromCodePoint(cp))) return true;
      return false;
    });
    expect(adds, f.name).toBe(true);
  }
  // Both weights of every subset.
  expect(extra.filter((f) => f.weight === 400).length).toBe(extra.filter((f) => f.weight === 700).length);
  return extra;
}

it('loads the whole-script files and the latin-ext subset, then the fallback subsets of the glyphs the renderers ask for, and no others', async () => {
  const before = await loadFontsWithFallback();
  await checkShape(before);
  const whole = await loadFonts();
  // Long vowels come from latin-ext in both weights; the whole-script files have none.
  for (const w of [400, 700] as const) {
    expect(drawsChar(whole, w, 'ō')).toBe(false);
    for (const ch of 'ōŌūŪāĀ') expect(drawsChar(before, w, ch)).toBe(true);
  }

  const glyphs = (await Promise.all(allPackages().map((p) => p.renderer()))).map((r) => r.glyphs ?? '').join('');
  expect(glyphs).toContain('→'); // every game's summaries write a move as "0407→0406"
  for (const ch of glyphs) useFallbackGlyphs(ch);
  const fonts = await loadFontsWithFallback();
  const extra = await checkShape(fonts);
  // At most one subset per distinct character (→ and ≈ live in different ones), in both weights.
  expect(extra.length).toBeGreaterThanOrEqual(2);
  // Every asked-for glyph is drawn, in both weights.
  for (const w of [400, 700] as const) for (const ch of glyphs) expect(drawsChar(fonts, w, ch)).toBe(true);

  // Asking again for what is loaded reloads nothing.
  useFallbackGlyphs(glyphs);
  expect(loadFontsWithFallback()).toBe(loadFontsWithFallback());
  expect(await loadFontsWithFallback()).toBe(fonts);

  // A character the base subsets already draw loads no subset more; one they lack loads its own.
  useFallbackGlyphs('ū');
  const again = await loadFontsWithFallback();
  expect(again.length).toBe(fonts.length);
  expect(drawsChar(again, 400, '⇒')).toBe(false);
  useFallbackGlyphs('⇒');
  const more = await loadFontsWithFallback();
  expect(more.length).toBe(fonts.length + 2);
  await checkShape(more);
  for (const w of [400, 700] as const) expect(drawsChar(more, w, '⇒')).toBe(true);
});
