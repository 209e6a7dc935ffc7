// 関ヶ原無双 [rule 8.2] [rule 8.3]: the AI seat plans its combats so that every unit that must fight
// can (a plan that gets stuck is its dead end, sekiAi's `never: ['ungroup']`), instead of building a
// stuck plan, dropping it and building it again. Without the hook, three of these five seeds
// circled: group, group, ungroup, group, group, ungroup… (an `ai-fast` game at 60 iterations spent
// 800 actions so in one combat phase).
import { describe, expect, it } from 'vitest';
import { budgetOf, think } from '#ai/ismcts.ts';
import { project } from '#ai/project.ts';
import { apply, legalActionTexts } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { sekiAi } from '#games/sekigahara-musou/ai.ts';
import { sekigaharaMusou as M } from '#games/sekigahara-musou/index.ts';
import type { SekiFrame, SekiG } from '#games/sekigahara-musou/types.ts';
import { position } from '../games/sekigahara-musou/helpers.ts';

type S = GameState<SekiG, SekiFrame>;

describe('[rule 8.2] [rule 8.3] the AI seat plans combats that can all be fought', () => {
  // 福島 (1007) stands next to 石田 (1008) and 小西 (1006); 井伊 (1009) next to 石田 only. Both
  // West units must be fought (8.2). The one plan that fights both: 福島 → 小西, 井伊 → 石田. 福島
  // against 石田 leaves 小西 to 福島 alone and 井伊 with no combat to join (8.3: not several
  // against several): stuck, and only "ungroup" is offered.
  const start = (): S => {
    const s = M.setup(1, {}) as S;
    return {
      ...s,
      g: position(
        { fukushima: '1007', ii: '1009', ishida: '1008', konishi: '1006', 'ukita-honntai': '0812' },
        { turn: 4 },
      ),
      stack: [{ kind: 'combat', sides: ['east'], plan: [], fixed: false, done: [], pursuit: null }],
    };
  };

  it('the position: 福島 and 井伊 against 石田 gets stuck, and then only "ungroup" is legal', () => {
    const r = apply(M, start(), 'east', 'attack ishida fukushima ii');
    if (!r.ok) throw new Error(r.rejection.text.en);
    expect(legalActionTexts(M, r.state, 'east')).toEqual(['ungroup 1']);
  });

  it.each([1, 2, 3, 4, 5])('ai-fast, seed %i: fixes the plan that fights both, never dropping a combat', (seed) => {
    let s = start();
    const chosen: string[] = [];
    while (chosen.length < 6 && chosen.at(-1) !== 'fight') {
      const t = think(M, sekiAi, project(sekiAi, s, 'east'), 'east', seed, budgetOf(sekiAi, 'ai-fast'));
      chosen.push(t.action);
      const r = apply(M, s, 'east', t.action);
      if (!r.ok) throw new Error(`${t.action}: ${r.rejection.text.en}`);
      s = r.state as S;
    }
    expect(chosen.some((a) => a.startsWith('ungroup'))).toBe(false);
    expect(chosen.at(-1)).toBe('fight');
    const plan = s.stack.at(-1) as Extract<SekiFrame, { kind: 'combat' }>;
    expect(plan.plan.map((p) => `${p.attackers.join('+')}>${p.defenders.join('+')}`).sort()).toEqual([
      'fukushima>konishi',
      'ii>ishida',
    ]);
  });
});
