// The engine: the one place that decides whether an action is legal and applies it.
// apply(module, state, side, action) -> { state, log } | rejection. Pure: the input state is
// never mutated, randomness comes from the state's own generator.
import { rollDie, type DiceSeed } from './rng.ts';
import type { Action, ApplyResult, GameModule, GameState, LegalAction, LogEntry, PerformContext, Rejection, Side, Text } from './types.ts';
import { coreRejection } from './messages.ts';

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

/** Sides that owe a decision now (empty when the game is over). */
export function pendingSides(state: GameState): Side[] {
  if (state.result) return [];
  const top = state.stack[state.stack.length - 1];
  return top ? [...top.sides] : [];
}

export function topDecision(state: GameState) {
  return state.stack[state.stack.length - 1];
}

/** Normalise what a person typed into the canonical action text (spaces, case of the verb). */
export function normaliseAction(input: string): Action {
  return input.trim().replace(/\s+/g, ' ');
}

export function legalActions(module: GameModule, state: GameState, side: Side): LegalAction[] {
  if (state.result) return [];
  if (!pendingSides(state).includes(side)) return [];
  return module.legalActions(state, side);
}

/**
 * Validate and apply one action. An action is legal exactly when the game lists it among the
 * side's legal actions (matched on its canonical text or, for convenience, its label). A game
 * with the optional `isLegal` check is asked that first, so a canonical action needs no list.
 */
export function apply<G>(module: GameModule<G>, state: GameState<G>, side: Side, input: Action): ApplyResult<G> {
  return applyAction(module, state, side, input, false);
}

/**
 * apply, where `dropsState` says the caller will never use `state` again (replay): the next
 * state's log is then `state`'s own array, appended to, instead of a copy (copying the whole log
 * at every action made a long replay quadratic). The log is append-only, and a refused action
 * appends nothing, so `state` still reads right until the next action succeeds.
 */
function applyAction<G>(module: GameModule<G>, state: GameState<G>, side: Side, input: Action, dropsState: boolean): ApplyResult<G> {
  if (state.result) return { ok: false, rejection: coreRejection('GAME_OVER', {}) };
  if (!module.sides.includes(side)) return { ok: false, rejection: coreRejection('NOT_A_PLAYER', {}) };
  if (normaliseAction(input) === RESIGN) return resign(module, state, side);
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
  const canonical = legalText(module, state, side, action);
  if (canonical === null) return { ok: false, rejection: module.explain(state, side, action) };

  const next = module.cloneState
    ? { ...module.cloneState(state), log: dropsState ? state.log : state.log.slice() }
    : dropsState
      ? { ...cloneState({ ...state, log: [] }), log: state.log }
      : cloneState(state);
  const log: LogEntry[] = [];
  module.perform(next, side, canonical, {
    log: (entry) => {
      log.push(entry);
      next.log.push(entry);
    },
    roll: (faces = 6) => rollDie(next.rng, faces),
  });
  next.step += 1;
  return { ok: true, state: next, log, action: canonical };
}

/**
 * The canonical text of the listed action `action` names (its own text, or a label), else null.
 * The game's fast check answers most actions (their own canonical text) without the list.
 */
function legalText<G>(module: GameModule<G>, state: GameState<G>, side: Side, action: Action): Action | null {
  if (module.isLegal?.(state, side, action)) return action;
  const legal = module.legalActions(state, side);
  const match = legal.find((l) => l.action === action || l.label.ja === action || l.label.en === action);
  return match ? match.action : null;
}

/**
 * End a game from inside a rule: the result, no decision left, and the "game over" line in the log
 * ("ゲーム終了: 日本軍の勝利 (reason)"). A game already over stays as it ended.
 */
export function finishGame(state: GameState, ctx: Pick<PerformContext, 'log'>, winner: Side | null, winnerName: Text | null, reason: Text): void {
  if (state.result) return;
  state.result = { winner, reason };
  state.stack = [];
  ctx.log({
    text: {
      ja: `ゲーム終了: ${winnerName ? winnerName.ja + 'の勝利' : '引き分け'} (${reason.ja})`,
      en: `Game over: ${winnerName ? winnerName.en + ' wins' : 'draw'} (${reason.en})`,
    },
  });
}

/** Any player may resign at any moment; the other side wins (two-player games). */
export const RESIGN = 'resign';

function resign<G>(module: GameModule<G>, state: GameState<G>, side: Side): ApplyResult<G> {
  const next = cloneState(state);
  const winner = module.sides.find((s) => s !== side) ?? null;
  const name = module.sideName(side);
  const entry: LogEntry = { text: { ja: `${name.ja}が投了`, en: `${name.en} resigned` } };
  next.log.push(entry);
  next.stack = [];
  next.result = { winner, reason: { ja: `${name.ja}の投了`, en: `${name.en} resigned` } };
  next.step += 1;
  return { ok: true, state: next, log: [entry], action: RESIGN };
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
