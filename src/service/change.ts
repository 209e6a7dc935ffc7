// The versioned commit loop every change goes through. A change is computed from the stored state
// (a pure function of it), then written in one transaction with its action-log rows and its outbox
// rows, guarded by the game's version. A stale version means another command won the race:
// reload, recompute, retry. Games are addressed by id; a channel's open game is a thin look-up.
import type { GameState, Side, Text } from '#engine/types.ts';
import { advance, dueAt, newClock, PACE_BY_ID, type Clock } from './clock/time.ts';
import type { LogInput, OutboxInput } from '#store/repository.ts';
import { t } from './i18n.ts';
import { withStatus } from './notifications.ts';
import { clockOwers, seatsAfter } from './hold.ts';
import { aiTurnRows } from './ai-turn.ts';
import type { OutboxPayload } from './outbox/payloads.ts';
import {
  fail,
  MAX_RETRIES,
  moduleOf,
  type Game,
  type GameRef,
  type GameSetup,
  type Result,
  type ServiceDeps,
} from './types.ts';

/** The pending or active game of a channel. */
export async function gameOfChannel(deps: ServiceDeps, channelId: string): Promise<Result<Game>> {
  const game = await deps.repo.findOpenGameByChannel<GameSetup, GameState>(channelId);
  if (!game) return fail('NO_GAME', t('noGame'));
  return { ok: true, value: game };
}

/**
 * A game by id. With `channelId` (a button's), refused unless it is still the open game of that
 * channel: a button of an ended game, or of another channel's game, never acts on whatever game
 * the channel has now. `challenge`: only while the challenge is unanswered.
 */
export async function gameById(
  deps: ServiceDeps,
  gameId: string,
  channelId?: string,
  challenge = false,
): Promise<Result<Game>> {
  const game = await deps.repo.findGame<GameSetup, GameState>(gameId);
  if (!game) return fail('UNKNOWN_BUTTON', t('oldButton'));
  if (channelId !== undefined && game.channelId !== channelId) return fail('OTHER_GAME', t('otherGameButton'));
  if (challenge && game.status !== 'pending') return fail('CHALLENGE_ANSWERED', t('challengeAnswered'));
  if (game.status === 'finished' || game.status === 'aborted') return fail('GAME_ENDED', t('gameEnded'));
  return { ok: true, value: game };
}

export function findGameByRef(deps: ServiceDeps, ref: GameRef): Promise<Result<Game>> {
  return ref.gameId !== undefined
    ? gameById(deps, ref.gameId, ref.channelId, ref.challenge ?? false)
    : gameOfChannel(deps, ref.channelId);
}

export interface Change {
  state: GameState;
  status?: 'active' | 'finished' | 'aborted';
  winner?: string | null;
  actions: { side: Side; userId: string; action: string; rolled?: boolean; revealed?: boolean }[];
  outbox: OutboxInput<OutboxPayload>[];
  seatUpdates?: {
    side: string;
    accepted?: boolean;
    locale?: string;
    prefs?: Record<string, unknown>;
    privateOwed?: boolean;
  }[];
  announced?: number;
  setup?: GameSetup;
  message: Text;
  /** The clock as the change leaves it before time is accounted (a timeout claimed); default: the game's. */
  clock?: Clock | null;
}

/**
 * The clock after a change: a new game's clock starts when the game does (its pace is in the
 * setup); then whoever stopped owing a decision has handed over and whoever owes one now has their
 * clock running (src/service/clock/time.ts). Undefined: the game has no clock.
 */
export function clockAfter(game: Game, v: Change, now: Date): Clock | undefined {
  const pace = (v.setup ?? game.setup).pace;
  let clock = v.clock !== undefined ? v.clock : (game.clock as Clock | null);
  const status = v.status ?? game.status;
  if (!clock && pace && game.status === 'pending' && status === 'active')
    clock = newClock(
      { ...PACE_BY_ID.get(pace)!, ...((v.setup ?? game.setup).vacation === false ? { vacation: false } : {}) },
      moduleOf(game).sides,
    );
  if (!clock) return undefined;
  // A held hand-over (src/service/hold.ts) is its holder's on the clock until their Done.
  const before = game.status === 'active' ? clockOwers(game.seats, game.state) : [];
  const after = status === 'active' ? clockOwers(seatsAfter(game.seats, v.seatUpdates), v.state) : [];
  return advance(clock, before, after, now, status === 'finished' || status === 'aborted');
}

/**
 * The text log leaves the state at the commit. Every entry the change added becomes a GameLog row
 * (seq = its index in the whole game's log); the stored state keeps only the entries the channel
 * has not been shown yet (from the new `announced` on), which the next post lists, so the state
 * stays the same size all game. A game's stored log therefore starts at entry `game.announced`; a
 * game that starts (its state built anew) starts its log at 0.
 */
export function splitLog(game: Game, v: Change): { state: GameState; rows: LogInput[]; announced: number } {
  // A challenge's state is a placeholder until the game starts: nothing of it is logged.
  if (game.status === 'pending' && v.status !== 'active')
    return { state: v.state, rows: [], announced: game.announced };
  const starting = game.status === 'pending';
  const base = starting ? 0 : game.announced;
  const known = starting ? 0 : game.state.log.length;
  const rows = v.state.log.slice(known).map((entry, i) => ({ seq: base + known + i, entry }));
  const announced = v.announced ?? base;
  return { state: { ...v.state, log: v.state.log.slice(Math.max(0, announced - base)) }, rows, announced };
}

/** Compute a change of the referenced game and commit it, retrying on a stale version. */
export async function change(
  deps: ServiceDeps,
  ref: GameRef,
  compute: (game: Game) => Result<Change>,
): Promise<Result<{ game: Game; message: Text }>> {
  for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
    const found = await findGameByRef(deps, ref);
    if (!found.ok) return found;
    const game = found.value;
    const r = compute(game);
    if (!r.ok) return r;
    const v = r.value;
    const split = splitLog(game, v);
    const now = deps.now?.() ?? new Date();
    const clock = clockAfter(game, v, now);
    // The pinned status message follows every post (and an abort); both show the clocks.
    // The AI seat's turn, when the change leaves its side owing a decision: a job row of the same
    // commit (src/service/ai-seat.ts), for the version the commit makes.
    const aiTurn = aiTurnRows(
      {
        id: game.id,
        gameType: game.gameType,
        setup: v.setup ?? game.setup,
        seats: seatsAfter(game.seats, v.seatUpdates),
      },
      v.state,
      v.status ?? game.status,
      game.version + 1,
    );
    const outbox = [
      ...withStatus(moduleOf(game), game, v.outbox, v.status === 'aborted' ? 'aborted' : null, clock, now),
      ...aiTurn,
    ];
    const commit = await deps.repo.commitGameChange<GameState, string, OutboxPayload>({
      gameId: game.id,
      expectedVersion: game.version,
      state: split.state,
      log: split.rows,
      status: v.status,
      winner: v.winner,
      actions: v.actions,
      outbox,
      seatUpdates: v.seatUpdates,
      announced: v.announced,
      setup: v.setup,
      ...(clock
        ? { clock: { value: clock, dueAt: (v.status ?? game.status) === 'active' ? dueAt(clock) : null } }
        : {}),
    });
    if (commit.ok) {
      if (outbox.length) deps.onOutbox?.();
      const ended = v.status === 'finished' || v.status === 'aborted';
      if (ended && game.status === 'active') await deps.onGameEnd?.(game.id);
      const seats = v.seatUpdates
        ? game.seats.map((s) => {
            const u = v.seatUpdates!.find((x) => x.side === s.side);
            return u
              ? {
                  ...s,
                  ...(u.accepted !== undefined ? { accepted: u.accepted } : {}),
                  ...(u.locale ? { locale: u.locale } : {}),
                  ...(u.prefs ? { prefs: u.prefs } : {}),
                  ...(u.privateOwed !== undefined ? { privateOwed: u.privateOwed } : {}),
                }
              : s;
          })
        : game.seats;
      return {
        ok: true,
        value: {
          game: {
            ...game,
            seats,
            ...(clock ? { clock } : {}),
            state: split.state,
            announced: split.announced,
            version: commit.version,
            status: v.status ?? game.status,
          },
          message: v.message,
        },
      };
    }
    if (commit.reason === 'NOT_FOUND') return fail('NO_GAME', t('noGame'));
  }
  return fail('BUSY', t('busy'));
}
