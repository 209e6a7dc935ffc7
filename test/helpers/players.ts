// A whole game's players at the fake Discord: slash commands and button presses that wait for their
// own private answer only (posts and DMs arrive in the background), each checked to be ephemeral,
// and every interaction kept for the end-of-game checks.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { InteractionHandle, Json, RecordedInteractionResponse, RecordedMessage, SimpleOptionValue } from '../fake-discord/index.ts';
import { startTestBot, type TestBot } from './app.ts';
import { databaseKinds, type DbKind } from './db.ts';

export interface Players {
  slash(user: string, name: string, options?: Record<string, SimpleOptionValue>): Promise<RecordedInteractionResponse>;
  press(user: string, message: RecordedMessage, customId: string): Promise<RecordedInteractionResponse>;
  /** Every interaction sent, in order. */
  handles: InteractionHandle[];
}

export function players(bot: () => TestBot, stepMs: number): Players {
  const handles: InteractionHandle[] = [];
  const answered = async (h: InteractionHandle, what: string) => {
    handles.push(h);
    const reply = await h.waitForEdit(undefined, stepMs);
    expect(h.callback?.ephemeral, `${what} answers privately`).toBe(true);
    return reply;
  };
  return {
    handles,
    slash: (user, name, options = {}) => answered(bot().fake.sendSlashCommand({ user, name, options, channelId: bot().channelId }), `/${name}`),
    press: (user, message, customId) => answered(bot().fake.clickButton({ user, messageId: message.id, customId }), `button ${customId}`),
  };
}

// ---------------------------------------------------------------------------------------------
// Reading the channel's posts

/** The buttons of a message. */
export const buttonsOf = (m: RecordedMessage): Json[] => m.components.flatMap((row: Json) => (row.components ?? []) as Json[]).filter((c) => c.type === 2);
/** The custom_id of a challenge post's Accept button (it names the game). */
export const acceptId = (m: RecordedMessage): string => String(buttonsOf(m).find((b) => String(b.custom_id).startsWith('accept:'))!.custom_id);
export const isPng = (a: { filename: string; data: Buffer }) => a.filename.endsWith('.png') && a.data.subarray(1, 4).toString('latin1') === 'PNG';
/** The game version a map post was drawn for (its file is map-<version>.png), or null. */
export const mapVersion = (m: RecordedMessage): number | null => {
  const f = m.attachments.find((a) => /^map-\d+\.png$/.test(a.filename));
  return f ? Number(/\d+/.exec(f.filename)![0]) : null;
};

/** alice challenges bob to `game` on `side` and bob presses Accept: the game's id. */
export async function challengeAccepted(bot: TestBot, p: Players, game: string, side: string): Promise<{ gameId: string; challenge: RecordedMessage }> {
  await p.slash('alice', 'newgame', { opponent: 'bob', side, game });
  const challenge = await bot.fake.waitForChannelMessage(bot.channelId, (m) => buttonsOf(m).some((b) => String(b.custom_id).startsWith('accept:')));
  const open = await bot.app.repo.findOpenGameByChannel(bot.channelId);
  expect((await p.press('bob', challenge, acceptId(challenge))).content).not.toMatch(/^❌/);
  return { gameId: open!.id, challenge };
}

/**
 * A whole game through Discord on every database kind: `describe("<title> [<kind>]")` with a test
 * bot started before its tests (unthrottled: a whole game is hundreds of steps of a few requests
 * each, which the REST limiter would queue) and stopped after, and the bot's players.
 */
export function describeWholeGame(title: string, seed: number, stepMs: number, body: (c: Players & { bot: () => TestBot; kind: DbKind }) => void): void {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let bot: TestBot;
      beforeAll(async () => {
        bot = await startTestBot({ kind, seed, unthrottled: true });
      });
      afterAll(async () => {
        await bot?.stop();
      });
      body({ ...players(() => bot, stepMs), bot: () => bot, kind });
    });
  }
}
