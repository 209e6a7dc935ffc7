// The text log lives in rows, not in the game's state: every entry is a GameLog row, the stored
// state keeps only what the channel has not been shown yet, /log reads the rows a page at a time
// (newest first) as the reader may read them, and the game still replays to the stored state.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { legalActionTexts } from '#engine/decisions.ts';
import type { GameState, LogEntry } from '#engine/types.ts';
import { hotenKaisen } from '#games/hoten-kaisen/index.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { logPage, verifyReplay } from '#service/read.ts';
import type { Game } from '#service/types.ts';
import { LOG_PAGE } from '#service/read.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../helpers/app.ts';

const CH = 'log-rows';
const USER = { japan: 'alice', russia: 'bob' } as const;

forEachDatabase(
  'the text log in rows',
  (t) => {
    let app: App;

    beforeEach(async () => {
      ({ app } = await startServiceApp(t.db, { transport: new RecordingTransport(), seed: 5 }));
    });
    afterEach(async () => {
      await app.close();
    });

    const stored = async (): Promise<Game> => (await app.repo.findOpenGameByChannel<unknown, GameState>(CH)) as Game;

    it('keeps every entry as a row and the state without them; /log pages through the rows as each reader may read them', async () => {
      expect(
        (
          await newGame(app.deps, {
            guildId: 'g',
            channelId: CH,
            gameType: 'hoten-kaisen',
            creatorId: 'alice',
            creatorLocale: 'en',
            opponents: [{ id: 'bob' }],
            side: 'japan',
          })
        ).ok,
      ).toBe(true);
      expect((await acceptGame(app.deps, CH, 'bob', 'en')).ok).toBe(true);
      for (const user of ['alice', 'bob'])
        expect((await act(app.deps, { channelId: CH, userId: user, action: 'place-historical' })).ok).toBe(true);
      // Play on with the first legal action that is not a pass, until the log fills several pages.
      let sizes: number[] = [];
      for (let i = 0; i < 60; i++) {
        const game = await stored();
        if (!game || game.state.result) break;
        // Every entry is a row; the stored state keeps only those not posted yet (the moves of the
        // stretch before the next hand-over).
        const rows = await app.repo.loadLog<LogEntry>(game.id);
        expect(rows.length).toBe(game.announced + game.state.log.length);
        expect(rows.slice(game.announced)).toEqual(game.state.log);
        if ((await app.repo.countLog(game.id, null)) > LOG_PAGE * 2 + 3) break;
        sizes.push(JSON.stringify({ ...game.state, log: [] }).length);
        const side = hotenKaisen.sides.find((s) => legalActionTexts(hotenKaisen, game.state, s).length > 0)!;
        const legal = legalActionTexts(hotenKaisen, game.state, side);
        const action = legal.find((a) => !a.startsWith('pass')) ?? legal[0]!;
        expect(
          (await act(app.deps, { channelId: CH, userId: USER[side as keyof typeof USER], action })).ok,
          action,
        ).toBe(true);
      }
      const game = await stored();
      const all = await app.repo.loadLog<LogEntry>(game.id);
      const publicCount = await app.repo.countLog(game.id, null);
      expect(publicCount).toBeGreaterThan(LOG_PAGE * 2);
      // The state does not grow with the log: its size stays within a small band all game.
      sizes = sizes.slice(1);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(600);

      // A spectator's pages: the public entries, newest page first, oldest first within a page.
      const publicEntries = all.filter((e) => !e.to).map((e) => e.text);
      const p1 = await logPage(app.deps, CH, 'carol', 1);
      const p2 = await logPage(app.deps, CH, 'carol', 2);
      expect(p1.ok && p2.ok).toBe(true);
      if (!p1.ok || !p2.ok) return;
      expect(p1.value.pages).toBe(Math.ceil(publicCount / LOG_PAGE));
      expect(p1.value.lines).toEqual(publicEntries.slice(-LOG_PAGE));
      expect(p2.value.lines).toEqual(publicEntries.slice(-2 * LOG_PAGE, -LOG_PAGE));
      // A page past the end is the last (oldest) one.
      const last = await logPage(app.deps, CH, 'carol', 999);
      expect(last.ok && last.value.page).toBe(p1.value.pages);
      // alice reads her own secret lines (her setup) where the public reads only that she set up.
      const oldestAlice = await logPage(app.deps, CH, 'alice', 999);
      expect(oldestAlice.ok).toBe(true);
      if (!oldestAlice.ok) return;
      const aliceText = oldestAlice.value.lines.map((l) => l.en).join('\n');
      const carolText = last.ok ? last.value.lines.map((l) => l.en).join('\n') : '';
      expect(aliceText).toContain('Setup:');
      expect(carolText).not.toContain('Setup:');
      // The game replays to the stored state and to the rows.
      expect((await verifyReplay(app.deps, game.id)).equal).toBe(true);
    });
  },
  { flow: true },
);
