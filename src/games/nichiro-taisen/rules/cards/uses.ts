// 日露大戦 [rule 10.2] the uses of a card in the card-play phase ([rule 10.2], [rule 10.3]): event,
// forced march, strategic move, transport, rebuild, and the sub-decisions that complete them (units, then a destination).
import type { PerformContext, Rejection } from '#engine/types.ts';
import { CARD_BY_ID, eventOf, type Effect } from '../../data/cards.ts';
import { occupancy, unitsOf } from '../../board.ts';
import { BOX_NAME, hexName, reject, unitName, unitNames } from '../../messages.ts';
import type { CardId, FrameOf, NSide, NState, PickPurpose } from '../../types.ts';
import { canLineMove, canMove, japanTransportDests, transportable, unitType } from '../movement/index.ts';
import { goto, push } from '../stack.ts';
import { placeUnit } from '../victory.ts';
import { placeZocLoss, zocLossTargets } from '../zoc.ts';
import { discardCard } from './deck.ts';
import { eventProblem, performEvent, pick, spendForEvent } from './events.ts';

type S = NState;

// ---------------------------------------------------------------------------------------------
// Sub-decisions that complete a card use: choose units, then a destination.

export type { PickPurpose };

export function pickCandidates(
  state: S,
  side: NSide,
  purpose: PickPurpose,
  card: CardId,
  chosen: readonly string[],
): string[] {
  const g = state.g;
  const occ = occupancy(g);
  const inBox = (box: string) => unitsOf(g, side).filter((u) => u.where.kind === 'box' && u.where.box === box);
  let list: string[];
  switch (purpose) {
    case 'strategic':
      list = unitsOf(g, side)
        .filter((u) => canLineMove(g, occ, u, true))
        .map((u) => u.id);
      break;
    case 'transport':
      list = transportable(g, side).map((u) => u.id);
      break;
    case 'rebuild':
      list = inBox('eliminated')
        .filter((u) => unitType(u.id) === '3-2')
        .map((u) => u.id);
      break;
    case 'ev-rebuild': {
      const e = eventOf(card, side).effect as Extract<Effect, { kind: 'rebuild' }>;
      list = inBox('eliminated')
        .filter((u) => e.types.includes(unitType(u.id)))
        .map((u) => u.id);
      break;
    }
    case 'ev-rail': {
      const e = eventOf(card, side).effect as Extract<Effect, { kind: 'railTransport' }>;
      list = inBox('europeanRussia')
        .filter((u) => e.types.includes(unitType(u.id)))
        .map((u) => u.id);
      break;
    }
    case 'ev-landing':
      list = transportable(g, 'japan').map((u) => u.id);
      // Two units need a destination with room for two: Korea always has.
      break;
    case 'ev-extra':
      list = unitsOf(g, side)
        .filter((u) => canMove(g, occ, u))
        .map((u) => u.id);
      break;
    case 'ev-zoc':
      list = zocLossTargets(g);
      break;
  }
  return list.filter((id) => !chosen.includes(id));
}

export function performPickUnit(state: S, ctx: PerformContext, verb: string, args: string[]): void {
  const d = state.stack[state.stack.length - 1] as FrameOf<'pick-unit'>;
  if (verb === 'cancel') return ctx.end();
  const chosen = d.chosen;
  if (verb === 'unit') chosen.push(args[0]!);
  const side = d.sides[0]!;
  const { purpose, card } = d;
  const more =
    verb === 'unit' && chosen.length < d.max && pickCandidates(state, side, purpose, card, chosen).length > 0;
  if (more) return;
  completePick(state, ctx, side, purpose, card, chosen);
}

function completePick(
  state: S,
  ctx: PerformContext,
  side: NSide,
  purpose: PickPurpose,
  card: CardId,
  chosen: string[],
): void {
  const g = state.g;
  const unit = chosen[0]!;
  switch (purpose) {
    case 'strategic':
      return goto(ctx, { kind: 'move-to', sides: [side], unit, mode: 'strategic', card });
    case 'ev-extra':
      return goto(ctx, { kind: 'move-to', sides: [side], unit, mode: 'extra', card });
    case 'transport':
      if (side === 'japan') return goto(ctx, { kind: 'pick-dest', sides: [side], purpose, card, units: chosen });
      discardCard(state, ctx, side, card, {
        ja: `${unitName(unit).ja} をシベリアへ輸送 (10.2.5)`,
        en: `transports ${unitName(unit).en} to Siberia (10.2.5)`,
      });
      placeUnit(state, ctx, g.units[unit]!, { kind: 'box', box: 'siberia' });
      return ctx.end();
    case 'ev-landing':
      return goto(ctx, { kind: 'pick-dest', sides: [side], purpose, card, units: chosen });
    case 'rebuild':
      discardCard(state, ctx, side, card, {
        ja: `${unitName(unit).ja} を再編成 (10.2.6)`,
        en: `rebuilds ${unitName(unit).en} (10.2.6)`,
      });
      g.units[unit]!.where = { kind: 'box', box: 'europeanRussia' };
      return ctx.end();
    case 'ev-rebuild': {
      const e = eventOf(card, side).effect as Extract<Effect, { kind: 'rebuild' }>;
      spendForEvent(state, ctx, side, card, {
        ja: `${unitName(unit).ja} を${BOX_NAME[e.to]!.ja}ボックスへ`,
        en: `${unitName(unit).en} to the ${BOX_NAME[e.to]!.en} box`,
      });
      g.units[unit]!.where = { kind: 'box', box: e.to };
      return ctx.end();
    }
    case 'ev-rail':
      spendForEvent(state, ctx, side, card, {
        ja: `${unitNames(chosen).ja} をシベリアへ`,
        en: `${unitNames(chosen).en} to Siberia`,
      });
      for (const id of chosen) g.units[id]!.where = { kind: 'box', box: 'siberia' };
      return ctx.end();
    case 'ev-zoc':
      spendForEvent(state, ctx, side, card);
      placeZocLoss(state, ctx, unit);
      return ctx.end();
  }
}

export function pickDestOptions(state: S, d: FrameOf<'pick-dest'>): string[] {
  return japanTransportDests(state.g, occupancy(state.g), d.units.length);
}

export function performPickDest(state: S, ctx: PerformContext, verb: string, args: string[]): void {
  const d = state.stack[state.stack.length - 1] as FrameOf<'pick-dest'>;
  if (verb === 'cancel') return ctx.end();
  const g = state.g;
  const side = d.sides[0]!;
  const { units, card } = d;
  const dest = args[0]!;
  const dn = hexName(dest);
  const what = {
    ja: `${unitNames(units).ja} を ${dn.ja} へ輸送 (10.2.5)`,
    en: `transports ${unitNames(units).en} to ${dn.en} (10.2.5)`,
  };
  if (d.purpose === 'ev-landing') spendForEvent(state, ctx, side, card, what);
  else discardCard(state, ctx, side, card, what);
  for (const id of units) {
    const u = g.units[id]!;
    if (dest === 'korea') u.where = { kind: 'box', box: 'korea' };
    else {
      g.lastHexes = [dest];
      placeUnit(state, ctx, u, { kind: 'map', hex: dest }, [dest]);
      if (state.result) return;
    }
  }
  ctx.end();
}

// ---------------------------------------------------------------------------------------------
// The card-play phase ([rule 10.2], [rule 10.3])

/**
 * A card of the hand used in the card-play phase: an event, or a discard for a strategic move, a
 * transport or a rebuild (a forced march plays another phase: the sequence of play's, sequence.ts).
 */
export function performCardPlay(state: S, ctx: PerformContext, verb: string, args: string[]): void {
  const side = state.g.phasing;
  const card = args[0]!;
  switch (verb) {
    case 'event':
      return performEvent(state, ctx, side, card, { where: 'cardPlay' });
    case 'strategic':
      return push(state, pick('strategic', side, card, 1));
    case 'transport':
      return push(state, pick('transport', side, card, 1));
    case 'rebuild':
      return push(state, pick('rebuild', side, card, 1));
  }
  throw new Error(`card-play verb ${verb}`);
}

/** The card-use part of a 'move-to' decision: the card is spent when the move is made. */
export function spendForMove(
  state: S,
  ctx: PerformContext,
  side: NSide,
  card: CardId,
  mode: string,
  unit: string,
): void {
  if (mode === 'strategic')
    discardCard(state, ctx, side, card, {
      ja: `${unitName(unit).ja} の戦略移動 (10.2.4)`,
      en: `strategic move of ${unitName(unit).en} (10.2.4)`,
    });
  else spendForEvent(state, ctx, side, card);
}

export function explainCardPlay(state: S, side: NSide, verb: string, args: string[]): Rejection {
  const g = state.g;
  const card = args[0] ?? '';
  if (!card) return reject('MISSING_ARG', { verb, what: 'カード(#01など)', whatEn: 'a card (#01 …)' });
  if (!CARD_BY_ID[card]) return reject('NO_SUCH_CARD', { card }, '2.4');
  if (!g.hands[side].includes(card)) return reject('NOT_IN_HAND', { card }, '10.2');
  switch (verb) {
    case 'event':
      return (
        eventProblem(state, side, card, { where: 'cardPlay' }) ??
        reject('NOT_LEGAL', { input: `${verb} ${card}` }, '10.2.1')
      );
    case 'force-march':
      if (g.forcedMarchUsed) return reject('FORCED_MARCH_USED', {}, '10.2.3');
      return reject('MISSING_ARG', { verb, what: 'move または combat', whatEn: '"move" or "combat"' }, '10.2.3');
    case 'strategic':
      return reject('NO_STRATEGIC_UNIT', {}, '10.2.4');
    case 'transport':
      if (side === 'japan' && g.japanNoHomeTransport) return reject('NO_HOME_TRANSPORT', {}, '10.2.5');
      return reject(
        'NO_TRANSPORT',
        {
          whyJa:
            side === 'japan'
              ? '日本本土ボックスに2-3ユニットがいません。'
              : 'ヨーロッパ・ロシアに3-2ユニットがいません(5-2はイベントのみ)。',
          whyEn: side === 'japan' ? 'No 2-3 in the Japan box.' : 'No 3-2 in European Russia (5-2s move only by event).',
        },
        '10.2.5',
      );
    case 'rebuild':
      if (side === 'japan') return reject('JAPAN_NO_REBUILD', {}, '10.2.6');
      return reject('NOTHING_TO_REBUILD', { typesJa: '3-2', typesEn: '3-2' }, '10.2.6');
  }
  return reject('NOT_LEGAL', { input: `${verb} ${args.join(' ')}` });
}

export function explainPick(state: S, d: FrameOf<'pick-unit' | 'pick-dest'>, verb: string, args: string[]): Rejection {
  if (d.kind === 'pick-dest') {
    const legal = pickDestOptions(state, d);
    return reject('BAD_DESTINATION', { dest: args[0] ?? '', legal: legal.join(', ') }, '10.2.5');
  }
  if (verb === 'done') return reject('NOT_LEGAL', { input: 'done' });
  const side = d.sides[0]!;
  const unit = args[0] ?? '';
  const u = state.g.units[unit];
  const rule = {
    strategic: '10.2.4',
    transport: '10.2.5',
    rebuild: '10.2.6',
    'ev-zoc': '6.4',
    'ev-rebuild': '10.2.6',
    'ev-rail': '10.2.5',
    'ev-landing': '10.2.5',
    'ev-extra': '8.0',
  }[d.purpose];
  if (!u || (u.side !== side && d.purpose !== 'ev-zoc')) return reject('UNKNOWN_UNIT', { unit }, '2.3');
  return reject('NOT_LEGAL', { input: `unit ${unit}` }, rule);
}
