// 日露大戦: hints for the generic computer players (src/ai). Not wired into the module here: the
// lead adds `evaluate` to the contract and to nichiroTaisen.
//
// The evaluation reads only public facts: morale, control, where the units are, hand sizes —
// never a card in a hand. The projection (the AI seat's input, src/ai/project.ts) hides what the
// seat's side may not know: the opponent's hand, the deck's order, and for Japan Russia's secret
// flagship (rule 11.5); determinization deals them anew.
import type { GameAi } from '#ai/player.ts';
import type { Rand } from '#ai/rand.ts';
import { hexDistance } from '#engine/hex.ts';
import type { Action, GameState, Side } from '#engine/types.ts';
import { controller, maOf, nodeOf, occupancy, other } from './board.ts';
import { reachFor } from './rules/movement/move.ts';
import { RESHUFFLE_CARD } from './data/cards.ts';
import { GRID, KEY_POINTS, SUPPLY } from './data/map.ts';
import type { CardId, NFrame, NichiroG, NSide } from './types.ts';

type S = GameState<NichiroG>;

/**
 * Higher is better for `side`: the morale of both sides (the game is won by bringing the enemy's to
 * 0) [rule 4.1] [rule 4.3.1]; the key points held [rule 4.3.1]; units eliminated on both sides
 * (each loss risks a morale check) [rule 4.3.2]; nearness to the enemy supply hex (entering it
 * wins at once) [rule 4.4]; and the cards held (their number is public) [rule 10.0].
 */
export function evaluate(state: S, side: Side): number {
  const me = side as NSide;
  const them = other(me);
  const g = state.g;
  let score = 10 * (g.morale[me] - g.morale[them]);
  for (const hex of KEY_POINTS) score += controller(g, hex) === me ? 3 : -3;
  let nearest = 40;
  for (const u of Object.values(g.units)) {
    if (u.where.kind === 'box' && u.where.box === 'eliminated') score += u.side === me ? -2 : 2;
    if (u.side === me && u.where.kind === 'map')
      nearest = Math.min(nearest, hexDistance(GRID, u.where.hex, SUPPLY[them]));
  }
  score -= 0.2 * nearest;
  score += 0.3 * (g.hands[me].length - g.hands[them].length);
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
 * whose move reaches it is chosen (`move <unit>`), and then sent there (`to <hex>`). The search
 * plays the pair (src/ai/ismcts.ts decisive moves); where every unit stands is public.
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
  if (top.kind !== 'movement') return null;
  let occ: ReturnType<typeof occupancy> | null = null;
  for (const u of Object.values(g.units)) {
    if (u.side !== me || u.where.kind !== 'map' || g.moved.includes(u.id)) continue;
    if (hexDistance(GRID, u.where.hex, target) > 2 * maOf(u)) continue;
    occ ??= occupancy(g);
    if (reachFor(g, occ, u, 'move').has(node)) return `move ${u.id}`;
  }
  return null;
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
