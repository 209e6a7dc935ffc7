// 奉天会戦's test kit (src/engine/kit/types.ts): the game's invariants and players for the fuzzer,
// and its twin for the privacy harness. The registry hands it over (getPackage(id).kit(), imported
// on first use) to test/games/hoten-kaisen/*.test.ts, scripts/fuzz.ts and whatever plays every game.
import { pendingSides } from '#engine/engine.ts';
import type { Action, GameState, Side } from '#engine/types.ts';
import { greedyPlayer } from '#ai/greedy.ts';
import { randomPlayer } from '#ai/random.ts';
import { evaluate, weight } from './ai.ts';
import { HEXES, SUPPLY, TIME_TRACK } from './data/map.ts';
import { hotenKaisen } from './index.ts';
import type { HotenG, HotenSide } from './types.ts';
import type { GameKit, Invariant, Twin } from '#engine/kit/types.ts';
import type { Rand } from '#ai/rand.ts';

type S = GameState<HotenG>;
const HEX_SET = new Set(HEXES);
const LAST = TIME_TRACK.length - 1;

/** The game's invariants [rule 3.0] [rule 4.0] [rule 5.0] [rule 9.3] [rule 9.4]. */
export const hotenInvariants: Invariant<HotenG>[] = [
  (s) => (Number.isInteger(s.g.time) && s.g.time >= 0 && s.g.time <= LAST ? null : `time ${s.g.time} off the track`),
  (s) => (Object.keys(s.g.units).length === 10 ? null : 'units appeared or vanished'),
  (s) => {
    const g = s.g;
    const seen = new Map<string, string>();
    for (const u of Object.values(g.units)) {
      const w = u.where;
      if (w.kind === 'map') {
        if (!HEX_SET.has(w.hex)) return `${u.id} off the map at ${w.hex}`;
        if (seen.has(w.hex)) return `${u.id} and ${seen.get(w.hex)} share ${w.hex}`;
        seen.set(w.hex, u.id);
      }
      if (w.kind === 'eliminated') {
        if (u.eliminatedTurn === null || u.eliminatedTurn > g.turn)
          return `${u.id} eliminated with turn ${u.eliminatedTurn}`;
        if (!u.revealed) return `${u.id} eliminated but never revealed`;
        if (u.restTurn !== null) return `${u.id} eliminated and resting`;
      }
      if (w.kind === 'entry' && u.side !== 'japan') return `${u.id} in an entry area`;
      if (w.kind === 'unplaced' && g.turn > 0) return `${u.id} unplaced after setup`;
    }
    return null;
  },
  (s) =>
    s.g.turn > 0 && !s.result && (s.g.turn % 2 === 1) !== (s.g.active === 'japan')
      ? `turn ${s.g.turn} is not ${s.g.active}'s`
      : null,
  (s) =>
    s.g.turn > 0 && !s.result && pendingSides(s).length !== 1
      ? `after setup one side decides at a time, not ${pendingSides(s).join(', ')}`
      : null,
];

const ENEMY_SUPPLY: Record<HotenSide, string> = { japan: SUPPLY.russia, russia: SUPPLY.japan };

/** Never walk into the enemy supply hex, so games also end by time or by elimination. */
function avoidSupply(attack: number, pass: number) {
  return (state: S, side: Side, a: Action): number => {
    const target = ENEMY_SUPPLY[side as HotenSide];
    if (a.startsWith('move ') && a.endsWith(` ${target}`)) return 0;
    if (a === 'advance' && (state.stack.at(-1) as { hex?: string } | undefined)?.hex === target) return 0;
    if (a === 'pass') return pass;
    return a.startsWith('attack ') ? attack : 1;
  };
}

export const hotenPlayers = [
  randomPlayer({ weight }),
  randomPlayer({ weight: avoidSupply(4, 0.02) }),
  randomPlayer({ weight: avoidSupply(1, 1) }),
  greedyPlayer({ evaluate, weight, epsilon: 0.15 }),
];

// ---------------------------------------------------------------------------------------------
// The twin for the privacy harness: two of `side`'s hidden counters exchange identities [rule 3.0]
// [rule 9.0]. Every hidden counter of a side looks the same to the others (a counter of that side,
// where it stands, whether it rests), so the two trade ids and keep their places: each takes the
// other's place, rest and history, and every reference to one (the activated counter, a pending
// decision) names the other. With `next`, only counters still hidden after the step are exchanged
// (a declared attack reveals its two counters: from then on their identity is public). Actions of
// `side` naming one of them name the other in the twin.

function hidden(state: S, side: HotenSide): string[] {
  return Object.values(state.g.units)
    .filter((u) => u.side === side && !u.revealed)
    .map((u) => u.id);
}

export function hotenTwin(state: S, side: Side, rand: Rand, next?: S): Twin<HotenG> | null {
  const ids = hidden(state, side as HotenSide).filter((id) => !next || !next.g.units[id]!.revealed);
  if (ids.length < 2) return null;
  const a = rand.pick(ids);
  const b = rand.pick(ids.filter((id) => id !== a));
  const swap = (v: unknown) => (v === a ? b : v === b ? a : v);
  const t = structuredClone(state);
  t.g.units[a] = { ...structuredClone(state.g.units[b]!), id: a };
  t.g.units[b] = { ...structuredClone(state.g.units[a]!), id: b };
  t.g.activated = swap(t.g.activated) as string | null;
  for (const d of t.stack) if ('unit' in d) d.unit = swap(d.unit);
  const rename = (actor: Side, action: Action) =>
    actor !== side
      ? action
      : action
          .split(' ')
          .map((w) => swap(w) as string)
          .join(' ');
  return { state: t, action: rename, what: `${a} ⇄ ${b}` };
}

export const hotenKit: GameKit<HotenG> = {
  module: hotenKaisen,
  maxActions: 10_000,
  invariants: hotenInvariants,
  players: hotenPlayers,
  options: [
    { passesAdvanceTime: true },
    { passesAdvanceTime: true },
    { passesAdvanceTime: true },
    { passesAdvanceTime: true },
    { passesAdvanceTime: false },
  ],
  twin: hotenTwin,
};
