// The property of issue 20, item 2: `npm run verify` accepts every genuine export of every game,
// rules revision and option, and refuses every altered one. Games of all four games are played to
// their end by the test kit's players, from setups of both generators (v1 seeds; v2 secrets with
// both players' words and an accepting press), with each option set a stored game can have — a
// revision-1 game (no `revision` in its options, as stored before revision 2) and a game started
// now (every declared option and the module's revision), 日露大戦 with and without its naval rules,
// 奉天会戦 with the house rule on and off. Each is exported by /export's builder, signed, read back
// from its JSON and verified. Then one action of each is changed to another legal one, the rest
// replayed as far as it stays legal, and the whole file rebuilt consistently (every die derived
// again, the result and status to match) — an edit only the signature can catch: with the bot's
// signature kept it must fail, and signed by another key it must fail against the server's key.
import { beforeAll, describe, expect, it } from 'vitest';
import { apply, legalActions, replay, type LoggedAction } from '#engine/engine.ts';
import type { GameModule, GameState } from '#engine/types.ts';
import { makeRand } from '#ai/rand.ts';
import { NO_COMMITMENT, type ExportSigner, type FinishedExport } from '#service/export.ts';
import { diceSeedOf, isKeyed } from '#service/types.ts';
import { NO_COMMITMENT_LINE, verifyExport } from '#src/verify.ts';
import type { GameKit } from '#engine/kit/types.ts';
import { allPackages } from '#games/index.ts';
import { playToEnd, setupFor, signedExport, testSigner, type PlayedGame } from './play.ts';

/** Every option set a stored game of `m` can have: revision 1 (older games) and the module's own, each with every combination of its boolean options. */
function optionSets(m: GameModule): Record<string, unknown>[] {
  let sets: Record<string, unknown>[] = [{}];
  for (const o of m.options)
    sets = sets.flatMap((s) =>
      o.kind === 'boolean'
        ? [
            { ...s, [o.key]: false },
            { ...s, [o.key]: true },
          ]
        : [{ ...s, [o.key]: o.default }],
    );
  return m.revision > 1 ? [...sets, ...sets.map((s) => ({ ...s, revision: m.revision }))] : sets;
}

interface Case {
  kit: GameKit;
  options: Record<string, unknown>;
  v2: boolean;
  index: number;
}

const CASES: Case[] = [];
for (const kit of await Promise.all(allPackages().map((p) => p.kit()))) {
  for (const options of optionSets(kit.module)) {
    for (const v2 of [false, true]) CASES.push({ kit, options, v2, index: CASES.length });
  }
}

const label = (c: Case) => `${c.kit.module.id} ${JSON.stringify(c.options)} ${c.v2 ? 'v2' : 'v1'}`;

/** One action changed to another legal one, the rest kept while it stays legal: the edited game, rebuilt consistently. */
function legalEdit(
  m: GameModule,
  g: PlayedGame,
  seed: number,
): { actions: LoggedAction[]; state: GameState; what: string } | null {
  const rand = makeRand(seed);
  for (let tries = 0; tries < 40; tries++) {
    const i = rand.int(g.actions.length);
    const a = g.actions[i]!;
    const others = legalActions(m, g.states[i]!, a.side).filter((l) => l.action !== a.action);
    if (!others.length) continue;
    const b = rand.pick(others).action;
    const first = apply(m, g.states[i]!, a.side, b);
    if (!first.ok) throw new Error(`listed action "${b}" refused`);
    const actions = [...g.actions.slice(0, i), { side: a.side, action: first.action }];
    let state = first.state;
    for (const next of g.actions.slice(i + 1)) {
      if (state.result) break;
      const r = apply(m, state, next.side, next.action);
      if (!r.ok) break;
      actions.push({ side: next.side, action: r.action });
      state = r.state;
    }
    return {
      actions,
      state,
      what: `action #${i + 1} (${a.side}: ${a.action} → ${first.action}), ${actions.length} of ${g.actions.length} actions kept`,
    };
  }
  return null;
}

describe('npm run verify over fuzzed games of all four games, every option and rules revision', () => {
  let server: ExportSigner;
  let forger: ExportSigner;
  const played = new Map<number, PlayedGame>();
  const exported = new Map<number, FinishedExport>();

  beforeAll(async () => {
    server = await testSigner();
    forger = await testSigner();
    for (const c of CASES) {
      const setup = setupFor(c.index, c.options, c.v2);
      const g = playToEnd(
        c.kit.module,
        setup,
        c.kit.players[c.index % c.kit.players.length]!,
        9000 + c.index,
        c.kit.maxActions,
      );
      played.set(c.index, g);
      exported.set(c.index, signedExport(c.kit.module, setup, g.actions, g.state, server));
    }
  });

  it('covers the four games, both generators, both revisions of 日露大戦 and 奉天会戦, naval rules and the house rule', () => {
    expect(new Set(CASES.map((c) => c.kit.module.id))).toEqual(
      new Set(['hoten-kaisen', 'nichiro-taisen', 'sekigahara-musou', 'nihyaku-san-kochi']),
    );
    const nichiro = CASES.filter((c) => c.kit.module.id === 'nichiro-taisen').map((c) => JSON.stringify(c.options));
    expect(new Set(nichiro)).toEqual(
      new Set([
        '{"navalRules":false}',
        '{"navalRules":true}',
        '{"navalRules":false,"revision":2}',
        '{"navalRules":true,"revision":2}',
      ]),
    );
    expect(
      CASES.filter(
        (c) => c.kit.module.id === 'hoten-kaisen' && c.options.revision === 2 && c.options.passesAdvanceTime === true,
      ),
    ).toHaveLength(2);
    for (const c of CASES) expect(played.get(c.index)!.state.result, label(c)).not.toBeNull();
  });

  it.each(CASES.map((c) => [label(c), c] as const))('passes the genuine export: %s', (_name, c) => {
    const f = exported.get(c.index)!;
    const v = verifyExport(f, { key: server.publicKey });
    expect(v.lines.join('\n'), label(c)).toContain('PASS');
    expect(v.code).toBe(0);
    // It replayed with the stored options whole, the rules revision among them.
    expect(f.options).toEqual(c.options);
    expect(v.lines.join('\n')).toContain(`rules revision ${Number(c.options.revision ?? 1)}`);
    expect(v.lines.join('\n')).toContain(`by the key ${server.publicKey}`);
    if (c.v2) {
      expect(f.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(f.key).toMatch(/^[0-9a-f]{64}$/);
      expect(f).not.toHaveProperty('dice');
      const setup = played.get(c.index)!.setup;
      if (isKeyed(setup) && setup.presses) expect(f.presses).toEqual(setup.presses);
    } else {
      // A v1 game says it has no commitment, and holds no dice secret.
      expect(f.commitment).toBeNull();
      expect(f.key).toBeNull();
      expect(f.dice).toBe(NO_COMMITMENT);
      expect(v.lines).toContain(`    ${NO_COMMITMENT_LINE}`);
    }
  });

  it('needs the revision: some revision-2 日露大戦 games do not replay under revision-1 rules (what verify did before)', () => {
    const rev2 = CASES.filter((c) => c.kit.module.id === 'nichiro-taisen' && c.options.revision === 2);
    const kit = rev2[0]!.kit;
    // The cases' four games, and a few more by the kit's random player with the naval rules (whether
    // a game reaches a rule revision 2 changed depends on its players: the cases alone once had none).
    const games = [
      ...rev2.map((c) => played.get(c.index)!),
      ...[1, 2, 3, 4].map((k) =>
        playToEnd(
          kit.module,
          setupFor(700 + k, { navalRules: true, revision: 2 }, false),
          kit.players[0]!,
          700 + k,
          kit.maxActions,
        ),
      ),
    ];
    const broken = games.filter((g) => {
      const { revision: _dropped, ...declared } = g.setup.options;
      const r = replay(kit.module, diceSeedOf(g.setup), declared, g.actions);
      return !r.ok || JSON.stringify(r.state.result) !== JSON.stringify(g.state.result);
    });
    expect(broken.length).toBeGreaterThan(0);
  });

  it.each(CASES.map((c) => [label(c), c] as const))(
    'fails an export whose action was changed to another legal one, even with every die derived again: %s',
    (_name, c) => {
      const m = c.kit.module;
      const g = played.get(c.index)!;
      const edit = legalEdit(m, g, 500 + c.index);
      expect(edit, label(c)).not.toBeNull();
      const { actions, state, what } = edit!;
      // The forger's file: consistent in every die, the result and the status ("aborted" where the
      // edited game did not end), signed by his own key or carrying the bot's signature.
      const own = signedExport(m, g.setup, actions, state, forger);
      const unpinned = verifyExport(own);
      expect(unpinned.code, `${label(c)}: ${what}`).toBe(0);
      expect(unpinned.lines.join('\n')).toContain(`by the key ${forger.publicKey}`);
      const pinned = verifyExport(own, { key: server.publicKey });
      expect(pinned.code).toBe(1);
      expect(pinned.lines.join('\n')).toContain(`not the server's key ${server.publicKey}`);
      const kept = { ...own, signature: exported.get(c.index)!.signature };
      const v = verifyExport(kept, { key: server.publicKey });
      expect(v.code, `${label(c)}: ${what}`).toBe(1);
      expect(v.lines.join('\n')).toMatch(/MISMATCH {2}signature: does not match the file's content/);
    },
  );
});
