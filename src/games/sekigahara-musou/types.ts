// 関ヶ原無双: the shapes of the game's state (private to the engine). Views and decisions come with
// the rules that use them.
import type { HexId } from '../../engine/hex.ts';
import type { SideId } from './data/units.ts';
export type { SideId } from './data/units.ts';

/** 部隊モード (troop face) or 武将モード (commander face, the banded back) ([rule 2.2.1]). */
export type Face = 'troop' | 'commander';

export type UnitWhere =
  | { kind: 'map'; hex: HexId }
  /** [rule 3.2] on the turn track, waiting for its arrival ([rule 6.1]). */
  | { kind: 'track' }
  /** Killed on a retreat ([rule 8.6]) or removed without a commander face ([rule 8.5.3]). */
  | { kind: 'gone' };

export interface UnitState {
  id: string;
  side: SideId;
  where: UnitWhere;
  face: Face;
  /** [rule 7.1] moved in the current movement phase. */
  moved: boolean;
}

export interface SekiG {
  units: Record<string, UnitState>;
  /** The turn marker ([rule 3.2]: starts on 1). */
  turn: number;
  /** The 小早川 marker ([rule 3.2]: starts on 8; [rule 4.2] clamped to 4…10). */
  kobayakawa: number;
  /** [rule 7.4] East troop units moved this phase that counted against the limit. */
  eastLimitedMoves: number;
  /** [rule 7.4] 宇喜多秀家 or 石田三成 has retreated at least once. */
  westLeaderRetreated: boolean;
  /** [rule 4.2] the exits an East troop unit has already entered (each moves the marker once). */
  exitsReached: string[];
}
