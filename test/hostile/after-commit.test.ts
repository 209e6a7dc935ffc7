// A reply never says "nothing was changed" after the command's change was committed. The
// repository is made to fail every read once a write took effect (a database that drops just after
// the commit, or a bug in what builds the reply): /act and a private button still answer with the
// action's own text, without their next buttons; and any command that fails after its commit in a
// way it cannot recover from (here the callback right after each commit throws) answers that what
// the user did was recorded. A failure before any commit still answers "try again" / the error.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PermissionsBitField } from 'discord.js';
import type { App } from '#src/app.ts';
import type { AppDeps, CommandContext, UserRef } from '#commands/_command.ts';
import { NOT_WRITES, WRITES } from '#bot/commits.ts';
import { runButton, runSlash } from '#bot/router.ts';
import type { Locale } from '#engine/types.ts';
import { look } from '#service/read.ts';
import { tr } from '#service/i18n.ts';
import { confirmButtonId } from '#service/confirm.ts';
import { privateButtons } from '#service/private-buttons.ts';
import { createRepository, type Repository } from '#store/repository.ts';
import { startServiceApp } from '../helpers/app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';

const GUILD = 'g-commit';

/** An error the router takes for the database being out of reach (Prisma's "can't reach"). */
const unreachable = () => Object.assign(new Error("Can't reach database server"), { code: 'P1001' });

/**
 * The app's repository, except that once a write took effect every read throws `err` (the writes
 * still work: the failure is in what follows the commit).
 */
function failingReadsAfterCommit(repo: Repository, err: () => Error): Repository {
  let committed = false;
  const writes = new Set<string>(WRITES);
  return new Proxy(repo, {
    get(target, prop) {
      const v = Reflect.get(target, prop) as unknown;
      if (typeof prop !== 'string' || typeof v !== 'function') return v;
      const f = v as (...a: unknown[]) => Promise<unknown>;
      if (writes.has(prop))
        return async (...a: unknown[]) => {
          const r = await f.apply(target, a);
          if (!(r && typeof r === 'object' && (r as { ok?: unknown }).ok === false)) committed = true;
          return r;
        };
      // The seat's DM language (written before the command runs) is left alone.
      if (prop === 'followSeatLocale') return f.bind(target);
      return async (...a: unknown[]) => {
        if (committed) throw err();
        return f.apply(target, a);
      };
    },
  });
}

function ctxOf(
  deps: AppDeps,
  user: string,
  locale: Locale,
  channel: string,
  values: Record<string, unknown> = {},
): CommandContext {
  const get = (n: string) => (n in values ? values[n] : null);
  return {
    userId: user,
    userName: user,
    locale,
    guildId: GUILD,
    channelId: channel,
    canManageGuild: false,
    botPermissions: PermissionsBitField.All,
    inThread: false,
    deps,
    getString: (n) => get(n) as string | null,
    getInteger: (n) => get(n) as number | null,
    getBoolean: (n) => get(n) as boolean | null,
    getUser: (n) => get(n) as UserRef | null,
  };
}

describe('a reply after the commit', () => {
  let db: TestDatabase;
  let app: App;
  let n = 0;
  let channel: string;

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    ({ app } = await startServiceApp(db, { defaultLocale: 'en' }));
  }, 60_000);

  afterAll(async () => {
    await db.prisma.$executeRawUnsafe('DELETE FROM "Outbox"');
    await app.close();
    await db.close();
  });

  beforeEach(() => {
    // Nothing is delivered (nothing drawn); each test plays in a channel of its own.
    app.deps.onOutbox = () => undefined;
    channel = `commit-${++n}`;
  });

  /** A 203高地 game between alice and bob in `channel`, started: both owe their face-down cards. */
  async function started(): Promise<string> {
    const made = await runSlash(
      'newgame',
      ctxOf(app.deps, 'alice', 'en', channel, {
        opponent: { id: 'bob', bot: false },
        side: 'japan',
        game: 'nihyaku-san-kochi',
      }),
    );
    expect(made.content).toMatch(/Challenge sent/);
    const accepted = await runSlash('accept', ctxOf(app.deps, 'bob', 'en', channel));
    expect(accepted.content).not.toMatch(/^❌/);
    const g = await app.deps.repo.findOpenGameByChannel(channel);
    expect(g?.status).toBe('active');
    return g!.id;
  }

  const version = async (gameId: string) => (await app.deps.repo.findGame(gameId))!.version;

  /** alice's first legal action, and the buttons a reply would carry for her now. */
  async function aliceChoice(): Promise<{ action: string; buttons: boolean }> {
    const r = await look(app.deps, channel, 'alice');
    if (!r.ok) throw new Error('no game');
    expect(r.value.choices.length).toBeGreaterThan(0);
    return { action: r.value.choices[0]!.action, buttons: !!privateButtons(r.value, 'en') };
  }

  for (const [kind, err] of [
    ['the database dropping', unreachable],
    ['a bug', () => new TypeError("Cannot read properties of undefined (reading 'seats')")],
  ] as const) {
    it(`/act answers with the action's text, without buttons, when reading them back fails (${kind})`, async () => {
      const gameId = await started();
      // Without a failure the reply carries buttons here (what the failure takes away).
      const { action } = await aliceChoice();
      const control = await runSlash('act', ctxOf(app.deps, 'alice', 'en', channel, { action }));
      expect(control.content).not.toMatch(/^❌/);
      expect(control.buttons?.length).toBeGreaterThan(0);
      // bob, too, owes a card: the same with his reads failing after his commit.
      const v0 = await version(gameId);
      const r = await look(app.deps, channel, 'bob');
      const bobAction = r.ok ? r.value.choices[0]!.action : '';
      const deps: AppDeps = { ...app.deps, repo: failingReadsAfterCommit(app.deps.repo, err) };
      const reply = await runSlash('act', ctxOf(deps, 'bob', 'ja', channel, { action: bobAction }));
      expect(await version(gameId)).toBeGreaterThan(v0);
      expect(reply.content).not.toContain(tr('ja', 'genericError'));
      expect(reply.content).not.toContain(tr('ja', 'dbUnavailable'));
      expect(reply.content).not.toMatch(/^❌/);
      expect(reply.buttons).toBeUndefined();
      expect(reply.content).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    });
  }

  it("a private button answers with the action's text, without the next buttons, when reading them back fails", async () => {
    const gameId = await started();
    // The buttons /view would put on alice's reply (without drawing her map).
    const seen = await look(app.deps, channel, 'alice');
    const button = seen.ok ? privateButtons(seen.value, 'en')?.flat()[0] : undefined;
    expect(button?.customId).toMatch(/^p:/);
    const v0 = await version(gameId);
    const deps: AppDeps = { ...app.deps, repo: failingReadsAfterCommit(app.deps.repo, unreachable) };
    const reply = await runButton(button!.customId, ctxOf(deps, 'alice', 'en', channel));
    expect(await version(gameId)).toBe(v0 + 1);
    expect(reply.content).not.toContain(tr('en', 'dbUnavailable'));
    expect(reply.content).not.toMatch(/^❌/);
    expect(reply.buttons).toBeUndefined();
  }, 30_000);

  it('any command failing after its commit answers "recorded" in the user\'s language, never "nothing was changed"', async () => {
    const recorded = (l: Locale) => `✅ ${tr(l, 'committedReplyLost')}`;
    // The callback right after every commit throws (as a failure after the commit would).
    app.deps.onOutbox = () => {
      throw unreachable();
    };
    const made = await runSlash(
      'newgame',
      ctxOf(app.deps, 'alice', 'ja', channel, {
        opponent: { id: 'bob', bot: false },
        side: 'japan',
        game: 'hoten-kaisen',
      }),
    );
    expect(made.content).toBe(recorded('ja'));
    const game = await app.deps.repo.findOpenGameByChannel(channel);
    expect(game?.status).toBe('pending');
    const accepted = await runSlash('accept', ctxOf(app.deps, 'bob', 'en', channel));
    expect(accepted.content).toBe(recorded('en'));
    expect((await app.deps.repo.findGame(game!.id))?.status).toBe('active');
    // Whoever owes the first decision acts, by /act and by /end.
    const r = await look(app.deps, channel, 'alice');
    const mover = r.ok && r.value.choices.length ? 'alice' : 'bob';
    const choice = await look(app.deps, channel, mover);
    const v0 = await version(game!.id);
    const acted = await runSlash(
      'act',
      ctxOf(app.deps, mover, 'ja', channel, { action: choice.ok ? choice.value.choices[0]!.action : '' }),
    );
    expect(acted.content).toBe(recorded('ja'));
    expect(await version(game!.id)).toBe(v0 + 1);
    // The resignation's button: the game ends, and the league/rating catch-up after it fails too.
    app.deps.onOutbox = () => undefined;
    const onGameEnd = app.deps.onGameEnd;
    app.deps.onGameEnd = async () => {
      throw new Error('catch-up failed');
    };
    try {
      const resigned = await runButton(confirmButtonId(game!.id, 'resign'), ctxOf(app.deps, 'alice', 'en', channel));
      expect(resigned.content).toBe(recorded('en'));
      expect((await app.deps.repo.findGame(game!.id))?.status).toBe('finished');
    } finally {
      app.deps.onGameEnd = onGameEnd;
    }
  }, 30_000);

  it('a failure before any commit still answers "try again" or the error, and changes nothing', async () => {
    const gameId = await started();
    const v0 = await version(gameId);
    const { action } = await aliceChoice();
    const down: AppDeps = {
      ...app.deps,
      repo: new Proxy(app.deps.repo, {
        get: (t, k) =>
          k === 'findOpenGameByChannel' || k === 'findOpenGameWithDelivery' || k === 'findGame'
            ? async () => {
                throw unreachable();
              }
            : Reflect.get(t, k),
      }),
    };
    expect((await runSlash('act', ctxOf(down, 'alice', 'en', channel, { action }))).content).toBe(
      `⏳ ${tr('en', 'dbUnavailable')}`,
    );
    const broken: AppDeps = {
      ...app.deps,
      repo: new Proxy(app.deps.repo, {
        get: (t, k) =>
          k === 'commitGameChange'
            ? async () => {
                throw new TypeError('a bug');
              }
            : Reflect.get(t, k),
      }),
    };
    expect((await runSlash('act', ctxOf(broken, 'alice', 'ja', channel, { action }))).content).toBe(
      `❌ ${tr('ja', 'genericError')}`,
    );
    expect(await version(gameId)).toBe(v0);
  }, 30_000);

  it('every repository method is classified as a write or not (a new query must say which it is)', () => {
    const methods = Object.keys(createRepository({} as never));
    const writes = new Set<string>(WRITES);
    const others = new Set<string>(NOT_WRITES);
    for (const m of methods) expect(writes.has(m) !== others.has(m), m).toBe(true);
    for (const m of [...writes, ...others]) expect(methods, m).toContain(m);
  });
});
