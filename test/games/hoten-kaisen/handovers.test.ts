// A whole 奉天会戦 through the service: the channel is posted at hand-overs (whoever owes a decision
// changes, or the game ends), never after a move inside one player's stretch, and each player is
// sent at most one private map per hand-over — only with a post, and only when what they alone
// see (their hidden counters) changed since the last one. Before this, a 33-turn game made 98
// channel posts and 194 map DMs.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import fs from 'node:fs';
import type { GameState } from '#engine/types.ts';
import { hotenKaisen } from '#games/hoten-kaisen/index.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import type { Game } from '#service/types.ts';
import { postsNow } from '#service/notifications.ts';
import { forEachDatabase } from '../../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../../helpers/app.ts';

const CH = 'hoten-handovers';
const USER = { japan: 'alice', russia: 'bob' } as const;

// The longest recorded game of the golden fixtures (legacy seed 12, two passes move time).
const RECORDED = (
  JSON.parse(fs.readFileSync(new URL('../../golden/fixtures/hoten-kaisen.json', import.meta.url), 'utf8')) as {
    name: string;
    seed: number;
    options: Record<string, unknown>;
    actions: { side: 'japan' | 'russia'; action: string }[];
  }[]
).find((g) => g.name.startsWith('legacy seed 12'))!;

forEachDatabase(
  '奉天会戦: one post and at most one private map per hand-over',
  (t) => {
    let app: App;
    beforeEach(async () => {
      ({ app } = await startServiceApp(t.db, { transport: new RecordingTransport(), seed: RECORDED.seed }));
    });
    afterEach(async () => {
      // Nothing was delivered (no rendering needed): the rows are what is checked.
      await app.db.prisma.outbox.deleteMany({});
      await app.close();
    });

    it('a whole game: posts only at hand-overs; a DM only with a post, at most one per player per post', async () => {
      // Rows are counted in the table: the worker is never kicked (nothing is rendered or sent).
      const deps = { ...app.deps, onOutbox: undefined };
      expect(
        (
          await newGame(deps, {
            guildId: 'g',
            channelId: CH,
            gameType: 'hoten-kaisen',
            creatorId: 'alice',
            creatorLocale: 'en',
            opponents: [{ id: 'bob' }],
            side: 'japan',
            options: RECORDED.options,
          })
        ).ok,
      ).toBe(true);
      expect((await acceptGame(deps, CH, 'bob', 'en')).ok).toBe(true);
      let game = (await app.repo.findOpenGameByChannel(CH)) as Game;
      let handOvers = 0;
      // What the old rule sent: a post after every change, a DM after every change of a private view.
      let everyChangeDms = 0;
      const actions = RECORDED.actions.length;
      for (const { side, action } of RECORDED.actions) {
        const before = game.state as GameState;
        const r = await act(deps, { channelId: CH, userId: USER[side], action });
        expect(r.ok, `${side} ${action}`).toBe(true);
        if (!r.ok) return;
        game = r.value.game;
        if (postsNow(hotenKaisen, before, game.state as GameState)) handOvers++;
        for (const s of hotenKaisen.sides)
          if (hotenKaisen.privateChanged!(before as GameState<never>, game.state as GameState<never>, s))
            everyChangeDms++;
      }
      expect(game.state.result).not.toBeNull();
      const rows = await app.db.prisma.outbox.findMany({ where: { gameId: game.id }, orderBy: { id: 'asc' } });
      const type = (p: unknown) => (p as { type: string }).type;
      const version = (p: unknown) => (p as { version: number }).version;
      const posts = rows.filter((r) => type(r.payload) === 'update');
      const postVersions = new Set(posts.map((r) => version(r.payload)));
      // The start's post, then one per hand-over.
      expect(posts).toHaveLength(1 + handOvers);
      for (const user of ['alice', 'bob']) {
        const dms = rows.filter((r) => r.kind === 'dm' && r.target === user && type(r.payload) === 'private');
        const versions = dms.map((r) => version(r.payload));
        // At most one per hand-over, and only with a post.
        expect(new Set(versions).size, user).toBe(versions.length);
        for (const v of versions)
          expect(postVersions.has(v), `${user}'s DM at version ${v} goes with a post`).toBe(true);
        expect(dms.length).toBeLessThanOrEqual(posts.length);
      }
      // The status message follows every post.
      expect(rows.filter((r) => type(r.payload) === 'status')).toHaveLength(posts.length);
      const dmCount = rows.filter((r) => r.kind === 'dm').length;
      expect(posts.length).toBeLessThan(actions);
      expect(dmCount).toBeLessThan(everyChangeDms);
      console.log(
        `[${t.kind}] 奉天会戦 (${RECORDED.name}), ${actions} actions: ${posts.length} posts (${handOvers} hand-overs; a post per change: ${actions + 1}), ${dmCount} private maps (one per change of a private view: ${everyChangeDms + 2}); ${game.state.result!.reason.en}`,
      );
    });
  },
  { flow: true },
);
