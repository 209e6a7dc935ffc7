// 日露大戦 [rule 3.0] setup, [rule 3.4] control, [rule 4.0] victory and morale, [rule 5.0] the sequence of play, [rule 6.0] / [rule 6.4]
// zones of control, [rule 7.0] stacking audit.
import { describe, expect, it } from 'vitest';
import { visibleLog } from '#engine/engine.ts';
import { COUNTERS } from '#games/nichiro-taisen/data/counters.ts';
import { moraleCheckFails } from '#games/nichiro-taisen/data/morale.ts';
import { inEnemyZoc } from '#games/nichiro-taisen/rules/zoc.ts';
import { stackingProblems } from '#games/nichiro-taisen/rules/stacking.ts';
import { decision, expectRejected, legal, M, play, position, whereIs, withDice, type S } from './helpers.ts';

describe('[rule 2.3] the counters', () => {
  it('[rule 2.3.2] [rule 2.3.3] [rule 2.3.4] each counter prints strength, movement allowance and a designation that matches its type', () => {
    const ids = new Set<string>();
    for (const c of COUNTERS) {
      expect(ids.has(c.id)).toBe(false);
      ids.add(c.id);
      expect(`${c.strength}-${c.ma}`).toBe(c.type);
      expect(c.short.length).toBeGreaterThan(0);
      expect(c.id).toBe(`${c.side === 'japan' ? 'J' : 'R'}-${c.short}`);
    }
    const count = (side: string, type: string) => COUNTERS.filter((c) => c.side === side && c.type === type).length;
    expect(count('japan', '2-3')).toBe(13);
    expect(count('russia', '3-2')).toBe(10);
    expect([count('russia', '5-2'), count('russia', '2-0'), count('russia', '1-0')]).toEqual([2, 1, 1]);
  });
});

describe('[rule 3.0] setup', () => {
  const s = M.setup(1, {});
  it('[rule 3.1] two 3-2s at 1214 and 遼陽, the 2-0 at 旅順, the 1-0 at 南山; everything else in European Russia; no Russian cards', () => {
    expect(['R-S2', 'R-S1', 'R-PA', 'R-NA'].map((u) => whereIs(s, u))).toEqual(['1214', '1913', '1201', '1303']);
    const rest = COUNTERS.filter((c) => c.side === 'russia' && !['R-S2', 'R-S1', 'R-PA', 'R-NA'].includes(c.id));
    expect(rest.map((c) => whereIs(s, c.id)).every((w) => w === 'europeanRussia')).toBe(true);
    expect(rest.filter((c) => c.type === '5-2').length).toBeGreaterThan(0);
    expect(s.g.hands.russia).toEqual([]);
    expect(M.view(s, null).units.find((u) => u.id === 'R-PA')).toMatchObject({ strength: 2, flipped: false });
    // Its movement allowance is game data (the view names the unit by id): 0, it never moves.
    expect(COUNTERS.find((c) => c.id === 'R-PA')!.ma).toBe(0);
  });
  it('[rule 3.2] three 2-3s in Korea, the other 2-3s in the Japan box; Japan holds three cards', () => {
    const jp = COUNTERS.filter((c) => c.side === 'japan');
    expect(jp.every((c) => c.strength === 2 && c.ma === 3)).toBe(true);
    expect(jp.filter((c) => whereIs(s, c.id) === 'korea').map((c) => c.id)).toEqual(['J-Gds', 'J-2', 'J-12']);
    expect(jp.filter((c) => whereIs(s, c.id) === 'japan')).toHaveLength(jp.length - 3);
    expect(s.g.hands.japan).toHaveLength(3);
    expect(s.g.deck).toHaveLength(13);
  });
  it('[rule 3.2] 征露丸 drawn at setup goes back into the deck, which is shuffled; nothing replaces it', () => {
    let seed = 1;
    let t: S = M.setup(seed, {});
    while (t.g.hands.japan.length === 3 && seed < 200) t = M.setup(++seed, {});
    expect(t.log.some((l) => l.text.en.includes('drew "#12 Seirogan"'))).toBe(true);
    expect(t.g.hands.japan).toHaveLength(2);
    expect(t.g.hands.japan).not.toContain('#12');
    expect(t.g.deck).toHaveLength(14);
    expect(t.g.deck).toContain('#12');
  });
  it('[rule 3.3] / [rule 3.4] turn 1, morale 6 / 6, the four key points and every hex Russian-controlled', () => {
    expect(s.g.turn).toBe(1);
    expect(s.g.morale).toEqual({ japan: 6, russia: 6 });
    const v = M.view(s, null);
    expect(v.keyPoints.map((k) => [k.hex, k.controller])).toEqual([
      ['1201', 'russia'],
      ['1203', 'russia'],
      ['1913', 'russia'],
      ['2215', 'russia'],
    ]);
    expect(v.japaneseControl).toEqual([]);
  });
  it("[rule 5.1] the game opens with Japan's movement phase (no Russian player turn, no Japanese refill)", () => {
    expect(decision(s)).toEqual({ kind: 'movement', sides: ['japan'] });
    expect(s.g.phase).toBe('movement');
  });
  it('[rule 10.0] / [rule 3.2] the drawn cards are named to Japan only', () => {
    const pub = visibleLog(s.log, null)
      .map((l) => l.text.en)
      .join('\n');
    const own = visibleLog(s.log, 'japan')
      .map((l) => l.text.en)
      .join('\n');
    for (const c of s.g.hands.japan) {
      expect(pub).not.toContain(c);
      expect(own).toContain(c);
    }
    expect(M.view(s, null).hand).toBeNull();
    expect(M.view(s, 'russia').hand).toEqual([]);
    expect(M.view(s, 'japan').hand).toEqual(s.g.hands.japan);
  });
  it('options: the advanced naval rules are off unless chosen', () => {
    expect(M.options.map((o) => [o.key, o.default])).toEqual([['navalRules', false]]);
    expect(M.setup(1, {}).g.naval).toBe(false);
  });
});

describe('[rule 4.3] morale: [rule 3.4] control and [rule 4.3.1] key points', () => {
  it('[rule 3.4] / [rule 4.3.1] passing through an enemy-held key point takes it and costs the enemy 1 morale', () => {
    // A Japanese unit in 1204 moves through 大連 (1203) to 1202.
    let s = position({ clear: true, units: { 'J-2': '1204', 'R-S1': '2215' } });
    s = play(s, [
      ['japan', 'move J-2'],
      ['japan', 'to 1202'],
    ]);
    expect(s.g.control['1203']).toBe('japan');
    expect(s.g.morale).toEqual({ japan: 6, russia: 5 });
    expect(M.view(s, null).keyPoints.find((k) => k.hex === '1203')?.controller).toBe('japan');
  });
  it("[rule 4.3.1] retaking it costs Japan 1 morale; taking back one's own key point gives nothing", () => {
    let s = position({
      clear: true,
      side: 'russia',
      units: { 'R-S1': '1303', 'J-2': '2215' },
      control: { '1203': 'japan' },
    });
    s = play(s, [
      ['russia', 'move R-S1'],
      ['russia', 'to 1203'],
    ]);
    expect(s.g.control['1203']).toBeUndefined();
    expect(s.g.morale).toEqual({ japan: 5, russia: 6 });
  });
  it('[rule 3.4] control stays with the last side to pass; units need not stay', () => {
    let s = position({ clear: true, units: { 'J-2': '1204', 'R-S1': '2215' } });
    s = play(s, [
      ['japan', 'move J-2'],
      ['japan', 'to 1202'],
    ]);
    expect(s.g.control['1203']).toBe('japan');
    expect(whereIs(s, 'J-2')).toBe('1202');
  });
});

describe('[rule 4.0] victory', () => {
  const endOfJapaneseTurn = (patch: Parameters<typeof position>[0]['patch'], turn = 5) =>
    position({ clear: true, units: { 'J-2': '1114', 'R-S1': '2215' }, phase: 'cardPlay', turn, patch });
  it('[rule 4.1] a side at morale 0 in the victory check phase loses', () => {
    const s = play(
      endOfJapaneseTurn((g) => void (g.morale.russia = 0)),
      [['japan', 'end-phase']],
    );
    expect(s.result?.winner).toBe('japan');
    expect(s.result?.reason.en).toContain('4.1');
  });
  it('[rule 4.1] both at 0: a draw', () => {
    const s = play(
      endOfJapaneseTurn((g) => void (g.morale = { japan: 0, russia: 0 })),
      [['japan', 'end-phase']],
    );
    expect(s.result).toMatchObject({ winner: null });
  });
  it('[rule 4.1] morale 0 during a turn ends nothing until the victory check', () => {
    let s = position({
      clear: true,
      side: 'russia',
      units: { 'R-S1': '1303', 'J-2': '2215' },
      control: { '1203': 'japan' },
      morale: { japan: 1 },
    });
    s = play(s, [
      ['russia', 'move R-S1'],
      ['russia', 'to 1203'],
    ]);
    expect(s.g.morale.japan).toBe(0);
    expect(s.result).toBeNull();
  });
  it("[rule 4.2] at the end of turn 12 Russia wins if its morale is 1 or more, whatever Japan's", () => {
    const s = play(
      endOfJapaneseTurn((g) => void (g.morale = { japan: 6, russia: 1 }), 12),
      [['japan', 'end-phase']],
    );
    expect(s.result?.winner).toBe('russia');
    expect(s.result?.reason.en).toContain('4.2');
    const t = play(
      endOfJapaneseTurn(() => {}, 11),
      [['japan', 'end-phase']],
    );
    expect(t.result).toBeNull();
    expect(t.g.turn).toBe(12);
  });
  it('[rule 4.4] entering the enemy supply hex wins at once (Japan 2417, Russia 1015)', () => {
    let s = position({ clear: true, units: { 'J-2': '2315', 'R-S1': '1201' } });
    s = play(s, [
      ['japan', 'move J-2'],
      ['japan', 'to 2417'],
    ]);
    expect(s.result?.winner).toBe('japan');
    expect(s.result?.reason.en).toContain('4.4');
    expect(s.stack).toEqual([]);
    let t = position({ clear: true, side: 'russia', units: { 'R-S1': '1114', 'J-2': '1201' } });
    t = play(t, [
      ['russia', 'move R-S1'],
      ['russia', 'to 1015'],
    ]);
    expect(t.result?.winner).toBe('russia');
    // Passing through counts: a move to 1014 takes the path through 1015 (the path that gains most).
    t = position({ clear: true, side: 'russia', units: { 'R-S1': '1114', 'J-2': '1201' } });
    t = play(t, [
      ['russia', 'move R-S1'],
      ['russia', 'to 1014'],
    ]);
    expect(t.result?.winner).toBe('russia');
  });
});

describe('[rule 4.3.2] morale checks', () => {
  it('[rule 4.3.2] 1 lost → a 1 loses a point; 2 lost → 1–2; 3+ → 1–3 (reconstructed lines)', () => {
    expect([1, 2].map((d) => moraleCheckFails(1, d, 0))).toEqual([true, false]);
    expect([2, 3].map((d) => moraleCheckFails(2, d, 0))).toEqual([true, false]);
    expect([3, 4].map((d) => moraleCheckFails(5, d, 0))).toEqual([true, false]);
    expect(moraleCheckFails(0, 1, -1)).toBe(false);
  });
  it('[rule 4.3.2] at the end of the game turn each side that lost units rolls (Japan first); a point is lost on a failure', () => {
    let s = position({
      clear: true,
      units: { 'J-2': '1114', 'R-S1': '2215' },
      phase: 'cardPlay',
      patch: (g) => void (g.lost = { japan: 2, russia: 1 }),
    });
    s = withDice(s, [2, 2]);
    s = play(s, [['japan', 'end-phase']]);
    expect(s.g.morale).toEqual({ japan: 5, russia: 6 });
    expect(s.g.lost).toEqual({ japan: 0, russia: 0 });
  });
  it("[rule 4.3.2] / #16 脚気 (erratum): −1 on Japan's die: with 1 lost, a 2 now fails", () => {
    let s = position({
      clear: true,
      units: { 'J-2': '1114', 'R-S1': '2215' },
      phase: 'cardPlay',
      patch: (g) => {
        g.lost = { japan: 1, russia: 0 };
        g.moraleDieMod.japan = -1;
      },
    });
    s = play(withDice(s, [2]), [['japan', 'end-phase']]);
    expect(s.g.morale.japan).toBe(5);
    expect(s.g.moraleDieMod).toEqual({ japan: 0, russia: 0 });
  });
});

describe('[rule 5.0] the sequence of play', () => {
  it('[rule 5.0] Russian refill → movement → combat → card play, then the Japanese player turn, then the victory check', () => {
    let s = position({
      clear: true,
      side: 'russia',
      phase: 'cardPlay',
      units: { 'R-S1': '2215', 'J-2': '1114' },
      turn: 4,
    });
    s = play(s, [['russia', 'end-phase']]);
    expect([s.g.phasing, s.g.phase, decision(s)?.kind]).toEqual(['japan', 'refill', 'refill']);
    s = play(s, [
      ['japan', 'refill 3'],
      ['japan', 'end-movement'],
    ]);
    expect(s.g.phase).toBe('combat');
    s = play(s, [['japan', 'end-combat']]);
    expect(s.g.phase).toBe('cardPlay');
    s = play(s, [['japan', 'end-phase']]);
    expect([s.g.turn, s.g.phasing, s.g.phase]).toEqual([5, 'russia', 'refill']);
    expect(s.log.some((l) => l.text.en.includes('Game turn 4: victory check phase'))).toBe(true);
  });
});

describe('[rule 6.0] zones of control', () => {
  it('[rule 6.0] no ZOC across an all-sea hexside: 南山 (1303) reaches 1204, 1304 and 1403 only', () => {
    const s = position({ clear: true, units: { 'R-NA': '1303' } });
    expect(['1204', '1304', '1403', '1203'].map((h) => inEnemyZoc(s.g, 'japan', h))).toEqual([true, true, true, false]);
  });
  it("[rule 6.0] both sides' ZOCs may cover one hex; a unit there does not cancel the enemy ZOC", () => {
    const s = position({ clear: true, units: { 'R-S1': '1214', 'J-2': '1313', 'J-3': '1215' } });
    expect(inEnemyZoc(s.g, 'japan', '1314')).toBe(true);
    expect(inEnemyZoc(s.g, 'russia', '1314')).toBe(true);
    expect(inEnemyZoc(s.g, 'japan', '1215')).toBe(true);
  });
  it("[rule 6.4] / #07 浸透戦術: in the movement phase a ZOC-loss marker lifts a Russian unit's ZOC until the end of the Japanese player turn", () => {
    let s = position({ clear: true, units: { 'J-2': '1714', 'R-S1': '1713' }, hands: { japan: ['#07'] } });
    expect(legal(play(s, [['japan', 'move J-2']]), 'japan')).not.toContain('to 1614'); // EZOC to EZOC
    expect(legal(s, 'japan')).toContain('event #07');
    s = play(s, [
      ['japan', 'event #07'],
      ['japan', 'unit R-S1'],
    ]);
    expect(s.g.zocLoss).toEqual(['R-S1']);
    expect(M.view(s, null).markers.zocLoss).toEqual(['R-S1']);
    expect(inEnemyZoc(s.g, 'japan', '1614')).toBe(false);
    s = play(s, [['japan', 'move J-2']]);
    expect(legal(s, 'japan')).toContain('to 1614');
    s = play(s, [
      ['japan', 'cancel'],
      ['japan', 'end-movement'],
      ['japan', 'end-combat'],
      ['japan', 'end-phase'],
    ]);
    expect(s.g.zocLoss).toEqual([]);
  });
  it('[rule 6.4] the event is a movement-phase event', () => {
    const s = position({
      clear: true,
      units: { 'J-2': '1414', 'R-S1': '1713' },
      hands: { japan: ['#07'] },
      phase: 'cardPlay',
    });
    expect(legal(s, 'japan')).not.toContain('event #07');
    expectRejected(s, 'japan', 'event #07', 'EVENT_TIMING', '10.2.1');
  });
});

describe('[rule 7.0] stacking', () => {
  it('[rule 7.0] [rule 7.1] [rule 7.2] the audit sees over-stacked and mixed hexes; boxes have no limit', () => {
    const s = position({
      clear: true,
      units: { 'J-2': '1114', 'J-3': '1114', 'J-4': '1114', 'R-S1': '1214', 'R-S3': '1214' },
    });
    expect(stackingProblems(s.g)).toEqual(['1114: 3 Japanese units', '1214: 2 Russian units']);
    const t = position({ clear: true, units: {} });
    expect(stackingProblems(t.g)).toEqual([]);
  });
});
