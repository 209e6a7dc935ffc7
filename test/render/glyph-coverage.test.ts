// Every letter drawn: every character that a renderer can draw — any string of any registered
// game's data, messages, rules and renderer, in Japanese and English (names with long vowels,
// rare kanji, the arrows of the summaries), and the render kit's and images room's own words —
// has a glyph in the fonts satori is given (render/fonts.ts: the whole-script files, the
// latin-ext subset, and the fallback subsets of the glyphs the renderers declare), in both
// weights. A character none of them has is drawn by satori as an empty box (Kat☐, 黒木為☐).
//
// The strings are read from the source: every string literal and template-literal part of the
// game's files (the TypeScript parser, so comments do not count), which covers data tables, message
// catalogues (both languages sit side by side as { ja, en }) and the texts the renderers write
// themselves. A game's rule summaries and rule index are left out: /rule's texts go to Discord,
// never into a picture.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CARD_BY_ID } from '#games/nichiro-taisen/data/cards.ts';
import { NEUTRALS } from '#games/sekigahara-musou/data/map.ts';
import { UNITS } from '#games/sekigahara-musou/data/units.ts';
import { allPackages } from '#games/index.ts';
import { drawsChar, loadFontsWithFallback, useFallbackGlyphs } from '#render/fonts.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Files of a game's folder whose texts never reach a picture. */
const NOT_DRAWN = new Set(['rule-summaries.ts', 'rule-index.ts']);
/** The generic code that draws: the render kit and the images room (standings tables). */
const GENERIC = ['render', 'src/images'];

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...tsFiles(p));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts') && !NOT_DRAWN.has(name)) out.push(p);
  }
  return out;
}

/** Every string literal and template-literal part of a TypeScript file. */
function literals(file: string): string[] {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (
      ts.isStringLiteral(n) ||
      ts.isNoSubstitutionTemplateLiteral(n) ||
      ts.isTemplateHead(n) ||
      ts.isTemplateMiddle(n) ||
      ts.isTemplateTail(n)
    )
      out.push(n.text);
    n.forEachChild(visit);
  };
  visit(src);
  return out;
}

/** Characters that are laid out, not drawn (spaces, line breaks, joiners). */
const UNDRAWN = /[\p{White_Space}\p{Cc}\p{Cf}]/u;

/** Each drawable character of `files`' strings, with one string that writes it (for the failure message). */
function charsOf(files: readonly string[]): Map<string, string> {
  const chars = new Map<string, string>();
  for (const f of files)
    for (const s of literals(f))
      for (const ch of s) if (!UNDRAWN.test(ch) && !chars.has(ch)) chars.set(ch, `${path.relative(ROOT, f)}: ${s}`);
  return chars;
}

const u = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

describe('glyph coverage', async () => {
  // What the images room does when it loads the renderers: ask for every renderer's glyphs.
  const renderers = await Promise.all(allPackages().map((p) => p.renderer()));
  for (const r of renderers) useFallbackGlyphs(r.glyphs ?? '');
  const fonts = await loadFontsWithFallback();

  /** The characters of `chars` some weight cannot draw, each with a string that writes it. */
  const missing = (chars: Map<string, string>): string[] =>
    [...chars]
      .filter(([ch]) => !drawsChar(fonts, 400, ch) || !drawsChar(fonts, 700, ch))
      .map(([ch, where]) => `${ch} (${u(ch)}) in ${where.slice(0, 120)}`);

  for (const p of allPackages()) {
    const id = p.rules.id;
    it(`draws every character of ${id}'s strings in both languages and weights`, () => {
      const files = tsFiles(path.join(ROOT, 'src/games', id));
      expect(files.length).toBeGreaterThan(3);
      const chars = charsOf(files);
      // The scan reads both languages (a game's name is a Japanese and an English string).
      for (const ch of [...p.rules.name.ja, ...p.rules.name.en]) if (ch.trim()) expect(chars.has(ch)).toBe(true);
      // A character missing here: add it to the game renderer's `glyphs` (render/types.ts).
      expect(missing(chars)).toEqual([]);
    });
  }

  it("draws every character of the render kit's and the images room's own strings", () => {
    expect(missing(charsOf(GENERIC.flatMap((d) => tsFiles(path.join(ROOT, d)))))).toEqual([]);
  });

  it('draws the names the issue found as empty boxes', () => {
    const names = [
      ...UNITS.flatMap((x) => [x.name.en, x.name.ja, x.commander?.name.en ?? '', x.commander?.name.ja ?? '']),
      ...NEUTRALS.flatMap((n) => [n.name.en, n.name.ja]),
      CARD_BY_ID['#10']!.japan.name.ja,
    ];
    const text = names.join('');
    // The long vowels of romanised names and the rare kanji of 黒木為楨 are among them.
    for (const ch of 'ōŌ楨') expect(text).toContain(ch);
    for (const w of [400, 700] as const)
      expect([...text].filter((ch) => !UNDRAWN.test(ch) && !drawsChar(fonts, w, ch))).toEqual([]);
  });

  it('knows a character no font here has (the check can fail)', () => {
    // U+1F600 (an emoji) and U+0E01 (Thai) are in no subset of Noto Sans JP.
    expect(
      missing(
        new Map([
          ['😀', 'test'],
          ['ก', 'test'],
          ['a', 'test'],
        ]),
      ),
    ).toHaveLength(2);
  });
});
