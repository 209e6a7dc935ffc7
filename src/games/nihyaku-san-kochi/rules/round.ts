// 203高地: the round (ゲームの流れ) — read the time circle, both sides set their order cards secretly
// and at the same time, the cards are revealed pair by pair (the start player's first) and carried
// out by their owners, the side behind on VP carries out its extra card last, then the small
// settlement and the bombardment and event check. Built on rules/core.ts.
//
// Every order card's basic effect and special orders, the simultaneous attack of a pair of attack
// cards, every area effect, and the events. Readings: docs/games/nihyaku-san-kochi.md.
import { finishGame } from '#engine/engine.ts';
import { shuffle } from '#engine/rng.ts';
import type { DecisionSpec, DecisionTable, PerformContext, Text } from '#engine/types.ts';
import { AREAS, AREA_BY_ID, HQ_AREA } from '../data/board.ts';
import { ORDER_CARDS } from '../data/cards.ts';
import { DESIGN_1, DESIGN_2, designOf } from '../data/design.ts';
import type { AreaId, KSide, OrderCard } from '../data/types.ts';
import type { KochiFrame, KochiG, QueuedCard } from '../types.ts';
import {
  attack,
  bombard,
  bombardTargets,
  bombardmentCheck,
  closed,
  controller,
  destroyFrom,
  destroyHq,
  engaged,
  gainVp,
  moveUnits,
  other,
  paySp,
  placeFromStock,
  pushUnit,
  room,
  settle,
  takeSp,
  toStock,
  unitsIn,
} from './core.ts';
import type { DestroyNeed } from './core.ts';

type F<K extends KochiFrame['kind']> = Extract<KochiFrame, { kind: K }>;
type S = import('#engine/types.ts').GameState<KochiG, KochiFrame>;

export const CARD_BY_ID: ReadonlyMap<string, OrderCard> = new Map(ORDER_CARDS.map((c) => [c.id, c]));
// Every design's events by id (an id names the same event in every design that has it).
const EVENT_BY_ID = new Map([...DESIGN_1.events, ...DESIGN_2.events].map((e) => [e.id, e]));
/** The neighbours of an area on the board's design (data/design.ts). */
const neighboursOn = (g: KochiG, id: AreaId): AreaId[] => designOf(g).neighbours(id);
/** The event card of a copy in the deck (`howitzer#2` → 二十八糎榴弾砲). */
export const eventOf = (copy: string) => EVENT_BY_ID.get(copy.split('#')[0]!)!;
export const SIDE_NAME: Record<KSide, Text> = {
  japan: { ja: '日本軍', en: 'Japan' },
  russia: { ja: 'ロシア軍', en: 'Russia' },
};
const cardsOf = (side: KSide) => ORDER_CARDS.filter((c) => c.side === side).map((c) => c.id);
const areaName = (id: AreaId) => AREA_BY_ID.get(id)!.name;

/**
 * The rules revision new games get (src/service/lobby.ts stores it in `options.revision`). Revision 2
 * corrects [rule 4.2]: both cards of a pair are turned over before the start player carries out its
 * own (`KochiG.upNext`); in revision 1 the mate was turned over only after it. Revision 3 plays the
 * same rules on revision 3's designed pieces (data/design.ts), balanced again once the AI that
 * measures it had been corrected; revision 4 on revision 4's, balanced again for a stronger AI.
 */
export const KOCHI_REVISION = 4;

/** The rules revision a game was started with: a stored setup without one is revision 1. */
export function revisionOf(options: Record<string, unknown>): number {
  return typeof options.revision === 'number' ? options.revision : 1;
}

/** [rule 4.2] Both cards of a pair are turned over together (revision 2 on). */
export const pairsTurnedTogether = (options: Record<string, unknown>): boolean => revisionOf(options) >= 2;

/**
 * [rule 7] After SP were taken: a burst is logged (revision 2 on; revision 1 games keep their log as
 * they were played). Its VP are already on the track (core's takeSp).
 */
function spTaken(state: S, ctx: Pick<PerformContext, 'log'>, burst: boolean): void {
  if (!burst || revisionOf(state.options) < 2) return;
  const g = state.g;
  ctx.log({
    text: {
      ja: `SPバースト: 日本軍 ${g.vp.japan}VP、ロシア軍 ${g.vp.russia}VP`,
      en: `SP burst: Japan ${g.vp.japan} VP, Russia ${g.vp.russia} VP`,
    },
  });
}

/** How many cards `side` sets this round: N, and one more for the side behind when the circle says so. */
export const needed = (g: KochiG, side: KSide): number => g.count + (g.extra === side ? 1 : 0);

/** [rule 4.1] The round begins: the time circle gives the number of cards and whether the side behind gets one more. */
export function beginRound(g: KochiG, ctx: Pick<PerformContext, 'log'>): KochiFrame {
  const space = designOf(g).timeCircle[g.time]!;
  g.count = space.cards;
  g.extra = space.lowVpPlusOne && g.vp.japan !== g.vp.russia ? (g.vp.japan < g.vp.russia ? 'japan' : 'russia') : null;
  g.set = { japan: [], russia: [] };
  g.queue = [];
  const extra = g.extra
    ? { ja: `、${SIDE_NAME[g.extra].ja}は+1枚`, en: `, ${SIDE_NAME[g.extra].en} one more` }
    : { ja: '', en: '' };
  ctx.log({
    text: {
      ja: `— 第${g.round}ラウンド (${space.date}): ${space.cards}枚戦${extra.ja}`,
      en: `— Round ${g.round} (${space.date}): ${space.cards} cards${extra.en}`,
    },
  });
  return { kind: 'orders', sides: ['japan', 'russia'] };
}

// ---------------------------------------------------------------------------------------------
// [rule 4.2] Setting the cards: secret, at the same time, changeable until both have set

const orders: DecisionSpec<KochiG, F<'orders'>> = {
  name: { ja: '命令カードのセット', en: 'setting the order cards' },
  verbs: [
    {
      verb: 'set',
      args: [{ name: 'card', kind: 'order' }],
      options: ({ g, side }) =>
        g.set[side as KSide].length >= needed(g, side as KSide)
          ? []
          : cardsOf(side as KSide).filter((c) => !g.set[side as KSide].includes(c)),
      label: ({ g, side }, [card]) => ({
        ja: `${g.set[side as KSide].length + 1}番目: ${CARD_BY_ID.get(card!)!.name.ja}`,
        en: `Card ${g.set[side as KSide].length + 1}: ${CARD_BY_ID.get(card!)!.name.en}`,
      }),
      perform: (c, [card]) => {
        const side = c.side as KSide;
        c.g.set[side].push(card!);
        const n = CARD_BY_ID.get(card!)!.name;
        // Only the setter is told: the other side learns nothing, not even that a card was set.
        c.ctx.log({
          text: { ja: `${c.g.set[side].length}番目に${n.ja}をセット`, en: `Card ${c.g.set[side].length}: ${n.en}` },
          to: [side],
        });
        if ((['japan', 'russia'] as const).every((s) => c.g.set[s].length === needed(c.g, s)))
          reveal(c.state as S, c.ctx);
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
  // The last round's cards stay on show while this round's are set; from here on, this round's.
  g.revealed = [];
  g.queue = [];
  for (let i = 0; i < g.count; i++)
    for (const s of [first, other(first)]) g.queue.push({ side: s, card: g.set[s][i]!, pair: i + 1 });
  if (g.extra) g.queue.push({ side: g.extra, card: g.set[g.extra][g.count]!, pair: 0 });
  ctx.log({ text: { ja: '両軍が命令カードをセットした', en: 'Both sides have set their order cards' } });
  next(state, ctx);
}

/**
 * The next card: revealed, then carried out by its owner (or, if nothing is possible, passed over).
 * [rule 4.2] Since revision 2 a pair's two cards are turned over together: the start player's is
 * carried out first while its mate waits, public, in `upNext`; the mate is carried out next. The
 * extra card is turned over alone. Revision 1 turned each card over only when its turn came.
 */
function next(state: S, ctx: PerformContext): void {
  const g = state.g;
  if (g.result) {
    if (g.upNext) g.upNext = null;
    return done(state, ctx);
  }
  if (g.upNext) {
    const mate = g.upNext;
    g.upNext = null;
    return ctx.goto({ kind: 'carry', sides: [mate.side], card: mate.card, pair: mate.pair });
  }
  const item = g.queue.shift();
  if (!item) return endOfRound(state, ctx);
  ctx.reveal();
  const name = (q: QueuedCard) => {
    const n = CARD_BY_ID.get(q.card)!.name;
    return { ja: `${SIDE_NAME[q.side].ja}の${n.ja}`, en: `${SIDE_NAME[q.side].en}'s ${n.en}` };
  };
  const head = { ja: item.pair ? `${item.pair}組目` : '追加', en: item.pair ? `Pair ${item.pair}` : 'Extra' };
  const mate =
    pairsTurnedTogether(state.options) && item.pair && g.queue[0]?.pair === item.pair ? g.queue.shift()! : null;
  if (mate) {
    // Out of the queue (cards not yet turned over) into the open: both players and the public see it.
    g.upNext = mate;
    ctx.log({
      text: {
        ja: `${head.ja}: ${name(item).ja}、${name(mate).ja} (${SIDE_NAME[item.side].ja}から処理)`,
        en: `${head.en}: ${name(item).en}, ${name(mate).en} (${SIDE_NAME[item.side].en} first)`,
      },
    });
  } else ctx.log({ text: { ja: `${head.ja}: ${name(item).ja}`, en: `${head.en}: ${name(item).en}` } });
  ctx.goto({ kind: 'carry', sides: [item.side], card: item.card, pair: item.pair });
}

function done(state: S, ctx: PerformContext): void {
  const r = state.g.result!;
  const why: Record<typeof r.why, Text> = {
    'hq-control': { ja: '相手の本営区画を支配 (勝利条件)', en: 'holds the enemy HQ area (victory)' },
    'hq-destroyed': { ja: '相手の本営を二度破壊 (勝利条件)', en: 'destroyed the enemy HQ twice (victory)' },
    vp: { ja: '30VPに到達 (勝利条件)', en: 'reached 30 VP (victory)' },
  };
  finishGame(state, ctx, r.winner, r.winner ? SIDE_NAME[r.winner] : null, why[r.why]);
}

/** [rule 4.3] 小決算, then [rule 4.4] 砲撃・イベントチェック, then the next round. */
function endOfRound(state: S, ctx: PerformContext): void {
  const g = state.g;
  const gains = settle(g);
  ctx.log({
    text: {
      ja: `小決算: 日本軍 +${gains.japan}VP (${g.vp.japan})、ロシア軍 +${gains.russia}VP (${g.vp.russia})`,
      en: `Settlement: Japan +${gains.japan} VP (${g.vp.japan}), Russia +${gains.russia} VP (${g.vp.russia})`,
    },
  });
  if (g.result) return done(state, ctx);
  bombardmentCheck(g);
  // The events drawn this round go back into the deck, shuffled.
  g.deck = shuffle([...g.deck, ...g.shown], ctx.roll);
  g.shown = [];
  g.round += 1;
  ctx.goto(beginRound(g, ctx));
}

// ---------------------------------------------------------------------------------------------
// Carrying out a card (basic effects): 「可能であるなら必ず実行」 — `pass` only when nothing is possible

/** Areas `side` may move one unit out of (own units, not engaged, not closed) towards a neighbour with room. */
function moveFroms(g: KochiG, side: KSide): AreaId[] {
  return AREAS.map((a) => a.id).filter(
    (a) =>
      unitsIn(g, a, side) > 0 &&
      !engaged(g, a) &&
      !closed(g, a) &&
      neighboursOn(g, a).some((n) => room(g, n, side) > 0),
  );
}
/** Engaged areas (both sides have units there), not closed: where an attack may be carried out. */
export const attackAreas = (g: KochiG): AreaId[] =>
  AREAS.map((a) => a.id).filter((a) => engaged(g, a) && !closed(g, a));
/** Areas whose effect `side` may use: controlled, not closed, with an icon usable by an area order. */
function effectAreas(g: KochiG, side: KSide): AreaId[] {
  return AREAS.filter((a) => a.icon && a.icon !== 'forwardBase' && controller(g, a.id) === side && !closed(g, a.id))
    .filter((a) => {
      switch (a.icon) {
        case 'drawEvent':
          return g.deck.length > 0;
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
  return AREAS.map((a) => a.id).filter(
    (a) => a !== from && unitsIn(g, a, e) > 0 && !closed(g, a) && neighboursOn(g, a).some((n) => room(g, n, e) > 0),
  );
}
const entryAreas = (g: KochiG, side: KSide): AreaId[] =>
  g.stock[side] > 0 ? designOf(g).startAreas[side].filter((a) => room(g, a, side) > 0) : [];
/** Forward bases `side` controls with room and units in stock (増援要請). */
const forwardBases = (g: KochiG, side: KSide): AreaId[] =>
  g.stock[side] > 0
    ? AREAS.filter((a) => a.icon === 'forwardBase' && controller(g, a.id) === side && room(g, a.id, side) > 0).map(
        (a) => a.id,
      )
    : [];
/** The board after the one-unit moves `pairs` (from, to, from, to…): to list a second move's choices. */
function afterMoves(g: KochiG, side: KSide, pairs: readonly string[]): KochiG {
  if (pairs.length < 2) return g;
  // Moving units changes nothing but the units per area: only those are copied (b is only read).
  const units: KochiG['units'] = {};
  for (const [a, u] of Object.entries(g.units)) units[a] = u && typeof u === 'object' ? { ...u } : u;
  const b: KochiG = { ...g, units };
  for (let i = 0; i + 1 < pairs.length; i += 2) moveUnits(b, pairs[i]!, pairs[i + 1]!, side, 1);
  return b;
}
const canReinforce = (g: KochiG, side: KSide): boolean => g.stock[side] > 0 && room(g, HQ_AREA[side], side) > 0;

/** What the card in `top` may do now, as the verb its kind uses (empty: nothing possible). */
export function possible(g: KochiG, side: KSide, card: string): boolean {
  switch (CARD_BY_ID.get(card)!.kind) {
    case 'move':
      return moveFroms(g, side).length > 0;
    case 'attack':
      return attackAreas(g).length > 0;
    case 'area':
      return effectAreas(g, side).length > 0;
    case 'reinforce':
      return canReinforce(g, side);
    case 'entry':
      return entryAreas(g, side).length > 0;
  }
}

const kindIs = (top: F<'carry'>, kind: OrderCard['kind']) => CARD_BY_ID.get(top.card)!.kind === kind;

type CarryC = { state: unknown; g: KochiG; ctx: PerformContext; side: string; top: F<'carry'> };

/** A card is carried out: recorded, its areas marked, then the next card. */
function carried(c: CarryC, how: string, areas: AreaId[]): void {
  c.g.revealed.push({ side: c.side as KSide, card: c.top.card, how });
  c.g.lastAreas = areas;
  next(c.state as S, c.ctx);
}

/** A card's special order by its id's tail (`jp-attack-double` → 'attack-double'). */
function special(g: KochiG, card: string, tail: string) {
  const cards = designOf(g).cards;
  return cards.find((c) => c.id === card)!.specials.find((x) => x.id.endsWith(`-${tail}`))!;
}

/** 破壊's requirement (the card's data). */
function destroyNeeds(g: KochiG, card: string): DestroyNeed {
  const e = special(g, card, 'destroy').effect;
  if (e.kind !== 'destroyHq') throw new Error(`${card}: 破壊 without a destroyHq effect`);
  return e;
}

/**
 * [rule 6] An attack card in `areas` (the first; 総攻撃 adds a second, one-sided, after it). 同時攻撃: when
 * the other card of the pair is an attack card too, the first one's areas are held until the second
 * has chosen; attacks on one area are then resolved at once.
 */
function attackWith(c: CarryC, areas: AreaId[], how: string): void {
  const g = c.g;
  const side = c.side as KSide;
  // The other card of the pair: turned over already since revision 2 ([rule 4.2]); in revision 1, the
  // next card still face down.
  const mate = pairsTurnedTogether((c.state as S).options) ? (g.upNext ?? undefined) : g.queue[0];
  if (c.top.pair && mate && mate.pair === c.top.pair && CARD_BY_ID.get(mate.card)!.kind === 'attack' && !g.heldAttack) {
    g.heldAttack = { side, area: areas[0]!, then: areas.slice(1) };
    c.ctx.log({
      text: {
        ja: `${SIDE_NAME[side].ja}は${areas.map((a) => areaName(a).ja).join('と')}を攻撃目標に`,
        en: `${SIDE_NAME[side].en} aims its attack at ${areas.map((a) => areaName(a).en).join(' and ')}`,
      },
    });
    return carried(c, `${how} ${areas.join(' ')}`, areas);
  }
  const held = g.heldAttack;
  g.heldAttack = null;
  const fights: [AreaId, KSide[]][] = [];
  if (held && held.area === areas[0]) fights.push([areas[0], [held.side, side]]);
  else {
    if (held) fights.push([held.area, [held.side]]);
    fights.push([areas[0]!, [side]]);
  }
  for (const a of held?.then ?? []) fights.push([a, [held!.side]]);
  for (const a of areas.slice(1)) fights.push([a, [side]]);
  for (const [a, sides] of fights) {
    const lost = attack(g, a, sides);
    c.ctx.log({
      text: {
        ja: `攻撃処理 ${areaName(a).ja}${sides.length > 1 ? ' (同時攻撃)' : ''}: 日本軍 -${lost.japan}、ロシア軍 -${lost.russia}`,
        en: `Attack in ${areaName(a).en}${sides.length > 1 ? ' (both at once)' : ''}: Japan −${lost.japan}, Russia −${lost.russia}`,
      },
    });
  }
  carried(
    c,
    `${how} ${areas.join(' ')}`,
    fights.map(([a]) => a),
  );
}

type Verb = DecisionSpec<KochiG, F<'carry'>>['verbs'][number];
const ARG_NAMES: Record<string, string[]> = {
  area: ['area'],
  return: ['area', 'from'],
  push: ['area', 'from', 'to'],
  bombard: ['area', 'target'],
};

/** An area order's verb for the area effects `icons`: the area, then the targets `more` lists. */
function areaVerb(
  verb: string,
  icons: readonly string[],
  more: (c: Parameters<NonNullable<Verb['options']>>[0], prev: readonly string[]) => readonly string[],
): Verb {
  const names = ARG_NAMES[verb]!;
  return {
    verb,
    // `return` names one area per unit returned (one to three; an area twice for two of its units).
    args: names.map((name, i) => ({
      name,
      kind: 'area' as const,
      ...(verb === 'return' && i === 1 ? { many: true } : {}),
    })),
    options: (c, prev) => {
      if (!kindIs(c.top, 'area')) return [];
      if (prev.length === 0)
        return effectAreas(c.g, c.side as KSide).filter((a) => icons.includes(AREA_BY_ID.get(a)!.icon ?? ''));
      return more(c, prev);
    },
    label: (_c, areas) => ({
      ja: `区画効果: ${areas.map((a) => areaName(a).ja).join(' → ')}`,
      en: `Area effect: ${areas.map((a) => areaName(a).en).join(' → ')}`,
    }),
    perform: (c, [area, target, to, ...more]) => {
      const g = c.g;
      const s = c.side as KSide;
      const touched: AreaId[] = [area!];
      let what: Text;
      switch (AREA_BY_ID.get(area!)!.icon) {
        case 'takeSp':
          spTaken(c.state as S, c.ctx, takeSp(g, [[s, 1]]));
          what = { ja: '1SPを取る', en: 'takes 1 SP' };
          break;
        case 'startPlayer':
          g.startPlayer = s;
          what = { ja: 'スタートプレーヤーマーカーを取る', en: 'takes the start-player marker' };
          break;
        case 'returnForSp': {
          // Up to three units back to stock, 1 SP each (a burst on the way voids the rest of the take).
          const froms = [target!, ...(to ? [to] : []), ...more];
          for (const f of froms) toStock(g, f, s, 1);
          spTaken(c.state as S, c.ctx, takeSp(g, [[s, froms.length]]));
          touched.push(...froms);
          what = {
            ja: `${froms.map((f) => areaName(f).ja).join('・')}から${froms.length}個をストックに戻し${froms.length}SP`,
            en: `returns ${froms.length} unit(s) (${froms.map((f) => areaName(f).en).join(', ')}) for ${froms.length} SP`,
          };
          break;
        }
        case 'pushEnemy':
          pushUnit(g, target!, to!, other(s));
          touched.push(target!, to!);
          what = {
            ja: `相手のコマ1個を${areaName(target!).ja}から${areaName(to!).ja}へ`,
            en: `pushes an enemy unit ${areaName(target!).en} → ${areaName(to!).en}`,
          };
          break;
        default:
          bombard(g, target!);
          touched.push(target!);
          what = {
            ja: `${areaName(target!).ja}に砲撃チップ(2)`,
            en: `bombardment chip (2) on ${areaName(target!).en}`,
          };
      }
      c.ctx.log({
        text: {
          ja: `${SIDE_NAME[s].ja} 区画命令 ${areaName(area!).ja}: ${what.ja}`,
          en: `${SIDE_NAME[s].en} area order ${areaName(area!).en}: ${what.en}`,
        },
      });
      carried(c, [verb, area, target, to, ...more].filter(Boolean).join(' '), touched);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// [rule 8] Events (イベントカードの説明): carried out at once; a choice of area goes to the side it acts for

/** The areas the event's current effect lets its side choose from (empty: nothing to choose). */
function eventChoices(g: KochiG, f: F<'event'>): AreaId[] {
  const s = f.sides[0];
  const e = eventOf(f.event).effects[f.effect];
  if (!e) return [];
  if (e.kind === 'bombard') return [...bombardTargets()];
  if (e.kind === 'removeEnemy') return attackAreas(g).filter((a) => unitsIn(g, a, s) > 0);
  if (e.kind === 'place' && e.where === 'controlledForwardBase') return forwardBases(g, s);
  return [];
}

/** Carry out the event's effects from `f.effect` on; stops at one that asks a choice (the `event` decision). */
function runEvent(state: S, ctx: PerformContext, f: F<'event'>): void {
  const g = state.g;
  const s = f.sides[0];
  const effects = eventOf(f.event).effects;
  for (let i = f.effect; i < effects.length && !g.result; i++) {
    const e = effects[i]!;
    const here = { ...f, effect: i };
    if (
      e.kind === 'bombard' ||
      e.kind === 'removeEnemy' ||
      (e.kind === 'place' && e.where === 'controlledForwardBase')
    ) {
      if (eventChoices(g, here).length) return ctx.goto(here);
      continue;
    }
    switch (e.kind) {
      case 'place':
        placeFromStock(g, HQ_AREA[s], s, e.count);
        break;
      case 'takeSp':
        spTaken(state, ctx, takeSp(g, [[s, e.count]]));
        break;
      case 'takeStartPlayer':
        g.startPlayer = s;
        break;
      case 'loseSp':
        paySp(g, s, Math.min(e.count, g.sp[s]));
        break;
      case 'gainVp':
        if (!e.ifControlsAny || e.ifControlsAny.some((a) => controller(g, a) === s)) gainVp(g, s, e.amount);
        break;
      default:
        break;
    }
  }
  next(state, ctx);
}

const event: DecisionSpec<KochiG, F<'event'>> = {
  name: { ja: 'イベントの実行', en: 'carrying out an event' },
  verbs: [
    {
      verb: 'choose',
      args: [{ name: 'area', kind: 'area' }],
      options: ({ g, top }) => eventChoices(g, top),
      label: ({ top }, [a]) => ({
        ja: `${eventOf(top.event).name.ja}: ${areaName(a!).ja}`,
        en: `${eventOf(top.event).name.en}: ${areaName(a!).en}`,
      }),
      perform: (c, [a]) => {
        const g = c.g;
        const s = c.top.sides[0];
        const e = eventOf(c.top.event).effects[c.top.effect]!;
        if (e.kind === 'bombard') bombard(g, a!);
        else if (e.kind === 'removeEnemy') toStock(g, a!, other(s), e.count);
        else if (e.kind === 'place') placeFromStock(g, a!, s, e.count);
        c.ctx.log({
          text: { ja: `${SIDE_NAME[s].ja}: ${areaName(a!).ja}`, en: `${SIDE_NAME[s].en}: ${areaName(a!).en}` },
        });
        g.lastAreas.push(a!);
        runEvent(c.state as S, c.ctx, { ...c.top, effect: c.top.effect + 1 });
      },
    },
  ],
};

const carry: DecisionSpec<KochiG, F<'carry'>> = {
  name: { ja: '命令の実行', en: 'carrying out an order' },
  verbs: [
    {
      verb: 'move',
      args: [
        { name: 'from', kind: 'area' },
        { name: 'to', kind: 'area' },
      ],
      options: ({ g, side, top }, prev) =>
        !kindIs(top, 'move')
          ? []
          : prev.length === 0
            ? moveFroms(g, side as KSide)
            : neighboursOn(g, prev[0]!).filter((n) => room(g, n, side as KSide) > 0),
      label: (_c, [from, to]) => ({
        ja: `1個を ${areaName(from!).ja} → ${areaName(to!).ja}`,
        en: `One unit ${areaName(from!).en} → ${areaName(to!).en}`,
      }),
      perform: (c, [from, to]) => {
        moveUnits(c.g, from!, to!, c.side as KSide, 1);
        c.ctx.log({
          text: {
            ja: `${SIDE_NAME[c.side as KSide].ja} 移動: ${areaName(from!).ja} → ${areaName(to!).ja}`,
            en: `${SIDE_NAME[c.side as KSide].en} moves: ${areaName(from!).en} → ${areaName(to!).en}`,
          },
        });
        carried(c, `move ${from} ${to}`, [from!, to!]);
      },
    },
    {
      // [rule 10] 追加移動 (1 SP, in addition): another own unit moves one area after the first.
      verb: 'move2',
      args: [
        { name: 'from', kind: 'area' },
        { name: 'to', kind: 'area' },
        { name: 'from2', kind: 'area' },
        { name: 'to2', kind: 'area' },
      ],
      options: ({ g, side, top }, prev) => {
        const s = side as KSide;
        if (!kindIs(top, 'move') || g.sp[s] < special(g, top.card, 'move-plus').cost) return [];
        if (prev.length % 2 === 1) {
          const moved = afterMoves(g, s, prev.slice(0, -1));
          return neighboursOn(g, prev[prev.length - 1]!).filter((n) => room(moved, n, s) > 0);
        }
        return moveFroms(afterMoves(g, s, prev), s);
      },
      label: ({ g, top }, [a, b, x, y]) => ({
        ja: `追加移動 (${special(g, top.card, 'move-plus').cost}SP): ${areaName(a!).ja}→${areaName(b!).ja}、${areaName(x!).ja}→${areaName(y!).ja}`,
        en: `Extra move (${special(g, top.card, 'move-plus').cost} SP): ${areaName(a!).en}→${areaName(b!).en}, ${areaName(x!).en}→${areaName(y!).en}`,
      }),
      perform: (c, [a, b, x, y]) => {
        const s = c.side as KSide;
        paySp(c.g, s, special(c.g, c.top.card, 'move-plus').cost);
        moveUnits(c.g, a!, b!, s, 1);
        moveUnits(c.g, x!, y!, s, 1);
        c.ctx.log({
          text: {
            ja: `${SIDE_NAME[s].ja} 追加移動: ${areaName(a!).ja}→${areaName(b!).ja}、${areaName(x!).ja}→${areaName(y!).ja}`,
            en: `${SIDE_NAME[s].en} extra move: ${areaName(a!).en}→${areaName(b!).en}, ${areaName(x!).en}→${areaName(y!).en}`,
          },
        });
        carried(c, `move2 ${a} ${b} ${x} ${y}`, [a!, b!, x!, y!]);
      },
    },
    {
      // 部隊移動 (2 SP): up to three own units from one area into one neighbour.
      verb: 'group',
      args: [
        { name: 'from', kind: 'area' },
        { name: 'to', kind: 'area' },
        { name: 'units', kind: 'number' },
      ],
      options: ({ g, side, top }, prev) => {
        const s = side as KSide;
        if (!kindIs(top, 'move') || g.sp[s] < special(g, top.card, 'move-group').cost) return [];
        if (prev.length === 0) return moveFroms(g, s);
        if (prev.length === 1) return neighboursOn(g, prev[0]!).filter((n) => room(g, n, s) > 0);
        const most = Math.min(3, unitsIn(g, prev[0]!, s), room(g, prev[1]!, s));
        return Array.from({ length: most }, (_x, i) => String(i + 1));
      },
      label: ({ g, top }, [a, b, n]) => ({
        ja: `部隊移動 (${special(g, top.card, 'move-group').cost}SP): ${n}個 ${areaName(a!).ja}→${areaName(b!).ja}`,
        en: `Group move (${special(g, top.card, 'move-group').cost} SP): ${n} ${areaName(a!).en}→${areaName(b!).en}`,
      }),
      perform: (c, [a, b, n]) => {
        const s = c.side as KSide;
        paySp(c.g, s, special(c.g, c.top.card, 'move-group').cost);
        const k = moveUnits(c.g, a!, b!, s, Number(n));
        c.ctx.log({
          text: {
            ja: `${SIDE_NAME[s].ja} 部隊移動: ${k}個 ${areaName(a!).ja}→${areaName(b!).ja}`,
            en: `${SIDE_NAME[s].en} group move: ${k} ${areaName(a!).en}→${areaName(b!).en}`,
          },
        });
        carried(c, `group ${a} ${b} ${n}`, [a!, b!]);
      },
    },
    {
      verb: 'attack',
      args: [{ name: 'area', kind: 'area' }],
      options: ({ g, top }) => (kindIs(top, 'attack') ? attackAreas(g) : []),
      label: (_c, [area]) => ({ ja: `${areaName(area!).ja}で攻撃処理`, en: `Attack in ${areaName(area!).en}` }),
      perform: (c, [area]) => attackWith(c, [area!], 'attack'),
    },
    {
      // 総攻撃 (2 SP, in addition): a second engaged area, attacked one-sidedly after the first.
      verb: 'assault',
      args: [
        { name: 'area', kind: 'area' },
        { name: 'second', kind: 'area' },
      ],
      options: ({ g, side, top }, prev) =>
        !kindIs(top, 'attack') || g.sp[side as KSide] < special(g, top.card, 'attack-double').cost
          ? []
          : attackAreas(g).filter((a) => a !== prev[0]),
      label: ({ g, top }, [a, b]) => ({
        ja: `総攻撃 (${special(g, top.card, 'attack-double').cost}SP): ${areaName(a!).ja} と ${areaName(b!).ja}`,
        en: `General assault (${special(g, top.card, 'attack-double').cost} SP): ${areaName(a!).en} and ${areaName(b!).en}`,
      }),
      perform: (c, [a, b]) => {
        paySp(c.g, c.side as KSide, special(c.g, c.top.card, 'attack-double').cost);
        attackWith(c, [a!, b!], 'assault');
      },
    },
    // [rule 11] 区画命令: one verb per kind of area effect, each with the targets it needs.
    areaVerb('area', ['takeSp', 'startPlayer'], () => []),
    areaVerb('return', ['returnForSp'], ({ g, side }, prev) =>
      prev.length > 3
        ? []
        : AREAS.map((a) => a.id).filter(
            (a) => unitsIn(g, a, side as KSide) - prev.slice(1).filter((x) => x === a).length > 0 && !closed(g, a),
          ),
    ),
    areaVerb('push', ['pushEnemy'], ({ g, side }, prev) =>
      prev.length === 1
        ? pushFroms(g, side as KSide, prev[0]!)
        : prev.length === 2
          ? neighboursOn(g, prev[1]!).filter((n) => room(g, n, other(side as KSide)) > 0)
          : [],
    ),
    areaVerb('bombard', ['observation'], (_c, prev) => (prev.length === 1 ? bombardTargets() : [])),
    {
      // イベントカードを1枚引く: drawn, shown to all, carried out at once for the side it names.
      verb: 'draw',
      args: [{ name: 'area', kind: 'area' }],
      options: ({ g, side, top }) =>
        kindIs(top, 'area') ? effectAreas(g, side as KSide).filter((a) => AREA_BY_ID.get(a)!.icon === 'drawEvent') : [],
      label: (_c, [a]) => ({
        ja: `区画効果: ${areaName(a!).ja} (イベントを引く)`,
        en: `Area effect: ${areaName(a!).en} (draw an event)`,
      }),
      perform: (c, [a]) => {
        const g = c.g;
        const s = c.side as KSide;
        const drawn = g.deck.shift()!;
        g.shown.push(drawn);
        const ev = eventOf(drawn);
        c.ctx.log({
          text: {
            ja: `${SIDE_NAME[s].ja} 区画命令 ${areaName(a!).ja}: イベント「${ev.name.ja}」— ${ev.text.ja}`,
            en: `${SIDE_NAME[s].en} area order ${areaName(a!).en}: event "${ev.name.en}" — ${ev.text.en}`,
          },
        });
        g.revealed.push({ side: s, card: c.top.card, how: `draw ${a}` });
        g.lastAreas = [a!];
        const actor = ev.actor === 'drawer' ? s : ev.actor === 'opponent' ? other(s) : ev.actor;
        runEvent(c.state as S, c.ctx, { kind: 'event', sides: [actor], event: drawn, effect: 0 });
      },
    },
    {
      verb: 'reinforce',
      when: ({ g, side, top }) => kindIs(top, 'reinforce') && canReinforce(g, side as KSide),
      label: ({ side }) => ({
        ja: `ストックから1個を本営へ`,
        en: `One unit from stock to the HQ (${SIDE_NAME[side as KSide].en})`,
      }),
      perform: (c) => {
        const s = c.side as KSide;
        placeFromStock(c.g, HQ_AREA[s], s, 1);
        c.ctx.log({
          text: { ja: `${SIDE_NAME[s].ja} 補充: 本営に1個`, en: `${SIDE_NAME[s].en} reinforces: one unit to its HQ` },
        });
        carried(c, 'reinforce', [HQ_AREA[s]]);
      },
    },
    {
      verb: 'entry',
      args: [{ name: 'area', kind: 'area' }],
      options: ({ g, side, top }) => (kindIs(top, 'entry') ? entryAreas(g, side as KSide) : []),
      label: (_c, [area]) => ({
        ja: `ストックから1個を${areaName(area!).ja}へ`,
        en: `One unit from stock to ${areaName(area!).en}`,
      }),
      perform: (c, [area]) => {
        const s = c.side as KSide;
        placeFromStock(c.g, area!, s, 1);
        c.ctx.log({
          text: {
            ja: `${SIDE_NAME[s].ja} 投入: ${areaName(area!).ja}に1個`,
            en: `${SIDE_NAME[s].en} commits one unit to ${areaName(area!).en}`,
          },
        });
        carried(c, `entry ${area}`, [area!]);
      },
    },
    {
      // [rule 5] 破壊, the area order's special (its cost and reach are the card's data: 1 SP; own units in
      // the enemy HQ area or in an area held at most two lines from it).
      verb: 'destroy',
      when: ({ g, side, top }) =>
        kindIs(top, 'area') &&
        g.sp[side as KSide] >= special(g, top.card, 'destroy').cost &&
        destroyFrom(g, side as KSide, destroyNeeds(g, top.card)).length > 0,
      label: ({ g, top }) => ({
        ja: `破壊 (${special(g, top.card, 'destroy').cost}SP): 相手の本営`,
        en: `Destroy (${special(g, top.card, 'destroy').cost} SP): the enemy HQ`,
      }),
      perform: (c) => {
        const s = c.side as KSide;
        paySp(c.g, s, special(c.g, c.top.card, 'destroy').cost);
        destroyHq(c.g, s, destroyNeeds(c.g, c.top.card));
        c.ctx.log({
          text: {
            ja: `${SIDE_NAME[s].ja}が${SIDE_NAME[other(s)].ja}の本営を破壊 (${c.g.hqHits[other(s)]}回目)`,
            en: `${SIDE_NAME[s].en} strikes ${SIDE_NAME[other(s)].en}'s HQ (${c.g.hqHits[other(s)]} of 2)`,
          },
        });
        carried(c, 'destroy', [HQ_AREA[other(s)]]);
      },
    },
    {
      // 増援要請 (1 SP): up to two units from stock into a forward base the side controls.
      verb: 'request',
      args: [{ name: 'base', kind: 'area' }],
      options: ({ g, side, top }) =>
        kindIs(top, 'reinforce') && g.sp[side as KSide] >= special(g, top.card, 'request').cost
          ? forwardBases(g, side as KSide)
          : [],
      label: ({ g, top }, [a]) => ({
        ja: `増援要請 (${special(g, top.card, 'request').cost}SP): ${areaName(a!).ja}に最大2個`,
        en: `Reinforcement request (${special(g, top.card, 'request').cost} SP): up to 2 to ${areaName(a!).en}`,
      }),
      perform: (c, [a]) => {
        const s = c.side as KSide;
        paySp(c.g, s, special(c.g, c.top.card, 'request').cost);
        const k = placeFromStock(c.g, a!, s, 2);
        c.ctx.log({
          text: {
            ja: `${SIDE_NAME[s].ja} 増援要請: ${areaName(a!).ja}に${k}個`,
            en: `${SIDE_NAME[s].en} reinforcement request: ${k} to ${areaName(a!).en}`,
          },
        });
        carried(c, `request ${a}`, [a!]);
      },
    },
    {
      // 予備隊投入 (1 SP, in addition): one more unit into an area next to the own HQ.
      verb: 'entry2',
      args: [
        { name: 'area', kind: 'area' },
        { name: 'second', kind: 'area' },
      ],
      options: ({ g, side, top }, prev) => {
        const s = side as KSide;
        if (!kindIs(top, 'entry') || g.sp[s] < special(g, top.card, 'entry-plus').cost || g.stock[s] < 2) return [];
        if (prev.length === 0) return entryAreas(g, s);
        const after = structuredClone(g);
        placeFromStock(after, prev[0]!, s, 1);
        return neighboursOn(g, HQ_AREA[s]).filter((n) => room(after, n, s) > 0);
      },
      label: ({ g, top }, [a, b]) => ({
        ja: `予備隊投入 (${special(g, top.card, 'entry-plus').cost}SP): ${areaName(a!).ja} と ${areaName(b!).ja}`,
        en: `Commit reserves (${special(g, top.card, 'entry-plus').cost} SP): ${areaName(a!).en} and ${areaName(b!).en}`,
      }),
      perform: (c, [a, b]) => {
        const s = c.side as KSide;
        paySp(c.g, s, special(c.g, c.top.card, 'entry-plus').cost);
        placeFromStock(c.g, a!, s, 1);
        placeFromStock(c.g, b!, s, 1);
        c.ctx.log({
          text: {
            ja: `${SIDE_NAME[s].ja} 予備隊投入: ${areaName(a!).ja} と ${areaName(b!).ja}に1個ずつ`,
            en: `${SIDE_NAME[s].en} commits reserves: one each to ${areaName(a!).en} and ${areaName(b!).en}`,
          },
        });
        carried(c, `entry2 ${a} ${b}`, [a!, b!]);
      },
    },
    {
      verb: 'pass',
      when: ({ g, side, top }) => !possible(g, side as KSide, top.card),
      label: () => ({ ja: '実行できない (何もしない)', en: 'Nothing possible (pass)' }),
      perform: (c) => {
        c.ctx.log({
          text: {
            ja: `${SIDE_NAME[c.side as KSide].ja}の命令は実行できない`,
            en: `${SIDE_NAME[c.side as KSide].en}'s order cannot be carried out`,
          },
        });
        carried(c, 'pass', []);
      },
    },
  ],
};

export const decisions: DecisionTable<KochiG, KochiFrame> = { orders, carry, event };
