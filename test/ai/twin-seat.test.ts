// The AI seat keeps secrets by construction (issue 25 item 4): for every registered game, two states
// that differ only in the opponent's secret (the game's twin, as the privacy harness builds it)
// give the seat equal projections, and a seeded search on them makes the same choice. And the
// projection is not blind: a twin of the seat's OWN secret changes what it is given.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { legalActions, pendingSides } from '#engine/engine.ts';
import { think } from '#ai/ismcts.ts';
import { makePlayer } from '#ai/match.ts';
import { determinize, project } from '#ai/project.ts';
import { makeRand } from '#ai/rand.ts';
import { allPackages } from '#games/index.ts';
import { sampleStates } from '#test/kit/twin.ts';

/** A score that changes with every fact of the state (FNV-1a of its text). */
const hash = (text: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

const SEARCH = { iterations: 24, rollout: 4, c: 0.7 };

describe('the AI seat plays from its side’s projection only [issue 25]', () => {
  for (const pkg of allPackages()) {
    const m = pkg.rules;
    it(`${m.id}: a twin of the opponent's secret gives the same projection and the same choice`, async () => {
      const kit = await pkg.kit();
      const states = sampleStates({
        module: m,
        games: 3,
        seed: 31,
        every: 7,
        maxActions: kit.maxActions,
        player: kit.players,
        options: kit.options,
      });
      const rand = makeRand(5);
      const greedy = makePlayer('greedy', { ...pkg.ai, evaluate: (st) => hash(JSON.stringify(st.g)) });
      let twins = 0;
      let searched = 0;
      let ownChanged = 0;
      let ownTwins = 0;
      for (const s of states) {
        if (s.result) continue;
        for (const seat of m.sides) {
          const mine = project(pkg.ai, s, seat);
          for (const opp of m.sides.filter((x) => x !== seat)) {
            const t = kit.twin(s, opp, rand);
            if (!t) continue;
            twins++;
            const theirs = project(pkg.ai, t.state, seat);
            expect(isDeepStrictEqual(mine, theirs), `${seat}'s projection differs when ${t.what}`).toBe(true);
            if (pendingSides(s).includes(seat) && legalActions(m, s, seat).length > 1 && searched < 6) {
              searched++;
              const seed = rand.uint32();
              const a = think(m, pkg.ai, mine, seat, seed, SEARCH).action;
              const b = think(m, pkg.ai, theirs, seat, seed, SEARCH).action;
              expect(b, `${seat} chose differently when ${t.what}`).toBe(a);
              // And when it keeps the states it met (budget `reuse`): they are its guesses'.
              const c = think(m, pkg.ai, theirs, seat, seed, { ...SEARCH, reuse: true }).action;
              expect(c, `${seat} chose differently when ${t.what}, keeping states`).toBe(a);
              // Its choice is one of its legal actions in the real game.
              expect(legalActions(m, s, seat).map((l) => l.action)).toContain(a);
              // The match's greedy seat, given the real states (it projects them itself), too: even
              // with an evaluation that reads every fact of the state it is given, secrets included.
              const g1 = greedy(m, s, seat, makeRand(seed));
              const g2 = greedy(m, t.state, seat, makeRand(seed));
              expect(g2, `the match's greedy ${seat} chose differently when ${t.what}`).toEqual(g1);
              expect(legalActions(m, s, seat).map((l) => l.action)).toContainEqual(g1);
            }
          }
          // Not blind: its own secret changed, its projection changes (most of the time: a reordered
          // hand, say, it may put in its own order).
          const own = kit.twin(s, seat, rand);
          if (own) {
            ownTwins++;
            if (!isDeepStrictEqual(mine, project(pkg.ai, own.state, seat))) ownChanged++;
          }
        }
      }
      expect(twins).toBeGreaterThan(0);
      if (ownTwins > 0) expect(ownChanged).toBeGreaterThan(0);
      if (states.some((s) => pendingSides(s).length > 0)) expect(searched).toBeGreaterThan(0);
    });

    it(`${m.id}: no dice and no log reach the seat; determinizations keep its own legal actions`, async () => {
      const kit = await pkg.kit();
      const states = sampleStates({
        module: m,
        games: 2,
        seed: 77,
        every: 11,
        maxActions: kit.maxActions,
        player: kit.players,
        options: kit.options,
      });
      const rand = makeRand(9);
      for (const s of states) {
        if (s.result) continue;
        for (const seat of pendingSides(s)) {
          const p = project(pkg.ai, s, seat);
          expect(p.log).toEqual([]);
          // Two states with other dice to come give the same projection.
          expect(project(pkg.ai, { ...s, rng: { ...s.rng, ...m.setup(999, {}).rng } }, seat)).toEqual(p);
          const d = determinize(pkg.ai, p, seat, rand);
          expect(legalActions(m, d, seat).map((l) => l.action)).toEqual(legalActions(m, s, seat).map((l) => l.action));
        }
      }
    });
  }
});
