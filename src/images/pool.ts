// The render worker pool (piscina): layout, rasterising and PNG encoding run in worker threads, so
// the main thread (the Discord gateway, commands, commits) only hands views over and receives
// bytes. One worker unless RENDER_THREADS says otherwise; RENDER_THREADS=0 renders in this thread
// (a tool, a test that wants no threads). A game registered only in this
// thread (a test's own game) is drawn here: the workers know the games of src/games/index.ts. The workers run
// src/images/worker.ts through worker-entry.mjs.
import os from 'node:os';
import { Piscina } from 'piscina';
import type { RenderAnswer, RenderTask } from './task.ts';

let pool: Piscina | null = null;

/**
 * The default number of render workers: one. Each worker loads its own fonts, satori, resvg and
 * the static layers of the games it draws (the main thread loads none of them): resident memory of the bot
 * idle after start-up on PostgreSQL, its workers warm (bench/startup.ts benchMemory), was ~295 MB
 * with none, ~590-625 MB with one (measured when each worker warmed every game at start) and ~855 MB with two, and ~660-740 MB with one after the
 * example games' ~300 pictures — one fits a 1 GB container, two do not leave it room. A
 * play-by-post bot renders a map per hand-over; one worker keeps that off the gateway's thread.
 * README "Memory".
 */
export const DEFAULT_RENDER_THREADS = 1;

/** Worker threads to use: RENDER_THREADS, else DEFAULT_RENDER_THREADS (capped at the cores). 0: no pool. */
export function renderThreads(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.RENDER_THREADS;
  if (raw !== undefined && raw !== '') {
    const n = Number(raw);
    if (Number.isInteger(n) && n >= 0) return n;
  }
  return Math.min(DEFAULT_RENDER_THREADS, Math.max(1, os.availableParallelism()));
}

function thePool(): Piscina | null {
  if (pool) return pool;
  const n = renderThreads();
  if (n === 0) return null;
  pool = new Piscina({
    // HEXPOST_RENDER_WORKER: another file for the worker (a URL). The tests name the worker of the
    // bot's bundle, built from these very sources (test/helpers/global-setup.ts): run from the
    // sources, each worker would load some 300 modules through tsx.
    filename: process.env.HEXPOST_RENDER_WORKER || new URL('./worker-entry.mjs', import.meta.url).href,
    minThreads: n,
    maxThreads: n,
    // A render is CPU-bound: one at a time per worker, the rest wait in the queue.
    concurrentTasksPerWorker: 1,
    idleTimeout: Infinity,
  });
  return pool;
}

/** Run a task in a worker; null when there is no pool (RENDER_THREADS=0). */
export async function runInPool(task: RenderTask): Promise<RenderAnswer | null> {
  const p = thePool();
  if (!p) return null;
  return (await p.run(task)) as RenderAnswer | null;
}

/**
 * Start every worker and let each load its renderers and fonts (`all`: and fill every game's caches,
 * so that the first map of each game is as fast as the rest); false without a pool. The workers
 * load in the background: a render asked for meanwhile waits in the queue for its worker's
 * warm-up, nothing else does.
 */
export async function warmUpPool(all = false): Promise<boolean> {
  const p = thePool();
  if (!p) return false;
  await Promise.all(
    Array.from({ length: p.options.maxThreads }, () => p.run({ kind: 'warm', all } satisfies RenderTask)),
  );
  return true;
}

/** Renders waiting for a worker (for metrics and the bench). */
export function renderQueueSize(): number {
  return pool?.queueSize ?? 0;
}

/** The pool's threads and the tasks its workers have finished (0 / 0 without a pool). */
export function renderPoolStats(): { threads: number; completed: number } {
  return { threads: pool?.threads.length ?? 0, completed: pool?.completed ?? 0 };
}

/** Stop the workers (at shutdown; a later render starts a new pool). */
export async function closeRenderPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
