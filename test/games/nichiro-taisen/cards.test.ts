// 日露大戦 [rule 10.0] cards: the deck ([rule 10.0], [rule 10.4.6]), refill ([rule 10.1], [rule 10.4.3]), the uses of a card ([rule 10.2]),
// limits ([rule 10.3]), and every event of the 16 cards (data/cards.ts, [rule 10.4]).
import { describe, expect, it } from 'vitest';
import { visibleLog } from '#engine/engine.ts';
import { CARDS } from '#games/nichiro-taisen/data/cards.ts';
import { decision, expectRejected, legal, M, play, position, whereIs, withDice } from './helpers.ts';

type Side = 'japan' | 'russia';
const J = (a: string): [Side, string] => ['japan', a];
const R = (a: string): [Side, string] => ['russia', a];

const cardPlay = (
  side: Side,
  hands: Partial<Record<Side, string[]>>,
  units: Record<string, string> = {},
  extra: Partial<Parameters<typeof position>[0]> = {},
) =>
  position({
    clear: true,
    side,
    phase: 'cardPlay',
    hands,
    units: { 'J-2': '1114', 'R-S1': '2215', ...units },
    ...extra,
  });

describe('the 16 cards ([rule 2.4])', () => {
  it('[rule 2.4] 16 cards #01–#16, each with a Japanese and a Russian event', () => {
    expect(CARDS.map((c) => c.id)).toEqual(Array.from({ length: 16 }, (_, i) => `#${String(i + 1).padStart(2, '0')}`));
    for (const c of CARDS)
      for (const h of [c.japan, c.russia]) {
        expect(h.name.ja && h.name.en && h.text.ja && h.text.en).toBeTruthy();
        expect(h.timing.length).toBeGreaterThan(0);
      }
  });
  it("[rule 10.4.5] the rulebook's combat events have the printed timings", () => {
    const t = (id: string, side: Side) => CARDS.find((c) => c.id === id)![side].timing;
    expect(t('#09', 'japan')).toEqual(['beforeRoll']);
    expect(t('#10', 'russia')).toEqual(['beforeRoll']);
    expect(t('#02', 'japan')).toEqual(['afterRoll']);
    for (const id of ['#02', '#03', '#04', '#07', '#08', '#11']) expect(t(id, 'russia')).toContain('afterRoll');
  });
});

describe('[rule 10.0] deck and discard pile', () => {
  it('[rule 10.0] with one card left, the discards are shuffled in with it before it is drawn', () => {
    let s = position({
      clear: true,
      side: 'russia',
      phase: 'cardPlay',
      units: { 'R-S1': '2215', 'J-2': '1114' },
      deck: ['#05'],
      discard: ['#01', '#02', '#03'],
      hands: { japan: ['#04', '#06', '#07', '#08'] },
    });
    s = play(s, [R('end-phase')]); // Japan holds 4: no refill. Make Japan hold 0 instead:
    let t = position({
      clear: true,
      side: 'russia',
      phase: 'cardPlay',
      units: { 'R-S1': '2215', 'J-2': '1114' },
      deck: ['#05'],
      discard: ['#01', '#02', '#03'],
      morale: { japan: 0 },
    });
    t = play(t, [R('end-phase')]);
    expect(t.g.hands.japan).toHaveLength(3);
    expect(t.g.deck).toHaveLength(1);
    expect(t.g.discard).toEqual([]);
    expect(t.log.some((l) => l.text.en.includes('One card left'))).toBe(true);
    expect(s.g.hands.japan).toHaveLength(4);
  });
  it('[rule 10.0] only the top card of the discard pile is visible; the deck and hands are counted, not shown', () => {
    const s = cardPlay('japan', { japan: ['#05'], russia: ['#06', '#07'] }, {}, { discard: ['#01', '#02'] });
    const v = M.view(s, null);
    expect([v.topDiscard, v.discardSize, v.deckSize, v.handSizes, v.hand]).toEqual([
      '#02',
      2,
      11,
      { japan: 1, russia: 2 },
      null,
    ]);
    expect(JSON.stringify(v)).not.toContain('#01');
    expect(M.view(s, 'russia').hand).toEqual(['#06', '#07']);
  });
  it('[rule 10.4.6] 南下政策 (#12) drawn in a refill: it, the discards and the deck become a new deck; nothing replaces it', () => {
    let s = position({
      clear: true,
      side: 'japan',
      phase: 'cardPlay',
      units: { 'R-S1': '2215', 'J-2': '1114' },
      deck: ['#01', '#02', '#12', '#03'],
      discard: ['#04', '#05'],
      turn: 5,
    });
    s = play(s, [J('end-phase'), R('refill 3')]);
    // Russia draws #03, #12, #02 together; then #12 goes back with the deck and discards.
    expect(s.g.hands.russia.sort()).toEqual(['#02', '#03']);
    expect(s.g.deck.sort()).toEqual(['#01', '#04', '#05', '#12']);
    expect(s.g.discard).toEqual([]);
    expect(s.log.some((l) => l.text.en.includes('drew "#12 Southward Policy"'))).toBe(true);
  });
});

describe('[rule 10.1] refill', () => {
  it('[rule 10.1] holding 2 or fewer, first choose whether to pay 1 morale for a 4th card, then draw', () => {
    let s = cardPlay('russia', { japan: ['#05'] });
    s = play(s, [R('end-phase')]);
    expect(decision(s)).toEqual({ kind: 'refill', sides: ['japan'] });
    expect(s.g.hands.japan).toEqual(['#05']); // nothing drawn before the choice
    expect(legal(s, 'japan')).toEqual(['refill 3', 'refill 4']);
    const a = play(s, [J('refill 3')]);
    expect([a.g.hands.japan.length, a.g.morale.japan]).toEqual([3, 6]);
    const b = play(s, [J('refill 4')]);
    expect([b.g.hands.japan.length, b.g.morale.japan]).toEqual([4, 5]);
  });
  it('[rule 10.1] holding 3 or more, no refill; at morale 0, no 4th card (drawn to 3 without asking)', () => {
    const s = play(cardPlay('russia', { japan: ['#05', '#06', '#07'] }), [R('end-phase')]);
    expect(decision(s)?.kind).toBe('movement');
    expect(s.g.hands.japan).toHaveLength(3);
    const t = play(cardPlay('russia', { japan: [] }, {}, { morale: { japan: 0 } }), [R('end-phase')]);
    expect(decision(t)?.kind).toBe('movement');
    expect(t.g.hands.japan).toHaveLength(3);
  });
});

describe('[rule 10.2] uses of a card', () => {
  it('[rule 10.2.3] forced march: one more movement or combat phase, then back to card play; one card per player turn', () => {
    let s = cardPlay('japan', { japan: ['#05', '#06'] });
    s = play(s, [J('force-march #05 move')]);
    expect([s.g.phase, s.g.extraPhase, decision(s)?.kind]).toEqual(['movement', true, 'movement']);
    s = play(s, [J('move J-2'), J('to 1115'), J('end-movement')]);
    expect(decision(s)?.kind).toBe('card-play');
    expect(legal(s, 'japan')).not.toContain('force-march #06 move');
    expectRejected(s, 'japan', 'force-march #06 combat', 'FORCED_MARCH_USED', '10.2.3');
    expect(s.g.discard.at(-1)).toBe('#05');
  });
  it('[rule 10.2.4] strategic move: any distance along roads and railways, not into an EZOC, an enemy-controlled town or supply hex', () => {
    let s = cardPlay('russia', { russia: ['#05'] }, { 'R-S3': 'siberia', 'J-2': '1114', 'R-S1': '2418' });
    s = play(s, [R('strategic #05'), R('unit R-S3')]);
    const d = legal(s, 'russia');
    expect(d).toContain('to 1611'); // the example of play: Siberia → 析木城 by rail and road
    expect(d).not.toContain('to 1214'); // next to Japanese 1114: EZOC
    expect(d).not.toContain('to 1015'); // the Japanese supply hex
    s = play(s, [R('to 1611')]);
    expect(whereIs(s, 'R-S3')).toBe('1611');
    expect(s.g.hands.russia).toEqual([]);
    // Japan: Russian-held towns bar the way ([rule 3.4] every town starts Russian).
    let t = cardPlay('japan', { japan: ['#05'] }, { 'J-2': '1015' });
    t = play(t, [J('strategic #05'), J('unit J-2')]);
    expect(legal(t, 'japan')).not.toContain('to 1114');
    expect(legal(t, 'japan')).toContain('cancel');
  });
  it('[rule 10.2.4] a unit off roads and railways, or in an EZOC, cannot make a strategic move', () => {
    // 1216 is off every road; 1114 is on the Peking road but next to the Russians in 1214.
    const s = cardPlay('japan', { japan: ['#05'] }, { 'J-2': '1216', 'J-3': '1114', 'R-S2': '1214' });
    expect(legal(s, 'japan')).not.toContain('strategic #05');
    expectRejected(s, 'japan', 'strategic #05', 'NO_STRATEGIC_UNIT', '10.2.4');
    const t = cardPlay('japan', { japan: ['#05'] }, { 'J-2': '1114' });
    expect(legal(t, 'japan')).toContain('strategic #05');
  });
  it('[rule 10.2.5] Japanese transport: Japan box → Korea, or a southern port without Russians (EZOC and Russian control do not matter)', () => {
    let s = cardPlay('japan', { japan: ['#05'] }, { 'J-3': 'japan', 'R-S3': '1306' });
    s = play(s, [J('transport #05'), J('unit J-3')]);
    expect(legal(s, 'japan')).toEqual(['to korea', 'to 1206', 'to 1211', 'cancel']); // 1206 is next to 1306
    s = play(s, [J('to 1206')]);
    expect(whereIs(s, 'J-3')).toBe('1206');
    const t = play(cardPlay('japan', { japan: ['#05'] }, { 'J-3': 'japan', 'R-S3': '1206' }), [
      J('transport #05'),
      J('unit J-3'),
    ]);
    expect(legal(t, 'japan')).toEqual(['to korea', 'to 1211', 'cancel']);
  });
  it('[rule 10.2.5] / [rule 10.4.1] once the Port Arthur fleet cannot sortie, every port free of Russians', () => {
    const s = play(
      cardPlay(
        'japan',
        { japan: ['#05'] },
        { 'J-3': 'japan', 'R-PA': '1201' },
        { patch: (g) => void (g.paFleetBlocked = true) },
      ),
      [J('transport #05'), J('unit J-3')],
    );
    expect(legal(s, 'japan')).toEqual(['to korea', 'to 1203', 'to 1206', 'to 1211', 'to 1809', 'cancel']); // 旅順 holds PA
    const t = play(s, [J('to 1203')]);
    expect(t.g.control['1203']).toBe('japan'); // a landing takes 大連 ([rule 4.3.1])
    expect(t.g.morale.russia).toBe(5);
  });
  it('[rule 10.2.5] Russian transport: a 3-2 from European Russia to Siberia; a 5-2 only by event', () => {
    let s = cardPlay('russia', { russia: ['#05'] }, { 'R-S3': 'europeanRussia', 'R-CR': 'europeanRussia' });
    s = play(s, [R('transport #05')]);
    expect(legal(s, 'russia')).toContain('unit R-S3');
    expect(legal(s, 'russia')).not.toContain('unit R-CR');
    s = play(s, [R('unit R-S3')]);
    expect(whereIs(s, 'R-S3')).toBe('siberia');
  });
  it('[rule 10.2.6] Russia rebuilds an eliminated 3-2 into European Russia; Japan cannot rebuild by discarding', () => {
    let s = cardPlay('russia', { russia: ['#05'] }, { 'R-S3': 'eliminated', 'R-CR': 'eliminated' });
    s = play(s, [R('rebuild #05')]);
    expect(legal(s, 'russia')).toEqual(['unit R-S3', 'cancel']);
    s = play(s, [R('unit R-S3')]);
    expect(whereIs(s, 'R-S3')).toBe('europeanRussia');
    const t = cardPlay('japan', { japan: ['#05'] }, { 'J-3': 'eliminated' });
    expectRejected(t, 'japan', 'rebuild #05', 'JAPAN_NO_REBUILD', '10.2.6');
  });
  it('[rule 10.3] no limit on cards per phase; several cards on one unit (transport, forced march, strategic move)', () => {
    let s = cardPlay('japan', { japan: ['#05', '#06', '#07'] }, { 'J-Gds': 'japan', 'J-2': '1214' });
    s = play(s, [
      J('transport #05'),
      J('unit J-Gds'),
      J('to korea'),
      J('force-march #06 move'),
      J('move J-Gds'),
      J('to 1114'),
      J('end-movement'),
    ]);
    s = play(s, [J('strategic #07'), J('unit J-Gds'), J('to 1015')]);
    expect(whereIs(s, 'J-Gds')).toBe('1015');
    expect(s.g.hands.japan).toEqual([]);
    expect(s.g.discard.slice(-3)).toEqual(['#05', '#06', '#07']);
  });
  it('[rule 10.2] a card must be in the hand; unknown cards are named', () => {
    const s = cardPlay('japan', { japan: ['#05'] });
    expectRejected(s, 'japan', 'strategic #06', 'NOT_IN_HAND', '10.2');
    expectRejected(s, 'japan', 'strategic #99', 'NO_SUCH_CARD', '2.4');
    expectRejected(s, 'japan', 'fly #05', 'UNKNOWN_ACTION', undefined);
    expectRejected(s, 'japan', 'move J-2', 'NOT_NOW', undefined);
  });
});

describe('[rule 10.4.1] / [rule 10.4.3] fleets', () => {
  it("#01 R 旅順艦隊出撃 / [rule 10.4.3] Japan's next refill stops at 1 and it may not buy a 4th card", () => {
    let s = cardPlay('russia', { russia: ['#01'] });
    s = play(s, [R('event #01')]); // Japan holds no card: nothing to answer with
    expect(s.g.japanHandLimit).toBe(1);
    expect(M.view(s, null).markers.japanHandLimit).toBe(1);
    s = play(s, [R('end-phase')]);
    expect(decision(s)?.kind).toBe('movement');
    expect(s.g.hands.japan).toHaveLength(1);
    s = play(s, [J('end-movement'), J('end-combat'), J('end-phase')]);
    expect(s.g.japanHandLimit).toBeNull();
  });
  it('[rule 10.4.3] a hand over the limit is cut at random; #05 and #01 together still limit to 1', () => {
    let s = cardPlay('russia', { russia: ['#01', '#05'], japan: [] });
    s = play(s, [R('event #01'), R('event #05')]);
    expect(s.g.japanHandLimit).toBe(1);
    let t = cardPlay('russia', { russia: ['#05'], japan: ['#06', '#07', '#08'] });
    t = play(t, [R('event #05'), J('pass'), R('end-phase')]);
    expect(t.g.hands.japan).toHaveLength(1);
    expect(t.g.discard).toHaveLength(3);
  });
  it('#01 J 旅順港閉塞作戦 / #15 J 東郷平八郎: answer a Port Arthur sortie and cancel it; #04 J 秋山真之 answers only Vladivostok', () => {
    let s = cardPlay('russia', { russia: ['#01', '#05'], japan: ['#04', '#15'] });
    s = play(s, [R('event #01')]);
    expect(decision(s)).toEqual({ kind: 'fleet-reaction', sides: ['japan'] });
    expect(legal(s, 'japan')).toEqual(['event #15', 'pass']); // 秋山真之 does not answer Port Arthur
    s = play(s, [J('event #15')]);
    expect(s.g.japanHandLimit).toBeNull();
    s = play(s, [R('event #05')]);
    expect(legal(s, 'japan')).toEqual(['event #04', 'pass']);
    s = play(s, [J('pass')]);
    expect(s.g.japanHandLimit).toBe(1);
  });
  it("[rule 10.2.1] reaction events are not played in one's own card-play phase", () => {
    const s = cardPlay('japan', { japan: ['#01'] });
    expect(legal(s, 'japan')).not.toContain('event #01');
    expectRejected(s, 'japan', 'event #01', 'EVENT_TIMING', '10.2.1');
  });
  it('#06 R マカロフ中将: no transport out of the Japan box during the next Japanese player turn', () => {
    let s = cardPlay('russia', { russia: ['#06'] }, { 'J-3': 'japan' });
    s = play(s, [R('event #06'), R('end-phase'), J('refill 3'), J('end-movement'), J('end-combat')]);
    const card = s.g.hands.japan[0]!;
    expect(legal(s, 'japan')).not.toContain(`transport ${card}`);
    expectRejected(s, 'japan', `transport ${card}`, 'NO_HOME_TRANSPORT', '10.2.5');
  });
  it('#03 J 機雷 / [rule 10.4.1] the Port Arthur fleet can no longer sortie: #01 and #06 are no longer events', () => {
    let s = cardPlay('japan', { japan: ['#03'] });
    s = play(s, [J('event #03')]);
    expect(s.g.paFleetBlocked).toBe(true);
    expect(M.view(s, null).markers.paFleetCannotSortie).toBe(true);
    const t = cardPlay(
      'russia',
      { russia: ['#01', '#06', '#05'] },
      {},
      { patch: (g) => void (g.paFleetBlocked = true) },
    );
    expect(legal(t, 'russia')).not.toContain('event #01');
    expectRejected(t, 'russia', 'event #06', 'PA_FLEET_BLOCKED', '10.4.1');
    expect(legal(t, 'russia')).toContain('event #05');
    expect(legal(t, 'russia')).toContain('transport #01'); // other uses stay
  });
  it('#08 J 二十八糎榴弾砲: with a unit next to 旅順, the garrison goes back to 2-0 and the fleet is grounded', () => {
    const far = cardPlay('japan', { japan: ['#08'] });
    expect(legal(far, 'japan')).not.toContain('event #08');
    let s = cardPlay(
      'japan',
      { japan: ['#08'] },
      { 'J-2': '1202', 'R-PA': '1201' },
      { patch: (g) => void (g.units['R-PA']!.flipped = true) },
    );
    s = play(s, [J('event #08')]);
    expect([s.g.units['R-PA']!.flipped, s.g.paFleetBlocked]).toEqual([false, true]);
  });
});

describe('[rule 10.4.4] [rule 10.4.5] combat events', () => {
  /** Japan attacks 1214 (a 3-2) with J-2 + J-12 from 1215: +1; no support. */
  const japanAttacks = (japan: string[], russia: string[], dice: number[], units: Record<string, string> = {}) => {
    let s = position({
      clear: true,
      phase: 'combat',
      units: { 'R-S1': '1214', 'J-2': '1215', 'J-12': '1215', ...units },
      hands: { japan, russia },
    });
    s = play(s, [J('attack 1214'), J('with J-2'), J('with J-12'), J('confirm'), J('end-declarations')]);
    if (japan.length) s = play(s, [J('no-support')]);
    return withDice(s, dice);
  };
  it('#09 J 児玉源太郎: before the roll, the result is DR (no die); Russia answers with #07 マキシム機関銃 (DR → AR); Japan with #02 オチキス (AR → NE)', () => {
    let s = japanAttacks(['#09', '#02'], ['#07'], [6]);
    expect(decision(s)).toEqual({ kind: 'combat-event', sides: ['japan'] });
    expect(legal(s, 'japan')).toEqual(['event #09', 'pass']);
    s = play(s, [J('event #09')]);
    expect(s.g.combat?.rolled).toBe('DR');
    // Russia has no before-roll answer, so Japan is asked again (it could play 軍神); it passes.
    s = play(s, [J('pass')]);
    expect(s.g.combat?.die).toBeNull();
    // After the roll: attacker first.
    expect(decision(s)).toEqual({ kind: 'combat-event', sides: ['japan'] });
    s = play(s, [J('pass')]);
    expect(legal(s, 'russia')).toEqual(['event #07', 'pass']);
    s = play(s, [R('event #07')]);
    expect(s.g.combat?.result).toBe('AR');
    expect(legal(s, 'japan')).toEqual(['event #02', 'pass']);
    s = play(s, [J('event #02')]);
    expect(s.g.lastCombat?.result).toBe('NE');
    expect(s.g.lastCombat?.events.map((e) => [e.card, e.from, e.to])).toEqual([
      ['#09', null, 'DR'],
      ['#07', 'DR', 'AR'],
      ['#02', 'AR', 'NE'],
    ]);
  });
  it("[rule 10.4.5] one event at a time, alternately: after Japan's event Russia decides before Japan may play again (#13 軍神)", () => {
    let s = japanAttacks(['#02', '#13'], ['#03'], [4]); // +1, a 4: NE
    // Before the roll: Japan might hold 児玉, Russia クロパトキン (hand sizes are public, hands not): both are asked.
    s = play(s, [J('pass'), R('pass')]);
    expect(s.g.combat?.rolled).toBe('NE');
    s = play(s, [J('event #02')]); // NE → DR
    expect(decision(s)).toEqual({ kind: 'combat-event', sides: ['russia'] });
    expectRejected(s, 'japan', 'event #13', 'NOT_YOUR_DECISION', undefined);
    s = play(s, [R('pass')]);
    // Russia accepted: now Japan may take オチキス back with 軍神.
    s = play(s, [J('event #13')]);
    expect(s.g.hands.japan).toEqual(['#02']);
    expect(s.g.discard.at(-1)).toBe('#13');
  });
  it('[rule 10.4.5] after 児玉源太郎 Russia answers first (マキシム機関銃) before Japan may go on with 軍神 (revision 2; revision 1 asked Japan again)', () => {
    const attack = (options: Record<string, unknown>) => {
      let s = position({
        clear: true,
        phase: 'combat',
        units: { 'R-S1': '1214', 'J-2': '1215', 'J-12': '1215' },
        hands: { japan: ['#09', '#13'], russia: ['#07'] },
        options,
      });
      s = play(s, [
        J('attack 1214'),
        J('with J-2'),
        J('with J-12'),
        J('confirm'),
        J('end-declarations'),
        J('no-support'),
      ]);
      return play(withDice(s, [6]), [J('event #09')]); // the result is DR; no die is rolled
    };
    // Revision 2: the result fixed, the after-roll events open with Russia, who may turn the DR into an AR.
    let s = attack({ revision: 2 });
    expect(s.options.revision).toBe(2);
    expect([s.g.combat?.rolled, s.g.combat?.die]).toEqual(['DR', null]);
    expect(decision(s)).toEqual({ kind: 'combat-event', sides: ['russia'] });
    expectRejected(s, 'japan', 'event #13', 'NOT_YOUR_DECISION', undefined);
    expect(legal(s, 'russia')).toEqual(['event #07', 'pass']);
    s = play(s, [R('event #07')]);
    expect(s.g.combat?.result).toBe('AR');
    // Then Japan may answer (軍神 takes the top discard, now マキシム機関銃, not 児玉).
    expect(decision(s)).toEqual({ kind: 'combat-event', sides: ['japan'] });
    expect(s.g.discard.at(-1)).toBe('#07');
    s = play(s, [J('pass')]);
    expect(decision(s)).toEqual({ kind: 'ar', sides: ['japan'] });
    expect(s.g.combat?.events.map((e) => [e.card, e.from, e.to])).toEqual([
      ['#09', null, 'DR'],
      ['#07', 'DR', 'AR'],
    ]);
    // Had Russia accepted the DR, Japan could then take 児玉 back with 軍神 (the rule's "unless").
    const accepted = play(attack({ revision: 2 }), [R('pass'), J('event #13')]);
    expect(accepted.g.hands.japan).toEqual(['#09']);
    // Revision 1 (games started before): Japan was asked again before the after-roll events and could take 児玉 back at once.
    const old = attack({});
    expect(old.options.revision).toBeUndefined();
    expect(decision(old)).toEqual({ kind: 'combat-event', sides: ['japan'] });
    expect(legal(old, 'japan')).toContain('event #13');
  });
  it('#10 R クロパトキン: a Russian defender fixes DR before the roll (the Russians fall back)', () => {
    let s = japanAttacks([], ['#10'], [6]);
    expect(legal(s, 'russia')).toEqual(['event #10', 'pass']);
    s = play(s, [R('event #10')]);
    expect(s.g.combat?.result).toBe('DR');
    expect(decision(s)).toEqual({ kind: 'retreat', sides: ['russia'] });
  });
  it('#04 R 防御工事 (DR → NE), #03 R 十字砲火 (NE → AR, AR → AE)', () => {
    let s = play(japanAttacks([], ['#04', '#03'], [3]), [R('pass')]); // +1, a 3: DR
    expect(s.g.combat?.rolled).toBe('DR');
    s = play(s, [R('event #04')]);
    expect(s.g.combat?.result).toBe('NE');
    s = play(s, [R('event #03')]);
    expect(s.g.combat?.result).toBe('AR');
    expect(decision(s)).toEqual({ kind: 'ar', sides: ['japan'] });
  });
  it("#11 R リネウィッチ: one step in Russia's favour, attacking or defending", () => {
    const s = play(japanAttacks([], ['#11'], [2]), [R('pass'), R('event #11')]); // +1, a 2: DR → NE
    expect(s.g.lastCombat?.result).toBe('NE');
  });
  it('#02 R 永久堡壘: only in 旅順 (DR → NE)', () => {
    let s = position({
      clear: true,
      phase: 'combat',
      units: { 'R-PA': '1201', 'J-2': '1202', 'J-12': '1202' },
      hands: { russia: ['#02'] },
    });
    s = play(s, [J('attack 1201'), J('with J-2'), J('with J-12'), J('confirm')]);
    s = play(withDice(s, [3]), [J('end-declarations'), R('pass')]);
    expect(s.g.combat?.rolled).toBe('DR');
    s = play(s, [R('event #02')]);
    expect(s.g.lastCombat?.result).toBe('NE');
    expect(whereIs(s, 'R-PA')).toBe('1201');
    const elsewhere = play(japanAttacks([], ['#02'], [3]), [R('pass')]);
    expect(legal(elsewhere, 'russia')).toEqual(['pass']); // 永久堡壘 does not apply at 1214
  });
  it('#08 R コンドラチェンコ / [rule 10.4.4] PA turns to 3-0; after the roll the CRT is read again at the new differential', () => {
    let s = position({
      clear: true,
      phase: 'combat',
      units: { 'R-PA': '1201', 'J-2': '1202', 'J-12': '1202' },
      hands: { russia: ['#08'] },
    });
    s = play(s, [J('attack 1201'), J('with J-2'), J('with J-12'), J('confirm')]);
    s = play(withDice(s, [3]), [J('end-declarations'), R('pass')]);
    expect([s.g.combat?.differential, s.g.combat?.rolled]).toEqual([1, 'DR']);
    s = play(s, [R('event #08')]);
    expect(s.g.units['R-PA']!.flipped).toBe(true);
    expect([s.g.lastCombat?.differential, s.g.lastCombat?.result]).toEqual([0, 'NE']); // 4 against 3 + 1, a 3
    expect(M.view(s, null).units.find((u) => u.id === 'R-PA')?.strength).toBe(3);
    // In the card-play phase it only flips the counter.
    const t = play(cardPlay('russia', { russia: ['#08'] }, { 'R-PA': '1201' }), [R('event #08')]);
    expect(t.g.units['R-PA']!.flipped).toBe(true);
    expect(legal(t, 'russia')).not.toContain('event #08');
  });
});

describe('the other events', () => {
  it('#05 J 外債募集: Japanese morale +1, never above 6 ([rule 4.3.3])', () => {
    const s = play(cardPlay('japan', { japan: ['#05'] }, {}, { morale: { japan: 4 } }), [J('event #05')]);
    expect(s.g.morale.japan).toBe(5);
    expectRejected(cardPlay('japan', { japan: ['#05'] }), 'japan', 'event #05', 'EVENT_CONDITION', '4.3.3');
  });
  it('#06 J 明石大佐: Russian morale −1', () => {
    const s = play(cardPlay('japan', { japan: ['#06'] }), [J('event #06')]);
    expect(s.g.morale.russia).toBe(5);
  });
  it('#09 R バルチック艦隊回航: from turn 7, Japan −1 unless it holds 旅順', () => {
    expect(legal(cardPlay('russia', { russia: ['#09'] }, {}, { turn: 6 }), 'russia')).not.toContain('event #09');
    const s = play(cardPlay('russia', { russia: ['#09'] }, {}, { turn: 7 }), [R('event #09')]);
    expect(s.g.morale.japan).toBe(5);
    expect(
      legal(cardPlay('russia', { russia: ['#09'] }, {}, { turn: 8, control: { '1201': 'japan' } }), 'russia'),
    ).not.toContain('event #09');
  });
  it('#10 J 黒木為楨 / #15 R ミシチェンコ騎兵団: one unit makes a normal move in the card-play phase (not the forced march)', () => {
    let s = cardPlay('japan', { japan: ['#10'] }, { 'J-2': '1114' });
    s = play(s, [J('event #10'), J('unit J-2'), J('to 1313')]);
    expect(whereIs(s, 'J-2')).toBe('1313');
    expect(s.g.forcedMarchUsed).toBe(false);
    let t = cardPlay('russia', { russia: ['#15'] }, { 'R-S1': '1913' });
    t = play(t, [R('event #15'), R('unit R-S1'), R('to 1713')]);
    expect(whereIs(t, 'R-S1')).toBe('1713');
  });
  it('#11 J 第三軍上陸: two units from the Japan box to one destination with room for both', () => {
    let s = cardPlay('japan', { japan: ['#11'] }, { 'J-3': 'japan', 'J-4': 'japan', 'J-5': '1211' });
    s = play(s, [J('event #11'), J('unit J-3'), J('unit J-4')]);
    expect(legal(s, 'japan')).toEqual(['to korea', 'to 1206', 'cancel']); // 1211 has room for one only
    s = play(s, [J('to 1206')]);
    expect([whereIs(s, 'J-3'), whereIs(s, 'J-4')]).toEqual(['1206', '1206']);
  });
  it('#13 R 再編成: an eliminated 3-2 or 5-2 back to European Russia; #16 J 再編成: an eliminated Japanese unit to the Japan box', () => {
    let s = cardPlay('russia', { russia: ['#13'] }, { 'R-CR': 'eliminated' });
    s = play(s, [R('event #13'), R('unit R-CR')]);
    expect(whereIs(s, 'R-CR')).toBe('europeanRussia');
    let t = cardPlay('japan', { japan: ['#16'] }, { 'J-Gds': 'eliminated' });
    t = play(t, [J('event #16'), J('unit J-Gds')]);
    expect(whereIs(t, 'J-Gds')).toBe('japan');
  });
  it('#14 R シベリア鉄道: up to two units, 5-2s included, from European Russia to Siberia', () => {
    let s = cardPlay('russia', { russia: ['#14'] }, { 'R-CR': 'europeanRussia', 'R-S3': 'europeanRussia' });
    s = play(s, [R('event #14'), R('unit R-CR'), R('done')]);
    expect(whereIs(s, 'R-CR')).toBe('siberia');
    expect(whereIs(s, 'R-S3')).toBe('europeanRussia');
  });
  it("#14 J 壊血病 / #16 R 脚気: −1 on the enemy's morale-check die this turn", () => {
    const s = play(cardPlay('japan', { japan: ['#14'] }), [J('event #14')]);
    expect(s.g.moraleDieMod).toEqual({ japan: 0, russia: -1 });
    const t = play(cardPlay('russia', { russia: ['#16'] }), [R('event #16')]);
    expect(t.g.moraleDieMod).toEqual({ japan: -1, russia: 0 });
    expect(legal(t, 'russia')).not.toContain('event #16');
  });
  it('#12 is never played: it only acts when drawn', () => {
    const s = cardPlay('japan', { japan: ['#12'] });
    expect(legal(s, 'japan')).not.toContain('event #12');
    expectRejected(s, 'japan', 'event #12', 'EVENT_TIMING', '10.4.6');
  });
  it('secrecy: what a card play tells the public is the card discarded, never the rest of the hand', () => {
    const s = play(cardPlay('japan', { japan: ['#06', '#09'] }), [J('event #06')]);
    const pub = JSON.stringify([visibleLog(s.log, null), M.view(s, null), M.summary(s)]);
    expect(pub).toContain('#06');
    expect(pub).not.toContain('#09');
  });
});
