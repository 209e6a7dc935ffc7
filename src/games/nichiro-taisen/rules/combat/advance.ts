// 日露大戦 [rule 9.7] advance after combat into the emptied hex, within the stacking limit, one unit
// at a time: the decision stays while another may follow, and ends when none does or none will;
// the resolution that asked it then resumes (resolution.ts).
import type { HexId } from '#engine/hex.ts';
import type { PerformContext, Rejection } from '#engine/types.ts';
import { STACK_LIMIT } from '../../data/counters.ts';
import { maOf, nodeOf, occupancy, other } from '../../board.ts';
import { reject, unitName } from '../../messages.ts';
import type { NichiroG, NState } from '../../types.ts';
import { placeUnit } from '../victory.ts';

type S = NState;

// [rule 9.7] advance after combat

export function advanceCandidates(g: NichiroG): string[] {
  const c = g.combat!;
  const flow = g.cflow!;
  if (c.result !== 'DR' && c.result !== 'DE') return [];
  const occ = occupancy(g);
  const t = nodeOf(c.target)!;
  if (occ.count[other(c.attackerSide)][t]) return [];
  if (occ.count[c.attackerSide][t]! >= STACK_LIMIT[c.attackerSide]) return [];
  return c.attackers
    .map((a) => a.id)
    .filter((id) => {
      const u = g.units[id]!;
      return u.where.kind === 'map' && u.where.hex !== c.target && maOf(u) > 0 && !flow.advanced.includes(id);
    });
}

export function performAdvance(state: S, ctx: PerformContext, unit: string | null): void {
  const g = state.g;
  const c = g.combat!;
  if (unit) {
    const u = g.units[unit]!;
    const from = (u.where as { hex: HexId }).hex;
    g.cflow!.advanced.push(unit);
    ctx.log({
      text: {
        ja: `${unitName(unit).ja} ${from}→${c.target} へ戦闘後前進`,
        en: `${unitName(unit).en} advances ${from}→${c.target}`,
      },
      hexes: [from, c.target],
    });
    placeUnit(state, ctx, u, { kind: 'map', hex: c.target }, [c.target]);
    if (state.result) return;
    if (advanceCandidates(g).length > 0) return; // the same decision again: another unit may advance
  }
  ctx.end();
}

export function explainAdvance(_state: S, unit: string): Rejection {
  return reject('BAD_ADVANCE', { unit }, '9.7');
}
