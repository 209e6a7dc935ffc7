// 奉天会戦 [rule 5.0] time: what moves the time marker, by rules revision. Revision 2 (new games)
// reads [rule 5.0] as written: only a 6 among the combat dice (and [rule 6.0] an entry-area shift) moves
// it. Revision 1 (a stored setup without `revision`) also moved it when both sides passed in a row;
// that stays as a house rule (option passesAdvanceTime, slash option pass_rule), on by default in
// revision 1 and off by default since revision 2.
import { describe, expect, it } from 'vitest';
import { visibleLog } from '#engine/engine.ts';
import { TIME_TRACK } from '#games/hoten-kaisen/data/map.ts';
import { M, play, position } from './helpers.ts';

const LAST = TIME_TRACK.length - 1;
const REV2 = { revision: 2 };

/** Japan's J1 attacks R2 (both revealed) with scripted dice (attacker's first); both stand. */
function combat(options: Record<string, unknown>, dice: number[]) {
  const s0 = position({ units: { J1: '0406', R2: '0306', R1: '0101' }, revealed: 'all', time: 2, options, dice });
  return play(s0, [
    ['japan', 'hold J1'],
    ['japan', 'attack 0306'],
    ['japan', 'fight'],
    ['russia', 'fight'],
  ]);
}

describe('[rule 5.0] revision 1: the two-passes house rule, on by default', () => {
  it('[rule 5.0] house rule: two passes in a row move the time marker one box', () => {
    const s0 = position({ units: { J1: '0407', R1: '0101' }, time: 1 });
    const s1 = play(s0, [['japan', 'pass']]);
    expect(s1.g.time).toBe(1);
    const s2 = play(s1, [['russia', 'pass']]);
    expect(s2.g.time).toBe(2);
    expect(visibleLog(s2.log, null).some((e) => /both sides passed/.test(e.text.en))).toBe(true);
    // The count starts again: one more pass is not enough.
    expect(play(s2, [['japan', 'pass']]).g.time).toBe(2);
    expect(
      play(s2, [
        ['japan', 'pass'],
        ['russia', 'pass'],
      ]).g.time,
    ).toBe(3);
  });

  it('[rule 5.0] house rule: a pass, an action, a pass do not move the marker', () => {
    const s0 = position({ units: { J1: '0407', R1: '0101' }, time: 1 });
    const s = play(s0, [
      ['japan', 'pass'],
      ['russia', 'move R1 0102'],
      ['japan', 'pass'],
    ]);
    expect(s.g.time).toBe(1);
  });

  it('[rule 5.0] house rule: passes reaching "game end" end the game', () => {
    const s = play(position({ units: { J1: '0503', R1: '0101' }, time: LAST - 1 }), [
      ['japan', 'pass'],
      ['russia', 'pass'],
    ]);
    expect(s.g.time).toBe(LAST);
    expect(s.result?.winner).toBe('japan');
  });

  it('[rule 5.0] option passesAdvanceTime:false disables the house rule', () => {
    const s0 = position({ units: { J1: '0407', R1: '0101' }, time: 1, options: { passesAdvanceTime: false } });
    expect(s0.options.passesAdvanceTime).toBe(false);
    const s = play(s0, [
      ['japan', 'pass'],
      ['russia', 'pass'],
      ['japan', 'pass'],
      ['russia', 'pass'],
    ]);
    expect(s.g.time).toBe(1);
    expect(M.setup(1, {}).options.passesAdvanceTime).toBe(true);
  });
});

describe('[rule 5.0] revision 2: only a six in combat or an entry-area shift moves time', () => {
  it('[rule 5.0] new games get revision 2, and the two-passes option (slash pass_rule) is off by default', () => {
    expect(M.revision).toBe(2);
    const opt = M.options.find((o) => o.key === 'passesAdvanceTime')!;
    expect(opt).toMatchObject({ kind: 'boolean', default: false, slash: 'pass_rule' });
    expect(M.setup(1, REV2).options).toEqual({ passesAdvanceTime: false, revision: 2 });
    expect(M.setup(1, { ...REV2, passesAdvanceTime: true }).options).toEqual({ passesAdvanceTime: true, revision: 2 });
  });

  it('[rule 5.0] a setup without options.revision is revision 1 and keeps the options it always stored', () => {
    expect(M.setup(1, {}).options).toEqual({ passesAdvanceTime: true });
    expect(M.setup(1, { passesAdvanceTime: false }).options).toEqual({ passesAdvanceTime: false });
    expect(M.setup(1, { revision: 1 }).options).toEqual({ passesAdvanceTime: true });
  });

  it('[rule 5.0] two passes in a row, again and again, do not move the time marker', () => {
    const s0 = position({ units: { J1: '0407', R1: '0101' }, time: 1, options: REV2 });
    const s = play(s0, [
      ['japan', 'pass'],
      ['russia', 'pass'],
      ['japan', 'pass'],
      ['russia', 'pass'],
    ]);
    expect(s.g.time).toBe(1);
    expect(s.result).toBeNull();
    expect(visibleLog(s.log, null).some((e) => /both sides passed/.test(e.text.en))).toBe(false);
  });

  it('[rule 5.0] a six among the combat dice still moves the marker; no six leaves it', () => {
    expect(combat(REV2, [6, 5]).g.time).toBe(3);
    expect(combat(REV2, [5, 6]).g.time).toBe(3);
    expect(combat(REV2, [5, 4]).g.time).toBe(2);
  });

  it('[rule 5.0] an entry-area shift still moves the marker ([rule 6.0])', () => {
    const s0 = position({ units: { J1: '0407', J3: { entry: 1 }, R1: '0101' }, time: 1, options: REV2 });
    expect(play(s0, [['japan', 'shift J3']]).g.time).toBe(2);
  });

  it('[rule 5.0] with the house rule switched on, two passes move the marker, and the summary says the rule is on', () => {
    const on = { ...REV2, passesAdvanceTime: true };
    const s0 = position({ units: { J1: '0407', R1: '0101' }, time: 1, options: on });
    expect(
      play(s0, [
        ['japan', 'pass'],
        ['russia', 'pass'],
      ]).g.time,
    ).toBe(2);
    expect(M.summary(s0).en).toMatch(/\(house rule: two passes move time\)$/);
    expect(M.summary(s0).ja).toMatch(/ハウスルール/);
    // Off (the default), the summary says nothing of it.
    const off = position({ units: { J1: '0407', R1: '0101' }, time: 1, options: REV2 });
    expect(M.summary(off).en).not.toMatch(/house rule/);
    // Revision 1 games read as they always did (their stored summaries and replays are unchanged).
    expect(M.summary(position({ units: { J1: '0407', R1: '0101' }, time: 1 })).en).not.toMatch(/house rule/);
  });
});
