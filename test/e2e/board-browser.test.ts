// The web board in a real browser (playwright-core driving the machine's Chromium, Debian's package:
// .ci/run installs it): two players, each in a browser context of their own at phone size, and a
// spectator. They play a whole 奉天会戦 by tapping the choices the board offers (on the map where it
// lights them); every open page follows the game live, and the stored game moves as the taps say.
// Then the spectator steps back through the record, and the offline replay file /export attaches
// opens from disk with the network off and steps to the end.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '#commands/_command.ts';
import { registerBoardRoutes } from '#http/board.ts';
import { createHttpServer } from '#http/health.ts';
import { boardLinkFor, boardPath } from '#service/board.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { replayFile } from '#service/replay-file.ts';
import { getGame } from '#games/index.ts';
import type { GameState } from '#engine/types.ts';
import type { GameSetup } from '#service/types.ts';
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

  async function open(userId: string, query = ''): Promise<Page> {
    const r = await boardLinkFor(deps, CH, userId);
    if (!r.ok) throw new Error(r.error.code);
    const ctx = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const res = await page.goto(`${base}${boardPath(r.value.token)}${query}`);
    expect(res?.status()).toBe(200);
    (page as Page & { errors?: string[] }).errors = errors;
    return page;
  }

  const version = async () => (await deps.repo.findLatestGameByChannel(CH))!.version;

  /**
   * Taps through the choice tree until an action is sent: the first choice at each step, or (`last`)
   * the last whole action offered at the first step (ending a phase, passing) when there is one.
   */
  let mapTaps = 0;
  async function tapAction(page: Page, last: boolean, onMap = false): Promise<string> {
    for (let depth = 0; depth < 8; depth++) {
      const buttons = page.locator('#choices button[data-value]');
      await buttons.first().waitFor();
      const complete = page.locator('#choices button.complete[data-value]');
      const pick = last && depth === 0 && (await complete.count()) > 0 ? complete.last() : buttons.first();
      const value = (await pick.getAttribute('data-value'))!;
      const whole = (await pick.getAttribute('class'))!.includes('complete');
      // The same choice lit on the map, where the map shows its place: tapped there instead.
      const target = page.locator(`svg.targets rect.target[data-value="${value}"]`);
      if (onMap && (await target.count()) > 0) {
        await target.first().tap();
        mapTaps++;
      } else await pick.tap();
      if (whole) return value;
      await page.locator('#choices .pick', { hasText: value }).waitFor();
    }
    throw new Error('no whole action within 8 taps');
  }

  it('two players play a whole 奉天会戦 by tapping; the spectator’s page follows live and steps through the record', async () => {
    const made = await newGame(deps, {
      guildId: 'g',
      channelId: CH,
      gameType: 'hoten-kaisen',
      creatorId: 'alice',
      creatorLocale: 'en',
      opponents: [{ id: 'bob' }],
      side: 'japan',
      // The two-passes house rule (/newgame pass_rule:True): two passes in a row move the time
      // marker, so the game reaches its end in a few dozen taps once both sides pass.
      options: { passesAdvanceTime: true },
    });
    expect(made.ok).toBe(true);
    expect((await acceptGame(deps, CH, 'bob', 'en')).ok).toBe(true);
    await deps.repo.setGuildBoardPublic('g', true);
    const alice = await open('alice');
    const bob = await open('bob');
    const carol = await open('carol', '?lang=en'); // the server's language is ja; she reads en
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

    // Play to the end by tapping: whoever is to move taps the first choices for a dozen actions
    // (moves, attacks), then ends each phase, until the game is over.
    for (let i = 0; ; i++) {
      const g = (await deps.repo.findOpenGameByChannel(CH)) ?? null;
      if (!g) break; // finished: no longer the channel's open game
      expect(i).toBeLessThan(200);
      const v = g.version;
      const top = (g.state as { stack: { sides: string[] }[] }).stack.at(-1)!;
      const page = top.sides[0] === 'japan' ? alice : bob;
      await page.locator(`main#board[data-version="${v}"] .turn[data-to-move="1"]`).waitFor({ timeout: 10_000 });
      // The first moves are tapped on the map: the unit, then its destination.
      if (i < 6) await page.locator('svg.targets rect.target').first().waitFor({ timeout: 10_000 });
      await tapAction(page, i >= 10, i < 6);
      await expect.poll(async () => (await deps.repo.findGame(g.id))!.version, { timeout: 10_000 }).toBeGreaterThan(v);
    }
    expect(mapTaps).toBeGreaterThanOrEqual(6);
    const ended = (await deps.repo.findLatestGameByChannel<GameSetup, GameState>(CH))!;
    expect(ended.status).toBe('finished');
    for (const p of [alice, bob, carol])
      await expect.poll(() => p.locator('.turn').textContent(), { timeout: 10_000 }).toBe('The game is over');

    // Step through the record on the spectator's page: the first position, the next, then now.
    const n = (await deps.repo.loadActions(ended.id)).length;
    await carol.locator('nav.steps button[data-step="first"]').tap();
    await expect.poll(() => carol.locator('.past').textContent()).toContain(`after action 0 of ${n}`);
    await carol.locator('nav.steps button[data-step="next"]').tap();
    await expect.poll(() => carol.locator('.past').textContent()).toContain(`after action 1 of ${n}`);
    await carol.locator('nav.steps button[data-step="last"]').first().tap();
    await expect.poll(() => carol.locator('.turn').textContent()).toBe('The game is over');
    expect(await carol.locator('.past').count()).toBe(0);

    // The offline replay /export attaches: opened from a file with the network off, it steps to the end.
    const file = await replayFile(deps, ended, 'alice', 'en');
    if (!file.ok) throw new Error(file.error.code);
    const dir = mkdtempSync(path.join(tmpdir(), 'hexpost-replay-'));
    const html = path.join(dir, file.value.name);
    writeFileSync(html, file.value.html);
    const offline = await browser.newContext({ viewport: PHONE, offline: true, hasTouch: true, isMobile: true });
    const replay = await offline.newPage();
    const replayErrors: string[] = [];
    replay.on('pageerror', (e) => replayErrors.push(e.message));
    await replay.goto(pathToFileURL(html).href);
    const last = file.value.positions - 1;
    expect(last).toBe(n);
    await expect.poll(() => replay.locator('.at').textContent()).toBe(`0 / ${last}`);
    const count = () => replay.locator('#overlay *').count();
    expect(await count()).toBeGreaterThan(10);
    await replay.locator('button[data-step="next"]').tap();
    await expect.poll(() => replay.locator('.at').textContent()).toBe(`1 / ${last}`);
    await replay.locator('button[data-step="last"]').tap();
    await expect.poll(() => replay.locator('.at').textContent()).toBe(`${last} / ${last}`);
    const m = getGame('hoten-kaisen')!;
    expect(await replay.locator('#summary').textContent()).toBe(m.summary(ended.state).en);
    expect(await count()).toBeGreaterThan(10);
    expect(replayErrors).toEqual([]);
    await offline.close();
    rmSync(dir, { recursive: true, force: true });

    // BOARD_SHOTS=<folder>: the pages at phone size, as the README shows them.
    if (process.env.BOARD_SHOTS)
      for (const [who, p] of [
        ['alice', alice],
        ['carol', carol],
      ] as const)
        await p.screenshot({ path: `${process.env.BOARD_SHOTS}/board-hoten-kaisen-${who}.png`, fullPage: false });
    for (const p of [alice, bob, carol]) expect((p as Page & { errors?: string[] }).errors).toEqual([]);
  });
});
