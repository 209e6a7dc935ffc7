// The service's shared types: a stored game, its setup (dice and options), who acts, results and
// the errors a user is shown. The service is split by what it does: lobby.ts (new game, accept,
// decline, abort), play.ts (actions by game and actor), read.ts (per-side projections),
// preferences.ts (standing answers), notifications.ts (posts and DMs owed), change.ts (the
// versioned commit loop).
import type { DiceSeed } from '#engine/rng.ts';
import { deriveDiceKey } from '#engine/rng.ts';
import type { GameModule, GameState, LegalAction, Locale, Rejection, Side, Text } from '#engine/types.ts';
import { legalOverview } from '#engine/autocomplete.ts';
import { formatRejection } from '#engine/messages.ts';
import { didYouMean, nearestFirst } from '#engine/suggest.ts';
import { getGame } from '#games/index.ts';
import type { GameRecord, Repository } from '#store/repository.ts';
import { t, tr } from './i18n.ts';

/** Games stored before generator v2: a 32-bit sfc32 seed (replayed unchanged). */
export interface LegacySetup {
  seed: number;
  options: Record<string, unknown>;
  /** The play-by-post pace (src/service/clock/time.ts PACES), if the game has a clock. */
  pace?: string;
  /** false: vacations do not pause this game's clocks (a league's games). */
  vacation?: false;
  /** A league's game: started by the bot for a pairing; it cannot be declined. */
  league?: true;
  /** A league's game: when the league starts it if the second player has not pressed Start (ISO time). */
  startBy?: string;
  /** The side the bot's AI plays in this game, if any (src/service/ai-seat.ts). */
  ai?: AiSeatSetup;
}

/**
 * Generator v2 (docs/dice.md): `secret` (256 bits, hex) is drawn at /newgame and never shown
 * until the game is over; `commitment` = SHA-256(secret) is in the challenge post. The dice key
 * is deriveDiceKey(secret, words), fixed when the opponent accepts.
 */
export interface KeyedSetup {
  generator: 'v2';
  secret: string;
  commitment: string;
  words: { creator: string; accepter: string };
  /**
   * What each accepting interaction contributed (its Discord id: the operator does not choose it),
   * in the order of acceptance; part of the dice key. Absent in games stored before it counted.
   */
  presses?: string[];
  options: Record<string, unknown>;
  /** The play-by-post pace (src/service/clock/time.ts PACES), if the game has a clock. */
  pace?: string;
  /** false: vacations do not pause this game's clocks (a league's games). */
  vacation?: false;
  /** A league's game: started by the bot for a pairing; it cannot be declined. */
  league?: true;
  /** A league's game: when the league starts it if the second player has not pressed Start (ISO time). */
  startBy?: string;
  /** The side the bot's AI plays in this game, if any (src/service/ai-seat.ts). */
  ai?: AiSeatSetup;
}

export type GameSetup = LegacySetup | KeyedSetup;

/**
 * The AI's seat in a game (a practice game, or a league game it took over): the side it plays, its
 * level, and its own seed — drawn at random when the seat is made, never derived from the dice key
 * — which each decision combines with the game's version (src/service/ai-seat.ts). The seat's
 * userId is the bot's own (a mention of it reads as the bot); this setup says it is the AI's.
 */
export interface AiSeatSetup {
  side: string;
  level: 'ai' | 'ai-fast';
  seed: number;
}

/** The side the AI plays in `game`, or null (every seat a member's). */
export function aiSideOf(game: { setup: GameSetup }): string | null {
  return game.setup.ai?.side ?? null;
}

export function isKeyed(setup: GameSetup): setup is KeyedSetup {
  return (setup as KeyedSetup).generator === 'v2';
}

/** What the game's generator is built from. */
export function diceSeedOf(setup: GameSetup): DiceSeed {
  return isKeyed(setup) ? { v: 2, key: deriveDiceKey(setup.secret, setup.words, setup.presses) } : setup.seed;
}

/** The longest words a player may add to the dice (characters). */
export const MAX_WORDS = 100;

export function checkWords(words: string | null | undefined): Result<string> {
  const w = (words ?? '').trim();
  if (w.length > MAX_WORDS) return fail('WORDS_TOO_LONG', t('wordsTooLong', { max: MAX_WORDS, length: w.length }));
  return { ok: true, value: w };
}

/** Words as shown in a post: in a code span, so they cannot ping or format anything. */
export function quoteWords(w: string): string {
  return w ? `\`${w.replace(/`/g, "'")}\`` : '—';
}

export type Game = GameRecord<GameSetup, GameState>;

/** An expected failure, shown to the user privately. */
export interface UserError {
  code: string;
  text: Text;
  rejection?: Rejection;
  /** What is legal instead (labels in the user's language). */
  legal?: LegalAction[];
  /** The action as the player typed it: the legal list is shown nearest to it first, with a "did you mean". */
  typed?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: UserError };

export const fail = (code: string, text: Text, extra: Partial<UserError> = {}): { ok: false; error: UserError } => ({
  ok: false,
  error: { code, text, ...extra },
});

export interface ServiceDeps {
  repo: Repository;
  /** Called after every commit that wrote outbox rows, so delivery starts at once. */
  onOutbox?: () => void;
  /**
   * Tests only: a legacy (v1) seed for new games, so whole-game tests get fixed dice. Production
   * leaves it unset: every new game gets a fresh 256-bit secret and generator v2.
   */
  newSeed?: () => number;
  /** Tests only: the v2 dice secret (64 hex digits) of new games instead of a fresh one. */
  newDiceSecret?: () => string;
  /** Tests and console scripts (`!ai-seed`): the AI seat's seed of new games instead of a random one. */
  newAiSeed?: () => number;
  /**
   * The bot's own user id (Discord: the client's user; the console: `hexpost`): the AI seat's
   * userId, and the opponent a member picks to play against the AI.
   */
  botUserId?: string;
  /** The time (tests and the console's `!time` move it on); default: the system clock. */
  now?: () => Date;
  /** Threads for games (Discord); absent (the console): a game is played in the channel it was made in. */
  threads?: GameThreads;
  /**
   * Called (and awaited) after a commit that ended a game: its league and rating catch up at once
   * (the minute's sweep does it anyway, from the tables, if this is lost in a crash).
   */
  onGameEnd?: (gameId: string) => Promise<void>;
  /** Whether a user is still a member of a server (Discord); absent (the console): always. */
  members?: { isMember(guildId: string, userId: string): Promise<boolean> };
}

/** Opening and keeping a game's own thread (docs/play-by-post.md, "A thread per game"). */
export interface GameThreads {
  /**
   * Opens a thread for a new game: a public thread of a text channel, or a post (whose first
   * message is `starter`) in a forum channel, with `members` added. Null when `parentId` cannot
   * have one (its kind, or the bot lacks Create Public Threads / Send Messages there).
   */
  open(parentId: string, name: string, starter: string, members: string[]): Promise<string | null>;
  /** Unarchives the thread if Discord archived it (its game is still open). */
  keepOpen(threadId: string): Promise<void>;
}

export const MAX_RETRIES = 8;

export function moduleOf(game: Game): GameModule {
  const m = getGame(game.gameType);
  if (!m) throw new Error(`game type ${game.gameType} is not installed`);
  return m;
}

export function seatOf(game: Game, userId: string): Side | null {
  return game.seats.find((s) => s.userId === userId)?.side ?? null;
}

export function userOf(game: Game, side: Side): string | undefined {
  return game.seats.find((s) => s.side === side)?.userId;
}

/** Render the rejection plus what is legal, in the user's locale. */
export function describeError(err: UserError, locale: Locale, max = 12): string {
  // A refusal that cites a rule says where to read it.
  const cited = err.rejection?.rule ? ` ${tr(locale, 'ruleHint', { rule: err.rejection.rule })}` : '';
  const head = err.rejection ? formatRejection(err.rejection, locale) + cited : err.text[locale];
  if (!err.legal || err.legal.length === 0) return `❌ ${head}`;
  // A mistyped verb or id: the nearest legal ones are named first, and the list starts with them.
  const guesses = err.typed ? didYouMean(err.typed, err.legal) : [];
  const guess = guesses.length
    ? `\n${tr(locale, 'didYouMean', { list: guesses.map((g) => `\`${g}\``).join(tr(locale, 'listSeparator')) })}`
    : '';
  const legal = err.typed ? nearestFirst(err.typed, err.legal) : err.legal;
  const label = new Map(legal.map((l) => [l.action, l.label[locale]] as const));
  const entry = (a: string) => (label.has(a) ? `\`${a}\` (${label.get(a)})` : `\`${a}\``);
  let shown: string[];
  if (legal.length <= max) shown = legal.map((l) => entry(l.action));
  else {
    // Too many to list whole: the actions guessed come first whole, then every other legal action
    // by its first words ("move J1 …", "cancel") — none left out, a one-word way out included.
    const first = legal
      .filter((l) => guesses.some((g) => l.action === g || l.action.startsWith(`${g} `)))
      .slice(0, 3)
      .map((l) => l.action);
    const rest = legal.map((l) => l.action).filter((a) => !first.includes(a));
    shown = [...first, ...legalOverview(rest, Math.max(1, max - first.length))].map(entry);
  }
  return `❌ ${head}${guess}\n${tr(locale, 'legalNow', { list: shown.join(', ') })}`;
}

/**
 * Who acts: a seated member, the system (a clock running out, acting for `side`), or an
 * automated seat playing `side`.
 */
export type Actor =
  | { kind: 'user'; userId: string }
  | { kind: 'system'; reason: string; side: Side }
  | { kind: 'seat'; side: Side };

/** The side an actor plays in a game, or null (a spectator). */
export function sideOfActor(game: Game, actor: Actor): Side | null {
  if (actor.kind === 'user') return seatOf(game, actor.userId);
  return game.seats.some((s) => s.side === actor.side) || actor.kind === 'system' ? actor.side : null;
}

/** The user id written in the action log for an actor. */
export function actorId(game: Game, actor: Actor): string {
  if (actor.kind === 'user') return actor.userId;
  if (actor.kind === 'seat') return userOf(game, actor.side) ?? `seat:${actor.side}`;
  return `system:${actor.reason}`;
}

/** Which game: by id (a button, a clock), or the open game of a channel (a command). */
export type GameRef =
  | { gameId: string; channelId?: string; challenge?: boolean }
  | { channelId: string; gameId?: undefined };
