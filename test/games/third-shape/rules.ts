// 三国鼎立 (Triad): the rules (types.ts has the whole rulebook). Options list what is legal; the
// perform functions carry out what the engine has checked; the explain functions say why not.
import { finishGame } from '#engine/engine.ts';
import type { DecisionCtx, PerformCtx, Rejection } from '#engine/types.ts';
import { reject, SIDE_NAME, T } from './messages.ts';
import {
  ADJACENT,
  AREAS,
  GOAL,
  MAX_TROOPS,
  ORDERS,
  ROUNDS,
  SIDES,
  type Area,
  type Order,
  type OrderKind,
  type TriadDecision,
  type TriadG,
  type TSide,
} from './types.ts';

type Ctx<K extends TriadDecision['kind']> = DecisionCtx<TriadG, Extract<TriadDecision, { kind: K }>>;
type PCtx<K extends TriadDecision['kind']> = PerformCtx<TriadG, Extract<TriadDecision, { kind: K }>>;

export const ownAreas = (g: TriadG, s: TSide): Area[] => AREAS.filter((a) => g.areas[a].owner === s);
export const alive = (g: TriadG): TSide[] => SIDES.filter((s) => !g.out.includes(s));
const isArea = (a: string): a is Area => (AREAS as readonly string[]).includes(a);

/** [rule 4.1] Where an attack on `target` comes from: the strongest own neighbour with 2+ troops. */
export function attackSource(g: TriadG, s: TSide, target: Area): Area | null {
  let best: Area | null = null;
  for (const a of AREAS) {
    if (!ADJACENT[target].includes(a) || g.areas[a].owner !== s || g.areas[a].troops < 2) continue;
    if (!best || g.areas[a].troops > g.areas[best].troops) best = a;
  }
  return best;
}

/** The areas an order may name for side `s` now ([rule 3.1] [rule 3.2] [rule 3.3]). */
export function orderAreas(g: TriadG, s: TSide, order: OrderKind): Area[] {
  switch (order) {
    case 'attack':
      return AREAS.filter((a) => g.areas[a].owner !== s && attackSource(g, s, a) !== null);
    case 'defend':
      return ownAreas(g, s);
    case 'muster':
      return ownAreas(g, s).filter((a) => g.areas[a].troops < MAX_TROOPS);
  }
}

// ---------------------------------------------------------------------------------------------
// The orders ([rule 2.1] [rule 2.2])

export function orderOptions(c: Ctx<'orders'>, prev: readonly string[]): string[] {
  const s = c.side as TSide;
  if (prev.length === 0) return ORDERS.filter((o) => orderAreas(c.g, s, o).length > 0);
  return orderAreas(c.g, s, prev[0] as OrderKind);
}

/** Why `order <kind> <area>` is refused, where the rules have something to say. */
export function explainOrder(c: Ctx<'orders'>, args: readonly string[]): Rejection | null {
  const [order, area] = args;
  if (!area || !isArea(area)) return null;
  const s = c.side as TSide;
  const g = c.g;
  if (order === 'attack') {
    if (g.areas[area].owner === s) return reject('OWN_AREA', area, '3.3');
    if (!ADJACENT[area].some((a) => g.areas[a].owner === s)) return reject('NOT_ADJACENT', area, '3.3');
    return reject('TOO_FEW_TROOPS', area, '3.3');
  }
  if (order === 'defend' || order === 'muster') {
    const rule = order === 'defend' ? '3.2' : '3.1';
    if (g.areas[area].owner !== s) return reject('NOT_YOURS', area, rule);
    if (order === 'muster') return reject('FULL', area, '3.1');
  }
  return null;
}

/**
 * [rule 2.1] One side's order: kept secret (the public log says only that it was given; the side's
 * own log line says what), and when it was the last one owed, every order is carried out.
 */
export function giveOrder(c: PCtx<'orders'>, args: readonly string[]): void {
  const s = c.side as TSide;
  const order: Order = { order: args[0] as OrderKind, area: args[1] as Area };
  c.g.orders[s] = order;
  c.ctx.log({ text: T.orderGiven(s), own: { side: s, text: T.ownOrder(s, order) } });
  const rest = c.top.sides.filter((x) => x !== s);
  c.ctx.goto({ kind: 'orders', sides: rest });
  if (rest.length === 0) carryOut(c);
}

/** [rule 2.2] Every order is revealed; musters, then the attacks in side order. */
function carryOut(c: PCtx<'orders'>): void {
  const g = c.g;
  const given = SIDES.filter((s) => g.orders[s]).map((s) => [s, g.orders[s]!] as [TSide, Order]);
  c.ctx.reveal();
  c.ctx.log({ text: T.revealed(g.round, given) });
  g.revealed = Object.fromEntries(given);
  g.lastAreas = [];
  g.defended = given.filter(([, o]) => o.order === 'defend').map(([, o]) => o.area);
  for (const [s, o] of given) {
    if (o.order !== 'muster') continue;
    // [rule 3.1] The area was the side's when the order was given, and nothing has moved since.
    const a = g.areas[o.area];
    const n = Math.min(2, MAX_TROOPS - a.troops);
    a.troops += n;
    g.lastAreas.push(o.area);
    c.ctx.log({ text: T.mustered(s, o.area, n), hexes: [o.area] });
  }
  g.attacks = given.filter(([, o]) => o.order === 'attack').map(([s]) => s);
  continueAttacks(c);
}

/**
 * Carry out the attacks still queued; an attack whose advance is a choice asks it (a decision
 * called on top of the orders frame, whose `resume` comes back here).
 */
export function continueAttacks(c: PCtx<'orders'>): void {
  const g = c.g;
  while (g.attacks.length) {
    const s = g.attacks.shift()!;
    const ask = attack(c, s, g.orders[s]!);
    if (ask) {
      c.ctx.call(ask);
      return;
    }
  }
  endOfOrders(c);
}

/** [rule 4.1] [rule 4.2] [rule 4.3] [rule 4.4] One attack; the advance to ask, if any. */
function attack(c: PCtx<'orders'>, s: TSide, o: Order): TriadDecision | null {
  const g = c.g;
  const target = g.areas[o.area];
  const from = target.owner === s ? null : attackSource(g, s, o.area);
  if (!from) {
    c.ctx.log({ text: T.lapsed(s, o) });
    return null;
  }
  const src = g.areas[from];
  const aBase = src.troops - 1;
  const aDie = c.ctx.roll(6);
  const dBase = target.troops;
  const dDie = c.ctx.roll(6);
  const bonus = target.owner && g.defended.includes(o.area) ? 2 : 0;
  const aTotal = aBase + aDie;
  const dTotal = dBase + dDie + bonus;
  g.lastAreas.push(from, o.area);
  c.ctx.log({
    text: T.battle(s, from, o.area, target.owner, [aBase, aDie, aTotal], [dBase + bonus, dDie, dTotal]),
    hexes: [from, o.area],
  });
  if (aTotal <= dTotal) {
    src.troops -= 1;
    c.ctx.log({ text: T.repulsed(s, from), hexes: [from] });
    return null;
  }
  target.owner = s;
  target.troops = 0;
  c.ctx.log({ text: T.taken(s, o.area), hexes: [o.area] });
  const max = src.troops - 1;
  if (max === 1) {
    advance(c, s, from, o.area, 1);
    return null;
  }
  return { kind: 'advance', sides: [s], area: o.area, from, max };
}

function advance(c: PerformCtx<TriadG, TriadDecision>, s: TSide, from: Area, to: Area, n: number): void {
  c.g.areas[from].troops -= n;
  c.g.areas[to].troops = n;
  c.ctx.log({ text: T.advanced(s, n, from, to), hexes: [from, to] });
}

export function advanceOptions(c: Ctx<'advance'>): string[] {
  return Array.from({ length: c.top.max }, (_, i) => String(i + 1));
}

/** [rule 4.3] The advance chosen; then the attacks go on (the orders frame's resume). */
export function performAdvance(c: PCtx<'advance'>, args: readonly string[]): void {
  advance(c, c.side as TSide, c.top.from, c.top.area, Number(args[0]));
  c.ctx.end();
}

/** Every order carried out: sides out, [rule 6.1] the goal, [rule 6.2] the last side; else the levy. */
function endOfOrders(c: PerformCtx<TriadG, TriadDecision>): void {
  const g = c.g;
  g.orders = {};
  g.attacks = [];
  g.defended = [];
  for (const s of alive(g)) {
    if (ownAreas(g, s).length === 0) {
      g.out.push(s);
      c.ctx.log({ text: T.out(s) });
    }
  }
  const holder = g.areas[GOAL].owner;
  if (holder) return finishGame(c.state, c.ctx, holder, SIDE_NAME[holder], T.goal(holder));
  const left = alive(g);
  if (left.length === 1) return finishGame(c.state, c.ctx, left[0]!, SIDE_NAME[left[0]!], T.lastStanding(left[0]!));
  c.ctx.goto({ kind: 'levy', sides: [steward(g)] });
}

/** [rule 5.1] The round's steward. */
export function steward(g: TriadG): TSide {
  for (let i = 0; i < SIDES.length; i++) {
    const s = SIDES[(g.round - 1 + i) % SIDES.length]!;
    if (!g.out.includes(s)) return s;
  }
  throw new Error('no side left');
}

export function levyOptions(c: Ctx<'levy'>): Area[] {
  return ownAreas(c.g, c.side as TSide).filter((a) => c.g.areas[a].troops < MAX_TROOPS);
}

export function explainLevy(c: Ctx<'levy'>, args: readonly string[]): Rejection | null {
  const a = args[0];
  if (!a || !isArea(a)) return null;
  return c.g.areas[a].owner !== c.side ? reject('NOT_YOURS', a, '5.1') : reject('FULL', a, '5.1');
}

/** [rule 5.1] The levy (no area given: the steward passes, every area of its own being full). */
export function performLevy(c: PCtx<'levy'>, args: readonly string[]): void {
  const s = c.side as TSide;
  const a = args[0] as Area | undefined;
  if (a) {
    c.g.areas[a].troops += 1;
    c.g.lastAreas = [a];
    c.ctx.log({ text: T.levied(s, a), hexes: [a] });
  } else {
    c.ctx.log({ text: T.levyPassed(s) });
  }
  nextRound(c);
}

/** [rule 6.3] The end after the last round, or the next round's orders. */
function nextRound(c: PCtx<'levy'>): void {
  if (c.g.round >= ROUNDS) return finalScore(c);
  c.g.round += 1;
  c.ctx.goto({ kind: 'orders', sides: alive(c.g) });
}

function finalScore(c: PerformCtx<TriadG, TriadDecision>): void {
  const g = c.g;
  const score = (s: TSide) => ownAreas(g, s).length;
  const troops = (s: TSide) => ownAreas(g, s).reduce((n, a) => n + g.areas[a].troops, 0);
  const left = alive(g);
  const most = Math.max(...left.map(score));
  let tied = left.filter((s) => score(s) === most);
  if (tied.length > 1) {
    const t = Math.max(...tied.map(troops));
    tied = tied.filter((s) => troops(s) === t);
  }
  const winner = tied.length === 1 ? tied[0]! : null;
  finishGame(c.state, c.ctx, winner, winner ? SIDE_NAME[winner] : null, T.mostAreas(winner, most));
}
