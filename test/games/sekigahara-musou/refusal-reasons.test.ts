// 関ヶ原無双: a refused attack, grouping, retreat or rebuild names the reason that applies (issue
// 23, "Refusals help"), not a list of every possible one: [rule 8.3] grouping, [rule 8.6] retreat,
// [rule 9.2] rebuild.
import { describe, expect, it } from 'vitest';
import { apply } from '#engine/engine.ts';
import type { GameState, Rejection } from '#engine/types.ts';
import { neighbours } from '#games/sekigahara-musou/board.ts';
import { sekigaharaMusou as M } from '#games/sekigahara-musou/index.ts';
import type { SekiFrame, SekiG } from '#games/sekigahara-musou/types.ts';
import { position, type Placement } from './helpers.ts';

type S = GameState<SekiG, SekiFrame>;

function at(placed: Record<string, Placement>, frame: SekiFrame): S {
  const s = M.setup(1, {}) as S;
  return { ...s, g: position(placed, { turn: 4 }), stack: [frame] };
}
const combat = (placed: Record<string, Placement>): S =>
  at(placed, { kind: 'combat', sides: ['east'], plan: [], fixed: false, done: [], pursuit: null });

function play(s: S, side: string, action: string, dice?: number[]): S {
  const r = apply(M, s, side, action, dice ? { dice } : {});
  if (!r.ok) throw new Error(`${action}: ${r.rejection.text.en}`);
  return r.state as S;
}
function refused(s: S, side: string, action: string): Rejection {
  const r = apply(M, s, side, action);
  if (r.ok) throw new Error(`${action} was accepted`);
  return r.rejection;
}

describe('[rule 8.3] a refused attack or grouping names what applies', () => {
  const [a, , b] = neighbours('1008');

  it('[rule 8.3] an own unit, and an enemy with no unit of yours next to it, are named as such', () => {
    const s = combat({ fukushima: a!, ishida: '1008', konishi: '0812', 'ukita-honntai': '0813' });
    const mine = refused(s, 'east', 'attack fukushima ishida');
    expect(mine).toMatchObject({ code: 'ATTACK_OWN', rule: '8.3' });
    const far = refused(s, 'east', 'attack konishi fukushima');
    expect(far).toMatchObject({ code: 'ATTACK_NO_NEIGHBOUR', rule: '8.3' });
    expect(far.text.en).toContain('No unit of yours is next to');
    expect(far.text.ja).toContain('に隣接する自軍ユニットがありません');
  });

  it('[rule 8.3] a unit not next to the target, in both languages', () => {
    const s = combat({ fukushima: a!, ishida: '1008', kuroda: '1508', 'ukita-honntai': '0812' });
    const r = refused(s, 'east', 'attack ishida kuroda');
    expect(r).toMatchObject({ code: 'WITH_NOT_NEXT', rule: '8.3' });
    expect(r.text.ja).toBe('黒田隊 は 石田隊 に隣接していないので、攻撃に加われません。加われる部隊: fukushima');
    expect(r.text.en).toBe('Kuroda is not next to Ishida, so it cannot join the attack. Units: fukushima');
  });

  it('[rule 8.3] one of several defenders may not be named by another attack', () => {
    const [x, , y] = neighbours('1108');
    const s = combat({ fukushima: '1108', ishida: x!, konishi: y!, 'ukita-honntai': '0812' });
    const t = play(play(s, 'east', 'attack ishida fukushima'), 'east', 'attack konishi fukushima');
    expect(refused(t, 'east', 'attack ishida fukushima')).toMatchObject({ code: 'ATTACK_IN_COMBAT', rule: '8.3' });
  });

  it('[rule 8.3] two units of one side, and two units apart, are named as such', () => {
    const s = combat({ fukushima: a!, ii: b!, ishida: '1008', kuroda: '1508', 'ukita-honntai': '0812' });
    expect(refused(s, 'east', 'group fukushima ii')).toMatchObject({ code: 'GROUP_SAME_SIDE', rule: '8.3' });
    const apart = refused(s, 'east', 'group kuroda ishida');
    expect(apart).toMatchObject({ code: 'GROUP_NOT_NEXT', rule: '8.3' });
    expect(apart.text.en).toContain('are not next to each other');
  });
});

describe('[rule 8.4] a refused resolution names what applies', () => {
  it('[rule 8.4] a combat already resolved, and a number that is no combat', () => {
    const [a] = neighbours('1008');
    const [x] = neighbours('1508');
    const s = at(
      { fukushima: a!, ishida: '1008', kuroda: x!, konishi: '1508', 'ukita-honntai': '0812' },
      {
        kind: 'combat',
        sides: ['east'],
        plan: [
          { attackers: ['fukushima'], defenders: ['ishida'] },
          { attackers: ['kuroda'], defenders: ['konishi'] },
        ],
        fixed: true,
        done: [0],
        pursuit: null,
      },
    );
    const done = refused(s, 'east', 'resolve 1');
    expect(done).toMatchObject({ code: 'COMBAT_DONE', rule: '8.4' });
    expect(done.text.ja).toBe('戦闘1はもう解決済みです。残りの戦闘: 2');
    expect(done.text.en).toBe('Combat 1 is already resolved. Left: 2');
    expect(refused(s, 'east', 'resolve 3')).toMatchObject({ code: 'NO_COMBAT', rule: '8.4' });
  });
});

describe('[rule 8.6] a refused retreat hex names the condition it fails', () => {
  const [a, , b] = neighbours('1008');

  it('[rule 8.6] an occupied hex, a hex next to an enemy, and a hex further away', () => {
    let s = combat({ fukushima: a!, ii: b!, ishida: '1008', 'ukita-honntai': '0812' });
    s = play(play(s, 'east', 'attack ishida fukushima ii'), 'east', 'fight');
    s = play(s, 'east', 'resolve 1', [3, 4, 2]);
    const codes = neighbours('1008').map((h) => {
      const r = apply(M, s, 'west', `retreat ishida ${h}`);
      return r.ok ? 'ok' : r.rejection.code;
    });
    // The two hexes the attackers stand in are occupied; the others next to them are next to an enemy.
    expect(codes.filter((c) => c === 'RETREAT_OCCUPIED')).toHaveLength(2);
    expect(codes).toContain('RETREAT_NEAR_ENEMY');
    const occupied = refused(s, 'west', `retreat ishida ${a}`);
    expect(occupied.text.en).toContain(`stands in ${a}`);
    expect(occupied.text.ja).toContain(`${a} には 福島隊 がいる`);
    expect(refused(s, 'west', 'retreat ishida 1508')).toMatchObject({ code: 'RETREAT_NOT_NEXT', rule: '8.6' });
  });
});

describe('[rule 9.2] a refused rebuild names the reason', () => {
  it('[rule 9.2] a troop face, and a commander next to an enemy troop unit', () => {
    const [a] = neighbours('1008');
    const s = at(
      { fukushima: a!, ii: { hex: '1508', face: 'commander' }, ishida: '1008', 'ukita-honntai': '0812' },
      { kind: 'rebuild', sides: ['east'] },
    );
    expect(refused(s, 'east', 'rebuild fukushima')).toMatchObject({ code: 'REBUILD_TROOP', rule: '9.2' });
    const t = at(
      { fukushima: { hex: a!, face: 'commander' }, ishida: '1008', 'ukita-honntai': '0812' },
      { kind: 'rebuild', sides: ['east'] },
    );
    const r = refused(t, 'east', 'rebuild fukushima');
    expect(r).toMatchObject({ code: 'REBUILD_ENEMY_NEXT', rule: '9.2' });
    expect(r.text.en).toBe('Fukushima Masanori is next to an enemy troop unit (Ishida), so it cannot rebuild.');
  });
});
