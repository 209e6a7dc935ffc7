// 203高地: the designed pieces checked against the rulebook's constraints (named by its headings).
// Decisions: docs/games/nihyaku-san-kochi.md.
import { describe, expect, it } from 'vitest';
import {
  AREAS,
  AREA_BY_ID,
  AREA_LIMIT_PER_SIDE,
  AREA_LIMIT_TOTAL,
  BOMBARDABLE,
  EDGES,
  GAME_ID,
  HQ_AREA,
  OBSERVATION_AREA,
  SIDES,
  START_AREAS,
  neighbours,
} from '#games/nihyaku-san-kochi/data/board.ts';
import { EVENTS, ORDER_CARDS } from '#games/nihyaku-san-kochi/data/cards.ts';
import {
  GREEN_STEP,
  JAPAN_START_SP,
  ORDER_CARDS_PER_SIDE,
  SP_POOL,
  STOCK,
  TIME_CIRCLE,
  VP_TO_WIN,
} from '#games/nihyaku-san-kochi/data/time.ts';
import type { AreaIcon, Effect, OrderKind } from '#games/nihyaku-san-kochi/data/types.ts';

const ICONS: AreaIcon[] = [
  'startPlayer',
  'drawEvent',
  'takeSp',
  'returnForSp',
  'pushEnemy',
  'forwardBase',
  'observation',
];
const nonEmpty = (t: { ja: string; en: string }): boolean => t.ja.trim().length > 0 && t.en.trim().length > 0;

describe('区画の説明 (areas and adjacency)', () => {
  it('game id and sides', () => {
    expect(GAME_ID).toBe('nihyaku-san-kochi');
    expect(SIDES).toEqual(['japan', 'russia']);
  });
  it('area ids are unique and every edge names two distinct known areas, listed once', () => {
    expect(new Set(AREAS.map((a) => a.id)).size).toBe(AREAS.length);
    const seen = new Set<string>();
    for (const [a, b] of EDGES) {
      expect(AREA_BY_ID.has(a) && AREA_BY_ID.has(b), `${a}-${b}`).toBe(true);
      expect(a).not.toBe(b);
      const key = [a, b].sort().join('|');
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });
  it('adjacency is symmetric', () => {
    for (const a of AREAS) for (const b of neighbours(a.id)) expect(neighbours(b), `${b}→${a.id}`).toContain(a.id);
  });
  it('the graph is connected and the HQs are not adjacent (the front lies between them)', () => {
    const reached = new Set([AREAS[0]!.id]);
    const queue = [AREAS[0]!.id];
    while (queue.length)
      for (const n of neighbours(queue.shift()!))
        if (!reached.has(n)) {
          reached.add(n);
          queue.push(n);
        }
    expect(reached.size).toBe(AREAS.length);
    expect(neighbours(HQ_AREA.japan)).not.toContain(HQ_AREA.russia);
  });
  it("the board has the history's places: 203高地, 赤坂山, 海鼠山, 老鉄山", () => {
    const names = AREAS.map((a) => a.name.ja).join(' ');
    for (const n of ['203高地', '赤坂山', '海鼠山', '老鉄山']) expect(names).toContain(n);
  });
  it('layout hints are polygons inside the 0–100 board', () => {
    for (const a of AREAS) {
      expect(a.polygon.length).toBeGreaterThanOrEqual(3);
      for (const [x, y] of [...a.polygon, a.label]) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(100);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(100);
      }
    }
  });
});

describe('ゲームの準備 (setup)', () => {
  it('each side has exactly one HQ area and three starting areas, all distinct', () => {
    for (const s of SIDES) {
      expect(AREAS.filter((a) => a.hq === s).map((a) => a.id)).toEqual([HQ_AREA[s]]);
      expect(
        AREAS.filter((a) => a.start === s)
          .map((a) => a.id)
          .sort(),
      ).toEqual([...START_AREAS[s]].sort());
      expect(START_AREAS[s]).toHaveLength(3);
    }
    const all = [HQ_AREA.japan, HQ_AREA.russia, ...START_AREAS.japan, ...START_AREAS.russia];
    expect(new Set(all).size).toBe(8);
  });
  it('setup fits the area limits (3 per side, 6 in all)', () => {
    expect(AREA_LIMIT_PER_SIDE).toBe(3);
    expect(AREA_LIMIT_TOTAL).toBe(6);
    for (const a of AREAS) {
      const per = SIDES.map((s) => (START_AREAS[s].includes(a.id) ? 1 : 0));
      for (const n of per) expect(n).toBeLessThanOrEqual(AREA_LIMIT_PER_SIDE);
      expect(per[0]! + per[1]!).toBeLessThanOrEqual(AREA_LIMIT_TOTAL);
    }
  });
  it("stocks cover the three set-up units and Japan has the larger army; Japan's 1 SP leaves the pool non-empty", () => {
    for (const s of SIDES) expect(STOCK[s]).toBeGreaterThan(START_AREAS[s].length);
    expect(STOCK.japan).toBeGreaterThan(STOCK.russia);
    expect(SP_POOL).toBeGreaterThan(JAPAN_START_SP);
  });
});

describe('区画効果の解説 (area effects)', () => {
  it('every area-effect icon is used at least once', () => {
    for (const i of ICONS)
      expect(
        AREAS.some((a) => a.icon === i),
        i,
      ).toBe(true);
  });
  it('exactly one observation-artillery area, and it is the marked one', () => {
    expect(AREAS.filter((a) => a.icon === 'observation').map((a) => a.id)).toEqual([OBSERVATION_AREA]);
  });
  it('each side can reach a forward base of its own side of the board (増援要請 is usable)', () => {
    const fb = AREAS.filter((a) => a.icon === 'forwardBase').map((a) => a.id);
    for (const s of SIDES)
      expect(
        fb.some(
          (f) => neighbours(HQ_AREA[s]).includes(f) || neighbours(f).some((n) => neighbours(HQ_AREA[s]).includes(n)),
        ),
        s,
      ).toBe(true);
  });
});

describe('砲撃チップの説明 (bombardment)', () => {
  it('never on an HQ area or the observation-artillery area; every other area may be shelled', () => {
    for (const s of SIDES) expect(BOMBARDABLE).not.toContain(HQ_AREA[s]);
    expect(BOMBARDABLE).not.toContain(OBSERVATION_AREA);
    expect(BOMBARDABLE).toHaveLength(AREAS.length - 3);
  });
});

describe('命令カードの解説 (order cards)', () => {
  it('each side has its five order cards, one of each kind, ids unique', () => {
    const kinds: OrderKind[] = ['move', 'attack', 'area', 'reinforce', 'entry'];
    for (const s of SIDES) {
      const own = ORDER_CARDS.filter((c) => c.side === s);
      expect(own).toHaveLength(ORDER_CARDS_PER_SIDE);
      expect(own.map((c) => c.kind).sort()).toEqual([...kinds].sort());
    }
    const ids = [...ORDER_CARDS.map((c) => c.id), ...ORDER_CARDS.flatMap((c) => c.specials.map((p) => p.id))];
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('the required special orders exist with an SP cost: move, attack, 破壊, 増援要請 (controlled forward base), entry from stock', () => {
    for (const s of SIDES) {
      const specials = ORDER_CARDS.filter((c) => c.side === s).flatMap((c) =>
        c.specials.map((p) => ({ card: c.kind, ...p })),
      );
      const has = (card: OrderKind, pred: (e: Effect) => boolean) =>
        specials.some((p) => p.card === card && p.cost >= 1 && pred(p.effect));
      expect(has('move', (e) => e.kind === 'move')).toBe(true);
      expect(has('attack', (e) => e.kind === 'attack')).toBe(true);
      expect(has('area', (e) => e.kind === 'destroyHq')).toBe(true);
      expect(specials.find((p) => p.effect.kind === 'destroyHq')!.name.ja).toBe('破壊');
      expect(has('reinforce', (e) => e.kind === 'place' && e.where === 'controlledForwardBase')).toBe(true);
      expect(
        specials.find((p) => p.effect.kind === 'place' && p.effect.where === 'controlledForwardBase')!.name.ja,
      ).toBe('増援要請');
      expect(has('entry', (e) => e.kind === 'place')).toBe(true);
    }
  });
  it("every special costs 1+ SP (特殊発令 spends SP) but less than the pool holds, and the area order's basic effect is an area effect", () => {
    for (const c of ORDER_CARDS)
      for (const p of c.specials) {
        expect(p.cost).toBeGreaterThanOrEqual(1);
        expect(p.cost).toBeLessThan(SP_POOL);
      }
    for (const c of ORDER_CARDS.filter((x) => x.kind === 'area')) expect(c.basic.kind).toBe('areaEffect');
  });
});

describe('イベントカードの説明 (event deck)', () => {
  it('ids unique, counts positive, every effect names known areas', () => {
    expect(new Set(EVENTS.map((e) => e.id)).size).toBe(EVENTS.length);
    for (const e of EVENTS) {
      expect(e.count).toBeGreaterThanOrEqual(1);
      expect(e.effects.length).toBeGreaterThanOrEqual(1);
      for (const f of e.effects)
        if (f.kind === 'gainVp' && f.ifControlsAny)
          for (const a of f.ifControlsAny) expect(AREA_BY_ID.has(a)).toBe(true);
    }
  });
  it('the deck is larger than the draw-event areas so one round cannot exhaust it', () => {
    const deck = EVENTS.reduce((n, e) => n + e.count, 0);
    expect(deck).toBeGreaterThan(AREAS.filter((a) => a.icon === 'drawEvent').length * 2);
  });
});

describe('タイムサークル (time circle)', () => {
  it('starts at 0 on 27 Nov 1904 and ends by 5 Dec 1904, dates strictly increasing', () => {
    expect(TIME_CIRCLE[0]).toMatchObject({ index: 0, vp: 0, date: '1904-11-27' });
    expect(TIME_CIRCLE.at(-1)!.date <= '1904-12-05').toBe(true);
    for (let i = 1; i < TIME_CIRCLE.length; i++) {
      expect(TIME_CIRCLE[i]!.index).toBe(i);
      expect(TIME_CIRCLE[i]!.date > TIME_CIRCLE[i - 1]!.date).toBe(true);
    }
  });
  it('green spaces at 5, 10, 15 … below 30 each advance to their own space', () => {
    expect(GREEN_STEP).toBe(5);
    expect(TIME_CIRCLE.map((t) => t.vp)).toEqual([0, 5, 10, 15, 20, 25]);
    for (const t of TIME_CIRCLE) expect(t.vp).toBeLessThan(VP_TO_WIN);
  });
  it('「N枚戦」 never asks for more cards than a side has, even with 「低VP側+1」; cards never decrease', () => {
    for (const t of TIME_CIRCLE) {
      expect(t.cards).toBeGreaterThanOrEqual(1);
      expect(t.cards + (t.lowVpPlusOne ? 1 : 0)).toBeLessThanOrEqual(ORDER_CARDS_PER_SIDE);
    }
    for (let i = 1; i < TIME_CIRCLE.length; i++)
      expect(TIME_CIRCLE[i]!.cards).toBeGreaterThanOrEqual(TIME_CIRCLE[i - 1]!.cards);
    expect(TIME_CIRCLE.some((t) => t.lowVpPlusOne)).toBe(true);
  });
});

describe('勝利条件 (victory): VP track 0–30', () => {
  it('VP flags sum leaves 30 VP reachable but no single settlement wins from 0', () => {
    const sum = AREAS.reduce((n, a) => n + a.vp, 0);
    expect(VP_TO_WIN).toBe(30);
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(VP_TO_WIN);
    for (const a of AREAS) expect(Number.isInteger(a.vp) && a.vp >= 0).toBe(true);
    for (const s of SIDES) expect(AREA_BY_ID.get(HQ_AREA[s])!.vp).toBe(0);
  });
});

describe('ja and en text present everywhere', () => {
  it('areas, cards, specials and events', () => {
    for (const a of AREAS) {
      expect(nonEmpty(a.name), a.id).toBe(true);
      expect(nonEmpty(a.note), a.id).toBe(true);
    }
    for (const c of ORDER_CARDS) {
      expect(nonEmpty(c.name) && nonEmpty(c.text), c.id).toBe(true);
      for (const p of c.specials) expect(nonEmpty(p.name) && nonEmpty(p.text), p.id).toBe(true);
    }
    for (const e of EVENTS) expect(nonEmpty(e.name) && nonEmpty(e.text) && e.history.length > 0, e.id).toBe(true);
  });
});
