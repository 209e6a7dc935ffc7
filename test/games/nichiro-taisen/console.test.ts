// 日露大戦 in the local console: a whole 12-turn game typed line by line by alice and bob, each
// action chosen among what `?act` (the console's autocomplete) printed; and examples/nichiro-game.txt,
// a scripted opening that is legal whatever the seed (no dice, no card named). The transcript must
// say who sees what: replies, autocomplete and DMs private to their recipient, channel posts
// public; the hands come by DM (a PNG and one line per card) when they change, the channel never
// names a card of a hand; every image is written to the image folder.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingSides } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { CARD_BY_ID } from '#games/nichiro-taisen/data/cards.ts';
import type { NichiroG, NSide } from '#games/nichiro-taisen/types.ts';
import { verifyReplay } from '#service/read.ts';
import { blocks, images, startConsole, text, type Block, type ConsoleHarness } from '../../helpers/console.ts';
import { anyCardIn, nichiroPlayer, PublicCards, secretCardsIn } from './players.ts';

const EXAMPLE = new URL('../../../examples/nichiro-game.txt', import.meta.url);
type S = GameState<NichiroG>;

/** A channel post: of #console (the game typed here) or of #nichiro-game (the example's own channel). */
const isPublic = (b: Block) => /^\[#(console|nichiro-game) · public\]/.test(b.head);
/** A post with the map (its file is map.png: no version in a name anyone can read). */
const isMapPost = (b: Block): boolean => images(b).some((f) => f.endsWith('-map.png'));
const sameCards = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);
const owner = (s: S) => pendingSides(s).join(',');
/** An event window (or fleet reaction) of Japan's opened in Russia's stretch: alice's auto-pass covers it. */
const privateWindow = (s: S): boolean => {
  const top = s.stack.at(-1);
  if (s.result || !top || top.sides.join() !== 'japan') return false;
  if (top.kind !== 'combat-event' && top.kind !== 'fleet-reaction') return false;
  const under = s.stack.slice(0, -1).findLast((f) => f.sides.length > 0);
  return !!under && !under.sides.includes('japan');
};

type Harness = ConsoleHarness;

/** What the blocks printed since line `from` are. */
const since = (h: Harness, from: number) => blocks(h.lines.slice(from));

describe('日露大戦 in the LocalConsole', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });

  it('a whole 12-turn game typed by alice and bob, each action picked from the `?act` choices', async () => {
    h = await startConsole('en', 7);
    const hh = h;
    const run = (line: string) => hh.cons.run(line);
    const USER: Record<NSide, string> = { japan: 'alice', russia: 'bob' };

    /** `@user ?act query` → the values it printed (what /act autocomplete offers). */
    const ask = async (user: string, query: string): Promise<string[]> => {
      const from = hh.lines.length;
      await run(`@${user} ?act ${query}`);
      const [b, ...rest] = since(hh, from);
      expect(rest).toEqual([]);
      const n = Number(/^\[autocomplete → @(\w+) · private\] (\d+) choice\(s\)$/.exec(b!.head)?.[2]);
      expect(b!.body).toHaveLength(n);
      return b!.body.map((l) => {
        // "value padded to 24 label — value": the values of this game are shorter than 24.
        const value = l.slice(0, 24).trimEnd();
        expect(l[24] === ' ' || l.length <= 24, l).toBe(true);
        return value;
      });
    };

    await run('@alice:en /newgame opponent:@bob side:japan game:nichiro-taisen naval_rules:false');
    await run('@bob:ja /accept');
    const game0 = await h.app.repo.findOpenGameByChannel<unknown, S>('console');
    expect(game0).toMatchObject({
      gameType: 'nichiro-taisen',
      status: 'active',
      setup: { seed: 7, options: { navalRules: false } },
    });
    const gameId = game0!.id;
    const findGame = async () => (await hh.app.repo.findGame<unknown, S>(gameId))!;

    const pub = new PublicCards();
    const secretAt = new Map<number, string[]>([[game0!.version, pub.note(game0!.state.g).secret()]]);

    // Standing preferences, typed like any command.
    await run('@alice /autopass on:true unless:#09 #02');
    expect(h.lines.at(-1)).toBe('[reply → @alice · private] Saved: autopass: on unless #09 #02');

    const player = nichiroPlayer(3);
    const expectedDms: Record<NSide, { hand: string[]; secret: string[] }[]> = { japan: [], russia: [] };
    /** The game version of each post expected, in order. */
    const postedAt: number[] = [];
    const handChanged: Record<NSide, boolean> = { japan: false, russia: false };
    let prev: S | null = null;
    let shown = '';
    let steps = 0;
    let handShown = false;
    for (;;) {
      const game = await findGame();
      const s = game.state;
      pub.note(s.g);
      secretAt.set(game.version, pub.secret());
      // The channel is shown a change when the player who must act changes as it sees it, and at
      // the end. alice's event windows in Russia's stretch are covered by her auto-pass: played in
      // private (asked by DM, or passed at once), the channel goes on seeing Russia's stretch.
      const posts = !prev || (!!s.result && !prev.result) || (!privateWindow(s) && owner(s) !== shown);
      const asked = !posts && privateWindow(s) && !(prev && privateWindow(prev));
      const resumed = !posts && !!prev && privateWindow(prev) && !privateWindow(s);
      // A hand DM goes out with a post (a hand-over) when that hand changed since the last post; a
      // private window's DM (asked, or told the stretch goes on) carries the hand as it stands.
      for (const side of ['japan', 'russia'] as const) {
        if (prev && !sameCards(prev.g.hands[side], s.g.hands[side])) handChanged[side] = true;
        const told = (asked && side === 'japan') || (resumed && side !== 'japan' && pendingSides(s).includes(side));
        if (told || (posts && (!prev || handChanged[side] || (s.result && !prev.result))))
          expectedDms[side].push({ hand: [...s.g.hands[side]], secret: pub.secret() });
        if (posts || told) handChanged[side] = false;
      }
      if (posts) shown = owner(s);
      if (posts) postedAt.push(game.version);
      prev = s;
      if (s.result) break;
      expect(steps++).toBeLessThan(1500);
      const side = pendingSides(s)[0] as NSide;
      const user = USER[side];
      if (!handShown && s.g.turn === 3 && s.g.hands.russia.length > 0) {
        handShown = true;
        const from = h.lines.length;
        await run('@bob /hand');
        const [reply, ...rest] = since(h, from);
        expect(rest).toEqual([]);
        expect(reply!.head).toMatch(/^\[reply → @bob · private\] 🂠 /);
        expect(text(reply!).match(/🂠/g)).toHaveLength(s.g.hands.russia.length);
        for (const c of s.g.hands.russia) expect(text(reply!)).toContain(`${c} 「${CARD_BY_ID[c]!.russia.name.ja}」`);
        expect(images(reply!)).toHaveLength(1);
        expect(images(reply!)[0]).toMatch(/reply-bob-hand-russia\.png$/);
      }
      const action = await player.choose(s, side, (q) => ask(user, q));
      await run(`@${user} /act action:${action}`);
      expect(
        h.lines.filter((l) => l.includes('❌')),
        `${user}: ${action}`,
      ).toEqual([]);
    }

    // --- the transcript ----------------------------------------------------------------------------
    const end = await findGame();
    expect(end.status).toBe('finished');
    const bs = blocks(h.lines);
    // Nothing but the known kinds of output.
    for (const b of bs)
      expect(b.head).toMatch(
        /^(\[reply → @(alice|bob) · private\]|\[#console · public\]|\[DM → @(alice|bob) · private\]|\[autocomplete → @(alice|bob) · private\] \d+ choice\(s\))/,
      );
    // The channel: one map post per hand-over, no card of a hand or the deck.
    const maps = bs.filter(isPublic).filter(isMapPost);
    expect(maps).toHaveLength(postedAt.length);
    expect(maps.length).toBeLessThan(steps / 2);
    for (const [i, b] of maps.entries()) {
      const secret = secretAt.get(postedAt[i]!);
      expect(secret, `version ${postedAt[i]} recorded`).toBeDefined();
      // (The final post lists both hands: the end reveals them.)
      expect(
        secretCardsIn(
          text(b)
            .replace(/🖼.*$/gm, '')
            .replace(/^・(Japan|Russia)'s hand: .*$/gm, ''),
          secret!,
        ),
        b.head,
      ).toEqual([]);
      // The buttons line ("[buttons for @bob: Play no event]  → type e.g. …") names no card.
      for (const l of b.body.filter((x) => x.startsWith('[buttons'))) expect(anyCardIn(l)).toEqual([]);
    }
    expect(bs.filter(isPublic).some((b) => b.body.some((l) => l.startsWith('[buttons for @bob: Play no event]')))).toBe(
      true,
    );
    // Buttons are printed as the command line that presses them (their custom_id names the game).
    expect(
      bs
        .filter(isPublic)
        .some((b) =>
          b.body.some(
            (l) =>
              l.startsWith('[buttons for @bob: Play no event]') && l.endsWith('→ type e.g. "@bob /act action:pass"'),
          ),
        ),
    ).toBe(true);
    expect(
      bs
        .filter(isPublic)
        .some((b) =>
          b.body.some((l) => l.startsWith('[buttons for @bob:') && l.endsWith('→ type e.g. "@bob /accept"')),
        ),
    ).toBe(true);
    // Hands by DM: alice reads English, bob Japanese; one DM with a post when that hand changed since the last, and at the end.
    for (const side of ['japan', 'russia'] as const) {
      const user = USER[side];
      const dms = bs.filter((b) => b.head.startsWith(`[DM → @${user} · private]`));
      expect(dms.map((b) => (/(?:Hand: |手札 )(\d+)/.exec(text(b)) ?? [])[1])).toEqual(
        expectedDms[side].map((e) => String(e.hand.length)),
      );
      dms.forEach((b, i) => {
        const { hand, secret } = expectedDms[side][i]!;
        // Nothing the player may not know: the opponent's hand, the deck.
        expect(
          secretCardsIn(
            text(b).replace(/🖼.*$/gm, ''),
            secret.filter((c) => !hand.includes(c)),
          ),
          b.head,
        ).toEqual([]);
        expect(b.head).toContain(
          side === 'japan' ? 'Your private view (Japan)' : 'あなた(ロシア軍)だけが見られる情報です',
        );
        for (const c of hand) expect(text(b)).toContain(`🂠 ${c} `);
        expect(images(b)).toHaveLength(hand.length ? 1 : 0);
        for (const f of images(b)) expect(path.basename(f)).toMatch(new RegExp(`-dm-${user}-hand-${side}\\.png$`));
      });
    }
    // Every image is a PNG in the image folder, written once.
    const files = bs.flatMap(images);
    expect(files.length).toBeGreaterThan(maps.length);
    for (const f of files) {
      expect(path.dirname(f)).toBe(h.imageDir);
      expect(fs.readFileSync(f).subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    expect(new Set(files).size).toBe(files.length);
    // The end, in the channel; automatic passes of alice in the log; the replay.
    const winner =
      end.state.result!.winner === 'japan'
        ? 'Japan wins'
        : end.state.result!.winner === 'russia'
          ? 'Russia wins'
          : 'draw';
    expect(text(maps.at(-1)!)).toContain(`Game over: ${winner}`);
    // A whole game: to the victory check of game turn 12, or a decisive end ([rule 4.1] morale, [rule 4.4] sudden death).
    expect(end.state.g.turn === 12 || /\(4\.[14]/.test(end.state.result!.reason.en), end.state.result!.reason.en).toBe(
      true,
    );
    expect(handShown).toBe(true);
    const logged = await h.app.repo.loadActions(gameId);
    expect(logged.length).toBeGreaterThan(steps); // steps typed + alice's automatic passes
    expect((await verifyReplay(h.app.deps, gameId)).equal).toBe(true);
    console.log(
      `console: ${steps} lines typed (+ ?act) to turn ${end.state.g.turn}, ${logged.length} actions, ${maps.length} map posts, ${files.length} images; ${end.state.result!.reason.en}`,
    );
  });

  for (const seed of [1905, 7, 4242]) {
    it(`examples/nichiro-game.txt is legal whatever the seed (seed ${seed})`, async () => {
      h = await startConsole('ja', seed);
      await h.cons.runStream(fs.createReadStream(EXAMPLE), false);
      expect(h.lines.filter((l) => l.startsWith('!'))).toEqual([]); // no unreadable line
      expect(h.lines.filter((l) => l.includes('❌'))).toEqual([]); // no command refused
      const bs = blocks(h.lines);
      const game = await h.app.db.prisma.game.findFirst({ where: { channelId: 'nichiro-game' } });
      expect(game).toMatchObject({ gameType: 'nichiro-taisen', status: 'active' });
      const stored = (await h.app.repo.findGame<unknown, S>(game!.id))!;
      // It ends in game turn 2, after the Russian player turn, with Japan to act.
      expect(stored.state.g).toMatchObject({ turn: 2, phasing: 'japan' });
      expect(pendingSides(stored.state)).toEqual(['japan']);
      // Hands by DM and /hand, privately; the channel names no card of a hand.
      expect(bs.some((b) => b.head.startsWith('[DM → @alice · private]') && images(b).length === 1)).toBe(true);
      expect(bs.some((b) => b.head.startsWith('[DM → @bob · private]') && b.body.some((l) => l.startsWith('🂠')))).toBe(
        true,
      );
      expect(bs.some((b) => b.head.startsWith('[reply → @alice · private] 🂠') && images(b).length === 1)).toBe(true);
      const secret = new PublicCards().note(stored.state.g).secret();
      for (const b of bs.filter(isPublic)) expect(secretCardsIn(text(b).replace(/🖼.*$/gm, ''), secret)).toEqual([]);
      const posts = bs.filter(isPublic).filter(isMapPost);
      expect(text(posts.at(-1)!)).toContain('第2ターン');
      expect((await verifyReplay(h.app.deps, game!.id)).equal).toBe(true);
    });
  }
});
