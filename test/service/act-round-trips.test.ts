// One action costs at most three round trips to the database: the game read (with what the
// delivery warning needs), the commit (with the player's DM language), and the read the reply's
// buttons need. Counted as the repository's queries the command makes, through the router, on
// PGlite and on PostgreSQL.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import type { AppDeps } from '../../commands/_command.ts';
import { runButton, runSlash } from '../../src/bot/router.ts';
import { acceptGame, look, newGame } from '../../src/service/games.ts';
import { buttonId } from '../../src/service/interactions/action.ts';
import type { Repository } from '../../src/store/repository.ts';
import { startServiceApp } from '../helpers/app.ts';
import { testContext } from '../helpers/context.ts';
import { forEachDatabase } from '../helpers/db.ts';

const CH = 'round-trips';

/** The app's deps, noting the name of every repository query made through them. */
function counted(deps: AppDeps): { deps: AppDeps; calls: string[] } {
  const calls: string[] = [];
  const repo = new Proxy(deps.repo, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver) as unknown;
      if (typeof prop !== 'string' || typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        calls.push(prop);
        return (v as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as Repository;
  return { deps: { ...deps, repo }, calls };
}

forEachDatabase('round trips of an action', (t) => {
  let app: App;
  beforeEach(async () => {
    ({ app } = await startServiceApp(t.db));
    // Alice challenges in Japanese; she plays in English (her seat's DMs follow her latest command).
    expect((await newGame(app.deps, { guildId: 'g', channelId: CH, gameType: 'hoten-kaisen', creatorId: 'alice', creatorLocale: 'ja', opponents: [{ id: 'bob' }], side: 'japan' })).ok).toBe(true);
    expect((await acceptGame(app.deps, CH, 'bob', 'en')).ok).toBe(true);
  });
  afterEach(async () => {
    await app.close();
  });

  /** Who owes the decision now, and one of their legal actions. */
  async function mover(): Promise<{ userId: string; action: string }> {
    for (const userId of ['alice', 'bob']) {
      const r = await look(app.deps, CH, userId);
      if (r.ok && r.value.choices.length) return { userId, action: r.value.choices[0]!.action };
    }
    throw new Error('nobody owes a decision');
  }

  it('/act: the game read, the commit, the read of the next buttons — three at most', async () => {
    const { userId, action } = await mover();
    const c = counted(app.deps);
    const reply = await runSlash('act', testContext(c.deps, { userId, locale: 'en', channelId: CH, options: { action } }));
    expect(reply.content).not.toMatch(/^❌/);
    expect(c.calls.length).toBeLessThanOrEqual(3);
    expect(c.calls[0]).toBe('findOpenGameWithDelivery');
    expect(c.calls).toContain('commitGameChange');
    expect(c.calls).not.toContain('followSeatLocale');
    // The seat's locale was committed with the action.
    const game = await app.repo.findOpenGameByChannel(CH);
    expect(game!.seats.find((s) => s.userId === userId)!.locale).toBe('en');
    expect(game!.version).toBeGreaterThan(1);
  });

  it('a refused /act: the game read and the seat locale, nothing else', async () => {
    const { userId } = await mover();
    const c = counted(app.deps);
    const reply = await runSlash('act', testContext(c.deps, { userId, locale: 'ja', channelId: CH, options: { action: 'no-such-action' } }));
    expect(reply.content).toMatch(/^❌/);
    expect(c.calls).toEqual(['findOpenGameWithDelivery', 'followSeatLocale']);
    const game = await app.repo.findOpenGameByChannel(CH);
    expect(game!.seats.find((s) => s.userId === userId)!.locale).toBe('ja');
  });

  it("a channel button's press: three at most", async () => {
    const { userId, action } = await mover();
    const seen = await look(app.deps, CH, userId);
    if (!seen.ok) throw new Error('no game');
    const c = counted(app.deps);
    const reply = await runButton(buttonId(seen.value.gameId, seen.value.publicView, action), testContext(c.deps, { userId, locale: 'en', channelId: CH }));
    expect(reply.content).not.toMatch(/^❌/);
    expect(c.calls.length).toBeLessThanOrEqual(3);
    expect(c.calls).not.toContain('followSeatLocale');
  });
});
