// A player whose DMs are closed is told once in the channel to use /view, and the game goes on.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { legalActionTexts } from '#engine/decisions.ts';
import type { GameState } from '#engine/types.ts';
import { hotenKaisen } from '#games/hoten-kaisen/index.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../helpers/app.ts';

const CH = 'dm-closed-channel';

forEachDatabase(
  'closed DMs',
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

    /** A legal move of one of bob's (Russia's) counters now. */
    const bobsMove = async (): Promise<string> => {
      const row = await app.db.prisma.game.findFirst({ where: { channelId: CH } });
      const state = (await app.repo.findGame(row!.id))!.state as GameState;
      const move = legalActionTexts(hotenKaisen, state, 'russia').find((a) => a.startsWith('move '));
      expect(move, 'bob has a move').toBeDefined();
      return move!;
    };
    const notices = () => transport.channelPosts(CH).filter((m) => m.content.includes('/view'));

    it('tells the channel once while the DMs stay closed, and again after they reopened and closed; DMs only when a private view changed', async () => {
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
      transport.closedDms.add('bob');
      expect((await acceptGame(app.deps, CH, 'bob', 'en')).ok).toBe(true);
      await app.outbox.drain();
      expect(notices()).toHaveLength(1);
      expect(notices()[0]!.mentionUsers).toEqual(['bob']);
      // Two more changes while the DMs stay closed: no more notices. Each player's placement changes
      // only their own private view, so alice gets a DM for hers and none for bob's.
      const aliceDms = transport.dms('alice').length;
      expect((await act(app.deps, { channelId: CH, userId: 'alice', action: 'place-historical' })).ok).toBe(true);
      await app.outbox.drain();
      expect(transport.dms('alice').length).toBe(aliceDms + 1);
      expect((await act(app.deps, { channelId: CH, userId: 'bob', action: 'place-historical' })).ok).toBe(true);
      await app.outbox.drain();
      expect(notices()).toHaveLength(1);
      expect(transport.dms('alice').length).toBe(aliceDms + 1);
      expect(transport.dms('bob')).toHaveLength(0);
      // bob opens his DMs. alice's pass changes nothing bob alone sees: no DM; his own move does.
      transport.closedDms.delete('bob');
      expect((await act(app.deps, { channelId: CH, userId: 'alice', action: 'pass' })).ok).toBe(true);
      await app.outbox.drain();
      expect(transport.dms('bob')).toHaveLength(0);
      expect((await act(app.deps, { channelId: CH, userId: 'bob', action: await bobsMove() })).ok).toBe(true);
      await app.outbox.drain();
      expect(transport.dms('bob')).toHaveLength(1);
      // He closes them again: his next private change brings a new notice.
      transport.closedDms.add('bob');
      expect((await act(app.deps, { channelId: CH, userId: 'alice', action: 'pass' })).ok).toBe(true);
      expect((await act(app.deps, { channelId: CH, userId: 'bob', action: await bobsMove() })).ok).toBe(true);
      await app.outbox.drain();
      expect(notices()).toHaveLength(2);
    });
  },
  { flow: true },
);
