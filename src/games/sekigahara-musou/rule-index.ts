// 関ヶ原無双: where each rule of the rulebook is implemented (rule → the files tagged `[rule N]` for it).
// test/engine/rule-index.test.ts holds it to the source: each listed file carries the tag, every tag in
// the game's source is listed here, and each rule appears as a tag in a test name under `tests`.
import type { RuleIndex } from '#engine/types.ts';

export const ruleIndex: RuleIndex = {
  sources: ['src/games/sekigahara-musou'],
  tests: 'test/games/sekigahara-musou',
  rules: {
    '2.2.1': ['src/games/sekigahara-musou/render/index.ts', 'src/games/sekigahara-musou/types.ts'],
    '2.3': ['src/games/sekigahara-musou/kit.ts', 'src/games/sekigahara-musou/rules/movement.ts'],
    '3.2': [
      'src/games/sekigahara-musou/data/map.ts',
      'src/games/sekigahara-musou/data/units.ts',
      'src/games/sekigahara-musou/index.ts',
      'src/games/sekigahara-musou/kit.ts',
      'src/games/sekigahara-musou/render/index.ts',
      'src/games/sekigahara-musou/rules/phases.ts',
      'src/games/sekigahara-musou/types.ts',
      'src/games/sekigahara-musou/view.ts',
    ],
    '4.0': ['src/games/sekigahara-musou/rules/victory.ts'],
    '4.1': [
      'src/games/sekigahara-musou/data/map.ts',
      'src/games/sekigahara-musou/kit.ts',
      'src/games/sekigahara-musou/rules/sequence.ts',
      'src/games/sekigahara-musou/rules/victory.ts',
    ],
    '4.2': [
      'src/games/sekigahara-musou/board.ts',
      'src/games/sekigahara-musou/data/map.ts',
      'src/games/sekigahara-musou/kit.ts',
      'src/games/sekigahara-musou/rules/sequence.ts',
      'src/games/sekigahara-musou/rules/victory.ts',
      'src/games/sekigahara-musou/types.ts',
    ],
    '4.3': [
      'src/games/sekigahara-musou/data/units.ts',
      'src/games/sekigahara-musou/rules/sequence.ts',
      'src/games/sekigahara-musou/rules/victory.ts',
    ],
    '5.1': ['src/games/sekigahara-musou/rules/sequence.ts'],
    '6.1': [
      'src/games/sekigahara-musou/data/map.ts',
      'src/games/sekigahara-musou/data/units.ts',
      'src/games/sekigahara-musou/rules/sequence.ts',
      'src/games/sekigahara-musou/types.ts',
    ],
    '7.0': [
      'src/games/sekigahara-musou/rules/movement.ts',
      'src/games/sekigahara-musou/rules/phases.ts',
      'src/games/sekigahara-musou/types.ts',
    ],
    '7.1': ['src/games/sekigahara-musou/rules/movement.ts', 'src/games/sekigahara-musou/types.ts'],
    '7.2': [
      'src/games/sekigahara-musou/board.ts',
      'src/games/sekigahara-musou/data/map.ts',
      'src/games/sekigahara-musou/rules/movement.ts',
    ],
    '7.3': ['src/games/sekigahara-musou/rules/movement.ts'],
    '7.4': ['src/games/sekigahara-musou/rules/movement.ts', 'src/games/sekigahara-musou/types.ts'],
    '8.0': ['src/games/sekigahara-musou/rules/phases.ts'],
    '8.2': [
      'src/games/sekigahara-musou/rules/obligation.ts',
      'src/games/sekigahara-musou/rules/phases.ts',
      'src/games/sekigahara-musou/rules/sequence.ts',
      'src/games/sekigahara-musou/view.ts',
    ],
    '8.3': [
      'src/games/sekigahara-musou/rules/obligation.ts',
      'src/games/sekigahara-musou/rules/phases.ts',
      'src/games/sekigahara-musou/types.ts',
    ],
    '8.4': ['src/games/sekigahara-musou/rules/phases.ts', 'src/games/sekigahara-musou/types.ts'],
    '8.5': [
      'src/games/sekigahara-musou/rules/resolution.ts',
      'src/games/sekigahara-musou/types.ts',
      'src/games/sekigahara-musou/view.ts',
    ],
    '8.5.1': ['src/games/sekigahara-musou/rules/resolution.ts'],
    '8.5.2': ['src/games/sekigahara-musou/rules/resolution.ts', 'src/games/sekigahara-musou/types.ts'],
    '8.5.3': [
      'src/games/sekigahara-musou/board.ts',
      'src/games/sekigahara-musou/data/map.ts',
      'src/games/sekigahara-musou/data/units.ts',
      'src/games/sekigahara-musou/render/index.ts',
      'src/games/sekigahara-musou/rules/phases.ts',
      'src/games/sekigahara-musou/rules/resolution.ts',
      'src/games/sekigahara-musou/rules/sequence.ts',
      'src/games/sekigahara-musou/types.ts',
    ],
    '8.6': [
      'src/games/sekigahara-musou/board.ts',
      'src/games/sekigahara-musou/data/map.ts',
      'src/games/sekigahara-musou/rules/phases.ts',
      'src/games/sekigahara-musou/rules/retreat.ts',
      'src/games/sekigahara-musou/rules/sequence.ts',
      'src/games/sekigahara-musou/types.ts',
    ],
    '8.7': [
      'src/games/sekigahara-musou/rules/phases.ts',
      'src/games/sekigahara-musou/rules/retreat.ts',
      'src/games/sekigahara-musou/types.ts',
    ],
    '9.0': [
      'src/games/sekigahara-musou/rules/phases.ts',
      'src/games/sekigahara-musou/rules/rebuild.ts',
      'src/games/sekigahara-musou/types.ts',
    ],
    '9.2': [
      'src/games/sekigahara-musou/data/units.ts',
      'src/games/sekigahara-musou/rules/phases.ts',
      'src/games/sekigahara-musou/rules/rebuild.ts',
      'src/games/sekigahara-musou/rules/sequence.ts',
    ],
    '9.3': ['src/games/sekigahara-musou/rules/rebuild.ts'],
    '10.0': ['src/games/sekigahara-musou/data/units.ts'],
  },
};
