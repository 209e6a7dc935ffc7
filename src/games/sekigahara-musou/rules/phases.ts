// 関ヶ原無双: every decision, declared once — the West's secret setup ([rule 3.2]), the movement
// phase ([rule 7.0]), the combat phase (group, fix, resolve: [rule 8.3], [rule 8.4]), retreats
// ([rule 8.6]) and pursuit ([rule 8.7]), and the rebuild phase ([rule 9.0]).
import type { HexId } from '#engine/hex.ts';
import type { DecisionSpec, DecisionTable, PerformContext, Rejection, Text } from '#engine/types.ts';
import { adjacent, neighbours, riverBetween, roadBetween, terrainEnterable } from '../board.ts';
import { UKITA_HEXES } from '../data/units.ts';
import { DECISION_NAME, SIDE_NAME, nameArgs, reject, unitName } from '../messages.ts';
import type { SekiFrame, SekiG, SideId, UnitState } from '../types.ts';
import {
  countsAgainstLimit,
  destinations,
  editable,
  eastLimit,
  hexOf,
  moveBar,
  occupancy,
  other,
  unitAt,
} from './movement.ts';
import { groupingProblems, mayFight, mustFight, mustFightUnplanned } from './obligation.ts';
import { rebuildCandidates, rebuildSucceeds } from './rebuild.ts';
import { combatTerms, judge } from './resolution.ts';
import { pursuit, retreatHexes } from './retreat.ts';
import { beginTurn, enter, kill, mark, nextPhase, remove, retreatTo, type S } from './sequence.ts';

type F<K extends SekiFrame['kind']> = Extract<SekiFrame, { kind: K }>;

const unitArg = { name: 'unit', kind: 'unit' } as const;
const own = (g: SekiG, side: SideId) => Object.values(g.units).filter((u) => u.side === side);
const sorted = (xs: Iterable<string>) => [...xs].sort();
const nameOf = (g: SekiG, id: string) => unitName(g.units[id]!);
const names = (g: SekiG, ids: readonly string[]): Text => ({
  ja: ids.map((id) => nameOf(g, id).ja).join('・'),
  en: ids.map((id) => nameOf(g, id).en).join(', '),
});

// ---------------------------------------------------------------------------------------------
// [rule 3.2] setup

const setup: DecisionSpec<SekiG, F<'setup'>> = {
  name: DECISION_NAME.setup!,
  verbs: [
    {
      verb: 'akashi',
      public: false,
      args: [{ name: 'hex', kind: 'hex', secret: true }],
      options: () => UKITA_HEXES,
      label: (_c, [hex]) => ({
        ja: `明石全登の宇喜多隊を ${hex} に置く`,
        en: `Akashi Takenori's Ukita unit on ${hex}`,
      }),
      perform: (c, [hex]) => {
        const g = c.g;
        // In id order: a state read back from the database (JSONB) does not keep its keys' order.
        const ukita = Object.values(g.units)
          .filter((u) => u.id.startsWith('ukita-') && u.id !== 'ukita-honntai')
          .sort((a, b) => (a.id < b.id ? -1 : 1));
        let plain = 2;
        for (const u of ukita) editable(g, u.id).def = hexOf(u) === hex ? 'ukita-akashi' : `ukita-${plain++}`;
        c.ctx.log({
          text: { ja: '西軍が宇喜多隊を配置した (3.2)', en: 'The West has set up the Ukita units (3.2)' },
          own: {
            side: 'west',
            text: { ja: `明石全登は ${hex} の宇喜多隊`, en: `Akashi Takenori is the Ukita unit on ${hex}` },
          },
        });
        c.ctx.log({ text: { ja: '— 第1ターン (小早川マーカー 8)', en: '— Turn 1 (Kobayakawa marker 8)' } });
        beginTurn(c.state as S, c.ctx);
      },
      explain: () => reject('AKASHI_HEX', { legal: UKITA_HEXES.join(' ') }, '3.2'),
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// [rule 7.0] movement

const canMove = (g: SekiG, u: UnitState) => moveBar(g, u) === null && destinations(g, u).size > 0;

/**
 * The units that may move: listed in id order when shown, but checked one by one when an action is
 * only being validated (a search per unit is the costly part of listing).
 */
function movers(g: SekiG, side: SideId): Iterable<string> & { has(id: string): boolean } {
  return {
    has: (id) => {
      const u = g.units[id];
      return !!u && u.side === side && canMove(g, u);
    },
    [Symbol.iterator]: () =>
      sorted(
        own(g, side)
          .filter((u) => canMove(g, u))
          .map((u) => u.id),
      )[Symbol.iterator](),
  };
}

const BAR: Record<string, [string, string]> = {
  'not-on-map': ['NOT_ON_MAP', '7.1'],
  moved: ['MOVED', '7.1'],
  'no-move': ['NO_MOVE', '7.2'],
  pinned: ['PINNED', '7.3'],
  'east-limit': ['EAST_LIMIT', '7.4'],
};

const move: DecisionSpec<SekiG, F<'move'>> = {
  name: DECISION_NAME.move!,
  verbs: [
    {
      verb: 'move',
      role: 'unit-move',
      args: [unitArg, { name: 'to', kind: 'hex' }],
      options: ({ g, side }, prev) =>
        prev.length === 0 ? movers(g, side as SideId) : new Set(sorted(destinations(g, g.units[prev[0]!]!).keys())),
      label: ({ g }, [id, to]) => {
        const u = g.units[id!]!;
        const n = unitName(u);
        return { ja: `${n.ja} ${hexOf(u)}→${to}`, en: `${n.en} ${hexOf(u)}→${to}` };
      },
      perform: (c, [id, to]) => {
        const u = editable(c.g, id!);
        const from = hexOf(u)!;
        if (countsAgainstLimit(c.g, u)) c.g.eastLimitedMoves += 1;
        u.moved = true;
        const n = unitName(u);
        mark(c.g, [from, to!], `t${c.g.turn}-${c.side}-move`);
        c.ctx.log({ text: { ja: `${n.ja} ${from}→${to}`, en: `${n.en} ${from}→${to}` }, hexes: [from, to!] });
        enter(c.state as S, c.ctx, u.id, to!);
      },
      explain: ({ g, side }, [id, to]) => {
        const u = g.units[id ?? ''];
        if (!u || u.side !== side) return null;
        const bar = moveBar(g, u);
        if (bar)
          return reject(BAR[bar]![0] as 'MOVED', { ...nameArgs('unit', u), limit: eastLimit(g.turn) }, BAR[bar]![1]);
        return to
          ? reject(
              'UNREACHABLE',
              { ...nameArgs('unit', u), hex: to, legal: sorted(destinations(g, u).keys()).join(' ') },
              '7.2',
            )
          : null;
      },
    },
    {
      verb: 'end',
      role: 'end-step',
      label: () => ({ ja: '移動フェイズを終える', en: 'End the movement phase' }),
      perform: (c) => nextPhase(c.state as S, c.ctx, 'move', c.side as SideId),
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// [rule 8.0] combat

const planned = (top: F<'combat'>) => new Set(top.plan.flatMap((p) => [...p.attackers, ...p.defenders]));

/** The combat in which `id` stands alone on its side (it may take more opponents), or -1. */
function singleIn(top: F<'combat'>, id: string): number {
  return top.plan.findIndex(
    (p) => (p.attackers.length === 1 && p.attackers[0] === id) || (p.defenders.length === 1 && p.defenders[0] === id),
  );
}

/** [rule 8.2] attacking units that may take part: troop units, and commanders that must or may fight. */
function attackersAble(g: SekiG, side: SideId): Set<string> {
  return new Set([...mustFight(g, side).attackers, ...mayFight(g, side)]);
}

/**
 * The plan's units, those alone on their side of a combat (singleIn ≥ 0), and who stands where:
 * worked out once for a listing (the state does not change while it is listed).
 */
interface PlanIndex {
  taken: ReadonlySet<string>;
  single: ReadonlySet<string>;
  at: ReadonlyMap<HexId, UnitState>;
}

function indexPlan(g: SekiG, top: F<'combat'>): PlanIndex {
  const single = new Set<string>();
  for (const p of top.plan) {
    if (p.attackers.length === 1) single.add(p.attackers[0]!);
    if (p.defenders.length === 1) single.add(p.defenders[0]!);
  }
  return { taken: planned(top), single, at: occupancy(g) };
}

/** [rule 8.3] who may be grouped with `one`: opposite side, next to it; one of the two may already stand alone in a combat. */
function partners(
  g: SekiG,
  side: SideId,
  top: F<'combat'>,
  one: string,
  able: ReadonlySet<string> = attackersAble(g, side),
  plan: PlanIndex = indexPlan(g, top),
): string[] {
  const u = g.units[one]!;
  const { taken, single } = plan;
  const oneTaken = taken.has(one);
  // (The six hexes around it, from the map of who stands where: this is asked for every unit at
  // every combat listing, and a combat phase has one unit per hex, rule 2.3.)
  const out: string[] = [];
  for (const h of neighbours(hexOf(u)!)) {
    const o = plan.at.get(h);
    if (!o || o.side === u.side) continue;
    if (o.side === side && o.face !== 'troop' && !able.has(o.id)) continue;
    if (oneTaken ? taken.has(o.id) : taken.has(o.id) && !single.has(o.id)) continue;
    out.push(o.id);
  }
  return sorted(out);
}

/** [rule 8.3] the plan with `x` and `y` in one combat: joined to the combat where one stands alone, or a new one. */
function paired(g: SekiG, side: SideId, top: F<'combat'>, x: string, y: string): F<'combat'> {
  const plan = top.plan.map((p) => ({ attackers: [...p.attackers], defenders: [...p.defenders] }));
  const add = (k: number, id: string) =>
    (g.units[id]!.side === side ? plan[k]!.attackers : plan[k]!.defenders).push(id);
  const kx = singleIn(top, x);
  const ky = singleIn(top, y);
  const taken = planned(top);
  if (taken.has(x) && kx >= 0) add(kx, y);
  else if (taken.has(y) && ky >= 0) add(ky, x);
  else plan.push(g.units[x]!.side === side ? { attackers: [x], defenders: [y] } : { attackers: [y], defenders: [x] });
  return { ...top, plan };
}

/** An enemy unit `target` may be attacked by `id` in `top`: the target is free or alone on its side of a combat, and the two may be grouped. */
function attackable(
  g: SekiG,
  side: SideId,
  top: F<'combat'>,
  target: string,
  able?: ReadonlySet<string>,
  plan: PlanIndex = indexPlan(g, top),
): string[] {
  if (plan.taken.has(target) && !plan.single.has(target)) return [];
  return partners(g, side, top, target, able ?? attackersAble(g, side), plan).filter(
    (id) => g.units[id]!.side === side,
  );
}

/** [rule 8.3] the enemy units an attack may name now: each with at least one own unit that may join it. */
function targets(g: SekiG, side: SideId, top: F<'combat'>): string[] {
  // Who may attack is one answer for every target (the state does not change while they are listed).
  let able: ReadonlySet<string> | undefined;
  const plan = indexPlan(g, top);
  return sorted(
    Object.values(g.units)
      .filter(
        (u) =>
          u.side !== side &&
          u.where.kind === 'map' &&
          attackable(g, side, top, u.id, (able ??= attackersAble(g, side)), plan).length > 0,
      )
      .map((u) => u.id),
  );
}

/** The plan after `target` is grouped with each of `attackers` in turn (the first attack step by step). */
function attacked(g: SekiG, side: SideId, top: F<'combat'>, target: string, attackers: readonly string[]): F<'combat'> {
  return attackers.reduce((t, a) => paired(g, side, t, target, a), top);
}

/** Units that may open or extend a combat now: unplanned units that must or may fight, and units alone on their side of a combat. */
function openers(g: SekiG, side: SideId, top: F<'combat'>): string[] {
  const must = mustFight(g, side);
  const plan = indexPlan(g, top);
  const may = mayFight(g, side);
  const able = new Set([...must.attackers, ...may]);
  const fresh = [...must.attackers, ...may, ...must.defenders].filter((id) => !plan.taken.has(id));
  return sorted(new Set([...fresh, ...plan.single])).filter((id) => partners(g, side, top, id, able, plan).length > 0);
}

/** [rule 8.3] Why enemy `u` may not be named by an attack now (it is not among `legal`). */
function explainTarget(g: SekiG, side: SideId, top: F<'combat'>, u: UnitState, legal: string): Rejection {
  const args = { ...nameArgs('unit', u), legal };
  if (u.side === side) return reject('ATTACK_OWN', args, '8.3');
  const at = hexOf(u);
  if (!at) return reject('NOT_ON_MAP', args, '8.3');
  if (planned(top).has(u.id) && singleIn(top, u.id) < 0) return reject('ATTACK_IN_COMBAT', args, '8.3');
  const mine = own(g, side).filter((o) => o.where.kind === 'map' && adjacent(at, o.where.hex));
  if (!mine.length) return reject('ATTACK_NO_NEIGHBOUR', args, '8.3');
  // Each own unit next to it, and why it may not join.
  const able = attackersAble(g, side);
  const taken = planned(top);
  const why = mine.map((o) => {
    const n = unitName(o);
    return o.face !== 'troop' && !able.has(o.id)
      ? { ja: `${n.ja}(武将モードで戦闘できない)`, en: `${n.en} (on its commander face, may not fight)` }
      : taken.has(o.id)
        ? { ja: `${n.ja}(別の戦闘に加わっている)`, en: `${n.en} (in another combat)` }
        : { ja: `${n.ja}(この組み合わせでは加われない)`, en: `${n.en} (not in this grouping)` };
  });
  return reject(
    'ATTACK_NEIGHBOURS_UNABLE',
    { ...args, why: why.map((t) => t.en).join(', '), whyJa: why.map((t) => t.ja).join('、') },
    '8.3',
  );
}

/** [rule 8.3] Why own unit `w` may not join the attack on `u` in the plan `top` (so far). */
function explainWith(g: SekiG, side: SideId, top: F<'combat'>, u: UnitState, w: UnitState, legal: string): Rejection {
  const args = { ...nameArgs('unit', w), ...nameArgs('target', u), legal };
  if (w.side !== side) return reject('WITH_NOT_OWN', args, '8.3');
  const at = hexOf(w);
  const there = hexOf(u);
  if (!at || !there) return reject('NOT_ON_MAP', args, '8.3');
  if (!adjacent(at, there)) return reject('WITH_NOT_NEXT', args, '8.3');
  if (w.face !== 'troop' && !attackersAble(g, side).has(w.id)) return reject('WITH_CANNOT_FIGHT', args, '8.2');
  const k = top.plan.findIndex((p) => p.attackers.includes(w.id) || p.defenders.includes(w.id));
  if (k >= 0 && top.plan[k]!.defenders.includes(u.id)) return reject('WITH_ALREADY', args, '8.3');
  if (k >= 0) return reject('WITH_IN_OTHER_COMBAT', args, '8.3');
  return reject('NOT_GROUPABLE', { ...args, ...nameArgs('other', u) }, '8.3');
}

/** [rule 8.3] Why `a` and `b` may not be put in one combat. */
function explainGroup(
  g: SekiG,
  side: SideId,
  top: F<'combat'>,
  a: UnitState,
  b: UnitState | undefined,
  typed: string,
  legal: string,
): Rejection {
  const args = { ...nameArgs('unit', a), ...(b ? nameArgs('other', b) : { other: typed }), legal };
  if (!b) return reject('NOT_GROUPABLE', args, '8.3');
  if (a.side === b.side) return reject('GROUP_SAME_SIDE', args, '8.3');
  const [ha, hb] = [hexOf(a), hexOf(b)];
  if (!ha || !hb) return reject('NOT_ON_MAP', { ...nameArgs('unit', ha ? b : a) }, '8.3');
  if (!adjacent(ha, hb)) return reject('GROUP_NOT_NEXT', args, '8.3');
  const mover = a.side === side ? a : b;
  if (mover.face !== 'troop' && !attackersAble(g, side).has(mover.id))
    return reject('GROUP_CANNOT_FIGHT', { ...args, ...nameArgs('mover', mover) }, '8.2');
  const taken = planned(top);
  if (taken.has(a.id) && taken.has(b.id)) return reject('GROUP_BOTH_IN_COMBAT', args, '8.3');
  const busy = taken.has(a.id) && singleIn(top, a.id) < 0 ? a : taken.has(b.id) && singleIn(top, b.id) < 0 ? b : null;
  if (busy) return reject('GROUP_MANY_TO_MANY', { ...args, ...nameArgs('busy', busy) }, '8.3');
  return reject('NOT_GROUPABLE', args, '8.3');
}

/** [rule 8.6] Which retreat condition `to` fails: next hex, enterable, empty, not across a river off road, not next to an enemy. */
function explainRetreatHex(g: SekiG, u: UnitState, to: string, legal: string): Rejection {
  const args = { ...nameArgs('unit', u), hex: to, legal };
  const at = hexOf(u);
  if (!at || !neighbours(at).includes(to)) return reject('RETREAT_NOT_NEXT', args, '8.6');
  if (!terrainEnterable(to)) return reject('RETREAT_TERRAIN', args, '8.6');
  const there = unitAt(g, to);
  if (there) return reject('RETREAT_OCCUPIED', { ...args, ...nameArgs('other', there) }, '8.6');
  if (riverBetween(at, to) && !roadBetween(at, to)) return reject('RETREAT_RIVER', args, '8.6');
  const foe = neighbours(to)
    .map((h) => unitAt(g, h))
    .find((o) => o !== undefined && o.side !== u.side);
  if (foe) return reject('RETREAT_NEAR_ENEMY', { ...args, ...nameArgs('other', foe) }, '8.6');
  return reject('RETREAT_NOT_NEXT', args, '8.6');
}

/** [rule 8.2] the plan cannot be completed: something must still fight and nothing can be grouped. */
function stuck(g: SekiG, side: SideId, top: F<'combat'>): boolean {
  if (top.fixed || !top.plan.length || groupingProblems(g, side, top.plan).length === 0) return false;
  return openers(g, side, top).length === 0;
}

function resolve(c: { state: S; g: SekiG; ctx: PerformContext; top: F<'combat'> }, index: number): void {
  const { g, ctx } = c;
  const plan = c.top.plan[index]!;
  const t = combatTerms(g, plan.attackers, plan.defenders);
  const roll = {
    attacker: Array.from({ length: t.attacker.dice }, () => ctx.roll(6)),
    defender: Array.from({ length: t.defender.dice }, () => ctx.roll(6)),
  };
  const r = judge(g, plan.attackers, plan.defenders, roll);
  const side = (who: 'attacker' | 'defender'): SideId =>
    who === 'attacker' ? (c.top.sides[0] as SideId) : other(c.top.sides[0] as SideId);
  // Every die of both pools with its modifiers ([rule 8.5.3]): "[5][4][6][1] 各+1 → 3ヒット".
  const pool = (x: typeof r.attacker, ja: boolean) => {
    const mod = x.modifier + x.uphill + x.river;
    const sign = (n: number) => (n >= 0 ? `+${n}` : String(n));
    const why = [
      ...(x.uphill ? [ja ? `高所${x.uphill}` : `uphill ${x.uphill}`] : []),
      ...(x.river ? [ja ? `川越し${x.river}` : `river ${x.river}`] : []),
    ];
    const dice = x.rolled.map((d) => `[${d}]`).join('');
    const extra = why.length
      ? ` (${ja ? `修正${sign(x.modifier)} ` : `modifier ${sign(x.modifier)}, `}${why.join(ja ? ' ' : ', ')})`
      : '';
    return ja
      ? `${dice} 各${sign(mod)}${extra} → ${x.hits}ヒット`
      : `${dice} ${sign(mod)} each${extra} → ${x.hits} hit(s)`;
  };
  const hexes = [...plan.attackers, ...plan.defenders].map((id) => hexOf(g.units[id]!)!);
  mark(g, hexes, `t${g.turn}-${c.top.sides[0]}-combat${index}`);
  ctx.log({
    text: {
      ja: `戦闘 ${names(g, plan.attackers).ja} → ${names(g, plan.defenders).ja} (8.5): 兵力 ${t.attacker.total} 対 ${t.defender.total}、ダイス ${t.attacker.dice} 対 ${t.defender.dice}。攻撃側 ${pool(r.attacker, true)}、防御側 ${pool(r.defender, true)}。${r.loser ? `${r.loser === 'attacker' ? '攻撃側' : '防御側'}の負け (差${r.difference})` : '同数: 結果なし'}`,
      en: `Combat ${names(g, plan.attackers).en} → ${names(g, plan.defenders).en} (8.5): strength ${t.attacker.total} to ${t.defender.total}, dice ${t.attacker.dice} to ${t.defender.dice}. Attacker ${pool(r.attacker, false)}, defender ${pool(r.defender, false)}. ${r.loser ? `The ${r.loser} loses by ${r.difference}` : 'Equal hits: no result'}`,
    },
    hexes,
  });
  const sideOf = (who: 'attacker' | 'defender', ids: readonly string[], x: typeof r.attacker) => ({
    side: side(who),
    units: ids.map((id) => ({ id, name: nameOf(g, id), hex: hexOf(g.units[id]!)! })),
    total: x.total,
    dice: x.dice,
    modifier: x.modifier,
    uphill: x.uphill,
    river: x.river,
    rolled: [...x.rolled],
    hits: x.hits,
  });
  g.lastCombat = {
    attacker: sideOf('attacker', plan.attackers, r.attacker),
    defender: sideOf('defender', plan.defenders, r.defender),
    loser: r.loser,
    difference: r.difference,
  };
  const next = { ...c.top, done: [...c.top.done, index] };
  const queue: string[] = [];
  const vacated: HexId[] = [];
  for (const [id, fate] of Object.entries(r.fates)) {
    if (fate === 'removed') {
      remove(c.state, ctx, id);
      continue;
    }
    const u = editable(g, id);
    if (u.face === 'troop') {
      const before = unitName(u);
      u.face = 'commander';
      if (u.def === 'ukita-akashi') g.akashiRevealed = true;
      ctx.log({
        text: { ja: `${before.ja} は武将モードに (8.5.3)`, en: `${before.en} turns to its commander face (8.5.3)` },
      });
    }
    if (fate === 'flip') continue;
    if (r.loser === 'defender') vacated.push(hexOf(u)!);
    if (retreatHexes(g, u).length === 0) kill(c.state, ctx, id);
    else queue.push(id);
    if (c.state.result) return;
  }
  if (r.loser === 'defender' && vacated.length) next.pursuit = { attackers: plan.attackers, vacated };
  ctx.goto(next);
  if (queue.length) return ctx.call({ kind: 'retreat', sides: [side(r.loser!)], units: queue });
  continueCombat({ ...c, top: next });
}

/** After a combat (and its retreats): [rule 8.7] the pursuit, then the next combat or the next phase. */
function continueCombat(c: { state: S; g: SekiG; ctx: PerformContext; top: F<'combat'> }): void {
  if (c.state.result) return;
  const top = c.top;
  if (top.pursuit) {
    const p = pursuit(c.g, top.pursuit.attackers, top.pursuit.vacated);
    c.ctx.goto({ ...top, pursuit: null });
    if (p) return c.ctx.call({ kind: 'pursue', sides: top.sides, units: p.units, hexes: p.hexes, forced: p.forced });
  }
  if (top.done.length === top.plan.length) nextPhase(c.state, c.ctx, 'combat', top.sides[0] as SideId);
}

const combat: DecisionSpec<SekiG, F<'combat'>> = {
  name: DECISION_NAME.combat!,
  resume: (c) => continueCombat({ state: c.state as S, g: c.g, ctx: c.ctx, top: c.top }),
  verbs: [
    {
      // One combat at once: `attack <enemy> <own unit>…` is `group <enemy> <unit>` for each unit in turn.
      verb: 'attack',
      role: 'attack-target',
      args: [
        { name: 'target', kind: 'unit' },
        { name: 'with', kind: 'unit', many: true },
      ],
      options: ({ g, side, top }, prev) => {
        if (top.fixed) return [];
        if (prev.length === 0) return targets(g, side as SideId, top);
        const [target, ...chosen] = prev;
        const t = attacked(g, side as SideId, top, target!, chosen);
        return attackable(g, side as SideId, t, target!).filter((id) => !chosen.includes(id));
      },
      label: ({ g }, [target, ...units]) => {
        const [a, b] = [names(g, units), nameOf(g, target!)];
        return { ja: `${a.ja} で ${b.ja} を攻撃`, en: `${a.en} ${units.length > 1 ? 'attack' : 'attacks'} ${b.en}` };
      },
      perform: (c, [target, ...units]) => c.ctx.goto(attacked(c.g, c.side as SideId, c.top, target!, units)),
      explain: ({ g, side, top }, [target, ...units]) => {
        if (top.fixed) return reject('FIXED', {}, '8.4');
        const u = g.units[target ?? ''];
        if (!u) return null;
        const legal = targets(g, side as SideId, top);
        if (!legal.includes(u.id)) return explainTarget(g, side as SideId, top, u, legal.join(' ') || '—');
        for (let i = 0; i < units.length; i++) {
          const ok = attackable(
            g,
            side as SideId,
            attacked(g, side as SideId, top, u.id, units.slice(0, i)),
            u.id,
          ).filter((id) => !units.slice(0, i).includes(id));
          const w = g.units[units[i]!];
          if (w && !ok.includes(w.id))
            return explainWith(
              g,
              side as SideId,
              attacked(g, side as SideId, top, u.id, units.slice(0, i)),
              u,
              w,
              ok.join(' ') || '—',
            );
        }
        return null;
      },
    },
    {
      verb: 'group',
      args: [unitArg, { name: 'with', kind: 'unit' }],
      options: ({ g, side, top }, prev) =>
        top.fixed
          ? []
          : prev.length === 0
            ? openers(g, side as SideId, top)
            : partners(g, side as SideId, top, prev[0]!),
      label: ({ g }, [x, y]) => {
        const [a, b] = [nameOf(g, x!), nameOf(g, y!)];
        return { ja: `${a.ja} と ${b.ja} を同じ戦闘に`, en: `${a.en} and ${b.en} in one combat` };
      },
      perform: (c, [x, y]) => c.ctx.goto(paired(c.g, c.side as SideId, c.top, x!, y!)),
      explain: ({ g, side, top }, [x, y]) => {
        if (top.fixed) return reject('FIXED', {}, '8.4');
        const [a, b] = [g.units[x ?? ''], g.units[y ?? '']];
        if (!a) return null;
        const with_ = openers(g, side as SideId, top).includes(a.id) ? partners(g, side as SideId, top, a.id) : [];
        return explainGroup(g, side as SideId, top, a, b, y ?? '', with_.join(' ') || '—');
      },
    },
    {
      // Offered only when the plan is stuck (a unit that must fight can no longer be grouped): a
      // grouping is otherwise built forward and fixed, never taken apart and rebuilt at will.
      verb: 'ungroup',
      args: [{ name: 'combat', kind: 'number' }],
      options: ({ g, side, top }) => (stuck(g, side as SideId, top) ? top.plan.map((_p, i) => String(i + 1)) : []),
      label: ({ g, top }, [n]) => {
        const p = top.plan[Number(n) - 1]!;
        return {
          ja: `戦闘${n}を取り消す (${names(g, p.attackers).ja} → ${names(g, p.defenders).ja})`,
          en: `Drop combat ${n} (${names(g, p.attackers).en} → ${names(g, p.defenders).en})`,
        };
      },
      perform: (c, [n]) => c.ctx.goto({ ...c.top, plan: c.top.plan.filter((_p, i) => i !== Number(n) - 1) }),
      explain: ({ g, side, top }) => (stuck(g, side as SideId, top) ? null : reject('NOT_STUCK', {}, '8.2')),
    },
    {
      verb: 'fight',
      role: 'attack-confirm',
      when: ({ g, side, top }) => !top.fixed && groupingProblems(g, side as SideId, top.plan).length === 0,
      label: ({ top }) =>
        top.plan.length
          ? { ja: `${top.plan.length}件の戦闘を確定する (8.4)`, en: `Fix the ${top.plan.length} combat(s) (8.4)` }
          : { ja: '戦闘せずに戦闘フェイズを終える', en: 'End the combat phase without combat' },
      perform: (c) => {
        const next = { ...c.top, fixed: true };
        const list = (ja: boolean) =>
          next.plan
            .map(
              (p, i) =>
                `${i + 1}. ${names(c.g, p.attackers)[ja ? 'ja' : 'en']} → ${names(c.g, p.defenders)[ja ? 'ja' : 'en']}`,
            )
            .join(ja ? '、' : '; ');
        if (next.plan.length)
          c.ctx.log({
            text: {
              ja: `${SIDE_NAME[c.side as SideId].ja}の戦闘 (8.4): ${list(true)}`,
              en: `${SIDE_NAME[c.side as SideId].en}'s combats (8.4): ${list(false)}`,
            },
          });
        c.ctx.goto(next);
        if (!next.plan.length) nextPhase(c.state as S, c.ctx, 'combat', c.side as SideId);
      },
      explain: ({ g, side, top }) => {
        if (top.fixed) return reject('FIXED', {}, '8.4');
        // The plan is built pair by pair, so its combats have their shape (8.3): what is missing is who must fight.
        const left = mustFightUnplanned(g, side as SideId, top.plan);
        return reject('MUST_FIGHT', { unit: names(g, left).en, unitJa: names(g, left).ja, ids: left.join(' ') }, '8.2');
      },
    },
    {
      verb: 'resolve',
      when: ({ top }) => top.fixed,
      args: [{ name: 'combat', kind: 'number' }],
      options: ({ top }) =>
        top.fixed ? top.plan.map((_p, i) => String(i + 1)).filter((n) => !top.done.includes(Number(n) - 1)) : [],
      label: ({ g, top }, [n]) => {
        const p = top.plan[Number(n) - 1]!;
        return {
          ja: `戦闘${n}を解決 (${names(g, p.attackers).ja} → ${names(g, p.defenders).ja})`,
          en: `Resolve combat ${n} (${names(g, p.attackers).en} → ${names(g, p.defenders).en})`,
        };
      },
      perform: (c, [n]) => resolve({ state: c.state as S, g: c.g, ctx: c.ctx, top: c.top }, Number(n) - 1),
      explain: ({ top }, [n]) => {
        if (!top.fixed) return reject('NOT_FIXED', {}, '8.4');
        const left = top.plan.map((_p, i) => String(i + 1)).filter((k) => !top.done.includes(Number(k) - 1));
        const k = Number(n) - 1;
        const done = Number.isInteger(k) && k >= 0 && k < top.plan.length && top.done.includes(k);
        return reject(done ? 'COMBAT_DONE' : 'NO_COMBAT', { n: n ?? '', legal: left.join(' ') }, '8.4');
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// [rule 8.6] retreat, [rule 8.7] pursuit

const retreat: DecisionSpec<SekiG, F<'retreat'>> = {
  name: DECISION_NAME.retreat!,
  verbs: [
    {
      verb: 'retreat',
      args: [unitArg, { name: 'to', kind: 'hex' }],
      options: ({ g, top }, prev) => (prev.length === 0 ? top.units : retreatHexes(g, g.units[prev[0]!]!)),
      label: ({ g }, [id, to]) => {
        const u = g.units[id!]!;
        const n = unitName(u);
        return { ja: `${n.ja} ${hexOf(u)}→${to} へ退却`, en: `${n.en} retreats ${hexOf(u)}→${to}` };
      },
      perform: (c, [id, to]) => {
        const state = c.state as S;
        retreatTo(state, c.ctx, id!, to!);
        if (state.result) return;
        const rest: string[] = [];
        for (const other of c.top.units.filter((x) => x !== id)) {
          const u = c.g.units[other]!;
          if (retreatHexes(c.g, u).length === 0) kill(state, c.ctx, other);
          else rest.push(other);
          if (state.result) return;
        }
        if (rest.length) c.ctx.goto({ ...c.top, units: rest });
        else c.ctx.end();
      },
      explain: ({ g, top }, [id, to]) => {
        const u = g.units[id ?? ''];
        if (!u) return null;
        if (!top.units.includes(u.id))
          return reject('NOT_RETREATING', { ...nameArgs('unit', u), legal: top.units.join(' ') }, '8.6');
        return explainRetreatHex(g, u, to ?? '', retreatHexes(g, u).join(' '));
      },
    },
  ],
};

const pursue: DecisionSpec<SekiG, F<'pursue'>> = {
  name: DECISION_NAME.pursue!,
  verbs: [
    {
      verb: 'pursue',
      args: [unitArg, { name: 'to', kind: 'hex' }],
      options: ({ top }, prev) => (prev.length === 0 ? top.units : top.hexes),
      label: ({ g }, [id, to]) => {
        const u = g.units[id!]!;
        const n = unitName(u);
        return { ja: `${n.ja} ${hexOf(u)}→${to} へ追撃`, en: `${n.en} pursues ${hexOf(u)}→${to}` };
      },
      perform: (c, [id, to]) => {
        const u = c.g.units[id!]!;
        const from = hexOf(u)!;
        const n = unitName(u);
        mark(c.g, [from, to!]);
        c.ctx.log({
          text: { ja: `${n.ja} ${from}→${to} へ追撃 (8.7)`, en: `${n.en} pursues ${from}→${to} (8.7)` },
          hexes: [from, to!],
        });
        enter(c.state as S, c.ctx, u.id, to!);
        c.ctx.end();
      },
      explain: ({ g, top }, [id]) => {
        const u = g.units[id ?? ''];
        if (!u) return null;
        if (!top.units.includes(u.id))
          return reject('NOT_PURSUER', { ...nameArgs('unit', u), legal: top.units.join(' ') }, '8.7');
        return reject('PURSUE_HEX', { legal: top.hexes.join(' ') }, '8.7');
      },
    },
    {
      verb: 'stay',
      role: 'end-step',
      when: ({ top }) => !top.forced,
      label: () => ({ ja: '追撃しない', en: 'Do not pursue' }),
      perform: (c) => c.ctx.end(),
      explain: ({ top }) => (top.forced ? reject('PURSUIT_FORCED', {}, '8.7') : null),
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// [rule 9.0] rebuild

const tried = (g: SekiG, side: SideId) =>
  new Set(
    own(g, side)
      .filter((u) => u.moved)
      .map((u) => u.id),
  );

const rebuild: DecisionSpec<SekiG, F<'rebuild'>> = {
  name: DECISION_NAME.rebuild!,
  verbs: [
    {
      verb: 'rebuild',
      args: [unitArg],
      // A commander tries once a phase ([rule 9.2]); `moved` marks the try (no move follows in this phase).
      options: ({ g, side }) => rebuildCandidates(g, side as SideId).filter((id) => !tried(g, side as SideId).has(id)),
      label: ({ g }, [id]) => {
        const n = unitName(g.units[id!]!);
        return { ja: `${n.ja} の再編成を試みる`, en: `Try to rebuild ${n.en}` };
      },
      perform: (c, [id]) => {
        const u: UnitState = editable(c.g, id!);
        const die = c.ctx.roll(6);
        const n = unitName(u);
        u.moved = true;
        const ok = rebuildSucceeds(u, die);
        if (ok) u.face = 'troop';
        mark(c.g, [hexOf(u)!], `t${c.g.turn}-${c.side}-rebuild`);
        c.ctx.log({
          text: {
            ja: `${n.ja} 再編成: ダイス ${die} → ${ok ? '部隊モードに復帰' : '失敗'} (9.2)`,
            en: `${n.en} rebuild: die ${die} → ${ok ? 'back to its troop face' : 'fails'} (9.2)`,
          },
        });
      },
      explain: ({ g, side }, [id]) => {
        const u = g.units[id ?? ''];
        if (!u || u.side !== side) return null;
        const at = hexOf(u);
        if (!at) return reject('NOT_ON_MAP', { ...nameArgs('unit', u) }, '9.2');
        if (u.face !== 'commander') return reject('REBUILD_TROOP', { ...nameArgs('unit', u) }, '9.2');
        const foe = neighbours(at)
          .map((h) => unitAt(g, h))
          .find((o) => o !== undefined && o.side !== u.side && o.face === 'troop');
        if (foe) return reject('REBUILD_ENEMY_NEXT', { ...nameArgs('unit', u), ...nameArgs('other', foe) }, '9.2');
        return tried(g, side as SideId).has(u.id) ? reject('REBUILD_TRIED', { ...nameArgs('unit', u) }, '9.2') : null;
      },
    },
    {
      verb: 'end',
      role: 'end-step',
      label: () => ({ ja: '再編成フェイズを終える', en: 'End the rebuild phase' }),
      perform: (c) => nextPhase(c.state as S, c.ctx, 'rebuild', c.side as SideId),
    },
  ],
};

export const decisions: DecisionTable<SekiG, SekiFrame> = { setup, move, combat, retreat, pursue, rebuild };

export { SIDE_NAME };
