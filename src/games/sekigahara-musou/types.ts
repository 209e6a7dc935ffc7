// 関ヶ原無双: the shapes of the game's state (private to the engine). Views and decisions come with
// the rules that use them.
import type { HexId } from '#engine/hex.ts';
import type { Text } from '#engine/types.ts';
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
  /** The id actions and views use. */
  id: string;
  /**
   * The unit's row in the data (src/games/sekigahara-musou/data/units.ts). The same as `id` but for
   * the four 宇喜多隊 (ids ukita-a…d): which of them carries 明石全登 is the West's secret ([rule 3.2]).
   */
  def: string;
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
  /**
   * [rule 3.2] 明石全登's 宇喜多隊 has shown its commander face: from then on everybody knows which it
   * is (and that the others are plain 宇喜多隊), whatever face it shows later.
   */
  akashiRevealed: boolean;
  /** The last combat fought, every die shown ([rule 8.5]); null before the first. */
  lastCombat: LastCombat | null;
  /** The hexes of what was last done (moves of a phase, a combat and its aftermath): marked on the map. */
  lastHexes: HexId[];
  /** What `lastHexes` belongs to (a phase's moves, one combat…): a new key starts a new mark. */
  lastKey: string;
}

/** One side of a combat as the post shows it: its units, total, dice and what they scored. */
export interface CombatSide {
  side: SideId;
  units: { id: string; name: Text; hex: HexId }[];
  total: number;
  /** The side's number of the strength ratio: how many dice it rolled ([rule 8.5.2]). */
  dice: number;
  /** Per die: the units' modifiers, −1 uphill, −1 across a river ([rule 8.5.3]). */
  modifier: number;
  uphill: number;
  river: number;
  rolled: number[];
  hits: number;
}

export interface LastCombat {
  attacker: CombatSide;
  defender: CombatSide;
  loser: 'attacker' | 'defender' | null;
  difference: number;
}

/** One combat of the phase's plan ([rule 8.3]). */
export interface CombatPlan {
  attackers: string[];
  defenders: string[];
}

// ---------------------------------------------------------------------------------------------
// The procedure stack: the decision owed now.

export type SekiFrame =
  /** [rule 3.2] the West chooses which 宇喜多隊 hex holds 明石全登's unit. */
  | { kind: 'setup'; sides: SideId[] }
  /** [rule 7.0] the phasing side moves units, then ends the phase. */
  | { kind: 'move'; sides: SideId[] }
  /** [rule 8.3] the attacker groups the combats, fixes them, then [rule 8.4] resolves them in its order. */
  | {
      kind: 'combat';
      sides: SideId[];
      plan: CombatPlan[];
      fixed: boolean;
      done: number[];
      pursuit: { attackers: string[]; vacated: HexId[] } | null;
    }
  /** [rule 8.6] the owner chooses where each of these units retreats. */
  | { kind: 'retreat'; sides: SideId[]; units: string[] }
  /** [rule 8.7] the attacker pursues into a vacated hex (or, when not forced, stays). */
  | { kind: 'pursue'; sides: SideId[]; units: string[]; hexes: HexId[]; forced: boolean }
  /** [rule 9.0] the phasing side may try to rebuild its commanders. */
  | { kind: 'rebuild'; sides: SideId[] };
