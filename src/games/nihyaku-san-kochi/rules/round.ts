// 203高地: the round (ゲームの流れ) — read the time circle, both sides set their order cards secretly
// and at the same time, the cards are revealed pair by pair (the start player's first) and carried
// out by their owners, the side behind on VP carries out its extra card last, then the small
// settlement and the bombardment and event check. Built on rules/core.ts. Not registered yet.
//
// Built so far: every order card's basic effect, the simultaneous attack of a pair of attack
// cards, and the area effects but the event draw. Still to build: the special orders (SP), the
// events, 破壊 (the area card's special). Readings: docs/games/nihyaku-san-kochi.md.
import { finishGame } from '../../../engine/engine.ts';
import type { DecisionSpec, DecisionTable, PerformContext, Text } from '../../../engine/types.ts';
import { AREAS, AREA_BY_ID, HQ_AREA, START_AREAS, neighbours } from '../data/board.ts';
import { ORDER_CARDS } from '../data/cards.ts';
import { TIME_CIRCLE } from '../data/time.ts';
import type { AreaId, KSide, OrderCard } from '../data/types.ts';
import type { KochiFrame, KochiG } from '../types.ts';
import {
  attack, bombard, bombardTargets, bombardmentCheck, closed, controller, engaged, moveUnits, other, placeFromStock, room, settle, takeSp, toStock, unitsIn,
} from './core.ts';

type F<K extends KochiFrame['kind']> = Extract<KochiFrame, { kind: K }>;
type S = import('../../../engine/types.ts').GameState<KochiG, KochiFrame>;

export const CARD_BY_ID: ReadonlyMap<string, OrderCard> = new Map(ORDER_CARDS.map((c) => [c.id, c]));
export const SIDE_NAME: Record<KSide, Text> = { japan: { ja: '日本軍', en: 'Japan' }, russia: { ja: 'ロシア軍', en: 'Russia' } };
const cardsOf = (side: KSide) => ORDER_CARDS.filter((c) => c.side === side).map((c) => c.id);
const areaName = (id: AreaId) => AREA_BY_ID.get(id)!.name;

/** How many cards `side` sets this round: N, and one more for the side behind when the circle says so. */
export const needed = (g: KochiG, side: KSide): number => g.count + (g.extra === side ? 1 : 0);

/** The round begins: the time circle gives the number of cards and whether the side behind gets one more. */
export function beginRound(g: KochiG, ctx: PerformContext): KochiFrame {
  const space = TIME_CIRCLE[g.time]!;
  g.count = space.cards;
  g.extra = space.lowVpPlusOne && g.vp.japan !== g.vp.russia ? (g.vp.japan < g.vp.russia ? 'japan' : 'russia') : null;
  g.set = { japan: [], russia: [] };
  g.revealed = [];
  g.queue = [];
  const extra = g.extra ? { ja: `、${SIDE_NAME[g.extra].ja}は+1枚`, en: `, ${SIDE_NAME[g.extra].en} one more` } : { ja: '', en: '' };
  ctx.log({ text: { ja: `— 第${g.round}ラウンド (${space.date}): ${space.cards}枚戦${extra.ja}`, en: `— Round ${g.round} (${space.date}): ${space.cards} cards${extra.en}` } });
  return { kind: 'orders', sides: ['japan', 'russia'] };
}

// ---------------------------------------------------------------------------------------------
// Setting the cards: secret, at the same time, changeable until both have set

const orders: DecisionSpec<KochiG, F<'orders'>> = {
  name: { ja: '命令カードのセット', en: 'setting the order cards' },
  verbs: [
    {
      verb: 'set',
      args: [{ name: 'card', kind: 'order' }],
      options: ({ g, side }) => (g.set[side as KSide].length >= needed(g, side as KSide) ? [] : cardsOf(side as KSide).filter((c) => !g.set[side as KSide].includes(c))),
      label: ({ g, side }, [card]) => ({ ja: `${g.set[side as KSide].length + 1}番目: ${CARD_BY_ID.get(card!)!.name.ja}`, en: `Card ${g.set[side as KSide].length + 1}: ${CARD_BY_ID.get(card!)!.name.en}` }),
      perform: (c, [card]) => {
        const side = c.side as KSide;
        c.g.set[side].push(card!);
        const n = CARD_BY_ID.get(card!)!.name;
        // Only the setter is told: the other side learns nothing, not even that a card was set.
        c.ctx.log({ text: { ja: `${c.g.set[side].length}番目に${n.ja}をセット`, en: `Card ${c.g.set[side].length}: ${n.en}` }, to: [side] });
        if ((['japan', 'russia'] as const).every((s) => c.g.set[s].length === needed(c.g, s))) reveal(c.state as S, c.ctx);
      },
    },
    {
      // Until both have set, a side may take its cards back and set them again.
      verb: 'clear',
      public: false,
      when: ({ g, side }) => g.set[side as KSide].length > 0,
      label: () => ({ ja: 'セットしたカードを戻す', en: 'Take back the cards set' }),
      perform: (c) => {
        c.g.set[c.side as KSide] = [];
        c.ctx.log({ text: { ja: 'セットしたカードを戻した', en: 'Cards taken back' }, to: [c.side] });
      },
    },
  ],
};

/** Both have set: the pairs in order, the start player's card first; the extra card last. */
function reveal(state: S, ctx: PerformContext): void {
  const g = state.g;
  const first = g.startPlayer;
  g.queue = [];
  for (let i = 0; i < g.count; i++) for (const s of [first, other(first)]) g.queue.push({ side: s, card: g.set[s][i]!, pair: i + 1 });
  if (g.extra) g.queue.push({ side: g.extra, card: g.set[g.extra][g.count]!, pair: 0 });
  ctx.log({ text: { ja: '両軍が命令カードをセットした', en: 'Both sides have set their order cards' } });
  next(state, ctx);
}

/** The next card: revealed, then carried out by its owner (or, if nothing is possible, passed over). */
function next(state: S, ctx: PerformContext): void {
  const g = state.g;
  if (g.result) return done(state, ctx);
  const item = g.queue.shift();
  if (!item) return endOfRound(state, ctx);
  ctx.reveal();
  const card = CARD_BY_ID.get(item.card)!;
  ctx.log({ text: { ja: `${item.pair ? `${item.pair}組目` : '追加'}: ${SIDE_NAME[item.side].ja}の${card.name.ja}`, en: `${item.pair ? `Pair ${item.pair}` : 'Extra'}: ${SIDE_NAME[item.side].en}'s ${card.name.en}` } });
  ctx.goto({ kind: 'carry', sides: [item.side], card: item.card, pair: item.pair });
}

function done(state: S, ctx: PerformContext): void {
  const r = state.g.result!;
  const why: Record<typeof r.why, Text> = {
    'hq-control': { ja: '相手の本営区画を支配 (勝利条件)', en: "holds the enemy HQ area (victory)" },
    'hq-destroyed': { ja: '相手の本営を二度破壊 (勝利条件)', en: 'destroyed the enemy HQ twice (victory)' },
    vp: { ja: '30VPに到達 (勝利条件)', en: 'reached 30 VP (victory)' },
  };
  finishGame(state, ctx, r.winner, r.winner ? SIDE_NAME[r.winner] : null, why[r.why]);
}

/** 小決算, then 砲撃・イベントチェック, then the next round. */
function endOfRound(state: S, ctx: PerformContext): void {
  const g = state.g;
  const gains = settle(g);
  ctx.log({ text: { ja: `小決算: 日本軍 +${gains.japan}VP (${g.vp.japan})、ロシア軍 +${gains.russia}VP (${g.vp.russia})`, en: `Settlement: Japan +${gains.japan} VP (${g.vp.japan}), Russia +${gains.russia} VP (${g.vp.russia})` } });
  if (g.result) return done(state, ctx);
  bombardmentCheck(g);
  // The events drawn this round go back into the deck, shuffled.
  g.deck = shuffle([...g.deck, ...g.shown], ctx);
  g.shown = [];
  g.round += 1;
  ctx.goto(beginRound(g, ctx));
}

export function shuffle<T>(xs: T[], ctx: Pick<PerformContext, 'roll'>): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = ctx.roll(i + 1) - 1;
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

// ---------------------------------------------------------------------------------------------
// Carrying out a card (basic effects): 「可能であるなら必ず実行」 — `pass` only when nothing is possible

/** Areas `side` may move one unit out of (own units, not engaged, not closed) towards a neighbour with room. */
function moveFroms(g: KochiG, side: KSide): AreaId[] {
  return AREAS.map((a) => a.id).filter((a) => unitsIn(g, a, side) > 0 && !engaged(g, a) && !closed(g, a) && neighbours(a).some((n) => room(g, n, side) > 0));
}
/** Engaged areas where `side` has units (not closed): where its attack may be carried out. */
const attackAreas = (g: KochiG, side: KSide): AreaId[] => AREAS.map((a) => a.id).filter((a) => engaged(g, a) && !closed(g, a));
/** Areas whose effect `side` may use: controlled, not closed, with an icon usable by an area order. */
function effectAreas(g: KochiG, side: KSide): AreaId[] {
  return AREAS.filter((a) => a.icon && a.icon !== 'forwardBase' && a.icon !== 'drawEvent' && controller(g, a.id) === side && !closed(g, a.id))
    .filter((a) => {
      switch (a.icon) {
        case 'startPlayer':
          return g.startPlayer !== side;
        case 'returnForSp':
          return AREAS.some((x) => unitsIn(g, x.id, side) > 0 && !closed(g, x.id));
        case 'pushEnemy':
          return pushFroms(g, side, a.id).length > 0;
        default:
          return true;
      }
    })
    .map((a) => a.id);
}
/** Areas (not `from`) with an enemy unit that may be pushed into a neighbour with room. */
function pushFroms(g: KochiG, side: KSide, from: AreaId): AreaId[] {
  const e = other(side);
  return AREAS.map((a) => a.id).filter((a) => a !== from && unitsIn(g, a, e) > 0 && !closed(g, a) && neighbours(a).some((n) => room(g, n, e) > 0));
}
const entryAreas = (g: KochiG, side: KSide): AreaId[] => (g.stock[side] > 0 ? START_AREAS[side].filter((a) => room(g, a, side) > 0) : []);
const canReinforce = (g: KochiG, side: KSide): boolean => g.stock[side] > 0 && room(g, HQ_AREA[side], side) > 0;

/** What the card in `top` may do now, as the verb its kind uses (empty: nothing possible). */
function possible(g: KochiG, side: KSide, card: string): boolean {
  switch (CARD_BY_ID.get(card)!.kind) {
    case 'move':
      return moveFroms(g, side).length > 0;
    case 'attack':
      return attackAreas(g, side).length > 0;
    case 'area':
      return effectAreas(g, side).length > 0;
    case 'reinforce':
      return canReinforce(g, side);
    case 'entry':
      return entryAreas(g, side).length > 0;
  }
}

const kindIs = (top: F<'carry'>, kind: OrderCard['kind']) => CARD_BY_ID.get(top.card)!.kind === kind;

/** A card is carried out: recorded, its areas marked, then the next card. */
function carried(c: { state: unknown; g: KochiG; ctx: PerformContext; side: string; top: F<'carry'> }, how: string, areas: AreaId[]): void {
  c.g.revealed.push({ side: c.side as KSide, card: c.top.card, how });
  c.g.lastAreas = areas;
  next(c.state as S, c.ctx);
}

type Verb = DecisionSpec<KochiG, F<'carry'>>['verbs'][number];
const ARG_NAMES: Record<string, string[]> = { area: ['area'], return: ['area', 'from'], push: ['area', 'from', 'to'], bombard: ['area', 'target'] };

/** An area order's verb for the area effects `icons`: the area, then the targets `more` lists. */
function areaVerb(verb: string, icons: readonly string[], more: (c: Parameters<NonNullable<Verb['options']>>[0], prev: readonly string[]) => readonly string[]): Verb {
  const names = ARG_NAMES[verb]!;
  return {
    verb,
    args: names.map((name) => ({ name, kind: 'area' as const })),
    options: (c, prev) => {
      if (!kindIs(c.top, 'area')) return [];
      if (prev.length === 0) return effectAreas(c.g, c.side as KSide).filter((a) => icons.includes(AREA_BY_ID.get(a)!.icon ?? ''));
      return more(c, prev);
    },
    label: (_c, areas) => ({ ja: `区画効果: ${areas.map((a) => areaName(a).ja).join(' → ')}`, en: `Area effect: ${areas.map((a) => areaName(a).en).join(' → ')}` }),
    perform: (c, [area, target, to]) => {
      const g = c.g;
      const s = c.side as KSide;
      const touched: AreaId[] = [area!];
      let what: Text;
      switch (AREA_BY_ID.get(area!)!.icon) {
        case 'takeSp':
          takeSp(g, [[s, 1]]);
          what = { ja: '1SPを取る', en: 'takes 1 SP' };
          break;
        case 'startPlayer':
          g.startPlayer = s;
          what = { ja: 'スタートプレーヤーマーカーを取る', en: 'takes the start-player marker' };
          break;
        case 'returnForSp':
          // One unit back to stock for 1 SP (the text allows up to three: see the doc).
          toStock(g, target!, s, 1);
          takeSp(g, [[s, 1]]);
          touched.push(target!);
          what = { ja: `${areaName(target!).ja}の1個をストックに戻し1SP`, en: `returns a unit from ${areaName(target!).en} for 1 SP` };
          break;
        case 'pushEnemy':
          push(g, target!, to!, other(s));
          touched.push(target!, to!);
          what = { ja: `相手のコマ1個を${areaName(target!).ja}から${areaName(to!).ja}へ`, en: `pushes an enemy unit ${areaName(target!).en} → ${areaName(to!).en}` };
          break;
        default:
          bombard(g, target!);
          touched.push(target!);
          what = { ja: `${areaName(target!).ja}に砲撃チップ(2)`, en: `bombardment chip (2) on ${areaName(target!).en}` };
      }
      c.ctx.log({ text: { ja: `${SIDE_NAME[s].ja} 区画命令 ${areaName(area!).ja}: ${what.ja}`, en: `${SIDE_NAME[s].en} area order ${areaName(area!).en}: ${what.en}` } });
      carried(c, [verb, area, target, to].filter(Boolean).join(' '), touched);
    },
  };
}

const carry: DecisionSpec<KochiG, F<'carry'>> = {
  name: { ja: '命令の実行', en: 'carrying out an order' },
  verbs: [
    {
      verb: 'move',
      args: [{ name: 'from', kind: 'area' }, { name: 'to', kind: 'area' }],
      options: ({ g, side, top }, prev) => (!kindIs(top, 'move') ? [] : prev.length === 0 ? moveFroms(g, side as KSide) : neighbours(prev[0]!).filter((n) => room(g, n, side as KSide) > 0)),
      label: (_c, [from, to]) => ({ ja: `1個を ${areaName(from!).ja} → ${areaName(to!).ja}`, en: `One unit ${areaName(from!).en} → ${areaName(to!).en}` }),
      perform: (c, [from, to]) => {
        moveUnits(c.g, from!, to!, c.side as KSide, 1);
        c.ctx.log({ text: { ja: `${SIDE_NAME[c.side as KSide].ja} 移動: ${areaName(from!).ja} → ${areaName(to!).ja}`, en: `${SIDE_NAME[c.side as KSide].en} moves: ${areaName(from!).en} → ${areaName(to!).en}` } });
        carried(c, `move ${from} ${to}`, [from!, to!]);
      },
    },
    {
      verb: 'attack',
      args: [{ name: 'area', kind: 'area' }],
      options: ({ g, side, top }) => (kindIs(top, 'attack') ? attackAreas(g, side as KSide) : []),
      label: (_c, [area]) => ({ ja: `${areaName(area!).ja}で攻撃処理`, en: `Attack in ${areaName(area!).en}` }),
      perform: (c, [area]) => {
        const g = c.g;
        const side = c.side as KSide;
        // 同時攻撃: a pair of attack cards — the first is held until the second chooses its area.
        const mate = g.queue[0];
        if (c.top.pair && mate && mate.pair === c.top.pair && CARD_BY_ID.get(mate.card)!.kind === 'attack' && !g.heldAttack) {
          g.heldAttack = { side, area: area! };
          c.ctx.log({ text: { ja: `${SIDE_NAME[side].ja}は${areaName(area!).ja}を攻撃目標に`, en: `${SIDE_NAME[side].en} aims its attack at ${areaName(area!).en}` } });
          return carried(c, `attack ${area}`, [area!]);
        }
        const held = g.heldAttack;
        g.heldAttack = null;
        const fights: [AreaId, KSide[]][] = held && held.area === area ? [[area!, [held.side, side]]] : [...(held ? [[held.area, [held.side]] as [AreaId, KSide[]]] : []), [area!, [side]]];
        for (const [a, sides] of fights) {
          const lost = attack(g, a, sides);
          c.ctx.log({ text: { ja: `攻撃処理 ${areaName(a).ja}${sides.length > 1 ? ' (同時攻撃)' : ''}: 日本軍 -${lost.japan}、ロシア軍 -${lost.russia}`, en: `Attack in ${areaName(a).en}${sides.length > 1 ? ' (both at once)' : ''}: Japan −${lost.japan}, Russia −${lost.russia}` } });
        }
        carried(c, `attack ${area}`, fights.map(([a]) => a));
      },
    },
    // 区画命令: one verb per kind of area effect, each with the targets it needs.
    areaVerb('area', ['takeSp', 'startPlayer'], () => []),
    areaVerb('return', ['returnForSp'], ({ g, side }, prev) => (prev.length === 1 ? AREAS.map((a) => a.id).filter((a) => unitsIn(g, a, side as KSide) > 0 && !closed(g, a)) : [])),
    areaVerb('push', ['pushEnemy'], ({ g, side }, prev) =>
      prev.length === 1 ? pushFroms(g, side as KSide, prev[0]!) : prev.length === 2 ? neighbours(prev[1]!).filter((n) => room(g, n, other(side as KSide)) > 0) : [],
    ),
    areaVerb('bombard', ['observation'], (_c, prev) => (prev.length === 1 ? bombardTargets() : [])),
    {
      verb: 'reinforce',
      when: ({ g, side, top }) => kindIs(top, 'reinforce') && canReinforce(g, side as KSide),
      label: ({ side }) => ({ ja: `ストックから1個を本営へ`, en: `One unit from stock to the HQ (${SIDE_NAME[side as KSide].en})` }),
      perform: (c) => {
        const s = c.side as KSide;
        placeFromStock(c.g, HQ_AREA[s], s, 1);
        c.ctx.log({ text: { ja: `${SIDE_NAME[s].ja} 補充: 本営に1個`, en: `${SIDE_NAME[s].en} reinforces: one unit to its HQ` } });
        carried(c, 'reinforce', [HQ_AREA[s]]);
      },
    },
    {
      verb: 'entry',
      args: [{ name: 'area', kind: 'area' }],
      options: ({ g, side, top }) => (kindIs(top, 'entry') ? entryAreas(g, side as KSide) : []),
      label: (_c, [area]) => ({ ja: `ストックから1個を${areaName(area!).ja}へ`, en: `One unit from stock to ${areaName(area!).en}` }),
      perform: (c, [area]) => {
        const s = c.side as KSide;
        placeFromStock(c.g, area!, s, 1);
        c.ctx.log({ text: { ja: `${SIDE_NAME[s].ja} 投入: ${areaName(area!).ja}に1個`, en: `${SIDE_NAME[s].en} commits one unit to ${areaName(area!).en}` } });
        carried(c, `entry ${area}`, [area!]);
      },
    },
    {
      verb: 'pass',
      when: ({ g, side, top }) => !possible(g, side as KSide, top.card),
      label: () => ({ ja: '実行できない (何もしない)', en: 'Nothing possible (pass)' }),
      perform: (c) => {
        c.ctx.log({ text: { ja: `${SIDE_NAME[c.side as KSide].ja}の命令は実行できない`, en: `${SIDE_NAME[c.side as KSide].en}'s order cannot be carried out` } });
        carried(c, 'pass', []);
      },
    },
  ],
};

/** One unit of `side` pushed from `from` to `to`: engaged units and HQs too (区画効果の解説), never out of a closed area. */
function push(g: KochiG, from: AreaId, to: AreaId, side: KSide): boolean {
  if (unitsIn(g, from, side) === 0 || room(g, to, side) === 0 || closed(g, from)) return false;
  g.units[from]![side] -= 1;
  (g.units[to] ??= { japan: 0, russia: 0 })[side] += 1;
  return true;
}

export const decisions: DecisionTable<KochiG, KochiFrame> = { orders, carry };
