// 日露大戦 [rule 9.5] combat losses: who may take a step loss, and turning an AR into an AE. Each
// decision ends when answered: the resolution that asked it resumes (resolution.ts).
import type { HexId } from '#engine/hex.ts';
import type { PerformContext, Rejection } from '#engine/types.ts';
import { reject, SIDE_NAME } from '../../messages.ts';
import type { NichiroG, NState } from '../../types.ts';
import { eliminate } from '../victory.ts';

type S = NState;

// Losses ([rule 9.5])

/** Is the unit still in the hex attacked? */
export function onTarget(g: NichiroG, id: string, target: HexId): boolean {
  const w = g.units[id]!.where;
  return w.kind === 'map' && w.hex === target;
}

export function lossCandidates(g: NichiroG, role: 'attacker' | 'defender'): string[] {
  const c = g.combat!;
  if (role === 'defender') return c.defenders.filter((id) => onTarget(g, id, c.target));
  return c.attackers.map((a) => a.id).filter((id) => g.units[id]!.where.kind === 'map');
}

export function performLoss(state: S, ctx: PerformContext, unit: string): void {
  const g = state.g;
  g.cflow!.tasks.shift();
  eliminate(state, ctx, g.units[unit]!, { ja: `戦闘結果${g.combat!.result}`, en: `combat result ${g.combat!.result}` });
  ctx.end();
}

export function performAr(state: S, ctx: PerformContext, verb: string): void {
  const g = state.g;
  const flow = g.cflow!;
  flow.tasks.shift();
  if (verb === 'ar-to-ae') {
    g.combat!.result = 'AE';
    ctx.log({
      text: {
        ja: `${SIDE_NAME[g.combat!.attackerSide].ja}: ARをAEに変更 (9.6)`,
        en: `${SIDE_NAME[g.combat!.attackerSide].en} turns the AR into an AE (9.6)`,
      },
    });
    flow.tasks.unshift('attLoss');
  } else flow.tasks.unshift('attRetreat');
  ctx.end();
}
export function explainLoss(_state: S, unit: string): Rejection {
  return reject('BAD_LOSS', { unit }, '9.5');
}
