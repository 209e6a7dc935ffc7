// Shortcut commands: /move, /attack, /play and /end stand for a short sequence of the actions
// /act takes one at a time ("move J-12", then "to 1014"). Nothing here decides legality: each step
// is an action the game lists for the decision reached by the steps before it, applied to a
// scratch copy, so a shortcut is exactly the /act sequence it replaces — and it is refused whole,
// with the rejection of the first step that fails (the rule it breaks, what is legal there).
//
// The shortcuts rely on the action verbs the games share:
//   move   <unit> <hex>        (one step: 奉天会戦)   or   move|rail <unit>, then to <hex> [via <hex>]   (日露大戦)
//   attack <hex>               then, where the game asks for attackers: with <unit>…, confirm
//   <use> <card> [arg]         event, support, force-march, strategic, transport, rebuild;
//                              then unit <unit>… (done), then to <dest>
//   the "end" verbs            end-movement, end-combat, … , pass (END_VERBS)
// A game that adds a decision keeps them working as long as it keeps these verbs.
import { apply, legalActions } from './engine.ts';
import { makeRejection, type Template } from './messages.ts';
import type { Action, GameModule, GameState, LegalAction, LogEntry, Rejection, Side } from './types.ts';

/** A shortcut's steps, already applied: the actions, the state they lead to and their log. */
export type Plan =
  | { ok: true; actions: Action[]; state: GameState; log: LogEntry[] }
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

/** Verbs that end the current decision without doing anything more, tried in this order. */
export const END_VERBS = ['end-movement', 'end-combat', 'end-declarations', 'end-phase', 'end-advance', 'no-support', 'end', 'stay', 'pass'];

/** The card uses /play offers, as `use` values: the action is "<verb> <card>[ <arg>]". */
export const CARD_USES = ['event', 'support', 'force-march move', 'force-march combat', 'strategic', 'transport', 'rebuild'] as const;

const CARD_TOKEN = /^#\d\d$/;
const tokens = (a: string): string[] => a.split(' ');
const words = (s: string | undefined): string[] => (s ?? '').trim().split(/[\s,]+/).filter(Boolean);

/** A walk through the steps of a shortcut, on scratch copies of the state. */
class Walk {
  readonly actions: Action[] = [];
  readonly log: LogEntry[] = [];
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

  /** Apply one step; null when it was applied, else the plan's refusal at this point. */
  step(action: Action): Plan | null {
    const r = apply(this.m, this.state, this.side, action);
    if (!r.ok) return { ok: false, rejection: r.rejection, legal: this.legal() };
    this.state = r.state;
    this.actions.push(r.action);
    this.log.push(...r.log);
    return null;
  }

  refuse(rejection: Rejection): Plan {
    return { ok: false, rejection, legal: this.legal() };
  }

  done(): Plan {
    return { ok: true, actions: this.actions, state: this.state, log: this.log };
  }
}

// ---------------------------------------------------------------------------------------------
// /move

/** Whether this game moves a unit in two steps ("move <unit>", then "to <hex>") or one. */
function movesInTwoSteps(legal: readonly LegalAction[], verb: string): boolean | null {
  for (const l of legal) {
    const t = tokens(l.action);
    if (t[0] !== verb) continue;
    if (t.length === 2) return true;
    if (t.length === 3) return false;
  }
  return null;
}

export function planMove(m: GameModule, state: GameState, side: Side, o: { unit: string; to: string; via?: string; rail?: boolean }): Plan {
  const w = new Walk(m, state, side);
  const verb = o.rail ? 'rail' : 'move';
  const unit = o.unit.trim();
  const to = o.to.trim();
  const via = o.via?.trim() ? ` via ${o.via.trim()}` : '';
  if (!unit) return w.refuse(reject('EMPTY_OPTION', { option: 'unit' }));
  if (!to) return w.refuse(reject('EMPTY_OPTION', { option: 'to' }));
  const twoSteps = movesInTwoSteps(w.legal(), verb) ?? w.offers(`${verb} ${unit}`);
  if (!twoSteps) return w.step(`${verb} ${unit} ${to}${via}`) ?? w.done();
  return w.step(`${verb} ${unit}`) ?? w.step(`to ${to}${via}`) ?? w.done();
}

/** The units /move may name now (with `rail`: the rail move's units). */
export function moveUnits(m: GameModule, state: GameState, side: Side, rail = false): Choice[] {
  const verb = rail ? 'rail' : 'move';
  const out = new Map<string, Choice>();
  for (const l of legalActions(m, state, side)) {
    const t = tokens(l.action);
    if (t[0] !== verb || t.length < 2 || out.has(t[1]!)) continue;
    // A one-step move's label ends with its route ("0807→0608"): keep the unit's part.
    const label = t.length === 2 ? l.label : { ja: l.label.ja.replace(/\s*\S*→\S*$/, ''), en: l.label.en.replace(/\s*\S*→\S*$/, '') };
    out.set(t[1]!, { value: t[1]!, label });
  }
  return [...out.values()];
}

/** Where `unit` may go now. */
export function moveDestinations(m: GameModule, state: GameState, side: Side, unit: string, rail = false): Choice[] {
  const verb = rail ? 'rail' : 'move';
  const w = new Walk(m, state, side);
  const legal = w.legal();
  const single = legal.filter((l) => tokens(l.action).length === 3 && l.action.startsWith(`${verb} ${unit} `));
  if (single.length) return single.map((l) => ({ value: tokens(l.action)[2]!, label: l.label }));
  if (w.step(`${verb} ${unit.trim()}`)) return [];
  return w
    .legal()
    .filter((l) => /^to \S+$/.test(l.action))
    .map((l) => ({ value: l.action.slice(3), label: l.label }));
}

/** The other ways to `to` (3.4 in 日露大戦: "to <hex> via <hex>"), where the way matters. */
export function moveVias(m: GameModule, state: GameState, side: Side, unit: string, to: string, rail = false): Choice[] {
  const w = new Walk(m, state, side);
  const prefix = `to ${to.trim()} via `;
  if (w.step(`${rail ? 'rail' : 'move'} ${unit.trim()}`)) return [];
  return w
    .legal()
    .filter((l) => l.action.startsWith(prefix))
    .map((l) => ({ value: l.action.slice(prefix.length), label: l.label }));
}

// ---------------------------------------------------------------------------------------------
// /attack

export function planAttack(m: GameModule, state: GameState, side: Side, o: { target: string; with?: string }): Plan {
  const w = new Walk(m, state, side);
  const target = o.target.trim();
  if (!target) return w.refuse(reject('EMPTY_OPTION', { option: 'target' }));
  const refused = w.step(`attack ${target}`);
  if (refused) return refused;
  const offered = attackersOffered(w);
  const chosen = words(o.with);
  if (!offered.length) return chosen.length ? w.refuse(reject('NO_ATTACKERS_ASKED', { target })) : w.done();
  // No attackers named: every unit the declaration offers (withdraw it with "undeclare").
  for (const u of chosen.length ? chosen : offered) {
    const r = w.step(`with ${u}`);
    if (r) return r;
  }
  // The declaration is whole or refused: confirm must be legal (e.g. 9.5's −1 differential floor).
  return w.step('confirm') ?? w.done();
}

function attackersOffered(w: Walk): string[] {
  return w
    .legal()
    .filter((l) => l.action.startsWith('with '))
    .map((l) => l.action.slice(5));
}

/** The hexes /attack may name now. */
export function attackTargets(m: GameModule, state: GameState, side: Side): Choice[] {
  return legalActions(m, state, side)
    .filter((l) => tokens(l.action)[0] === 'attack' && tokens(l.action).length === 2)
    .map((l) => ({ value: tokens(l.action)[1]!, label: l.label }));
}

/**
 * What /attack's `with` may say for `target`: all the units that can join first, then the units
 * typed so far plus one more. Empty where the game does not ask for attackers.
 */
export function attackers(m: GameModule, state: GameState, side: Side, target: string, typed: string): Choice[] {
  const w = new Walk(m, state, side);
  if (w.step(`attack ${target.trim()}`)) return [];
  const units = w.legal().filter((l) => l.action.startsWith('with '));
  if (!units.length) return [];
  const all = units.map((l) => l.action.slice(5));
  const more = plusOne(
    units.map((l) => ({ value: l.action.slice(5), label: l.label })),
    typed,
  );
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

const useOf = (action: string): string | null => {
  const t = tokens(action);
  if (!t[1] || !CARD_TOKEN.test(t[1])) return null;
  return t.length === 3 ? `${t[0]} ${t[2]}` : t[0]!;
};

const actionOf = (card: string, use: string): Action => {
  const [verb, arg] = use.split(' ');
  return arg ? `${verb} ${card} ${arg}` : `${verb} ${card}`;
};

/** Normalise what a player typed for a card: "9", "09", "#9" → "#09". */
export function cardId(input: string): string {
  const m = /^#?\s*(\d{1,2})$/.exec(input.trim());
  return m ? `#${m[1]!.padStart(2, '0')}` : input.trim();
}

/** The legal uses of `card` now, as use values with their labels. */
function usesOf(legal: readonly LegalAction[], card: string): Choice[] {
  return legal.filter((l) => tokens(l.action)[1] === card && useOf(l.action)).map((l) => ({ value: useOf(l.action)!, label: l.label }));
}

export function planPlay(m: GameModule, state: GameState, side: Side, o: { card: string; use?: string; units?: string; to?: string }): Plan {
  const w = new Walk(m, state, side);
  if (!cardId(o.card)) return w.refuse(reject('EMPTY_OPTION', { option: 'card' }));
  const refused = playSteps(w, o);
  if (refused) return refused;
  const to = o.to?.trim();
  if (to) return w.step(`to ${to}`) ?? w.done();
  return w.done();
}

/**
 * /play up to its destination: the card's use (the only legal one when none is named), then each
 * unit named, then "done" where the game asks for it. Null when every step was applied.
 */
function playSteps(w: Walk, o: { card: string; use?: string; units?: string }): Plan | null {
  const card = cardId(o.card);
  const uses = usesOf(w.legal(), card);
  let use = o.use?.trim();
  if (!use) {
    if (uses.length === 0) return w.refuse(reject('CARD_NOT_PLAYABLE', { card }));
    if (uses.length > 1) {
      return w.refuse(reject('USE_NEEDED', { card, usesJa: uses.map((u) => `${u.value}(${u.label.ja})`).join('、'), usesEn: uses.map((u) => `${u.value} (${u.label.en})`).join(', ') }));
    }
    use = uses[0]!.value;
  }
  const first = w.step(actionOf(card, use));
  if (first) return first;
  const units = words(o.units);
  for (const u of units) {
    const r = w.step(`unit ${u}`);
    if (r) return r;
  }
  if (units.length && w.offers('done')) return w.step('done');
  return null;
}

/** The cards /play may name now: each with its legal uses in the label. */
export function playableCards(m: GameModule, state: GameState, side: Side): Choice[] {
  const byCard = new Map<string, LegalAction[]>();
  for (const l of legalActions(m, state, side)) {
    if (!useOf(l.action)) continue;
    const card = tokens(l.action)[1]!;
    byCard.set(card, [...(byCard.get(card) ?? []), l]);
  }
  return [...byCard].map(([card, ls]) => ({
    value: card,
    label: { ja: ls.map((l) => l.label.ja).join(' / '), en: ls.map((l) => l.label.en).join(' / ') },
  }));
}

export function cardUses(m: GameModule, state: GameState, side: Side, card: string): Choice[] {
  return usesOf(legalActions(m, state, side), cardId(card));
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
    const all = w
      .legal()
      .filter((l) => l.action.startsWith('unit '))
      .map((l) => ({ value: l.action.slice(5), label: l.label }));
    return plusOne(all, o.units ?? '');
  }
  if (playSteps(w, o)) return [];
  return w
    .legal()
    .filter((l) => l.action.startsWith('to '))
    .map((l) => ({ value: l.action.slice(3), label: l.label }));
}

// ---------------------------------------------------------------------------------------------
// /end

export function planEnd(m: GameModule, state: GameState, side: Side): Plan {
  const w = new Walk(m, state, side);
  const legal = w.legal();
  if (!legal.length) return w.step(END_VERBS[0]!) ?? w.done(); // the engine says whose turn it is
  const verb = END_VERBS.find((v) => legal.some((l) => l.action === v));
  if (!verb) return w.refuse(reject('NOTHING_TO_END'));
  return w.step(verb) ?? w.done();
}
