// 三国鼎立 (the test game): where each rule of the rulebook is implemented (rule → the files tagged `[rule N]` for it).
// test/engine/rule-index.test.ts holds it to the source: each listed file carries the tag, every tag in
// the game's source is listed here, and each rule appears as a tag in a test name under `tests`.
import type { RuleIndex } from '#engine/types.ts';

export const ruleIndex: RuleIndex = {
  sources: ['test/games/third-shape'],
  tests: 'test/games/third-shape',
  rules: {
    '1.1': ['test/games/third-shape/types.ts'],
    '1.2': ['test/games/third-shape/index.ts', 'test/games/third-shape/types.ts'],
    '2.1': [
      'test/games/third-shape/index.ts',
      'test/games/third-shape/kit.ts',
      'test/games/third-shape/rules.ts',
      'test/games/third-shape/types.ts',
    ],
    '2.2': ['test/games/third-shape/rules.ts', 'test/games/third-shape/types.ts'],
    '2.3': ['test/games/third-shape/types.ts'],
    '3.1': ['test/games/third-shape/rules.ts', 'test/games/third-shape/types.ts'],
    '3.2': ['test/games/third-shape/rules.ts', 'test/games/third-shape/types.ts'],
    '3.3': ['test/games/third-shape/rules.ts', 'test/games/third-shape/types.ts'],
    '4.1': ['test/games/third-shape/rules.ts', 'test/games/third-shape/types.ts'],
    '4.2': ['test/games/third-shape/rules.ts', 'test/games/third-shape/types.ts'],
    '4.3': [
      'test/games/third-shape/index.ts',
      'test/games/third-shape/kit.ts',
      'test/games/third-shape/rules.ts',
      'test/games/third-shape/types.ts',
    ],
    '4.4': ['test/games/third-shape/rules.ts', 'test/games/third-shape/types.ts'],
    '5.1': ['test/games/third-shape/index.ts', 'test/games/third-shape/rules.ts', 'test/games/third-shape/types.ts'],
    '6.1': ['test/games/third-shape/rules.ts', 'test/games/third-shape/types.ts'],
    '6.2': ['test/games/third-shape/kit.ts', 'test/games/third-shape/rules.ts', 'test/games/third-shape/types.ts'],
    '6.3': ['test/games/third-shape/kit.ts', 'test/games/third-shape/rules.ts', 'test/games/third-shape/types.ts'],
  },
};
