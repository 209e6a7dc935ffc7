// A new PGlite folder starts from a copy of an empty cluster instead of running initdb: initdb in
// PGlite's WebAssembly Postgres takes 2.5–3.5 s on a 2-core machine, loading a copy ~0.5 s. So a
// first `npm start` (or a test's fresh folder) answers its first command seconds sooner.
//
// The copy is PGlite's own dumpDataDir() of a cluster just made by initdb (before any migration: the
// migrations then run as on any new database, and a new migration never makes the copy stale). It is
// kept in node_modules/.cache/hexpost/, keyed by the PGlite version, and made the first time a new
// folder is opened without one (that opening pays initdb once, in memory, then loads the copy). The
// cache is only a shortcut: when it cannot be read or written, the copy is made for this folder only,
// and when even that fails the folder is made by initdb as before.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/hexpost', import.meta.url));
const PGLITE_PACKAGE = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));

function templateFile(): string | null {
  try {
    const { version } = JSON.parse(readFileSync(PGLITE_PACKAGE, 'utf8')) as { version: string };
    return path.join(CACHE_DIR, `pglite-empty-cluster-${version}.tar.gz`);
  } catch {
    return null; // PGlite installed elsewhere (hoisted differently): no shortcut
  }
}

/** Whether `dataDir` holds no cluster yet (PGlite would run initdb in it). */
export function isNewPGliteDir(dataDir: string): boolean {
  try {
    return (
      !existsSync(path.join(dataDir, 'PG_VERSION')) && readdirSync(dataDir).every((f) => f.startsWith('hexpost.lock'))
    );
  } catch {
    return true;
  }
}

/** The copy of an empty cluster, if one was made for this PGlite version. */
export function emptyClusterTemplate(): Blob | undefined {
  const file = templateFile();
  if (!file) return undefined;
  try {
    return new Blob([readFileSync(file)], { type: 'application/x-gzip' });
  } catch {
    return undefined;
  }
}

/**
 * The copy of an empty cluster: the cached one, else one made now by initdb in memory and kept for
 * the next new folder (a folder's own cluster cannot be dumped: it holds the lock's socket). Undefined
 * when even that fails: then PGlite runs initdb in the folder itself.
 */
export async function emptyCluster(): Promise<Blob | undefined> {
  const cached = emptyClusterTemplate();
  if (cached) return cached;
  const file = templateFile();
  if (!file) return undefined;
  let dump: Blob;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: 'memory://' });
    try {
      dump = await db.dumpDataDir('gzip');
    } finally {
      await db.close();
    }
  } catch {
    return undefined;
  }
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file); // atomic: another process never reads half a file
  } catch {
    // a read-only install: the next new folder makes its copy again
  }
  return dump;
}
