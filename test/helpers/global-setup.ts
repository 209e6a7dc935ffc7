// Once per `vitest run`, before the test files: the bot's bundle for the child-process tests
// (scripts/bundle.mjs, the one `npm start` runs: built when the sources changed since the last one),
// handed to them through vitest's provide/inject; and the migrated PGlite cluster that every new
// PGlite folder starts from (src/store/pglite-template.ts): on a fresh install the test files that
// open new folders at the same moment would each make it (initdb and the migrations, seconds of CPU).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureBundle } from '#scripts/bundle.mjs';
import { migratedCluster } from '#store/pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the bot's bundle (main.mjs, worker-entry.mjs): scripts/bundle.mjs. */
    botBundle: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const [bundle] = await Promise.all([ensureBundle(), migratedCluster()]);
  project.provide('botBundle', bundle);
  // The render workers of the apps the tests start in their own processes (which inherit this
  // environment) run the bundle's worker: the same sources, without tsx in every worker.
  process.env.HEXPOST_RENDER_WORKER = pathToFileURL(path.join(bundle, 'worker-entry.mjs')).href;
}
