// 203高地: the game's state and decisions. The board and tokens are rules/core.ts's KochiBoard; the
// round adds the order cards set this round, the events, and what was revealed.
import type { AreaId, KSide } from './data/types.ts';
import type { KochiBoard } from './rules/core.ts';

/** A card set this round, with its side and its pair (1, 2, …; 0 for the extra card of the side behind). */
export interface QueuedCard {
  side: KSide;
  card: string;
  pair: number;
}

export interface KochiG extends KochiBoard {
  round: number;
  /** Order cards each side sets this round (the time circle's 「N枚戦」). */
  count: number;
  /** The side behind on VP sets one card more this round (「低VP側+1」), or null. */
  extra: KSide | null;
  /** The cards each side has set so far this round, in order: secret until revealed. */
  set: Record<KSide, string[]>;
  /** The cards carried out in the latest round to reveal its cards, in order (public). */
  revealed: { side: KSide; card: string; how: string }[];
  /**
   * The cards still to reveal and carry out, in order: only cards not yet turned over (secret; the
   * view never shows it). A card turned over and waiting to be carried out is in `upNext`.
   */
  queue: QueuedCard[];
  /**
   * [rule 4.2] Since revision 2: the mate of the pair being carried out — turned over together with
   * the start player's card (public), carried out once the start player's card has been. null when
   * no card waits (the second card of a pair, the extra card, the orders). Absent in revision 1
   * games, where each card is turned over only when its turn comes (the mate is then `queue[0]`).
   */
  upNext?: QueuedCard | null;
  /** A pair of attack cards: the first one's area, held until the second is chosen (同時攻撃). */
  heldAttack: { side: KSide; area: AreaId; then: AreaId[] } | null;
  /** The event deck (one id per copy, shuffled) and the events drawn this round (face up). */
  deck: string[];
  shown: string[];
  /** The areas touched by what was last carried out (marked on the map). */
  lastAreas: AreaId[];
}

export type KochiFrame =
  /** Both sides set their cards, secretly and at the same time; each may change them until both have set. */
  | { kind: 'orders'; sides: KSide[] }
  /** A revealed card, carried out by its owner: basic effect (or a special order), and its targets. */
  | { kind: 'carry'; sides: [KSide]; card: string; pair: number }
  /** An event drawn: its effects in order; a choice (an area) goes to the side it acts for. */
  | { kind: 'event'; sides: [KSide]; event: string; effect: number };
