// 関ヶ原無双 [rule 8.6] retreat and [rule 8.7] pursuit: where a losing unit may retreat (its owner
// chooses), when it dies instead, and who must or may pursue into the hexes the defenders left.
//
// Readings (docs/games/sekigahara-musou.md):
// - [rule 8.6] a retreat is one hex; the unit retreats on its commander face (the result flipped
//   it first), so its movement is the commander face's. "敵ユニットに隣接しない": any enemy unit,
//   troop or commander.
// - [rule 8.7] one attacking unit moves into one hex a defender left; when the attackers include a
//   troop unit with a movement of 1 or more, one of those must go (the attacker chooses which, and
//   which hex when several were left); otherwise an attacking commander may.
import type { HexId } from '#engine/hex.ts';
import { neighbours, riverBetween, roadBetween, terrainEnterable } from '../board.ts';
import type { SekiG, UnitState } from '../types.ts';
import { faceOf, hexOf, unitAt } from './movement.ts';

/** [rule 8.6] the hexes `u` may retreat to (empty: it cannot, and its commander is killed). */
export function retreatHexes(g: SekiG, u: UnitState): HexId[] {
  return retreatHexesIn((h) => unitAt(g, h), u);
}

/**
 * [rule 8.6] retreatHexes with who stands where read from `occupant` (the AI's evaluation asks it
 * of a map it built once, for every unit that may lose a combat).
 */
export function retreatHexesIn(occupant: (hex: HexId) => UnitState | undefined, u: UnitState): HexId[] {
  const at = hexOf(u);
  if (!at || faceOf(u).move < 1) return [];
  return neighbours(at).filter((h) => {
    if (!terrainEnterable(h) || occupant(h)) return false;
    if (riverBetween(at, h) && !roadBetween(at, h)) return false;
    return !neighbours(h).some((n) => {
      const o = occupant(n);
      return o !== undefined && o.side !== u.side;
    });
  });
}

export interface Pursuit {
  /** Attacking units that may move into a vacated hex. */
  units: string[];
  /** The vacated hexes they may move into (every attacker is next to every defender it fought). */
  hexes: HexId[];
  /** A troop unit is among the attackers and can move: one pursuit is owed. */
  forced: boolean;
}

/** [rule 8.7] who may pursue into which of the `vacated` hexes (null: no pursuit possible). */
export function pursuit(g: SekiG, attackers: readonly string[], vacated: readonly HexId[]): Pursuit | null {
  const free = vacated.filter((h) => !unitAt(g, h));
  if (!free.length) return null;
  const able = attackers.map((id) => g.units[id]!).filter((u) => hexOf(u) && faceOf(u).move >= 1);
  const troops = able.filter((u) => u.face === 'troop');
  const forced = troops.length > 0;
  const units = (forced ? troops : able).map((u) => u.id);
  if (!units.length) return null;
  return { units, hexes: free, forced };
}
