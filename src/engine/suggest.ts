// "Did you mean": the legal actions nearest to what a player typed, by edit distance, token by
// token (a mistyped verb, unit id or hex). Generic: it reads only the action texts.
import type { LegalAction } from './types.ts';

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours, 1 each. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  return d[a.length]![b.length]!;
}

const tokens = (s: string): string[] => s.trim().toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Near enough to be a typo of each other: at most half the longer one's letters differ, not all of
 * the typed ones, and the first letter is right unless only one edit apart ("fite" is near "fight",
 * not "enter", which is as many edits away).
 */
function near(typed: string, legal: string, d: number): boolean {
  return (
    d <= Math.ceil(Math.max(typed.length, legal.length) / 2) && d < typed.length && (d <= 1 || typed[0] === legal[0])
  );
}

/** The words of `candidates` a typo away from `word`, nearest first. */
export function nearWords(word: string, candidates: Iterable<string>): string[] {
  const w = word.toLowerCase();
  return [...new Set(candidates)]
    .map((c) => ({ c, d: editDistance(w, c.toLowerCase()) }))
    .filter((x) => near(w, x.c.toLowerCase(), x.d))
    .sort((a, b) => a.d - b.d)
    .map((x) => x.c);
}

/**
 * How far `legal` is from `typed` when each word typed is near its own (a typo of it), else null:
 * the sum over the words typed (a word not typed costs nothing; one missing, its length).
 */
function typoDistance(typed: readonly string[], legal: readonly string[]): number | null {
  let sum = 0;
  for (let i = 0; i < typed.length; i++) {
    const l = legal[i]?.toLowerCase() ?? '';
    const d = editDistance(typed[i]!, l);
    if (!near(typed[i]!, l, d)) return null;
    sum += d;
  }
  return sum;
}

/** The legal actions, those a typo away from `typed` first (nearest first), the rest as they were. */
export function nearestFirst(typed: string, legal: readonly LegalAction[]): LegalAction[] {
  const t = tokens(typed);
  if (!t.length) return [...legal];
  return legal
    .map((l, i) => ({ l, i, d: typoDistance(t, l.action.trim().split(/\s+/)) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((x) => x.l);
}

/**
 * What the player probably meant, when a word typed is a word no legal action has in its place
 * (a mistyped verb or id): the nearest legal actions, cut to as many words as were typed, each a
 * typo's distance from it — the nearest ones only, at most `max`. Empty when every word typed is
 * one a legal action has in its place (the action was refused for another reason) or none is near.
 */
export function didYouMean(typed: string, legal: readonly LegalAction[], max = 3): string[] {
  const t = tokens(typed);
  const ls = legal.map((l) => l.action.trim().split(/\s+/));
  if (!t.length || !ls.length) return [];
  const unknownWord = t.some((w, i) => !ls.some((l) => l[i]?.toLowerCase() === w));
  if (!unknownWord) return [];
  const seen = new Map<string, number>();
  for (const l of ls) {
    const cut = l.slice(0, t.length);
    const d = typoDistance(t, cut);
    if (d !== null && !seen.has(cut.join(' '))) seen.set(cut.join(' '), d);
  }
  const best = Math.min(...seen.values());
  return [...seen]
    .filter(([, d]) => d === best)
    .map(([k]) => k)
    .slice(0, max);
}
