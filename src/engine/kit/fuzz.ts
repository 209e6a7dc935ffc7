// The generic random-play fuzzer: any game, its invariants, any player (src/ai).
//
//   const report = fuzzGame({ module, games: 100, seed: 1, maxActions: 6000, invariants: [...] });
//   const report = fuzzKit(await getPackage(id)!.kit(), 100, 1); // a game's own kit (./types.ts)
//   expect(fuzzFailures(report)).toEqual([]);
//
// Game i is set up from dice seed `seed + i` (a legacy number for even i, a v2 dice key derived
// from it for odd i) with options[i % n], played by players[i % n] whose choices come from their
// own generator seeded by (seed, i) — so every game is reproducible from the report's seed alone.
// After every action the kit checks, besides the game's own invariants:
//  - someone owes a decision while the game is not over, and every side owing one has a legal
//    action (none of them having one is a dead end; some of them not having one, a violation);
//  - no action is listed twice, and every listed action is accepted by apply (all of them in every
//    `deepEvery`-th game, a random `sample` of them in the others), leaving its input state alone;
//  - an action reported as not rolled left the dice generator where it was (undo relies on it);
//  - the step counter went up by one, and the state survives a JSON round trip unchanged (it is
//    stored as JSON: no undefined, NaN, Infinity, class instance or shared reference tricks);
//  - the views (public and each side's) and the summary build without throwing;
//  - every `probeEvery` steps, garbage and misplaced actions by every side (and a stranger) are
//    refused with a text in both locales, never throw, and leave the state as it was;
// and at the end of each game (or when it hits `maxActions`), replaying its log from the setup
// gives a byte-identical state. A throw anywhere is a crash; the game stops at its first failure.
import { isDeepStrictEqual } from 'node:util';
import { declaredVerbs, withListingsKept } from '../decisions.ts';
import { apply, legalActions, pendingSides, replay, RESIGN, type LoggedAction } from '../engine.ts';
import type { DiceSeed } from '../rng.ts';
import type { Action, GameModule, GameState, LogEntry, Side } from '../types.ts';
import type { Player } from '#ai/player.ts';
import { makeRand, type Rand } from '#ai/rand.ts';
import { randomPlayer } from '#ai/random.ts';
import type { GameKit, Invariant } from './types.ts';

// biome-ignore lint/suspicious/noExplicitAny: any game's options, as the registry's kits list them
export interface FuzzOptions<G = any> {
  module: GameModule<G>;
  games: number;
  /** The index of the first game (default 0): a run in parts plays the same games as one run. */
  from?: number;
  /** Game i uses dice seed `seed + i`. */
  seed: number;
  /** A game still running after this many actions is reported as `capped`. */
  maxActions: number;
  invariants?: Invariant<G>[];
  /** Invariants with memory (e.g. which cards were ever seen): made afresh for every game. */
  perGame?: () => Invariant<G>[];
  /** The player of game i is players[i % n] (default: the uniform random player). */
  player?: Player | readonly Player[];
  /** The options of game i are options[i % n] (default: the module's defaults). */
  options?: Record<string, unknown> | readonly Record<string, unknown>[];
  /** Every deepEvery-th game applies every listed action at every step (default 10). */
  deepEvery?: number;
  /** How many listed actions the other games apply at each step (default 2). */
  sample?: number;
  /** Refusal probes every this many steps (default 25; 0: never). */
  probeEvery?: number;
  /** Chance per action that a random side resigns instead (default 1/20000). */
  resignRate?: number;
}

export interface Failure {
  game: number;
  seed: DiceSeed;
  options: Record<string, unknown>;
  step: number;
  message: string;
}

export interface FuzzReport {
  games: number;
  /** Actions played (the chosen ones, not the probes). */
  actions: number;
  /** Listed actions applied to check they are accepted. */
  applied: number;
  longest: number;
  crashes: Failure[];
  deadEnds: Failure[];
  /** Games that reached maxActions without ending. */
  capped: Failure[];
  violations: Failure[];
  /** "winner: reason" (years and numbers as N) → number of games. */
  outcomes: Record<string, number>;
}

/** Every failure of a report, one line each (empty when the run is clean). */
export function fuzzFailures(r: FuzzReport): string[] {
  const line = (kind: string) => (f: Failure) =>
    `${kind} in game ${f.game} (seed ${JSON.stringify(f.seed)}, options ${JSON.stringify(f.options)}) at step ${f.step}: ${f.message}`;
  return [
    ...r.crashes.map(line('crash')),
    ...r.deadEnds.map(line('dead end')),
    ...r.capped.map(line('action limit')),
    ...r.violations.map(line('violation')),
  ];
}

/** Two reports as one (a run in parts). */
export function mergeReports(a: FuzzReport, b: FuzzReport): FuzzReport {
  const outcomes = { ...a.outcomes };
  for (const [k, n] of Object.entries(b.outcomes)) outcomes[k] = (outcomes[k] ?? 0) + n;
  return {
    games: a.games + b.games,
    actions: a.actions + b.actions,
    applied: a.applied + b.applied,
    longest: Math.max(a.longest, b.longest),
    crashes: [...a.crashes, ...b.crashes],
    deadEnds: [...a.deadEnds, ...b.deadEnds],
    capped: [...a.capped, ...b.capped],
    violations: [...a.violations, ...b.violations],
    outcomes,
  };
}

/** One summary line of a report. */
export function fuzzSummary(name: string, r: FuzzReport, ms?: number): string {
  return (
    `${name}: ${r.games} games, ${r.actions} actions (longest ${r.longest}), ${r.applied} listed actions applied, ` +
    `${r.crashes.length} crashes, ${r.deadEnds.length} dead ends, ${r.capped.length} at the action limit, ` +
    `${r.violations.length} invariant violations${ms === undefined ? '' : `, ${(ms / 1000).toFixed(1)} s`}`
  );
}

class Stop extends Error {
  constructor(
    readonly kind: 'deadEnds' | 'capped' | 'violations',
    message: string,
  ) {
    super(message);
  }
}

/** The dice seed of game i: a legacy number, or (odd i) a v2 dice key derived from it. */
export function diceSeedFor(seed: number, i: number): DiceSeed {
  const n = seed + i;
  if (i % 2 === 0) return n;
  const r = makeRand(n ^ 0x5eed);
  const key = Array.from({ length: 8 }, () => r.uint32().toString(16).padStart(8, '0')).join('');
  return { v: 2, key };
}

const cycle = <T>(x: T | readonly T[] | undefined, i: number, dflt: T): T =>
  x === undefined ? dflt : Array.isArray(x) ? ((x as readonly T[])[i % (x as readonly T[]).length] ?? dflt) : (x as T);

/** Fuzz a game with its kit (its invariants, players and option sets). */
export function fuzzKit<G>(
  kit: GameKit<G>,
  games: number,
  seed: number,
  extra: { from?: number; deepEvery?: number; sample?: number; probeEvery?: number } = {},
): FuzzReport {
  return fuzzGame({
    module: kit.module,
    games,
    seed,
    maxActions: kit.maxActions,
    invariants: kit.invariants,
    perGame: kit.perGame,
    player: kit.players,
    options: kit.options,
    ...extra,
  });
}

export function fuzzGame<G>(opts: FuzzOptions<G>): FuzzReport {
  const report: FuzzReport = {
    games: 0,
    actions: 0,
    applied: 0,
    longest: 0,
    crashes: [],
    deadEnds: [],
    capped: [],
    violations: [],
    outcomes: {},
  };
  const defaultPlayer = randomPlayer();
  const from = opts.from ?? 0;
  for (let i = from; i < from + opts.games; i++) {
    const seed = diceSeedFor(opts.seed, i);
    const options = cycle<Record<string, unknown>>(opts.options, i, {});
    const player = cycle<Player>(opts.player as Player | readonly Player[] | undefined, i, defaultPlayer);
    const rand = makeRand(Math.imul(opts.seed + i + 1, 0x9e3779b1) ^ 0x2545f491);
    const game = { index: i, seed, options, step: 0 };
    try {
      const end = playGame(opts, game, player, rand, report);
      const key = `${end.winner ?? 'draw'}: ${end.reason.en.replace(/\d+/g, 'N')}`;
      report.outcomes[key] = (report.outcomes[key] ?? 0) + 1;
    } catch (e) {
      const failure: Failure = {
        game: i,
        seed,
        options,
        step: game.step,
        message: e instanceof Error ? e.message : String(e),
      };
      if (e instanceof Stop) report[e.kind].push(failure);
      else
        report.crashes.push({
          ...failure,
          message: e instanceof Error && e.stack ? e.stack.split('\n').slice(0, 6).join('\n') : failure.message,
        });
    }
    report.games++;
  }
  return report;
}

interface GameRun {
  index: number;
  seed: DiceSeed;
  options: Record<string, unknown>;
  step: number;
}

function playGame<G>(opts: FuzzOptions<G>, game: GameRun, player: Player, rand: Rand, report: FuzzReport) {
  const m = opts.module;
  const invariants = [...(opts.invariants ?? []), ...(opts.perGame?.() ?? [])];
  const deep = game.index % (opts.deepEvery ?? 10) === 0;
  const sample = opts.sample ?? 2;
  const probeEvery = opts.probeEvery ?? 25;
  const resignRate = opts.resignRate ?? 1 / 20_000;
  const actions: LoggedAction[] = [];
  let state = m.setup(game.seed, game.options);
  let prev: GameState<G> | null = null;
  const jsonb = jsonbLogs();
  for (;;) {
    game.step = actions.length;
    // Everything below asks questions of `state`, which nothing changes (that is checked too): its
    // legal actions are listed once per side, not again by every refused probe (apply lists them to
    // match a label) and by the player.
    const step = withListingsKept(m, state, () => playStep(state));
    if (!step) break;
    const { side, r } = step;
    prev = state;
    state = r.state;
    actions.push({ side, action: r.action });
    report.actions++;
  }
  function playStep(state: GameState<G>) {
    const legal = checkState(m, state, prev, invariants);
    if (state.result) return null;
    if (actions.length >= opts.maxActions)
      throw new Stop('capped', `still running after ${opts.maxActions} actions (decision ${state.stack.at(-1)?.kind})`);
    if (probeEvery > 0 && actions.length % probeEvery === 0) probe(m, state, legal);
    // Every listed action is accepted (and applying it leaves the state it was applied to as it was).
    // (The log is append-only: its length stands for it, so a long game does not pay for it at every step.)
    const snap = (s: GameState<G>) => JSON.stringify({ ...s, log: s.log.length });
    const snapshot = deep ? snap(state) : null;
    for (const [side, list] of legal) {
      const some = deep ? list : Array.from({ length: Math.min(sample, list.length) }, () => rand.pick(list));
      for (const a of some) {
        const r = apply(m, state, side, a);
        if (!r.ok)
          throw new Stop(
            'violations',
            `listed action "${a}" of ${side} refused: ${r.rejection.code} ${r.rejection.text.en}`,
          );
        report.applied++;
      }
    }
    if (snapshot !== null && snap(state) !== snapshot)
      throw new Stop('violations', 'applying a listed action changed the state it was applied to');
    let side: Side;
    let action: Action;
    if (rand() < resignRate) {
      side = rand.pick(m.sides);
      action = RESIGN;
    } else {
      side = rand.pick([...legal.keys()]);
      action = player(m, state, side, rand);
    }
    const r = apply(m, state, side, action);
    if (!r.ok)
      throw new Stop(
        'violations',
        `the player's "${action}" for ${side} refused: ${r.rejection.code} ${r.rejection.text.en}`,
      );
    if (deep) {
      // The service reads the state back from a JSONB column, which does not keep key order: the
      // same action on that state must give the same state and log.
      const read = jsonb(state);
      const b = apply(m, read, side, action);
      if (!b.ok || !sameAsRead(b.state, r.state, read, state))
        throw new Stop(
          'violations',
          `"${action}" on the state as the database returns it (JSONB key order) gives another state`,
        );
    }
    if (r.state.step !== state.step + 1)
      throw new Stop('violations', `step went from ${state.step} to ${r.state.step}`);
    // Undo trusts the engine's report: an action that says it rolled nothing left the generator alone.
    if (!r.rolled && !canonicalSame(r.state.rng, state.rng))
      throw new Stop('violations', `"${r.action}" drew on the dice generator but apply reported rolled: false`);
    const fresh = r.state.log.slice(state.log.length);
    if (!isDeepStrictEqual(fresh, r.log))
      throw new Stop('violations', `the log entries returned by apply are not the ones appended to the state's log`);
    return { side, r };
  }
  game.step = actions.length;
  report.longest = Math.max(report.longest, actions.length);
  const again = replay(m, game.seed, game.options, actions);
  if (!again.ok)
    throw new Stop(
      'violations',
      `replay refused action ${again.index} ("${actions[again.index]?.action}"): ${again.rejection.code}`,
    );
  if (JSON.stringify(again.state) !== JSON.stringify(state))
    throw new Stop('violations', 'replaying the log from the setup gives another state');
  return state.result!;
}

/**
 * jsonbOrder of a game's successive states, its log entry by entry: the log is append-only and its
 * entries are shared from state to state, so each is reordered once (by identity), not again at
 * every step of a long game.
 */
function jsonbLogs(): <G>(state: GameState<G>) => GameState<G> {
  let from: readonly LogEntry[] = [];
  let to: LogEntry[] = [];
  return (state) => {
    const log = state.log;
    const out = new Array<LogEntry>(log.length);
    for (let i = 0; i < log.length; i++) out[i] = from[i] === log[i] && i < to.length ? to[i]! : jsonbOrder(log[i]!);
    from = log.slice();
    to = out;
    const read = jsonbOrder({ ...state, log: [] });
    return { ...read, log: out.slice() };
  };
}

/**
 * canonicalSame(b, r) for b = apply(read) and r = apply(state), read = jsonbOrder(state): the
 * states without their logs, and the logs entry by entry. An entry both kept from the state they
 * were applied to (the same object as there) is equal by construction: read's is jsonbOrder of
 * state's, which only reorders keys.
 */
function sameAsRead<G>(b: GameState<G>, r: GameState<G>, read: GameState<G>, state: GameState<G>): boolean {
  if (!canonicalSame({ ...b, log: [] }, { ...r, log: [] }) || b.log.length !== r.log.length) return false;
  for (let i = 0; i < b.log.length; i++) {
    if (i < state.log.length && b.log[i] === read.log[i] && r.log[i] === state.log[i]) continue;
    if (!canonicalSame(b.log[i] ?? null, r.log[i] ?? null)) return false;
  }
  return true;
}

/** A value as JSONB gives it back: every object's keys shortest first, then by their bytes. */
export function jsonbOrder<T>(v: T): T {
  if (Array.isArray(v)) return v.map(jsonbOrder) as T;
  if (!v || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const k of jsonbKeys(Object.keys(v))) {
    const x = jsonbOrder((v as Record<string, unknown>)[k]);
    // (As Object.fromEntries does: an own property, even named __proto__.)
    if (k === '__proto__')
      Object.defineProperty(out, k, { value: x, enumerable: true, writable: true, configurable: true });
    else out[k] = x;
  }
  return out as T;
}

/** Objects of one shape come back again and again (every unit, every log entry): their key order, kept. */
const jsonbKeyOrders = new Map<string, { keys: string[]; sorted: string[] }>();

function jsonbKeys(keys: string[]): string[] {
  const shape = keys.join('\n');
  const hit = jsonbKeyOrders.get(shape);
  if (hit && hit.keys.length === keys.length && hit.keys.every((k, i) => k === keys[i])) return hit.sorted;
  const bytes = new Map(keys.map((k) => [k, Buffer.from(k)]));
  const sorted = [...keys].sort(
    (a, b) => bytes.get(a)!.length - bytes.get(b)!.length || Buffer.compare(bytes.get(a)!, bytes.get(b)!),
  );
  if (jsonbKeyOrders.size >= 10_000) jsonbKeyOrders.clear();
  jsonbKeyOrders.set(shape, { keys, sorted });
  return sorted;
}

/**
 * canonicalJson(a) === canonicalJson(b). Plain data (plain objects, arrays, strings, finite
 * numbers, booleans, null) is compared in place, without writing the texts out; when that walk
 * does not find the two equal (they differ, or hold something else), the texts decide.
 */
function canonicalSame(a: unknown, b: unknown): boolean {
  return plainEqual(a, b, 0) || canonicalJson(a) === canonicalJson(b);
}

/** JSON with every object's keys sorted: equal values, whatever their key order, give one text. */
function canonicalJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : x,
  );
}

const isPlainObject = (x: object): boolean => {
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
};

/**
 * True only when both are plain data with one JSON text once keys are sorted: an object key whose
 * value is undefined is absent, an undefined array item is null. False for anything it does not
 * vouch for (it may be equal all the same: canonicalSame then compares the texts).
 */
function plainEqual(a: unknown, b: unknown, depth: number): boolean {
  if (depth > 2000) return false;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    if (typeof a === 'number') return Number.isFinite(a) && a === b;
    return a === b && (a === null || a === undefined || typeof a === 'string' || typeof a === 'boolean');
  }
  if (Array.isArray(a)) {
    if (
      !Array.isArray(b) ||
      Object.getPrototypeOf(a) !== Array.prototype ||
      Object.getPrototypeOf(b) !== Array.prototype
    )
      return false;
    if (a.length !== b.length || Object.hasOwn(a, 'toJSON') || Object.hasOwn(b, 'toJSON')) return false;
    for (let i = 0; i < a.length; i++) if (!plainEqual(a[i] ?? null, b[i] ?? null, depth + 1)) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlainObject(a) || !isPlainObject(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let n = 0;
  for (const k of Object.keys(ra)) {
    if (k === 'toJSON') return false;
    const x = ra[k];
    if (x === undefined) continue;
    n++;
    if (!Object.hasOwn(rb, k) || !Object.prototype.propertyIsEnumerable.call(rb, k)) return false;
    if (!plainEqual(x, rb[k], depth + 1)) return false;
  }
  let m = 0;
  for (const k of Object.keys(rb)) if (rb[k] !== undefined) m++;
  return n === m;
}

/**
 * The generic checks of one state, then the game's invariants. Returns the sides owing a
 * decision with their listed actions (empty when the game is over).
 */
function checkState<G>(
  m: GameModule<G>,
  state: GameState<G>,
  prev: GameState<G> | null,
  invariants: Invariant<G>[],
): Map<Side, Action[]> {
  const legal = new Map<Side, Action[]>();
  const rest = { ...state, log: prev ? state.log.slice(prev.log.length) : state.log };
  if (!survivesJson(rest, 0) && !isDeepStrictEqual(JSON.parse(JSON.stringify(rest)), rest))
    throw new Stop('violations', `the state does not survive a JSON round trip: ${jsonDiff(rest)}`);
  m.view(state, null);
  for (const s of m.sides) m.view(state, s);
  m.summary(state);
  if (state.result) {
    if (state.stack.length !== 0) throw new Stop('violations', 'the game is over with decisions left on the stack');
    if (state.result.winner !== null && !m.sides.includes(state.result.winner))
      throw new Stop('violations', `winner "${state.result.winner}" is not a side`);
  } else {
    const owed = pendingSides(state);
    if (owed.length === 0) throw new Stop('deadEnds', 'the game is not over and nobody owes a decision');
    const none: Side[] = [];
    for (const side of owed) {
      const list = legalActions(m, state, side).map((l) => l.action);
      if (new Set(list).size !== list.length) throw new Stop('violations', `${side} is offered the same action twice`);
      if (list.length === 0) none.push(side);
      else legal.set(side, list);
    }
    const kind = state.stack.at(-1)?.kind;
    if (legal.size === 0)
      throw new Stop(
        'deadEnds',
        `${owed.join(', ')} owe${owed.length === 1 ? 's' : ''} a decision (${kind}) and no one has a legal action`,
      );
    if (none.length)
      throw new Stop('violations', `${none.join(', ')} owe a decision (${kind}) but have no legal action`);
  }
  for (const inv of invariants) {
    const bad = inv(state, prev);
    if (bad) throw new Stop('violations', bad);
  }
  return legal;
}

/**
 * True only when `v` certainly comes back from a JSON round trip deep-strict-equal to itself:
 * plain objects and arrays (no holes, no extra or symbol keys) of strings, booleans, null and
 * finite numbers other than -0. False when unsure (the round trip itself then decides).
 */
function survivesJson(v: unknown, depth: number): boolean {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(v) && !Object.is(v, -0);
    case 'object': {
      if (v === null) return true;
      if (depth > 2000 || Object.getOwnPropertySymbols(v).length > 0) return false;
      if (Array.isArray(v)) {
        if (Object.getPrototypeOf(v) !== Array.prototype || Object.keys(v).length !== v.length) return false;
        for (let i = 0; i < v.length; i++) if (!survivesJson(v[i], depth + 1)) return false;
        return true;
      }
      if (Object.getPrototypeOf(v) !== Object.prototype) return false;
      for (const k of Object.keys(v)) {
        if (k === 'toJSON' || k === '__proto__') return false;
        if (!survivesJson((v as Record<string, unknown>)[k], depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

/** Where a value and its JSON copy first differ (for the message). */
function jsonDiff(v: unknown, path = 'state'): string {
  const back = JSON.parse(JSON.stringify(v) ?? 'null');
  if (v === null || typeof v !== 'object') return `${path} is ${String(v)}, read back as ${JSON.stringify(back)}`;
  for (const k of Object.keys(v)) {
    const x = (v as Record<string, unknown>)[k];
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(x) ?? 'null'), x)) return jsonDiff(x, `${path}.${k}`);
  }
  return `${path} (${Object.getPrototypeOf(v)?.constructor?.name ?? 'null prototype'})`;
}

const NONSENSE = ['', 'xyzzy', '!!', '   '];
// biome-ignore lint/suspicious/noExplicitAny: one cache for every game's module
const garbageOf = new WeakMap<GameModule<any>, string[]>();

/**
 * Nonsense, and every verb the game declares — bare, with impossible arguments, and repeated — so
 * that a verb out of its step is tried too, whether or not it is offered now.
 */
function garbage<G>(m: GameModule<G>): string[] {
  let out = garbageOf.get(m);
  if (!out) {
    const verbs = [...new Set(declaredVerbs(m).map((v) => v.verb))];
    out = [...NONSENSE, ...verbs.flatMap((v) => [v, `${v} 9999`, `${v} #99`, `${v} ${v} ${v}`])];
    garbageOf.set(m, out);
  }
  return out;
}

/** Garbage and misplaced actions by every side and a stranger: refused with text, no throw, no change. */
function probe<G>(m: GameModule<G>, state: GameState<G>, legal: Map<Side, Action[]>): void {
  const listed = [...legal.values()].flat();
  const verbs = [...new Set(listed.map((a) => a.split(' ')[0]!))];
  const args = [...new Set(listed.flatMap((a) => a.split(' ').slice(1)))].slice(0, 6);
  const probes = new Set<string>(garbage(m));
  for (const a of listed.slice(0, 6)) probes.add(`${a} extra`);
  for (const v of verbs) {
    probes.add(v);
    for (const a of args) probes.add(`${v} ${a}`);
  }
  const before = JSON.stringify(state);
  for (const side of [...m.sides, 'stranger']) {
    const own = new Set(legal.get(side) ?? []);
    for (const p of probes) {
      const r = apply(m, state, side, p);
      if (r.ok) {
        if (!own.has(p.trim().replace(/\s+/g, ' ')) && !own.has(r.action))
          throw new Stop('violations', `"${p}" by ${side} was accepted but is not listed`);
        continue;
      }
      if (!r.rejection.text.ja || !r.rejection.text.en)
        throw new Stop('violations', `"${p}" by ${side} refused without a text (${r.rejection.code})`);
    }
  }
  if (JSON.stringify(state) !== before)
    throw new Stop('violations', 'trying garbage and misplaced actions changed the state they were tried on');
}
