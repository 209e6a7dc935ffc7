// The bot as one JavaScript file, for the tests that start it as a child process again and again
// (kill -9, the Postgres stall and outage, the PGlite lock): `src/main.ts` and the render worker
// bundled by esbuild (the compiler tsx runs too), our own modules only — packages stay imports
// from node_modules. Started with plain `node`, a child loads one file instead of some 400 modules
// through tsx's loader thread: measured, a start and stop of the console costs about 2.6 CPU-s
// instead of 5.1. The code is the same; what those tests check (leases, nonces, restarts, the lock)
// does not depend on how modules are loaded. `npm start` itself (tsx) is what test/ops/start.e2e
// runs.
//
// Built once per `vitest run` by the global set-up (test/helpers/global-setup.ts) into
// `.test-bundle/<run>/` at the repository's top: two folders deep, like `src/<folder>/`, so the
// paths our modules take from their own file (`../../prisma/migrations`, `./worker-entry.mjs`
// next to the pool) resolve to the same files.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from './spawn-bot.ts';

const OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  // The worker file is piscina's entry: its default export runs a task.
} as const;

/** Builds the bundle into a new folder; returns the folder (main.mjs, worker-entry.mjs). */
export async function buildBotBundle(run: string): Promise<string> {
  const dir = path.join(REPO_ROOT, '.test-bundle', run);
  mkdirSync(dir, { recursive: true });
  await Promise.all([
    build({ ...OPTIONS, entryPoints: [path.join(REPO_ROOT, 'src/main.ts')], outfile: path.join(dir, 'main.mjs') }),
    build({
      ...OPTIONS,
      entryPoints: [path.join(REPO_ROOT, 'src/images/worker.ts')],
      outfile: path.join(dir, 'worker-entry.mjs'),
    }),
  ]);
  return dir;
}

export function removeBotBundle(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
