// The tree's shape, read from the code's own imports (issue "The game package as the unit"):
// no import circle anywhere, and no import from a lower layer to a higher one. Layers, from the
// bottom:
//   0  engine, players (src/ai), render kit (render/), config, log, metrics
//   1  games (src/games/<id>/: rules, front, renderer, test kit; the registry)
//   2  store (src/store, the generated Prisma client)
//   3  service and images (src/service, src/images)
//   4  league (src/league)
//   5  bot, commands, console, http (src/bot, commands/, src/console, src/http)
//   6  entry points (src/app.ts, src/main.ts, src/shard.ts, src/replay.ts, src/verify.ts,
//      src/process.ts, scripts/, tools/ — the fake Discord among them)
//   7  harnesses: bench/ and the test helpers it starts bots with (test/helpers)
// A file may import its own layer or any below it. Type-only imports count too: a type names the
// module it comes from, and a circle of types is a circle all the same. Test files are not read
// here (they stand on every layer), except the helpers the bench imports.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CODE = ['src', 'commands', 'render', 'scripts', 'bench', 'tools'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

const LAYERS: [number, RegExp][] = [
  [0, /^src\/(engine|ai)\//],
  [0, /^render\//],
  [0, /^src\/(config|log|metrics)\.ts$/],
  [1, /^src\/games\//],
  [2, /^src\/(store|generated)\//],
  [3, /^src\/(service|images)\//],
  [4, /^src\/league\//],
  [5, /^(src\/(bot|console|http)|commands)\//],
  [6, /^src\/[^/]+\.ts$/],
  [6, /^(scripts|tools)\//],
  [7, /^(bench|test)\//],
];

function layerOf(file: string): number {
  const hit = LAYERS.find(([, re]) => re.test(file));
  if (!hit) throw new Error(`${file} is in no layer: place it in test/arch/layers.test.ts`);
  return hit[0];
}

function walk(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).flatMap((f) => {
    const rel = path.posix.join(dir, f);
    if (statSync(path.join(ROOT, rel)).isDirectory())
      return f === 'node_modules' || rel === 'src/generated' ? [] : walk(rel);
    return SOURCE.test(f) && !f.endsWith('.d.ts') ? [rel] : [];
  });
}

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { imports?: Record<string, string> };

/** The file an import specifier names, relative to the root (null: a package, not ours). */
function resolve(from: string, spec: string): string | null {
  let target: string | null = null;
  if (spec.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else if (spec.startsWith('#')) {
    for (const [key, value] of Object.entries(pkg.imports ?? {})) {
      const star = key.indexOf('*');
      if (star < 0 ? spec === key : spec.startsWith(key.slice(0, star)) && spec.endsWith(key.slice(star + 1))) {
        const middle = star < 0 ? '' : spec.slice(star, spec.length - (key.length - star - 1));
        target = path.posix.normalize(value.replace('*', middle));
        break;
      }
    }
    if (!target) throw new Error(`${from}: ${spec} is not in package.json "imports"`);
  } else return null;
  target = target.replace(/^\.\//, '');
  for (const candidate of [target, `${target}.ts`, `${target}/index.ts`]) {
    if (existsSync(path.join(ROOT, candidate)) && statSync(path.join(ROOT, candidate)).isFile()) return candidate;
  }
  return target;
}

function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
  return info.importedFiles.map((f) => resolve(file, f.fileName)).filter((t): t is string => t !== null);
}

const files = CODE.flatMap(walk);
const graph = new Map(files.map((f) => [f, importsOf(f)]));

/** The import circles (strongly connected components of more than one file, or a file importing itself). */
function circles(): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(c.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return out;
}

describe('the layers, read from the imports', () => {
  it('reads the whole tree', () => {
    expect(files.length).toBeGreaterThan(150);
    for (const f of files) layerOf(f);
  });

  it('has no import circle', () => {
    expect(circles()).toEqual([]);
  });

  it('never imports from a higher layer', () => {
    const up: string[] = [];
    for (const [from, targets] of graph) {
      for (const to of targets) {
        if (!existsSync(path.join(ROOT, to)) || to.startsWith('src/generated/')) continue;
        if (layerOf(to) > layerOf(from)) up.push(`${from} (${layerOf(from)}) → ${to} (${layerOf(to)})`);
      }
    }
    expect(up).toEqual([]);
  });

  it('keeps render/ to the shared kit: no folder there is named after a game', async () => {
    const { allGames } = await import('#games/index.ts');
    const ids = new Set(allGames().map((g) => g.id));
    const folders = readdirSync(path.join(ROOT, 'render')).filter((f) =>
      statSync(path.join(ROOT, 'render', f)).isDirectory(),
    );
    expect(folders.filter((f) => ids.has(f) || [...ids].some((id) => f.startsWith(id.split('-')[0]!)))).toEqual([]);
  });
});
