// The fonts keep no game's glyph list: each game's renderer names the characters its texts write
// beyond Noto Sans JP's whole-script file (GameRenderer.glyphs), and the fonts carry the small
// subsets holding exactly those once the images room has loaded the renderers. The latin-ext
// subset (the long vowels of romanised names) is always there. Whether every string of every game
// is covered: glyph-coverage.test.ts.
import { expect, it } from 'vitest';
import {
  BASE_SUBSETS,
  drawsChar,
  FONT_FAMILY,
  loadFonts,
  loadFontsWithFallback,
  useFallbackGlyphs,
} from '#render/fonts.ts';
import { allPackages } from '#games/index.ts';

it('loads the whole-script files and the latin-ext subset, then the fallback subsets of the glyphs the renderers ask for, and no others', async () => {
  // Nothing asked for: the two whole-script files and the base subsets, in both weights.
  const plain = await loadFontsWithFallback();
  expect(plain.map((f) => `${f.name} ${f.weight}`)).toEqual([
    `${FONT_FAMILY} 400`,
    `${FONT_FAMILY} 700`,
    ...BASE_SUBSETS.map((s) => `${FONT_FAMILY} ${s} 400`),
    ...BASE_SUBSETS.map((s) => `${FONT_FAMILY} ${s} 700`),
  ]);
  // The whole-script files are shared with loadFonts(); the base subsets are small.
  const whole = await loadFonts();
  expect(plain[0]!.data).toBe(whole[0]!.data);
  expect(plain[1]!.data).toBe(whole[1]!.data);
  for (const f of plain.slice(2)) expect(f.data.length).toBeLessThan(50_000);
  // Long vowels come from latin-ext in both weights; the whole-script file alone has none.
  for (const w of [400, 700] as const) {
    expect(drawsChar(whole, w, 'ō')).toBe(false);
    for (const ch of 'ōŌūŪāĀ') expect(drawsChar(plain, w, ch)).toBe(true);
    expect(drawsChar(plain, w, '楨')).toBe(false);
  }

  const glyphs = (await Promise.all(allPackages().map((p) => p.renderer()))).map((r) => r.glyphs ?? '').join('');
  expect(glyphs).toContain('→'); // every game's summaries write a move as "0407→0406"
  for (const ch of glyphs) useFallbackGlyphs(ch);
  const fonts = await loadFontsWithFallback();
  for (const [i, f] of plain.entries()) expect(fonts[i]!.data).toBe(f.data);
  const extra = fonts.slice(plain.length);
  for (const f of extra) expect(f.name).not.toBe(FONT_FAMILY);
  // At most one subset per distinct character (→ and ≈ live in different ones), in both weights.
  expect(extra.length).toBeGreaterThanOrEqual(2);
  expect(extra.length).toBeLessThanOrEqual(2 * new Set(glyphs).size);
  expect(extra.length % 2).toBe(0);
  expect(new Set(extra.map((f) => f.weight))).toEqual(new Set([400, 700]));
  // Every asked-for glyph is drawn, in both weights.
  for (const w of [400, 700] as const) for (const ch of glyphs) expect(drawsChar(fonts, w, ch)).toBe(true);

  // Asking again for what is loaded reloads nothing.
  useFallbackGlyphs(glyphs);
  expect(loadFontsWithFallback()).toBe(loadFontsWithFallback());
  expect(await loadFontsWithFallback()).toBe(fonts);

  // A character the base subsets already draw loads no subset more.
  useFallbackGlyphs('ū');
  const again = await loadFontsWithFallback();
  expect(again).not.toBe(fonts);
  expect(again.length).toBe(fonts.length);
});
