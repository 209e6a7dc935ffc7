// One PGlite folder, one process: a second process is refused with a clear error; a lock left by
// a dead process is taken over.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockPGliteDir, openDatabase, PGliteLockedError } from '../../src/store/db.ts';
import { baseEnv, exampleEnv, spawnBot } from '../helpers/spawn-bot.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), 'hexpost-lock-'));
  dirs.push(d);
  return d;
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((r) => child.on('exit', r));
  return child.pid!;
}

describe('PGlite folder lock', () => {
  it('a second process opening a folder the test process holds exits 1 naming the folder and the holder', async () => {
    const dir = tempDir();
    const pgliteDir = path.join(dir, 'pglite');
    const db = await openDatabase({ pgliteDir });
    try {
      const bot = spawnBot('src/main.ts', { ...baseEnv(), ...exampleEnv(), PGLITE_DIR: pgliteDir, DISCORD_TOKEN: 'a.b.c', DISCORD_API_URL: 'http://127.0.0.1:9/api', LOG_FORMAT: 'json' });
      expect(await bot.exited()).toBe(1);
      expect(bot.output()).toContain(`The PGlite database folder ${path.resolve(pgliteDir)} is in use by another hexpost process (pid ${process.pid})`);
      // The holder is untouched.
      expect(readFileSync(path.join(pgliteDir, 'hexpost.lock'), 'utf8').trim()).toBe(String(process.pid));
      await db.prisma.$queryRaw`SELECT 1`;
    } finally {
      await db.close();
    }
    expect(existsSync(path.join(pgliteDir, 'hexpost.lock'))).toBe(false);
  });

  it('opening a held folder in the same process is refused too; closing releases it', async () => {
    const pgliteDir = path.join(tempDir(), 'pglite');
    const db = await openDatabase({ pgliteDir });
    await expect(openDatabase({ pgliteDir })).rejects.toBeInstanceOf(PGliteLockedError);
    await db.close();
    const again = await openDatabase({ pgliteDir });
    await again.close();
  });

  it('a lock left by a dead process is taken over', async () => {
    const dir = tempDir();
    const pid = await deadPid();
    writeFileSync(path.join(dir, 'hexpost.lock'), `${pid}\n`);
    const release = lockPGliteDir(dir);
    expect(readFileSync(path.join(dir, 'hexpost.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'hexpost.lock'))).toBe(false);
  });

  it('a lock held by another live process is refused', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(path.join(dir, 'hexpost.lock'), `${child.pid}\n`);
      expect(() => lockPGliteDir(dir)).toThrow(new RegExp(`in use by another hexpost process \\(pid ${child.pid}\\)`));
    } finally {
      child.kill('SIGKILL');
    }
  });
});
