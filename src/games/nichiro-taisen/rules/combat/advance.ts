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

/** [rule 9.7] Which advance condition fails: a DR or DE that emptied the hex, room there, an attacker of MA 1+ not yet advanced. */
export function explainAdvance(state: S, unit: string): Rejection {
  const g = state.g;
  const c = g.combat;
  if (!c) return reject('NOT_LEGAL', { input: `advance ${unit}` }, '9.7');
  const hex = c.target;
  if (c.result !== 'DR' && c.result !== 'DE')
    return reject('ADVANCE_NO_RESULT', { result: c.result ?? '', hex }, '9.7');
  const occ = occupancy(g);
  const t = nodeOf(hex)!;
  if (occ.count[other(c.attackerSide)][t]) return reject('ADVANCE_ENEMY_THERE', { hex }, '9.7');
  const limit = STACK_LIMIT[c.attackerSide];
  if (occ.count[c.attackerSide][t]! >= limit) return reject('ADVANCE_FULL', { hex, limit }, '7.0');
  const args = { unit, hex, legal: advanceCandidates(g).join(', ') || '—' };
  const u = g.units[unit];
  if (!u || !c.attackers.some((a) => a.id === unit)) return reject('ADVANCE_NOT_ATTACKER', args, '9.7');
  if (maOf(u) <= 0) return reject('ADVANCE_MA_ZERO', args, '9.7');
  return reject('ADVANCE_DONE', args, '9.7');
}
