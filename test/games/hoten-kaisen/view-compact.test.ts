// 奉天会戦's views name known counters by id (issue 22): their names, strength and the time track
// are the game's data. Each move's channel post stores the public view, so a view holds the
// position only — and must still show exactly what it showed when it carried the names.
import { describe, expect, it } from 'vitest';
import type { GameState } from '#engine/types.ts';
import { COUNTER_BY_ID, COUNTERS } from '#games/hoten-kaisen/data/counters.ts';
import { TIME_TRACK } from '#games/hoten-kaisen/data/map.ts';
import { hotenKaisen as M } from '#games/hoten-kaisen/index.ts';
import { unitRef } from '#games/hoten-kaisen/messages.ts';
import { hotenRenderer } from '#games/hoten-kaisen/render/index.ts';
import type { HotenG, HotenSide, HotenView } from '#games/hoten-kaisen/types.ts';
import { combatantName, counterFace } from '#games/hoten-kaisen/view.ts';
import { sampleStates } from '../../kit/twin.ts';

type S = GameState<HotenG>;

/** States of a few random games, each after every 7th action, with at least one last combat among them. */
function states(): S[] {
  return sampleStates({ module: M, games: 2, seed: 3, every: 7, maxActions: 400 }) as S[];
}

/** The view as it was written before (names, short names, strengths, the time track and `resting: false` in it), as outbox rows written then still hold it. */
function withNames(v: HotenView, s: S): unknown {
  const g = s.g;
  const named = (c: { side: HotenSide; id?: string; name?: unknown; result: unknown }, id: string) => ({
    side: c.side,
    name: unitRef(g.units[id]!, v.viewer),
    result: c.result,
  });
  return {
    ...v,
    timeTrack: TIME_TRACK,
    counters: v.counters.map((c) => {
      const d = c.known && c.id ? COUNTER_BY_ID[c.id]! : undefined;
      const was = { ...c, resting: c.resting ?? false };
      return d ? { ...was, name: d.name, short: d.short, strength: d.strength } : was;
    }),
    lastCombat: v.lastCombat && {
      ...v.lastCombat,
      attacker: named(v.lastCombat.attacker, g.lastCombat!.attacker.id),
      defender: named(v.lastCombat.defender, g.lastCombat!.defender.id),
    },
  };
}

describe('奉天会戦 views carry ids, not the game data', () => {
  const all = states();

  it('no view repeats a counter name, a strength or the time track, nor says a counter does not rest', () => {
    for (const s of all) {
      for (const viewer of [null, ...M.sides] as (HotenSide | null)[]) {
        const v = M.view(s, viewer);
        const text = JSON.stringify(v);
        expect(text).not.toContain('timeTrack');
        for (const c of v.counters) {
          expect(Object.keys(c).sort()).not.toContain('strength');
          expect(c.resting ?? true).toBe(true);
        }
        for (const d of COUNTERS) expect(text).not.toContain(d.name.en);
      }
    }
  });

  it('a last combat names its sides as unitRef does: a known counter from its id, a hidden one by its words', () => {
    let combats = 0;
    for (const s of all) {
      const lc = s.g.lastCombat;
      if (!lc) continue;
      for (const viewer of [null, ...M.sides] as (HotenSide | null)[]) {
        const v = M.view(s, viewer);
        for (const [c, id] of [
          [v.lastCombat!.attacker, lc.attacker.id],
          [v.lastCombat!.defender, lc.defender.id],
        ] as const) {
          combats++;
          expect(combatantName(c)).toEqual(unitRef(s.g.units[id]!, viewer));
          if (c.id !== undefined) expect(c.name).toBeUndefined();
        }
      }
    }
    expect(combats).toBeGreaterThan(0);
    // Every unit's own face, revealed: the same words.
    for (const d of COUNTERS) {
      const u = {
        id: d.id,
        side: d.side,
        where: { kind: 'unplaced' as const },
        revealed: true,
        restTurn: null,
        eliminatedTurn: null,
      };
      expect(combatantName({ side: d.side, id: d.id, result: null })).toEqual(unitRef(u, null));
    }
  });

  it('a known counter shows its short name and strength from the data; a hidden one shows nothing, even with an id', () => {
    const d = COUNTER_BY_ID.J1!;
    expect(counterFace({ side: 'japan', known: true, id: 'J1', where: { kind: 'unplaced' }, resting: false })).toEqual({
      short: d.short,
      strength: d.strength,
    });
    expect(counterFace({ side: 'japan', known: false, id: 'J1', where: { kind: 'unplaced' }, resting: false })).toBe(
      undefined,
    );
  });

  it('draws every view exactly as the view with the names in it (posts written before are drawn the same)', async () => {
    let compared = 0;
    for (const s of all.filter((_, i) => i % 4 === 0)) {
      for (const viewer of [null, ...M.sides] as (HotenSide | null)[]) {
        const v = M.view(s, viewer);
        for (const locale of ['ja', 'en'] as const) {
          const now = await hotenRenderer.renderLayers(v, locale);
          const before = await hotenRenderer.renderLayers(withNames(v, s), locale);
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
