// 三国鼎立 (Triad): the game module on the engine contract. Three decisions: `orders`, owed by
// every side at once and secret ([rule 2.1]); `advance`, asked of one side inside the attacks
// procedure ([rule 4.3]); `levy`, one side's ordinary decision closing the round ([rule 5.1]).
import { initRng, type DiceSeed } from '#engine/rng.ts';
import type { DecisionTable, GameModule, GameState, Side } from '#engine/types.ts';
import { AREA_NAME, DECISION_NAME, GAME_NAME, LABEL, SIDE_NAME, summaryText } from './messages.ts';
import {
  advanceOptions,
  continueAttacks,
  explainLevy,
  explainOrder,
  giveOrder,
  levyOptions,
  orderOptions,
  performAdvance,
  performLevy,
} from './rules.ts';
import {
  AREAS,
  HOME,
  ROUNDS,
  SIDES,
  type Area,
  type OrderKind,
  type TriadDecision,
  type TriadG,
  type TriadView,
  type TSide,
} from './types.ts';

export type TriadState = GameState<TriadG, TriadDecision>;

/** [rule 1.2] The starting map. */
function initialAreas(): TriadG['areas'] {
  const areas = {} as TriadG['areas'];
  for (const a of AREAS) areas[a] = { owner: null, troops: a === 'luoyang' ? 3 : 1 };
  for (const s of SIDES) areas[HOME[s]] = { owner: s, troops: 3 };
  return areas;
}

const decisions: DecisionTable<TriadG, TriadDecision> = {
  orders: {
    name: DECISION_NAME.orders,
    verbs: [
      {
        verb: 'order',
        // The order kind is secret by its kind; the area it names is as secret as the order.
        args: [
          { name: 'order', kind: 'order' },
          { name: 'area', kind: 'area', secret: true },
        ],
        options: orderOptions,
        label: (_c, args) => LABEL.order({ order: args[0] as OrderKind, area: (args[1] ?? 'luoyang') as Area }),
        perform: giveOrder,
        explain: explainOrder,
      },
    ],
    resume: (c) => continueAttacks(c),
  },
  advance: {
    name: DECISION_NAME.advance,
    verbs: [
      {
        verb: 'advance',
        args: [{ name: 'troops', kind: 'number' }],
        options: advanceOptions,
        label: (c, args) => LABEL.advance(Number(args[0]), c.top.area),
        perform: performAdvance,
        style: 'primary',
      },
    ],
  },
  levy: {
    name: DECISION_NAME.levy,
    verbs: [
      {
        verb: 'levy',
        args: [{ name: 'area', kind: 'area' }],
        options: levyOptions,
        label: (_c, args) => LABEL.levy(args[0] as Area),
        perform: performLevy,
        explain: explainLevy,
      },
      {
        verb: 'pass',
        role: 'end-step',
        when: (c) => levyOptions(c).length === 0,
        label: () => LABEL.pass,
        perform: (c) => performLevy(c, []),
      },
    ],
  },
};

function view(state: TriadState, side: Side | null): TriadView {
  const g = state.g;
  const top = state.stack.at(-1);
  const viewer = side && (SIDES as readonly string[]).includes(side) ? (side as TSide) : null;
  return {
    viewer,
    round: g.round,
    rounds: ROUNDS,
    areas: AREAS.map((a) => ({ id: a, name: AREA_NAME[a], owner: g.areas[a].owner, troops: g.areas[a].troops })),
    ordered: SIDES.filter((s) => g.orders[s] !== undefined),
    waiting: top && !state.result ? [...top.sides] : [],
    decision: state.result ? null : (top?.kind ?? null),
    // [rule 2.1] Only the side's own order, and only while it is still secret.
    myOrder: viewer && g.orders[viewer] && top?.kind === 'orders' ? { ...g.orders[viewer]! } : null,
    lastOrders: g.revealed ? { ...g.revealed } : null,
    out: [...g.out],
    lastAreas: [...g.lastAreas],
    result: state.result ? { winner: state.result.winner as TSide | null, reason: state.result.reason } : null,
  };
}

export const triad: GameModule<TriadG, TriadView, TriadDecision> = {
  id: 'test-triad',
  name: GAME_NAME,
  sides: SIDES,
  sideName: (side) => SIDE_NAME[side as TSide] ?? { ja: side, en: side },
  revision: 1,
  options: [],
  setup(seed: DiceSeed): TriadState {
    return {
      game: 'test-triad',
      options: {},
      rng: initRng(seed),
      step: 0,
      stack: [{ kind: 'orders', sides: [...SIDES] }],
      log: [],
      result: null,
      g: {
        round: 1,
        areas: initialAreas(),
        orders: {},
        revealed: null,
        attacks: [],
        defended: [],
        out: [],
        lastAreas: [],
      },
    };
  },
  decisions,
  view,
  summary(state) {
    const top = state.stack.at(-1);
    return summaryText({
      round: state.g.round,
      kind: top?.kind ?? null,
      waiting: (top?.sides ?? []) as TSide[],
      ordered: SIDES.filter((s) => state.g.orders[s] !== undefined),
      result: state.result ? { winner: state.result.winner as TSide | null, reason: state.result.reason } : null,
    });
  },
  front: {
    argKinds: {
      order: { label: { ja: '命令', en: 'an order' }, secret: true },
      area: { label: { ja: 'エリア', en: 'an area' } },
      number: { label: { ja: '数', en: 'a number' } },
    },
    shortcuts: [],
  },
};
