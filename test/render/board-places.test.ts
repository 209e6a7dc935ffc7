// The web board's places, for every registered game: each renderer says where its hexes, areas and
// units are drawn, inside its picture; and along a game of its kit's first player the map lights some of the choices
// the side to move is offered (the places are keyed by the very values the actions name).
import { describe, expect, it } from 'vitest';
import { makeRand } from '#ai/rand.ts';
import { randomPlayer } from '#ai/random.ts';
import { nextChoices } from '#engine/decisions.ts';
import { apply, pendingSides } from '#engine/engine.ts';
import { allPackages } from '#games/index.ts';

describe('board places', () => {
  for (const pkg of allPackages()) {
    const m = pkg.rules;
    it(`${m.id}: places inside the picture, and the side to move finds its choices on the map`, async () => {
      const r = await pkg.renderer();
      expect(r.places, `${m.id} renderer locates nothing`).toBeDefined();
      const rand = makeRand(11);
      // The game's own test players (a plain random one may take back its cards for ever).
      const player = (await pkg.kit()).players[0] ?? randomPlayer();
      let s = m.setup(1905, {});
      let lit = 0;
      let asked = 0;
      for (let i = 0; i < 300 && !s.result; i++) {
        const side = rand.pick(pendingSides(s));
        if (i % 10 === 0)
          for (const viewer of [null, ...m.sides]) {
            const p = r.places!(m.view(s, viewer));
            for (const [key, rect] of Object.entries(p.places)) {
              expect(rect.x, key).toBeGreaterThanOrEqual(-1);
              expect(rect.y, key).toBeGreaterThanOrEqual(-1);
              expect(rect.x + rect.w, key).toBeLessThanOrEqual(p.width + 1);
              expect(rect.y + rect.h, key).toBeLessThanOrEqual(p.height + 1);
            }
          }
        // Two levels of the tree: the first choices, and what follows the first one that goes on.
        const p = r.places!(m.view(s, side));
        const first = nextChoices(m, s, side, [], 60);
        const more = first.find((c) => !c.complete);
        const second = more ? nextChoices(m, s, side, more.value.split(' '), 60) : [];
        for (const c of [...first, ...second]) {
          asked++;
          if (p.places[c.token]) lit++;
        }
        const next = apply(m, s, side, player(m, s, side, rand));
        if (!next.ok) throw new Error(`${m.id}: ${next.rejection.code}`);
        s = next.state;
      }
      expect(asked).toBeGreaterThan(0);
      expect(lit, `${m.id}: none of ${asked} choices lit`).toBeGreaterThan(0);
    });
  }
});
