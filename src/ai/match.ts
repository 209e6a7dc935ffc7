// Matches between two players (`npm run match`, scripts/match.ts): the parts that need no registry,
// no threads and no console — the arguments, one seeded game, the tally and the summary's text.
//
// Game i of a match (seed s) is set up with a dice seed derived from (s, i) and the kit's option
// set options[i % n]; player a takes the first side in one game of each consecutive pair and the
// second in the other (so each player takes each side in exactly half of an even number of games,
// and, when n is even, each option set is played from both sides too). The players draw their
// choices from generators seeded by (s, i, seat), and a side owing a simultaneous decision is
// picked by a third one (never a side that only waits: its choice made, it could only take it
// back — see ismcts.ts `waiting`), so a game is a pure function of (s, i) and the players: the same
// arguments give the same results however many workers play them, in whatever order.
//
// A game still running after the kit's maxActions is a draw, counted apart as "unfinished".
import { apply, pendingSides } from '#engine/engine.ts';
import type { GameTags, PlayedAction } from '#engine/kit/types.ts';
import type { GameModule, Side } from '#engine/types.ts';
import { greedyPlayer } from './greedy.ts';
import { aiPlayer, type Thought, waiting } from './ismcts.ts';
import type { GameAi, Player } from './player.ts';
import { determinize, project } from './project.ts';
import { makeRand } from './rand.ts';
import { randomPlayer } from './random.ts';

export const PLAYER_KINDS = ['random', 'greedy', 'ai-fast', 'ai'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

/**
 * The greedy player's share of random (weighted) moves: 10 %, as the first balance runs had it. At
 * 0 a one-ply player can circle for ever — open a decision, find nothing better than how things
 * stand, back out of it (a card, a unit, back out, until the action limit); a random move now and
 * then, drawn by the game's weights (backing out rare), breaks the circle.
 */
export const GREEDY_EPSILON = 0.1;

export const MATCH_USAGE =
  'usage: npm run match -- --game <id> --a <player> --b <player> --games <n> [--seed <s>] [--threads <t>] [--verbose]\n' +
  `  players: ${PLAYER_KINDS.join(', ')}; --seed default 1; --threads default: every core (0: in this thread);\n` +
  '  --verbose: one line per game';

export interface MatchArgs {
  game: string;
  a: PlayerKind;
  b: PlayerKind;
  games: number;
  seed: number;
  /** Worker threads (undefined: one per core; 0: play in the calling thread). */
  threads?: number;
  /** One line per game. */
  verbose: boolean;
}

/** Bad arguments: the message says what is wrong (the runner exits with code 2). */
export class UsageError extends Error {}

/** The runner's arguments, or 'help'. `known`: the registered games' ids. */
export function parseMatchArgs(argv: readonly string[], known: readonly string[]): MatchArgs | 'help' {
  const got: Record<string, string> = {};
  let verbose = false;
  const VALUED = ['--game', '--a', '--b', '--games', '--seed', '--threads'];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--verbose' || arg === '-v') {
      verbose = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (!VALUED.includes(name)) throw new UsageError(`unknown argument ${JSON.stringify(arg)}`);
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || value === '') throw new UsageError(`${name} needs a value`);
    if (name in got) throw new UsageError(`${name} is given twice`);
    got[name] = value;
  }
  for (const name of ['--game', '--a', '--b', '--games'])
    if (got[name] === undefined) throw new UsageError(`${name} is missing`);
  const game = got['--game']!;
  if (!known.includes(game)) throw new UsageError(`no game ${JSON.stringify(game)} (games: ${known.join(', ')})`);
  const kind = (name: string): PlayerKind => {
    const v = got[name]!;
    if (!(PLAYER_KINDS as readonly string[]).includes(v))
      throw new UsageError(`${name}: no player ${JSON.stringify(v)} (players: ${PLAYER_KINDS.join(', ')})`);
    return v as PlayerKind;
  };
  const int = (name: string, min: number): number | undefined => {
    const v = got[name];
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!/^-?\d+$/.test(v) || !Number.isSafeInteger(n) || n < min)
      throw new UsageError(
        `${name} must be an integer${min > -Infinity ? ` ≥ ${min}` : ''} (got ${JSON.stringify(v)})`,
      );
    return n;
  };
  return {
    game,
    a: kind('--a'),
    b: kind('--b'),
    games: int('--games', 1)!,
    seed: int('--seed', -(2 ** 31)) ?? 1,
    threads: int('--threads', 0),
    verbose,
  };
}

// ---------------------------------------------------------------------------------------------
// One game

export type Seat = 'a' | 'b';

/** A uint32 from the match seed, the game's index and a salt (splitmix-like, so neighbours differ). */
export function mixSeed(seed: number, index: number, salt: number): number {
  let z = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x7feb352d) >>> 0;
  z = Math.imul(z ^ (z >>> 15), 0x846ca68b) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/** The side player a takes in game `index` (see the file's head); b takes the other. */
export function sideOfA(sides: readonly Side[], index: number, optionSets: number): Side {
  const k = optionSets % 2 === 0 ? index + Math.floor(index / optionSets) : index;
  return sides[k % 2]!;
}

/** A player of a kind, built with the game's hints (its evaluation, its weights). */
export function makePlayer(kind: PlayerKind, ai: GameAi, onThought?: (t: Thought) => void): Player {
  switch (kind) {
    case 'random':
      return randomPlayer({ weight: ai.weight });
    case 'greedy':
      return honest(ai, greedyPlayer({ evaluate: ai.evaluate, weight: ai.weight, epsilon: GREEDY_EPSILON }));
    case 'ai-fast':
    case 'ai':
      return aiPlayer(ai, kind, onThought);
  }
}

/**
 * `player` as a seat of a match plays it: on one state consistent with what its side may see (the
 * side's projection, its stand-ins drawn from the player's generator), never the real one. The
 * greedy player's one-ply look runs the rules and the evaluation on the state it is given: on the
 * real state what it scored could depend on the other side's secrets (a hidden counter's strength,
 * cards in hand or set face down). A match compares players that see the same things.
 */
export function honest(ai: GameAi, player: Player): Player {
  return (module, state, side, rand) =>
    player(module, determinize(ai, project(ai, state, side), side, rand, module), side, rand);
}

export interface MatchGame {
  module: GameModule;
  ai: GameAi;
  /** The kit's option sets (game i: options[i % n]) and action limit. */
  options: readonly Record<string, unknown>[];
  maxActions: number;
  /** The kit's tags of a finished game (what happened in it), if it gives them. */
  tags?: GameTags;
  seed: number;
  index: number;
  a: PlayerKind;
  b: PlayerKind;
}

export interface GameRecord {
  index: number;
  /** The side each player took. */
  sides: Record<Seat, Side>;
  options: Record<string, unknown>;
  /** The winning player (null: a draw, or unfinished). */
  winner: Seat | null;
  winnerSide: Side | null;
  /** How it ended: the result's reason (English), or "unfinished". */
  end: string;
  unfinished: boolean;
  actions: number;
  /** Think time (ms) of each searched decision of an AI player (empty for random and greedy). */
  think: Record<Seat, number[]>;
  /** Decisions of an AI player with one legal action: taken without search, not timed. */
  trivial: Record<Seat, number>;
  /** What happened in the game: the kit's tags (each once; empty when the kit gives none). */
  tags: string[];
}

/** Play game `index` of a match to its end or the action limit (see the file's head). */
export function playMatchGame(t: MatchGame): GameRecord {
  const m = t.module;
  if (m.sides.length !== 2) throw new Error(`${m.id}: a match needs a two-sided game`);
  if (t.options.length === 0) throw new Error(`${m.id}: no option set`);
  const options = t.options[t.index % t.options.length]!;
  const aSide = sideOfA(m.sides, t.index, t.options.length);
  const sides: Record<Seat, Side> = { a: aSide, b: m.sides.find((s) => s !== aSide)! };
  const think: Record<Seat, number[]> = { a: [], b: [] };
  const trivial: Record<Seat, number> = { a: 0, b: 0 };
  const timed = (seat: Seat) => (th: Thought) => {
    if (th.iterations === 0) trivial[seat]++;
    else think[seat].push(th.ms);
  };
  const players: Record<Seat, Player> = { a: makePlayer(t.a, t.ai, timed('a')), b: makePlayer(t.b, t.ai, timed('b')) };
  const rands = { a: makeRand(mixSeed(t.seed, t.index, 1)), b: makeRand(mixSeed(t.seed, t.index, 2)) };
  const turn = makeRand(mixSeed(t.seed, t.index, 3));
  let state = m.setup(mixSeed(t.seed, t.index, 0), options);
  let actions = 0;
  const played: PlayedAction[] = [];
  while (!state.result && actions < t.maxActions) {
    const pending = pendingSides(state);
    if (pending.length === 0) throw new Error(`${m.id} game ${t.index}: nobody owes a decision at step ${state.step}`);
    // A side that only waits (it could take back what it chose, nothing else) is not asked.
    const asked = pending.length === 1 ? pending : pending.filter((p) => !waiting(m, t.ai, state, p));
    const side = asked.length === 1 ? asked[0]! : turn.pick(asked.length > 0 ? asked : pending);
    const seat: Seat = side === sides.a ? 'a' : 'b';
    const action = players[seat](m, state, side, rands[seat]);
    const r = apply(m, state, side, action);
    if (!r.ok)
      throw new Error(
        `${m.id} game ${t.index} (seed ${t.seed}): ${t[seat]} as ${side} chose "${action}", refused: ${r.rejection.text.en}`,
      );
    state = r.state;
    actions++;
    if (t.tags) played.push({ side, action });
  }
  const result = state.result;
  const winnerSide = result?.winner ?? null;
  return {
    index: t.index,
    sides,
    options,
    winner: winnerSide === null ? null : winnerSide === sides.a ? 'a' : 'b',
    winnerSide,
    end: result ? result.reason.en : 'unfinished',
    unfinished: !result,
    actions,
    think,
    trivial,
    tags: t.tags ? [...new Set(t.tags(state, played))].sort() : [],
  };
}

/** One line of a game (--verbose). */
export function gameLine(r: GameRecord, a: PlayerKind, b: PlayerKind): string {
  const who = r.winner === null ? 'no winner' : `${r.winner} (${r.winner === 'a' ? a : b}, ${r.winnerSide}) wins`;
  const opts = Object.keys(r.options).length ? ` ${JSON.stringify(r.options)}` : '';
  return `game ${r.index}: a=${r.sides.a} b=${r.sides.b}${opts} · ${r.actions} actions · ${who} · ${r.end}`;
}

// ---------------------------------------------------------------------------------------------
// The tally

export interface Tally {
  games: number;
  wins: Record<Seat, number>;
  /** Draws, the unfinished included. */
  draws: number;
  unfinished: number;
  /** Games each side won. */
  sideWins: Record<Side, number>;
  /** Games each player played on each side. */
  played: Record<Seat, Record<Side, number>>;
  /** How the games ended: the result's reason (English) or "unfinished" → games. */
  ends: Record<string, number>;
  actions: number;
  think: Record<Seat, number[]>;
  trivial: Record<Seat, number>;
  /** Games with each tag (what happened in them, the kit's tags). */
  tags: Record<string, number>;
}

/** Add up a match's games (in any order: the tally does not depend on it). */
export function tally(records: readonly GameRecord[], sides: readonly Side[]): Tally {
  const t: Tally = {
    games: 0,
    wins: { a: 0, b: 0 },
    draws: 0,
    unfinished: 0,
    sideWins: Object.fromEntries(sides.map((s) => [s, 0])),
    played: { a: Object.fromEntries(sides.map((s) => [s, 0])), b: Object.fromEntries(sides.map((s) => [s, 0])) },
    ends: {},
    actions: 0,
    think: { a: [], b: [] },
    trivial: { a: 0, b: 0 },
    tags: {},
  };
  for (const r of [...records].sort((x, y) => x.index - y.index)) {
    t.games++;
    t.actions += r.actions;
    if (r.winner) t.wins[r.winner]++;
    else t.draws++;
    if (r.unfinished) t.unfinished++;
    if (r.winnerSide !== null) t.sideWins[r.winnerSide] = (t.sideWins[r.winnerSide] ?? 0) + 1;
    for (const seat of ['a', 'b'] as const) {
      t.played[seat][r.sides[seat]] = (t.played[seat][r.sides[seat]] ?? 0) + 1;
      t.think[seat].push(...r.think[seat]);
      t.trivial[seat] += r.trivial[seat];
    }
    t.ends[r.end] = (t.ends[r.end] ?? 0) + 1;
    for (const tag of r.tags) t.tags[tag] = (t.tags[tag] ?? 0) + 1;
  }
  return t;
}

/** Wilson's score interval for k successes in n trials (z = 1.96: 95 %); n = 0: [0, 1]. */
export function wilson(k: number, n: number, z = 1.96): { lo: number; hi: number } {
  if (n === 0) return { lo: 0, hi: 1 };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

/** The p-quantile (0 < p ≤ 1) of `xs` by nearest rank; NaN when empty. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const a = [...xs].sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.max(0, Math.ceil(p * a.length) - 1))]!;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const rate = (k: number, n: number) => {
  if (n === 0) return `${k} of 0 decided games`;
  const { lo, hi } = wilson(k, n);
  return `${k} of ${n} decided = ${pct(k / n)} (95 % CI ${pct(lo)}–${pct(hi)})`;
};

/** The last line of a run: `match <id> <a> <b> <a wins> <b wins> <draws>`. */
export function lastLine(game: string, a: PlayerKind, b: PlayerKind, t: Tally): string {
  return `match ${game} ${a} ${b} ${t.wins.a} ${t.wins.b} ${t.draws}`;
}

/** The summary of a match: win rates (by player, by side), how games ended, think times, the last line. */
export function summaryText(
  args: Pick<MatchArgs, 'game' | 'a' | 'b' | 'seed'>,
  sides: readonly Side[],
  t: Tally,
  seconds?: number,
): string {
  const out: string[] = [];
  const decided = t.games - t.draws;
  const took = seconds === undefined ? '' : ` in ${seconds.toFixed(1)} s`;
  out.push(
    `${args.game}: ${args.a} (a) vs ${args.b} (b), ${t.games} games (seed ${args.seed})${took}, ${t.actions} actions (${(t.actions / Math.max(1, t.games)).toFixed(0)} a game)`,
  );
  out.push('wins (of the decided games, Wilson 95 % interval):');
  for (const seat of ['a', 'b'] as const) {
    const on = sides.map((s) => `${t.played[seat][s] ?? 0} as ${s}`).join(', ');
    out.push(`  ${seat} ${args[seat].padEnd(7)} ${rate(t.wins[seat], decided)} · played ${on}`);
  }
  out.push(
    `  draws   ${t.draws} of ${t.games} = ${pct(t.games ? t.draws / t.games : 0)}${t.unfinished ? ` (${t.unfinished} unfinished at the action limit)` : ''}`,
  );
  out.push('by side (wins of the side in the decided games):');
  for (const s of sides) out.push(`  ${s.padEnd(9)} ${rate(t.sideWins[s] ?? 0, decided)}`);
  out.push('how the games ended:');
  for (const [end, n] of Object.entries(t.ends).sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])))
    out.push(`  ${String(n).padStart(5)} × ${end}`);
  const tags = Object.entries(t.tags).sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
  if (tags.length) {
    out.push('what happened (games with each):');
    for (const [tag, n] of tags) out.push(`  ${String(n).padStart(5)} games with ${tag}`);
  }
  const ais = (['a', 'b'] as const).filter((seat) => args[seat] === 'ai' || args[seat] === 'ai-fast');
  if (ais.length) {
    out.push('think time per searched decision (decisions with one legal action take no search: counted apart):');
    for (const seat of ais) {
      const xs = t.think[seat];
      const f = (p: number) => percentile(xs, p).toFixed(1);
      const max = percentile(xs, 1).toFixed(1);
      out.push(
        `  ${seat} ${args[seat].padEnd(7)} ${xs.length} decisions: p50 ${f(0.5)} ms · p95 ${f(0.95)} ms · max ${max} ms (+ ${t.trivial[seat]} with one legal action)`,
      );
    }
  }
  out.push(lastLine(args.game, args.a, args.b, t));
  return out.join('\n');
}
