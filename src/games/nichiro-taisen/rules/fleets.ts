// 日露大戦 [rule 11.1] the naval units of the advanced naval rules (naval.ts): the fleets and the
// steps left of their ships, and [rule 11.6] the Port Arthur fleet lost with 旅順.
import type { PerformContext, Text } from '#engine/types.ts';
import { SHIP_BY_ID, SHIPS } from '../data/counters.ts';
import type { NichiroG, NState, ShipState } from '../types.ts';

type S = NState;
export type Fleet = ShipState['fleet'];

export function fleetShips(g: NichiroG, fleet: Fleet): ShipState[] {
  if (!g.navy) return [];
  return SHIPS.filter((d) => d.fleet === fleet).map((d) => g.navy!.ships[d.id]!);
}

/** Intact (undamaged) ships of a fleet. */
export function intactShips(g: NichiroG, fleet: Fleet): number {
  return fleetShips(g, fleet).filter((s) => s.steps === 2).length;
}

export const afloat = (g: NichiroG, fleet: Fleet) => fleetShips(g, fleet).filter((s) => s.steps > 0);
export const shipName = (id: string): Text => SHIP_BY_ID[id]!.name;

/** [rule 11.6] Japan takes 旅順: the Port Arthur fleet is lost (the flagship's loss costs no morale). */
export function portArthurFalls(state: S, ctx: PerformContext): void {
  const g = state.g;
  if (!g.navy) return;
  const left = afloat(g, 'portArthur');
  if (left.length === 0) return;
  for (const s of left) s.steps = 0;
  if (g.navy.flagship && !g.navy.flagshipRevealed) {
    g.navy.flagshipRevealed = true;
    ctx.reveal();
  }
  ctx.log({ text: { ja: '旅順艦隊は全滅 (11.6)', en: 'The Port Arthur fleet is destroyed (11.6)' } });
}
