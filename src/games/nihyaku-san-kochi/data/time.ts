// 203高地: the designed time circle, SP pool, stocks and VP track. Reasoning:
// docs/games/nihyaku-san-kochi.md ("Time circle", "Tuning knobs").
import type { KSide, TimeSpace } from './types.ts';

/** The VP track: 0 (VP START) to 30; reaching 30 wins at once. */
export const VP_TO_WIN = 30;
/** Green spaces on the VP track: the leading marker reaching/passing one moves the time marker. */
export const GREEN_STEP = 5;

/** 203高地の戦闘は11月27〜12月5日. Each green VP space advances the marker to the space of that value. */
export const TIME_CIRCLE: readonly TimeSpace[] = [
  { index: 0, vp: 0, date: '1904-11-27', cards: 2, lowVpPlusOne: false },
  { index: 1, vp: 5, date: '1904-11-28', cards: 2, lowVpPlusOne: true },
  { index: 2, vp: 10, date: '1904-11-30', cards: 3, lowVpPlusOne: false },
  { index: 3, vp: 15, date: '1904-12-01', cards: 3, lowVpPlusOne: true },
  { index: 4, vp: 20, date: '1904-12-03', cards: 4, lowVpPlusOne: false },
  { index: 5, vp: 25, date: '1904-12-05', cards: 4, lowVpPlusOne: true },
];

/** SP tokens in the pool (a burst happens when the last is taken). */
export const SP_POOL = 7;
/** SP Japan takes at setup (text). */
export const JAPAN_START_SP = 1;
/** Units each side owns (stock, including the 3 set up). */
export const STOCK: Readonly<Record<KSide, number>> = { japan: 13, russia: 8 };
/** Order cards each side owns. */
export const ORDER_CARDS_PER_SIDE = 5;
