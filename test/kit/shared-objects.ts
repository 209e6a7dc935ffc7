// For the tests of hand-written state copies (a game's cloneState hook): the objects two values
// have in common, which a copy must not have with its original (a rule changing its private copy
// would change an earlier state).

/** Every object and array reachable from `v`. */
function objects(v: unknown, out: Set<object>): Set<object> {
  if (v === null || typeof v !== 'object') return out;
  out.add(v);
  for (const k of Object.keys(v)) objects((v as Record<string, unknown>)[k], out);
  return out;
}

/**
 * The objects reachable from both `copy` and `original` that a rule could change: a frozen object
 * (such as a unit's place a game's copy shares) throws on a write, so sharing it is safe.
 */
export function sharedObjects(copy: unknown, original: unknown): object[] {
  const theirs = objects(original, new Set());
  return [...objects(copy, new Set())].filter((o) => theirs.has(o) && !Object.isFrozen(o));
}
