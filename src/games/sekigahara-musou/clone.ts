// 関ヶ原無双: the state's copy (the engine's cloneState hook), field by field. The generic copy walks
// every object's keys, and the last combat (every die and name of both sides) is there all game;
// the AI seat's search copies the state at every action it tries. The copy shares no object with
// the state but frozen ones (the units' records and their places: shared, placeOf). A field added to the state's
// types must be added here too (test/games/sekigahara-musou/clone.test.ts checks every field).
import { cloneShell } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import type { CombatSide, LastCombat, SekiFrame, SekiG, UnitState, UnitWhere } from './types.ts';

type S = GameState<SekiG, SekiFrame>;

export function cloneSeki(state: S): S {
  const g = state.g;
  const units: Record<string, UnitState> = {};
  for (const id in g.units) units[id] = shared(g.units[id]!);
  return cloneShell(state, {
    units,
    turn: g.turn,
    kobayakawa: g.kobayakawa,
    eastLimitedMoves: g.eastLimitedMoves,
    westLeaderRetreated: g.westLeaderRetreated,
    exitsReached: g.exitsReached.slice(),
    akashiRevealed: g.akashiRevealed,
    lastCombat: g.lastCombat ? copyCombat(g.lastCombat) : null,
    lastHexes: g.lastHexes.slice(),
    lastKey: g.lastKey,
  });
}

/**
 * A unit's record in the copy: the same record, frozen (with its place). The rules change a unit
 * through editable() (rules/movement.ts), which puts a copy of a frozen record in its state, so a
 * record is shared by a state and its copies until one of them changes it; a write to a shared
 * record throws (a frozen object, in a module). The search copies the state at every action it
 * tries, and an action changes one unit or a few of the thirty-seven.
 */
function shared(u: UnitState): UnitState {
  if (Object.isFrozen(u)) return u;
  u.where = placeOf(u.where);
  return Object.freeze(u);
}

/**
 * A unit's place in the copy: the same object once frozen, else a frozen copy. The rules never
 * change a place, they give the unit a new one (rules/sequence.ts), so a place can be shared by
 * a state and its copies once it cannot be changed by mistake either (a frozen object throws on a
 * write in a module); the search copies the state at every action it tries, thirty places each.
 */
function placeOf(w: UnitWhere): UnitWhere {
  if (Object.isFrozen(w)) return w;
  return Object.freeze(w.kind === 'map' ? { kind: 'map', hex: w.hex } : { kind: w.kind });
}

function copyCombat(c: LastCombat): LastCombat {
  return { attacker: copySide(c.attacker), defender: copySide(c.defender), loser: c.loser, difference: c.difference };
}

function copySide(s: CombatSide): CombatSide {
  return {
    side: s.side,
    units: s.units.map((u) => ({ id: u.id, name: { ja: u.name.ja, en: u.name.en }, hex: u.hex })),
    total: s.total,
    dice: s.dice,
    modifier: s.modifier,
    uphill: s.uphill,
    river: s.river,
    rolled: s.rolled.slice(),
    hits: s.hits,
  };
}
