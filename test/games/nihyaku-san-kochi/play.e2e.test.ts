/**
 * A whole 203高地 through Discord interactions only: a real discord.js Client against the fake
 * Discord, the app on PGlite (always) and a real PostgreSQL (when TEST_DATABASE_URL is set).
 *
 * alice (Japan) challenges bob (Russia). Every round both set their order cards in the same instant:
 * each opens /view, whose private reply carries their cards as buttons, and both press card by card
 * together, so the two commits race for the same game version — neither may be lost, and neither's
 * buttons go stale by the other's press (only by their own: an old button is refused once). Then each revealed card is carried out by its owner,
 * with the buttons of the channel post addressed to them (the other player's press is refused once).
 * Checked: nothing is posted while the cards are being set; a side's cards reach only its own
 * replies and DMs; every map post carries its PNG and phone picture; the game replays from its log.
 */
import { expect, it } from 'vitest';
import { makeRand } from '#ai/rand.ts';
import { apply, legalActionTexts, pendingSides } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import type { KSide } from '#games/nihyaku-san-kochi/data/types.ts';
import { nihyakuSanKochi as M } from '#games/nihyaku-san-kochi/index.ts';
import { needed } from '#games/nihyaku-san-kochi/rules/round.ts';
import type { KochiFrame, KochiG } from '#games/nihyaku-san-kochi/types.ts';
import { verifyReplay } from '#service/read.ts';
import type { Game } from '#service/types.ts';
import type { RecordedInteractionResponse, RecordedMessage } from '#tools/fake-discord/index.ts';
import {
  buttonsOf,
  challengeAccepted,
  describeWholeGame,
  isMapPost,
  isPng,
  postVersion,
  publicButton,
  waitForMapPost,
} from '../../helpers/players.ts';
import { kochiPlayers } from '#games/nihyaku-san-kochi/kit.ts';

const GAME_SEED = 203;
const MAX_ROUNDS = 40;
const STEP_MS = 20_000;

type S = GameState<KochiG, KochiFrame>;
type KGame = Game & { state: S };

describeWholeGame(
  'a whole 203高地 through Discord',
  GAME_SEED,
  STEP_MS,
  ({ bot: theBot, kind, slash, press, handles }) => {
    it('plays a whole game: both set their cards in the same instant every round, each card carried out by its owner', async () => {
      const bot = theBot();
      const { fake, app } = bot;
      const ch = bot.channelId;
      const USER: Record<KSide, string> = { japan: 'alice', russia: 'bob' };
      const ID: Record<KSide, string> = { japan: fake.user('alice').id, russia: fake.user('bob').id };
      const { gameId } = await challengeAccepted(bot, { slash, press, handles }, 'nihyaku-san-kochi', 'japan');
      const findGame = async () => (await app.repo.findGame(gameId)) as KGame;

      const rand = makeRand(5);
      const player = kochiPlayers[1]!;
      /** Posts in the channel before each round's cards were all set, and after (counted by version). */
      let roundsSet = 0;
      let buttonsPressed = 0;
      let wrongPresses = 0;
      const setVersions: [number, number][] = [];
      for (;;) {
        const game = await findGame();
        const s = game.state;
        if (s.result) break;
        expect(s.g.round, 'the game ends within the round budget').toBeLessThan(MAX_ROUNDS);
        const top = s.stack.at(-1)!;
        if (top.kind === 'orders') {
          // Each side's cards, chosen on a scratch copy, then sent card by card by both at once.
          const cards: Record<KSide, string[]> = { japan: [], russia: [] };
          for (const side of ['japan', 'russia'] as const) {
            let t = s;
            while (t.g.set[side].length < needed(t.g, side)) {
              const a = legalActionTexts(M, t, side).filter((x) => x !== 'clear');
              const pick = player(M, t, side, rand);
              const action = pick === 'clear' || !a.includes(pick) ? a[0]! : pick;
              cards[side].push(action);
              const r = apply(
                M,
                {
                  ...t,
                  stack: [{ kind: 'orders', sides: ['japan', 'russia'] }],
                  g: { ...structuredClone(t.g), set: { ...t.g.set, [side === 'japan' ? 'russia' : 'japan']: [] } },
                },
                side,
                action,
              );
              t = r.ok ? (r.state as S) : t;
            }
          }
          const from = game.version;
          const n = Math.max(cards.japan.length, cards.russia.length);
          // Both open /view at once: the reply, seen by its asker only, carries their cards as buttons.
          const sides = ['japan', 'russia'] as const;
          const views = await Promise.all(sides.map((side) => slash(USER[side], 'view')));
          const latest: Record<KSide, RecordedMessage> = { japan: views[0]!.message!, russia: views[1]!.message! };
          for (const side of sides) {
            const ids = buttonsOf(latest[side]).map((b) => String(b.custom_id));
            expect(ids.length, `${side}'s /view carries buttons`).toBeGreaterThan(0);
            expect(
              ids.every((id) => id.startsWith('p:') && !id.includes(side === 'japan' ? ':set ru-' : ':set jp-')),
            ).toBe(true);
          }
          for (let i = 0; i < n; i++) {
            // Card i of both, pressed in the same instant, each on the buttons of their own latest reply.
            const pressing = sides.filter((side) => cards[side][i]);
            const replies = await Promise.all(
              pressing.map((side) => {
                const b = buttonsOf(latest[side]).find((x) => String(x.custom_id).endsWith(`:${cards[side][i]}`));
                expect(b, `${side} has a button for ${cards[side][i]}`).toBeDefined();
                return press(USER[side], latest[side], String(b!.custom_id));
              }),
            );
            replies.forEach((r, j) => {
              expect(r.content, 'a card set at the same instant is never refused or lost').not.toMatch(/^❌/);
              if (r.message && buttonsOf(r.message).length) latest[pressing[j]!] = r.message;
            });
            if (roundsSet === 0 && i === 0) {
              // A button drawn before the player's own last change is stale: refused, nothing set.
              const old = buttonsOf(views[0]!.message!).find((x) =>
                String(x.custom_id).endsWith(`:${cards.japan[0]}`),
              )!;
              expect((await press('alice', views[0]!.message!, String(old.custom_id))).content).toMatch(/^❌/);
            }
          }
          const after = await findGame();
          // Every card of both sides was taken: one version per card, and the round went on to the reveal.
          expect(after.version - from).toBe(cards.japan.length + cards.russia.length);
          expect(
            after.state.g.revealed.length +
              after.state.g.queue.length +
              // [rule 4.2] the mate turned over with the first pair and waiting (revision 2 on).
              (after.state.g.upNext ? 1 : 0) +
              (after.state.stack.at(-1)?.kind === 'carry' ? 1 : 0),
          ).toBe(cards.japan.length + cards.russia.length);
          setVersions.push([from, after.version]);
          roundsSet++;
          continue;
        }
        const side = pendingSides(s)[0] as KSide;
        const legal = legalActionTexts(M, s, side);
        const action = player(M, s, side, rand);
        expect(legal).toContain(action);
        const id = publicButton(game, action);
        const post =
          fake.channelMessages(ch).find((m) => buttonsOf(m).some((b) => b.custom_id === id)) ??
          (await waitForMapPost(bot, ch, game.version, STEP_MS).then((m) =>
            m && buttonsOf(m).some((b) => b.custom_id === id) ? m : null,
          ));
        let r: RecordedInteractionResponse;
        if (post) {
          expect(post.content).toContain(`<@${ID[side]}>`);
          if (wrongPresses === 0) {
            expect((await press(USER[side === 'japan' ? 'russia' : 'japan'], post, id)).content).toMatch(/^❌/);
            wrongPresses++;
          }
          r = await press(USER[side], post, id);
          buttonsPressed++;
        } else r = await slash(USER[side], 'act', { action });
        expect(r.content, `${USER[side]}: ${action}`).not.toMatch(/^❌/);
      }

      await app.outbox.drain();
      const end = await findGame();
      expect(end.status).toBe('finished');
      expect(end.winner).toBe(end.state.result!.winner);
      const maps = fake.channelMessages(ch).filter(isMapPost);
      expect(await postVersion(bot, maps.at(-1)!)).toBe(end.version);
      for (const m of maps) {
        expect(m.attachments.some(isPng)).toBe(true);
        expect(m.embeds.length).toBe(1);
        // [rule 4.2] nothing is posted while the cards are being set (between a round's first and last card).
        const v = (await postVersion(bot, m))!;
        for (const [from, to] of setVersions)
          expect(v > from && v < to, `post ${v} while cards were set (${from}–${to})`).toBe(false);
        expect(m.content).not.toMatch(/Card \d: |番目に.*をセット/);
      }
      // Each side's setting lines go to that side only: as many "Card N:" lines in a player's DMs as
      // cards that player set (each told once), none of the other's.
      const actions = await app.repo.loadActions(gameId);
      for (const side of ['japan', 'russia'] as const) {
        const own = actions.filter((a) => a.side === side && a.action.startsWith('set ')).length;
        const told = fake.dms(USER[side]).reduce((n, dm) => n + (dm.content.match(/Card \d: /g) ?? []).length, 0);
        expect(told, `${side}'s DMs`).toBe(own);
      }
      expect(roundsSet).toBeGreaterThan(2);
      expect(buttonsPressed).toBeGreaterThan(3);
      expect((await verifyReplay(app.deps, gameId)).equal).toBe(true);
      for (const h of fake.interactions()) expect(h.timeToCallbackMs!).toBeLessThan(3000);
      expect(handles.every((h) => h.callback?.ephemeral)).toBe(true);
      expect(fake.unhandledRequests()).toEqual([]);
      console.log(
        `[${kind}] 203高地 ${gameId}: ${roundsSet} rounds set at once, ${buttonsPressed} buttons, ${maps.length} map posts; ${end.state.result!.reason.en}`,
      );
    }, 300_000);
  },
  { pictures: 'real' },
); // the phone pictures are under test: the game's renderer says what each post focuses on
