// 三国鼎立 (Triad), a test game of a third shape: three sides, an area map, one simultaneous secret
// decision a round. It exists to prove the engine contract and the registry carry any game; it
// lives only under test/ and plugs in through registerGame (register.ts).
//
// The whole rulebook:
// [rule 1.1] Three sides: 魏 Wei, 蜀 Shu, 呉 Wu.
// [rule 1.2] Seven areas (AREAS, ADJACENT below). Each home holds 3 troops of its side; the three
//            border areas hold 1 neutral troop each and 洛陽 Luoyang 3 neutral troops.
// [rule 2.1] A round: every side still in the game chooses one order, secretly and at the same
//            time. An order given is final; nobody learns another's until all are given.
// [rule 2.2] Then every order is revealed and carried out: first every muster, then the attacks in
//            the order Wei, Shu, Wu.
// [rule 2.3] Then the round's steward levies ([rule 5.1]).
// [rule 3.1] muster <area>: 2 troops join an area of yours (at most 9 in an area).
// [rule 3.2] defend <area>: an area of yours adds 2 to its defence this round.
// [rule 3.3] attack <area>: an area not yours, next to an area of yours with at least 2 troops.
// [rule 4.1] The attack comes from your area next to the target with the most troops (the first in
//            map order on a tie). With none left of at least 2 troops, the order lapses.
// [rule 4.2] Attack: its troops − 1, plus a die. Defence: the target's troops, plus a die (rolled
//            after the attacker's), plus 2 if its owner defends it.
// [rule 4.3] A greater attack takes the area: its troops are removed and the attacker advances
//            1 to (troops − 1) troops into it, choosing how many when there is a choice.
// [rule 4.4] Otherwise the attack fails and the attacking area loses one troop.
// [rule 5.1] The steward is Wei in round 1, Shu in round 2, Wu in round 3, and so on, skipping a
//            side out of the game. It adds one troop to an area of its own (at most 9); when every
//            area of its own is full, it passes.
// [rule 6.1] A side that holds Luoyang when the orders of a round have been carried out wins.
// [rule 6.2] A side without an area is out; the last side in the game wins.
// [rule 6.3] After the levy of round 6, the side with the most areas wins; on a tie the most
//            troops among the tied; still tied, a draw.
import type { Text } from '#engine/types.ts';

export const SIDES = ['wei', 'shu', 'wu'] as const;
export type TSide = (typeof SIDES)[number];

export const AREAS = ['ye', 'xuzhou', 'jianye', 'jingzhou', 'chengdu', 'hanzhong', 'luoyang'] as const;
export type Area = (typeof AREAS)[number];

export const GOAL: Area = 'luoyang';
export const ROUNDS = 6;
export const MAX_TROOPS = 9;

export const HOME: Record<TSide, Area> = { wei: 'ye', shu: 'chengdu', wu: 'jianye' };

/** [rule 1.2] The map: a ring of six areas around Luoyang, which touches the three border areas. */
export const ADJACENT: Record<Area, readonly Area[]> = {
  ye: ['xuzhou', 'hanzhong'],
  xuzhou: ['ye', 'jianye', 'luoyang'],
  jianye: ['xuzhou', 'jingzhou'],
  jingzhou: ['jianye', 'chengdu', 'luoyang'],
  chengdu: ['jingzhou', 'hanzhong'],
  hanzhong: ['chengdu', 'ye', 'luoyang'],
  luoyang: ['xuzhou', 'jingzhou', 'hanzhong'],
};

export const ORDERS = ['attack', 'defend', 'muster'] as const;
export type OrderKind = (typeof ORDERS)[number];

export interface Order {
  order: OrderKind;
  area: Area;
}

export interface AreaState {
  owner: TSide | null;
  troops: number;
}

export interface TriadG {
  round: number;
  areas: Record<Area, AreaState>;
  /** This round's orders given so far: secret until every side has given its own. */
  orders: Partial<Record<TSide, Order>>;
  /** The orders of the round last revealed (public). */
  revealed: Partial<Record<TSide, Order>> | null;
  /** Sides whose attack is still to be carried out this round, in order. */
  attacks: TSide[];
  /** Areas defended this round. */
  defended: Area[];
  /** Sides out of the game. */
  out: TSide[];
  /** Areas the last change touched (highlighted on the map). */
  lastAreas: Area[];
}

export type TriadDecision =
  | { kind: 'orders'; sides: TSide[] }
  | { kind: 'advance'; sides: TSide[]; area: Area; from: Area; max: number }
  | { kind: 'levy'; sides: TSide[] };

export interface TriadView {
  viewer: TSide | null;
  round: number;
  rounds: number;
  areas: { id: Area; name: Text; owner: TSide | null; troops: number }[];
  /** Who has given this round's order (public: not what it is). */
  ordered: TSide[];
  /** Who owes the decision now. */
  waiting: TSide[];
  decision: TriadDecision['kind'] | null;
  /** The viewer's own order, given and not yet revealed. */
  myOrder: Order | null;
  lastOrders: Partial<Record<TSide, Order>> | null;
  out: TSide[];
  lastAreas: Area[];
  result: { winner: TSide | null; reason: Text } | null;
}
