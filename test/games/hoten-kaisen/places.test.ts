// The web board's places of 奉天会戦 (src/games/hoten-kaisen/render/index.ts hotenPlaces): every
// hex and entry area, and each counter the viewer may name, where the overlay draws it; a counter
// the viewer does not know has no place of its own (its hex is the target), so the places say no
// more than the view.
import { describe, expect, it } from 'vitest';
import { HEXES } from '#games/hoten-kaisen/data/map.ts';
import {
  COUNTER_SIZE,
  entryBoxOnImage,
  hexCenterOnImage,
  hotenPlaces,
  sampleHotenView,
} from '#games/hoten-kaisen/render/index.ts';

describe('hoten-kaisen board places', () => {
  it('every hex and entry area has a place around where it is drawn', () => {
    const p = hotenPlaces(sampleHotenView('japan'));
    for (const h of HEXES) {
      const c = hexCenterOnImage(h);
      const r = p.places[h]!;
      expect(r.x + r.w / 2).toBeCloseTo(c.x);
      expect(r.y + r.h / 2).toBeCloseTo(c.y);
    }
    expect(p.places['2']).toEqual(entryBoxOnImage(2));
  });

  it('a known counter’s place is its counter as drawn; an unknown one has none', () => {
    const view = sampleHotenView('japan');
    const p = hotenPlaces(view);
    for (const c of view.counters) {
      if (!c.known) {
        expect(c.id).toBeUndefined();
        continue;
      }
      if (c.where.kind !== 'map') continue;
      const centre = hexCenterOnImage(c.where.hex);
      const r = p.places[c.id!]!;
      expect(r.w).toBe(COUNTER_SIZE);
      expect(Math.abs(r.x + r.w / 2 - centre.x)).toBeLessThanOrEqual(12);
      expect(Math.abs(r.y + r.h / 2 - centre.y)).toBeLessThanOrEqual(12);
    }
    const pub = hotenPlaces(sampleHotenView(null));
    const known = new Set(sampleHotenView(null).counters.flatMap((c) => (c.id ? [c.id] : [])));
    const ids = Object.keys(pub.places).filter((k) => !HEXES.includes(k) && !['1', '2', '3'].includes(k));
    expect(ids.every((id) => known.has(id))).toBe(true);
  });
});
