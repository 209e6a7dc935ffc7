// 奉天会戦: hidden strengths stay hidden [rule 3.0] [rule 9.0]. The twin-state harness
// (test/kit/twin.ts) over states sampled from random games: a state and its twin — two of one
// side's hidden counters exchanged (the game's kit, src/games/hoten-kaisen/kit.ts) — must give the public and the opponent the same
// views, summary, log, legal actions and labels, refusals, channel post and buttons, DMs and
// public map SVG, now and after a step. Plus direct checks: no public text names a hidden counter,
// and no side's view, log or action labels name a hidden enemy counter.
//
// Size: HOTEN_PRIVACY_GAMES (default below); HOTEN_PRIVACY_SEED shifts the seeds.
import { describe, expect, it } from 'vitest';
import { legalActions, visibleLog } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { COUNTER_BY_ID, COUNTERS } from '#games/hoten-kaisen/data/counters.ts';
import { hotenKaisen as M } from '#games/hoten-kaisen/index.ts';
import type { HotenG, HotenSide } from '#games/hoten-kaisen/types.ts';
import { getPackage } from '#games/index.ts';
import { leakyModules, sampleStates, twinCheck } from '../../kit/twin.ts';

const hotenKit = await getPackage(M.id)!.kit();

const GAMES = Number(process.env.HOTEN_PRIVACY_GAMES ?? 10);
const SEED = Number(process.env.HOTEN_PRIVACY_SEED ?? 1);
type S = GameState<HotenG>;
const SIDES: HotenSide[] = ['japan', 'russia'];
const other = (s: HotenSide): HotenSide => (s === 'japan' ? 'russia' : 'japan');

const hiddenOf = (state: S, side: HotenSide): string[] =>
  Object.values(state.g.units)
    .filter((u) => u.side === side && !u.revealed)
    .map((u) => u.id);

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

const sample = (games: number, every: number) =>
  sampleStates({
    module: M,
    games,
    seed: SEED,
    every,
    maxActions: hotenKit.maxActions,
    player: hotenKit.players,
    options: hotenKit.options,
  });

describe(`hoten-kaisen privacy: states of ${GAMES} random games (HOTEN_PRIVACY_GAMES)`, () => {
  const states = sample(GAMES, 6);

  it('a state and its twin (two hidden counters of one side exchanged) look the same to the public and the opponent', async () => {
    const report = await twinCheck({ module: M, states, twin: hotenKit.twin, seed: SEED });
    console.log(
      `hoten-kaisen twins: ${states.length} states, ${report.twins} twins compared (${report.steps} after a step, ${report.undos ?? 0} undone), ${report.refusals} refusals, ${report.svgs} SVG pairs; ${report.noSecret} state-sides with fewer than 2 hidden counters`,
    );
    expect(report.differences).toEqual([]);
    expect(report.twins).toBeGreaterThan(states.length / 2);
    expect(report.steps).toBeGreaterThan(states.length / 4);
    // Steps taken back (/undo) compared too.
    expect(report.undos ?? 0).toBeGreaterThan(0);
    expect(report.svgs).toBeGreaterThan(0);
  });

  it('no public text names a hidden counter; no side is shown a hidden enemy counter', () => {
    for (const [k, s] of states.entries()) {
      if (s.result) continue; // the end shows every counter
      const where = `state ${k} (step ${s.step})`;
      const hidden = SIDES.flatMap((side) => hiddenOf(s, side));
      const sum = M.summary(s);
      const pub = JSON.stringify([M.view(s, null), sum, visibleLog(s.log, null)]);
      expect(namesIn(pub, hidden), `${where}: public`).toEqual([]);
      for (const side of SIDES) {
        const enemy = hiddenOf(s, other(side));
        const v = M.view(s, side);
        const labels = legalActions(M, s, side).map((l) => `${l.action} ${l.label.ja} ${l.label.en}`);
        expect(namesIn(JSON.stringify([v, visibleLog(s.log, side), labels]), enemy), `${where}: ${side}`).toEqual([]);
        const enemyCounters = v.counters.filter((c) => c.side === other(side));
        // Nothing but side, place and whether it rests (that key only while it does).
        for (const c of enemyCounters.filter((c) => !c.known))
          expect(Object.keys(c).sort()).toEqual(
            c.resting ? ['known', 'resting', 'side', 'where'] : ['known', 'side', 'where'],
          );
        expect(
          enemyCounters.filter((c) => c.known).length,
          `${where}: ${side} knows exactly the revealed enemies`,
        ).toBe(5 - enemy.length);
      }
    }
  });

  it('the harness sees a leak through a view, a refusal, a log line or a button; the name check sees a name', async () => {
    const few = sample(2, 6);
    const secret = (s: S, side: string) =>
      hiddenOf(s, side as HotenSide)
        .map((id) => `${id}@${JSON.stringify(s.g.units[id]!.where)}`)
        .join(' ');
    for (const [path, leaky] of Object.entries(leakyModules(M, secret))) {
      const report = await twinCheck({ module: leaky, states: few, twin: hotenKit.twin, seed: SEED, svgEvery: 0 });
      expect(report.differences.length, path).toBeGreaterThan(0);
      expect(
        report.differences.some((d) => d.includes(path)),
        `${path}: ${report.differences[0]}`,
      ).toBe(true);
    }
    expect(namesIn('moves 第1軍 (黒木) to 0406', ['J1', 'J2'])).toEqual(['J1 (第1軍 (黒木))']);
    expect(namesIn('{"id":"RC"}', ['RC'])).toEqual(['RC (id)']);
    expect(
      namesIn(
        '0503 0405 Russia RR2',
        COUNTERS.map((c) => c.id),
      ),
    ).toEqual([]);
  });
});
