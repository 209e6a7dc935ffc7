// 日露大戦 [rule 7.0] stacking: Japan 2 per hex ([rule 7.1]), Russia 1 ([rule 7.2]), enemies never together, boxes
// unlimited, and the limits hold at every moment, also while passing through ([rule 7.3]). The checks
// run on the occupancy (board.ts `hasRoom`); this chapter adds the whole-board audit the tests
// and the fuzzer use.
import { STACK_LIMIT } from '../data/counters.ts';
import type { NichiroG } from '../types.ts';

/** Every hex within the limits and no hex shared by both sides ([rule 7.0] [rule 7.1] [rule 7.2]). Returns the problems. */
export function stackingProblems(g: NichiroG): string[] {
  const at = new Map<string, { japan: number; russia: number }>();
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.where.kind !== 'map') continue;
    const c = at.get(u.where.hex) ?? { japan: 0, russia: 0 };
    c[u.side] += 1;
    at.set(u.where.hex, c);
  }
  const out: string[] = [];
  for (const [hex, c] of at) {
    if (c.japan > STACK_LIMIT.japan) out.push(`${hex}: ${c.japan} Japanese units`);
    if (c.russia > STACK_LIMIT.russia) out.push(`${hex}: ${c.russia} Russian units`);
    if (c.japan > 0 && c.russia > 0) out.push(`${hex}: both sides`);
  }
  return out;
}
