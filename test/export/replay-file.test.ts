// The offline replay /export attaches (src/service/replay-file.ts): every position of the record, as
// its reader could see it. Rebuilt from the file's dictionary and edits, each position's overlay is
// the game's own renderer's overlay of that reader's view of the position (their side's, or the
// public's), and nothing the file carries can end its script element.
import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { getGame } from '#games/index.ts';
import { layerParts } from '#images/index.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { replayFile, replayFileOf } from '#service/replay-file.ts';
import { diceSeedOf, type GameSetup } from '#service/types.ts';
import { startServiceApp } from '../helpers/app.ts';
import { openTestDatabase } from '../helpers/db.ts';

type Edit = number | number[];

function positionsOf(html: string): string[] {
  const m = /<script type="application\/json" id="replay-data">([^<]*)<\/script>/.exec(html);
  if (!m) throw new Error('no replay data');
  const d = JSON.parse(m[1]!) as { words: string[]; edits: Edit[][] };
  const out: string[] = [];
  let prev: number[] = [];
  for (const edit of d.edits) {
    const ids: number[] = [];
    let i = 0;
    for (const e of edit) {
      if (Array.isArray(e)) ids.push(...e);
      else if (e > 0) {
        ids.push(...prev.slice(i, i + e));
        i += e;
      } else i -= e;
    }
    out.push(ids.map((x) => d.words[x]).join(''));
    prev = ids;
  }
  return out;
}

describe('the offline replay file', () => {
  it('holds every position as each reader saw it, and nothing that ends its script', async () => {
    const db = await openTestDatabase('pglite');
    const { app } = await startServiceApp(db);
    try {
      const deps = app.deps;
      expect(
        (
          await newGame(deps, {
            guildId: 'g',
            channelId: 'rf',
            gameType: 'hoten-kaisen',
            creatorId: 'alice',
            creatorLocale: 'en',
            opponents: [{ id: 'bob' }],
            side: 'japan',
          })
        ).ok,
      ).toBe(true);
      const pending = (await deps.repo.findOpenGameByChannel<GameSetup, GameState>('rf'))!;
      expect((await replayFile(deps, pending, 'alice', 'en')).ok).toBe(false); // not accepted yet
      expect((await acceptGame(deps, 'rf', 'bob', 'en')).ok).toBe(true);
      for (const who of ['alice', 'bob']) await act(deps, { channelId: 'rf', userId: who, action: 'place-historical' });
      const m = getGame('hoten-kaisen')!;
      for (let i = 0; i < 4; i++) {
        const g = (await deps.repo.findOpenGameByChannel<GameSetup, GameState>('rf'))!;
        const side = g.state.stack.at(-1)!.sides[0]!;
        const userId = g.seats.find((s) => s.side === side)!.userId;
        expect(
          (await act(deps, { channelId: 'rf', userId, action: legalActions(m, g.state, side)[0]!.action })).ok,
        ).toBe(true);
      }
      const g = (await deps.repo.findOpenGameByChannel<GameSetup, GameState>('rf'))!;
      const actions = await deps.repo.loadActions(g.id);
      for (const side of ['russia', null] as const) {
        const file = await replayFileOf(deps, g, side, 'en');
        expect(file.positions).toBe(actions.length + 1);
        expect(file.html.match(/<\/script>/g)).toHaveLength(2); // the data's and the player's own
        const shown = positionsOf(file.html);
        let state = m.setup(diceSeedOf(g.setup), g.setup.options);
        for (let k = 0; k <= actions.length; k++) {
          if (k > 0) {
            const r = apply(m, state, actions[k - 1]!.side, actions[k - 1]!.action);
            if (!r.ok) throw new Error('does not replay');
            state = r.state;
          }
          const want = await layerParts('hoten-kaisen', m.view(state, side), 'en', false);
          expect(shown[k], `${side} position ${k}`).toBe(want.overlayBody);
        }
      }
    } finally {
      await app.close();
      await db.close();
    }
  });
});
