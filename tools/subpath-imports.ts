// Subpath imports (package.json "imports", Node's `#name/…` specifiers) instead of relative paths that
// climb out of their own part of the tree. Deterministic: the same tree gives the same result, and a
// second run changes nothing.
//
//   npx tsx tools/subpath-imports.ts           rewrite the tree and package.json's "imports" in place
//   npx tsx tools/subpath-imports.ts --check   change nothing; list what it would change, exit 1 if any
//
// The parts ("areas") of the tree, each with its name:
//   src/<folder>/          #<folder>/…   (#engine, #games, #store, #service, #images, #league, #bot, …)
//   src/<file>.ts          #src/<file>.ts (config, log, metrics and the entry points)
//   <top folder>/          #<top folder>/… (#render, #commands, #test, #scripts, #bench, #tools)
// An import stays relative while it stays in its area and climbs at most two folders (`../../x.ts`);
// any other relative import becomes `#<area>/<path in the area>`, and a `#src/<folder>/…` becomes
// `#<folder>/…`. The "imports" map is written from the folders present, so a new folder under src/
// gets its name on the next run. Every form that names a module is read: import and export … from,
// `import type`, `import('…')` (in code and in types), and vi.mock / vi.doMock / vi.importActual.
// Not rewritten: `new URL('…', import.meta.url)` and other paths to files that are read, not imported.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The top folders whose code is read and rewritten; each is an area, and src/'s folders are areas of their own. */
const TOP = ['src', 'commands', 'render', 'test', 'scripts', 'bench', 'tools'];
const SKIP = new Set(['node_modules', 'src/generated']);
const CODE = /\.(ts|mts|cts|mjs|js)$/;
/** The most folders a relative import may climb inside its own area. */
const MAX_CLIMB = 2;
/** Areas named whether or not their folder exists yet (src/generated is written by `npm install`). */
const ALWAYS = ['src/generated'];

const isDir = (rel: string) => existsSync(path.join(ROOT, rel)) && statSync(path.join(ROOT, rel)).isDirectory();

/** The areas, as [name, folder] pairs: `#name/*` → `./folder/*`. */
export function areas(): [string, string][] {
  const out: [string, string][] = [];
  for (const top of TOP) {
    if (!isDir(top)) continue;
    if (top === 'src') {
      const folders = readdirSync(path.join(ROOT, 'src')).filter((f) => isDir(`src/${f}`));
      const always = ALWAYS.map((dir) => dir.slice('src/'.length));
      for (const f of [...new Set([...folders, ...always])].sort()) out.push([f, `src/${f}`]);
      out.push(['src', 'src']);
    } else out.push([top, top]);
  }
  const names = out.map(([n]) => n);
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length) throw new Error(`two areas named ${twice.join(', ')}: rename a folder or give it a name here`);
  return out;
}

/** The area of a file (root-relative, posix): its name and folder. */
function areaOf(file: string, all: [string, string][]): [string, string] | null {
  if (file.startsWith('src/')) {
    const parts = file.split('/');
    if (parts.length === 2) return ['src', 'src'];
    return all.find(([, dir]) => dir === `src/${parts[1]}`) ?? null;
  }
  return all.find(([, dir]) => file.startsWith(`${dir}/`)) ?? null;
}

function walk(dir: string): string[] {
  if (SKIP.has(dir) || !isDir(dir)) return [];
  return readdirSync(path.join(ROOT, dir))
    .sort()
    .flatMap((f) => {
      const rel = `${dir}/${f}`;
      if (isDir(rel)) return f === 'node_modules' ? [] : walk(rel);
      return CODE.test(f) && !f.endsWith('.d.ts') ? [rel] : [];
    });
}

/** The string literals that name a module in a source file. */
function specifiers(file: string, text: string): ts.StringLiteralLike[] {
  const kind = /\.(m|c)?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const out: ts.StringLiteralLike[] = [];
  const add = (n: ts.Node | undefined) => {
    if (n && ts.isStringLiteralLike(n)) out.push(n);
  };
  const visit = (n: ts.Node) => {
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) add(n.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(n) && ts.isExternalModuleReference(n.moduleReference))
      add(n.moduleReference.expression);
    else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument)) add(n.argument.literal);
    else if (ts.isCallExpression(n)) {
      const callee = n.expression;
      const named =
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === 'vi' &&
          ['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock'].includes(callee.name.text));
      if (named) add(n.arguments[0]);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** What a specifier in `file` should read, or null to leave it. */
function rewrite(file: string, spec: string, all: [string, string][]): string | null {
  if (spec.startsWith('#src/')) {
    const target = `src/${spec.slice('#src/'.length)}`;
    const area = areaOf(target, all);
    return area && area[0] !== 'src' ? `#${area[0]}/${target.slice(area[1].length + 1)}` : null;
  }
  if (!spec.startsWith('./') && !spec.startsWith('../')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  if (target.startsWith('../')) return null;
  const from = areaOf(file, all);
  const to = areaOf(target, all);
  if (!to) return null;
  const climbs = (spec.match(/^(\.\.\/)+/)?.[0].length ?? 0) / '../'.length;
  if (from && from[1] === to[1] && climbs <= MAX_CLIMB) return null;
  return `#${to[0]}/${target.slice(to[1].length + 1)}`;
}

/** package.json with "imports" set to the areas (after "engines", or "type"), as npm writes it. */
function packageJson(all: [string, string][]): string {
  const file = path.join(ROOT, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const imports: Record<string, string> = {};
  for (const [name, dir] of all) imports[`#${name}/*`] = `./${dir}/*`;
  const out: Record<string, unknown> = {};
  const after = 'engines' in pkg ? 'engines' : 'type';
  for (const [k, v] of Object.entries(pkg)) {
    if (k === 'imports') continue;
    out[k] = v;
    if (k === after) out.imports = imports;
  }
  if (!('imports' in out)) out.imports = imports;
  return `${JSON.stringify(out, null, 2)}\n`;
}

function main() {
  const check = process.argv.includes('--check');
  const all = areas();
  const changes: string[] = [];
  const files = TOP.flatMap(walk);
  let changed = 0;
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const edits = specifiers(file, text)
      .map((lit) => ({ lit, to: rewrite(file, lit.text, all) }))
      .filter((e): e is { lit: ts.StringLiteralLike; to: string } => e.to !== null)
      .sort((a, b) => b.lit.getStart() - a.lit.getStart());
    if (!edits.length) continue;
    changed++;
    let out = text;
    for (const { lit, to } of edits) {
      const start = lit.getStart() + 1;
      const end = lit.getEnd() - 1;
      out = out.slice(0, start) + to + out.slice(end);
      changes.push(`${file}: '${lit.text}' → '${to}'`);
    }
    if (!check) writeFileSync(path.join(ROOT, file), out);
  }
  const pkgFile = path.join(ROOT, 'package.json');
  const pkg = packageJson(all);
  if (pkg !== readFileSync(pkgFile, 'utf8')) {
    changes.push('package.json: "imports" is not the map of the areas');
    if (!check) writeFileSync(pkgFile, pkg);
  }
  if (check) {
    for (const c of changes) console.log(c);
    if (changes.length) {
      console.error(`${changes.length} import(s) to rewrite: run \`npx tsx tools/subpath-imports.ts\``);
      process.exit(1);
    }
  } else console.log(`${changes.length} change(s) in ${changed} of ${files.length} files`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'tools/subpath-imports.ts')) main();
