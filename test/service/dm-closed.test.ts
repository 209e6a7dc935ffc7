// A player whose DMs are closed is told once in the channel to use /view, and the game goes on.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { acceptGame, act, newGame } from '../../src/service/games.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../helpers/app.ts';

const CH = 'dm-closed-channel';

forEachDatabase('closed DMs', (t) => {
  let app: App;
  let transport: RecordingTransport;

  beforeEach(async () => {
    transport = new RecordingTransport();
    ({ app } = await startServiceApp(t.db, { transport }));
  });
  afterEach(async () => {
    await app.close();
  });

  const notices = () => transport.channelPosts(CH).filter((m) => m.content.includes('/view'));

  it('tells the channel once while the DMs stay closed, and again after they reopened and closed', async () => {
    expect((await newGame(app.deps, { guildId: 'g', channelId: CH, gameType: 'hoten-kaisen', creatorId: 'alice', creatorLocale: 'en', opponents: [{ id: 'bob' }], side: 'japan' })).ok).toBe(true);
    transport.closedDms.add('bob');
    expect((await acceptGame(app.deps, CH, 'bob', 'en')).ok).toBe(true);
    await app.outbox.drain();
    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.mentionUsers).toEqual(['bob']);
    // Two more changes while the DMs stay closed: no more notices, but alice still gets her DMs.
    const aliceDms = transport.dms('alice').length;
    expect((await act(app.deps, { channelId: CH, userId: 'alice', action: 'place-historical' })).ok).toBe(true);
    await app.outbox.drain();
    expect((await act(app.deps, { channelId: CH, userId: 'bob', action: 'place-historical' })).ok).toBe(true);
    await app.outbox.drain();
    expect(notices()).toHaveLength(1);
    expect(transport.dms('alice').length).toBe(aliceDms + 2);
    expect(transport.dms('bob')).toHaveLength(0);
    // bob opens his DMs: he gets the next one; closes them again: a new notice.
    transport.closedDms.delete('bob');
    expect((await act(app.deps, { channelId: CH, userId: 'alice', action: 'pass' })).ok).toBe(true);
    await app.outbox.drain();
    expect(transport.dms('bob')).toHaveLength(1);
    transport.closedDms.add('bob');
    expect((await act(app.deps, { channelId: CH, userId: 'bob', action: 'pass' })).ok).toBe(true);
    await app.outbox.drain();
    expect(notices()).toHaveLength(2);
  });
});
