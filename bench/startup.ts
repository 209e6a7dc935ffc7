// (g) start-up and memory.
//
// Start-up: the wall time from spawning `npm start` in console mode (no DISCORD_TOKEN) to its first
// reply to a command that draws nothing (`/help`) written on its standard input. What a restart
// costs before the bot answers again. Twice: on PostgreSQL (a scratch database, migrated by a first
// start that is reported apart; the figure the issue names) and on embedded PGlite in a new folder
// (what a new user waits for). The median of three starts each.
//
// A new PGlite folder starts from the copy of a migrated cluster kept in node_modules/.cache/hexpost
// (src/store/pglite-template.ts); when this install has none yet (for its PGlite and migrations), the
// first start makes it and is reported apart (coldMs), not in the median.
//
// Memory: the resident set (VmRSS of /proc/<pid>/status: the main thread and the render workers,
// which are threads of the same process) of the bot started the same way on PostgreSQL with the
// default RENDER_THREADS, once it has answered and gone idle (its workers warm), then after the
// example games (examples/*.txt, each in its own channel) have drawn their pictures. Linux only
// (NaN elsewhere).
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migratedClusterTemplate } from '#store/pglite-template.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COMMAND = '@alice /help';
const REPLY = /^\[reply/m;

/** The bot's environment: console mode, the given store, pictures to `dir`. */
function botEnv(dir: string, databaseUrl: string | undefined, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  // Empty values count as unset and keep a developer's .env (read by the bot, never overriding
  // what the environment says) from turning on Discord or the health listener.
  return {
    ...process.env,
    DISCORD_TOKEN: '',
    DATABASE_URL: databaseUrl ?? '',
    HEXPOST_REQUIRE_TOKEN: '',
    HTTP_PORT: '',
    PGLITE_DIR: path.join(dir, 'pglite'),
    IMAGE_DIR: path.join(dir, 'out'),
    ...extra,
  };
}

/** Resolves when `child`'s standard output first matches `re`; rejects if it exits or times out first. */
function waitForOutput(
  child: ChildProcessWithoutNullStreams,
  re: RegExp,
  timeoutMs: number,
  what: string,
): { done: Promise<void>; output: () => string } {
  let out = '';
  let err = '';
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms:\n${out}\n${err}`)), timeoutMs);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString('utf8');
      if (re.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bot exited (${code}) before its ${what}:\n${out}\n${err}`));
    });
  });
  return { done, output: () => out };
}

async function stop(child: ChildProcessWithoutNullStreams): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.stdin.end(); // the console stops at the end of its input
  if (child.exitCode === null) await exited;
}

/** One `npm start` (PostgreSQL at `databaseUrl`, else a new PGlite folder): ms to its first reply line. */
export async function timeFirstReply(opts: { databaseUrl?: string; timeoutMs?: number } = {}): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hexpost-bench-start-'));
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: botEnv(dir, opts.databaseUrl),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  try {
    const reply = waitForOutput(child, REPLY, opts.timeoutMs ?? 60_000, 'reply');
    child.stdin.write(`${COMMAND}\n`);
    await reply.done;
    return performance.now() - t0;
  } finally {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a scratch database of its own

const DEFAULT_PG = 'postgresql://postgres@127.0.0.1:5432/postgres';

async function adminQuery(url: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  c.on('error', () => undefined);
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** A new empty database on the PostgreSQL of TEST_DATABASE_URL / DATABASE_URL (or the local default); null when none answers. */
async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_PG;
  const name = `hexpost_bench_start_${process.pid}_${Date.now().toString(36)}`;
  try {
    await adminQuery(admin, `CREATE DATABASE "${name}"`);
  } catch {
    return null;
  }
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface StartupFigures {
  /** PGlite, a new folder each start. */
  firstReplyMs: number;
  coldMs: number | null;
  samples: number[];
  /** PostgreSQL, a restart on a migrated database (null: no PostgreSQL answered). */
  postgres: { firstReplyMs: number; firstStartMs: number; samples: number[] } | null;
}

export async function benchStartup(runs = 3): Promise<StartupFigures> {
  let postgres: StartupFigures['postgres'] = null;
  const db = await scratchPostgres();
  if (db) {
    try {
      const firstStartMs = await timeFirstReply({ databaseUrl: db.url }); // migrates the new database
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) samples.push(await timeFirstReply({ databaseUrl: db.url }));
      postgres = { firstReplyMs: median(samples), firstStartMs, samples };
    } finally {
      await db.drop();
    }
  }
  const coldMs = migratedClusterTemplate() ? null : await timeFirstReply();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await timeFirstReply());
  return { firstReplyMs: median(samples), coldMs, samples, postgres };
}

// ---------------------------------------------------------------------------------------------
// Memory

/** VmRSS (and the peak, VmHWM) of a process in MiB; NaN where /proc is not there. */
export function residentMb(pid: number): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: Number.NaN, peak: Number.NaN };
  }
}

/** CPU ticks (user + system, all threads) a process has used; NaN without /proc. */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]); // utime, stime (fields 14 and 15)
  } catch {
    return Number.NaN;
  }
}

/** Waits until the process has used under 3% of a core for two seconds in a row (or `maxMs` passed). */
async function settle(pid: number, maxMs = 60_000): Promise<void> {
  const end = performance.now() + maxMs;
  let quiet = 0;
  let last = cpuTicks(pid);
  if (!Number.isFinite(last)) return;
  while (performance.now() < end && quiet < 4) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuTicks(pid);
    quiet = now - last <= 1 ? quiet + 1 : 0; // a tick is 10 ms: ≤ 1 per half second
    last = now;
  }
}

/** The example games, each in a channel of its own, as console lines. */
function exampleGames(): string[] {
  const files = ['whole-game.txt', 'nichiro-game.txt', 'sekigahara-game.txt', 'nihyaku-san-kochi-game.txt'];
  return files.flatMap((f, i) =>
    readFileSync(path.join(ROOT, 'examples', f), 'utf8')
      .split('\n')
      .filter((l) => (l.startsWith('@') || l.startsWith('!')) && !l.startsWith('!channel'))
      .map((l) => l.replace(/^(!refused )?@/, (_, refused: string | undefined) => `${refused ?? ''}#mem${i} @`)),
  );
}

export interface MemoryFigures {
  /** After start-up and the first reply, once idle (the render workers warm). */
  idleMb: number;
  /** After the example games drew `pictures` pictures, once idle again. */
  afterRendersMb: number;
  /** The highest resident set seen by the kernel over the whole run. */
  peakMb: number;
  pictures: number;
}

/** The bot's memory on PostgreSQL, with the default threads unless `renderThreads` (null: no PostgreSQL answered). */
export async function benchMemory(opts: { renderThreads?: number } = {}): Promise<MemoryFigures | null> {
  const db = await scratchPostgres();
  if (!db) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hexpost-bench-mem-'));
  // `npm start`'s own command, without npm in between: the pid is the bot's.
  const env = botEnv(dir, db.url);
  delete env.RENDER_THREADS;
  if (opts.renderThreads !== undefined) env.RENDER_THREADS = String(opts.renderThreads);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  try {
    const reply = waitForOutput(child, REPLY, 120_000, 'reply');
    child.stdin.write(`${COMMAND}\n`);
    await reply.done;
    await settle(child.pid!);
    const idle = residentMb(child.pid!);
    const lines = exampleGames();
    // The console answers in order: the last line's reply comes after every game's.
    const last = waitForOutput(child, /^\[reply → @memdone/m, 600_000, 'answers to the example games');
    child.stdin.write(`${lines.join('\n')}\n@memdone /help\n`);
    await last.done;
    await settle(child.pid!, 120_000);
    const after = residentMb(child.pid!);
    let pictures = 0;
    try {
      pictures = readdirSync(path.join(dir, 'out')).filter((f) => f.endsWith('.png')).length;
    } catch {
      // no pictures written
    }
    return { idleMb: idle.rss, afterRendersMb: after.rss, peakMb: after.peak, pictures };
  } finally {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
    await db.drop();
  }
}
