// 日露大戦 golden games for test/games/nichiro-taisen/replay-golden.test.ts: which games, how they are
// played, and how a replay is hashed. Kept apart from the test so the fixture can be generated
// by code that does not have the fast legality check (legal.ts) at all.
import { createHash } from 'node:crypto';
import { apply, legalActions, pendingSides, type LoggedAction } from '#engine/engine.ts';
import type { GameModule } from '#engine/types.ts';
import { nichiroTaisen as M } from '#games/nichiro-taisen/index.ts';
import type { NichiroG, NState } from '#games/nichiro-taisen/types.ts';
import { chooser, playNichiroGame } from '#bench/nichiro.ts';

export type S = NState;
export const FIXTURE = new URL('./replay-golden.json', import.meta.url);

export interface GoldenGame {
  name: string;
  seed: number;
  options: Record<string, unknown>;
  /** "j move J-1", "r pass": side initial, space, action. */
  actions: string[];
  /** sha256 chained over every state after an action (log aside) and that action's log entries. */
  chain: string;
  /** The final state, its log as its length and sha256 (the log is most of a state's bytes). */
  final: Omit<S, 'log'> & { log: { length: number; sha256: string } };
}

export const pack = (a: LoggedAction) => `${a.side[0]} ${a.action}`;
export const unpack = (s: string): LoggedAction => ({ side: s[0] === 'j' ? 'japan' : 'russia', action: s.slice(2) });

/** The final state as stored: the log replaced by its length and hash. */
export function finalJson(s: S): string {
  return JSON.stringify({
    ...s,
    log: { length: s.log.length, sha256: createHash('sha256').update(JSON.stringify(s.log)).digest('hex') },
  });
}

/** Uniform random play like the fuzzer's (cancels and withdrawals rare: `cancelWeight`), to a finish. */
export function randomGame(seed: number, options: Record<string, unknown>, cancelWeight = 0.03): LoggedAction[] {
  const rand = chooser(seed);
  let s: S = M.setup(seed, options);
  const actions: LoggedAction[] = [];
  while (!s.result && actions.length < 6000) {
    const side = pendingSides(s)[0]!;
    const la = legalActions(M, s, side);
    const w = la.map((l) =>
      l.action === 'cancel' || l.action.startsWith('undeclare') ? cancelWeight : l.action === 'refill 4' ? 0.3 : 1,
    );
    let r = rand() * w.reduce((a, b) => a + b, 0);
    let i = 0;
    while (i < la.length - 1 && (r -= w[i]!) > 0) i++;
    const res = apply(M, s, side, la[i]!.action);
    if (!res.ok) throw new Error(`seed ${seed}: ${la[i]!.action} refused`);
    actions.push({ side, action: la[i]!.action });
    s = res.state as S;
  }
  return actions;
}

/** Apply the actions one by one, hashing every state and every action's log entries. */
export function run(
  seed: number,
  options: Record<string, unknown>,
  actions: readonly LoggedAction[],
  m: GameModule<NichiroG> = M,
): { chain: string; final: S } {
  let s: S = m.setup(seed, options);
  const h = createHash('sha256');
  for (const a of actions) {
    const r = apply(m, s, a.side, a.action);
    if (!r.ok) throw new Error(`${a.side} "${a.action}" refused: ${r.rejection.code}`);
    s = r.state as S;
    const { log: _log, ...rest } = s;
    h.update(JSON.stringify(rest));
    h.update(JSON.stringify(r.log));
  }
  return { chain: h.digest('hex'), final: s };
}

export function generate(): GoldenGame[] {
  const specs: { name: string; seed: number; options: Record<string, unknown>; actions: () => LoggedAction[] }[] = [
    ...[1001, 1004, 1007, 1011].map((seed) => ({
      name: `aggressive ${seed}`,
      seed,
      options: { navalRules: false },
      actions: () => playNichiroGame(seed, { navalRules: false }).actions,
    })),
    ...[1003, 1009].map((seed) => ({
      name: `aggressive naval ${seed}`,
      seed,
      options: { navalRules: true },
      actions: () => playNichiroGame(seed, { navalRules: true }).actions,
    })),
    ...[1, 2].map((seed) => ({
      name: `random ${seed}`,
      seed,
      options: { navalRules: false },
      actions: () => randomGame(seed, { navalRules: false }),
    })),
    ...[3, 4].map((seed) => ({
      name: `random naval ${seed}`,
      seed,
      options: { navalRules: true },
      actions: () => randomGame(seed, { navalRules: true }),
    })),
  ];
  return specs.map((sp) => {
    const actions = sp.actions();
    const r = run(sp.seed, sp.options, actions);
    return {
      name: sp.name,
      seed: sp.seed,
      options: sp.options,
      actions: actions.map(pack),
      chain: r.chain,
      final: JSON.parse(finalJson(r.final)),
    };
  });
}
