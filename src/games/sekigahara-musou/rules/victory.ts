// 関ヶ原無双 [rule 4.0] victory: the 小早川 marker ([rule 4.2]), the victory check at the end of each
// turn ([rule 4.1]) and the sudden deaths ([rule 4.3]).
//
// Readings (docs/games/sekigahara-musou.md):
// - [rule 4.2] the list's second "東軍武将が討取られた場合 ターン-2" is the West's (it pairs with the
//   West's retreat line). "武将" is a unit on its commander face: every retreat is one (a losing troop
//   unit flips before it retreats); a unit removed because it has no commander face is no 武将.
// - [rule 4.1] the West's condition is read as written: at the check of turn 6 the West wins when
//   the marker is beyond 7 (8, 9 or 10). The East's is checked first; both cannot hold at once.
import type { SekiG, SideId } from '../types.ts';
import { TRACKS } from '../data/map.ts';
import { SUDDEN_DEATH } from '../data/units.ts';

/** [rule 4.2] moves the 小早川 marker by `delta` turns, clamped to 4…10. */
export function moveKobayakawa(g: SekiG, delta: number): void {
  const { min, max } = TRACKS.kobayakawaClamp;
  g.kobayakawa = Math.min(max, Math.max(min, g.kobayakawa + delta));
}

/** [rule 4.2] a commander of `side` retreated (+1 for the East's, −1 for the West's). */
export function commanderRetreated(g: SekiG, side: SideId): void {
  moveKobayakawa(g, side === 'east' ? 1 : -1);
}

/** [rule 4.2] a commander of `side` was killed (+2 for the East's, −2 for the West's). */
export function commanderKilled(g: SekiG, side: SideId): void {
  moveKobayakawa(g, side === 'east' ? 2 : -2);
}

/** [rule 4.2] an East troop unit entered an exit hex: −2 the first time for each exit. */
export function eastTroopEnteredExit(g: SekiG, exit: string): void {
  if (g.exitsReached.includes(exit)) return;
  g.exitsReached.push(exit);
  moveKobayakawa(g, -2);
}

export interface Verdict {
  winner: SideId;
  rule: '4.1' | '4.3';
  why: 'kobayakawa-east' | 'kobayakawa-west' | 'ieyasu' | 'west-leaders';
}

/** [rule 4.1] the check at the end of a turn (null: play on). */
export function victoryCheck(g: SekiG): Verdict | null {
  if (g.kobayakawa <= g.turn) return { winner: 'east', rule: '4.1', why: 'kobayakawa-east' };
  if (g.turn === 6 && g.kobayakawa > 7) return { winner: 'west', rule: '4.1', why: 'kobayakawa-west' };
  return null;
}

/** [rule 4.3] after a retreat or a death: 徳川家康 retreated or killed, or both West leaders killed. */
export function suddenDeath(g: SekiG, event: { unit: string; kind: 'retreat' | 'killed' }): Verdict | null {
  if ((SUDDEN_DEATH.east as readonly string[]).includes(event.unit))
    return { winner: 'west', rule: '4.3', why: 'ieyasu' };
  const gone = (id: string) => g.units[id]?.where.kind === 'gone';
  if (event.kind === 'killed' && SUDDEN_DEATH.west.every(gone))
    return { winner: 'east', rule: '4.3', why: 'west-leaders' };
  return null;
}
