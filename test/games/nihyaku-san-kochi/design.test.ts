// 203高地: revision 2's designed pieces (data/design.ts) — what changed from the first design, what
// the rulebook fixes kept, and which games play which. Reasons and measured runs:
// docs/games/nihyaku-san-kochi.md ("Revision 2's designed pieces", "Balance").
import { describe, expect, it } from 'vitest';
import { AREAS, EDGES, HQ_AREA, START_AREAS } from '#games/nihyaku-san-kochi/data/board.ts';
import { ORDER_CARDS } from '#games/nihyaku-san-kochi/data/cards.ts';
import { DESIGN_1, DESIGN_2, DESIGN_3, DESIGN_4, designFor, designOf } from '#games/nihyaku-san-kochi/data/design.ts';
import { JAPAN_START_SP, SP_POOL, STOCK, TIME_CIRCLE } from '#games/nihyaku-san-kochi/data/time.ts';
import { nihyakuSanKochi as M } from '#games/nihyaku-san-kochi/index.ts';
import { withinLines } from '#games/nihyaku-san-kochi/rules/core.ts';
import type { KochiG } from '#games/nihyaku-san-kochi/types.ts';

const vp = (d: typeof DESIGN_1, id: string) => d.areas.find((a) => a.id === id)!.vp;
const cost = (d: typeof DESIGN_1, id: string) => d.cards.flatMap((c) => c.specials).find((x) => x.id === id)!.cost;

describe('203高地 designs: revision 1 keeps the first, revision 2 plays its own', () => {
  it('[rule 3] [ゲームの準備] a revision 1 game is set up on the first design; a revision 2 game on revision 2’s', () => {
    const one = M.setup(1, {}).g as KochiG;
    const two = M.setup(1, { revision: 2 }).g as KochiG;
    expect('design' in one).toBe(false);
    expect(designOf(one)).toBe(DESIGN_1);
    expect(two.design).toBe(2);
    expect(designOf(two)).toBe(DESIGN_2);
    expect([one.pool, two.pool]).toEqual([SP_POOL - JAPAN_START_SP, DESIGN_2.spPool - JAPAN_START_SP]);
    expect([one.stock.russia, two.stock.russia]).toEqual([STOCK.russia - 3, DESIGN_2.stock.russia - 3]);
    expect(Object.keys(two.units).sort()).toEqual([...START_AREAS.japan, ...DESIGN_2.startAreas.russia].sort());
    expect(two.deck).toHaveLength(DESIGN_2.events.reduce((n, e) => n + e.count, 0));
  });

  it('the first design is the data as it stands (revision 1 games replay as they were played)', () => {
    expect(DESIGN_1).toMatchObject({
      areas: AREAS,
      edges: EDGES,
      startAreas: START_AREAS,
      cards: ORDER_CARDS,
      spPool: SP_POOL,
      stock: STOCK,
      timeCircle: TIME_CIRCLE,
    });
  });

  it('revision 2 changes only designed pieces: flags, Russia’s starting areas and stock, two costs, the pool, 低VP側+1', () => {
    expect(DESIGN_2.edges).toEqual(EDGES);
    expect(DESIGN_2.areas.map((a) => ({ ...a, vp: 0 }))).toEqual(AREAS.map((a) => ({ ...a, vp: 0 })));
    expect(['suishiei', 'takasakiyama', 'akasakayama', 'pigeon-bay', 'rotetsuzan'].map((a) => vp(DESIGN_2, a))).toEqual(
      [1, 0, 0, 2, 0],
    );
    expect(['hill203-sw', 'hill203-ne'].map((a) => vp(DESIGN_2, a))).toEqual([3, 3]);
    expect(DESIGN_2.startAreas).toEqual({ japan: START_AREAS.japan, russia: ['akasakayama', 'anzishan', 'new-town'] });
    expect(DESIGN_2.stock).toEqual({ japan: 13, russia: 7 });
    expect(DESIGN_2.spPool).toBe(3);
    for (const p of ['jp', 'ru']) {
      expect([cost(DESIGN_2, `${p}-move-group`), cost(DESIGN_2, `${p}-attack-double`)]).toEqual([1, 1]);
      for (const x of ['move-plus', 'destroy', 'request', 'entry-plus'])
        expect(cost(DESIGN_2, `${p}-${x}`)).toBe(cost(DESIGN_1, `${p}-${x}`));
    }
    // The time circle's dates and N枚戦 stay; only the first green space gives the side behind a card.
    expect(DESIGN_2.timeCircle.map((t) => ({ ...t, lowVpPlusOne: false }))).toEqual(
      TIME_CIRCLE.map((t) => ({ ...t, lowVpPlusOne: false })),
    );
    expect(DESIGN_2.timeCircle.filter((t) => t.lowVpPlusOne).map((t) => t.vp)).toEqual([5]);
    // [rule 3] Each side still has three starting areas, one unit each; Japan still takes 1 SP.
    for (const s of ['japan', 'russia'] as const) expect(DESIGN_2.startAreas[s]).toHaveLength(3);
    expect(DESIGN_2.spPool).toBeGreaterThan(JAPAN_START_SP);
  });

  it('[rule 5] 破壊 (two lines): in revision 2 no starting area of either side is within reach of the enemy HQ but 赤坂山', () => {
    const reach = (s: 'japan' | 'russia') => withinLines(HQ_AREA[s === 'japan' ? 'russia' : 'japan'], 2, DESIGN_2);
    expect(DESIGN_2.startAreas.japan.filter((a) => reach('japan').includes(a))).toEqual([]);
    expect(DESIGN_2.startAreas.russia.filter((a) => reach('russia').includes(a))).toEqual(['akasakayama']);
    for (const s of ['japan', 'russia'] as const)
      expect(reach(s)).toEqual(expect.arrayContaining(['hill203-sw', 'hill203-ne']));
  });
});

describe('203高地 revision 3: revision 2’s design with its flags and Russia’s stock set again', () => {
  it('[rule 3] [ゲームの準備] a revision 3 game is set up on revision 3’s design; revision 2 games keep theirs', () => {
    const three = M.setup(1, { revision: 3 }).g as KochiG;
    expect(three.design).toBe(3);
    expect(designOf(three)).toBe(DESIGN_3);
    expect(designFor(3)).toBe(DESIGN_3);
    expect([designFor(1), designFor(2)]).toEqual([DESIGN_1, DESIGN_2]);
    expect(designOf(M.setup(1, { revision: 2 }).g as KochiG)).toBe(DESIGN_2);
    expect(three.stock.russia).toBe(DESIGN_3.stock.russia - 3);
  });

  it('changes only the flags and Russia’s stock', () => {
    const { areas: a3, stock: s3, neighbours: _n3, id: _i3, ...rest3 } = DESIGN_3;
    const { areas: a2, stock: _s2, neighbours: _n2, id: _i2, ...rest2 } = DESIGN_2;
    expect(rest3).toEqual(rest2);
    expect(a3.map((a) => ({ ...a, vp: 0 }))).toEqual(a2.map((a) => ({ ...a, vp: 0 })));
    expect(['suishiei', 'takasakiyama', 'akasakayama', 'pigeon-bay', 'rotetsuzan'].map((a) => vp(DESIGN_3, a))).toEqual(
      [1, 0, 1, 1, 0],
    );
    expect(['hill203-sw', 'hill203-ne'].map((a) => vp(DESIGN_3, a))).toEqual([3, 3]);
    expect(s3).toEqual({ japan: 13, russia: 8 });
  });
});

describe('203高地 revision 4: revision 3’s design with its flags set again', () => {
  it('[rule 3] [ゲームの準備] a revision 4 game is set up on revision 4’s design; earlier games keep theirs', () => {
    const four = M.setup(1, { revision: 4 }).g as KochiG;
    expect(four.design).toBe(4);
    expect(designOf(four)).toBe(DESIGN_4);
    expect(designFor(4)).toBe(DESIGN_4);
    expect([designFor(1), designFor(2), designFor(3)]).toEqual([DESIGN_1, DESIGN_2, DESIGN_3]);
    expect(designOf(M.setup(1, { revision: 3 }).g as KochiG)).toBe(DESIGN_3);
    expect(designOf({})).toBe(DESIGN_1);
  });

  it('changes only the flags: the summits 4 each, 老鉄山 1, 水師営, 赤坂山 and 鳩湾 0', () => {
    const { areas: a4, neighbours: _n4, id: _i4, ...rest4 } = DESIGN_4;
    const { areas: a3, neighbours: _n3, id: _i3, ...rest3 } = DESIGN_3;
    expect(rest4).toEqual(rest3);
    expect(a4.map((a) => ({ ...a, vp: 0 }))).toEqual(a3.map((a) => ({ ...a, vp: 0 })));
    expect(['suishiei', 'takasakiyama', 'akasakayama', 'pigeon-bay', 'rotetsuzan'].map((a) => vp(DESIGN_4, a))).toEqual(
      [0, 0, 0, 0, 1],
    );
    expect(['hill203-sw', 'hill203-ne', 'namakoyama', 'anzishan'].map((a) => vp(DESIGN_4, a))).toEqual([4, 4, 1, 1]);
    // Eleven VP of flags on the board, as in revision 3 (11 < 30: no single settlement wins from 0).
    expect(a4.reduce((n, a) => n + a.vp, 0)).toBe(a3.reduce((n, a) => n + a.vp, 0));
  });
});
