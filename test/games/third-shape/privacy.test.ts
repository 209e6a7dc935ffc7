// 三国鼎立 (Triad) privacy: an order given is the giver's secret until every side has given its own
// [rule 2.1]. The other sides and the public must not be able to tell it from any other order the
// giver could have given: not in their views, their log, the summary, their legal actions and
// labels, their autocomplete choices. Then everything is revealed at once [rule 2.2].
import './register.ts';
import { describe, expect, it } from 'vitest';
import { nextChoices } from '#engine/decisions.ts';
import { apply, legalActions, legalActionTexts, pendingSides, visibleLog } from '#engine/engine.ts';
import { triad, type TriadState } from './index.ts';
import { fresh, play } from './helpers.ts';
import { triadSvg } from './render.ts';
import { SIDES, type TSide } from './types.ts';

/** Everything `reader` (a side, or null: the public) can read of a state. */
function readable(s: TriadState, reader: TSide | null) {
  return JSON.stringify({
    view: triad.view(s, reader),
    svg: triadSvg(triad.view(s, reader)),
    log: visibleLog(s.log, reader),
    summary: triad.summary(s),
    legal: reader ? legalActions(triad, s, reader) : [],
    choices: reader ? nextChoices(triad, s, reader, [], 100) : [],
  });
}

function lcg(seed: number) {
  let x = seed >>> 0;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 2 ** 32) * n);
  };
}

describe('三国鼎立: a pending order is secret', () => {
  it('others read only that Wei has given its order; Wei reads its own', () => {
    const s0 = fresh();
    const s1 = play(s0, [['wei', 'order attack hanzhong']]);
    for (const reader of ['shu', 'wu', null] as const) {
      const v = triad.view(s1, reader);
      expect(v.myOrder).toBeNull();
      expect(v.ordered).toEqual(['wei']);
      expect(v.waiting).toEqual(['shu', 'wu']);
      expect({ ...v, ordered: [], waiting: ['wei', 'shu', 'wu'] }).toEqual(triad.view(s0, reader));
      expect(visibleLog(s1.log, reader).map((e) => e.text)).toEqual([
        { ja: '魏が命令を決めた', en: 'Wei has given its order' },
      ]);
    }
    expect(triad.summary(s1).en).toBe('Round 1, orders: waiting for Shu, Wu (given: Wei)');
    expect(triad.view(s1, 'wei').myOrder).toEqual({ order: 'attack', area: 'hanzhong' });
    expect(visibleLog(s1.log, 'wei').map((e) => e.text.en)).toEqual(["Wei's order (secret): Attack Hanzhong"]);
    // No order is ever a button on the channel post.
    for (const side of ['shu', 'wu'] as const)
      expect(legalActions(triad, s1, side).every((l) => l.public === false)).toBe(true);
  });

  it('the last order reveals all of them to everyone at once', () => {
    const s0 = play(fresh(), [
      ['wei', 'order attack hanzhong'],
      ['wu', 'order muster jianye'],
    ]);
    const r = apply(triad, s0, 'shu', 'order defend chengdu', { dice: [1, 6] });
    expect(r.ok && r.revealed).toBe(true);
    const s1 = (r.ok ? r.state : s0) as TriadState;
    const line = 'Round 1 orders revealed: Wei: attack Hanzhong; Shu: defend Chengdu; Wu: muster in Jianye';
    for (const reader of [...SIDES, null]) {
      expect(visibleLog(s1.log, reader).map((e) => e.text.en)).toContain(line);
      expect(triad.view(s1, reader).lastOrders).toEqual({
        wei: { order: 'attack', area: 'hanzhong' },
        shu: { order: 'defend', area: 'chengdu' },
        wu: { order: 'muster', area: 'jianye' },
      });
      expect(triad.view(s1, reader).myOrder).toBeNull();
    }
  });

  it('in random games, nobody else can tell which order a side gave among all it could have', () => {
    let checked = 0;
    for (let game = 0; game < 40; game++) {
      const rnd = lcg(game + 99);
      let s = triad.setup(game + 1, {});
      while (!s.result) {
        const owing = pendingSides(s) as TSide[];
        const side = owing[rnd(owing.length)]!;
        const legal = legalActionTexts(triad, s, side);
        const top = s.stack.at(-1)!;
        if (top.kind === 'orders' && owing.length > 1) {
          // Every order `side` could give leaves the same state to read for every other reader.
          const after = legal.map((a) => {
            const r = apply(triad, s, side, a);
            if (!r.ok) throw new Error(r.rejection.text.en);
            expect(r.revealed).toBe(false);
            return r.state as TriadState;
          });
          for (const reader of [...SIDES.filter((x) => x !== side), null]) {
            const seen = new Set(after.map((st) => readable(st, reader)));
            expect(seen.size, `${reader ?? 'public'} can tell ${side}'s order apart`).toBe(1);
          }
          // …while the giver can (its own order is in its view and log).
          expect(new Set(after.map((st) => readable(st, side))).size).toBe(legal.length);
          checked++;
        }
        const r = apply(triad, s, side, legal[rnd(legal.length)]!);
        if (!r.ok) throw new Error(r.rejection.text.en);
        s = r.state as TriadState;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
