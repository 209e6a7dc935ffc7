// The contract every game module fulfils. Pure data: no discord.js, no Prisma, no clock, no
// Math.random. A game is its setup plus its action log; replaying the log reproduces the state.
import type { DiceSeed, RngState } from './rng.ts';

export type Locale = 'ja' | 'en';
export const LOCALES: readonly Locale[] = ['ja', 'en'];

/** A piece of text in every locale the bot speaks. */
export interface Text {
  ja: string;
  en: string;
}

export type Side = string;

/**
 * An action is one line of text: a verb followed by space-separated arguments
 * ("move J1 0507", "attack 0505", "pass"). It is what the console types, what Discord
 * autocomplete returns as the value, what buttons carry, and what the action log stores.
 */
export type Action = string;

/** A legal action of the current decision, as listed by the engine. */
export interface LegalAction {
  action: Action;
  /** What the acting player reads (autocomplete label, button label). Built from that side's view. */
  label: Text;
  /**
   * True when the action and its label tell nothing the public may not know (an attack on a hex,
   * "stand and fight", an advance). Only a decision whose every action is public is offered as
   * buttons on the public channel post, where everyone reads the labels.
   */
  public?: boolean;
}

/**
 * A rejection is a value: a code, the rule it cites, and arguments for the message templates.
 * Only bugs throw.
 */
export interface Rejection {
  code: string;
  /** Rule number in the game's rulebook, e.g. "8.0". */
  rule?: string;
  args?: Record<string, string | number>;
  /** The explained message in both locales (already formatted by the game's catalogue). */
  text: Text;
}

/**
 * One entry of the game's event log. `to` limits who may read it: absent means public
 * (channel, spectators); otherwise only the listed sides. Never put a secret in a public entry.
 */
export interface LogEntry {
  /** What everyone allowed to read the entry sees. */
  text: Text;
  to?: Side[];
  /** What one side sees instead (e.g. its own counter named where the public reads "a counter"). */
  own?: { side: Side; text: Text };
  /** Hexes touched, for highlighting the last action on the map. */
  hexes?: string[];
}

/**
 * A pending decision. The top of the stack is the decision being made now. A decision may
 * belong to the player whose turn it is not (a defender's retreat before combat), or to
 * several sides at once (simultaneous secret setup or orders): `sides` lists who still owes it.
 */
export interface Decision {
  kind: string;
  sides: Side[];
  /** Game-specific data of the decision. */
  [key: string]: unknown;
}

export interface GameResult {
  /** null: a draw. */
  winner: Side | null;
  reason: Text;
}

/** The generic envelope every game's state lives in. `g` is the game's own JSON. */
export interface GameState<G = unknown> {
  game: string;
  options: Record<string, unknown>;
  rng: RngState;
  /** How many actions have been applied. */
  step: number;
  stack: Decision[];
  log: LogEntry[];
  result: GameResult | null;
  g: G;
}

export type ApplyResult<G = unknown> =
  /** `action`: the canonical text of what was applied (a label typed by a person is resolved to it). */
  | { ok: true; state: GameState<G>; log: LogEntry[]; action: Action }
  | { ok: false; rejection: Rejection };

export interface OptionSpec {
  key: string;
  label: Text;
  kind: 'boolean';
  default: boolean;
}

/**
 * A game module. `perform` receives a deep copy it may mutate, and is only ever called with an
 * action that `legalActions` listed for that side; everything else is rejected before it runs.
 */
export interface GameModule<G = any, V = any> {
  id: string;
  name: Text;
  sides: readonly Side[];
  sideName(side: Side): Text;
  options: readonly OptionSpec[];
  /** Build the initial state from a seed (legacy v1 number or v2 dice key) and the game's options. */
  setup(seed: DiceSeed, options: Record<string, unknown>): GameState<G>;
  /** The legal actions of `side` now (empty when that side owes nothing). */
  legalActions(state: GameState<G>, side: Side): LegalAction[];
  /** Mutate `state` (a private copy) by a legal action. Write log entries through `ctx`. */
  perform(state: GameState<G>, side: Side, action: Action, ctx: PerformContext): void;
  /**
   * Explain why `action` is not legal for `side` (the engine already knows it is not).
   * Return the most specific rule-citing rejection available.
   */
  explain(state: GameState<G>, side: Side, action: Action): Rejection;
  /** What `side` may see (null: a spectator / the public channel). */
  view(state: GameState<G>, side: Side | null): V;
  /** One line saying what happens next, from the public's point of view. */
  summary(state: GameState<G>): Text;
  /**
   * Optional: a deep copy of `state` for `perform` to mutate, sharing nothing mutable with it
   * (the log array may be shared: the engine copies it). Without it the engine copies the plain
   * data generically; a game whose state is large can be several times faster by hand.
   */
  cloneState?(state: GameState<G>): GameState<G>;
  /**
   * Optional fast check: would `legalActions(state, side)` list an action whose canonical text is
   * exactly `action`? It must agree with that list exactly (a test should compare the two). The
   * engine's apply asks it first and builds the labelled list only when it says no (to match a
   * label, or to explain the rejection). Without it the engine always builds the list.
   */
  isLegal?(state: GameState<G>, side: Side, action: Action): boolean;
  /**
   * Whether the channel is shown this change now ('post': the map, the new public lines, a ping of
   * whoever must act) or later ('wait': the lines wait for the next post, e.g. the end of a phase).
   * Default: every change is posted.
   */
  announce?(prev: GameState<G>, next: GameState<G>): 'post' | 'wait';
  /** Whether `side` gets a DM of its private view after this change. Default: after every change. */
  privateChanged?(prev: GameState<G>, next: GameState<G>, side: Side): boolean;
  /** The hand of cards a side's view shows (games with cards): ids, and one line of text per card. */
  hand?(view: V, side: Side): { cards: string[]; lines: Text[] } | null;
  /**
   * A standing preference answers this decision without asking (e.g. "always pass a combat-event
   * window unless I hold one of these cards"): the action to take for `side`, or null to ask.
   */
  autoAction?(state: GameState<G>, side: Side, prefs: Record<string, unknown>): Action | null;
}

export interface PerformContext {
  log(entry: LogEntry): void;
  /** Roll one die of `sides` faces from the state's own generator. */
  roll(sides?: number): number;
}
