// League pairings (Community leagues): pure functions, no I/O, no clock, no randomness — the
// same input gives the same pairings on every machine, so a round can be re-derived and audited.
//
//   planPools(ids)            split a rating-sorted list into round-robin pools of 3–5 (snake seeding)
//   roundRobinSchedule(pool)  double round robin: every pair meets once with each player on "first"
//   pairSwiss({ players })    one Swiss round: no repeats, sides kept within one, bye to the lowest
//   maxWeightMatching(...)    the exact matcher pairSwiss is built on (exported for its tests)
//
// Our games are asymmetric (the two sides differ), so "first"/"second" play the role colours play
// in chess: a pairing names who plays which side, and the schedule keeps everyone balanced.

// ---------------------------------------------------------------------------------------------
// Round robin pools

/**
 * Splits `entrants` (sorted best first, e.g. by rating) into pools of 3–5 players, nobody left over.
 *
 * Rule: k = round(N / 4) pools (a half rounds up, towards more and smaller pools: a shorter
 * season), and the sizes differ by at most one. So pools of 4 where N allows, else 3s or 5s
 * mixed in. Sizes: 3→3, 4→4, 5→5, 6→3+3, 7→4+3, 8→4+4, 9→5+4, 10→4+3+3, 11→4+4+3,
 * 12→4+4+4, 13→5+4+4, 14→4+4+3+3, … (which pools get the extra players follows the snake).
 * For N ≥ 3 the sizes always lie within 3..5: N/k is within 3..5.
 *
 * Seeding is the snake over the given order: seeds 1..k go to pools 1..k, seeds k+1..2k back
 * from pool k to 1, and so on, so every pool gets a fair mix of strong and weak players. Each
 * pool lists its players in seed order; pools come out in pool order. Deterministic.
 *
 * Throws a RangeError for fewer than 3 entrants (no pool of 3 can be formed) or a repeated id.
 */
export function planPools(entrants: readonly string[]): string[][] {
  const n = entrants.length;
  if (n < 3) throw new RangeError(`planPools: ${n} entrant(s); a round-robin pool needs at least 3`);
  assertUnique(entrants, 'planPools');
  const k = Math.round(n / 4);
  const pools: string[][] = Array.from({ length: k }, () => []);
  entrants.forEach((id, i) => {
    const row = Math.floor(i / k);
    const col = i % k;
    pools[row % 2 === 0 ? col : k - 1 - col]!.push(id);
  });
  return pools;
}

/** One game of a round-robin schedule; rounds are numbered from 1. */
export interface ScheduledGame {
  round: number;
  first: string;
  second: string;
}

/**
 * The double round robin of one pool: every pair plays twice, once with each player on side
 * "first". Each player is in at most one game per round, so nobody plays the same side twice
 * in one round.
 *
 * First cycle: the Berger tables (FIDE C.05 Annex 1), i.e. the circle method with one player
 * fixed and the others turning n/2 places a round instead of one; an odd pool gets a dummy as
 * the fixed player, whoever meets it sits the round out. In each game the player in the top row
 * of the circle plays first and the fixed player alternates, so sides alternate round by round
 * with at most one repeat per player. Second cycle: the same rounds in the same order with sides
 * swapped (the mirror), after FIDE's advice for double round robins of swapping the first
 * cycle's last two rounds, so nobody plays one side three times running across the seam and no
 * pair meets in two consecutive rounds.
 *
 * Rounds: 2(n−1) for an even pool, 2n for an odd one (pool of 3: 6 rounds, 4: 6, 5: 10).
 * Games are listed by round, then by table.
 */
export function roundRobinSchedule(pool: readonly string[]): ScheduledGame[] {
  if (pool.length < 2) throw new RangeError(`roundRobinSchedule: a pool of ${pool.length} has no games`);
  assertUnique(pool, 'roundRobinSchedule');
  const n = pool.length;
  const m = n % 2 === 0 ? n : n + 1; // seats; seat index n (odd pools) is the dummy
  const rounds = m - 1; // per cycle
  const fixed = m - 1;
  const cycle: { round: number; a: number; b: number }[] = []; // a plays first
  for (let r = 0; r < rounds; r++) {
    // The circle this round: the non-fixed seats turned r·m/2 places.
    const ring = Array.from({ length: m - 1 }, (_, i) => (i + r * (m / 2)) % (m - 1));
    const tables: [number, number][] = [r % 2 === 0 ? [ring[0]!, fixed] : [fixed, ring[0]!]];
    for (let t = 1; t < m / 2; t++) tables.push([ring[t]!, ring[m - 1 - t]!]);
    for (const [a, b] of tables) if (a < n && b < n) cycle.push({ round: r + 1, a, b });
  }
  // Swap the first cycle's last two rounds (when it has three or more).
  const firstRound = (r: number) => (rounds >= 3 && r >= rounds - 1 ? 2 * rounds - 1 - r : r);
  const games: ScheduledGame[] = [
    ...cycle.map((g) => ({ round: firstRound(g.round), first: pool[g.a]!, second: pool[g.b]! })),
    ...cycle.map((g) => ({ round: g.round + rounds, first: pool[g.b]!, second: pool[g.a]! })),
  ];
  // Stable sort: by round, tables keep their order.
  return games.sort((x, y) => x.round - y.round);
}

// ---------------------------------------------------------------------------------------------
// Swiss

export interface SwissPlayer {
  id: string;
  /** Points so far (any scale: only the order of scores matters to the pairing). */
  score: number;
  rating: number;
  /** Games played so far on side "first" / "second" (a bye counts as neither). */
  firstCount: number;
  secondCount: number;
  /** Everyone met so far (in either side). Never met again. */
  opponents: readonly string[];
  hadBye: boolean;
  /** Withdrawn players are left out of the pairing (their past games stay in others' lists). */
  withdrawn?: boolean;
}

export interface SwissRound {
  /** Top boards first (ordered by the better-ranked player of each pair). */
  pairs: { first: string; second: string }[];
  /** The player who sits out with a bye (odd number of active players), else null. */
  bye: string | null;
}

/**
 * Pairs one Swiss round. The criteria, strictest first:
 *
 *  1. nobody meets an opponent again (absolute: if no such pairing exists, it throws);
 *  2. nobody gets a second bye (absolute, unless every active player has had one already);
 *  3. sides: after the round everyone's |firstCount − secondCount| ≤ 1; if that cannot be met
 *     together with 1 (late rounds of a small field), as few players as possible go beyond it
 *     (the side rule is the one relaxed, never the no-repeat rule);
 *  4. the bye goes to the lowest score group that allows a pairing (within it, preferably the
 *     lowest-rated player, weighed together with criterion 6);
 *  5. pairing within score groups: the sum over pairs of (difference in score-group index)² is
 *     as small as possible, i.e. as few and as short floats as possible;
 *  6. Dutch order: within a score group sorted by rating, the top half meets the bottom half
 *     (1 v n/2+1, 2 v n/2+2, …); a player floating down is preferably the lowest of their group
 *     and meets the highest of the lower group.
 *
 * How: every allowed pairing is an edge of a graph (plus a "bye" vertex when the count is odd)
 * whose weight encodes criteria 3–6 lexicographically (each tier's unit exceeds the largest
 * possible total of the tiers below it), and an exact maximum-weight perfect matching (Edmonds'
 * blossom algorithm) picks the best pairing. Unlike a greedy pass by score groups it never paints
 * itself into a corner: a valid pairing is found whenever one exists, and O(n³) stays well within
 * budget (256 players mid-season: 10–25 ms, bench/league.ts; 1024 players: under a second).
 *
 * Sides within a pair: the player with more net "first" games (firstCount − secondCount) plays
 * second. When both lean the same way equally, the higher score gets its wish, then the higher
 * rating, then the smaller id. When neither leans (both balanced), the better-ranked player
 * plays first on odd boards (1, 3, …) and second on even ones, as chess alternates colours.
 */
export function pairSwiss(input: { players: readonly SwissPlayer[] }): SwissRound {
  assertUnique(
    input.players.map((p) => p.id),
    'pairSwiss',
  );
  for (const p of input.players) {
    const counts = [p.firstCount, p.secondCount];
    if (
      !Number.isFinite(p.score) ||
      !Number.isFinite(p.rating) ||
      !counts.every((c) => Number.isInteger(c) && c >= 0)
    ) {
      throw new RangeError(`pairSwiss: player ${JSON.stringify(p.id)} has a bad score, rating or side count`);
    }
  }
  // Best first: score, rating, id. This order is the "rank" used for tie-breaks and boards.
  const active = input.players.filter((p) => !p.withdrawn).sort(byRank);
  const n = active.length;
  if (n === 0) return { pairs: [], bye: null };

  // Score groups, top group 0; and each player's place (by rating) inside its group.
  const scores = [...new Set(active.map((p) => p.score))].sort((a, b) => b - a);
  const groupOf = active.map((p) => scores.indexOf(p.score));
  const groupSize = scores.map((s) => active.filter((p) => p.score === s).length);
  const posInGroup: number[] = [];
  {
    let prev = -1;
    let pos = 0;
    groupOf.forEach((g) => {
      pos = g === prev ? pos + 1 : 0;
      prev = g;
      posInGroup.push(pos);
    });
  }
  const net = active.map((p) => p.firstCount - p.secondCount);
  const overBy = (d: number) => Math.max(0, Math.abs(d) - 1);

  // Who met whom, as an n×n table (either player's list counts).
  const index = new Map(active.map((p, i) => [p.id, i]));
  const met = new Uint8Array(n * n);
  active.forEach((p, i) => {
    for (const o of p.opponents) {
      const j = index.get(o);
      if (j !== undefined) met[i * n + j] = met[j * n + i] = 1;
    }
  });
  // Bye candidates: those without a bye, unless all have had one (then anybody: a bye is unavoidable).
  const byeCandidates = n % 2 === 1 ? active.map((p, i) => (p.hadBye ? -1 : i)).filter((i) => i >= 0) : [];
  if (n % 2 === 1 && byeCandidates.length === 0) for (let i = 0; i < n; i++) byeCandidates.push(i);

  // Every allowed pairing (and bye) with its cost in four tiers: sides, bye, floats, order.
  const cap = (n * (n - 1)) / 2 + byeCandidates.length;
  const eu = new Int32Array(cap);
  const ev = new Int32Array(cap);
  const tiers = [new Float64Array(cap), new Float64Array(cap), new Float64Array(cap), new Float64Array(cap)] as const;
  const [tSides, tBye, tFloat, tOrder] = tiers;
  let ne = 0;
  for (let i = 0; i < n; i++) {
    const gi = groupOf[i]!;
    const di = net[i]!;
    for (let j = i + 1; j < n; j++) {
      if (met[i * n + j]) continue; // criterion 1: never a repeat
      const dj = net[j]!;
      // i is better-ranked than j (active is sorted), so on equal leanings i has the priority.
      const iFirst = firstOfPair(di, dj, true);
      const gj = groupOf[j]!; // gj ≥ gi
      eu[ne] = i;
      ev[ne] = j;
      tSides[ne] = overBy(di + (iFirst ? 1 : -1)) + overBy(dj + (iFirst ? -1 : 1));
      tFloat[ne] = (gj - gi) ** 2;
      tOrder[ne] =
        gi === gj
          ? Math.abs(posInGroup[j]! - posInGroup[i]! - Math.floor(groupSize[gi]! / 2)) // top half v bottom half
          : groupSize[gi]! - 1 - posInGroup[i]! + posInGroup[j]!; // bottom of upper v top of lower
      ne++;
    }
  }
  const BYE = n; // the extra vertex
  for (const i of byeCandidates) {
    const g = groupOf[i]!;
    eu[ne] = i;
    ev[ne] = BYE;
    tSides[ne] = overBy(net[i]!);
    tBye[ne] = scores.length - 1 - g;
    tOrder[ne] = groupSize[g]! - 1 - posInGroup[i]!; // the lowest-rated of the group first
    ne++;
  }

  // Lexicographic weights: tier t's unit exceeds the largest total the lower tiers can reach in a
  // matching (at most `slots` edges, and the bye tier is carried by one edge only).
  const slots = Math.ceil(n / 2);
  const maxOf = (a: Float64Array) => {
    let m = 0;
    for (let k = 0; k < ne; k++) m = Math.max(m, a[k]!);
    return m;
  };
  const reach = [maxOf(tSides) * slots, maxOf(tBye), maxOf(tFloat) * slots, maxOf(tOrder) * slots];
  const unit = [0, 0, 0, 1];
  for (let t = 2; t >= 0; t--) unit[t] = (reach[t + 1]! + 1) * unit[t + 1]!;
  const top = (reach[0]! + 1) * unit[0]!; // above any single edge's cost
  if (top > 2 ** 50)
    throw new RangeError(`pairSwiss: ${n} players in ${scores.length} score groups exceed exact weights`);
  // Maximum weight among perfect matchings = minimum total cost (a constant lift keeps weights > 0).
  const ew = new Float64Array(ne);
  for (let k = 0; k < ne; k++) {
    ew[k] = top - (tSides[k]! * unit[0]! + tBye[k]! * unit[1]! + tFloat[k]! * unit[2]! + tOrder[k]!);
  }
  const mate = matching(n % 2 === 1 ? n + 1 : n, eu.subarray(0, ne), ev.subarray(0, ne), ew, true);

  // Boards: pairs ordered by their better-ranked player (i < j, and i is the better of the two).
  const boards: [number, number][] = [];
  let bye: string | null = null;
  for (let i = 0; i < n; i++) {
    const j = mate[i]!;
    if (j === -1) throw new Error(pairingImpossible(active, met, byeCandidates));
    if (j === BYE) bye = active[i]!.id;
    else if (i < j) boards.push([i, j]);
  }
  const pairs = boards.map(([i, j], board) => {
    // When neither leans (both balanced) the side does not matter to the balance: alternate by
    // board, so the better-ranked players do not all get the same side (first round especially).
    const neutral = net[i] === 0 && net[j] === 0;
    const iFirst = neutral ? board % 2 === 0 : firstOfPair(net[i]!, net[j]!, true);
    return iFirst ? { first: active[i]!.id, second: active[j]!.id } : { first: active[j]!.id, second: active[i]!.id };
  });
  return { pairs, bye };
}

function byRank(a: SwissPlayer, b: SwissPlayer): number {
  return b.score - a.score || b.rating - a.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Whether `a` takes side "first" against `b`, given their net firsts (d = first − second). The
 * one with more net firsts plays second; equal leanings go by priority (`aPriority`: a has the
 * higher score, then rating, then smaller id): the priority player gets the side both want.
 */
function firstOfPair(da: number, db: number, aPriority: boolean): boolean {
  if (da !== db) return da < db;
  if (da > 0) return !aPriority; // both want second: the priority player gets it
  // Both want first: the priority player gets it. (Neither leaning: pairSwiss alternates by board
  // instead; here the answer only feeds the side cost, which is zero either way.)
  return aPriority;
}

function pairingImpossible(active: readonly SwissPlayer[], met: Uint8Array, byeCandidates: readonly number[]): string {
  const n = active.length;
  const stuck = active.filter((_, i) => active.every((_q, j) => j === i || met[i * n + j]));
  return (
    `pairSwiss: no pairing of ${n} players avoids a repeat` +
    (n % 2 === 1 ? ` with the bye to one of the ${byeCandidates.length} player(s) without a bye yet` : '') +
    (stuck.length ? ` (${stuck.map((p) => p.id).join(', ')} met everyone already)` : '') +
    ': the season has run out of new opponents'
  );
}

function assertUnique(ids: readonly string[], who: string): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`${who}: id ${JSON.stringify(id)} appears twice`);
    seen.add(id);
  }
}

// ---------------------------------------------------------------------------------------------
// Maximum-weight matching

/**
 * Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual variables,
 * O(n³), after Joris van Rantwijk's public-domain mwmatching.py (Galil, "Efficient algorithms for
 * finding maximum matching in graphs", 1986). `edges` are [i, j, weight] with vertices 0..n−1 and
 * integer weights (then every computation is exact). With `maxCardinality`, it returns the
 * maximum-weight matching among those of maximum cardinality. Returns mate[v] (−1: unmatched).
 */
export function maxWeightMatching(
  edges: readonly (readonly [number, number, number])[],
  maxCardinality = false,
  vertexCount = 0,
): number[] {
  let nv = vertexCount;
  for (const [i, j] of edges) nv = Math.max(nv, i + 1, j + 1);
  const ne = edges.length;
  const eu = new Int32Array(ne);
  const ev = new Int32Array(ne);
  const ew = new Float64Array(ne);
  edges.forEach(([i, j, w], k) => {
    if (i === j || i < 0 || j < 0 || !Number.isInteger(i) || !Number.isInteger(j)) {
      throw new RangeError(`maxWeightMatching: bad edge ${i}–${j}`);
    }
    if (!Number.isSafeInteger(w) || Math.abs(w) > 2 ** 50) {
      throw new RangeError(`maxWeightMatching: weight ${w} is not an integer within ±2^50`);
    }
    eu[k] = i;
    ev[k] = j;
    ew[k] = w;
  });
  return Array.from(matching(nv, eu, ev, ew, maxCardinality));
}

/** The matcher itself, on edge arrays (vertices 0..nv−1); returns mate[v] or −1. */
function matching(nv: number, eu: Int32Array, ev: Int32Array, ew: Float64Array, maxCardinality: boolean): Int32Array {
  const ne = eu.length;
  if (ne === 0) return new Int32Array(nv).fill(-1);
  let maxWeight = 0;
  for (let k = 0; k < ne; k++) maxWeight = Math.max(maxWeight, ew[k]!);
  // Endpoint p of edge k = p >> 1 is eu (p even) or ev (p odd); p ^ 1 is the other end.
  const ends = new Int32Array(2 * ne);
  for (let k = 0; k < ne; k++) {
    ends[2 * k] = eu[k]!;
    ends[2 * k + 1] = ev[k]!;
  }
  const endpoint = (p: number): number => ends[p]!;
  const neighbend: number[][] = Array.from({ length: nv }, () => []);
  for (let k = 0; k < ne; k++) {
    neighbend[eu[k]!]!.push(2 * k + 1);
    neighbend[ev[k]!]!.push(2 * k);
  }

  const mate = new Int32Array(nv).fill(-1); // the remote endpoint of v's matched edge, or −1
  // Labels of top-level blossoms and vertices: 0 free, 1 S (outer), 2 T (inner); 5 marks a scan.
  const label = new Int32Array(2 * nv);
  const labelend = new Int32Array(2 * nv).fill(-1);
  const inblossom = new Int32Array(nv);
  for (let v = 0; v < nv; v++) inblossom[v] = v;
  const blossomparent = new Int32Array(2 * nv).fill(-1);
  const blossomchilds: (number[] | null)[] = new Array(2 * nv).fill(null);
  const blossombase = new Int32Array(2 * nv).fill(-1);
  for (let v = 0; v < nv; v++) blossombase[v] = v;
  const blossomendps: (number[] | null)[] = new Array(2 * nv).fill(null);
  const bestedge = new Int32Array(2 * nv).fill(-1);
  const blossombestedges: (number[] | null)[] = new Array(2 * nv).fill(null);
  const unusedblossoms: number[] = [];
  for (let b = nv; b < 2 * nv; b++) unusedblossoms.push(b);
  // Vertex duals start at maxWeight, blossom duals at 0. Slack uses 2·w so duals stay integers.
  const dualvar = new Float64Array(2 * nv);
  for (let v = 0; v < nv; v++) dualvar[v] = maxWeight;
  const allowedge = new Uint8Array(ne);
  let queue: number[] = [];

  const slack = (k: number): number => dualvar[eu[k]!]! + dualvar[ev[k]!]! - 2 * ew[k]!;

  const blossomLeaves = (b: number, out: number[] = []): number[] => {
    if (b < nv) out.push(b);
    else for (const t of blossomchilds[b]!) blossomLeaves(t, out);
    return out;
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    for (;;) {
      const b = inblossom[w]!;
      label[w] = label[b] = t;
      labelend[w] = labelend[b] = p;
      bestedge[w] = bestedge[b] = -1;
      if (t === 1) {
        blossomLeaves(b, queue);
        return;
      }
      // T-blossom: its base's mate becomes an S-vertex.
      const base = blossombase[b]!;
      const mb = mate[base]!;
      w = endpoint(mb);
      t = 1;
      p = mb ^ 1;
    }
  };

  // Trace back from v and w to find a new blossom's base (or −1 for an augmenting path).
  const scanBlossom = (v0: number, w0: number): number => {
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v]!;
      if (label[b]! & 4) {
        base = blossombase[b]!;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) v = -1;
      else {
        v = endpoint(labelend[b]!);
        b = inblossom[v]!;
        v = endpoint(labelend[b]!);
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = eu[k]!;
    let w = ev[k]!;
    const bb = inblossom[base]!;
    let bv = inblossom[v]!;
    let bw = inblossom[w]!;
    const b = unusedblossoms.pop()!;
    blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv]!);
      v = endpoint(labelend[bv]!);
      bv = inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomparent[bw] = b;
      path.push(bw);
      endps.push(labelend[bw]! ^ 1);
      w = endpoint(labelend[bw]!);
      bw = inblossom[w]!;
    }
    blossomchilds[b] = path;
    blossomendps[b] = endps;
    label[b] = 1;
    labelend[b] = labelend[bb]!;
    dualvar[b] = 0;
    for (const leaf of blossomLeaves(b)) {
      if (label[inblossom[leaf]!] === 2) queue.push(leaf); // former T-vertices become S-vertices
      inblossom[leaf] = b;
    }
    // The new blossom's least-slack edges to every other S-blossom.
    const bestedgeto = new Int32Array(2 * nv).fill(-1);
    for (const sub of path) {
      const lists: number[][] = blossombestedges[sub]
        ? [blossombestedges[sub]!]
        : blossomLeaves(sub).map((leaf) => neighbend[leaf]!.map((p) => p >> 1));
      for (const list of lists) {
        for (const e of list) {
          let j = ev[e]!;
          if (inblossom[j] === b) j = eu[e]!;
          const bj = inblossom[j]!;
          if (bj !== b && label[bj] === 1 && (bestedgeto[bj] === -1 || slack(e) < slack(bestedgeto[bj]!))) {
            bestedgeto[bj] = e;
          }
        }
      }
      blossombestedges[sub] = null;
      bestedge[sub] = -1;
    }
    const best: number[] = [];
    for (const e of bestedgeto) if (e !== -1) best.push(e);
    blossombestedges[b] = best;
    bestedge[b] = -1;
    for (const e of best) if (bestedge[b] === -1 || slack(e) < slack(bestedge[b]!)) bestedge[b] = e;
  };

  const expandBlossom = (b: number, endstage: boolean): void => {
    const childs = blossomchilds[b]!;
    for (const s of childs) {
      blossomparent[s] = -1;
      if (s < nv) inblossom[s] = s;
      else if (endstage && dualvar[s] === 0) expandBlossom(s, endstage);
      else for (const leaf of blossomLeaves(s)) inblossom[leaf] = s;
    }
    if (!endstage && label[b] === 2) {
      // Relabel the sub-blossoms on the even path from the entry child to the base.
      const entrychild = inblossom[endpoint(labelend[b]! ^ 1)]!;
      const endps = blossomendps[b]!;
      const len = childs.length;
      const at = (j: number) => (j < 0 ? j + len : j);
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= len;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      let p = labelend[b]!;
      while (j !== 0) {
        label[endpoint(p ^ 1)] = 0;
        label[endpoint(endps[at(j - endptrick)]! ^ endptrick ^ 1)] = 0;
        assignLabel(endpoint(p ^ 1), 2, p);
        allowedge[endps[at(j - endptrick)]! >> 1] = 1;
        j += jstep;
        p = endps[at(j - endptrick)]! ^ endptrick;
        allowedge[p >> 1] = 1;
        j += jstep;
      }
      let bv = childs[at(j)]!;
      label[endpoint(p ^ 1)] = label[bv] = 2;
      labelend[endpoint(p ^ 1)] = labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (childs[at(j)] !== entrychild) {
        bv = childs[at(j)]!;
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        let labelled = -1;
        for (const leaf of blossomLeaves(bv)) {
          if (label[leaf] !== 0) {
            labelled = leaf;
            break;
          }
        }
        if (labelled !== -1) {
          label[labelled] = 0;
          label[endpoint(mate[blossombase[bv]!]!)] = 0;
          assignLabel(labelled, 2, labelend[labelled]!);
        }
        j += jstep;
      }
    }
    label[b] = labelend[b] = -1;
    blossomchilds[b] = blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  };

  // Swap matched/unmatched edges along the path from v to blossom b's base.
  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t]!;
    if (t >= nv) augmentBlossom(t, v);
    const childs = blossomchilds[b]!;
    const endps = blossomendps[b]!;
    const len = childs.length;
    const at = (j: number) => (j < 0 ? j + len : j);
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= len;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = childs[at(j)]!;
      const p = endps[at(j - endptrick)]! ^ endptrick;
      if (t >= nv) augmentBlossom(t, endpoint(p));
      j += jstep;
      t = childs[at(j)]!;
      if (t >= nv) augmentBlossom(t, endpoint(p ^ 1));
      mate[endpoint(p)] = p ^ 1;
      mate[endpoint(p ^ 1)] = p;
    }
    blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    blossombase[b] = blossombase[blossomchilds[b]![0]!]!;
  };

  const augmentMatching = (k: number): void => {
    const starts: [number, number][] = [
      [eu[k]!, 2 * k + 1],
      [ev[k]!, 2 * k],
    ];
    for (let [s, p] of starts) {
      for (;;) {
        const bs = inblossom[s]!;
        if (bs >= nv) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break; // reached a single free vertex
        const t = endpoint(labelend[bs]!);
        const bt = inblossom[t]!;
        s = endpoint(labelend[bt]!);
        const j = endpoint(labelend[bt]! ^ 1);
        if (bt >= nv) augmentBlossom(bt, j);
        mate[j] = labelend[bt]!;
        p = labelend[bt]! ^ 1;
      }
    }
  };

  for (let stage = 0; stage < nv; stage++) {
    label.fill(0);
    bestedge.fill(-1);
    for (let b = nv; b < 2 * nv; b++) blossombestedges[b] = null;
    allowedge.fill(0);
    queue = [];
    for (let v = 0; v < nv; v++) if (mate[v] === -1 && label[inblossom[v]!] === 0) assignLabel(v, 1, -1);

    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (const p of neighbend[v]!) {
          const k = p >> 1;
          const w = endpoint(p);
          if (inblossom[v] === inblossom[w]) continue;
          let kslack = 0;
          if (!allowedge[k]) {
            kslack = slack(k);
            if (kslack <= 0) allowedge[k] = 1;
          }
          if (allowedge[k]) {
            if (label[inblossom[w]!] === 0) assignLabel(w, 2, p ^ 1);
            else if (label[inblossom[w]!] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelend[w] = p ^ 1;
            }
          } else if (label[inblossom[w]!] === 1) {
            const b = inblossom[v]!;
            if (bestedge[b] === -1 || kslack < slack(bestedge[b]!)) bestedge[b] = k;
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < slack(bestedge[w]!)) bestedge[w] = k;
          }
        }
      }
      if (augmented) break;

      // No augmenting path with the current duals: the smallest dual change that makes progress.
      let deltatype = -1;
      let delta = 0;
      let deltaedge = -1;
      let deltablossom = -1;
      if (!maxCardinality) {
        deltatype = 1;
        delta = Infinity;
        for (let v = 0; v < nv; v++) delta = Math.min(delta, dualvar[v]!);
      }
      for (let v = 0; v < nv; v++) {
        if (label[inblossom[v]!] === 0 && bestedge[v] !== -1) {
          const d = slack(bestedge[v]!);
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge[v]!;
          }
        }
      }
      for (let b = 0; b < 2 * nv; b++) {
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
          const d = slack(bestedge[b]!) / 2; // even for integer weights: exact
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge[b]!;
          }
        }
      }
      for (let b = nv; b < 2 * nv; b++) {
        if (
          blossombase[b]! >= 0 &&
          blossomparent[b] === -1 &&
          label[b] === 2 &&
          (deltatype === -1 || dualvar[b]! < delta)
        ) {
          delta = dualvar[b]!;
          deltatype = 4;
          deltablossom = b;
        }
      }
      if (deltatype === -1) {
        // Max-cardinality mode and nothing left to grow: the matching is maximum; finish duals.
        deltatype = 1;
        let m = Infinity;
        for (let v = 0; v < nv; v++) m = Math.min(m, dualvar[v]!);
        delta = Math.max(0, m);
      }
      for (let v = 0; v < nv; v++) {
        const l = label[inblossom[v]!];
        if (l === 1) dualvar[v] = dualvar[v]! - delta;
        else if (l === 2) dualvar[v] = dualvar[v]! + delta;
      }
      for (let b = nv; b < 2 * nv; b++) {
        if (blossombase[b]! >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) dualvar[b] = dualvar[b]! + delta;
          else if (label[b] === 2) dualvar[b] = dualvar[b]! - delta;
        }
      }
      if (deltatype === 1) break;
      if (deltatype === 2) {
        allowedge[deltaedge] = 1;
        let i = eu[deltaedge]!;
        if (label[inblossom[i]!] === 0) i = ev[deltaedge]!;
        queue.push(i);
      } else if (deltatype === 3) {
        allowedge[deltaedge] = 1;
        queue.push(eu[deltaedge]!);
      } else expandBlossom(deltablossom, false);
    }
    if (!augmented) break;
    // End of stage: expand S-blossoms whose dual reached zero.
    for (let b = nv; b < 2 * nv; b++) {
      if (blossomparent[b] === -1 && blossombase[b]! >= 0 && label[b] === 1 && dualvar[b] === 0) expandBlossom(b, true);
    }
  }

  const result = new Int32Array(nv);
  for (let v = 0; v < nv; v++) result[v] = mate[v]! >= 0 ? endpoint(mate[v]!) : -1;
  return result;
}
