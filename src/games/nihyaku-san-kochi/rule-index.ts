// 203高地: where each rule of the text is implemented. The text's headings carry no numbers; we
// number them in the order they appear (docs/games/nihyaku-san-kochi.md, "Rule numbers"):
// 2 コマの説明, 3 ゲームの準備, 4 ゲームの流れ (4.1 タイムサークル, 4.2 カードセット&処理, 4.3 小決算,
// 4.4 砲撃・イベントチェック), 5 勝利条件, 6 交戦状態と攻撃処理, 7 SPバースト, 8 イベントカード,
// 9 砲撃チップ, 10 命令カード, 11 区画効果. test/engine/rule-index.test.ts holds it to the source.
import type { RuleIndex } from '#engine/types.ts';

const CORE = 'src/games/nihyaku-san-kochi/rules/core.ts';
const ROUND = 'src/games/nihyaku-san-kochi/rules/round.ts';
const KIT = 'src/games/nihyaku-san-kochi/kit.ts';
const AI = 'src/games/nihyaku-san-kochi/ai.ts';
const INDEX = 'src/games/nihyaku-san-kochi/index.ts';
const TYPES = 'src/games/nihyaku-san-kochi/types.ts';

export const ruleIndex: RuleIndex = {
  sources: ['src/games/nihyaku-san-kochi'],
  tests: 'test/games/nihyaku-san-kochi',
  rules: {
    '2': [CORE, KIT],
    '3': [CORE],
    '4.1': [ROUND],
    '4.2': [ROUND, KIT, AI, INDEX, TYPES],
    '4.3': [CORE, ROUND],
    '4.4': [CORE, ROUND],
    '5': [CORE, ROUND],
    '6': [CORE, ROUND],
    '7': [CORE, KIT, ROUND],
    '8': [ROUND],
    '9': [CORE],
    '10': [ROUND, KIT],
    '11': [CORE, ROUND],
  },
};
