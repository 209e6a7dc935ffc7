// 関ヶ原無双 [rule 7.0] movement: who may move ([rule 7.1], [rule 7.3], [rule 7.4]) and where
// ([rule 7.2]), as a search over the board (src/engine/board.ts reach).
//
// Readings (docs/games/sekigahara-musou.md):
// - [rule 7.2] "along the road": a step between two consecutive hexes of one road (a ROAD link)
//   costs 0.5 and ignores the river and elevation stops; the stop beside an enemy troop unit is not
//   terrain and still applies.
// - [rule 7.4] the text calls itself "4.4項": it means this rule. The 徳川本隊 is within 0 hexes of
//   itself, so it is never limited while it shows its troop face. The limit is lifted once 宇喜多秀家
//   or 石田三成 has retreated, and applies again while the 徳川本隊 shows its commander face.
import { LRUCache } from 'lru-cache';
import { reach } from '#engine/board.ts';
import type { HexId } from '#engine/hex.ts';
import { BOARD, RIVER, ROAD, distance, elevation, neighbours, terrainEnterable } from '../board.ts';
import { UNIT_BY_ID } from '../data/units.ts';
import type { SekiG, SideId, UnitState } from '../types.ts';

export const TOKUGAWA_HONNTAI = 'tokugawa-honntai';

export const other = (s: SideId): SideId => (s === 'east' ? 'west' : 'east');

export function hexOf(u: UnitState): HexId | null {
  return u.where.kind === 'map' ? u.where.hex : null;
}

/**
 * The unit `id` of `g`, to be changed: the record itself, or, where it is shared with other states
 * (frozen: clone.ts), a copy put in its place. Every change of a unit goes through it.
 */
export function editable(g: SekiG, id: string): UnitState {
  const u = g.units[id]!;
  if (!Object.isFrozen(u)) return u;
  const copy: UnitState = { ...u };
  g.units[id] = copy;
  occupancyCache.delete(g.units);
  return copy;
}

// Who stands where, computed once per position: the rules ask it for every hex a search visits.
// Units change as actions are performed: a shared record is replaced by a copy (editable, which
// drops the cache's entry), a record of the state's own changed in place (its `where` replaced by a
// new place, its face set). So the cache is checked against the places and faces of the records
// that were not frozen when it was taken, by reference.
interface Position {
  /** g.units' records, in its order. */
  units: UnitState[];
  /** The records not frozen then (the only ones that can change in place), with the place and face each had. */
  loose: { unit: UnitState; where: UnitState['where']; face: UnitState['face'] }[];
  at: Map<HexId, UnitState>;
  placed: Placement;
}
const occupancyCache = new WeakMap<object, Position>();

// The answers that depend only on which unit stands on which hex showing which face (a unit's id
// fixes its side) are kept per placement, not per state: the AI seat's search meets the same
// placement in many states (each guess of a hidden unit's kind, the copy a move is carried out on,
// moves made in another order). The placements met last are kept (lru-cache).
interface Placement {
  /** Per unit and its movement allowance: destinations() (a unit's kind may differ between guesses). */
  dest: Map<string, Map<HexId, { cost: number; path: HexId[] }>>;
  /** Other answers (e.g. who must fight). */
  memo: Map<string, unknown>;
}
const placements = new LRUCache<string, Placement>({ max: 4000 });

function placementOf(units: readonly UnitState[]): Placement {
  let key = '';
  for (const u of units)
    key += `${u.id}${u.where.kind === 'map' ? `@${u.where.hex}` : u.where.kind}${u.face === 'troop' ? '+' : '-'}`;
  let p = placements.get(key);
  if (!p) placements.set(key, (p = { dest: new Map(), memo: new Map() }));
  return p;
}

/** The unit on each hex of the map, kept once per position: callers read it, never change it. */
export function occupancy(g: SekiG): ReadonlyMap<HexId, UnitState> {
  return position(g).at;
}

/** The units still stand as they did when `p` was taken (its records are still g.units': see editable). */
function stillAt(p: Position): boolean {
  for (const { unit, where, face } of p.loose) if (unit.where !== where || unit.face !== face) return false;
  return true;
}

function position(g: SekiG): Position {
  const hit = occupancyCache.get(g.units);
  if (hit && stillAt(hit)) return hit;
  const units = Object.values(g.units);
  const loose: Position['loose'] = [];
  for (const u of units) if (!Object.isFrozen(u)) loose.push({ unit: u, where: u.where, face: u.face });
  const at = new Map<HexId, UnitState>();
  for (const u of units) if (u.where.kind === 'map' && !at.has(u.where.hex)) at.set(u.where.hex, u);
  const entry: Position = {
    units,
    loose,
    at,
    placed: placementOf(units),
  };
  occupancyCache.set(g.units, entry);
  return entry;
}

/** g.units' records in its order, kept once per position: callers read it, never change it. */
export function unitList(g: SekiG): readonly UnitState[] {
  return position(g).units;
}

/**
 * `compute()` once per placement (which unit stands on which hex showing which face), shared by every
 * state placing the units alike: for answers that depend on nothing else. Callers must not change the value.
 */
export function perPosition<T>(g: SekiG, name: string, compute: () => T): T {
  const memo = position(g).placed.memo;
  if (!memo.has(name)) memo.set(name, compute());
  return memo.get(name) as T;
}

/** The unit on a hex (one unit per hex at the end of every move, [rule 2.3]). */
export function unitAt(g: SekiG, hex: HexId): UnitState | undefined {
  return occupancy(g).get(hex);
}

/** A face's values: strength, move, modifier (and command on the commander face). */
export type Face = Readonly<{ strength: number; move: number; modifier: number; command: number | null }>;

/** Each unit's troop face, made once per unit kind and shared (read-only). */
const TROOP_FACE = new Map<string, Face>();

/** The face `u` shows. */
export function faceOf(u: UnitState): Face {
  const d = UNIT_BY_ID.get(u.def)!;
  if (u.face === 'commander' && d.commander) return d.commander;
  let f = TROOP_FACE.get(u.def);
  if (!f) TROOP_FACE.set(u.def, (f = Object.freeze({ ...d.troop, command: null })));
  return f;
}

/** An enemy of `side` showing its troop face on a hex next to `hex` ([rule 7.2], [rule 7.3]). */
export function enemyTroopNextTo(g: SekiG, hex: HexId, side: SideId): boolean {
  return enemyTroopIn(occupancy(g), hex, side);
}

/** enemyTroopNextTo, on an occupancy already at hand (a search asks it for every hex it visits). */
function enemyTroopIn(occ: ReadonlyMap<HexId, UnitState>, hex: HexId, side: SideId): boolean {
  for (const n of neighbours(hex)) {
    const u = occ.get(n);
    if (u && u.side !== side && u.face === 'troop') return true;
  }
  return false;
}

/** [rule 7.4] the East's troop-move limit this turn: 6 on turn 1, 3 after. */
export function eastLimit(turn: number): number {
  return turn === 1 ? 6 : 3;
}

/** [rule 7.4] whether the limit is in force: until 宇喜多秀家 or 石田三成 retreats, and again while the 徳川本隊 shows its commander face. */
export function limitInForce(g: SekiG): boolean {
  const honntai = g.units[TOKUGAWA_HONNTAI];
  return !g.westLeaderRetreated || (honntai?.where.kind === 'map' && honntai.face === 'commander');
}

/** [rule 7.4] a unit starting its move within 3 hexes of the 徳川本隊 on its troop face is not limited. */
export function nearHonntai(g: SekiG, u: UnitState): boolean {
  const honntai = g.units[TOKUGAWA_HONNTAI];
  const at = hexOf(u);
  const h = honntai ? hexOf(honntai) : null;
  return !!at && !!h && honntai!.face === 'troop' && distance(at, h) <= 3;
}

/** [rule 7.4] moving `u` now counts against the East's limit. */
export function countsAgainstLimit(g: SekiG, u: UnitState): boolean {
  return u.side === 'east' && u.face === 'troop' && limitInForce(g) && !nearHonntai(g, u);
}

/** Why `u` may not start a move now (null: it may), by rule. */
export type MoveBar = 'not-on-map' | 'moved' | 'no-move' | 'pinned' | 'east-limit';

export function moveBar(g: SekiG, u: UnitState): MoveBar | null {
  const at = hexOf(u);
  if (!at) return 'not-on-map';
  // [rule 7.1] once per phase.
  if (u.moved) return 'moved';
  if (faceOf(u).move <= 0) return 'no-move';
  // [rule 7.3] a troop unit next to an enemy troop unit may not move at all.
  if (u.face === 'troop' && enemyTroopNextTo(g, at, u.side)) return 'pinned';
  // [rule 7.4]
  if (countsAgainstLimit(g, u) && g.eastLimitedMoves >= eastLimit(g.turn)) return 'east-limit';
  return null;
}

/**
 * [rule 7.2] every hex `u` may end its move on, with its cost and path. Up to the face's
 * movement; along a road 0.5 a hex; entering across a river or onto higher ground ends the move
 * (not along a road), so does entering a hex next to an enemy troop unit; solid-bordered terrain,
 * ponds, neutral commanders' hexes and enemy units may not be entered; own units may be passed
 * through but not stopped on.
 */
export function destinations(g: SekiG, u: UnitState): Map<HexId, { cost: number; path: HexId[] }> {
  const cache = position(g).placed.dest;
  const key = `${u.id} ${faceOf(u).move}`;
  let found = cache.get(key);
  if (!found) cache.set(key, (found = search(g, u)));
  return found;
}

function search(g: SekiG, u: UnitState): Map<HexId, { cost: number; path: HexId[] }> {
  const at = hexOf(u);
  const out = new Map<HexId, { cost: number; path: HexId[] }>();
  if (!at) return out;
  const start = BOARD.nodeOf(at)!;
  const occ = occupancy(g);
  const occupant = (node: number) => occ.get(BOARD.idOf(node));
  const nextToEnemyTroop = new Map<HexId, boolean>();
  const stopsBeside = (hex: HexId) => {
    let v = nextToEnemyTroop.get(hex);
    if (v === undefined) nextToEnemyTroop.set(hex, (v = enemyTroopIn(occ, hex, u.side)));
    return v;
  };
  const found = reach(BOARD, start, {
    allowance: faceOf(u).move,
    cost: (_from, _to, flags) => (flags & ROAD ? 0.5 : 1),
    enterable: (node) => {
      const hex = BOARD.idOf(node);
      const o = occupant(node);
      return terrainEnterable(hex) && (!o || o.side === u.side);
    },
    passThrough: (node) => occupant(node) !== undefined,
    stopsAt: (node, from, flags) => {
      const hex = BOARD.idOf(node);
      const terrain = !(flags & ROAD) && (!!(flags & RIVER) || elevation(hex) > elevation(BOARD.idOf(from)));
      return terrain || stopsBeside(hex);
    },
  });
  for (const [node, r] of found) out.set(BOARD.idOf(node), { cost: r.cost, path: r.path.map((n) => BOARD.idOf(n)) });
  return out;
}
