// The public channel post never carries a secret: not in its text, not in the labels or custom
// ids of its buttons. Buttons are for short public decisions (combat, retreat, advance); a short
// list of secret choices (the last counters of a setup, a cornered side's moves) gets none.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { pendingSides } from '#engine/engine.ts';
import { COUNTERS } from '#games/hoten-kaisen/data/counters.ts';
import type { HotenG } from '#games/hoten-kaisen/types.ts';
import type { GameState } from '#engine/types.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { legalFor } from '#service/read.ts';
import type { Game } from '#service/types.ts';
import type { OutMessage } from '#service/outbox/index.ts';
import type { App } from '#src/app.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../helpers/app.ts';

const CH = 'privacy-channel';

function secretsIn(msg: OutMessage, state: GameState<HotenG>): string[] {
  const hidden = Object.values(state.g.units).filter((u) => !u.revealed);
  const buttons = (msg.buttons ?? []).flat();
  const text = [msg.content, ...buttons.map((b) => b.label)].join('\n');
  const out: string[] = [];
  for (const u of hidden) {
    const c = COUNTERS.find((x) => x.id === u.id)!;
    if (text.includes(c.name.en) || text.includes(c.name.ja)) out.push(`${u.id} named`);
    if (buttons.some((b) => new RegExp(`\\b${u.id}\\b`).test(b.customId))) out.push(`${u.id} in a custom id`);
  }
  return out;
}

forEachDatabase(
  'channel posts keep secrets',
  (t) => {
    let app: App;
    let transport: RecordingTransport;

    beforeEach(async () => {
      transport = new RecordingTransport();
      ({ app } = await startServiceApp(t.db, { transport }));
    });
    afterEach(async () => {
      await app.close();
    });

    async function step(userId: string, action: string): Promise<Game & { state: GameState<HotenG> }> {
      const r = await act(app.deps, { channelId: CH, userId, action });
      if (!r.ok) throw new Error(`${userId} ${action}: ${r.error.code}`);
      await app.outbox.drain();
      return r.value.game as Game & { state: GameState<HotenG> };
    }

    it('no buttons for a short list of secret setup choices; a combat decision waits for the hand-over', async () => {
      const created = await newGame(app.deps, {
        guildId: 'g',
        channelId: CH,
        gameType: 'hoten-kaisen',
        creatorId: 'alice',
        creatorLocale: 'en',
        opponents: [{ id: 'bob' }],
        side: 'japan',
      });
      expect(created.ok).toBe(true);
      expect((await acceptGame(app.deps, CH, 'bob', 'en')).ok).toBe(true);
      await step('alice', 'place-historical');
      // Russia places one by one: the last choices are few (≤ 10) but secret.
      let game = await step('bob', 'place R1 0503');
      game = await step('bob', 'place R2 0405');
      game = await step('bob', 'place R3 0505');
      let last = transport.channelPosts(CH).at(-1)!;
      expect(pendingSides(game.state)).toEqual(['russia']);
      expect(secretsIn(last, game.state)).toEqual([]);
      expect(last.buttons ?? []).toEqual([]);
      game = await step('bob', 'place RR 0605');
      last = transport.channelPosts(CH).at(-1)!;
      expect(secretsIn(last, game.state)).toEqual([]);
      expect(last.buttons ?? []).toEqual([]);
      game = await step('bob', 'place RC 0704');
      // Japan moves next to two Russian counters: Japan still owes the decisions (attack or end), so
      // nothing is posted until the hand-over; the attack choices are public (the /act reply's buttons).
      const posts = transport.channelPosts(CH).length;
      game = await step('alice', 'move J2 0406');
      expect(transport.channelPosts(CH)).toHaveLength(posts);
      expect(
        (await legalFor(app.deps, CH, 'alice'))
          .filter((l) => l.public)
          .map((l) => l.action)
          .sort(),
      ).toEqual(['attack 0405', 'attack 0505', 'end']);
      game = await step('alice', 'end');
      last = transport.channelPosts(CH).at(-1)!;
      expect(transport.channelPosts(CH)).toHaveLength(posts + 1);
      expect(pendingSides(game.state)).not.toContain('japan');
      expect(secretsIn(last, game.state)).toEqual([]);
      // Every channel post of the game, checked against the final state (secrets only get revealed).
      for (const post of transport.channelPosts(CH)) expect(secretsIn(post, game.state)).toEqual([]);
    });
  },
  { flow: true },
);
