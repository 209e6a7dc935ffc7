// 日露大戦 [rule 10.0] cards: the deck and the discard pile ([rule 10.0], [rule 10.4.6]) and the refill
// phase ([rule 10.1], [rule 10.4.3] a fleet sortie lowers Japan's hand limit). The player turn
// (sequence.ts) opens the refill phase and goes on to movement once it is done.
import type { PerformContext, Rejection, Text } from '#engine/types.ts';
import { shuffle } from '#engine/rng.ts';
import { RESHUFFLE_CARD } from '../../data/cards.ts';
import { cardFull, cardName, reject, SIDE_NAME } from '../../messages.ts';
import type { CardId, NichiroG, NSide, NState } from '../../types.ts';
import { push } from '../stack.ts';
import { changeMorale } from '../victory.ts';

type S = NState;

// ---------------------------------------------------------------------------------------------
// Deck ([rule 10.0])

// The deck is shuffled with the engine's Fisher–Yates over the state's dice.
export { shuffle };

function cardList(cards: readonly CardId[], side: NSide): Text {
  return {
    ja: cards.map((c) => cardName(c, side).ja).join('、'),
    en: cards.map((c) => cardName(c, side).en).join(', '),
  };
}

/**
 * Draw `n` cards ([rule 10.0]): when one card is left, the discards are shuffled in with it before it is
 * drawn. The cards are taken together and only then looked at ([rule 10.4.6]): 征露丸 / 南下政策 among
 * them goes back with the discards and the deck into a new deck, and nothing replaces it ([rule 3.2]).
 */
export function drawCards(state: S, ctx: PerformContext, side: NSide, n: number): void {
  const g = state.g;
  const drawn: CardId[] = [];
  for (let i = 0; i < n; i++) {
    if (g.deck.length <= 1 && g.discard.length > 0) {
      g.deck = shuffle([...g.deck, ...g.discard], ctx.roll);
      g.discard = [];
      ctx.log({
        text: {
          ja: 'デッキの残りが1枚: 捨て札と合わせてシャッフル (10.0)',
          en: 'One card left: the discards are shuffled into the deck (10.0)',
        },
      });
    }
    const c = g.deck.pop();
    if (c === undefined) break;
    drawn.push(c);
  }
  if (drawn.length === 0) return;
  ctx.reveal(); // the drawer sees the cards
  g.hands[side].push(...drawn);
  ctx.log({
    text: {
      ja: `${SIDE_NAME[side].ja}がカードを${drawn.length}枚引いた`,
      en: `${SIDE_NAME[side].en} draws ${drawn.length} card${drawn.length > 1 ? 's' : ''}`,
    },
    own: {
      side,
      text: { ja: `引いたカード: ${cardList(drawn, side).ja}`, en: `You drew: ${cardList(drawn, side).en}` },
    },
  });
  if (drawn.includes(RESHUFFLE_CARD)) {
    g.hands[side] = g.hands[side].filter((c) => c !== RESHUFFLE_CARD);
    g.deck = shuffle([...g.deck, ...g.discard, RESHUFFLE_CARD], ctx.roll);
    g.discard = [];
    const name = cardName(RESHUFFLE_CARD, side);
    ctx.log({
      text: {
        ja: `${SIDE_NAME[side].ja}が「${name.ja}」を引いた: このカード・捨て札・デッキを合わせてシャッフル (10.4.6)`,
        en: `${SIDE_NAME[side].en} drew "${name.en}": it, the discards and the deck are shuffled into a new deck (10.4.6)`,
      },
    });
  }
}

/** Move a card from a hand to the top of the discard pile, face up ([rule 10.0]). */
export function discardCard(state: S, ctx: PerformContext, side: NSide, card: CardId, use: Text): void {
  const g = state.g;
  const i = g.hands[side].indexOf(card);
  if (i < 0) throw new Error(`${card} not in ${side}'s hand`);
  ctx.reveal(); // a card of the hand, face up
  g.hands[side].splice(i, 1);
  g.discard.push(card);
  ctx.log({
    text: {
      ja: `${SIDE_NAME[side].ja}: ${cardFull(card).ja} を捨てて${use.ja}`,
      en: `${SIDE_NAME[side].en} discards ${cardFull(card).en}: ${use.en}`,
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Refill ([rule 10.1], [rule 10.4.3])

function limitOf(g: NichiroG, side: NSide): number | null {
  return side === 'japan' ? g.japanHandLimit : null;
}

/**
 * [rule 10.1] at the start of the refill phase: to 3 if holding 2 or fewer; first decide on a 4th card.
 * True when that decision is asked (its answer ends the phase), false when the phase is over.
 */
export function startRefill(state: S, ctx: PerformContext): boolean {
  const g = state.g;
  const side = g.phasing;
  const limit = limitOf(g, side);
  // [rule 10.4.3] (reading of [rule 11.2.5]): a hand over the limit is cut at random.
  while (limit !== null && g.hands[side].length > limit) {
    const hand = g.hands[side];
    const card = hand[ctx.roll(hand.length) - 1]!;
    discardCard(state, ctx, side, card, {
      ja: '手札上限による無作為の捨て札 (10.4.3)',
      en: 'discarded at random for the hand limit (10.4.3)',
    });
  }
  if (g.hands[side].length <= 2) {
    if (limit === null && g.morale[side] >= 1) {
      push(state, { kind: 'refill', sides: [side] });
      return true;
    }
    const target = limit === null ? 3 : Math.min(3, limit);
    drawCards(state, ctx, side, target - g.hands[side].length);
  }
  return false;
}

/** [rule 10.1] the refill decision: to 3, or to 4 for 1 morale. The refill phase is over. */
export function performRefill(state: S, ctx: PerformContext, to: number): void {
  const g = state.g;
  const side = g.phasing;
  if (to === 4) changeMorale(state, ctx, side, -1, { ja: '4枚目のカード (10.1)', en: 'a fourth card (10.1)' });
  drawCards(state, ctx, side, to - g.hands[side].length);
  ctx.end();
}

export function explainRefill(g: NichiroG, side: NSide, args: string[]): Rejection {
  if (args[0] === '4') {
    if (g.japanHandLimit !== null && side === 'japan')
      return reject(
        'REFILL_EXTRA',
        { whyJa: '艦隊出撃による手札制限中です。', whyEn: 'a fleet event limits your hand.' },
        '10.4.3',
      );
    return reject('REFILL_EXTRA', { whyJa: '士気が足りません。', whyEn: 'no morale to spend.' }, '10.1');
  }
  return reject('NOT_LEGAL', { input: `refill ${args.join(' ')}` }, '10.1');
}
