// 日露大戦 on a channel: when a player is sent a DM, the hand
// as text, and the automatic answer of the standing auto-pass preference (declared in front.ts). Every card in a hand is secret: the verbs that
// take a card say so (argument kind 'card'), so none of their actions becomes a button on the channel post.
import type { Action, Side, Text } from '#engine/types.ts';
import { CARD_BY_ID } from './data/cards.ts';
import { playableEvents } from './rules/cards/index.ts';
import type { CardId, NichiroView, NSide, NState } from './types.ts';

type S = NState;

const sameCards = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/** A player is sent a DM when their hand changed (the hand, drawn as an image, with its text). */
export function privateChanged(prev: S, next: S, side: Side): boolean {
  const s = side as NSide;
  return !sameCards(prev.g.hands[s], next.g.hands[s]) || (next.result !== null && prev.result === null);
}

/** The hand a side's view shows, one line per card: number, both halves, the own half's text. */
export function hand(view: NichiroView, side: Side): { cards: string[]; lines: Text[] } | null {
  if (!view.hand) return null;
  const s = side as NSide;
  const lines = view.hand.map((id): Text => {
    const c = CARD_BY_ID[id]!;
    const own = s === 'japan' ? c.japan : c.russia;
    const otherHalf = s === 'japan' ? c.russia : c.japan;
    return {
      ja: `${id} 「${own.name.ja}」 ${own.text.ja}(相手側の半分: ${otherHalf.name.ja})`,
      en: `${id} "${own.name.en}": ${own.text.en} (other half: ${otherHalf.name.en})`,
    };
  });
  return { cards: [...view.hand], lines };
}

/**
 * prefs.autoPass: answer "pass" for me in combat-event windows ([rule 10.4.5]) and fleet reactions unless
 * one of prefs.unless (card ids) could be played now. The window is asked whatever the hand holds;
 * but an opponent who notices that passes come at once may infer, when a window waits, that an
 * event from the list can be played: the price of not waiting a day for a pass (docs say so).
 */
export function autoAction(state: S, side: Side, prefs: Record<string, unknown>): Action | null {
  if (!autoCovers(state, side, prefs)) return null;
  const top = state.stack[state.stack.length - 1]!;
  let playable: CardId[];
  if (top.kind === 'combat-event')
    playable = playableEvents(state, side as NSide, { where: state.g.cflow!.stage === 'before' ? 'before' : 'after' });
  else if (top.kind === 'fleet-reaction')
    playable = playableEvents(state, 'japan', { where: 'reaction', against: top.card });
  else return null;
  const unless = Array.isArray(prefs.unless) ? (prefs.unless as unknown[]).map(String) : [];
  if (playable.some((c) => unless.length === 0 || unless.includes(c))) return null;
  return 'pass';
}

/**
 * Whether the auto-pass preference covers the decision `side` owes now: a combat-event window or a
 * fleet reaction, whatever the hand holds (so the window is played in private whether or not the
 * preference passes it: src/service/settle.ts).
 */
export function autoCovers(state: S, side: Side, prefs: Record<string, unknown>): boolean {
  if (prefs.autoPass !== true) return false;
  const top = state.stack[state.stack.length - 1];
  return !!top?.sides.includes(side as NSide) && (top.kind === 'combat-event' || top.kind === 'fleet-reaction');
}
