// 日露大戦 through the service, with a transport that records every delivery (no Discord): a
// whole seeded 12-turn game checked at every action for what the channel and each player are
// shown, and the standing auto-pass preference (/autopass) with and without its "unless" cards.
//
//   (a) no channel post names a secret card (one in a hand or still in the deck), by id or name;
//   (b) a player gets a DM, with their hand drawn as a PNG and one text line per card, exactly when
//       their hand changed (and at the end), never naming the opponent's cards;
//   (c) the channel is posted at phase boundaries and when the decision passes to the other
//       player, not after every move of a movement phase, and no public line is lost meanwhile;
//   (d) auto-pass answers a combat-event window owed to that player, as an ordinary action of the
//       log (the replay equals the stored state); a card listed in "unless" that can be played
//       makes the window wait for the player;
//   (e) buttons on a channel post never name a card.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { pendingSides, visibleLog } from '#engine/engine.ts';
import { forcedAction } from '#engine/forced.ts';
import { FORCED_BY } from '#service/settle.ts';
import type { GameState, LogEntry, Text } from '#engine/types.ts';
import { CARD_BY_ID } from '#games/nichiro-taisen/data/cards.ts';
import type { NichiroG, NSide } from '#games/nichiro-taisen/types.ts';
import { cheapPictures } from '../../helpers/pictures.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { legalFor, verifyReplay } from '#service/read.ts';
import { setPreferences } from '#service/preferences.ts';
import type { Game } from '#service/types.ts';
import type { OutboxPayload } from '#service/outbox/payloads.ts';
import type { OutMessage } from '#service/outbox/index.ts';
import { forEachDatabase } from '../../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../../helpers/app.ts';
import { anyCardIn, CARD_IDS, nichiroPlayer, offered, PublicCards, secretCardsIn } from './players.ts';
import { buttonId } from '#service/interactions/action.ts';
import { getGame } from '#games/index.ts';

type S = GameState<NichiroG>;
type NGame = Game & { state: S };

const CH = 'nichiro-service';
const GAME_SEED = 1905;
const POLICY_SEED = 3;
const USER: Record<NSide, string> = { japan: 'alice', russia: 'bob' };
const other = (s: NSide): NSide => (s === 'japan' ? 'russia' : 'japan');

const isPng = (b: Buffer) => b.subarray(1, 4).toString('latin1') === 'PNG';
const sameCards = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);
const owner = (s: S) => pendingSides(s).join(',');

/** Everything a post shows in text: its content, and its buttons' labels and custom ids. */
function postText(m: OutMessage): string {
  const buttons = (m.buttons ?? []).flat();
  return [m.content, ...buttons.map((b) => b.label), ...buttons.map((b) => b.customId)].join('\n');
}

forEachDatabase(
  '日露大戦 through the service',
  (t) => {
    let app: App;
    let transport: RecordingTransport;

    beforeEach(async () => {
      transport = new RecordingTransport();
      // Channel posts in Japanese; alice reads Japanese, bob English (both languages are checked).
      ({ app } = await startServiceApp(t.db, { transport, seed: GAME_SEED, defaultLocale: 'ja' }));
    });
    afterEach(async () => {
      await app.close();
    });

    async function start(): Promise<NGame> {
      const created = await newGame(app.deps, {
        guildId: 'g',
        channelId: CH,
        gameType: 'nichiro-taisen',
        creatorId: 'alice',
        creatorLocale: 'ja',
        opponents: [{ id: 'bob' }],
        side: 'japan',
      });
      expect(created.ok).toBe(true);
      const accepted = await acceptGame(app.deps, CH, 'bob', 'en');
      expect(accepted.ok).toBe(true);
      await app.outbox.drain();
      return (await app.repo.findOpenGameByChannel(CH)) as NGame;
    }

    /** One action of the seeded player for whoever owes the decision. */
    async function playOne(
      game: NGame,
      choose: (s: S, side: NSide, legal: Awaited<ReturnType<typeof legalFor>>) => Promise<string>,
    ) {
      const side = pendingSides(game.state)[0] as NSide;
      const legal = await legalFor(app.deps, CH, USER[side]);
      expect(legal.length, `${side} is offered something`).toBeGreaterThan(0);
      expect(await legalFor(app.deps, CH, USER[other(side)]), 'the other player is offered nothing').toEqual([]);
      const action = await choose(game.state, side, legal);
      const r = await act(app.deps, { channelId: CH, userId: USER[side], action });
      if (!r.ok) throw new Error(`${side} "${action}" refused: ${r.error.code}`);
      await app.outbox.drain();
      return { side, action, game: r.value.game as NGame };
    }

    it('a whole 12-turn game: secret hands stay out of the channel, hand DMs when a hand changes, posts at phase boundaries', async () => {
      let game = await start();
      const gameId = game.id;
      const pub = new PublicCards().note(game.state.g);

      // The start: one channel post (the map, the acceptance, whose move), and each player's hand by DM.
      expect(transport.channelPosts(CH)).toHaveLength(2); // the challenge, then the first map
      for (const side of ['japan', 'russia'] as const) {
        const dms = transport.dms(USER[side]);
        expect(dms).toHaveLength(1);
        checkHandDm(dms[0]!, side, game.state, pub);
      }
      for (const post of transport.channelPosts(CH)) expect(secretCardsIn(postText(post), pub.secret())).toEqual([]);

      const player = nichiroPlayer(POLICY_SEED);
      let actions = 0;
      let movementActions = 0;
      let quietPhaseEnds = 0;
      let handoverPosts = 0;
      let posted = 0;
      const dmCount: Record<NSide, number> = { japan: 1, russia: 1 };
      const handChanged: Record<NSide, boolean> = { japan: false, russia: false };
      while (!game.state.result) {
        expect(actions, 'the game ends within 1500 actions').toBeLessThan(1500);
        const prev = game.state;
        const before = {
          posts: transport.channelPosts(CH).length,
          alice: transport.dms('alice').length,
          bob: transport.dms('bob').length,
        };
        const step = await playOne(game, (s, side, legal) => player.choose(s, side, async (q) => offered(legal, q)));
        game = step.game;
        actions++;
        const next = game.state;
        pub.note(next.g);

        // (c) a post when the decision passes to the other player, and at the end; nothing at a
        // phase's end inside one player's stretch, nothing for a move inside a movement phase.
        const newPosts = transport.channelPosts(CH).slice(before.posts);
        const phaseChanged =
          prev.g.turn !== next.g.turn || prev.g.phasing !== next.g.phasing || prev.g.phase !== next.g.phase;
        const handedOver = owner(prev) !== owner(next);
        const shouldPost = handedOver || next.result !== null;
        expect(newPosts, `post after ${step.side} "${step.action}"`).toHaveLength(shouldPost ? 1 : 0);
        posted += newPosts.length;
        if (phaseChanged && !handedOver) quietPhaseEnds++;
        if (handedOver) handoverPosts++;
        // Whoever a post pings has a real decision: never one legal choice fixed by public information.
        if (newPosts.length && !next.result) expect(forcedAction(getGame('nichiro-taisen')!, next)).toBeNull();
        if (prev.g.phase === 'movement' && next.g.phase === 'movement' && !handedOver) {
          movementActions++;
          expect(newPosts, `a move inside the movement phase is not posted (${step.action})`).toEqual([]);
        }
        for (const post of newPosts) {
          // (a) no secret card, by id or by name, in any language.
          // The final post shows both hands (the game's end reveals them).
          if (next.result === null)
            expect(secretCardsIn(postText(post), pub.secret()), `post after "${step.action}"`).toEqual([]);
          else expect(postText(post)).toMatch(/の手札: |'s hand: /);
          // (e) buttons never name a card at all.
          for (const b of (post.buttons ?? []).flat()) {
            expect(anyCardIn(`${b.label}\n${b.customId}`), `button ${b.customId}`).toEqual([]);
            expect(
              b.customId.startsWith(buttonId(game.id, getGame('nichiro-taisen')!.view(game.state, null), '')),
              'a channel button names the public position, not the version',
            ).toBe(true);
          }
          expect(post.files?.[0]?.name).toBe('map.png');
          expect(isPng(post.files![0]!.data)).toBe(true);
          // The hand sizes are public; whether a card could be played now is not: the hint for
          // other choices than the buttons depends on the hand size only.
          if (post.buttons?.length && !next.result) {
            const side = pendingSides(next)[0] as NSide;
            expect(post.content.includes('/act'), 'the /act hint follows the hand size').toBe(
              next.g.hands[side].length > 0,
            );
          }
        }

        // (b) a DM to a player with a post (a hand-over) exactly when their hand changed since the
        // last post (and at the end), with that hand: never more than one per post.
        for (const side of ['japan', 'russia'] as const) {
          const dms = transport.dms(USER[side]).slice(side === 'japan' ? before.alice : before.bob);
          handChanged[side] ||= !sameCards(prev.g.hands[side], next.g.hands[side]);
          const changed = shouldPost && (handChanged[side] || next.result !== null);
          if (shouldPost) handChanged[side] = false;
          expect(dms, `${side}'s DMs after ${step.side} "${step.action}"`).toHaveLength(changed ? 1 : 0);
          if (!dms.length) continue;
          dmCount[side]++;
          checkHandDm(dms[0]!, side, next, pub);
          // The image is that hand, in the player's language: the picture drawn of exactly these
          // cards (the app draws with test/helpers/pictures.ts: each picture names what it shows).
          if (next.g.hands[side].length) {
            const png = await cheapPictures.hand(
              'nichiro-taisen',
              next.g.hands[side],
              side,
              side === 'japan' ? 'ja' : 'en',
            );
            expect(dms[0]!.files![0]!.data.equals(png), `${side}'s DM image is their hand`).toBe(true);
          }
        }
      }

      // --- the end ---------------------------------------------------------------------------------
      const end = (await app.repo.findGame(gameId)) as NGame;
      expect(end.status).toBe('finished');
      expect(end.state.result).not.toBeNull();
      const last = transport.channelPosts(CH).at(-1)!;
      expect(last.content).toContain('ゲーム終了');
      expect(last.buttons ?? []).toEqual([]);
      expect(last.mentionUsers).toEqual([]);
      const logged = await app.repo.loadActions(gameId);
      // Each action played, and the decisions the bot took because they were the only choice.
      expect(logged.filter((a) => a.userId !== FORCED_BY)).toHaveLength(actions);
      expect((await verifyReplay(app.deps, gameId)).equal).toBe(true);

      // Far fewer posts than actions: one post per hand-over, whatever the moves and phases between.
      const updates = transport.channelPosts(CH).length - 1;
      expect(updates).toBe(1 + posted);
      expect(movementActions).toBeGreaterThan(60);
      expect(updates).toBeLessThan(actions / 2);
      // A whole game: to the victory check of game turn 12, or a decisive end ([rule 4.1] morale, [rule 4.4] sudden death).
      const reason = end.state.result!.reason.en;
      expect(end.state.g.turn === 12 || /\(4\.[14]/.test(reason), reason).toBe(true);
      // Phases ended inside one player's stretch many times, and none of those ends was posted.
      expect(quietPhaseEnds).toBeGreaterThanOrEqual(end.state.g.turn - 1);

      // No public line is lost while a phase waits: the channel payloads carry, in order, exactly
      // the public log of the game (after the acceptance line of the first post).
      const rows = await app.db.prisma.outbox.findMany({ where: { gameId, kind: 'channel' }, orderBy: { id: 'asc' } });
      const shown: Text[] = rows.flatMap((r) => {
        const p = r.payload as unknown as OutboxPayload;
        return p.type === 'update' ? p.lines : [];
      });
      // The log lives in its rows; the stored state keeps only what the channel has not been shown
      // (nothing, after the final post), so it does not grow with the game.
      expect(end.state.log).toEqual([]);
      const publicLog = visibleLog(await app.repo.loadLog<LogEntry>(gameId), null).map((e) => e.text);
      // (The final post adds each side's hand after them: the end reveals the hands.)
      const hands = shown.filter((l) => /^(日本軍|ロシア軍)の手札: /.test(l.ja));
      expect(hands.map((l) => l.en.split(':')[0])).toEqual(["Japan's hand", "Russia's hand"]);
      expect(shown.slice(1).filter((l) => !hands.includes(l))).toEqual(publicLog);
      // …and no payload of the channel names a secret card (the final secrets: what is still hidden),
      // but for the final post's hands.
      const stillSecret = new PublicCards().note(end.state.g);
      for (const c of pub.seen) stillSecret.seen.add(c);
      for (const r of rows) {
        const p = r.payload as unknown as OutboxPayload;
        const text =
          p.type === 'update' && p.result
            ? JSON.stringify({ ...p, lines: p.lines.filter((l) => !hands.includes(l)) })
            : JSON.stringify(r.payload);
        expect(secretCardsIn(text, stillSecret.secret())).toEqual([]);
      }

      // DMs: only the two players, one per hand change.
      expect(
        transport.delivered
          .filter((d) => d.kind === 'dm')
          .map((d) => d.target)
          .every((u) => u === 'alice' || u === 'bob'),
      ).toBe(true);
      expect(transport.dms('alice')).toHaveLength(dmCount.japan);
      expect(transport.dms('bob')).toHaveLength(dmCount.russia);
      expect(dmCount.japan + dmCount.russia).toBeLessThan(actions / 2);
      console.log(
        `[${t.kind}] ${actions} actions to turn ${end.state.g.turn}: ${updates} channel posts (${quietPhaseEnds} phase ends not posted, ${handoverPosts} hand-overs), ` +
          `${dmCount.japan}+${dmCount.russia} hand DMs; ${end.state.result!.reason.en}`,
      );
    }, 240_000);

    it('/autopass answers a combat-event window owed to the player, unless a listed card can be played', async () => {
      let game = await start();
      const gameId = game.id;
      // bob (Russia) passes every window in which he can play no event.
      const set = await setPreferences(app.deps, CH, 'bob', { autoPass: true, unless: [] });
      expect(set.ok && set.value.message.en).toBe('Saved: autopass: on unless any event can be played');
      game = (await app.repo.findGame(gameId)) as NGame;
      expect(game.seats.find((s) => s.side === 'russia')!.prefs).toEqual({ autoPass: true, unless: [] });

      const player = nichiroPlayer(POLICY_SEED + 1);
      let autoPasses = 0;
      let waited = 0;
      let unlessTested = false;
      for (let i = 0; i < 1500 && !game.state.result && !(unlessTested && autoPasses >= 3); i++) {
        const logBefore = (await app.repo.loadActions(gameId)).length;
        const step = await playOne(game, (s, side, legal) => player.choose(s, side, async (q) => offered(legal, q)));
        game = step.game;
        const rows = (await app.repo.loadActions(gameId)).slice(logBefore);
        expect(rows[0]).toMatchObject({ side: step.side, userId: USER[step.side], action: step.action });
        // Whatever followed the player's own action was bob's automatic passes, or a decision the
        // bot took because it was the only choice.
        for (const r of rows.slice(1)) {
          if (r.userId === FORCED_BY) continue;
          expect(r).toMatchObject({ side: 'russia', userId: 'bob', action: 'pass' });
          autoPasses++;
        }
        // A window owed to bob waits only when he can play an event in it.
        const top = game.state.stack.at(-1);
        if (top?.kind === 'combat-event' && top.sides[0] === 'russia') {
          const legal = await legalFor(app.deps, CH, 'bob');
          const events = legal.filter((l) => l.action.startsWith('event ')).map((l) => l.action.slice(6));
          expect(events.length, 'a waiting window has a playable event').toBeGreaterThan(0);
          waited++;
          if (!unlessTested) {
            unlessTested = true;
            // "unless" a card he holds and can play: the window still waits for him.
            const keep = await setPreferences(app.deps, CH, 'bob', { autoPass: true, unless: [events[0]!] });
            expect(keep.ok && keep.value.answered).toBeNull();
            game = (await app.repo.findGame(gameId)) as NGame;
            expect(game.state.stack.at(-1)).toMatchObject({ kind: 'combat-event', sides: ['russia'] });
            expect((await app.repo.loadActions(gameId)).length).toBe(logBefore + rows.length);
            // "unless" only cards he cannot play now: answered at once, a pass in the log.
            const others = CARD_IDS.filter((c) => !events.includes(c));
            const now = await setPreferences(app.deps, CH, 'bob', { autoPass: true, unless: [others[0]!] });
            expect(now.ok && now.value.answered).toBe('pass');
            await app.outbox.drain();
            const lastRow = (await app.repo.loadActions(gameId)).at(-1)!;
            expect(lastRow).toMatchObject({ side: 'russia', userId: 'bob', action: 'pass' });
            game = (await app.repo.findGame(gameId)) as NGame;
            expect(
              game.state.stack.at(-1)?.kind === 'combat-event' && game.state.stack.at(-1)?.sides[0] === 'russia',
            ).toBe(false);
            expect(await setPreferences(app.deps, CH, 'bob', { autoPass: true, unless: [] })).toMatchObject({
              ok: true,
            });
            game = (await app.repo.findGame(gameId)) as NGame;
          }
        }
      }
      expect(autoPasses, 'bob passed some windows automatically').toBeGreaterThan(2);
      expect(unlessTested, 'a window waited for a listed card').toBe(true);
      expect(waited).toBeGreaterThan(0);
      // The automatic passes are ordinary actions of the log: the replay equals the stored game.
      const replay = await verifyReplay(app.deps, gameId);
      expect(replay.equal).toBe(true);

      // Off again: the next window owed to bob waits for him whatever he holds.
      expect(await setPreferences(app.deps, CH, 'bob', { autoPass: false })).toMatchObject({
        ok: true,
        value: { answered: null },
      });
      game = (await app.repo.findGame(gameId)) as NGame;
      for (let i = 0; i < 1500 && !game.state.result; i++) {
        const top = game.state.stack.at(-1);
        if (top?.kind === 'combat-event' && top.sides[0] === 'russia') break;
        const logBefore = (await app.repo.loadActions(gameId)).length;
        const step = await playOne(game, (s, side, legal) => player.choose(s, side, async (q) => offered(legal, q)));
        game = step.game;
        const rows = (await app.repo.loadActions(gameId)).slice(logBefore + 1);
        expect(
          rows.filter((r) => r.userId !== FORCED_BY),
          'no automatic action once off (only the bot taking a decision that was the only choice)',
        ).toEqual([]);
      }
      expect(game.state.result, 'another window owed to bob came before the end').toBeNull();
      {
        expect(game.state.stack.at(-1)).toMatchObject({ kind: 'combat-event', sides: ['russia'] });
        // The window pings bob on the channel with a "pass" button (the event choices are /act only).
        const post = transport.channelPosts(CH).at(-1)!;
        expect(post.mentionUsers).toEqual(['bob']);
        expect((post.buttons ?? []).flat().map((b) => b.customId)).toEqual([
          buttonId(game.id, getGame('nichiro-taisen')!.view(game.state, null), 'pass'),
        ]);
      }
      expect((await verifyReplay(app.deps, gameId)).equal).toBe(true);
    }, 240_000);
  },
  { flow: true },
);

/** A hand DM: the side's own hand as text lines and a PNG, nothing of the opponent's hand. */
function checkHandDm(dm: OutMessage, side: NSide, state: S, pub: PublicCards): void {
  const hand = state.g.hands[side];
  const locale = side === 'japan' ? 'ja' : 'en';
  expect(dm.content).toContain(locale === 'ja' ? `手札 ${hand.length}枚` : `Hand: ${hand.length} card(s)`);
  for (const c of hand) {
    const card = CARD_BY_ID[c]!;
    expect(dm.content).toContain(`🂠 ${c} `);
    expect(dm.content).toContain(card[side].name[locale]);
  }
  expect((dm.content.match(/🂠/g) ?? []).length).toBe(hand.length);
  if (hand.length) {
    expect(dm.files).toHaveLength(1);
    expect(dm.files![0]!.name).toBe(`hand-${side}.png`);
    expect(isPng(dm.files![0]!.data)).toBe(true);
  } else {
    expect(dm.files ?? []).toEqual([]);
  }
  // Never a card the player may not know: the opponent's hand, the deck (unless public).
  const unknown = CARD_IDS.filter((c) => !pub.seen.has(c) && !hand.includes(c));
  expect(unknown).toEqual(expect.arrayContaining(state.g.hands[other(side)].filter((c) => !pub.seen.has(c))));
  expect(secretCardsIn(dm.content, unknown)).toEqual([]);
}
