// /act's autocomplete for one side, derived from the game's declared decisions (./decisions.ts):
// every entry it offers either is a legal action or is a partly typed one whose next words the
// same autocomplete offers once a space is typed after it (test/engine/autocomplete-property.test.ts
// checks this on random positions of every registered game). Nothing here knows a game.
import { labelOf, legalActions, legalActionTexts, nextChoices } from './decisions.ts';
import type { Action, GameModule, GameState, Side, Text } from './types.ts';

/** Discord shows at most this many autocomplete choices. */
export const MAX_CHOICES = 25;

export interface ActChoice {
  value: Action;
  label: Text;
}

const words = (s: string): string[] => s.trim().split(/\s+/).filter(Boolean);

/**
 * What /act's autocomplete offers `side` for the text typed so far. Typed words after the first
 * are read as the start of an action: the actions that continue them, whole when they fit in the
 * 25 choices, else the next word of each (a verb and its first value first, then what may follow),
 * so a long list is walked a step at a time. The first word alone may be any word of an action
 * ("J2": J2's actions). Words that start no action are looked for in the actions' words and labels.
 */
export function actChoices(m: GameModule, state: GameState, side: Side, typed: string): ActChoice[] {
  const tokens = words(typed);
  const endsWithSpace = typed.length > 0 && /\s$/.test(typed);
  const walked = endsWithSpace ? tokens : tokens.slice(0, -1);
  const partial = (endsWithSpace ? '' : (tokens[tokens.length - 1] ?? '')).toLowerCase();
  const texts = legalActionTexts(m, state, side);
  const labelled = (list: readonly Action[]): ActChoice[] =>
    list.slice(0, MAX_CHOICES).map((a) => ({ value: a, label: labelOf(m, state, side, a)! }));

  let hits: Action[];
  let canonical: string[] = walked;
  if (walked.length === 0) {
    // The first word: any word of an action may start it (a verb, a unit, a card).
    hits = texts.filter((a) => words(a).some((w) => w.toLowerCase().startsWith(partial)));
  } else {
    const low = walked.map((w) => w.toLowerCase());
    hits = texts.filter((a) => {
      const w = words(a);
      if (w.length < low.length || low.some((x, i) => w[i]!.toLowerCase() !== x)) return false;
      return w.length === low.length ? partial === '' : w[low.length]!.toLowerCase().startsWith(partial);
    });
    // The words as the actions spell them ("j1" typed is "J1").
    if (hits.length) canonical = words(hits[0]!).slice(0, walked.length);
  }
  if (hits.length && hits.length <= MAX_CHOICES) return labelled(hits);
  if (hits.length) {
    // Too many: the next step of the tree after the words typed; a step only one action completes
    // is offered as that action.
    const next = nextChoices(m, state, side, canonical, 10_000).filter((c) =>
      walked.length === 0
        ? words(c.value).some((w) => w.toLowerCase().startsWith(partial))
        : c.token.toLowerCase().startsWith(partial),
    );
    if (next.length)
      return next.slice(0, MAX_CHOICES).map((c) => (c.only ? c.only : { value: c.value, label: c.label }));
    return labelled(hits);
  }
  // Words that start no action (part of a label, a unit's name): the actions whose words or labels
  // hold every word typed.
  const typedWords = tokens.map((w) => w.toLowerCase());
  return legalActions(m, state, side)
    .filter((l) => {
      const own = words(l.action).map((w) => w.toLowerCase());
      const label = `${l.label.ja} ${l.label.en}`.toLowerCase();
      return typedWords.every((w) => own.some((x) => x.startsWith(w)) || label.includes(w));
    })
    .slice(0, MAX_CHOICES)
    .map((l) => ({ value: l.action, label: l.label }));
}

/**
 * The legal actions of a list that fits in `max` entries without leaving any out: whole when
 * they fit, else grouped by their first words (as deep as still fits), a group of more than one
 * ending in " …" ("move J1 …", "cancel"). Every verb is named even when the verbs alone exceed `max`.
 */
export function legalOverview(texts: readonly Action[], max: number): string[] {
  if (texts.length <= max) return [...texts];
  const groups = (depth: number) => {
    const out = new Map<string, Action[]>();
    for (const a of texts) {
      const key = words(a).slice(0, depth).join(' ');
      out.set(key, [...(out.get(key) ?? []), a]);
    }
    return out;
  };
  const deepest = Math.max(...texts.map((a) => words(a).length));
  let best = groups(1);
  for (let d = 2; d <= deepest; d++) {
    const g = groups(d);
    if (g.size > max) break;
    best = g;
  }
  return [...best].map(([key, list]) => (list.length === 1 ? list[0]! : `${key} …`));
}
