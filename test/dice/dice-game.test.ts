// Whole games of both game types on generator v2 (docs/dice.md), played through the service: until
// the end nothing public or opponent-facing holds the dice secret, the derived key or the generator
// state; the game-end post reveals the secret; the finished game's /export passes `npm run verify`,
// and fails when one die, one action, the key or the commitment is altered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '#src/app.ts';
import { command as exportCommand } from '#commands/export.ts';
import { commitment, deriveDiceKey } from '#engine/rng.ts';
import { configureLogging } from '#src/log.ts';
import { exportGame, type FinishedExport, type GameExport } from '#service/export.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { isKeyed, MAX_WORDS, type Game } from '#service/types.ts';
import { legalFor, look, verifyReplay } from '#service/read.ts';
import { verifyExport } from '#src/verify.ts';
import { RecordingTransport } from '../helpers/app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';
import { testContext } from '../helpers/context.ts';
import { usePictures } from '../helpers/pictures.ts';

// The pictures the outbox posts are not under test here: cheap ones (test/helpers/pictures.ts).
beforeAll(() => usePictures());

const SECRET = 'a3'.repeat(16) + '5c'.repeat(16);
const WORDS = { creator: 'Banzai at dawn', accepter: '雪の奉天' };

/** Every form the secret or the derived key could take in text. */
function secretForms(secret: string, derived: string): string[] {
  const forms: string[] = [];
  for (const hex of [secret, derived]) {
    const b = Buffer.from(hex, 'hex');
    forms.push(hex, hex.toUpperCase(), b.toString('base64'), b.toString('base64url'));
  }
  return forms;
}

interface Played {
  game: Game;
  seen: string[];
  exportBefore: GameExport;
  finalPosts: string[];
  finished: FinishedExport;
}

describe.each(['hoten-kaisen', 'nichiro-taisen'] as const)('dice v2: a whole game of %s', (gameType) => {
  let db: TestDatabase;
  let app: App;
  let transport: RecordingTransport;
  const logged: string[] = [];
  let played: Played;
  const CH = `dice-${gameType}`;

  beforeAll(async () => {
    configureLogging({ level: 'debug', write: (l) => void logged.push(l) });
    db = await openTestDatabase('pglite');
    transport = new RecordingTransport();
    app = await createApp({ db, transport, defaultLocale: 'en', newDiceSecret: () => SECRET });
    played = await playWholeGame();
  });
  afterAll(async () => {
    configureLogging({ level: 'silent' });
    await app?.close();
    await db?.close();
  });

  const payloads = async () =>
    (await db.prisma.outbox.findMany({ orderBy: { id: 'asc' } })).map((r) => JSON.stringify(r.payload));

  async function playWholeGame(): Promise<Played> {
    const seen: string[] = [];
    const created = await newGame(app.deps, {
      guildId: 'g',
      channelId: CH,
      gameType,
      creatorId: 'alice',
      creatorLocale: 'en',
      opponents: [{ id: 'bob' }],
      side: 'japan',
      words: WORDS.creator,
    });
    expect(created.ok).toBe(true);
    // A reply is the command's message text (the result's game record is internal, never sent).
    seen.push(JSON.stringify(created.ok ? null : created.error));
    const accepted = await acceptGame(app.deps, CH, 'bob', 'ja', { words: WORDS.accepter });
    expect(accepted.ok).toBe(true);
    if (accepted.ok) seen.push(JSON.stringify(accepted.value.message));
    const user = { japan: 'alice', russia: 'bob' } as Record<string, string>;
    let step = 0;
    let exportBefore: GameExport | null = null;
    const MAX_STEPS = 200;
    for (; step < MAX_STEPS + 5; step++) {
      const l = await look(app.deps, CH, 'alice');
      if (!l.ok || l.value.status !== 'active') break;
      const side = l.value.waiting[0]!.side;
      // The views and autocomplete each player reads.
      for (const u of ['alice', 'bob']) {
        const mine = await look(app.deps, CH, u);
        if (mine.ok) seen.push(JSON.stringify(mine.value.view));
      }
      seen.push(JSON.stringify(l.value.publicView));
      const legal = await legalFor(app.deps, CH, user[side]!);
      seen.push(JSON.stringify(legal));
      if (step === 40) {
        const ex = await exportGame(app.deps, CH, 'bob');
        expect(ex.ok).toBe(true);
        if (ex.ok) exportBefore = ex.value.data;
      }
      // Fights first (they roll dice), otherwise anything but a pass; late in the game, resign.
      const all = legal.map((x) => x.action);
      const useful = all.filter((a) => !/^(pass|cancel|withdraw|undeclare)/.test(a));
      const choices = useful.length ? useful : all;
      const fight = choices.find((a) => /^(attack|resolve|roll|fight|declare|done)/.test(a));
      const pick = step >= MAX_STEPS ? 'resign' : (fight ?? choices[(step * 7) % choices.length]!);
      const r = await act(app.deps, { channelId: CH, userId: user[side]!, action: pick });
      expect(r.ok).toBe(true);
      seen.push(JSON.stringify(r.ok ? r.value.message : r.error));
    }
    await app.outbox.drain();
    const before = await payloads();
    const g = (await db.prisma.game.findFirst({ where: { channelId: CH } }))!;
    expect(g.status).toBe('finished');
    // Everything the outbox owed but the last change (the game-end post) was written while the game was on.
    const lastVersionRows = (await db.prisma.outbox.findMany({ orderBy: { id: 'asc' } })).filter(
      (r) => (r.payload as { version?: number }).version === g.version,
    );
    const finalPosts = lastVersionRows.map((r) => JSON.stringify(r.payload));
    seen.push(...before.filter((p) => !finalPosts.includes(p)));
    // Delivered messages: only the game-end ones may hold the secret (checked in the test below).
    const endMarks = ['Game over', 'ゲーム終了', 'resigned', '投了'];
    const delivered = transport.delivered.map((d) => JSON.stringify(d.msg.content));
    seen.push(...delivered.filter((c) => !endMarks.some((m) => c.includes(m))));
    expect(delivered.length).toBeGreaterThan(10);
    const ex = await exportGame(app.deps, CH, 'alice');
    if (!ex.ok) throw new Error('export failed');
    const game = (await app.deps.repo.findGame(g.id)) as Game;
    return { game, seen, exportBefore: exportBefore!, finalPosts, finished: ex.value.data as FinishedExport };
  }

  it('never shows the dice secret, the derived key or the generator state before the end, in posts, DMs, replies, views, autocomplete, logs or an unfinished export', () => {
    const { game, seen, exportBefore } = played;
    expect(isKeyed(game.setup)).toBe(true);
    const derived = deriveDiceKey(SECRET, WORDS);
    const haystack = [...seen, ...logged, JSON.stringify(exportBefore)].join('\n');
    expect(haystack.length).toBeGreaterThan(10_000);
    for (const f of secretForms(SECRET, derived)) expect(haystack).not.toContain(f);
    expect(haystack).not.toMatch(/"rng"/);
    // The commitment was public from the challenge on, and the players' words in the start post.
    expect(haystack).toContain(commitment(SECRET));
    expect(haystack).toContain(WORDS.accepter);
    expect(exportBefore).not.toHaveProperty('key');
    expect(exportBefore).not.toHaveProperty('actions');
    expect(exportBefore.status).toBe('active');
  });

  it('reveals the secret in the game-end post, with how to check it', () => {
    const end = played.finalPosts.find((p) => p.includes('"type":"update"'))!;
    expect(end).toContain(SECRET);
    expect(end).toContain('npm run verify');
  });

  it('stores a game that replays to its state (setup + key + words)', async () => {
    expect((await verifyReplay(app.deps, played.game.id)).equal).toBe(true);
  });

  it('/export of the finished game passes verify, with dice in it', async () => {
    const f = played.finished;
    expect(f.key).toBe(SECRET);
    expect(f.words).toEqual(WORDS);
    const dice = f.actions.flatMap((a) => a.rolls).length + f.setupRolls.length;
    expect(dice).toBeGreaterThan(0);
    const v = verifyExport(JSON.parse(JSON.stringify(f)));
    expect(v.lines.join('\n')).toContain('PASS');
    expect(v.code).toBe(0);
  });

  it('verify fails when one die is altered', () => {
    const f = structuredClone(played.finished);
    const a = f.actions.find((x) => x.rolls.length > 0);
    const target = a ? a.rolls[0]! : f.setupRolls[0]!;
    target.value = (target.value % target.faces) + 1;
    const v = verifyExport(f);
    expect(v.code).toBe(1);
    expect(v.lines.join('\n')).toContain('MISMATCH');
  });

  it('verify fails when one action is altered', () => {
    const f = structuredClone(played.finished);
    const i = f.actions.findIndex((x) => x.rolls.length > 0);
    // Swap the side of an action that rolled dice: it is no longer legal (or no longer the same game).
    f.actions[i]!.side = f.actions[i]!.side === 'japan' ? 'russia' : 'japan';
    expect(verifyExport(f).code).toBe(1);
    const g = structuredClone(played.finished);
    g.actions.splice(i, 1);
    expect(verifyExport(g).code).toBe(1);
  });

  it('verify fails when the revealed key or the commitment is altered', () => {
    const f = structuredClone(played.finished);
    f.key = (f.key![0] === '0' ? '1' : '0') + f.key!.slice(1);
    const v = verifyExport(f);
    expect(v.code).toBe(1);
    expect(v.lines.join('\n')).toMatch(/commitment/);
    const g = structuredClone(played.finished);
    g.commitment = commitment('00'.repeat(32));
    expect(verifyExport(g).code).toBe(1);
    const w = structuredClone(played.finished);
    w.words = { ...w.words!, accepter: `${w.words!.accepter}!` };
    expect(verifyExport(w).code).toBe(1);
  });

  it('verify exits 2 on an unfinished game export or a malformed file', () => {
    expect(verifyExport(played.exportBefore).code).toBe(2);
    expect(verifyExport({ format: 'nope' }).code).toBe(2);
    expect(verifyExport('x').code).toBe(2);
  });

  it('the /export command replies privately with a JSON attachment, and the offline replay beside it', async () => {
    const ctx = testContext(app.deps, { userId: 'carol', locale: 'ja', channelId: CH });
    const reply = await exportCommand.execute(ctx);
    expect(reply.files).toHaveLength(2);
    expect(reply.files![0]!.name).toMatch(/\.json$/);
    expect(reply.files![1]!.name).toMatch(/-replay\.html$/);
    expect(reply.files![1]!.data.toString('utf8')).toMatch(/^<!doctype html>/);
    const data = JSON.parse(reply.files![0]!.data.toString('utf8')) as FinishedExport;
    expect(data.key).toBe(SECRET);
    expect(verifyExport(data).code).toBe(0);
  });
});

describe('dice v2: words', () => {
  let db: TestDatabase;
  let app: App;
  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    app = await createApp({ db, transport: new RecordingTransport(), defaultLocale: 'en' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('refuses words that are too long, clearly and in the user locale, changing nothing', async () => {
    const long = 'x'.repeat(MAX_WORDS + 1);
    const r = await newGame(app.deps, {
      guildId: 'g',
      channelId: 'w1',
      gameType: 'hoten-kaisen',
      creatorId: 'alice',
      creatorLocale: 'en',
      opponents: [{ id: 'bob' }],
      side: 'japan',
      words: long,
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('WORDS_TOO_LONG');
      expect(r.error.text.ja).toContain(String(MAX_WORDS));
    }
    expect(await db.prisma.game.count({ where: { channelId: 'w1' } })).toBe(0);
    expect(
      (
        await newGame(app.deps, {
          guildId: 'g',
          channelId: 'w1',
          gameType: 'hoten-kaisen',
          creatorId: 'alice',
          creatorLocale: 'en',
          opponents: [{ id: 'bob' }],
          side: 'japan',
        })
      ).ok,
    ).toBe(true);
    const refused = await acceptGame(app.deps, 'w1', 'bob', 'en', { words: long });
    expect(refused.ok).toBe(false);
    expect((await db.prisma.game.findFirst({ where: { channelId: 'w1' } }))!.status).toBe('pending');
  });

  it("production games get a fresh 256-bit secret each, and the accepter's words change the dice", async () => {
    for (const ch of ['w2', 'w3']) {
      expect(
        (
          await newGame(app.deps, {
            guildId: 'g',
            channelId: ch,
            gameType: 'nichiro-taisen',
            creatorId: 'alice',
            creatorLocale: 'en',
            opponents: [{ id: 'bob' }],
            side: 'japan',
          })
        ).ok,
      ).toBe(true);
    }
    const [a, b] = await Promise.all(
      ['w2', 'w3'].map((ch) => app.deps.repo.findOpenGameByChannel<Game['setup'], Game['state']>(ch)),
    );
    if (!isKeyed(a!.setup) || !isKeyed(b!.setup)) throw new Error('expected v2 setups');
    expect(a!.setup.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(a!.setup.secret).not.toBe(b!.setup.secret);
    const deckBefore = (a!.state.g as { deck: string[] }).deck.join();
    expect((await acceptGame(app.deps, 'w2', 'bob', 'en', { words: 'a different deck please' })).ok).toBe(true);
    const after = (await app.deps.repo.findOpenGameByChannel<Game['setup'], Game['state']>('w2'))!;
    expect((after.state.g as { deck: string[] }).deck.join()).not.toBe(deckBefore);
    expect((await verifyReplay(app.deps, after.id)).equal).toBe(true);
  });
});
