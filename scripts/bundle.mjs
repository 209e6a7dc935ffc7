// The bot as JavaScript files, built from the sources by esbuild (the compiler tsx itself runs)
// and kept until the sources change: `.build/<key>/main.mjs` (src/main.ts and what it imports of
// ours), `shard.mjs` (src/shard.ts, `npm run start:sharded`) and `worker-entry.mjs` (the render
// worker, src/images/worker.ts). Packages stay imports from node_modules. `npm start`
// (scripts/start.mjs) and `npm run start:sharded` (scripts/start-sharded.mjs) run it: a start then
// loads one file with plain node instead of some 400 modules through tsx's loader thread, in the
// bot, in each shard process and in every render worker (measured on PostgreSQL, `npm start` to
// the first console reply: 2.7-2.9 s -> 1.6-2.1 s). The code is the same code.
//
// <key>: a hash of every source file's path, size and modification time (src/, commands/,
// render/, package.json, tsconfig.json, this file) and of esbuild's version: an edit, a checkout or
// a new install builds again (about half a second), at the next start. Two folders deep, like
// `src/<folder>/`, so that the paths our modules take from their own file
// (`../../prisma/migrations`, `./worker-entry.mjs` next to the render pool) reach the same files.
//
// `node scripts/bundle.mjs` builds it ahead and prints the folder.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const BUILD_DIR = path.join(ROOT, '.build');
const SOURCE_DIRS = ['src', 'commands', 'render'];
const SOURCE_FILES = ['package.json', 'tsconfig.json', 'scripts/bundle.mjs'];
/** Bundles of other keys left by earlier builds are removed once this old (a bot still running one needs its worker file). */
const PRUNE_AFTER_MS = 24 * 3600_000;

/** The bundle's entry files (name.mjs) and the source each is built from. */
const ENTRIES = {
  main: 'src/main.ts',
  shard: 'src/shard.ts',
  'worker-entry': 'src/images/worker.ts',
};

const OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  // A module our code imports only when it needs it (await import(...): the drawing stack in the
  // main thread, for one) stays a file of its own, loaded then: the start loads no more than the
  // sources' start did. The chunks sit beside the entries, so that their own relative paths hold.
  splitting: true,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  // Stack traces in the logs name the sources' files and lines (runFromBundle turns Node's source
  // maps on).
  sourcemap: 'linked',
  sourcesContent: false,
};

function walk(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile()) out.push(p);
  }
}

/** The key of the sources as they are now. */
export function sourceKey() {
  const files = [];
  for (const d of SOURCE_DIRS) walk(path.join(ROOT, d), files);
  for (const f of SOURCE_FILES) files.push(path.join(ROOT, f));
  files.sort();
  const h = createHash('sha256');
  // esbuild's version from its package.json: importing esbuild itself costs a start about 50 ms,
  // and only a build needs it.
  h.update(`esbuild ${require('esbuild/package.json').version}\n`);
  for (const f of files) {
    const s = statSync(f, { throwIfNoEntry: false });
    if (s) h.update(`${path.relative(ROOT, f)} ${s.size} ${s.mtimeMs}\n`);
  }
  return h.digest('hex').slice(0, 16);
}

/** Whether `dir` holds a whole bundle (every entry file). */
const complete = (dir) => Object.keys(ENTRIES).every((name) => existsSync(path.join(dir, `${name}.mjs`)));

/**
 * The folder of the bundle of the sources as they are now, built first when there is none. Throws
 * when it cannot be built or written (a read-only checkout): the caller runs the sources instead.
 */
export async function ensureBundle() {
  const key = sourceKey();
  const dir = path.join(BUILD_DIR, key);
  if (complete(dir)) return dir;
  const { build } = await import('esbuild');
  // Built beside, then renamed into place: a start never runs a half-written bundle, and of two
  // starts building at once one rename wins and the other start uses it.
  const tmp = `${dir}.${process.pid}.tmp`;
  mkdirSync(tmp, { recursive: true });
  try {
    await build({
      ...OPTIONS,
      entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, source]) => [name, path.join(ROOT, source)])),
      outdir: tmp,
    });
    try {
      renameSync(tmp, dir);
    } catch (err) {
      if (!complete(dir)) throw err;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  prune(key);
  return dir;
}

function prune(keep) {
  const now = Date.now();
  for (const name of readdirSync(BUILD_DIR)) {
    if (name === keep) continue;
    const p = path.join(BUILD_DIR, name);
    const s = statSync(p, { throwIfNoEntry: false });
    if (s && now - s.mtimeMs > PRUNE_AFTER_MS) rmSync(p, { recursive: true, force: true });
  }
}

/**
 * Runs an entry of the bot (`main` or `shard`) in this process: from its bundle, or — where the
 * bundle cannot be built or written (a read-only copy of the sources without one) — from the
 * sources through tsx, as `node --import tsx src/<entry>.ts` would: slower to start, the same bot.
 */
export async function runFromBundle(entry) {
  let dir = null;
  try {
    dir = await ensureBundle();
  } catch (err) {
    process.stderr.write(
      `hexpost: running the sources through tsx (the bundle could not be built: ${err instanceof Error ? err.message : err})\n`,
    );
  }
  if (dir) {
    // Stack traces name the sources' files and lines (the bundle's linked source maps).
    process.setSourceMapsEnabled(true);
    await import(pathToFileURL(path.join(dir, `${entry}.mjs`)).href);
  } else {
    const { register } = await import('tsx/esm/api');
    register();
    await import(pathToFileURL(path.join(ROOT, ENTRIES[entry])).href);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await ensureBundle());
}
