import { expect, it } from 'vitest';
import { gameInclude, toGame, type CreateGameInput } from '#store/repository.ts';
import { forEachDatabase } from '../helpers/db.ts';

interface Setup {
  seed: number;
  options: { scenario: string };
}
interface State {
  step: number;
  units: Record<string, { hex: string; steps: number }>;
  log: { ja: string; en: string }[];
}

function gameInput(
  id: string,
  channelId: string,
  over: Partial<CreateGameInput<Setup, State>> = {},
): CreateGameInput<Setup, State> {
  return {
    id,
    guildId: '100000000000000001',
    channelId,
    gameType: 'mukden',
    status: 'pending',
    setup: { seed: 42, options: { scenario: 'full' } },
    state: { step: 0, units: { J1: { hex: '0507', steps: 2 } }, log: [{ ja: '開始', en: 'Start' }] },
    createdBy: '200000000000000001',
    seats: [
      { side: 'japan', userId: '200000000000000001', accepted: true, locale: 'ja' },
      { side: 'russia', userId: '200000000000000002' },
    ],
    ...over,
  };
}

const stateAt = (step: number): State => ({
  step,
  units: { J1: { hex: `05${String(step).padStart(2, '0')}`, steps: 2 } },
  log: [],
});

forEachDatabase('games', (t) => {
  it('creates a game with seats and finds it by id and by channel', async () => {
    const r = await t.repo.createGame(gameInput('g1', 'c1'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.game.version).toBe(0);
    expect(r.game.seats).toEqual([
      {
        gameId: 'g1',
        side: 'japan',
        userId: '200000000000000001',
        accepted: true,
        locale: 'ja',
        prefs: {},
        privateOwed: false,
      },
      {
        gameId: 'g1',
        side: 'russia',
        userId: '200000000000000002',
        accepted: false,
        locale: 'ja',
        prefs: {},
        privateOwed: false,
      },
    ]);
    const g = await t.repo.findGame<Setup, State>('g1');
    expect(g?.setup.options.scenario).toBe('full');
    expect(g?.state.log[0]?.ja).toBe('開始');
    expect(g?.status).toBe('pending');
    expect(g?.finishedAt).toBeNull();
    expect((await t.repo.findOpenGameByChannel('c1'))?.id).toBe('g1');
    expect(await t.repo.findOpenGameByChannel('c2')).toBeNull();
    expect(await t.repo.findGame('nope')).toBeNull();
  });

  it('refuses a second open game in a channel (CHANNEL_BUSY), allows it once the first is finished', async () => {
    expect((await t.repo.createGame(gameInput('g1', 'c1'))).ok).toBe(true);
    expect(await t.repo.createGame(gameInput('g2', 'c1', { status: 'active' }))).toEqual({
      ok: false,
      reason: 'CHANNEL_BUSY',
    });
    expect(await t.repo.createGame(gameInput('g2', 'c1', { status: 'pending' }))).toEqual({
      ok: false,
      reason: 'CHANNEL_BUSY',
    });
    // Nothing of the refused game was written (its seats neither).
    expect(await t.prisma.seat.count({ where: { gameId: 'g2' } })).toBe(0);
    // Another channel is free; a finished game may be recorded in a busy channel.
    expect((await t.repo.createGame(gameInput('g3', 'c2'))).ok).toBe(true);
    expect((await t.repo.createGame(gameInput('g4', 'c1', { status: 'finished' }))).ok).toBe(true);
    // Same id again.
    expect(await t.repo.createGame(gameInput('g3', 'c9'))).toEqual({ ok: false, reason: 'GAME_EXISTS' });

    const fin = await t.repo.commitGameChange({
      gameId: 'g1',
      expectedVersion: 0,
      state: stateAt(1),
      status: 'finished',
      winner: 'japan',
      actions: [],
      outbox: [],
    });
    expect(fin).toEqual({ ok: true, version: 1, lastSeq: 0 });
    const g1 = await t.repo.findGame('g1');
    expect(g1?.status).toBe('finished');
    expect(g1?.winner).toBe('japan');
    expect(g1?.finishedAt).toBeInstanceOf(Date);
    expect(await t.repo.findOpenGameByChannel('c1')).toBeNull();

    expect((await t.repo.createGame(gameInput('g5', 'c1'))).ok).toBe(true);
    expect((await t.repo.findOpenGameByChannel('c1'))?.id).toBe('g5');
    await t.repo.commitGameChange({
      gameId: 'g5',
      expectedVersion: 0,
      state: stateAt(0),
      status: 'aborted',
      actions: [],
      outbox: [],
    });
    expect((await t.repo.createGame(gameInput('g6', 'c1', { status: 'active' }))).ok).toBe(true);
  });

  it('concurrent creates in one channel: exactly one wins', async () => {
    const rs = await Promise.all([1, 2, 3, 4].map((i) => t.repo.createGame(gameInput(`g${i}`, 'c1'))));
    expect(rs.filter((r) => r.ok)).toHaveLength(1);
    expect(rs.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.reason))).toEqual([
      'CHANNEL_BUSY',
      'CHANNEL_BUSY',
      'CHANNEL_BUSY',
    ]);
  });

  it('commits a change: version+1, state, consecutive log seq across commits, outbox rows, seat updates', async () => {
    await t.repo.createGame(gameInput('g1', 'c1'));
    const c1 = await t.repo.commitGameChange({
      gameId: 'g1',
      expectedVersion: 0,
      state: stateAt(2),
      status: 'active',
      actions: [
        { side: 'japan', userId: '200000000000000001', action: 'move J1 0508' },
        { side: 'japan', userId: '200000000000000001', action: 'pass' },
      ],
      outbox: [
        { kind: 'channel', target: 'c1', payload: { text: { ja: '移動', en: 'Moved' }, image: true } },
        { kind: 'dm', target: '200000000000000002', payload: { text: { ja: 'あなたの番', en: 'Your turn' } } },
      ],
      seatUpdates: [{ side: 'russia', accepted: true, locale: 'en' }],
    });
    expect(c1).toEqual({ ok: true, version: 1, lastSeq: 2 });
    const c2 = await t.repo.commitGameChange({
      gameId: 'g1',
      expectedVersion: 1,
      state: stateAt(3),
      actions: [{ side: 'russia', userId: '200000000000000002', action: 'attack 0505' }],
      outbox: [],
    });
    expect(c2).toEqual({ ok: true, version: 2, lastSeq: 3 });

    const g = await t.repo.findGame<Setup, State>('g1');
    expect(g?.version).toBe(2);
    expect(g?.status).toBe('active');
    expect(g?.state).toEqual(stateAt(3));
    expect(g?.seats.find((s) => s.side === 'russia')).toMatchObject({ accepted: true, locale: 'en' });
    expect(g!.updatedAt.getTime()).toBeGreaterThanOrEqual(g!.createdAt.getTime());

    const log = await t.repo.loadActions('g1');
    expect(log.map((l) => [l.seq, l.side, l.action])).toEqual([
      [1, 'japan', 'move J1 0508'],
      [2, 'japan', 'pass'],
      [3, 'russia', 'attack 0505'],
    ]);
    const out = await t.prisma.outbox.findMany({ orderBy: { id: 'asc' } });
    expect(out.map((o) => [o.kind, o.target, o.payload])).toEqual([
      ['channel', 'c1', { text: { ja: '移動', en: 'Moved' }, image: true }],
      ['dm', '200000000000000002', { text: { ja: 'あなたの番', en: 'Your turn' } }],
    ]);
    expect(await t.repo.countPendingOutbox()).toBe(2);
  });

  it('after an undo the next actions are numbered on from the rows it kept: no gap, no duplicate', async () => {
    await t.repo.createGame(gameInput('g1', 'c1'));
    const act = (action: string) => ({ side: 'japan', userId: '200000000000000001', action });
    expect(
      await t.repo.commitGameChange({
        gameId: 'g1',
        expectedVersion: 0,
        state: stateAt(1),
        actions: [act('a'), act('b'), act('c'), act('d')],
        outbox: [],
      }),
    ).toMatchObject({ ok: true, lastSeq: 4 });
    // Undo from seq 2 keeping one later action (renumbered 2), then a change of two actions.
    expect(
      await t.repo.commitUndo({
        gameId: 'g1',
        expectedVersion: 1,
        state: stateAt(2),
        announced: 0,
        fromSeq: 2,
        fromLogSeq: 0,
        actions: [act('d')],
        outbox: [],
      }),
    ).toBe(true);
    expect(
      await t.repo.commitGameChange({
        gameId: 'g1',
        expectedVersion: 2,
        state: stateAt(3),
        actions: [act('e'), act('f')],
        outbox: [],
      }),
    ).toMatchObject({ ok: true, lastSeq: 4 });
    // An undo that keeps nothing after seq 1.
    expect(
      await t.repo.commitUndo({
        gameId: 'g1',
        expectedVersion: 3,
        state: stateAt(4),
        announced: 0,
        fromSeq: 2,
        fromLogSeq: 0,
        outbox: [],
      }),
    ).toBe(true);
    expect(
      await t.repo.commitGameChange({
        gameId: 'g1',
        expectedVersion: 4,
        state: stateAt(5),
        actions: [act('g')],
        outbox: [],
      }),
    ).toMatchObject({ ok: true, lastSeq: 2 });
    expect((await t.repo.loadActions('g1')).map((l) => [l.seq, l.action])).toEqual([
      [1, 'a'],
      [2, 'g'],
    ]);
  });

  it('a stale version writes nothing and reports STALE; the database stays usable', async () => {
    await t.repo.createGame(gameInput('g1', 'c1'));
    expect(
      (
        await t.repo.commitGameChange({
          gameId: 'g1',
          expectedVersion: 0,
          state: stateAt(1),
          actions: [{ side: 'japan', userId: 'u', action: 'a1' }],
          outbox: [],
        })
      ).ok,
    ).toBe(true);

    const stale = await t.repo.commitGameChange({
      gameId: 'g1',
      expectedVersion: 0,
      state: stateAt(9),
      status: 'finished',
      actions: [{ side: 'russia', userId: 'u2', action: 'x' }],
      outbox: [{ kind: 'channel', target: 'c1', payload: { x: 1 } }],
      seatUpdates: [{ side: 'russia', accepted: true }],
    });
    expect(stale).toEqual({ ok: false, reason: 'STALE' });
    const g = await t.repo.findGame<Setup, State>('g1');
    expect(g?.version).toBe(1);
    expect(g?.state.step).toBe(1);
    expect(g?.status).toBe('pending');
    expect(g?.seats.find((s) => s.side === 'russia')?.accepted).toBe(false);
    expect(await t.prisma.actionLog.count()).toBe(1);
    expect(await t.prisma.outbox.count()).toBe(0);

    expect(
      await t.repo.commitGameChange({ gameId: 'missing', expectedVersion: 0, state: {}, actions: [], outbox: [] }),
    ).toEqual({
      ok: false,
      reason: 'NOT_FOUND',
    });
    // Still usable, in and out of transactions.
    expect(
      (
        await t.repo.commitGameChange({
          gameId: 'g1',
          expectedVersion: 1,
          state: stateAt(2),
          actions: [{ side: 'russia', userId: 'u2', action: 'a2' }],
          outbox: [],
        })
      ).ok,
    ).toBe(true);
    expect((await t.repo.loadActions('g1')).map((a) => a.seq)).toEqual([1, 2]);
  });

  it('an error in the middle of a commit rolls back everything', async () => {
    await t.repo.createGame(gameInput('g1', 'c1'));
    await expect(
      t.repo.commitGameChange({
        gameId: 'g1',
        expectedVersion: 0,
        state: stateAt(1),
        actions: [{ side: 'japan', userId: 'u', action: 'a1' }],
        outbox: [{ kind: 'channel', target: 'c1', payload: {} }],
        seatUpdates: [{ side: 'no-such-side', accepted: true }],
      }),
    ).rejects.toThrow();
    expect((await t.repo.findGame('g1'))?.version).toBe(0);
    expect(await t.prisma.actionLog.count()).toBe(0);
    expect(await t.prisma.outbox.count()).toBe(0);
  });

  it("any change commits in one statement: a new setup, seat updates in order and the mover's language included", async () => {
    await t.repo.createGame(gameInput('g1', 'c1'));
    await t.repo.createGame(gameInput('g2', 'c2', { seats: [{ side: 'japan', userId: '200000000000000002' }] }));
    const sql: string[] = [];
    const stop = t.db.observeStatements((q) => sql.push(q));
    const r = await t.repo.commitGameChange({
      gameId: 'g1',
      expectedVersion: 0,
      state: stateAt(1),
      status: 'active',
      setup: { seed: 7, options: { scenario: 'short' } },
      actions: [{ side: 'russia', userId: '200000000000000002', action: 'accept' }],
      outbox: [{ kind: 'channel', target: 'c1', payload: { type: 'notice' } }],
      seatUpdates: [
        { side: 'russia', accepted: true, locale: 'ja', privateOwed: true },
        { side: 'japan', prefs: { autoPass: true } },
        { side: 'russia', privateOwed: false },
      ],
      followLocale: { userId: '200000000000000002', locale: 'en' },
    });
    stop();
    expect(r).toEqual({ ok: true, version: 1, lastSeq: 1 });
    expect(sql).toHaveLength(1);
    const g = await t.repo.findGame<Setup, State>('g1');
    expect(g!.setup).toEqual({ seed: 7, options: { scenario: 'short' } });
    // The seat updates came after the language followed the command, one after the other.
    expect(g!.seats).toEqual([
      {
        gameId: 'g1',
        side: 'japan',
        userId: '200000000000000001',
        accepted: true,
        locale: 'ja',
        prefs: { autoPass: true },
        privateOwed: false,
      },
      {
        gameId: 'g1',
        side: 'russia',
        userId: '200000000000000002',
        accepted: true,
        locale: 'ja',
        prefs: {},
        privateOwed: false,
      },
    ]);
    // The mover's seat in their other open game follows their language.
    expect((await t.repo.findGame('g2'))!.seats[0]!.locale).toBe('en');
    // A stale change writes nothing of itself; the mover's language still follows their command.
    expect(
      await t.repo.commitGameChange({
        gameId: 'g1',
        expectedVersion: 0,
        state: stateAt(9),
        setup: { seed: 1, options: { scenario: 'x' } },
        actions: [],
        outbox: [],
        seatUpdates: [{ side: 'japan', accepted: false }],
        followLocale: { userId: '200000000000000001', locale: 'en' },
      }),
    ).toEqual({ ok: false, reason: 'STALE' });
    const after = await t.repo.findGame<Setup, State>('g1');
    expect(after!.setup.seed).toBe(7);
    expect(after!.seats[0]).toMatchObject({ accepted: true, locale: 'en' });
  });

  it("a member's games in a guild: the open ones and those ended since, latest first, as Prisma reads them", async () => {
    const u = '200000000000000002';
    await t.repo.createGame(gameInput('open', 'c1'));
    await t.repo.createGame(gameInput('ended', 'c2', { status: 'active' }));
    await t.repo.createGame(gameInput('old', 'c3', { status: 'active' }));
    await t.repo.createGame(gameInput('other-guild', 'c4', { guildId: '100000000000000009' }));
    await t.repo.createGame(gameInput('not-seated', 'c5', { seats: [{ side: 'japan', userId: 'someone' }] }));
    expect(
      (
        await t.repo.commitGameChange({
          gameId: 'old',
          expectedVersion: 0,
          state: stateAt(1),
          status: 'finished',
          actions: [],
          outbox: [],
        })
      ).ok,
    ).toBe(true);
    await t.prisma.game.update({ where: { id: 'old' }, data: { finishedAt: new Date('2026-01-01T00:00:00Z') } });
    expect(
      (
        await t.repo.commitGameChange({
          gameId: 'ended',
          expectedVersion: 0,
          state: stateAt(1),
          status: 'aborted',
          actions: [],
          outbox: [],
        })
      ).ok,
    ).toBe(true);
    const since = new Date('2026-06-01T00:00:00Z');
    const asPrisma = async (limit: number) =>
      (
        await t.prisma.game.findMany({
          where: {
            guildId: '100000000000000001',
            seats: { some: { userId: u } },
            OR: [{ status: { in: ['pending', 'active'] } }, { finishedAt: { gte: since } }],
          },
          orderBy: { updatedAt: 'desc' },
          take: limit,
          include: gameInclude,
        })
      ).map((r) => toGame(r));
    const games = await t.repo.findGamesOfUser('100000000000000001', u, since, 10);
    expect(games.map((g) => g.id)).toEqual(['ended', 'open']);
    expect(games).toEqual(await asPrisma(10));
    expect(await t.repo.findGamesOfUser('100000000000000001', u, since, 1)).toEqual(await asPrisma(1));
  });

  it('concurrent commits on one version: exactly one wins, the log has no gap or duplicate', async () => {
    await t.repo.createGame(gameInput('g1', 'c1'));
    let version = 0;
    for (let round = 0; round < 5; round++) {
      const rs = await Promise.all(
        [0, 1, 2].map((i) =>
          t.repo.commitGameChange({
            gameId: 'g1',
            expectedVersion: version,
            state: stateAt(round),
            actions: [{ side: 'japan', userId: 'u', action: `r${round}w${i}` }],
            outbox: [{ kind: 'channel', target: 'c1', payload: { round, i } }],
          }),
        ),
      );
      expect(rs.filter((r) => r.ok)).toHaveLength(1);
      expect(rs.filter((r) => !r.ok)).toEqual([
        { ok: false, reason: 'STALE' },
        { ok: false, reason: 'STALE' },
      ]);
      version++;
    }
    expect((await t.repo.loadActions('g1')).map((a) => a.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(await t.prisma.outbox.count()).toBe(5);
    expect((await t.repo.findGame('g1'))?.version).toBe(5);
  });
});

forEachDatabase('settings and seats', (t) => {
  it('guild locale: null until set, then upserted', async () => {
    expect(await t.repo.getGuildLocale('gld')).toBeNull();
    await t.repo.setGuildLocale('gld', 'en');
    expect(await t.repo.getGuildLocale('gld')).toBe('en');
    await t.repo.setGuildLocale('gld', 'ja');
    expect(await t.repo.getGuildLocale('gld')).toBe('ja');
  });

  it('seat locale and acceptance', async () => {
    await t.repo.createGame(
      gameInput('g1', 'c1', {
        seats: [
          { side: 'a', userId: 'u1' },
          { side: 'b', userId: 'u1' },
          { side: 'c', userId: 'u2' },
        ],
      }),
    );
    expect(await t.repo.setSeatLocale('g1', 'u1', 'en')).toBe(2);
    expect(await t.repo.acceptSeat('g1', 'u2')).toBe(1);
    expect(await t.repo.acceptSeat('g1', 'u1', 'a')).toBe(1);
    expect(await t.repo.acceptSeat('g1', 'u3')).toBe(0);
    const seats = (await t.repo.findGame('g1'))!.seats;
    expect(seats.map((s) => [s.side, s.locale, s.accepted])).toEqual([
      ['a', 'en', true],
      ['b', 'en', false],
      ['c', 'ja', true],
    ]);
  });
  it('a game is read in one statement exactly as Prisma reads it with its seats', async () => {
    await t.repo.createGame(
      gameInput('g1', 'c1', {
        guildId: null,
        parentChannelId: 'forum',
        rated: true,
        seats: [
          { side: 'west', userId: 'u2', locale: 'en' },
          { side: 'east', userId: 'u1', accepted: true },
          { side: 'b-side', userId: 'u1' },
        ],
      }),
    );
    const asPrisma = async (id: string) =>
      toGame(await t.prisma.game.findUniqueOrThrow({ where: { id }, include: gameInclude }));
    // A pending game: no clock, no end, empty preferences.
    expect(await t.repo.findGame('g1')).toEqual(await asPrisma('g1'));
    // Then a clock, preferences, a private DM owed, a status message, and the end of the game.
    expect(
      (
        await t.repo.commitGameChange({
          gameId: 'g1',
          expectedVersion: 0,
          state: { step: 1, units: { Z9: { hex: '0101', steps: 1 }, A1: { hex: '0202', steps: 2 } }, log: [] },
          status: 'active',
          clock: {
            value: { perMove: 3_600_000, left: { east: 5, west: 7 } },
            dueAt: new Date('2026-12-01T10:20:30.456Z'),
          },
          actions: [],
          outbox: [],
          seatUpdates: [
            { side: 'east', prefs: { autoPass: ['#09'], zeta: 1, alpha: { b: 2, a: 1 } }, privateOwed: true },
          ],
        })
      ).ok,
    ).toBe(true);
    await t.repo.setStatusMessage('g1', 'm1');
    const active = await t.repo.findOpenGameByChannel('c1');
    expect(active).toEqual(await asPrisma('g1'));
    expect(active!.clockDueAt).toEqual(new Date('2026-12-01T10:20:30.456Z'));
    expect(active!.seats.map((s) => s.side)).toEqual(['b-side', 'east', 'west']);
    // Key order of a JSON value as the database keeps it (the view keys of buttons depend on it).
    expect(JSON.stringify(active!.state)).toBe(JSON.stringify((await asPrisma('g1')).state));
    expect(JSON.stringify(active!.seats[1]!.prefs)).toBe(JSON.stringify((await asPrisma('g1')).seats[1]!.prefs));
    expect(
      (
        await t.repo.commitGameChange({
          gameId: 'g1',
          expectedVersion: 1,
          state: stateAt(9),
          status: 'finished',
          winner: 'east',
          actions: [],
          outbox: [],
        })
      ).ok,
    ).toBe(true);
    const ended = await t.repo.findLatestGameByChannel('c1');
    expect(ended).toEqual(await asPrisma('g1'));
    expect(ended!.finishedAt).toBeInstanceOf(Date);
    expect(await t.repo.findOpenGameWithDelivery('c1')).toBeNull();
  });

  it("the channel's game and its newest settled channel post, read together, as lastSettledChannelPost reads it", async () => {
    await t.repo.createGame(gameInput('g1', 'c1', { status: 'active' }));
    const both = async () => {
      const found = await t.repo.findOpenGameWithDelivery('c1');
      expect(found!.game).toEqual(await t.repo.findGame('g1'));
      expect(found!.settled).toEqual(await t.repo.lastSettledChannelPost('g1'));
      return found!.settled;
    };
    expect(await both()).toBeNull();
    await t.repo.commitGameChange({
      gameId: 'g1',
      expectedVersion: 0,
      state: stateAt(1),
      actions: [],
      outbox: [
        { kind: 'channel', target: 'c1', payload: { type: 'post', n: 1 } },
        { kind: 'channel', target: 'c1', payload: { type: 'post', n: 2 } },
        { kind: 'dm', target: 'u1', payload: { type: 'dm' } },
        { kind: 'channel', target: 'c1', payload: { type: 'status' } },
        { kind: 'channel', target: 'c1', payload: { n: 'no type' } },
      ],
    });
    const rows = await t.prisma.outbox.findMany({ orderBy: { id: 'asc' } });
    // Nothing settled yet.
    expect(await both()).toBeNull();
    // Every row settled but the second post: the first post is the newest settled channel post
    // (the DM, the status message and the row without a type are none).
    for (const r of [rows[0]!, rows[2]!, rows[3]!, rows[4]!]) expect(await t.repo.markDelivered(r.id)).toBe(true);
    expect(await both()).toEqual({ target: 'c1', failedAt: null, lastError: null });
    // The second post fails for good: it is the newest.
    await t.repo.markFailed(rows[1]!.id, 'Missing Access (50001)');
    const failed = await both();
    expect(failed!.failedAt).toBeInstanceOf(Date);
    expect(failed!.lastError).toMatch(/50001/);
  });
});
