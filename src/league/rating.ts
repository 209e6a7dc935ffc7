// Community leagues: Glicko-2 ratings, one table per game title (the caller keeps them apart).
// The arithmetic is the npm package glicko2 (Glickman's algorithm with the 2022 "new procedure"
// for the volatility); this file only maps plain data in and out, so that ratings can be stored
// as JSON and rebuilt from the stored results at any time.
//
// Scale: the Glicko one (a newcomer is 1500, RD 350, volatility 0.06, Glickman's suggested
// starting values). tau = 0.5: Glickman suggests 0.3–1.2 and 0.5 is the usual choice (and the
// one of his worked example); a lower tau would make an upset move volatility less, a higher one
// more, and with the few games a play-by-post league plays, a middling value is the safe one.
import glicko2 from 'glicko2';

export type Score = 1 | 0.5 | 0;

export type Rating = {
  rating: number;
  /** Rating deviation: how unsure the rating is (350 for a newcomer, shrinks with every game). */
  rd: number;
  /** Volatility: how erratic the player's results are. */
  vol: number;
  /** Rated games played. */
  games: number;
};

/** One finished game: `score` is a's (1 a won, 0.5 draw, 0 b won). */
export type GameResult = { a: string; b: string; score: Score };

/** A stored result; results sharing a `period` label are rated as one period. */
export type StoredResult = GameResult & { period?: string };

export interface RateOptions {
  /** Glicko-2's system constant (default TAU). */
  tau?: number;
  /**
   * Players of `ratings` without a game in the period get Glicko's RD growth for an idle period
   * (default false). Off by default because rebuildRatings makes every game a period of its own:
   * there, ageing everybody at each game would tie one player's RD to how much the others play.
   * Turn it on when periods are calendar periods (a week, a season's round).
   */
  ageIdle?: boolean;
}

export const TAU = 0.5;

/** Glickman's starting values for an unrated player. */
const START = { rating: 1500, rd: 350, vol: 0.06 } as const;

/** A newcomer's rating. */
export function initialRating(): Rating {
  return { rating: START.rating, rd: START.rd, vol: START.vol, games: 0 };
}

/** Stored data is read back from the database: check what the types cannot. */
function checkGame(g: GameResult): void {
  if (g.a === g.b) throw new Error(`rating: ${g.a} cannot play themselves`);
  if (g.score !== 1 && g.score !== 0.5 && g.score !== 0)
    throw new Error(`rating: bad score ${String(g.score)} for ${g.a} v ${g.b}`);
}

/**
 * One rating period: every game of `games` counts as played at once (each player is rated against
 * the opponents' ratings from before the period, so the order of the games does not matter).
 * Returns every player of `ratings` and every newcomer of `games` (starting at initialRating());
 * players who did not play keep their rating unchanged unless `opts.ageIdle`. `ratings` is not
 * modified.
 */
export function rateGames(
  ratings: Readonly<Record<string, Rating>>,
  games: readonly GameResult[],
  opts: RateOptions = {},
): Record<string, Rating> {
  games.forEach(checkGame);
  // Own properties only: a display name or id such as "constructor" must not find Object.prototype's.
  const known = (id: string): Rating | undefined => (Object.hasOwn(ratings, id) ? ratings[id] : undefined);

  const ranking = new glicko2.Glicko2({ tau: opts.tau ?? TAU, rating: START.rating, rd: START.rd, vol: START.vol });
  // Our own id → player map: the library's own ids index a plain array (ids like "length" would break it).
  const players = new Map<string, glicko2.Player>();
  const played = new Map<string, number>();
  const playerOf = (id: string): glicko2.Player => {
    let p = players.get(id);
    if (!p) {
      const r = known(id) ?? initialRating();
      p = ranking.makePlayer();
      // Through the setters: makePlayer treats a falsy argument as "use the default".
      p.setRating(r.rating);
      p.setRd(r.rd);
      p.setVol(r.vol);
      players.set(id, p);
    }
    return p;
  };

  const matches = games.map((g): [glicko2.Player, glicko2.Player, number] => {
    played.set(g.a, (played.get(g.a) ?? 0) + 1);
    played.set(g.b, (played.get(g.b) ?? 0) + 1);
    return [playerOf(g.a), playerOf(g.b), g.score];
  });
  // The library updates every player it holds: idle ones only if they are to age.
  if (opts.ageIdle) for (const id of Object.keys(ratings)) playerOf(id);
  ranking.updateRatings(matches);

  const out = new Map<string, Rating>();
  for (const id of Object.keys(ratings)) out.set(id, { ...ratings[id]! });
  for (const [id, p] of players) {
    const before = known(id) ?? initialRating();
    out.set(id, {
      rating: p.getRating(),
      // Never less certain than a newcomer (Glickman: RD is capped at its starting value).
      rd: Math.min(p.getRd(), START.rd),
      vol: p.getVol(),
      games: before.games + (played.get(id) ?? 0),
    });
  }
  // fromEntries defines own properties, so even an id "__proto__" is an ordinary key.
  return Object.fromEntries(out);
}

/**
 * Replay stored results, in their stored order, from nobody rated. A result without `period` is a
 * period of its own; results sharing a `period` label form one period, rated where the label
 * first appears. Deterministic: the same results give the same numbers, bit for bit.
 */
export function rebuildRatings(
  resultsInOrder: readonly StoredResult[],
  opts: RateOptions = {},
): Record<string, Rating> {
  const periods: GameResult[][] = [];
  const byLabel = new Map<string, GameResult[]>();
  for (const { a, b, score, period } of resultsInOrder) {
    const game = { a, b, score };
    if (period === undefined) {
      periods.push([game]);
      continue;
    }
    let group = byLabel.get(period);
    if (!group) {
      group = [];
      byLabel.set(period, group);
      periods.push(group);
    }
    group.push(game);
  }
  let ratings: Record<string, Rating> = {};
  for (const games of periods) ratings = rateGames(ratings, games, opts);
  return ratings;
}

/**
 * Rated games a player needs before the leaderboard ranks them (docs/leagues.md, "Leaderboard"):
 * after one win a newcomer's rating is about 1660 with an RD near 290 — a number that says little,
 * and would top a table of players with twenty games. Below this many games a player is listed
 * under the ranked ones, unranked.
 */
export const MIN_RANKED_GAMES = 3;

/**
 * A leaderboard's order: the players with at least MIN_RANKED_GAMES rated games, by rating (ranks
 * 1, 2, 3…; equal whole ratings share a rank), then the others, by rating, without a rank.
 * `rows` may come in any order; ties in rating keep the given order.
 */
export function leaderboardOrder<T extends { rating: number; games: number }>(
  rows: readonly T[],
): { ranked: (T & { rank: number })[]; unranked: T[] } {
  const byRating = [...rows].sort((a, b) => b.rating - a.rating);
  const ranked: (T & { rank: number })[] = [];
  for (const r of byRating.filter((x) => x.games >= MIN_RANKED_GAMES)) {
    const prev = ranked.at(-1);
    const rank = prev && Math.round(prev.rating) === Math.round(r.rating) ? prev.rank : ranked.length + 1;
    ranked.push({ ...r, rank });
  }
  return { ranked, unranked: byRating.filter((x) => x.games < MIN_RANKED_GAMES) };
}
