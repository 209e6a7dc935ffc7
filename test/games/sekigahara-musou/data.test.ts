// 関ヶ原無双: the reconstructed data (map, units, tracks) against every fact the rulebook gives
// (β 0.20090418), plus the data's own integrity. Decisions: docs/games/sekigahara-musou.md.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HexId } from '#engine/hex.ts';
import { areAdjacent, hexDistance, neighbourIds, parseHex, sideId } from '#engine/hex.ts';
import {
  EXITS,
  GRID,
  HEXES,
  HEX_BY_ID,
  NEUTRALS,
  PLACES,
  RIVERS,
  RIVER_SIDES,
  ROADS,
  ROAD_SIDES,
  TRACKS,
} from '#games/sekigahara-musou/data/map.ts';
import { SUDDEN_DEATH, UKITA_HEXES, UNITS, UNIT_BY_ID, type UnitDef } from '#games/sekigahara-musou/data/units.ts';
import { OUTPUT, renderMapModule } from '#tools/sekigahara-map/generate.ts';

const NEUTRAL = new Set(NEUTRALS.map((n) => n.hex));
/** [rule 7.2] a hex a unit may enter at all (ignoring other units). */
const enterable = (h: HexId): boolean => {
  const x = HEX_BY_ID.get(h);
  return !!x && !x.pond && !x.impassable && !NEUTRAL.has(h);
};
const onEdge = (h: HexId): boolean => {
  const { col, row } = parseHex(h)!;
  return col === GRID.cols.min || col === GRID.cols.max || row === GRID.rows.min || row === GRID.rows.max;
};
const placeHex = (ja: string): HexId => {
  const p = PLACES.find((x) => x.name.ja === ja);
  if (!p) throw new Error(`no place ${ja}`);
  return p.hex;
};
const neutralHex = (ja: string): HexId => {
  const p = NEUTRALS.find((x) => x.name.ja === ja);
  if (!p) throw new Error(`no neutral ${ja}`);
  return p.hex;
};
const unit = (id: string): UnitDef => {
  const u = UNIT_BY_ID.get(id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
};
const startHex = (u: UnitDef): HexId | null =>
  u.start.at === 'hex' || u.start.at === 'reinforcement' ? u.start.hex : null;
const byFront = (ja: string) => UNITS.filter((u) => u.name.ja === ja);
const pos = (h: HexId) => parseHex(h)!;

describe('the generated file', () => {
  it('src/games/sekigahara-musou/data/map.ts is the output of tools/sekigahara-map/generate.ts', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(renderMapModule());
  });
});

describe('[rule 2.3] the map: hexes with 4-digit ids', () => {
  it('every hex id is four digits inside the grid, each once', () => {
    const ids = HEXES.map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe((GRID.cols.max - GRID.cols.min + 1) * (GRID.rows.max - GRID.rows.min + 1));
    for (const id of ids) expect(id).toMatch(/^\d{4}$/);
  });
  it('[rule 7.2] elevation has several levels (basin floor to mountain)', () => {
    const levels = new Set(HEXES.filter((h) => !h.impassable).map((h) => h.elevation));
    expect([...levels].sort()).toEqual([0, 1, 2, 3]);
  });
  it('[rule 7.2] ponds and solid-bordered impassable terrain exist', () => {
    expect(HEXES.filter((h) => h.pond).length).toBeGreaterThanOrEqual(2);
    expect(HEXES.filter((h) => h.impassable).length).toBeGreaterThanOrEqual(2);
  });
  it('[rule 7.2] rivers exist with names, 藤古川 among them, each a connected chain of hexsides', () => {
    expect(RIVERS.map((r) => r.name.ja)).toEqual(expect.arrayContaining(['藤古川', '寺谷川', '相川']));
    for (const r of RIVERS) {
      expect(r.sides.length).toBeGreaterThan(3);
      for (const [a, b] of r.sides) expect(areAdjacent(GRID, a, b)).toBe(true);
      for (let i = 1; i < r.sides.length; i++) {
        const hexes = new Set([...r.sides[i - 1]!, ...r.sides[i]!]);
        expect(hexes.size, `${r.name.ja} side ${i}`).toBe(3); // consecutive sides meet at a corner
      }
    }
    expect(new Set(RIVER_SIDES.map(([a, b]) => sideId(a, b))).size).toBe(
      RIVERS.reduce((n, r) => n + r.sides.length, 0),
    );
  });
  it('藤古川 flows N→S on the west side: from the north edge to the south edge, west of 関ヶ原', () => {
    const fujiko = RIVERS.find((r) => r.name.ja === '藤古川')!;
    const cols = fujiko.sides.flat().map((h) => pos(h).col);
    expect(Math.max(...cols)).toBe(GRID.cols.max);
    expect(Math.min(...cols)).toBe(GRID.cols.min);
    const village = pos(placeHex('関ヶ原'));
    for (const h of fujiko.sides.flat()) expect(pos(h).row).toBeLessThan(village.row);
  });
});

describe('[rule 7.2] roads: 中山道（東山道）, 北国街道, 伊勢街道', () => {
  it('each road is a path of adjacent, enterable hexes', () => {
    expect(ROADS.map((r) => r.name.ja)).toEqual(['中山道（東山道）', '北国街道', '伊勢街道']);
    for (const r of ROADS) {
      r.hexes.forEach((h, i) => {
        expect(enterable(h), `${r.id} ${h}`).toBe(true);
        if (i > 0) expect(areAdjacent(GRID, r.hexes[i - 1]!, h), `${r.id} ${r.hexes[i - 1]}-${h}`).toBe(true);
      });
    }
    expect(ROAD_SIDES.length).toBe(
      new Set(ROADS.flatMap((r) => r.hexes.slice(1).map((h, i) => sideId(r.hexes[i]!, h)))).size,
    );
  });
  it('the three roads meet at 関ヶ原 village and the road net is connected', () => {
    const v = placeHex('関ヶ原');
    for (const r of ROADS) expect(r.hexes).toContain(v);
    const adj = new Map<HexId, HexId[]>();
    for (const [a, b] of ROAD_SIDES) {
      adj.set(a, [...(adj.get(a) ?? []), b]);
      adj.set(b, [...(adj.get(b) ?? []), a]);
    }
    const seen = new Set([v]);
    const todo = [v];
    while (todo.length) {
      for (const n of adj.get(todo.pop()!) ?? []) {
        if (!seen.has(n)) {
          seen.add(n);
          todo.push(n);
        }
      }
    }
    expect(seen.size).toBe(adj.size);
  });
  it('[rule 4.2] the exits 1601 (東山道) and 2601 (北国街道) are on the map edge, at the ends of their roads', () => {
    expect(EXITS.map((e) => e.hex)).toEqual(['1601', '2601']);
    for (const e of EXITS) expect(onEdge(e.hex)).toBe(true);
    const naka = ROADS.find((r) => r.id === 'nakasendo')!.hexes;
    const hok = ROADS.find((r) => r.id === 'hokkoku')!.hexes;
    expect(naka[0]).toBe('1601');
    expect(hok[hok.length - 1]).toBe('2601');
    // Both lead away from the basin toward the West's rear: west of every West unit's start.
    for (const u of UNITS.filter((x) => x.side === 'west')) {
      const h = startHex(u);
      if (h) expect(pos(h).row).toBeGreaterThan(1);
    }
  });
  it('roads cross 藤古川 (a bridge lets a retreat cross by road, [rule 8.6])', () => {
    const river = new Set(RIVER_SIDES.map(([a, b]) => sideId(a, b)));
    expect(ROAD_SIDES.some(([a, b]) => river.has(sideId(a, b)))).toBe(true);
  });
});

describe('[rule 7.2] neutral commanders (yellow names)', () => {
  it('小早川 on 松尾山 and 毛利/吉川/長宗我部/安国寺/長束 on 南宮山, named, on enterable-terrain hexes', () => {
    expect(NEUTRALS.map((n) => n.name.ja)).toEqual(
      expect.arrayContaining(['小早川秀秋', '毛利秀元', '吉川広家', '長宗我部盛親', '安国寺恵瓊', '長束正家']),
    );
    expect(hexDistance(GRID, neutralHex('小早川秀秋'), placeHex('松尾山'))).toBeLessThanOrEqual(1);
    for (const ja of ['毛利秀元', '吉川広家', '長宗我部盛親', '安国寺恵瓊', '長束正家']) {
      expect(hexDistance(GRID, neutralHex(ja), placeHex('南宮山')), ja).toBeLessThanOrEqual(3);
    }
    for (const n of NEUTRALS) {
      const h = HEX_BY_ID.get(n.hex)!;
      expect(h.pond || h.impassable).toBeFalsy();
    }
    expect(new Set(NEUTRALS.map((n) => n.hex)).size).toBe(NEUTRALS.length);
  });
  it('geography: 笹尾山 NW, 天満山 W, 松尾山 SW, 南宮山 SE, 桃配山 E of the village (row = west→east, column = south→north)', () => {
    const v = pos(placeHex('関ヶ原'));
    const at = (ja: string) => pos(placeHex(ja));
    expect(at('笹尾山').col).toBeGreaterThan(v.col);
    expect(at('笹尾山').row).toBeLessThan(v.row);
    expect(at('天満山').row).toBeLessThan(v.row);
    expect(at('松尾山').col).toBeLessThan(v.col);
    expect(at('松尾山').row).toBeLessThan(v.row);
    expect(at('南宮山').col).toBeLessThan(v.col);
    expect(at('南宮山').row).toBeGreaterThan(v.row);
    expect(at('桃配山').row).toBeGreaterThan(v.row);
    expect(HEX_BY_ID.get(placeHex('笹尾山'))!.elevation).toBeGreaterThan(HEX_BY_ID.get(placeHex('関ヶ原'))!.elevation);
    expect(HEX_BY_ID.get(neutralHex('小早川秀秋'))!.elevation).toBe(3);
  });
});

describe('[rule 10.0] the unit tables', () => {
  it('[rule 2.1] 37 units: 22 East (赤) and 15 West (青)', () => {
    expect(UNITS.length).toBe(37);
    expect(UNITS.filter((u) => u.side === 'east').length).toBe(22);
    expect(UNITS.filter((u) => u.side === 'west').length).toBe(15);
    expect(new Set(UNITS.map((u) => u.id)).size).toBe(37);
  });
  it('troop faces, as printed (row 1: +1 5-2 福島隊 … +1 3-2 黒田隊)', () => {
    const f = (id: string) => {
      const u = unit(id).troop;
      return [u.modifier, u.strength, u.move];
    };
    expect(f('fukushima')).toEqual([1, 5, 2]);
    expect(f('ii')).toEqual([1, 4, 3]);
    expect(f('hosokawa')).toEqual([0, 5, 2]);
    expect(f('honda')).toEqual([2, 1, 3]);
    expect(f('tokugawa-honntai')).toEqual([0, 5, 2]);
    for (const u of byFront('徳川隊')) expect([u.troop.modifier, u.troop.strength, u.troop.move]).toEqual([-1, 5, 2]);
    expect(f('shimazu')).toEqual([3, 2, 0]);
    expect(f('otani-honntai')).toEqual([2, 1, 1]);
    expect(f('ishida')).toEqual([2, 4, 2]);
    expect(f('hideyori-bakka')).toEqual([-1, 2, 2]);
    expect(f('ukita-honntai')).toEqual([1, 5, 2]);
    for (const u of byFront('宇喜多隊')) expect([u.troop.modifier, u.troop.strength, u.troop.move]).toEqual([0, 3, 2]);
    expect(f('toda')).toEqual([1, 1, 2]);
  });
  it('commander faces, as printed mirrored (back column k behind front column 12−k)', () => {
    const g = (id: string) => {
      const c = unit(id).commander!;
      return [c.name.ja, c.modifier, c.command, c.strength, c.move];
    };
    expect(g('kuroda')).toEqual(['黒田長政', 1, 5, 1, 3]);
    expect(g('fukushima')).toEqual(['福島正則', 1, 3, 1, 3]);
    expect(g('ii')).toEqual(['井伊直政', 2, 4, 1, 3]);
    expect(g('tokugawa-honntai')).toEqual(['徳川家康', -2, 1, 1, 2]);
    expect(g('honda')).toEqual(['本多忠勝', 3, 5, 1, 3]);
    expect(g('otani-honntai')).toEqual(['大谷吉継', 3, 4, 1, 0]);
    expect(g('shimazu')).toEqual(['島津義弘', 3, 4, 1, 1]);
    expect(g('otani')).toEqual(['大谷吉勝', -2, 5, 1, 2]);
    expect(g('hiratsuka')).toEqual(['平塚為広', 1, 4, 1, 2]);
    expect(g('ishida')).toEqual(['石田三成', 2, 5, 1, 2]);
    expect(g('ukita-honntai')).toEqual(['宇喜多秀家', 0, 3, 1, 2]);
    expect(g('ukita-akashi')).toEqual(['明石全登', 1, 4, 1, 3]);
    expect(g('toda')).toEqual(['戸田重政', -1, 5, 1, 2]);
    // Row 3's choice: the second "3 1-2 平塚為広" cell is 秀頼摩下's back (see the doc).
    expect(g('hideyori-bakka')).toEqual(['平塚為広', 0, 3, 1, 2]);
    for (const u of UNITS) if (u.commander) expect(u.commander.strength).toBe(1);
  });
  it('[rule 8.5.3] units without a 武将モード: the five 徳川隊 and three of the four 宇喜多隊', () => {
    const none = UNITS.filter((u) => u.commander === null)
      .map((u) => u.name.ja)
      .sort();
    expect(none).toEqual(['宇喜多隊', '宇喜多隊', '宇喜多隊', '徳川隊', '徳川隊', '徳川隊', '徳川隊', '徳川隊']);
    expect(
      byFront('宇喜多隊')
        .filter((u) => u.commander)
        .map((u) => u.commander!.name.ja),
    ).toEqual(['明石全登']);
  });
  it("[rule 4.3] sudden death: 徳川家康 is 徳川本隊's back; 宇喜多秀家 and 石田三成 are West commanders", () => {
    expect(unit(SUDDEN_DEATH.east[0]).commander!.name.ja).toBe('徳川家康');
    expect(SUDDEN_DEATH.west.map((id) => unit(id).commander!.name.ja)).toEqual(['宇喜多秀家', '石田三成']);
  });
});

describe('[rule 3.2] setup and [rule 6.1] reinforcements', () => {
  it('[rule 3.2] turn marker on 1, 小早川 marker on 8; [rule 4.2] clamp 4–10; turns 1–10', () => {
    expect(TRACKS.turns).toEqual({ first: 1, last: 10 });
    expect(TRACKS.turnMarkerStart).toBe(1);
    expect(TRACKS.kobayakawaStart).toBe(8);
    expect(TRACKS.kobayakawaClamp).toEqual({ min: 4, max: 10 });
  });
  it('[rule 6.1] reinforcements arrive at 2012, 2013, 2111, 2112, 2212, 2213 on turn 3 (徳川本隊 at 2112)', () => {
    const rein = UNITS.filter((u) => u.start.at === 'reinforcement');
    expect(rein.map((u) => u.name.ja).sort()).toEqual(['徳川本隊', '徳川隊', '徳川隊', '徳川隊', '徳川隊', '徳川隊']);
    for (const u of rein) expect(u.start.at === 'reinforcement' && u.start.turn).toBe(3);
    expect(startHex(unit('tokugawa-honntai'))).toBe('2112');
    expect(byFront('徳川隊').map(startHex).sort()).toEqual(['2012', '2013', '2111', '2212', '2213']);
  });
  it("[rule 6.1] the five 徳川隊 hexes are five of 2112's six neighbours (the odd-q grid), on the east side by 中山道", () => {
    const around = neighbourIds(GRID, '2112');
    for (const h of ['2012', '2013', '2111', '2212', '2213']) expect(around).toContain(h);
    const naka = ROADS.find((r) => r.id === 'nakasendo')!.hexes;
    expect(['2111', '2212', '2213'].every((h) => naka.includes(h))).toBe(true);
    const v = pos(placeHex('関ヶ原'));
    for (const h of ['2012', '2013', '2111', '2112', '2212', '2213']) expect(pos(h).row).toBeGreaterThan(v.row);
    expect(placeHex('桃配山')).toBe('2112');
  });
  it("[rule 3.2] the four 宇喜多隊 go face-down on four hexes of the West's choosing", () => {
    expect(UKITA_HEXES.length).toBe(4);
    expect(UNITS.filter((u) => u.start.at === 'ukita').length).toBe(4);
    expect(UNITS.filter((u) => u.start.at === 'ukita').every((u) => u.name.ja === '宇喜多隊')).toBe(true);
    // Close together, near 天満山.
    for (const h of UKITA_HEXES) expect(hexDistance(GRID, h, placeHex('天満山'))).toBeLessThanOrEqual(2);
  });
  it('[rule 2.3] one unit per hex at setup, every starting hex enterable, not a pond, not a neutral hex', () => {
    const hexes = [...UNITS.map(startHex).filter((h): h is HexId => h !== null), ...UKITA_HEXES];
    expect(hexes.length).toBe(37);
    expect(new Set(hexes).size).toBe(37);
    for (const h of hexes) expect(enterable(h), h).toBe(true);
  });
  it('[rule 7.2] every starting hex, arrival hex and both exits lie in one region of enterable hexes', () => {
    const from = '2112';
    const seen = new Set<HexId>([from]);
    const todo: HexId[] = [from];
    while (todo.length) {
      for (const n of neighbourIds(GRID, todo.pop()!)) {
        if (enterable(n) && !seen.has(n)) {
          seen.add(n);
          todo.push(n);
        }
      }
    }
    const targets = [
      ...UNITS.map(startHex).filter((h): h is HexId => h !== null),
      ...UKITA_HEXES,
      ...EXITS.map((e) => e.hex),
    ];
    for (const h of targets) expect(seen.has(h), h).toBe(true);
  });
  it('historical deployment: 石田 on 笹尾山, 宇喜多本隊 on 天満山, 大谷 on 藤川台 behind 藤古川, the East east of the West', () => {
    expect(startHex(unit('ishida'))).toBe(placeHex('笹尾山'));
    expect(startHex(unit('ukita-honntai'))).toBe(placeHex('天満山'));
    expect(startHex(unit('otani-honntai'))).toBe(placeHex('藤川台'));
    const konishi = pos(startHex(unit('konishi'))!);
    expect(hexDistance(GRID, startHex(unit('konishi'))!, placeHex('天満山'))).toBeLessThanOrEqual(2);
    expect(konishi.row).toBeLessThan(pos(placeHex('関ヶ原')).row);
    const fujikoSides = new Set(RIVERS.find((r) => r.name.ja === '藤古川')!.sides.map(([a, b]) => sideId(a, b)));
    expect(fujikoSides.has(sideId(startHex(unit('otani-honntai'))!, startHex(unit('hiratsuka'))!))).toBe(true);
    // Row by row (west→east), each East unit on the map starts east of the West front.
    const westFront = Math.max(
      ...UNITS.filter((u) => u.side === 'west').map((u) => pos(startHex(u) ?? UKITA_HEXES[0]!).row),
    );
    for (const u of UNITS.filter((x) => x.side === 'east' && x.start.at === 'hex')) {
      expect(pos(startHex(u)!).row, u.id).toBeGreaterThan(westFront);
    }
  });
});
