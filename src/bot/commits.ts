// Whether a command has committed anything yet. The router runs every command and button with a
// repository that notes each write that took effect; if the command then fails (a read for the
// reply's buttons, a follow-up query, a callback after the commit), the reply says that what the
// user did was recorded — never "nothing was changed", which would send them to repeat an action
// already applied ("not your turn", or the same action twice where it is legal again).
//
// Every repository method is classified below as a write or not; a test checks that every method
// the repository has is in one of the two lists, so a new query must be classified to pass.
//
// The same repository keeps an action to three round trips (test/service/act-round-trips.test.ts,
// counted at the database): the delivery warning is read with the channel's game, and the
// presser's DM language is committed with the game change (see trackCommits); each of those
// repository calls is one statement (src/store/repo/games.ts).
import type { AppDeps } from '#commands/_command.ts';
import type { Locale } from '#engine/types.ts';
import { logger } from '#src/log.ts';
import {
  OPEN_STATUSES,
  type CommitGameChangeInput,
  type GameRecord,
  type Repository,
  type SettledPost,
} from '#store/repository.ts';
import { isDatabaseUnavailable } from '#store/errors.ts';
import { channelProblemOf } from '#service/outbox/index.ts';

const log = logger.child({ module: 'router' });

/** Methods that change what is stored (a command's effect once they resolve). */
export const WRITES = [
  'createGame',
  'commitGameChange',
  'commitClock',
  'queueOutbox',
  'commitUndo',
  'setGuildLocale',
  'setGuildForum',
  'setSeatLocale',
  'setVacation',
  'acceptSeat',
  'createLeague',
  'addEntry',
  'removeEntry',
  'commitSeason',
  'claimPairing',
  'createNextSeason',
  'replaceSeat',
  'commitRating',
  'pauseLeague',
  'resumeLeague',
  'replaceRatings',
  'createBoardLink',
  'renewBoardLink',
  'revokeBoardLinks',
  'setGuildBoardPublic',
] as const;

/**
 * Methods that read, or write only bookkeeping that is no effect of the user's command (the name
 * kept for the leaderboard, a seat's DM language, the status message's id, the outbox's own
 * delivery records, the bot's export signing key made on first use).
 */
export const NOT_WRITES = [
  'lastSettledChannelPost',
  'findOpenGameByChannel',
  'findOpenGameWithDelivery',
  'findGame',
  'findLatestGameByChannel',
  'findDueClocks',
  'findGamesOfUser',
  'loadActions',
  'actionsInARow',
  'countLog',
  'readLog',
  'loadLog',
  'claimOutbox',
  'markDelivered',
  'markRetry',
  'markFailed',
  'markSuperseded',
  'releaseClaim',
  'failAndNotify',
  'pruneOutbox',
  'countPendingOutbox',
  'getGuildLocale',
  'getGuildForum',
  'setStatusMessage',
  'openGameThreads',
  'hasOpenGameIn',
  'followSeatLocale',
  'getVacation',
  'signupsDue',
  'findSeasonByLeagueName',
  'findSeason',
  'runningSeasons',
  'leagueNames',
  'pairingGames',
  'seasonOfGame',
  'getRatings',
  'gamesToRate',
  'decisionCounts',
  'leaguesWithLostChannel',
  'findLeague',
  'ratedResults',
  'setRatingName',
  'entryNames',
  'ensureSigningKey',
  'findBoardLink',
  'findLiveBoardLink',
  'getGuildBoardPublic',
  'findGameVersion',
  'countActions',
] as const;

const WRITE_SET: ReadonlySet<string> = new Set(WRITES);

/**
 * Whether a write's result says it took effect: the repository answers a refused write with
 * false, `{ ok: false }`, 0 rows, or a reason ('closed', 'twice', …) instead of 'ok'.
 */
function tookEffect(v: unknown): boolean {
  if (v === false || v === 0) return false;
  if (typeof v === 'string') return v === 'ok';
  if (v && typeof v === 'object' && (v as { ok?: unknown }).ok === false) return false;
  return true;
}

/** Who the interaction is from: their seats' DM language follows it (followSeatLocale). */
export interface Presser {
  userId: string;
  locale: Locale;
  channelId: string;
}

export interface CommitTracker {
  deps: AppDeps;
  /** Whether a write took effect since the tracker was made. */
  committed(): boolean;
  /**
   * After the command: the presser's seats take their locale, unless a commit already carried it
   * (best effort: never fails the command).
   */
  followLocale(): Promise<void>;
  /**
   * The warning for the reply when the channel's game posts fail for good (null: none), from the
   * read the command made of the channel's game, or one read of its own when the command made none.
   */
  deliveryWarning(): Promise<string | null>;
}

type Found = { game: GameRecord; settled: SettledPost | null } | null;

/**
 * `deps` whose repository notes each write that took effect (nothing else changes), and, given
 * the presser, folds into the command's own round trips what the router used to do apart: the
 * channel's game is read with its newest settled post (the delivery warning), and a game change
 * commits the presser's seat locale in its own statement. Reads show the presser's seats in open
 * games with that locale already, as if it had been written first.
 */
export function trackCommits(deps: AppDeps, presser?: Presser): CommitTracker {
  let committed = false;
  let followed = false;
  // The channel's open game as the command read it (undefined: not read).
  let channelGame: Found | undefined;
  const asFollowed = <G extends GameRecord | null>(game: G): G => {
    if (!presser || !game || !OPEN_STATUSES.includes(game.status)) return game;
    return {
      ...game,
      seats: game.seats.map((s) => (s.userId === presser.userId ? { ...s, locale: presser.locale } : s)),
    };
  };
  const repo = new Proxy(deps.repo, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver) as unknown;
      if (typeof prop !== 'string' || typeof v !== 'function') return v;
      if (presser && prop === 'findOpenGameByChannel') {
        return async (channelId: string) => {
          if (channelId !== presser.channelId) return asFollowed(await target.findOpenGameByChannel(channelId));
          channelGame = await target.findOpenGameWithDelivery(channelId);
          return asFollowed(channelGame?.game ?? null);
        };
      }
      if (presser && prop === 'findGame') return async (id: string) => asFollowed(await target.findGame(id));
      if (presser && prop === 'commitGameChange') {
        return async (input: CommitGameChangeInput) => {
          const r = await target.commitGameChange(
            followed ? input : { ...input, followLocale: { userId: presser.userId, locale: presser.locale } },
          );
          if (r.ok) {
            committed = true;
            followed = true;
            // A game the command ended warns no more (the channel has no open game after it).
            if (channelGame?.game.id === input.gameId && input.status && !OPEN_STATUSES.includes(input.status))
              channelGame = null;
          }
          return r;
        };
      }
      if (!WRITE_SET.has(prop)) return v;
      return (...args: unknown[]) => {
        const out = (v as (...a: unknown[]) => unknown).apply(target, args);
        return Promise.resolve(out).then((r) => {
          if (tookEffect(r)) committed = true;
          return r;
        });
      };
    },
  }) as Repository;
  // The same deps otherwise: every other field (callbacks, the clock) read from and written to them.
  const tracked = new Proxy(deps, {
    get: (target, prop, receiver) => (prop === 'repo' ? repo : Reflect.get(target, prop, receiver)),
  });
  return {
    deps: tracked,
    committed: () => committed,
    async followLocale() {
      if (!presser || followed) return;
      await deps.repo.followSeatLocale(presser.userId, presser.locale).catch((err) => {
        if (!isDatabaseUnavailable(err)) log.warn('seat locale not updated', { err });
      });
    },
    async deliveryWarning() {
      if (!presser?.channelId) return null;
      try {
        const found =
          channelGame !== undefined ? channelGame : await deps.repo.findOpenGameWithDelivery(presser.channelId);
        return found ? channelProblemOf(found.settled, presser.locale) : null;
      } catch {
        return null;
      }
    },
  };
}
