// 関ヶ原無双: which 宇喜多隊 carries 明石全登 is the West's secret until a result shows it ([rule 3.2]).
// The twin-state harness (test/kit/twin.ts) over states of random games: a state and its twin —
// 明石全登 moved to another still-hidden 宇喜多隊 — must give the public and the East the same views,
// summary, log, legal actions and labels, refusals and channel payloads, now and after a step.
import { describe, expect, it } from 'vitest';
import type { GameState, Side } from '../../../src/engine/types.ts';
import { sekigaharaMusou as M } from '../../../src/games/sekigahara-musou/index.ts';
import type { SekiFrame, SekiG } from '../../../src/games/sekigahara-musou/types.ts';
import { sampleStates, twinCheck, type Twin } from '../../kit/twin.ts';
import type { Rand } from '../../../src/ai/rand.ts';

type S = GameState<SekiG, SekiFrame>;

/** The 宇喜多隊 still on their troop face on the map: nobody but the West knows which is 明石's. */
const hiddenUkita = (s: S) => Object.values(s.g.units).filter((u) => /^ukita-[a-d]$/.test(u.id) && u.where.kind === 'map' && u.face === 'troop');

function ukitaTwin(original: GameState<SekiG>, side: Side, rand: Rand, after?: GameState<SekiG>): Twin<SekiG> | null {
  const state = original as S;
  const next = after as S | undefined;
  if (side !== 'west' || state.stack.at(-1)?.kind === 'setup') return null;
  const still = (id: string) => !next || hiddenUkita(next).some((u) => u.id === id);
  const hidden = hiddenUkita(state).filter((u) => still(u.id));
  const akashi = hidden.find((u) => u.def === 'ukita-akashi');
  if (!akashi) return null;
  const other = rand.pick(hidden.filter((u) => u.id !== akashi.id));
  if (!other) return null;
  const t = structuredClone(state);
  t.g.units[akashi.id]!.def = other.def;
  t.g.units[other.id]!.def = 'ukita-akashi';
  return { state: t, what: `明石 ${akashi.id} → ${other.id}` };
}

describe('関ヶ原無双 privacy: the hidden 宇喜多隊', () => {
  const states = sampleStates({ module: M, games: 4, seed: 3, every: 5, maxActions: 3000 }) as S[];

  it('[rule 3.2] a state and its twin (明石全登 under another hidden 宇喜多隊) look the same to the public and the East', async () => {
    const report = await twinCheck({ module: M, states, twin: ukitaTwin, seed: 3, svgEvery: 0 });
    console.log(`sekigahara twins: ${states.length} states, ${report.twins} twins compared (${report.steps} after a step), ${report.refusals} refusals`);
    expect(report.differences).toEqual([]);
    expect(report.twins).toBeGreaterThan(10);
    expect(report.steps).toBeGreaterThan(5);
  });

  it('[rule 3.2] the West sees which one it is; the East and the public do not', () => {
    const s = states.find((x) => hiddenUkita(x).some((u) => u.def === 'ukita-akashi'))!;
    const akashi = hiddenUkita(s).find((u) => u.def === 'ukita-akashi')!;
    const west = M.view(s, 'west').units.find((u) => u.id === akashi.id)!;
    const east = M.view(s, 'east').units.find((u) => u.id === akashi.id)!;
    expect(west.back?.name.en).toBe('Akashi Takenori');
    expect(east.back).toBeNull();
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
      const moved = JSON.stringify(hiddenUkita(prev).find((u) => u.def === 'ukita-akashi')?.where) !== JSON.stringify(hiddenUkita(next).find((u) => u.def === 'ukita-akashi')?.where);
      expect(M.privateChanged!(prev, next, 'west')).toBe(moved);
      if (moved) westChanges++;
    }
    expect(westChanges).toBeGreaterThan(0);
  });
});
