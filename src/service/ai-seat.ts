// The AI seat: a side of a game played by the bot's own search (src/ai/ismcts.ts), in practice
// games (/practice, /newgame opponent: the bot) and in league games it took over.
//
// - The seat. `Game.setup.ai` = { side, level, seed } (src/service/types.ts AiSeatSetup); the seat's
//   userId is the bot's own, so a post's mention of it reads as the bot. The seed is drawn at random
//   when the seat is made — never derived from the dice key — and each decision searches with
//   that seed mixed with the game's version, so a decision is reproducible and a recomputation
//   after a crash makes the same choice.
// - The job. Whenever a commit leaves the AI's side owing a decision (the game's start, the
//   member's hand-over, the AI's own action that leaves it on the move, a Done that releases a
//   held hand-over), the same commit writes an outbox row of kind 'job' (`aiTurnRows` of
//   src/service/ai-turn.ts, added by the commit loop, src/service/change.ts): a crash loses nothing. The outbox worker claims it like
//   any row (leased, retried, one at a time per game: its target is the game) and runs
//   `runAiTurn`: it does nothing unless the game is still at the version the row was written for
//   (a stale row after the member moved, or after the AI's own move), else it projects the state
//   for the AI's side on this thread (the search never sees the real state), searches in the render
//   pool (`aiDecide`) and plays the action through play() — the path a member's action takes, so
//   posts, logs, clocks, the map at hand-overs and DMs follow as for a member — guarded by that
//   version: two processes, or a recomputation after a crash, never make two moves for one
//   decision.
import { randomInt } from 'node:crypto';
import { AI_LEVELS, budgetOf, think, type AiLevel, type Thought } from '#ai/ismcts.ts';
import { project } from '#ai/project.ts';
import { RESIGN } from '#engine/engine.ts';
import type { GameState, Side } from '#engine/types.ts';
import { getPackage } from '#games/index.ts';
import { runInPool } from '#images/pool.ts';
import { UNKNOWN_IN_WORKER } from '#images/task.ts';
import { logger } from '#src/log.ts';
import { aiOwes, type AiTurnPayload } from './ai-turn.ts';
import { play } from './play.ts';
import type { AiSeatSetup, GameSetup, ServiceDeps } from './types.ts';

const log = logger.child({ module: 'ai-seat' });

/** The bot's user id where the front gives none (the console). */
export const CONSOLE_BOT_ID = 'hexpost';

/** The AI seat's userId in `deps`' front. */
export function botIdOf(deps: ServiceDeps): string {
  return deps.botUserId ?? CONSOLE_BOT_ID;
}

export function isAiLevel(v: string): v is AiLevel {
  return (AI_LEVELS as readonly string[]).includes(v);
}

/** A new AI seat's setup: its side, level and a seed of its own (random unless the deps fix it). */
export function newAiSeat(deps: ServiceDeps, side: Side, level: AiLevel): AiSeatSetup {
  return { side, level, seed: (deps.newAiSeed?.() ?? randomInt(0, 2 ** 32)) >>> 0 };
}

/** The seed of the decision at `version`: the seat's seed mixed with it (a 32-bit hash). */
export function decisionSeed(seat: AiSeatSetup, version: number): number {
  let h = (seat.seed ^ Math.imul(version + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The AI's action for `side` in `state`: the side's projection is made here (what it may know;
 * the real state never leaves this thread), the search runs in the render pool (or here without
 * one: RENDER_THREADS=0, or a game registered in this thread only).
 */
export async function aiDecide(
  gameId: string,
  state: GameState,
  side: Side,
  seed: number,
  level: AiLevel,
): Promise<Thought> {
  const pkg = getPackage(gameId);
  if (!pkg) throw new Error(`ai: game ${gameId} is not installed`);
  const projection = project(pkg.ai, state, side);
  try {
    const answer = await runInPool({ kind: 'ai', gameId, side, projection, seed, level });
    if (answer?.ai) return answer.ai;
  } catch (err) {
    if (!(err instanceof Error && err.message.includes(UNKNOWN_IN_WORKER))) throw err;
  }
  return think(pkg.rules, pkg.ai, projection, side, seed, budgetOf(pkg.ai, level));
}

/** What a job did: moved, resigned (going round in circles), or nothing (the game moved on, or the AI owes nothing). */
export type AiTurnOutcome = 'moved' | 'resigned' | 'stale';

/**
 * Actions the computer may make in a row, no other side acting between them, before it resigns.
 * No decision of any registered game takes a side anywhere near this many actions in a row; a
 * search that found a circle (a choice opened and dropped for ever: two were found, and closed by
 * their games' never-verbs, docs/ai.md) would otherwise commit without end, unwatched.
 */
export const AI_CIRCLE_LIMIT = 1000;

/** Runs one AI job (see the file's head). Throws only when the move could not be tried (retried). */
export async function runAiTurn(
  deps: ServiceDeps,
  payload: AiTurnPayload,
  circleLimit = AI_CIRCLE_LIMIT,
): Promise<AiTurnOutcome> {
  const game = await deps.repo.findGame<GameSetup, GameState>(payload.gameId);
  const seat = game?.setup.ai;
  if (!game || !seat || game.version !== payload.version) return 'stale';
  if (aiOwes(game, game.state, game.status) !== seat.side) return 'stale';
  const circling = (await deps.repo.actionsInARow(game.id, seat.side)) >= circleLimit;
  if (circling) log.warn('ai resigns: its own actions only, too many in a row', { gameId: game.id, side: seat.side });
  const thought = circling
    ? null
    : await aiDecide(game.gameType, game.state, seat.side, decisionSeed(seat, payload.version), seat.level);
  const action = thought?.action ?? RESIGN;
  const r = await play(deps, { gameId: game.id }, { kind: 'seat', side: seat.side }, action, {
    expectedVersion: payload.version,
  });
  if (!r.ok) {
    // Another process (or this one, before a crash) made this decision already: nothing to do.
    if (r.error.code === 'STALE_BUTTON' || r.error.code === 'NOT_ACTIVE' || r.error.code === 'GAME_ENDED')
      return 'stale';
    throw new Error(`ai: ${game.gameType} refused the AI's ${action}: ${r.error.code}`);
  }
  if (!thought) return 'resigned';
  log.info('ai moved', {
    gameId: game.id,
    side: seat.side,
    iterations: thought.iterations,
    ms: Math.round(thought.ms),
  });
  return 'moved';
}
