// 日露大戦 (BonSai Games SS-004): the shapes of the game's state (private to the engine) and of
// its views (what a side, or the public, may see).
//
// THIS FILE IS THE CONTRACT FOR render/ (its renderer): the renderer reads `NichiroView` (and the
// static data in data/*.ts: map, counters, cards) and nothing else. Keep the view shapes stable;
// add optional fields rather than change existing ones.
import type { GameResult, GameState, Text } from '#engine/types.ts';
import type { HexId } from '#engine/hex.ts';

export type NSide = 'japan' | 'russia';

/** Off-map boxes ([rule 2.2], [rule 8.3], [rule 9.5], [rule 10.2.5]). Same ids as `BoxId` in data/map.ts. */
export type BoxId = 'korea' | 'siberia' | 'japan' | 'europeanRussia' | 'eliminated';

export type Where = { kind: 'map'; hex: HexId } | { kind: 'box'; box: BoxId };

/** Card ids '#01' … '#16' ([rule 2.4], [rule 10.0]). */
export type CardId = string;

/** The phases of a player turn ([rule 5.0]), plus the victory check phase of the game turn. */
export type PhaseId = 'refill' | 'movement' | 'combat' | 'cardPlay' | 'victory';

/** Combat results ([rule 9.5]). */
export type CrtResult = 'DE' | 'DR' | 'EX' | 'NE' | 'AR' | 'AE';

export interface UnitState {
  id: string;
  side: NSide;
  where: Where;
  /** Only the Port Arthur garrison (R-PA) has a back: 3-0 after #08 コンドラチェンコ ([rule 10.4.4]). */
  flipped: boolean;
}

/** One declared attack ([rule 9.3]): a target hex and the units attacking it. */
export interface Declaration {
  target: HexId;
  attackers: string[];
  resolved: boolean;
}

/** A modifier that entered a combat's strengths ([rule 9.4.1], [rule 9.4.2]). */
export interface CombatModifier {
  /** 'river' | 'rough' | 'town' (defender, [rule 9.4.1]) or 'support' (attacker, [rule 9.4.2]). */
  code: 'river' | 'rough' | 'town' | 'support';
  side: 'attacker' | 'defender';
  value: number;
}

/** A card event played during a combat ([rule 10.4.5]). */
export interface CombatEvent {
  side: NSide;
  card: CardId;
  /** Result before and after the event (null before: a before-roll event fixing the result). */
  from: CrtResult | null;
  to: CrtResult | null;
}

/** The combat being resolved, or the last one resolved (public: everything in it was on the table). */
export interface CombatRecord {
  attackerSide: NSide;
  target: HexId;
  attackers: { id: string; hex: HexId }[];
  defenders: string[];
  /** Sum of the printed strengths. */
  attackStrength: number;
  defenseStrength: number;
  modifiers: CombatModifier[];
  /** Modified attack minus modified defence ([rule 9.5]). */
  differential: number;
  /** CRT column used: -1 … +5, or null when below -1 (no attack possible: NE). */
  column: number | null;
  /** The die (null: not rolled yet, or the result was fixed before the roll by an event). */
  die: number | null;
  /** The result read from the CRT or fixed by a before-roll event. */
  rolled: CrtResult | null;
  /** Combat events played, in order ([rule 10.4.5]). */
  events: CombatEvent[];
  /** The result that is applied (after every event). */
  result: CrtResult | null;
  /** Attack support card discarded ([rule 9.4.2]), public once played. */
  support: CardId | null;
}

/** What a retreat still owes ([rule 9.6]): units of `side` that must each move one hex. */
export interface RetreatState {
  side: NSide;
  units: string[];
  /** Chain retreat in progress ([rule 9.6]): who was displaced, by whom, and where the mover wants to go. */
  chain: { mover: string; to: HexId }[];
}

export interface NichiroG {
  /** Game turn 1–12 ([rule 5.0]). */
  turn: number;
  /** Whose player turn it is; 'victory' phase belongs to nobody. */
  phasing: NSide;
  phase: PhaseId;
  units: Record<string, UnitState>;
  /** Control of hexes that matter ([rule 3.4]): towns, key points, supply hexes. Absent: Russian ([rule 3.4]). */
  control: Record<HexId, NSide>;
  morale: Record<NSide, number>;
  /** Deck, top card last ([rule 10.0]). */
  deck: CardId[];
  /** Discard pile, top card last ([rule 10.0]); only the top card is public. */
  discard: CardId[];
  hands: Record<NSide, CardId[]>;
  /** Units lost this game turn, for the morale check ([rule 4.3.2]). */
  lost: Record<NSide, number>;
  /** Die modifiers of this game turn's morale checks (#16 脚気, #14 壊血病). */
  moraleDieMod: Record<NSide, number>;
  /** [rule 10.4.1] the Port Arthur fleet can no longer sortie. */
  paFleetBlocked: boolean;
  /** Units carrying a ZOC-loss marker ([rule 6.4]), until the end of the Japanese player turn. */
  zocLoss: string[];
  /** [rule 10.4.3] Japan's hand limit during the next / current Japanese player turn (null: none). */
  japanHandLimit: number | null;
  /** #06 マカロフ中将: no transport out of the Japan box during the next Japanese player turn. */
  japanNoHomeTransport: boolean;
  /** [rule 10.2.3] the forced march of this player turn is spent. */
  forcedMarchUsed: boolean;
  /** The current movement or combat phase is the one a forced march bought ([rule 10.2.3]). */
  extraPhase: boolean;
  /** [rule 8.2] the rail move of this movement phase is spent. */
  railUsed: boolean;
  /** Units that have moved in this movement phase (each moves once per phase). */
  moved: string[];
  /** Combats declared in this combat phase ([rule 9.3]). */
  declarations: Declaration[];
  /** The combat being resolved. */
  combat: CombatRecord | null;
  retreat: RetreatState | null;
  lastCombat: CombatRecord | null;
  lastHexes: HexId[];
  /** Options fixed at setup. */
  naval: boolean;
  /** Progress of the combat being resolved (not shown: the view shows `combat` and the decision). */
  cflow: CombatFlow | null;
  /** Optional rule 11: the fleets (null without the option). */
  navy: NavyState | null;
}

export type CombatTask = 'defLoss' | 'attLoss' | 'defRetreat' | 'attRetreat' | 'arChoice' | 'advance';

export interface CombatFlow {
  stage: 'support' | 'before' | 'after' | 'apply';
  /** Combat event window ([rule 10.4.5]): whose turn, and passes in a row. */
  window: { turn: NSide; passes: number } | null;
  tasks: CombatTask[];
  /** Attackers that advanced ([rule 9.7]). */
  advanced: string[];
}

/** [rule 11.1] a naval unit: two steps (2 intact, 1 damaged, 0 sunk). */
export interface ShipState {
  id: string;
  side: NSide;
  fleet: 'first' | 'second' | 'portArthur' | 'vladivostok';
  steps: number;
}

export interface NavyState {
  ships: Record<string, ShipState>;
  /** [rule 11.5] the Port Arthur flagship with Makarov (null until Russia picks it), secret to Russia until sunk. */
  flagship: string | null;
  flagshipRevealed: boolean;
  /** The sortie procedure in progress ([rule 11.2]), else null. */
  sortie: NavalSortie | null;
}

export type NavalStep =
  | 'pa-declare'
  | 'pa-mines'
  | 'pa-continue'
  | 'first-intercept'
  | 'pa-interference'
  | 'vl-declare'
  | 'second-intercept'
  | 'vl-interference'
  | 'repair'
  | 'revive';

export interface NavalSortie {
  step: NavalStep;
  /** Fleets that sortied this turn ([rule 11.4] repairs). */
  sortied: { portArthur: boolean; vladivostok: boolean; first: boolean; second: boolean };
  /** Japanese cards already used against this sortie ([rule 11.2.2] #01 and #03 once each). */
  used: CardId[];
  /** Steps still to be taken off the Port Arthur fleet by Japan's choice ([rule 11.2.2]). */
  pendingHits: number;
  /** [rule 11.2.8] the Port Arthur fleet interfered this turn. */
  paInterfered: boolean;
}

// ---------------------------------------------------------------------------------------------
// The procedure stack: one frame per decision kind (field order as stored: keep it).

/** How a 'move-to' moves the unit: [rule 8.0], [rule 8.2], [rule 10.2.4], or an event's extra move. */
export type MoveMode = 'move' | 'rail' | 'strategic' | 'extra';

/** What a 'pick-unit' / 'pick-dest' completes (a card use or an event). */
export type PickPurpose =
  | 'strategic'
  | 'transport'
  | 'rebuild'
  | 'ev-zoc'
  | 'ev-rebuild'
  | 'ev-rail'
  | 'ev-landing'
  | 'ev-extra';

/** Every decision of 日露大戦, as a frame of the procedure stack. */
export type NFrame =
  | { kind: 'refill'; sides: NSide[] }
  | { kind: 'movement'; sides: NSide[] }
  | { kind: 'move-to'; sides: NSide[]; unit: string; mode: MoveMode; card?: CardId }
  | { kind: 'pick-unit'; sides: NSide[]; purpose: PickPurpose; card: CardId; max: number; chosen: string[] }
  | { kind: 'pick-dest'; sides: NSide[]; purpose: PickPurpose; card: CardId; units: string[] }
  | { kind: 'combat'; sides: NSide[] }
  | { kind: 'declare'; sides: NSide[]; target: HexId; units: string[] }
  | { kind: 'resolve'; sides: NSide[] }
  | { kind: 'support'; sides: NSide[] }
  | { kind: 'combat-event'; sides: NSide[]; stage: 'before' | 'after' }
  | { kind: 'loss'; sides: NSide[]; role: 'attacker' | 'defender' }
  | { kind: 'ar'; sides: NSide[] }
  | { kind: 'retreat'; sides: NSide[] }
  | { kind: 'chain'; sides: NSide[] }
  | { kind: 'advance'; sides: NSide[] }
  | { kind: 'card-play'; sides: NSide[] }
  | { kind: 'fleet-reaction'; sides: NSide[]; card: CardId }
  | { kind: 'naval-flagship'; sides: NSide[] }
  | { kind: 'naval-sortie'; sides: NSide[]; step: NavalStep }
  | { kind: 'naval-response'; sides: NSide[]; step: NavalStep }
  | { kind: 'naval-loss'; sides: NSide[] }
  /** Revision 2, [rule 11.3.1] the side with more ships aims its extra ships (one target per action). */
  | { kind: 'naval-assign'; sides: NSide[]; battle: NavalBattle };

export type NFrameKind = NFrame['kind'];

/** The state of a game of 日露大戦: the engine's envelope with the game's own data and frames. */
export type NState = GameState<NichiroG, NFrame>;
export type FrameOf<K extends NFrameKind> = Extract<NFrame, { kind: K }>;

/** A naval battle waiting for the larger side's aim ([rule 11.3.1]). */
export interface NavalBattle {
  japan: ShipState['fleet'];
  russia: ShipState['fleet'];
  akiyama: boolean;
  /** Targets chosen so far for the extra ships, in battle-line order. */
  aims: string[];
}

// ---------------------------------------------------------------------------------------------
// Views: the contract for render/ (its renderer)

/**
 * A unit as a view shows it: its names, short label and movement allowance are the game's data
 * (data/counters.ts COUNTER_BY_ID, by id), not repeated in every view (every move's post stores one).
 */
export interface UnitView {
  id: string;
  side: NSide;
  /** Current strength (R-PA: 2, or 3 when flipped). */
  strength: number;
  flipped: boolean;
  where: Where;
  /** Carries the ZOC-loss marker ([rule 6.4]). */
  zocLoss: boolean;
}

/** A key point (its town's name is the map's data: data/map.ts HEX_BY_ID). */
export interface KeyPointView {
  hex: HexId;
  controller: NSide;
}

export interface NichiroView {
  game: 'nichiro-taisen';
  viewer: NSide | null;
  step: number;
  /** Game turn 1–12 and its month (turn track). */
  turn: number;
  /** The player turn and its phase (null once the game is over). */
  phasing: NSide | null;
  phase: PhaseId | null;
  /** True while a forced-march phase is being played ([rule 10.2.3]). */
  extraPhase: boolean;
  /** Sides owing a decision now, and the kind of that decision (see DECISION_NAME in messages.ts). */
  toAct: NSide[];
  decision: string | null;
  /** A public sentence saying what is being decided. */
  decisionText: Text | null;
  /** Every unit (units are never hidden in this game), sorted by id. */
  units: UnitView[];
  /** Control of the four key points ([rule 3.3], [rule 4.3.1]). */
  keyPoints: KeyPointView[];
  /** Every other hex controlled by Japan (towns and supply hexes matter for [rule 8.2], [rule 10.2.4]). */
  japaneseControl: HexId[];
  morale: Record<NSide, number>;
  /** Hand sizes of both players (public). */
  handSizes: Record<NSide, number>;
  /** The viewer's own hand (card ids, see data/cards.ts); null in the public view. */
  hand: CardId[] | null;
  /** The top card of the discard pile, the only visible one ([rule 10.0]). */
  topDiscard: CardId | null;
  deckSize: number;
  discardSize: number;
  markers: {
    /** [rule 10.4.1] 旅順艦隊出撃不能. */
    paFleetCannotSortie: boolean;
    /** [rule 6.4] ZOC喪失 marker: the units carrying one. */
    zocLoss: string[];
    /** [rule 10.4.3] Japan's hand limit (null: none). */
    japanHandLimit: number | null;
    /** #06 マカロフ中将: Japan may not transport out of the Japan box this coming turn. */
    japanNoHomeTransport: boolean;
    /** [rule 10.2.3] / [rule 8.2] spent this player turn / movement phase. */
    forcedMarchUsed: boolean;
    railMoveUsed: boolean;
    /** Die modifiers of this turn's morale checks ([rule 4.3.2], #16 脚気, #14 壊血病). */
    moraleCheckDieModifier: Record<NSide, number>;
  };
  /** Units lost this game turn ([rule 4.3.2]). */
  lostThisTurn: Record<NSide, number>;
  /** Attacks declared in the current combat phase ([rule 9.3]). */
  declarations: Declaration[];
  /** The combat being resolved now, else null. */
  combat: CombatRecord | null;
  /** The last combat resolved. */
  lastCombat: CombatRecord | null;
  lastHexes: HexId[];
  result: GameResult | null;
  summary: Text;
  /** Optional rule 11 only: the fleets (absent without the option). */
  navy?: NavyView;
}

/** A ship as a view shows it: its fleet, name and gunnery are the game's data (data/counters.ts SHIP_BY_ID). */
export interface ShipView {
  id: string;
  side: NSide;
  /** 2 intact, 1 damaged, 0 sunk ([rule 11.1]). */
  steps: number;
}

export interface NavyView {
  ships: ShipView[];
  /** Makarov's flagship: in Russia's view, or for everyone once it has been sunk ([rule 11.5]). */
  flagship: string | null;
  /** The sortie step being played ([rule 11.2]), null outside the procedure. */
  sortieStep: NavalStep | null;
}
