// What a game gives the generic test kit (src/engine/kit/fuzz.ts, the fuzzer; test/kit/twin.ts, the
// twin-state privacy harness): its invariants, its players and option sets, and its twins. Each game
// keeps its own in src/games/<id>/kit.ts and hands it over through the registry
// (GamePackage.kit, imported on first use), so whatever reads kits — npm run fuzz, the game tests,
// the export property — finds every game's there and names none.
import type { Action, GameModule, GameState, Side } from '../types.ts';
import type { Player } from '#ai/player.ts';
import type { Rand } from '#ai/rand.ts';

/** A game invariant: null when it holds, else what is wrong. `prev`: the state before the last action (null at setup). */
// biome-ignore lint/suspicious/noExplicitAny: an invariant of any game, as the kits list them
export type Invariant<G = any> = (state: GameState<G>, prev: GameState<G> | null) => string | null;

// biome-ignore lint/suspicious/noExplicitAny: any game's twin
export interface Twin<G = any> {
  state: GameState<G>;
  /** The twin's text of an action taken in the original (default: the same text). */
  action?: (side: Side, action: Action) => Action;
  /** What was changed, for messages ("J1 ⇄ J3", "hand order"). */
  what: string;
}

/**
 * Build a twin of `state` changing only `side`'s secret, or null when it has none to change now.
 * With `next` (the original state after the step about to be compared), change only what is still
 * secret in `next`.
 */
// biome-ignore lint/suspicious/noExplicitAny: any game's twin maker, as the kits list them
export type TwinFn<G = any> = (state: GameState<G>, side: Side, rand: Rand, next?: GameState<G>) => Twin<G> | null;

// biome-ignore lint/suspicious/noExplicitAny: the registry holds every game's kit under one type
export interface GameKit<G = any> {
  module: GameModule<G>;
  /** A game still running after this many actions is a failure. */
  maxActions: number;
  invariants: Invariant<G>[];
  /** Invariants with memory, made afresh for every game. */
  perGame?: () => Invariant<G>[];
  /** Game i is played by players[i % n]. */
  players: readonly Player[];
  /** Game i is set up with options[i % n]. */
  options: readonly Record<string, unknown>[];
  /** Changes only one side's secret (null: that side has no secret to change now). */
  twin: TwinFn<G>;
  /**
   * What happened in a finished game, as short tags ("SP burst", "破壊", a special order's name):
   * read from the final state (its log) and the actions played, in order. `npm run match` counts
   * the games with each tag (src/ai/match.ts) for any game whose kit gives it.
   */
  tags?: GameTags<G>;
}

/** A game's tags of a finished (or abandoned) game: its final state and the actions played, with their sides. */
// biome-ignore lint/suspicious/noExplicitAny: any game's tags
export type GameTags<G = any> = (state: GameState<G>, actions: readonly PlayedAction[]) => string[];

/** An action as it was played: the side and the action's text. */
export interface PlayedAction {
  side: Side;
  action: Action;
}
