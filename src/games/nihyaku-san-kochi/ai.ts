// 203高地: the evaluation the generic greedy player (src/ai/greedy.ts) maximises, for the balance
// runs (`npm run match -- --game nihyaku-san-kochi`). It reads only what `side` may know: the board, the tokens and
// the cards already revealed — never the other side's cards being set.
import type { GameAi } from '#ai/player.ts';
import type { GameState, Side } from '#engine/types.ts';
import { HQ_AREA } from './data/board.ts';
import { designOf } from './data/design.ts';
import type { KSide } from './data/types.ts';
import { controller, other, unitsIn } from './rules/core.ts';
import { CARD_BY_ID, attackAreas, possible } from './rules/round.ts';
import type { KochiFrame, KochiG } from './types.ts';
import { ORDER_CARDS } from './data/cards.ts';
import type { Rand } from '#ai/rand.ts';

/**
 * Higher is better for `side`: VP, the flags it holds (next settlement's VP), SP, units on the
 * board, pressure on the enemy HQ, and the cards set and not yet carried out. A search of a few
 * actions from the setting of the cards stops before any is carried out: without the last term
 * every set of cards looked the same, and the search set them in the order listed (move, attack,
 * area) — a side whose units were spent kept setting cards it could not carry out and never
 * brought a unit in from its stock.
 */
export function evaluate(state: GameState<KochiG>, side: Side): number {
  const me = side as KSide;
  const them = other(me);
  const g = state.g;
  if (g.result) return g.result.winner === me ? 1000 : g.result.winner === them ? -1000 : 0;
  let score = (g.vp[me] - g.vp[them]) * 1.0 + (g.sp[me] - g.sp[them]) * 0.6 + (g.hqHits[them] - g.hqHits[me]) * 6;
  for (const a of designOf(g).areas) {
    const c = controller(g, a.id);
    if (c) score += (c === me ? 1 : -1) * (a.vp * 0.9 + 0.2);
    score += (unitsIn(g, a.id, me) - unitsIn(g, a.id, them)) * 0.3;
  }
  score += unitsIn(g, HQ_AREA[them], me) * 2 - unitsIn(g, HQ_AREA[me], them) * 2;
  score += pendingWorth(state, me) - pendingWorth(state, them);
  return score;
}

/** What `side`'s cards set and not yet carried out are worth now (0 for a card it could not carry out). */
function pendingWorth(state: GameState<KochiG>, side: KSide): number {
  const g = state.g;
  const top = state.stack.at(-1) as KochiFrame | undefined;
  let cards: string[];
  if (top?.kind === 'orders') cards = g.set[side];
  else {
    cards = g.queue.filter((q) => q.side === side).map((q) => q.card);
    if (g.upNext?.side === side) cards.push(g.upNext.card);
    if (top?.kind === 'carry' && top.sides[0] === side) cards.push(top.card);
  }
  let worth = 0;
  for (const card of cards) {
    if (!possible(g, side, card)) continue;
    switch (CARD_BY_ID.get(card)!.kind) {
      case 'attack': {
        // The most enemy units one attack would remove.
        const best = Math.max(
          0,
          ...attackAreas(g).map((a) => Math.min(unitsIn(g, a, side), unitsIn(g, a, other(side)))),
        );
        worth += best * 0.8;
        break;
      }
      case 'entry':
      case 'reinforce':
        worth += 0.35;
        break;
      default:
        worth += 0.3;
    }
  }
  return worth;
}

// The AI seat's projection [rule 4.2]: what the other side set face down, and the event deck's
// order (unknown to both). While the cards are being set, the other side is not even known to have
// set any: the projection (and every determinization) shows it with none set yet, so the search
// lets it set its cards itself. Once they are turned over pair by pair, its cards still in the
// queue are secret: the projection puts canonical cards there (the first of its cards not known to
// be set elsewhere), a determinization deals them at random from the same. The deck is sorted in
// the projection and shuffled in a determinization.

const cardsOf = (side: KSide): string[] => ORDER_CARDS.filter((c) => c.side === side).map((c) => c.id);

/** Where the other side's secret cards are: its indices in `set` and in `queue`; and the cards it is known to have set. */
function secretsOf(s: GameState<KochiG>, side: KSide): { setIdx: number[]; queueIdx: number[]; known: Set<string> } {
  const them = other(side);
  const g = s.g;
  const queueIdx = g.queue.flatMap((q, i) => (q.side === them ? [i] : []));
  const secret = new Set(queueIdx.map((i) => g.queue[i]!.card));
  const setIdx = g.set[them].flatMap((c, i) => (secret.has(c) ? [i] : []));
  const known = new Set(g.set[them].filter((c) => !secret.has(c)));
  return { setIdx, queueIdx, known };
}

/** Put `cards` (one per secret) in the other side's secret places: in set order, and the queue to match. */
function place(s: GameState<KochiG>, side: KSide, cards: readonly string[]): void {
  const them = other(side);
  const g = s.g;
  const { setIdx, queueIdx } = secretsOf(s, side);
  const old = setIdx.map((i) => g.set[them][i]!);
  const renamed = new Map(old.map((c, k) => [c, cards[k]!]));
  setIdx.forEach((i, k) => {
    g.set[them][i] = cards[k]!;
  });
  for (const i of queueIdx) {
    const q = g.queue[i]!;
    g.queue[i] = { ...q, card: renamed.get(q.card) ?? q.card };
  }
}

/** The hints the generic players and the AI seat read (GamePackage.ai). */
export const kochiAi: GameAi<KochiG> = {
  evaluate,
  weight: (_s, _side, a) => (a === 'clear' ? 0.02 : 1),
  never: ['clear'],
  project(state, side) {
    const me = side as KSide;
    if (state.stack.at(-1)?.kind === 'orders') state.g.set[other(me)] = [];
    const { setIdx, known } = secretsOf(state, me);
    const free = cardsOf(other(me)).filter((c) => !known.has(c));
    place(state, me, free.slice(0, setIdx.length));
    state.g.deck = [...state.g.deck].sort();
    return state;
  },
  determinize(projection, side, rand) {
    const me = side as KSide;
    const { setIdx, known } = secretsOf(projection, me);
    const free = cardsOf(other(me)).filter((c) => !known.has(c));
    shuffle(free, rand);
    place(projection, me, free.slice(0, setIdx.length));
    projection.g.deck = shuffle([...projection.g.deck], rand);
    return projection;
  },
  evalScale: 6,
  // No random actions after the tree's leaf: the position is judged the moment a node is added. A
  // random action here is a card set or carried out at random, and six of them made the search
  // worse than none (against `greedy`, 100 games, seed 1: 57–34 with six, 71–22 with none, 73–23
  // with none and 150 iterations) and slower. The saved time buys `ai` more iterations; with
  // rollouts of 10 it lost to `ai-fast` without them 4–16 (docs/ai.md).
  budgets: { 'ai-fast': { rollout: 0 }, ai: { rollout: 0, iterations: 3000 } },
};

function shuffle<T>(xs: T[], rand: Rand): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rand.int(i + 1);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}
