// 日露大戦's test kit (src/engine/kit/types.ts): the game's invariants and players for the fuzzer,
// and its twins for the privacy harness. The registry hands it over (getPackage(id).kit(), imported
// on first use) to test/games/nichiro-taisen/*.test.ts, scripts/fuzz.ts and whatever plays every game.
//
// Invariants: the stacking limits [rule 7.0]; the 16 cards each exactly once across deck, discard
// and hands [rule 10.0]; morale within 0–6 [rule 4.3.3]; hands within 4 cards [rule 10.1] and within
// the fleet hand limit right after Japan's refill [rule 10.4.3]; each side's view shows its own hand
// and the public view none; no card secretly held in a hand named in the public view, the new
// public log lines or the summary.
import { visibleLog } from '#engine/engine.ts';
import type { GameState, Side } from '#engine/types.ts';
import type { Rand } from '#ai/rand.ts';
import { greedyPlayer } from '#ai/greedy.ts';
import { randomPlayer } from '#ai/random.ts';
import { evaluate, weight } from './ai.ts';
import { CARD_IDS, RESHUFFLE_CARD } from './data/cards.ts';
import { nichiroTaisen as M } from './index.ts';
import { stackingProblems } from './rules/stacking.ts';
import type { CardId, NFrame, NichiroG, NSide } from './types.ts';
type NS = GameState<NichiroG, NFrame>;
import type { GameKit, Invariant, Twin } from '#engine/kit/types.ts';

type S = GameState<NichiroG>;
const ALL = [...CARD_IDS].sort().join();
const SIDES = ['japan', 'russia'] as const;

export const nichiroInvariants: Invariant<NichiroG>[] = [
  (s) => {
    const p = stackingProblems(s.g);
    return p.length ? `stacking: ${p.join('; ')}` : null;
  },
  (s) => {
    const g = s.g;
    const cards = [...g.deck, ...g.discard, ...g.hands.japan, ...g.hands.russia].sort().join();
    return cards === ALL ? null : `cards ${cards}`;
  },
  (s) => {
    for (const side of SIDES) {
      if (s.g.morale[side] < 0 || s.g.morale[side] > 6) return `morale ${side} ${s.g.morale[side]}`;
      if (s.g.hands[side].length > 4) return `${side} holds ${s.g.hands[side].length} cards`;
    }
    return null;
  },
  // Right after Japan's refill (the first decision of its movement phase), the fleet limit holds.
  (s, before) => {
    const g = s.g;
    const justRefilled = before?.g.phase === 'refill' && g.phase === 'movement' && g.phasing === 'japan';
    if (
      justRefilled &&
      s.stack.at(-1)?.kind === 'movement' &&
      g.japanHandLimit !== null &&
      g.hands.japan.length > g.japanHandLimit
    )
      return `Japan holds ${g.hands.japan.length} under a limit of ${g.japanHandLimit}`;
    return null;
  },
  (s) => {
    for (const side of SIDES)
      if (M.view(s as NS, side).hand?.join() !== s.g.hands[side].join()) return `${side}'s view of its hand`;
    return M.view(s as NS, null).hand === null ? null : 'a hand in the public view';
  },
];

/** No card held in secret (drawn, not taken from the visible discard) shows in public. */
export function secretCards(): Invariant<NichiroG> {
  const secret = new Set<CardId>();
  return (s, before) => {
    const g = s.g;
    if (!before) {
      for (const side of SIDES) for (const c of g.hands[side]) secret.add(c);
      return null;
    }
    // Which cards entered a hand secretly (drawn) or in public (軍神 takes the visible top discard).
    const topBefore = before.g.discard.at(-1);
    for (const side of SIDES) {
      for (const c of g.hands[side]) {
        if (before.g.hands[side].includes(c)) continue;
        if (c === topBefore && !before.g.discard.slice(0, -1).includes(c)) secret.delete(c);
        else secret.add(c);
      }
    }
    const held = [...g.hands.japan, ...g.hands.russia].filter((c) => secret.has(c));
    if (held.length === 0) return null;
    // The last combat is a record of the past: a support card named there may since have been
    // reshuffled and drawn again, which the record does not tell.
    const { lastCombat: _past, ...view } = M.view(s as NS, null);
    const text = JSON.stringify([visibleLog(s.log.slice(before.log.length), null), view, M.summary(s as NS)]);
    for (const c of held) {
      const at = Math.max(text.indexOf(`"${c}"`), text.indexOf(`${c} `));
      if (at >= 0) return `held card ${c} shows in public: …${text.slice(Math.max(0, at - 200), at + 80)}`;
    }
    return null;
  };
}

export const nichiroPlayers = [
  randomPlayer({ weight }),
  randomPlayer({ weight }),
  greedyPlayer({ evaluate, weight, epsilon: 0.15 }),
];

// ---------------------------------------------------------------------------------------------
// Twins for the privacy harness: only one side's secret changes.
//  - its hand in another order;
//  - a card of its hand exchanged with one of the deck (never the reshuffle card, which is shown
//    when drawn [rule 10.4.6]; never a card a pending decision already names);
//  - Russia's secret flagship [rule 11.5] moved to another Port Arthur ship in the same state.
// With `next` (the state after the step to compare), only what `next` still hides is changed: a
// card still in the hand and one still in the deck, a flagship still unrevealed on two ships
// still afloat.

const copy = (s: S): S => structuredClone(s);

function handOrder(state: S, side: NSide, rand: Rand): Twin<NichiroG> | null {
  const hand = state.g.hands[side];
  if (hand.length < 2) return null;
  const t = copy(state);
  const h = t.g.hands[side];
  const k = 1 + rand.int(h.length - 1);
  t.g.hands[side] = [...h.slice(k), ...h.slice(0, k)];
  return { state: t, what: `order ${hand.join(',')} → ${t.g.hands[side].join(',')}` };
}

function handDeckSwap(state: S, side: NSide, rand: Rand, next?: S): Twin<NichiroG> | null {
  const g = state.g;
  const named = JSON.stringify([state.stack, g.combat, g.cflow]);
  const mine = g.hands[side].filter((c) => !named.includes(`"${c}"`) && (!next || next.g.hands[side].includes(c)));
  const deck = g.deck.filter((c) => c !== RESHUFFLE_CARD && (!next || next.g.deck.includes(c)));
  if (mine.length === 0 || deck.length === 0) return null;
  const a = rand.pick(mine);
  const b = rand.pick(deck);
  const t = copy(state);
  t.g.hands[side] = t.g.hands[side].map((c) => (c === a ? b : c));
  t.g.deck = t.g.deck.map((c) => (c === b ? a : c));
  return { state: t, what: `hand ${a} ⇄ deck ${b}` };
}

function flagship(state: S, side: NSide, rand: Rand, next?: S): Twin<NichiroG> | null {
  const navy = state.g.navy;
  if (side !== 'russia' || !navy?.flagship || navy.flagshipRevealed) return null;
  if (next && (next.g.navy!.flagshipRevealed || next.g.navy!.ships[navy.flagship]!.steps === 0)) return null;
  const steps = navy.ships[navy.flagship]!.steps;
  const others = Object.values(navy.ships).filter(
    (x) =>
      x.fleet === 'portArthur' &&
      x.id !== navy.flagship &&
      x.steps === steps &&
      (!next || next.g.navy!.ships[x.id]!.steps > 0),
  );
  if (others.length === 0) return null;
  const t = copy(state);
  t.g.navy!.flagship = rand.pick(others).id;
  return { state: t, what: `flagship ${navy.flagship} → ${t.g.navy!.flagship}` };
}

export function nichiroTwin(state: S, side: Side, rand: Rand, next?: S): Twin<NichiroG> | null {
  const kinds = [handOrder, handDeckSwap, flagship];
  const start = rand.int(kinds.length);
  for (let i = 0; i < kinds.length; i++) {
    const t = kinds[(start + i) % kinds.length]!(state, side as NSide, rand, next);
    if (t) return t;
  }
  return null;
}

export const nichiroKit: GameKit<NichiroG> = {
  module: M,
  maxActions: 6000,
  invariants: nichiroInvariants,
  perGame: () => [secretCards()],
  players: nichiroPlayers,
  options: [{ navalRules: false }, { navalRules: true }],
  twin: nichiroTwin,
};
