// The twin check over a held hand-over (issue 23): two games play the same moves; in one Japan
// confirms each hand-over (/done hold:true), passes (handing over), takes it back with /undo while it is
// held, passes again and presses Done; in the other Japan passes at once. Everything the channel and
// Russia are sent is the same in both (versions aside): the hold, and what was taken back during
// it, leave no trace anywhere the opponent or the public can read. While held, nothing at all is
// sent — not a row of the outbox.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { releaseHandOver, setConfirmHandOvers } from '#service/preferences.ts';
import { undo } from '#service/undo.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../helpers/app.ts';

forEachDatabase(
  'a held hand-over leaves no trace',
  (t) => {
    let app: App;
    beforeEach(async () => {
      ({ app } = await startServiceApp(t.db, { transport: new RecordingTransport(), seed: 31, defaultLocale: 'en' }));
    });
    afterEach(async () => app.close());

    async function play(channel: string, confirm: boolean): Promise<string[]> {
      const made = await newGame(app.deps, {
        guildId: 'g',
        channelId: channel,
        gameType: 'hoten-kaisen',
        creatorId: 'alice',
        creatorLocale: 'en',
        opponents: [{ id: 'bob' }],
        side: 'japan',
      });
      expect(made.ok).toBe(true);
      expect((await acceptGame(app.deps, channel, 'bob', 'en')).ok).toBe(true);
      const game = (await app.repo.findOpenGameByChannel(channel))!;
      const ok = async (userId: string, action: string) =>
        expect((await act(app.deps, { channelId: channel, userId, action })).ok, action).toBe(true);
      await ok('alice', 'place-historical');
      await ok('bob', 'place-historical');
      const rows = () => app.db.prisma.outbox.count({ where: { gameId: game.id } });
      const start = await rows();
      if (confirm) {
        expect((await setConfirmHandOvers(app.deps, channel, 'alice', true)).ok).toBe(true);
        // Japan passes its activation: the decision goes to Russia — held.
        await ok('alice', 'pass');
        expect(await rows()).toBe(start);
        const refused = await act(app.deps, { channelId: channel, userId: 'bob', action: 'pass' });
        expect(refused.ok ? '' : refused.error.code).toBe('HAND_OVER_HELD');
        // Taken back while held, silently, and made again: still not a row for anyone.
        expect((await undo(app.deps, channel, 'alice')).ok).toBe(true);
        expect(await rows()).toBe(start);
        await ok('alice', 'pass');
        expect(await rows()).toBe(start);
        expect((await releaseHandOver(app.deps, { channelId: channel }, 'alice')).ok).toBe(true);
        expect((await releaseHandOver(app.deps, { channelId: channel }, 'alice')).ok).toBe(false);
      } else await ok('alice', 'pass');
      await ok('bob', 'pass');
      const all = await app.db.prisma.outbox.findMany({
        where: { gameId: game.id },
        orderBy: { id: 'asc' },
        skip: start,
      });
      // What the public and bob receive, with the game's own ids taken out.
      return all
        .filter((r) => r.kind === 'channel' || r.target === 'bob')
        .map(
          (r) =>
            `${r.kind}:${r.target === 'bob' ? 'bob' : 'channel'} ${JSON.stringify(r.payload)
              .replaceAll(game.id, 'GAME')
              .replaceAll(channel, 'CH')
              .replace(/"(version|step)":\d+/g, '"$1":N')}`,
        );
    }

    it('held, taken back, made again and released reads the same to the public and the opponent as handed over at once', async () => {
      const held = await play('twin-held', true);
      const direct = await play('twin-direct', false);
      expect(direct.some((x) => x.includes('"type":"update"') && x.includes('"mention":["bob"]'))).toBe(true);
      expect(held).toEqual(direct);
    });
  },
  { flow: true },
);
