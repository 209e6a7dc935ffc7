// Shortcut commands: /move, /attack and /end stand for a short sequence of the actions /act takes
// one at a time ("move J-12", then "to 1014"). Nothing here decides legality: each step is an
// action the game lists for the decision reached by the steps before it, applied to a scratch
// copy, so a shortcut is exactly the /act sequence it replaces — and it is refused whole, with the
// rejection of the first step that fails (the rule it breaks, what is legal there).
//
// A game offers the shortcuts it wants in its front (GameFront.shortcuts): these generic ones, or
// its own built on `Walk` (a game's card play). Which verb is which comes from the games'
// declarations (VerbSpec.role), never from verb names:
//   unit-move <unit> [<to>]    one step, or two: then the decision's destination verb <to> [<keyword> <via>]
//   unit-move-alt              the same, for a second kind of move the game names as a /move option
//   attack-target <target>     then, where the game asks for attackers: attack-with <unit>…, attack-confirm;
//                              or one action `<verb> <target> <unit>…` where the verb names them itself
//   end-step                   end the current decision (/end), the first legal one declared
import { apply, legalActions } from './engine.ts';
import { currentDecision, nextChoices, verbsWithRole } from './decisions.ts';
import { coreRejection, makeRejection, type Template } from './messages.ts';
import type {
  Action,
  Choice,
  CommandOptionSpec,
  GameModule,
  GameState,
  LegalAction,
  LogEntry,
  Plan,
  Rejection,
  ShortcutInput,
  ShortcutSpec,
  Side,
  VerbRole,
} from './types.ts';

export type { Choice, Plan } from './types.ts';

const CATALOGUE: Record<string, Template> = {
  NO_ATTACKERS_ASKED: (a) => ({
    ja: `この攻撃では攻撃部隊を選びません(${a.target} への攻撃は今の駒で行われます)。「攻撃部隊」を指定せずに実行してください。`,
    en: `This attack does not ask for attackers (the attack on ${a.target} is made by the unit now acting). Leave out "with".`,
  }),
  NOTHING_TO_END: () => ({
    ja: '今の決定には、終了やパスの選択肢がありません。',
    en: 'The current decision has nothing to end or pass.',
  }),
  EMPTY_OPTION: (a) => ({ ja: `「${a.option}」を指定してください。`, en: `Give "${a.option}".` }),
};

const reject = (code: string, args: Record<string, string> = {}): Rejection => makeRejection(CATALOGUE, code, args);

/** A shortcut option left empty: "give <option>". */
export const emptyOption = (option: string): Rejection => reject('EMPTY_OPTION', { option });

/** The words of an option naming several values ("J1 J2", "J1,J2"). */
export const words = (s: string | undefined): string[] =>
  (s ?? '')
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);

// The options of the generic shortcuts, and the names their refusals give.
const UNIT: CommandOptionSpec = {
  option: 'unit',
  ja: '部隊',
  description: { ja: '移動する部隊', en: 'The unit' },
  type: 'string',
  required: true,
  maxLength: 40,
  autocomplete: true,
};
const TO: CommandOptionSpec = {
  option: 'to',
  ja: '移動先',
  description: { ja: '移動先(ヘクスまたはボックス)', en: 'Where to (a hex, or a box)' },
  type: 'string',
  required: true,
  maxLength: 40,
  autocomplete: true,
};
const TARGET: CommandOptionSpec = {
  option: 'target',
  ja: '目標',
  description: { ja: '攻撃目標(ヘクスまたは敵ユニット)', en: 'What is attacked: a hex, or an enemy unit' },
  type: 'string',
  required: true,
  maxLength: 20,
  autocomplete: true,
};
const ATTACKERS: CommandOptionSpec = {
  option: 'with',
  ja: '攻撃部隊',
  description: {
    ja: '攻撃する部隊(空白区切り。省略時は攻撃できる全部隊)',
    en: 'The attacking units, separated by spaces (default: all that can)',
  },
  type: 'string',
  maxLength: 100,
  autocomplete: true,
  continues: true,
};

/** A walk through the steps of a shortcut, on scratch copies of the state. */
export class Walk {
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

  /** The first verb with `role`: its name, how many arguments it has, and the keyword of its keyword argument. */
  verbShape(role: VerbRole): { verb: string; args: number; keyword?: string } | null {
    const v = verbsWithRole(this.m, this.state, this.side, role)[0];
    if (!v) return null;
    const keyword = v.args?.find((a) => a.keyword)?.keyword;
    return { verb: v.verb, args: v.args?.length ?? 0, ...(keyword ? { keyword } : {}) };
  }

  /** The verb's last argument takes several values after the target (`<verb> <target> <unit>…`): it names the attackers itself. */
  takesAttackers(verb: string): boolean {
    const v = verbsWithRole(this.m, this.state, this.side, 'attack-target').find((x) => x.verb === verb);
    const last = v?.args?.at(-1);
    return (v?.args?.length ?? 0) >= 2 && !!last?.many;
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

/** The move verbs' role: a game's second kind of move (an option of /move it names) or its move. */
const moveRole = (alt?: boolean): VerbRole => (alt ? 'unit-move-alt' : 'unit-move');

/** The move's last step with the way there: "<verb> … <to> <keyword> <via>", the keyword the verb declares. */
const viaPart = (keyword: string | undefined, via: string | undefined): string =>
  via?.trim() ? ` ${keyword ?? ''} ${via.trim()}`.replace('  ', ' ') : '';

export function planMove(
  m: GameModule,
  state: GameState,
  side: Side,
  o: { unit: string; to: string; via?: string; alt?: boolean },
): Plan {
  const w = new Walk(m, state, side);
  const unit = o.unit.trim();
  const to = o.to.trim();
  if (!unit) return w.refuse(emptyOption(UNIT.option));
  if (!to) return w.refuse(emptyOption(TO.option));
  const shape = w.verbShape(moveRole(o.alt));
  // No move verb now: the engine's refusal says why (not your turn, not this step).
  if (!shape) return w.lacks('/move');
  if (shape.args >= 2) return w.step(`${shape.verb} ${unit} ${to}${viaPart(shape.keyword, o.via)}`) ?? w.done();
  const refused = w.step(`${shape.verb} ${unit}`);
  if (refused) return refused;
  const dest = w.verbShape('destination');
  if (!dest) return w.lacks('/move');
  return w.step(`${dest.verb} ${to}${viaPart(dest.keyword, o.via)}`) ?? w.done();
}

/** The units /move may name now (with `alt`: the units of the game's second kind of move). */
export function moveUnits(m: GameModule, state: GameState, side: Side, alt = false): Choice[] {
  const w = new Walk(m, state, side);
  const out = new Map<string, Choice>();
  for (const verb of w.verbs(moveRole(alt)))
    for (const c of w.choices([verb])) if (!out.has(c.value)) out.set(c.value, c);
  return [...out.values()];
}

/** Where `unit` may go now. */
export function moveDestinations(m: GameModule, state: GameState, side: Side, unit: string, alt = false): Choice[] {
  const w = new Walk(m, state, side);
  const shape = w.verbShape(moveRole(alt));
  if (!shape) return [];
  if (shape.args >= 2) return w.choices([shape.verb, unit.trim()]);
  if (w.step(`${shape.verb} ${unit.trim()}`)) return [];
  const toVerb = w.verbs('destination')[0];
  return toVerb ? w.choices([toVerb]) : [];
}

/** The other ways to `to` ("<to> <keyword> <hex>"), where the game declares them. */
export function moveVias(m: GameModule, state: GameState, side: Side, unit: string, to: string, alt = false): Choice[] {
  const w = new Walk(m, state, side);
  const shape = w.verbShape(moveRole(alt));
  if (!shape) return [];
  if (shape.args >= 2) return shape.keyword ? w.choices([shape.verb, unit.trim(), to.trim(), shape.keyword]) : [];
  if (w.step(`${shape.verb} ${unit.trim()}`)) return [];
  const dest = w.verbShape('destination');
  return dest?.keyword ? w.choices([dest.verb, to.trim(), dest.keyword]) : [];
}

// ---------------------------------------------------------------------------------------------
// /attack

export function planAttack(m: GameModule, state: GameState, side: Side, o: { target: string; with?: string }): Plan {
  const w = new Walk(m, state, side);
  const target = o.target.trim();
  if (!target) return w.refuse(emptyOption(TARGET.option));
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
  return all.length > 1 && !typedAny
    ? [{ value: all.join(' '), label: { ja: `全部隊: ${all.join(' ')}`, en: `All: ${all.join(' ')}` } }, ...more]
    : more;
}

/** For an option naming several units: the units typed so far (those of `all`) plus one more. */
export function plusOne(all: readonly Choice[], typed: string): Choice[] {
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
// /end

export function planEnd(m: GameModule, state: GameState, side: Side): Plan {
  const w = new Walk(m, state, side);
  if (!currentDecision(m, state, side)) return w.lacks('/end'); // the engine says whose turn it is
  const legal = w.legal();
  const verb = w.verbs('end-step').find((v) => legal.some((l) => l.action === v));
  if (!verb) return w.refuse(reject('NOTHING_TO_END'));
  return w.step(verb) ?? w.done();
}

// ---------------------------------------------------------------------------------------------
// The generic shortcut commands a game's front may offer

const str = (v: string | boolean | undefined): string => (typeof v === 'string' ? v : '');

const optional = (v: string | boolean | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * /move: a unit's move in one command — in one action (unit and destination) or in two (the unit,
 * then its destination). `via`: an option naming the way there, where the game's destination verb
 * takes a keyword argument; `alt`: a switch for the game's second kind of move (role unit-move-alt).
 */
export function moveShortcut(extra: { via?: CommandOptionSpec; alt?: CommandOptionSpec } = {}): ShortcutSpec {
  const viaOf = (i: ShortcutInput) => (extra.via ? optional(i[extra.via.option]) : undefined);
  const altOf = (i: ShortcutInput) => (extra.alt ? i[extra.alt.option] === true : false);
  return {
    command: 'move',
    ja: '移動',
    description: {
      ja: '部隊を移動します(/行動 の移動手順をまとめたもの)',
      en: 'Move a unit (a shortcut for the /act steps of a move)',
    },
    options: [UNIT, TO, ...(extra.via ? [extra.via] : []), ...(extra.alt ? [extra.alt] : [])],
    roles: ['unit-move', 'destination', ...(extra.alt ? ['unit-move-alt'] : [])],
    plan: (m, state, side, i) => {
      const via = viaOf(i);
      return planMove(m, state, side, {
        unit: str(i[UNIT.option]),
        to: str(i[TO.option]),
        ...(via !== undefined ? { via } : {}),
        alt: altOf(i),
      });
    },
    choices(m, state, side, focused, _typed, i) {
      const unit = str(i[UNIT.option]).trim();
      const to = str(i[TO.option]).trim();
      if (extra.via && focused === extra.via.option)
        return unit && to ? moveVias(m, state, side, unit, to, altOf(i)) : [];
      if (focused === TO.option) return unit ? moveDestinations(m, state, side, unit, altOf(i)) : [];
      return moveUnits(m, state, side, altOf(i));
    },
  };
}

/**
 * /attack: an attack in one command — the attack on a target, then, in games that ask for
 * attackers, each attacker (all that can, when none are named) and the confirmation.
 */
export function attackShortcut(): ShortcutSpec {
  return {
    command: 'attack',
    ja: '攻撃',
    description: {
      ja: '攻撃を宣言します(/行動 の宣言手順をまとめたもの)',
      en: 'Declare an attack (a shortcut for the /act steps of a declaration)',
    },
    options: [TARGET, ATTACKERS],
    roles: ['attack-target', 'attack-with', 'attack-confirm'],
    plan: (m, state, side, i) => {
      const units = optional(i[ATTACKERS.option]);
      return planAttack(m, state, side, {
        target: str(i[TARGET.option]),
        ...(units !== undefined ? { with: units } : {}),
      });
    },
    choices(m, state, side, focused, typed, i) {
      if (focused !== ATTACKERS.option) return attackTargets(m, state, side);
      const target = str(i[TARGET.option]).trim();
      return target ? attackers(m, state, side, target, typed) : [];
    },
  };
}

/** /end: finish the current decision without doing more (end a phase, decline, pass), as the decision offers. */
export function endShortcut(): ShortcutSpec {
  return {
    command: 'end',
    ja: '終了',
    description: { ja: '今のフェイズ・手順を終える(またはパスする)', en: 'End the current phase or step, or pass' },
    options: [],
    roles: ['end-step'],
    plan: (m, state, side) => planEnd(m, state, side),
  };
}

/** A command the game in the channel does not offer: the engine's refusal, or "not in this step". */
export function notOffered(m: GameModule, state: GameState, side: Side, command: string): Plan {
  return new Walk(m, state, side).lacks(`/${command}`);
}
