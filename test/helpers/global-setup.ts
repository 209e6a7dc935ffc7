// Once per `vitest run`, before the test files: the bot's bundle for the child-process tests
// (scripts/bundle.mjs, the one `npm start` runs: built when the sources changed since the last one),
// handed to them through vitest's provide/inject.
import type { TestProject } from 'vitest/node';
import { ensureBundle } from '#scripts/bundle.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the bot's bundle (main.mjs, worker-entry.mjs): scripts/bundle.mjs. */
    botBundle: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('botBundle', await ensureBundle());
}
