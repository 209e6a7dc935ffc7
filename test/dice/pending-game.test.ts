// No output from the dice key before the game starts (docs/dice.md, "Nothing before the start"):
// a pending game holds a placeholder built from a fixed public key, answers no view, hand or map,
// and its first state — 日露大戦's shuffled deck and first hands — is built from a key that takes
// the accepting press, which arrives after the commitment was posted. So a challenger who looks,
// declines and challenges again until a hand suits them sees nothing, and could not have known the
// hand dealt at the accept.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '#src/app.ts';
import { deriveDiceKey, PENDING_SEED } from '#engine/rng.ts';
import { getGame } from '#games/index.ts';
import { acceptGame, declineGame, newGame } from '#service/lobby.ts';
import { isKeyed, type Game } from '#service/types.ts';
import { verifyReplay } from '#service/read.ts';
import { RecordingTransport } from '../helpers/app.ts';
import { blocks, startConsole, text, type ConsoleHarness } from '../helpers/console.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';
import { usePictures } from '../helpers/pictures.ts';

// The pictures the outbox posts are not under test here: cheap ones (test/helpers/pictures.ts).
beforeAll(() => usePictures());

type NichiroG = { deck: string[]; hands: { japan: string[]; russia: string[] } };

describe('a pending game in the console shows nothing dealt', () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });

  it.each(['en', 'ja'] as const)(
    '/hand, /view and /map of a pending 日露大戦 show no card and no map (%s); after the accept they do',
    async (locale) => {
      h = await startConsole(locale, null);
      await h.cons.run(`@alice:${locale} /newgame opponent:@bob side:japan game:nichiro-taisen`);
      const n = h.lines.length;
      for (const c of ['/hand', '/view', '/map', '/status']) await h.cons.run(`@alice ${c}`);
      const replies = blocks(h.lines.slice(n));
      expect(replies.map((b) => b.head)).toEqual(
        Array(4).fill(expect.stringMatching(/^\[reply → @alice · private\] ❌ /)),
      );
      const all = replies.map(text).join('\n');
      expect(all).toContain(locale === 'ja' ? 'まだ始まっていません' : 'has not started');
      expect(all).toContain('@bob');
      expect(all).not.toMatch(/#\d\d|🂠|🖼/);
      await h.cons.run('@bob /accept');
      const m = h.lines.length;
      await h.cons.run('@alice /hand');
      expect(text(blocks(h.lines.slice(m))[0]!)).toMatch(/🂠 #\d\d/);
    },
  );
});

describe('the first hand is dealt from a key that takes the accepting press', () => {
  let db: TestDatabase;
  let app: App;
  const SECRET = '5e'.repeat(32);
  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    app = await createApp({
      db,
      transport: new RecordingTransport(),
      defaultLocale: 'en',
      newDiceSecret: () => SECRET,
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  const open = (ch: string) => app.deps.repo.findOpenGameByChannel<Game['setup'], Game['state']>(ch);
  const challenge = async (ch: string) => {
    const r = await newGame(app.deps, {
      guildId: 'g',
      channelId: ch,
      gameType: 'nichiro-taisen',
      creatorId: 'alice',
      creatorLocale: 'en',
      opponents: [{ id: 'bob' }],
      side: 'japan',
    });
    expect(r.ok).toBe(true);
    return (await open(ch))!;
  };

  it('a pending game holds nothing derived from its dice: the same placeholder whatever the secret, re-created as often as one likes', async () => {
    const m = getGame('nichiro-taisen')!;
    const placeholder = m.setup(PENDING_SEED, (await challenge('p1')).setup.options);
    for (const ch of ['p1', 'p2', 'p3']) {
      if (ch !== 'p1') await challenge(ch);
      const g = (await open(ch))!;
      expect(g.status).toBe('pending');
      expect(g.state).toEqual(JSON.parse(JSON.stringify(placeholder)));
      expect((await declineGame(app.deps, ch, 'alice')).ok).toBe(true);
    }
  });

  it('two accepts by different presses deal different decks from the same secret and words; each replays from its setup', async () => {
    const decks: string[] = [];
    for (const [ch, press] of [
      ['q1', '1300000000000000001'],
      ['q2', '1300000000000000002'],
    ] as const) {
      await challenge(ch);
      expect((await acceptGame(app.deps, ch, 'bob', 'en', { press })).ok).toBe(true);
      const g = (await open(ch))!;
      if (!isKeyed(g.setup)) throw new Error('expected a v2 setup');
      expect(g.setup.presses).toEqual([press]);
      const key = deriveDiceKey(SECRET, g.setup.words, [press]);
      expect(g.state.g).toEqual(getGame('nichiro-taisen')!.setup({ v: 2, key }, g.setup.options).g);
      decks.push(`${(g.state.g as NichiroG).deck.join()}|${(g.state.g as NichiroG).hands.japan.join()}`);
      expect((await verifyReplay(app.deps, g.id)).equal).toBe(true);
    }
    expect(decks[0]).not.toBe(decks[1]);
  });

  it('a league game cannot be declined; its second player starts it', async () => {
    const r = await newGame(app.deps, {
      guildId: 'g',
      channelId: 'l1',
      gameType: 'hoten-kaisen',
      creatorId: 'alice',
      creatorLocale: 'en',
      opponents: [{ id: 'bob' }],
      side: 'japan',
      league: true,
      rated: true,
    });
    expect(r.ok).toBe(true);
    const refused = await declineGame(app.deps, 'l1', 'bob');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('LEAGUE_GAME');
    const post = await db.prisma.outbox.findFirst({
      where: { gameId: r.ok ? r.value.id : '' },
      orderBy: { id: 'asc' },
    });
    const payload = post!.payload as { type: string; league?: boolean; text: { ja: string; en: string } };
    expect(payload.league).toBe(true);
    // The commitment is shown before the press that starts the game.
    const stored = (await open('l1'))!;
    if (!isKeyed(stored.setup)) throw new Error('expected a v2 setup');
    expect(payload.text.en).toContain(stored.setup.commitment);
    expect(payload.text.ja).toContain(stored.setup.commitment);
    expect((await acceptGame(app.deps, 'l1', 'bob', 'en', { press: '42' })).ok).toBe(true);
    expect((await open('l1'))!.status).toBe('active');
  });
});
