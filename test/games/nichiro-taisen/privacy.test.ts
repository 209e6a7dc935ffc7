// 日露大戦: hands stay secret [rule 10.0], and so does Makarov's flagship [rule 11.5]. The
// twin-state harness (test/kit/twin.ts) over states sampled from random games: a state and its
// twin — one side's hand reordered, one of its cards exchanged with one of the deck, or Russia's
// flagship moved to a Port Arthur ship in the same state (the game's kit, src/games/nichiro-taisen/kit.ts) — must give the public and the
// opponent the same views, summary, log, legal actions and labels, refusals, channel post and
// buttons, DMs and public map SVG, now and after a step.
//
// Size: NICHIRO_PRIVACY_GAMES (default below); NICHIRO_PRIVACY_SEED shifts the seeds.
import { describe, expect, it } from 'vitest';
import type { GameState } from '#engine/types.ts';
import { nichiroTaisen as M } from '#games/nichiro-taisen/index.ts';
import type { NichiroG, NSide } from '#games/nichiro-taisen/types.ts';
import { makeRand } from '#ai/rand.ts';
import { leakyModules, sampleStates, twinCheck } from '../../kit/twin.ts';
import { getPackage } from '#games/index.ts';
import { nichiroTwin } from '#games/nichiro-taisen/kit.ts';

const nichiroKit = await getPackage(M.id)!.kit();

const GAMES = Number(process.env.NICHIRO_PRIVACY_GAMES ?? 8);
const SEED = Number(process.env.NICHIRO_PRIVACY_SEED ?? 1);
type S = GameState<NichiroG>;

const sample = (games: number, every: number) =>
  sampleStates({
    module: M,
    games,
    seed: SEED,
    every,
    maxActions: nichiroKit.maxActions,
    player: nichiroKit.players,
    options: nichiroKit.options,
  });

describe(`nichiro-taisen privacy: states of ${GAMES} random games (NICHIRO_PRIVACY_GAMES)`, () => {
  const states = sample(GAMES, 5);

  it('a state and its twin (one side’s secret changed) look the same to the public and the opponent', async () => {
    const report = await twinCheck({ module: M, states, twin: nichiroKit.twin, seed: SEED });
    console.log(
      `nichiro-taisen twins: ${states.length} states, ${report.twins} twins compared (${report.steps} after a step, ${report.undos ?? 0} undone), ${report.refusals} refusals, ${report.svgs} SVG pairs; ${report.noSecret} state-sides with no secret to change`,
    );
    expect(report.differences).toEqual([]);
    expect(report.twins).toBeGreaterThan(states.length);
    expect(report.steps).toBeGreaterThan(states.length / 2);
    // Steps taken back (/undo) compared too.
    expect(report.undos ?? 0).toBeGreaterThan(0);
    expect(report.svgs).toBeGreaterThan(0);
  });

  it('every kind of twin occurs, and a twin changes only its side’s secret', () => {
    const kinds = new Map<string, number>();
    const rand = makeRand(SEED);
    for (const s of states) {
      for (const side of ['japan', 'russia'] as NSide[]) {
        const t = nichiroTwin(s, side, rand);
        if (!t) continue;
        const kind = t.what.split(' ')[0]!;
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        // Everything but the side's hand, the deck and the navy is untouched; the cards are the same 16.
        const { hands, deck, navy, ...rest } = t.state.g;
        const { hands: h0, deck: d0, navy: n0, ...rest0 } = s.g;
        expect(rest).toEqual(rest0);
        expect(hands[side === 'japan' ? 'russia' : 'japan']).toEqual(h0[side === 'japan' ? 'russia' : 'japan']);
        expect([...hands[side], ...deck].sort()).toEqual([...h0[side], ...d0].sort());
        expect(hands[side].length).toBe(h0[side].length);
        expect(deck.length).toBe(d0.length);
        if (kind === 'order') expect([...hands[side]].sort()).toEqual([...h0[side]].sort());
        if (kind === 'flagship') expect(navy!.flagship).not.toBe(n0!.flagship);
        else expect(navy).toEqual(n0);
        expect(t.state).not.toEqual(s);
      }
    }
    expect([...kinds.keys()].sort()).toEqual(['flagship', 'hand', 'order']);
  });

  it('the harness sees a leak through a view, a refusal, a log line or a button', async () => {
    const few = sample(2, 25);
    const secret = (s: S, side: string) =>
      s.g.hands[side as NSide].join(',') + (side === 'russia' ? ` ${s.g.navy?.flagship ?? ''}` : '');
    for (const [path, leaky] of Object.entries(leakyModules(M, secret))) {
      const report = await twinCheck({ module: leaky, states: few, twin: nichiroKit.twin, seed: SEED, svgEvery: 0 });
      expect(
        report.differences.some((d) => d.includes(path)),
        `${path}: ${report.differences[0]}`,
      ).toBe(true);
    }
  });
});
