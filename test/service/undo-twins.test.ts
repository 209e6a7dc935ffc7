// The twin-state check over undo: two games that differ only in Japan's hidden setup (1st and 2nd
// Army, both of strength 4, swapped) play the same public move, Japan takes it back (free and silent:
// inside Japan's stretch nothing of it was posted), makes it again and hands over. (Step and version
// numbers are left out: the twins' setups took different numbers of steps.) Everything the channel
// and Russia are sent is the same in both: an undone action that revealed nothing leaves no trace of
// the secret anywhere the opponent or the public can read. The same for a whole 日露大戦 move (a
// unit, then its destination) taken back by one /undo, in twins that differ in Japan's secret hand.
// (Undo by consent, in every game: the twin harness, test/kit/twin.ts.)
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { GameState } from '#engine/types.ts';
import type { App } from '#src/app.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { undo } from '#service/undo.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../helpers/app.ts';

/** A seed whose 日露大戦 deals Japan other cards than seed 31's, with the same public opening. */
const TWIN_SEED = 32;

forEachDatabase(
  'undo leaves no trace of a secret',
  (t) => {
    let app: App;
    beforeEach(async () => {
      ({ app } = await startServiceApp(t.db, { transport: new RecordingTransport(), seed: 31, defaultLocale: 'en' }));
    });
    afterEach(async () => app.close());

    async function play(channel: string, setup: string[], move: string): Promise<string[]> {
      expect(
        (
          await newGame(app.deps, {
            guildId: 'g',
            channelId: channel,
            gameType: 'hoten-kaisen',
            creatorId: 'alice',
            creatorLocale: 'en',
            opponents: [{ id: 'bob' }],
            side: 'japan',
          })
        ).ok,
      ).toBe(true);
      expect((await acceptGame(app.deps, channel, 'bob', 'en')).ok).toBe(true);
      const game = (await app.repo.findOpenGameByChannel(channel))!;
      for (const a of setup)
        expect((await act(app.deps, { channelId: channel, userId: 'alice', action: a })).ok, a).toBe(true);
      expect((await act(app.deps, { channelId: channel, userId: 'bob', action: 'place-historical' })).ok).toBe(true);
      // From here the twins play the same public moves (the setups took different numbers of steps).
      const start = await app.db.prisma.outbox.count({ where: { gameId: game.id } });
      expect((await act(app.deps, { channelId: channel, userId: 'alice', action: move })).ok).toBe(true);
      // Inside Japan's stretch nothing of the move was posted: the undo is free and silent.
      expect(await app.db.prisma.outbox.count({ where: { gameId: game.id } })).toBe(start);
      expect((await undo(app.deps, channel, 'alice')).ok).toBe(true);
      // Japan moves the same public counter again and hands over: the post carries the stretch's lines.
      expect((await act(app.deps, { channelId: channel, userId: 'alice', action: move })).ok).toBe(true);
      expect((await act(app.deps, { channelId: channel, userId: 'alice', action: 'end' })).ok).toBe(true);
      const rows = await app.db.prisma.outbox.findMany({
        where: { gameId: game.id },
        orderBy: { id: 'asc' },
        skip: start,
      });
      // What the public and bob receive, with the game's own ids taken out.
      return rows
        .filter((r) => r.kind === 'channel' || r.target === 'bob')
        .map(
          (r) =>
            `${r.kind}:${r.target === 'bob' ? 'bob' : 'channel'} ${JSON.stringify(r.payload)
              .replaceAll(game.id, 'GAME')
              .replaceAll(channel, 'CH')
              .replace(/u:[\w-]{22}:[\w-]+/, 'u:GAME:AT')
              .replace(/"(version|step)":\d+/g, '"$1":N')}`,
        );
    }

    it('the same public move, undone freely and made again, reads the same to the public and the opponent in both twins', async () => {
      const a = await play('twin-a', ['place-historical'], 'move J2 0406');
      const b = await play(
        'twin-b',
        ['place J1 0407', 'place J4 0607', 'place J2 0807', 'place J3 reserve', 'place JY reserve'],
        'move J1 0406',
      );
      expect(a.length).toBeGreaterThan(1);
      expect(a.some((x) => x.includes('"type":"update"'))).toBe(true);
      expect(b).toEqual(a);
    });

    // 日露大戦: the twins differ in Japan's secret hand (another seed deals other cards). Japan
    // chooses a unit and its destination (two actions: one whole move), takes the whole move back
    // with one free and silent /undo, moves again and ends the phase.
    async function nichiro(app: App, channel: string): Promise<{ hand: string[]; seen: string[] }> {
      expect(
        (
          await newGame(app.deps, {
            guildId: 'g',
            channelId: channel,
            gameType: 'nichiro-taisen',
            creatorId: 'alice',
            creatorLocale: 'en',
            opponents: [{ id: 'bob' }],
            side: 'japan',
            options: { navalRules: false },
          })
        ).ok,
      ).toBe(true);
      expect((await acceptGame(app.deps, channel, 'bob', 'en')).ok).toBe(true);
      const game = (await app.repo.findOpenGameByChannel(channel))!;
      const start = await app.db.prisma.outbox.count({ where: { gameId: game.id } });
      const opening = (await app.repo.findGame<unknown, GameState>(game.id))!;
      for (const a of ['move J-2', 'to 1114'])
        expect((await act(app.deps, { channelId: channel, userId: 'alice', action: a })).ok, a).toBe(true);
      expect(await app.db.prisma.outbox.count({ where: { gameId: game.id } })).toBe(start);
      const before = (await app.repo.findGame(game.id))!;
      expect((await undo(app.deps, channel, 'alice')).ok).toBe(true);
      // Taken back whole: the unit is no longer chosen, and nothing was posted.
      const back = (await app.repo.findGame<unknown, GameState>(game.id))!;
      expect(back.version).toBe(before.version + 1);
      expect(back.state.stack).toEqual(opening.state.stack);
      expect(back.state.g).toEqual(opening.state.g);
      expect(await app.db.prisma.outbox.count({ where: { gameId: game.id } })).toBe(start);
      for (const a of ['move J-2', 'to 1114', 'end-movement'])
        expect((await act(app.deps, { channelId: channel, userId: 'alice', action: a })).ok, a).toBe(true);
      const rows = await app.db.prisma.outbox.findMany({ where: { gameId: game.id }, orderBy: { id: 'asc' } });
      const hand = (back.state.g as { hands: { japan: string[] } }).hands.japan;
      return {
        hand,
        seen: rows
          .filter((r) => r.kind === 'channel' || r.target === 'bob')
          .map((r) =>
            JSON.stringify(r.payload)
              .replaceAll(game.id, 'GAME')
              .replaceAll(channel, 'CH')
              .replace(/u:[\w-]{22}:[\w-]+/g, 'u:GAME:AT')
              .replace(/"(version|step)":\d+/g, '"$1":N'),
          ),
      };
    }

    it('日露大戦: a whole move (a unit, then its destination) undone at once reads the same to the public and the opponent whatever Japan holds', async () => {
      const a = await nichiro(app, 'twin-n-a');
      const other = await startServiceApp(t.db, {
        transport: new RecordingTransport(),
        seed: TWIN_SEED,
        defaultLocale: 'en',
      });
      try {
        const b = await nichiro(other.app, 'twin-n-b');
        expect(b.hand).not.toEqual(a.hand);
        expect(b.seen.length).toBeGreaterThan(1);
        expect(b.seen).toEqual(a.seen);
      } finally {
        await other.app.close();
      }
    });
  },
  { flow: true },
);
