/**
 * A whole 日露大戦 (12 game turns, or a decisive end) through Discord interactions only: a real
 * discord.js Client (the bot's front) talks to the fake Discord; the app runs on PGlite (always)
 * and on a real PostgreSQL (when TEST_DATABASE_URL is set).
 *
 * alice (Japan) challenges bob (Russia) with /newgame game:nichiro-taisen, bob presses Accept, and
 * the game is played to its end: at each step the player who owes the decision picks one of the
 * choices /act autocomplete offers (a seeded, aggressive but realistic policy) — or, for a combat-
 * event window owed to the defender, the "pass" button of the channel post that pings him. The
 * channel shows the map (hand sizes only, every public line since the last post) when the decision
 * passes to the other player and at the end — not at phase ends inside one player's stretch, and
 * not for an event window that a player's auto-pass covers (played in private, by DM).
 * Hands come by DM, as a PNG and one text line per card (and the player's own private lines since
 * the last post, not the public ones), only with a post: a hand that changed since the last post
 * (or at the start, or the end) is sent with the next post — at most one DM per player per post.
 * The test bot runs without play-by-post, so the games' status messages are not shown.
 * alice sets /autopass on:true unless:"#09 #02" at the start; bob turns it on midway, in a window
 * that is waiting for him, which is answered at once. /hand shows a hand privately.
 *
 * To fit a whole game in the CI budget, a step waits only for its own (private) reply; posts and
 * DMs are delivered in the background and checked against the recorded states at the end (each
 * map post carries its game version in its file name), except the posts whose buttons are pressed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingSides } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { CARD_BY_ID } from '#games/nichiro-taisen/data/cards.ts';
import type { NichiroG, NichiroView, NSide } from '#games/nichiro-taisen/types.ts';
import { verifyReplay } from '#service/read.ts';
import { FORCED_BY } from '#service/settle.ts';
import type { Game } from '#service/types.ts';
import type { OutboxPayload } from '#service/outbox/payloads.ts';
import { flowDatabaseKinds } from '../../helpers/db.ts';
import { startTestBot, type TestBot } from '../../helpers/app.ts';
import { acceptId, buttonsOf, isMapPost, isPng, players, postVersion, publicButton } from '../../helpers/players.ts';
import { anyCardIn, nichiroPlayer, PublicCards, secretCardsIn } from './players.ts';

const GAME_SEED = 1905;
const POLICY_SEED = 3;
const MAX_STEPS = 1500;
const STEP_MS = 20_000;

type S = GameState<NichiroG>;
type NGame = Game & { state: S };

const mentions = (content: string): string[] => [...new Set([...content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]!))];
/** Who a map post pings: the mentions on the summary line (the last line, or the one before the /act hint). */
const pings = (content: string): string[] =>
  mentions(
    content
      .split('\n')
      .filter((l) => !l.includes('/act'))
      .at(-1) ?? '',
  );

const sameCards = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);
const owner = (s: S) => pendingSides(s).join(',');
/** The sides of the stretch the top decision interrupted (the nearest frame below it that someone owes). */
const interrupted = (s: S) => (s.stack.slice(0, -1).findLast((f) => f.sides.length > 0)?.sides ?? []).join(',');
/** The side whose covered event window (or fleet reaction) is open in the other side's stretch. */
const privateWindow = (s: S, covered: ReadonlySet<NSide>): NSide | null => {
  const top = s.stack.at(-1);
  const side = top?.sides.length === 1 ? (top.sides[0] as NSide) : null;
  if (s.result || !top || !side || !covered.has(side)) return null;
  if (top.kind !== 'combat-event' && top.kind !== 'fleet-reaction') return null;
  const under = interrupted(s);
  return under && !under.split(',').includes(side) ? side : null;
};

for (const kind of flowDatabaseKinds('nichiro-taisen play.e2e.test.ts')) {
  describe(`a whole 日露大戦 through Discord [${kind}]`, () => {
    let bot: TestBot;

    beforeAll(async () => {
      // No REST throttle: several hundred steps, each a few requests (the limiter would queue them).
      bot = await startTestBot({ kind, seed: GAME_SEED, unthrottled: true });
    });

    afterAll(async () => {
      await bot?.stop();
    });

    const { slash, press, handles } = players(() => bot, STEP_MS);

    async function autocomplete(user: string, value: string): Promise<string[]> {
      const h = bot.fake.sendAutocomplete({
        user,
        name: 'act',
        options: { action: value },
        focused: 'action',
        channelId: bot.channelId,
      });
      const cb = await h.waitForCallback(STEP_MS);
      expect(cb.callbackName).toBe('autocomplete');
      return (cb.choices ?? []).map((c) => String(c.value));
    }

    it('plays a whole game with hands by DM, /hand, /autopass and the defender’s pass button', async () => {
      const { fake, app } = bot;
      const ch = bot.channelId;
      const USER: Record<NSide, string> = { japan: 'alice', russia: 'bob' };
      const ID: Record<NSide, string> = { japan: fake.user('alice').id, russia: fake.user('bob').id };

      // --- the challenge -------------------------------------------------------------------------
      const created = await slash('alice', 'newgame', {
        opponent: 'bob',
        side: 'japan',
        game: 'nichiro-taisen',
        naval_rules: false,
      });
      expect(created.content).toContain(`<@${ID.russia}>`);
      const challenge = await fake.waitForChannelMessage(ch, (m) =>
        buttonsOf(m).some((b) => String(b.custom_id).startsWith('accept:')),
      );
      expect(challenge.content).toContain('日露大戦');
      const pending = (await app.repo.findOpenGameByChannel(ch)) as NGame;
      expect(pending).toMatchObject({ gameType: 'nichiro-taisen', status: 'pending' });
      expect(pending.setup.options).toEqual({ navalRules: false, revision: 2 }); // new games play rules revision 2
      const gameId = pending.id;
      const findGame = async () => (await app.repo.findGame(gameId)) as NGame;
      expect((await press('carol', challenge, acceptId(challenge))).content, 'only bob may accept').toMatch(/^❌/);
      expect((await press('bob', challenge, acceptId(challenge))).content).not.toMatch(/^❌/);

      // The first map post pings alice (Japan moves first, [rule 5.1]); each player gets their hand by DM.
      const first = await fake.waitForChannelMessage(ch, isMapPost);
      expect(pings(first.content)).toEqual([ID.japan]);
      for (const side of ['japan', 'russia'] as const) {
        // Turn 1 starts at Japan's movement phase ([rule 5.1]): Russia holds no card yet.
        const hand = (await findGame()).state.g.hands[side]; // dealt at the accept, not before
        const dm = await fake.waitForDm(USER[side]);
        expect(dm.content).toContain(`Hand: ${hand.length} card(s)`);
        if (side === 'japan') {
          expect(hand.length).toBe(3);
          expect(dm.attachments.some(isPng)).toBe(true);
          expect(dm.attachments[0]!.filename).toBe(`hand-${side}.png`);
        } else expect(dm.attachments).toEqual([]);
      }

      const started = await findGame();
      expect(started.status).toBe('active');
      expect(await postVersion(bot, first)).toBe(started.version);

      // alice: always pass combat-event windows unless #09 or #02 can be played.
      const ap = await slash('alice', 'autopass', { on: true, unless: '#09 #02' });
      expect(ap.content).toContain('autopass: on unless #09 #02');

      // --- play ----------------------------------------------------------------------------------
      const player = nichiroPlayer(POLICY_SEED);
      const pub = new PublicCards();
      /** The secret cards at each game version (a map post is checked against its version). */
      const secretAt = new Map<number, string[]>([[started.version, pub.note(started.state.g).secret()]]);
      /** The hand each DM should carry, in order: one at the start, one per post after which that hand had changed, and one at the end. */
      const expectedDms: Record<NSide, { hand: string[]; secret: string[] }[]> = { japan: [], russia: [] };
      /** Whether a side's hand changed since the last post: the next post sends it by DM. */
      const handChanged: Record<NSide, boolean> = { japan: false, russia: false };
      /** What the players typed or pressed, by index in the action log. */
      const performed = new Map<number, { side: NSide; action: string }>();
      let expectedPosts = 1;
      let steps = 0;
      let passButtons = 0;
      let handTested = false;
      let bobAutopass = false;
      let prev: S | null = null;

      for (;;) {
        const game = await findGame();
        const s = game.state;
        pub.note(s.g);
        secretAt.set(game.version, pub.secret());
        // This version has a map post when the player who must act changes as the channel sees it,
        // and at the end. An event window of a side whose auto-pass covers it, opened in the other
        // side's stretch, is played in private (src/service/settle.ts): the channel keeps seeing
        // that stretch; the window's player is asked by DM, and told by DM when it goes on.
        const covered = new Set<NSide>(bobAutopass ? ['japan', 'russia'] : ['japan']);
        const windowNow = privateWindow(s, covered);
        const windowBefore = prev ? privateWindow(prev, covered) : null;
        const shownBefore = prev ? (windowBefore ? interrupted(prev) : owner(prev)) : '';
        const posted = !prev || (s.result !== null && !prev.result) || (!windowNow && owner(s) !== shownBefore);
        if (prev && posted) expectedPosts++;
        const asked = !posted && windowNow !== null && windowNow !== windowBefore ? windowNow : null;
        const resumed = !posted && windowBefore !== null && windowNow === null;
        // A hand DM goes out with a post when that hand changed since the last post (and to both
        // at the start and at the end); a change not posted yet waits for the next post. A private
        // window's DMs carry the hand as it stands.
        for (const side of ['japan', 'russia'] as const) {
          if (prev && !sameCards(prev.g.hands[side], s.g.hands[side])) handChanged[side] = true;
          const told = asked === side || (resumed && side !== windowBefore && pendingSides(s).includes(side));
          if (told || (posted && (!prev || handChanged[side] || (s.result !== null && !prev.result))))
            expectedDms[side].push({ hand: [...s.g.hands[side]], secret: pub.secret() });
          if (posted || told) handChanged[side] = false;
        }
        prev = s;
        if (s.result) break;
        expect(steps++, 'the game ends within the step budget').toBeLessThan(MAX_STEPS);

        const [side, ...others] = pendingSides(s) as NSide[];
        expect(others).toEqual([]);
        const actor = USER[side!];
        if (steps <= 3) {
          expect(
            await autocomplete(USER[side === 'japan' ? 'russia' : 'japan'], ''),
            'the idle player is offered nothing',
          ).toEqual([]);
          expect(await autocomplete('carol', ''), 'a spectator is offered nothing').toEqual([]);
        }

        // /hand, once the hands have changed a little: private, a PNG and one line per card.
        if (!handTested && s.g.turn === 2 && s.g.hands.japan.length > 0) {
          handTested = true;
          await app.outbox.drain();
          const before = fake.channelMessages(ch).length;
          const mine = await slash('alice', 'hand');
          expect(mine.attachments).toHaveLength(1);
          expect(mine.attachments[0]!.filename).toBe('hand-japan.png');
          expect(isPng(mine.attachments[0]!)).toBe(true);
          expect(((mine.content ?? '').match(/🂠/g) ?? []).length).toBe(s.g.hands.japan.length);
          for (const c of s.g.hands.japan) expect(mine.content).toContain(`${c} "${CARD_BY_ID[c]!.japan.name.en}"`);
          expect(
            secretCardsIn(
              mine.content ?? '',
              pub.secret().filter((c) => !s.g.hands.japan.includes(c)),
            ),
          ).toEqual([]);
          const spectator = await slash('carol', 'hand');
          expect(spectator.content).toMatch(/^❌/);
          expect(spectator.attachments).toEqual([]);
          await app.outbox.drain();
          expect(fake.channelMessages(ch), '/hand posts nothing in the channel').toHaveLength(before);
        }

        const top = s.stack.at(-1)!;
        const defenderWindow = top.kind === 'combat-event' && s.g.combat !== null && side !== s.g.combat.attackerSide;
        const ask = (q: string) => autocomplete(actor, q);

        // bob turns auto-pass on in a window waiting for him in which he can only pass: answered at once.
        if (
          defenderWindow &&
          side === 'russia' &&
          !bobAutopass &&
          passButtons >= 2 &&
          sameCards(await ask(''), ['pass'])
        ) {
          bobAutopass = true;
          const r = await slash('bob', 'autopass', { on: true });
          expect(r.content).toContain('autopass: on unless any event can be played');
          expect(r.content).toContain('Answered the waiting decision automatically: pass');
          performed.set(s.step, { side: 'russia', action: 'pass' });
          continue;
        }

        const action = await player.choose(s, side!, ask);
        performed.set(s.step, { side: side!, action });
        if (defenderWindow && posted && action === 'pass') {
          // The channel post of this version pings the defender and offers him a "pass" button
          // (a window that follows his own, after the roll, is not posted again: he is still to act).
          const post = await fake.waitForChannelMessage(
            ch,
            (m) => buttonsOf(m).some((b) => b.custom_id === publicButton(game, 'pass')),
            { timeoutMs: STEP_MS },
          );
          expect(pings(post.content)).toEqual([ID[side!]]);
          if (passButtons === 0) {
            // Only the defender may press it.
            const wrong = await press(USER[side === 'japan' ? 'russia' : 'japan'], post, publicButton(game, 'pass'));
            expect(wrong.content).toMatch(/^❌/);
          }
          const r = await press(actor, post, publicButton(game, 'pass'));
          expect(r.content, `${actor} presses pass`).not.toMatch(/^❌/);
          passButtons++;
        } else {
          const r = await slash(actor, 'act', { action });
          expect(r.content, `${actor}: ${action}`).not.toMatch(/^❌/);
        }
        expect((await findGame()).version, 'the action was taken').toBe(game.version + 1);
      }

      // --- the end -------------------------------------------------------------------------------
      await app.outbox.drain();
      const end = await findGame();
      expect(end.status).toBe('finished');
      const result = end.state.result!;
      expect(end.winner).toBe(result.winner);
      const maps = fake.channelMessages(ch).filter(isMapPost);
      const resultPost = maps.at(-1)!;
      expect(await postVersion(bot, resultPost)).toBe(end.version);
      expect(resultPost.content).toContain('ゲーム終了');
      expect(resultPost.content).toContain(result.reason.ja);
      expect(mentions(resultPost.content)).toEqual([]);
      expect(resultPost.components).toEqual([]);
      // A whole game: to the victory check of game turn 12, or a decisive end ([rule 4.1] morale, [rule 4.4] sudden death).
      expect(end.state.g.turn === 12 || /\(4\.[14]/.test(result.reason.en), result.reason.en).toBe(true);
      expect(await autocomplete('alice', '')).toEqual([]);

      // The channel: one map post per hand-over, never a card of a hand (or the
      // deck), buttons that name no card, and a public view with hand sizes only.
      expect(maps).toHaveLength(expectedPosts);
      expect(maps.length).toBeLessThan(steps / 2);
      for (const m of fake.channelMessages(ch)) {
        const v = isMapPost(m) ? await postVersion(bot, m) : null;
        if (v === null) continue;
        const secret = secretAt.get(v);
        expect(secret, `map post of version ${v} was recorded`).toBeDefined();
        const buttons = buttonsOf(m);
        const text = [m.content, ...buttons.map((b) => `${b.label}\n${b.custom_id}`)].join('\n');
        // The final post shows both hands (the end reveals them); every other names no secret card.
        if (v !== end.version) expect(secretCardsIn(text, secret!), `map post ${v}`).toEqual([]);
        else expect(text).toMatch(/の手札: |'s hand: /);
        for (const b of buttons) expect(anyCardIn(`${b.label}\n${b.custom_id}`), `button ${b.custom_id}`).toEqual([]);
        expect(m.attachments.some(isPng)).toBe(true);
      }
      // The channel's payloads: each map post and its status message row (settled unsent: this
      // bot has no pinned status messages) show the public view, never a card of a hand.
      const rows = await app.db.prisma.outbox.findMany({ where: { gameId, kind: 'channel' }, orderBy: { id: 'asc' } });
      const payloads = rows.map((row) => row.payload as unknown as OutboxPayload);
      expect(payloads.filter((p) => p.type === 'update')).toHaveLength(maps.length);
      expect(
        payloads.filter((p) => p.type === 'status').map((p) => p.version),
        'one status row per map post',
      ).toEqual(payloads.filter((p) => p.type === 'update').map((p) => p.version));
      for (const p of payloads) {
        if (p.type !== 'update' && p.type !== 'status') continue;
        const view = p.view as NichiroView;
        expect(view.hand).toBeNull();
        expect(view.handSizes.japan + view.handSizes.russia).toBeGreaterThanOrEqual(0);
        if (p.result === null)
          expect(
            secretCardsIn(JSON.stringify(p), secretAt.get(p.version)!),
            `${p.type} payload of version ${p.version}`,
          ).toEqual([]);
      }

      // Hands by DM: one with each post after which that hand had changed (and one at the start and
      // at the end), a PNG of it and its lines, nothing of the opponent's hand; nothing to anyone else.
      for (const side of ['japan', 'russia'] as const) {
        const dms = fake.dms(USER[side]);
        expect(dms.map((d) => d.content.match(/Hand: (\d+) card/)?.[1])).toEqual(
          expectedDms[side].map((e) => String(e.hand.length)),
        );
        dms.forEach((dm, i) => {
          const { hand, secret } = expectedDms[side][i]!;
          for (const c of hand) expect(dm.content).toContain(`🂠 ${c} "${CARD_BY_ID[c]![side].name.en}"`);
          if (hand.length) {
            expect(dm.attachments).toHaveLength(1);
            expect(dm.attachments[0]!.filename).toBe(`hand-${side}.png`);
            expect(isPng(dm.attachments[0]!)).toBe(true);
          } else expect(dm.attachments).toEqual([]);
          // Nothing the player may not know: the opponent's hand, the deck.
          expect(
            secretCardsIn(
              dm.content,
              secret.filter((c) => !hand.includes(c)),
            ),
            `${side}'s DM ${i}`,
          ).toEqual([]);
        });
      }
      expect(fake.dms('carol')).toEqual([]);

      // The action log: what the players did, the automatic passes of their standing preference, and
      // the decisions the bot took because they were the only choice (by system:forced).
      const logged = await app.repo.loadActions(gameId);
      expect(logged.length).toBe(end.state.step);
      const auto: Record<NSide, number> = { japan: 0, russia: 0 };
      let forced = 0;
      logged.forEach((row, i) => {
        if (row.userId === FORCED_BY) {
          expect(performed.has(i), `action ${i} was not typed`).toBe(false);
          forced++;
          return;
        }
        expect(row.userId).toBe(ID[row.side as NSide]);
        const mine = performed.get(i);
        if (mine) expect(row, `action ${i} is what was typed or pressed`).toMatchObject(mine);
        else {
          expect(row, `action ${i}, typed by nobody, is an automatic pass`).toMatchObject({ action: 'pass' });
          auto[row.side as NSide]++;
        }
      });
      expect(performed.size + auto.japan + auto.russia + forced).toBe(logged.length);
      expect(auto.japan, 'alice’s windows were passed automatically').toBeGreaterThan(0);
      expect(bobAutopass, 'bob turned auto-pass on in a waiting window').toBe(true);
      expect(passButtons, 'the defender passed with the button').toBeGreaterThan(0);
      expect(handTested).toBe(true);

      const replayed = await verifyReplay(app.deps, gameId);
      expect(replayed.equal).toBe(true);

      // Every interaction was acknowledged well within Discord's 3 seconds.
      const all = fake.interactions();
      for (const h of all) {
        expect(h.timeToCallbackMs, `interaction ${h.id} acknowledged`).not.toBeNull();
        expect(h.timeToCallbackMs!).toBeLessThan(3000);
      }
      expect(handles.every((h) => h.callback?.ephemeral)).toBe(true);
      expect(fake.unhandledRequests()).toEqual([]);
      console.log(
        `[${kind}] 日露大戦 ${gameId}: ${steps} steps to turn ${end.state.g.turn} (${logged.length} actions, ${auto.japan}+${auto.russia} automatic passes), ` +
          `${passButtons} pass buttons, ${maps.length} map posts, ${fake.dms('alice').length}+${fake.dms('bob').length} hand DMs, ${all.length} interactions; ${result.reason.en}`,
      );
    }, 240_000);
  });
}
