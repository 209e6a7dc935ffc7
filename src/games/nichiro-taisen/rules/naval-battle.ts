// 日露大戦 [rule 11.3] naval battle (optional rules, naval.ts): the battle lines, who fires at whom
// ([rule 11.3.1]; from revision 2 the larger side aims its extra ships itself, 'naval-assign'),
// simultaneous fire ([rule 11.3.2]), and 秋山真之 firing first ([rule 11.3.4]).
import type { PerformContext } from '#engine/types.ts';
import { SHIP_BY_ID } from '../data/counters.ts';
import { SIDE_NAME } from '../messages.ts';
import type { NavalBattle, NichiroG, NSide, NState, ShipState } from '../types.ts';
import { afloat, shipName, type Fleet } from './fleets.ts';
import { revisionOf } from './revision.ts';
import { goto } from './stack.ts';
import { changeMorale } from './victory.ts';

type S = NState;

function sinkCheck(state: S, ctx: PerformContext, id: string, byFortress = false): void {
  const g = state.g;
  const navy = g.navy!;
  const s = navy.ships[id]!;
  if (s.steps > 0) return;
  ctx.log({ text: { ja: `${shipName(id).ja} 撃沈`, en: `${shipName(id).en} sunk` } });
  if (id === navy.flagship && !navy.flagshipRevealed) {
    navy.flagshipRevealed = true;
    ctx.reveal();
    if (!byFortress) {
      ctx.log({
        text: {
          ja: `${shipName(id).ja} はマカロフ中将の旗艦だった (11.5)`,
          en: `${shipName(id).en} was Admiral Makarov's flagship (11.5)`,
        },
      });
      changeMorale(state, ctx, 'russia', -1, { ja: '旗艦撃沈 (11.5)', en: 'flagship sunk (11.5)' });
    }
  }
}

/** Take `steps` steps off a ship (a battle's hits, or the blockships' and mines'); a ship left with none sinks. */
export function damage(state: S, ctx: PerformContext, id: string, steps: number): void {
  const s = state.g.navy!.ships[id]!;
  const before = s.steps;
  s.steps = Math.max(0, s.steps - steps);
  if (s.steps === 1 && before === 2)
    ctx.log({ text: { ja: `${shipName(id).ja} 損傷`, en: `${shipName(id).en} damaged` } });
  sinkCheck(state, ctx, id);
}

function battleLine(g: NichiroG, fleet: Fleet): ShipState[] {
  // [rule 11.3.1] intact ships first, then damaged ones.
  return afloat(g, fleet).sort((a, b) => b.steps - a.steps);
}

/**
 * Who fires at whom ([rule 11.3.1]): one to one along the battle lines, then the larger side's extra
 * ships: those of `aims` first (its choice, revision 2), the rest each at the first enemy ship with
 * fewest shooters, so that every enemy ship draws two before any draws three. Without aims this is
 * the standard aim revision 1 always used: ship i at enemy i modulo the enemy line.
 */
function targets(mine: ShipState[], theirs: ShipState[], aims: readonly string[] = []): Map<string, string> {
  const out = new Map<string, string>();
  const count = new Map<string, number>(theirs.map((s) => [s.id, 0]));
  mine.forEach((s, i) => {
    const k = i - theirs.length;
    const target = k < 0 ? theirs[i]!.id : k < aims.length ? aims[k]! : fewest(theirs, count)[0]!;
    out.set(s.id, target);
    count.set(target, count.get(target)! + 1);
  });
  return out;
}

/** The enemy ships with the fewest shooters so far, in line order ([rule 11.3.1] two each before a third). */
function fewest(theirs: ShipState[], count: Map<string, number>): string[] {
  const min = Math.min(...theirs.map((s) => count.get(s.id)!));
  return theirs.filter((s) => count.get(s.id) === min).map((s) => s.id);
}

function volley(_state: S, ctx: PerformContext, shooters: ShipState[], aim: Map<string, string>): Map<string, number> {
  const hits = new Map<string, number>();
  for (const s of shooters) {
    if (s.steps <= 0) continue;
    const target = aim.get(s.id)!;
    const dice: number[] = [];
    for (let i = 0; i < s.steps; i++) dice.push(ctx.roll(6));
    const g = SHIP_BY_ID[s.id]!.gunnery;
    const n = dice.filter((d) => d <= g).length;
    ctx.log({
      text: {
        ja: `${shipName(s.id).ja} → ${shipName(target).ja}: ダイス ${dice.join(',')} (${g}以下で命中) 命中${n}`,
        en: `${shipName(s.id).en} → ${shipName(target).en}: dice ${dice.join(',')} (hit on ${g} or less), ${n} hit${n === 1 ? '' : 's'}`,
      },
    });
    if (n) hits.set(target, (hits.get(target) ?? 0) + n);
  }
  return hits;
}

/** [rule 11.3] the battle; with #04 秋山真之 Japan fires first and Russia answers with what is left ([rule 11.3.4]). */
export function navalBattle(
  state: S,
  ctx: PerformContext,
  jFleet: Fleet,
  rFleet: Fleet,
  akiyama: boolean,
  aims: readonly string[] = [],
): void {
  const g = state.g;
  const j = battleLine(g, jFleet);
  const r = battleLine(g, rFleet);
  if (j.length === 0 || r.length === 0) return;
  ctx.log({
    text: {
      ja: `海戦: ${j.length}隻 対 ${r.length}隻${akiyama ? ' (秋山真之: 日本軍が先に砲撃)' : ''}`,
      en: `Naval battle: ${j.length} against ${r.length}${akiyama ? ' (Akiyama: Japan fires first)' : ''}`,
    },
  });
  const jAim = targets(j, r, j.length > r.length ? aims : []);
  const rAim = targets(r, j, r.length > j.length ? aims : []);
  if (akiyama) {
    for (const [id, n] of volley(state, ctx, j, jAim)) damage(state, ctx, id, n);
    for (const [id, n] of volley(state, ctx, r, rAim)) damage(state, ctx, id, n);
    return;
  }
  const jHits = volley(state, ctx, j, jAim);
  const rHits = volley(state, ctx, r, rAim);
  for (const [id, n] of jHits) damage(state, ctx, id, n);
  for (const [id, n] of rHits) damage(state, ctx, id, n);
}

/** The lines of a battle: the larger side's (the one with extra ships), and the other's; null when equal. */
function larger(g: NichiroG, b: NavalBattle): { side: NSide; mine: ShipState[]; theirs: ShipState[] } | null {
  const j = battleLine(g, b.japan);
  const r = battleLine(g, b.russia);
  if (j.length === r.length) return null;
  return j.length > r.length ? { side: 'japan', mine: j, theirs: r } : { side: 'russia', mine: r, theirs: j };
}

/** [rule 11.3.1] The next extra ship to aim and the enemy ships it may fire at (none: all aimed). */
export function assignOptions(g: NichiroG, b: NavalBattle, side: NSide): { ship: string | null; targets: string[] } {
  const l = larger(g, b);
  if (!l || l.side !== side) return { ship: null, targets: [] };
  const next = l.theirs.length + b.aims.length;
  if (next >= l.mine.length) return { ship: null, targets: [] };
  const count = new Map<string, number>(l.theirs.map((s) => [s.id, 1]));
  for (const a of b.aims) count.set(a, count.get(a)! + 1);
  return { ship: l.mine[next]!.id, targets: fewest(l.theirs, count) };
}

/** The aim of every extra ship if the rest keep the standard aim: [ship, target] pairs. */
export function assignDefault(g: NichiroG, b: NavalBattle, side: NSide): [string, string][] {
  const l = larger(g, b);
  if (!l || l.side !== side) return [];
  const aim = targets(l.mine, l.theirs, b.aims);
  return l.mine.slice(l.theirs.length + b.aims.length).map((s) => [s.id, aim.get(s.id)!]);
}

/**
 * A battle ([rule 11.3]), opened by the sortie decision on top of the stack. From revision 2 the side
 * with more ships aims its extra ships itself ([rule 11.3.1]): when it has a choice, a 'naval-assign'
 * decision takes the opening decision's place and the battle waits for it (true).
 */
export function startBattle(state: S, ctx: PerformContext, b: NavalBattle): boolean {
  const g = state.g;
  if (revisionOf(state) >= 2) {
    const l = larger(g, b);
    if (l) {
      fillForced(g, b, l.side);
      if (assignOptions(g, b, l.side).ship) {
        goto(ctx, { kind: 'naval-assign', sides: [l.side], battle: b });
        return true;
      }
    }
  }
  navalBattle(state, ctx, b.japan, b.russia, b.akiyama, b.aims);
  return false;
}

/** Aim every extra ship that has only one target left. */
function fillForced(g: NichiroG, b: NavalBattle, side: NSide): void {
  for (;;) {
    const o = assignOptions(g, b, side);
    if (!o.ship || o.targets.length !== 1) return;
    b.aims.push(o.targets[0]!);
  }
}

/**
 * The 'naval-assign' decision: aim the next extra ship at `target`, or (null) keep the standard aim
 * for the rest. Once every ship is aimed the battle is fought and the decision ends: the procedure
 * that opened the battle resumes.
 */
export function performAssign(state: S, ctx: PerformContext, side: NSide, b: NavalBattle, target: string | null): void {
  const g = state.g;
  if (target !== null) {
    b.aims.push(target);
    fillForced(g, b, side);
    if (assignOptions(g, b, side).ship) return;
  } else {
    for (const [, aim] of assignDefault(g, b, side)) b.aims.push(aim);
  }
  const l = larger(g, b)!;
  ctx.log({
    text: {
      ja: `${SIDE_NAME[side].ja}: 余剰艦の目標 ${l.mine
        .slice(l.theirs.length)
        .map((s, i) => `${shipName(s.id).ja}→${shipName(b.aims[i]!).ja}`)
        .join('、')} (11.3.1)`,
      en: `${SIDE_NAME[side].en} aims its extra ships: ${l.mine
        .slice(l.theirs.length)
        .map((s, i) => `${shipName(s.id).en} → ${shipName(b.aims[i]!).en}`)
        .join(', ')} (11.3.1)`,
    },
  });
  navalBattle(state, ctx, b.japan, b.russia, b.akiyama, b.aims);
  ctx.end();
}
