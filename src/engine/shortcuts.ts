// Shortcut commands: /move, /attack, /play and /end stand for a short sequence of the actions
// /act takes one at a time ("move J-12", then "to 1014"). Nothing here decides legality: each step
// is an action the game lists for the decision reached by the steps before it, applied to a
// scratch copy, so a shortcut is exactly the /act sequence it replaces — and it is refused whole,
// with the rejection of the first step that fails (the rule it breaks, what is legal there).
//
// Which verb is which comes from the games' declarations (VerbSpec.role), never from verb names:
//   move|rail <unit> [<to>]    one step, or two: then the decision's `to` verb <hex> [via <hex>]
//   attack <target>            then, where the game asks for attackers: `with` <unit>…, `confirm`;
//                              or one action `<verb> <target> <unit>…` where the verb names them itself
//   card verbs <card> [arg]    each a use of a card; then `pick` <unit>… (`done`), then `to` <dest>
//   end verbs                  end the current decision (/end), the first legal one declared
import { apply, legalActions } from './engine.ts';
import { currentDecision, nextChoices, verbsWithRole } from './decisions.ts';
import { coreRejection, makeRejection, type Template } from './messages.ts';
import type { Action, GameModule, GameState, LegalAction, LogEntry, Rejection, Side, VerbRole } from './types.ts';

/** A shortcut's steps, already applied: the actions, the state they lead to and their log. */
export type Plan =
  | { ok: true; actions: Action[]; state: GameState; log: LogEntry[]; /** Per action: what it did (ApplyResult). */ did?: { rolled: boolean; revealed: boolean }[] }
  | { ok: false; rejection: Rejection; legal: LegalAction[] };

export interface Choice {
  value: string;
  label: LegalAction['label'];
}

const CATALOGUE: Record<string, Template> = {
  NO_ATTACKERS_ASKED: (a) => ({
    ja: `この攻撃では攻撃部隊を選びません(${a.target} への攻撃は今の駒で行われます)。「攻撃部隊」を指定せずに実行してください。`,
    en: `This attack does not ask for attackers (the attack on ${a.target} is made by the unit now acting). Leave out "with".`,
  }),
  CARD_NOT_PLAYABLE: (a) => ({
    ja: `カード ${a.card} は今は使えません(手札にないか、この場面では使い道がありません)。`,
    en: `Card ${a.card} cannot be played now (it is not in your hand, or it has no use at this point).`,
  }),
  USE_NEEDED: (a) => ({
    ja: `カード ${a.card} には今いくつかの使い道があります。「用途」で選んでください: ${a.usesJa}`,
    en: `Card ${a.card} can be used in several ways now. Choose one with "use": ${a.usesEn}`,
  }),
  NOTHING_TO_END: () => ({
    ja: '今の決定には、終了やパスの選択肢がありません。',
    en: 'The current decision has nothing to end or pass.',
  }),
  EMPTY_OPTION: (a) => ({ ja: `「${a.option}」を指定してください。`, en: `Give "${a.option}".` }),
};

const reject = (code: string, args: Record<string, string> = {}): Rejection => makeRejection(CATALOGUE, code, args);

const words = (s: string | undefined): string[] => (s ?? '').trim().split(/[\s,]+/).filter(Boolean);

/** A walk through the steps of a shortcut, on scratch copies of the state. */
class Walk {
  readonly actions: Action[] = [];
  readonly log: LogEntry[] = [];
  readonly did: { rolled: boolean; revealed: boolean }[] = [];
  constructor(
    private readonly m: GameModule,
    public state: GameState,
    private readonly side: Side,
  ) {}

  legal(): LegalAction[] {
    return legalActions(this.m, this.state, this.side);
  }

  offers(action: Action): boolean {
    return this.legal().some((l) => l.action === action);
  }

  /** The verbs of the current decision with `role`. */
  verbs(role: VerbRole): string[] {
    return verbsWithRole(this.m, this.state, this.side, role).map((v) => v.verb);
  }

  /** The first verb with `role` whose shape has `args` arguments, if any. */
  verbShape(role: VerbRole): { verb: string; args: number } | null {
    const v = verbsWithRole(this.m, this.state, this.side, role)[0];
    return v ? { verb: v.verb, args: v.args?.length ?? 0 } : null;
  }

  /** The verb's last argument is a list of units (`attack <target> <unit>…`): it names the attackers itself. */
  takesAttackers(verb: string): boolean {
    const v = verbsWithRole(this.m, this.state, this.side, 'attack-target').find((x) => x.verb === verb);
    const last = v?.args?.at(-1);
    return (v?.args?.length ?? 0) >= 2 && !!last?.many && last.kind === 'unit';
  }

  choices(typed: string[]): Choice[] {
    return nextChoices(this.m, this.state, this.side, typed, 1000).map((c) => ({ value: c.token, label: c.label }));
  }

  get module(): GameModule {
    return this.m;
  }

  /** Apply one step; null when it was applied, else the plan's refusal at this point. */
  step(action: Action): Plan | null {
    const r = apply(this.m, this.state, this.side, action);
    if (!r.ok) return { ok: false, rejection: r.rejection, legal: this.legal() };
    this.state = r.state;
    this.actions.push(r.action);
    this.log.push(...r.log);
    this.did.push({ rolled: r.rolled, revealed: r.revealed });
    return null;
  }

  /**
   * No verb for this shortcut now: the engine's own refusal when the side owes nothing (the game
   * is over, it is not their turn), else "not in this step" with the step's name.
   */
  lacks(command: string): Plan {
    const cur = currentDecision(this.m, this.state, this.side);
    if (!cur) {
      const r = apply(this.m, this.state, this.side, '');
      return this.refuse(r.ok ? reject('NOTHING_TO_END') : r.rejection);
    }
    return this.refuse(coreRejection('NOT_NOW', { verb: command, stepJa: cur.spec.name.ja, stepEn: cur.spec.name.en }));
  }

  refuse(rejection: Rejection): Plan {
    return { ok: false, rejection, legal: this.legal() };
  }

  done(): Plan {
    return { ok: true, actions: this.actions, state: this.state, log: this.log, did: this.did };
  }
}

// ---------------------------------------------------------------------------------------------
// /move

const moveRole = (rail?: boolean): VerbRole => (rail ? 'unit-move-alt' : 'unit-move');

export function planMove(m: GameModule, state: GameState, side: Side, o: { unit: string; to: string; via?: string; rail?: boolean }): Plan {
  const w = new Walk(m, state, side);
  const unit = o.unit.trim();
  const to = o.to.trim();
  const via = o.via?.trim() ? ` via ${o.via.trim()}` : '';
  if (!unit) return w.refuse(reject('EMPTY_OPTION', { option: 'unit' }));
  if (!to) return w.refuse(reject('EMPTY_OPTION', { option: 'to' }));
  const shape = w.verbShape(moveRole(o.rail));
  // No move verb now: the engine's refusal says why (not your turn, not this step).
  if (!shape) return w.lacks('/move');
  if (shape.args >= 2) return w.step(`${shape.verb} ${unit} ${to}${via}`) ?? w.done();
  const refused = w.step(`${shape.verb} ${unit}`);
  if (refused) return refused;
  const toVerb = w.verbs('destination')[0];
  if (!toVerb) return w.lacks('/move');
  return w.step(`${toVerb} ${to}${via}`) ?? w.done();
}

/** The units /move may name now (with `rail`: the rail move's units). */
export function moveUnits(m: GameModule, state: GameState, side: Side, rail = false): Choice[] {
  const w = new Walk(m, state, side);
  const out = new Map<string, Choice>();
  for (const verb of w.verbs(moveRole(rail))) for (const c of w.choices([verb])) if (!out.has(c.value)) out.set(c.value, c);
  return [...out.values()];
}

/** Where `unit` may go now. */
export function moveDestinations(m: GameModule, state: GameState, side: Side, unit: string, rail = false): Choice[] {
  const w = new Walk(m, state, side);
  const shape = w.verbShape(moveRole(rail));
  if (!shape) return [];
  if (shape.args >= 2) return w.choices([shape.verb, unit.trim()]);
  if (w.step(`${shape.verb} ${unit.trim()}`)) return [];
  const toVerb = w.verbs('destination')[0];
  return toVerb ? w.choices([toVerb]) : [];
}

/** The other ways to `to` ("to <hex> via <hex>"), where the game declares them. */
export function moveVias(m: GameModule, state: GameState, side: Side, unit: string, to: string, rail = false): Choice[] {
  const w = new Walk(m, state, side);
  const shape = w.verbShape(moveRole(rail));
  if (!shape) return [];
  if (shape.args >= 2) return w.choices([shape.verb, unit.trim(), to.trim(), 'via']);
  if (w.step(`${shape.verb} ${unit.trim()}`)) return [];
  const toVerb = w.verbs('destination')[0];
  return toVerb ? w.choices([toVerb, to.trim(), 'via']) : [];
}

// ---------------------------------------------------------------------------------------------
// /attack

export function planAttack(m: GameModule, state: GameState, side: Side, o: { target: string; with?: string }): Plan {
  const w = new Walk(m, state, side);
  const target = o.target.trim();
  if (!target) return w.refuse(reject('EMPTY_OPTION', { option: 'target' }));
  const verb = w.verbs('attack-target')[0];
  if (!verb) return w.lacks('/attack');
  const chosen = words(o.with);
  if (w.takesAttackers(verb)) {
    // The target's verb names the attackers itself (`attack <target> <unit>…`); none named: all it offers.
    const all = chosen.length ? chosen : w.choices([verb, target]).map((c) => c.value);
    return w.step([verb, target, ...all].join(' ')) ?? w.done();
  }
  const refused = w.step(`${verb} ${target}`);
  if (refused) return refused;
  const offered = attackersOffered(w);
  if (!offered.length) return chosen.length ? w.refuse(reject('NO_ATTACKERS_ASKED', { target })) : w.done();
  // No attackers named: every unit the declaration offers (withdraw one with /act).
  for (const u of chosen.length ? chosen : offered) {
    const withVerb = w.verbs('attack-with')[0]!;
    const r = w.step(`${withVerb} ${u}`);
    if (r) return r;
  }
  // The declaration is whole or refused: confirm must be legal (e.g. a differential floor).
  const confirm = w.verbs('attack-confirm')[0];
  return (confirm ? w.step(confirm) : null) ?? w.done();
}

function attackersOffered(w: Walk): string[] {
  const verb = w.verbs('attack-with')[0];
  return verb ? w.choices([verb]).map((c) => c.value) : [];
}

/** The targets /attack may name now. */
export function attackTargets(m: GameModule, state: GameState, side: Side): Choice[] {
  const w = new Walk(m, state, side);
  return w.verbs('attack-target').flatMap((v) => w.choices([v]));
}

/**
 * What /attack's `with` may say for `target`: all the units that can join first, then the units
 * typed so far plus one more. Empty where the game does not ask for attackers.
 */
export function attackers(m: GameModule, state: GameState, side: Side, target: string, typed: string): Choice[] {
  const w = new Walk(m, state, side);
  const verb = w.verbs('attack-target')[0];
  if (!verb) return [];
  let units: Choice[];
  if (w.takesAttackers(verb)) units = w.choices([verb, target.trim()]);
  else {
    if (w.step(`${verb} ${target.trim()}`)) return [];
    const withVerb = w.verbs('attack-with')[0];
    units = withVerb ? w.choices([withVerb]) : [];
  }
  if (!units.length) return [];
  const all = units.map((c) => c.value);
  const more = plusOne(units, typed);
  const typedAny = words(typed).some((u) => all.includes(u));
  return all.length > 1 && !typedAny ? [{ value: all.join(' '), label: { ja: `全部隊: ${all.join(' ')}`, en: `All: ${all.join(' ')}` } }, ...more] : more;
}

/** For an option naming several units: the units typed so far (those of `all`) plus one more. */
function plusOne(all: readonly Choice[], typed: string): Choice[] {
  const have = words(typed).filter((u) => all.some((c) => c.value === u));
  return all
    .filter((c) => !have.includes(c.value))
    .map((c) => {
      if (!have.length) return c;
      const value = [...have, c.value].join(' ');
      return { value, label: { ja: value, en: value } };
    });
}

// ---------------------------------------------------------------------------------------------
// /play

/** A card's legal use now: the verb and, for uses with an extra argument, that argument. */
interface Use {
  value: string;
  action: Action;
  label: LegalAction['label'];
}

/** Every legal card use now, by card (from the verbs declared with role `card`). */
function usesByCard(w: Walk): Map<string, Use[]> {
  const out = new Map<string, Use[]>();
  for (const verb of w.verbs('card-use')) {
    for (const c of w.choices([verb])) {
      const more = w.choices([verb, c.value]);
      const uses: Use[] = more.length
        ? more.map((x) => ({ value: `${verb} ${x.value}`, action: `${verb} ${c.value} ${x.value}`, label: x.label }))
        : [{ value: verb, action: `${verb} ${c.value}`, label: c.label }];
      out.set(c.value, [...(out.get(c.value) ?? []), ...uses]);
    }
  }
  return out;
}

/**
 * What a player typed for a card, matched to a card id the game lists now: the id itself, or its
 * number ("9", "09" and "#9" all name "#09"). Unmatched input is returned as typed.
 */
export function cardId(input: string, known: readonly string[] = []): string {
  const t = input.trim();
  if (known.includes(t)) return t;
  const digits = /^#?\s*0*(\d+)$/.exec(t)?.[1];
  if (digits !== undefined) {
    const hit = known.find((k) => /^\D*0*(\d+)$/.exec(k)?.[1] === digits);
    if (hit) return hit;
    return `#${digits.padStart(2, '0')}`;
  }
  return t;
}

export function planPlay(m: GameModule, state: GameState, side: Side, o: { card: string; use?: string; units?: string; to?: string }): Plan {
  const w = new Walk(m, state, side);
  if (!o.card.trim()) return w.refuse(reject('EMPTY_OPTION', { option: 'card' }));
  const refused = playSteps(w, o);
  if (refused) return refused;
  const to = o.to?.trim();
  if (to) {
    const toVerb = w.verbs('destination')[0];
    if (!toVerb) return w.lacks('/play');
    return w.step(`${toVerb} ${to}`) ?? w.done();
  }
  return w.done();
}

/**
 * /play up to its destination: the card's use (the only legal one when none is named), then each
 * unit named, then "done" where the game asks for it. Null when every step was applied.
 */
function playSteps(w: Walk, o: { card: string; use?: string; units?: string }): Plan | null {
  const byCard = usesByCard(w);
  const card = cardId(o.card, [...byCard.keys()]);
  const uses = byCard.get(card) ?? [];
  const typedUse = o.use?.trim();
  let action: Action;
  if (!typedUse) {
    if (uses.length === 0) return w.refuse(reject('CARD_NOT_PLAYABLE', { card }));
    if (uses.length > 1) {
      return w.refuse(reject('USE_NEEDED', { card, usesJa: uses.map((u) => `${u.value}(${u.label.ja})`).join('、'), usesEn: uses.map((u) => `${u.value} (${u.label.en})`).join(', ') }));
    }
    action = uses[0]!.action;
  } else {
    const [verb, arg] = typedUse.split(' ');
    action = arg ? `${verb} ${card} ${arg}` : `${verb} ${card}`;
  }
  const first = w.step(action);
  if (first) return first;
  const units = words(o.units);
  const pick = w.verbs('pick-unit')[0];
  if (units.length && !pick) return w.lacks('/play');
  for (const u of units) {
    const r = w.step(`${pick!} ${u}`);
    if (r) return r;
  }
  const done = w.verbs('pick-done')[0];
  if (units.length && done && w.offers(done)) return w.step(done);
  return null;
}

/** The cards /play may name now: each with its legal uses in the label. */
export function playableCards(m: GameModule, state: GameState, side: Side): Choice[] {
  const w = new Walk(m, state, side);
  return [...usesByCard(w)].map(([card, uses]) => ({
    value: card,
    label: { ja: uses.map((u) => u.label.ja).join(' / '), en: uses.map((u) => u.label.en).join(' / ') },
  }));
}

export function cardUses(m: GameModule, state: GameState, side: Side, card: string): Choice[] {
  const w = new Walk(m, state, side);
  const byCard = usesByCard(w);
  return (byCard.get(cardId(card, [...byCard.keys()])) ?? []).map((u) => ({ value: u.value, label: u.label }));
}

/** After playing `card` as `use` (and naming `units`): the units, then the destinations, offered. */
export function playFollowUps(
  m: GameModule,
  state: GameState,
  side: Side,
  o: { card: string; use?: string; units?: string },
  want: 'units' | 'to',
): Choice[] {
  const w = new Walk(m, state, side);
  if (want === 'units') {
    if (playSteps(w, { ...o, units: undefined })) return [];
    const pick = w.verbs('pick-unit')[0];
    return pick ? plusOne(w.choices([pick]), o.units ?? '') : [];
  }
  if (playSteps(w, o)) return [];
  const to = w.verbs('destination')[0];
  return to ? w.choices([to]) : [];
}

// ---------------------------------------------------------------------------------------------
// /end

export function planEnd(m: GameModule, state: GameState, side: Side): Plan {
  const w = new Walk(m, state, side);
  if (!currentDecision(m, state, side)) return w.lacks('/end'); // the engine says whose turn it is
  const legal = w.legal();
  const verb = w.verbs('end-step').find((v) => legal.some((l) => l.action === v));
  if (!verb) return w.refuse(reject('NOTHING_TO_END'));
  return w.step(verb) ?? w.done();
}
