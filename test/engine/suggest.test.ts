// "Did you mean": the nearest legal actions to a mistyped verb or id (src/engine/suggest.ts).
import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearestFirst } from '#engine/suggest.ts';
import type { LegalAction } from '#engine/types.ts';

const legal = (...actions: string[]): LegalAction[] =>
  actions.map((action) => ({ action, label: { ja: action, en: action } }));

describe('did you mean', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('fite', 'fight')).toBe(3);
    expect(editDistance('mvoe', 'move')).toBe(1);
    expect(editDistance('J9', 'J2')).toBe(1);
    expect(editDistance('', 'end')).toBe(3);
  });

  it('names the nearest legal verb, cut to the words typed', () => {
    const now = legal('fight', 'enter 0102', 'end', 'group U1 1/2', 'group U2 1/2', 'ungroup 1');
    expect(didYouMean('fite', now)).toEqual(['fight']);
    expect(didYouMean('gruop', now)).toEqual(['group']);
    expect(didYouMean('ende', now)).toEqual(['end']);
    // Nothing near: no guess (not "enter", as many edits from "fite" as "fight" but another start).
    expect(didYouMean('fite', legal('enter 0102', 'end'))).toEqual([]);
    expect(didYouMean('xyzzy', now)).toEqual([]);
  });

  it('names the nearest legal id, whole action as far as typed', () => {
    const now = legal('move J1 0608', 'move J1 0706', 'move J2 0406', 'move J2 0306', 'move JY 0506');
    expect(didYouMean('move J9 0406', now)).toEqual(['move J2 0406']);
    expect(didYouMean('mvoe J2 0406', now)).toEqual(['move J2 0406']);
    expect(didYouMean('move j9', now)).toEqual(['move J1', 'move J2', 'move JY']);
    // Every word typed is one a legal action has in its place: refused for another reason, no guess.
    expect(didYouMean('move J2 0608', now)).toEqual([]);
    expect(didYouMean('', now)).toEqual([]);
  });

  it('orders the legal list nearest first, the rest as they were', () => {
    const now = legal('end', 'move J1 0608', 'move J2 0406', 'fight');
    expect(nearestFirst('fite', now).map((l) => l.action)).toEqual(['fight', 'end', 'move J1 0608', 'move J2 0406']);
    expect(nearestFirst('move J9 0406', now)[0]!.action).toBe('move J2 0406');
  });
});
