// What a computer player is: given a game, a state and the side it plays, it returns one of that
// side's legal actions. Players are generic (no game names); a game helps them through its
// optional hints (`GameAi`): an evaluation of a position for the greedy player, and weights that
// make some actions rarer for the random player (cancels, passes), so random games move on.
// Used by the fuzzer and the privacy harness (test/kit), the benches, and later an automated seat.
import type { Action, GameModule, GameState, Side } from '#engine/types.ts';
import type { Rand } from './rand.ts';

/** A search budget (src/ai/ismcts.ts). */
export interface SearchBudget {
  /** Determinizations searched per decision. */
  iterations: number;
  /** Actions played at random after the tree's leaf before the evaluation is read. */
  rollout: number;
  /** UCB's exploration constant. */
  c: number;
  /** Below the root, give a node's actions one-ply priors when it has at most this many (default 0: never). */
  priorUpTo?: number;
  /**
   * Keep the states met in the tree per determinization, while no die has been rolled since the
   * root, and their listings, instead of working them out again at every pass (default false).
   * For a game whose determinizations are few (one, or a handful of guesses): where every
   * iteration draws a new one, the copies kept are never met again.
   */
  reuse?: boolean;
  /**
   * Search only the root's `best` actions by their one-ply look (their priors); the others keep
   * that look alone (default: all of them). For decisions too wide for the iterations to reach each
   * action more than once.
   */
  best?: number;
  /**
   * At most this many iterations per root action searched (default: no limit): a decision between
   * two retreats needs fewer than one between fifteen moves.
   */
  perAction?: number;
}

export type Player = (module: GameModule, state: GameState, side: Side, rand: Rand) => Action;

/** A game's hints to the generic players (src/games/<id>/ai.ts). */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds every game's hints, whatever its state type
export interface GameAi<G = any> {
  /**
   * How good `state` is for `side` (higher is better; any finite scale). It must read only what
   * `side` may know (its own secrets and public facts), so a player using it cheats no more than
   * its lookahead does (see greedy.ts). A finished game need not be scored: players score a win
   * +Infinity and a loss -Infinity themselves.
   */
  evaluate?(state: GameState<G>, side: Side): number;
  /** Relative weight of `action` for a random choice (default 1; 0: never, unless all are 0). */
  weight?(state: GameState<G>, side: Side, action: Action): number;
  /**
   * The AI seat's input (src/ai/project.ts): `state` with everything `side` may not know replaced
   * by a canonical stand-in that depends only on what `side` may know (the opponent's secrets, an
   * unseen deck's order). Two states `side` cannot tell apart must give equal projections (the twin
   * test checks it). The generic layer also drops the log and the dice generator. Default: the
   * state itself (a game without secrets). It is given a private copy, which it may change.
   */
  project?(state: GameState<G>, side: Side): GameState<G>;
  /**
   * A state consistent with a projection: its stand-ins replaced by a guess drawn from `rand`
   * (determinization). It is given a private copy of the projection, which it may change.
   * Default: the projection itself.
   */
  determinize?(projection: GameState<G>, side: Side, rand: Rand): GameState<G>;
  /**
   * `determinize` replaces every guess it makes whole, so it gives the same state when handed a
   * copy it has determinized before instead of a fresh copy of the projection: with the budget's
   * `reuse`, the search then draws on one copy again while its guesses repeat (default false).
   */
  redraws?: boolean;
  /**
   * What `determinize` guessed in `state`, as a short text: two determinizations of one projection
   * with the same text must be the same state (their dice apart). The search's `reuse` keys the
   * states it keeps by it. Default: the whole state's text.
   */
  guessed?(state: GameState<G>, side: Side): string;
  /**
   * An action that wins the game for `side` at once, if it has one and sees it cheaply (entering the
   * enemy's supply hex) — or the first of a few that do in a row (a unit chosen, then sent there:
   * the search asks again after each). The search plays it whenever it is on offer, on either side,
   * in the tree and in rollouts ("decisive moves", Teytaud & Teytaud 2010), so a threat to win next
   * move is seen however few iterations reach it. It must read only what `side` may know. Checked
   * by the search: actions that do not end the game in `side`'s favour are ignored.
   */
  decisive?(state: GameState<G>, side: Side): Action | null;
  /** The evaluation's scale: a lead of this much is "clearly ahead" to the search (default 10). */
  evalScale?: number;
  /**
   * Verbs the search never plays unless nothing else is legal: those that only take back a choice
   * not yet final (taking back cards set face down, backing out of a unit chosen), which lead back
   * where the search was.
   */
  never?: readonly string[];
  /**
   * The game's own search budgets per level (src/ai/ismcts.ts LEVELS), where its rules cost more or
   * less per action than the defaults assume: set so its think time stays within the level's bound
   * (`npm run bench`: ai_decision_p95_ms_<id>, ai_fast_decision_p95_ms_<id>).
   */
  budgets?: Partial<Record<'ai' | 'ai-fast', Partial<SearchBudget>>>;
}

/** The evaluation a module offers once the lead wires `evaluate` into the contract. */
export type WithEvaluate = GameModule & { evaluate?: (state: GameState, side: Side) => number };
