// Golden games (issue 7 item 8) for test/golden/golden.test.ts: which games, how they are played,
// and how a replay is hashed. The fixtures were recorded with the engine as it was BEFORE the one
// engine contract for every game (issue 7); every game stored before that change must replay to
// the same state after it. Regenerate only when a game changes on purpose:
//   GOLDEN_UPDATE=1 npx vitest run test/golden
//
// A record: the setup exactly as given (dice seed, options: an absent option is a different setup
// from an explicit one), the actions, a sha256 chained over the JSON of every state after an
// action (log aside) and that action's log entries, and the final state with its log as
// {length, sha256}. The player is uniform over the legal actions (cancels and withdrawals rare),
// driven by its own seeded generator; the game's dice come from the game's own state.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { apply, legalActions, pendingSides, type LoggedAction } from '#engine/engine.ts';
import { deriveDiceKey, type DiceSeed } from '#engine/rng.ts';
import type { GameModule, GameState } from '#engine/types.ts';
import { getGame } from '#games/index.ts';
import { runReplay, type ReplayFile, type ReplayOutput } from '#src/replay.ts';

export const GOLDEN_GAMES = ['hoten-kaisen', 'nichiro-taisen'] as const;
export type GoldenGameId = (typeof GOLDEN_GAMES)[number];

export const fixtureOf = (game: GoldenGameId) => new URL(`./fixtures/${game}.json`, import.meta.url);
export const EXAMPLES_FIXTURE = new URL('./fixtures/examples.json', import.meta.url);

/** The final state as stored: the log replaced by its length and hash. */
export type FinalState = Omit<GameState, 'log'> & { log: { length: number; sha256: string } };

export interface GoldenRecord {
  name: string;
  game: GoldenGameId;
  seed: DiceSeed;
  options: Record<string, unknown>;
  actions: LoggedAction[];
  /** sha256 chained over every state after an action (log aside) and that action's log entries. */
  chain: string;
  final: FinalState;
}

export function moduleOf(game: string): GameModule {
  const m = getGame(game);
  if (!m) throw new Error(`unknown game ${game}`);
  return m;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The final state's JSON as stored: the log replaced by its length and sha256. */
export function finalJson(s: GameState): string {
  return JSON.stringify({ ...s, log: { length: s.log.length, sha256: sha256(JSON.stringify(s.log)) } });
}

/**
 * A v2 dice key made the way the service makes one (diceSeedOf): HMAC of a secret and both
 * players' words. The secret here is the sha256 of a label, so the keys are fixed.
 */
export function goldenDiceSeed(label: string): DiceSeed {
  return { v: 2, key: deriveDiceKey(sha256(`hexpost golden ${label}`), { creator: 'golden', accepter: label }) };
}

/** xorshift32 for the player's choices (never the game's dice). */
export function chooser(seed: number): () => number {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x100000000;
  };
}

/** Uniform random play to a finish (or `maxActions`); cancels and withdrawals weigh `cancelWeight`. */
export function randomGame(
  m: GameModule,
  seed: DiceSeed,
  options: Record<string, unknown>,
  pick: number,
  cancelWeight = 0.03,
  maxActions = 6000,
): LoggedAction[] {
  const rand = chooser(pick);
  let s = m.setup(seed, options);
  const actions: LoggedAction[] = [];
  while (!s.result && actions.length < maxActions) {
    const side = pendingSides(s)[0]!;
    const la = legalActions(m, s, side);
    if (la.length === 0) throw new Error(`${m.id} pick ${pick}: ${side} owes a decision with no legal action`);
    const w = la.map((l) => (l.action === 'cancel' || l.action.startsWith('undeclare') ? cancelWeight : 1));
    let r = rand() * w.reduce((a, b) => a + b, 0);
    let i = 0;
    while (i < la.length - 1 && (r -= w[i]!) > 0) i++;
    const res = apply(m, s, side, la[i]!.action);
    if (!res.ok) throw new Error(`${m.id} pick ${pick}: ${la[i]!.action} refused`);
    actions.push({ side, action: la[i]!.action });
    s = res.state;
  }
  return actions;
}

/** Apply the actions one by one with apply(), hashing every state and every action's log entries. */
export function run(
  m: GameModule,
  seed: DiceSeed,
  options: Record<string, unknown>,
  actions: readonly LoggedAction[],
): { chain: string; final: GameState } {
  let s = m.setup(seed, options);
  const h = createHash('sha256');
  for (const [i, a] of actions.entries()) {
    const r = apply(m, s, a.side, a.action);
    if (!r.ok) throw new Error(`action ${i}: ${a.side} "${a.action}" refused: ${r.rejection.code}`);
    s = r.state;
    const { log: _log, ...rest } = s;
    h.update(JSON.stringify(rest));
    h.update(JSON.stringify(r.log));
  }
  return { chain: h.digest('hex'), final: s };
}

interface Spec {
  name: string;
  seed: DiceSeed;
  options: Record<string, unknown>;
  actions: (m: GameModule) => LoggedAction[];
}

const random = (name: string, seed: DiceSeed, options: Record<string, unknown>, pick: number): Spec => ({
  name,
  seed,
  options,
  actions: (m) => randomGame(m, seed, options, pick),
});

/** The whole random 奉天会戦 of test/replay.test.ts ("reproduces a whole random game"), as it plays it. */
function replayTestGame(m: GameModule): LoggedAction[] {
  let state = m.setup(1234, {});
  const log: LoggedAction[] = [];
  let k = 0;
  while (!state.result && k < 3000) {
    const side = pendingSides(state)[0]!;
    const legal = legalActions(m, state, side).filter((l) => l.action !== 'pass' || k % 7 === 0);
    const pick = legal[(k * 7919) % legal.length] ?? legalActions(m, state, side)[0]!;
    const r = apply(m, state, side, pick.action);
    if (!r.ok) throw new Error(r.rejection.text.en);
    state = r.state;
    log.push({ side, action: pick.action });
    k++;
  }
  return log;
}

const SPECS: Record<GoldenGameId, Spec[]> = {
  'hoten-kaisen': [
    random('legacy seed 11, options {}', 11, {}, 11),
    random('legacy seed 12, passesAdvanceTime true', 12, { passesAdvanceTime: true }, 12),
    random('legacy seed 13, passesAdvanceTime false', 13, { passesAdvanceTime: false }, 13),
    random('v2 dice a, options {}', goldenDiceSeed('hoten a'), {}, 21),
    random('v2 dice b, passesAdvanceTime true', goldenDiceSeed('hoten b'), { passesAdvanceTime: true }, 22),
    random('v2 dice c, passesAdvanceTime false', goldenDiceSeed('hoten c'), { passesAdvanceTime: false }, 23),
    {
      name: 'test/replay.test.ts whole random game, legacy seed 1234, options {}',
      seed: 1234,
      options: {},
      actions: replayTestGame,
    },
  ],
  'nichiro-taisen': [
    random('v2 dice a, options {}', goldenDiceSeed('nichiro a'), {}, 31),
    random('v2 dice b, navalRules false', goldenDiceSeed('nichiro b'), { navalRules: false }, 32),
    random('v2 dice c, navalRules true', goldenDiceSeed('nichiro c'), { navalRules: true }, 33),
    random('v2 dice d, navalRules true', goldenDiceSeed('nichiro d'), { navalRules: true }, 34),
    {
      name: 'test/replay.test.ts opening, legacy seed 3, options {}',
      seed: 3,
      options: {},
      actions: () => [
        { side: 'japan', action: 'move J-2' },
        { side: 'japan', action: 'to 1015' },
        { side: 'japan', action: 'end-movement' },
      ],
    },
  ],
};

export function generate(game: GoldenGameId): GoldenRecord[] {
  const m = moduleOf(game);
  return SPECS[game].map((sp) => {
    const actions = sp.actions(m);
    const r = run(m, sp.seed, sp.options, actions);
    return {
      name: sp.name,
      game,
      seed: sp.seed,
      options: sp.options,
      actions,
      chain: r.chain,
      final: JSON.parse(finalJson(r.final)) as FinalState,
    };
  });
}

/** A replay file of examples/ (src/replay.ts format) and what it replays to now. */
export interface ExampleRecord {
  file: string;
  /** `npm run replay`'s whole output (steps, result, public view). */
  replayOutput: ReplayOutput;
  /** The engine's replay of the file's setup, its options exactly as written. */
  chain: string;
  final: FinalState;
}

export const EXAMPLES_DIR = new URL('../../examples/', import.meta.url);

/** The replay files of examples/: every .json there. */
export function exampleFiles(): string[] {
  return readdirSync(EXAMPLES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

export function readExample(file: string): { file: ReplayFile; actions: LoggedAction[] } {
  const rf = JSON.parse(readFileSync(new URL(file, EXAMPLES_DIR), 'utf8')) as ReplayFile;
  return { file: rf, actions: rf.actions.map((a) => (Array.isArray(a) ? { side: a[0], action: a[1] } : a)) };
}

export function recordExamples(): ExampleRecord[] {
  return exampleFiles().map((name) => {
    const { file, actions } = readExample(name);
    const r = run(moduleOf(file.game), file.seed, file.options ?? {}, actions);
    return {
      file: `examples/${name}`,
      replayOutput: runReplay(file),
      chain: r.chain,
      final: JSON.parse(finalJson(r.final)) as FinalState,
    };
  });
}
