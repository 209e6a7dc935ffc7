// 日露大戦 engine bench (section (d) of `npm run bench`): the legal destinations of a unit, and
// the replay of whole games played by a seeded, aggressive player on both sides: it moves nearly
// every unit it can (mostly towards the enemy), attacks wherever it can with everything adjacent,
// takes attack support, plays events and card uses (forced marches, strategic moves, transports)
// and now and then looks at a unit's destinations and cancels. Its games run 400–700 actions
// when they last 12 turns; the bench also gives the cost per action, for longer real games.
// test/engine uses the same player for the golden replays.
//
//   const games = benchGames(20, 10);    // seeded games that end, every 10th position kept
//   benchDestinations(games);            // destinations of every unit of those positions
//   benchReplay(games);                  // whole-game replays
import { apply, legalActions, nextChoices, pendingSides, replay, type LoggedAction } from '#engine/engine.ts';
import type { GameModule, LegalAction } from '#engine/types.ts';
import { hexDistance } from '#engine/hex.ts';
import { GRID } from '#games/nichiro-taisen/data/map.ts';
import { nichiroTaisen } from '#games/nichiro-taisen/index.ts';
import type { NichiroG, NSide, NState } from '#games/nichiro-taisen/types.ts';

type S = NState;
const M = nichiroTaisen;

/** xorshift32 for the player's choices (the game's dice come from its own state). */
export function chooser(seed: number): () => number {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x100000000;
  };
}

/**
 * The "to <dest>" actions nearest to an enemy unit of `side` on the map (all of those tied);
 * boxes and other ways ("to D via X") count as far.
 */
export function nearestToEnemy(g: NichiroG, side: NSide, tos: readonly string[]): string[] {
  const enemies: string[] = [];
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.side !== side && u.where.kind === 'map') enemies.push(u.where.hex);
  }
  let best: string[] = [];
  let bestD = Infinity;
  for (const a of tos) {
    const hex = a.slice(3);
    const d = /^\d{4}$/.test(hex) && enemies.length ? Math.min(...enemies.map((e) => hexDistance(GRID, hex, e))) : 99;
    if (d < bestD) {
      bestD = d;
      best = [a];
    } else if (d === bestD) best.push(a);
  }
  return best;
}

/** The destination nearest to an enemy unit on the map (ties at random). */
function towardEnemy(state: S, unit: string, tos: string[], rand: () => number): string {
  const best = nearestToEnemy(state.g, state.g.units[unit]!.side, tos);
  return best[Math.floor(rand() * best.length)]!;
}

/** The aggressive player's choice among the listed actions; `hesitation`: how often a move is looked at and cancelled. */
function choose(state: S, legal: LegalAction[], rand: () => number, hesitation: number): string {
  const top = state.stack[state.stack.length - 1]!;
  const acts = legal.map((l) => l.action);
  const pickOf = (xs: string[]) => xs[Math.floor(rand() * xs.length)]!;
  const some = (pred: (a: string) => boolean) => acts.filter(pred);
  switch (top.kind) {
    case 'refill':
      return rand() < 0.15 && acts.includes('refill 4') ? 'refill 4' : 'refill 3';
    case 'movement': {
      const events = some((a) => a.startsWith('event '));
      if (events.length && rand() < 0.3) return pickOf(events);
      const moves = some((a) => a.startsWith('move '));
      const rails = some((a) => a.startsWith('rail '));
      if (rails.length && rand() < 0.3) return pickOf(rails);
      if (moves.length && rand() < 0.97) return pickOf(moves);
      return 'end-movement';
    }
    case 'move-to': {
      const to = some((a) => a !== 'cancel');
      // Now and then a player looks at the destinations and changes their mind.
      if (to.length === 0 || rand() < hesitation) return 'cancel';
      return rand() < 0.75 ? towardEnemy(state, top.unit, to, rand) : pickOf(to);
    }
    case 'combat': {
      const attacks = some((a) => a.startsWith('attack '));
      if (attacks.length && rand() < 0.9) return pickOf(attacks);
      return acts.includes('end-declarations') ? 'end-declarations' : 'end-combat';
    }
    case 'declare': {
      const withs = some((a) => a.startsWith('with '));
      if (withs.length) return pickOf(withs);
      return acts.includes('confirm') ? 'confirm' : 'cancel';
    }
    case 'support': {
      const sup = some((a) => a.startsWith('support '));
      return sup.length && rand() < 0.4 ? pickOf(sup) : 'no-support';
    }
    case 'combat-event':
    case 'fleet-reaction': {
      const ev = some((a) => a.startsWith('event '));
      return ev.length && rand() < 0.5 ? pickOf(ev) : 'pass';
    }
    case 'card-play': {
      const uses = some((a) => a !== 'end-phase');
      return uses.length && rand() < 0.6 ? pickOf(uses) : 'end-phase';
    }
    case 'pick-unit': {
      const units = some((a) => a.startsWith('unit '));
      if (units.length && rand() < 0.9) return pickOf(units);
      return acts.includes('done') ? 'done' : units.length ? pickOf(units) : 'cancel';
    }
    case 'pick-dest': {
      const to = some((a) => a !== 'cancel');
      return to.length ? pickOf(to) : 'cancel';
    }
    case 'advance': {
      const adv = some((a) => a.startsWith('advance '));
      return adv.length && rand() < 0.8 ? pickOf(adv) : 'end-advance';
    }
  }
  const plain = some((a) => a !== 'cancel' && !a.startsWith('undeclare '));
  return pickOf(plain.length ? plain : acts);
}

export interface PlayedGame {
  seed: number;
  options: Record<string, unknown>;
  actions: LoggedAction[];
  final: S;
  /** Every `sampleEvery`-th state the game went through (the setup first); none by default. */
  samples: S[];
}

/** One whole game by the aggressive player on both sides, from `seed`. */
export function playNichiroGame(
  seed: number,
  options: Record<string, unknown> = {},
  sampleEvery = 0,
  hesitation = 0.1,
  cap = 10_000,
): PlayedGame {
  const rand = chooser(seed);
  let s: S = M.setup(seed, options);
  const samples: S[] = [];
  const actions: LoggedAction[] = [];
  while (!s.result && actions.length < cap) {
    if (sampleEvery > 0 && actions.length % sampleEvery === 0) samples.push(s);
    const side = pendingSides(s)[0]!;
    const legal = legalActions(M, s, side);
    const action = choose(s, legal, rand, hesitation);
    const r = apply(M, s, side, action);
    if (!r.ok) throw new Error(`nichiro bench: seed ${seed}: "${action}" refused: ${r.rejection.code}`);
    actions.push({ side, action });
    s = r.state as S;
  }
  return { seed, options, actions, final: s, samples };
}

function median(xs: number[]): number {
  const a = [...xs].sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length === 0 ? NaN : a.length % 2 ? a[m]! : (a[m - 1]! + a[m]!) / 2;
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;

/** The games of the bench: `games` seeded games that end (every third one with the naval rules). */
export function benchGames(games = 20, sampleEvery = 0): PlayedGame[] {
  const played: PlayedGame[] = [];
  for (let seed = 1; played.length < games; seed++) {
    const p = playNichiroGame(1000 + seed, { navalRules: seed % 3 === 0 }, sampleEvery);
    if (p.final.result) played.push(p);
  }
  return played;
}

export interface DestinationsBench {
  /** Listing the destinations of one unit (the choices of a move's `to` argument: search and labels), µs. */
  medianUs: number;
  p99Us: number;
  maxUs: number;
  units: number;
  positions: number;
  avgDestinations: number;
}

/**
 * Every unit on the map (or in the Korea / Siberia box) of every sampled position, as its 'move-to'
 * decision offers the `to` argument (nextChoices: what /act autocomplete shows after "to").
 */
export function benchDestinations(played: readonly PlayedGame[]): DestinationsBench {
  const ts: number[] = [];
  let positions = 0;
  let dests = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (const p of played) {
      for (const s of p.samples) {
        if (pass === 1) positions++;
        for (const id in s.g.units) {
          const w = s.g.units[id]!.where;
          if (w.kind !== 'map' && w.box !== 'korea' && w.box !== 'siberia') continue;
          const side = s.g.units[id]!.side;
          const at: S = {
            ...s,
            result: null,
            stack: [...s.stack, { kind: 'move-to', sides: [side], unit: id, mode: 'move' }],
          };
          const t = performance.now();
          const list = nextChoices(M, at, side, ['to'], 1000);
          const us = (performance.now() - t) * 1000;
          if (pass === 0) continue; // warm-up
          ts.push(us);
          dests += list.length;
        }
      }
    }
  }
  return {
    medianUs: median(ts),
    p99Us: percentile(ts, 0.99),
    maxUs: Math.max(...ts),
    units: ts.length,
    positions,
    avgDestinations: dests / Math.max(1, ts.length),
  };
}

export interface ReplayBench {
  games: number;
  naval: number;
  /** Games that reached turn 12 (played out, or decided during it). */
  fullLength: number;
  actionsMin: number;
  actionsMedian: number;
  actionsMax: number;
  /** Every replay of every game. */
  medianMs: number;
  maxMs: number;
  /** Replays of the games that reached turn 12 only: wall time, and process CPU time (GC threads included). */
  fullMedianMs: number;
  fullMaxMs: number;
  fullCpuMedianMs: number;
  /** The slowest game's own median, and its length. */
  worstGameMedianMs: number;
  worstGameActions: number;
  /** Median over the games of (game's median ÷ its actions). */
  perActionUs: number;
}

/** Each game replayed from its seed and action log `reps` times (after one warm-up pass). */
export function benchReplay(played: readonly PlayedGame[], reps = 5, module: GameModule<NichiroG> = M): ReplayBench {
  for (const p of played) replay(module, p.seed, p.options, p.actions);
  const all: number[] = [];
  const full: number[] = [];
  const fullCpu: number[] = [];
  const perGame: number[] = [];
  for (let k = 0; k < reps; k++) {
    for (const p of played) {
      const c = process.cpuUsage();
      const t = performance.now();
      const r = replay(module, p.seed, p.options, p.actions);
      const ms = performance.now() - t;
      const cpu = process.cpuUsage(c);
      if (!r.ok) throw new Error(`nichiro bench: replay of seed ${p.seed} failed at ${r.index}: ${r.rejection.code}`);
      all.push(ms);
      if (p.final.g.turn >= 12) {
        full.push(ms);
        fullCpu.push((cpu.user + cpu.system) / 1000);
      }
    }
  }
  for (let i = 0; i < played.length; i++) perGame.push(median(all.filter((_, j) => j % played.length === i)));
  const counts = played.map((p) => p.actions.length);
  const worst = perGame.indexOf(Math.max(...perGame));
  return {
    games: played.length,
    naval: played.filter((p) => p.options.navalRules).length,
    fullLength: played.filter((p) => p.final.g.turn >= 12).length,
    actionsMin: Math.min(...counts),
    actionsMedian: median(counts),
    actionsMax: Math.max(...counts),
    medianMs: median(all),
    maxMs: Math.max(...all),
    fullMedianMs: median(full),
    fullMaxMs: Math.max(...full),
    fullCpuMedianMs: median(fullCpu),
    worstGameMedianMs: perGame[worst]!,
    worstGameActions: counts[worst]!,
    perActionUs: median(perGame.map((m, i) => (m * 1000) / counts[i]!)),
  };
}
