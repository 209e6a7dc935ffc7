// The fonts keep no game's glyph list: each game's renderer names the characters its texts write
// beyond Noto Sans JP's whole-script file (GameRenderer.glyphs), and the fonts carry the small
// subsets holding exactly those once the images room has loaded the renderers.
import { expect, it } from 'vitest';
import { FONT_FAMILY, loadFontsWithFallback, useFallbackGlyphs } from '#render/fonts.ts';
import { allPackages } from '#games/index.ts';

it('loads the fallback subsets of the glyphs the renderers ask for, and no others', async () => {
  // Nothing asked for: the two whole-script files alone.
  const plain = await loadFontsWithFallback();
  expect(plain.map((f) => f.name)).toEqual([FONT_FAMILY, FONT_FAMILY]);

  const glyphs = (await Promise.all(allPackages().map((p) => p.renderer()))).map((r) => r.glyphs ?? '').join('');
  expect(glyphs).toContain('→'); // every game's summaries write a move as "0407→0406"
  for (const ch of glyphs) useFallbackGlyphs(ch);
  const fonts = await loadFontsWithFallback();
  const extra = fonts.filter((f) => f.name !== FONT_FAMILY);
  // At most one subset per distinct character (→ and ≈ live in different ones), in both weights.
  expect(extra.length).toBeGreaterThanOrEqual(2);
  expect(extra.length).toBeLessThanOrEqual(2 * new Set(glyphs).size);
  expect(extra.length % 2).toBe(0);
  expect(new Set(extra.map((f) => f.weight))).toEqual(new Set([400, 700]));

  // Asking again for what is loaded reloads nothing.
  useFallbackGlyphs(glyphs);
  expect(loadFontsWithFallback()).toBe(loadFontsWithFallback());
  expect(await loadFontsWithFallback()).toBe(fonts);
});
