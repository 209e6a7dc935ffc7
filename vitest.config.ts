import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The two longest whole-process runs (a child bot killed again and again, Postgres behind a stalled
 * proxy) take minutes of waiting each: they start first, so that the rest of the suite runs beside
 * them rather than after them. Vitest orders the rest (longest first when it has timings from an
 * earlier run, else largest file first). Only these two: the other waiting runs (the outage, the
 * lease, npm start) ranked first as well held every fork at the start while the CPU sat idle
 * (measured: the whole suite 360 s -> 325 s with this and one fork more).
 */
const FIRST = [/test\/resilience\/kill9\./, /test\/resilience\/postgres-stall\./];

/**
 * The files run each in a process of its own (the 'isolated' project below): the whole-process
 * runs, and the files that change process-wide state for the files after them — a game registered
 * from the test folder (third-shape and the files importing its registration), process.env, fake
 * timers, mocks and spies, the logging set-up, the render pool and its counters. A new file that
 * does any of these belongs here (test/arch/isolated-files.test.ts checks it).
 */
const ISOLATED = [
  'test/resilience/**/*.test.ts',
  'test/ops/**/*.test.ts',
  'test/e2e/**/*.test.ts',
  'test/games/third-shape/**/*.test.ts',
  'test/config.test.ts',
  'test/console/examples-in-order.test.ts',
  'test/dice/dice-game.test.ts',
  'test/engine/rule-index.test.ts',
  'test/engine/autocomplete-property.test.ts',
  'test/games/nichiro-taisen/replay-golden.test.ts',
  'test/golden/golden.test.ts',
  'test/league/table-render.test.ts',
  'test/render/pool.test.ts',
  'test/service/images.test.ts',
  'test/service/outbox-delivery.test.ts',
  'test/service/outbox-discord.test.ts',
  'test/service/outbox-logscan.test.ts',
  'test/service/outbox-order.test.ts',
  'test/service/persistence.test.ts',
];

/**
 * Each file's usual duration in seconds (test/durations.json, which scripts/test-durations.mjs
 * writes from a whole run's JSON report), for a checkout without vitest's own timings (a fresh
 * clone, CI): vitest then orders by file size, which started long files last and left one core
 * idle at the end (measured on a fresh clone: vitest run 365 s). Only an order: a stale or
 * missing entry costs time, never a result.
 */
const DURATIONS = JSON.parse(readFileSync(new URL('./test/durations.json', import.meta.url), 'utf8')) as Record<
  string,
  number
>;
/** A file the list does not know yet (a new test): somewhere in the middle. */
const UNKNOWN_MS = 10_000;

class LongRunsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (f: TestSpecification) => {
      const i = FIRST.findIndex((re) => re.test(f.moduleId.replaceAll('\\', '/')));
      return i === -1 ? FIRST.length : i;
    };
    // Projects keep vitest's order (they run one after the other); within one, longest first: the
    // duration of the last run where vitest has it, else the list's.
    const projects = [...new Set(sorted.map((f) => f.project.name))];
    const duration = (f: TestSpecification) => {
      const rel = path.relative(root, f.moduleId).replaceAll('\\', '/');
      const cached = this.ctx.cache.getFileTestResults(`${f.project.name}:${rel}`)?.duration;
      return cached ?? (DURATIONS[rel] === undefined ? UNKNOWN_MS : DURATIONS[rel] * 1000);
    };
    return sorted
      .map((f, i) => ({ f, i, r: rank(f), p: projects.indexOf(f.project.name), d: duration(f) }))
      .sort((a, b) => a.r - b.r || a.p - b.p || b.d - a.d || a.i - b.i)
      .map((x) => x.f);
  }
}

export default defineConfig({
  test: {
    projects: [
      {
        // Most files run one after another in a few long-lived processes: a file no longer pays
        // for a process, vitest's start and the app's ~400 modules of its own (measured on the
        // games' tests: 374 -> 293 CPU-s). Module state carries over from file to file, which
        // these files do not depend on: what they open, they close.
        extends: true,
        test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: ISOLATED, isolate: false },
      },
      {
        // A process per file for the files that change what the process holds for every later
        // file (the games registered, the environment, timers, mocks, the render pool's counters)
        // and for the whole-process runs.
        extends: true,
        test: {
          name: 'isolated',
          include: ISOLATED,
        },
      },
    ],
    // The bot's bundle (for the tests that start it as a child process, and the render workers of
    // the apps the tests start in their own processes) and the migrated PGlite cluster.
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two forks more than the cores: the two whole-process runs that start first (kill -9, the
    // Postgres stall) spend their minutes waiting on child processes and production timeouts, and
    // hold a fork each meanwhile; the cores keep a fork each beside them. Four forks at least.
    maxWorkers: Math.max(4, os.availableParallelism() + 2),
    // Each test file that draws maps gets one render worker (the bot's default is one per core):
    // two forks run at once on this 2-core machine, and every worker loads the fonts once.
    env: { RENDER_THREADS: process.env.RENDER_THREADS ?? '1' },
    sequence: { sequencer: LongRunsFirst },
    // Most test files run PGlite (PostgreSQL compiled to WebAssembly): by default V8 compiles its
    // hot functions a second time, optimised, in every process, which costs more CPU than the
    // statements of the files a process runs win back — measured with one fork running six
    // PGlite-heavy files in turn: 96.8 CPU-s with Liftoff (V8's baseline WebAssembly compiler)
    // alone, 105.3 without. A JIT setting: what the code does is the same.
    execArgv: ['--liftoff-only'],
  },
});
