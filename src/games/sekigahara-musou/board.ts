// 関ヶ原無双: the map as a board (src/engine/board.ts): one node per hex, links flagged ROAD (the
// hexside joins two consecutive hexes of a road) and RIVER (a river runs along it); what may be
// entered, and the relations the rules ask about (adjacency, distance, uphill, across a river).
import { boardFromHexes, type Board } from '#engine/board.ts';
import { hexDistance, neighbourIds, type HexId } from '#engine/hex.ts';
import { EXITS, GRID, HEXES, HEX_BY_ID, NEUTRALS, RIVER_SIDES, ROAD_SIDES } from './data/map.ts';

/** The link joins two consecutive hexes of a road ([rule 7.2] along the road). */
export const ROAD = 1;
/** A river runs along the hexside ([rule 7.2] stop; [rule 8.5.3] across a river; [rule 8.6]). */
export const RIVER = 2;

const key = (a: HexId, b: HexId) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const roadSides = new Set(ROAD_SIDES.map(([a, b]) => key(a, b)));
const riverSides = new Set(RIVER_SIDES.map(([a, b]) => key(a, b)));
const neutralHexes = new Set(NEUTRALS.map((n) => n.hex));

export const BOARD: Board = boardFromHexes(
  GRID,
  HEXES.map((h) => h.id),
  (a, b) => (roadSides.has(key(a, b)) ? ROAD : 0) | (riverSides.has(key(a, b)) ? RIVER : 0),
);

export function onMap(hex: HexId): boolean {
  return HEX_BY_ID.has(hex);
}

/**
 * [rule 7.2] terrain no unit may enter: a solid-bordered terrain hex, a pond, a neutral
 * commander's hex (units are checked by the caller).
 */
export function terrainEnterable(hex: HexId): boolean {
  const h = HEX_BY_ID.get(hex);
  return !!h && !h.pond && !h.impassable && !neutralHexes.has(hex);
}

export function elevation(hex: HexId): number {
  return HEX_BY_ID.get(hex)?.elevation ?? 0;
}

// The six ids around each hex asked about, kept: the rules ask for the same hexes at every step.
const around = new Map<HexId, readonly HexId[]>();
const aroundOnMap = new Map<HexId, readonly HexId[]>();

function aroundOf(hex: HexId): readonly HexId[] {
  let ids = around.get(hex);
  if (!ids) around.set(hex, (ids = neighbourIds(GRID, hex)));
  return ids;
}

/** areAdjacent(GRID, a, b), from the kept neighbours of `a`. */
export function adjacent(a: HexId, b: HexId): boolean {
  return aroundOf(a).includes(b);
}

/** Distances worked out so far, per hex (the AI's evaluation asks every unit's to each exit in every position). */
const distances = new Map<HexId, Map<HexId, number>>();

export function distance(a: HexId, b: HexId): number {
  let from = distances.get(a);
  if (!from) distances.set(a, (from = new Map()));
  let d = from.get(b);
  if (d === undefined) from.set(b, (d = hexDistance(GRID, a, b)));
  return d;
}

/** The map's neighbours of a hex. */
export function neighbours(hex: HexId): readonly HexId[] {
  let ids = aroundOnMap.get(hex);
  if (!ids) aroundOnMap.set(hex, (ids = aroundOf(hex).filter(onMap)));
  return ids;
}

export function riverBetween(a: HexId, b: HexId): boolean {
  return riverSides.has(key(a, b));
}

export function roadBetween(a: HexId, b: HexId): boolean {
  return roadSides.has(key(a, b));
}

/** [rule 4.2] the map-edge exit a hex is, if any. */
export function exitAt(hex: HexId): (typeof EXITS)[number]['id'] | null {
  return EXITS.find((e) => e.hex === hex)?.id ?? null;
}
