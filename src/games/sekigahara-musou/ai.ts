// 関ヶ原無双: hints for the generic computer players and the AI seat (src/ai).
//
// The evaluation reads the turn, the 小早川 marker, the exits reached, where the units stand and
// which face they show, and counts the combats those places make certain at their odds. It reads
// the state it is given: the East's players give it a projection or a determinization, where
// 明石全登 stands under a guessed 宇喜多隊 (project, determinize below), never the real one (rule 3.2).
//
// The projection hides the West's one secret from the East: which hidden 宇喜多隊 is 明石全登's
// (the four show the same face until his turns over). The West's set-up has no other secret: the
// four 宇喜多隊 stand on fixed hexes, and the only choice is that one. The East has no secret.
import { LRUCache } from 'lru-cache';
import type { GameAi } from '#ai/player.ts';
import type { Rand } from '#ai/rand.ts';
import type { Action, GameState, Side } from '#engine/types.ts';
import { distance, neighbours } from './board.ts';
import { EXITS } from './data/map.ts';
import { SUDDEN_DEATH, UNIT_BY_ID } from './data/units.ts';
import {
  editable,
  faceOf,
  hexOf,
  occupancy,
  other,
  perPosition,
  TOKUGAWA_HONNTAI,
  unitList,
} from './rules/movement.ts';
import { type Combat, mayFight, mustFight } from './rules/obligation.ts';
import { retreatHexesIn } from './rules/retreat.ts';
import { combatTerms, perDie } from './rules/resolution.ts';
import type { SekiFrame, SekiG, SideId, UnitState } from './types.ts';

type S = GameState<SekiG, SekiFrame>;

/** (rule 4.1) the turn at whose check the West wins with the marker beyond 7. */
const WEST_TURN = 6;

const nextToEnemyTroop = (at: ReadonlyMap<string, UnitState>, hex: string, side: SideId) =>
  neighbours(hex).some((n) => {
    const o = at.get(n);
    return !!o && o.side !== side && o.face === 'troop';
  });

// ---------------------------------------------------------------------------------------------
// The combats to come, at their odds (rules 8.2, 8.5 and 8.6). Each side's troop units next to an enemy
// troop unit cannot move away (7.3) and must fight in both sides' combat phases (8.2), so the next
// combats are mostly fixed by where the units stand; a commander next to an enemy troop unit is
// attacked, and a lost combat turns the marker (4.2). The evaluation counts them at their odds.

/** (rule 8.5.3) one die's chance to hit with `modifier` added to it: a 1 never hits, a 6 always does. */
function hitChance(modifier: number): number {
  let faces = 1;
  for (let d = 2; d <= 5; d++) if (d + modifier >= 5) faces++;
  return faces / 6;
}

/** hitsOdds for n dice at `modifier` (rule 8.5.3), worked out once per pair: read-only. */
const ODDS = new Map<number, readonly number[]>();
function diceOdds(n: number, modifier: number): readonly number[] {
  const key = n * 64 + modifier + 32;
  let odds = ODDS.get(key);
  if (!odds) ODDS.set(key, (odds = hitsOdds(n, hitChance(modifier))));
  return odds;
}

/** The chance of 0…n hits for n dice that each hit with chance p. */
function hitsOdds(n: number, p: number): number[] {
  let odds = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(odds.length + 1).fill(0);
    for (let k = 0; k < odds.length; k++) {
      next[k]! += odds[k]! * (1 - p);
      next[k + 1]! += odds[k]! * p;
    }
    odds = next;
  }
  return odds;
}

/** What the combats to come are worth to the East, as expected values. */
interface Swing {
  /** Turns of the marker the East's way (4.2: −1 per West commander's retreat, −2 per one killed). */
  marker: number;
  /** Strength the West loses minus strength the East loses. */
  strength: number;
  /** The chance the East wins at once minus the West's (4.3). */
  decided: number;
}

/** (rule 8.5.3, 8.6) `losers` lose by `difference`, with chance `p`: what it is worth to the East. */
function lose(
  g: SekiG,
  at: ReadonlyMap<string, UnitState>,
  losers: readonly string[],
  difference: number,
  p: number,
  out: Swing,
): void {
  for (const id of losers) {
    const u = g.units[id]!;
    const d = UNIT_BY_ID.get(u.def)!;
    const sign = u.side === 'east' ? 1 : -1;
    if (u.face === 'troop' && !d.commander) {
      out.strength -= sign * p * d.troop.strength; // removed
      continue;
    }
    if (u.face === 'troop') out.strength -= sign * p * (d.troop.strength - d.commander!.strength);
    if (u.face === 'troop' && difference === 1) continue; // it only flips
    if (u.id === TOKUGAWA_HONNTAI) {
      out.decided -= p; // (4.3) 家康 retreats or is killed
      continue;
    }
    if (canRetreat(g, at, u)) {
      out.marker -= sign * p;
      continue;
    }
    out.marker -= 2 * sign * p; // killed (8.6)
    out.strength -= sign * p * d.commander!.strength;
    if ((SUDDEN_DEATH.west as readonly string[]).includes(id)) {
      const mate = SUDDEN_DEATH.west.find((w) => w !== id)!;
      if (g.units[mate]?.where.kind === 'gone') out.decided += p;
    }
  }
}

/**
 * (rule 8.6) `u` has a hex to retreat to: kept per placement (it reads who stands where, and `u`'s
 * movement allowance, which is in the key), as lose() asks it of a unit for each result of each
 * combat to come, in every position the search evaluates.
 */
function canRetreat(g: SekiG, at: ReadonlyMap<string, UnitState>, u: UnitState): boolean {
  const memo = perPosition(g, 'ai-retreat', () => new Map<string, boolean>());
  const key = `${u.id} ${faceOf(u).move}`;
  let yes = memo.get(key);
  if (yes === undefined) memo.set(key, (yes = retreatHexesIn((h) => at.get(h), u).length > 0));
  return yes;
}

/** The chances of a combat's four results: the defender loses by 1, by 2 or more; the attacker by 1, by 2 or more. */
type Results = readonly [number, number, number, number];

/**
 * results() per combat and the hexes, faces and kinds of its units (all its terms depend on: rule
 * 8.5), those met last kept: the same combats stand in most positions a search evaluates.
 */
const RESULTS = new LRUCache<string, Results>({ max: 5000 });

/** (rule 8.5.3) the chances of `c`'s results at its odds. */
function results(g: SekiG, c: Combat): Results {
  let key = '';
  for (const id of c.attackers) key += unitKey(g.units[id]!);
  key += '|';
  for (const id of c.defenders) key += unitKey(g.units[id]!);
  let r = RESULTS.get(key);
  if (r) return r;
  const t = combatTerms(g, c.attackers, c.defenders);
  const a = diceOdds(t.attacker.dice, perDie(t.attacker));
  const d = diceOdds(t.defender.dice, perDie(t.defender));
  // The table has two rows (8.5.3): a difference of 1, and of 2 or more.
  let [defenderBy1, defenderBy2, attackerBy1, attackerBy2] = [0, 0, 0, 0];
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < d.length; j++) {
      const p = a[i]! * d[j]!;
      if (i - j === 1) defenderBy1 += p;
      else if (i - j >= 2) defenderBy2 += p;
      else if (j - i === 1) attackerBy1 += p;
      else if (j - i >= 2) attackerBy2 += p;
    }
  r = [defenderBy1, defenderBy2, attackerBy1, attackerBy2];
  RESULTS.set(key, r);
  return r;
}

const unitKey = (u: UnitState): string => `${u.id}@${hexOf(u)}${u.face}${u.def} `;

/** (rule 8.5) one combat at its odds, counted with `weight`. */
function fight(g: SekiG, at: ReadonlyMap<string, UnitState>, c: Combat, weight: number, out: Swing): void {
  const [defenderBy1, defenderBy2, attackerBy1, attackerBy2] = results(g, c);
  if (defenderBy1) lose(g, at, c.defenders, 1, defenderBy1 * weight, out);
  if (defenderBy2) lose(g, at, c.defenders, 2, defenderBy2 * weight, out);
  if (attackerBy1) lose(g, at, c.attackers, 1, attackerBy1 * weight, out);
  if (attackerBy2) lose(g, at, c.attackers, 2, attackerBy2 * weight, out);
}

/** (rule 8.2) who must fight, per side: each troop unit next to an enemy, and every enemy next to it. */
type MustFight = Record<SideId, ReadonlySet<string>>;

/** MustFight in `g`'s position (the rules' answer, kept per position): the same pairs, whichever side attacks. */
function mustFightBySide(g: SekiG): MustFight {
  const must = mustFight(g, 'east');
  return { east: must.attackers, west: must.defenders };
}

/**
 * (rule 8.2, 8.3) the combats `attacker` will likely fight, leaving out `planned` units: every unit
 * that must fight, the weakest defenders first, each against all the attacking units next to it.
 */
function likelyCombats(g: SekiG, must: MustFight, attacker: SideId, planned: ReadonlySet<string>): Combat[] {
  const free = new Set([...must[attacker]].filter((id) => !planned.has(id)));
  const defenders = [...must[other(attacker)]]
    .filter((id) => !planned.has(id))
    .map((id) => g.units[id]!)
    .sort((x, y) => {
      if (x.face !== y.face) return x.face === 'commander' ? -1 : 1;
      return faceOf(x).strength - faceOf(y).strength || (x.id < y.id ? -1 : 1);
    });
  const combats: Combat[] = [];
  for (const d of defenders) {
    const hex = hexOf(d)!;
    const attackers = [...free].filter((id) => neighbours(hex).includes(hexOf(g.units[id]!)!));
    if (!attackers.length) continue;
    for (const id of attackers) free.delete(id);
    combats.push({ attackers: attackers.sort(), defenders: [d.id] });
  }
  return combats;
}

/**
 * (rule 8.2, 8.3) the plan of combats can no longer be completed: no way remains to put every unit
 * that must fight into a combat (one against several or several against one, each unit in one).
 * Grouping only takes units, so such a plan stays stuck until a combat is dropped: its maker has
 * reached a dead end (the search scores it as a loss, and so does this evaluation, for the greedy
 * player's one-ply look and for the step before the rules offer only `ungroup`). A small search:
 * the unit with the fewest partners first; past `CHECKS` plans it gives the plan the benefit of
 * the doubt.
 */
function hopeless(g: SekiG, at: ReadonlyMap<string, UnitState>, attacker: SideId, plan: readonly Combat[]): boolean {
  if (!plan.length) return false;
  const must = mustFight(g, attacker);
  const able = new Set([...must.attackers, ...mayFight(g, attacker)]);
  const need = [...must.attackers, ...must.defenders];
  let checks = CHECKS;
  const completable = (plan: readonly Combat[]): boolean => {
    if (--checks < 0) return true;
    const taken = new Set(plan.flatMap((c) => [...c.attackers, ...c.defenders]));
    const alone = new Map<string, number>();
    plan.forEach((c, i) => {
      if (c.attackers.length === 1) alone.set(c.attackers[0]!, i);
      if (c.defenders.length === 1) alone.set(c.defenders[0]!, i);
    });
    let most: { id: string; partners: string[] } | null = null;
    for (const id of need) {
      if (taken.has(id)) continue;
      const u = g.units[id]!;
      const partners: string[] = [];
      for (const h of neighbours(hexOf(u)!)) {
        const o = at.get(h);
        if (!o || o.side === u.side) continue;
        if (o.side === attacker && o.face !== 'troop' && !able.has(o.id)) continue;
        if (!taken.has(o.id) || alone.has(o.id)) partners.push(o.id);
      }
      if (!partners.length) return false;
      if (!most || partners.length < most.partners.length) most = { id, partners };
    }
    if (!most) return true;
    const x = most.id;
    const ownSide = g.units[x]!.side === attacker ? 'attackers' : 'defenders';
    return most.partners.some((o) => {
      const k = alone.get(o);
      const next = plan.map((c) => ({ attackers: [...c.attackers], defenders: [...c.defenders] }));
      if (taken.has(o) && k !== undefined) next[k]![ownSide].push(x);
      else next.push(ownSide === 'attackers' ? { attackers: [x], defenders: [o] } : { attackers: [o], defenders: [x] });
      return completable(next);
    });
  };
  return !completable(plan);
}

/** Plans hopeless() tries before it gives up (a phase's must-fight units are a dozen at most). */
const CHECKS = 200;

/** What a dead end is worth to its maker: as much as a lost game. */
const DEAD_END = 1000;

/** Each hex's distance to each exit, in EXITS' order, worked out once per hex. */
const TO_EXITS = new Map<string, readonly number[]>();
function exitDistances(hex: string): readonly number[] {
  let d = TO_EXITS.get(hex);
  if (!d) TO_EXITS.set(hex, (d = EXITS.map((e) => distance(hex, e.hex))));
  return d;
}

/** How much the next side's combats count: it moves first, and only its locked units are sure to fight. */
const LATER = 0.5;

/** The combats to come from this position, for the East: this phase's, then the other side's. */
function swing(state: S, at: ReadonlyMap<string, UnitState>): Swing {
  const g = state.g;
  const out: Swing = { marker: 0, strength: 0, decided: 0 };
  let phase: SekiFrame | undefined;
  for (let i = state.stack.length - 1; i >= 0 && !phase; i--) {
    const f = state.stack[i]!;
    if (f.kind === 'move' || f.kind === 'combat' || f.kind === 'rebuild') phase = f;
  }
  if (!phase) return out;
  const top = state.stack.at(-1)!;
  // Retreats owed now: the marker turns as each is carried out (8.6, 4.2).
  if (top.kind === 'retreat')
    for (const id of top.units) {
      const u = g.units[id]!;
      if (u.id === TOKUGAWA_HONNTAI) out.decided -= 1;
      else out.marker -= u.side === 'east' ? 1 : -1;
    }
  const side = phase.sides[0] as SideId;
  const must = mustFightBySide(g);
  if (phase.kind === 'rebuild') {
    for (const c of likelyCombats(g, must, other(side), new Set())) fight(g, at, c, 1, out);
    return out;
  }
  const planned = new Set<string>();
  if (phase.kind === 'combat') {
    phase.plan.forEach((c, i) => {
      for (const id of [...c.attackers, ...c.defenders]) planned.add(id);
      if (
        !phase.done.includes(i) &&
        c.attackers.every((id) => hexOf(g.units[id]!)) &&
        c.defenders.every((id) => hexOf(g.units[id]!))
      )
        fight(g, at, c, 1, out);
    });
  }
  if (phase.kind === 'move' || (phase.kind === 'combat' && !phase.fixed))
    for (const c of likelyCombats(g, must, side, planned)) fight(g, at, c, 1, out);
  for (const c of likelyCombats(g, must, other(side), new Set())) fight(g, at, c, LATER, out);
  return out;
}

/**
 * How good the position is for the East (the West's is its negative):
 * - (rules 4.2, 4.1) the 小早川 marker against the line the West must hold at turn 6 (beyond
 *   7), weighing more as the turns run out, and the East's win at a check where the marker is at or
 *   under the turn;
 * - (rule 4.2) the exits still open to an East troop unit (each is 2 on the marker): how near the
 *   nearest East troop unit stands;
 * - (rule 4.3) 徳川家康 in reach of a West troop unit (his retreat loses the game), the two West
 *   leaders killed or shown on their commander face;
 * - the strength on the map (troop faces strong, commanders weak);
 * - (rules 8.2, 8.5, 8.6) the combats to come, at their odds (swing): the marker's turns, the strength
 *   lost and the sudden deaths they bring;
 * - (rule 8.3) a plan of combats that can no longer be completed: its maker's dead end.
 */
function eastScore(state: S): number {
  const g = state.g;
  const at = occupancy(g);
  const top = state.stack.at(-1);
  if (top?.kind === 'combat' && !top.fixed && hopeless(g, at, top.sides[0] as SideId, top.plan))
    return top.sides[0] === 'east' ? -DEAD_END : DEAD_END;
  const m = g.kobayakawa;
  const margin = 7.5 - m;
  let score = 5 * margin;
  if (g.turn <= WEST_TURN) score += 1.5 * (g.turn - 1) * Math.sign(margin);
  else score += 10; // past turn 6 only a sudden death saves the West
  if (m <= g.turn) score += 8;
  else if (m <= g.turn + 1) score += 3;
  // One pass over the units: the nearest East troop unit to each exit, and the strength on the map.
  const nearest = EXITS.map(() => 12);
  let material = 0;
  for (const u of unitList(g)) {
    if (u.where.kind === 'gone') continue;
    const east = u.side === 'east';
    material += (east ? 1 : -1) * faceOf(u).strength;
    if (east && u.face === 'troop' && u.where.kind === 'map') {
      const d = exitDistances(u.where.hex);
      for (let i = 0; i < d.length; i++) if (d[i]! < nearest[i]!) nearest[i] = d[i]!;
    }
  }
  EXITS.forEach((exit, i) => {
    if (!g.exitsReached.includes(exit.id)) score += 0.6 * (12 - nearest[i]!);
  });
  score += 0.4 * material;
  const next = swing(state, at);
  score += 5 * next.marker + 0.4 * next.strength + 30 * next.decided;
  const ieyasu = g.units[TOKUGAWA_HONNTAI];
  const ih = ieyasu ? hexOf(ieyasu) : null;
  if (ih && nextToEnemyTroop(at, ih, 'east')) score -= ieyasu!.face === 'troop' ? 3 : 8;
  for (const id of SUDDEN_DEATH.west) {
    const u = g.units[id];
    if (!u) continue;
    if (u.where.kind === 'gone') score += 6;
    else if (u.face === 'commander') score += 2;
  }
  return score;
}

/** Higher is better for `side` (see eastScore). */
export function evaluate(state: GameState<SekiG>, side: Side): number {
  const v = eastScore(state as S);
  return side === 'east' ? v : -v;
}

/** Fight more than not: ending a phase or staying put after a won fight is rarer (kit.ts's `eager`). */
export function weight(_state: GameState<SekiG>, _side: Side, action: Action): number {
  return action === 'end' || action === 'stay' ? 0.1 : 1;
}

// ---------------------------------------------------------------------------------------------
// Projection and determinization (rule 3.2).

/** The four 宇喜多隊' records, in id order (initialState in index.ts names them ukita-a…d). */
const UKITA = ['ukita-a', 'ukita-b', 'ukita-c', 'ukita-d'] as const;

/** The 宇喜多隊 that may carry 明石全登 in the East's eyes (empty: nothing hidden), in id order. */
function hidden(state: S, side: Side): UnitState[] {
  const g = state.g;
  if (side !== 'east' || g.akashiRevealed || state.result || state.stack.at(-1)?.kind === 'setup') return [];
  const out: UnitState[] = [];
  for (const id of UKITA) {
    const u = g.units[id];
    if (u && u.where.kind === 'map' && u.face === 'troop') out.push(u);
  }
  return out;
}

/** 明石全登 on `akashi`, the other 宇喜多隊 plain, numbered in id order (as the set-up numbers them). */
function deal(g: SekiG, akashi: string): void {
  let plain = 2;
  for (const id of UKITA) {
    if (g.units[id]) editable(g, id).def = id === akashi ? 'ukita-akashi' : `ukita-${plain++}`;
  }
}

/** `side`'s projection: for the East, 明石全登 on the first hidden 宇喜多隊. */
export function project(state: GameState<SekiG>, side: Side): GameState<SekiG> {
  const h = hidden(state as S, side);
  if (h.length > 0) deal(state.g, h[0]!.id);
  return state;
}

/** A guess consistent with the East's projection: 明石全登 on any hidden 宇喜多隊. */
export function determinize(projection: GameState<SekiG>, side: Side, rand: Rand): GameState<SekiG> {
  const h = hidden(projection as S, side);
  if (h.length > 0) deal(projection.g, rand.pick(h).id);
  return projection;
}

/** What a determinization guessed: the kind of each 宇喜多隊 (determinize changes nothing else). */
export function guessed(state: GameState<SekiG>, _side: Side): string {
  let text = '';
  for (const id of UKITA) text += `${state.g.units[id]?.def} `;
  return text;
}

/** The hints the generic players and the AI seat read (GamePackage.ai). */
export const sekiAi: GameAi<SekiG> = {
  evaluate,
  weight,
  project,
  determinize,
  guessed,
  // deal() gives every 宇喜多隊 its kind again, whatever the copy held.
  redraws: true,
  // (rule 8.3) `ungroup` is offered only when the plan of combats is stuck (a unit that must fight
  // can no longer be grouped): a plan that leads there is the maker's dead end, worth a loss in the
  // search. Without this, a search with more iterations built the same stuck plan, dropped it and
  // built it again: one game of `ai-fast` at 60 iterations spent 800 actions in one combat phase.
  never: ['ungroup'],
  // Its decisions are wide (a hundred moves and more) and its rules cost more per action than the
  // other games' (the obligations to attack are worked out for every move). Spread over every move,
  // more iterations did not help (`ai-fast` at 10 and at 150: 56 and 57 of 100 against `greedy`);
  // given to the best moves by their one-ply look they do (`best`): `ai-fast` searches the 15 best
  // with 300 iterations, at most 40 per move searched (`perAction`: two retreats need fewer than
  // fifteen moves): 70 of 100 against `greedy` at seed 1 but 386 of 600 over seeds 1–6 (64 %, short
  // of the 70 % asked), 95 against `random`; bench p95 55–77 ms (docs/ai.md).
  // Both levels judge a leaf at once, without random moves after it (rollout 0): as strong, at half
  // the think time. Its determinizations are few (the West has one; the East four, one per place of
  // 明石全登) and a movement phase rolls no die, so the search keeps the states it met and their
  // listings (reuse). The `ai` level is the same search with twice the iterations. It had 2,000 over
  // the 20 best (at most 100 each): it beat `ai-fast` 13–7 yet won only 17 of 40 games against
  // `greedy` — searching its own moves in a row further finds lines the evaluation overrates. With 600 it beats
  // `ai-fast` 23–17 and `greedy` 69 of 100 (docs/ai.md). Think time: npm run bench,
  // *_decision_p95_ms_sekigahara-musou.
  budgets: {
    'ai-fast': { iterations: 300, best: 15, perAction: 40, rollout: 0, reuse: true },
    ai: { iterations: 600, best: 15, perAction: 40, rollout: 0, reuse: true },
  },
};
