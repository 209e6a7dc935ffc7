// Private buttons (src/service/private-buttons.ts): a player's own choices on a reply only they see,
// keyed to their own view. The other side's secret move leaves them valid; the player's own change
// makes them stale (refused, game unchanged); the key ignores the order of a view's keys.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import type { Game } from '#service/types.ts';
import { privateButtons, PRIVATE_BUTTON_ID } from '#service/private-buttons.ts';
import { viewKey } from '#service/interactions/kind.ts';
import { lookAsPlayer } from '#service/read.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../helpers/app.ts';

const CH = 'private-buttons';

it("a view key does not depend on the order of the view's keys, and differs when a value does", () => {
  expect(viewKey({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(viewKey({ b: { d: 'x', c: [1, 2] }, a: 1 }));
  expect(viewKey({ a: 1, b: { c: [2, 1], d: 'x' } })).not.toBe(viewKey({ a: 1, b: { c: [1, 2], d: 'x' } }));
});

forEachDatabase(
  'private buttons',
  (t) => {
    let app: App;
    beforeEach(async () => {
      ({ app } = await startServiceApp(t.db, { transport: new RecordingTransport(), seed: 3, defaultLocale: 'en' }));
    });
    afterEach(async () => app.close());

    async function start(): Promise<Game> {
      const created = await newGame(app.deps, {
        guildId: 'g',
        channelId: CH,
        gameType: 'nihyaku-san-kochi',
        creatorId: 'alice',
        creatorLocale: 'en',
        opponents: [{ id: 'bob' }],
        side: 'japan',
      });
      expect(created.ok).toBe(true);
      expect((await acceptGame(app.deps, CH, 'bob', 'en')).ok).toBe(true);
      return (await app.repo.findOpenGameByChannel(CH))!;
    }
    const buttons = async (user: string) => {
      const look = await lookAsPlayer(app.deps, CH, user);
      expect(look.ok).toBe(true);
      return (look.ok ? privateButtons(look.value, 'en') : undefined)!.flat();
    };
    const pressing = (user: string, customId: string) => {
      const m = PRIVATE_BUTTON_ID.exec(customId)!;
      return act(app.deps, { channelId: CH, userId: user, action: m[3]!, expectedView: m[2]! });
    };

    it("the other side's secret card leaves a player's buttons valid; their own card makes them stale", async () => {
      const game = await start();
      const alice = await buttons('alice');
      expect(alice.map((b) => b.label)).toEqual([
        'Card 1: Move',
        'Card 1: Attack',
        'Card 1: Area order',
        'Card 1: Reinforce',
        'Card 1: Commit',
      ]);
      const bob = await buttons('bob');
      // bob sets a card: the game's version moves, alice's view does not.
      expect((await pressing('bob', bob.find((b) => b.customId.endsWith(':set ru-move'))!.customId)).ok).toBe(true);
      expect((await buttons('alice')).map((b) => b.customId)).toEqual(alice.map((b) => b.customId));
      const set = await pressing('alice', alice.find((b) => b.customId.endsWith(':set jp-attack'))!.customId);
      expect(set.ok).toBe(true);
      // Her own change: the buttons drawn before it are stale — refused, nothing set.
      const after = (await app.repo.findOpenGameByChannel(CH))!;
      const stale = await pressing('alice', alice.find((b) => b.customId.endsWith(':set jp-move'))!.customId);
      expect(stale.ok || stale.error.code).toBe('STALE_BUTTON');
      expect((await app.repo.findOpenGameByChannel(CH))!.version).toBe(after.version);
      expect(after.version).toBe(game.version + 2);
      // The fresh buttons offer card 2 without the card already set.
      expect((await buttons('alice')).map((b) => b.label)).toEqual([
        'Card 2: Move',
        'Card 2: Area order',
        'Card 2: Reinforce',
        'Card 2: Commit',
        'Take back the cards set',
      ]);
    });
  },
  { flow: true },
);
