// 日露大戦 decisions of the refill and movement phases: the refill ([rule 10.1]), the movement
// phase's moves, rail moves and events ([rule 8.0] [rule 8.2] [rule 10.2.1]), and the destination
// of any move ('move-to': normal, rail, strategic [rule 10.2.4] or an event's extra move), with its
// other ways ([rule 3.4]).
import { NODE_ID, nodeOf, occupancy, unitsOf } from '../board.ts';
import { DECISION_NAME, hexName, reject, unitName } from '../messages.ts';
import {
  eventProblem,
  eventOk,
  explainRefill,
  performEvent,
  playableEvents,
  spendForMove,
} from '../rules/cards/index.ts';
import {
  canLineMove,
  canMove,
  destIds,
  explainDestination,
  explainUnitToMove,
  normalDestinations,
  normalMoves,
  otherWays,
  performMove,
  reachFor,
  type Reach,
  type Vias,
} from '../rules/movement/index.ts';
import { endMovement, refilled } from '../rules/sequence.ts';
import { call } from '../rules/stack.ts';
import type { MoveMode, UnitState } from '../types.ts';
import { CANCEL, CARD_ARG, type Ctx, eventLabel, lazy, memo, peek, sideOf, type Spec, stateOf, t } from './shared.ts';

// ---------------------------------------------------------------------------------------------
// [rule 10.1] refill: to 3, or pay 1 morale for a 4th

export const refill: Spec<'refill'> = {
  name: DECISION_NAME.refill!,
  verbs: [
    {
      verb: 'refill',
      args: [{ name: 'cards', kind: 'number' }],
      options: () => ['3', '4'],
      label: (c, [n]) => {
        const have = c.g.hands[sideOf(c)].length;
        return n === '4'
          ? t(`士気-1で4枚になるまで補充 (${4 - have}枚引く)`, `Pay 1 morale and refill to 4 (draw ${4 - have})`)
          : t(`3枚になるまで補充 (${3 - have}枚引く)`, `Refill to 3 (draw ${3 - have})`);
      },
      perform: (c, [n]) => refilled(stateOf(c), c.ctx, Number(n)),
      explain: (c, args) => explainRefill(c.g, sideOf(c), [...args]),
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// [rule 8.0] the movement phase

/** A unit of the side to move that has not moved this phase. */
function unmoved(c: Ctx<'movement'>, id: string): UnitState | null {
  const u = Object.hasOwn(c.g.units, id) ? c.g.units[id]! : null;
  return u && u.side === c.side && !c.g.moved.includes(id) ? u : null;
}

function moveLabel(how: { ja: string; en: string }, id: string, c: Ctx<'movement'>) {
  const u = c.g.units[id]!;
  const n = unitName(id);
  const from = hexName(u.where.kind === 'map' ? u.where.hex : u.where.box);
  return t(`${n.ja} を${how.ja} (${from.ja}から)`, `${how.en} ${n.en} (from ${from.en})`);
}

export const movement: Spec<'movement'> = {
  name: DECISION_NAME.movement!,
  verbs: [
    {
      verb: 'move',
      role: 'unit-move',
      args: [{ name: 'unit', kind: 'unit' }],
      options: (c) => {
        const occ = memo(c, 'occ', () => occupancy(c.g));
        const ok = (u: UnitState | null) => u !== null && canMove(c.g, occ, u);
        return lazy(
          () =>
            unitsOf(c.g, sideOf(c))
              .filter((u) => ok(unmoved(c, u.id)))
              .map((u) => u.id),
          (id) => ok(unmoved(c, id)),
        );
      },
      label: (c, [id]) => moveLabel(t('移動', 'Move'), id!, c),
      perform: (c, [id]) => call(c.ctx, { kind: 'move-to', sides: [sideOf(c)], unit: id!, mode: 'move' }),
      explain: (c, [id = '']) => explainUnitToMove(c.g, sideOf(c), id, 'move'),
    },
    {
      verb: 'rail',
      role: 'unit-move-alt',
      args: [{ name: 'unit', kind: 'unit' }],
      options: (c) => {
        const occ = memo(c, 'occ', () => occupancy(c.g));
        const ok = (u: UnitState | null) => u !== null && !c.g.railUsed && canLineMove(c.g, occ, u, false);
        return lazy(
          () =>
            unitsOf(c.g, sideOf(c))
              .filter((u) => ok(unmoved(c, u.id)))
              .map((u) => u.id),
          (id) => ok(unmoved(c, id)),
        );
      },
      label: (c, [id]) => moveLabel(t('鉄道移動', 'Rail move'), id!, c),
      perform: (c, [id]) => call(c.ctx, { kind: 'move-to', sides: [sideOf(c)], unit: id!, mode: 'rail' }),
      explain: (c, [id = '']) => explainUnitToMove(c.g, sideOf(c), id, 'rail'),
    },
    {
      verb: 'event',
      role: 'card-use',
      args: CARD_ARG,
      options: (c) =>
        lazy(
          () => playableEvents(stateOf(c), sideOf(c), { where: 'movement' }),
          (card) => eventOk(stateOf(c), sideOf(c), card, { where: 'movement' }),
        ),
      label: (c, [card]) => eventLabel(card!, sideOf(c)),
      perform: (c, [card]) => performEvent(stateOf(c), c.ctx, sideOf(c), card!, { where: 'movement' }),
      explain: (c, [card = '']) =>
        eventProblem(stateOf(c), sideOf(c), card, { where: 'movement' }) ??
        reject('NOT_LEGAL', { input: `event ${card}` }, '10.2.1'),
    },
    {
      verb: 'end-movement',
      role: 'end-step',
      label: () => t('移動フェイズ終了', 'End the movement phase'),
      perform: (c) => endMovement(stateOf(c), c.ctx),
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// The destination of a move ([rule 8.0] [rule 8.2] [rule 10.2.4]), "to D" or "to D via X" ([rule 3.4])

const withVias = (mode: MoveMode): boolean => mode === 'move' || mode === 'extra';

const occOf = (c: Ctx<'move-to'>) => memo(c, 'occ', () => occupancy(c.g));

/** A normal move's paths with its other ways ([rule 3.4]), searched once per engine question. */
const searchedWays = (c: Ctx<'move-to'>): { reach: Reach; vias: Vias } =>
  memo(c, 'vias', () => {
    const vias: Vias = new Map();
    return { reach: normalMoves(c.g, occOf(c), c.g.units[c.top.unit]!, vias), vias };
  });

function waysTo(c: Ctx<'move-to'>, dest: string): string[] {
  const node = nodeOf(dest);
  if (node === undefined || !withVias(c.top.mode)) return [];
  const { reach, vias } = searchedWays(c);
  return otherWays(reach, vias, node).map((w) => w.via);
}

/** The destination ids of the move, sorted; a normal move's without their paths (listing needs none). */
function destinations(c: Ctx<'move-to'>): string[] {
  return memo(c, 'dests', () => {
    const { unit, mode } = c.top;
    const searched = peek<{ reach: Reach }>(c, 'vias');
    if (searched) return destIds(searched.reach);
    if (withVias(mode)) return normalDestinations(occOf(c), c.g.units[unit]!).map((n) => NODE_ID[n]!);
    return destIds(reachFor(c.g, occOf(c), c.g.units[unit]!, mode));
  });
}

export const moveTo: Spec<'move-to'> = {
  name: DECISION_NAME['move-to']!,
  verbs: [
    {
      verb: 'to',
      role: 'destination',
      args: [
        { name: 'to', kind: 'hex' },
        { name: 'via', kind: 'hex', keyword: 'via', optional: true },
      ],
      options: (c, prev) => (prev.length === 1 ? waysTo(c, prev[0]!) : destinations(c)),
      label: (c, [d, via]) => {
        const n = unitName(c.top.unit);
        const dn = hexName(d!);
        if (via === undefined) return t(`${n.ja} → ${dn.ja}`, `${n.en} → ${dn.en}`);
        const xn = hexName(via);
        return t(`${n.ja} → ${dn.ja}(${xn.ja} 経由)`, `${n.en} → ${dn.en} (by way of ${xn.en})`);
      },
      perform: (c, [d, via]) => {
        const { unit, mode, card } = c.top;
        const side = sideOf(c);
        if (card) spendForMove(stateOf(c), c.ctx, side, card, mode, unit);
        performMove(stateOf(c), c.ctx, unit, d!, mode, via);
        c.ctx.end();
      },
      explain: (c, [d = '', via]) => explainDestination(c.g, c.top.unit, d, c.top.mode, via),
    },
    { verb: 'cancel', role: 'back-out', label: () => CANCEL, perform: (c) => c.ctx.end() },
  ],
};
