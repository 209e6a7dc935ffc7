// 奉天会戦: hidden strengths stay hidden (3.0 face-down setup, 9.0 "only when resolving an attack").
//
// Over seeded random games, at every step:
//  1. NON-INTERFERENCE. For each side P, a twin state is built in which the identities of P's
//     still-hidden counters are permuted among themselves (same places, other ids and strengths).
//     The public outputs — `view(state, null)`, `summary(state)` — and everything the opponent of P
//     may see — `view(state, opponent)`, its legal actions and their labels — must be deep-equal
//     in the state and its twin. Then the step's action (its unit ids renamed through the
//     permutation) is applied to both: the new log entries must read the same to the public and
//     to the opponent, and so must the views after the step. (Counters the step reveals — the
//     two of a declared attack — are left out of the permutation: that is when their identity
//     legitimately becomes public.)
//  2. DIRECT CHECKS. No public log line, public view field or summary names a hidden counter
//     (its id, its ja or en name); a side's view, log and action labels never name a hidden enemy
//     counter, and hidden enemy counters carry no id, name or strength at all; the side that owes
//     nothing is offered nothing.
//
// Size: HOTEN_PRIVACY_GAMES (default below); HOTEN_PRIVACY_SEED shifts the seeds.
import { describe, expect, it } from 'vitest';
import { apply, cloneState, legalActions, pendingSides, visibleLog } from '../../../src/engine/engine.ts';
import type { LogEntry } from '../../../src/engine/types.ts';
import { COUNTER_BY_ID, COUNTERS } from '../../../src/games/hoten-kaisen/data/counters.ts';
import type { HotenSide } from '../../../src/games/hoten-kaisen/types.ts';
import { M, randomChooser, type S } from '../../helpers/hoten.ts';

const GAMES = Number(process.env.HOTEN_PRIVACY_GAMES ?? 24);
const SEED0 = Number(process.env.HOTEN_PRIVACY_SEED ?? 0);
const STEP_CAP = 10_000;
const SIDES: HotenSide[] = ['japan', 'russia'];
const other = (s: HotenSide): HotenSide => (s === 'japan' ? 'russia' : 'japan');

const hiddenOf = (state: S, side: HotenSide): string[] =>
  Object.values(state.g.units)
    .filter((u) => u.side === side && !u.revealed)
    .map((u) => u.id)
    .sort();

/** Strings that name a counter: its id (as a word) and its ja / en names. */
function namesIn(text: string, ids: readonly string[]): string[] {
  const found: string[] = [];
  for (const id of ids) {
    const c = COUNTER_BY_ID[id]!;
    if (new RegExp(`(^|[^A-Za-z0-9])${id}([^A-Za-z0-9]|$)`).test(text)) found.push(`${id} (id)`);
    if (text.includes(c.name.ja)) found.push(`${id} (${c.name.ja})`);
    if (text.includes(c.name.en)) found.push(`${id} (${c.name.en})`);
  }
  return found;
}

/** The twin of `state` with P's hidden counters permuted by `perm` (unit id → the id that takes its place). */
function twinOf(state: S, perm: Map<string, string>): S {
  const t = cloneState(state);
  for (const [from, to] of perm) t.g.units[to] = { ...structuredClone(state.g.units[from]!), id: to };
  const map = (id: unknown) => (typeof id === 'string' && perm.has(id) ? perm.get(id)! : id);
  t.g.activated = map(t.g.activated) as string | null;
  for (const d of t.stack) if ('unit' in d) d.unit = map(d.unit);
  return t;
}

const renameAction = (action: string, perm: Map<string, string>): string =>
  action
    .split(' ')
    .map((w) => perm.get(w) ?? w)
    .join(' ');

/** A random permutation of `ids` that moves every one of them (a shuffled cycle). */
function derangement(ids: readonly string[], int: (n: number) => number): Map<string, string> {
  const a = [...ids];
  for (let i = a.length - 1; i > 0; i--) {
    const j = int(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return new Map(a.map((id, i) => [id, a[(i + 1) % a.length]!]));
}

const readBy = (entries: readonly LogEntry[], reader: HotenSide | null) => visibleLog(entries, reader).map((e) => e.text);

describe(`hoten-kaisen privacy: ${GAMES} random games (HOTEN_PRIVACY_GAMES)`, () => {
  it('hidden counters never reach the public or the opponent, at every step (non-interference and direct checks)', () => {
    let steps = 0;
    let twinSteps = 0;
    for (let i = 0; i < GAMES; i++) {
      const seed = SEED0 + i + 1;
      const chooser = randomChooser(seed * 104729 + 3, i % 2 ? { avoidSupply: true, attackWeight: 3 } : {});
      let state = M.setup(seed, {});
      let n = 0;
      const where = () => `game seed ${seed} (HOTEN_PRIVACY_SEED=${SEED0}), step ${n}`;
      while (!state.result) {
        if (n >= STEP_CAP) expect.fail(`${where()}: still running`);
        const owed = pendingSides(state) as HotenSide[];

        // --- direct checks on the state before the action ---------------------------------------
        const hidden = SIDES.flatMap((s) => hiddenOf(state, s));
        const pub = M.view(state, null);
        const sum = M.summary(state);
        const leaks = namesIn(JSON.stringify(pub) + sum.ja + sum.en, hidden);
        if (leaks.length) expect.fail(`${where()}: public view or summary names ${leaks.join(', ')}`);
        for (const s of SIDES) {
          const legal = legalActions(M, state, s);
          if (!owed.includes(s)) expect(legal, `${where()}: ${s} owes nothing`).toEqual([]);
          const enemyHidden = hiddenOf(state, other(s));
          const v = M.view(state, s);
          const labelText = legal.map((l) => `${l.action} ${l.label.ja} ${l.label.en}`).join('\n');
          const leak = namesIn(JSON.stringify(v) + labelText, enemyHidden);
          if (leak.length) expect.fail(`${where()}: ${s}'s view or actions name ${leak.join(', ')}`);
          const enemyCounters = v.counters.filter((c) => c.side === other(s));
          for (const c of enemyCounters.filter((c) => !c.known)) expect(Object.keys(c).sort()).toEqual(['known', 'resting', 'side', 'where']);
          expect(enemyCounters.filter((c) => c.known).length, `${where()}: ${s} knows exactly the revealed enemies`).toBe(5 - enemyHidden.length);
        }

        // --- the step, and its twins -----------------------------------------------------------
        const side = owed[chooser.int(owed.length)]!;
        const action = chooser.pick(state, side, legalActions(M, state, side).map((l) => l.action));
        const r = apply(M, state, side, action);
        if (!r.ok) expect.fail(`${where()}: "${action}" refused: ${r.rejection.code}`);
        const next = r.state;

        const newHidden = SIDES.flatMap((s) => hiddenOf(next, s));
        const pubLog = readBy(r.log, null);
        const pubLeak = namesIn(JSON.stringify(pubLog), newHidden);
        if (pubLeak.length) expect.fail(`${where()}: public log of "${action}" names ${pubLeak.join(', ')}`);
        for (const s of SIDES) {
          const leak = namesIn(JSON.stringify(readBy(r.log, s)), hiddenOf(next, other(s)));
          if (leak.length) expect.fail(`${where()}: ${s}'s log of "${action}" names ${leak.join(', ')}`);
        }

        for (const p of SIDES) {
          // Counters still hidden after the step (a declared attack reveals its two counters: from
          // then on their identity is public, so they are not permuted).
          const ids = hiddenOf(next, p);
          if (ids.length < 2) continue;
          const perm = derangement(ids, chooser.int);
          const twin = twinOf(state, perm);
          const opp = other(p);
          const label = `${where()}, ${p}'s hidden ${ids.join(',')} permuted`;
          expect(M.view(twin, null), `${label}: public view`).toEqual(pub);
          expect(M.summary(twin), `${label}: summary`).toEqual(sum);
          expect(M.view(twin, opp), `${label}: ${opp}'s view`).toEqual(M.view(state, opp));
          expect(legalActions(M, twin, opp), `${label}: ${opp}'s actions`).toEqual(legalActions(M, state, opp));

          const twinAction = renameAction(action, perm);
          const tr = apply(M, twin, side, twinAction);
          if (!tr.ok) expect.fail(`${label}: "${twinAction}" refused in the twin: ${tr.rejection.code}`);
          expect(readBy(tr.log, null), `${label}: public log of "${action}"`).toEqual(pubLog);
          expect(readBy(tr.log, opp), `${label}: ${opp}'s log of "${action}"`).toEqual(readBy(r.log, opp));
          expect(M.view(tr.state, null), `${label}: public view after "${action}"`).toEqual(M.view(next, null));
          expect(M.view(tr.state, opp), `${label}: ${opp}'s view after "${action}"`).toEqual(M.view(next, opp));
          expect(tr.state.result, `${label}: result after "${action}"`).toEqual(next.result);
          twinSteps++;
        }
        state = next;
        n++;
        steps++;
      }
    }
    expect(twinSteps).toBeGreaterThan(0);
    if (process.env.HOTEN_FUZZ_VERBOSE) console.log(`${GAMES} games, ${steps} steps, ${twinSteps} twin comparisons`);
  }, Math.max(60_000, GAMES * 3_000));

  it('the names and ids searched for are the real ones (the checker can see a leak)', () => {
    expect(namesIn('moves 第1軍 (黒木) to 0406', ['J1', 'J2'])).toEqual(['J1 (第1軍 (黒木))']);
    expect(namesIn('{"id":"RC"}', ['RC'])).toEqual(['RC (id)']);
    expect(namesIn('0503 0405 Russia RR2', COUNTERS.map((c) => c.id))).toEqual([]);
  });
});
