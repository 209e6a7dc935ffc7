// The AI seat's job rows (src/service/ai-seat.ts says what they are): which a commit owes. Apart from
// ai-seat.ts so that the commit loop (change.ts) does not import the play path that imports it.
import { waiting } from '#ai/ismcts.ts';
import { pendingSides } from '#engine/engine.ts';
import { getPackage } from '#games/index.ts';
import type { GameState } from '#engine/types.ts';
import type { OutboxInput } from '#store/repository.ts';
import { heldSide } from './hold.ts';
import type { OutboxPayload } from './outbox/payloads.ts';
import { aiSideOf, type Game, type GameSetup } from './types.ts';

/** The job row's payload: the AI's decision owed in `gameId` at `version`. */
export type AiTurnPayload = Extract<OutboxPayload, { type: 'ai-turn' }>;

/**
 * The side whose decision the AI owes now, or null: none when the game is not (still) in play, the
 * AI owes nothing, or a member's held hand-over keeps the decision from it (their Done commits again).
 */
export function aiOwes(
  game: { gameType: string; setup: GameSetup; seats: Game['seats'] },
  state: GameState,
  status: string,
): string | null {
  const side = aiSideOf(game);
  if (!side || status !== 'active' || state.result) return null;
  if (!pendingSides(state).includes(side)) return null;
  // Its choice made, it waits for the other side's (it could only take it back): nothing owed.
  const pkg = getPackage(game.gameType);
  if (pkg && waiting(pkg.rules, pkg.ai, state, side)) return null;
  const holder = heldSide(game.seats, state);
  return holder && holder !== side ? null : side;
}

/** The job row a commit owes when it leaves the AI's side owing a decision: for the version the commit makes. */
export function aiTurnRows(
  game: { id: string; gameType: string; setup: GameSetup; seats: Game['seats'] },
  state: GameState,
  status: string,
  version: number,
): OutboxInput<OutboxPayload>[] {
  if (!aiOwes(game, state, status)) return [];
  return [{ kind: 'job', target: `ai:${game.id}`, payload: { type: 'ai-turn', gameId: game.id, version } }];
}
