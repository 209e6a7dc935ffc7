// The AI seat's projection and determinization hooks of 日露大戦 and 関ヶ原無双 (their ai.ts), over
// positions of seeded random games:
//  (a) two states that differ only in the opponent's secret (the kit's twin for the opponent) give
//      the side equal projections;
//  (b) a determinization of a projection leaves the side its own legal actions, keeps the game's
//      invariants, and random play goes on from it without an error;
//  (c) where there is a secret, different seeds give different determinizations.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, pendingSides } from '#engine/engine.ts';
import type { GameState, Side } from '#engine/types.ts';
import { determinize, project } from '#ai/project.ts';
import { makeRand } from '#ai/rand.ts';
import { randomPlayer } from '#ai/random.ts';
import { getPackage } from '#games/index.ts';
import type { GameKit } from '#engine/kit/types.ts';
import type { NichiroG } from '#games/nichiro-taisen/types.ts';
import type { SekiG } from '#games/sekigahara-musou/types.ts';
import { sampleStates } from '../kit/twin.ts';

interface Case {
  id: string;
  games: number;
  every: number;
  /** Extra checks of a determinization against the real state. */
  consistent: (real: GameState, det: GameState, side: Side) => void;
}

const sorted = (xs: readonly string[]) => [...xs].sort();

const CASES: Case[] = [
  {
    id: 'nichiro-taisen',
    games: 8,
    every: 23,
    consistent: (real, det, side) => {
      const a = (real as GameState<NichiroG>).g;
      const b = (det as GameState<NichiroG>).g;
      const them = side === 'japan' ? 'russia' : 'japan';
      // Its own hand (in order) and the discard pile stand; the opponent holds as many cards, the
      // deck has as many, and together they hold the same cards.
      expect(b.hands[side as 'japan']).toEqual(a.hands[side as 'japan']);
      expect(b.discard).toEqual(a.discard);
      expect(b.hands[them].length).toBe(a.hands[them].length);
      expect(sorted([...b.hands[them], ...b.deck])).toEqual(sorted([...a.hands[them], ...a.deck]));
      expect(b.hands[them]).not.toContain('#12');
      if (a.navy?.flagship) {
        const f = b.navy!.flagship!;
        expect(b.navy!.flagshipRevealed).toBe(a.navy.flagshipRevealed);
        if (side === 'russia' || a.navy.flagshipRevealed) expect(f).toBe(a.navy.flagship);
        else {
          // An unrevealed flagship is afloat in the Port Arthur fleet [rule 11.5].
          expect(b.navy!.ships[f]!.fleet).toBe('portArthur');
          expect(b.navy!.ships[f]!.steps).toBeGreaterThan(0);
        }
      }
    },
  },
  {
    id: 'sekigahara-musou',
    games: 8,
    every: 17,
    consistent: (real, det, side) => {
      const a = (real as GameState<SekiG>).g;
      const b = (det as GameState<SekiG>).g;
      const akashi = (g: SekiG) => Object.values(g.units).filter((u) => u.def === 'ukita-akashi');
      if ((real.stack.at(-1)?.kind as string) !== 'setup') {
        expect(akashi(b)).toHaveLength(1);
        const u = akashi(b)[0]!;
        if (side === 'west' || a.akashiRevealed) expect(u.id).toBe(akashi(a)[0]!.id);
        else {
          expect(u.where.kind).toBe('map');
          expect(u.face).toBe('troop');
        }
      }
      // Nothing but the labels of the 宇喜多隊 changes.
      const strip = (g: SekiG) => ({ ...g, units: Object.values(g.units).map(({ def: _d, ...u }) => u) });
      expect(strip(b)).toEqual(strip(a));
    },
  },
];

const other = (sides: readonly Side[], side: Side) => sides.find((s) => s !== side)!;

for (const c of CASES) {
  describe(`${c.id}: the AI seat's projection and determinization`, async () => {
    const pkg = getPackage(c.id)!;
    const kit = (await pkg.kit()) as GameKit;
    const ai = pkg.ai;
    const m = kit.module;
    const states = sampleStates({
      module: m,
      games: c.games,
      seed: 11,
      every: c.every,
      maxActions: kit.maxActions,
      player: kit.players,
      options: kit.options,
    }).filter((s) => !s.result);

    it('(a) states that differ only in the opponent’s secret give equal projections', () => {
      const rand = makeRand(5);
      let twins = 0;
      for (const s of states)
        for (const side of m.sides) {
          for (let k = 0; k < 3; k++) {
            const twin = kit.twin(s, other(m.sides, side), rand);
            if (!twin) continue;
            twins++;
            const a = project(ai, s, side);
            const b = project(ai, twin.state, side);
            if (!isDeepStrictEqual(a, b))
              expect.fail(`step ${s.step}, ${side}'s projection differs (twin: ${twin.what})`);
          }
        }
      expect(twins).toBeGreaterThan(20);
    });

    it('(b) a determinization keeps the side’s legal actions and the invariants, and play goes on', () => {
      const rand = makeRand(7);
      const play = randomPlayer({ weight: ai.weight });
      let checked = 0;
      for (const s of states)
        for (const side of pendingSides(s)) {
          const det = determinize(ai, project(ai, s, side), side, rand);
          c.consistent(s, det, side);
          expect(legalActions(m, det, side)).toEqual(legalActions(m, s, side));
          for (const inv of kit.invariants) expect(inv(det, null)).toBeNull();
          let t = det;
          for (let n = 0; n < 40 && !t.result; n++) {
            const who = pendingSides(t)[0];
            if (!who) break;
            const r = apply(m, t, who, play(m, t, who, rand));
            if (!r.ok) expect.fail(`step ${s.step} for ${side}, play ${n}: refused ${r.rejection.code}`);
            for (const inv of kit.invariants) {
              const e = inv(r.state, t);
              if (e) expect.fail(`step ${s.step} for ${side}, play ${n}: ${e}`);
            }
            t = r.state;
          }
          checked++;
        }
      expect(checked).toBeGreaterThan(20);
    });

    it('(c) different seeds give different determinizations where there is a secret', () => {
      const rand = makeRand(9);
      let secrets = 0;
      for (const s of states)
        for (const side of m.sides) {
          if (!kit.twin(s, other(m.sides, side), rand)) continue;
          secrets++;
          const p = project(ai, s, side);
          const seen = new Set<string>();
          for (let seed = 1; seed <= 8; seed++) seen.add(JSON.stringify(determinize(ai, p, side, makeRand(seed)).g));
          if (seen.size < 2) expect.fail(`step ${s.step}, ${side}: one determinization for 8 seeds`);
          // The same seed, the same guess.
          expect(determinize(ai, p, side, makeRand(3))).toEqual(determinize(ai, p, side, makeRand(3)));
        }
      expect(secrets).toBeGreaterThan(10);
    });
  });
}
