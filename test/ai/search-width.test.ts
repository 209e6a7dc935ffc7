// The search budget's `best` (iterations only for the root's best actions by their one-ply look)
// and `perAction` (at most so many iterations per action searched), on a wide decision (a
// movement phase of 関ヶ原無双, a hundred-odd moves) and a narrow one.
import { describe, expect, it } from 'vitest';
import { think } from '#ai/ismcts.ts';
import { midGame } from '#ai/positions.ts';
import { project } from '#ai/project.ts';
import { legalActions, pendingSides } from '#engine/engine.ts';
import { getPackage } from '#games/index.ts';

const pkg = getPackage('sekigahara-musou')!;
const m = pkg.rules;

/** A position of `m` whose side to act has at least `min` legal actions (at most `max`). */
function position(min: number, max: number) {
  for (let seed = 1905; seed < 1960; seed++)
    for (const steps of [10, 40, 90, 160]) {
      const s = midGame(m, seed, steps);
      const side = pendingSides(s)[0];
      if (side === undefined || s.result) continue;
      const n = legalActions(m, s, side).length;
      if (n >= min && n <= max) return { s, side };
    }
  throw new Error('no such position');
}

describe('search budget: best and perAction', () => {
  it('best: only the best actions by their priors are searched; the choice is one of them', () => {
    const { s, side } = position(60, 400);
    const p = project(pkg.ai, s, side);
    const t = think(m, pkg.ai, p, side, 1, { iterations: 60, rollout: 0, c: 0.7, best: 4 });
    const root = t.root!;
    const searched = root.filter((r) => r.visits > 1);
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.length).toBeLessThanOrEqual(4);
    // The searched ones are among the four best one-ply looks (a visit's mean was its prior).
    const plain = think(m, pkg.ai, p, side, 1, { iterations: 0, rollout: 0, c: 0.7 }).root!;
    const fourth = plain.map((r) => r.mean).sort((a, b) => b - a)[3]!;
    for (const r of searched) expect(plain.find((x) => x.action === r.action)!.mean).toBeGreaterThanOrEqual(fourth);
    expect(searched.map((r) => r.action)).toContain(t.action);
    // Without it the iterations spread over many more.
    const wide = think(m, pkg.ai, p, side, 1, { iterations: 60, rollout: 0, c: 0.7 }).root!;
    expect(wide.filter((r) => r.visits > 1).length).toBeGreaterThan(4);
  });

  it('perAction: a narrow decision gets that many iterations per action, a wide one the whole budget', () => {
    const narrow = position(2, 3);
    const n = legalActions(m, narrow.s, narrow.side).length;
    const a = think(m, pkg.ai, project(pkg.ai, narrow.s, narrow.side), narrow.side, 1, {
      iterations: 100,
      rollout: 0,
      c: 0.7,
      perAction: 5,
    });
    expect(a.iterations).toBe(5 * n);
    const wide = position(60, 400);
    const b = think(m, pkg.ai, project(pkg.ai, wide.s, wide.side), wide.side, 1, {
      iterations: 30,
      rollout: 0,
      c: 0.7,
      best: 10,
      perAction: 5,
    });
    expect(b.iterations).toBe(30);
  });
});
