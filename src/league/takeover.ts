// The computer takes over a withdrawn player's game (docs/leagues.md, "The computer takes over"):
// in a league whose organiser turned `aiTakeover` on, each game in play of a player withdrawn from
// the season is not resigned; the bot's computer player (the AI seat of practice games,
// src/service/ai-seat.ts) takes the withdrawn player's seat and plays on against the opponent.
//
// What the change does, written in the same transaction as the withdrawal (src/store/repo/leagues.ts
// commitSeason `takeovers`), through the commit loop's own statement (commitGameChange):
// - `setup.ai` = { side, level 'ai', a random seed (newAiSeat: never from the dice key) }, and the
//   seat's userId the bot's own (as a practice game's AI seat: the withdrawn player acts no more
//   in it, is pinged and DM'd no more), its preferences cleared;
// - the game unrated (`rated` false) and without a clock (no one is left to claim the opponent's
//   timeout, and the computer answers at once: the game goes on as a practice game does);
// - a hand-over the withdrawn player held for their Done is released as their Done would release it;
// - the game's thread told, the opponent pinged;
// - the AI's job row when its side owes the decision (aiTurnRows, as every commit writes it).
import type { GameState, Text } from '#engine/types.ts';
import { botIdOf, newAiSeat } from '#service/ai-seat.ts';
import { aiTurnRows } from '#service/ai-turn.ts';
import { splitLog, type Change } from '#service/change.ts';
import { heldSide } from '#service/hold.ts';
import { owedMessages, withStatus } from '#service/notifications.ts';
import type { OutboxPayload } from '#service/outbox/payloads.ts';
import { t } from '#service/i18n.ts';
import { moduleOf, type Game, type GameSetup, type ServiceDeps } from '#service/types.ts';
import type { CommitGameChangeInput } from '#store/repo/games.ts';
import type { OutboxInput } from '#store/repo/outbox.ts';

/** The level the computer plays a taken-over game at. */
export const TAKEOVER_LEVEL = 'ai' as const;

/** Whether the computer may take `userId`'s seat in `game`: in play, theirs, and no AI seat in it yet. */
export function canTakeOver(game: Game | null | undefined, userId: string): game is Game {
  return !!game && game.status === 'active' && !game.setup.ai && game.seats.some((s) => s.userId === userId);
}

/**
 * The commit that gives `userId`'s seat of `game` to the computer (the file's head): for the
 * version read, so a game that moved meanwhile makes the whole withdrawal plan again.
 */
export function takeoverCommit(
  deps: ServiceDeps,
  game: Game,
  userId: string,
  leagueName: string,
  now: Date,
): CommitGameChangeInput<GameState, string, OutboxPayload> {
  const m = moduleOf(game);
  const side = game.seats.find((s) => s.userId === userId)!.side;
  const opponents = game.seats.filter((s) => s.side !== side).map((s) => s.userId);
  const botId = botIdOf(deps);
  // No clock from here: its pace goes from the setup with it.
  const { pace: _pace, ...kept } = game.setup;
  const setup = { ...kept, ai: newAiSeat(deps, side, TAKEOVER_LEVEL) } as GameSetup;
  const seats = game.seats.map((s) => (s.side === side ? { ...s, userId: botId, prefs: {}, privateOwed: false } : s));
  const after: Game = { ...game, setup, seats, clock: null };
  const name = m.sideName(side);
  const notice: OutboxInput<OutboxPayload> = {
    kind: 'channel',
    target: game.channelId,
    payload: {
      type: 'notice',
      gameId: game.id,
      text: t('aiTookOver', {
        opponent: opponents.map((u) => `<@${u}>`).join(' '),
        user: `<@${userId}>`,
        name: leagueName,
        sideJa: name.ja,
        sideEn: name.en,
        clock: game.clock ? 'yes' : '',
      }),
      mention: opponents,
    },
  };
  // A hand-over the withdrawn player held for their Done (src/service/hold.ts): released, as their
  // Done would (preferences.ts releaseHandOver), or the opponent could never move.
  const released =
    heldSide(game.seats, game.state) === side
      ? owedMessages(m, after, game.state, game.state, [], game.version + 1, [], true)
      : null;
  const v: Change = {
    state: game.state,
    actions: [],
    outbox: [notice, ...(released?.outbox ?? [])],
    ...(released ? { announced: released.announced } : {}),
    setup,
    // Nobody is answered: the withdrawal's reply is the league's.
    message: notice.payload.type === 'notice' ? notice.payload.text : { ja: '', en: '' },
  };
  const split = splitLog(game, v);
  const outbox = [
    ...withStatus(m, after, v.outbox, null, null, now),
    ...aiTurnRows(after, game.state, 'active', game.version + 1),
  ];
  return {
    gameId: game.id,
    expectedVersion: game.version,
    state: split.state,
    log: split.rows,
    actions: [],
    outbox,
    seatUpdates: [
      { side, userId: botId, prefs: {}, privateOwed: false },
      ...(released?.seatUpdates.filter((u) => u.side !== side) ?? []),
    ],
    ...(v.announced !== undefined ? { announced: v.announced } : {}),
    setup,
    clock: { value: null, dueAt: null },
  };
}

/** The league channel's line for a game taken over: the opponent's win, the computer playing on. */
export function takeoverLine(winner: string, withdrawn: string): Text {
  return t('leagueTakenOver', { winner: `<@${winner}>`, loser: `<@${withdrawn}>` });
}
