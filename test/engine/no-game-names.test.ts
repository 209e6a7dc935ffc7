// The generic layers never name a game: no game id, side (id or name) or game verb appears in the
// engine, the service, the store, the bot, the console, the generic commands or the shared render
// kit. Everything game-specific reaches them through the registry (src/games/index.ts).
//
// What is checked, per file: game ids and side ids as whole words anywhere (code and comments);
// sides' Japanese and English names anywhere; the games' verbs (collected from every registered
// module's declared decisions) as code: a string literal that is a verb, or starts with one and an
// argument ("move ${unit}") — many verbs are also English words ("move", "pass") prose uses freely.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredVerbs } from '../../src/engine/decisions.ts';
import { allGames } from '../../src/games/index.ts';
import { COMMANDS } from '../../commands/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Command files that exist only as one game's front (a standing preference of one game). */
const GAME_FRONT_COMMANDS = new Set<string>([]);

/** Strings that are a game's verb by coincidence, per file, and why. */
const ALLOWED: Record<string, string[]> = {
  'render/kit/text.ts': ['end'], // SVG's text-anchor value
};

const GENERIC = ['src/engine', 'src/service', 'src/store', 'src/bot', 'src/console', 'commands'];
const RENDER_KIT = ['render/svg-kit.ts', 'render/kit', 'render/index.ts', 'render/png.ts', 'render/png-fast.ts', 'render/fonts.ts', 'render/words.ts', 'render/types.ts'];

function files(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (statSync(abs).isFile()) return [dir];
  return readdirSync(abs).flatMap((f) => {
    const rel = path.join(dir, f);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return files(rel);
    return /\.tsx?$/.test(f) ? [rel] : [];
  });
}

const checked = [...GENERIC.flatMap(files), ...RENDER_KIT.flatMap(files)].filter((f) => !GAME_FRONT_COMMANDS.has(path.basename(f)));

const games = allGames();
const words = [...new Set(games.flatMap((g) => [g.id, ...g.sides]))];
const names = [...new Set(games.flatMap((g) => [g.name.ja, g.name.en, ...g.sides.flatMap((s) => [g.sideName(s).ja, g.sideName(s).en])]))];
/**
 * Words that are the bot's or the engine's own vocabulary even where a game also uses them as a
 * verb: the engine's resign, the argument kinds (src/engine/types.ts ArgKind), and the names of
 * the bot's slash commands and their options ("/move … to:", "/attack … with:").
 */
const ENGINE_VERBS = new Set([
  'resign',
  'hex', 'area', 'unit', 'card', 'order', 'number', 'side', 'word',
  ...COMMANDS.flatMap((c) => [c.data.name, ...(c.data.options ?? []).map((o) => o.name)]),
]);
const verbs = [...new Set(games.flatMap((g) => declaredVerbs(g).map((v) => v.verb)))].filter((v) => !ENGINE_VERBS.has(v));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (w: string) => new RegExp(`(?<![\\w-])${escape(w)}(?![\\w-])`);

/** The contents of the string literals of a source file ('…', "…", `…` without their ${} parts). */
function stringLiterals(src: string): string[] {
  const out: string[] = [];
  const re = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  for (const m of src.matchAll(re)) out.push((m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, ' '));
  return out;
}

/** Source without its comments (quotes in comments are prose, not string literals). */
const withoutComments = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * The bot's own command plumbing: slash option and command names (`.setName('to')`, option look-ups
 * `getString('unit')`, `option: 'to'` in "give this option" refusals) are the bot's vocabulary,
 * even where a word is also some game's verb.
 */
const withoutPlumbing = (src: string) =>
  src.replace(/\.setName\(\s*'[^']*'\s*\)/g, '').replace(/\bget(String|Boolean|User|Integer|Number)\(\s*'[^']*'\s*\)/g, '').replace(/\boption:\s*'[^']*'/g, '');

/** Import specifiers are paths, not words of a game (a generic file may import the registry). */
const withoutImports = (src: string) => src.replace(/^\s*(import|export)\b[^;]*?from\s+['"][^'"]+['"];?/gm, '').replace(/import\(\s*['"][^'"]+['"]\s*\)/g, '');

describe('no game names in the generic layers', () => {
  it('the registry has games, the games declare verbs, and there are files to check', () => {
    expect(games.length).toBeGreaterThanOrEqual(2);
    expect(verbs.length).toBeGreaterThan(10);
    expect(checked.length).toBeGreaterThan(40);
  });

  it('the checker finds a game id, a side name and a quoted verb when they are there', () => {
    const src = `const x = '${games[0]!.id}'; // ${games[0]!.sideName(games[0]!.sides[0]!).en}\nconst y = "${verbs[0]}";`;
    expect(problems('probe.ts', src).length).toBe(3);
  });

  for (const file of checked) {
    it(file, () => {
      expect(problems(file, readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
    });
  }
});

function problems(file: string, raw: string): string[] {
  const src = withoutImports(raw);
  const out: string[] = [];
  for (const w of words) if (wholeWord(w).test(src)) out.push(`${file}: names "${w}"`);
  for (const n of names) if (src.includes(n)) out.push(`${file}: names "${n}"`);
  // A verb in code is a string that is the verb, or starts with it and an argument ("move ${u}").
  const lits = stringLiterals(withoutPlumbing(withoutComments(src))).map((l) => l.trim()).filter((l) => !(ALLOWED[file] ?? []).includes(l));
  for (const v of verbs) if (lits.some((l) => l === v || l.startsWith(`${v} `))) out.push(`${file}: uses the verb "${v}" in a string`);
  return out;
}
