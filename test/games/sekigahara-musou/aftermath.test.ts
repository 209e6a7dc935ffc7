// 関ヶ原無双: who must fight and how they may be grouped ([rule 8.2], [rule 8.3]), retreat and
// pursuit ([rule 8.6], [rule 8.7]), the 小早川 marker ([rule 4.2]) and the end of the game
// ([rule 4.1], [rule 4.3]), rebuild ([rule 9.0]).
import { describe, expect, it } from 'vitest';
import { neighbours, riverBetween, terrainEnterable } from '#games/sekigahara-musou/board.ts';
import { groupingProblems, mayFight, mustFight, validShape } from '#games/sekigahara-musou/rules/obligation.ts';
import { canRebuild, rebuildCandidates, rebuildSucceeds } from '#games/sekigahara-musou/rules/rebuild.ts';
import { pursuit, retreatHexes } from '#games/sekigahara-musou/rules/retreat.ts';
import {
  commanderKilled,
  commanderRetreated,
  eastTroopEnteredExit,
  suddenDeath,
  victoryCheck,
} from '#games/sekigahara-musou/rules/victory.ts';
import { position } from './helpers.ts';

// Open, level ground around 1008, its six neighbours in order.
const ring = neighbours('1008');

describe('[rule 8.2] [rule 8.3] who fights, and in what groups', () => {
  it('[rule 8.2] troop units next to enemies must fight, with every enemy next to them; a commander next only to commanders may choose', () => {
    const g = position({
      matsudaira: '1008',
      ishida: ring[0]!,
      konishi: { hex: ring[3]!, face: 'commander' },
      ikoma: { hex: '0807', face: 'commander' },
      toda: { hex: '0808', face: 'commander' },
    });
    const must = mustFight(g, 'east');
    expect([...must.attackers].sort()).toEqual(['matsudaira']);
    expect([...must.defenders].sort()).toEqual(['ishida', 'konishi']);
    expect(mayFight(g, 'east')).toEqual(['ikoma']);
  });

  it('[rule 8.2] an enemy troop unit next to an attacking commander makes that commander fight', () => {
    const g = position({ ikoma: { hex: '1008', face: 'commander' }, ishida: ring[0]! });
    expect([...mustFight(g, 'east').attackers]).toEqual(['ikoma']);
  });

  it('[rule 8.3] one against several or several against one, never several against several; every unit once', () => {
    const g = position({ matsudaira: '1008', ikoma: ring[1]!, ishida: ring[0]!, konishi: ring[2]! });
    expect(validShape(g, { attackers: ['matsudaira'], defenders: ['ishida', 'konishi'] })).toBe(true);
    expect(validShape(g, { attackers: ['matsudaira', 'ikoma'], defenders: ['ishida', 'konishi'] })).toBe(false);
    expect(
      groupingProblems(g, 'east', [
        { attackers: ['matsudaira'], defenders: ['ishida', 'konishi'] },
        { attackers: ['ikoma'], defenders: ['konishi'] },
      ]),
    ).toContain('8.3 twice: konishi');
    const missing = groupingProblems(g, 'east', [{ attackers: ['matsudaira'], defenders: ['ishida'] }]);
    expect(missing.some((p) => p.startsWith('8.2 must fight'))).toBe(true);
  });
});

describe('[rule 8.6] [rule 8.7] retreat and pursuit', () => {
  it('[rule 8.6] a retreat goes one hex: enterable, empty, next to no enemy unit', () => {
    const g = position({ konishi: { hex: '1008', face: 'commander' }, matsudaira: ring[0]! });
    const to = retreatHexes(g, g.units.konishi!);
    expect(to.length).toBeGreaterThan(0);
    for (const h of to) {
      expect(neighbours('1008')).toContain(h);
      expect(neighbours(h)).not.toContain(ring[0]);
      expect(h).not.toBe(ring[0]);
    }
  });

  it('[rule 8.6] not across a river, unless along a road', () => {
    const g = position({ konishi: { hex: '1704', face: 'commander' } });
    expect(riverBetween('1704', '1703')).toBe(true);
    expect(retreatHexes(g, g.units.konishi!)).not.toContain('1703');
    const bridge = position({ konishi: { hex: '2206', face: 'commander' } }); // 北国街道 over 寺谷川
    expect(retreatHexes(bridge, bridge.units.konishi!)).toContain('2305');
  });

  it('[rule 8.6] with a movement of 0, or nowhere to go, the commander is killed', () => {
    const still = position({ 'otani-honntai': { hex: '1008', face: 'commander' } }); // 大谷吉継 moves 0
    expect(retreatHexes(still, still.units['otani-honntai']!)).toEqual([]);
    // Surrounded: enemies two hexes off on every side make every neighbour a hex next to an enemy.
    const placed: Record<string, string> = { konishi: '1008' };
    const east = ['matsudaira', 'ikoma', 'kanamori', 'oda', 'furuta', 'tanaka'];
    ring.forEach((h, i) => {
      const out = neighbours(h).find((n) => n !== '1008' && !ring.includes(n) && terrainEnterable(n))!;
      placed[east[i]!] = out;
    });
    const boxed = position(placed);
    boxed.units.konishi!.face = 'commander';
    expect(retreatHexes(boxed, boxed.units.konishi!)).toEqual([]);
  });

  it('[rule 8.7] a troop attacker must pursue into the vacated hex; commanders may; a movement of 0 cannot', () => {
    const g = position({ matsudaira: ring[0]!, ikoma: { hex: ring[1]!, face: 'commander' } });
    expect(pursuit(g, ['matsudaira', 'ikoma'], ['1008'])).toEqual({
      units: ['matsudaira'],
      hexes: ['1008'],
      forced: true,
    });
    expect(pursuit(g, ['ikoma'], ['1008'])).toEqual({ units: ['ikoma'], hexes: ['1008'], forced: false });
    const shimazu = position({ shimazu: ring[0]! }); // 島津隊 2-0
    expect(pursuit(shimazu, ['shimazu'], ['1008'])).toBeNull();
  });
});

describe('[rule 4.2] the 小早川 marker', () => {
  it('[rule 4.2] an East commander retreats +1, is killed +2; a West commander retreats −1, is killed −2', () => {
    const g = position({});
    commanderRetreated(g, 'east');
    expect(g.kobayakawa).toBe(9);
    commanderKilled(g, 'west');
    expect(g.kobayakawa).toBe(7);
    commanderRetreated(g, 'west');
    expect(g.kobayakawa).toBe(6);
    commanderKilled(g, 'east');
    expect(g.kobayakawa).toBe(8);
  });

  it('[rule 4.2] the first East troop unit into each exit moves it −2, once per exit', () => {
    const g = position({});
    eastTroopEnteredExit(g, 'tosando');
    eastTroopEnteredExit(g, 'tosando');
    expect(g.kobayakawa).toBe(6);
    eastTroopEnteredExit(g, 'hokkoku');
    expect(g.kobayakawa).toBe(4);
  });

  it('[rule 4.2] it stays within 4 and 10', () => {
    const g = position({}, { kobayakawa: 10 });
    commanderKilled(g, 'east');
    expect(g.kobayakawa).toBe(10);
    const low = position({}, { kobayakawa: 5 });
    commanderKilled(low, 'west');
    expect(low.kobayakawa).toBe(4);
  });
});

describe('[rule 4.0] [rule 4.1] [rule 4.3] the end of the game', () => {
  it('[rule 4.1] the East wins when the marker is on or below the turn marker', () => {
    expect(victoryCheck(position({}, { turn: 5, kobayakawa: 5 }))?.winner).toBe('east');
    expect(victoryCheck(position({}, { turn: 5, kobayakawa: 6 }))).toBeNull();
  });

  it('[rule 4.1] the West wins when the marker is beyond 7 with the turn marker on 6', () => {
    expect(victoryCheck(position({}, { turn: 6, kobayakawa: 8 }))).toMatchObject({
      winner: 'west',
      why: 'kobayakawa-west',
    });
    expect(victoryCheck(position({}, { turn: 6, kobayakawa: 7 }))).toBeNull();
    expect(victoryCheck(position({}, { turn: 5, kobayakawa: 9 }))).toBeNull();
  });

  it('[rule 4.3] 徳川家康 retreating or killed wins for the West at once', () => {
    const g = position({});
    expect(suddenDeath(g, { unit: 'tokugawa-honntai', kind: 'retreat' })).toMatchObject({
      winner: 'west',
      rule: '4.3',
    });
    expect(suddenDeath(g, { unit: 'tokugawa-honntai', kind: 'killed' })?.winner).toBe('west');
  });

  it('[rule 4.3] 宇喜多秀家 and 石田三成 both killed win for the East at once', () => {
    const one = position({ 'ukita-honntai': '1008' });
    expect(suddenDeath(one, { unit: 'ishida', kind: 'killed' })).toBeNull();
    const both = position({});
    expect(suddenDeath(both, { unit: 'ishida', kind: 'killed' })).toMatchObject({
      winner: 'east',
      why: 'west-leaders',
    });
  });
});

describe('[rule 9.0] [rule 9.3] rebuild: the player picks which commanders try', () => {
  it('[rule 9.2] a commander not next to an enemy troop unit rolls: at or under its command value it turns back', () => {
    const g = position({
      ikoma: { hex: '1008', face: 'commander' },
      kanamori: { hex: '0807', face: 'commander' },
      ishida: ring[0]!,
      toda: { hex: '0805', face: 'commander' },
    });
    expect(rebuildCandidates(g, 'east')).toEqual(['kanamori']); // 生駒 is next to 石田隊 (troop)
    const kanamori = g.units.kanamori!; // 金森長近: command 2
    expect(rebuildSucceeds(kanamori, 2)).toBe(true);
    expect(rebuildSucceeds(kanamori, 3)).toBe(false);
    // Next to an enemy commander only: it may try.
    const g2 = position({ ikoma: { hex: '1008', face: 'commander' }, ishida: { hex: ring[0]!, face: 'commander' } });
    expect(canRebuild(g2, g2.units.ikoma!)).toBe(true);
    // A troop face has nothing to rebuild.
    expect(canRebuild(g2, { ...g2.units.ikoma!, face: 'troop' })).toBe(false);
  });
});
