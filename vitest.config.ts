import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each test file that draws maps gets one render worker (the bot's default is one per core):
    // two forks run at once on this 2-core machine, and every worker loads the fonts once.
    env: { RENDER_THREADS: process.env.RENDER_THREADS ?? '1' },
  },
});
