// The board kit (src/engine/board.ts): boards built from a hex grid or an area list, the movement
// search (costs, fractional road costs, stops, enterable, pass-through, allowance, paths), and
// the occupancy and stacking helpers.
import { describe, expect, it } from 'vitest';
import {
  boardFromAreas,
  boardFromHexes,
  hasRoom,
  occupancy,
  occupancyCounts,
  reach,
  type Board,
  type MoveRules,
} from '#engine/board.ts';
import { hexId, neighbourIds, sideId, type HexGrid } from '#engine/hex.ts';
import {
  GRID as SEKI_GRID,
  HEXES as SEKI_HEXES,
  RIVER_SIDES as SEKI_RIVERS,
  ROAD_SIDES as SEKI_ROADS,
} from '#games/sekigahara-musou/data/map.ts';
import {
  AREAS as KOCHI_AREAS,
  EDGES as KOCHI_EDGES,
  neighbours as kochiNeighbours,
} from '#games/nihyaku-san-kochi/data/board.ts';

const GRID: Pick<HexGrid, 'shifted'> = { shifted: 'odd' };
/** A 4-column × 5-row block of hexes, columns 01–04. */
const BLOCK: string[] = [];
for (let c = 1; c <= 4; c++) for (let r = 1; r <= 5; r++) BLOCK.push(hexId(c, r));

const ROAD = 1;
const RIVER = 2;

/** Ids of a search's destinations with their costs. */
function costs(board: Board, r: Map<number, { cost: number }>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [n, v] of r) out[board.idOf(n)] = v.cost;
  return out;
}
const pathIds = (board: Board, r: Map<number, { path: number[] }>, id: string): string[] | undefined =>
  r.get(board.nodeOf(id)!)?.path.map((n) => board.idOf(n));

/** A line a – b – c – d – e – f and a side branch b – x – y – e. */
const LINE = boardFromAreas([
  { id: 'a', links: [{ to: 'b' }] },
  { id: 'b', links: [{ to: 'c' }, { to: 'x' }] },
  { id: 'c', links: [{ to: 'd' }] },
  { id: 'd', links: [{ to: 'e' }] },
  { id: 'e', links: [{ to: 'f' }, { to: 'y' }] },
  { id: 'f', links: [] },
  { id: 'x', links: [{ to: 'y' }] },
  { id: 'y', links: [] },
]);
const n = (id: string): number => LINE.nodeOf(id)!;
const ones: MoveRules['cost'] = () => 1;

describe('boardFromHexes', () => {
  it('numbers the hexes in the order given and maps ids both ways', () => {
    const b = boardFromHexes(GRID, BLOCK);
    expect(b.size).toBe(20);
    BLOCK.forEach((id, i) => {
      expect(b.nodeOf(id)).toBe(i);
      expect(b.idOf(i)).toBe(id);
    });
    expect(b.nodeOf('0906')).toBeUndefined();
    expect(() => b.idOf(20)).toThrow();
  });

  it('links each hex to its on-board grid neighbours in neighbourIds order', () => {
    const b = boardFromHexes(GRID, BLOCK);
    for (const id of BLOCK) {
      const want = neighbourIds(GRID, id).filter((h) => BLOCK.includes(h));
      expect(b.links(b.nodeOf(id)!).map((l) => b.idOf(l.to))).toEqual(want);
    }
    // A corner hex has fewer neighbours on the board than an inner one.
    expect(b.links(b.nodeOf('0101')!).length).toBeLessThan(b.links(b.nodeOf('0203')!).length);
    expect(b.links(b.nodeOf('0203')!)).toHaveLength(6);
  });

  it('carries the flags the game gives each direction, and drops links it refuses', () => {
    const road = new Set([sideId('0101', '0102')]);
    const wall = sideId('0202', '0203');
    const b = boardFromHexes(GRID, BLOCK, (x, y) => {
      if (sideId(x, y) === wall && x === '0202') return null; // one-way: 0203 → 0202 only
      return road.has(sideId(x, y)) ? ROAD : 0;
    });
    const [h11, h12, h22, h23] = ['0101', '0102', '0202', '0203'].map((h) => b.nodeOf(h)!) as [
      number,
      number,
      number,
      number,
    ];
    expect(b.flagsBetween(h11, h12)).toBe(ROAD);
    expect(b.flagsBetween(h12, h11)).toBe(ROAD);
    expect(b.flagsBetween(h12, h22)).toBe(0);
    expect(b.flagsBetween(h22, h23)).toBe(-1);
    expect(b.flagsBetween(h23, h22)).toBe(0);
    expect(b.flagsBetween(h11, b.nodeOf('0405')!)).toBe(-1);
  });

  it('adds extra nodes after the hexes, linked both ways after the grid links', () => {
    const b = boardFromHexes(GRID, BLOCK, undefined, [{ id: 'box', links: [{ to: '0101', flags: ROAD }] }]);
    const box = b.nodeOf('box')!;
    const h = b.nodeOf('0101')!;
    expect(box).toBe(20);
    expect(b.links(box)).toEqual([{ to: h, flags: ROAD }]);
    const fromHex = b.links(h);
    expect(fromHex[fromHex.length - 1]).toEqual({ to: box, flags: ROAD });
  });
});

describe('boardFromAreas', () => {
  it('joins areas both ways whichever side lists the link', () => {
    expect(LINE.links(n('x')).map((l) => LINE.idOf(l.to))).toEqual(['b', 'y']);
    expect(LINE.links(n('f')).map((l) => LINE.idOf(l.to))).toEqual(['e']);
    expect(LINE.flagsBetween(n('y'), n('e'))).toBe(0);
  });

  it('accepts a link listed on both sides once, and refuses conflicting flags or unknown areas', () => {
    const b = boardFromAreas([
      { id: 'p', links: [{ to: 'q', flags: 4 }] },
      { id: 'q', links: [{ to: 'p', flags: 4 }] },
    ]);
    expect(b.links(0)).toEqual([{ to: 1, flags: 4 }]);
    expect(b.links(1)).toEqual([{ to: 0, flags: 4 }]);
    expect(() =>
      boardFromAreas([
        { id: 'p', links: [{ to: 'q', flags: 1 }] },
        { id: 'q', links: [{ to: 'p', flags: 2 }] },
      ]),
    ).toThrow(/different flags/);
    expect(() => boardFromAreas([{ id: 'p', links: [{ to: 'nowhere' }] }])).toThrow(/unknown/);
    expect(() =>
      boardFromAreas([
        { id: 'p', links: [] },
        { id: 'p', links: [] },
      ]),
    ).toThrow(/duplicate/);
  });
});

describe('reach', () => {
  it('reaches every node within the allowance with its least cost, never the start', () => {
    const r = reach(LINE, n('a'), { allowance: 3, cost: ones });
    expect(costs(LINE, r)).toEqual({ b: 1, c: 2, x: 2, d: 3, y: 3 });
    expect(reach(LINE, n('a'), { allowance: 0, cost: ones }).size).toBe(0);
  });

  it('gives one path of least cost, ending with the destination and leaving out the start', () => {
    const r = reach(LINE, n('a'), { allowance: 4, cost: ones });
    expect(pathIds(LINE, r, 'e')).toEqual(['b', 'c', 'd', 'e']);
    expect(pathIds(LINE, r, 'y')).toEqual(['b', 'x', 'y']);
    // Ties: e is 4 both ways (b-c-d-e and b-x-y-e); the way through the earlier link wins.
    expect(r.get(n('e'))!.cost).toBe(4);
  });

  it('adds fractional road costs exactly: a road costs half a hex', () => {
    const road = new Set(['0101-0102', '0102-0103', '0103-0104', '0104-0105']);
    const b = boardFromHexes(GRID, BLOCK, (x, y) => (road.has(sideId(x, y)) ? ROAD : 0));
    const rules: MoveRules = { allowance: 2, cost: (_a, _b, f) => (f & ROAD ? 0.5 : 1) };
    const r = reach(b, b.nodeOf('0101')!, rules);
    const c = costs(b, r);
    expect(c['0105']).toBe(2); // four road hexes
    expect(c['0104']).toBe(1.5);
    expect(c['0102']).toBe(0.5);
    expect(pathIds(b, r, '0105')).toEqual(['0102', '0103', '0104', '0105']);
    // Off the road the same allowance goes two hexes: 0301 is two columns east.
    expect(c['0301']).toBe(2);
    expect(c['0401']).toBeUndefined();
    // Leaving the road: 0.5 + 1 to 0203; 0.5 + 0.5 + 1 to 0204; 0205 would be [rule 2.5].
    expect(c['0203']).toBe(1.5);
    expect(c['0204']).toBe(2);
    expect(pathIds(b, r, '0204')).toEqual(['0102', '0103', '0204']);
    expect(c['0205']).toBeUndefined();
    // Every cost listed is within the allowance.
    expect(Math.max(...Object.values(c))).toBeLessThanOrEqual(2);
  });

  it('prefers a longer road to a shorter cross-country way when it is cheaper', () => {
    // a-b-c-d cross country (3) against a-x-y-z-d by road (4 × 0.5 = 2).
    const b = boardFromAreas([
      { id: 'a', links: [{ to: 'b' }, { to: 'x', flags: ROAD }] },
      { id: 'b', links: [{ to: 'c' }] },
      { id: 'c', links: [{ to: 'd' }] },
      { id: 'x', links: [{ to: 'y', flags: ROAD }] },
      { id: 'y', links: [{ to: 'z', flags: ROAD }] },
      { id: 'z', links: [{ to: 'd', flags: ROAD }] },
      { id: 'd', links: [] },
    ]);
    const r = reach(b, 0, { allowance: 3, cost: (_a, _b, f) => (f & ROAD ? 0.5 : 1) });
    expect(r.get(b.nodeOf('d')!)).toEqual({ cost: 2, path: ['x', 'y', 'z', 'd'].map((id) => b.nodeOf(id)!) });
  });

  it('ends the move on a node that stops it, but still reports that node', () => {
    const r = reach(LINE, n('a'), { allowance: 5, cost: ones, stopsAt: (node) => node === n('c') });
    const c = costs(LINE, r);
    expect(c.c).toBe(2);
    // d is reached the long way round (b-x-y-e-d), never through c.
    expect(c.d).toBe(5);
    expect(pathIds(LINE, r, 'd')).toEqual(['b', 'x', 'y', 'e', 'd']);
  });

  it('keeps a dearer way that goes on when a cheaper arrival must stop (link-dependent stops)', () => {
    // Crossing the river a→b directly stops the move; the bridge road a-r-b costs more but goes on.
    const b = boardFromAreas([
      {
        id: 'a',
        links: [
          { to: 'b', flags: RIVER },
          { to: 'r', flags: ROAD },
        ],
      },
      { id: 'r', links: [{ to: 'b', flags: ROAD }] },
      { id: 'b', links: [{ to: 'c' }] },
      { id: 'c', links: [] },
    ]);
    const id = (s: string) => b.nodeOf(s)!;
    const r = reach(b, id('a'), {
      allowance: 2,
      cost: (_x, _y, f) => (f & ROAD ? 0.5 : 1),
      stopsAt: (_node, _from, f) => (f & RIVER) !== 0,
    });
    expect(r.get(id('b'))).toEqual({ cost: 1, path: [id('b')] });
    expect(r.get(id('c'))).toEqual({ cost: 2, path: [id('r'), id('b'), id('c')] });
  });

  it('never enters a node that is not enterable, nor passes through it', () => {
    const r = reach(LINE, n('a'), { allowance: 6, cost: ones, enterable: (node) => node !== n('x') });
    const c = costs(LINE, r);
    expect(c.x).toBeUndefined();
    expect(c.y).toBe(5); // round by e
    expect(pathIds(LINE, r, 'y')).toEqual(['b', 'c', 'd', 'e', 'y']);
  });

  it('refuses a link whose cost is null, while the node stays enterable by other links', () => {
    const r = reach(LINE, n('a'), { allowance: 6, cost: (from, to) => (from === n('b') && to === n('c') ? null : 1) });
    expect(pathIds(LINE, r, 'c')).toEqual(['b', 'x', 'y', 'e', 'd', 'c']);
  });

  it('moves through pass-through nodes without ending there', () => {
    const r = reach(LINE, n('a'), {
      allowance: 3,
      cost: ones,
      passThrough: (node) => node === n('b') || node === n('c'),
    });
    const c = costs(LINE, r);
    expect(c.b).toBeUndefined();
    expect(c.c).toBeUndefined();
    expect(c.d).toBe(3);
    expect(pathIds(LINE, r, 'd')).toEqual(['b', 'c', 'd']);
  });

  it('lists destinations in the order first reached (nearest first for unit costs)', () => {
    const r = reach(LINE, n('a'), { allowance: 5, cost: ones });
    expect([...r.keys()].map((k) => LINE.idOf(k))).toEqual(['b', 'c', 'x', 'd', 'y', 'e', 'f']);
  });

  it('gives the same answers again and when a callback starts a search of its own', () => {
    const plain = costs(LINE, reach(LINE, n('a'), { allowance: 4, cost: ones }));
    const inner: Record<string, number>[] = [];
    const nested = reach(LINE, n('a'), {
      allowance: 4,
      cost: (from) => {
        if (from === n('c')) inner.push(costs(LINE, reach(LINE, n('f'), { allowance: 1, cost: ones })));
        return 1;
      },
    });
    expect(costs(LINE, nested)).toEqual(plain);
    expect(inner[0]).toEqual({ e: 1 });
    expect(costs(LINE, reach(LINE, n('a'), { allowance: 4, cost: ones }))).toEqual(plain);
  });
});

describe('occupancy and stacking', () => {
  const items = [
    { id: 'u1', at: 2 as number | null, size: 2 },
    { id: 'u2', at: 2, size: 1 },
    { id: 'u3', at: 5, size: 1 },
    { id: 'u4', at: null, size: 3 },
  ];

  it('groups items by node in the order given and skips items off the board', () => {
    const occ = occupancy(items, (u) => u.at);
    expect([...occ.keys()]).toEqual([2, 5]);
    expect(occ.get(2)!.map((u) => u.id)).toEqual(['u1', 'u2']);
    expect(occ.get(5)!.map((u) => u.id)).toEqual(['u3']);
    expect(occ.has(0)).toBe(false);
  });

  it('counts items or their sizes per node in a typed array', () => {
    expect([...occupancyCounts(6, items, (u) => u.at)]).toEqual([0, 0, 2, 0, 0, 1]);
    expect([
      ...occupancyCounts(
        6,
        items,
        (u) => u.at,
        (u) => u.size,
      ),
    ]).toEqual([0, 0, 3, 0, 0, 1]);
  });

  it('has room while the stack plus the newcomer stays within the limit', () => {
    const occ = occupancy(items, (u) => u.at);
    expect(hasRoom(occ, 2, 3)).toBe(true); // 2 + 1 ≤ 3
    expect(hasRoom(occ, 2, 2)).toBe(false);
    expect(hasRoom(occ, 0, 1)).toBe(true); // empty
    expect(hasRoom(occ, 2, 3, (u) => u.size)).toBe(false); // 3 + 1 > 3
    expect(hasRoom(occ, 2, 5, (u) => u.size, 2)).toBe(true); // 3 + 2 ≤ 5
    expect(hasRoom(occ, 2, 5, (u) => u.size, 3)).toBe(false);
    const counts = occupancyCounts(6, items, (u) => u.at);
    expect(hasRoom(counts, 2, 3)).toBe(true);
    expect(hasRoom(counts, 2, 2)).toBe(false);
    expect(hasRoom(counts, 5, 1)).toBe(false);
    expect(hasRoom(counts, 4, 1)).toBe(true);
  });
});

describe('the maps of the games to come', () => {
  it('builds 関ヶ原無双 as a hex board where a move along the 中山道 costs half a hex', () => {
    const roads = new Set(SEKI_ROADS.map(([a, b]) => sideId(a, b)));
    const rivers = new Set(SEKI_RIVERS.map(([a, b]) => sideId(a, b)));
    const b = boardFromHexes(
      SEKI_GRID,
      SEKI_HEXES.map((h) => h.id),
      (x, y) => (roads.has(sideId(x, y)) ? ROAD : 0) | (rivers.has(sideId(x, y)) ? RIVER : 0),
    );
    expect(b.size).toBe(SEKI_HEXES.length);
    const road = reach(b, b.nodeOf('1601')!, { allowance: 2, cost: (_x, _y, f) => (f & ROAD ? 0.5 : 1) });
    expect(road.get(b.nodeOf('1605')!)).toEqual({
      cost: 2,
      path: ['1602', '1603', '1604', '1605'].map((h) => b.nodeOf(h)!),
    });
    expect(road.has(b.nodeOf('1606')!)).toBe(false); // [rule 2.5]
    const across = reach(b, b.nodeOf('1601')!, { allowance: 2, cost: () => 1 });
    expect(across.has(b.nodeOf('1604')!)).toBe(false);
  });

  it('builds 203高地 as an area board whose links are the drawn lines, both ways', () => {
    const b = boardFromAreas(
      KOCHI_AREAS.map((a) => ({
        id: a.id,
        links: KOCHI_EDGES.filter(([x]) => x === a.id).map(([, y]) => ({ to: y })),
      })),
    );
    for (const a of KOCHI_AREAS) {
      expect(
        b
          .links(b.nodeOf(a.id)!)
          .map((l) => b.idOf(l.to))
          .sort(),
      ).toEqual(kochiNeighbours(a.id).sort());
    }
    const r = reach(b, b.nodeOf('jp-hq')!, { allowance: 2, cost: () => 1 });
    const within = Object.entries(costs(b, r));
    expect(
      within
        .filter(([, c]) => c === 1)
        .map(([id]) => id)
        .sort(),
    ).toEqual(kochiNeighbours('jp-hq').sort());
    expect(r.has(b.nodeOf('ru-hq')!)).toBe(false);
    expect(costs(b, r)['hill203-sw']).toBe(2);
  });
});
