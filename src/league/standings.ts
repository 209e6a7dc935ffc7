// League standings (Community leagues): the table of a pool or a Swiss, and next season's
// divisions. Pure functions: no I/O, no clock; the same results give the same table.
//
// Scoring: win 2, draw 1, loss 0. A timeout is a loss for the player who ran out of time: the
// result's `winner` names the other player (`timeout` only says how the game ended).
//
// Tie-breaks, in order:
//   1. Sonneborn–Berger (SB), the standard definition in the table's own points units:
//        SB = Σ over games won of the opponent's final points + ½ · Σ over games drawn of the
//             opponent's final points  (losses add nothing).
//      Equivalently Σ opponent's points × result fraction (win 1, draw ½, loss 0). Each game
//      counts on its own, so in a double round robin an opponent beaten twice counts twice.
//      With 2-1-0 points SB is a multiple of ½, exact in floating point.
//   2. Head-to-head: the points each tied player scored in the games among the players tied on
//      points and SB (one mini-table over the whole tied group, not re-applied to sub-groups).
//   3. Still tied: the same rank number ("shared 2nd": ranks 1, 2, 2, 4), listed by id.

export interface GameResult {
  first: string;
  second: string;
  /** The winner's id, or null for a draw. */
  winner: string | null;
  /** The game ended on time: the loser is the player who timed out (winner names the other). */
  timeout?: boolean;
}

export interface StandingRow {
  id: string;
  /** 1-based; tied players share a number and the next rank skips (1, 2, 2, 4). */
  rank: number;
  points: number;
  wins: number;
  draws: number;
  losses: number;
  played: number;
  /** Sonneborn–Berger, in points units (see above). */
  sb: number;
}

export const POINTS = { win: 2, draw: 1, loss: 0 } as const;

/** The league table of `entrants` (every one listed, games or not) after `results`. */
export function standings(entrants: readonly string[], results: readonly GameResult[]): StandingRow[] {
  const rows = new Map<string, StandingRow>();
  for (const id of entrants) {
    if (rows.has(id)) throw new Error(`standings: entrant ${JSON.stringify(id)} appears twice`);
    rows.set(id, { id, rank: 0, points: 0, wins: 0, draws: 0, losses: 0, played: 0, sb: 0 });
  }
  results.forEach((r, k) => {
    const where = `standings: result ${k} (${r.first} v ${r.second})`;
    if (!rows.has(r.first) || !rows.has(r.second)) throw new Error(`${where}: a player is not an entrant`);
    if (r.first === r.second) throw new Error(`${where}: a player cannot play themselves`);
    if (r.winner !== null && r.winner !== r.first && r.winner !== r.second)
      throw new Error(`${where}: winner ${r.winner} did not play`);
    if (r.timeout && r.winner === null) throw new Error(`${where}: a timeout has a loser, so it cannot be a draw`);
  });

  // Points first: SB needs every opponent's final points.
  for (const r of results) {
    for (const me of [r.first, r.second]) {
      const row = rows.get(me)!;
      row.played++;
      if (r.winner === null) {
        row.draws++;
        row.points += POINTS.draw;
      } else if (r.winner === me) {
        row.wins++;
        row.points += POINTS.win;
      } else row.losses++;
    }
  }
  for (const r of results) {
    const pf = rows.get(r.first)!.points;
    const ps = rows.get(r.second)!.points;
    if (r.winner === null) {
      rows.get(r.first)!.sb += ps / 2;
      rows.get(r.second)!.sb += pf / 2;
    } else if (r.winner === r.first) rows.get(r.first)!.sb += ps;
    else rows.get(r.second)!.sb += pf;
  }

  // Sort by points and SB, then settle each group still tied with its head-to-head mini-table.
  const byId = (a: StandingRow, b: StandingRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const sorted = [...rows.values()].sort((a, b) => b.points - a.points || b.sb - a.sb || byId(a, b));
  const table: StandingRow[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && sorted[j]!.points === sorted[i]!.points && sorted[j]!.sb === sorted[i]!.sb) j++;
    const group = sorted.slice(i, j);
    const h2h = headToHead(
      group.map((r) => r.id),
      results,
    );
    group.sort((a, b) => h2h.get(b.id)! - h2h.get(a.id)! || byId(a, b));
    for (let k = 0; k < group.length; k++) {
      const prev = group[k - 1];
      const row = group[k]!;
      // Rank: the number of players strictly ahead, plus one.
      row.rank = prev && h2h.get(prev.id) === h2h.get(row.id) ? prev.rank : table.length + 1;
      table.push(row);
    }
    i = j;
  }
  return table;
}

/** Points each of `ids` scored in the games played among `ids` only. */
function headToHead(ids: readonly string[], results: readonly GameResult[]): Map<string, number> {
  const inGroup = new Set(ids);
  const pts = new Map(ids.map((id) => [id, 0]));
  if (ids.length < 2) return pts;
  for (const r of results) {
    if (!inGroup.has(r.first) || !inGroup.has(r.second)) continue;
    if (r.winner === null) {
      pts.set(r.first, pts.get(r.first)! + POINTS.draw);
      pts.set(r.second, pts.get(r.second)! + POINTS.draw);
    } else pts.set(r.winner, pts.get(r.winner)! + POINTS.win);
  }
  return pts;
}

/**
 * Next season's divisions from this season's final tables (`divisions[0]` is the top division,
 * each listed in final rank order). Between each pair of neighbouring divisions, the top `moves`
 * of the lower one go up and the bottom `moves` of the upper one go down; the top of division 0
 * and the bottom of the last division stay where they are.
 *
 * Each new division lists, in this order: those relegated from above (they were stronger), those
 * who stayed, those promoted from below, each part in its final rank order, so the list can seed
 * next season's pools directly (planPools takes a best-first list).
 *
 * Throws a RangeError when a division is too small for the moves (a middle division needs at
 * least 2·moves players, so nobody is both promoted and relegated; the top and bottom ones at
 * least `moves`), for a negative or fractional `moves`, or when a player appears twice.
 */
export function promotionRelegation(divisions: readonly (readonly string[])[], moves = 1): string[][] {
  if (!Number.isInteger(moves) || moves < 0)
    throw new RangeError(`promotionRelegation: moves must be a whole number ≥ 0, not ${moves}`);
  const seen = new Set<string>();
  for (const d of divisions) {
    for (const id of d) {
      if (seen.has(id)) throw new Error(`promotionRelegation: ${JSON.stringify(id)} is in two places`);
      seen.add(id);
    }
  }
  const last = divisions.length - 1;
  divisions.forEach((d, i) => {
    const need = (i > 0 ? moves : 0) + (i < last ? moves : 0);
    if (d.length < need) {
      throw new RangeError(
        `promotionRelegation: division ${i} has ${d.length} player(s), fewer than the ${need} moving out of it`,
      );
    }
  });
  return divisions.map((d, i) => {
    const up = i > 0 ? moves : 0; // this division's top players leave upwards
    const down = i < last ? moves : 0; // its bottom players leave downwards
    const fromAbove = i > 0 ? divisions[i - 1]!.slice(divisions[i - 1]!.length - moves) : [];
    const stay = d.slice(up, d.length - down);
    const fromBelow = i < last ? divisions[i + 1]!.slice(0, moves) : [];
    return [...fromAbove, ...stay, ...fromBelow];
  });
}
