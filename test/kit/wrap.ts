// Modules changed on purpose, for checking that the kit's checks can fail: every declared verb of a
// game wrapped by one function (its options, availability, perform, explain or label replaced).
import type { Decision, DecisionSpec, GameModule, VerbSpec } from '#engine/types.ts';

type AnyVerb = VerbSpec<unknown, Decision>;

/** `m` with every verb of every decision replaced by `f(verb)`. */
export function wrapVerbs<G>(m: GameModule<G>, f: (v: AnyVerb) => AnyVerb): GameModule<G> {
  const decisions: Record<string, DecisionSpec<unknown, Decision>> = {};
  for (const [kind, spec] of Object.entries(m.decisions as Record<string, DecisionSpec<unknown, Decision>>)) {
    decisions[kind] = { ...spec, verbs: spec.verbs.map(f) };
  }
  return { ...m, decisions: decisions as GameModule<G>['decisions'] };
}
