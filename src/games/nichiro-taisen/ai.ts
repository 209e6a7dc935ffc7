// 日露大戦: hints for the generic computer players (src/ai). Not wired into the module here: the
// lead adds `evaluate` to the contract and to nichiroTaisen.
//
// The evaluation reads only public facts: morale, control, where the units are, hand sizes —
// never a card in a hand. The projection (the AI seat's input, src/ai/project.ts) hides what the
// seat's side may not know: the opponent's hand, the deck's order, and for Japan Russia's secret
// flagship (rule 11.5); determinization deals them anew.
import type { GameAi } from '#ai/player.ts';
import type { Rand } from '#ai/rand.ts';
import { type HexId, hexDistance } from '#engine/hex.ts';
import type { Action, GameState, Side } from '#engine/types.ts';
import { controller, LINK_TO, maOf, nodeOf, type Occ, occupancy, other, unitsAt } from './board.ts';
import { reachFor } from './rules/movement/move.ts';
import { RESHUFFLE_CARD } from './data/cards.ts';
import { crtColumn, crtResult } from './data/crt.ts';
import { GRID, HEX_BY_ID, KEY_POINTS, SUPPLY } from './data/map.ts';
import { moraleCheckFails } from './data/morale.ts';
import { bestDifferential } from './rules/combat/declaration.ts';
import type { CardId, NFrame, NichiroG, NSide, UnitState } from './types.ts';

type S = GameState<NichiroG>;

/** One morale point, in the evaluation's units ([rule 4.1]: the game is won by bringing the enemy's to 0). */
const MORALE_POINT = 10;
/** A unit eliminated: the unit, and the morale check it feeds ([rule 4.3.2]). */
const UNIT_LOST = 3;
/** Per hex between a goal (the enemy supply hex, a key point the enemy holds) and the side's nearest unit to it. */
const GOAL_PULL = 0.3;
/** Per hex between each of the side's units and the goal nearest it: an army that stays home wins nothing. */
const UNIT_PULL = 0.1;
/** A unit not yet on the map (in a home box), counted as this many hexes from any goal. */
const OFF_MAP = 12;
/** The enemy could enter the side's supply hex with its next ordinary move ([rule 4.4]). */
const THREAT = 25;
/** The enemy's next attack on the side's supply hex drives its units out and advances in, for certain ([rule 9.7]). */
const ASSAULT = 25;

/** [rule 4.3.2] the chance that `side`'s morale check at the end of this game turn loses a point. */
function checkRisk(g: NichiroG, side: NSide): number {
  let fails = 0;
  for (let die = 1; die <= 6; die++) if (moraleCheckFails(g.lost[side], die, g.moraleDieMod[side])) fails++;
  return fails / 6;
}

/**
 * [rule 9.5] What an attack on `target` by `attackers` is worth to their side before its die is rolled,
 * averaged over the die: a unit lost by the defender (DE, EX) or by the attacker (AE, EX); a
 * defender driven out (DE, DR) lets the attackers advance and take the hex ([rule 9.7]), a key point
 * held by the enemy most of all ([rule 4.3.1]); a support card is counted when a card is held
 * ([rule 9.4.2]). Everything it reads is public.
 */
function attackValue(g: NichiroG, occ: Occ, side: NSide, target: HexId, attackers: readonly string[]): number {
  const live = attackers.filter((id) => g.units[id]?.where.kind === 'map');
  const node = nodeOf(target);
  if (live.length === 0 || node === undefined || node === null) return 0;
  if (!unitsAt(occ, node).some((id) => g.units[id]!.side !== side)) return 0;
  const column = crtColumn(bestDifferential(g, occ, side, target, live));
  if (column === null) return 0;
  const taken = HEX_BY_ID.get(target)?.keyPoint && controller(g, target) !== side ? MORALE_POINT + 6 : 1;
  let sum = 0;
  for (let die = 1; die <= 6; die++) {
    const r = crtResult(column, die);
    if (r === 'DE') sum += UNIT_LOST + taken;
    else if (r === 'DR') sum += taken;
    else if (r === 'AE') sum -= UNIT_LOST;
    else if (r === 'AR') sum -= 0.5;
  }
  return sum / 6;
}

/** The attacks of the phasing side not yet decided by their die: declared, or being declared. */
function pendingAttacks(state: S, occ: Occ): number {
  const g = state.g;
  const top = state.stack.at(-1) as NFrame | undefined;
  if (top?.kind !== 'declare' && !g.declarations.some((d) => !d.resolved)) return 0;
  let sum = 0;
  for (const d of g.declarations) {
    if (d.resolved || (g.combat?.target === d.target && g.combat.result)) continue;
    sum += attackValue(g, occ, g.phasing, d.target, d.attackers);
  }
  if (top?.kind === 'declare') sum += attackValue(g, occ, g.phasing, top.target, top.units);
  return sum;
}

/**
 * [rule 4.4] A unit of `side` on the map (not one `skip` names) whose ordinary move from where it
 * stands reaches `target`, or null. `known`: the position's occupancy, where the caller has it
 * (otherwise it is worked out only if some unit stands near enough).
 */
function reaching(
  g: NichiroG,
  side: NSide,
  target: HexId,
  skip?: (u: UnitState) => boolean,
  known?: Occ,
): UnitState | null {
  const node = nodeOf(target);
  if (node === undefined || node === null) return null;
  let occ: Occ | null = known ?? null;
  for (const u of Object.values(g.units)) {
    if (u.side !== side || u.where.kind !== 'map' || skip?.(u)) continue;
    if (hexDistance(GRID, u.where.hex, target) > 2 * maOf(u)) continue;
    occ ??= occupancy(g);
    if (reachFor(g, occ, u, 'move').has(node)) return u;
  }
  return null;
}

/**
 * [rule 4.4] An enemy unit could enter `side`'s supply hex with its next ordinary move from where it
 * stands now (it would win at once): the hex must be held or its approaches blocked.
 */
const threatened = (g: NichiroG, occ: Occ, side: NSide): boolean =>
  reaching(g, other(side), SUPPLY[side], undefined, occ) !== null;

/**
 * [rule 9.5] [rule 9.7] [rule 4.4] The chance that the enemy's next attack on `side`'s own supply
 * hex drives its units out (DR or DE) and advances into it, winning: every enemy unit next to the
 * hex, or whose ordinary move reaches a hex next to it, attacks together, with a card's support
 * when the enemy holds one. 0 while the hex holds none of `side`'s units (an empty hex is
 * `threatened`'s). Without it the computer's Japan held 1015 with one unit while a Siberian corps
 * stood next to it: most of its games lost to `greedy` ended so.
 */
function assaultRisk(g: NichiroG, occ: Occ, side: NSide): number {
  const target = SUPPLY[side];
  const node = nodeOf(target);
  if (node === undefined || node === null) return 0;
  if (!unitsAt(occ, node).some((id) => g.units[id]!.side === side)) return 0;
  const around = LINK_TO[node]!;
  const attackers: string[] = [];
  for (const u of Object.values(g.units)) {
    if (u.side === side || u.where.kind !== 'map') continue;
    const d = hexDistance(GRID, u.where.hex, target);
    if (d === 1) attackers.push(u.id);
    else if (d <= 1 + 2 * maOf(u)) {
      const reach = reachFor(g, occ, u, 'move');
      if (around.some((n) => reach.has(n))) attackers.push(u.id);
    }
  }
  if (attackers.length === 0) return 0;
  const column = crtColumn(bestDifferential(g, occ, other(side), target, attackers));
  if (column === null) return 0;
  let out = 0;
  for (let die = 1; die <= 6; die++) {
    const r = crtResult(column, die);
    if (r === 'DR' || r === 'DE') out++;
  }
  return out / 6;
}

/**
 * Higher is better for `side`: the morale of both sides, and the chance that this turn's losses
 * cost a point at the morale check [rule 4.1] [rule 4.3.2]; the key points held [rule 4.3.1];
 * units eliminated on both sides; the attacks declared and not yet rolled, at their odds on the CRT
 * [rule 9.5]; how near the side's units stand to its goals — the enemy supply hex (entering it wins
 * at once) [rule 4.4] and the key points the enemy holds — and whether the enemy stands one move
 * from the side's supply hex, or one attack from driving its garrison out of it [rule 9.7]; and the
 * cards held (their number is public) [rule 10.0].
 * Without the goals and the attacks' odds the computer's Japan sat at home: in 12 turns it declared
 * one or two attacks, and a random Russia outlasted it to turn 12 in 9 of 20 games (4.2).
 */
export function evaluate(state: S, side: Side): number {
  const me = side as NSide;
  const them = other(me);
  const g = state.g;
  let score = MORALE_POINT * (g.morale[me] - g.morale[them] - checkRisk(g, me) + checkRisk(g, them));
  for (const hex of KEY_POINTS) score += controller(g, hex) === me ? 3 : -3;
  const goals = [SUPPLY[them], ...KEY_POINTS.filter((hex) => controller(g, hex) !== me)];
  const nearest = goals.map(() => 40);
  for (const u of Object.values(g.units)) {
    if (u.where.kind === 'box' && u.where.box === 'eliminated') score += u.side === me ? -2 : 2;
    if (u.side !== me) continue;
    if (u.where.kind !== 'map') {
      if (u.where.box !== 'eliminated') score -= UNIT_PULL * OFF_MAP;
      continue;
    }
    const at = u.where.hex;
    let own = 40;
    goals.forEach((hex, i) => {
      const d = hexDistance(GRID, at, hex);
      nearest[i] = Math.min(nearest[i]!, d);
      own = Math.min(own, d);
    });
    score -= UNIT_PULL * own;
  }
  for (const d of nearest) score -= GOAL_PULL * d;
  score += 0.3 * (g.hands[me].length - g.hands[them].length);
  const occ = occupancy(g);
  if (threatened(g, occ, me)) score -= THREAT;
  if (threatened(g, occ, them)) score += THREAT;
  score += ASSAULT * (assaultRisk(g, occ, them) - assaultRisk(g, occ, me));
  const attacks = pendingAttacks(state, occ);
  score += g.phasing === me ? attacks : -attacks;
  return score;
}

/**
 * Random play moves on: a unit's destinations opened and cancelled, a declared attack withdrawn,
 * and the bigger refill (it can break the Japanese hand limit [rule 10.4.3]) are rare.
 */
export function weight(_state: S, _side: Side, action: Action): number {
  if (action === 'cancel' || action.startsWith('undeclare')) return 0.03;
  if (action === 'refill 4') return 0.3;
  return 1;
}

// ---------------------------------------------------------------------------------------------
// Projection and determinization. What `side` may not know:
//  - the opponent's hand, but for the cards a pending decision, the combat or its flow names (they
//    were shown: see handDeckSwap in kit.ts);
//  - the deck's order (unknown to both sides). The reshuffle card is never held (it is shown and
//    shuffled back when drawn, rule 10.4.6), so it is always somewhere in the deck;
//  - for Japan, Russia's flagship while unrevealed (rule 11.5): one of the Port Arthur ships afloat.
// The discard pile was played face up: it is public.

/** Cards the state shows in a pending decision, the combat or its flow. */
function namedCards(g: NichiroG, stack: unknown): (c: CardId) => boolean {
  const named = JSON.stringify([stack, g.combat, g.cflow]);
  return (c) => named.includes(`"${c}"`);
}

/** The Port Arthur ships that may carry Makarov's flagship in `side`'s eyes (null: it knows it). */
function flagshipCandidates(g: NichiroG, side: NSide): string[] | null {
  const navy = g.navy;
  if (side !== 'japan' || !navy?.flagship || navy.flagshipRevealed) return null;
  return Object.values(navy.ships)
    .filter((x) => x.fleet === 'portArthur' && x.steps > 0)
    .map((x) => x.id)
    .sort();
}

/**
 * The opponent's hidden cards and the deck, pooled: `kept` (the opponent's named cards, which stay
 * in its hand), `count` (how many unnamed cards it holds), `held` (what may be dealt to its hand)
 * and `rest` (what must stay in the deck: the reshuffle card, a named card in the deck).
 */
function pool(state: S, side: NSide) {
  const g = state.g;
  const them = other(side);
  const named = namedCards(g, state.stack);
  const kept = g.hands[them].filter(named);
  const unnamed = g.hands[them].filter((c) => !named(c));
  const cards = [...unnamed, ...g.deck].sort();
  const held = cards.filter((c) => c !== RESHUFFLE_CARD && !named(c));
  const rest = cards.filter((c) => c === RESHUFFLE_CARD || named(c));
  return { them, kept: kept.sort(), count: unnamed.length, held, rest };
}

/** [rule 10.0] (and rule 11.5) `side`'s projection: the hidden cards dealt in sorted order, the flagship the first candidate. */
export function project(state: S, side: Side): S {
  const g = state.g;
  const { them, kept, count, held, rest } = pool(state, side as NSide);
  g.hands[them] = [...kept, ...held.slice(0, count)];
  g.deck = [...held.slice(count), ...rest].sort();
  const candidates = flagshipCandidates(g, side as NSide);
  if (candidates?.length) g.navy!.flagship = candidates[0]!;
  return state;
}

function shuffled<T>(xs: readonly T[], rand: Rand): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rand.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A deal consistent with `side`'s projection: the opponent's hidden cards, the deck's order, the flagship. */
export function determinize(projection: S, side: Side, rand: Rand): S {
  const g = projection.g;
  const { them, kept, count, held, rest } = pool(projection, side as NSide);
  const dealt = shuffled(held, rand);
  g.hands[them] = shuffled([...kept, ...dealt.slice(0, count)], rand);
  g.deck = shuffled([...dealt.slice(count), ...rest], rand);
  const candidates = flagshipCandidates(g, side as NSide);
  if (candidates?.length) g.navy!.flagship = rand.pick(candidates);
  return projection;
}

/**
 * [rule 4.4] Entering the enemy supply hex wins at once: in the movement phase, a unit of `side`
 * whose move reaches it is chosen (`move <unit>`), and then sent there (`to <hex>`). In the
 * card-play phase, a card is discarded for a forced march's movement phase first ([rule 10.2.3]:
 * `force-march <card> move`, once a player turn), a way Russia often wins. The search
 * plays these steps (src/ai/ismcts.ts decisive moves); where every unit stands is public, and the
 * card is the side's own.
 */
export function decisive(state: S, side: Side): Action | null {
  const me = side as NSide;
  const g = state.g;
  const top = state.stack.at(-1) as NFrame | undefined;
  if (!top?.sides.includes(me)) return null;
  const target = SUPPLY[other(me)];
  const node = nodeOf(target);
  if (node === undefined || node === null) return null;
  if (top.kind === 'move-to') {
    const u = g.units[top.unit];
    return u && reachFor(g, occupancy(g), u, top.mode).has(node) ? `to ${target}` : null;
  }
  if (top.kind === 'card-play') {
    const card = g.hands[me][0];
    if (g.forcedMarchUsed || card === undefined) return null;
    return reaching(g, me, target) ? `force-march ${card} move` : null;
  }
  if (top.kind !== 'movement') return null;
  const u = reaching(g, me, target, (x) => g.moved.includes(x.id));
  return u ? `move ${u.id}` : null;
}

/** The hints the generic players and the AI seat read (GamePackage.ai). */
export const nichiroAi: GameAi<NichiroG> = {
  evaluate,
  weight,
  decisive,
  project,
  determinize,
  // Take-backs: a move or card use opened and dropped, a declared attack withdrawn. With
  // 'undeclare' open to it, a Japanese AI losing in every line declared and withdrew the same
  // attack for ever (6,000 actions, game 51 of seed 1).
  never: ['cancel', 'undeclare'],
  // Its rules cost more per action than the defaults assume: fewer iterations keep its think time
  // within each level's bound (npm run bench: *_decision_p95_ms_nichiro-taisen).
  budgets: { 'ai-fast': { iterations: 35 }, ai: { iterations: 900 } },
};
