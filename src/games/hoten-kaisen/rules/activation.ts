// 奉天会戦 [rule 5.0] one activation per turn: move and/or attack with one counter, enter or shift a
// reinforcement [rule 6.0], rebuild [rule 9.4], or pass.
import type { DecisionCtx, DecisionSpec, GameState, PerformContext, Rejection } from '#engine/types.ts';
import { COUNTER_BY_ID } from '../data/counters.ts';
import { ENTRY_AREAS, SUPPLY } from '../data/map.ts';
import { unitAt, unitsOf } from '../board.ts';
import { DECISION_NAME, reject, SIDE_NAME, unitRef } from '../messages.ts';
import type { HotenFrame, HotenG, HotenSide, UnitState } from '../types.ts';
import { attackTargets } from './combat.ts';
import { explainMove, reachableHexes } from './movement.ts';
import { advanceTime, endActivation, goto, moveUnit, nextOwnTurn, passesMoveTime } from './turn.ts';

type S = GameState<HotenG>;

const name = (u: UnitState) => COUNTER_BY_ID[u.id]!.name;

/** [rule 9.3] a counter that retreated or was rebuilt sits out its owner's next turn. */
export const isResting = (g: HotenG, u: UnitState): boolean => u.restTurn === g.turn;

function canRebuild(g: HotenG, u: UnitState): boolean {
  return u.where.kind === 'eliminated' && !unitAt(g, SUPPLY[u.side]) && u.eliminatedTurn !== g.turn - 1;
}

type Frame = Extract<HotenFrame, { kind: 'activation' }>;
type C = DecisionCtx<HotenG, Frame>;

/** [rule 5.0] [rule 8.0] own counters on the map, not resting, that may move somewhere. */
function movers(g: HotenG, side: HotenSide): string[] {
  return unitsOf(g, side)
    .filter((u) => u.where.kind === 'map' && !isResting(g, u) && reachableHexes(g, u).size > 0)
    .map((u) => u.id);
}

/** The hexes `id` may move to, sorted (empty when it may not move). */
function destinations(g: HotenG, side: HotenSide, id: string): string[] {
  const u = g.units[id];
  if (!u || u.side !== side || u.where.kind !== 'map' || isResting(g, u)) return [];
  return [...reachableHexes(g, u).keys()].sort();
}

/** [rule 5.0] [rule 9.0] own counters that may attack without moving. */
const holders = (g: HotenG, side: HotenSide): string[] =>
  unitsOf(g, side)
    .filter((u) => u.where.kind === 'map' && !isResting(g, u) && attackTargets(g, u).length > 0)
    .map((u) => u.id);

const entryArea = (u: UnitState) => ENTRY_AREAS.find((e) => e.area === (u.where as { area: number }).area)!;

/** [rule 6.0] reinforcements whose arrow hex is free. */
const enterers = (g: HotenG, side: HotenSide): string[] =>
  unitsOf(g, side)
    .filter((u) => u.where.kind === 'entry' && !unitAt(g, entryArea(u).arrow))
    .map((u) => u.id);

/** [rule 6.0] reinforcements that may shift to the next entry area. */
const shifters = (g: HotenG, side: HotenSide): string[] =>
  unitsOf(g, side)
    .filter((u) => u.where.kind === 'entry' && entryArea(u).area < 3)
    .map((u) => u.id);

/** [rule 9.4] eliminated counters that may be rebuilt. */
const rebuildable = (g: HotenG, side: HotenSide): string[] =>
  unitsOf(g, side)
    .filter((u) => canRebuild(g, u))
    .map((u) => u.id);

/** The most specific refusal of an activation (the engine's generic one never applies here). */
function explainVerb(c: C, verb: string, args: readonly string[]): Rejection {
  return (
    explainActivation(c.g, c.side as HotenSide, verb, [...args]) ??
    reject('NOT_LEGAL', { input: [verb, ...args].join(' ') }, '5.0')
  );
}

const unitArg = { name: 'unit', kind: 'unit' } as const;

/**
 * [rule 5.0] one activation per turn: move and/or attack with one counter, enter or shift a
 * reinforcement ([rule 6.0]), rebuild ([rule 9.4]), or pass. Counters are hidden: no activation is public.
 */
export const activationDecision: DecisionSpec<HotenG, Frame> = {
  name: DECISION_NAME.activation!,
  verbs: [
    {
      verb: 'move',
      role: 'unit-move',
      public: false,
      args: [unitArg, { name: 'to', kind: 'hex' }],
      options: ({ g, side }, prev) =>
        prev.length === 0 ? movers(g, side as HotenSide) : destinations(g, side as HotenSide, prev[0]!),
      label: ({ g }, [id, hex]) => {
        const u = g.units[id!]!;
        const n = name(u);
        const from = (u.where as { hex: string }).hex;
        return { ja: `${n.ja} ${from}→${hex} 移動`, en: `${n.en} ${from}→${hex}` };
      },
      perform: (c, [id, to]) => performActivation(c.state, c.side as HotenSide, 'move', [id!, to!], c.ctx),
      explain: (c, args) => explainVerb(c, 'move', args),
    },
    {
      verb: 'hold',
      public: false,
      args: [unitArg],
      options: ({ g, side }) => holders(g, side as HotenSide),
      label: ({ g }, [id]) => {
        const u = g.units[id!]!;
        const n = name(u);
        const from = (u.where as { hex: string }).hex;
        return { ja: `${n.ja} (${from}) 移動せず攻撃へ`, en: `${n.en} (${from}) attack without moving` };
      },
      perform: (c, [id]) => performActivation(c.state, c.side as HotenSide, 'hold', [id!], c.ctx),
      explain: (c, args) => explainVerb(c, 'hold', args),
    },
    {
      verb: 'enter',
      public: false,
      args: [unitArg],
      options: ({ g, side }) => enterers(g, side as HotenSide),
      label: ({ g }, [id]) => {
        const u = g.units[id!]!;
        const n = name(u);
        const area = entryArea(u);
        return {
          ja: `${n.ja} 登場エリア${area.area}から ${area.arrow} へ登場`,
          en: `${n.en} enters from area ${area.area} at ${area.arrow}`,
        };
      },
      perform: (c, [id]) => performActivation(c.state, c.side as HotenSide, 'enter', [id!], c.ctx),
      explain: (c, args) => explainVerb(c, 'enter', args),
    },
    {
      verb: 'shift',
      public: false,
      args: [unitArg],
      options: ({ g, side }) => shifters(g, side as HotenSide),
      label: ({ g }, [id]) => {
        const u = g.units[id!]!;
        const n = name(u);
        const area = entryArea(u).area;
        return {
          ja: `${n.ja} 登場エリア${area}→${area + 1} (時間+1)`,
          en: `${n.en} area ${area}→${area + 1} (time +1)`,
        };
      },
      perform: (c, [id]) => performActivation(c.state, c.side as HotenSide, 'shift', [id!], c.ctx),
      explain: (c, args) => explainVerb(c, 'shift', args),
    },
    {
      verb: 'rebuild',
      public: false,
      args: [unitArg],
      options: ({ g, side }) => rebuildable(g, side as HotenSide),
      label: ({ side }, [id]) => {
        const n = COUNTER_BY_ID[id!]!.name;
        return {
          ja: `${n.ja} を補給源 ${SUPPLY[side as HotenSide]} で再編成`,
          en: `Rebuild ${n.en} on supply hex ${SUPPLY[side as HotenSide]}`,
        };
      },
      perform: (c, [id]) => performActivation(c.state, c.side as HotenSide, 'rebuild', [id!], c.ctx),
      explain: (c, args) => explainVerb(c, 'rebuild', args),
    },
    {
      verb: 'pass',
      role: 'end-step',
      public: false,
      label: () => ({ ja: 'パス', en: 'Pass' }),
      perform: (c) => performActivation(c.state, c.side as HotenSide, 'pass', [], c.ctx),
      explain: (c, args) => explainVerb(c, 'pass', args),
    },
  ],
};

export function explainActivation(g: HotenG, side: HotenSide, verb: string, args: string[]): Rejection | null {
  const id = args[0] ?? '';
  const u = g.units[id];
  const own = unitsOf(g, side)
    .map((x) => x.id)
    .join(', ');
  if (!u || u.side !== side) return reject('UNKNOWN_UNIT', { unit: id, own }, '5.0');
  if (verb === 'move' || verb === 'hold') {
    if (u.where.kind !== 'map') return reject('NOT_ON_MAP', { unit: id }, '5.0');
    if (isResting(g, u)) return reject('RESTING', { unit: id }, '9.3');
    if (verb === 'hold') return reject('NO_TARGETS', { unit: id }, '9.0');
    return explainMove(g, u, args[1] ?? '');
  }
  if (verb === 'enter' || verb === 'shift') {
    if (u.where.kind !== 'entry') return reject('NOT_REINFORCEMENT', { unit: id }, '6.0');
    const area = ENTRY_AREAS.find((e) => e.area === (u.where as { area: number }).area)!;
    if (verb === 'enter') return reject('ENTRY_BLOCKED', { area: area.area, hex: area.arrow }, '6.0');
    return reject('NO_NEXT_AREA', {}, '6.0');
  }
  if (verb === 'rebuild') {
    if (u.where.kind !== 'eliminated') return reject('NOT_ELIMINATED', { unit: id }, '9.4');
    if (unitAt(g, SUPPLY[side])) return reject('SUPPLY_OCCUPIED', { hex: SUPPLY[side] }, '9.4');
    return reject('JUST_ELIMINATED', { unit: id }, '9.4');
  }
  return null;
}

/** After moving (or entering), the counter may attack an adjacent enemy [rule 9.0]; else the turn ends. */
function toAttackStep(state: S, ctx: PerformContext, u: UnitState): void {
  if (attackTargets(state.g, u).length > 0) goto(ctx, { kind: 'attack', sides: [u.side], unit: u.id });
  else endActivation(state, ctx);
}

export function performActivation(state: S, side: HotenSide, verb: string, args: string[], ctx: PerformContext): void {
  const g = state.g;
  if (verb === 'pass') {
    g.passesInRow += 1;
    g.lastHexes = [];
    ctx.log({ text: { ja: `${SIDE_NAME[side].ja}: パス`, en: `${SIDE_NAME[side].en}: pass` } });
    // House rule (see docs/games/hoten-kaisen.md), not [rule 5.0] a pass answered by a pass moves
    // the time marker. On by default in revision 1 games, off by default since revision 2.
    if (g.passesInRow >= 2 && passesMoveTime(state.options)) {
      g.passesInRow = 0;
      advanceTime(state, ctx, { ja: '両軍が続けてパス', en: 'both sides passed in a row' });
    }
    return endActivation(state, ctx);
  }
  g.passesInRow = 0;
  const u = g.units[args[0]!]!;
  g.activated = u.id;
  switch (verb) {
    case 'move': {
      const from = (u.where as { hex: string }).hex;
      const to = args[1]!;
      const path = reachableHexes(g, u).get(to) ?? [to];
      g.lastHexes = [from, ...path];
      ctx.log({
        text: { ja: `${unitRef(u, null, from).ja}が ${to} へ移動`, en: `${unitRef(u, null, from).en} moves to ${to}` },
        own: {
          side,
          text: {
            ja: `${SIDE_NAME[side].ja}: ${unitRef(u, side).ja} が ${from}→${to} へ移動`,
            en: `${SIDE_NAME[side].en}: ${unitRef(u, side).en} moves ${from}→${to}`,
          },
        },
        hexes: g.lastHexes,
      });
      moveUnit(state, ctx, u, to);
      if (state.result) return;
      return toAttackStep(state, ctx, u);
    }
    case 'hold': {
      g.lastHexes = [(u.where as { hex: string }).hex];
      return toAttackStep(state, ctx, u);
    }
    case 'enter': {
      const area = ENTRY_AREAS.find((e) => e.area === (u.where as { area: number }).area)!;
      g.lastHexes = [area.arrow];
      ctx.log({
        text: {
          ja: `${SIDE_NAME[side].ja}: 増援が登場エリア${area.area}から ${area.arrow} に登場`,
          en: `${SIDE_NAME[side].en}: a reinforcement enters from area ${area.area} at ${area.arrow}`,
        },
        own: {
          side,
          text: {
            ja: `${SIDE_NAME[side].ja}: ${unitRef(u, side).ja} が登場エリア${area.area}から ${area.arrow} に登場`,
            en: `${SIDE_NAME[side].en}: ${unitRef(u, side).en} enters from area ${area.area} at ${area.arrow}`,
          },
        },
        hexes: [area.arrow],
      });
      moveUnit(state, ctx, u, area.arrow);
      if (state.result) return;
      return toAttackStep(state, ctx, u);
    }
    case 'shift': {
      const area = (u.where as { area: 1 | 2 | 3 }).area;
      u.where = { kind: 'entry', area: (area + 1) as 2 | 3 };
      g.lastHexes = [];
      ctx.log({
        text: {
          ja: `${SIDE_NAME[side].ja}: 増援を登場エリア${area}→${area + 1} へ移動`,
          en: `${SIDE_NAME[side].en}: a reinforcement shifts from area ${area} to ${area + 1}`,
        },
        own: {
          side,
          text: {
            ja: `${SIDE_NAME[side].ja}: ${unitRef(u, side).ja} を登場エリア${area}→${area + 1} へ移動`,
            en: `${SIDE_NAME[side].en}: ${unitRef(u, side).en} shifts from area ${area} to ${area + 1}`,
          },
        },
      });
      advanceTime(state, ctx, { ja: '増援の登場エリア移動', en: 'a reinforcement changed entry area' });
      return endActivation(state, ctx);
    }
    case 'rebuild': {
      const hex = SUPPLY[side];
      u.restTurn = nextOwnTurn(g, side);
      g.lastHexes = [hex];
      ctx.log({
        text: {
          ja: `${SIDE_NAME[side].ja}: ${unitRef(u, null).ja} を補給源 ${hex} で再編成`,
          en: `${SIDE_NAME[side].en}: ${unitRef(u, null).en} is rebuilt on the supply hex ${hex}`,
        },
        hexes: [hex],
      });
      moveUnit(state, ctx, u, hex);
      return endActivation(state, ctx);
    }
  }
  throw new Error(`activation verb ${verb} not handled`);
}
