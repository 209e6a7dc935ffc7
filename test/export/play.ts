// Games played to their end by the test kit's players (engine only), and their signed exports as
// /export builds them: the material of the export property tests.
import { apply, pendingSides, type LoggedAction } from '#engine/engine.ts';
import { commitment } from '#engine/rng.ts';
import type { GameModule, GameState } from '#engine/types.ts';
import { makeRand } from '#ai/rand.ts';
import type { Player } from '#ai/player.ts';
import {
  buildExport,
  exportSigner,
  newSigningKey,
  signExport,
  type ExportSigner,
  type FinishedExport,
} from '#service/export.ts';
import { diceSeedOf, type Game, type GameSetup } from '#service/types.ts';

/** A signer that is not kept anywhere (the bot's own is kept in the database: exportSigner). */
export function testSigner(): Promise<ExportSigner> {
  const key = newSigningKey();
  return exportSigner({ ensureSigningKey: async (id) => ({ id, createdAt: new Date(), ...key }) });
}

/** A setup of generator v1 (`{seed, options}`) or v2 (secret, words, accepting presses). */
export function setupFor(i: number, options: Record<string, unknown>, v2: boolean): GameSetup {
  if (!v2) return { seed: 1000 + i, options };
  const r = makeRand(77 + i);
  const secret = Array.from({ length: 8 }, () => r.uint32().toString(16).padStart(8, '0')).join('');
  return {
    generator: 'v2',
    secret,
    commitment: commitment(secret),
    words: { creator: `game ${i}`, accepter: i % 3 ? '雪の奉天' : '' },
    ...(i % 2 ? { presses: [`${1_300_000_000_000_000_000n + BigInt(i)}`] } : {}),
    options,
  };
}

export interface PlayedGame {
  setup: GameSetup;
  actions: LoggedAction[];
  state: GameState;
  /** The state before each action (states[i] is the one actions[i] was applied to). */
  states: GameState[];
}

/** Plays a game from `setup` to its end; `player` chooses every side's actions. */
export function playToEnd(
  m: GameModule,
  setup: GameSetup,
  player: Player,
  playerSeed: number,
  maxActions: number,
): PlayedGame {
  let state = m.setup(diceSeedOf(setup), setup.options);
  const rand = makeRand(playerSeed);
  const actions: LoggedAction[] = [];
  const states: GameState[] = [];
  while (!state.result) {
    if (actions.length >= maxActions) throw new Error(`${m.id} still running after ${maxActions} actions`);
    const side = rand.pick(pendingSides(state));
    const action = player(m, state, side, rand);
    const r = apply(m, state, side, action);
    if (!r.ok) throw new Error(`${m.id}: the player's "${action}" refused: ${r.rejection.text.en}`);
    states.push(state);
    actions.push({ side, action: r.action });
    state = r.state;
  }
  return { setup, actions, state, states };
}

/** A stored game record as the service would hand /export one. */
export function gameRecord(
  m: GameModule,
  setup: GameSetup,
  state: GameState,
  status: Game['status'],
  id = 'g-1',
): Game {
  return { id, gameType: m.id, status, setup, state } as unknown as Game;
}

/** The signed export of a game that ended with `actions` (status from the state: finished, or aborted without a result). */
export function signedExport(
  m: GameModule,
  setup: GameSetup,
  actions: readonly LoggedAction[],
  state: GameState,
  signer: ExportSigner,
  status?: 'finished' | 'aborted',
): FinishedExport {
  const game = gameRecord(m, setup, state, status ?? (state.result ? 'finished' : 'aborted'));
  const data = buildExport(
    m,
    game,
    actions.map((a, i) => ({ seq: i + 1, side: a.side, action: a.action })),
    null,
  );
  // As the user gets it: the JSON file /export attaches.
  return JSON.parse(JSON.stringify(signExport(data, signer))) as FinishedExport;
}
