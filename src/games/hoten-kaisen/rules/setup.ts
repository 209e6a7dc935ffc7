// 奉天会戦 [rule 3.0] setup: each side places its counters face-down on its flag hexes, secretly and at
// the same time; Japan's two counters that do not fit start in entry area 1 as reinforcements.
import type { DecisionSpec, GameState, PerformContext } from '#engine/types.ts';
import { COUNTER_BY_ID } from '../data/counters.ts';
import { FLAGS } from '../data/map.ts';
import { unitsOf } from '../board.ts';
import { DECISION_NAME, reject, SIDE_NAME } from '../messages.ts';
import type { Rejection } from '#engine/types.ts';
import type { HotenFrame, HotenG, HotenSide } from '../types.ts';
import { beginTurn } from './turn.ts';

type S = GameState<HotenG>;

/** Japan's entry area 1 takes exactly the counters that do not fit on the flags. */
export const RESERVE = 'reserve';

/** The historical deployment, offered as one action for a quick start. */
export const HISTORICAL: Record<HotenSide, Record<string, string>> = {
  // 3rd and Yalu armies arrive from the flanks historically; the Yalu army struck first in the east,
  // but the rulebook sends both off-map counters to entry area 1 (the west).
  japan: { J2: '0407', J4: '0607', J1: '0807', J3: RESERVE, JY: RESERVE },
  russia: { R2: '0405', R3: '0505', R1: '0605', RR: '0503', RC: '0704' },
};

function freeFlags(g: HotenG, side: HotenSide): string[] {
  const taken = new Set(unitsOf(g, side).flatMap((u) => (u.where.kind === 'map' ? [u.where.hex] : [])));
  return FLAGS[side].filter((h) => !taken.has(h));
}

function reserveRoom(g: HotenG, side: HotenSide): number {
  if (side !== 'japan') return 0;
  const inReserve = unitsOf(g, side).filter((u) => u.where.kind === 'entry').length;
  return unitsOf(g, side).length - FLAGS[side].length - inReserve;
}

type Frame = Extract<HotenFrame, { kind: 'setup' }>;

/** The counters of `side` still to place. */
const unplaced = (g: HotenG, side: HotenSide) => unitsOf(g, side).filter((u) => u.where.kind === 'unplaced');

/** Where an unplaced counter may go: a free flag hex, or entry area 1 while it has room. */
function placesFor(g: HotenG, side: HotenSide, id: string): string[] {
  const u = g.units[id];
  if (!u || u.side !== side || u.where.kind !== 'unplaced') return [];
  return [...freeFlags(g, side), ...(reserveRoom(g, side) > 0 ? [RESERVE] : [])];
}

/**
 * [rule 3.0] each side places its counters face-down on its flag hexes, secretly and at the same
 * time: the frame is owed by both sides until each has placed every counter. Not public.
 */
export const setupDecision: DecisionSpec<HotenG, Frame> = {
  name: DECISION_NAME.setup!,
  verbs: [
    {
      verb: 'place-historical',
      public: false,
      when: ({ g, side }) => unplaced(g, side as HotenSide).length === unitsOf(g, side as HotenSide).length,
      label: () => ({ ja: '史実の配置で全駒を置く', en: 'Place every counter as in history' }),
      perform: (c) => performSetup(c.state, c.side as HotenSide, 'place-historical', [], c.ctx),
      // [rule 3.0] the historical deployment places every counter at once, so only before any is placed.
      explain: () => reject('HISTORICAL_ONLY_FIRST', {}, '3.0'),
    },
    {
      verb: 'place',
      public: false,
      args: [
        { name: 'unit', kind: 'unit' },
        { name: 'to', kind: 'hex' },
      ],
      options: ({ g, side }, prev) =>
        prev.length === 0
          ? unplaced(g, side as HotenSide)
              .filter((u) => placesFor(g, side as HotenSide, u.id).length > 0)
              .map((u) => u.id)
          : placesFor(g, side as HotenSide, prev[0]!),
      label: (_c, [id, where]) => {
        const c = COUNTER_BY_ID[id!]!;
        return where === RESERVE
          ? {
              ja: `${c.name.ja}(${c.strength}) を増援登場エリア1へ`,
              en: `Put ${c.name.en} (${c.strength}) in entry area 1`,
            }
          : {
              ja: `${c.name.ja}(${c.strength}) を ${where} に配置`,
              en: `Place ${c.name.en} (${c.strength}) on ${where}`,
            };
      },
      perform: (c, [id, where]) => performSetup(c.state, c.side as HotenSide, 'place', [id!, where!], c.ctx),
      explain: ({ g, side }, args) => explainSetup(g, side as HotenSide, [...args]),
    },
  ],
};

export function explainSetup(g: HotenG, side: HotenSide, args: string[]): Rejection {
  const [unit = '', hex = ''] = args;
  const u = g.units[unit];
  if (!u || u.side !== side)
    return reject(
      'UNKNOWN_UNIT',
      {
        unit,
        own: unitsOf(g, side)
          .map((x) => x.id)
          .join(', '),
      },
      '3.0',
    );
  if (u.where.kind !== 'unplaced') return reject('ALREADY_PLACED', { unit }, '3.0');
  if (hex === RESERVE) return reject('RESERVE_FULL', {}, '3.0');
  if (!(FLAGS[side] as readonly string[]).includes(hex))
    return reject('NOT_FLAG_HEX', { hex, legal: freeFlags(g, side).join(', ') }, '3.0');
  return reject('FLAG_TAKEN', { hex }, '3.0');
}

export function performSetup(state: S, side: HotenSide, verb: string, args: string[], ctx: PerformContext): void {
  const g = state.g;
  const placements: [string, string][] =
    verb === 'place-historical' ? Object.entries(HISTORICAL[side]) : [[args[0]!, args[1]!]];
  for (const [id, where] of placements) {
    g.units[id]!.where = where === RESERVE ? { kind: 'entry', area: 1 } : { kind: 'map', hex: where };
  }
  const names = placements.map(([id, w]) => `${COUNTER_BY_ID[id]!.name.ja}→${w === RESERVE ? '登場エリア1' : w}`);
  const namesEn = placements.map(([id, w]) => `${COUNTER_BY_ID[id]!.name.en}→${w === RESERVE ? 'entry area 1' : w}`);
  // The placement is secret: the log names it to its side only.
  ctx.log({ text: { ja: `配置: ${names.join(', ')}`, en: `Setup: ${namesEn.join(', ')}` }, to: [side] });
  const top = state.stack[state.stack.length - 1]!;
  if (unitsOf(g, side).every((u) => u.where.kind !== 'unplaced')) {
    top.sides = top.sides.filter((s) => s !== side);
    ctx.log({ text: { ja: `${SIDE_NAME[side].ja}が配置を終えた`, en: `${SIDE_NAME[side].en} finished setting up` } });
  }
  if (top.sides.length === 0) {
    g.turn = 1;
    g.active = 'japan';
    ctx.log({ text: { ja: '両軍の配置完了。日本軍の手番から開始', en: 'Both sides are set up. Japan moves first.' } });
    beginTurn(state, ctx);
  }
}
