// 日露大戦: a refused move or retreat names the reason that applies to the typed hex (issue 23,
// "Refusals help"), not a list of every possible one: [rule 8.2] rail moves, [rule 10.2.4]
// strategic moves, [rule 6.2] EZOC, [rule 7.0] stacking.
import { describe, expect, it } from 'vitest';
import { apply } from '#engine/engine.ts';
import { HEX_BY_ID } from '#games/nichiro-taisen/data/map.ts';
import { explainResolve } from '#games/nichiro-taisen/rules/combat/declaration.ts';
import { decision, expectRejected, legal, M, play, position, withDice } from './helpers.ts';

const railing = (
  units: Record<string, string>,
  side: 'japan' | 'russia',
  unit: string,
  control?: Record<string, 'japan' | 'russia'>,
) => play(position({ clear: true, units, side, control }), [[side, `rail ${unit}`]]);

describe('[rule 8.2] a refused rail move names what shuts the way', () => {
  it('[rule 8.2] the destination is an enemy-controlled town', () => {
    const s = railing({ 'J-2': '1608', 'R-S1': '2215' }, 'japan', 'J-2', { '1607': 'japan', '1708': 'japan' });
    const r = expectRejected(s, 'japan', 'to 1709', 'LINE_DEST_TOWN', '8.2');
    expect(r.text.ja).toBe('1709 は敵支配下の町です。鉄道移動では進入できません。');
    expect(r.text.en).toBe('1709 is an enemy-controlled town, and a rail move never enters one.');
  });

  it('[rule 8.2] an enemy-controlled town on the way', () => {
    const s = railing({ 'J-2': '1608', 'R-S1': '2215' }, 'japan', 'J-2', { '1607': 'japan', '1708': 'japan' });
    const r = expectRejected(s, 'japan', 'to 1304', 'LINE_WAY_TOWN', '8.2');
    expect(r.text.ja).toBe('1304 へは鉄道移動で行けません。途中の 1505 が敵支配下の町で、通過できません。');
    expect(r.text.en).toContain('the way runs through 1505, an enemy-controlled town');
    expect(r.text.ja).not.toContain('ZOC');
  });

  it('[rule 6.2] the destination, or a hex on the way, is in an EZOC', () => {
    const s = railing({ 'R-S1': '2215', 'J-2': '1812' }, 'russia', 'R-S1');
    const at = expectRejected(s, 'russia', 'to 1912', 'LINE_DEST_EZOC', '6.2');
    expect(at.text.en).toBe('1912 is in an enemy ZOC, and a rail move never enters one.');
    const way = expectRejected(s, 'russia', 'to 1709', 'LINE_WAY_EZOC', '6.2');
    expect(way.text.ja).toContain('途中の 1912 が敵ZOC');
    expect(way.text.en).toContain('through 1912, in an enemy ZOC');
  });

  it('[rule 7.2] [rule 8.2] a hex on the way at the stacking limit', () => {
    const s = railing({ 'R-S1': '2215', 'R-S3': '2014', 'J-2': '1015' }, 'russia', 'R-S1');
    const r = expectRejected(s, 'russia', 'to 1913', 'LINE_WAY_STACK', '8.2');
    expect(r.text.ja).toContain('途中の 2014 がスタック制限に達していて');
    expect(r.text.en).toContain('through 2014, at the stacking limit');
  });

  it('[rule 8.2] a hex off the railway', () => {
    const s = railing({ 'R-S1': '2215', 'J-2': '1812' }, 'russia', 'R-S1');
    const r = expectRejected(s, 'russia', 'to 1813', 'LINE_OFF', '8.2');
    expect(r.text.ja).toBe('1813 は鉄道上にないため、鉄道移動では行けません。');
    expect(r.text.en).toBe('1813 is not on a railway, so a rail move cannot go there.');
  });
});

describe('[rule 10.2.4] a refused strategic move names what shuts the way', () => {
  const strategic = (units: Record<string, string>) =>
    play(position({ clear: true, side: 'russia', phase: 'cardPlay', units, hands: { russia: ['#04'] } }), [
      ['russia', 'strategic #04'],
      ['russia', 'unit R-S1'],
    ]);

  it('[rule 10.2.4] the enemy supply source is never entered', () => {
    const s = strategic({ 'R-S1': '2215', 'J-2': '1812' });
    const r = expectRejected(s, 'russia', 'to 1015', 'LINE_DEST_ENEMY_SUPPLY', '10.2.4');
    expect(r.text.ja).toBe('1015 は敵の補給源です。戦略移動では進入できません。');
    expect(r.text.en).toBe("1015 is the enemy's supply source, and a strategic move never enters it.");
  });

  it("[rule 10.2.4] a hex holding a unit of one's own at the limit shuts the road south", () => {
    const s = strategic({ 'R-S1': '2215', 'R-S3': '2114', 'J-2': '1812' });
    const r = expectRejected(s, 'russia', 'to 1310', 'LINE_WAY_STACK', '10.2.4');
    expect(r.text.en).toBe(
      '1310 cannot be reached by a strategic move: the way runs through 2114, at the stacking limit, which no unit may pass.',
    );
  });
});

describe('[rule 9.6] a refused retreat hex names the condition it fails', () => {
  const YALU = { 'R-S2': '1214', 'J-Gds': '1114', 'J-2': '1215', 'J-12': '1215' };
  /** Japan attacks 1214 from 1114 and 1215 and rolls a DR. */
  const dr = (extra: Record<string, string> = {}) => {
    let s = position({ clear: true, units: { ...YALU, ...extra }, side: 'japan', phase: 'combat' });
    s = play(s, [
      ['japan', 'attack 1214'],
      ['japan', 'with J-2'],
      ['japan', 'with J-12'],
      ['japan', 'with J-Gds'],
      ['japan', 'confirm'],
    ]);
    return play(withDice(s, [3]), [['japan', 'end-declarations']]);
  };
  it('[rule 9.6] [rule 6.3] enemy units, an EZOC and a hex further away are each named', () => {
    const s = dr();
    const enemy = expectRejected(s, 'russia', 'retreat R-S2 1215', 'RETREAT_ENEMY', '9.6');
    expect(enemy.text.ja).toBe('1215 には敵ユニットがいるので、R-S2 は退却できません。退却先: 1213, 1313');
    expect(enemy.text.en).toBe('1215 holds enemy units, so R-S2 cannot retreat there. Legal: 1213, 1313');
    const ezoc = expectRejected(s, 'russia', 'retreat R-S2 1314', 'RETREAT_EZOC', '6.3');
    expect(ezoc.text.en).toContain('1314 is in an enemy ZOC');
    const far = expectRejected(s, 'russia', 'retreat R-S2 1414', 'RETREAT_NOT_ADJACENT', '9.6');
    expect(far.text.ja).toContain('1414 は R-S2 のいる 1214 に隣接していません');
  });

  it('[rule 9.6] a full hex, while another hex has room, is no chain retreat', () => {
    const s = dr({ 'R-S3': '1213' });
    expect(legal(s, 'russia')).toEqual(['retreat R-S2 1313']);
    const r = expectRejected(s, 'russia', 'retreat R-S2 1213', 'RETREAT_FULL', '9.6');
    expect(r.text.en).toContain('1213 is at the stacking limit (1); another hex has room');
  });

  it('[rule 9.6] a chain retreat: the wrong unit, and a hex the chain already holds, are named', () => {
    const s = play(dr({ 'R-S3': '1213', 'R-S4': '1313' }), [['russia', 'retreat R-S2 1313']]);
    expect(legal(s, 'russia')).toEqual(['displace R-S4 1312', 'displace R-S4 1413', 'displace R-S4 1414']);
    const who = expectRejected(s, 'russia', 'displace R-S3 1312', 'DISPLACE_NOT_THERE', '9.6');
    expect(who.text.en).toContain('R-S3 is not one of your units in 1313');
    const back = expectRejected(s, 'russia', 'displace R-S4 1214', 'RETREAT_IN_CHAIN', '9.6');
    expect(back.text.ja).toContain('1214 はこの連鎖退却ですでに通ったヘクスです');
  });
});

describe('[rule 8.0] [rule 8.1] a refused normal move names what ends or shuts the way', () => {
  const moving = (units: Record<string, string>, unit: string) =>
    play(position({ clear: true, units, side: 'japan' }), [['japan', `move ${unit}`]]);

  it('[rule 8.0] beyond the movement allowance: the distance is given', () => {
    const s = moving({ 'J-2': '1414', 'R-S1': '1713' }, 'J-2');
    const r = expectRejected(s, 'japan', 'to 1812', 'TOO_FAR', '8.0');
    expect(r.text.ja).toBe('1812 は 1414 から4ヘクス離れていて、移動力3では届きません。');
    expect(r.text.en).toBe('1812 is 4 hexes from 1414, beyond a movement allowance of 3.');
  });

  it('[rule 8.0] from a box, the box is named in each language', () => {
    const s = moving({ 'J-2': 'korea', 'R-S1': '2215' }, 'J-2');
    const r = expectRejected(s, 'japan', 'to 1913', 'TOO_FAR', '8.0');
    expect(r.text.ja).toBe('1913 は 朝鮮半島 から10ヘクス離れていて、移動力3では届きません。');
    expect(r.text.en).toBe('1913 is 10 hexes from Korea, beyond a movement allowance of 3.');
  });

  it('[rule 8.1] rough entered off the road ends the move: the rough hex is named', () => {
    const s = moving({ 'J-2': '1414', 'R-S1': '2215' }, 'J-2');
    const r = expectRejected(s, 'japan', 'to 1417', 'MOVE_STOP_ROUGH', '8.1');
    expect(r.text.ja).toBe(
      '1417 へは行けません。途中の 1415 は荒地で、道路・鉄道沿いでなく進入すると移動が止まります。',
    );
    expect(r.text.en).toBe('1417 cannot be reached: the move ends on entering rough off a road or railway, at 1415.');
  });

  it('[rule 8.1] a river crossed off the road ends the move: both hexes across it are named', () => {
    const s = moving({ 'J-2': '2214', 'R-S1': '1201' }, 'J-2');
    const r = expectRejected(s, 'japan', 'to 2412', 'MOVE_STOP_RIVER', '8.1');
    expect(r.text.ja).toContain('途中の 2312・2313 へは道路・鉄道沿いでなく河川を越える');
    expect(r.text.en).toContain('crossing a river off a road or railway, into 2312, 2313');
  });

  it('[rule 6.1] an EZOC on the way ends the move there (from the Korea box, at 1015)', () => {
    const s = moving({ 'J-2': 'korea', 'R-S1': '1115' }, 'J-2');
    const r = expectRejected(s, 'japan', 'to 1214', 'MOVE_STOP_EZOC', '6.1');
    expect(r.text.en).toContain('entering an enemy ZOC, at 1015');
  });

  it('[rule 7.3] [rule 8.1] ways ended or shut for different reasons: each hex and its reason', () => {
    // 1114 → 1313: by the road bridge through 1214 (two Japanese units: full), or across the Yalu.
    const s = moving({ 'J-2': '1114', 'J-3': '1214', 'J-4': '1214', 'R-S1': '2215' }, 'J-2');
    const r = expectRejected(s, 'japan', 'to 1313', 'MOVE_BLOCKED', '8.1');
    expect(r.text.ja).toBe(
      '1313 へは移動力3では行けません。行く手のヘクスと理由: 1213(河川越えで停止)、1214(スタック制限)、1215(河川越えで停止)。',
    );
    expect(r.text.en).toBe(
      '1313 cannot be reached with 3 MP. On the way: 1213 (across a river: the move ends), 1214 (at the stacking limit), 1215 (across a river: the move ends).',
    );
  });

  it('[rule 8.3] a box of the other side is named as such', () => {
    const s = moving({ 'J-2': 'korea', 'R-S1': '1115' }, 'J-2');
    const r = expectRejected(s, 'japan', 'to siberia', 'BOX_NOT_YOURS', '8.3');
    expect(r.text.en).toBe('Japan units never enter the Siberia box.');
  });
});

describe('[rule 9.1] [rule 9.3] [rule 9.7] refused attacks, resolutions and advances name what applies', () => {
  const combatAt = (units: Record<string, string>) => position({ clear: true, units, side: 'japan', phase: 'combat' });

  it('[rule 9.1] no unit next to the hex, or every unit next to it already committed', () => {
    const alone = combatAt({ 'R-NA': '1303', 'J-2': '1203' });
    const none = expectRejected(alone, 'japan', 'attack 1303', 'NO_ATTACKER', '9.1');
    expect(none.text.en).toBe('None of your units has 1303 in its ZOC (none is next to it).');
    const s = play(combatAt({ 'R-S1': '1214', 'R-S3': '1313', 'J-2': '1215', 'J-12': '1314' }), [
      ['japan', 'attack 1214'],
      ['japan', 'with J-2'],
      ['japan', 'with J-12'],
      ['japan', 'confirm'],
    ]);
    const r = expectRejected(s, 'japan', 'attack 1313', 'ATTACKERS_COMMITTED', '9.1');
    expect(r.text.ja).toMatch(
      /^1313 にZOCが及ぶ自軍ユニット\(.+\)は、どれもこの戦闘フェイズにもう攻撃を宣言しています。$/,
    );
    expect(r.text.en).toContain('are all committed to attacks this combat phase');
  });

  it('[rule 9.7] a unit that did not attack, or has advanced already, is named as such', () => {
    let s = play(combatAt({ 'R-S2': '1214', 'J-Gds': '1114', 'J-2': '1215', 'J-12': '1215', 'J-3': '1016' }), [
      ['japan', 'attack 1214'],
      ['japan', 'with J-2'],
      ['japan', 'with J-12'],
      ['japan', 'with J-Gds'],
      ['japan', 'confirm'],
    ]);
    s = play(withDice(s, [3]), [
      ['japan', 'end-declarations'],
      ['russia', 'retreat R-S2 1313'],
    ]);
    const r = expectRejected(s, 'japan', 'advance J-3', 'ADVANCE_NOT_ATTACKER', '9.7');
    expect(r.text.en).toContain('J-3 did not take part in this attack');
    s = play(s, [['japan', 'advance J-2']]);
    const again = expectRejected(s, 'japan', 'advance J-2', 'ADVANCE_DONE', '9.7');
    expect(again.text.ja).toContain('J-2 はもう 1214 へ前進しました');
  });
});

describe('[rule 9.3] a refused resolution names what applies', () => {
  it('[rule 9.3] a hex with no attack declared, and a combat already resolved', () => {
    const s = play(
      position({
        clear: true,
        units: { 'R-S1': '1214', 'R-S3': '1313', 'J-2': '1215', 'J-12': '1314', 'J-Gds': '1314' },
        side: 'japan',
        phase: 'combat',
      }),
      [
        ['japan', 'attack 1214'],
        ['japan', 'with J-2'],
        ['japan', 'confirm'],
        ['japan', 'attack 1313'],
        ['japan', 'with J-12'],
        ['japan', 'with J-Gds'],
        ['japan', 'confirm'],
        ['japan', 'end-declarations'],
      ],
    );
    expect(decision(s)?.kind).toBe('resolve');
    expectRejected(s, 'japan', 'resolve 1414', 'NOT_DECLARED', '9.3');
    // Once one combat is resolved the last one is taken without asking: the rule's explain is asked directly.
    s.g.declarations[0]!.resolved = true;
    const r = explainResolve(s, '1214');
    expect(r).toMatchObject({ code: 'COMBAT_RESOLVED', rule: '9.3' });
    expect(r.text.ja).toBe('1214 の戦闘はもう解決済みです。');
    expect(r.text.en).toBe('The combat at 1214 is already resolved.');
  });
});

describe('[rule 8.0] [rule 8.1] every refused normal move names its reason', () => {
  it('[rule 8.0] TOO_FAR only beyond the allowance: within it, the hexes that end or shut the way are named', () => {
    const spots: Record<string, string>[] = [
      { 'J-2': '1414', 'J-3': '1513', 'R-S1': '1713', 'R-S3': '1515' },
      { 'J-2': '1114', 'J-3': '1214', 'J-4': '1214', 'R-S1': '1313' },
      { 'J-2': '2214', 'R-S1': '2313', 'R-S3': '2115' },
    ];
    let specific = 0;
    for (const units of spots) {
      const s = play(position({ clear: true, units, side: 'japan' }), [['japan', 'move J-2']]);
      for (const h of HEX_BY_ID.keys()) {
        const r = apply(M, s, 'japan', `to ${h}`);
        if (r.ok) continue;
        const { code, args } = r.rejection;
        if (code === 'TOO_FAR') expect(Number(args!.dist)).toBeGreaterThan(Number(args!.ma));
        if (code.startsWith('MOVE_')) {
          specific++;
          expect(r.rejection.text.en).toMatch(/\d{4}/);
        }
        expect(r.rejection.text.ja).not.toContain('または');
      }
    }
    expect(specific).toBeGreaterThan(10);
  });
});
