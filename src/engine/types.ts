// The contract every game module fulfils. Pure data: no discord.js, no Prisma, no clock, no
// Math.random. A game is its setup plus its action log; replaying the log reproduces the state.
//
// A game declares its decisions once (`decisions`: per decision kind, its verbs with typed
// arguments, how to list each argument's legal values, how to label, perform and explain them).
// The engine derives everything else from that one declaration (src/engine/decisions.ts):
// legality, the list of legal actions, the tree of choices autocomplete walks, the shortcut
// commands, buttons, "what is missing" refusals, and what is public.
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
   * True when the action and its label tell nothing the public may not know. Derived from the
   * declaration: a verb is public unless it says otherwise or one of its arguments is secret
   * (a card in hand, an order card). Only public actions become buttons on a channel post.
   */
  public?: boolean;
  /** The declared button style of the verb. */
  style?: ButtonStyle;
}

export type ButtonStyle = 'primary' | 'secondary' | 'success' | 'danger';

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
 * A frame of the procedure stack. The top frame is the decision being made now. A decision may
 * belong to the player whose turn it is not (a defender's retreat before combat), or to several
 * sides at once (simultaneous secret orders): `sides` lists who still owes it. Each game declares
 * its frames as a typed union (`{ kind: 'move-to'; sides; unit; mode } | …`).
 */
export interface Decision {
  kind: string;
  sides: Side[];
}

export interface GameResult {
  /** null: a draw. */
  winner: Side | null;
  reason: Text;
}

/** The generic envelope every game's state lives in. `g` is the game's own JSON. */
export interface GameState<G = unknown, D extends Decision = Decision> {
  game: string;
  options: Record<string, unknown>;
  rng: RngState;
  /** How many actions have been applied. */
  step: number;
  stack: D[];
  log: LogEntry[];
  result: GameResult | null;
  g: G;
}

export type ApplyResult<G = unknown, D extends Decision = Decision> =
  | {
      ok: true;
      state: GameState<G, D>;
      log: LogEntry[];
      /** The canonical text of what was applied (a label typed by a person is resolved to it). */
      action: Action;
      /** The action drew on the generator (dice, a shuffle): it cannot be taken back. */
      rolled: boolean;
      /** The action revealed hidden information to someone (a card drawn, a counter turned). */
      revealed: boolean;
    }
  | { ok: false; rejection: Rejection };

/** A game option chosen at /newgame: a switch, or one of a few values. */
export type OptionSpec =
  | { key: string; label: Text; kind: 'boolean'; default: boolean /** Slash-command option name. */; slash: string }
  | {
      key: string;
      label: Text;
      kind: 'choice';
      default: string;
      choices: readonly { value: string; label: Text }[];
      slash: string;
    };

// ---------------------------------------------------------------------------------------------
// Decisions declared once

/**
 * What an argument names ("hex", "unit", "card"): a kind its game declares in `front.argKinds`,
 * with its name in refusals and whether it is secret (a card in hand).
 */
export type ArgKind = string;

export interface ArgKindSpec {
  /** Its name in "what is missing" and "not among the choices" refusals ("a hex"). */
  label: Text;
  /** Arguments of this kind are secret unless an argument says otherwise (a card in hand). */
  secret?: boolean;
}

export interface ArgSpec {
  /** Its name in "what is missing" messages and shortcut options ("unit", "to", "card"). */
  name: string;
  /** One of the kinds the game declares in `front.argKinds`. */
  kind: ArgKind;
  /** Typed before the value ("to 0507 via 0606": the `via` argument has keyword "via"). */
  keyword?: string;
  /** The action may end before this argument (only trailing arguments). */
  optional?: boolean;
  /** The rest of the action: one or more values (each listed given the ones before). */
  many?: boolean;
  /** Overrides the kind's declared secrecy. */
  secret?: boolean;
}

/**
 * What a verb is for, so a shortcut command finds it: a role named by the shortcuts the game's
 * front offers (`ShortcutSpec.roles`; the generic ones in src/engine/shortcuts.ts) or by the game
 * itself (`GameFront.roles`).
 */
export type VerbRole = string;

/** What a verb's callbacks see. */
export interface DecisionCtx<G, D extends Decision> {
  state: GameState<G>;
  g: G;
  side: Side;
  top: D;
}

export interface PerformCtx<G, D extends Decision> extends DecisionCtx<G, D> {
  ctx: PerformContext;
}

export interface VerbSpec<G, D extends Decision> {
  verb: string;
  args?: readonly ArgSpec[];
  role?: VerbRole;
  /** Verbs without arguments: whether offered now (default: always). */
  when?(c: DecisionCtx<G, D>): boolean;
  /**
   * The legal values of argument number `prev.length`, given the values before it. Returning a
   * Set (or Map) lets legality be checked without listing. The order is the order shown.
   */
  options?(
    c: DecisionCtx<G, D>,
    prev: readonly string[],
  ): Iterable<string> & ({ has(v: string): boolean } | readonly string[]);
  /** The label of a legal action, built only when it is shown. */
  label(c: DecisionCtx<G, D>, args: readonly string[]): Text;
  /** Carry out a legal action (the engine checked it). */
  perform(c: PerformCtx<G, D>, args: readonly string[]): void;
  /** Why these arguments are not legal (the engine knows they are not); null: the generic answer. */
  explain?(c: DecisionCtx<G, D>, args: readonly string[]): Rejection | null;
  /** Whether the public may read the action and its label (default: yes, unless an argument is secret). */
  public?: boolean;
  style?: ButtonStyle;
}

export interface DecisionSpec<G, D extends Decision> {
  /** The step's name in "not now" refusals ("the movement phase"). */
  name: Text;
  verbs: readonly VerbSpec<G, D>[];
  /** A child procedure ended and this frame is on top again (Rally's call/end): continue here. */
  resume?(c: PerformCtx<G, D>): void;
  /** The rule a verb of another step cites when typed here (e.g. "support" outside combat: 9.4.2). */
  notNowRule?(verb: string): string | undefined;
  /**
   * Whether which actions are legal now may depend on what the opponent cannot see (default:
   * whether any verb of this decision is secret). A decision with one legal action is taken by the
   * bot without asking only when this is false (src/engine/forced.ts): e.g. an event window is
   * secret while the player holds cards, and public once the hand (whose size all see) is empty.
   */
  secretChoices?(c: DecisionCtx<G, D>): boolean;
}

/** Every decision kind of a game's frame union, declared. */
export type DecisionTable<G, D extends Decision> = {
  readonly [K in D['kind']]: DecisionSpec<G, Extract<D, { kind: K }>>;
};

/**
 * A slash command's option as a game package declares it (the bot builds the command from it;
 * the console reads the same declaration as text).
 */
export interface CommandOptionSpec {
  /** The option's name ("unit", "to"), and its name in ja. */
  option: string;
  ja: string;
  description: Text;
  type: 'string' | 'boolean';
  required?: boolean;
  maxLength?: number;
  autocomplete?: boolean;
  /**
   * Its autocomplete lists what continues the words typed so far ("J1 J2" then "J1 J2 J3"), so the
   * list is not filtered by them.
   */
  continues?: boolean;
}

/** A slash command a game package offers: its name, description and options, in ja and en. */
export interface CommandSpec {
  /** The command's name (/move), and its name in ja. */
  command: string;
  ja: string;
  description: Text;
  options: readonly CommandOptionSpec[];
}

/** A preference's command: each option sets the preference's field `field`. */
export interface PreferenceCommandSpec extends CommandSpec {
  options: readonly (CommandOptionSpec & { field: string })[];
}

/** What a shortcut command was given, by option name. */
export type ShortcutInput = Readonly<Record<string, string | boolean | undefined>>;

/** An autocomplete choice of a shortcut command. */
export interface Choice {
  value: string;
  label: Text;
}

/** A shortcut's steps, already applied: the actions, the state they lead to and their log. */
export type Plan =
  | {
      ok: true;
      actions: Action[];
      state: GameState;
      log: LogEntry[] /** Per action: what it did (ApplyResult). */;
      did?: { rolled: boolean; revealed: boolean }[];
    }
  | { ok: false; rejection: Rejection; legal: LegalAction[] };

/**
 * A shortcut command (/move, /attack, /end …): a short sequence of the actions /act takes one at a
 * time, found by the roles its verbs declare. Several games may offer the same command: their
 * declarations then agree on the description and on every option they share.
 */
export interface ShortcutSpec extends CommandSpec {
  /** The verb roles it walks through. */
  roles: readonly VerbRole[];
  /** The actions it stands for, applied on scratch copies; refused whole at the first failing step. */
  plan(m: GameModule, state: GameState, side: Side, input: ShortcutInput): Plan;
  /** Autocomplete of option `focused` (typed so far: `typed`), given what the other options say. */
  choices?(m: GameModule, state: GameState, side: Side, focused: string, typed: string, input: ShortcutInput): Choice[];
}

/** Button, shortcut and preference front of a game (everything a generic command needs to know). */
export interface GameFront {
  /** Every argument kind its verbs use. */
  argKinds: Readonly<Record<ArgKind, ArgKindSpec>>;
  /** The shortcut commands it offers. */
  shortcuts: readonly ShortcutSpec[];
  /** Roles its verbs declare that no shortcut walks (e.g. backing out of a step, for buttons). */
  roles?: readonly VerbRole[];
  /** A standing preference (e.g. auto-pass), with its schema and how to describe it. */
  preferences?: PreferenceSpec;
}

export interface PreferenceSpec {
  /** The command that sets it. */
  command: PreferenceCommandSpec;
  /** One line describing the preference as set. */
  describe(prefs: Record<string, unknown>, locale: Locale): string;
  /** Normalise raw input into stored preferences (null: invalid). */
  parse(input: Record<string, unknown>): Record<string, unknown> | null;
}

/**
 * A game module. `decisions` declares every decision; the rest says how the game starts, what
 * each side may see, and how the channel is told.
 */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds every game, whatever its state, view and decision types
export interface GameModule<G = any, V = any, D extends Decision = any> {
  id: string;
  name: Text;
  sides: readonly Side[];
  sideName(side: Side): Text;
  /**
   * The rules revision new games get. A stored setup without `options.revision` is revision 1, so
   * a game keeps the rules it was started with across upgrades.
   */
  revision: number;
  options: readonly OptionSpec[];
  /** Build the initial state from a seed (legacy v1 number or v2 dice key) and the game's options. */
  setup(seed: DiceSeed, options: Record<string, unknown>): GameState<G, D>;
  decisions: DecisionTable<G, D>;
  /** What `side` may see (null: a spectator / the public channel). */
  view(state: GameState<G, D>, side: Side | null): V;
  /** One line saying what happens next, from the public's point of view. */
  summary(state: GameState<G, D>): Text;
  /** Optional: a deep copy sharing nothing mutable (the log may be shared: the engine copies it). */
  cloneState?(state: GameState<G, D>): GameState<G, D>;
  /**
   * The channel is shown a change when the decision passes to another player (or the game ends);
   * a game may hold such a post back ('wait'), e.g. while orders are set face down, where even that
   * one side has set must not show. Default: 'post'.
   */
  announce?(prev: GameState<G, D>, next: GameState<G, D>): 'post' | 'wait';
  /** Whether `side` gets a DM of its private view after this change. Default: always. */
  privateChanged?(prev: GameState<G, D>, next: GameState<G, D>, side: Side): boolean;
  /** The hand of cards a side's view shows (games with cards): ids, and one line of text per card. */
  hand?(view: V, side: Side): { cards: string[]; lines: Text[] } | null;
  /** A standing preference answers this decision without asking: the action, or null to ask. */
  autoAction?(state: GameState<G, D>, side: Side, prefs: Record<string, unknown>): Action | null;
  /**
   * Whether `side`'s standing preference covers the decision now owed (whether or not autoAction
   * answers it this time). A covered decision opened in the other side's stretch is played in
   * private — no post, no ping, a DM — so the opponent sees the same whether or not it fired.
   */
  autoCovers?(state: GameState<G, D>, side: Side, prefs: Record<string, unknown>): boolean;
  /** How good `state` is for `side` (greedy players); higher is better. */
  evaluate?(state: GameState<G, D>, side: Side): number;
  front: GameFront;
}

export interface PerformContext {
  log(entry: LogEntry): void;
  /** Roll one die of `sides` faces from the state's own generator (or the scripted dice). */
  roll(sides?: number): number;
  /** Push a frame: a procedure calls a sub-procedure or asks a decision. */
  call<F extends Decision>(frame: F): void;
  /** Replace the top frame (the procedure goes on to its next step). */
  goto<F extends Decision>(frame: F): void;
  /** Pop the top frame; the frame below, if its spec has `resume`, continues. */
  end(): void;
  /** Hidden information was shown to someone (undo stops here). */
  reveal(): void;
}

/**
 * /rule's summaries: rule number → its title and a summary in our own words (ja and en), short
 * enough for a Discord reply. Every rule of the game's RuleIndex has one.
 */
export type RuleSummaries = Readonly<Record<string, { title: Text; text: Text }>>;

/**
 * Where each rule of a game's rulebook is implemented: rule number → the files that carry its
 * `[rule N]` tag (one tag per rule number, never a range). `sources` are the game's own files and
 * folders (every tag there must be indexed); `tests` is the folder whose test names cite the rules.
 */
export interface RuleIndex {
  sources: readonly string[];
  tests: string;
  rules: Readonly<Record<string, readonly string[]>>;
}
