// A standings table or rating leaderboard as data: what the league and the commands build, in this
// thread, and hand to a render worker (src/images/standings.ts draws it). Nothing here loads the
// render kit.
import type { Locale, Text } from '#engine/types.ts';

export interface StandingsRow {
  /** A number, or a mark for a row without a rank (a leaderboard's players with too few games: "—"). */
  rank: number | string;
  name: string;
  /** One per entry of `columns`: numbers are printed as they are (a non-integer to one decimal). */
  cells: (string | number)[];
  /** The viewer's own row, say: tinted and bold. */
  highlight?: boolean;
}

export interface StandingsTable {
  title: string;
  subtitle?: string;
  /** Header labels of the cells (already localized); the rank and name columns have their own. */
  columns: string[];
  rows: StandingsRow[];
}

/** A table in both languages, as the league writes it into an outbox row; tableIn picks one. */
export interface TextTable {
  title: Text;
  subtitle?: Text;
  columns: Text[];
  rows: StandingsRow[];
}

/** A two-language table in one language. */
export function tableIn(t: TextTable, locale: Locale): StandingsTable {
  return {
    title: t.title[locale],
    ...(t.subtitle ? { subtitle: t.subtitle[locale] } : {}),
    columns: t.columns.map((c) => c[locale]),
    rows: t.rows,
  };
}

export interface TableOptions {
  locale?: Locale;
}

const LEADERBOARD_COLUMNS = {
  rating: { ja: 'レーティング', en: 'Rating' },
  rd: { ja: 'RD', en: 'RD' },
  games: { ja: '対局数', en: 'Games' },
} satisfies Record<string, Text>;

export interface LeaderboardEntry {
  name: string;
  /** A Glicko-2 rating, its deviation, and the rated games played (src/league/rating.ts's Rating has them). */
  rating: number;
  rd: number;
  games: number;
  /** Default: the entry's position (entries come in display order; ties are the caller's call); a string: no rank ("—"). */
  rank?: number | string;
  highlight?: boolean;
}

export interface Leaderboard {
  title: string;
  subtitle?: string;
  entries: LeaderboardEntry[];
}

/** A leaderboard as a standings table: ratings and RDs rounded to whole points (as players quote them). */
export function leaderboardTable(board: Leaderboard, opts: TableOptions = {}): StandingsTable {
  const locale = opts.locale ?? 'ja';
  return {
    title: board.title,
    ...(board.subtitle === undefined ? {} : { subtitle: board.subtitle }),
    columns: [LEADERBOARD_COLUMNS.rating[locale], LEADERBOARD_COLUMNS.rd[locale], LEADERBOARD_COLUMNS.games[locale]],
    rows: board.entries.map((e, i) => ({
      rank: e.rank ?? i + 1,
      name: e.name,
      cells: [Math.round(e.rating), Math.round(e.rd), e.games],
      ...(e.highlight ? { highlight: true } : {}),
    })),
  };
}
