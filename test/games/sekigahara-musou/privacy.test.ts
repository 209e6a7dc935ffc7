// 関ヶ原無双: which 宇喜多隊 carries 明石全登 is the West's secret until a result shows it ([rule 3.2]).
// The twin-state harness (test/kit/twin.ts) over states of random games: a state and its twin —
// 明石全登 moved to another still-hidden 宇喜多隊 — must give the public and the East the same views,
// summary, log, legal actions and labels, refusals and channel payloads, now and after a step.
import { describe, expect, it } from 'vitest';
import { makeRand } from '#ai/rand.ts';
import { randomPlayer } from '#ai/random.ts';
import { apply, pendingSides } from '#engine/engine.ts';
import type { GameState, Side } from '#engine/types.ts';
import { UKITA_HEXES } from '#games/sekigahara-musou/data/units.ts';
import { sekigaharaMusou as M } from '#games/sekigahara-musou/index.ts';
import type { SekiFrame, SekiG } from '#games/sekigahara-musou/types.ts';
import { unitFace } from '#games/sekigahara-musou/view.ts';
import { renderGameImageWithSvg } from '#images/index.ts';
import { firstDiff, sampleStates, twinCheck } from '../../kit/twin.ts';
import { hiddenUkita, sekiTwin as ukitaTwin } from '#games/sekigahara-musou/kit.ts';

type S = GameState<SekiG, SekiFrame>;

describe('関ヶ原無双 privacy: the hidden 宇喜多隊', () => {
  const states = sampleStates({ module: M, games: 4, seed: 3, every: 5, maxActions: 3000 }) as S[];

  it('[rule 3.2] a state and its twin (明石全登 under another hidden 宇喜多隊) look the same to the public and the East', async () => {
    const report = await twinCheck({ module: M, states, twin: ukitaTwin, seed: 3, svgEvery: 6 });
    console.log(
      `sekigahara twins: ${states.length} states, ${report.twins} twins compared (${report.steps} after a step, ${report.undos ?? 0} undone), ${report.refusals} refusals`,
    );
    expect(report.differences).toEqual([]);
    expect(report.twins).toBeGreaterThan(10);
    expect(report.steps).toBeGreaterThan(5);
    // Steps taken back (/undo) compared too.
    expect(report.undos ?? 0).toBeGreaterThan(0);
    expect(report.svgs).toBeGreaterThan(2);
  });

  it('[rule 3.2] the four setups (明石全登 under each 宇喜多隊) play alike for the public and the East until one is shown', async () => {
    // One game from the same seed, four ways: the same actions (chosen in the first) go to all four
    // until a result flips a 宇喜多隊. Everything public or East-facing must be the same in all four.
    for (const seed of [11, 12]) {
      const at0 = M.setup(seed, {});
      const games = UKITA_HEXES.map((hex) => {
        const r = apply(M, at0, 'west', `akashi ${hex}`);
        if (!r.ok) throw new Error(r.rejection.code);
        return r.state as S;
      });
      const rand = makeRand(seed);
      const player = randomPlayer();
      let compared = 0;
      const seen = (s: S) => ({
        pub: M.view(s, null),
        east: M.view(s, 'east'),
        summary: M.summary(s),
        log: s.log.map((e) => e.text),
        pending: pendingSides(s),
      });
      for (let step = 0; step < 400; step++) {
        const ref = seen(games[0]!);
        for (const [k, g] of games.entries())
          expect(firstDiff(ref, seen(g)), `seed ${seed} step ${step}: setup ${k}`).toBeNull();
        if (step % 40 === 0) {
          const svgs = await Promise.all(
            games.map(async (g) => (await renderGameImageWithSvg(M.id, M.view(g, null), 'ja')).svg),
          );
          for (const svg of svgs) expect(svg === svgs[0]).toBe(true);
        }
        compared++;
        const s0 = games[0]!;
        if (s0.result) break;
        const side = pendingSides(s0)[0]! as Side;
        const action = player(M, s0, side, rand);
        const next = games.map((g) => apply(M, g, side, action));
        if (next.some((r) => !r.ok)) throw new Error(`seed ${seed} step ${step}: ${action} refused in one setup`);
        const states = next.map((r) => (r as { state: S }).state);
        // A flipped 宇喜多隊 shows who it is: from here the games may differ, as the rules say.
        if (states.some((s) => hiddenUkita(s).length < 4)) break;
        games.splice(0, 4, ...states);
      }
      expect(compared).toBeGreaterThan(10);
    }
  });

  it('[rule 3.2] the West sees which one it is; the East and the public do not', () => {
    const s = states.find((x) => hiddenUkita(x).some((u) => u.def === 'ukita-akashi'))!;
    const akashi = hiddenUkita(s).find((u) => u.def === 'ukita-akashi')!;
    const west = M.view(s, 'west').units.find((u) => u.id === akashi.id)!;
    const east = M.view(s, 'east').units.find((u) => u.id === akashi.id)!;
    expect(unitFace(west).back?.name.en).toBe('Akashi Takenori');
    expect(unitFace(east).back).toBeNull();
    expect(JSON.stringify([M.view(s, 'east'), M.view(s, null)])).not.toContain('Akashi');
  });
});

describe('[rule 3.2] private maps', () => {
  it('[rule 3.2] the West is sent a private map when its hidden 明石全登 moves; the East never for a secret', () => {
    const s = sampleStates({ module: M, games: 1, seed: 5, every: 1, maxActions: 400 }) as S[];
    let westChanges = 0;
    for (let i = 1; i < s.length; i++) {
      const [prev, next] = [s[i - 1]!, s[i]!];
      if (next.result) continue;
      expect(M.privateChanged!(prev, next, 'east')).toBe(false);
      const moved =
        JSON.stringify(hiddenUkita(prev).find((u) => u.def === 'ukita-akashi')?.where) !==
        JSON.stringify(hiddenUkita(next).find((u) => u.def === 'ukita-akashi')?.where);
      expect(M.privateChanged!(prev, next, 'west')).toBe(moved);
      if (moved) westChanges++;
    }
    expect(westChanges).toBeGreaterThan(0);
  });
});

describe('[rule 3.2] once shown, always known', () => {
  it('[rule 3.2] [rule 9.2] 明石全登 rebuilt to its troop face stays known to all: the public view names it, the West has no secret left', () => {
    const s = M.setup(21, {}) as S;
    const r = apply(M, s, 'west', `akashi ${UKITA_HEXES[0]}`);
    if (!r.ok) throw new Error(r.rejection.code);
    const set = r.state as S;
    const akashi = Object.values(set.g.units).find((u) => u.def === 'ukita-akashi')!;
    // Flipped by a result (8.5.3), then rebuilt (9.2): on its troop face again.
    const shown = structuredClone(set);
    shown.g.akashiRevealed = true;
    const pub = M.view(shown, null).units.find((u) => u.id === akashi.id)!;
    expect(unitFace(pub).back?.name.en).toBe('Akashi Takenori');
    expect(unitFace(M.view(set, null).units.find((u) => u.id === akashi.id)!).back?.name.en).not.toBe(
      'Akashi Takenori',
    );
    expect(M.view(shown, 'west').units.find((u) => u.id === akashi.id)!.akashi).toBeUndefined();
    expect(hiddenUkita(shown)).toEqual([]);
    // Moving it later sends the West no private map: there is nothing private left to show.
    const moved = structuredClone(shown);
    moved.g.units[akashi.id]!.where = { kind: 'map', hex: '2000' };
    expect(M.privateChanged!(shown, moved, 'west')).toBe(false);
  });

  it('[rule 8.5.3] the result that flips 明石全登 marks it shown', () => {
    // Found in random play: the first state where 明石全登 shows its commander face.
    const states = sampleStates({ module: M, games: 6, seed: 40, every: 1, maxActions: 3000 }) as S[];
    const at = states.findIndex((s) =>
      Object.values(s.g.units).some((u) => u.def === 'ukita-akashi' && u.face === 'commander'),
    );
    expect(at).toBeGreaterThan(0);
    expect(states[at]!.g.akashiRevealed).toBe(true);
    expect(states[at - 1]!.g.akashiRevealed).toBe(false);
  });
});
