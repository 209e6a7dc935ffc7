// The README's pictures of the web board: each registered game a few moves in, as its first player's
// board on a phone (390 × 844 CSS px), in Debian's Chromium through playwright-core.
//
//   npx tsx scripts/board-screenshots.ts [folder]      (default docs/images)
//
// A throwaway PGlite folder, the app without Discord (a transport that keeps nothing), the board on
// a free local port; the moves are a seeded random player's, taken through the service as /act takes
// them.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { makeRand } from '#ai/rand.ts';
import { randomPlayer } from '#ai/random.ts';
import { pendingSides } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { allGames } from '#games/index.ts';
import { registerBoardRoutes } from '#http/board.ts';
import { createHttpServer } from '#http/health.ts';
import { boardLinkFor, boardPath } from '#service/board.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { createApp } from '#src/app.ts';
import { closeRenderPool } from '#images/index.ts';

const out = path.resolve(process.argv[2] ?? 'docs/images');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MOVES = 12;

mkdirSync(out, { recursive: true });
const dir = mkdtempSync(path.join(tmpdir(), 'hexpost-shots-'));
const app = await createApp({
  pgliteDir: dir,
  defaultLocale: 'en',
  newSeed: () => 1905,
  transport: { postChannel: async () => {}, sendDm: async () => {} },
});
const deps = app.deps;
const http = createHttpServer();
await registerBoardRoutes(http, deps);
await http.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(http.server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  for (const m of allGames()) {
    const channelId = `shots-${m.id}`;
    const made = await newGame(deps, {
      guildId: 'g',
      channelId,
      gameType: m.id,
      creatorId: 'alice',
      creatorLocale: 'en',
      opponents: [{ id: 'bob' }],
      side: m.sides[0]!,
    });
    if (!made.ok) throw new Error(`${m.id}: ${made.error.code}`);
    const accepted = await acceptGame(deps, channelId, 'bob', 'en');
    if (!accepted.ok) throw new Error(`${m.id}: ${accepted.error.code}`);
    const rand = makeRand(7);
    const player = randomPlayer();
    for (let i = 0; i < MOVES; i++) {
      const g = (await deps.repo.findOpenGameByChannel(channelId))!;
      const state = g.state as GameState;
      if (state.result) break;
      const side = pendingSides(state)[0]!;
      const userId = g.seats.find((s) => s.side === side)!.userId;
      const r = await act(deps, { channelId, userId, action: player(m, state, side, rand) });
      if (!r.ok) throw new Error(`${m.id}: move ${i}: ${r.error.code}`);
    }
    const link = await boardLinkFor(deps, channelId, 'alice');
    if (!link.ok) throw new Error(link.error.code);
    const ctx = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    const page = await ctx.newPage();
    await page.goto(`${base}${boardPath(link.value.token)}?lang=en`);
    await page.locator('.map img').evaluate(
      (i) =>
        new Promise<void>((resolve) => {
          const img = i as unknown as { complete: boolean; onload: (() => void) | null };
          if (img.complete) resolve();
          else img.onload = () => resolve();
        }),
    );
    await page.waitForTimeout(500); // the choices and the lit places
    const file = path.join(out, `board-${m.id}.png`);
    await page.screenshot({ path: file });
    console.log(file);
    await ctx.close();
  }
} finally {
  await browser.close();
  await http.close();
  await app.close();
  await closeRenderPool();
  rmSync(dir, { recursive: true, force: true });
}
