// 関ヶ原無双's views name each unit's data by id (issue 22): its names and values on both faces are
// the game's data. Each move's channel post stores the public view, so a view holds the position
// only — and must still show exactly what it showed when it carried the data.
import { describe, expect, it } from 'vitest';
import type { GameState } from '#engine/types.ts';
import { UNITS } from '#games/sekigahara-musou/data/units.ts';
import { sekigaharaMusou as M } from '#games/sekigahara-musou/index.ts';
import { sekiRenderer } from '#games/sekigahara-musou/render/index.ts';
import type { SekiFrame, SekiG, SideId } from '#games/sekigahara-musou/types.ts';
import { type SekiView, unitFace } from '#games/sekigahara-musou/view.ts';
import { sampleStates } from '../../kit/twin.ts';

type S = GameState<SekiG, SekiFrame>;

/** States of a few random games, every 20th action and the last. */
function states(): S[] {
  return sampleStates({ module: M, games: 2, seed: 4, every: 20, maxActions: 300 }) as S[];
}

/** The view as it was written before (each unit's name and values in it, no def), as outbox rows written then still hold it. */
function withData(v: SekiView): unknown {
  return {
    ...v,
    units: v.units.map((u) => {
      const { def: _def, akashi, ...rest } = u;
      return { ...rest, ...unitFace(u), ...(akashi ? { akashi } : {}) };
    }),
  };
}

describe('関ヶ原無双 views carry ids, not the game data', () => {
  const all = states();

  it('no view repeats a unit name or its values; a unit names other data only when it shows another', () => {
    for (const s of all) {
      for (const viewer of [null, ...M.sides] as (SideId | null)[]) {
        const v = M.view(s, viewer) as SekiView;
        // (The last combat is the state's record, names and all: not the units' data.)
        const text = JSON.stringify(v.units);
        for (const d of UNITS) expect(text).not.toContain(`"${d.name.en}"`);
        for (const u of v.units) {
          expect(Object.keys(u).every((k) => ['id', 'side', 'where', 'face', 'def', 'akashi'].includes(k))).toBe(true);
          if (u.def !== undefined) expect(u.def).not.toBe(u.id);
        }
      }
    }
  });

  it('draws every view exactly as the view with the data in it (posts written before are drawn the same)', async () => {
    let compared = 0;
    for (const s of all.filter((_, i) => i % 2 === 0)) {
      for (const viewer of [null, ...M.sides] as (SideId | null)[]) {
        const v = M.view(s, viewer);
        for (const locale of ['ja', 'en'] as const) {
          const now = await sekiRenderer.renderLayers(v, locale);
          const before = await sekiRenderer.renderLayers(withData(v as SekiView), locale);
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
