// 関ヶ原無双 [rule 7.0] movement, case by case on the reconstructed map.
import { describe, expect, it } from 'vitest';
import type { HexId } from '#engine/hex.ts';
import { distance, neighbours, terrainEnterable } from '#games/sekigahara-musou/board.ts';
import { NEUTRALS } from '#games/sekigahara-musou/data/map.ts';
import {
  countsAgainstLimit,
  destinations,
  limitInForce,
  moveBar,
  TOKUGAWA_HONNTAI,
} from '#games/sekigahara-musou/rules/movement.ts';
import type { SekiG } from '#games/sekigahara-musou/types.ts';
import { position } from './helpers.ts';

const dest = (g: SekiG, id: string) => destinations(g, g.units[id]!);
/** Hexes some move passes through on its way to another hex. */
const passedThrough = (d: ReturnType<typeof dest>) => new Set([...d.values()].flatMap((r) => r.path.slice(0, -1)));

describe('[rule 7.0] [rule 7.2] how far, and what ends a move', () => {
  it('[rule 7.2] up to the movement allowance over open ground, one hex a point', () => {
    const g = position({ matsudaira: '1008' }); // 3-2: moves 2
    const d = dest(g, 'matsudaira');
    expect(d.get('1208')?.cost).toBe(2);
    for (const [hex, r] of d) {
      expect(distance('1008', hex)).toBeLessThanOrEqual(2);
      expect(r.cost).toBeLessThanOrEqual(2);
    }
  });

  it('[rule 7.2] along a road a hex counts 0.5: twice as far', () => {
    const g = position({ matsudaira: '2008' }); // 中山道 2008 → 2009 → 2010 → 2011 → 2111
    const d = dest(g, 'matsudaira');
    expect(d.get('2010')?.cost).toBe(1);
    expect(d.get('2111')?.cost).toBe(2);
    expect(d.get('2111')?.path).toEqual(['2009', '2010', '2011', '2111']);
  });

  it('[rule 7.2] crossing a river ends the move', () => {
    const g = position({ shima: '1704' }); // moves 3; 藤古川 runs between 1704 and 1703 (no road)
    const d = dest(g, 'shima');
    expect(d.has('1703')).toBe(true);
    expect(passedThrough(d).has('1703')).toBe(false);
  });

  it('[rule 7.2] entering higher ground ends the move', () => {
    const g = position({ shima: '0806' }); // 0806 (level 0) → 0805 (level 1)
    const d = dest(g, 'shima');
    expect(d.has('0805')).toBe(true);
    expect(passedThrough(d).has('0805')).toBe(false);
  });

  it('[rule 7.2] along a road, rivers and heights do not stop a unit (北国街道 bridges 寺谷川 between 2206 and 2305)', () => {
    const g = position({ matsudaira: '2206' });
    const d = dest(g, 'matsudaira');
    expect(d.get('2405')?.path).toEqual(['2305', '2405']);
    expect(d.get('2604')?.cost).toBe(2);
  });

  it('[rule 7.2] entering a hex next to an enemy troop unit ends the move; next to an enemy commander it does not', () => {
    // An enemy beside 2010 but beside neither 2008 nor 2009 (nor on the road).
    const road = new Set(['2008', '2009', '2010', '2011', '2111']);
    const x = neighbours('2010').find(
      (h) => !road.has(h) && terrainEnterable(h) && !neighbours('2009').includes(h) && !neighbours('2008').includes(h),
    )!;
    expect(x).toBeDefined();
    const troop = dest(position({ matsudaira: '2008', ishida: x }), 'matsudaira');
    expect(troop.get('2010')?.cost).toBe(1);
    expect(troop.has('2011')).toBe(false); // only along the road through 2010, where the move ended (off the road it is 3 hexes)
    const commander = dest(position({ matsudaira: '2008', ishida: { hex: x, face: 'commander' } }), 'matsudaira');
    expect(commander.get('2011')?.cost).toBe(1.5);
  });

  it('[rule 7.2] an own unit may be passed through but not stopped on; an enemy unit may not be entered', () => {
    const own = dest(position({ matsudaira: '2008', ikoma: '2009' }), 'matsudaira');
    expect(own.has('2009')).toBe(false);
    expect(own.get('2010')?.path).toEqual(['2009', '2010']);
    const enemy = dest(position({ matsudaira: '2008', ishida: { hex: '2009', face: 'commander' } }), 'matsudaira');
    expect(enemy.has('2009')).toBe(false);
    expect(passedThrough(enemy).has('2009')).toBe(false);
    expect(enemy.has('2111')).toBe(false);
  });

  it("[rule 7.2] neutral commanders' hexes, ponds and solid-bordered terrain are never entered", () => {
    const closed = [...NEUTRALS.map((n) => n.hex), '1413', '2310', '1303', '1514', '1614', '2608', '2609'];
    const starts: [string, HexId][] = [
      ['shima', '1506'],
      ['shima', '2311'],
      ['shima', '1413'],
      ['shima', '2607'],
    ];
    for (const [id, near] of starts) {
      const from = neighbours(near).find((h) => terrainEnterable(h))!;
      const d = dest(position({ [id]: from }), id);
      for (const c of closed) {
        expect(d.has(c), `${c} from ${from}`).toBe(false);
        expect(passedThrough(d).has(c)).toBe(false);
      }
    }
  });

  it('[rule 7.2] a unit with a movement of 0 does not move', () => {
    const g = position({ shimazu: '2105' }); // 島津隊 2-0
    expect(dest(g, 'shimazu').size).toBe(0);
    expect(moveBar(g, g.units.shimazu!)).toBe('no-move');
  });
});

describe('[rule 7.1] [rule 7.3] who may start a move', () => {
  it('[rule 7.1] a unit moves once a phase', () => {
    const g = position({ matsudaira: '1008' });
    expect(moveBar(g, g.units.matsudaira!)).toBeNull();
    g.units.matsudaira!.moved = true;
    expect(moveBar(g, g.units.matsudaira!)).toBe('moved');
  });

  it('[rule 7.3] a troop unit next to an enemy troop unit may not move; a commander may', () => {
    const pinned = position({ matsudaira: '1008', ishida: '1009' });
    expect(moveBar(pinned, pinned.units.matsudaira!)).toBe('pinned');
    const commander = position({ matsudaira: { hex: '1008', face: 'commander' }, ishida: '1009' });
    expect(moveBar(commander, commander.units.matsudaira!)).toBeNull();
    const besideCommander = position({ matsudaira: '1008', ishida: { hex: '1009', face: 'commander' } });
    expect(moveBar(besideCommander, besideCommander.units.matsudaira!)).toBeNull();
  });
});

describe('[rule 7.4] the East may move only so many troop units', () => {
  it('[rule 7.4] six troop units on turn 1, three on each later turn; commanders and the West are free', () => {
    const t1 = position(
      { matsudaira: '1008', ikoma: { hex: '1208', face: 'commander' }, ishida: '0808' },
      { turn: 1, eastLimitedMoves: 5 },
    );
    expect(moveBar(t1, t1.units.matsudaira!)).toBeNull();
    t1.eastLimitedMoves = 6;
    expect(moveBar(t1, t1.units.matsudaira!)).toBe('east-limit');
    expect(moveBar(t1, t1.units.ikoma!)).toBeNull();
    expect(moveBar(t1, t1.units.ishida!)).toBeNull();
    const t2 = position({ matsudaira: '1008' }, { turn: 2, eastLimitedMoves: 3 });
    expect(moveBar(t2, t2.units.matsudaira!)).toBe('east-limit');
  });

  it('[rule 7.4] a unit starting within 3 hexes of the 徳川本隊 on its troop face is not counted', () => {
    const near = position({ [TOKUGAWA_HONNTAI]: '2112', matsudaira: '2111', ikoma: '1008' });
    expect(distance('2111', '2112')).toBeLessThanOrEqual(3);
    expect(distance('1008', '2112')).toBeGreaterThan(3);
    expect(countsAgainstLimit(near, near.units.matsudaira!)).toBe(false);
    expect(countsAgainstLimit(near, near.units.ikoma!)).toBe(true);
    expect(countsAgainstLimit(near, near.units[TOKUGAWA_HONNTAI]!)).toBe(false);
    const flipped = position({ [TOKUGAWA_HONNTAI]: { hex: '2112', face: 'commander' }, matsudaira: '2111' });
    expect(countsAgainstLimit(flipped, flipped.units.matsudaira!)).toBe(true);
  });

  it('[rule 7.4] lifted once 宇喜多秀家 or 石田三成 has retreated, back while the 徳川本隊 shows its commander face', () => {
    const lifted = position(
      { [TOKUGAWA_HONNTAI]: '2112', ikoma: '1008' },
      { westLeaderRetreated: true, eastLimitedMoves: 3 },
    );
    expect(limitInForce(lifted)).toBe(false);
    expect(moveBar(lifted, lifted.units.ikoma!)).toBeNull();
    lifted.units[TOKUGAWA_HONNTAI]!.face = 'commander';
    expect(limitInForce(lifted)).toBe(true);
    expect(moveBar(lifted, lifted.units.ikoma!)).toBe('east-limit');
  });
});

describe('answers kept per placement (the AI seat meets one placement in many states)', () => {
  it('two states placing the units alike share them; a unit on another hex or face is worked out again', () => {
    const a = position({ matsudaira: '1008', ishida: '1210' });
    const first = dest(a, 'matsudaira');
    expect(dest(position({ matsudaira: '1008', ishida: '1210' }), 'matsudaira')).toBe(first);
    const moved = position({ matsudaira: '1008', ishida: '1209' });
    const there = dest(moved, 'matsudaira');
    expect(there).not.toBe(first);
    // The answer follows the placement: the enemy one hex nearer changes where the unit may go.
    expect([...there.keys()].sort()).not.toEqual([...first.keys()].sort());
    // The same state changed in place (a rule moving a unit, then flipping it) is placed anew each time.
    a.units.ishida!.where = { kind: 'map', hex: '1209' };
    expect(dest(a, 'matsudaira')).toBe(there);
    a.units.ishida!.face = 'commander';
    const flipped = dest(a, 'matsudaira');
    expect(flipped).not.toBe(there);
    expect(dest(position({ matsudaira: '1008', ishida: { hex: '1209', face: 'commander' } }), 'matsudaira')).toBe(
      flipped,
    );
  });
});
