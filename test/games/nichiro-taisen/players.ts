// 日露大戦 test helpers (service, console and Discord tests): a seeded player, and the check that a
// text names no secret card.
//
// The player picks, at each step, one of the actions the player is OFFERED — what /act
// autocomplete (or the console's `?act`) lists for a query — never a string of its own. It reads
// the state only to know which decision it is in and where the enemy is. It plays a short,
// aggressive but realistic game: a few moves per movement phase toward the enemy, attacks with
// everything adjacent, events now and then, few card uses, so that a whole 12-turn game takes a
// few hundred actions.
//
//   const p = nichiroPlayer(7);
//   const action = await p.choose(state, 'japan', (q) => autocomplete('alice', q));
//   secretCardsIn(post.content, pub.secret())   // [] when no secret card is named
import type { GameState, LegalAction } from '#engine/types.ts';
import { CARDS, RESHUFFLE_CARD } from '#games/nichiro-taisen/data/cards.ts';
import type { NichiroG, NSide } from '#games/nichiro-taisen/types.ts';
import { chooser, nearestToEnemy } from '#bench/nichiro.ts';
import { choicesOf } from '#commands/_shared.ts';

type S = GameState<NichiroG>;

/** The choices offered for a query: the values /act autocomplete returns (at most 25). */
export type Ask = (query: string) => Promise<string[]>;

/** What commands/act.ts autocomplete offers for `query`, computed locally from the legal actions. */
export function offered(legal: readonly LegalAction[], query: string): string[] {
  return choicesOf(
    legal.map((l) => ({ value: l.action, label: l.label })),
    query,
    'en',
  ).map((c) => c.value);
}

/** xorshift32 for the players' choices (the one the bench and the fuzzer use). */
export const rng = chooser;

export interface NichiroPlayerOptions {
  /** Units moved per movement phase at most (default 3). */
  maxMoves?: number;
  /** Attacks declared per combat phase at most (default 2). */
  maxAttacks?: number;
  /** Probability of playing an event when one is offered (default 0.35). */
  eventRate?: number;
}

export interface NichiroPlayer {
  choose(state: S, side: NSide, ask: Ask): Promise<string>;
}

export function nichiroPlayer(seed: number, opts: NichiroPlayerOptions = {}): NichiroPlayer {
  const rand = rng(seed);
  const maxMoves = opts.maxMoves ?? 3;
  const maxAttacks = opts.maxAttacks ?? 2;
  const eventRate = opts.eventRate ?? 0.35;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  /** Card uses in the current card-play phase. */
  const uses = new Map<string, number>();

  /** "to HEX" nearest an enemy unit (boxes count as far); ties at random. */
  const towardEnemy = (g: NichiroG, side: NSide, tos: string[]): string => pick(nearestToEnemy(g, side, tos));

  async function choose(state: S, side: NSide, ask: Ask): Promise<string> {
    const g = state.g;
    const top = state.stack[state.stack.length - 1]!;
    const all = async (q = '') => ask(q);
    const first = async (q: string, fallback: () => Promise<string>) => {
      const xs = await ask(q);
      return xs.length ? pick(xs) : fallback();
    };
    switch (top.kind) {
      case 'refill': {
        const xs = await all('refill');
        return rand() < 0.1 && xs.includes('refill 4') ? 'refill 4' : 'refill 3';
      }
      case 'movement': {
        if (rand() < eventRate / 3) {
          const ev = (await ask('event')).filter((a) => a.startsWith('event '));
          if (ev.length) return pick(ev);
        }
        if (g.moved.length < maxMoves) {
          const rails = g.railUsed || rand() > 0.2 ? [] : (await ask('rail')).filter((a) => a.startsWith('rail '));
          if (rails.length) return pick(rails);
          const moves = (await ask('move')).filter((a) => a.startsWith('move '));
          if (moves.length) return pick(moves);
        }
        return 'end-movement';
      }
      case 'move-to': {
        const xs = await all();
        const to = xs.filter((a) => a !== 'cancel');
        if (!to.length || rand() < 0.03) return 'cancel';
        return rand() < 0.8 ? towardEnemy(g, side, to) : pick(to);
      }
      case 'combat': {
        const xs = await all();
        const attacks = xs.filter((a) => a.startsWith('attack '));
        if (attacks.length && g.declarations.length < maxAttacks && rand() < 0.85) return pick(attacks);
        const ends = xs.some((a) => a.startsWith('end-')) ? xs : await ask('end');
        return ends.includes('end-declarations') ? 'end-declarations' : 'end-combat';
      }
      case 'declare': {
        const xs = await all();
        const withs = xs.filter((a) => a.startsWith('with '));
        if (withs.length) return pick(withs);
        return xs.includes('confirm') ? 'confirm' : 'cancel';
      }
      case 'resolve':
        return first('resolve', async () => pick(await all()));
      case 'support': {
        const xs = await all();
        const sup = xs.filter((a) => a.startsWith('support '));
        return sup.length && rand() < 0.25 ? pick(sup) : 'no-support';
      }
      case 'combat-event':
      case 'fleet-reaction': {
        const xs = await all();
        const ev = xs.filter((a) => a.startsWith('event '));
        return ev.length && rand() < eventRate ? pick(ev) : 'pass';
      }
      case 'card-play': {
        const key = `${g.turn}-${g.phasing}`;
        const n = uses.get(key) ?? 0;
        if (n < 2) {
          const xs = await all();
          const events = xs.filter((a) => a.startsWith('event '));
          const other = xs.filter((a) => a !== 'end-phase' && !a.startsWith('event ') && !a.startsWith('force-march'));
          const choice =
            events.length && rand() < 0.6 ? pick(events) : other.length && rand() < 0.25 ? pick(other) : null;
          if (choice) {
            uses.set(key, n + 1);
            return choice;
          }
        }
        return 'end-phase';
      }
      case 'pick-unit': {
        const xs = await all();
        const units = xs.filter((a) => a.startsWith('unit '));
        if (units.length && rand() < 0.85) return pick(units);
        return xs.includes('done') ? 'done' : units.length ? pick(units) : 'cancel';
      }
      case 'pick-dest': {
        const xs = await all();
        const to = xs.filter((a) => a !== 'cancel');
        return to.length ? towardEnemy(g, side, to) : 'cancel';
      }
      case 'advance': {
        const xs = await all();
        const adv = xs.filter((a) => a.startsWith('advance '));
        return adv.length && rand() < 0.8 ? pick(adv) : 'end-advance';
      }
      case 'ar': {
        const xs = await all();
        return rand() < 0.7 && xs.includes('retreat') ? 'retreat' : pick(xs);
      }
    }
    // loss, retreat, chain, naval decisions: any offered action, cancels last.
    const xs = await all();
    const plain = xs.filter((a) => a !== 'cancel' && !a.startsWith('undeclare'));
    return pick(plain.length ? plain : xs);
  }

  return { choose };
}

// ---------------------------------------------------------------------------------------------
// Secret cards

/** Every card id. */
export const CARD_IDS: readonly string[] = CARDS.map((c) => c.id);

/** The names of every card: both halves, both languages. */
const NAMES: { card: string; name: string }[] = CARDS.flatMap((c) =>
  [c.japan.name.ja, c.japan.name.en, c.russia.name.ja, c.russia.name.en].map((name) => ({ card: c.id, name })),
);

/** A card id in a text ("#09"), not a channel mention ("<#123…>"). */
const cardIdRe = (id: string) => new RegExp(`(?<![<\\w#])${id}(?!\\d)`);

/**
 * Words of the rules that are also a card's name: 再編成 is the rebuild use of any card ([rule 10.2.6])
 * as well as the name of #13 (Russian half) and #16 (Japanese half).
 */
const RULE_WORDS = /を再編成|再編成:|再編成 \(10\.2\.6\)/g;

/**
 * The secret cards a text names: by id, or by a name (either half, either language) that no
 * known card (in `known`, or not in `secret`) shares (#13 and #16 share 再編成 / Reorganisation), outside the printed text of a
 * known card.
 */
export function secretCardsIn(text: string, secret: Iterable<string>, known: Iterable<string> = []): string[] {
  const secretSet = new Set(secret);
  // Known: the cards named as such, and every card that is not secret.
  const knownSet = new Set([...known, ...CARD_IDS.filter((c) => !secretSet.has(c))]);
  // The printed text of a known card may name another card (#04: "When Russia plays ウラジオ艦隊出撃…").
  let t = text.replace(RULE_WORDS, '…');
  for (const c of CARDS) {
    if (!knownSet.has(c.id)) continue;
    for (const half of [c.japan, c.russia]) for (const x of [half.text.ja, half.text.en]) t = t.split(x).join('…');
  }
  const out: string[] = [];
  for (const card of secretSet) {
    if (knownSet.has(card)) continue;
    if (cardIdRe(card).test(t)) out.push(`${card} by id`);
    for (const n of NAMES) {
      if (n.card !== card || !t.includes(n.name)) continue;
      if (NAMES.some((o) => o.name === n.name && knownSet.has(o.card))) continue;
      out.push(`${card} as "${n.name}"`);
    }
  }
  return out;
}

/** Any card named at all (id or name): for buttons, which never name one. */
export function anyCardIn(text: string): string[] {
  return secretCardsIn(text, CARD_IDS);
}

/** Cards everyone has seen: every card ever on the discard pile, and 征露丸 / 南下政策 (never held). */
export class PublicCards {
  readonly seen = new Set<string>([RESHUFFLE_CARD]);
  note(g: NichiroG): this {
    for (const c of g.discard) this.seen.add(c);
    return this;
  }
  /** Cards never seen by the public: in a hand or in the deck since the start. */
  secret(): string[] {
    return CARD_IDS.filter((c) => !this.seen.has(c));
  }
}
