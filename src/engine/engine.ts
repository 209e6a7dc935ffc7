// The engine: the one place that decides whether an action is legal and applies it.
// apply(module, state, side, action) -> { state, log } | rejection. Pure: the input state is
// never mutated, randomness comes from the state's own generator.
import { cloneRng, rollDie, type DiceSeed } from './rng.ts';
import type {
  Action,
  ApplyResult,
  Decision,
  DecisionSpec,
  GameModule,
  GameState,
  LogEntry,
  PerformContext,
  Rejection,
  Side,
  Text,
  VerbSpec,
} from './types.ts';
import { coreRejection } from './messages.ts';
import { explain, isLegal, legalActions } from './decisions.ts';

export { legalActions, legalActionTexts, isLegal, nextChoices, labelOf, sampleActionText } from './decisions.ts';

/**
 * A private copy to mutate. The log is append-only and its entries are never changed, so it is
 * copied shallowly (deep-cloning it on every action would make a long game quadratic).
 * States are plain JSON data (they are stored as JSON), so a plain recursive copy does: it is
 * about ten times faster than structuredClone on a typical state, and every action pays it.
 */
export function cloneState<G>(state: GameState<G>): GameState<G> {
  const { log, ...rest } = state;
  return { ...(copyData(rest) as typeof rest), log: log.slice() } as GameState<G>;
}

/**
 * A private copy of `state` whose log is `log` (the log is never deep-copied): the game's own copy
 * where it has one (GameModule.cloneState), else cloneState's. For apply and the AI seat's
 * determinizations, which copy a state at every action or iteration.
 */
export function copyWithLog<G>(module: GameModule<G>, state: GameState<G>, log: LogEntry[]): GameState<G> {
  return module.cloneState ? { ...module.cloneState(state), log } : { ...cloneState({ ...state, log: [] }), log };
}

/** Deep copy of plain data (objects, arrays, primitives). */
export function copyData<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const a = new Array(v.length);
    for (let i = 0; i < v.length; i++) a[i] = copyData(v[i]);
    return a as T;
  }
  const o: Record<string, unknown> = {};
  for (const k in v) o[k] = copyData((v as Record<string, unknown>)[k]);
  return o as T;
}

/**
 * A state with game data `g`, every other field copied from `state` (its log shared: the engine
 * copies it after a cloneState hook). For a game's hand-written cloneState, which copies its own
 * data field by field: the fields in the order the engine's states have them.
 */
export function cloneShell<G, D extends Decision>(state: GameState<G, D>, g: G): GameState<G, D> {
  return {
    game: state.game,
    options: copyData(state.options),
    rng: cloneRng(state.rng),
    step: state.step,
    stack: state.stack.map((d) => copyData(d)),
    log: state.log,
    result: state.result ? copyData(state.result) : null,
    g,
  };
}

/** Sides that owe a decision now (empty when the game is over). */
export function pendingSides(state: GameState): Side[] {
  if (state.result) return [];
  const top = state.stack[state.stack.length - 1];
  return top ? [...top.sides] : [];
}

/** Normalise what a person typed into the canonical action text (spaces). */
export function normaliseAction(input: string): Action {
  return input.trim().replace(/\s+/g, ' ');
}

export interface ApplyOptions {
  /**
   * Rule tests: the dice to use, in order, instead of the state's generator (the generator is
   * left as it was). Running out of them is a bug in the test and throws.
   */
  dice?: readonly number[];
  /**
   * The action is one of `legalActionTexts(module, state, side)` or `sampleActionText(…)` of this
   * very state, as the caller listed it: it is applied without being checked again. For searches,
   * which apply thousands of actions they have just listed (the check lists the options again);
   * every game's fuzzer checks that each listed action is accepted.
   */
  listed?: boolean;
}

/**
 * Validate and apply one action. An action is legal exactly when the game's declared options
 * accept it (src/engine/decisions.ts); a label typed by a person is resolved to its action.
 */
export function apply<G>(
  module: GameModule<G>,
  state: GameState<G>,
  side: Side,
  input: Action,
  opts: ApplyOptions = {},
): ApplyResult<G> {
  return applyAction(module, state, side, input, false, opts);
}

/**
 * apply, where `dropsState` says the caller will never use `state` again (replay): the next
 * state's log is then `state`'s own array, appended to, instead of a copy (copying the whole log
 * at every action made a long replay quadratic). The log is append-only, and a refused action
 * appends nothing, so `state` still reads right until the next action succeeds.
 */
function applyAction<G>(
  module: GameModule<G>,
  state: GameState<G>,
  side: Side,
  input: Action,
  dropsState: boolean,
  opts: ApplyOptions = {},
): ApplyResult<G> {
  if (state.result) return { ok: false, rejection: coreRejection('GAME_OVER', {}) };
  if (!module.sides.includes(side)) return { ok: false, rejection: coreRejection('NOT_A_PLAYER', {}) };
  if (normaliseAction(input) === RESIGN) return resign(module, state, side);
  if (normaliseAction(input) === TIMEOUT) return resign(module, state, side, 'timeout');
  const owed = pendingSides(state);
  if (!owed.includes(side)) {
    const waiting = owed.map((s) => module.sideName(s));
    return {
      ok: false,
      rejection: coreRejection('NOT_YOUR_DECISION', {
        waitingJa: waiting.map((t) => t.ja).join('・'),
        waitingEn: waiting.map((t) => t.en).join(', '),
      }),
    };
  }
  const action = normaliseAction(input);
  const canonical = opts.listed ? action : legalText(module, state, side, action);
  if (canonical === null) return { ok: false, rejection: explain(module, state, side, action) };

  const next = copyWithLog(module, state, dropsState ? state.log : state.log.slice());
  const ctx = new ActionContext(
    next,
    side,
    module.decisions as Record<string, DecisionSpec<unknown, Decision>>,
    opts.dice,
  );
  const tokens = canonical.split(' ');
  const top = next.stack[next.stack.length - 1]!;
  const spec = ctx.decisions[top.kind]!;
  const verb = spec.verbs.find((v) => v.verb === tokens[0])!;
  verb.perform({ state: next, g: next.g, side, top, ctx }, argValues(verb, tokens.slice(1)));
  next.step += 1;
  return { ok: true, state: next, log: ctx.entries, action: canonical, rolled: ctx.rolled, revealed: ctx.revealed };
}

/**
 * What the rules carry out one action with (applyAction's `ctx`). What the action did is reported
 * by the rules themselves: every draw on the generator goes through `roll` (dice, shuffles) and
 * every reveal through `reveal`. Never decided by comparing serialisations: a stored state and its
 * copy need not keep their keys in one order. A class, not an object of closures: the AI's search
 * carries out tens of thousands of actions per second, and under tsx (which keeps functions' names)
 * every closure made per action is also renamed, a property definition each.
 */
class ActionContext implements PerformContext {
  /** The entries this action logged (they are also appended to the state's log). */
  readonly entries: LogEntry[] = [];
  rolled = false;
  revealed = false;
  private dieIndex = 0;
  /** Bound: rules hand it on (`shuffle(deck, ctx.roll)`). */
  readonly roll: (faces?: number) => number;

  constructor(
    private readonly next: GameState,
    private readonly side: Side,
    readonly decisions: Record<string, DecisionSpec<unknown, Decision>>,
    private readonly dice: readonly number[] | undefined,
  ) {
    this.roll = (faces = 6) => this.draw(faces);
  }

  log(entry: LogEntry): void {
    this.entries.push(entry);
    this.next.log.push(entry);
  }

  private draw(faces: number): number {
    this.rolled = true;
    if (!this.dice) return rollDie(this.next.rng, faces);
    const d = this.dice[this.dieIndex++];
    if (d === undefined) throw new Error(`scripted dice exhausted after ${this.dice.length}`);
    if (!Number.isInteger(d) || d < 1 || d > faces) throw new Error(`scripted die ${d} is not a d${faces}`);
    return d;
  }

  call<F extends Decision>(frame: F): void {
    this.next.stack.push(frame);
  }

  goto<F extends Decision>(frame: F): void {
    this.next.stack.pop();
    this.next.stack.push(frame);
  }

  end(): void {
    const next = this.next;
    next.stack.pop();
    const top = next.stack[next.stack.length - 1];
    const spec = top && this.decisions[top.kind];
    if (top && spec?.resume) spec.resume({ state: next, g: next.g, side: this.side, top, ctx: this });
  }

  reveal(): void {
    this.revealed = true;
  }
}

/** The argument values of a legal action's tokens (keywords dropped). */
function argValues(v: VerbSpec<unknown, Decision>, tokens: readonly string[]): string[] {
  const keywords = new Set((v.args ?? []).map((a) => a.keyword).filter(Boolean));
  return keywords.size ? tokens.filter((t) => !keywords.has(t)) : [...tokens];
}

/**
 * The canonical text of the legal action `action` names (its own text, or a label), else null.
 * The declared options answer a canonical action without listing anything.
 */
function legalText<G>(module: GameModule<G>, state: GameState<G>, side: Side, action: Action): Action | null {
  if (isLegal(module, state, side, action)) return action;
  const legal = legalActions(module, state, side);
  const match = legal.find((l) => l.label.ja === action || l.label.en === action);
  return match ? match.action : null;
}

/**
 * End a game from inside a rule: the result, no decision left, and the "game over" line in the log
 * ("ゲーム終了: <side>の勝利 (reason)"). A game already over stays as it ended.
 */
export function finishGame(
  state: GameState,
  ctx: Pick<PerformContext, 'log'>,
  winner: Side | null,
  winnerName: Text | null,
  reason: Text,
): void {
  if (state.result) return;
  state.result = { winner, reason };
  state.stack = [];
  ctx.log({
    text: {
      ja: `ゲーム終了: ${winnerName ? `${winnerName.ja}の勝利` : '引き分け'} (${reason.ja})`,
      en: `Game over: ${winnerName ? `${winnerName.en} wins` : 'draw'} (${reason.en})`,
    },
  });
}

/**
 * Any player may resign at any moment. With two sides the other side wins; with more, the game
 * ends without a winner (a game of more sides that wants another outcome declares it as a decision).
 */
export const RESIGN = 'resign';
/**
 * A loss on time, logged as an action of the side whose clock ran out (the service applies it
 * when the opponent claims the win; the engine has no clock). Ends the game as a resignation does.
 */
export const TIMEOUT = 'timeout';

function resign<G>(
  module: GameModule<G>,
  state: GameState<G>,
  side: Side,
  how: 'resign' | 'timeout' = 'resign',
): ApplyResult<G> {
  const next = cloneState(state);
  const others = module.sides.filter((s) => s !== side);
  const winner = others.length === 1 ? others[0]! : null;
  const name = module.sideName(side);
  const entry: LogEntry =
    how === 'resign'
      ? { text: { ja: `${name.ja}が投了`, en: `${name.en} resigned` } }
      : { text: { ja: `${name.ja}の持ち時間切れ`, en: `${name.en} ran out of time` } };
  next.log.push(entry);
  next.stack = [];
  next.result = {
    winner,
    reason:
      how === 'resign'
        ? { ja: `${name.ja}の投了`, en: `${name.en} resigned` }
        : { ja: `${name.ja}の時間切れ`, en: `${name.en} lost on time` },
  };
  next.step += 1;
  return {
    ok: true,
    state: next,
    log: [entry],
    action: how === 'resign' ? RESIGN : TIMEOUT,
    rolled: false,
    revealed: false,
  };
}

export interface LoggedAction {
  side: Side;
  action: Action;
}

export type ReplayResult<G> =
  | { ok: true; state: GameState<G> }
  | { ok: false; index: number; rejection: Rejection; state: GameState<G> };

/** Rebuild a game from its setup and its action log. */
export function replay<G>(
  module: GameModule<G>,
  seed: DiceSeed,
  options: Record<string, unknown>,
  actions: readonly LoggedAction[],
): ReplayResult<G> {
  let state = module.setup(seed, options);
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    const r = applyAction(module, state, a.side, a.action, true);
    if (!r.ok) return { ok: false, index: i, rejection: r.rejection, state };
    state = r.state;
  }
  return { ok: true, state };
}

/** The log as a side (or the public, side = null) may read it. */
export function visibleLog(entries: readonly LogEntry[], side: Side | null): { text: Text; hexes?: string[] }[] {
  return entries
    .filter((e) => !e.to || (side !== null && e.to.includes(side)))
    .map((e) => ({ text: e.own && side !== null && e.own.side === side ? e.own.text : e.text, hexes: e.hexes }));
}
