// 日露大戦 decisions of card play: the card-play phase and its uses of a card ([rule 10.2]), the
// units and destination that complete a use or an event ('pick-unit', 'pick-dest'), and Japan's
// answer to a Russian fleet event ([rule 10.4.3]).
import { occupancy, unitsOf } from '../board.ts';
import { cardName, DECISION_NAME, hexName, reject, unitName, unitNames } from '../messages.ts';
import {
  eventOk,
  eventProblem,
  explainCardPlay,
  explainPick,
  performCardPlay,
  performFleetReaction,
  performPickDest,
  performPickUnit,
  pickCandidates,
  pickDestOptions,
  playableEvents,
} from '../rules/cards/index.ts';
import { canLineMove, transportable, unitType } from '../rules/movement/index.ts';
import { resumeSortie } from '../rules/naval.ts';
import { endCardPlay, forcedMarch } from '../rules/sequence.ts';
import type { Text } from '#engine/types.ts';
import type { PickPurpose } from '../types.ts';
import {
  CANCEL,
  CARD_ARG,
  type Ctx,
  eventLabel,
  lazy,
  memo,
  sideOf,
  type Spec,
  stateOf,
  t,
  type Verb,
} from './shared.ts';

// ---------------------------------------------------------------------------------------------
// [rule 10.2] the card-play phase: each card of the hand, one use at a time

/** What the uses other than events need (the same for every card of the hand). */
function uses(c: Ctx<'card-play'>): { strategic: boolean; transport: boolean; rebuild: boolean } {
  return memo(c, 'uses', () => {
    const g = c.g;
    const side = sideOf(c);
    const occ = occupancy(g);
    return {
      strategic: unitsOf(g, side).some((u) => canLineMove(g, occ, u, true)),
      transport: transportable(g, side).length > 0,
      rebuild:
        side === 'russia' &&
        unitsOf(g, side).some(
          (u) => u.where.kind === 'box' && u.where.box === 'eliminated' && unitType(u.id) === '3-2',
        ),
    };
  });
}

/** A use of a card of the hand that discards it (strategic move, transport, rebuild). */
function discardUse(verb: 'strategic' | 'transport' | 'rebuild', what: Text): Verb<'card-play'> {
  return {
    verb,
    role: 'card-use',
    args: CARD_ARG,
    options: (c) => (uses(c)[verb] ? c.g.hands[sideOf(c)] : []),
    label: (c, [card]) => {
      const n = cardName(card!, sideOf(c));
      return t(`${what.ja}: ${n.ja} を捨てる`, `${what.en}: discard ${n.en}`);
    },
    perform: (c, args) => performCardPlay(stateOf(c), c.ctx, verb, [...args]),
    explain: (c, args) => explainCardPlay(stateOf(c), sideOf(c), verb, [...args]),
  };
}

export const cardPlay: Spec<'card-play'> = {
  name: DECISION_NAME['card-play']!,
  verbs: [
    {
      verb: 'event',
      role: 'card-use',
      args: CARD_ARG,
      options: (c) =>
        lazy(
          () => playableEvents(stateOf(c), sideOf(c), { where: 'cardPlay' }),
          (card) => eventOk(stateOf(c), sideOf(c), card, { where: 'cardPlay' }),
        ),
      label: (c, [card]) => eventLabel(card!, sideOf(c)),
      perform: (c, args) => performCardPlay(stateOf(c), c.ctx, 'event', [...args]),
      explain: (c, args) => explainCardPlay(stateOf(c), sideOf(c), 'event', [...args]),
    },
    {
      verb: 'force-march',
      role: 'card-use',
      args: [
        { name: 'card', kind: 'card' },
        { name: 'phase', kind: 'word' },
      ],
      options: (c, prev) => (c.g.forcedMarchUsed ? [] : prev.length === 0 ? c.g.hands[sideOf(c)] : ['move', 'combat']),
      label: (c, [card, phase]) => {
        const n = cardName(card!, sideOf(c));
        return phase === 'combat'
          ? t(`強行軍(戦闘): ${n.ja} を捨てる`, `Forced march (combat): discard ${n.en}`)
          : t(`強行軍(移動): ${n.ja} を捨てる`, `Forced march (movement): discard ${n.en}`);
      },
      perform: (c, [card, phase]) => forcedMarch(stateOf(c), c.ctx, card!, phase!),
      explain: (c, args) => explainCardPlay(stateOf(c), sideOf(c), 'force-march', [...args]),
    },
    discardUse('strategic', t('戦略移動', 'Strategic move')),
    discardUse('transport', t('輸送', 'Transport')),
    discardUse('rebuild', t('再編成', 'Rebuild')),
    {
      verb: 'end-phase',
      role: 'end-step',
      label: () => t('カードプレイ・フェイズ終了', 'End the card-play phase'),
      perform: (c) => endCardPlay(stateOf(c), c.ctx),
    },
  ],
  // [rule 11.2] a decision of the Russian card-play phase's opening sortie procedure ended: it goes on.
  resume: (c) => resumeSortie(stateOf(c), c.ctx),
};

// ---------------------------------------------------------------------------------------------
// Units, then a destination, that complete a card use or an event

const PURPOSE_TEXT: Record<PickPurpose, Text> = {
  strategic: t('戦略移動', 'strategic move'),
  transport: t('輸送', 'transport'),
  rebuild: t('再編成', 'rebuild'),
  'ev-zoc': t('ZOC喪失', 'ZOC loss'),
  'ev-rebuild': t('再編成', 'rebuild'),
  'ev-rail': t('シベリアへ', 'to Siberia'),
  'ev-landing': t('上陸', 'landing'),
  'ev-extra': t('移動', 'move'),
};

export const pickUnit: Spec<'pick-unit'> = {
  name: DECISION_NAME['pick-unit']!,
  verbs: [
    {
      verb: 'unit',
      role: 'pick-unit',
      args: [{ name: 'unit', kind: 'unit' }],
      options: (c) => pickCandidates(stateOf(c), c.top.sides[0]!, c.top.purpose, c.top.card, c.top.chosen),
      label: (c, [id]) => {
        const p = PURPOSE_TEXT[c.top.purpose];
        const n = unitName(id!);
        return t(`${p.ja}: ${n.ja}`, `${p.en}: ${n.en}`);
      },
      perform: (c, args) => performPickUnit(stateOf(c), c.ctx, 'unit', [...args]),
      explain: (c, args) => explainPick(stateOf(c), c.top, 'unit', [...args]),
    },
    {
      verb: 'done',
      role: 'pick-done',
      when: (c) => c.top.chosen.length > 0,
      label: (c) => t(`選択終了 (${c.top.chosen.length}個)`, `Done (${c.top.chosen.length} chosen)`),
      perform: (c) => performPickUnit(stateOf(c), c.ctx, 'done', []),
      explain: (c) => explainPick(stateOf(c), c.top, 'done', []),
    },
    {
      verb: 'cancel',
      role: 'back-out',
      label: () => CANCEL,
      perform: (c) => performPickUnit(stateOf(c), c.ctx, 'cancel', []),
    },
  ],
};

export const pickDest: Spec<'pick-dest'> = {
  name: DECISION_NAME['pick-dest']!,
  verbs: [
    {
      verb: 'to',
      role: 'destination',
      args: [{ name: 'to', kind: 'hex' }],
      options: (c) => pickDestOptions(stateOf(c), c.top),
      label: (c, [dest]) => {
        const n = unitNames(c.top.units);
        const dn = hexName(dest!);
        return t(`${n.ja} を ${dn.ja} へ輸送`, `Transport ${n.en} to ${dn.en}`);
      },
      perform: (c, args) => performPickDest(stateOf(c), c.ctx, 'to', [...args]),
      explain: (c, args) => explainPick(stateOf(c), c.top, 'to', [...args]),
    },
    {
      verb: 'cancel',
      role: 'back-out',
      label: () => CANCEL,
      perform: (c) => performPickDest(stateOf(c), c.ctx, 'cancel', []),
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// [rule 10.4.3] Japan may answer a Russian fleet event with a card that cancels it

export const fleetReaction: Spec<'fleet-reaction'> = {
  name: DECISION_NAME['fleet-reaction']!,
  verbs: [
    {
      verb: 'event',
      role: 'card-use',
      args: CARD_ARG,
      options: (c) => playableEvents(stateOf(c), 'japan', { where: 'reaction', against: c.top.card }),
      label: (_c, [card]) => eventLabel(card!, 'japan'),
      perform: (c, args) => performFleetReaction(stateOf(c), c.ctx, 'event', [...args]),
      explain: (c, [card = '']) =>
        eventProblem(stateOf(c), 'japan', card, { where: 'reaction', against: c.top.card }) ??
        reject('NOT_LEGAL', { input: `event ${card}` }, '10.4.3'),
    },
    {
      verb: 'pass',
      role: 'end-step',
      label: () => t('対応しない', 'Do not answer'),
      perform: (c) => performFleetReaction(stateOf(c), c.ctx, 'pass', []),
    },
  ],
};
