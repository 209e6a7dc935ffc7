// The engine's optional fast legality check (GameModule.isLegal) and replay's shared log, on a
// toy game: apply asks isLegal first and builds the labelled list only when it says no (to match
// a label, or to explain a refusal); results are the same with and without the check; replay
// gives the same states as applying one by one, and a refused action leaves the state as it was.
import { describe, expect, it } from 'vitest';
import { apply, replay } from '../../src/engine/engine.ts';
import type { GameModule, GameState, LegalAction } from '../../src/engine/types.ts';

interface ToyG {
  total: number;
  history: number[];
}

/** Two players take turns adding 1, 2 or 3 (never past 10); "pass" is legal only at an odd total. */
function toy(withCheck: boolean) {
  const calls = { list: 0, check: 0, explain: 0 };
  const legal = (s: GameState<ToyG>): LegalAction[] => {
    const out: LegalAction[] = [];
    for (const n of [1, 2, 3]) if (s.g.total + n <= 10) out.push({ action: `add ${n}`, label: { ja: `${n}を足す`, en: `Add ${n}` } });
    if (s.g.total % 2 === 1) out.push({ action: 'pass', label: { ja: 'パス', en: 'Pass' } });
    return out;
  };
  const m: GameModule<ToyG> = {
    id: 'toy',
    name: { ja: 'トイ', en: 'Toy' },
    sides: ['a', 'b'],
    sideName: (s) => ({ ja: s, en: s }),
    options: [],
    setup: (seed) => ({ game: 'toy', options: {}, rng: { a: seed as number, b: 2, c: 3, d: 4 }, step: 0, stack: [{ kind: 'turn', sides: ['a'] }], log: [], result: null, g: { total: 0, history: [] } }),
    legalActions: (s, side) => {
      calls.list++;
      return s.stack.at(-1)?.sides.includes(side) ? legal(s) : [];
    },
    perform: (s, side, action, ctx) => {
      const n = action === 'pass' ? 0 : Number(action.split(' ')[1]);
      s.g.total += n;
      s.g.history.push(n);
      ctx.log({ text: { ja: `${side} ${n}`, en: `${side} ${n}` } });
      if (s.g.total >= 10) {
        s.result = { winner: side, reason: { ja: '10', en: '10' } };
        s.stack = [];
      } else s.stack = [{ kind: 'turn', sides: [side === 'a' ? 'b' : 'a'] }];
    },
    explain: () => {
      calls.explain++;
      return { code: 'NOPE', text: { ja: 'だめ', en: 'no' } };
    },
    view: (s) => s.g,
    summary: () => ({ ja: '', en: '' }),
  };
  if (withCheck) {
    m.isLegal = (s, side, action) => {
      calls.check++;
      if (!s.stack.at(-1)?.sides.includes(side)) return false;
      if (action === 'pass') return s.g.total % 2 === 1;
      const n = /^add ([123])$/.exec(action)?.[1];
      return n !== undefined && s.g.total + Number(n) <= 10;
    };
  }
  return { m, calls };
}

describe('engine fast path (GameModule.isLegal)', () => {
  it('a canonical legal action is applied without building the list', () => {
    const { m, calls } = toy(true);
    const r = apply(m, m.setup(1, {}), 'a', 'add 2');
    expect(r.ok && r.state.g.total).toBe(2);
    expect(r.ok && r.action).toBe('add 2');
    expect(calls).toEqual({ list: 0, check: 1, explain: 0 });
  });

  it('a label still works: the list is built when the check says no', () => {
    const { m, calls } = toy(true);
    const r = apply(m, m.setup(1, {}), 'a', '  Add 3 ');
    expect(r.ok && r.state.g.total).toBe(3);
    expect(r.ok && r.action).toBe('add 3');
    expect(calls).toEqual({ list: 1, check: 1, explain: 0 });
  });

  it('an illegal action is explained, and the state is untouched', () => {
    const { m, calls } = toy(true);
    const s = m.setup(1, {});
    const before = JSON.stringify(s);
    const r = apply(m, s, 'a', 'pass');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.rejection.code).toBe('NOPE');
    expect(calls).toEqual({ list: 1, check: 1, explain: 1 });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('with and without the check, every input gives the same result', () => {
    const inputs = ['add 1', 'add 2', 'add 3', 'add 4', 'pass', 'Add 1', '2を足す', 'Pass', 'add  3', 'ADD 1', 'resign', ''];
    for (let seed = 1; seed <= 30; seed++) {
      const fast = toy(true).m;
      const slow = toy(false).m;
      let a = fast.setup(seed, {});
      let b = slow.setup(seed, {});
      let x = seed;
      for (let step = 0; step < 40 && !a.result; step++) {
        const side = a.stack.at(-1)!.sides[0]!;
        x = (x * 1103515245 + 12345) >>> 0;
        const input = inputs[x % inputs.length]!;
        const other = side === 'a' ? 'b' : 'a';
        for (const who of [side, other]) {
          const ra = apply(fast, a, who, input);
          const rb = apply(slow, b, who, input);
          expect(JSON.stringify(ra)).toBe(JSON.stringify(rb));
          if (ra.ok && rb.ok && who === side && input !== 'resign') {
            a = ra.state;
            b = rb.state;
          }
        }
      }
    }
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

  it('gives the state that applying one by one gives, with and without the check', () => {
    for (const withCheck of [true, false]) {
      const { m } = toy(withCheck);
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
    }
  });

  it('stops at a refused action with the state before it, its log not touched', () => {
    const { m } = toy(true);
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
    const { m } = toy(true);
    const r = replay(m, 5, {}, actions.slice(0, 4));
    if (!r.ok) throw new Error('replay');
    const before = JSON.stringify(r.state);
    const next = apply(m, r.state, 'a', 'add 1');
    expect(next.ok).toBe(true);
    expect(JSON.stringify(r.state)).toBe(before);
  });
});
