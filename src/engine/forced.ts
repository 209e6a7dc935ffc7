// Decisions nobody needs to be asked: the only legal choice of a decision, when what makes it the
// only one is public (a rebuild phase with nothing to rebuild, a card that cannot be carried out,
// a pursuit with one unit and one hex). The bot takes it and logs it like any other action; no
// post, no ping. A decision whose legal choices may depend on a secret (an event window and the
// hand that could answer it) stays a decision even when only one choice is legal: taking it at
// once would tell the opponent that the hand held nothing for it.
import { currentDecision, legalActionTexts, verbIsPublic } from './decisions.ts';
import { pendingSides } from './engine.ts';
import type { Action, Decision, DecisionSpec, GameModule, GameState, Side } from './types.ts';

type AnySpec = DecisionSpec<unknown, Decision>;

/**
 * Whether which actions are legal for `side` now may depend on what the opponent cannot see: the
 * decision says so (`secretChoices`), or — if it does not — whether any of its verbs is secret
 * (takes a card in hand, an order card) or declared private.
 */
export function choicesMayBeSecret(m: GameModule, state: GameState, side: Side): boolean {
  const cur = currentDecision(m, state, side);
  if (!cur) return false;
  const spec = cur.spec as AnySpec;
  if (spec.secretChoices) return spec.secretChoices(cur.c);
  return spec.verbs.some((v) => !verbIsPublic(m, v));
}

/**
 * The action the bot takes for a side now, if any: one side owes the decision, it has exactly one
 * legal action, and nothing secret decides that it is the only one.
 */
export function forcedAction(m: GameModule, state: GameState): { side: Side; action: Action } | null {
  if (state.result) return null;
  const owed = pendingSides(state);
  if (owed.length !== 1) return null;
  const side = owed[0]!;
  if (choicesMayBeSecret(m, state, side)) return null;
  // It runs after every change: the walk stops at a second legal action.
  const legal = legalActionTexts(m, state, side, 2);
  return legal.length === 1 ? { side, action: legal[0]! } : null;
}
