// 日露大戦 [rule 6.0] zones of control. The zones themselves are computed with the occupancy
// (board.ts `occupancy`: six neighbours, never across all-sea hexsides, none for a unit under a
// ZOC-loss marker); this chapter holds what the rules say about them beyond movement (8.x),
// retreat ([rule 9.6]) and advance ([rule 9.7]): [rule 6.4] the ZOC-loss marker.
import type { PerformContext } from '#engine/types.ts';
import { nodeOf, occupancy, type Occ } from '../board.ts';
import { unitName } from '../messages.ts';
import type { NichiroG, NSide, NState } from '../types.ts';

type S = NState;

/** Is `hex` in a zone of control of an enemy of `side` ([rule 6.0])? */
export function inEnemyZoc(g: NichiroG, side: NSide, hex: string, occ: Occ = occupancy(g)): boolean {
  const n = nodeOf(hex);
  return n !== undefined && occ.ezoc[side][n] === 1;
}

/** [rule 6.4] Russian units on the map that may receive a ZOC-loss marker. */
export function zocLossTargets(g: NichiroG): string[] {
  const out: string[] = [];
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.side === 'russia' && u.where.kind === 'map' && !g.zocLoss.includes(id)) out.push(id);
  }
  return out;
}

/** [rule 6.4] place the marker; it stays until the end of the Japanese player turn. */
export function placeZocLoss(state: S, ctx: PerformContext, unit: string): void {
  state.g.zocLoss.push(unit);
  const u = state.g.units[unit]!;
  ctx.log({
    text: { ja: `ZOC喪失マーカー: ${unitName(unit).ja} (6.4)`, en: `ZOC-loss marker on ${unitName(unit).en} (6.4)` },
    hexes: u.where.kind === 'map' ? [u.where.hex] : undefined,
  });
}
