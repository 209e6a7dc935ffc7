// 203高地 (nihyaku-san-kochi): the game module — setup, the round, the order cards and the events
// (rules/round.ts) on the core rules (rules/core.ts); registered in src/games/index.ts. Designed
// pieces and readings: docs/games/nihyaku-san-kochi.md.
import { copyData } from '#engine/engine.ts';
import { initRng, rollDie, shuffle, type DiceSeed } from '#engine/rng.ts';
import type { GameModule, GameState, Text } from '#engine/types.ts';
import { designFor, designOf } from './data/design.ts';
import { JAPAN_START_SP } from './data/time.ts';
import type { KSide } from './data/types.ts';
import { evaluate } from './ai.ts';
import { initialBoard } from './rules/core.ts';
import {
  CARD_BY_ID,
  KOCHI_REVISION,
  SIDE_NAME,
  beginRound,
  decisions,
  needed,
  pairsTurnedTogether,
  revisionOf,
} from './rules/round.ts';
import type { KochiFrame, KochiG } from './types.ts';
import { FRONT } from './front.ts';

type S = GameState<KochiG, KochiFrame>;

export interface KochiView {
  game: 'nihyaku-san-kochi';
  viewer: KSide | null;
  /** The board and tokens; `upNext` (revision 2 on) is the card turned over and waiting, shown to all. */
  board: Omit<KochiG, 'set' | 'deck' | 'queue' | 'heldAttack' | 'lastAreas'>;
  /** The viewer's own cards set this round (null for the public). */
  ownSet: string[] | null;
  /** How many cards each side sets this round. */
  needed: Record<KSide, number>;
  deckSize: number;
  /** The areas of what was last done (marked on the map; the generic name of every game's view). */
  lastHexes: string[];
  summary: Text;
}

function initialState(seed: DiceSeed, options: Record<string, unknown>): S {
  const rng = initRng(seed);
  // Each revision plays its designed pieces (data/design.ts); revision 1 the first design.
  const design = designFor(revisionOf(options));
  const board = initialBoard(design.stock, JAPAN_START_SP, design);
  const g: KochiG = {
    ...board,
    round: 1,
    count: 0,
    extra: null,
    set: { japan: [], russia: [] },
    revealed: [],
    queue: [],
    heldAttack: null,
    deck: [],
    shown: [],
    lastAreas: [],
    // [rule 4.2] Revision 2 on: a pair's mate turned over and waiting. Revision 1 states keep their shape.
    ...(pairsTurnedTogether(options) ? { upNext: null } : {}),
  };
  const state: S = {
    game: 'nihyaku-san-kochi',
    options: { ...options },
    rng,
    step: 0,
    stack: [],
    log: [],
    result: null,
    g,
  };
  // The setup's own rolls (the event deck's shuffle) come from the game's generator like every other.
  g.deck = shuffle(
    design.events.flatMap((e) => Array.from({ length: e.count }, (_x, i) => `${e.id}#${i + 1}`)),
    (faces) => rollDie(state.rng, faces),
  );
  state.stack = [beginRound(g, { log: (e) => void state.log.push(e) })];
  return state;
}

export function kochiView(state: S, viewer: KSide | null): KochiView {
  // Neither side sees what is still to come (the deck's order, the queue, a held attack), nor the other's cards being set.
  // A card turned over and waiting to be carried out (`upNext`) is public: it stays in the board.
  const { set, deck, queue: _queue, heldAttack: _held, lastAreas, ...board } = state.g;
  return {
    game: 'nihyaku-san-kochi',
    viewer,
    // (A plain deep copy: the state is plain JSON data.)
    board: copyData(board),
    ownSet: viewer ? [...set[viewer]] : null,
    needed: { japan: needed(state.g, 'japan'), russia: needed(state.g, 'russia') },
    deckSize: deck.length,
    lastHexes: [...lastAreas],
    summary: kochiSummary(state),
  };
}

export function kochiSummary(state: S): Text {
  if (state.result) return state.result.reason;
  const g = state.g;
  const top = state.stack.at(-1);
  const space = designOf(g).timeCircle[g.time]!;
  const head = {
    ja: `第${g.round}ラウンド (${space.date}) VP 日${g.vp.japan}・露${g.vp.russia}`,
    en: `Round ${g.round} (${space.date}), VP Japan ${g.vp.japan} Russia ${g.vp.russia}`,
  };
  if (!top) return head;
  if (top.kind === 'orders')
    return {
      ja: `${head.ja}: 両軍が命令カード${g.count}枚をセット(/view のボタンか /act set)`,
      en: `${head.en}: both sides set ${g.count} order cards (buttons on /view, or /act set)`,
    };
  const side = SIDE_NAME[top.sides[0]];
  if (top.kind === 'event')
    return { ja: `${head.ja}: ${side.ja}がイベントを実行`, en: `${head.en}: ${side.en} carries out an event` };
  const card = CARD_BY_ID.get(top.card)!;
  // [rule 4.2] The mate turned over with it (revision 2 on) is named: the start player decides knowing it.
  const mate = g.upNext
    ? {
        ja: ` (次に${SIDE_NAME[g.upNext.side].ja}の${CARD_BY_ID.get(g.upNext.card)!.name.ja})`,
        en: ` (then ${SIDE_NAME[g.upNext.side].en}'s ${CARD_BY_ID.get(g.upNext.card)!.name.en})`,
      }
    : { ja: '', en: '' };
  return {
    ja: `${head.ja}: ${side.ja}が${card.name.ja}を実行${mate.ja}`,
    en: `${head.en}: ${side.en} carries out ${card.name.en}${mate.en}`,
  };
}

export const nihyakuSanKochi: GameModule<KochiG, KochiView, KochiFrame> = {
  id: 'nihyaku-san-kochi',
  name: { ja: '203高地', en: 'Hill 203' },
  sides: ['japan', 'russia'],
  sideName: (side) => SIDE_NAME[side as KSide],
  revision: KOCHI_REVISION,
  options: [],
  setup: initialState,
  decisions,
  view: (state, side) => kochiView(state, side as KSide | null),
  summary: kochiSummary,
  // The channel is shown nothing while the cards are being set: not even that one side has set.
  announce: (prev, next) =>
    next.result ||
    next.stack.at(-1)?.kind !== 'orders' ||
    prev.stack.at(-1)?.kind !== 'orders' ||
    prev.g.round !== next.g.round
      ? 'post'
      : 'wait',
  evaluate: (state, side) => evaluate(state, side),
  privateChanged: (prev, next, side) =>
    next.result !== null || prev.g.set[side as KSide].join() !== next.g.set[side as KSide].join(),
  front: FRONT,
};
