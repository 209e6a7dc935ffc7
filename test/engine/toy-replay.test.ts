// The engine on a toy game declared the new way (one decision, verbs with options): a canonical
// action and a typed label both apply, an illegal one is explained and leaves the state as it was,
// and replay (which shares the log between states) gives the states applying one by one gives.
// (It replaces the tests of the old optional fast path, GameModule.isLegal: the declared options
// are now the only legality check.)
import { describe, expect, it } from 'vitest';
import { apply, replay } from '#engine/engine.ts';
import type { Decision, GameModule } from '#engine/types.ts';

interface ToyG {
  total: number;
  history: number[];
}

/** Two players take turns adding 1, 2 or 3 (never past 10); "pass" is legal only at an odd total. */
function toy(): GameModule<ToyG, ToyG, Decision> {
  const step = (
    s: { g: ToyG; result: unknown; stack: Decision[] },
    side: string,
    n: number,
    log: (t: string) => void,
  ) => {
    s.g.total += n;
    s.g.history.push(n);
    log(`${side} ${n}`);
    if (s.g.total >= 10) {
      s.result = { winner: side, reason: { ja: '10', en: '10' } };
      s.stack = [];
    } else s.stack = [{ kind: 'turn', sides: [side === 'a' ? 'b' : 'a'] }];
  };
  return {
    id: 'toy',
    name: { ja: 'トイ', en: 'Toy' },
    sides: ['a', 'b'],
    sideName: (s) => ({ ja: s, en: s }),
    revision: 1,
    options: [],
    setup: (seed) => ({
      game: 'toy',
      options: {},
      rng: { a: seed as number, b: 2, c: 3, d: 4 },
      step: 0,
      stack: [{ kind: 'turn', sides: ['a'] }],
      log: [],
      result: null,
      g: { total: 0, history: [] },
    }),
    decisions: {
      turn: {
        name: { ja: '手番', en: 'turn' },
        verbs: [
          {
            verb: 'add',
            args: [{ name: 'n', kind: 'number' }],
            options: (c) => ['1', '2', '3'].filter((n) => c.g.total + Number(n) <= 10),
            label: (_c, [n]) => ({ ja: `${n}を足す`, en: `Add ${n}` }),
            perform: (c, [n]) => step(c.state, c.side, Number(n), (t) => c.ctx.log({ text: { ja: t, en: t } })),
          },
          {
            verb: 'pass',
            when: (c) => c.g.total % 2 === 1,
            label: () => ({ ja: 'パス', en: 'Pass' }),
            perform: (c) => step(c.state, c.side, 0, (t) => c.ctx.log({ text: { ja: t, en: t } })),
            explain: () => ({ code: 'NOPE', text: { ja: 'だめ', en: 'no' } }),
          },
        ],
      },
    },
    view: (s) => s.g,
    summary: () => ({ ja: '', en: '' }),
    front: { argKinds: { number: { label: { ja: '数', en: 'a number' } } }, shortcuts: [] },
  };
}

describe('apply on a declared game', () => {
  it('a canonical legal action and a typed label both apply, to the canonical text', () => {
    const m = toy();
    const r = apply(m, m.setup(1, {}), 'a', 'add 2');
    expect(r.ok && r.state.g.total).toBe(2);
    expect(r.ok && r.action).toBe('add 2');
    const l = apply(m, m.setup(1, {}), 'a', '  Add 3 ');
    expect(l.ok && l.state.g.total).toBe(3);
    expect(l.ok && l.action).toBe('add 3');
  });

  it('an illegal action is explained by the verb, and the state is untouched', () => {
    const m = toy();
    const s = m.setup(1, {});
    const before = JSON.stringify(s);
    const r = apply(m, s, 'a', 'pass');
    expect(!r.ok && r.rejection.code).toBe('NOPE');
    const x = apply(m, s, 'a', 'add 4');
    expect(!x.ok && x.rejection.code).toBe('NOT_A_CHOICE');
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('replay', () => {
  const actions = [
    { side: 'a', action: 'add 3' },
    { side: 'b', action: 'add 2' },
    { side: 'a', action: 'Add 1' },
    { side: 'b', action: 'add 1' },
    { side: 'a', action: 'pass' },
    { side: 'b', action: 'add 3' },
  ];

  it('gives the state that applying one by one gives', () => {
    const m = toy();
    let s = m.setup(5, {});
    for (const a of actions) {
      const r = apply(m, s, a.side, a.action);
      if (!r.ok) throw new Error(a.action);
      s = r.state;
    }
    const r = replay(m, 5, {}, actions);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(s));
    expect(r.state.log.map((e) => e.text.en)).toEqual(['a 3', 'b 2', 'a 1', 'b 1', 'a 0', 'b 3']);
  });

  it('stops at a refused action with the state before it, its log not touched', () => {
    const m = toy();
    const bad = [...actions.slice(0, 3), { side: 'b', action: 'pass' }, ...actions.slice(3)];
    const r = replay(m, 5, {}, bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.index).toBe(3);
    expect(r.state.step).toBe(3);
    expect(r.state.g.total).toBe(6);
    expect(r.state.log.map((e) => e.text.en)).toEqual(['a 3', 'b 2', 'a 1']);
  });

  it('an action applied to a replayed state leaves that state as it was', () => {
    const m = toy();
    const r = replay(m, 5, {}, actions.slice(0, 4));
    if (!r.ok) throw new Error('replay');
    const before = JSON.stringify(r.state);
    const next = apply(m, r.state, 'a', 'add 1');
    expect(next.ok).toBe(true);
    expect(JSON.stringify(r.state)).toBe(before);
  });
});
