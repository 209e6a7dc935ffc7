/**
 * A whole 奉天会戦 through Discord interactions only: a real discord.js Client (the bot's front)
 * talks to the fake Discord; the app runs on PGlite (always) and on a real PostgreSQL (when
 * TEST_DATABASE_URL is set).
 *
 * alice challenges bob with /newgame, bob presses Accept, both place with /act place-historical,
 * then the game is played to a real victory: at each step the player pinged by the latest channel
 * post acts, choosing among what /act autocomplete offers (or the buttons of the post when they
 * are addressed to that player at the current version) with a seeded policy that prefers attacking
 * and marching on the enemy supply hex.
 *
 * 奉天会戦 has no `announce` rule of its own, so the channel gets a map post only at a hand-over
 * (the set of sides owing a decision changes) and at the end — `postsNow` — carrying every public
 * line since the last post; moves inside one player's stretch post nothing (so a decision in the
 * middle of a stretch has no channel buttons and is played with /act). Private maps go out only
 * with a post: a change of a player's private view (which of their hidden counters stands where,
 * or the end) that is not posted yet is owed to them, and the next post sends them one DM — at most
 * one per player per post. The test bot runs without play-by-post, so no status message is shown.
 *
 * Along the way it checks privacy (ephemeral replies, DMs, no hidden counter named in the
 * channel), rule-citing rejections in both locales, the read-only commands, a closed-DM fallback,
 * refused button presses, interaction deadlines, and the final replay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingSides } from '#engine/engine.ts';
import { COUNTERS } from '#games/hoten-kaisen/data/counters.ts';
import { hotenKaisen } from '#games/hoten-kaisen/index.ts';
import { SUPPLY, GRID } from '#games/hoten-kaisen/data/map.ts';
import { SIDE_NAME } from '#games/hoten-kaisen/messages.ts';
import type { HotenG, HotenSide } from '#games/hoten-kaisen/types.ts';
import { hexDistance } from '#engine/hex.ts';
import type { GameState } from '#engine/types.ts';
import { verifyReplay } from '#service/read.ts';
import type { Game } from '#service/types.ts';
import type {
  InteractionHandle,
  Json,
  RecordedInteractionResponse,
  RecordedMessage,
} from '#tools/fake-discord/index.ts';
import { flowDatabaseKinds } from '../helpers/db.ts';
import { startTestBot, type TestBot } from '../helpers/app.ts';
import { publicButton } from '../helpers/players.ts';
import { postsNow } from '#service/notifications.ts';

/** Which of a side's own hidden (unrevealed) counters stands where: what only that player sees. */
function secretOf(state: GameState<HotenG>, side: HotenSide): string {
  return Object.values(state.g.units)
    .filter((u) => u.side === side && !u.revealed)
    .map((u) => `${u.id}@${JSON.stringify(u.where)}`)
    .sort()
    .join(' ');
}

const GAME_SEED = 20;
const POLICY_SEED = 7;
const MAX_STEPS = 120;
const STEP_MS = 20_000;

type HState = GameState<HotenG>;

/** A small deterministic generator for the players' choices. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Prefer fighting and marching on the enemy supply hex; Russia sometimes passes, Japan never. */
function choose(side: HotenSide, actions: string[], rnd: () => number): string {
  const target = SUPPLY[side === 'japan' ? 'russia' : 'japan'];
  let best = actions[0]!;
  let bestScore = -Infinity;
  for (const a of [...actions].sort()) {
    const [verb, , hex] = a.split(' ');
    let s = rnd();
    if (verb === 'pass') s += side === 'russia' ? 0.3 : -5;
    else if (verb === 'enter') s += 5;
    else if (verb === 'attack') s += 3;
    else if (verb === 'advance' || verb === 'fight') s += 2;
    else if (verb === 'end') s -= 1;
    else if (verb === 'shift') s += side === 'japan' ? 1.5 : 0;
    else if (verb === 'rebuild') s += 1;
    else if (verb === 'move' && hex) s += 3 - hexDistance(GRID, hex, target) * 0.5;
    if (s > bestScore) {
      bestScore = s;
      best = a;
    }
  }
  return best;
}

const mentions = (content: string): string[] => [...new Set([...content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]!))];
/** Who a map post pings: the mentions on its last line (after the summary). */
const pings = (content: string): string[] => mentions(content.split('\n').at(-1) ?? '');

function buttonsOf(m: RecordedMessage): Json[] {
  return m.components.flatMap((row: Json) => (row.components ?? []) as Json[]).filter((c) => c.type === 2);
}

/** The custom_id of a challenge post's Accept button (it names the game). */
const acceptId = (m: RecordedMessage): string =>
  String(buttonsOf(m).find((b) => String(b.custom_id).startsWith('accept:'))!.custom_id);

const isPng = (a: { contentType: string; filename: string; data: Buffer }) =>
  a.filename.endsWith('.png') && a.data.subarray(1, 4).toString('latin1') === 'PNG';

for (const kind of flowDatabaseKinds('game.e2e.test.ts')) {
  describe(`a whole game through Discord [${kind}]`, () => {
    let bot: TestBot;
    const slashHandles: InteractionHandle[] = [];

    beforeAll(async () => {
      bot = await startTestBot({ kind, seed: GAME_SEED });
    });

    afterAll(async () => {
      await bot?.stop();
    });

    /** A slash command; waits for its (private) answer and every post and DM it owed. */
    async function slash(
      user: string,
      name: string,
      options: Record<string, string> = {},
      locale?: string,
    ): Promise<{ h: InteractionHandle; reply: RecordedInteractionResponse }> {
      const h = bot.fake.sendSlashCommand({
        user,
        name,
        options,
        channelId: bot.channelId,
        ...(locale ? { locale } : {}),
      });
      slashHandles.push(h);
      const reply = await h.waitForEdit(undefined, STEP_MS);
      expect(h.callback?.callbackName, `/${name} is deferred`).toBe('defer');
      expect(h.callback?.ephemeral, `/${name} answers privately`).toBe(true);
      expect(h.originalMessage?.ephemeral).toBe(true);
      await bot.app.outbox.drain();
      return { h, reply };
    }

    async function press(
      user: string,
      message: RecordedMessage,
      customId: string,
    ): Promise<{ h: InteractionHandle; reply: RecordedInteractionResponse }> {
      const h = bot.fake.clickButton({ user, messageId: message.id, customId });
      slashHandles.push(h);
      const reply = await h.waitForEdit(undefined, STEP_MS);
      expect(h.callback?.ephemeral, `button ${customId} answers privately`).toBe(true);
      expect(h.originalMessage?.ephemeral).toBe(true);
      await bot.app.outbox.drain();
      return { h, reply };
    }

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

    /** Every legal action of the user, as autocomplete offers them (25 at a time: ask by unit too). */
    async function allChoices(user: string, side: HotenSide): Promise<string[]> {
      const first = await autocomplete(user, '');
      // Too many for one list: autocomplete offers the first step (a verb and a unit); typing on
      // after it ("move R2 ") offers that unit's whole actions.
      const all = new Set<string>();
      for (const v of first) {
        const more = (await autocomplete(user, `${v} `)).filter((x) => x !== v);
        if (more.length) for (const x of more) all.add(x);
        else all.add(v);
      }
      for (const c of COUNTERS.filter((x) => x.side === side))
        for (const v of await autocomplete(user, c.id)) all.add(v);
      for (const v of await autocomplete(user, 'pass')) all.add(v);
      // A first step offered where the list was long ("move R2") is not an action by itself.
      const values = [...all];
      return values.filter((v) => !values.some((w) => w.startsWith(`${v} `)));
    }

    const updatePosts = () => bot.fake.channelMessages(bot.channelId).filter((m) => m.attachments.length > 0);

    it('plays from /newgame to a victory with interactions only', async () => {
      const { fake, app } = bot;
      const ch = bot.channelId;
      const alice = fake.user('alice').id;
      const bob = fake.user('bob').id;
      const userOfSide: Record<HotenSide, string> = { japan: 'alice', russia: 'bob' };
      const idOfSide: Record<HotenSide, string> = { japan: alice, russia: bob };

      // --- the challenge -----------------------------------------------------------------------
      const created = await slash('alice', 'newgame', { opponent: 'bob', side: 'japan' });
      expect(created.reply.content).toContain(`<@${bob}>`);
      const challenge = fake
        .channelMessages(ch)
        .find((m) => buttonsOf(m).some((b) => String(b.custom_id).startsWith('accept:')));
      expect(challenge, 'a challenge post with an Accept button').toBeDefined();
      expect(mentions(challenge!.content)).toContain(bob);
      const pending = (await app.repo.findOpenGameByChannel<unknown, HState>(ch)) as Game | null;
      expect(pending?.status).toBe('pending');
      const gameId = pending!.id;
      const findGame = async () => (await app.repo.findGame(gameId)) as Game & { state: HState };

      // Only bob may accept.
      const wrongAccept = await press('carol', challenge!, acceptId(challenge!));
      expect(wrongAccept.reply.content).toMatch(/^❌/);
      expect((await findGame()).status).toBe('pending');
      const accepted = await press('bob', challenge!, acceptId(challenge!));
      expect(accepted.reply.content).not.toMatch(/^❌/);
      expect((await findGame()).status).toBe('active');

      // --- setup -------------------------------------------------------------------------------
      const posts = updatePosts();
      expect(posts).toHaveLength(1);
      expect(pings(posts[0]!.content).sort()).toEqual([alice, bob].sort());
      for (const user of ['alice', 'bob'] as const) {
        const before = updatePosts().length;
        const prevState = (await findGame()).state;
        const r = await slash(user, 'act', { action: 'place-historical' });
        expect(r.reply.content).not.toMatch(/^❌/);
        // Each setup hands over (both owe it, then the other, then Japan moves): each is posted.
        expect(postsNow(hotenKaisen, prevState, (await findGame()).state), `${user}'s setup is a hand-over`).toBe(true);
        expect(updatePosts()).toHaveLength(before + 1);
      }
      expect(pendingSides((await findGame()).state)).toEqual(['japan']);
      expect(pings(updatePosts().at(-1)!.content)).toEqual([alice]);

      // --- play --------------------------------------------------------------------------------
      const rnd = lcg(POLICY_SEED);
      let steps = 0;
      let buttonPresses = 0;
      let wrongButtonTested = false;
      let staleButtonTested = false;
      let dmClosedNoticeSeen = false;
      /** Posts (hand-overs) that sent alice a private map, and those that did not. */
      let aliceDmsOwed = 0;
      let aliceDmsSkipped = 0;
      /** Changes of alice's private view that were not posted at once: her map waited for the next post. */
      let aliceDmsDeferred = 0;
      /** Changes posted at once (hand-overs) and changes inside a stretch (no post). */
      let postedSteps = 0;
      let quietSteps = 0;
      /**
       * Whose private view changed since the last post (in a change not posted yet, or this one):
       * the next post sends them a DM. Setup ends with a post, so nothing is owed when play begins.
       */
      const owedSincePost: Record<HotenSide, boolean> = { japan: false, russia: false };
      let readCommandsTested = false;
      let bobDms: 'open' | 'closed' | 'reopened' = 'open';
      const checkedPosts = new Set<string>();

      const assertNoSecrets = (state: HState) => {
        const hidden = Object.values(state.g.units).filter((u) => !u.revealed);
        for (const m of fake.channelMessages(ch)) {
          if (checkedPosts.has(m.id)) continue;
          checkedPosts.add(m.id);
          const labels = buttonsOf(m).map((b) => String(b.label ?? ''));
          const ids = buttonsOf(m).map((b) => String(b.custom_id ?? ''));
          const text = [m.content, ...labels].join('\n');
          for (const u of hidden) {
            const c = COUNTERS.find((x) => x.id === u.id)!;
            expect(text, `channel post names hidden ${u.id}`).not.toContain(c.name.ja);
            expect(text, `channel post names hidden ${u.id}`).not.toContain(c.name.en);
            for (const id of ids) expect(id, `button id names hidden ${u.id}`).not.toMatch(new RegExp(`\\b${u.id}\\b`));
          }
        }
      };
      assertNoSecrets((await findGame()).state);

      for (;;) {
        const game = await findGame();
        if (game.state.result) break;
        expect(steps++, 'the game ends within the step budget').toBeLessThan(MAX_STEPS);
        const [side, ...others] = pendingSides(game.state) as HotenSide[];
        expect(others).toEqual([]);
        const actor = userOfSide[side!];
        const idle = userOfSide[side === 'japan' ? 'russia' : 'japan'];
        const post = updatePosts().at(-1)!;
        // No post since the last hand-over: whoever owes the decision is still whom it pinged.
        expect(pings(post.content), 'the latest post pings the player to act').toEqual([idOfSide[side!]]);

        // Nobody else is offered anything.
        expect(await autocomplete(idle, '')).toEqual([]);
        expect(await autocomplete('carol', '')).toEqual([]);

        if (!readCommandsTested && side === 'japan' && game.state.stack.at(-1)?.kind === 'activation') {
          readCommandsTested = true;
          // An illegal move: rejected privately, citing the rule, in the user's language.
          const postsBefore = fake.channelMessages(ch).length;
          const ja = await slash('alice', 'act', { action: 'move J2 9999' }, 'ja');
          expect(ja.reply.content).toMatch(/^❌/);
          expect(ja.reply.content).toContain('【ルール 8.0】');
          expect(ja.reply.content).toContain('9999 は地図外です');
          const en = await slash('alice', 'act', { action: 'move J2 9999' }, 'en-US');
          expect(en.reply.content).toContain('[Rule 8.0]');
          expect(en.reply.content).toContain('9999 is off the map');
          expect((await findGame()).version).toBe(game.version);
          expect(fake.channelMessages(ch)).toHaveLength(postsBefore);

          const status = await slash('alice', 'status');
          expect(status.reply.content).toContain('Battle of Mukden');
          expect(status.reply.content).toContain('Legal now');
          const map = await slash('carol', 'map');
          expect(map.reply.attachments.some(isPng)).toBe(true);
          const view = await slash('alice', 'view');
          expect(view.reply.attachments.some(isPng)).toBe(true);
          expect(view.reply.attachments[0]!.filename).toBe('private-japan.png');
          const carolView = await slash('carol', 'view');
          expect(carolView.reply.content).toMatch(/^❌/);
          expect(carolView.reply.attachments).toEqual([]);
          const aliceLog = await slash('alice', 'log');
          expect(aliceLog.reply.content).toContain('Setup: 2nd Army (Oku)→0407'); // her own secret
          const carolLog = await slash('carol', 'log');
          expect(carolLog.reply.content).toContain('Russia finished setting up');
          expect(carolLog.reply.content).not.toContain('Setup:');
          // None of these put anything in the channel.
          expect(fake.channelMessages(ch)).toHaveLength(postsBefore);
          expect(
            fake.channelMessages(ch).some((m) => m.attachments.some((a) => a.filename.startsWith('private-'))),
          ).toBe(false);
        }

        if (steps === 4 && bobDms === 'open') {
          fake.setDmsClosed('bob', true);
          bobDms = 'closed';
        }

        const before = {
          version: game.version,
          posts: updatePosts().length,
          all: fake.channelMessages(ch).length,
          aliceDms: fake.dms('alice').length,
          bobDms: fake.dms('bob').length,
        };
        // Buttons of this public position: only on a post made at it (a hand-over just now). Inside a
        // stretch the latest post is older and its buttons stale, so the decision is made with /act.
        const here = publicButton(game, '');
        const buttons = buttonsOf(post).filter((b) => String(b.custom_id).startsWith(here));
        if (buttons.length > 0) {
          // Buttons addressed to the player to act: the same choices as autocomplete.
          const offered = buttons.map((b) => String(b.custom_id).slice(here.length));
          expect([...offered].sort()).toEqual([...(await allChoices(actor, side!))].sort());
          const action = choose(side!, offered, rnd);
          const customId = publicButton(game, action);
          if (!wrongButtonTested) {
            wrongButtonTested = true;
            for (const wrong of [idle, 'carol']) {
              const r = await press(wrong, post, customId);
              expect(r.reply.content, `${wrong} may not press ${actor}'s button`).toMatch(/^❌/);
              // The refusal says whose buttons they are.
              expect(r.reply.content).toContain(`<@${fake.user(actor).id}>`);
            }
            expect((await findGame()).version).toBe(game.version);
            expect(fake.channelMessages(ch)).toHaveLength(before.all);
          }
          const r = await press(actor, post, customId);
          expect(r.reply.content).not.toMatch(/^❌/);
          buttonPresses++;
          if (!staleButtonTested) {
            staleButtonTested = true;
            const after = await findGame();
            const stale = await press(actor, post, customId);
            expect(stale.reply.content).toMatch(/^❌/);
            expect(stale.reply.content).toContain('earlier position');
            expect((await findGame()).version).toBe(after.version);
          }
        } else {
          const choices = await allChoices(actor, side!);
          expect(choices.length).toBeGreaterThan(0);
          const action = choose(side!, choices, rnd);
          const r = await slash(actor, 'act', { action });
          expect(r.reply.content, `${actor}: ${action}`).not.toMatch(/^❌/);
        }

        // A hand-over (or the end) → one channel post with the map, pinging whoever must act next;
        // a change inside one player's stretch → nothing in the channel.
        const after = await findGame();
        expect(after.version).toBe(before.version + 1);
        const newPosts = updatePosts().slice(before.posts);
        const posted = postsNow(hotenKaisen, game.state, after.state);
        if (!posted) {
          quietSteps++;
          expect(pendingSides(after.state), 'no post: the same player owes the next decision').toEqual(
            pendingSides(game.state),
          );
          expect(newPosts, 'no map post inside a stretch').toHaveLength(0);
          expect(fake.channelMessages(ch), 'nothing at all in the channel inside a stretch').toHaveLength(before.all);
        } else {
          postedSteps++;
          expect(newPosts, 'exactly one map post per hand-over').toHaveLength(1);
          const np = newPosts[0]!;
          expect(np.attachments.some(isPng)).toBe(true);
          if (!after.state.result) {
            const next = pendingSides(after.state) as HotenSide[];
            expect(pings(np.content).sort()).toEqual(next.map((s) => idOfSide[s]).sort());
          }
        }
        // A player's private view changed (which of their hidden counters stands where, or the end
        // of the game): owed to them until the next post, which sends it as one DM (unless their DMs
        // are closed); nothing is sent between posts.
        const changed = (s: HotenSide) =>
          secretOf(game.state, s) !== secretOf(after.state, s) ||
          (after.state.result !== null && game.state.result === null);
        if (!posted && changed('japan')) aliceDmsDeferred++;
        for (const s of ['japan', 'russia'] as const) owedSincePost[s] ||= changed(s);
        const owed = (s: HotenSide) => posted && owedSincePost[s];
        if (owed('japan')) {
          expect(fake.dms('alice').length, 'one DM to alice with the post').toBe(before.aliceDms + 1);
          expect(fake.dms('alice').at(-1)!.attachments.some(isPng)).toBe(true);
          expect(fake.dms('alice').at(-1)!.attachments[0]!.filename).toBe('private-japan.png');
          aliceDmsOwed++;
        } else {
          expect(
            fake.dms('alice').length,
            posted ? 'no DM when her private view did not change since the last post' : 'no DM between posts',
          ).toBe(before.aliceDms);
          if (posted) aliceDmsSkipped++;
        }
        if (!owed('russia')) {
          expect(
            fake.dms('bob').length,
            posted ? 'no DM when his private view did not change since the last post' : 'no DM between posts',
          ).toBe(before.bobDms);
        } else if (bobDms === 'closed') {
          expect(fake.dms('bob').length).toBe(before.bobDms);
          const notice = fake
            .channelMessages(ch)
            .slice(before.all)
            .find((m) => m.attachments.length === 0 && mentions(m.content).includes(bob));
          expect(notice, 'the channel tells bob to use /view').toBeDefined();
          expect(notice!.content).toContain('/view');
          dmClosedNoticeSeen = true;
          // The game goes on; bob sees his view privately with /view.
          const view = await slash('bob', 'view');
          expect(view.reply.attachments.some(isPng)).toBe(true);
          expect(view.reply.attachments[0]!.filename).toBe('private-russia.png');
          fake.setDmsClosed('bob', false);
          bobDms = 'reopened';
        } else {
          expect(fake.dms('bob').length, 'one DM to bob with the post').toBe(before.bobDms + 1);
          expect(fake.dms('bob').at(-1)!.attachments.some(isPng)).toBe(true);
          expect(fake.dms('bob').at(-1)!.attachments[0]!.filename).toBe('private-russia.png');
        }
        if (posted) for (const s of ['japan', 'russia'] as const) owedSincePost[s] = false;
        // The seats keep what is owed until the next post.
        for (const s of ['japan', 'russia'] as const)
          expect(after.seats.find((x) => x.side === s)!.privateOwed ?? false, `${s}'s seat owes a private map`).toBe(
            owedSincePost[s],
          );
        assertNoSecrets(after.state);
      }

      // --- the end -----------------------------------------------------------------------------
      const end = await findGame();
      expect(end.status).toBe('finished');
      const winner = end.state.result!.winner as HotenSide;
      expect(['japan', 'russia']).toContain(winner);
      expect(end.winner).toBe(winner);
      const actions = await app.repo.loadActions(gameId);
      expect(actions.some((a) => a.action === 'resign')).toBe(false);
      const resultPost = updatePosts().at(-1)!;
      expect(resultPost.content).toContain(`${SIDE_NAME[winner].ja}の勝利`);
      expect(mentions(resultPost.content)).toEqual([]);
      expect(resultPost.components).toEqual([]);
      expect(await autocomplete('alice', '')).toEqual([]);
      expect(await autocomplete('bob', '')).toEqual([]);

      expect(buttonPresses, 'at least one decision was taken with a button').toBeGreaterThan(0);
      expect(wrongButtonTested && staleButtonTested && readCommandsTested).toBe(true);
      expect(dmClosedNoticeSeen, 'bob’s DMs were closed midway').toBe(true);
      // Both kinds of change happened: hand-overs posted at once and moves inside a stretch that waited.
      expect(postedSteps, 'some changes were hand-overs, posted').toBeGreaterThan(0);
      expect(quietSteps, 'some changes were inside a stretch, not posted').toBeGreaterThan(0);
      // Both kinds of post: some sent alice a private map, some did not; and some change of her
      // private view waited for a later post.
      expect(aliceDmsOwed).toBeGreaterThan(0);
      expect(aliceDmsSkipped).toBeGreaterThan(0);
      expect(aliceDmsDeferred, 'a change of her private view waited for the next post').toBeGreaterThan(0);
      expect(fake.blockedDms('bob').length).toBeGreaterThan(0);
      expect(fake.dms('carol')).toEqual([]);

      // The stored game is its setup replayed through its log.
      const replayed = await verifyReplay(app.deps, gameId);
      expect(replayed.replayed).toEqual(replayed.stored);
      expect(replayed.equal).toBe(true);
      expect(actions.length).toBe(end.state.step);

      // No hidden counter was ever named in any channel payload either — until the final post and
      // the final status message, whose maps show every counter (the end reveals what was hidden).
      const hidden = Object.values(end.state.g.units).filter((u) => !u.revealed);
      const rows = await app.db.prisma.outbox.findMany({ where: { gameId, kind: 'channel' } });
      const typeOf = (r: (typeof rows)[number]) => (r.payload as { type: string }).type;
      // Each map post has its status message row; this bot has no pinned status messages, so those
      // rows are settled unsent and the channel shows the map posts only.
      const updates = rows.filter((r) => typeOf(r) === 'update');
      expect(updates).toHaveLength(updatePosts().length);
      expect(
        rows.filter((r) => typeOf(r) === 'status'),
        'one status row per map post',
      ).toHaveLength(updates.length);
      const final = rows.filter((r) => (r.payload as { result?: unknown }).result);
      expect(final.map(typeOf).sort()).toEqual(['status', 'update']);
      for (const f of final)
        expect(
          hidden.length === 0 ||
            // The view names a known counter by its id (its names are the game's data).
            JSON.stringify(f.payload).includes(`"id":"${hidden[0]!.id}"`),
          `final ${typeOf(f)} reveals`,
        ).toBe(true);
      for (const row of rows.filter((r) => !final.includes(r))) {
        const json = JSON.stringify(row.payload);
        for (const u of hidden) {
          const c = COUNTERS.find((x) => x.id === u.id)!;
          expect(json).not.toContain(c.name.en);
          expect(json).not.toContain(c.name.ja);
          expect(json).not.toMatch(new RegExp(`"[^"]*\\b${u.id}\\b[^"]*"`));
        }
      }

      // A player's DMs never name the opponent's hidden counters either.
      for (const u of hidden) {
        const c = COUNTERS.find((x) => x.id === u.id)!;
        const opponentDms = fake
          .dms(userOfSide[u.side === 'japan' ? 'russia' : 'japan'])
          .map((m) => m.content)
          .join('\n');
        expect(opponentDms).not.toContain(c.name.en);
        expect(opponentDms).not.toContain(c.name.ja);
      }

      // Every interaction was acknowledged well within Discord's 3 seconds.
      const all = fake.interactions();
      expect(all.length).toBeGreaterThan(steps);
      for (const h of all) {
        expect(h.timeToCallbackMs, `interaction ${h.id} acknowledged`).not.toBeNull();
        expect(h.timeToCallbackMs!).toBeLessThan(3000);
        expect(h.callback!.late).toBe(false);
      }
      expect(slashHandles.every((h) => h.callback?.ephemeral)).toBe(true);
      expect(fake.unhandledRequests()).toEqual([]);
      console.log(
        `[${kind}] game ${gameId}: ${steps} steps after setup (${postedSteps} posted, ${quietSteps} inside a stretch), ${buttonPresses} by button, ` +
          `alice's private maps: ${aliceDmsOwed} posts with one (${aliceDmsDeferred} changes waited for a post), ${aliceDmsSkipped} without; ` +
          `${all.length} interactions; ${SIDE_NAME[winner].en} won (${end.state.result!.reason.en})`,
      );
    });
  });
}
