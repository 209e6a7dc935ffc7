// The rulebook's example of play (after [rule 10.4], "プレイの例"), its three turns replayed move by
// move with its dice: turn 1 EX at +4 with a 3, both morale checks passed; turn 3 DE at +3 with a
// 1. Setup seed 2 deals Japan three cards and keeps 征露丸 / 南下政策 out of the next nine draws,
// as the example's hands (3, 3, 3, 3 cards) need. The dice are fixed by giving the state a
// generator whose next rolls are the example's (withDice), just before the action that rolls.
import { describe, expect, it } from 'vitest';
import { M, play, whereIs, withDice, type S, type Step } from './helpers.ts';

const J = (a: string): Step => ['japan', a];
const R = (a: string): Step => ['russia', a];

/** The card the side holds at index i (which card pays for a use does not matter to the example). */
const card = (s: S, side: 'japan' | 'russia', i = 0): string => s.g.hands[side][i]!;

describe('example of play (rulebook, after [rule 10.4])', () => {
  let s: S = M.setup(2, {});

  it("setup ([rule 3.1], [rule 3.2]): Japan holds three cards, Russia none; turn 1 opens with Japan's movement phase ([rule 5.1])", () => {
    expect(s.g.hands.japan).toHaveLength(3);
    expect(s.g.hands.russia).toHaveLength(0);
    expect(s.stack.at(-1)?.kind).toBe('movement');
    expect(s.g.phasing).toBe('japan');
    expect(s.g.turn).toBe(1);
  });

  it('turn 1, Japanese movement: one unit from Korea to 1114, two to 1215 (①)', () => {
    s = play(s, [
      J('move J-Gds'),
      J('to 1114'),
      J('move J-2'),
      J('to 1215'),
      J('move J-12'),
      J('to 1215'),
      J('end-movement'),
    ]);
    expect(whereIs(s, 'J-Gds')).toBe('1114');
    expect(whereIs(s, 'J-2')).toBe('1215');
    expect(whereIs(s, 'J-12')).toBe('1215');
    // [rule 3.4] passing 1015 and entering 義州 made them Japanese.
    expect(s.g.control['1015']).toBe('japan');
    expect(s.g.control['1114']).toBe('japan');
  });

  it('turn 1, Japanese combat: three units at +3, support makes +4, a 3 gives EX; the Guards are lost, no advance (②)', () => {
    s = play(s, [
      J('attack 1214'),
      J('with J-12'),
      J('with J-2'),
      J('with J-Gds'),
      J('confirm'),
      J('end-declarations'),
    ]);
    expect(s.g.combat?.differential).toBe(3);
    expect(s.g.combat?.modifiers).toEqual([]);
    s = play(s, [J(`support ${card(s, 'japan')}`)]);
    expect(s.g.combat?.differential).toBe(4);
    // Japan may answer with a before-roll event (児玉源太郎); it passes, and the die is rolled.
    expect(s.stack.at(-1)?.kind).toBe('combat-event');
    s = withDice(s, [3]);
    s = play(s, [J('pass')]);
    expect(s.g.combat?.die).toBe(3);
    expect(s.g.combat?.rolled).toBe('EX');
    // After the roll Japan could play オチキス機関銃: it passes again.
    s = play(s, [J('pass'), J('lose J-Gds')]);
    expect(whereIs(s, 'R-S2')).toBe('eliminated');
    expect(whereIs(s, 'J-Gds')).toBe('eliminated');
    expect(s.g.lastCombat?.result).toBe('EX');
    expect(s.g.lost).toEqual({ japan: 1, russia: 1 });
    expect(s.stack.at(-1)?.kind).toBe('card-play');
    expect(s.g.hands.japan).toHaveLength(2);
  });

  it('turn 1, Japanese card play: transport to 1206, forced march (movement) with three units (③④)', () => {
    s = play(s, [J(`transport ${card(s, 'japan')}`), J('unit J-1'), J('to 1206')]);
    expect(whereIs(s, 'J-1')).toBe('1206');
    s = play(s, [J(`force-march ${card(s, 'japan')} move`)]);
    expect(s.g.extraPhase).toBe(true);
    s = play(s, [
      J('move J-2'),
      J('to 1414'),
      J('move J-12'),
      J('to 1414'),
      J('move J-1'),
      J('to 1305'),
      J('end-movement'),
    ]);
    expect(whereIs(s, 'J-2')).toBe('1414');
    expect(whereIs(s, 'J-12')).toBe('1414');
    expect(whereIs(s, 'J-1')).toBe('1305');
    expect(s.stack.at(-1)?.kind).toBe('card-play');
    expect(s.g.hands.japan).toHaveLength(0);
  });

  it('turn 1, morale checks: both sides lost one unit and both survive (a 1 would have cost a point)', () => {
    s = withDice(s, [4, 2]);
    s = play(s, [J('end-phase')]);
    expect(s.g.morale).toEqual({ japan: 6, russia: 6 });
    expect(s.g.turn).toBe(2);
    expect(s.log.some((l) => l.text.en.startsWith('Morale check Japan: 1 lost, die 4'))).toBe(true);
    expect(s.log.some((l) => l.text.en.startsWith('Morale check Russia: 1 lost, die 2'))).toBe(true);
  });

  it('turn 2, Russian refill, movement (遼陽 → 摩天嶺, ⑤), no combat, transports and a strategic move to 析木城 (⑥⑦)', () => {
    expect(s.stack.at(-1)?.kind).toBe('refill');
    s = play(s, [R('refill 3')]);
    expect(s.g.hands.russia).toHaveLength(3);
    s = play(s, [R('move R-S1'), R('to 1713'), R('end-movement'), R('end-combat')]);
    expect(whereIs(s, 'R-S1')).toBe('1713');
    s = play(s, [R(`transport ${card(s, 'russia')}`), R('unit R-S3')]);
    s = play(s, [R(`transport ${card(s, 'russia')}`), R('unit R-S4')]);
    expect(whereIs(s, 'R-S3')).toBe('siberia');
    expect(whereIs(s, 'R-S4')).toBe('siberia');
    // [rule 10.2.5] a 5-2 moves only by event.
    expect(s.stack.at(-1)?.kind).toBe('card-play');
    s = play(s, [R(`strategic ${card(s, 'russia')}`), R('unit R-S3'), R('to 1611')]);
    expect(whereIs(s, 'R-S3')).toBe('1611');
    s = play(s, [R('end-phase')]);
  });

  it('turn 2, Japanese turn: refill 3, moves to 1714, 1612 and 1607 (⑧), transports to 1206 and 1211 (⑨), forced march (⑩)', () => {
    s = play(s, [J('refill 3')]);
    expect(s.g.hands.japan).toHaveLength(3);
    s = play(s, [
      J('move J-2'),
      J('to 1714'),
      J('move J-12'),
      J('to 1612'),
      J('move J-1'),
      J('to 1607'),
      J('end-movement'),
      J('end-combat'),
    ]);
    s = play(s, [J(`transport ${card(s, 'japan')}`), J('unit J-3'), J('to 1206')]);
    s = play(s, [J(`transport ${card(s, 'japan')}`), J('unit J-4'), J('to 1211')]);
    s = play(s, [J(`force-march ${card(s, 'japan')} move`)]);
    s = play(s, [
      J('move J-1'),
      J('to 1709'),
      J('move J-4'),
      J('to 1511'),
      J('move J-3'),
      J('to 1305'),
      J('end-movement'),
    ]);
    expect(['J-2', 'J-12', 'J-1', 'J-4', 'J-3'].map((u) => whereIs(s, u))).toEqual([
      '1714',
      '1612',
      '1709',
      '1511',
      '1305',
    ]);
    s = play(s, [J('end-phase')]);
    expect(s.g.turn).toBe(3);
  });

  it('turn 3, Russian movement: 摩天嶺 → 1813 → 1712 (⑪) and a rail move from Siberia to 遼陽', () => {
    s = play(s, [R('refill 3'), R('move R-S1'), R('to 1712')]);
    expect(s.log.at(-1)?.text.en).toContain('1713→1813→1712');
    s = play(s, [R('rail R-S4'), R('to 1913'), R('end-movement')]);
    expect(whereIs(s, 'R-S4')).toBe('1913');
  });

  it("turn 3, Russian combat: two units attack 1612 at +3, a 1 gives DE; 析木城's unit advances (⑫)", () => {
    s = play(s, [R('attack 1612'), R('with R-S1'), R('with R-S3'), R('confirm'), R('end-declarations')]);
    expect(s.g.combat?.differential).toBe(3);
    s = withDice(s, [1]);
    s = play(s, [R('no-support')]);
    expect(s.g.combat?.rolled).toBe('DE');
    expect(whereIs(s, 'J-12')).toBe('eliminated');
    s = play(s, [R('advance R-S3')]);
    expect(whereIs(s, 'R-S3')).toBe('1612');
    expect(s.stack.at(-1)?.kind).toBe('card-play');
  });

  it('turn 3, Russian card play: two transports (⑬), forced march: 遼陽 → 摩天嶺, 1612 → 1711, rail move to 奉天 (⑭)', () => {
    s = play(s, [R(`transport ${card(s, 'russia')}`), R('unit R-S5')]);
    s = play(s, [R(`transport ${card(s, 'russia')}`), R('unit R-S6')]);
    s = play(s, [R(`force-march ${card(s, 'russia')} move`)]);
    s = play(s, [
      R('move R-S4'),
      R('to 1713'),
      R('move R-S3'),
      R('to 1711'),
      R('rail R-S5'),
      R('to 2215'),
      R('end-movement'),
      R('end-phase'),
    ]);
    expect(['R-S1', 'R-S3', 'R-S4', 'R-S5', 'R-S6'].map((u) => whereIs(s, u))).toEqual([
      '1712',
      '1711',
      '1713',
      '2215',
      'siberia',
    ]);
    // The Japanese player turn of turn 3 begins: the hand is empty, so Japan decides on a 4th card.
    expect(s.g.phasing).toBe('japan');
    expect(s.stack.at(-1)?.kind).toBe('refill');
    expect(s.g.morale).toEqual({ japan: 6, russia: 6 });
  });
});
