// 関ヶ原無双 [rule 9.0] rebuild: in its own rebuild phase a side may roll one die for each of its
// commanders not next to an enemy troop unit; a roll at or under the commander's command value
// turns it back to its troop face ([rule 9.2]). Which commanders try is the player's choice
// ([rule 9.3]); having moved or fought this turn does not matter.
import type { SekiG, SideId, UnitState } from '../types.ts';
import { enemyTroopNextTo, faceOf, hexOf } from './movement.ts';

/** [rule 9.2] may try to rebuild now. */
export function canRebuild(g: SekiG, u: UnitState): boolean {
  const at = hexOf(u);
  return !!at && u.face === 'commander' && !enemyTroopNextTo(g, at, u.side);
}

export function rebuildCandidates(g: SekiG, side: SideId): string[] {
  return Object.values(g.units)
    .filter((u) => u.side === side && canRebuild(g, u))
    .map((u) => u.id)
    .sort();
}

/** [rule 9.2] the roll turns the commander back to its troop face. */
export function rebuildSucceeds(u: UnitState, die: number): boolean {
  const command = faceOf(u).command;
  return command !== null && die <= command;
}
