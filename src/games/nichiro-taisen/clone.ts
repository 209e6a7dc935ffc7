// 日露大戦: a hand-written deep copy of the state for the engine's `cloneState` hook. Every
// action pays one copy; the generic copy of this state costs about ten times more. Every object
// field of NichiroG is copied here (test/games/nichiro-taisen/clone.test.ts checks that the copy
// equals the state and shares no object with it).
import { cloneShell } from '#engine/engine.ts';
import type { CombatFlow, CombatRecord, NavyState, NState, RetreatState, ShipState, UnitState } from './types.ts';

export function cloneNichiro(state: NState): NState {
  const g = state.g;
  const units: Record<string, UnitState> = {};
  for (const id in g.units) {
    const u = g.units[id]!;
    units[id] = {
      id: u.id,
      side: u.side,
      where: u.where.kind === 'map' ? { kind: 'map', hex: u.where.hex } : { kind: 'box', box: u.where.box },
      flipped: u.flipped,
    };
  }
  return cloneShell(state, {
    turn: g.turn,
    phasing: g.phasing,
    phase: g.phase,
    paFleetBlocked: g.paFleetBlocked,
    japanHandLimit: g.japanHandLimit,
    japanNoHomeTransport: g.japanNoHomeTransport,
    forcedMarchUsed: g.forcedMarchUsed,
    extraPhase: g.extraPhase,
    railUsed: g.railUsed,
    naval: g.naval,
    units,
    control: { ...g.control },
    morale: { ...g.morale },
    deck: g.deck.slice(),
    discard: g.discard.slice(),
    hands: { japan: g.hands.japan.slice(), russia: g.hands.russia.slice() },
    lost: { ...g.lost },
    moraleDieMod: { ...g.moraleDieMod },
    zocLoss: g.zocLoss.slice(),
    moved: g.moved.slice(),
    declarations: g.declarations.map((d) => ({
      target: d.target,
      attackers: d.attackers.slice(),
      resolved: d.resolved,
    })),
    combat: g.combat ? copyCombat(g.combat) : null,
    retreat: g.retreat ? copyRetreat(g.retreat) : null,
    lastCombat: g.lastCombat ? copyCombat(g.lastCombat) : null,
    lastHexes: g.lastHexes.slice(),
    cflow: g.cflow ? copyFlow(g.cflow) : null,
    navy: g.navy ? copyNavy(g.navy) : null,
  });
}

// The records below are copied field by field, in the order the rules create their fields (so a
// copy serialises like the original): the generic copy walks each object's keys and cost more
// than the rest of the state together (the last combat is there all game, the navy in every
// naval game). A field added to one of these types must be added here too.

function copyCombat(c: CombatRecord): CombatRecord {
  return {
    attackerSide: c.attackerSide,
    target: c.target,
    attackers: c.attackers.map((a) => ({ id: a.id, hex: a.hex })),
    defenders: c.defenders.slice(),
    attackStrength: c.attackStrength,
    defenseStrength: c.defenseStrength,
    modifiers: c.modifiers.map((m) => ({ code: m.code, side: m.side, value: m.value })),
    differential: c.differential,
    column: c.column,
    die: c.die,
    rolled: c.rolled,
    events: c.events.map((e) => ({ side: e.side, card: e.card, from: e.from, to: e.to })),
    result: c.result,
    support: c.support,
  };
}

function copyRetreat(r: RetreatState): RetreatState {
  return { side: r.side, units: r.units.slice(), chain: r.chain.map((c) => ({ mover: c.mover, to: c.to })) };
}

function copyFlow(f: CombatFlow): CombatFlow {
  return {
    stage: f.stage,
    window: f.window ? { turn: f.window.turn, passes: f.window.passes } : null,
    tasks: f.tasks.slice(),
    advanced: f.advanced.slice(),
  };
}

function copyNavy(n: NavyState): NavyState {
  const ships: Record<string, ShipState> = {};
  for (const id in n.ships) {
    const s = n.ships[id]!;
    ships[id] = { id: s.id, side: s.side, fleet: s.fleet, steps: s.steps };
  }
  const so = n.sortie;
  return {
    ships,
    flagship: n.flagship,
    flagshipRevealed: n.flagshipRevealed,
    sortie: so
      ? {
          step: so.step,
          sortied: {
            portArthur: so.sortied.portArthur,
            vladivostok: so.sortied.vladivostok,
            first: so.sortied.first,
            second: so.sortied.second,
          },
          used: so.used.slice(),
          pendingHits: so.pendingHits,
          paInterfered: so.paInterfered,
        }
      : null,
  };
}
