// Decisive moves in the AI's search (src/ai/ismcts.ts, GameAi.decisive): a side that can win at
// once does, in the tree and in rollouts, so a threat to win next move is seen however few
// iterations reach it. 奉天会戦's hook: entering the enemy supply hex wins at once [rule 4.0];
// 日露大戦's: the same [rule 4.4], a unit chosen and then sent. And dead ends: a choice whose only
// way on is to take it back is worth a loss to the search.
import { describe, expect, it } from 'vitest';
import { apply } from '#engine/engine.ts';
import { budgetOf, think } from '#ai/ismcts.ts';
import { project } from '#ai/project.ts';
import type { GameAi } from '#ai/player.ts';
import { decisive, hotenAi } from '#games/hoten-kaisen/ai.ts';
import { M, position } from '../games/hoten-kaisen/helpers.ts';
import { decisive as nichiroDecisive, nichiroAi } from '#games/nichiro-taisen/ai.ts';
import * as N from '../games/nichiro-taisen/helpers.ts';

// Russia's R1 one hex from Japan's supply hex 0508; Japan to act, J1 and J2 free to move.
const threatened = (active: 'japan' | 'russia') =>
  position({ units: { J1: '0305', J2: '0607', R1: '0507', R2: '0101' }, active, revealed: 'all' });

describe('奉天会戦 decisive [rule 4.0]', () => {
  it('names the move into the enemy supply hex, which wins at once', () => {
    const s = threatened('russia');
    const a = decisive(s, 'russia');
    expect(a).toBe('move R1 0508');
    const r = apply(M, s, 'russia', a!);
    expect(r.ok && r.state.result?.winner).toBe('russia');
  });

  it('is null for a side not at its activation, or with no counter in reach', () => {
    expect(decisive(threatened('japan'), 'russia')).toBeNull();
    expect(decisive(threatened('japan'), 'japan')).toBeNull();
    // A resting counter sits out its owner's turn [rule 9.3].
    const resting = position({
      units: { J1: '0305', R1: '0507', R2: '0101' },
      active: 'russia',
      turn: 6,
      rest: { R1: 6 },
    });
    expect(decisive(resting, 'russia')).toBeNull();
  });
});

describe('the search plays decisive moves', () => {
  const s0 = threatened('japan');
  const passMean = (ai: GameAi, seed: number): number => {
    const t = think(M, ai, project(ai, s0, 'japan'), 'japan', seed, budgetOf(ai, 'ai'));
    const pass = t.root!.find((r) => r.action === 'pass')!;
    expect(pass.visits).toBeGreaterThan(1);
    return pass.mean;
  };

  it('a pass that lets the opponent enter the supply hex next move is valued as the loss it is', () => {
    const without: GameAi = { ...hotenAi, decisive: undefined };
    for (const seed of [1, 2]) {
      // With the hook every iteration through the pass ends in Russia's win: only the one-ply prior
      // (the evaluation after the pass) keeps its mean above 0.
      expect(passMean(hotenAi, seed)).toBeLessThan(0.1);
      // Without it, random rollouts rarely find the winning move, and the pass looks like any other.
      expect(passMean(without, seed)).toBeGreaterThan(0.2);
    }
  });

  it('trusts no hook: an action named that does not win is not forced', () => {
    // R1 may move next to the supply hex instead of into it: legal, and no win.
    const wrong: GameAi = { ...hotenAi, decisive: (_s, side) => (side === 'russia' ? 'move R1 0506' : null) };
    expect(passMean(wrong, 1)).toBeGreaterThan(0.2);
  });
});

describe('日露大戦 decisive [rule 4.4]', () => {
  it('names the unit whose move reaches the enemy supply hex, then the hex: together they win', () => {
    const s0 = N.position({ clear: true, phase: 'movement', side: 'russia', units: { 'R-S2': '1114', 'J-1': '1216' } });
    expect(nichiroDecisive(s0, 'russia')).toBe('move R-S2');
    expect(nichiroDecisive(s0, 'japan')).toBeNull();
    const s1 = N.play(s0, [['russia', 'move R-S2']]);
    expect(nichiroDecisive(s1, 'russia')).toBe('to 1015');
    const r = apply(N.M, s1, 'russia', 'to 1015');
    expect(r.ok && r.state.result?.winner).toBe('russia');
  });

  it('[rule 10.2.3] in the card-play phase, a card discarded for a forced march comes first: three steps that win', () => {
    const at = (patch?: (g: N.S['g']) => void) =>
      N.position({
        clear: true,
        phase: 'cardPlay',
        side: 'russia',
        units: { 'R-S2': '1114', 'J-1': '1216' },
        hands: { russia: ['#03'] },
        patch,
      });
    const s0 = at();
    expect(nichiroDecisive(s0, 'russia')).toBe('force-march #03 move');
    expect(nichiroDecisive(s0, 'japan')).toBeNull();
    let s = s0;
    for (const step of ['force-march #03 move', 'move R-S2', 'to 1015']) {
      expect(nichiroDecisive(s, 'russia')).toBe(step);
      const r = apply(N.M, s, 'russia', step);
      if (!r.ok) throw new Error(r.rejection.text.en);
      s = r.state as N.S;
    }
    expect(s.result?.winner).toBe('russia');
    // Once a player turn, and only with a card to discard.
    expect(
      nichiroDecisive(
        at((g) => (g.forcedMarchUsed = true)),
        'russia',
      ),
    ).toBeNull();
    expect(
      nichiroDecisive(
        at((g) => (g.hands.russia = [])),
        'russia',
      ),
    ).toBeNull();
  });

  it('is null when no unit of the side can reach it this phase', () => {
    const far = N.position({
      clear: true,
      phase: 'movement',
      side: 'russia',
      units: { 'R-S2': '1810', 'J-1': '1216' },
    });
    expect(nichiroDecisive(far, 'russia')).toBeNull();
  });
});

describe('dead ends', () => {
  it('an attack whose declaration cannot be confirmed (only "cancel" follows) is valued as a loss, and not chosen [rule 9.3]', () => {
    // J-12 alone against two Russian units: it may start the declaration, never confirm it.
    const s0 = N.position({
      clear: true,
      phase: 'combat',
      side: 'japan',
      units: { 'J-12': '1114', 'R-S1': '1113', 'R-S2': '1113', 'J-1': '1216' },
    });
    const s1 = N.play(s0, [
      ['japan', 'attack 1113'],
      ['japan', 'with J-12'],
    ]);
    expect(N.legal(s1, 'japan')).toEqual(['cancel']);
    for (const seed of [1, 2]) {
      const t = think(N.M, nichiroAi, project(nichiroAi, s0, 'japan'), 'japan', seed, budgetOf(nichiroAi, 'ai-fast'));
      expect(t.action).toBe('end-combat');
      const attack = t.root!.find((r) => r.action === 'attack 1113')!;
      // Every iteration through it ends at the dead end: only its one-ply prior is above 0.
      expect(attack.visits).toBeGreaterThan(2);
      expect(attack.mean).toBeLessThan(0.1);
    }
  });
});
