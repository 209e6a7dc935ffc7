// 203高地: the rules every order and event builds on, by the text's headings — the area limits,
// engagement and the attack (with the text's two 2-vs-3 examples), the SP burst and its two edge
// cases, the small settlement and the time marker, the bombardment chip, and the victory conditions
// with their draws.
import { describe, expect, it } from 'vitest';
import { HQ_AREA } from '#games/nihyaku-san-kochi/data/board.ts';
import { JAPAN_START_SP, SP_POOL, STOCK } from '#games/nihyaku-san-kochi/data/time.ts';
import type { KSide } from '#games/nihyaku-san-kochi/data/types.ts';
import {
  advanceTime,
  attack,
  bombard,
  bombardmentCheck,
  closed,
  controller,
  destroyFrom,
  destroyHq,
  engaged,
  gainVp,
  initialBoard,
  withinLines,
  moveUnits,
  placeFromStock,
  room,
  settle,
  takeSp,
  unitsIn,
  type KochiBoard,
} from '#games/nihyaku-san-kochi/rules/core.ts';

/** An empty board with full stocks, the pool full, nobody holding SP. */
function empty(over: Partial<KochiBoard> = {}): KochiBoard {
  return {
    units: {},
    stock: { japan: 20, russia: 20 },
    vp: { japan: 0, russia: 0 },
    time: 0,
    pool: SP_POOL,
    sp: { japan: 0, russia: 0 },
    startPlayer: 'russia',
    hqHits: { japan: 0, russia: 0 },
    bombardment: null,
    result: null,
    ...over,
  };
}
const put = (b: KochiBoard, area: string, japan: number, russia: number) => {
  b.units[area] = { japan, russia };
  return b;
};

describe('[rule 3] [ゲームの準備] setup', () => {
  it('[rule 3] [ゲームの準備] one unit on each own start area, both markers on 0, the time marker on 0, Japan holds 1 SP, Russia the start player', () => {
    const b = initialBoard(STOCK, JAPAN_START_SP);
    expect(b.units).toEqual({
      takasakiyama: { japan: 1, russia: 0 },
      namakoyama: { japan: 1, russia: 0 },
      suishiei: { japan: 1, russia: 0 },
      akasakayama: { japan: 0, russia: 1 },
      anzishan: { japan: 0, russia: 1 },
      rotetsuzan: { japan: 0, russia: 1 },
    });
    expect(b.stock).toEqual({ japan: STOCK.japan - 3, russia: STOCK.russia - 3 });
    expect([b.vp, b.time, b.sp, b.pool, b.startPlayer]).toEqual([
      { japan: 0, russia: 0 },
      0,
      { japan: 1, russia: 0 },
      SP_POOL - 1,
      'russia',
    ]);
  });
});

describe('[rule 2] [コマの説明] the area limits', () => {
  it('[rule 2] [コマの説明] three units a side and six in all in one area, absolutely: a placement or move takes what fits', () => {
    const b = put(empty(), 'hill203-sw', 2, 3);
    expect(room(b, 'hill203-sw', 'japan')).toBe(1);
    expect(placeFromStock(b, 'hill203-sw', 'japan', 3)).toBe(1);
    expect(placeFromStock(b, 'hill203-sw', 'russia', 1)).toBe(0);
    put(b, 'hill203-ne', 3, 0);
    put(b, 'namakoyama', 3, 0);
    expect(moveUnits(b, 'namakoyama', 'hill203-ne', 'japan', 3)).toBe(0); // the side's three already there
    expect(unitsIn(b, 'hill203-sw', 'japan') + unitsIn(b, 'hill203-sw', 'russia')).toBe(6);
  });

  it('[rule 2] [コマの説明] a placement takes no more than the stock holds', () => {
    const b = empty({ stock: { japan: 1, russia: 0 } });
    expect(placeFromStock(b, 'jp-hq', 'japan', 3)).toBe(1);
    expect(placeFromStock(b, 'ru-hq', 'russia', 1)).toBe(0);
    expect(b.stock.japan).toBe(0);
  });
});

describe('[rule 6] [交戦状態と攻撃処理] engagement and the attack', () => {
  it('[rule 6] [交戦状態と攻撃処理] both sides in one area are engaged, and engaged units cannot be moved', () => {
    const b = put(empty(), 'hill203-sw', 1, 1);
    expect(engaged(b, 'hill203-sw')).toBe(true);
    expect(moveUnits(b, 'hill203-sw', 'hill203-ne', 'japan', 1)).toBe(0);
  });

  it('[rule 6] [交戦状態と攻撃処理] Japan 2 vs Russia 3, Japan attacks: Japan 2, Russia 1 remain (no counter-attack)', () => {
    const b = put(empty(), 'hill203-sw', 2, 3);
    expect(attack(b, 'hill203-sw', ['japan'])).toEqual({ japan: 0, russia: 2 });
    expect(b.units['hill203-sw']).toEqual({ japan: 2, russia: 1 });
    expect(b.stock.russia).toBe(22);
  });

  it('[rule 6] [交戦状態と攻撃処理] Japan 2 vs Russia 3, both attack at once: Japan 0, Russia 1 remain', () => {
    const b = put(empty(), 'hill203-sw', 2, 3);
    expect(attack(b, 'hill203-sw', ['japan', 'russia'])).toEqual({ japan: 2, russia: 2 });
    expect(b.units['hill203-sw']).toEqual({ japan: 0, russia: 1 });
  });

  it('[rule 6] [交戦状態と攻撃処理] an attack where nobody is engaged does nothing', () => {
    const b = put(empty(), 'hill203-sw', 2, 0);
    expect(attack(b, 'hill203-sw', ['japan'])).toEqual({ japan: 0, russia: 0 });
  });
});

describe('[rule 7] [SPバースト] the SP burst', () => {
  it('[rule 7] [SPバースト] the last token taken: each side gains VP for the SP it holds and every SP goes back to the pool', () => {
    const b = empty({ pool: 2, sp: { japan: 3, russia: 2 } });
    expect(takeSp(b, [['japan', 1]])).toBe(false);
    expect(takeSp(b, [['russia', 1]])).toBe(true);
    expect(b.vp).toEqual({ japan: 4, russia: 3 });
    expect([b.sp, b.pool]).toEqual([{ japan: 0, russia: 0 }, SP_POOL]);
  });

  it('[rule 7] [SPバースト] taking 2 with one token left: the first is taken and bursts, the second is void', () => {
    const b = empty({ pool: 1, sp: { japan: 2, russia: 4 } });
    expect(takeSp(b, [['japan', 2]])).toBe(true);
    expect(b.vp).toEqual({ japan: 3, russia: 4 });
    expect(b.sp).toEqual({ japan: 0, russia: 0 });
  });

  it('[rule 7] [SPバースト] both taking 1 with one left: the start player takes it and bursts, the other gets none', () => {
    for (const start of ['japan', 'russia'] as KSide[]) {
      const b = empty({ pool: 1, sp: { japan: 1, russia: 1 }, startPlayer: start });
      const other: KSide = start === 'japan' ? 'russia' : 'japan';
      expect(
        takeSp(b, [
          [start, 1],
          [other, 1],
        ]),
      ).toBe(true);
      expect(b.vp[start]).toBe(2);
      expect(b.vp[other]).toBe(1);
      expect(b.pool).toBe(SP_POOL);
    }
  });
});

describe('[rule 4.3] [小決算] the small settlement and the time marker', () => {
  it('[rule 4.3] [小決算] each side scores the flags of the areas it holds with more units; a tie scores nothing', () => {
    const b = empty();
    put(b, 'hill203-sw', 2, 1); // Japan: 3
    put(b, 'hill203-ne', 1, 1); // tie: nothing
    put(b, 'akasakayama', 0, 1); // Russia: 1
    put(b, 'namakoyama', 1, 0); // Japan: 1
    expect(settle(b)).toEqual({ japan: 4, russia: 1 });
    expect(b.vp).toEqual({ japan: 4, russia: 1 });
    expect(controller(b, 'hill203-ne')).toBeNull();
  });

  it('[rule 4.3] [小決算] the leading marker reaching or passing a green space moves the time marker there; the trailing one does not', () => {
    const b = empty({ vp: { japan: 4, russia: 2 } });
    gainVp(b, 'russia', 3); // Russia 5: not leading before, now leads — it is the leading marker that counts
    expect(b.time).toBe(1);
    gainVp(b, 'japan', 2); // Japan 6: leading, passes no new green space
    expect(b.time).toBe(1);
    gainVp(b, 'japan', 9); // Japan 15: passes 10 and stops on 15
    expect(b.time).toBe(3);
    b.vp.japan = 0; // (time only moves on)
    advanceTime(b);
    expect(b.time).toBe(3);
  });

  it('[rule 9] [砲撃チップの説明] a closed area scores nothing at the settlement', () => {
    const b = put(empty(), 'hill203-sw', 2, 0);
    bombard(b, 'hill203-sw');
    expect(settle(b)).toEqual({ japan: 0, russia: 0 });
  });
});

describe('[rule 5] [勝利条件] victory', () => {
  it('[rule 5] [勝利条件] holding the enemy HQ area at the settlement wins', () => {
    const b = put(empty(), HQ_AREA.russia, 1, 0);
    settle(b);
    expect(b.result).toEqual({ winner: 'japan', why: 'hq-control' });
  });

  it("[rule 5] [勝利条件] both holding the other's HQ area at the settlement is a draw", () => {
    const b = put(put(empty(), HQ_AREA.russia, 1, 0), HQ_AREA.japan, 0, 2);
    settle(b);
    expect(b.result).toEqual({ winner: null, why: 'hq-control' });
  });

  it('[rule 5] [勝利条件] 30 VP wins at once; both reaching 30 at once is a draw', () => {
    const a = empty({ vp: { japan: 28, russia: 0 } });
    gainVp(a, 'japan', 5);
    expect(a.result).toEqual({ winner: 'japan', why: 'vp' });
    expect(a.vp.japan).toBe(30);
    const both = empty({ vp: { japan: 29, russia: 28 }, pool: 1, sp: { japan: 1, russia: 2 } });
    takeSp(both, [['japan', 1]]); // the burst gives Japan 2 and Russia 2 at once
    expect(both.result).toEqual({ winner: null, why: 'vp' });
  });

  it('[rule 5] [勝利条件] 破壊 twice wins at once; from the enemy HQ area or a controlled area within range', () => {
    const inHq = { kind: 'destroyHq', minUnits: 2, range: 0 } as const;
    const b = put(empty(), HQ_AREA.russia, 1, 1);
    expect(destroyHq(b, 'japan', inHq)).toBe(false); // one unit is not enough
    put(b, HQ_AREA.russia, 2, 1);
    expect(destroyHq(b, 'japan', inHq)).toBe(true);
    expect(b.result).toBeNull();
    expect(destroyHq(b, 'japan', inHq)).toBe(true);
    expect(b.result).toEqual({ winner: 'japan', why: 'hq-destroyed' });
    // The designed card: one unit in an area Japan controls at most two lines from the Russian HQ.
    const inRange = { kind: 'destroyHq', minUnits: 1, range: 2 } as const;
    expect(withinLines(HQ_AREA.russia, 2).sort()).toEqual([
      'akasakayama',
      'anzishan',
      'hill203-ne',
      'hill203-sw',
      'new-town',
      'rear-depot',
      'rotetsuzan',
      'ru-hq',
    ]);
    expect(destroyFrom(put(empty(), 'takasakiyama', 3, 0), 'japan', inRange)).toEqual([]); // three lines away
    expect(destroyFrom(put(empty(), 'hill203-ne', 1, 1), 'japan', inRange)).toEqual([]); // engaged, not controlled
    const summit = put(empty(), 'hill203-ne', 2, 1);
    expect(destroyFrom(summit, 'japan', inRange)).toEqual(['hill203-ne']);
    expect(destroyFrom(summit, 'russia', inRange)).toEqual([]); // Russia holds nothing within two lines of Japan's HQ
    bombard(summit, 'rear-depot');
    expect(destroyHq(summit, 'japan', inRange)).toBe(true);
    expect(summit.hqHits.russia).toBe(1);
  });
});

describe('[rule 9] [砲撃チップの説明] the bombardment chip', () => {
  it('[rule 9] [砲撃チップの説明] never on an HQ or the observation area; it closes its area to entry and exit', () => {
    const b = put(put(empty(), 'hill203-sw', 1, 0), 'hill203-ne', 1, 0);
    expect(bombard(b, HQ_AREA.japan)).toBe(false);
    expect(bombard(b, 'namakoyama')).toBe(false);
    expect(bombard(b, 'hill203-sw')).toBe(true);
    expect(closed(b, 'hill203-sw')).toBe(true);
    expect(moveUnits(b, 'hill203-sw', 'pigeon-bay', 'japan', 1)).toBe(0);
    expect(moveUnits(b, 'hill203-ne', 'hill203-sw', 'japan', 1)).toBe(0);
    expect(placeFromStock(b, 'hill203-sw', 'japan', 1)).toBe(0);
  });

  it('[rule 4.4] [砲撃・イベントチェック] the chip is flipped from (2) to (1) at the end of a round, then removed; moved or renewed by a new bombardment', () => {
    const b = empty();
    bombard(b, 'akasakayama');
    bombardmentCheck(b);
    expect(b.bombardment).toEqual({ area: 'akasakayama', face: 1 });
    bombard(b, 'akasakayama'); // continued bombardment: (1) back to (2)
    expect(b.bombardment).toEqual({ area: 'akasakayama', face: 2 });
    bombardmentCheck(b);
    bombardmentCheck(b);
    expect(b.bombardment).toBeNull();
  });
});
