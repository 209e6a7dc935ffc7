// `npm run replay -- FILE`: replays a game from its setup and action log and prints the final
// public view as JSON, or the index and the reason of the first illegal action. Format: docs/replay.md.
import fs from 'node:fs';
import { replay, type LoggedAction } from './engine/engine.ts';
import { formatRejection } from './engine/messages.ts';
import type { Locale } from './engine/types.ts';
import { GAMES, getGame } from './games/index.ts';

export interface ReplayFile {
  game: string;
  seed: number;
  options?: Record<string, unknown>;
  actions: (LoggedAction | [string, string])[];
}

export type ReplayOutput =
  | { ok: true; game: string; steps: number; result: unknown; view: unknown }
  | { ok: false; error: string; index?: number; side?: string; action?: string; rule?: string; code?: string };

export function runReplay(file: ReplayFile, locale: Locale = 'en'): ReplayOutput {
  const m = getGame(file.game);
  if (!m) return { ok: false, error: `unknown game "${file.game}"; known: ${Object.keys(GAMES).join(', ')}` };
  if (!Number.isInteger(file.seed)) return { ok: false, error: 'seed must be an integer' };
  if (!Array.isArray(file.actions)) return { ok: false, error: 'actions must be a list' };
  const actions: LoggedAction[] = file.actions.map((a) => (Array.isArray(a) ? { side: a[0], action: a[1] } : a));
  const options: Record<string, unknown> = {};
  for (const o of m.options) options[o.key] = file.options?.[o.key] ?? o.default;
  const r = replay(m, file.seed, options, actions);
  if (!r.ok) {
    const a = actions[r.index]!;
    return { ok: false, index: r.index, side: a.side, action: a.action, code: r.rejection.code, rule: r.rejection.rule, error: formatRejection(r.rejection, locale) };
  }
  return { ok: true, game: m.id, steps: r.state.step, result: r.state.result, view: m.view(r.state, null) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2];
  if (!path) {
    console.error('usage: npm run replay -- FILE.json   (format: docs/replay.md)');
    process.exit(2);
  }
  let file: ReplayFile;
  try {
    file = JSON.parse(fs.readFileSync(path, 'utf8')) as ReplayFile;
  } catch (err) {
    console.error(`cannot read ${path}: ${(err as Error).message}`);
    process.exit(2);
  }
  const out = runReplay(file, process.env.REPLAY_LOCALE === 'ja' ? 'ja' : 'en');
  console.log(JSON.stringify(out, null, 2));
  process.exit(out.ok ? 0 : 1);
}
