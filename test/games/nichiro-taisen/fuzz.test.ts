// Seeded random play: thousands of games on demand (NICHIRO_FUZZ_GAMES=5000), a CI-sized run by
// default. Every game must end (a hard step cap is a failure) with, at every step: someone to
// act with at least one legal action, every legal action accepted, the stacking limits kept
// (7.0), hands within 4 cards and within the fleet hand limit after a refill (10.1, 10.4.3), the
// 16 cards each exactly once across deck + discard + hands (10.0), morale within 0–6 (4.3.3),
// and no card secretly held in a hand named in the public view, the public log or the summary.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, pendingSides, visibleLog } from '../../../src/engine/engine.ts';
import { CARD_IDS } from '../../../src/games/nichiro-taisen/data/cards.ts';
import { stackingProblems } from '../../../src/games/nichiro-taisen/rules/stacking.ts';
import type { CardId, NSide } from '../../../src/games/nichiro-taisen/types.ts';
import { M, type S } from './helpers.ts';
import { chooser } from '../../../bench/nichiro.ts';

const GAMES = Number(process.env.NICHIRO_FUZZ_GAMES ?? 60);
const FIRST_SEED = Number(process.env.NICHIRO_FUZZ_SEED ?? 1);
const STEP_CAP = 6000;
const ALL = [...CARD_IDS].sort();

/** Random but purposeful: cancels and withdrawals are rare, so games move on. */
function weight(action: string): number {
  if (action === 'cancel' || action.startsWith('undeclare')) return 0.03;
  if (action === 'refill 4') return 0.3;
  return 1;
}

/** Decision kinds met, over every game played (revision 2's own decisions must come up). */
const kindsSeen = new Map<string, number>();

interface GameReport {
  seed: number;
  steps: number;
  result: string;
}

function playOne(seed: number, options: Record<string, unknown>): GameReport {
  const rand = chooser(seed);
  let s: S = M.setup(seed, options);
  const secret = new Set<CardId>();
  for (const c of s.g.hands.japan) secret.add(c);
  let steps = 0;
  while (!s.result) {
    if (steps >= STEP_CAP) throw new Error(`seed ${seed}: no end after ${STEP_CAP} steps (${s.stack.at(-1)?.kind})`);
    const owed = pendingSides(s);
    if (owed.length === 0) throw new Error(`seed ${seed}: dead end at step ${steps}: nobody owes a decision`);
    const side = owed[0] as NSide;
    const la = legalActions(M, s, side);
    if (la.length === 0) throw new Error(`seed ${seed}: dead end at step ${steps}: ${side} has no legal action in ${s.stack.at(-1)?.kind}`);
    const w = la.map((l) => weight(l.action));
    let r = rand() * w.reduce((a, b) => a + b, 0);
    let i = 0;
    while (i < la.length - 1 && (r -= w[i]!) > 0) i++;
    const action = la[i]!.action;
    const kind = s.stack.at(-1)!.kind;
    kindsSeen.set(kind, (kindsSeen.get(kind) ?? 0) + 1);
    const before = s;
    const res = apply(M, s, side, action);
    if (!res.ok) throw new Error(`seed ${seed}: listed action "${action}" refused: ${res.rejection.code}`);
    s = res.state as S;
    steps++;
    check(seed, steps, before, s, secret);
  }
  return { seed, steps, result: `${s.result.winner ?? 'draw'}: ${s.result.reason.en}` };
}

function check(seed: number, step: number, before: S, s: S, secret: Set<CardId>): void {
  const g = s.g;
  const where = `seed ${seed} step ${step}`;
  const stack = stackingProblems(g);
  if (stack.length) throw new Error(`${where}: stacking ${stack.join('; ')}`);
  const cards = [...g.deck, ...g.discard, ...g.hands.japan, ...g.hands.russia].sort();
  if (cards.join() !== ALL.join()) throw new Error(`${where}: cards ${cards.join(',')}`);
  for (const side of ['japan', 'russia'] as const) {
    if (g.morale[side] < 0 || g.morale[side] > 6) throw new Error(`${where}: morale ${side} ${g.morale[side]}`);
    if (g.hands[side].length > 4) throw new Error(`${where}: ${side} holds ${g.hands[side].length} cards`);
  }
  // Right after Japan's refill (the first decision of its movement phase), the fleet limit holds.
  const top = s.stack.at(-1);
  const justRefilled = before.g.phase === 'refill' && g.phase === 'movement' && g.phasing === 'japan';
  if (justRefilled && top?.kind === 'movement' && g.japanHandLimit !== null && g.hands.japan.length > g.japanHandLimit)
    throw new Error(`${where}: Japan holds ${g.hands.japan.length} under a limit of ${g.japanHandLimit}`);
  // Which cards entered a hand secretly (drawn) or in public (軍神 takes the visible top discard).
  const topBefore = before.g.discard.at(-1);
  for (const side of ['japan', 'russia'] as const) {
    for (const c of g.hands[side]) {
      if (before.g.hands[side].includes(c)) continue;
      if (c === topBefore && !before.g.discard.slice(0, -1).includes(c)) secret.delete(c);
      else secret.add(c);
    }
  }
  const held = [...g.hands.japan, ...g.hands.russia].filter((c) => secret.has(c));
  if (held.length === 0) return;
  const fresh = visibleLog(s.log.slice(before.log.length), null);
  // The last combat is a record of the past: a support card named there may since have been
  // reshuffled and drawn again, which the record does not tell.
  const { lastCombat: _past, ...view } = M.view(s, null);
  const publicText = JSON.stringify([fresh, view, M.summary(s)]);
  for (const c of held) {
    const at = Math.max(publicText.indexOf(`"${c}"`), publicText.indexOf(`${c} `));
    if (at >= 0) throw new Error(`${where}: held card ${c} shows in public: …${publicText.slice(Math.max(0, at - 300), at + 100)}`);
  }
  // Each side's own view shows its own hand; the public view none.
  if (step % 7 === 0) {
    if (M.view(s, 'japan').hand?.join() !== g.hands.japan.join()) throw new Error(`${where}: Japan's view of its hand`);
    if (M.view(s, 'russia').hand?.join() !== g.hands.russia.join()) throw new Error(`${where}: Russia's view of its hand`);
    if (view.hand !== null) throw new Error(`${where}: a hand in the public view`);
  }
}

const CHUNK = 20;

describe(`random play (${GAMES} games from seed ${FIRST_SEED}; NICHIRO_FUZZ_GAMES=n for more)`, () => {
  const outcomes = new Map<string, number>();
  let steps = 0;
  // Revision 2 ([rule 10.4.5] [rule 11.3.1]) with the naval rules, on fewer seeds.
  const runs: [Record<string, unknown>, number][] = [
    [{ navalRules: false }, GAMES],
    [{ navalRules: true }, GAMES],
    [{ navalRules: true, revision: 2 }, Math.min(GAMES, CHUNK)],
  ];
  for (const [options, games] of runs) {
    for (let from = FIRST_SEED; from < FIRST_SEED + games; from += CHUNK) {
      const to = Math.min(from + CHUNK, FIRST_SEED + games);
      it(`seeds ${from}–${to - 1} ${JSON.stringify(options)}: every game ends, every invariant holds`, () => {
        for (let seed = from; seed < to; seed++) {
          const r = playOne(seed, options);
          steps += r.steps;
          const k = r.result.replace(/\d{4}/g, 'XXXX');
          outcomes.set(k, (outcomes.get(k) ?? 0) + 1);
        }
      });
    }
  }
  it('the games were real games, ending in more than one way', () => {
    expect(steps).toBeGreaterThan(GAMES * 2 * 50);
    expect(outcomes.size).toBeGreaterThan(1);
    expect(kindsSeen.get('naval-assign') ?? 0).toBeGreaterThan(0);
  });
});
