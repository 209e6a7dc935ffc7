// One warm-up, where renders happen (issue 22 item 3): `npm start` in console mode (the bot's
// bundle, scripts/bundle.mjs, whose modules imported on demand stay files loaded on demand) loads
// satori, resvg and the fonts only where something is drawn. The bot's main thread answers a command that
// draws nothing without loading them; with no render workers (RENDER_THREADS=0) the first picture
// loads them in this thread; with workers, the console answers while their warm-up has not ended.
// The child runs with test/ops/fixtures/module-probe.mjs, which lists the modules its main thread
// resolves (or, in a worker, holds one import forever).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { BUNDLE_NODE_ARGS, baseEnv, spawnCommand, type SpawnedBot } from '../helpers/spawn-bot.ts';

const PROBE = new URL('./fixtures/module-probe.mjs', import.meta.url).href;
/** What only drawing needs: the layout engine and the rasteriser (the fonts module and the render kit, from the sources). */
const DRAWING = [/\/node_modules\/satori\//, /\/node_modules\/@resvg\//, /\/render\/fonts\.ts$/, /\/render\/kit\//];

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function consoleBot(extra: Record<string, string>): { bot: SpawnedBot; modules: () => string[] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hexpost-lazy-'));
  const out = path.join(dir, 'modules.txt');
  const env = {
    ...baseEnv(),
    PGLITE_DIR: path.join(dir, 'pglite'),
    IMAGE_DIR: path.join(dir, 'out'),
    MODULE_PROBE_OUT: out,
    ...extra,
  };
  const bot = spawnCommand(
    process.execPath,
    [...BUNDLE_NODE_ARGS, '--import', PROBE, path.join(inject('botBundle'), 'main.mjs')],
    env,
  );
  cleanups.push(async () => {
    if ((await Promise.race([bot.exited(), Promise.resolve('running')])) === 'running') await bot.stop(5000);
    rmSync(dir, { recursive: true, force: true });
  });
  const modules = () => (existsSync(out) ? readFileSync(out, 'utf8').split('\n').filter(Boolean) : []);
  return { bot, modules };
}

const drawing = (modules: string[]) => modules.filter((m) => DRAWING.some((re) => re.test(m)));

describe('the render stack loads where something is drawn', () => {
  it('answers /help without loading satori, resvg or the fonts; the first picture drawn in this thread loads them (RENDER_THREADS=0)', async () => {
    const { bot, modules } = consoleBot({ RENDER_THREADS: '0' });
    bot.child.stdin!.write('@alice /help\n');
    await bot.waitForLine(/^\[reply → @alice/);
    expect(modules().some((m) => m.endsWith('/main.mjs'))).toBe(true); // the probe sees the main thread
    expect(drawing(modules())).toEqual([]);

    bot.child.stdin!.write('@alice /newgame opponent:@bob side:japan\n@bob /accept\n');
    await bot.waitForLine(/🖼 {2}\S+\.png/);
    expect(modules().some((m) => m.includes('/node_modules/satori/'))).toBe(true);
    bot.child.stdin!.end();
    expect(await bot.exited()).toBe(0);
  });

  it('answers /help while the render worker has not finished warming up (its satori import never ends)', async () => {
    const { bot, modules } = consoleBot({ RENDER_THREADS: '1', MODULE_PROBE_BLOCK: '/node_modules/satori/' });
    bot.child.stdin!.write('@alice /help\n');
    await bot.waitForLine(/^\[reply → @alice/);
    expect(drawing(modules())).toEqual([]);
  });
});
