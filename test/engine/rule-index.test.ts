// Each game keeps a rule index (rule number → where it is implemented). Held to the source here,
// for every registered game (the test-only game too): every indexed rule carries its `[rule N]` tag
// in each listed file and is cited by a test name in the game's tests; every tag in the game's source
// is indexed; and rule numbers have one tag style with no ranges anywhere in the game's code.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../games/third-shape/register.ts';
import { allPackages } from '#games/index.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const TAG = /\[rule (\d+(?:\.\d+)*)\]/g;
/** A title given to it/test/describe (one line, any quote). */
const TITLE = /\b(?:it|test|describe)(?:\.\w+)*\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g;

function filesUnder(path: string): string[] {
  const abs = join(ROOT, path);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isFile()) return [path];
  return readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') || f.endsWith('.tsx'))
    .map((f) => relative(ROOT, join(abs, f)));
}

const tagsIn = (text: string): string[] => [...text.matchAll(TAG)].map((m) => m[1]!);

describe('rule indexes', () => {
  const packages = allPackages();

  it('every registered game has one, over existing sources and a test folder', () => {
    expect(packages.length).toBeGreaterThanOrEqual(3);
    for (const p of packages) {
      const idx = p.ruleIndex;
      expect(idx.sources.length, p.rules.id).toBeGreaterThan(0);
      for (const s of idx.sources) expect(existsSync(join(ROOT, s)), `${p.rules.id}: ${s}`).toBe(true);
      expect(
        filesUnder(idx.tests).some((f) => f.endsWith('.test.ts')),
        `${p.rules.id}: tests in ${idx.tests}`,
      ).toBe(true);
      expect(Object.keys(idx.rules).length, p.rules.id).toBeGreaterThan(0);
    }
  });

  for (const p of allPackages()) {
    const id = p.rules.id;
    const idx = p.ruleIndex;
    const sources = idx.sources
      .flatMap(filesUnder)
      .filter((f) => !f.endsWith('.test.ts') && !f.endsWith('rule-index.ts'));
    const text = new Map(sources.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));

    it(`${id}: each indexed rule is tagged [rule N] in every file listed for it`, () => {
      const missing: string[] = [];
      for (const [rule, files] of Object.entries(idx.rules)) {
        expect(files.length, `${id} ${rule}`).toBeGreaterThan(0);
        for (const f of files) {
          const t = text.get(f) ?? (existsSync(join(ROOT, f)) ? readFileSync(join(ROOT, f), 'utf8') : '');
          if (!tagsIn(t).includes(rule)) missing.push(`${rule} in ${f}`);
        }
      }
      expect(missing).toEqual([]);
    });

    it(`${id}: every [rule N] tag in the game's source is indexed, with its file`, () => {
      const unindexed: string[] = [];
      for (const [f, t] of text) {
        for (const rule of new Set(tagsIn(t))) if (!idx.rules[rule]?.includes(f)) unindexed.push(`${rule} in ${f}`);
      }
      expect(unindexed).toEqual([]);
    });

    it(`${id}: each indexed rule is cited as [rule N] in a test name under ${idx.tests}`, () => {
      const cited = new Set<string>();
      for (const f of filesUnder(idx.tests).filter((x) => x.endsWith('.test.ts'))) {
        for (const m of readFileSync(join(ROOT, f), 'utf8').matchAll(TITLE))
          for (const r of tagsIn(m[2]!)) cited.add(r);
      }
      expect(Object.keys(idx.rules).filter((r) => !cited.has(r))).toEqual([]);
    });

    it(`${id}: one tag style, no ranges: no "[rule" other than [rule N], no rule range like 9.1–9.3`, () => {
      const bad: string[] = [];
      const testFiles = filesUnder(idx.tests).filter((f) => !f.endsWith('rule-index.ts'));
      for (const f of [...sources, ...testFiles]) {
        const t = readFileSync(join(ROOT, f), 'utf8');
        for (const m of t.matchAll(/\[rule[^\]]*\]/g))
          if (!/^\[rule \d+(\.\d+)*\]$/.test(m[0])) bad.push(`${f}: ${m[0]}`);
        for (const m of t.matchAll(/(?<![\w.])\d{1,2}\.\d{1,2}(?:\.\d{1,2})?\s?[–-]\s?\d{1,2}\.\d{1,2}(?![\d])/g))
          bad.push(`${f}: ${m[0]}`);
      }
      expect(bad).toEqual([]);
    });
  }
});
