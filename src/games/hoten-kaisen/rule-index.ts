// 奉天会戦: where each rule of the rulebook is implemented (rule → the files tagged `[rule N]` for it).
// test/engine/rule-index.test.ts holds it to the source: each listed file carries the tag, every tag in
// the game's source is listed here, and each rule appears as a tag in a test name under `tests`.
import type { RuleIndex } from '#engine/types.ts';

export const ruleIndex: RuleIndex = {
  sources: ['src/games/hoten-kaisen'],
  tests: 'test/games/hoten-kaisen',
  rules: {
    '3.0': [
      'src/games/hoten-kaisen/ai.ts',
      'src/games/hoten-kaisen/data/map.ts',
      'src/games/hoten-kaisen/kit.ts',
      'src/games/hoten-kaisen/rules/setup.ts',
    ],
    '4.0': [
      'src/games/hoten-kaisen/ai.ts',
      'src/games/hoten-kaisen/data/map.ts',
      'src/games/hoten-kaisen/kit.ts',
      'src/games/hoten-kaisen/rules/turn.ts',
    ],
    '5.0': [
      'src/games/hoten-kaisen/data/map.ts',
      'src/games/hoten-kaisen/index.ts',
      'src/games/hoten-kaisen/kit.ts',
      'src/games/hoten-kaisen/rules/activation.ts',
      'src/games/hoten-kaisen/rules/combat.ts',
      'src/games/hoten-kaisen/rules/turn.ts',
      'src/games/hoten-kaisen/view.ts',
    ],
    '6.0': [
      'src/games/hoten-kaisen/data/map.ts',
      'src/games/hoten-kaisen/rules/activation.ts',
      'src/games/hoten-kaisen/rules/movement.ts',
      'src/games/hoten-kaisen/rules/turn.ts',
    ],
    '7.0': [
      'src/games/hoten-kaisen/board.ts',
      'src/games/hoten-kaisen/data/map.ts',
      'src/games/hoten-kaisen/rules/movement.ts',
    ],
    '8.0': [
      'src/games/hoten-kaisen/board.ts',
      'src/games/hoten-kaisen/data/map.ts',
      'src/games/hoten-kaisen/messages.ts',
      'src/games/hoten-kaisen/rules/activation.ts',
      'src/games/hoten-kaisen/rules/movement.ts',
    ],
    '9.0': [
      'src/games/hoten-kaisen/ai.ts',
      'src/games/hoten-kaisen/data/map.ts',
      'src/games/hoten-kaisen/kit.ts',
      'src/games/hoten-kaisen/messages.ts',
      'src/games/hoten-kaisen/rules/activation.ts',
      'src/games/hoten-kaisen/rules/combat.ts',
      'src/games/hoten-kaisen/types.ts',
      'src/games/hoten-kaisen/view.ts',
    ],
    '9.1': ['src/games/hoten-kaisen/rules/combat.ts'],
    '9.2': [
      'src/games/hoten-kaisen/board.ts',
      'src/games/hoten-kaisen/data/map.ts',
      'src/games/hoten-kaisen/rules/combat.ts',
    ],
    '9.3': [
      'src/games/hoten-kaisen/kit.ts',
      'src/games/hoten-kaisen/rules/activation.ts',
      'src/games/hoten-kaisen/rules/combat.ts',
      'src/games/hoten-kaisen/types.ts',
    ],
    '9.4': [
      'src/games/hoten-kaisen/data/map.ts',
      'src/games/hoten-kaisen/kit.ts',
      'src/games/hoten-kaisen/rules/activation.ts',
      'src/games/hoten-kaisen/types.ts',
    ],
    '9.5': [
      'src/games/hoten-kaisen/messages.ts',
      'src/games/hoten-kaisen/rules/combat.ts',
      'src/games/hoten-kaisen/types.ts',
    ],
  },
};
