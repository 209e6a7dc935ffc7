// The web board in a real browser (playwright-core driving the machine's Chromium, Debian's package:
// .ci/run installs it): two players, each in a browser context of their own at phone size, and a
// spectator. They set up 奉天会戦 and play on by tapping the choices the board offers; every open
// page follows the game live, and the stored game moves as the taps say.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '#commands/_command.ts';
import { registerBoardRoutes } from '#http/board.ts';
import { createHttpServer } from '#http/health.ts';
import { boardLinkFor, boardPath } from '#service/board.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import type { App } from '#src/app.ts';
import { startServiceApp } from '../helpers/app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PHONE = { width: 390, height: 844 };
const CH = 'browser';

describe('the web board in Chromium', () => {
  let db: TestDatabase;
  let app: App;
  let deps: AppDeps;
  let http: ReturnType<typeof createHttpServer>;
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM))
      throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium (.ci/run does), or set CHROMIUM_PATH`);
    db = await openTestDatabase('pglite');
    ({ app } = await startServiceApp(db));
    deps = app.deps;
    http = createHttpServer();
    await registerBoardRoutes(http, deps, { pollMs: 100 });
    await http.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(http.server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  });
  afterAll(async () => {
    await browser?.close();
    await http?.close();
    await app?.close();
    await db?.close();
  });

  async function open(userId: string): Promise<Page> {
    const r = await boardLinkFor(deps, CH, userId);
    if (!r.ok) throw new Error(r.error.code);
    const ctx = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const res = await page.goto(`${base}${boardPath(r.value.token)}`);
    expect(res?.status()).toBe(200);
    (page as Page & { errors?: string[] }).errors = errors;
    return page;
  }

  const version = async () => (await deps.repo.findOpenGameByChannel(CH))!.version;

  /** Taps through the choice tree: the first choice at each step, until an action is sent. */
  async function tapFirstAction(page: Page): Promise<string> {
    for (let depth = 0; depth < 8; depth++) {
      const first = page.locator('#choices button[data-value]').first();
      await first.waitFor();
      const value = (await first.getAttribute('data-value'))!;
      const complete = (await first.getAttribute('class'))!.includes('complete');
      await first.tap();
      if (complete) return value;
      await page.locator(`#choices .pick`, { hasText: value }).waitFor();
    }
    throw new Error('no complete action within 8 taps');
  }

  it('two players set up and play by tapping; the spectator’s page follows live', async () => {
    const made = await newGame(deps, {
      guildId: 'g',
      channelId: CH,
      gameType: 'hoten-kaisen',
      creatorId: 'alice',
      creatorLocale: 'en',
      opponents: [{ id: 'bob' }],
      side: 'japan',
    });
    expect(made.ok).toBe(true);
    expect((await acceptGame(deps, CH, 'bob', 'en')).ok).toBe(true);
    await deps.repo.setGuildBoardPublic('g', true);
    const alice = await open('alice');
    const bob = await open('bob');
    const carol = await open('carol');
    // The map is the game's own SVG, loaded under the page's CSP.
    const map = alice.locator('.map img');
    await expect
      .poll(() =>
        map.evaluate((i) => {
          const img = i as unknown as { complete: boolean; naturalWidth: number };
          return img.complete ? img.naturalWidth : 0;
        }),
      )
      .toBeGreaterThan(500);
    // Tap targets are at least 44 px.
    const set = alice.locator('#choices button[data-value="place-historical"]');
    await set.waitFor();
    const box = (await set.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect(await carol.locator('#choices').count()).toBe(0); // a spectator has nothing to tap
    const before = await carol.locator('.summary').textContent();

    await set.tap();
    await expect.poll(() => alice.locator('#answer').textContent()).toMatch(/Japan finished setting up/);
    await bob.locator('#choices button[data-value="place-historical"]').tap();
    await expect.poll(version).toBe(3);
    // Every open page hears the change without a reload.
    await expect.poll(() => carol.locator('.summary').textContent(), { timeout: 10_000 }).not.toBe(before);

    // Play on by tapping: whoever is to move taps the first action the tree offers.
    for (let i = 0; i < 6; i++) {
      const v = await version();
      const g = (await deps.repo.findOpenGameByChannel(CH))!;
      const top = (g.state as { stack: { sides: string[] }[] }).stack.at(-1)!;
      const page = top.sides[0] === 'japan' ? alice : bob;
      await page.locator('.turn[data-to-move="1"]').waitFor({ timeout: 10_000 });
      await tapFirstAction(page);
      await expect.poll(version, { timeout: 10_000 }).toBeGreaterThan(v);
    }
    // BOARD_SHOTS=<folder>: the pages at phone size, as the README shows them.
    if (process.env.BOARD_SHOTS)
      for (const [who, p] of [
        ['alice', alice],
        ['carol', carol],
      ] as const)
        await p.screenshot({ path: `${process.env.BOARD_SHOTS}/board-hoten-kaisen-${who}.png`, fullPage: false });
    const actions = await deps.repo.loadActions((await deps.repo.findOpenGameByChannel(CH))!.id);
    expect(actions.length).toBe(8);
    for (const p of [alice, bob, carol]) expect((p as Page & { errors?: string[] }).errors).toEqual([]);
  });
});
