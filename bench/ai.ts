// The AI figures of `npm run bench`: how long the AI seat thinks per decision, for each registered
// game and each level (src/ai/ismcts.ts), measured on one thread in the bench process.
//   ai_decision_p95_ms_<id>: the p95 think time of the `ai` level (practice games), bound 2000 ms;
//   ai_fast_decision_p95_ms_<id>: the same of `ai-fast` (match runs), bound 100 ms.
// The decisions are the AI player's (src/ai/ismcts.ts aiPlayer: the projection, then the search)
// in seeded mid-game positions (src/ai/positions.ts midGame at several seeds and step counts), only
// those where the side to act has more than one legal action (one takes no search). A fixed number
// per level and game — fewer when a level runs far over its bound: no decision is started once
// the next would likely end past the level's time share of the game (at least one is measured),
// so the section stays within about a minute however slow a level is. Some ai-fast decisions per
// game are played first, unmeasured, in other positions, to warm the process up (WARM_UP).
//
//   npx tsx bench/ai-only.ts   # just these figures
import { aiPlayer, type AiLevel, type Thought } from '#ai/ismcts.ts';
import { percentile } from '#ai/match.ts';
import { midGame } from '#ai/positions.ts';
import { makeRand } from '#ai/rand.ts';
import { legalActions, pendingSides } from '#engine/engine.ts';
import type { GameModule, GameState, Side } from '#engine/types.ts';
import { allPackages } from '#games/index.ts';

/** Each level's bound on a decision's think time (ms), decisions measured, and time share per game (ms). */
// ai-fast measures 40 decisions per game (16 until 2026-11-28: the p95 of 16 lies within a quarter
// of the way from the slowest but one to the slowest, so a single slow decision decided it).
export const AI_BENCH: Readonly<Record<AiLevel, { boundMs: number; decisions: number; shareMs: number }>> = {
  'ai-fast': { boundMs: 100, decisions: 40, shareMs: 3_000 },
  ai: { boundMs: 2000, decisions: 5, shareMs: 10_000 },
};

/**
 * ai-fast decisions played first per game, unmeasured, in positions not measured, to bring the
 * process to the steady state of a match run's worker (which makes thousands of decisions). One
 * until 2026-11-28, then four on the measured positions; a process's first searches run slower
 * (the compiler and the heap still growing): 関ヶ原無双's sixteen measured decisions took 780 ms
 * after four warm-up searches and 560 after twenty-four, as long as the same sixteen measured again.
 */
const WARM_UP = 24;

export interface AiFigure {
  game: string;
  level: AiLevel;
  decisions: number;
  p50: number;
  p95: number;
  max: number;
  boundMs: number;
}

/** Seeded positions of `m` where the side to act has a choice (more than one legal action). */
export function aiPositions(m: GameModule, count: number): { state: GameState; side: Side }[] {
  const out: { state: GameState; side: Side }[] = [];
  const seen = new Set<string>();
  for (let seed = 1905; out.length < count && seed < 1905 + 4 * count; seed++) {
    for (const steps of [10, 40, 90, 160]) {
      const state = midGame(m, seed, steps);
      const side = pendingSides(state)[0];
      if (side === undefined || state.result) continue;
      if (legalActions(m, state, side).length < 2) continue;
      const key = `${state.step} ${JSON.stringify(state.g)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ state, side });
      if (out.length === count) break;
    }
  }
  return out;
}

export function benchAi(log: (line: string) => void = () => {}): AiFigure[] {
  const figures: AiFigure[] = [];
  const most = Math.max(...Object.values(AI_BENCH).map((b) => b.decisions));
  for (const pkg of allPackages()) {
    const m = pkg.rules;
    const found = aiPositions(m, most + WARM_UP);
    const positions = found.slice(0, most);
    // Warm-up, unmeasured, on other positions: as a match's worker has searched before most of its decisions.
    for (const p of found.slice(most)) aiPlayer(pkg.ai, 'ai-fast')(m, p.state, p.side, makeRand(0));
    for (const level of ['ai-fast', 'ai'] as const) {
      const { boundMs, decisions, shareMs } = AI_BENCH[level];
      const times: number[] = [];
      let spent = 0;
      for (const [k, p] of positions.slice(0, decisions).entries()) {
        if (times.length > 0 && spent + Math.max(...times) > shareMs) break;
        let thought: Thought | null = null;
        aiPlayer(pkg.ai, level, (t) => {
          thought = t;
        })(m, p.state, p.side, makeRand(k + 1));
        const ms = (thought as Thought | null)?.ms ?? Number.NaN;
        times.push(ms);
        spent += ms;
      }
      const f: AiFigure = {
        game: m.id,
        level,
        decisions: times.length,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        max: percentile(times, 1),
        boundMs,
      };
      log(`    ${m.id} ${level}: ${f.decisions} decisions, p95 ${f.p95.toFixed(1)} ms`);
      figures.push(f);
    }
  }
  return figures;
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** The section's lines in the bench's table. */
export function aiReport(figures: readonly AiFigure[]): string[] {
  const out = [
    "(i) AI think time per decision (one thread; decisions with more than one legal action in seeded mid-game positions; p95 ≤ the level's bound)",
  ];
  const games = [...new Set(figures.map((f) => f.game))];
  for (const game of games) {
    const cell = (f: AiFigure | undefined) =>
      f
        ? `${f.level} p95 ${f.p95.toFixed(0)} ms ${mark(f.p95 <= f.boundMs)} (≤ ${f.boundMs}; ${f.decisions} decisions, p50 ${f.p50.toFixed(0)}, max ${f.max.toFixed(0)})`
        : '';
    const of = (level: AiLevel) => figures.find((f) => f.game === game && f.level === level);
    out.push(`    ${game}: ${cell(of('ai'))} · ${cell(of('ai-fast'))}`);
  }
  return out;
}

/** The figures' names and values: `ai_decision_p95_ms_<id>`, `ai_fast_decision_p95_ms_<id>`. */
export function aiFigures(figures: readonly AiFigure[]): [string, number][] {
  return [
    ...figures.filter((f) => f.level === 'ai').map((f): [string, number] => [`ai_decision_p95_ms_${f.game}`, f.p95]),
    ...figures
      .filter((f) => f.level === 'ai-fast')
      .map((f): [string, number] => [`ai_fast_decision_p95_ms_${f.game}`, f.p95]),
  ];
}
