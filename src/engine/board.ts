// The board kit: a board as integer nodes (with the map's string ids) and directed links that
// carry bit flags (road, river, rail… whatever a game defines), built from a hex grid or from an
// area list; a movement search over it; occupancy and stacking helpers. Pure and game-agnostic:
// games give meaning to flags and nodes through the callbacks. Pixel geometry is rendering's
// business (render/hex-geometry.ts).
//
// Links live in flat typed arrays (CSR): the links of node n are indices
// linkStart[n] … linkStart[n+1]-1 of linkTo / linkFlags, in a fixed order (the hex grid's
// neighbour order, then extra links in the order given), so searches over a board are
// deterministic.
import { neighbourIds, type HexGrid, type HexId } from './hex.ts';

export interface Link {
  to: number;
  flags: number;
}

/** A node outside the hex grid (a box, a holding area) and its links; links are made both ways. */
export interface ExtraNode {
  id: string;
  links: readonly { to: string; flags?: number }[];
}

/** One area of an area map: its id and the areas it touches (links are made both ways). */
export interface AreaSpec {
  id: string;
  links: readonly { to: string; flags?: number }[];
}

export class Board {
  /** Number of nodes; nodes are 0 … size-1. */
  readonly size: number;
  /** Node → id. */
  readonly ids: readonly string[];
  /** Links of node n: linkTo / linkFlags indices from linkStart[n] to linkStart[n+1]-1. */
  readonly linkStart: Int32Array;
  readonly linkTo: Int32Array;
  readonly linkFlags: Int32Array;
  private readonly index: ReadonlyMap<string, number>;
  /** Search buffers, reused by consecutive searches (null while a search is running). */
  scratch: Scratch | null = null;

  constructor(ids: readonly string[], adjacency: readonly (readonly Link[])[]) {
    if (adjacency.length !== ids.length) throw new Error('board: one link list per node');
    this.size = ids.length;
    this.ids = ids.slice();
    const index = new Map<string, number>();
    ids.forEach((id, i) => {
      if (index.has(id)) throw new Error(`board: duplicate node id ${id}`);
      index.set(id, i);
    });
    this.index = index;
    let total = 0;
    for (const l of adjacency) total += l.length;
    this.linkStart = new Int32Array(this.size + 1);
    this.linkTo = new Int32Array(total);
    this.linkFlags = new Int32Array(total);
    let k = 0;
    for (let n = 0; n < this.size; n++) {
      this.linkStart[n] = k;
      for (const l of adjacency[n]!) {
        if (!(l.to >= 0 && l.to < this.size)) throw new Error(`board: link from ${ids[n]} to a missing node`);
        this.linkTo[k] = l.to;
        this.linkFlags[k] = l.flags;
        k++;
      }
    }
    this.linkStart[this.size] = k;
  }

  nodeOf(id: string): number | undefined {
    return this.index.get(id);
  }

  idOf(node: number): string {
    const id = this.ids[node];
    if (id === undefined) throw new Error(`board: no node ${node}`);
    return id;
  }

  /** The links leaving a node, in board order (a fresh array; hot loops read linkTo directly). */
  links(node: number): Link[] {
    const out: Link[] = [];
    for (let k = this.linkStart[node]!; k < this.linkStart[node + 1]!; k++)
      out.push({ to: this.linkTo[k]!, flags: this.linkFlags[k]! });
    return out;
  }

  /** The flags of the link a → b, or -1 when there is none. */
  flagsBetween(a: number, b: number): number {
    for (let k = this.linkStart[a]!; k < this.linkStart[a + 1]!; k++)
      if (this.linkTo[k] === b) return this.linkFlags[k]!;
    return -1;
  }
}

/** Adds a ↔ b to both lists unless already there; the same link given twice must agree on its flags. */
function linkBothWays(adj: Link[][], ids: readonly string[], a: number, b: number, flags: number): void {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const have = adj[x]!.find((l) => l.to === y);
    if (!have) adj[x]!.push({ to: y, flags });
    else if (have.flags !== flags) throw new Error(`board: link ${ids[x]}–${ids[y]} given twice with different flags`);
  }
}

function addExtraLinks(
  adj: Link[][],
  ids: readonly string[],
  index: ReadonlyMap<string, number>,
  from: number,
  links: ExtraNode['links'],
): void {
  for (const l of links) {
    const to = index.get(l.to);
    if (to === undefined) throw new Error(`board: ${ids[from]} links to unknown ${l.to}`);
    if (to === from) throw new Error(`board: ${ids[from]} links to itself`);
    linkBothWays(adj, ids, from, to, l.flags ?? 0);
  }
}

/**
 * A board of hexes: nodes are `hexIds` in the order given, then `extraNodes`. Each hex links to
 * its grid neighbours that are in `hexIds`, in neighbourIds order, with `linkFlags(a, b)` as the
 * flags of the link a → b (called for each direction; null: no link, e.g. an all-sea hexside).
 * Extra nodes' links (both ways) come after a hex's grid links.
 */
export function boardFromHexes(
  grid: Pick<HexGrid, 'shifted'>,
  hexIds: readonly HexId[],
  linkFlags?: (a: HexId, b: HexId) => number | null,
  extraNodes: readonly ExtraNode[] = [],
): Board {
  const ids = [...hexIds, ...extraNodes.map((x) => x.id)];
  const index = new Map<string, number>(ids.map((id, i) => [id, i]));
  const adj: Link[][] = ids.map(() => []);
  for (let i = 0; i < hexIds.length; i++) {
    const a = hexIds[i]!;
    for (const b of neighbourIds(grid, a)) {
      const j = index.get(b);
      if (j === undefined || j >= hexIds.length) continue;
      const f = linkFlags ? linkFlags(a, b) : 0;
      if (f === null) continue;
      adj[i]!.push({ to: j, flags: f });
    }
  }
  for (const [i, x] of extraNodes.entries()) addExtraLinks(adj, ids, index, hexIds.length + i, x.links);
  return new Board(ids, adj);
}

/** A board of areas: nodes in the order given; every link listed (on either side) joins both ways. */
export function boardFromAreas(areas: readonly AreaSpec[]): Board {
  const ids = areas.map((a) => a.id);
  const index = new Map<string, number>(ids.map((id, i) => [id, i]));
  const adj: Link[][] = ids.map(() => []);
  for (const [i, a] of areas.entries()) addExtraLinks(adj, ids, index, i, a.links);
  return new Board(ids, adj);
}

// ---------------------------------------------------------------------------------------------
// Movement search

export interface MoveRules {
  /** Movement points available. */
  allowance: number;
  /**
   * What entering `to` from `from` by a link with these flags costs, or null when the move may not
   * take this link. Fractional costs work (0.5 for a road); keep them binary fractions (0.5,
   * 0.25) so that sums are exact.
   */
  cost(from: number, to: number, flags: number): number | null;
  /** Entering `node` (from `from`, by a link with `flags`) ends the move there. */
  stopsAt?(node: number, from: number, flags: number): boolean;
  /** May the node be entered at all (checked before cost)? Default: yes. */
  enterable?(node: number): boolean;
  /** The node may be moved through but a move may not end there (it is no destination). */
  passThrough?(node: number): boolean;
}

export interface Reached {
  /** Least movement cost of ending the move here. */
  cost: number;
  /** The nodes entered on the way, ending with this one (the start is not included). */
  path: number[];
}

/** Search buffers for one board size; labels are node*2 (may go on) and node*2+1 (move ends). */
interface Scratch {
  /** Which search last touched each node (stamps spare clearing the arrays). */
  stamp: Uint32Array;
  epoch: number;
  /** Least cost of arriving with the move able to go on, and of arriving at all. */
  goOn: Float64Array;
  end: Float64Array;
  /** Predecessor of each best arrival (-1: the start). */
  goOnFrom: Int32Array;
  endFrom: Int32Array;
  settled: Uint8Array;
  /** Nodes in the order first reached. */
  touched: Int32Array;
  touchedCount: number;
  /** Binary heap of go-on arrivals keyed by (cost, push order): equal costs leave first in, first out. */
  heapNode: Int32Array;
  heapCost: Float64Array;
  heapSeq: Int32Array;
  heapSize: number;
  seq: number;
}

function newScratch(board: Board): Scratch {
  const n = board.size;
  const cap = board.linkTo.length + 1;
  return {
    stamp: new Uint32Array(n),
    epoch: 0,
    goOn: new Float64Array(n),
    end: new Float64Array(n),
    goOnFrom: new Int32Array(n),
    endFrom: new Int32Array(n),
    settled: new Uint8Array(n),
    touched: new Int32Array(n),
    touchedCount: 0,
    heapNode: new Int32Array(cap),
    heapCost: new Float64Array(cap),
    heapSeq: new Int32Array(cap),
    heapSize: 0,
    seq: 0,
  };
}

function touch(s: Scratch, node: number): void {
  if (s.stamp[node] === s.epoch) return;
  s.stamp[node] = s.epoch;
  s.goOn[node] = Infinity;
  s.end[node] = Infinity;
  s.goOnFrom[node] = -1;
  s.endFrom[node] = -1;
  s.settled[node] = 0;
  s.touched[s.touchedCount++] = node;
}

const before = (s: Scratch, i: number, j: number): boolean =>
  s.heapCost[i]! < s.heapCost[j]! || (s.heapCost[i] === s.heapCost[j] && s.heapSeq[i]! < s.heapSeq[j]!);

function swap(s: Scratch, i: number, j: number): void {
  const n = s.heapNode[i]!,
    c = s.heapCost[i]!,
    q = s.heapSeq[i]!;
  s.heapNode[i] = s.heapNode[j]!;
  s.heapCost[i] = s.heapCost[j]!;
  s.heapSeq[i] = s.heapSeq[j]!;
  s.heapNode[j] = n;
  s.heapCost[j] = c;
  s.heapSeq[j] = q;
}

function push(s: Scratch, node: number, cost: number): void {
  let i = s.heapSize++;
  s.heapNode[i] = node;
  s.heapCost[i] = cost;
  s.heapSeq[i] = s.seq++;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (!before(s, i, p)) break;
    swap(s, i, p);
    i = p;
  }
}

/** Removes the heap's top; returns its node (its cost is read before calling). */
function pop(s: Scratch): number {
  const top = s.heapNode[0]!;
  const last = --s.heapSize;
  if (last > 0) {
    s.heapNode[0] = s.heapNode[last]!;
    s.heapCost[0] = s.heapCost[last]!;
    s.heapSeq[0] = s.heapSeq[last]!;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1,
        r = l + 1;
      let m = i;
      if (l < last && before(s, l, m)) m = l;
      if (r < last && before(s, r, m)) m = r;
      if (m === i) break;
      swap(s, i, m);
      i = m;
    }
  }
  return top;
}

/**
 * Every node a move from `start` may end on, with its least cost and one path of that cost
 * (Dijkstra). A node reached by a move that must end there is kept apart from the same node
 * reached with the move able to go on, so a cheaper stop never hides a dearer way through. Among
 * paths of equal cost the one found first wins: links are taken in board order and equal-cost
 * arrivals are expanded first in, first out (a breadth-first order for unit costs). The map is in
 * the order nodes were first reached; the start is never in it.
 */
export function reach(board: Board, start: number, rules: MoveRules): Map<number, Reached> {
  const s = board.scratch ?? newScratch(board);
  board.scratch = null; // a search started from a callback gets its own buffers
  try {
    return search(board, s, start, rules);
  } finally {
    board.scratch = s;
  }
}

function search(board: Board, s: Scratch, start: number, rules: MoveRules): Map<number, Reached> {
  s.epoch = (s.epoch + 1) >>> 0;
  if (s.epoch === 0) {
    s.stamp.fill(0);
    s.epoch = 1;
  }
  s.touchedCount = 0;
  s.heapSize = 0;
  s.seq = 0;
  const { allowance, stopsAt, enterable, passThrough } = rules;
  const { linkStart, linkTo, linkFlags } = board;
  touch(s, start);
  s.goOn[start] = 0;
  s.end[start] = 0; // never a destination
  push(s, start, 0);
  while (s.heapSize > 0) {
    const c = s.heapCost[0]!;
    const a = pop(s);
    if (s.settled[a] || c > s.goOn[a]!) continue;
    s.settled[a] = 1;
    for (let k = linkStart[a]!; k < linkStart[a + 1]!; k++) {
      const b = linkTo[k]!;
      if (b === start) continue;
      if (enterable && !enterable(b)) continue;
      const f = linkFlags[k]!;
      const step = rules.cost(a, b, f);
      if (step === null) continue;
      const nc = c + step;
      if (nc > allowance) continue;
      touch(s, b);
      if (nc < s.end[b]!) {
        s.end[b] = nc;
        s.endFrom[b] = a;
      }
      if (nc < s.goOn[b]! && !stopsAt?.(b, a, f)) {
        s.goOn[b] = nc;
        s.goOnFrom[b] = a;
        push(s, b, nc);
      }
    }
  }
  const out = new Map<number, Reached>();
  for (let i = 0; i < s.touchedCount; i++) {
    const n = s.touched[i]!;
    if (n === start || passThrough?.(n)) continue;
    // Ending on a pass-through node is not allowed, so such a node's arrivals only lead on.
    const path = [n];
    for (let x = s.endFrom[n]!; x !== start; x = s.goOnFrom[x]!) path.push(x);
    out.set(n, { cost: s.end[n]!, path: path.reverse() });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Occupancy and stacking

/** Which items stand on which node (items whose node is null or undefined are off the board). */
export function occupancy<T>(items: Iterable<T>, nodeOfItem: (item: T) => number | null | undefined): Map<number, T[]> {
  const occ = new Map<number, T[]>();
  for (const item of items) {
    const n = nodeOfItem(item);
    if (n === null || n === undefined) continue;
    const here = occ.get(n);
    if (here) here.push(item);
    else occ.set(n, [item]);
  }
  return occ;
}

/** Per-node totals of `countOf` (default: 1 per item) in a typed array of `size` nodes. */
export function occupancyCounts<T>(
  size: number,
  items: Iterable<T>,
  nodeOfItem: (item: T) => number | null | undefined,
  countOf?: (item: T) => number,
): Float64Array {
  const counts = new Float64Array(size);
  for (const item of items) {
    const n = nodeOfItem(item);
    if (n === null || n === undefined) continue;
    counts[n]! += countOf ? countOf(item) : 1;
  }
  return counts;
}

/**
 * Stacking: is there room on `node` for `adding` more (default 1) under `limit`? `occ` is either
 * an occupancy map (each item counting countOf(item), default 1) or per-node counts.
 */
export function hasRoom<T>(
  occ: ReadonlyMap<number, readonly T[]> | ArrayLike<number>,
  node: number,
  limit: number,
  countOf?: (item: T) => number,
  adding = 1,
): boolean {
  let used = 0;
  if (occ instanceof Map) {
    for (const item of (occ as ReadonlyMap<number, readonly T[]>).get(node) ?? []) used += countOf ? countOf(item) : 1;
  } else used = (occ as ArrayLike<number>)[node] ?? 0;
  return used + adding <= limit;
}
