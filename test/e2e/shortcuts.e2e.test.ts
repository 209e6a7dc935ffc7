// /move, /attack and /end through Discord: a real discord.js Client against the fake Discord.
// Autocomplete of a later option reads the options already filled in (discord.js sends them with
// the focused one), the commands are registered with their ja names, and a shortcut answers
// privately and posts to the channel only through the outbox, like /act.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '#engine/types.ts';
import type { NichiroG } from '#games/nichiro-taisen/types.ts';
import { verifyReplay } from '#service/read.ts';
import type { Game } from '#service/types.ts';
import type { RecordedInteractionResponse, SimpleOptionValue } from '#tools/fake-discord/index.ts';
import { startTestBot, type TestBot } from '../helpers/app.ts';

type NGame = Game & { state: GameState<NichiroG> };
const STEP_MS = 20_000;

describe('shortcut commands through Discord [pglite]', () => {
  let bot: TestBot;
  beforeAll(async () => {
    bot = await startTestBot({ kind: 'pglite', seed: 1905 });
  });
  afterAll(async () => {
    await bot?.stop();
  });

  async function slash(
    user: string,
    name: string,
    options: Record<string, SimpleOptionValue> = {},
  ): Promise<RecordedInteractionResponse> {
    const h = bot.fake.sendSlashCommand({ user, name, options, channelId: bot.channelId });
    const reply = await h.waitForEdit(undefined, STEP_MS);
    expect(h.callback?.ephemeral, `/${name} answers privately`).toBe(true);
    return reply;
  }
  async function autocomplete(
    user: string,
    name: string,
    options: Record<string, SimpleOptionValue>,
    focused: string,
  ): Promise<string[]> {
    const h = bot.fake.sendAutocomplete({ user, name, options, focused, channelId: bot.channelId });
    const cb = await h.waitForCallback(STEP_MS);
    expect(cb.callbackName).toBe('autocomplete');
    return (cb.choices ?? []).map((c) => String(c.value));
  }

  it('moves, attacks and ends phases with one command each', async () => {
    const { app } = bot;
    await slash('alice', 'newgame', { opponent: 'bob', side: 'japan', game: 'nichiro-taisen', naval_rules: false });
    await slash('bob', 'accept');
    const game0 = (await app.repo.findOpenGameByChannel(bot.channelId)) as NGame;
    expect(game0.status).toBe('active');

    expect(await autocomplete('alice', 'move', { unit: '' }, 'unit')).toEqual(
      expect.arrayContaining(['J-Gds', 'J-2', 'J-12']),
    );
    // The focused "to" is answered for the unit already chosen.
    const dests = await autocomplete('alice', 'move', { unit: 'J-Gds', to: '11' }, 'to');
    expect(dests).toContain('1114');
    for (const d of dests) expect(d.startsWith('11')).toBe(true);
    expect(await autocomplete('carol', 'move', { unit: '' }, 'unit')).toEqual([]);

    const moved = await slash('alice', 'move', { unit: 'J-Gds', to: '1114' });
    expect(moved.content).toMatch(/J-Gds/);
    expect(((await app.repo.findGame(game0.id)) as NGame).state.g.units['J-Gds']!.where).toEqual({
      kind: 'map',
      hex: '1114',
    });

    const wrong = await slash('alice', 'move', { unit: 'J-2', to: '2417' });
    expect(wrong.content).toMatch(/^❌ /);

    // The movement phase ends; the combat phase is still Japan's: no post, the reply says what is legal.
    const ended = await slash('alice', 'end');
    expect(ended.content).toMatch(/▶ 続けてあなたの番です: .*戦闘フェイズ|▶ Still your move: .*combat phase/);
    expect(ended.content).not.toContain('#0'); // no card of a hand

    expect(await autocomplete('alice', 'attack', { target: '' }, 'target')).toEqual(['1214']);
    expect(await autocomplete('alice', 'attack', { target: '1214', with: '' }, 'with')).toEqual(['J-Gds']);
    await slash('alice', 'attack', { target: '1214' });
    const game1 = (await app.repo.findGame(game0.id)) as NGame;
    expect((await app.repo.loadActions(game0.id)).slice(-3).map((a) => a.action)).toEqual([
      'attack 1214',
      'with J-Gds',
      'confirm',
    ]);
    expect((await verifyReplay(app.deps, game0.id)).equal).toBe(true);
    expect(game1.version).toBeGreaterThan(game0.version);
  });

  it('registers the shortcut commands with their Japanese names', () => {
    const names = bot.fake.commands(bot.fake.guildId).map((c) => [c.name, c.name_localizations?.ja]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['move', '移動'],
        ['attack', '攻撃'],
        ['play', 'カード'],
        ['end', '終了'],
      ]),
    );
  });
});
