// /export: a game's record as a JSON file, and the replay that lists every roll (docs/dice.md).
// A finished (or aborted) game: setup, the revealed dice secret, every action with the dice it
// rolled, the result — everything `npm run verify` needs to re-derive each die. An unfinished
// game: only what the reader may see (no secret, no actions, no rolls; the log as they see it).
import { apply, visibleLog, type LoggedAction } from '../engine/engine.ts';
import { recordRolls, type DiceSeed, type Roll } from '../engine/rng.ts';
import type { GameModule, GameResult, GameState, LogEntry, Side, Text } from '../engine/types.ts';
import { getGame } from '../games/index.ts';
import { diceSeedOf, isKeyed, seatOf, type Game, type GameSetup, type Result, type ServiceDeps } from './games.ts';
import { t } from './i18n.ts';

export const EXPORT_FORMAT = 'hexpost-export/1';

export interface ExportedAction {
  seq: number;
  side: Side;
  action: string;
  /** Every die the action rolled, in order (shuffles are rolls too). */
  rolls: Roll[];
}

export interface FinishedExport {
  format: typeof EXPORT_FORMAT;
  gameId: string;
  gameType: string;
  status: 'finished' | 'aborted';
  options: Record<string, unknown>;
  generator: 'v1' | 'v2';
  /** v2: SHA-256 of the secret, as the challenge post showed it. */
  commitment: string | null;
  words: { creator: string; accepter: string } | null;
  /** v2: the dice secret (hex), revealed now that the game is over. */
  key: string | null;
  /** v1 (games from before v2): the 32-bit seed. */
  seed: number | null;
  /** Rolls of the setup (a game's shuffle of its deck). */
  setupRolls: Roll[];
  actions: ExportedAction[];
  result: GameResult | null;
}

export interface UnfinishedExport {
  format: typeof EXPORT_FORMAT;
  gameId: string;
  gameType: string;
  status: 'pending' | 'active';
  options: Record<string, unknown>;
  generator: 'v1' | 'v2';
  commitment: string | null;
  words: { creator: string; accepter: string } | null;
  /** The game's log as the reader may read it (public lines, plus their own if they play). */
  log: Text[];
}

export type GameExport = FinishedExport | UnfinishedExport;

export type RolledReplay =
  | { ok: true; state: GameState; setupRolls: Roll[]; rolls: Roll[][] }
  | { ok: false; index: number; reason: string };

/** Replay a game from its seed and actions, recording the dice of the setup and of each action. */
export function replayWithRolls(m: GameModule, seed: DiceSeed, options: Record<string, unknown>, actions: readonly LoggedAction[]): RolledReplay {
  const s0 = recordRolls(() => m.setup(seed, options));
  let state: GameState = s0.result;
  const rolls: Roll[][] = [];
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    const r = recordRolls(() => apply(m, state, a.side, a.action));
    if (!r.result.ok) return { ok: false, index: i, reason: r.result.rejection.text.en };
    state = r.result.state;
    rolls.push(r.rolls);
  }
  return { ok: true, state, setupRolls: s0.rolls, rolls };
}

/** `log`: the game's whole text log (GameLog rows), of which an unfinished game's export shows what `reader` may read. */
export function buildExport(m: GameModule, game: Game, actions: readonly { seq: number; side: Side; action: string }[], reader: Side | null, log: readonly LogEntry[] = []): GameExport {
  const setup = game.setup;
  const keyed = isKeyed(setup);
  const common = {
    format: EXPORT_FORMAT as typeof EXPORT_FORMAT,
    gameId: game.id,
    gameType: game.gameType,
    options: setup.options,
    generator: keyed ? ('v2' as const) : ('v1' as const),
    commitment: keyed ? setup.commitment : null,
    words: keyed ? setup.words : null,
  };
  if (game.status === 'pending' || game.status === 'active') {
    return { ...common, status: game.status, log: visibleLog(log, reader).map((e) => e.text) };
  }
  const r = replayWithRolls(m, diceSeedOf(setup), setup.options, actions);
  if (!r.ok) throw new Error(`game ${game.id} does not replay (action ${r.index}: ${r.reason})`);
  return {
    ...common,
    status: game.status === 'finished' ? 'finished' : 'aborted',
    key: keyed ? setup.secret : null,
    seed: keyed ? null : setup.seed,
    setupRolls: r.setupRolls,
    actions: actions.map((a, i) => ({ seq: a.seq, side: a.side, action: a.action, rolls: r.rolls[i]! })),
    result: game.state.result,
  };
}

/** The export of the channel's latest game, as `userId` may read it. */
export async function exportGame(deps: ServiceDeps, channelId: string, userId: string): Promise<Result<{ game: Game; data: GameExport }>> {
  const game = await deps.repo.findLatestGameByChannel<GameSetup, GameState>(channelId);
  if (!game) return { ok: false, error: { code: 'NO_GAME', text: t('noGameToExport') } };
  const m = getGame(game.gameType);
  if (!m) throw new Error(`game type ${game.gameType} is not installed`);
  const over = game.status === 'finished' || game.status === 'aborted';
  const actions = over ? (await deps.repo.loadActions(game.id)).map((a) => ({ seq: a.seq, side: a.side, action: a.action })) : [];
  const log = over ? [] : await deps.repo.loadLog<LogEntry>(game.id);
  return { ok: true, value: { game, data: buildExport(m, game, actions, seatOf(game, userId), log) } };
}
