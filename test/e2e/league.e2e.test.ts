/**
 * A league through Discord interactions only (a real discord.js Client against the fake Discord):
 * the owner creates a Swiss league in #games, eight members sign up by pressing its Join button
 * (one presses twice and is told so privately; one leaves and joins again), the owner starts it,
 * and the bot pairs round 1 and starts each game in a thread of #games with both players pinged,
 * the status message pinned, and nobody in two games.
 */
import { expect, it } from 'vitest';
import type { RecordedMessage } from '../fake-discord/index.ts';
import { startTestBot, type TestBot } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/db.ts';
import { buttonsOf } from '../helpers/players.ts';

const MEMBERS = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi'];

for (const kind of databaseKinds()) {
  it(`eight members sign up by button; a Swiss round is paired and started, each game in its thread [${kind}]`, async () => {
    const bot: TestBot = await startTestBot({ kind, seed: 3, unthrottled: true, playByPost: true, fake: { users: [{ username: 'owner' }, ...MEMBERS.map((username) => ({ username }))] } });
    try {
      const { fake, app } = bot;
      const games = bot.channelId;
      const ask = async (user: string, name: string, options: Record<string, string | number | boolean>, subcommand?: string) => {
        const h = fake.sendSlashCommand({ user, name, subcommand, options, channelId: games });
        const reply = await h.waitForEdit(undefined, 20_000);
        expect(h.callback?.ephemeral).toBe(true);
        return reply;
      };
      const press = async (user: string, message: RecordedMessage, customId: string) => {
        const h = fake.clickButton({ user, messageId: message.id, customId });
        const reply = await h.waitForEdit(undefined, 20_000);
        expect(h.callback?.ephemeral).toBe(true);
        return reply;
      };
      // Only a manager creates a league.
      expect((await ask('alice', 'league', { name: 'spring', game: 'hoten-kaisen', format: 'swiss' }, 'create')).content).toMatch(/^❌/);
      expect((await ask('owner', 'league', { name: 'spring', game: 'hoten-kaisen', format: 'swiss', rounds: 3, pace: 'daily' }, 'create')).content).not.toMatch(/^❌/);
      const announce = await fake.waitForChannelMessage(games, (m) => buttonsOf(m).some((b) => String(b.custom_id).startsWith('lg:')));
      const join = String(buttonsOf(announce).find((b) => String(b.custom_id).endsWith(':join'))!.custom_id);
      const leave = String(buttonsOf(announce).find((b) => String(b.custom_id).endsWith(':leave'))!.custom_id);
      for (const u of MEMBERS) expect((await press(u, announce, join)).content, u).not.toMatch(/^❌/);
      expect((await press('alice', announce, join)).content).toMatch(/^❌.*(joined already|既に)/);
      expect((await press('heidi', announce, leave)).content).not.toMatch(/^❌/);
      // heidi comes back before the start.
      expect((await press('heidi', announce, join)).content).not.toMatch(/^❌/);
      // Only the organiser starts it.
      expect((await ask('bob', 'league', { name: 'spring' }, 'start')).content).toMatch(/^❌/);
      expect((await ask('owner', 'league', { name: 'spring' }, 'start')).content).not.toMatch(/^❌/);

      const season = (await app.repo.findSeasonByLeagueName(fake.guildId, 'spring'))!;
      expect(season.status).toBe('running');
      expect(season.entries).toHaveLength(8);
      const round1 = season.pairings.filter((p) => p.round === 1);
      expect(round1).toHaveLength(4);
      // Everyone plays exactly one game of the round.
      expect(new Set(round1.flatMap((p) => [p.first, p.second])).size).toBe(8);
      for (const p of round1) {
        expect(p.status).toBe('playing');
        const game = (await app.repo.findGame(p.gameId!))!;
        expect(game.status).toBe('active');
        expect(game.rated).toBe(true);
        // Its own thread of #games, the start post pinging both players, the status message pinned.
        expect(fake.channel(game.channelId).parentId).toBe(games);
        const start = await fake.waitForChannelMessage(game.channelId, (m) => m.attachments.some((a) => /^map-\d+\.png$/.test(a.filename)), { timeoutMs: 20_000 });
        expect(start.content).toContain(`<@${p.first}>`);
        expect(start.content).toContain(`<@${p.second}>`);
        await fake.waitFor(() => fake.channelMessages(game.channelId).some((m) => m.pinned) || undefined, 20_000, 'the status message');
      }
      expect(new Set(round1.map((p) => p.gameId)).size).toBe(4);
      // The season's status answers privately.
      const status = await ask('carol', 'league', { name: 'spring' }, 'status');
      expect(status.content).toContain('round 1 of 3');
      expect(fake.unhandledRequests()).toEqual([]);
    } finally {
      await bot.stop();
    }
  });
}
