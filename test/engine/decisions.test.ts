// The engine derives legality, listings, choices and refusals from a game's declared decisions.
// A toy game declares two decisions; every behaviour here comes from that one declaration.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, legalActionTexts, isLegal, nextChoices, labelOf } from '#engine/engine.ts';
import { initRng, scriptedRng } from '#engine/rng.ts';
import type { DecisionTable, GameModule, GameState } from '#engine/types.ts';

type Frame = { kind: 'turn'; sides: string[] } | { kind: 'fight'; sides: string[]; at: string };
interface G {
  at: Record<string, string>;
  hand: Record<string, string[]>;
  fights: number;
  resumed: number;
}

const LINKS: Record<string, string[]> = { A: ['B', 'C'], B: ['A', 'D'], C: ['A', 'D'], D: ['B', 'C'] };

const decisions: DecisionTable<G, Frame> = {
  turn: {
    name: { ja: '手番', en: 'the turn' },
    resume: ({ g }) => {
      g.resumed += 1;
    },
    verbs: [
      {
        verb: 'go',
        role: 'unit-move',
        args: [
          { name: 'to', kind: 'area' },
          { name: 'via', kind: 'area', keyword: 'via', optional: true },
        ],
        options: ({ g, side }, prev) => {
          if (prev.length === 0) return new Set(LINKS[g.at[side]!]);
          return (LINKS[g.at[side]!] ?? []).filter((x) => x !== prev[0] && LINKS[x]!.includes(prev[0]!));
        },
        label: (_c, [to, via]) => ({
          ja: `${to}へ${via ? `(${via}経由)` : ''}`,
          en: `to ${to}${via ? ` via ${via}` : ''}`,
        }),
        perform: ({ g, side, ctx }, [to]) => {
          g.at[side] = to!;
          ctx.log({ text: { ja: `${side} ${to}`, en: `${side} ${to}` } });
          ctx.end();
          ctx.call({ kind: 'turn', sides: [side === 'a' ? 'b' : 'a'] });
        },
        explain: (_c, [to]) =>
          to === 'Z' ? { code: 'NO_SUCH_AREA', rule: '4.1', text: { ja: 'Zはない', en: 'no Z' } } : null,
      },
      {
        verb: 'play',
        role: 'card-use',
        args: [{ name: 'card', kind: 'card' }],
        options: ({ g, side }) => g.hand[side]!,
        label: (_c, [card]) => ({ ja: `カード${card}`, en: `card ${card}` }),
        perform: ({ g, side, ctx }, [card]) => {
          g.hand[side] = g.hand[side]!.filter((c) => c !== card);
          ctx.reveal();
          ctx.call({ kind: 'fight', sides: [side], at: g.at[side]! });
        },
      },
      {
        verb: 'pass',
        role: 'end-step',
        label: () => ({ ja: 'パス', en: 'Pass' }),
        perform: () => {},
        when: ({ g }) => g.fights > 0,
      },
    ],
  },
  fight: {
    name: { ja: '戦闘', en: 'the fight' },
    notNowRule: (verb) => (verb === 'go' ? '7.2' : undefined),
    verbs: [
      {
        verb: 'roll',
        style: 'primary',
        label: ({ top }) => ({ ja: `${top.at}で振る`, en: `Roll at ${top.at}` }),
        perform: ({ g, ctx }) => {
          g.fights += ctx.roll(6);
          ctx.end();
        },
      },
    ],
  },
};

const toy: GameModule<G, unknown, Frame> = {
  id: 'toy',
  name: { ja: 'トイ', en: 'Toy' },
  sides: ['a', 'b'],
  sideName: (s) => ({ ja: s, en: s }),
  revision: 1,
  options: [],
  setup: (seed) => ({
    game: 'toy',
    options: {},
    rng: initRng(seed),
    step: 0,
    stack: [{ kind: 'turn', sides: ['a'] }],
    log: [],
    result: null,
    g: { at: { a: 'A', b: 'D' }, hand: { a: ['#01', '#02'], b: ['#03'] }, fights: 0, resumed: 0 },
  }),
  decisions,
  view: (s) => s.g,
  summary: () => ({ ja: '', en: '' }),
  front: {
    // A card in hand is secret: the verb that takes one is not public.
    argKinds: {
      area: { label: { ja: 'エリア', en: 'an area' } },
      card: { label: { ja: 'カード', en: 'a card' }, secret: true },
    },
    shortcuts: [],
  },
};

const start = (): GameState<G> => toy.setup(1, {}) as GameState<G>;

describe('legality is derived from the declared options', () => {
  it('an action is legal exactly when each value is among its options', () => {
    const s = start();
    expect(isLegal(toy, s, 'a', 'go B')).toBe(true);
    expect(isLegal(toy, s, 'a', 'go D')).toBe(false);
    expect(isLegal(toy, s, 'a', 'go D via B')).toBe(false);
    expect(isLegal(toy, s, 'a', 'go B via C')).toBe(false); // C is not next to B
    expect(isLegal(toy, s, 'a', 'pass')).toBe(false); // `when` says no
    expect(isLegal(toy, s, 'b', 'go B')).toBe(false); // not b's decision
    expect(isLegal(toy, s, 'a', 'go')).toBe(false); // incomplete
    expect(isLegal(toy, s, 'a', 'go B C')).toBe(false); // keyword missing
  });

  it('the listing walks the tree of options in declared order, with labels only on request', () => {
    const s = start();
    expect(legalActionTexts(toy, s, 'a')).toEqual(['go B', 'go C', 'play #01', 'play #02']);
    const la = legalActions(toy, s, 'a');
    expect(la.map((l) => [l.action, l.label.en, l.public])).toEqual([
      ['go B', 'to B', true],
      ['go C', 'to C', true],
      ['play #01', 'card #01', false],
      ['play #02', 'card #02', false],
    ]);
    expect(labelOf(toy, s, 'a', 'go C')?.ja).toBe('Cへ');
    expect(labelOf(toy, s, 'a', 'go D')).toBeNull();
  });

  it('choices continue a partly typed action (autocomplete)', () => {
    const s = start();
    expect(nextChoices(toy, s, 'a', []).map((c) => c.value)).toEqual(['go B', 'go C', 'play #01', 'play #02']);
    expect(nextChoices(toy, s, 'a', ['play']).map((c) => c.token)).toEqual(['#01', '#02']);
    expect(nextChoices(toy, s, 'a', ['go', 'B']).length).toBe(0); // via from B: A's other neighbour C is not next to B
    expect(nextChoices(toy, s, 'a', ['nope'])).toEqual([]);
  });
});

describe('refusals are derived, the game adds its own', () => {
  const code = (s: GameState<G>, side: string, a: string) => {
    const r = apply(toy, s, side, a);
    return r.ok ? 'ok' : `${r.rejection.code}${r.rejection.rule ? ` ${r.rejection.rule}` : ''}`;
  };
  it('unknown verb, missing argument, not a choice, the verb’s own explanation, not now', () => {
    const s = start();
    expect(code(s, 'a', 'fly B')).toBe('UNKNOWN_ACTION');
    expect(code(s, 'a', 'go')).toBe('MISSING_ARG');
    expect(code(s, 'a', 'go D')).toBe('NOT_A_CHOICE');
    expect(code(s, 'a', 'go Z')).toBe('NO_SUCH_AREA 4.1');
    expect(code(s, 'a', 'roll')).toBe('NOT_NOW');
    expect(code(s, 'b', 'go C')).toBe('NOT_YOUR_DECISION');
    const fighting = apply(toy, s, 'a', 'play #01');
    if (!fighting.ok) throw new Error('refused');
    expect(code(fighting.state, 'a', 'go B')).toBe('NOT_NOW 7.2');
  });
  it('a label typed by a person resolves to its action', () => {
    const r = apply(toy, start(), 'a', 'to C');
    expect(r.ok && r.action).toBe('go C');
  });
});

describe('procedures, dice and what an action did', () => {
  it('call pushes a decision, end pops it and resumes the frame below', () => {
    const r1 = apply(toy, start(), 'a', 'play #02');
    if (!r1.ok) throw new Error('refused');
    expect(r1.state.stack.map((f) => f.kind)).toEqual(['turn', 'fight']);
    expect(r1.revealed).toBe(true);
    expect(r1.rolled).toBe(false);
    const r2 = apply(toy, r1.state, 'a', 'roll', { dice: [5] });
    if (!r2.ok) throw new Error('refused');
    expect(r2.state.g.fights).toBe(5);
    expect(r2.state.g.resumed).toBe(1);
    expect(r2.state.stack.map((f) => f.kind)).toEqual(['turn']);
    expect(r2.rolled).toBe(true);
    expect(r2.state.rng).toEqual(r1.state.rng); // scripted dice leave the generator alone
  });
  it('a scripted generator gives any number of dice in order, then goes on', () => {
    const s = apply(toy, start(), 'a', 'play #01');
    if (!s.ok) throw new Error('refused');
    const state = { ...s.state, rng: scriptedRng([6, 1, 3, 3, 2, 6, 6, 6, 1, 4, 5, 2]) };
    const r = apply(toy, state, 'a', 'roll');
    expect(r.ok && r.state.g.fights).toBe(6);
    expect(r.ok && (r.state.rng as { script: number[] }).script).toEqual([1, 3, 3, 2, 6, 6, 6, 1, 4, 5, 2]);
  });
  it('moving asks the other side next (a decision may belong to the other player)', () => {
    const r = apply(toy, start(), 'a', 'go C');
    expect(r.ok && r.state.stack).toEqual([{ kind: 'turn', sides: ['b'] }]);
    expect(r.ok && r.rolled).toBe(false);
    expect(r.ok && r.revealed).toBe(false);
  });
});
