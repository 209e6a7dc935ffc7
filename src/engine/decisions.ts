// Everything the engine derives from a game's declared decisions (GameModule.decisions): whether an
// action is legal (one implementation: the declared argument options), the list of legal actions
// with labels, the next choices of a partly typed action (autocomplete, shortcuts), what is
// public, and the generic refusals (unknown verb, not now, something missing, not among the
// choices). Nothing here knows a game.
import { coreRejection, partialChoiceLabel } from './messages.ts';
import { nearWords } from './suggest.ts';
import type {
  Action,
  ArgKindSpec,
  ArgSpec,
  Decision,
  DecisionCtx,
  DecisionSpec,
  GameModule,
  GameState,
  LegalAction,
  Rejection,
  Side,
  Text,
  VerbRole,
  VerbSpec,
} from './types.ts';

type AnySpec = DecisionSpec<unknown, Decision>;
type AnyVerb = VerbSpec<unknown, Decision>;
type Ctx = DecisionCtx<unknown, Decision>;

export function topDecision(state: GameState): Decision | undefined {
  return state.stack[state.stack.length - 1];
}

/** The declared spec of the decision on top of the stack, and the context its verbs see. */
export function currentDecision(m: GameModule, state: GameState, side: Side): { spec: AnySpec; c: Ctx } | null {
  const top = topDecision(state);
  if (!top || state.result || !top.sides.includes(side)) return null;
  const spec = (m.decisions as Record<string, AnySpec>)[top.kind];
  if (!spec) throw new Error(`${m.id}: undeclared decision ${top.kind}`);
  return { spec, c: { state, g: state.g, side, top } };
}

/** The declaration of an argument's kind, from the game's front (a kind it does not declare is a bug). */
function kindOf(m: GameModule, a: ArgSpec): ArgKindSpec {
  const k = m.front.argKinds[a.kind];
  if (!k) throw new Error(`${m.id}: undeclared argument kind ${a.kind}`);
  return k;
}

const isSecretArg = (m: GameModule, a: ArgSpec): boolean => a.secret ?? kindOf(m, a).secret ?? false;

/** Whether a verb's actions may be read by the public. */
export function verbIsPublic(m: GameModule, v: AnyVerb): boolean {
  if (v.public !== undefined) return v.public;
  return !(v.args ?? []).some((a) => isSecretArg(m, a));
}

function has(opts: Iterable<string>, value: string): boolean {
  const o = opts as { has?: (v: string) => boolean; includes?: (v: string) => boolean };
  if (typeof o.has === 'function') return o.has(value);
  if (typeof o.includes === 'function') return o.includes(value);
  for (const x of opts) if (x === value) return true;
  return false;
}

function optionsOf(v: AnyVerb, c: Ctx, prev: readonly string[]): Iterable<string> {
  if (!v.options) throw new Error(`verb ${v.verb} has arguments but no options`);
  return v.options(c, prev);
}

/**
 * Split an action's tokens after the verb into argument values, by the verb's declaration
 * (keywords dropped). null: the tokens do not fit the declared shape (too many, a keyword missing).
 * `complete` says whether every required argument is present.
 */
function parseArgs(
  v: AnyVerb,
  tokens: readonly string[],
): { values: string[]; complete: boolean; missing?: ArgSpec } | null {
  const args = v.args ?? [];
  const values: string[] = [];
  let t = 0;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (t >= tokens.length) {
      if (a.optional || (a.many && values.length > i)) return { values, complete: true };
      return { values, complete: false, missing: a };
    }
    if (a.keyword) {
      if (tokens[t] !== a.keyword) return null;
      t++;
      if (t >= tokens.length) return { values, complete: false, missing: a };
    }
    if (a.many) {
      while (t < tokens.length) values.push(tokens[t++]!);
      return { values, complete: true };
    }
    values.push(tokens[t++]!);
  }
  return t === tokens.length ? { values, complete: true } : null;
}

/** The canonical text of a verb with its argument values (keywords put back). */
export function actionText(v: Pick<AnyVerb, 'verb' | 'args'>, values: readonly string[]): Action {
  const args = v.args ?? [];
  const parts = [v.verb];
  for (let i = 0; i < values.length; i++) {
    const a = args[Math.min(i, args.length - 1)]!;
    if (a.keyword && (i < args.length || !a.many)) parts.push(a.keyword);
    parts.push(values[i]!);
  }
  return parts.join(' ');
}

/** Whether every value is among the declared options given the ones before it. */
function valuesLegal(v: AnyVerb, c: Ctx, values: readonly string[]): boolean {
  if (!v.args?.length) return values.length === 0 && (v.when ? v.when(c) : true);
  for (let i = 0; i < values.length; i++) {
    if (!has(optionsOf(v, c, values.slice(0, i)), values[i]!)) return false;
  }
  return true;
}

/** Is `action` (canonical text) legal for `side` now? Derived from the declared options only. */
export function isLegal(m: GameModule, state: GameState, side: Side, action: Action): boolean {
  const cur = currentDecision(m, state, side);
  if (!cur) return false;
  const tokens = action.split(' ');
  const v = cur.spec.verbs.find((x) => x.verb === tokens[0]);
  if (!v) return false;
  const parsed = parseArgs(v, tokens.slice(1));
  if (!parsed?.complete) return false;
  return valuesLegal(v, cur.c, parsed.values);
}

/** Every complete legal value sequence of a verb that starts with the legal values `start`. */
function* sequencesFrom(v: AnyVerb, c: Ctx, start: string[]): Generator<string[]> {
  const args = v.args ?? [];
  function* walk(prev: string[]): Generator<string[]> {
    const i = prev.length;
    const a = args[Math.min(i, args.length - 1)]!;
    if (i >= args.length && !a.many) {
      yield prev;
      return;
    }
    if (i > 0 && (a.optional || (a.many && i >= args.length))) yield prev;
    if (a.many && i >= args.length) return; // a sequence lists its first value of each length only once
    for (const x of optionsOf(v, c, prev)) yield* walk([...prev, x]);
  }
  yield* walk(start);
}

/**
 * Every complete legal value sequence of a verb (the tree of its options, walked), handed to `f`
 * in order: sequencesFrom's walk from the start, without a generator (a listing reads every
 * sequence, and a generator's suspend and resume at each cost more than the walk itself).
 */
function eachSequence(v: AnyVerb, c: Ctx, f: (vals: string[]) => void, done: () => boolean = () => false): void {
  const args = v.args ?? [];
  if (!args.length) {
    if (v.when ? v.when(c) : true) f([]);
    return;
  }
  const walk = (prev: string[]): void => {
    const i = prev.length;
    const a = args[Math.min(i, args.length - 1)]!;
    if (i >= args.length && !a.many) {
      f(prev);
      return;
    }
    if (i > 0 && (a.optional || (a.many && i >= args.length))) f(prev);
    if (a.many && i >= args.length) return; // a sequence lists its first value of each length only once
    for (const x of optionsOf(v, c, prev)) {
      if (done()) return;
      walk([...prev, x]);
    }
  };
  walk([]);
}

/**
 * The legal actions of `side` now, without labels (fuzzers, AI, fast paths); with `limit`, only the
 * first ones, the walk stopped there (whether a decision has one legal action lists at most two).
 */
export function legalActionTexts(
  m: GameModule,
  state: GameState,
  side: Side,
  limit = Number.POSITIVE_INFINITY,
): Action[] {
  const cur = currentDecision(m, state, side);
  if (!cur) return [];
  const out: Action[] = [];
  const full = () => out.length >= limit;
  for (const v of cur.spec.verbs) {
    if (full()) break;
    eachSequence(v, cur.c, (vals) => out.push(actionText(v, vals)), full);
  }
  return out;
}

/**
 * One legal action of `side` drawn at random without listing them all (the AI's rollouts): a verb
 * by `verbWeight` (arguments-less verbs that are not offered now are passed over), then each
 * argument among its legal values, backing up from a value that leads nowhere. The draw is not
 * uniform over actions, but it only ever gives what legalActionTexts lists. `random(n)`: an
 * integer in 0..n-1. null: no legal action (or every verb weighs 0).
 */
export function sampleActionText(
  m: GameModule,
  state: GameState,
  side: Side,
  random: (n: number) => number,
  verbWeight: (verb: string) => number = () => 1,
): Action | null {
  const cur = currentDecision(m, state, side);
  if (!cur) return null;
  const verbs = cur.spec.verbs.map((v) => ({ v, w: verbWeight(v.verb) })).filter((x) => x.w > 0);
  while (verbs.length > 0) {
    let total = 0;
    for (const x of verbs) total += x.w;
    let r = (random(1 << 30) / (1 << 30)) * total;
    let k = 0;
    while (k < verbs.length - 1 && r >= verbs[k]!.w) r -= verbs[k++]!.w;
    const { v } = verbs[k]!;
    const vals = sampleSequence(v, cur.c, random);
    if (vals) return actionText(v, vals);
    verbs.splice(k, 1);
  }
  return null;
}

/** A random complete value sequence of `v` (eachSequence's walk, one path, backing up), or null. */
function sampleSequence(v: AnyVerb, c: Ctx, random: (n: number) => number): string[] | null {
  const args = v.args ?? [];
  if (!args.length) return (v.when ? v.when(c) : true) ? [] : null;
  const walk = (prev: string[]): string[] | null => {
    const i = prev.length;
    const a = args[Math.min(i, args.length - 1)]!;
    if (i >= args.length && !a.many) return prev;
    const canStop = i > 0 && (a.optional || (a.many && i >= args.length));
    if (a.many && i >= args.length) return prev;
    const opts = [...optionsOf(v, c, prev)];
    // Stopping here is one choice among the values.
    if (canStop && random(opts.length + 1) === 0) return prev;
    while (opts.length > 0) {
      const j = random(opts.length);
      const got = walk([...prev, opts[j]!]);
      if (got) return got;
      opts[j] = opts[opts.length - 1]!;
      opts.pop();
    }
    return canStop ? prev : null;
  };
  return walk([]);
}

/** The state whose listings are kept while a caller asks many questions of it (withListingsKept). */
let kept: { m: GameModule; state: GameState; bySide: Map<Side, LegalAction[]> } | null = null;

/**
 * Runs `fn` with the legal actions of `state` listed once per side: every legalActions of that very
 * state object (the caller's own, or apply's when it matches a typed label or explains a refusal)
 * reads the first listing. For a caller that asks many questions of one state it does not change
 * (the fuzzer tries dozens of refused actions on each state it checks, and apply lists every legal
 * action to match each one against the labels). The rules are pure, and apply never changes the
 * state it is given: the listing of one state object stays what it was. Other states (the ones
 * apply makes) are listed as always.
 */
export function withListingsKept<T>(m: GameModule, state: GameState, fn: () => T): T {
  const before = kept;
  kept = { m, state, bySide: new Map() };
  try {
    return fn();
  } finally {
    kept = before;
  }
}

/** The legal actions of `side` now, each with its label, publicity and style. */
export function legalActions(m: GameModule, state: GameState, side: Side): LegalAction[] {
  if (kept?.state !== state || kept.m !== m) return listLegalActions(m, state, side);
  let list = kept.bySide.get(side);
  if (!list) kept.bySide.set(side, (list = listLegalActions(m, state, side)));
  return list.map((l) => ({ ...l }));
}

function listLegalActions(m: GameModule, state: GameState, side: Side): LegalAction[] {
  const cur = currentDecision(m, state, side);
  if (!cur) return [];
  const out: LegalAction[] = [];
  for (const v of cur.spec.verbs) {
    const pub = verbIsPublic(m, v);
    eachSequence(v, cur.c, (vals) => {
      const la: LegalAction = { action: actionText(v, vals), label: v.label(cur.c, vals), public: pub };
      if (v.style) la.style = v.style;
      out.push(la);
    });
  }
  return out;
}

/** The label of one legal action (null when it is not legal). */
export function labelOf(m: GameModule, state: GameState, side: Side, action: Action): Text | null {
  const cur = currentDecision(m, state, side);
  if (!cur || !isLegal(m, state, side, action)) return null;
  const tokens = action.split(' ');
  const v = cur.spec.verbs.find((x) => x.verb === tokens[0])!;
  return v.label(cur.c, parseArgs(v, tokens.slice(1))!.values);
}

/** A verb of the current decision with the given role (for the generic shortcut commands). */
export function verbsWithRole(m: GameModule, state: GameState, side: Side, role: VerbRole): AnyVerb[] {
  const cur = currentDecision(m, state, side);
  if (!cur) return [];
  return cur.spec.verbs.filter((v) => v.role === role);
}

/** Every verb any decision of the game declares with `role`. */
export function declaredVerbs(m: GameModule, role?: VerbRole): AnyVerb[] {
  const out: AnyVerb[] = [];
  for (const spec of Object.values(m.decisions as Record<string, AnySpec>))
    for (const v of spec.verbs) if (!role || v.role === role) out.push(v);
  return out;
}

export interface NextChoice {
  /** The whole action text up to and including this choice. */
  value: Action;
  /** The token this choice adds. */
  token: string;
  /**
   * Complete: the action's label. Not complete: the words every completion's label shares and what
   * is chosen next (never one completion's label, which would name a destination not chosen yet).
   */
  label: Text;
  /** The action is complete with this choice (it may still take more optional values). */
  complete: boolean;
  /** Not complete, and only one action completes it: that action and its label. */
  only?: { value: Action; label: Text };
}

/**
 * The choices that continue a partly typed action: with no tokens, every verb's first step;
 * after "move J1", the destinations of J1. Only choices some legal action completes are listed.
 * Labels are built only for what is returned (`max`).
 */
export function nextChoices(
  m: GameModule,
  state: GameState,
  side: Side,
  typed: readonly string[],
  max = 25,
): NextChoice[] {
  const cur = currentDecision(m, state, side);
  if (!cur) return [];
  const { spec, c } = cur;
  const out: NextChoice[] = [];
  const offer = (v: AnyVerb, vals: string[], token: string) => {
    if (isCompleteAfter(v, vals.length)) {
      out.push({ value: actionText(v, vals), token, label: v.label(c, vals), complete: true });
      return;
    }
    const p = partialLabel(m, v, c, vals);
    if (p)
      out.push({
        value: actionText(v, vals),
        token,
        label: p.label,
        complete: false,
        ...(p.only ? { only: p.only } : {}),
      });
  };
  if (typed.length === 0) {
    for (const v of spec.verbs) {
      if (out.length >= max) break;
      if (!v.args?.length) {
        if (v.when ? v.when(c) : true)
          out.push({ value: v.verb, token: v.verb, label: v.label(c, []), complete: true });
        continue;
      }
      for (const x of optionsOf(v, c, [])) {
        if (out.length >= max) break;
        offer(v, [x], x);
      }
    }
    return out;
  }
  const v = spec.verbs.find((x) => x.verb === typed[0]);
  if (!v) return [];
  const parsed = parseArgs(v, typed.slice(1));
  if (!parsed || !valuesLegal(v, c, parsed.values)) return [];
  const vals = parsed.values;
  if (vals.length >= (v.args?.length ?? 0) && !v.args?.[v.args.length - 1]?.many) return [];
  for (const x of optionsOf(v, c, vals)) {
    if (out.length >= max) break;
    offer(v, [...vals, x], x);
  }
  return out;
}

function isCompleteAfter(v: AnyVerb, n: number): boolean {
  const args = v.args ?? [];
  for (let i = n; i < args.length; i++) if (!args[i]!.optional && !(args[i]!.many && n > 0 && i > 0)) return false;
  return true;
}

/** How many completions of a partial action the label of a partial choice reads. */
const PARTIAL_LABEL_READS = 100;

/**
 * A partial action's label: the leading words its completions' labels all share, then what is
 * chosen next ("第1軍 (黒木) …(次にヘクスを選択)"). null when no legal action completes it (a unit
 * whose every destination is closed is not offered as a first step); `only` when one does.
 */
function partialLabel(
  m: GameModule,
  v: AnyVerb,
  c: Ctx,
  vals: string[],
): { label: Text; only?: { value: Action; label: Text } } | null {
  const labels: Text[] = [];
  let first: string[] | undefined;
  for (const seq of sequencesFrom(v, c, vals)) {
    first ??= seq;
    labels.push(v.label(c, seq));
    if (labels.length >= PARTIAL_LABEL_READS) break;
  }
  if (!first) return null;
  if (labels.length === 1) return { label: labels[0]!, only: { value: actionText(v, first), label: labels[0]! } };
  const shared = (l: 'ja' | 'en') => {
    const words = labels[0]![l].split(' ');
    let n = words.length;
    for (const t of labels) {
      const w = t[l].split(' ');
      let k = 0;
      while (k < n && w[k] === words[k]) k++;
      n = k;
    }
    return words.slice(0, n).join(' ') || actionText(v, vals);
  };
  const next = (v.args ?? [])[Math.min(vals.length, (v.args ?? []).length - 1)]!;
  return { label: partialChoiceLabel({ ja: shared('ja'), en: shared('en') }, argName(m, next)) };
}

/**
 * Why `action` is not legal for `side` now (the caller knows it is not). The decision's own
 * explanation first, then the generic ones: unknown verb, not in this step, something missing,
 * a value not among the choices.
 */
export function explain(m: GameModule, state: GameState, side: Side, action: Action): Rejection {
  const cur = currentDecision(m, state, side);
  if (!cur) return coreRejection('NOT_LEGAL', { input: action });
  const { spec, c } = cur;
  const tokens = action.split(' ');
  const verb = tokens[0]!;
  const v = spec.verbs.find((x) => x.verb === verb);
  if (!v) {
    if (!declaredVerbs(m).some((x) => x.verb === verb)) {
      // A typo of a verb that no legal action has now ("fite" while "fight" waits for something):
      // say why that one is refused. A typo of one that has legal actions is named by the reply's
      // "did you mean" (the service), from the legal list.
      const meant = nearWords(
        verb,
        declaredVerbs(m).map((x) => x.verb),
      )[0];
      if (!meant || legalActions(m, state, side).some((l) => l.action.split(' ')[0] === meant))
        return coreRejection('UNKNOWN_ACTION', { input: action });
      const why = explain(m, state, side, [meant, ...tokens.slice(1)].join(' '));
      return coreRejection(
        'UNKNOWN_ACTION_NEAR',
        { input: action, meant, whyJa: why.text.ja, whyEn: why.text.en },
        why.rule,
      );
    }
    return coreRejection('NOT_NOW', { verb, stepJa: spec.name.ja, stepEn: spec.name.en }, spec.notNowRule?.(verb));
  }
  const parsed = parseArgs(v, tokens.slice(1));
  if (parsed && !parsed.complete && parsed.missing) {
    return coreRejection('MISSING_ARG', {
      verb,
      what: argName(m, parsed.missing).ja,
      whatEn: argName(m, parsed.missing).en,
    });
  }
  const values = parsed?.values ?? tokens.slice(1);
  const own = v.explain?.(c, values);
  if (own) return own;
  if (!parsed) return coreRejection('NOT_LEGAL', { input: action });
  // The first value not among the choices, with what would be.
  for (let i = 0; i < values.length; i++) {
    const opts = [...optionsOf(v, c, values.slice(0, i))];
    if (!opts.includes(values[i]!)) {
      const a = v.args![Math.min(i, v.args!.length - 1)]!;
      // Refusals go to the actor only, who may see their own choices; those a typo away first.
      const near = nearWords(values[i]!, opts);
      const shown = [...near, ...opts.filter((o) => !near.includes(o))];
      return coreRejection('NOT_A_CHOICE', {
        value: values[i]!,
        whatJa: argName(m, a).ja,
        whatEn: argName(m, a).en,
        choices: shown.slice(0, 12).join(', ') + (shown.length > 12 ? ' …' : ''),
      });
    }
  }
  return coreRejection('NOT_LEGAL', { input: action });
}

/** An argument's name in refusals: its kind's declared label. */
export function argName(m: GameModule, a: ArgSpec): Text {
  return kindOf(m, a).label;
}
