// 日露大戦 decisions: what the declarations of every decision kind share (decisions/*.ts): the
// typed verb and spec shapes, a per-question memo, and the verbs several decisions take alike.
import type { DecisionCtx, DecisionSpec, GameState, Text, VerbSpec } from '#engine/types.ts';
import { cardName } from '../messages.ts';
import type { CardId, FrameOf, NFrameKind, NichiroG, NSide, NState } from '../types.ts';

export type { NState };

export type Verb<K extends NFrameKind> = VerbSpec<NichiroG, FrameOf<K>>;
export type Spec<K extends NFrameKind> = DecisionSpec<NichiroG, FrameOf<K>>;
export type Ctx<K extends NFrameKind> = DecisionCtx<NichiroG, FrameOf<K>>;

/** The state a verb's callbacks see, with the game's own frames. */
export const stateOf = (c: { state: GameState<NichiroG> }): NState => c.state as NState;
export const sideOf = (c: { side: string }): NSide => c.side as NSide;

const memos = new WeakMap<object, Map<string, unknown>>();

/**
 * One answer per engine question: the engine builds one context object for each question
 * (a listing, a legality check, a label) and hands the same one to every callback, so a search
 * (a unit's reach with its other ways) is made once per listing, not once per destination.
 */
export function memo<T>(c: object, key: string, make: () => T): T {
  let m = memos.get(c);
  if (!m) memos.set(c, (m = new Map()));
  if (m.has(key)) return m.get(key) as T;
  const v = make();
  m.set(key, v);
  return v;
}

/** What `memo` already holds for `key`, if anything. */
export function peek<T>(c: object, key: string): T | undefined {
  return memos.get(c)?.get(key) as T | undefined;
}

/** Options whose membership is checked without listing them (a legality check lists nothing). */
export function lazy(
  list: () => Iterable<string>,
  has: (v: string) => boolean,
): Iterable<string> & { has(v: string): boolean } {
  return { has, [Symbol.iterator]: () => list()[Symbol.iterator]() };
}

export const t = (ja: string, en: string): Text => ({ ja, en });

/** "event <card>": a card of the hand played as an event. */
export const CARD_ARG = [{ name: 'card', kind: 'card' }] as const;

export function eventLabel(card: CardId, side: NSide): Text {
  const n = cardName(card, side);
  return t(`イベント: ${n.ja}`, `Event: ${n.en}`);
}

export const CANCEL = t('取り消す', 'Cancel');
