// (g) start-up: the wall time from spawning `npm start` — console mode (no DISCORD_TOKEN), embedded
// PGlite in a new folder (no DATABASE_URL) — to its first reply to a command written on its standard
// input. What a new user waits for, and what a restart costs before the bot answers again.
//
// The median of three starts, each on a new folder. A new folder starts from the copy of an empty
// cluster kept in node_modules/.cache/hexpost (src/store/pglite-template.ts); when this install
// has none yet, the first start makes it and is reported apart (coldMs), not in the median.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyClusterTemplate } from '#store/pglite-template.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COMMAND = '@alice /help';

/** One `npm start` on a new folder: ms to its first reply line. */
export async function timeFirstReply(timeoutMs = 60_000): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hexpost-bench-start-'));
  // Empty values count as unset and keep a developer's .env (read by the bot, never overriding
  // what the environment says) from turning on Discord, PostgreSQL or the health listener.
  const env = {
    ...process.env,
    DISCORD_TOKEN: '',
    DATABASE_URL: '',
    HEXPOST_REQUIRE_TOKEN: '',
    HTTP_PORT: '',
    PGLITE_DIR: path.join(dir, 'pglite'),
    IMAGE_DIR: path.join(dir, 'out'),
  };
  const t0 = performance.now();
  const child = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  try {
    return await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply within ${timeoutMs} ms:\n${out}\n${err}`)), timeoutMs);
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString('utf8');
        if (/^\[reply/m.test(out)) {
          clearTimeout(timer);
          resolve(performance.now() - t0);
        }
      });
      child.stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited (${code}) before replying:\n${out}\n${err}`));
      });
      child.stdin.write(`${COMMAND}\n`);
    });
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.stdin.end(); // the console stops at the end of its input
    if (child.exitCode === null) await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchStartup(
  runs = 3,
): Promise<{ firstReplyMs: number; coldMs: number | null; samples: number[] }> {
  const coldMs = emptyClusterTemplate() ? null : await timeFirstReply();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await timeFirstReply());
  const sorted = [...samples].sort((a, b) => a - b);
  return { firstReplyMs: sorted[Math.floor(sorted.length / 2)]!, coldMs, samples };
}
