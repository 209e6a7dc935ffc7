// 日露大戦: the morale check ([rule 4.3.2]). The table was a picture; the example of play fixes the first
// line (one unit lost: a 1 loses a point); the other two lines are reconstructed (see
// docs/games/nichiro-taisen.md). The die is modified (#16 脚気: −1 to Japan's check, per the
// erratum; #14 壊血病: −1 to Russia's) and a point is lost when the modified die is at or below
// the threshold.

/** Highest (modified) die that loses a point, by units lost this turn (0: no check). */
export function moraleThreshold(lost: number): number {
  if (lost <= 0) return 0;
  if (lost === 1) return 1;
  if (lost === 2) return 2;
  return 3;
}

/** Does the check lose a point? */
export function moraleCheckFails(lost: number, die: number, dieModifier: number): boolean {
  const t = moraleThreshold(lost);
  return t > 0 && die + dieModifier <= t;
}
