// 203高地 (nihyaku-san-kochi): the types of the designed pieces. Data only — no rules code here; a
// later rules engine interprets these unions. Decisions: docs/games/nihyaku-san-kochi.md.

export type KSide = 'japan' | 'russia';
export interface Name {
  ja: string;
  en: string;
}

/** The seven area-effect icons of the rulebook (区画効果の解説). */
export type AreaIcon =
  | 'startPlayer' // スタートプレーヤーマーカーを取る (only if the opponent has it)
  | 'drawEvent' // イベントカードを1枚引く
  | 'takeSp' // 1SPトークンを置き場から取る
  | 'returnForSp' // 自軍コマを最大3個ストックに戻し、1個につき1SP
  | 'pushEnemy' // この区画以外の相手コマ1つを隣接区画へ (E icon)
  | 'forwardBase' // 前線基地: not usable by 区画命令; 増援要請 needs control of it
  | 'observation'; // 観測砲撃陣地: place/move the bombardment chip, (2) up

export type AreaId = string;

export interface Area {
  id: AreaId;
  name: Name;
  /** The white flag's VP, scored by the controller at 小決算 (0 = no flag). */
  vp: number;
  icon: AreaIcon | null;
  /** 本営区画 of this side. */
  hq: KSide | null;
  /** 初期配置区画 of this side (one unit each at setup). */
  start: KSide | null;
  /** Height in metres (approximate, history) and a short note. */
  elevation: number | null;
  note: Name;
  /** Layout hint for a later renderer: polygon in abstract board coordinates (0–100 × 0–100, y down = south). */
  polygon: readonly (readonly [number, number])[];
  /** Where the flag / name label goes. */
  label: readonly [number, number];
}

/** Where a card places units from stock. */
export type PlaceWhere = 'ownHq' | 'controlledForwardBase' | 'adjacentToOwnHq' | 'anyOwnStart';

/** Structured card and event effects (interpreted later by the rules). */
export type Effect =
  /** Move up to `units` own non-engaged units, each `steps` areas (one line per step). `sameArea`: all from one area. */
  | { kind: 'move'; units: number; steps: number; sameArea: boolean }
  /** 攻撃処理 in up to `areas` engaged areas where the player has units. */
  | { kind: 'attack'; areas: number }
  /** 区画命令: use the area effect of one area the player controls (not forwardBase, not closed). */
  | { kind: 'areaEffect'; count: number }
  /**
   * 破壊: flip the enemy HQ chip (the second time destroys it: victory). The side needs `minUnits` own
   * units in the enemy HQ area, or in an area it controls at most `range` lines from the enemy HQ (the
   * guns brought within range; 0: the HQ area only).
   */
  | { kind: 'destroyHq'; minUnits: number; range: number }
  /** Place up to `count` units from stock (area limits 3/6 still apply). */
  | { kind: 'place'; count: number; where: PlaceWhere }
  /** Take `count` SP from the pool (may cause an SP burst). */
  | { kind: 'takeSp'; count: number }
  /** Gain VP; `ifControlsAny`: only if the gainer controls one of these areas. */
  | { kind: 'gainVp'; amount: number; ifControlsAny?: readonly AreaId[] }
  /** Place or move the bombardment chip, (2) side up (never on an HQ or the observation area). */
  | { kind: 'bombard' }
  /** Remove up to `count` enemy units from one engaged area where the actor has units, to stock. */
  | { kind: 'removeEnemy'; count: number }
  /** Take the start-player marker. */
  | { kind: 'takeStartPlayer' }
  /** Return `count` SP from the actor's hand to the pool (if it has them). */
  | { kind: 'loseSp'; count: number };

/** Who an event acts for: the player who drew it, or a named side whoever drew it. */
export type EventActor = 'drawer' | 'opponent' | KSide;

export type OrderKind = 'move' | 'attack' | 'area' | 'reinforce' | 'entry';

export interface SpecialOrder {
  id: string;
  name: Name;
  text: Name;
  /** SP paid to the pool. */
  cost: number;
  /** true: "追加で" — carried out in addition to the basic effect (the big "+" icon). */
  additional: boolean;
  effect: Effect;
}

export interface OrderCard {
  id: string;
  side: KSide;
  kind: OrderKind;
  name: Name;
  text: Name;
  basic: Effect;
  specials: readonly SpecialOrder[];
}

export interface EventCard {
  id: string;
  name: Name;
  text: Name;
  actor: EventActor;
  effects: readonly Effect[];
  /** Copies in the deck. */
  count: number;
  /** The history behind it. */
  history: string;
}

export interface TimeSpace {
  /** Position on the circle; 0 is the start. */
  index: number;
  /** The green VP space (0, 5, 10, …) that moves the time marker here. */
  vp: number;
  /** The date printed (flavour only: "日にちはゲーム上特に意味はありません"). */
  date: string;
  /** 「N枚戦」: order cards each side sets this round. */
  cards: number;
  /** 「低VP側+1」: the side behind on VP sets one extra card (none on a tie). */
  lowVpPlusOne: boolean;
}
