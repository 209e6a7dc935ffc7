// `npm run replay -- FILE`: replays a game from its setup and action log and prints the final
// public view as JSON, or the index and the reason of the first illegal action. The setup is read
// as `npm run verify` and the bot read it (readSetup: the whole stored setup, the rules revision
// and every option as stored). Format: docs/replay.md.
import fs from 'node:fs';
import { replay, type LoggedAction } from '#engine/engine.ts';
import { formatRejection } from '#engine/messages.ts';
import type { Locale } from '#engine/types.ts';
import { allGames, getGame } from '#games/index.ts';
import { readSetup, replayInputs, type FinishedExport } from '#service/export.ts';
import type { GameSetup } from '#service/types.ts';

type ReplayActions = (LoggedAction | [string, string])[];

/** The short form: a generator-v1 seed and the options. */
export interface ReplayFile {
  game: string;
  seed: number;
  options?: Record<string, unknown>;
  actions: ReplayActions;
}

/** A stored game: its `Game.setup` as it is (v1 `{seed, options}` or v2 `{generator, secret, words, presses, options}`). */
export interface SetupReplayFile {
  game: string;
  setup: GameSetup;
  actions: ReplayActions;
}

export type ReplayOutput =
  | { ok: true; game: string; steps: number; result: unknown; view: unknown }
  | { ok: false; error: string; index?: number; side?: string; action?: string; rule?: string; code?: string };

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Replays a replay file, a stored setup with its actions, or a finished game's /export. */
export function runReplay(input: ReplayFile | SetupReplayFile | FinishedExport, locale: Locale = 'en'): ReplayOutput {
  const file = input as unknown as Record<string, unknown>;
  const id = file.game ?? file.gameType;
  const m = typeof id === 'string' ? getGame(id) : undefined;
  if (!m)
    return {
      ok: false,
      error: `unknown game "${String(id)}"; known: ${allGames()
        .map((g) => g.id)
        .join(', ')}`,
    };
  if (!Array.isArray(file.actions)) return { ok: false, error: 'actions must be a list' };
  const read = readSetup(isObj(file.setup) ? file.setup : file);
  if (!read.ok) return { ok: false, error: read.error };
  const actions: LoggedAction[] = [];
  for (const a of file.actions as unknown[]) {
    const [side, action] = Array.isArray(a) ? a : isObj(a) ? [a.side, a.action] : [];
    if (typeof side !== 'string' || typeof action !== 'string')
      return { ok: false, error: 'each action must be [side, action] or {side, action}' };
    actions.push({ side, action });
  }
  const { seed, options } = replayInputs(read.setup);
  const r = replay(m, seed, options, actions);
  if (!r.ok) {
    const a = actions[r.index]!;
    return {
      ok: false,
      index: r.index,
      side: a.side,
      action: a.action,
      code: r.rejection.code,
      rule: r.rejection.rule,
      error: formatRejection(r.rejection, locale),
    };
  }
  return { ok: true, game: m.id, steps: r.state.step, result: r.state.result, view: m.view(r.state, null) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2];
  if (!path) {
    console.error('usage: npm run replay -- FILE.json   (format: docs/replay.md)');
    process.exit(2);
  }
  let file: ReplayFile | SetupReplayFile | FinishedExport;
  try {
    file = JSON.parse(fs.readFileSync(path, 'utf8')) as ReplayFile | SetupReplayFile | FinishedExport;
  } catch (err) {
    console.error(`cannot read ${path}: ${(err as Error).message}`);
    process.exit(2);
  }
  const out = runReplay(file, process.env.REPLAY_LOCALE === 'ja' ? 'ja' : 'en');
  console.log(JSON.stringify(out, null, 2));
  process.exit(out.ok ? 0 : 1);
}
