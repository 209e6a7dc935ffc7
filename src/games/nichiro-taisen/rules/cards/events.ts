// 日露大戦 [rule 10.4] card events: when a card's half may be played ([rule 10.2.1] timings,
// [rule 11.0] the naval halves), why it may not, and what each of the 16 cards' events does (data/cards.ts).
import type { PerformContext, Rejection, Text } from '#engine/types.ts';
import { CARD_BY_ID, eventOf, type Effect, type EventHalf } from '../../data/cards.ts';
import { crtResult } from '../../data/crt.ts';
import { controller, LINK_TO, nodeOf, occupancy, unitsOf } from '../../board.ts';
import { cardFull, hexName, reject, SIDE_NAME, TIMING_NAME } from '../../messages.ts';
import type { CardId, FrameOf, NFrame, NSide, NState, PickPurpose } from '../../types.ts';
import { recomputeCombat } from '../combat/declaration.ts';
import { portArthurFalls } from '../fleets.ts';
import { canMove, transportable, unitType } from '../movement/index.ts';
import { push } from '../stack.ts';
import { changeMorale } from '../victory.ts';
import { zocLossTargets } from '../zoc.ts';

type S = NState;

// ---------------------------------------------------------------------------------------------
// Events: when a card's half may be played ([rule 10.2.1], [rule 10.4])

export type EventContext =
  | { where: 'cardPlay' }
  | { where: 'movement' }
  | { where: 'before' }
  | { where: 'after' }
  | { where: 'reaction'; against: CardId };

function timingOk(timing: readonly string[], ctxt: EventContext): boolean {
  switch (ctxt.where) {
    case 'cardPlay':
      return timing.includes('cardPlay') || timing.includes('anytime');
    case 'movement':
      return timing.includes('movement');
    case 'before':
      return timing.includes('beforeRoll') || timing.includes('anytime');
    case 'after':
      return timing.includes('afterRoll') || timing.includes('anytime');
    case 'reaction':
      return timing.includes('reaction');
  }
}

/** [rule 11.0] with the advanced naval rules these halves are used only as rule 11 says. */
export const NAVAL_HALVES: Record<NSide, readonly CardId[]> = {
  japan: ['#01', '#03', '#04'],
  russia: ['#01', '#05', '#06'],
};

/** Why `side` may not play `card`'s event now (null: it may). `ignoreHand`: as if the card were held. */
export function eventProblem(
  state: S,
  side: NSide,
  card: CardId,
  ctxt: EventContext,
  ignoreHand = false,
): Rejection | null {
  return eventCheck(state, side, card, ctxt, ignoreHand, reject);
}

/** May `side` play `card`'s event now? eventProblem without building the explanation. */
export function eventOk(state: S, side: NSide, card: CardId, ctxt: EventContext, ignoreHand = false): boolean {
  return eventCheck(state, side, card, ctxt, ignoreHand, noText) === null;
}

/** The rejection eventOk's checks stand for: they only ask whether there is one. */
const NOT_PLAYABLE: Rejection = { code: 'EVENT_CONDITION', text: { ja: '', en: '' } };
const noText: Reject = () => NOT_PLAYABLE;

type Reject = (code: string, args?: Record<string, string | number>, rule?: string) => Rejection;

const TIMING_TEXT = new Map<EventHalf, { timingJa: string; timingEn: string }>();
/** "own card-play phase/…": when the half may be played (the card data is static: built once). */
function timingText(ev: EventHalf): { timingJa: string; timingEn: string } {
  let t = TIMING_TEXT.get(ev);
  if (!t) {
    t = {
      timingJa: ev.timing.map((x) => TIMING_NAME[x]!.ja).join('/'),
      timingEn: ev.timing.map((x) => TIMING_NAME[x]!.en).join('/'),
    };
    TIMING_TEXT.set(ev, t);
  }
  return t;
}

/** An event's condition is not met ([rule 10.4]). */
function cond(reject: Reject, ev: EventHalf, whyJa: string, whyEn: string, rule = '10.4'): Rejection {
  return reject('EVENT_CONDITION', { nameJa: ev.name.ja, nameEn: ev.name.en, whyJa, whyEn }, rule);
}

// eventOk asks this many times per action (every card, at every combat event window): no
// closures or argument objects are built unless the event is refused.
function eventCheck(
  state: S,
  side: NSide,
  card: CardId,
  ctxt: EventContext,
  ignoreHand: boolean,
  reject: Reject,
): Rejection | null {
  const g = state.g;
  const c = CARD_BY_ID[card];
  if (!c) return reject('NO_SUCH_CARD', { card }, '2.4');
  if (!ignoreHand && !g.hands[side].includes(card)) return reject('NOT_IN_HAND', { card }, '10.2');
  const ev = eventOf(card, side);
  if (g.naval && NAVAL_HALVES[side].includes(card))
    return reject(
      'EVENT_TIMING',
      {
        nameJa: ev.name.ja,
        nameEn: ev.name.en,
        timingJa: '上級海戦ルール(11.2)',
        timingEn: 'advanced naval rules (11.2)',
      },
      '11.0',
    );
  if (ev.effect.kind === 'reshuffle')
    return reject('EVENT_TIMING', { nameJa: ev.name.ja, nameEn: ev.name.en, ...timingText(ev) }, '10.4.6');
  if (!timingOk(ev.timing, ctxt))
    return reject('EVENT_TIMING', { nameJa: ev.name.ja, nameEn: ev.name.en, ...timingText(ev) }, '10.2.1');
  const e: Effect = ev.effect;
  const combat = g.combat;
  const role = combat ? (combat.attackerSide === side ? 'attacker' : 'defender') : null;
  switch (e.kind) {
    case 'fleet':
      if (e.portArthur && g.paFleetBlocked)
        return reject('PA_FLEET_BLOCKED', { nameJa: ev.name.ja, nameEn: ev.name.en }, '10.4.1');
      return null;
    case 'cancelFleet':
      if (ctxt.where !== 'reaction' || !e.cancels.includes(ctxt.against))
        return cond(reject, ev, 'この艦隊イベントには対応できません。', 'it does not answer this fleet event.');
      return null;
    case 'blockPaFleet':
      if (g.paFleetBlocked)
        return cond(
          reject,
          ev,
          '旅順艦隊はすでに出撃不能です。',
          'the Port Arthur fleet already cannot sortie.',
          '10.4.1',
        );
      return null;
    case 'howitzers': {
      const pa = nodeOf('1201')!;
      const occ = occupancy(g);
      if (!LINK_TO[pa]!.some((n) => occ.count.japan[n]! > 0))
        return cond(
          reject,
          ev,
          '旅順(1201)に隣接する日本軍ユニットがいません。',
          'no Japanese unit is next to Port Arthur (1201).',
        );
      if (g.paFleetBlocked && !g.units['R-PA']!.flipped)
        return cond(reject, ev, '効果がありません。', 'it would have no effect.');
      return null;
    }
    case 'morale':
      if (e.delta > 0 && g.morale[e.target] >= 6)
        return cond(reject, ev, '士気はすでに6です。', 'morale is already 6.', '4.3.3');
      if (e.delta < 0 && g.morale[e.target] <= 0)
        return cond(reject, ev, '士気はすでに0です。', 'morale is already 0.');
      return null;
    case 'moraleDie':
      if (g.moraleDieMod[e.target] !== 0)
        return cond(reject, ev, 'このターンはすでに修整がついています。', "this turn's check is already modified.");
      return null;
    case 'zocLoss':
      if (zocLossTargets(g).length === 0)
        return cond(reject, ev, '対象のロシア軍ユニットがありません。', 'no Russian unit on the map to mark.', '6.4');
      return null;
    case 'forceDR':
      if (!combat || role !== e.as)
        return cond(
          reject,
          ev,
          e.as === 'attacker' ? '攻撃側のときのみ使えます。' : '防御側のときのみ使えます。',
          e.as === 'attacker' ? 'only when you attack.' : 'only when you defend.',
          '10.4.5',
        );
      if (combat.rolled !== null || combat.column === null)
        return cond(reject, ev, '戦闘結果はすでに決まっています。', 'the result is already fixed.', '10.4.5');
      return null;
    case 'result': {
      if (!combat || combat.result === null)
        return cond(reject, ev, '戦闘結果がまだありません。', 'there is no result yet.', '10.4.5');
      if (e.as !== 'either' && role !== e.as)
        return cond(
          reject,
          ev,
          e.as === 'attacker' ? '攻撃側のときのみ使えます。' : '防御側のときのみ使えます。',
          e.as === 'attacker' ? 'only when you attack.' : 'only when you defend.',
          '10.4.5',
        );
      if (e.where && combat.target !== e.where)
        return cond(
          reject,
          ev,
          `${hexName(e.where).ja}での防御時のみ使えます。`,
          `only when defending ${hexName(e.where).en}.`,
          '10.4.5',
        );
      const map = role === 'attacker' ? e.attacking : e.defending;
      if (!map?.[combat.result])
        return cond(
          reject,
          ev,
          `戦闘結果${combat.result}は変わりません。`,
          `it does not change a ${combat.result}.`,
          '10.4.5',
        );
      return null;
    }
    case 'kondratenko': {
      const pa = g.units['R-PA']!;
      if (pa.flipped)
        return cond(reject, ev, '旅順守備隊はすでに3-0面です。', 'the garrison is already on its 3-0 side.', '10.4.4');
      if (pa.where.kind !== 'map')
        return cond(reject, ev, '旅順守備隊はマップ上にいません。', 'the garrison is not on the map.', '10.4.4');
      if (ctxt.where === 'after' && (!combat?.defenders.includes('R-PA') || combat.result === null))
        return cond(
          reject,
          ev,
          '旅順守備隊が防御する戦闘でのみ使えます。',
          'only in a combat where the garrison defends.',
          '10.4.5',
        );
      return null;
    }
    case 'retrieve':
      if (g.discard.length === 0)
        return cond(reject, ev, '捨て札パイルが空です。', 'the discard pile is empty.', '10.0');
      return null;
    case 'rebuild':
      if (
        !unitsOf(g, side).some(
          (u) => u.where.kind === 'box' && u.where.box === 'eliminated' && e.types.includes(unitType(u.id)),
        )
      )
        return reject('NOTHING_TO_REBUILD', { typesJa: e.types.join('・'), typesEn: e.types.join(', ') }, '10.2.6');
      return null;
    case 'railTransport':
      if (
        !unitsOf(g, 'russia').some(
          (u) => u.where.kind === 'box' && u.where.box === 'europeanRussia' && e.types.includes(unitType(u.id)),
        )
      )
        return cond(
          reject,
          ev,
          'ヨーロッパ・ロシアに対象ユニットがいません。',
          'no such unit in European Russia.',
          '10.2.5',
        );
      return null;
    case 'landing':
      if (g.japanNoHomeTransport) return reject('NO_HOME_TRANSPORT', {}, '10.2.5');
      if (transportable(g, 'japan').length === 0)
        return cond(reject, ev, '日本本土ボックスにユニットがいません。', 'no unit in the Japan box.', '10.2.5');
      return null;
    case 'extraMove': {
      const occ = occupancy(g);
      if (!unitsOf(g, side).some((u) => canMove(g, occ, u)))
        return cond(reject, ev, '移動できるユニットがありません。', 'no unit can move.', '8.0');
      return null;
    }
    case 'balticFleet':
      if (g.turn < e.fromTurn)
        return cond(reject, ev, `第${e.fromTurn}ターン以降に使えます。`, `only from turn ${e.fromTurn}.`);
      if (controller(g, '1201') === 'japan')
        return cond(reject, ev, '日本軍が旅順を支配しています。', 'Japan controls Port Arthur.');
      if (g.morale.japan <= 0) return cond(reject, ev, '日本軍の士気はすでに0です。', 'Japanese morale is already 0.');
      return null;
  }
}

export function playableEvents(state: S, side: NSide, ctxt: EventContext): CardId[] {
  return state.g.hands[side].filter((c) => eventOk(state, side, c, ctxt));
}

function logEvent(ctx: PerformContext, side: NSide, card: CardId, detail?: Text): void {
  const ev = eventOf(card, side);
  const d = detail ? { ja: ` — ${detail.ja}`, en: ` — ${detail.en}` } : { ja: '', en: '' };
  ctx.log({
    text: {
      ja: `${SIDE_NAME[side].ja}のイベント: ${card}「${ev.name.ja}」${d.ja}`,
      en: `${SIDE_NAME[side].en} event: ${card} "${ev.name.en}"${d.en}`,
    },
  });
}

/** Take the card out of the hand onto the discard pile and announce the event. */
export function spendForEvent(state: S, ctx: PerformContext, side: NSide, card: CardId, detail?: Text): void {
  const g = state.g;
  ctx.reveal(); // a card of the hand, face up
  g.hands[side].splice(g.hands[side].indexOf(card), 1);
  g.discard.push(card);
  logEvent(ctx, side, card, detail);
}

/** The decision that completes a card use or an event: up to `max` units (uses.ts), then maybe a destination. */
export function pick(purpose: PickPurpose, side: NSide, card: CardId, max: number): NFrame {
  return { kind: 'pick-unit', sides: [side], purpose, card, max, chosen: [] };
}

/**
 * Play an event whose effect needs no further choice, or open the decision that completes it.
 * Used for the card-play phase, the movement phase, the combat windows and the fleet reaction.
 */
export function performEvent(state: S, ctx: PerformContext, side: NSide, card: CardId, ctxt: EventContext): void {
  const g = state.g;
  const e = eventOf(card, side).effect;
  switch (e.kind) {
    case 'fleet': {
      spendForEvent(state, ctx, side, card);
      // Japan may answer with a card that cancels it; hand size is public, so asking whenever
      // Japan holds a card tells nothing.
      if (g.hands.japan.length > 0) {
        push(state, { kind: 'fleet-reaction', sides: ['japan'], card });
        return;
      }
      return applyFleet(state, ctx, card);
    }
    case 'cancelFleet': {
      const against = (ctxt as { against: CardId }).against;
      spendForEvent(state, ctx, side, card, {
        ja: `「${eventOf(against, 'russia').name.ja}」を打ち消す`,
        en: `cancels "${eventOf(against, 'russia').name.en}"`,
      });
      ctx.end();
      return;
    }
    case 'blockPaFleet':
      spendForEvent(state, ctx, side, card, {
        ja: '以後、旅順艦隊は出撃できない (10.4.1)',
        en: 'the Port Arthur fleet can no longer sortie (10.4.1)',
      });
      g.paFleetBlocked = true;
      return;
    case 'howitzers':
      spendForEvent(state, ctx, side, card, {
        ja: '旅順守備隊は2-0面、旅順艦隊は出撃不能 (10.4.1)',
        en: 'the garrison back to 2-0; the Port Arthur fleet can no longer sortie (10.4.1)',
      });
      g.units['R-PA']!.flipped = false;
      g.paFleetBlocked = true;
      portArthurFalls(state, ctx); // [rule 11.0] with the naval rules the guns sink the fleet in harbour
      return;
    case 'morale':
      spendForEvent(state, ctx, side, card);
      return changeMorale(state, ctx, e.target, e.delta, { ja: `イベント${card}`, en: `event ${card}` });
    case 'moraleDie':
      spendForEvent(state, ctx, side, card, {
        ja: `このターンの${SIDE_NAME[e.target].ja}の士気判定 ダイス${e.delta}`,
        en: `${SIDE_NAME[e.target].en}'s morale check this turn: ${e.delta} to the die`,
      });
      g.moraleDieMod[e.target] += e.delta;
      return;
    case 'forceDR': {
      spendForEvent(state, ctx, side, card, { ja: '戦闘結果はDR (10.4.5)', en: 'the result is DR (10.4.5)' });
      const c = g.combat!;
      c.rolled = 'DR';
      c.result = 'DR';
      c.events.push({ side, card, from: null, to: 'DR' });
      return;
    }
    case 'result': {
      const c = g.combat!;
      const role = c.attackerSide === side ? 'attacker' : 'defender';
      const map = (role === 'attacker' ? e.attacking : e.defending)!;
      const from = c.result!;
      const to = map[from]!;
      spendForEvent(state, ctx, side, card, { ja: `戦闘結果 ${from}→${to}`, en: `result ${from}→${to}` });
      c.result = to;
      c.events.push({ side, card, from, to });
      return;
    }
    case 'kondratenko': {
      const pa = g.units['R-PA']!;
      pa.flipped = true;
      if (ctxt.where !== 'after') {
        spendForEvent(state, ctx, side, card, {
          ja: '旅順守備隊を3-0面に (10.4.4)',
          en: 'the Port Arthur garrison turns to 3-0 (10.4.4)',
        });
        return;
      }
      const c = g.combat!;
      const from = c.result;
      recomputeCombat(g);
      const to = c.die !== null && c.column !== null ? crtResult(c.column, c.die) : 'NE';
      spendForEvent(state, ctx, side, card, {
        ja: `旅順守備隊を3-0面に、戦闘力差${c.differential}で判定し直し ${from}→${to}`,
        en: `the garrison turns to 3-0; the CRT is read again at ${c.differential}: ${from}→${to}`,
      });
      c.result = to;
      c.events.push({ side, card, from, to });
      return;
    }
    case 'retrieve': {
      const top = g.discard.pop()!;
      g.hands[side].push(top);
      spendForEvent(state, ctx, side, card, {
        ja: `捨て札の一番上 ${cardFull(top).ja} を手札に戻す`,
        en: `takes the top discard ${cardFull(top).en} back into the hand`,
      });
      return;
    }
    case 'balticFleet':
      spendForEvent(state, ctx, side, card);
      return changeMorale(state, ctx, 'japan', -1, { ja: `イベント${card}`, en: `event ${card}` });
    case 'zocLoss':
      return push(state, pick('ev-zoc', side, card, 1));
    case 'rebuild':
      return push(state, pick('ev-rebuild', side, card, 1));
    case 'railTransport':
      return push(state, pick('ev-rail', side, card, e.count));
    case 'landing':
      return push(state, pick('ev-landing', side, card, e.count));
    case 'extraMove':
      return push(state, pick('ev-extra', side, card, 1));
    case 'reshuffle':
      throw new Error('reshuffle is never played');
  }
}

/** [rule 10.4.3] and #06: the fleet event takes effect (not cancelled). */
export function applyFleet(state: S, ctx: PerformContext, card: CardId): void {
  const g = state.g;
  const e = eventOf(card, 'russia').effect;
  if (e.kind !== 'fleet') return;
  if (e.handLimit !== null) {
    g.japanHandLimit = Math.min(g.japanHandLimit ?? e.handLimit, e.handLimit);
    ctx.log({
      text: {
        ja: `次の日本軍プレイヤー・ターン、日本軍の手札上限は${g.japanHandLimit}枚 (10.4.3)`,
        en: `Japan's hand limit is ${g.japanHandLimit} during the next Japanese player turn (10.4.3)`,
      },
    });
  }
  if (e.noHomeTransport) {
    g.japanNoHomeTransport = true;
    ctx.log({
      text: {
        ja: '次の日本軍プレイヤー・ターン、日本本土ボックスから輸送できない',
        en: 'No transport out of the Japan box during the next Japanese player turn',
      },
    });
  }
}

export function performFleetReaction(state: S, ctx: PerformContext, verb: string, args: string[]): void {
  const top = state.stack[state.stack.length - 1] as FrameOf<'fleet-reaction'>;
  const against = top.card;
  if (verb === 'event') return performEvent(state, ctx, 'japan', args[0]!, { where: 'reaction', against });
  ctx.log({ text: { ja: '日本軍: 対応せず', en: 'Japan does not answer' } });
  applyFleet(state, ctx, against);
  ctx.end();
}
