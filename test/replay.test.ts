// `npm run replay`: a game is its setup plus its action log.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { runReplay, type ReplayFile } from '#src/replay.ts';
import { hotenKaisen } from '#games/hoten-kaisen/index.ts';
import { apply, legalActions, pendingSides } from '#engine/engine.ts';
import { nichiroTaisen } from '#games/nichiro-taisen/index.ts';
import { randomPlayer } from '#ai/random.ts';
import { isKeyed } from '#service/types.ts';
import type { GameModule } from '#engine/types.ts';
import { playToEnd, setupFor, signedExport, testSigner } from './export/play.ts';

describe('replay', () => {
  it('replays the example file to its public view', () => {
    const file = JSON.parse(fs.readFileSync('examples/replay-hoten.json', 'utf8')) as ReplayFile;
    const out = runReplay(file);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.steps).toBe(file.actions.length);
    // The public view: the two counters that fought are known, the others are blank backs.
    const view = out.view as { viewer: unknown; counters: { known: boolean; where: { kind: string; hex?: string } }[] };
    expect(view.viewer).toBeNull();
    const known = view.counters.filter((c) => c.known);
    expect(known.length).toBe(2);
    expect(view.counters.filter((c) => !c.known && c.where.kind === 'map').length).toBeGreaterThan(0);
  });

  it('reports the index and the rule of the first illegal action', () => {
    const out = runReplay({
      game: 'hoten-kaisen',
      seed: 7,
      actions: [
        ['japan', 'place-historical'],
        ['russia', 'place-historical'],
        ['japan', 'move J2 0402'],
        ['russia', 'pass'],
      ],
    });
    expect(out).toMatchObject({
      ok: false,
      index: 2,
      side: 'japan',
      action: 'move J2 0402',
      code: 'TOO_FAR',
      rule: '8.0',
    });
  });

  it('refuses an unknown game and a missing seed', () => {
    expect(runReplay({ game: 'chess', seed: 1, actions: [] }).ok).toBe(false);
    expect(runReplay({ game: 'hoten-kaisen', seed: 1.5, actions: [] }).ok).toBe(false);
  });

  it('reproduces a whole random game exactly, dice included', () => {
    const m = hotenKaisen;
    let state = m.setup(1234, {});
    const log: [string, string][] = [];
    let k = 0;
    while (!state.result && k < 3000) {
      const side = pendingSides(state)[0]!;
      const legal = legalActions(m, state, side).filter((l) => l.action !== 'pass' || k % 7 === 0);
      const pick = legal[(k * 7919) % legal.length] ?? legalActions(m, state, side)[0]!;
      const r = apply(m, state, side, pick.action);
      if (!r.ok) throw new Error(r.rejection.text.en);
      state = r.state;
      log.push([side, pick.action]);
      k++;
    }
    expect(state.result).not.toBeNull();
    const out = runReplay({ game: 'hoten-kaisen', seed: 1234, actions: log });
    expect(out.ok).toBe(true);
    if (out.ok) expect(out.view).toEqual(m.view(state, null));
  });

  it('replays 日露大戦 too, and names its first illegal action with the rule', () => {
    const ok = runReplay({
      game: 'nichiro-taisen',
      seed: 3,
      actions: [
        ['japan', 'move J-2'],
        ['japan', 'to 1015'],
        ['japan', 'end-movement'],
      ],
    });
    expect(ok.ok).toBe(true);
    if (ok.ok)
      expect((ok.view as { units: { id: string; where: unknown }[] }).units.find((u) => u.id === 'J-2')?.where).toEqual(
        { kind: 'map', hex: '1015' },
      );
    // Turn 1 begins with Japan's movement phase ([rule 5.1]): Russia has nothing to decide.
    const bad = runReplay({ game: 'nichiro-taisen', seed: 3, actions: [['russia', 'end-movement']] });
    expect(bad).toMatchObject({ ok: false, index: 0, side: 'russia', code: 'NOT_YOUR_DECISION' });
  });

  it('takes the same setup as verify: a stored Game.setup (v2: secret, words, presses) or an export, with the rules revision and every option', async () => {
    const m: GameModule = nichiroTaisen;
    // A revision-2 日露大戦 with the naval rules whose game goes otherwise under revision 1.
    let found: { setup: ReturnType<typeof setupFor>; g: ReturnType<typeof playToEnd> } | null = null;
    for (let i = 1; i < 16 && !found; i += 2) {
      const setup = setupFor(i, { navalRules: true, revision: 2 }, true);
      const g = playToEnd(m, setup, randomPlayer(), 40 + i, 6000);
      const { revision: _dropped, ...rev1 } = setup.options;
      const under1 = runReplay({ game: m.id, setup: { ...setup, options: rev1 }, actions: g.actions });
      if (!under1.ok || JSON.stringify(under1.result) !== JSON.stringify(g.state.result)) found = { setup, g };
    }
    expect(found).not.toBeNull();
    const { setup, g } = found!;
    expect(isKeyed(setup) && setup.presses?.length).toBeTruthy();
    const expected = m.view(g.state, null);
    const stored = runReplay({
      game: m.id,
      setup,
      actions: g.actions.map((a) => [a.side, a.action] as [string, string]),
    });
    expect(stored.ok).toBe(true);
    if (stored.ok) {
      expect(stored.view).toEqual(expected);
      expect(stored.result).toEqual(g.state.result);
    }
    const exported = runReplay(signedExport(m, setup, g.actions, g.state, await testSigner()));
    expect(exported).toEqual(stored);
  });

  it('refuses a setup it cannot read, saying why', () => {
    expect(
      runReplay({
        game: 'nichiro-taisen',
        setup: { generator: 'v2', secret: 'zz', commitment: '', words: { creator: '', accepter: '' }, options: {} },
        actions: [],
      }),
    ).toMatchObject({ ok: false, error: expect.stringContaining('key must be 64') });
    expect(
      runReplay({ game: 'hoten-kaisen', seed: 1, options: [] as unknown as Record<string, unknown>, actions: [] }),
    ).toMatchObject({ ok: false, error: 'options must be an object' });
    expect(
      runReplay({ game: 'hoten-kaisen', seed: 1, actions: [['japan'] as unknown as [string, string]] }),
    ).toMatchObject({ ok: false, error: expect.stringContaining('each action') });
  });
});
