// Reading a game: every answer is a projection for one reader (a seated side, or the public):
// the view, the summary, the visible log, the reader's choices. The raw state never leaves here.
import { clockOwers, heldSide } from './hold.ts';
import { actChoices } from '#engine/autocomplete.ts';
import { legalActions, pendingSides, replay, visibleLog } from '#engine/engine.ts';
import type { GameModule, GameState, LegalAction, LogEntry, Side, Text } from '#engine/types.ts';
import { gameOfChannel } from './change.ts';
import type { Clock } from './clock/time.ts';
import { clockLines } from './clock/text.ts';
import { t } from './i18n.ts';
import {
  diceSeedOf,
  fail,
  moduleOf,
  seatOf,
  type Game,
  type GameSetup,
  type Result,
  type ServiceDeps,
} from './types.ts';

/** A game as one reader may see it. */
export interface GameLook {
  gameId: string;
  gameType: string;
  version: number;
  status: Game['status'];
  /** The game's name, and every seat with its side's name. */
  name: Text;
  seats: { side: Side; sideName: Text; userId: string; accepted: boolean }[];
  /** The reader's side, if seated. */
  side: Side | null;
  /** The reader's view (their side's, or the public's). */
  view: unknown;
  /** The public view (what the channel sees). */
  publicView: unknown;
  summary: Text;
  /** Sides that owe a decision now, with their names. */
  waiting: { side: Side; name: Text }[];
  /** The reader's legal actions now (empty for spectators and when nothing is owed). */
  choices: LegalAction[];
  /** The reader's hand, in games with cards. */
  hand: { cards: string[]; lines: Text[] } | null;
  /** The clocks (games with a clock, while active): one line with Discord timestamps. */
  clocks: Text | null;
}

/**
 * Whether `side` may be offered its choices now: the game runs, and no hand-over held for another
 * player's Done (src/service/hold.ts) stands in the way.
 */
export function choosesNow(game: Game, side: Side): boolean {
  return game.status === 'active' && (heldSide(game.seats, game.state) ?? side) === side;
}

export function project(m: GameModule, game: Game, side: Side | null, now: Date = new Date()): GameLook {
  const state = game.state;
  const view = m.view(state, side);
  return {
    gameId: game.id,
    gameType: game.gameType,
    version: game.version,
    status: game.status,
    name: m.name,
    seats: game.seats.map((s) => ({
      side: s.side,
      sideName: m.sideName(s.side),
      userId: s.userId,
      accepted: s.accepted,
    })),
    side,
    view,
    publicView: side === null ? view : m.view(state, null),
    summary: m.summary(state),
    // A hand-over held for its player's Done (src/service/hold.ts) still waits for them; the other
    // side is offered nothing to do until it goes out.
    waiting: (game.status === 'active' ? clockOwers(game.seats, state) : pendingSides(state)).map((s) => ({
      side: s,
      name: m.sideName(s),
    })),
    choices: side && choosesNow(game, side) ? legalActions(m, state, side) : [],
    hand: side && m.hand ? m.hand(view, side) : null,
    clocks: game.clock && game.status === 'active' ? clockLines(m, game.clock as Clock, now) : null,
  };
}

/**
 * The channel's game to read: the open one, else the latest that ended — a finished game's record
 * (its final map, /status, /log, /export) stays readable in its channel until another game starts.
 */
export async function gameToRead(deps: ServiceDeps, channelId: string): Promise<Result<Game>> {
  const open = await gameOfChannel(deps, channelId);
  if (open.ok) return open;
  const last = await deps.repo.findLatestGameByChannel<GameSetup, GameState>(channelId);
  return last ? { ok: true, value: last } : open;
}

/**
 * The channel's game as the asking user may see it. A game that has not started answers nothing
 * but who it waits for: its state is a placeholder until the last seat accepts (docs/dice.md).
 */
export async function look(deps: ServiceDeps, channelId: string, userId: string): Promise<Result<GameLook>> {
  const found = await gameToRead(deps, channelId);
  if (!found.ok) return found;
  const game = found.value;
  if (game.status === 'pending')
    return fail(
      'NOT_STARTED',
      t('notStarted', {
        waiting: game.seats
          .filter((s) => !s.accepted)
          .map((s) => `<@${s.userId}>`)
          .join(' '),
      }),
    );
  return { ok: true, value: project(moduleOf(game), game, seatOf(game, userId), deps.now?.() ?? new Date()) };
}

/** The channel's game as one of its players sees it (refused for spectators). */
export async function lookAsPlayer(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
): Promise<Result<GameLook & { side: Side }>> {
  const r = await look(deps, channelId, userId);
  if (!r.ok) return r;
  const side = r.value.side;
  if (!side) return fail('NOT_SEATED', t('notSeated'));
  return { ok: true, value: { ...r.value, side } };
}

/**
 * Autocomplete of /act, for the asking player (nothing for spectators): src/engine/autocomplete.ts
 * (whole actions when they fit in Discord's 25 choices, else the next step of the tree of the
 * game's declared choices; every entry applies or leads to a further step).
 */
export async function choicesFor(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  typed: string,
): Promise<{ value: string; label: Text }[]> {
  const found = await deps.repo.findOpenGameByChannel<GameSetup, GameState>(channelId);
  if (found?.status !== 'active') return [];
  const side = seatOf(found, userId);
  if (!side) return [];
  return actChoices(moduleOf(found), found.state, side, typed);
}

/** The legal actions of the asking user now, labelled (empty for spectators). */
export async function legalFor(deps: ServiceDeps, channelId: string, userId: string): Promise<LegalAction[]> {
  const found = await deps.repo.findOpenGameByChannel<GameSetup, GameState>(channelId);
  if (found?.status !== 'active') return [];
  const side = seatOf(found, userId);
  if (!side) return [];
  return legalActions(moduleOf(found), found.state, side);
}

/**
 * What autocomplete of a shortcut reads: the asking player's active game, its module and side
 * (null for spectators and when no game is active). Only ever used to list that player's own
 * choices through src/engine/shortcuts.ts, never shown as state.
 */
export async function playerPosition(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
): Promise<{ module: GameModule; state: GameState; side: Side } | null> {
  const found = await deps.repo.findOpenGameByChannel<GameSetup, GameState>(channelId);
  if (found?.status !== 'active') return null;
  const side = seatOf(found, userId);
  return side ? { module: moduleOf(found), state: found.state, side } : null;
}

/** Check a stored game against its setup replayed through its action log. */
export async function verifyReplay(
  deps: ServiceDeps,
  gameId: string,
): Promise<{ equal: boolean; replayed: GameState | null; stored: GameState | null }> {
  const game = await deps.repo.findGame<GameSetup, GameState>(gameId);
  if (!game) return { equal: false, replayed: null, stored: null };
  const m = moduleOf(game);
  const actions = await deps.repo.loadActions(gameId);
  const r = replay(
    m,
    diceSeedOf(game.setup),
    game.setup.options,
    actions.map((a) => ({ side: a.side, action: a.action })),
  );
  if (!r.ok) return { equal: false, replayed: null, stored: game.state };
  // The stored state keeps the log's entries from `announced` on; the rows hold all of them.
  const log = game.status === 'pending' ? r.state.log : await deps.repo.loadLog<LogEntry>(gameId);
  const start = game.status === 'pending' ? 0 : game.announced;
  const comparable = { ...r.state, log: r.state.log.slice(start) };
  const equal =
    canonicalJson(comparable) === canonicalJson(game.state) && canonicalJson(log) === canonicalJson(r.state.log);
  return { equal, replayed: comparable, stored: game.state };
}

/**
 * JSON with object keys sorted: the stored state comes back from a JSONB column, which does not
 * keep key order, so a plain JSON.stringify comparison would call equal states different.
 */
function canonicalJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : x,
  );
}

/** How many log entries a page of /log holds (the reply keeps within Discord's 2,000 characters). */
export const LOG_PAGE = 15;

/**
 * A page of the channel's game log as the asking user may read it (the public entries, and their
 * own if they play), from the GameLog rows: page 1 is the newest, oldest first within the page.
 */
export async function logPage(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  page: number,
): Promise<Result<{ lines: Text[]; page: number; pages: number }>> {
  const found = await gameToRead(deps, channelId);
  if (!found.ok) return found;
  const game = found.value;
  const side = seatOf(game, userId);
  const total = game.status === 'pending' ? 0 : await deps.repo.countLog(game.id, side);
  const pages = Math.max(1, Math.ceil(total / LOG_PAGE));
  const p = Math.min(Math.max(1, Math.floor(page)), pages);
  const entries = total === 0 ? [] : await deps.repo.readLog<LogEntry>(game.id, side, (p - 1) * LOG_PAGE, LOG_PAGE);
  return { ok: true, value: { lines: visibleLog(entries.reverse(), side).map((e) => e.text), page: p, pages } };
}

/** The whole record as the asking user may read it, oldest first (/log file:True). */
export async function logAll(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
): Promise<Result<{ lines: Text[]; name: Text }>> {
  const found = await gameToRead(deps, channelId);
  if (!found.ok) return found;
  const game = found.value;
  const side = seatOf(game, userId);
  const total = game.status === 'pending' ? 0 : await deps.repo.countLog(game.id, side);
  const entries = total === 0 ? [] : await deps.repo.readLog<LogEntry>(game.id, side, 0, total);
  return {
    ok: true,
    value: { lines: visibleLog(entries.reverse(), side).map((e) => e.text), name: moduleOf(game).name },
  };
}
