import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one fork less than the cores: one fork on this 2-core machine, where
    // most of the suite's time is waiting (Postgres, child bots, timers). Two forks at least.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Each test file that draws maps gets one render worker (the bot's default is one per core):
    // two forks run at once on this 2-core machine, and every worker loads the fonts once.
    env: { RENDER_THREADS: process.env.RENDER_THREADS ?? '1' },
  },
});
