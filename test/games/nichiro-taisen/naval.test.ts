// 日露大戦 [rule 11.0] advanced naval rules (optional rule, `navalRules: true`).
import { describe, expect, it } from 'vitest';
import { visibleLog } from '#engine/engine.ts';
import type { NichiroG } from '#games/nichiro-taisen/types.ts';
import { decision, expectRejected, legal, M, play, position, withDice, type S } from './helpers.ts';

type Side = 'japan' | 'russia';
const J = (a: string): [Side, string] => ['japan', a];
const R = (a: string): [Side, string] => ['russia', a];

/** Only the listed ships afloat (steps 2 unless given). */
function fleets(g: NichiroG, afloat: Record<string, number>): void {
  for (const id in g.navy!.ships) g.navy!.ships[id]!.steps = afloat[id] ?? 0;
}

/** The Russian combat phase just before card play, with the naval rules on. */
function beforeSortie(
  afloat: Record<string, number>,
  hands: { japan?: string[]; russia?: string[] } = {},
  flagship = 'RN-TSE',
): S {
  return position({
    clear: true,
    side: 'russia',
    phase: 'combat',
    options: { navalRules: true },
    hands,
    units: { 'R-S1': '2215', 'J-2': '1114' },
    patch: (g) => {
      fleets(g, { 'JN-2F': 2, ...afloat });
      g.navy!.flagship = flagship;
    },
  });
}

describe('[rule 11.1] / [rule 11.5] setup', () => {
  it("[rule 11.1] 7 Japanese and 8 Russian naval units, all intact; [rule 11.5] Russia first picks Makarov's flagship in secret", () => {
    const s = M.setup(3, { navalRules: true });
    const v = M.view(s, null);
    expect(v.navy?.ships.filter((x) => x.side === 'japan')).toHaveLength(7);
    expect(v.navy?.ships.filter((x) => x.side === 'russia')).toHaveLength(8);
    expect(v.navy?.ships.every((x) => x.steps === 2)).toBe(true);
    expect(decision(s)).toEqual({ kind: 'naval-flagship', sides: ['russia'] });
    const t = play(s, [R('flagship RN-RET')]);
    expect(decision(t)).toEqual({ kind: 'movement', sides: ['japan'] });
    expect(M.view(t, null).navy?.flagship).toBeNull();
    expect(M.view(t, 'japan').navy?.flagship).toBeNull();
    expect(M.view(t, 'russia').navy?.flagship).toBe('RN-RET');
    expect(JSON.stringify(visibleLog(t.log, null))).not.toContain('Retvizan');
    expect(JSON.stringify(visibleLog(t.log, 'russia'))).toContain('Retvizan');
    expect(M.view(M.setup(3, {}), null).navy).toBeUndefined();
  });
  it('[rule 11.0] the naval halves (Russian #01 #05 #06, Japanese #01 #03 #04) are not card-play events', () => {
    const s = position({
      clear: true,
      side: 'russia',
      phase: 'cardPlay',
      options: { navalRules: true },
      hands: { russia: ['#01', '#05', '#06'] },
      units: {},
    });
    expect(legal(s, 'russia').filter((a) => a.startsWith('event'))).toEqual([]);
    expectRejected(s, 'russia', 'event #01', 'EVENT_TIMING', '11.0');
  });
});

describe('[rule 11.2] the sortie procedure', () => {
  it('[rule 11.2.1] [rule 11.2.2] [rule 11.2.3] [rule 11.2.4] [rule 11.2.5] sortie without a card, mines (a die of steps, Japan assigns), go on, no interception, interference', () => {
    let s = beforeSortie({ 'RN-TSE': 2, 'RN-RET': 2, 'RN-POB': 2, 'RN-PER': 2, 'JN-MIK': 2 }, { japan: ['#03'] });
    s = play(s, [R('end-combat')]);
    expect(decision(s)).toEqual({ kind: 'naval-sortie', sides: ['russia'] });
    expect(legal(s, 'russia')).toEqual(['sortie', 'pass']);
    s = play(s, [R('sortie')]);
    expect(legal(s, 'japan')).toEqual(['event #03', 'pass']);
    s = play(withDice(s, [2]), [J('event #03')]);
    expect(decision(s)).toEqual({ kind: 'naval-loss', sides: ['japan'] });
    s = play(s, [J('hit RN-TSE'), J('hit RN-RET')]);
    expect([s.g.navy!.ships['RN-TSE']!.steps, s.g.navy!.ships['RN-RET']!.steps]).toEqual([1, 1]);
    s = play(s, [R('continue'), J('pass')]);
    // Two intact ships left (ポベーダ, ペレスヴェート): Japan's next hand limit is 3 − 2 = 1.
    expect(s.g.japanHandLimit).toBe(1);
    expect(s.g.japanNoHomeTransport).toBe(false);
    expect(decision(s)?.kind).toBe('card-play');
  });
  it("[rule 11.2.5] / [rule 11.5] three or more intact ships: limit 1, no transport from Japan, and Makarov's success is +1 morale", () => {
    let s = beforeSortie({ 'RN-TSE': 2, 'RN-RET': 2, 'RN-POB': 2, 'JN-MIK': 2 }, {}, 'RN-TSE');
    s = play(s, [R('end-combat'), R('sortie'), R('continue'), J('pass')]);
    expect([s.g.japanHandLimit, s.g.japanNoHomeTransport]).toEqual([1, true]);
    expect(s.g.morale.russia).toBe(6); // already 6: the +1 is lost ([rule 4.3.3])
    let t = beforeSortie({ 'RN-TSE': 2, 'RN-RET': 2, 'RN-POB': 2 });
    t = position({
      clear: true,
      side: 'russia',
      phase: 'combat',
      options: { navalRules: true },
      units: { 'R-S1': '2215' },
      morale: { russia: 4 },
      patch: (g) => {
        fleets(g, { 'RN-TSE': 2, 'RN-RET': 2, 'RN-POB': 2 });
        g.navy!.flagship = 'RN-TSE';
      },
    });
    t = play(t, [R('end-combat'), R('sortie'), R('continue')]);
    expect(t.g.morale.russia).toBe(5);
  });
  it('[rule 11.2.3] Russia may abort after the blockships and mines; [rule 11.2.6] [rule 11.2.7] [rule 11.2.8] Vladivostok: limit 2, not after a Port Arthur interference', () => {
    let s = beforeSortie({ 'RN-TSE': 2, 'RN-VL': 2, 'JN-MIK': 2 }, { russia: ['#05'] });
    s = play(s, [R('end-combat'), R('sortie'), R('abort')]);
    expect(legal(s, 'russia')).toEqual(['event #05', 'pass']);
    s = play(s, [R('event #05')]);
    expect(s.g.japanHandLimit).toBe(2);
    let t = beforeSortie({ 'RN-TSE': 2, 'RN-VL': 2, 'JN-MIK': 2 }, { russia: ['#05'] });
    t = play(t, [R('end-combat'), R('sortie'), R('continue'), J('pass'), R('event #05')]);
    expect(t.g.japanHandLimit).toBe(2); // the PA interference (1 intact: 3 − 1) already set 2; Vladivostok adds nothing
  });
  it('[rule 11.2.4] / [rule 11.3] the 1st Fleet intercepts; fire is simultaneous [rule 11.3.2]; a hit on the flagship that sinks it costs Russia 1 morale ([rule 11.5])', () => {
    let s = beforeSortie({ 'RN-TSE': 1, 'JN-MIK': 1 }, {}, 'RN-TSE');
    s = play(s, [R('end-combat'), R('sortie'), R('continue')]);
    expect(legal(s, 'japan')).toEqual(['intercept', 'pass']);
    // 三笠 (1 step, gunnery 3) rolls a 2: hit; ツェサレーヴィチ (1 step, gunnery 2) rolls a 1: hit. Both sink.
    s = play(withDice(s, [2, 1]), [J('intercept')]);
    expect([s.g.navy!.ships['JN-MIK']!.steps, s.g.navy!.ships['RN-TSE']!.steps]).toEqual([0, 0]);
    expect(s.g.morale.russia).toBe(5);
    expect(M.view(s, null).navy?.flagship).toBe('RN-TSE');
  });
  it('[rule 11.3.4] 秋山真之: Japan fires first; a ship sunk before it fires does not fire', () => {
    let s = beforeSortie({ 'RN-TSE': 1, 'JN-MIK': 1 }, { japan: ['#04'] }, 'RN-RET');
    s = play(s, [R('end-combat'), R('sortie'), J('pass'), R('continue')]); // Japan holds a card: asked about blockships and mines
    expect(legal(s, 'japan')).toEqual(['intercept', 'event #04', 'pass']);
    s = play(withDice(s, [3]), [J('event #04')]);
    expect([s.g.navy!.ships['JN-MIK']!.steps, s.g.navy!.ships['RN-TSE']!.steps]).toEqual([1, 0]);
    expect(s.g.morale.russia).toBe(6); // not the flagship
  });
  it('[rule 11.3.1] extra ships are spread over the enemy line', () => {
    let s = beforeSortie({ 'RN-TSE': 2, 'RN-RET': 2, 'JN-MIK': 2 });
    s = play(s, [R('end-combat'), R('sortie'), R('continue')]);
    s = play(withDice(s, [6, 6, 6, 6, 6, 6]), [J('intercept')]);
    const shots = s.log.filter((l) => l.text.en.includes(' → ')).map((l) => l.text.en.split(':')[0]);
    expect(shots).toEqual(['Mikasa → Tsesarevich', 'Tsesarevich → Mikasa', 'Retvizan → Mikasa']);
  });
  it('[rule 11.3.1] the side with more ships aims its extra ships at enemy ships of its choice, the standard aim offered (revision 2)', () => {
    const battle = (options: Record<string, unknown>) => {
      let s = position({
        clear: true,
        side: 'russia',
        phase: 'combat',
        options: { navalRules: true, ...options },
        units: { 'R-S1': '2215', 'J-2': '1114' },
        patch: (g) => {
          fleets(g, { 'JN-2F': 2, 'RN-TSE': 2, 'RN-RET': 2, 'RN-POB': 2, 'JN-MIK': 2, 'JN-ASA': 2 });
          g.navy!.flagship = 'RN-RET';
        },
      });
      s = play(s, [R('end-combat'), R('sortie'), R('continue')]);
      // Japan's two ships roll 6s (no hit); ツェサレーヴィチ and レトヴィザン too; ポベーダ rolls 1, 1: two hits.
      return play(withDice(s, [6, 6, 6, 6, 6, 6, 6, 6, 1, 1]), [J('intercept')]);
    };
    const steps = (s: S, id: string) => s.g.navy!.ships[id]!.steps;
    const shots = (s: S) => s.log.filter((l) => / → .*: dice/.test(l.text.en)).map((l) => l.text.en.split(':')[0]);
    // Three Russian ships against two: ポベーダ is the extra one; Russia picks its target.
    let s = battle({ revision: 2 });
    expect(decision(s)).toEqual({ kind: 'naval-assign', sides: ['russia'] });
    expect(legal(s, 'russia')).toEqual(['aim JN-MIK', 'aim JN-ASA', 'default']);
    expect(
      M.decisions['naval-assign'].verbs
        .find((v) => v.verb === 'default')!
        .label({ state: s, g: s.g, side: 'russia', top: s.stack.at(-1) as never }, []).en,
    ).toBe('Standard aim: Pobeda → Mikasa');
    expectRejected(s, 'japan', 'pass', 'NOT_YOUR_DECISION', undefined);
    s = play(s, [R('aim JN-ASA')]);
    expect(shots(s)).toEqual([
      'Mikasa → Tsesarevich',
      'Asahi → Retvizan',
      'Tsesarevich → Mikasa',
      'Retvizan → Asahi',
      'Pobeda → Asahi',
    ]);
    expect([steps(s, 'JN-MIK'), steps(s, 'JN-ASA')]).toEqual([2, 0]);
    expect(decision(s)?.kind).toBe('card-play'); // the procedure goes on (interference, repairs)
    // Keeping the standard aim: ポベーダ fires at 三笠, the first ship of the line.
    const kept = play(battle({ revision: 2 }), [R('default')]);
    expect(shots(kept).at(-1)).toBe('Pobeda → Mikasa');
    expect([steps(kept, 'JN-MIK'), steps(kept, 'JN-ASA')]).toEqual([0, 2]);
    // Revision 1: nobody is asked; the standard aim.
    const old = battle({});
    expect(shots(old).at(-1)).toBe('Pobeda → Mikasa');
    expect(JSON.stringify(old.g.navy)).toBe(JSON.stringify(kept.g.navy));
  });
  it('[rule 11.4] fleets that stayed in port repair (Port Arthur 1, 1st Fleet 2)', () => {
    let s = beforeSortie({ 'RN-TSE': 1, 'RN-RET': 1, 'JN-MIK': 1, 'JN-ASA': 1, 'JN-FUJ': 1 });
    s = play(s, [R('end-combat'), R('pass')]);
    const st = (id: string) => s.g.navy!.ships[id]!.steps;
    expect([st('RN-TSE'), st('RN-RET')].sort()).toEqual([1, 2]);
    expect([st('JN-MIK'), st('JN-ASA'), st('JN-FUJ')].sort()).toEqual([1, 2, 2]);
  });
  it('[rule 11.4] with the 2nd Fleet sunk, Japan may retire an intact 1st Fleet ship to bring it back', () => {
    let s = beforeSortie({ 'JN-2F': 0, 'JN-MIK': 2, 'RN-TSE': 2 });
    s = play(s, [R('end-combat'), R('pass')]);
    expect(decision(s)).toEqual({ kind: 'naval-response', sides: ['japan'] });
    s = play(s, [J('revive')]);
    expect([s.g.navy!.ships['JN-MIK']!.steps, s.g.navy!.ships['JN-2F']!.steps]).toEqual([0, 2]);
    expect(decision(s)?.kind).toBe('card-play');
  });
  it("[rule 11.6] Japan takes 旅順: the Port Arthur fleet is lost, without the flagship's morale loss", () => {
    let s = position({
      clear: true,
      options: { navalRules: true },
      units: { 'J-2': '1202', 'R-S1': '2215' },
      patch: (g) => void (g.navy!.flagship = 'RN-TSE'),
    });
    s = play(s, [J('move J-2'), J('to 1201')]);
    expect(s.g.navy!.ships['RN-TSE']!.steps).toBe(0);
    expect(s.g.morale.russia).toBe(5); // [rule 4.3.1] only
  });
});
