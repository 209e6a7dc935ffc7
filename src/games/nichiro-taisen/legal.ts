// 日露大戦: the engine's fast legality check (GameModule.isLegal). It answers exactly "would
// legalActions(state, side) list this action text?" without building the list and its labels:
// each decision's actions are checked one by one with the same rule functions the listing uses.
// test/engine/nichiro-is-legal.test.ts compares the two over many fuzzed positions, for every
// listed action and for near misses.
import type { Decision, GameState, Side } from '../../engine/types.ts';
import { nodeOf, occupancy, unitsOf } from './board.ts';
import { eventOk, pickCandidates, pickDestOptions, type PickPurpose } from './rules/cards.ts';
import {
  advanceCandidates, attackTargetOk, chainActions, eligibleAttackers, lossCandidates, mayConfirm, retreatOptions,
} from './rules/combat.ts';
import { canLineMove, canMove, reachFor, transportable, unitType, viaChoices, type MoveMode } from './rules/movement.ts';
import { navalActions, navalDecisionKinds } from './rules/naval.ts';
import type { CardId, NichiroG, NSide, UnitState } from './types.ts';

type S = GameState<NichiroG>;

/** The unit `id` when it exists (never a prototype key). */
function unitOf(g: NichiroG, id: string): UnitState | undefined {
  return Object.hasOwn(g.units, id) ? g.units[id] : undefined;
}

export function isLegalNichiro(state: S, side: Side, action: string): boolean {
  const s = side as NSide;
  const top = state.stack[state.stack.length - 1];
  if (!top || !top.sides.includes(s)) return false;
  const g = state.g;
  const parts = action.split(' ');
  const verb = parts[0]!;
  const n = parts.length;
  const a1 = parts[1] ?? '';
  switch (top.kind) {
    case 'refill':
      return action === 'refill 3' || action === 'refill 4';
    case 'movement': {
      if (action === 'end-movement') return true;
      if (n !== 2) return false;
      if (verb === 'event') return eventOk(state, s, a1, { where: 'movement' });
      if (verb !== 'move' && verb !== 'rail') return false;
      const u = unitOf(g, a1);
      if (!u || u.side !== s || g.moved.includes(u.id)) return false;
      if (verb === 'move') return canMove(g, occupancy(g), u);
      return !g.railUsed && canLineMove(g, occupancy(g), u, false);
    }
    case 'move-to': {
      if (action === 'cancel') return true;
      if (verb !== 'to') return false;
      const u = g.units[top.unit as string]!;
      if (n === 4 && parts[2] === 'via') return viaChoices(g, occupancy(g), u, top.mode as MoveMode, a1).some((c) => c.via === parts[3]);
      if (n !== 2) return false;
      const node = nodeOf(a1);
      if (node === undefined) return false;
      return reachFor(g, occupancy(g), u, top.mode as MoveMode).has(node);
    }
    case 'pick-unit': {
      if (action === 'cancel') return true;
      const chosen = top.chosen as string[];
      if (action === 'done') return chosen.length > 0;
      if (n !== 2 || verb !== 'unit') return false;
      return pickCandidates(state, top.sides[0] as NSide, top.purpose as PickPurpose, top.card as CardId, chosen).includes(a1);
    }
    case 'pick-dest':
      if (action === 'cancel') return true;
      return n === 2 && verb === 'to' && pickDestOptions(state, top).includes(a1);
    case 'combat':
      if (action === 'end-declarations') return g.declarations.length > 0;
      if (action === 'end-combat') return g.declarations.length === 0;
      if (n !== 2) return false;
      if (verb === 'undeclare') return g.declarations.some((d) => d.target === a1);
      return verb === 'attack' && attackTargetOk(g, occupancy(g), s, a1);
    case 'declare': {
      if (action === 'cancel') return true;
      const dSide = top.sides[0] as NSide;
      const units = top.units as string[];
      if (action === 'confirm') return mayConfirm(g, occupancy(g), dSide, top.target as string, units);
      return n === 2 && verb === 'with' && eligibleAttackers(g, occupancy(g), dSide, top.target as string, units).includes(a1);
    }
    case 'resolve':
      return n === 2 && verb === 'resolve' && g.declarations.some((d) => !d.resolved && d.target === a1);
    case 'support':
      if (action === 'no-support') return true;
      return n === 2 && verb === 'support' && g.hands[g.combat!.attackerSide].includes(a1);
    case 'combat-event':
      if (action === 'pass') return true;
      return n === 2 && verb === 'event' && eventOk(state, s, a1, { where: g.cflow!.stage === 'before' ? 'before' : 'after' });
    case 'loss':
      return n === 2 && verb === 'lose' && lossCandidates(g, top.role as 'attacker' | 'defender').includes(a1);
    case 'ar':
      return action === 'retreat' || action === 'ar-to-ae';
    case 'retreat': {
      if (n !== 3 || verb !== 'retreat') return false;
      const r = g.retreat!;
      if (!r.units.includes(a1)) return false;
      const hex = parts[2]!;
      return retreatOptions(g, occupancy(g), g.units[a1]!).some((o) => o.hex === hex);
    }
    case 'chain':
      return verb === 'displace' && chainActions(state).some((l) => l.action === action);
    case 'advance':
      if (action === 'end-advance') return true;
      return n === 2 && verb === 'advance' && advanceCandidates(g).includes(a1);
    case 'card-play':
      return cardPlayOk(state, s, action, parts);
    case 'fleet-reaction':
      if (action === 'pass') return true;
      return n === 2 && verb === 'event' && eventOk(state, 'japan', a1, { where: 'reaction', against: top.card as string });
  }
  if (navalDecisionKinds.includes(top.kind)) return navalActions(state, s, top as Decision).some((l) => l.action === action);
  throw new Error(`unknown decision ${top.kind}`);
}

/** The card-play phase (cardPlayActions): a card of the hand and one of its uses, or the end. */
function cardPlayOk(state: S, side: NSide, action: string, parts: string[]): boolean {
  if (action === 'end-phase') return true;
  const g = state.g;
  const [verb, card = ''] = parts;
  if (!g.hands[side].includes(card)) return false;
  switch (verb) {
    case 'event':
      return parts.length === 2 && eventOk(state, side, card, { where: 'cardPlay' });
    case 'force-march':
      return parts.length === 3 && (parts[2] === 'move' || parts[2] === 'combat') && !g.forcedMarchUsed;
    case 'strategic': {
      if (parts.length !== 2) return false;
      const occ = occupancy(g);
      return unitsOf(g, side).some((u) => canLineMove(g, occ, u, true));
    }
    case 'transport':
      return parts.length === 2 && transportable(g, side).length > 0;
    case 'rebuild':
      return parts.length === 2 && side === 'russia' && unitsOf(g, side).some((u) => u.where.kind === 'box' && u.where.box === 'eliminated' && unitType(u.id) === '3-2');
  }
  return false;
}
