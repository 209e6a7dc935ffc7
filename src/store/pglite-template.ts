// A new PGlite folder starts from a copy of a cluster that already holds every migration, instead of
// running initdb and then the migrations in it: in PGlite's WebAssembly Postgres, initdb takes
// 2.5–3.5 s on a 2-core machine and the migrations ~1–2 s more; loading the copy takes a fraction of
// a second. So a first `npm start` (or a test's fresh folder) answers its first command seconds sooner.
//
// The copy is PGlite's own dumpDataDir() of a cluster made by initdb in memory, migrated by
// src/store/migrate.ts and checkpointed. It is kept in node_modules/.cache/hexpost/, keyed by the
// PGlite version, the initdb parameters and the migrations' names and checksums: a new or changed
// migration, or another PGlite, makes another key, and the first new folder opened without a copy
// for its key makes one (that opening pays initdb and the migrations once, in memory, then loads the
// copy; copies for other keys are removed). The migrations then find nothing to do in the new folder;
// any migration the copy lacks would still be applied as on any database.
//
// The copy is only a shortcut: when it cannot be read or written, it is made for this folder only,
// and when even that fails the folder is made by initdb and migrated as before.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, readMigrations, sha256Hex } from './migrate.ts';

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/hexpost', import.meta.url));
const PGLITE_PACKAGE = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));
const PREFIX = 'pglite-migrated-cluster-';

/**
 * WAL in 1 MB segments instead of 16 MB: the copy carries the current segment whole (mostly zeros)
 * and every new folder unpacks and writes it. PostgreSQL supports any power of two from 1 to 1024 MB;
 * for a community's small database the segment size changes nothing but how many files pg_wal holds.
 */
const TEMPLATE_INITDB = ['--wal-segsize=1'];

function templateFile(): string | null {
  try {
    const { version } = JSON.parse(readFileSync(PGLITE_PACKAGE, 'utf8')) as { version: string };
    const key = sha256Hex(
      [version, TEMPLATE_INITDB.join(' '), ...readMigrations().map((m) => `${m.name}:${m.checksum}`)].join('|'),
    ).slice(0, 16);
    // Uncompressed: ~30 MB on disk instead of ~4.5 MB gzip'd, and no new folder inflates it
    // (measured: ~0.1–0.2 s CPU per new folder, within the noise of a shared machine).
    return path.join(CACHE_DIR, `${PREFIX}${version}-${key}.tar`);
  } catch {
    return null; // PGlite installed elsewhere (hoisted differently), no migrations folder: no shortcut
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

/**
 * The bytes as PGlite reads them (`new Uint8Array(await blob.arrayBuffer())`). A Blob made of a
 * Buffer would hand them over through Node 20's Blob.arrayBuffer(), which copies tens of MB in
 * 64 kB chunks and concatenates them: ~0.2 s for bytes this process already holds. PGlite only reads
 * them (it unpacks them into its own file system).
 */
function tarball(bytes: Buffer): Blob {
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes.buffer
      : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { type: 'application/x-tar', size: bytes.length, arrayBuffer: async () => own } as unknown as Blob;
}

/** The migrated copy, if one was made for this PGlite version and these migrations. */
export function migratedClusterTemplate(): Blob | undefined {
  const file = templateFile();
  if (!file) return undefined;
  try {
    return tarball(readFileSync(file));
  } catch {
    return undefined;
  }
}

/** Copies made for other PGlite versions or migration sets (and the empty-cluster copies of before). */
function removeStaleTemplates(keep: string): void {
  try {
    for (const name of readdirSync(CACHE_DIR)) {
      const f = path.join(CACHE_DIR, name);
      if (f === keep || !(name.startsWith(PREFIX) || name.startsWith('pglite-empty-cluster-'))) continue;
      if (/\.\d+\.[0-9a-f]{8}$/.test(name)) continue; // another process's copy being written
      try {
        unlinkSync(f);
      } catch {
        // another process got there first
      }
    }
  } catch {
    // nothing to tidy
  }
}

/**
 * The migrated copy: the cached one, else one made now in memory and kept for the next new folder
 * (a folder's own cluster cannot be dumped: it holds the lock's socket). Undefined when even that
 * fails: then PGlite runs initdb in the folder itself and the migrations run there.
 */
export async function migratedCluster(): Promise<Blob | undefined> {
  const cached = migratedClusterTemplate();
  if (cached) return cached;
  const file = templateFile();
  if (!file) return undefined;
  let dump: Buffer;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: 'memory://', initDbStartParams: TEMPLATE_INITDB });
    try {
      await migrate(db);
      await db.exec('CHECKPOINT');
      dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    } finally {
      await db.close();
    }
  } catch {
    return undefined;
  }
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, dump);
    renameSync(tmp, file); // atomic: another process never reads half a file
    removeStaleTemplates(file);
  } catch {
    // a read-only install: the next new folder makes its copy again
  }
  return tarball(dump);
}
