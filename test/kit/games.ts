// Each game's part of the test kit, in one place: its invariants, players and option sets for the
// fuzzer (test/kit/fuzz.ts) and its twin for the privacy harness (test/kit/twin.ts). The game
// test files and scripts/fuzz.ts read them from here.
import type { GameModule } from '../../src/engine/types.ts';
import type { Player } from '../../src/ai/player.ts';
import { fuzzGame, type FuzzReport, type Invariant } from './fuzz.ts';
import type { TwinFn } from './twin.ts';
import { hotenKit } from '../games/hoten-kaisen/kit.ts';
import { nichiroKit } from '../games/nichiro-taisen/kit.ts';
import { sekiKit } from '../games/sekigahara-musou/kit.ts';
import { kochiKit } from '../games/nihyaku-san-kochi/kit.ts';

export interface GameKit<G = any> {
  module: GameModule<G>;
  /** A game still running after this many actions is a failure. */
  maxActions: number;
  invariants: Invariant<G>[];
  /** Invariants with memory, made afresh for every game. */
  perGame?: () => Invariant<G>[];
  /** Game i is played by players[i % n]. */
  players: readonly Player[];
  /** Game i is set up with options[i % n]. */
  options: readonly Record<string, unknown>[];
  /** Changes only one side's secret (null: that side has no secret to change now). */
  twin: TwinFn<G>;
}

export const KITS: Record<string, GameKit> = {
  [hotenKit.module.id]: hotenKit,
  [nichiroKit.module.id]: nichiroKit,
  [sekiKit.module.id]: sekiKit,
  [kochiKit.module.id]: kochiKit,
};

/** Fuzz a game with its kit. */
export function fuzzKit<G>(kit: GameKit<G>, games: number, seed: number, extra: { from?: number; deepEvery?: number; sample?: number; probeEvery?: number } = {}): FuzzReport {
  return fuzzGame({
    module: kit.module,
    games,
    seed,
    maxActions: kit.maxActions,
    invariants: kit.invariants,
    perGame: kit.perGame,
    player: kit.players,
    options: kit.options,
    ...extra,
  });
}
