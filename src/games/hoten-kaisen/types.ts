// 奉天会戦: the shapes of the game's state (private to the engine) and of its views (what a
// side, or the public, may see). Renderers and messages read views only.
import type { GameResult, Text } from '#engine/types.ts';
import type { HexId } from '#engine/hex.ts';
import type { HotenSide } from './data/counters.ts';
export type { HotenSide } from './data/counters.ts';

export type Where =
  | { kind: 'unplaced' }
  | { kind: 'map'; hex: HexId }
  | { kind: 'entry'; area: 1 | 2 | 3 }
  | { kind: 'eliminated' };

export interface UnitState {
  id: string;
  side: HotenSide;
  where: Where;
  /** Strength shown to the opponent since a combat revealed it ([rule 9.0] step 1). */
  revealed: boolean;
  /** The turn number on which this unit may not activate ([rule 9.3] after a retreat or a rebuild). */
  restTurn: number | null;
  /** The turn number on which it was eliminated ([rule 9.4] not rebuilt on the very next own turn). */
  eliminatedTurn: number | null;
}

export interface CombatSideResult {
  strength: number;
  die: number;
  support: number;
  modifier: number;
  total: number;
}

export interface CombatState {
  attacker: string;
  defender: string;
  attackerHex: HexId;
  defenderHex: HexId;
  acrossRiver: boolean;
  /** Russian defender in a fortress attacked across a trench (or a Russian attacker firing out of one). */
  trench: 'attacker' | 'defender' | null;
  /** Outcome still to carry out. */
  loser: string | null;
  winner: string | null;
  /** How the loser is affected: retreat, eliminate. */
  effect: 'retreat' | 'eliminate' | null;
  /** Retreat before combat: who declared it [rule 9.5]. */
  beforeCombat: boolean;
  /** The hex the loser left, for the winner's advance. */
  vacated: HexId | null;
}

export interface LastCombat {
  attackerHex: HexId;
  defenderHex: HexId;
  attacker: { side: HotenSide; id: string; result: CombatSideResult | null };
  defender: { side: HotenSide; id: string; result: CombatSideResult | null };
  outcome: Text;
}

// ---------------------------------------------------------------------------------------------
// The procedure stack: one frame, the decision owed now. Field order is what stored games hold.

export type HotenFrame =
  | { kind: 'setup'; sides: HotenSide[] }
  | { kind: 'activation'; sides: HotenSide[] }
  /** [rule 9.0] the activated counter may attack an adjacent enemy. */
  | { kind: 'attack'; sides: HotenSide[]; unit: string }
  /** [rule 9.5] the attacker, then the defender, may retreat before the dice. */
  | { kind: 'retreat-before-combat'; sides: HotenSide[]; who: 'attacker' | 'defender' }
  /** [rule 9.0] the winner chooses the loser's retreat hex. */
  | { kind: 'retreat'; sides: HotenSide[] }
  /** [rule 9.0] the winner may advance into the vacated hex. */
  | { kind: 'advance'; sides: HotenSide[]; hex: HexId };

export interface HotenG {
  units: Record<string, UnitState>;
  /** Index into TIME_TRACK. */
  time: number;
  /** Activation turn counter: turn 1 is Japan's first, then alternating. 0 during setup. */
  turn: number;
  active: HotenSide;
  /** The unit activated this turn. */
  activated: string | null;
  /** Passes in a row (house rule: two in a row move the time marker; see the game doc). */
  passesInRow: number;
  combat: CombatState | null;
  lastCombat: LastCombat | null;
  lastHexes: HexId[];
}

// ---------------------------------------------------------------------------------------------
// Views

export interface CounterView {
  side: HotenSide;
  /** True when the viewer may see who this is: own counters, or enemy counters revealed by combat. */
  known: boolean;
  /** A known counter's id: its names and strength are the game's data (view.ts counterFace). */
  id?: string;
  where: Where;
  /**
   * Cannot activate on its owner's next turn [rule 9.3] public, since the retreat was public. A view
   * sets it (true) only on a resting counter and leaves it out otherwise.
   */
  resting?: boolean;
}

/**
 * One side of the last combat: `id` when the viewer knows the counter (its name and strength are the
 * game's data), else `name`, the words unitRef says of a hidden counter. view.ts combatantName reads it.
 */
export interface CombatantView {
  side: HotenSide;
  id?: string;
  name?: Text;
  result: CombatSideResult | null;
}

export interface HotenView {
  game: 'hoten-kaisen';
  viewer: HotenSide | null;
  step: number;
  turn: number;
  /** Index into the time track (data/map.ts TIME_TRACK). */
  time: number;
  /** Sides owing a decision now. */
  toAct: HotenSide[];
  /** Kind of the decision on top of the stack (setup, activation, attack, retreat-before-combat, retreat, advance). */
  decision: string | null;
  activeSide: HotenSide | null;
  /** Sorted by place, never by identity: the order must not tell hidden counters apart. */
  counters: CounterView[];
  lastHexes: HexId[];
  lastCombat: {
    attackerHex: HexId;
    defenderHex: HexId;
    attacker: CombatantView;
    defender: CombatantView;
    outcome: Text;
  } | null;
  result: GameResult | null;
  summary: Text;
}
