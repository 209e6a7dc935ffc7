// Once per `vitest run`, before the test files: the bot's bundle for the child-process tests
// (bot-bundle.ts), handed to them through vitest's provide/inject.
import type { TestProject } from 'vitest/node';
import { buildBotBundle, removeBotBundle } from './bot-bundle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the bot's bundle (main.mjs): test/helpers/bot-bundle.ts. */
    botBundle: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = await buildBotBundle(`${process.pid}-${Date.now()}`);
  project.provide('botBundle', dir);
  return () => removeBotBundle(dir);
}
