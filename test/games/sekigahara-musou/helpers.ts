// 関ヶ原無双 rule cases: positions built by hand.
import type { HexId } from '#engine/hex.ts';
import { UNITS } from '#games/sekigahara-musou/data/units.ts';
import type { Face, SekiG, UnitState } from '#games/sekigahara-musou/types.ts';

export type Placement = HexId | { hex: HexId; face: Face };

/** A position with only the given units on the map (every other unit gone). */
export function position(placed: Record<string, Placement>, over: Partial<SekiG> = {}): SekiG {
  const units: Record<string, UnitState> = {};
  for (const d of UNITS) {
    const p = placed[d.id];
    const at = typeof p === 'string' ? { hex: p, face: 'troop' as Face } : p;
    units[d.id] = {
      id: d.id,
      def: d.id,
      side: d.side,
      where: at ? { kind: 'map', hex: at.hex } : { kind: 'gone' },
      face: at?.face ?? 'troop',
      moved: false,
    };
  }
  return {
    units,
    turn: 2,
    kobayakawa: 8,
    eastLimitedMoves: 0,
    westLeaderRetreated: false,
    exitsReached: [],
    akashiRevealed: false,
    lastCombat: null,
    lastHexes: [],
    lastKey: '',
    ...over,
  };
}
