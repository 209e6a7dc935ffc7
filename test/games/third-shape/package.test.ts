// Adding a game is its folder and one registry line. 三国鼎立 (Triad) proves it: its folder
// (test/games/third-shape) holds rules, rule index and summaries, renderer and test kit, and
// register.ts plugs them in with one registerGame call. The generic machinery then works with it
// without any other edit: the fuzzer and the twin-state privacy harness take its kit from the
// registry (the harness composing the service's channel posts and DMs and drawing its map through
// the images room), and /rule's summaries cover its index. (Its whole game through the console:
// test/games/third-shape/console.test.ts.)
//
// And the other way round: which files outside a game's folder name a game id. Only the registry
// should; the rest are listed below with why they still do, so a new one fails here.
import './register.ts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeRand } from '#ai/rand.ts';
import { fuzzFailures, fuzzKit } from '#engine/kit/fuzz.ts';
import type { GameKit } from '#engine/kit/types.ts';
import { allPackages, getPackage } from '#games/index.ts';
import { leakyModules, sampleStates, twinCheck } from '../../kit/twin.ts';
import type { TriadG, TSide } from './types.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ID = 'test-triad';

/** The registered package's kit, as the fuzzer and the harness read it: from the registry. */
const kitOf = async (id: string) => (await getPackage(id)!.kit()) as GameKit<TriadG>;

describe('三国鼎立: a game is its folder and one registry line', () => {
  it('register.ts plugs in one package whose every part comes from the game folder', async () => {
    const pkg = getPackage(ID)!;
    expect(allPackages().filter((p) => p.rules.id === ID)).toEqual([pkg]);
    const text = readFileSync(path.join(import.meta.dirname, 'register.ts'), 'utf8');
    expect(text.match(/registerGame\(/g)).toHaveLength(1);
    for (const spec of text.matchAll(/(?:from |import\()'([^']+)'/g)) {
      const file = path.relative(ROOT, path.resolve(import.meta.dirname, spec[1]!));
      if (!file.startsWith('src/games/index.ts'))
        expect(file, 'register.ts imports its game folder and the registry only').toMatch(
          /^test\/games\/third-shape\//,
        );
    }
    const kit = await pkg.kit();
    expect(kit.module).toBe(pkg.rules);
    expect(typeof (await pkg.renderer()).renderSvg).toBe('function');
  });

  it('/rule has a summary (ja and en) for every rule of its index', () => {
    const pkg = getPackage(ID)!;
    expect(Object.keys(pkg.ruleSummaries).sort()).toEqual(Object.keys(pkg.ruleIndex.rules).sort());
    for (const [n, s] of Object.entries(pkg.ruleSummaries)) {
      for (const l of ['ja', 'en'] as const) {
        expect(s.title[l].trim(), `${n} title ${l}`).not.toBe('');
        expect(s.text[l].length, `${n} text ${l}`).toBeGreaterThan(20);
        expect(s.text[l].length, `${n} text ${l}`).toBeLessThanOrEqual(500);
      }
    }
  });

  it('[rule 6.1] [rule 6.2] [rule 6.3] the fuzzer plays its kit from the registry: every game ends, no dead end, every invariant kept', async () => {
    const kit = await kitOf(ID);
    const report = fuzzKit(kit, 60, 21, { deepEvery: 5 });
    expect(fuzzFailures(report)).toEqual([]);
    expect(report.games).toBe(60);
    // The usual ends occur: Luoyang held, the most areas after round 6.
    const reasons = Object.keys(report.outcomes).join('\n');
    expect(reasons).toMatch(/holds Luoyang/);
    expect(reasons).toMatch(/most areas after round N/);
  });

  it('[rule 6.2] its invariants see a broken map', async () => {
    const kit = await kitOf(ID);
    const s = kit.module.setup(1, {});
    const broken = structuredClone(s);
    broken.g.areas.ye.troops = 0;
    broken.g.out.push('shu');
    expect(kit.invariants.map((inv) => inv(s, null))).toEqual(kit.invariants.map(() => null));
    expect(kit.invariants.map((inv) => inv(broken, null)).filter((x) => x !== null)).toEqual([
      'ye holds 0 troops',
      'shu is out and owns chengdu',
      'orders given by none and owed by wei, shu, wu, sides in: wei, wu',
    ]);
  });

  it('[rule 2.1] the twin harness: an order given looks the same to the others and the public whatever it is, in views, logs, posts, DMs and the map', async () => {
    const kit = await kitOf(ID);
    const states = sampleStates({
      module: kit.module,
      games: 12,
      seed: 3,
      every: 1,
      maxActions: kit.maxActions,
      player: kit.players,
      options: kit.options,
    });
    const report = await twinCheck({ module: kit.module, states, twin: kit.twin, seed: 3, svgEvery: 20 });
    expect(report.differences).toEqual([]);
    expect(report.twins).toBeGreaterThan(100);
    expect(report.steps).toBeGreaterThan(20);
    expect(report.svgs).toBeGreaterThan(2);
    // The twin changes only the giver's order (and its own log line).
    for (const s of states) {
      for (const side of kit.module.sides as readonly TSide[]) {
        const t = kit.twin(s, side, makeRand(1));
        if (!t) continue;
        const a = t.state as typeof s;
        expect({ ...a.g, orders: { ...a.g.orders, [side]: null } }).toEqual({
          ...s.g,
          orders: { ...s.g.orders, [side]: null },
        });
        expect(a.g.orders[side]).not.toEqual(s.g.orders[side]);
      }
    }
  });

  it('[rule 2.1] the harness sees a leak of the order through a view, a refusal, a log line or a button', async () => {
    const kit = await kitOf(ID);
    const states = sampleStates({
      module: kit.module,
      games: 4,
      seed: 5,
      every: 1,
      maxActions: kit.maxActions,
      player: kit.players,
      options: kit.options,
    });
    // Every order given so far (a button's label is its actor's, who owes an order and so has none yet).
    const orders = (s: { g: TriadG }) => JSON.stringify(s.g.orders);
    for (const [name, leaky] of Object.entries(leakyModules(kit.module, orders))) {
      const report = await twinCheck({
        module: leaky,
        states,
        twin: kit.twin,
        seed: 5,
        svgEvery: 0,
        maxDifferences: 1,
      });
      expect(report.differences.length, name).toBeGreaterThan(0);
    }
  });
});

// -------------------------------------------------------------------------------------------------
// Files outside a game's folder that name a game id.

/** Where code lives (not tests, docs or examples). */
const CODE = ['src', 'commands', 'render', 'scripts', 'bench', 'tools'];

/**
 * Every file outside src/games/<id>/ that names a game id, with why it still does. The registry is
 * the one that must; the others are a single game's tools, benches or pictures that sit in the
 * shared folders today (each could move into its game's folder, or read the registry).
 */
const NAMING_A_GAME: Record<string, string> = {
  'src/games/index.ts': 'the registry: the one list of games',
  'scripts/doc-images.ts': "draws README's pictures, one chosen position of each game",
  'scripts/practice-example.ts': 'writes examples/practice.txt, a whole 奉天会戦 against the computer',
  'bench/run.ts': "npm run bench: the bot's round trips are timed on one game (奉天会戦)",
  'bench/startup.ts': "the memory figure plays the examples' whole games (examples/*-game.txt by name)",
  'bench/nichiro.ts': "日露大戦's rules bench",
  'bench/render.ts': "奉天会戦's render bench",
  'bench/render-nichiro.ts': "日露大戦's render bench",
  'tools/nichiro-map/source.ts': "日露大戦's map source data (builds src/games/nichiro-taisen/data/map.ts)",
  'tools/nichiro-map/generate.ts': "日露大戦's map generator",
  'tools/sekigahara-map/source.ts': "関ヶ原無双's map source data (builds src/games/sekigahara-musou/data/map.ts)",
  'tools/sekigahara-map/generate.ts': "関ヶ原無双's map generator",
};

function filesUnder(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  let names: string[];
  try {
    names = readdirSync(abs);
  } catch {
    return [];
  }
  return names.flatMap((f) => {
    const rel = path.posix.join(dir, f);
    if (f === 'node_modules' || rel === 'src/generated') return [];
    return statSync(path.join(ROOT, rel)).isDirectory() ? filesUnder(rel) : [rel];
  });
}

describe('who names a game outside its folder', () => {
  it('the registry, and the listed files with their reasons: nothing else in src, commands, render, scripts, bench or tools', () => {
    const ids = allPackages().map((p) => p.rules.id);
    expect(ids).toContain(ID);
    const gameFolders = ids.map((id) => `src/games/${id}/`);
    const naming = CODE.flatMap(filesUnder)
      .filter((f) => !gameFolders.some((g) => f.startsWith(g)))
      .filter((f) => {
        const text = /\.(ts|tsx|mts|mjs|js|json|sql|md|txt)$/.test(f) ? readFileSync(path.join(ROOT, f), 'utf8') : '';
        return ids.some((id) => f.includes(id) || text.includes(id));
      });
    expect(naming.sort()).toEqual(Object.keys(NAMING_A_GAME).sort());
  });
});
