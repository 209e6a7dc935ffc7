// 日露大戦: the Combat Results Table exactly as printed ([rule 9.5]). Columns are the differential
// (modified attack − modified defence) from −1 to +5; below −1 no attack (NE), above +5 use +5.
import type { CrtResult } from '../types.ts';

/** CRT[die - 1][column + 1], columns −1 to +5. */
export const CRT: readonly (readonly CrtResult[])[] = [
  /* 1 */ ['DR', 'DR', 'EX', 'EX', 'DE', 'DE', 'DE'],
  /* 2 */ ['NE', 'DR', 'DR', 'DR', 'EX', 'DE', 'DE'],
  /* 3 */ ['NE', 'NE', 'DR', 'DR', 'DR', 'EX', 'DE'],
  /* 4 */ ['AR', 'AR', 'NE', 'DR', 'DR', 'DR', 'EX'],
  /* 5 */ ['AE', 'AR', 'AR', 'NE', 'DR', 'DR', 'DR'],
  /* 6 */ ['AE', 'AE', 'AR', 'AR', 'AR', 'DR', 'DR'],
];

/** The column for a differential: null when below −1 (the attack is not possible, [rule 9.5]). */
export function crtColumn(differential: number): number | null {
  if (differential < -1) return null;
  return Math.min(differential, 5);
}

export function crtResult(column: number, die: number): CrtResult {
  const row = CRT[die - 1];
  if (!row) throw new Error(`bad die ${die}`);
  const r = row[column + 1];
  if (!r) throw new Error(`bad column ${column}`);
  return r;
}
