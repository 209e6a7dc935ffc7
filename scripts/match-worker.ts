// One game of `npm run match` in a worker thread (scripts/match.ts; started through
// match-worker.mjs): the game's package from the registry, the game played by src/ai/match.ts.
import { type GameRecord, type PlayerKind, playMatchGame } from '#ai/match.ts';
import type { GameKit } from '#engine/kit/types.ts';
import { getPackage } from '#games/index.ts';

export interface MatchTask {
  game: string;
  seed: number;
  index: number;
  a: PlayerKind;
  b: PlayerKind;
}

const kits = new Map<string, Promise<GameKit>>();

/** Play one game of a match (in this thread or a worker's). */
export async function playTask(task: MatchTask): Promise<GameRecord> {
  const pkg = getPackage(task.game);
  if (!pkg) throw new Error(`no game ${task.game}`);
  let kit = kits.get(task.game);
  if (!kit) kits.set(task.game, (kit = pkg.kit()));
  const { options, maxActions, tags } = await kit;
  return playMatchGame({ module: pkg.rules, ai: pkg.ai, options, maxActions, tags, ...task });
}

export default playTask;
