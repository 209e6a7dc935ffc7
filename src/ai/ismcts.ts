// The AI seat's search: single-observer information-set Monte Carlo tree search (SO-ISMCTS,
// Cowling, Powley & Whitehouse 2012) over the engine contract, for any registered game.
//
// Its input is a projection (src/ai/project.ts): what the seat's side may know. Every iteration
// draws a determinization of it (the opponent's secrets guessed, fresh dice), walks the shared tree
// of actions from the root by UCB (each node counting how often it was available, since what is
// legal differs between determinizations), adds one node, plays on with the game's weighted random
// policy for a few actions (drawn without listing them all), and scores the result for the seat's
// side: a win 1, a loss 0, a draw ½, an unfinished game the game's evaluation squashed into (0, 1).
// The root's actions start from a one-ply look, the greedy player's, counted as one visit each.
// Below the root and in rollouts, a side that can win at once does (the game's `decisive` hint:
// "decisive moves", Teytaud & Teytaud 2010), so a threat to win next move is seen however few
// iterations pass that way — a random rollout would find the winning move among dozens rarely.
// The choice is the root action visited most.
//
// Budgets are counted in iterations, never in time, so a seeded search is reproducible on every
// machine; the time it took is measured and reported (`ms`), and the levels' iteration counts are
// set so their think time stays within the level's bound (`npm run bench`: ai_decision_p95_ms_<id>).
import { apply, legalActionTexts, pendingSides, sampleActionText } from '#engine/engine.ts';
import type { Action, GameModule, GameState, Side } from '#engine/types.ts';
import type { GameAi, Player, SearchBudget } from './player.ts';
import { determinize, project } from './project.ts';
import { makeRand, type Rand } from './rand.ts';

export type AiLevel = 'ai' | 'ai-fast';
export const AI_LEVELS: readonly AiLevel[] = ['ai-fast', 'ai'];

export type Budget = SearchBudget;

/**
 * The levels. `ai` (practice games: at most 2 s per decision on one thread) and `ai-fast` (match
 * runs: at most 100 ms). Their think time is measured by `npm run bench`.
 */
export const LEVELS: Readonly<Record<AiLevel, Budget>> = {
  'ai-fast': { iterations: 50, rollout: 6, c: 0.7, priorUpTo: 0 },
  ai: { iterations: 1200, rollout: 10, c: 0.7, priorUpTo: 0 },
};

/** A level's budget for a game: the defaults, with the game's own settings (GameAi.budgets) over them. */
export function budgetOf(ai: GameAi, level: AiLevel): Budget {
  return { ...LEVELS[level], ...ai.budgets?.[level] };
}

export interface Thought {
  action: Action;
  /** Iterations searched (0: the only legal action, taken without searching). */
  iterations: number;
  /** Wall time of the search, in ms (reported, never used to decide). */
  ms: number;
  /** The root's actions as the search left them: visits and mean value for the seat's side (tests read them). */
  root?: { action: Action; visits: number; mean: number }[];
}

interface Node {
  visits: number;
  avail: number;
  /** Sum of the values backed up through this node, for the root's side. */
  total: number;
  /** Per side to act there, per action (no key text made per action per visit). */
  children: Map<Side, Map<Action, Node>>;
  /** Its children were given their priors. */
  primed?: boolean;
  /**
   * With `reuse`: the state this node stands for, per determinization (its fingerprint), where no
   * die was rolled on the way from the root — and, once asked, the actions listed there.
   */
  seen?: Map<string, Seen>;
}

interface Seen {
  state: GameState;
  actions?: Action[];
}

/** A determinization's fingerprint: what the game says it guessed, or all of it but its dice generator (and its empty log). */
function fingerprint(ai: GameAi, state: GameState, side: Side): string {
  if (ai.guessed) return ai.guessed(state, side);
  const { rng: _rng, log: _log, ...rest } = state;
  return JSON.stringify(rest);
}

const newNode = (): Node => ({ visits: 0, avail: 0, total: 0, children: new Map() });

/** `node`'s children for `actor`'s actions. */
function kids(node: Node, actor: Side): Map<Action, Node> {
  let m = node.children.get(actor);
  if (!m) node.children.set(actor, (m = new Map()));
  return m;
}

/** The value of a state for `side`, in [0, 1]. */
function scoreFor(module: GameModule, ai: GameAi, state: GameState, side: Side): number {
  const r = state.result;
  if (r) return r.winner === side ? 1 : r.winner === null ? 0.5 : 0;
  const evaluate = ai.evaluate ?? module.evaluate;
  if (!evaluate) return 0.5;
  const v = evaluate(state, side);
  if (!Number.isFinite(v)) return v > 0 ? 1 : v < 0 ? 0 : 0.5;
  return 1 / (1 + Math.exp(-v / (ai.evalScale ?? 10)));
}

/** `side`'s legal actions for the search: without the game's `never` verbs, unless they are all there is. */
function listed(module: GameModule, ai: GameAi, state: GameState, side: Side): Action[] {
  const all = legalActionTexts(module, state, side);
  if (!ai.never?.length) return all;
  const kept = all.filter((a) => !ai.never!.includes(a.split(' ')[0]!));
  return kept.length > 0 ? kept : all;
}

/** Every action listed is a `never` verb: the side can only take back a choice (a dead end). */
const backedOut = (ai: GameAi, actions: readonly Action[]): boolean =>
  !!ai.never?.length && actions.length > 0 && actions.every((a) => ai.never!.includes(a.split(' ')[0]!));

/**
 * `side` owes a decision only to take back what it chose (its order cards set face down, while the other
 * side still sets its own) while another side owing one has a real choice: it is waiting, and no
 * computer player should be asked — it would take its cards back and set them again for ever.
 */
export function waiting(module: GameModule, ai: GameAi, state: GameState, side: Side): boolean {
  if (!ai.never?.length) return false;
  const owed = pendingSides(state);
  if (owed.length < 2 || !owed.includes(side)) return false;
  return waitingAmong(owed, side, (o) => backedOut(ai, legalActionTexts(module, state, o)));
}

/** Among the sides `owed`, `side` can only take back its choice while another has a real one (each asked once). */
function waitingAmong(owed: readonly Side[], side: Side, backsOut: (o: Side) => boolean): boolean {
  return backsOut(side) && owed.some((o) => o !== side && !backsOut(o));
}

/** Decisive actions in a row: a unit chosen, then sent (a win takes at most this many). */
const DECISIVE_STEPS = 4;

/**
 * `actor`'s decisive action at `state` (the first of the few in a row that the game's hint names)
 * and the state they lead to, a win for `actor`; or null when the hint names none, or they do not
 * win (the hint is checked, never trusted).
 */
function decisiveMove(
  module: GameModule,
  ai: GameAi,
  state: GameState,
  actor: Side,
): { action: Action; state: GameState } | null {
  if (!ai.decisive) return null;
  let first: Action | null = null;
  let s = state;
  for (let step = 0; step < DECISIVE_STEPS; step++) {
    const a = ai.decisive(s, actor);
    if (!a) return null;
    const r = apply(module, s, actor, a);
    if (!r.ok) return null;
    first ??= a;
    s = r.state;
    if (s.result) return s.result.winner === actor ? { action: first, state: s } : null;
  }
  return null;
}

/** The side that acts next in a search: the first that owes a decision and is not waiting. */
function actorOf(module: GameModule, ai: GameAi, state: GameState): Side | undefined {
  const owed = pendingSides(state);
  if (owed.length < 2 || !ai.never?.length) return owed[0];
  // Each side's actions listed once, however many sides are asked whether they wait.
  const stuck = new Map<Side, boolean>();
  const backsOut = (o: Side): boolean => {
    let yes = stuck.get(o);
    if (yes === undefined) stuck.set(o, (yes = backedOut(ai, legalActionTexts(module, state, o))));
    return yes;
  };
  return owed.find((o) => !waitingAmong(owed, o, backsOut)) ?? owed[0];
}

/** The `n` actions of `legal` whose priors at `root` are highest (ties: in `legal`'s order), in `legal`'s order. */
function bestByPrior(root: Node, side: Side, legal: readonly Action[], n: number): Action[] {
  const prior = (a: Action) => root.children.get(side)?.get(a)?.total ?? 0;
  const ranked = legal.map((a, i) => ({ a, i, v: prior(a) })).sort((x, y) => y.v - x.v || x.i - y.i);
  const kept = new Set(ranked.slice(0, n).map((r) => r.a));
  return legal.filter((a) => kept.has(a));
}

/**
 * Search `projection` for `side`'s action (see the file's head). Pure: the same projection, seed
 * and budget give the same action.
 */
export function think(
  module: GameModule,
  ai: GameAi,
  projection: GameState,
  side: Side,
  seed: number,
  budget: Budget,
): Thought {
  const t0 = performance.now();
  const legal = listed(module, ai, projection, side);
  if (legal.length === 0) throw new Error(`ai: ${side} has no legal action`);
  if (legal.length === 1) return { action: legal[0]!, iterations: 0, ms: performance.now() - t0 };
  const rand = makeRand(seed);
  const root = newNode();
  const rootKeys = new Set(legal);
  // Priors (progressive bias): when the search first stands at a node, each action of the side
  // to act is played once on the determinization at hand and its outcome evaluated at once (the
  // greedy player's look), counted as one visit. However small the budget, the search starts from
  // what a one-ply look sees — its own best actions, and the opponent's most dangerous replies —
  // and spends its iterations checking them. At the root always; deeper, where the decision has
  // at most `priorUpTo` actions (a costly look at a wide decision is left to random expansion).
  const withPriors = (
    node: Node,
    state: GameState,
    actor: Side,
    actions: readonly Action[],
    fp: string | null,
  ): void => {
    const children = kids(node, actor);
    for (const a of actions) {
      if (children.has(a)) continue;
      const r = apply(module, state, actor, a, { listed: node !== root });
      const child = newNode();
      if (fp !== null && r.ok && !r.rolled) child.seen = new Map([[fp, { state: r.state }]]);
      child.visits = 1;
      child.avail = 0;
      child.total = r.ok ? scoreFor(module, ai, r.state, side) : actor === side ? 0 : 1;
      children.set(a, child);
      // Below the root a node's visits and total are its own iterations': a prior's visit counted
      // there without its value made the node's mean fall, and the root's child with the widest
      // decision below it the most visited — the choice (found in match runs with priorUpTo on).
      if (node === root) node.visits++;
    }
    node.primed = true;
  };
  // With `reuse`, each determinization is kept by its fingerprint: a guess drawn again is the
  // state kept (with the new draw's dice), and the copy it was drawn on is drawn on again.
  const drawn = new Map<string, GameState>();
  let spare: GameState | undefined;
  const primedOn = determinize(ai, projection, side, rand, module);
  const primedFp = budget.reuse ? fingerprint(ai, primedOn, side) : null;
  if (primedFp !== null) drawn.set(primedFp, primedOn);
  withPriors(root, primedOn, side, legal, primedFp);
  // With `best`, the iterations go to the root's best actions by their one-ply look alone.
  const searched = budget.best && legal.length > budget.best ? bestByPrior(root, side, legal, budget.best) : legal;
  // With `perAction`, a narrow decision is given fewer iterations than a wide one.
  const iterations = Math.min(budget.iterations, (budget.perAction ?? Infinity) * searched.length);
  // One iteration's walk: its state, its determinization's fingerprint, and whether `seen` holds.
  // Kept outside the loop, with `step` over them made once: under tsx (which keeps functions'
  // names) a closure made per iteration is also renamed, a property definition each.
  let state: GameState = projection;
  let fp: string | null = null;
  /** The state stands where `fp` and the actions since the root put it (no die rolled): `seen` holds. */
  let clean = false;
  // (Written by `step`, which the compiler's narrowing does not follow: typed by a cast, not narrowed.)
  let seen = undefined as Seen | undefined;
  /** `actor` plays `a` at `node` (its child `child`): the state after it, or null if refused. */
  const step = (child: Node, actor: Side, a: Action, listedHere: boolean): GameState | null => {
    const hit = clean ? child.seen?.get(fp!) : undefined;
    if (hit) {
      seen = hit;
      return { ...hit.state, rng: state.rng };
    }
    const r = apply(module, state, actor, a, { listed: listedHere });
    if (!r.ok) return null;
    if (clean && !r.rolled) {
      seen = { state: r.state };
      (child.seen ??= new Map()).set(fp!, seen);
    } else {
      clean = false;
      seen = undefined;
    }
    return r.state;
  };
  // The rollout's draws: made once too, reading the side that acts in the rollout's state.
  let rolloutActor: Side = side;
  const pickInt = (k: number): number => rand.int(k);
  const verbWeight = (verb: string): number =>
    ai.never?.includes(verb) ? 0 : ai.weight ? ai.weight(state, rolloutActor, verb) : 1;
  for (let it = 0; it < iterations; it++) {
    state = determinize(ai, projection, side, rand, module, budget.reuse && ai.redraws ? spare : undefined);
    // With `reuse`, the states met before on this determinization, while no die has been rolled
    // since the root, are taken from the nodes (`seen`) instead of being worked out again, with
    // this iteration's dice generator: the same states, so the same search.
    fp = budget.reuse ? fingerprint(ai, state, side) : null;
    if (fp !== null) {
      const kept = drawn.get(fp);
      if (kept) {
        spare = state;
        state = { ...kept, rng: state.rng };
      } else {
        spare = undefined;
        drawn.set(fp, state);
      }
    }
    clean = fp !== null;
    const path: Node[] = [root];
    let node = root;
    let first = true;
    /** The side that reached a dead end (see backedOut) in this iteration. */
    let deadEnd: Side | undefined;
    // Selection and expansion.
    for (;;) {
      if (state.result) break;
      const actor = first ? side : actorOf(module, ai, state);
      if (actor === undefined) break;
      // The root's actions were listed on the projection, not on this determinization: they are
      // checked when applied. Below it, the actions are this very state's listing.
      const fromRoot = first;
      const actions = first
        ? searched
        : seen
          ? (seen.actions ??= listed(module, ai, state, actor))
          : listed(module, ai, state, actor);
      first = false;
      if (actions.length === 0) break;
      // A choice that leads where the only way on is to take it back (a declaration too weak to
      // confirm) is worth a loss to its maker: otherwise a side that loses whatever it does finds
      // that opening and dropping it for ever keeps the game from moving on.
      if (backedOut(ai, actions)) {
        deadEnd = actor;
        break;
      }
      // The other side's part of a decision both owe at once (cards set face down) is not searched:
      // its choice there cannot see the seat's (set face down, or not yet made), but a tree keyed
      // by the actions before it would let it answer them. The rollout plays it, blind.
      if (actor !== side && pendingSides(state).includes(side)) break;
      // A side that can win at once does (below the root: the root's priors see its own wins).
      const win = node === root ? null : decisiveMove(module, ai, state, actor);
      if (win) {
        const children = kids(node, actor);
        let child = children.get(win.action);
        if (!child) {
          child = newNode();
          children.set(win.action, child);
        }
        child.avail++;
        state = win.state;
        clean = false;
        path.push(child);
        break;
      }
      // A node given its priors now is this iteration's expansion: one step below it, then out.
      const expanding = !node.primed && node !== root && actions.length <= (budget.priorUpTo ?? 0);
      if (expanding) withPriors(node, state, actor, actions, clean ? fp : null);
      const children = kids(node, actor);
      let untried: string[] = [];
      let best: Node | null = null;
      let bestAction: Action = '';
      let bestScore = 0;
      for (const a of actions) {
        const child = children.get(a);
        if (!child || child.visits === 0) {
          untried.push(a);
          if (child) child.avail++;
          continue;
        }
        child.avail++;
        const mean = child.total / child.visits;
        const exploit = actor === side ? mean : 1 - mean;
        const score = exploit + budget.c * Math.sqrt(Math.log(child.avail) / child.visits);
        if (!best || score > bestScore) {
          best = child;
          bestAction = a;
          bestScore = score;
        }
      }
      if (untried.length > 0) {
        const a = rand.pick(untried);
        untried = [];
        let child = children.get(a);
        if (!child) {
          child = newNode();
          child.avail = 1;
          children.set(a, child);
        }
        const next = step(child, actor, a, !fromRoot);
        if (!next) break;
        state = next;
        path.push(child);
        break;
      }
      if (!best) break;
      const child = best;
      const next = step(child, actor, bestAction, !fromRoot);
      if (!next) break;
      state = next;
      node = child;
      path.push(node);
      if (expanding) break;
    }
    // Rollout: actions drawn without listing them all (the game's weights and `never` verbs).
    for (let n = 0; n < budget.rollout && !state.result && deadEnd === undefined; n++) {
      const actor = actorOf(module, ai, state);
      if (actor === undefined) break;
      rolloutActor = actor;
      const win = decisiveMove(module, ai, state, actor);
      if (win) {
        state = win.state;
        break;
      }
      let a = sampleActionText(module, state, actor, pickInt, verbWeight);
      if (a === null) {
        a = sampleActionText(module, state, actor, pickInt);
        if (a !== null && ai.never?.includes(a.split(' ')[0]!)) {
          deadEnd = actor;
          break;
        }
      }
      if (a === null) break;
      const r = apply(module, state, actor, a, { listed: true });
      if (!r.ok) break;
      state = r.state;
    }
    const v = deadEnd === undefined ? scoreFor(module, ai, state, side) : deadEnd === side ? 0 : 1;
    for (const n of path) {
      n.visits++;
      n.total += v;
    }
  }
  let choice = legal[0]!;
  let most = -1;
  let bestMean = -1;
  const rootChildren = root.children.get(side) ?? new Map<Action, Node>();
  for (const [action, child] of rootChildren) {
    if (!rootKeys.has(action) || child.visits === 0) continue;
    const mean = child.total / child.visits;
    if (child.visits > most || (child.visits === most && mean > bestMean)) {
      most = child.visits;
      bestMean = mean;
      choice = action;
    }
  }
  const stats = [...rootChildren]
    .filter(([action]) => rootKeys.has(action))
    .map(([action, c]) => ({
      action,
      visits: c.visits,
      mean: c.visits ? c.total / c.visits : 0,
    }));
  return { action: choice, iterations, ms: performance.now() - t0, root: stats };
}

/**
 * The AI as a player (the fuzzer's, the match runner's): it projects the state for its side first,
 * so it reads no more than a seat does, and seeds each search from the player's generator.
 * `onThought` sees every search (the match runner times them).
 */
export function aiPlayer(ai: GameAi, level: AiLevel | Budget, onThought?: (t: Thought) => void): Player {
  const budget = typeof level === 'string' ? budgetOf(ai, level) : level;
  return (module: GameModule, state: GameState, side: Side, rand: Rand): Action => {
    const t = think(module, ai, project(ai, state, side), side, rand.uint32(), budget);
    onThought?.(t);
    return t.action;
  };
}
