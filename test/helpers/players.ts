// A whole game's players at the fake Discord: slash commands and button presses that wait for their
// own private answer only (posts and DMs arrive in the background), each checked to be ephemeral,
// and every interaction kept for the end-of-game checks.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type {
  InteractionHandle,
  Json,
  RecordedInteractionResponse,
  RecordedMessage,
  SimpleOptionValue,
} from '#tools/fake-discord/index.ts';
import { startTestBot, type TestBot } from './app.ts';
import type { Pictures } from './pictures.ts';
import type { GameState } from '#engine/types.ts';
import { getGame } from '#games/index.ts';
import { buttonId } from '#service/interactions/action.ts';
import { type DbKind, flowDatabaseKinds } from './db.ts';

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
    slash: (user, name, options = {}) =>
      answered(bot().fake.sendSlashCommand({ user, name, options, channelId: bot().channelId }), `/${name}`),
    press: (user, message, customId) =>
      answered(bot().fake.clickButton({ user, messageId: message.id, customId }), `button ${customId}`),
  };
}

// ---------------------------------------------------------------------------------------------
// Reading the channel's posts

/** The buttons of a message. */
export const buttonsOf = (m: RecordedMessage): Json[] =>
  m.components.flatMap((row: Json) => (row.components ?? []) as Json[]).filter((c) => c.type === 2);
/** The custom_id of a challenge post's Accept button (it names the game). */
export const acceptId = (m: RecordedMessage): string =>
  String(buttonsOf(m).find((b) => String(b.custom_id).startsWith('accept:'))!.custom_id);
export const isPng = (a: { filename: string; data: Buffer }) =>
  a.filename.endsWith('.png') && a.data.subarray(1, 4).toString('latin1') === 'PNG';
/** A post with the game's map (its file is map.png: no version in a name anyone can read). */
export const isMapPost = (m: RecordedMessage): boolean => m.attachments.some((a) => a.filename === 'map.png');

/**
 * The game version a post was made for, read from its outbox row: the message's create carried
 * the row's nonce (`ob<id in base 36>`). Null for a message the outbox did not send.
 */
export async function postVersion(bot: TestBot, m: RecordedMessage): Promise<number | null> {
  const nonce = (m.payloads[0] as { nonce?: unknown } | undefined)?.nonce;
  if (typeof nonce !== 'string' || !nonce.startsWith('ob')) return null;
  const id = [...nonce.slice(2)].reduce((n, c) => n * 36n + BigInt(parseInt(c, 36)), 0n);
  const row = await bot.app.db.prisma.outbox.findUnique({ where: { id } });
  const v = (row?.payload as { version?: unknown } | undefined)?.version;
  return typeof v === 'number' ? v : null;
}

/**
 * Waits for the map post made for `version` of the game in `channelId`; null if none is owed (the
 * change that made `version` owed no channel post: posts are written to the outbox in the same
 * commit as the change, so none can be owed later) or none comes within `timeoutMs`.
 */
export async function waitForMapPost(
  bot: TestBot,
  channelId: string,
  version: number,
  timeoutMs: number,
): Promise<RecordedMessage | null> {
  const rows = await bot.app.db.prisma.outbox.findMany({ where: { kind: 'channel', target: channelId } });
  if (!rows.some((r) => (r.payload as { version?: unknown } | null)?.version === version)) return null;
  const until = Date.now() + timeoutMs;
  const seen = new Set<string>();
  for (;;) {
    for (const m of bot.fake.channelMessages(channelId)) {
      if (seen.has(m.id) || !isMapPost(m)) continue;
      seen.add(m.id);
      if ((await postVersion(bot, m)) === version) return m;
    }
    if (Date.now() > until) return null;
    await bot.fake
      .waitForChannelMessage(channelId, (m) => isMapPost(m) && !seen.has(m.id), {
        timeoutMs: Math.max(1, until - Date.now()),
      })
      .catch(() => null);
  }
}

/** The custom_id of the channel button for `action` at the game's current public position. */
export const publicButton = (game: { id: string; gameType: string; state: unknown }, action: string): string =>
  buttonId(game.id, getGame(game.gameType)!.view(game.state as GameState, null), action);

/** alice challenges bob to `game` on `side` and bob presses Accept: the game's id. */
export async function challengeAccepted(
  bot: TestBot,
  p: Players,
  game: string,
  side: string,
): Promise<{ gameId: string; challenge: RecordedMessage }> {
  await p.slash('alice', 'newgame', { opponent: 'bob', side, game });
  const challenge = await bot.fake.waitForChannelMessage(bot.channelId, (m) =>
    buttonsOf(m).some((b) => String(b.custom_id).startsWith('accept:')),
  );
  const open = await bot.app.repo.findOpenGameByChannel(bot.channelId);
  expect((await p.press('bob', challenge, acceptId(challenge))).content).not.toMatch(/^❌/);
  return { gameId: open!.id, challenge };
}

/**
 * A whole game through Discord on every database kind: `describe("<title> [<kind>]")` with a test
 * bot started before its tests (unthrottled: a whole game is hundreds of steps of a few requests
 * each, which the REST limiter would queue) and stopped after, and the bot's players.
 */
export function describeWholeGame(
  title: string,
  seed: number,
  stepMs: number,
  body: (c: Players & { bot: () => TestBot; kind: DbKind }) => void,
  opts: { pictures?: Pictures } = {},
): void {
  for (const kind of flowDatabaseKinds(title)) {
    describe(`${title} [${kind}]`, () => {
      let bot: TestBot;
      beforeAll(async () => {
        bot = await startTestBot({ kind, seed, unthrottled: true, pictures: opts.pictures });
      });
      afterAll(async () => {
        await bot?.stop();
      });
      body({ ...players(() => bot, stepMs), bot: () => bot, kind });
    });
  }
}
