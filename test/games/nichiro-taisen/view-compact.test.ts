// 日露大戦's views name units, ships, key points and the turn by id or number (issue 22): their
// names, short labels, movement allowances, gunnery and months are the game's data. Each move's
// channel post stores the public view, so a view holds the position only — and must still show
// exactly what it showed when it carried that data.
import { describe, expect, it } from 'vitest';
import { COUNTER_BY_ID, COUNTERS, SHIP_BY_ID } from '#games/nichiro-taisen/data/counters.ts';
import { HEX_BY_ID, TURN_TRACK } from '#games/nichiro-taisen/data/map.ts';
import { nichiroTaisen as M } from '#games/nichiro-taisen/index.ts';
import { nichiroRenderer } from '#games/nichiro-taisen/render/index.ts';
import type { NichiroView, NSide, NState } from '#games/nichiro-taisen/types.ts';
import { sampleStates } from '../../kit/twin.ts';

/** States of a few random games (the naval rule in one), every 25th action and the last. */
function states(): NState[] {
  return sampleStates({
    module: M,
    games: 2,
    seed: 5,
    every: 25,
    maxActions: 300,
    options: [{}, { navalRules: true }],
  }) as NState[];
}

/** The view as it was written before (the data in it), as outbox rows written then still hold it. */
function withData(v: NichiroView): unknown {
  return {
    ...v,
    turnName: TURN_TRACK[v.turn - 1]!.name,
    units: v.units.map((u) => {
      const d = COUNTER_BY_ID[u.id]!;
      return { ...u, name: d.name, short: d.short, ma: d.ma };
    }),
    keyPoints: v.keyPoints.map((k) => ({ ...k, name: HEX_BY_ID.get(k.hex)!.town! })),
    ...(v.navy
      ? {
          navy: {
            ...v.navy,
            ships: v.navy.ships.map((s) => {
              const d = SHIP_BY_ID[s.id]!;
              return { ...s, fleet: d.fleet, name: d.name, gunnery: d.gunnery };
            }),
          },
        }
      : {}),
  };
}

describe('日露大戦 views carry ids, not the game data', () => {
  const all = states();

  it('no view repeats a unit name, a short label, a movement allowance or the month', () => {
    let navies = 0;
    for (const s of all) {
      for (const viewer of [null, ...M.sides] as (NSide | null)[]) {
        const v = M.view(s, viewer);
        const text = JSON.stringify(v);
        expect(text).not.toContain('turnName');
        for (const u of v.units)
          expect(Object.keys(u).sort()).toEqual(['flipped', 'id', 'side', 'strength', 'where', 'zocLoss']);
        for (const d of COUNTERS) expect(text).not.toContain(d.name.en);
        if (v.navy) {
          navies++;
          for (const ship of v.navy.ships) expect(Object.keys(ship).sort()).toEqual(['id', 'side', 'steps']);
        }
      }
    }
    expect(navies).toBeGreaterThan(0);
  });

  it('draws every view exactly as the view with the data in it (posts written before are drawn the same)', async () => {
    let compared = 0;
    for (const s of all.filter((_, i) => i % 2 === 0)) {
      for (const viewer of [null, ...M.sides] as (NSide | null)[]) {
        const v = M.view(s, viewer);
        for (const locale of ['ja', 'en'] as const) {
          const now = await nichiroRenderer.renderLayers(v, locale);
          const before = await nichiroRenderer.renderLayers(withData(v), locale);
          expect(now.overlayBody).toBe(before.overlayBody);
          expect(now.focus).toEqual(before.focus);
          expect(now.staticKey).toBe(before.staticKey);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});
