// 関ヶ原無双's test kit (src/engine/kit/types.ts): the game's invariants and players for the fuzzer,
// and its twin for the privacy harness. The registry hands it over (getPackage(id).kit(), imported
// on first use) to test/games/sekigahara-musou/*.test.ts and scripts/fuzz.ts
// (`npm run fuzz -- --game sekigahara-musou`).
import type { Action, GameState, Side } from '#engine/types.ts';
import { greedyPlayer } from '#ai/greedy.ts';
import { randomPlayer } from '#ai/random.ts';
import type { Rand } from '#ai/rand.ts';
import { evaluate, weight } from './ai.ts';
import { HEXES } from './data/map.ts';
import { editable } from './rules/movement.ts';
import { sekigaharaMusou } from './index.ts';
import type { SekiFrame, SekiG } from './types.ts';
import type { GameKit, Invariant, Twin } from '#engine/kit/types.ts';

type S = GameState<SekiG, SekiFrame>;
const HEX_SET = new Set<string>(HEXES.map((h) => h.id));

/** [rule 2.3] one unit per hex at the end of every move (a retreat or pursuit being decided is mid-move). */
const oneUnitPerHex: Invariant<SekiG> = (s) => {
  const top = (s as S).stack.at(-1)?.kind;
  if (top === 'pursue' || top === 'retreat') return null;
  const seen = new Map<string, string>();
  for (const u of Object.values(s.g.units)) {
    if (u.where.kind !== 'map') continue;
    if (!HEX_SET.has(u.where.hex)) return `${u.id} off the map at ${u.where.hex}`;
    const o = seen.get(u.where.hex);
    if (o) return `[rule 2.3] ${o} and ${u.id} both on ${u.where.hex}`;
    seen.set(u.where.hex, u.id);
  }
  return null;
};
/** [rule 4.2] the 小早川 marker never leaves 4…10. */
const markerInRange: Invariant<SekiG> = (s) =>
  s.g.kobayakawa < 4 || s.g.kobayakawa > 10 ? `[rule 4.2] marker on ${s.g.kobayakawa}` : null;
/** [rule 4.1] the game is decided by turn 10 at the latest (the marker cannot pass 10). */
const turnInRange: Invariant<SekiG> = (s) => (s.g.turn < 1 || s.g.turn > 10 ? `[rule 4.1] turn ${s.g.turn}` : null);
/** [rule 3.2] exactly one 宇喜多隊 carries 明石全登 once the West has set up. */
const oneAkashi: Invariant<SekiG> = (s) => {
  if ((s as S).stack.at(-1)?.kind === 'setup') return null;
  const n = Object.values(s.g.units).filter((u) => u.def === 'ukita-akashi').length;
  return n === 1 ? null : `[rule 3.2] ${n} units carry 明石全登`;
};

export const sekiInvariants: Invariant<SekiG>[] = [oneUnitPerHex, markerInRange, turnInRange, oneAkashi];

/** Fight more than not: a random game that ends its phases at once rarely meets the enemy. */
const eager = (endWeight: number) => (_s: GameState, _side: Side, a: Action) =>
  a === 'end' || a === 'stay' ? endWeight : 1;

export const sekiPlayers = [
  randomPlayer(),
  randomPlayer({ weight: eager(0.05) }),
  randomPlayer({ weight: eager(0.3) }),
  greedyPlayer({ evaluate, weight, epsilon: 0.1 }),
];

// ---------------------------------------------------------------------------------------------
// The twin: 明石全登 under another 宇喜多隊 still on its troop face. The four look the same to the
// East and the public (3.2): a state and its twin must show them the same. With `next`, only units
// still hidden after the step take part (a result that flips a 宇喜多隊 shows who it is).

/** The 宇喜多隊 still on their troop face on the map: nobody but the West knows which is 明石's. */
export const hiddenUkita = (s: S) =>
  s.g.akashiRevealed
    ? []
    : Object.values(s.g.units).filter(
        (u) => /^ukita-[a-d]$/.test(u.id) && u.where.kind === 'map' && u.face === 'troop',
      );

export function sekiTwin(
  original: GameState<SekiG>,
  side: Side,
  rand: Rand,
  after?: GameState<SekiG>,
): Twin<SekiG> | null {
  const state = original as S;
  const next = after as S | undefined;
  if (side !== 'west' || state.stack.at(-1)?.kind === 'setup') return null;
  const still = (id: string) => !next || hiddenUkita(next).some((u) => u.id === id);
  const hidden = hiddenUkita(state).filter((u) => still(u.id));
  const akashi = hidden.find((u) => u.def === 'ukita-akashi');
  if (!akashi) return null;
  // 明石全登's the last one hidden: there is no other 宇喜多隊 he could be under.
  const others = hidden.filter((u) => u.id !== akashi.id);
  if (!others.length) return null;
  const other = rand.pick(others);
  const t = structuredClone(state);
  editable(t.g, akashi.id).def = other.def;
  editable(t.g, other.id).def = 'ukita-akashi';
  return { state: t, what: `明石 ${akashi.id} → ${other.id}` };
}

export const sekiKit: GameKit<SekiG> = {
  module: sekigaharaMusou,
  maxActions: 3000,
  invariants: sekiInvariants,
  players: sekiPlayers,
  options: [{}],
  twin: sekiTwin,
};
