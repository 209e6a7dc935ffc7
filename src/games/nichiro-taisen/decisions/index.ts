// 日露大戦: every decision kind of the game's procedure stack (types.ts NFrame), declared once.
// The engine derives from this table what is legal, the lists, the choices and the refusals.
import type { DecisionTable } from '#engine/types.ts';
import type { NFrame, NichiroG } from '../types.ts';
import { advance, ar, chain, combat, combatEvent, declare, loss, resolve, retreat, support } from './combat.ts';
import { cardPlay, fleetReaction, pickDest, pickUnit } from './cards.ts';
import { movement, moveTo, refill } from './movement.ts';
import { navalAssign, navalFlagship, navalLoss, navalResponse, navalSortie } from './naval.ts';

const TABLE: DecisionTable<NichiroG, NFrame> = {
  refill,
  movement,
  'move-to': moveTo,
  'pick-unit': pickUnit,
  'pick-dest': pickDest,
  combat,
  declare,
  resolve,
  support,
  'combat-event': combatEvent,
  loss,
  ar,
  retreat,
  chain,
  advance,
  'card-play': cardPlay,
  'fleet-reaction': fleetReaction,
  'naval-flagship': navalFlagship,
  'naval-sortie': navalSortie,
  'naval-response': navalResponse,
  'naval-loss': navalLoss,
  'naval-assign': navalAssign,
};

/** [rule 9.4.2] Attack support is only for the attacker of a combat being resolved: cited wherever else it is typed. */
const notNowRule = (verb: string): string | undefined => (verb === 'support' ? '9.4.2' : undefined);

export const DECISIONS = Object.fromEntries(
  Object.entries(TABLE).map(([kind, spec]) => [kind, { notNowRule, ...spec }]),
) as typeof TABLE;
