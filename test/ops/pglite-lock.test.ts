// One PGlite folder, one process. The lock is a Unix domain socket the holder listens on: held by
// the kernel for the process, released by its death however it dies. A second process is refused
// with a clear error naming the holder; a lock left by a process killed with SIGKILL is taken over;
// a lock file that names a live but unrelated pid (a restarted container gives node the same pid;
// any process may hold the old one) does not stop the bot.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockPGliteDir, lockSocketPath, openDatabase, PGliteLockedError } from '#store/db.ts';
import { baseEnv, exampleEnv, REPO_ROOT, spawnBundledBot } from '../helpers/spawn-bot.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), 'hexpost-lock-'));
  dirs.push(d);
  return d;
}

/** Another process that takes the folder's lock and keeps it until killed. */
async function holder(dir: string): Promise<ChildProcess> {
  const code = `import { lockPGliteDir } from ${JSON.stringify(path.join(REPO_ROOT, 'src/store/db.ts'))}; await lockPGliteDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => b.toString().includes('locked') && resolve());
    child.once('exit', (c) => reject(new Error(`holder exited ${c}`)));
  });
  return child;
}

/** A live process unrelated to hexpost. */
function sleeper(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  children.push(child);
  return child;
}

describe('PGlite folder lock', () => {
  it('a second process opening a folder the test process holds exits 1 naming the folder and the holder', async () => {
    const dir = tempDir();
    const pgliteDir = path.join(dir, 'pglite');
    const db = await openDatabase({ pgliteDir });
    try {
      const bot = spawnBundledBot({
        ...baseEnv(),
        ...exampleEnv(),
        PGLITE_DIR: pgliteDir,
        DISCORD_TOKEN: 'a.b.c',
        DISCORD_API_URL: 'http://127.0.0.1:9/api',
        LOG_FORMAT: 'json',
      });
      expect(await bot.exited()).toBe(1);
      expect(bot.output()).toContain(
        `The PGlite database folder ${path.resolve(pgliteDir)} is in use by another hexpost process (pid ${process.pid})`,
      );
      // The holder is untouched: still locked, still working.
      await expect(lockPGliteDir(path.resolve(pgliteDir))).rejects.toBeInstanceOf(PGliteLockedError);
      await db.prisma.$queryRaw`SELECT 1`;
    } finally {
      await db.close();
    }
    expect(existsSync(path.join(pgliteDir, LOCK_FILE))).toBe(false);
  });

  it('opening a held folder in the same process is refused too; closing releases it', async () => {
    const pgliteDir = path.join(tempDir(), 'pglite');
    const db = await openDatabase({ pgliteDir });
    await expect(openDatabase({ pgliteDir })).rejects.toBeInstanceOf(PGliteLockedError);
    await db.close();
    const again = await openDatabase({ pgliteDir });
    await again.close();
  });

  it('a lock held by another live process is refused, with its pid; once it is killed (SIGKILL) the lock is taken over', async () => {
    const dir = tempDir();
    const child = await holder(dir);
    const err = await lockPGliteDir(dir).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PGliteLockedError);
    expect((err as PGliteLockedError).pid).toBe(child.pid);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    // The kernel let go; the socket file is left behind, as after any crash.
    expect(lstatSync(lockSocketPath(dir)).isSocket()).toBe(true);
    const release = await lockPGliteDir(dir);
    await expect(lockPGliteDir(dir)).rejects.toBeInstanceOf(PGliteLockedError);
    release();
    expect(existsSync(lockSocketPath(dir))).toBe(false);
  });

  it('a lock file naming a live unrelated pid — or our own pid, as in a restarted container — does not stop the bot', async () => {
    const dir = tempDir();
    const pgliteDir = path.join(dir, 'pglite');
    mkdirSync(pgliteDir);
    const unrelated = sleeper();
    writeFileSync(path.join(pgliteDir, LOCK_FILE), `${unrelated.pid}\n`);
    const bot = spawnBundledBot({ ...baseEnv(), ...exampleEnv(), PGLITE_DIR: pgliteDir, IMAGE_DIR: tempDir() });
    bot.child.stdin!.end();
    expect(await bot.exited(), bot.output()).toBe(0);
    expect(bot.output()).toMatch(/hexpost console/);
    expect(unrelated.exitCode).toBeNull(); // untouched
    // The pid of the process taking the lock itself.
    writeFileSync(path.join(pgliteDir, LOCK_FILE), `${process.pid}\n`);
    const release = await lockPGliteDir(pgliteDir);
    release();
  });

  it('three takers of one stale lock at once: exactly one gets it, the others find it held', async () => {
    const dir = tempDir();
    const child = await holder(dir);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const results = await Promise.allSettled([lockPGliteDir(dir), lockPGliteDir(dir), lockPGliteDir(dir)]);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(PGliteLockedError);
    (won[0] as PromiseFulfilledResult<() => void>).value();
  });

  it('a folder whose path is too long for a socket locks through the temporary folder', async () => {
    const deep = path.join(tempDir(), 'x'.repeat(60), 'y'.repeat(60));
    const sock = lockSocketPath(deep);
    expect(sock.startsWith(os.tmpdir())).toBe(true);
    const release = await lockPGliteDir(deep);
    await expect(lockPGliteDir(deep)).rejects.toBeInstanceOf(PGliteLockedError);
    release();
  });
});
