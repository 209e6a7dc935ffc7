// 奉天会戦: a refused move or retreat names the reason that applies to the typed hex (issue 23,
// "Refusals help"), not a list of every possible one: [rule 8.0] movement, [rule 9.0] [rule 9.5] retreats.
import { describe, expect, it } from 'vitest';
import { apply } from '#engine/engine.ts';
import { hexDistance } from '#engine/hex.ts';
import { GRID, HEXES } from '#games/hoten-kaisen/data/map.ts';
import { decision, expectRejected, M, play, position } from './helpers.ts';

describe('[rule 8.0] a refused 2-hex move names the hex between and why it shuts the way', () => {
  it('[rule 8.0] a mountain between: entering it ends the move', () => {
    const s = position({ units: { J1: '0606', R1: '0101' } });
    const r = expectRejected(s, 'japan', 'move J1 0805', 'STOPS_MOUNTAIN', '8.0');
    expect(r.text.ja).toBe('0805 へは行けません。間の 0705 は山で、進入すると移動が止まります。');
    expect(r.text.en).toBe('0805 cannot be reached through 0705: a mountain, and entering one ends the move.');
  });

  it('[rule 8.0] a river crossed off the railway into the hex between ends the move', () => {
    const s = position({ units: { J1: '0304', R1: '0901' } });
    const r = expectRejected(s, 'japan', 'move J1 0302', 'STOPS_RIVER', '8.0');
    expect(r.text.ja).toContain('0304 から間の 0303 へは河川を越える');
    expect(r.text.en).toContain('through 0303: the step from 0304 crosses a river off the railway');
    // Both ways into 0502 from 0404 cross the river off the railway: both hexes are named.
    const t = position({ units: { J1: '0404', R1: '0901' } });
    const q = expectRejected(t, 'japan', 'move J1 0502', 'STOPS_RIVER', '8.0');
    expect(q.text.ja).toContain('間の 0403・0503 へは河川を越える');
    expect(q.text.en).toContain('through 0403 and 0503');
  });

  it('[rule 8.0] an enemy zone of control between: entering it ends the move', () => {
    const s = position({ units: { J1: '0108', R1: '0207' } });
    const r = expectRejected(s, 'japan', 'move J1 0308', 'STOPS_ZOC', '8.0');
    expect(r.text.ja).toContain('間の 0208 は敵ZOC');
    expect(r.text.en).toContain('through 0208: an enemy zone of control');
    expect(r.text.ja).not.toContain('山');
  });

  it('[rule 8.0] an occupied hex between: no counter passes through another', () => {
    const s = position({ units: { J1: '0606', J2: '0607', R1: '0901' } });
    const r = expectRejected(s, 'japan', 'move J1 0608', 'WAY_OCCUPIED', '8.0');
    expect(r.text.ja).toContain('間の 0607 には他の駒がいて');
    expect(r.text.en).toContain('through 0607: another counter stands there');
  });

  it('[rule 8.0] from an enemy zone, a hex between that is in one too cannot be stepped into', () => {
    // J1 in 0406 is in R1's zone (0306); the only way to 0205 runs through 0305, in R1's zone too.
    const s = position({ units: { J1: '0406', R1: '0306' } });
    const r = expectRejected(s, 'japan', 'move J1 0205', 'WAY_ZOC_TO_ZOC', '8.0');
    expect(r.text.ja).toContain('0406 は敵ZOCの中で、間の 0305 も敵ZOC');
    expect(r.text.en).toContain('through 0305: 0406 is in an enemy zone of control');
  });

  it('[rule 8.0] ways shut for different reasons: each way and its reason are named', () => {
    // J1 in 0107 is in R1's zone; 0307 lies beyond 0207 (R1 itself) and 0208 (R1's zone too).
    const s = position({ units: { J1: '0107', R1: '0207' } });
    const r = expectRejected(s, 'japan', 'move J1 0307', 'BLOCKED', '8.0');
    expect(r.text.ja).toBe(
      '0307 へは行けません。0207 経由: 0207 には他の駒がいます。 0208 経由: 敵ZOCから敵ZOCの 0208 へは直接移動できません。',
    );
    expect(r.text.en).toBe(
      '0307 cannot be reached. Through 0207: occupied by another counter. Through 0208: a counter may not step from one enemy zone straight into another.',
    );
  });
});

describe('[rule 9.0] [rule 9.5] a refused retreat hex names the condition it fails', () => {
  const duel = () => position({ units: { J1: '0406', R2: '0306', R1: '0901' }, dice: [5, 1] });
  const lost = () =>
    play(duel(), [
      ['japan', 'hold J1'],
      ['japan', 'attack 0306'],
      ['japan', 'fight'],
      ['russia', 'fight'],
    ]);

  it('[rule 9.0] the loser retreats one hex: a hex further away is named as not adjacent', () => {
    const s = lost();
    expect(decision(s)).toEqual({ kind: 'retreat', sides: ['japan'] });
    const r = expectRejected(s, 'japan', 'retreat 0106', 'RETREAT_NOT_ADJACENT', '9.0');
    expect(r.text.ja).toContain('0106 は 0306 に隣接していません');
    expect(r.text.en).toContain('0106 is not next to 0306');
  });

  it('[rule 9.0] an occupied hex and a hex in an enemy zone are refused each for its own reason', () => {
    const s = lost();
    const occupied = expectRejected(s, 'japan', 'retreat 0406', 'RETREAT_OCCUPIED', '9.0');
    expect(occupied.text.ja).toContain('0406 には他の駒がいる');
    expect(occupied.text.en).toContain('0406 is occupied');
    const zoc = expectRejected(s, 'japan', 'retreat 0305', 'RETREAT_ZOC', '9.0');
    expect(zoc.text.ja).toContain('0305 は敵ZOC');
    expect(zoc.text.en).toContain('0305 is in an enemy zone of control');
    for (const h of ['0206', '0207', '0307']) expect(zoc.text.en.split('Legal:')[1]).toContain(h);
  });

  it('[rule 9.5] retreat before combat: a hex in an enemy zone is named as such', () => {
    const s = play(duel(), [
      ['japan', 'hold J1'],
      ['japan', 'attack 0306'],
      ['japan', 'fight'],
    ]);
    expect(decision(s)).toEqual({ kind: 'retreat-before-combat', sides: ['russia'] });
    expectRejected(s, 'russia', 'retreat 0305', 'RETREAT_ZOC', '9.5');
    expectRejected(s, 'russia', 'retreat 0406', 'RETREAT_OCCUPIED', '9.5');
  });
});

describe('[rule 8.0] every refused move within 2 hexes names a hex between and its reason', () => {
  it('[rule 8.0] over every hex of several crowded positions, no refusal of a 2-hex move is left without a way named', () => {
    const spots = [
      { J1: '0606', J2: '0607', R1: '0705', R2: '0503' },
      { J1: '0304', R1: '0206', R2: '0404', J2: '0305' },
      { J1: '0407', R1: '0507', J2: '0306', R2: '0408' },
    ];
    let checked = 0;
    for (const units of spots) {
      const s = position({ units });
      const from = units.J1;
      for (const h of HEXES) {
        if (hexDistance(GRID, from, h) !== 2) continue;
        const r = apply(M, s, 'japan', `move J1 ${h}`);
        if (r.ok || r.rejection.code === 'OCCUPIED') continue;
        checked++;
        expect(r.rejection.code).toMatch(
          /^(STOPS_MOUNTAIN|STOPS_RIVER|STOPS_ZOC|WAY_OCCUPIED|WAY_ZOC_TO_ZOC|BLOCKED)$/,
        );
        if (r.rejection.code === 'BLOCKED') expect(r.rejection.text.en).toContain('Through ');
        expect(r.rejection.text.ja).not.toContain('または');
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
