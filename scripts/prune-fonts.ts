// Removes from node_modules/@fontsource/noto-sans-jp/files every font file that the renderer does
// not load: of the package's ~82 MB, render/fonts.ts reads two whole-script files and a few small
// subsets (~3 MB). Used by the Dockerfile's build stage, so the runtime image carries only those.
//
//   node --import tsx scripts/prune-fonts.ts           prune, then check that the fonts still load
//   node --import tsx scripts/prune-fonts.ts --dry-run list what would be kept and removed
//
// Which files to keep is not written here: it is whatever render/fonts.ts reads when it loads its
// fonts (loadFontsWithFallback, with the fallback glyphs every registered game's renderer asks for:
// GameRenderer.glyphs), recorded by wrapping fs/promises.readFile while it runs. A change to the
// fonts there (more weights) or a game's glyphs is followed with no change here. After pruning, a fresh process loads the fonts again
// and the script fails if anything it needs is gone.
import { spawnSync } from 'node:child_process';
import fsp from 'node:fs/promises';
import { readdirSync, statSync, unlinkSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = '@fontsource/noto-sans-jp';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fontsModule = join(root, 'render/fonts.ts');
const registryModule = join(root, 'src/games/index.ts');

/** render/fonts.ts, told the fallback glyphs of every registered game's renderer. */
async function fontsOfEveryGame(): Promise<typeof import('#render/fonts.ts')> {
  const fonts = (await import(fontsModule)) as typeof import('#render/fonts.ts');
  const { allPackages } = (await import(registryModule)) as typeof import('#games/index.ts');
  for (const p of allPackages()) fonts.useFallbackGlyphs((await p.renderer()).glyphs ?? '');
  return fonts;
}
const dryRun = process.argv.includes('--dry-run');

if (process.argv.includes('--check')) {
  // The after-pruning check, in a process of its own (render/fonts.ts caches what it loaded).
  const { loadFontsWithFallback } = await fontsOfEveryGame();
  const fonts = await loadFontsWithFallback();
  console.log(`prune-fonts: check: render/fonts.ts loaded ${fonts.length} fonts`);
  process.exit(0);
}

const pkgDir = dirname(createRequire(join(root, 'package.json')).resolve(`${PACKAGE}/package.json`));
const filesDir = join(pkgDir, 'files');

// Record every file read while render/fonts.ts loads its fonts. Its `import { readFile } from
// 'node:fs/promises'` is a live binding of the built-in module, which syncBuiltinESMExports()
// points at the wrapper.
const { loadFontsWithFallback } = await fontsOfEveryGame();
const read = new Set<string>();
const original = fsp.readFile;
fsp.readFile = ((path: Parameters<typeof original>[0], ...rest: unknown[]) => {
  if (typeof path === 'string' || path instanceof URL)
    read.add(resolve(path instanceof URL ? fileURLToPath(path) : path));
  return (original as (...a: unknown[]) => unknown)(path, ...rest);
}) as typeof original;
syncBuiltinESMExports();
try {
  await loadFontsWithFallback();
} finally {
  fsp.readFile = original;
  syncBuiltinESMExports();
}

const keep = new Set([...read].filter((p) => p.startsWith(`${filesDir}/`)));
if (keep.size === 0) {
  console.error(
    `prune-fonts: render/fonts.ts read no file under ${relative(root, filesDir)}; refusing to prune (read: ${[...read].join(', ') || 'nothing'})`,
  );
  process.exit(1);
}

let removed = 0;
let removedBytes = 0;
let keptBytes = 0;
for (const name of readdirSync(filesDir)) {
  const path = join(filesDir, name);
  const size = statSync(path).size;
  if (keep.has(path)) {
    keptBytes += size;
    continue;
  }
  removed++;
  removedBytes += size;
  if (!dryRun) unlinkSync(path);
}
const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
console.log(
  `prune-fonts: kept ${keep.size} files (${mb(keptBytes)}): ${[...keep]
    .map((p) => relative(filesDir, p))
    .sort()
    .join(', ')}`,
);
console.log(
  `prune-fonts: ${dryRun ? 'would remove' : 'removed'} ${removed} files (${mb(removedBytes)}) from ${relative(root, filesDir)}`,
);

if (!dryRun) {
  const check = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--check'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (check.status !== 0) {
    console.error('prune-fonts: the fonts no longer load after pruning');
    process.exit(1);
  }
}
