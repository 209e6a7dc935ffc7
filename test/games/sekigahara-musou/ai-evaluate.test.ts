// 関ヶ原無双's evaluation (src/games/sekigahara-musou/ai.ts), the computer players' sense of a
// position: the combats the units' places make certain, counted at their odds, and a plan of
// combats that can no longer be completed. Cases named by rule, positions built by hand.
import { describe, expect, it } from 'vitest';
import { greedyPlayer } from '#ai/greedy.ts';
import { makeRand } from '#ai/rand.ts';
import { apply } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { evaluate, weight } from '#games/sekigahara-musou/ai.ts';
import { neighbours } from '#games/sekigahara-musou/board.ts';
import { sekigaharaMusou as M } from '#games/sekigahara-musou/index.ts';
import type { SekiFrame, SekiG } from '#games/sekigahara-musou/types.ts';
import { type Placement, position } from './helpers.ts';

type S = GameState<SekiG, SekiFrame>;

const at = (placed: Record<string, Placement>, frame: SekiFrame, turn = 2): S => {
  const s = M.setup(1, {}) as S;
  return { ...s, g: position(placed, { turn }), stack: [frame] };
};

describe('関ヶ原無双 evaluation: the combats to come', () => {
  it('[rule 8.2] [rule 8.5.3] [rule 4.2] a West commander next to an East troop unit will be attacked: likely a retreat, the marker a turn toward the East', () => {
    const move: SekiFrame = { kind: 'move', sides: ['east'] };
    // 福島 (troop, 1007); 石田 on his commander face next to it (1008), or far behind (2204).
    const near = at({ fukushima: '1007', ishida: { hex: '1008', face: 'commander' }, 'ukita-honntai': '1903' }, move);
    const far = at({ fukushima: '1007', ishida: { hex: '2204', face: 'commander' }, 'ukita-honntai': '1903' }, move);
    // Strength 6 against 2: 3 dice to 1. The commander loses more often than not, and each of his
    // retreats is worth a turn of the marker (5 points in the evaluation's unit): well over the 1.5
    // the evaluation gave a commander within reach before it counted the combat.
    expect(evaluate(near, 'east') - evaluate(far, 'east')).toBeGreaterThan(2.5);
    expect(evaluate(near, 'west')).toBe(-evaluate(near, 'east'));
  });

  it('[rule 8.6] [rule 4.2] a commander with no hex to retreat to is killed: it counts about twice a retreat', () => {
    const move: SekiFrame = { kind: 'move', sides: ['east'] };
    // 石田 on his commander face at 1008 (or far behind, at 2204), attacked by 福島 from 1007. In the
    // second pair East commanders stand on his other neighbours: he has nowhere to retreat (8.6).
    const guards = ['kyogoku', 'todo', 'terasawa', 'matsudaira', 'tanaka', 'oda'];
    const around = Object.fromEntries(
      neighbours('1008')
        .filter((h) => h !== '1007')
        .map((hex, i) => [guards[i]!, { hex, face: 'commander' as const }]),
    );
    const with_ = (ishida: string, extra: Record<string, Placement> = {}) =>
      at({ fukushima: '1007', ishida: { hex: ishida, face: 'commander' }, 'ukita-honntai': '1903', ...extra }, move);
    const retreat = evaluate(with_('1008'), 'east') - evaluate(with_('2204'), 'east');
    const killed = evaluate(with_('1008', around), 'east') - evaluate(with_('2204', around), 'east');
    expect(retreat).toBeGreaterThan(0);
    expect(killed).toBeGreaterThan(1.5 * retreat);
  });
});

describe('関ヶ原無双 evaluation: a plan of combats that cannot be completed', () => {
  // 福島 (1007) stands next to 石田 (1008) and 小西 (1006); 井伊 (1009) next to 石田 only; both West
  // units must be fought (8.2). 福島 against 石田 leaves no way to fight both (8.3: 小西 needs
  // 福島 alone against several, 井伊 needs 石田 alone against several) while the rules still offer
  // more grouping; the plan that fights both is 福島 → 小西, 井伊 → 石田. Without the dead end, the
  // greedy player reading this evaluation took 福島 and 井伊 against 石田 (the best odds), got stuck
  // and dropped a combat: in a match it built and dropped the same plans for 3,000 actions.
  const start = (): S =>
    at(
      { fukushima: '1007', ii: '1009', ishida: '1008', konishi: '1006', 'ukita-honntai': '0812' },
      { kind: 'combat', sides: ['east'], plan: [], fixed: false, done: [], pursuit: null },
      4,
    );
  const tried = (action: string) => {
    const r = apply(M, start(), 'east', action);
    if (!r.ok) throw new Error(r.rejection.text.en);
    return r.state as S;
  };

  it('[rule 8.3] 福島 against 石田 is the East’s dead end, scored as a loss, one step before only "ungroup" is offered', () => {
    expect(evaluate(tried('attack ishida fukushima'), 'east')).toBeLessThanOrEqual(-1000);
    expect(evaluate(tried('attack ishida fukushima'), 'west')).toBeGreaterThanOrEqual(1000);
    expect(evaluate(tried('attack konishi fukushima'), 'east')).toBeGreaterThan(-100);
    expect(evaluate(tried('attack ishida ii'), 'east')).toBeGreaterThan(-100);
  });

  it.each([1, 2, 3])(
    '[rule 8.3] the greedy player, seed %i, fixes the plan that fights both without dropping a combat',
    (seed) => {
      const play = greedyPlayer({ evaluate, weight });
      const rand = makeRand(seed);
      let s = start();
      const chosen: string[] = [];
      while (chosen.length < 6 && chosen.at(-1) !== 'fight') {
        const a = play(M, s, 'east', rand);
        chosen.push(a);
        const r = apply(M, s, 'east', a);
        if (!r.ok) throw new Error(`${a}: ${r.rejection.text.en}`);
        s = r.state as S;
      }
      expect(chosen.some((a) => a.startsWith('ungroup'))).toBe(false);
      expect(chosen.at(-1)).toBe('fight');
    },
  );
});
