// 奉天会戦 declared once (src/games/hoten-kaisen/rules/*: each chapter's decisions): what the engine
// derives from the declarations (publicity, button styles, shortcut roles, choices, what an action
// did), and the engine-level rejections and resign.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, nextChoices } from '#engine/engine.ts';
import { verbsWithRole } from '#engine/decisions.ts';
import type { VerbRole } from '#engine/types.ts';
import { afterHistoricalSetup, decision, expectRejected, M, play, position, rejection, type S } from './helpers.ts';

const roles = (s: S, side: string, role: VerbRole) => verbsWithRole(M, s, side, role).map((v) => v.verb);

describe('declared decisions', () => {
  it('setup and activation name hidden counters: none of their actions is public', () => {
    const setup = M.setup(3, {});
    expect(legalActions(M, setup, 'russia').length).toBeGreaterThan(1);
    expect(legalActions(M, setup, 'russia').every((l) => l.public === false)).toBe(true);
    const s = afterHistoricalSetup(3);
    const la = legalActions(M, s, 'japan');
    expect(la.some((l) => l.action.startsWith('move '))).toBe(true);
    expect(la.every((l) => l.public === false)).toBe(true);
  });

  it('the combat decisions name hexes only: public; fight and advance are the primary buttons', () => {
    const s0 = position({ units: { J1: '0406', RC: '0306', R1: '0101' }, revealed: 'all', dice: [6, 1] });
    const atk = play(s0, [['japan', 'hold J1']]);
    expect(decision(atk)!.kind).toBe('attack');
    expect(legalActions(M, atk, 'japan').map((l) => [l.action, l.public, l.style])).toEqual([
      ['attack 0306', true, undefined],
      ['end', true, undefined],
    ]);
    const rbc = play(atk, [['japan', 'attack 0306']]);
    const fight = legalActions(M, rbc, 'japan');
    expect(fight[0]).toMatchObject({ action: 'fight', public: true, style: 'primary' });
    expect(fight.slice(1).every((l) => l.action.startsWith('retreat ') && l.public && !l.style)).toBe(true);
    // 4+6 against 2+1 (at most +1): RC is eliminated and J1 may advance into 0306.
    const adv = play(rbc, [
      ['japan', 'fight'],
      ['russia', 'fight'],
    ]);
    expect(decision(adv)!.kind).toBe('advance');
    expect(legalActions(M, adv, 'japan').map((l) => [l.action, l.public, l.style])).toEqual([
      ['advance', true, 'primary'],
      ['stay', true, undefined],
    ]);
  });

  it('roles: /move is the one-step move, /attack the attack, /end passes, ends an attack step, or stays', () => {
    const s0 = position({ units: { J1: '0406', RC: '0306', R1: '0101' }, revealed: 'all', dice: [6, 1] });
    expect(roles(s0, 'japan', 'unit-move')).toEqual(['move']);
    expect(verbsWithRole(M, s0, 'japan', 'unit-move')[0]!.args!.length).toBe(2);
    expect(roles(s0, 'japan', 'end-step')).toEqual(['pass']);
    const atk = play(s0, [['japan', 'hold J1']]);
    expect(roles(atk, 'japan', 'attack-target')).toEqual(['attack']);
    expect(roles(atk, 'japan', 'end-step')).toEqual(['end']);
    const adv = play(atk, [
      ['japan', 'attack 0306'],
      ['japan', 'fight'],
      ['russia', 'fight'],
    ]);
    expect(roles(adv, 'japan', 'end-step')).toEqual(['stay']);
  });

  it('choices: a unit first, labelled by the unit and what comes next (no destination); then its destinations, each legal', () => {
    const s = position({ units: { J1: '0406', R1: '0101' } });
    const units = nextChoices(M, s, 'japan', ['move']);
    expect(units.map((c) => c.token)).toEqual(['J1']);
    expect(units[0]!.complete).toBe(false);
    const dests = nextChoices(M, s, 'japan', ['move', 'J1'], 100);
    expect(dests.length).toBeGreaterThan(3);
    expect(units[0]!.label).toEqual({
      ja: '第1軍 (黒木) …(次にヘクスを選択)',
      en: '1st Army (Kuroki) … (then choose a hex)',
    });
    for (const d of dests) expect(d.label).not.toEqual(units[0]!.label);
    for (const d of dests) expect(apply(M, s, 'japan', d.value).ok).toBe(true);
  });

  it('what an action did: an attack reveals both strengths; the dice roll on the last stand', () => {
    const s0 = position({ units: { J1: '0406', R2: '0306', R1: '0101' }, dice: [3, 3] });
    const hold = apply(M, s0, 'japan', 'hold J1');
    expect(hold.ok && [hold.rolled, hold.revealed]).toEqual([false, false]);
    const atk = apply(M, hold.ok ? hold.state : s0, 'japan', 'attack 0306');
    expect(atk.ok && [atk.rolled, atk.revealed]).toEqual([false, true]);
    const s1 = play(atk.ok ? atk.state : s0, [['japan', 'fight']]);
    const last = apply(M, s1, 'russia', 'fight');
    expect(last.ok && last.rolled).toBe(true);
  });

  it('a step left out is asked for (MISSING_ARG); a value not offered keeps its rule', () => {
    const s = position({ units: { J1: '0406', R2: '0306', R1: '0101' } });
    expectRejected(s, 'japan', 'move J1', 'MISSING_ARG', undefined);
    expectRejected(s, 'japan', 'move J1 0101', 'OCCUPIED', '8.0');
    expectRejected(s, 'japan', 'hold R1', 'UNKNOWN_UNIT', '5.0');
  });
});

describe('engine: rejections and resign', () => {
  const s = () => position({ units: { J1: '0406', R2: '0306', R1: '0905' } });

  it('an unknown verb is refused', () => {
    expectRejected(s(), 'japan', 'fly J1 0405', 'UNKNOWN_ACTION', undefined);
    expectRejected(s(), 'japan', '', 'UNKNOWN_ACTION', undefined);
  });
  it('a verb of another step is refused (NOT_NOW)', () => {
    expectRejected(s(), 'japan', 'attack 0306', 'NOT_NOW', undefined);
    expectRejected(s(), 'japan', 'place J1 0407', 'NOT_NOW', undefined);
  });
  it('[rule 5.0] an unknown unit, or an enemy unit, is refused', () => {
    expectRejected(s(), 'japan', 'move J9 0407', 'UNKNOWN_UNIT', '5.0');
    expectRejected(s(), 'japan', 'move R2 0305', 'UNKNOWN_UNIT', '5.0');
    expectRejected(s(), 'japan', 'hold R2', 'UNKNOWN_UNIT', '5.0');
    expectRejected(s(), 'japan', 'rebuild R2', 'UNKNOWN_UNIT', '5.0');
    expectRejected(s(), 'japan', 'move J4 0407', 'NOT_ON_MAP', '5.0'); // parked off the board
  });
  it('acting out of turn is refused (NOT_YOUR_DECISION), naming who is awaited', () => {
    const r = expectRejected(s(), 'russia', 'move R2 0305', 'NOT_YOUR_DECISION', undefined);
    expect(r.text.en).toMatch(/Japan/);
    expect(r.text.ja).toMatch(/日本軍/);
  });
  it('a non-player is refused', () => {
    expectRejected(s(), 'china', 'pass', 'NOT_A_PLAYER', undefined);
  });
  it('a label typed instead of the action text is accepted', () => {
    const r = apply(M, s(), 'japan', 'Pass');
    expect(r.ok).toBe(true);
  });
  it('resign: the side owing the decision may resign; the other wins', () => {
    const t = play(s(), [['japan', 'resign']]);
    expect(t.result?.winner).toBe('russia');
    expect(decision(t)).toBeNull();
    expectRejected(t, 'japan', 'pass', 'GAME_OVER', undefined);
  });
  it('resign: the side not to act may resign too, at any step (setup, combat decisions)', () => {
    expect(play(s(), [['russia', 'resign']]).result?.winner).toBe('japan');
    expect(play(M.setup(3, {}), [['russia', 'resign']]).result?.winner).toBe('japan');
    const mid = play(s(), [
      ['japan', 'hold J1'],
      ['japan', 'attack 0306'],
    ]);
    expect(decision(mid)!.kind).toBe('retreat-before-combat');
    const t = play(mid, [['russia', 'resign']]);
    expect(t.result?.winner).toBe('japan');
    expect(rejection(t, 'russia', 'resign').code).toBe('GAME_OVER');
  });
});
