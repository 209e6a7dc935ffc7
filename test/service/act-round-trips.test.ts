// One action costs at most three round trips to the database: the game read (with what the
// delivery warning needs), the commit (with the player's DM language), and the read the reply's
// buttons need. Counted twice, through the router, on PGlite and on PostgreSQL: as the repository's
// queries the command makes, and as the statements the database receives (a repository query
// could be several: a relation Prisma loads by a query of its own, a transaction's BEGIN and COMMIT).
// The delivery of the posts an action owes is the outbox's work after the reply: the outbox is
// drained before counting, and the kick the commit gives it is only noted.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import type { AppDeps } from '#commands/_command.ts';
import { runButton, runSlash } from '#bot/router.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { look } from '#service/read.ts';
import { buttonId } from '#service/interactions/action.ts';
import type { CommitGameChangeInput, Repository } from '#store/repository.ts';
import { startServiceApp } from '../helpers/app.ts';
import { testContext } from '../helpers/context.ts';
import { forEachDatabase } from '../helpers/db.ts';

const CH = 'round-trips';

/** The app's deps, noting the name of every repository query made through them; the outbox is not kicked. */
function counted(deps: AppDeps): { deps: AppDeps; calls: string[]; args: unknown[][]; kicks: () => number } {
  const calls: string[] = [];
  const args: unknown[][] = [];
  let kicks = 0;
  const repo = new Proxy(deps.repo, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver) as unknown;
      if (typeof prop !== 'string' || typeof v !== 'function') return v;
      return (...a: unknown[]) => {
        calls.push(prop);
        args.push(a);
        return (v as (...a: unknown[]) => unknown).apply(target, a);
      };
    },
  }) as Repository;
  return { deps: { ...deps, repo, onOutbox: () => void kicks++ }, calls, args, kicks: () => kicks };
}

forEachDatabase('round trips of an action', (t) => {
  let app: App;
  beforeEach(async () => {
    ({ app } = await startServiceApp(t.db));
    // Alice challenges in Japanese; she plays in English (her seat's DMs follow her latest command).
    expect(
      (
        await newGame(app.deps, {
          guildId: 'g',
          channelId: CH,
          gameType: 'hoten-kaisen',
          creatorId: 'alice',
          creatorLocale: 'ja',
          opponents: [{ id: 'bob' }],
          side: 'japan',
        })
      ).ok,
    ).toBe(true);
    expect((await acceptGame(app.deps, CH, 'bob', 'en')).ok).toBe(true);
  });
  afterEach(async () => {
    await app.close();
  });

  /** The statements the database receives while `f` runs (after the outbox delivered what it owed). */
  async function statements<T>(f: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
    await app.outbox.drain();
    const sql: string[] = [];
    const stop = t.db.observeStatements((s) => sql.push(s.replace(/\s+/g, ' ').trim()));
    try {
      return { result: await f(), sql };
    } finally {
      stop();
    }
  }

  /** Who owes the decision now, and one of their legal actions. */
  async function mover(): Promise<{ userId: string; action: string }> {
    for (const userId of ['alice', 'bob']) {
      const r = await look(app.deps, CH, userId);
      if (r.ok && r.value.choices.length) return { userId, action: r.value.choices[0]!.action };
    }
    throw new Error('nobody owes a decision');
  }

  it('/act: the game read, the commit, the read of the next buttons — three statements', async () => {
    const { userId, action } = await mover();
    const c = counted(app.deps);
    const { result: reply, sql } = await statements(() =>
      runSlash('act', testContext(c.deps, { userId, locale: 'en', channelId: CH, options: { action } })),
    );
    expect(reply.content).not.toMatch(/^❌/);
    expect(c.calls).toEqual(['findOpenGameWithDelivery', 'commitGameChange', 'findGame']);
    expect(c.kicks()).toBe(1);
    // At the database: the game with its seats and newest settled post, the commit (its seat
    // locale in the same statement), the game with its seats again for the buttons.
    expect(sql.length).toBeLessThanOrEqual(3);
    expect(sql).toEqual([
      expect.stringMatching(/^SELECT json_build_object\(.* FROM "Outbox" o .* FROM "Game" g WHERE g."channelId" = /),
      expect.stringMatching(/^SELECT "updated", "base" FROM hexpost_commit_change\(/),
      expect.stringMatching(/^SELECT json_build_object\(.* FROM "Game" g WHERE g."id" = /),
    ]);
    // The seat's locale was committed with the action.
    const game = await app.repo.findOpenGameByChannel(CH);
    expect(game!.seats.find((s) => s.userId === userId)!.locale).toBe('en');
    expect(game!.version).toBeGreaterThan(1);
  });

  it('/act that also marks a seat (the DM it owed since an earlier action goes with this post): still three statements', async () => {
    const { userId, action } = await mover();
    // Both players are owed a DM of what they alone may see: the next post sends them, and the
    // commit clears the marks.
    for (const s of (await app.repo.findOpenGameByChannel(CH))!.seats)
      await t.prisma.seat.update({
        where: { gameId_side: { gameId: s.gameId, side: s.side } },
        data: { privateOwed: true },
      });
    const c = counted(app.deps);
    const { result: reply, sql } = await statements(() =>
      runSlash('act', testContext(c.deps, { userId, locale: 'en', channelId: CH, options: { action } })),
    );
    expect(reply.content).not.toMatch(/^❌/);
    expect(c.calls).toEqual(['findOpenGameWithDelivery', 'commitGameChange', 'findGame']);
    const commit = c.args[1]![0] as CommitGameChangeInput;
    expect(commit.seatUpdates?.length).toBeGreaterThan(0);
    expect(sql).toEqual([
      expect.stringMatching(/^SELECT json_build_object\(/),
      expect.stringMatching(/^SELECT "updated", "base" FROM hexpost_commit_change\(/),
      expect.stringMatching(/^SELECT json_build_object\(/),
    ]);
    const game = await app.repo.findOpenGameByChannel(CH);
    for (const u of commit.seatUpdates!)
      expect(game!.seats.find((s) => s.side === u.side)!.privateOwed).toBe(u.privateOwed);
    expect(game!.seats.find((s) => s.userId === userId)!.locale).toBe('en');
  });

  it('a refused /act: the game read and the seat locale, two statements', async () => {
    const { userId } = await mover();
    const c = counted(app.deps);
    const { result: reply, sql } = await statements(() =>
      runSlash(
        'act',
        testContext(c.deps, { userId, locale: 'ja', channelId: CH, options: { action: 'no-such-action' } }),
      ),
    );
    expect(reply.content).toMatch(/^❌/);
    expect(c.calls).toEqual(['findOpenGameWithDelivery', 'followSeatLocale']);
    expect(sql).toEqual([
      expect.stringMatching(/^SELECT json_build_object\(/),
      expect.stringMatching(/^UPDATE "public"."Seat" SET "locale"/),
    ]);
    expect(c.kicks()).toBe(0);
    const game = await app.repo.findOpenGameByChannel(CH);
    expect(game!.seats.find((s) => s.userId === userId)!.locale).toBe('ja');
  });

  it("a channel button's press: the game read and the commit, two statements", async () => {
    const { userId, action } = await mover();
    const seen = await look(app.deps, CH, userId);
    if (!seen.ok) throw new Error('no game');
    const c = counted(app.deps);
    const { result: reply, sql } = await statements(() =>
      runButton(
        buttonId(seen.value.gameId, seen.value.publicView, action),
        testContext(c.deps, { userId, locale: 'en', channelId: CH }),
      ),
    );
    expect(reply.content).not.toMatch(/^❌/);
    expect(c.calls).toEqual(['findGame', 'commitGameChange']);
    // The game with its seats, the commit with the seat locale: two statements.
    expect(sql.length).toBeLessThanOrEqual(3);
    expect(sql).toEqual([
      expect.stringMatching(/^SELECT json_build_object\(.* FROM "Game" g WHERE g."id" = /),
      expect.stringMatching(/^SELECT "updated", "base" FROM hexpost_commit_change\(/),
    ]);
  });
});
