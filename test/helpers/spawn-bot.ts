// Spawns a real entry point (src/main.ts, src/shard.ts) as a child process, the way `npm start` /
// `npm run start:sharded` run it, and watches its output.
//
//   const bot = spawnBot('src/main.ts', { ...exampleEnv(), DISCORD_TOKEN: 'x', DISCORD_API_URL: fake.apiUrl });
//   await bot.waitForLine(/connected to Discord/);
//   const code = await bot.stop();      // SIGTERM, then SIGKILL after a grace period
//   expect(code).toBe(0);
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'dotenv';
import { inject } from 'vitest';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The variables of .env.example with their documented values. */
export function exampleEnv(): Record<string, string> {
  return parse(readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8'));
}

/** A minimal base environment for a child (PATH, HOME) without the test runner's own variables. */
export function baseEnv(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[k] !== undefined) out[k] = process.env[k]!;
  return out;
}

export interface SpawnedBot {
  readonly child: ChildProcess;
  readonly pid: number;
  /** stdout + stderr so far, interleaved in arrival order. */
  output(): string;
  /** Resolves with the first line matching `re` (already seen or future); rejects if the process exits first. */
  waitForLine(re: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited(): Promise<number | string>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code (or signal name). */
  stop(graceMs?: number): Promise<number | string>;
}

export interface SpawnOptions {
  cwd?: string;
  /** Extra node arguments after `--import tsx` (before the script). */
  args?: string[];
}

/** tsx's loader by its path: a child run in another folder (opts.cwd) finds it too. */
const TSX = pathToFileURL(path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

/**
 * Runs `node --import tsx <script>` with exactly `env` (not the test process's environment), with
 * the bundle's JIT setting (BUNDLE_NODE_ARGS): a start on PGlite otherwise compiles PostgreSQL's
 * WebAssembly twice (measured: a console start 12.3 → 8.1 CPU-s).
 */
export function spawnBot(script: string, env: Record<string, string>, opts: SpawnOptions = {}): SpawnedBot {
  return spawnCommand(
    process.execPath,
    [...BUNDLE_NODE_ARGS, '--import', opts.cwd ? TSX : 'tsx', path.resolve(REPO_ROOT, script), ...(opts.args ?? [])],
    env,
    opts,
  );
}

/**
 * Runs the bot's bundle (scripts/bundle.mjs: `src/main.ts` as one file, the one `npm start` runs)
 * with plain `node` and exactly `env`: for the tests that start the bot again and again.
 */
export function spawnBundledBot(env: Record<string, string>, entry: 'main' | 'shard' = 'main'): SpawnedBot {
  return spawnCommand(process.execPath, [...BUNDLE_NODE_ARGS, path.join(inject('botBundle'), `${entry}.mjs`)], env);
}

/**
 * Node's arguments for a bundled bot: V8's baseline WebAssembly compiler alone, as in the test
 * processes (vitest.config.ts says why) — a child on PGlite otherwise compiles PostgreSQL's
 * WebAssembly a second time, optimised, in each start. A JIT setting: what the code does is the same.
 */
export const BUNDLE_NODE_ARGS = ['--liftoff-only'];

/** Runs any command (e.g. `npm start`) in the repository with exactly `env`, watched like spawnBot. */
export function spawnCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
  opts: { cwd?: string } = {},
): SpawnedBot {
  const child = spawn(command, args, {
    cwd: opts.cwd ?? REPO_ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  const watchers = new Set<() => void>();
  const onData = (b: Buffer) => {
    out += b.toString('utf8');
    for (const w of [...watchers]) w();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  let exit: number | string | undefined;
  const exitPromise = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      exit = code ?? signal ?? -1;
      // Let the pipes drain before reporting.
      setTimeout(() => {
        for (const w of [...watchers]) w();
        resolve(exit!);
      }, 50);
    });
  });

  const waitForLine = (re: RegExp, timeoutMs = 120_000): Promise<string> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const line = out.split('\n').find((l) => re.test(l));
        if (line !== undefined) {
          done();
          resolve(line);
        } else if (exit !== undefined) {
          done();
          reject(new Error(`process exited (${exit}) before a line matched ${re}; output:\n${out}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no line matched ${re} within ${timeoutMs} ms; output:\n${out}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        watchers.delete(check);
      };
      watchers.add(check);
      check();
    });

  return {
    child,
    pid: child.pid!,
    output: () => out,
    waitForLine,
    exited: () => exitPromise,
    async stop(graceMs = 30_000) {
      if (exit !== undefined) return exitPromise;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exitPromise;
      clearTimeout(timer);
      return code;
    },
  };
}
