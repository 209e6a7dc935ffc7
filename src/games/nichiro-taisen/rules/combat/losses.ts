// 日露大戦 [rule 9.5] combat losses: who may take a step loss, and turning an AR into an AE.
import type { PerformContext, Rejection } from '../../../../engine/types.ts';
import { reject, SIDE_NAME } from '../../messages.ts';
import type { NichiroG, NState } from '../../types.ts';
import { eliminate } from '../victory.ts';
import { advanceCombat, onTarget } from './resolution.ts';

type S = NState;

// Losses ([rule 9.5])

export function lossCandidates(g: NichiroG, role: 'attacker' | 'defender'): string[] {
  const c = g.combat!;
  if (role === 'defender') return c.defenders.filter((id) => onTarget(g, id, c.target));
  return c.attackers.map((a) => a.id).filter((id) => g.units[id]!.where.kind === 'map');
}

export function performLoss(state: S, ctx: PerformContext, unit: string): void {
  const g = state.g;
  ctx.end();
  g.cflow!.tasks.shift();
  eliminate(state, ctx, g.units[unit]!, { ja: `戦闘結果${g.combat!.result}`, en: `combat result ${g.combat!.result}` });
  advanceCombat(state, ctx);
}

export function performAr(state: S, ctx: PerformContext, verb: string): void {
  const g = state.g;
  ctx.end();
  const flow = g.cflow!;
  flow.tasks.shift();
  if (verb === 'ar-to-ae') {
    g.combat!.result = 'AE';
    ctx.log({ text: { ja: `${SIDE_NAME[g.combat!.attackerSide].ja}: ARをAEに変更 (9.6)`, en: `${SIDE_NAME[g.combat!.attackerSide].en} turns the AR into an AE (9.6)` } });
    flow.tasks.unshift('attLoss');
  } else flow.tasks.unshift('attRetreat');
  advanceCombat(state, ctx);
}
export function explainLoss(state: S, unit: string): Rejection {
  return reject('BAD_LOSS', { unit }, '9.5');
}
