/**
 * A whole 関ヶ原無双 through Discord interactions only: a real discord.js Client (the bot's front)
 * talks to the fake Discord; the app runs on PGlite (always) and on a real PostgreSQL (when
 * TEST_DATABASE_URL is set).
 *
 * alice (East) challenges bob (West) with /newgame game:sekigahara-musou, bob presses Accept and
 * hides 明石全登 under one of the four 宇喜多隊 (3.2). The game is played to its end by a simple
 * policy: the East moves a unit or two toward the enemy (/move), both sides plan every compulsory
 * combat with /attack and fix them (/act fight, unless the bot fixed them: no attack left), the
 * attacker resolves its combats by /act in its own stretch (no post; the last one the bot resolves),
 * a losing side retreats with the buttons of the hand-over's post addressed to it (the other
 * player's press is refused), pursuits and rebuilds by /act, phases ended by /end (or by the bot,
 * when ending is the only choice).
 *
 * Checked: every map post is a PNG with its phone picture; the hand-overs' posts show the resolved
 * combats' dice; the channel and alice's DMs never name 明石全登 while its 宇喜多隊 is hidden, and bob's
 * DMs show it with his map; the result is posted; the game replays from its log.
 */
import { expect, it } from 'vitest';
import { apply, legalActionTexts, pendingSides } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { distance } from '#games/sekigahara-musou/board.ts';
import { sekigaharaMusou as M } from '#games/sekigahara-musou/index.ts';
import { destinations, moveBar } from '#games/sekigahara-musou/rules/movement.ts';
import type { SekiFrame, SekiG, SideId } from '#games/sekigahara-musou/types.ts';
import { verifyReplay } from '#service/read.ts';
import type { Game } from '#service/types.ts';
import type { RecordedInteractionResponse } from '#tools/fake-discord/index.ts';
import {
  buttonsOf,
  challengeAccepted,
  describeWholeGame,
  isMapPost,
  isPng,
  postVersion,
  publicButton,
} from '../../helpers/players.ts';
import { hiddenUkita } from '#games/sekigahara-musou/kit.ts';

// A game in which a losing defender has a choice of retreat hexes (its buttons are pressed).
const GAME_SEED = 1603;
const MAX_STEPS = 700;
const STEP_MS = 20_000;

type S = GameState<SekiG, SekiFrame>;
type SGame = Game & { state: S };

const AKASHI = /明石|Akashi/;

/** The East's move: a troop unit that may move and gets closer to the nearest West unit, or null. */
function eastMove(s: S): string | null {
  const g = s.g;
  if (Object.values(g.units).filter((u) => u.side === 'east' && u.moved).length >= 2) return null;
  const enemies = Object.values(g.units).flatMap((u) =>
    u.side === 'west' && u.where.kind === 'map' ? [u.where.hex] : [],
  );
  let best: [number, string] | null = null;
  for (const u of Object.values(g.units)) {
    if (u.side !== 'east' || u.where.kind !== 'map' || u.face !== 'troop' || moveBar(g, u)) continue;
    const here = Math.min(...enemies.map((e) => distance((u.where as { hex: string }).hex, e)));
    for (const h of destinations(g, u).keys()) {
      const d = Math.min(...enemies.map((e) => distance(h, e)));
      if (d < here && (!best || d - here < best[0])) best = [d - here, `${u.id} ${h}`];
    }
  }
  return best?.[1] ?? null;
}

/** A plan of the phase's combats: "attack" steps (depth first) until "fight" is legal. */
function combatPlan(s: S, side: string): string[] {
  const seen = new Set<string>();
  const dfs = (st: S, depth: number): string[] | null => {
    const legal = legalActionTexts(M, st, side);
    if (legal.includes('fight')) return [];
    const key = JSON.stringify((st.stack.at(-1) as { plan: unknown }).plan);
    if (depth > 16 || seen.has(key)) return null;
    seen.add(key);
    for (const a of legal.filter((x) => x.startsWith('attack '))) {
      const r = apply(M, st, side, a);
      if (!r.ok) continue;
      const rest = dfs(r.state as S, depth + 1);
      if (rest) return [a, ...rest];
    }
    return null;
  };
  const plan = dfs(s, 0);
  if (!plan) throw new Error('no combat plan');
  return plan;
}

describeWholeGame(
  'a whole 関ヶ原無双 through Discord',
  GAME_SEED,
  STEP_MS,
  ({ bot: theBot, kind, slash, press, handles }) => {
    it('plays a whole game: /attack, the attacker resolves in its own order, the loser’s retreat buttons, 明石全登 kept secret', async () => {
      const bot = theBot();
      const { fake, app } = bot;
      const ch = bot.channelId;
      const USER: Record<SideId, string> = { east: 'alice', west: 'bob' };
      const ID: Record<SideId, string> = { east: fake.user('alice').id, west: fake.user('bob').id };

      // --- the challenge and the West's secret setup ---------------------------------------------
      const { gameId, challenge } = await challengeAccepted(bot, { slash, press, handles }, 'sekigahara-musou', 'east');
      expect(challenge.content).toContain('関ヶ原無双');
      const findGame = async () => (await app.repo.findGame(gameId)) as SGame;
      const first = await fake.waitForChannelMessage(ch, isMapPost);
      expect(first.content).toContain(`<@${ID.west}>`); // the West sets up first ([rule 3.2])
      const setup = await slash('bob', 'act', { action: 'akashi 1905' });
      expect(setup.content).toMatch(/明石全登は 1905 の宇喜多隊|Akashi Takenori is the Ukita unit on 1905/);

      // --- play ----------------------------------------------------------------------------------
      /** Whether 明石全登's 宇喜多隊 was still hidden at each version (posts are checked against it). */
      const hiddenAt = new Map<number, boolean>();
      let steps = 0;
      let resolves = 0;
      /** Who acted last: a decision of the same side is inside its stretch (no post). */
      let lastActor: SideId | null = null;
      let retreatButtons = 0;
      let wrongPresses = 0;
      let attacks = 0;
      for (;;) {
        const game = await findGame();
        const s = game.state;
        hiddenAt.set(
          game.version,
          hiddenUkita(s).some((u) => u.def === 'ukita-akashi'),
        );
        if (s.result) break;
        expect(steps++, 'the game ends within the step budget').toBeLessThan(MAX_STEPS);
        const [side, ...others] = pendingSides(s) as SideId[];
        expect(others).toEqual([]);
        const actor = USER[side!];
        const top = s.stack.at(-1)! as SekiFrame;
        const legal = legalActionTexts(M, s, side!);
        const button = async (action: string) => {
          const id = publicButton(game, action);
          const post = await fake.waitForChannelMessage(ch, (m) => buttonsOf(m).some((b) => b.custom_id === id), {
            timeoutMs: STEP_MS,
          });
          expect(post.content).toContain(`<@${ID[side!]}>`);
          return { post, id };
        };
        let r: RecordedInteractionResponse;
        if (top.kind === 'move') {
          const mv = side === 'east' ? eastMove(s) : null;
          r = mv
            ? await slash(actor, 'move', { unit: mv.split(' ')[0]!, to: mv.split(' ')[1]! })
            : await slash(actor, 'end');
        } else if (top.kind === 'combat' && !top.fixed) {
          for (const a of combatPlan(s, side!)) {
            const [, target, unit] = a.split(' ');
            const rr = await slash(actor, 'attack', { target: target!, with: unit! });
            expect(rr.content, `${actor}: ${a}`).not.toMatch(/^❌/);
            attacks++;
          }
          // Fixed by the bot when no attack is left to declare (then `fight` is no choice).
          const now = (await findGame()).state.stack.at(-1) as SekiFrame;
          r =
            now.kind === 'combat' && !now.fixed
              ? await slash(actor, 'act', { action: 'fight' })
              : ({ content: '✅ fixed by the bot' } as RecordedInteractionResponse);
        } else if (top.kind === 'combat') {
          // The attacker resolves its combats in the order it chooses ([rule 8.4]), inside its own
          // stretch: no post, so no buttons; the last one left the bot resolves (no choice).
          const action = legal.find((a) => a.startsWith('resolve '))!;
          r = await slash(actor, 'act', { action });
          resolves++;
        } else if (top.kind === 'retreat' && lastActor === side) {
          // A losing attacker retreats inside its own stretch ([rule 8.6]): nothing is posted, /act.
          r = await slash(actor, 'act', { action: legal[0]! });
        } else if (top.kind === 'retreat') {
          // The losing defender chooses the retreat ([rule 8.6]): the hand-over's post pings it, and
          // the buttons are its own.
          const { post, id } = await button(legal[0]!);
          if (wrongPresses === 0) {
            const wrong = await press(USER[side === 'east' ? 'west' : 'east'], post, id);
            expect(wrong.content).toMatch(/^❌/);
            wrongPresses++;
          }
          r = await press(actor, post, id);
          retreatButtons++;
        } else if (top.kind === 'rebuild') {
          const t = legal.find((a) => a.startsWith('rebuild '));
          r = t ? await slash(actor, 'act', { action: t }) : await slash(actor, 'end');
        } else {
          r = await slash(actor, 'act', { action: legal[0]! });
        }
        expect(r.content, `${actor} at ${top.kind}`).not.toMatch(/^❌/);
        lastActor = side!;
        expect((await findGame()).version, 'the action was taken').toBeGreaterThan(game.version);
      }

      // --- the end -------------------------------------------------------------------------------
      await app.outbox.drain();
      const end = await findGame();
      expect(end.status).toBe('finished');
      const result = end.state.result!;
      expect(end.winner).toBe(result.winner);
      expect(result.reason.en).toMatch(/\(4\.[13]/);
      const maps = fake.channelMessages(ch).filter(isMapPost);
      expect(await postVersion(bot, maps.at(-1)!)).toBe(end.version);
      expect(maps.at(-1)!.content).toContain(result.reason.ja);
      // One post per hand-over: far fewer posts than actions.
      expect(maps.length).toBeLessThan(end.state.step);
      let dice = 0;
      for (const m of maps) {
        const v = await postVersion(bot, m);
        expect(m.attachments.some(isPng), `post ${v} has its map`).toBe(true);
        expect(m.embeds.length, `post ${v} has its phone picture`).toBe(1);
        dice += m.content.match(/攻撃側 (\[\d\])+ 各[+-]\d.*→ \d+ヒット、防御側 (\[\d\])+/g)?.length ?? 0;
        const text = [m.content, ...buttonsOf(m).map((b) => `${b.label}\n${b.custom_id}`)].join('\n');
        if (hiddenAt.get(v!)) expect(text, `post ${v} while 明石全登 is hidden`).not.toMatch(AKASHI);
      }
      expect(dice, 'the resolved combats are posted with their dice (at the next hand-over)').toBeGreaterThan(3);
      // alice (East) is never told which 宇喜多隊 is 明石's while it is hidden; bob's DMs show it, with his map.
      for (const dm of fake.dms('alice')) {
        const v = Number(/-(\d+)\.png$/.exec(dm.attachments[0]?.filename ?? '')?.[1] ?? NaN);
        if (hiddenAt.get(v)) expect(dm.content, `alice's DM of version ${v}`).not.toMatch(AKASHI);
      }
      const bobs = fake.dms('bob');
      expect(
        bobs.some(
          (d) =>
            /明石全登は 1905 の宇喜多隊|Akashi Takenori is the Ukita unit on 1905/.test(d.content) &&
            d.attachments.some(isPng),
        ),
      ).toBe(true);
      expect(fake.dms('carol')).toEqual([]);

      expect(attacks).toBeGreaterThan(3);
      expect(resolves).toBeGreaterThan(3);
      expect(retreatButtons, 'a loser retreated with its buttons').toBeGreaterThan(0);
      expect(wrongPresses).toBe(1);
      expect((await verifyReplay(app.deps, gameId)).equal).toBe(true);
      for (const h of fake.interactions()) {
        expect(h.timeToCallbackMs, `interaction ${h.id} acknowledged`).not.toBeNull();
        expect(h.timeToCallbackMs!).toBeLessThan(3000);
      }
      expect(handles.every((h) => h.callback?.ephemeral)).toBe(true);
      expect(fake.unhandledRequests()).toEqual([]);
      console.log(
        `[${kind}] 関ヶ原無双 ${gameId}: ${steps} steps to turn ${end.state.g.turn}, ${maps.length} map posts, ${resolves} resolves typed, ${retreatButtons} retreat buttons, ${bobs.length}+${fake.dms('alice').length} DMs; ${result.reason.en}`,
      );
    }, 300_000);
  },
  { pictures: 'real' },
); // the phone pictures are under test: the game's renderer says what each post focuses on
