// 203高地: the rules of the text that every order and event builds on, as pure data transitions on
// the game's state — the area limits (区画の説明・コマの説明), engagement and the attack (交戦状態と攻撃
// 処理), the SP burst (SPバースト), the small settlement and the time marker (小決算), the bombardment
// chip (砲撃チップ, 砲撃・イベントチェック) and the victory conditions (勝利条件). The round, the order
// cards and the events (which decide *what* to do) are built on these (rules/round.ts).
//
// Readings (docs/games/nihyaku-san-kochi.md, "Readings of the text"):
// - 交戦状態: both sides have units in one area. An attack removes as many enemy units as the
//   attacking side has there; both attacking at once each count their units before any is removed.
// - SPバースト: the burst happens the moment the pool is empty; a take of 2 with 1 left takes 1 and
//   bursts; two takes of 1 with 1 left: the start player takes it and bursts, the other gets none.
// - 小決算: closed (bombarded) areas score nothing; the time marker follows the leading VP marker
//   onto the highest green space (5, 10, …) it has reached, and never goes back.
// - 勝利条件: HQ control at the settlement (both at once: a draw); 30 VP at once (both at once, in
//   the same settlement or burst: a draw); 破壊 of the enemy HQ twice.
import { AREA_LIMIT_PER_SIDE, AREA_LIMIT_TOTAL, BOMBARDABLE, HQ_AREA } from '../data/board.ts';
import { type KochiDesign, designOf } from '../data/design.ts';
import { GREEN_STEP, VP_TO_WIN } from '../data/time.ts';
import type { AreaId, Effect, KSide } from '../data/types.ts';

export const other = (s: KSide): KSide => (s === 'japan' ? 'russia' : 'japan');

export interface Bombardment {
  area: AreaId;
  /** The chip's side up: (2) when placed, flipped to (1) at the round's end, then removed. */
  face: 2 | 1;
}

export type KochiResult = { winner: KSide | null; why: 'hq-control' | 'hq-destroyed' | 'vp' };

/** The board and the tokens (the round's cards and the event deck are the round's own state). */
export interface KochiBoard {
  /** Units per area and side (areas without units may be absent). */
  units: Record<AreaId, Record<KSide, number>>;
  /** Units in each side's stock (手元のストック). */
  stock: Record<KSide, number>;
  vp: Record<KSide, number>;
  /** The green marker's space on the time circle (index into TIME_CIRCLE). */
  time: number;
  /** SP tokens in the pool (トークン置き場). */
  pool: number;
  /** SP tokens each side holds. */
  sp: Record<KSide, number>;
  startPlayer: KSide;
  /** How many times each side's HQ has suffered 破壊 (twice: destroyed). */
  hqHits: Record<KSide, number>;
  bombardment: Bombardment | null;
  result: KochiResult | null;
  /** The designed pieces played (data/design.ts): 2, 3 or 4 in revision 2, 3 or 4 games; absent (the first design) in revision 1. */
  design?: 2 | 3 | 4;
}

export const unitsIn = (b: KochiBoard, area: AreaId, side: KSide): number => b.units[area]?.[side] ?? 0;

/** [rule 6] 交戦状態: both sides have units in the area. */
export const engaged = (b: KochiBoard, area: AreaId): boolean =>
  unitsIn(b, area, 'japan') > 0 && unitsIn(b, area, 'russia') > 0;

/** [rule 9] 閉鎖状態: the bombardment chip lies on the area (砲撃チップの説明). */
export const closed = (b: KochiBoard, area: AreaId): boolean => b.bombardment?.area === area;

/** The side with more units in the area, or null on a tie (支配). */
export function controller(b: KochiBoard, area: AreaId): KSide | null {
  const [j, r] = [unitsIn(b, area, 'japan'), unitsIn(b, area, 'russia')];
  return j > r ? 'japan' : r > j ? 'russia' : null;
}

/**
 * [rule 2] How many more units of `side` the area takes: 3 per side and 6 in all, absolute (コマの説明);
 * none into a closed area (砲撃チップの説明).
 */
export function room(b: KochiBoard, area: AreaId, side: KSide): number {
  if (closed(b, area)) return 0;
  const own = unitsIn(b, area, side);
  const all = own + unitsIn(b, area, other(side));
  return Math.max(0, Math.min(AREA_LIMIT_PER_SIDE - own, AREA_LIMIT_TOTAL - all));
}

function add(b: KochiBoard, area: AreaId, side: KSide, n: number): void {
  const here = (b.units[area] ??= { japan: 0, russia: 0 });
  here[side] += n;
}

/** Place up to `n` units of `side` from its stock into `area`, as the limits and the stock allow; returns how many. */
export function placeFromStock(b: KochiBoard, area: AreaId, side: KSide, n: number): number {
  const k = Math.min(n, b.stock[side], room(b, area, side));
  if (k <= 0) return 0;
  b.stock[side] -= k;
  add(b, area, side, k);
  return k;
}

/**
 * Move up to `n` units of `side` from `from` to the adjacent `to`: never engaged units (交戦状態と
 * 攻撃処理), never out of or into a closed area, within the limits; returns how many moved.
 */
export function moveUnits(b: KochiBoard, from: AreaId, to: AreaId, side: KSide, n: number): number {
  return engaged(b, from) ? 0 : shift(b, from, to, side, n);
}

/**
 * [rule 11] The push of the area effect (E): one unit of `side` from `from` into `to`, engaged units
 * and HQs too, within the limits and never out of a closed area; whether it moved.
 */
export function pushUnit(b: KochiBoard, from: AreaId, to: AreaId, side: KSide): boolean {
  return shift(b, from, to, side, 1) === 1;
}

/** Up to `n` units of `side` from `from` into `to` as the limits allow, never out of a closed area. */
function shift(b: KochiBoard, from: AreaId, to: AreaId, side: KSide, n: number): number {
  if (closed(b, from)) return 0;
  const k = Math.min(n, unitsIn(b, from, side), room(b, to, side));
  if (k <= 0) return 0;
  add(b, from, side, -k);
  add(b, to, side, k);
  return k;
}

/** Return `n` units of `side` in `area` to its stock (撃退, or returned for SP). */
export function toStock(b: KochiBoard, area: AreaId, side: KSide, n: number): number {
  const k = Math.min(n, unitsIn(b, area, side));
  add(b, area, side, -k);
  b.stock[side] += k;
  return k;
}

/**
 * [rule 6] 攻撃処理 in an engaged area by `sides` (one, or both when both attack at once): each attacking
 * side's strength is its units there, counted before any is removed; it removes that many enemy
 * units to their stock. No counter-attack. Returns the units each side lost.
 */
export function attack(b: KochiBoard, area: AreaId, sides: readonly KSide[]): Record<KSide, number> {
  const lost: Record<KSide, number> = { japan: 0, russia: 0 };
  // 閉鎖状態の区画に対するあらゆる命令や配置が不可能.
  if (!engaged(b, area) || closed(b, area)) return lost;
  const strength = { japan: unitsIn(b, area, 'japan'), russia: unitsIn(b, area, 'russia') };
  for (const s of sides) lost[other(s)] = Math.min(strength[s], strength[other(s)]);
  for (const s of ['japan', 'russia'] as const) toStock(b, area, s, lost[s]);
  return lost;
}

/**
 * VP for `side`: the marker moves, the leading marker drives the time marker (小決算), and 30 wins
 * (勝利条件) unless the game is already decided.
 */
export function gainVp(b: KochiBoard, side: KSide, n: number): void {
  gainVpBoth(b, { [side]: n } as Partial<Record<KSide, number>>);
}

/** [rule 5] VP for both sides at once (a settlement, a burst): 30 reached by both at once is a draw. */
export function gainVpBoth(b: KochiBoard, gains: Partial<Record<KSide, number>>): void {
  if (b.result) return;
  for (const s of ['japan', 'russia'] as const) b.vp[s] = Math.min(VP_TO_WIN, b.vp[s] + Math.max(0, gains[s] ?? 0));
  advanceTime(b);
  const won = (['japan', 'russia'] as const).filter((s) => b.vp[s] >= VP_TO_WIN);
  if (won.length) b.result = { winner: won.length === 2 ? null : won[0]!, why: 'vp' };
}

/** [rule 4.3] The time marker follows the leading VP marker onto the highest green space reached; never back. */
export function advanceTime(b: KochiBoard): void {
  const lead = Math.max(b.vp.japan, b.vp.russia);
  const space = Math.min(designOf(b).timeCircle.length - 1, Math.floor(lead / GREEN_STEP));
  if (space > b.time) b.time = space;
}

/**
 * Take SP for each side in `takes`, in the given order (the start player first when both take at
 * once). [rule 7] The moment the pool is empty the burst happens (SPバースト): each side gains as many VP as
 * the SP it holds and every SP goes back to the pool; what was still to be taken is void.
 * Returns whether a burst happened.
 */
export function takeSp(b: KochiBoard, takes: readonly [KSide, number][]): boolean {
  for (const [side, n] of takes) {
    for (let i = 0; i < n; i++) {
      b.pool -= 1;
      b.sp[side] += 1;
      if (b.pool === 0) {
        burst(b);
        return true;
      }
    }
  }
  return false;
}

function burst(b: KochiBoard): void {
  const gains = { japan: b.sp.japan, russia: b.sp.russia };
  b.sp = { japan: 0, russia: 0 };
  b.pool = designOf(b).spPool;
  gainVpBoth(b, gains);
}

/** Pay `n` SP of `side` back to the pool (a special order's cost); false when it has fewer. */
export function paySp(b: KochiBoard, side: KSide, n: number): boolean {
  if (b.sp[side] < n) return false;
  b.sp[side] -= n;
  b.pool += n;
  return true;
}

/**
 * [rule 4.3] 小決算: each side scores the flags of the areas it controls (closed areas score nothing); then,
 * if a side controls the other's HQ area, it wins (both at once: a draw).
 */
export function settle(b: KochiBoard): Record<KSide, number> {
  const gains: Record<KSide, number> = { japan: 0, russia: 0 };
  for (const a of designOf(b).areas) {
    const c = controller(b, a.id);
    if (c && !closed(b, a.id)) gains[c] += a.vp;
  }
  gainVpBoth(b, gains);
  if (!b.result) {
    const took = (['japan', 'russia'] as const).filter((s) => controller(b, HQ_AREA[other(s)]) === s);
    if (took.length) b.result = { winner: took.length === 2 ? null : took[0]!, why: 'hq-control' };
  }
  return gains;
}

/** 破壊's requirement (the card's data). */
export type DestroyNeed = Extract<Effect, { kind: 'destroyHq' }>;

/** [rule 5] The areas from which `side` may carry out 破壊 now: holding `minUnits` own units (and, next to the HQ, control). */
export function destroyFrom(b: KochiBoard, side: KSide, need: DestroyNeed): AreaId[] {
  const hq = HQ_AREA[other(side)];
  if (b.result || closed(b, hq)) return [];
  return withinLines(hq, need.range, designOf(b)).filter(
    (a) => unitsIn(b, a, side) >= need.minUnits && (a === hq || controller(b, a) === side),
  );
}

/** The areas at most `lines` lines from `from` (itself first), on the design's graph (default: the first). */
export function withinLines(from: AreaId, lines: number, design: KochiDesign = designOf({})): AreaId[] {
  const seen = [from];
  for (let i = 0, frontier = [from]; i < lines; i++) {
    frontier = frontier.flatMap(design.neighbours).filter((a, j, all) => !seen.includes(a) && all.indexOf(a) === j);
    seen.push(...frontier);
  }
  return seen;
}

/** [rule 5] 破壊: when `side` meets the requirement, the enemy HQ is hit; the second hit wins. */
export function destroyHq(b: KochiBoard, side: KSide, need: DestroyNeed): boolean {
  if (destroyFrom(b, side, need).length === 0) return false;
  b.hqHits[other(side)] += 1;
  if (b.hqHits[other(side)] >= 2) b.result = { winner: side, why: 'hq-destroyed' };
  return true;
}

/** Where the observation artillery may put the chip: any area but the HQs and the observation area. */
export const bombardTargets = (): readonly AreaId[] => BOMBARDABLE;

/** [rule 9] 観測砲撃陣地: the chip goes on `area`, (2) up (moved if it lay elsewhere; on the same area it is renewed). */
export function bombard(b: KochiBoard, area: AreaId): boolean {
  if (!BOMBARDABLE.includes(area)) return false;
  b.bombardment = { area, face: 2 };
  return true;
}

/** [rule 4.4] 砲撃・イベントチェック: a (2) chip turns to (1); a (1) chip is removed. */
export function bombardmentCheck(b: KochiBoard): void {
  if (!b.bombardment) return;
  b.bombardment = b.bombardment.face === 2 ? { ...b.bombardment, face: 1 } : null;
}

/** [rule 3] The board at the start (ゲームの準備): one unit on each own start area, markers on 0, Japan 1 SP, Russia the start player. */
export function initialBoard(
  stock: Record<KSide, number>,
  startSp: number,
  design: KochiDesign = designOf({}),
): KochiBoard {
  const b: KochiBoard = {
    units: {},
    stock: { ...stock },
    vp: { japan: 0, russia: 0 },
    time: 0,
    pool: design.spPool,
    sp: { japan: 0, russia: 0 },
    startPlayer: 'russia',
    hqHits: { japan: 0, russia: 0 },
    bombardment: null,
    result: null,
    ...(design.id === 1 ? {} : { design: design.id }),
  };
  for (const a of design.areas)
    for (const s of ['japan', 'russia'] as const)
      if (design.startAreas[s].includes(a.id)) placeFromStock(b, a.id, s, 1);
  takeSp(b, [['japan', startSp]]);
  return b;
}
