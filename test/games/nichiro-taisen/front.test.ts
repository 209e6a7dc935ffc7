// 日露大戦 on a channel: what is public (derived from the verbs' argument kinds: a card of the hand
// and Makarov's flagship are secret), the standing auto-pass preference (front.preferences and
// autoAction), and the rules revision new games get.
import { describe, expect, it } from 'vitest';
import { legalActions } from '#engine/engine.ts';
import { M, play, position, type S } from './helpers.ts';

const pub = (s: S, side: 'japan' | 'russia') =>
  Object.fromEntries(legalActions(M, s, side).map((l) => [l.action, l.public]));

describe('publicity from the declaration', () => {
  it('moves and attacks are public; every action naming a card of the hand is not', () => {
    const s = position({ units: { 'J-2': '1114' }, hands: { japan: ['#07'] } }); // 浸透戦術, a movement-phase event
    const p = pub(s, 'japan');
    expect(p['move J-2']).toBe(true);
    expect(p['end-movement']).toBe(true);
    expect(p['event #07']).toBe(false);
    const c = position({ phase: 'cardPlay', units: {}, hands: { japan: ['#05'] } });
    const q = pub(c, 'japan');
    expect(q['force-march #05 move']).toBe(false);
    expect(q['end-phase']).toBe(true);
  });
  it("[rule 11.5] Makarov's flagship is picked in secret: never a public action", () => {
    const s = M.setup(3, { navalRules: true });
    const p = pub(s, 'russia');
    expect(Object.keys(p).length).toBeGreaterThan(3);
    expect(Object.values(p).every((v) => v === false)).toBe(true);
  });
});

describe('auto-pass (front.preferences, autoAction)', () => {
  /** Japan attacks 1214 with two units; Russia holds the given cards and is asked after the roll. */
  const window = (russia: string[]) => {
    let s = position({
      clear: true,
      phase: 'combat',
      units: { 'R-S1': '1214', 'J-2': '1215', 'J-12': '1215' },
      hands: { russia },
    });
    s = play(s, [
      ['japan', 'attack 1214'],
      ['japan', 'with J-2'],
      ['japan', 'with J-12'],
      ['japan', 'confirm'],
    ]);
    return play(s, [['japan', 'end-declarations']]);
  };
  it('passes a combat-event window unless a listed card (or, with no list, any event) could be played', () => {
    const s = window(['#04']); // 防御工事: DR → NE, after the roll; here asked before it (Russia might hold クロパトキン)
    expect(s.stack.at(-1)?.kind).toBe('combat-event');
    expect(M.autoAction!(s, 'russia', {})).toBeNull();
    expect(M.autoAction!(s, 'russia', { autoPass: true })).toBe('pass');
    expect(M.autoAction!(s, 'japan', { autoPass: true })).toBeNull(); // not Japan's decision
    const k = window(['#10']); // クロパトキン can be played now
    expect(M.autoAction!(k, 'russia', { autoPass: true })).toBeNull();
    expect(M.autoAction!(k, 'russia', { autoPass: true, unless: ['#07'] })).toBe('pass');
    expect(M.autoAction!(k, 'russia', { autoPass: true, unless: ['#10'] })).toBeNull();
  });
  it('parses and describes the preference', () => {
    const p = M.front.preferences!;
    // /autopass on:… unless:… sets the fields autoPass and unless.
    expect(p.command.options.map((o) => [o.option, o.field])).toEqual([
      ['on', 'autoPass'],
      ['unless', 'unless'],
    ]);
    expect(p.parse({ autoPass: true, unless: '#9 10' })).toEqual({ autoPass: true, unless: ['#09', '#10'] });
    expect(p.parse({ autoPass: true, unless: ['#99'] })).toBeNull();
    expect(p.parse({ autoPass: 'yes' })).toBeNull();
    expect(p.describe({ autoPass: true, unless: ['#09'] }, 'en')).toBe('autopass: on unless #09');
    expect(p.describe({ autoPass: true }, 'en')).toBe('autopass: on unless any event can be played');
    expect(p.describe({}, 'en')).toBe('autopass: off');
    expect(p.describe({ autoPass: true }, 'ja')).toContain('オン');
  });
});

describe('rules revision', () => {
  it('new games get revision 2; a setup without one plays revision 1 with the state it always had', () => {
    expect(M.revision).toBe(2);
    expect(M.setup(5, {}).options).toEqual({ navalRules: false });
    expect(M.setup(5, { revision: 1 }).options).toEqual({ navalRules: false });
    expect(M.setup(5, { revision: 2 }).options).toEqual({ navalRules: false, revision: 2 });
    expect(M.options.map((o) => o.slash)).toEqual(['naval_rules']);
  });
});
