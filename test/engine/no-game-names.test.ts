// The generic layers never name a game: no game id, side (id or name) or game verb appears in the
// engine, the service, the store, the bot, the console, the commands, the league, the AI players,
// the HTTP endpoints, the images room, the shared render kit or the app's wiring. Everything
// game-specific reaches them through the registry (src/games/index.ts): a game's argument kinds,
// shortcut commands and preferences are declared in its own front (src/games/<id>/front.ts).
//
// What is checked, per file: game ids and side ids as whole words anywhere (code and comments);
// sides' Japanese and English names anywhere; the games' verbs (collected from every registered
// module's declared decisions) as code: a string literal that is a verb, or starts with one and an
// argument ("move ${unit}") — many verbs are also English words ("move", "pass") prose uses freely.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredVerbs } from '#engine/decisions.ts';
import { allGames } from '#games/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Strings that are a game's verb by coincidence, per file, and why. */
const ALLOWED: Record<string, string[]> = {
  'render/kit/text.ts': ['end'], // SVG's text-anchor value
  'src/images/standings.ts': ['end'], // the same: cells right-aligned
  // The bot's /abort command (ending a game that cannot go on), not 日露大戦's aborted sortie.
  'commands/abort.ts': ['abort'],
  'commands/help.ts': ['abort', 'done'], // /abort and /done (a held hand-over's) are the bot's commands
  'src/service/confirm.ts': ['abort'],
};

/** Every generic folder and file (those that do not exist yet, e.g. a folder being created, are skipped). */
const GENERIC = [
  'src/engine',
  'src/service',
  'src/store',
  'src/bot',
  'src/console',
  'commands',
  'src/league',
  'src/ai',
  'src/http',
  'src/images',
  'src/app.ts',
];
/** render/ holds only the shared kit (every game's renderer is in its own folder): all of it is read. */
const RENDER_KIT = ['render'];

function files(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isFile()) return [dir];
  return readdirSync(abs).flatMap((f) => {
    const rel = path.join(dir, f);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return files(rel);
    return /\.tsx?$/.test(f) ? [rel] : [];
  });
}

const checked = [...GENERIC.flatMap(files), ...RENDER_KIT.flatMap(files)];

const games = allGames();
const words = [...new Set(games.flatMap((g) => [g.id, ...g.sides]))];
const names = [
  ...new Set(
    games.flatMap((g) => [g.name.ja, g.name.en, ...g.sides.flatMap((s) => [g.sideName(s).ja, g.sideName(s).en])]),
  ),
];
/** Every verb any game declares, none let off (the engine's own `resign` is declared by no game). */
const verbs = [...new Set(games.flatMap((g) => declaredVerbs(g).map((v) => v.verb)))];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (w: string) => new RegExp(`(?<![\\w-])${escapeRegExp(w)}(?![\\w-])`);

/** The contents of the string literals of a source file ('…', "…", `…` without their ${} parts). */
function stringLiterals(src: string): string[] {
  const out: string[] = [];
  const re = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  // An interpolation is a NUL, which trim() keeps: `${n} with the bye` does not start with a word.
  for (const m of src.matchAll(re)) out.push((m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, '\u0000'));
  return out;
}

/** Source without its comments (quotes in comments are prose, not string literals). */
const withoutComments = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * The bot's own command plumbing: slash option and command names (`.setName('to')`, option look-ups
 * `getString('unit')`, `option: 'to'` and `command: 'move'` in a declared command, `option: 'to'`
 * in "give this option" refusals) are the bot's vocabulary, even where a word is also some game's
 * verb; so are the event names of Node's emitters (`.on('end', …)`).
 */
const withoutPlumbing = (src: string) =>
  src
    .replace(/\.setName\(\s*'[^']*'\s*\)/g, '')
    .replace(/\bget(String|Boolean|User|Integer|Number)\(\s*'[^']*'\s*\)/g, '')
    .replace(/\b(option|command):\s*'[^']*'/g, '')
    .replace(/\.(on|once|off)\(\s*'[^']*'/g, '');

/** Import specifiers are paths, not words of a game (a generic file may import the registry). */
const withoutImports = (src: string) =>
  src
    .replace(/^\s*(import|export)\b[^;]*?from\s+['"][^'"]+['"];?/gm, '')
    .replace(/import\(\s*['"][^'"]+['"]\s*\)/g, '');

describe('no game names in the generic layers', () => {
  it('the registry has games, the games declare verbs, and there are files to check', () => {
    expect(games.length).toBeGreaterThanOrEqual(2);
    expect(verbs.length).toBeGreaterThan(10);
    expect(checked.length).toBeGreaterThan(40);
    // The generic layers' own words that are also verbs of some game are checked too.
    expect(verbs).toEqual(expect.arrayContaining(['move', 'attack', 'end', 'to', 'with', 'unit']));
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
  // A literal opening with a space continues a sentence built before it (`… + ' with the bye'`).
  const lits = stringLiterals(withoutPlumbing(withoutComments(src)))
    .filter((l) => !/^\s/.test(l))
    .map((l) => l.trim())
    .filter((l) => !(ALLOWED[file] ?? []).includes(l));
  for (const v of verbs)
    if (lits.some((l) => l === v || l.startsWith(`${v} `))) out.push(`${file}: uses the verb "${v}" in a string`);
  return out;
}
