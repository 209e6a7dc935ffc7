// 三国鼎立 (the test game): /rule's summaries, one for each rule of its index (rule-index.ts), ja and
// en, as every game gives them. The whole rulebook is in types.ts.
import type { RuleSummaries } from '#engine/types.ts';

export const ruleSummaries: RuleSummaries = {
  '1.1': {
    title: { ja: '陣営', en: 'Sides' },
    text: {
      ja: '魏・蜀・呉の三つの陣営で遊ぶ3人用のゲーム。各プレイヤーが一つの陣営を持つ。',
      en: 'A game for three players: Wei, Shu and Wu, one side each.',
    },
  },
  '1.2': {
    title: { ja: '地図と初期配置', en: 'The map and the start' },
    text: {
      ja: '洛陽を囲む六つのエリアと洛陽の七エリア。各陣営の本拠に自軍3兵、三つの境界エリアに中立1兵、洛陽に中立3兵を置く。',
      en: 'Seven areas: a ring of six around Luoyang. Each home holds 3 troops of its side, the three border areas 1 neutral troop each and Luoyang 3 neutral troops.',
    },
  },
  '2.1': {
    title: { ja: '命令', en: 'Orders' },
    text: {
      ja: '各ラウンド、残っている陣営はすべて同時に秘密で命令を一つ決める。決めた命令は変えられず、全員が決めるまで他の陣営には見えない。',
      en: "Each round every side still in the game gives one order, secretly and at the same time. An order given is final; nobody sees another side's order until all are given.",
    },
  },
  '2.2': {
    title: { ja: '命令の公開と実行', en: 'Orders revealed and carried out' },
    text: {
      ja: '全員の命令がそろうと一斉に公開され、まず募兵をすべて、次に攻撃を魏・蜀・呉の順に実行する。',
      en: 'Once every order is given, all are revealed at once and carried out: first every muster, then the attacks in the order Wei, Shu, Wu.',
    },
  },
  '2.3': {
    title: { ja: 'ラウンドの終わり', en: 'End of the round' },
    text: {
      ja: '命令の実行が終わると、そのラウンドの執政が徴兵を行う(5.1)。それでラウンドが終わる。',
      en: "After the orders have been carried out, the round's steward levies (5.1), and the round ends.",
    },
  },
  '3.1': {
    title: { ja: '募兵', en: 'Muster' },
    text: {
      ja: '自分のエリア一つに2兵を加える。一つのエリアの兵は最大9まで。',
      en: 'Two troops join an area of yours, up to 9 troops in an area.',
    },
  },
  '3.2': {
    title: { ja: '守備', en: 'Defend' },
    text: {
      ja: '自分のエリア一つの防御値に、このラウンドの間だけ2を加える。',
      en: 'An area of yours adds 2 to its defence for this round.',
    },
  },
  '3.3': {
    title: { ja: '攻撃', en: 'Attack' },
    text: {
      ja: '自分のものではないエリアで、2兵以上いる自分のエリアに隣接するものを攻撃目標にできる。',
      en: 'Attack an area not yours that is next to an area of yours holding at least 2 troops.',
    },
  },
  '4.1': {
    title: { ja: '攻撃元', en: 'Where an attack comes from' },
    text: {
      ja: '攻撃は目標に隣接する自分のエリアのうち兵の最も多いエリアから行う(同数なら地図順で先のもの)。2兵以上のエリアが残っていなければ命令は無効になる。',
      en: 'The attack comes from your area next to the target with the most troops (the first in map order on a tie). With no such area of at least 2 troops left, the order lapses.',
    },
  },
  '4.2': {
    title: { ja: '戦闘', en: 'Combat' },
    text: {
      ja: '攻撃値は攻撃元の兵−1にダイス1個、防御値は目標の兵にダイス1個(攻撃側の後に振る)、守備命令の出ているエリアならさらに+2。',
      en: "Attack: the attacking area's troops − 1, plus a die. Defence: the target's troops plus a die (rolled after the attacker's), plus 2 if its owner defends it.",
    },
  },
  '4.3': {
    title: { ja: '占領と前進', en: 'Taking an area and advancing' },
    text: {
      ja: '攻撃値が防御値より大きければ目標を占領する。目標の兵は除かれ、攻撃側は1〜(兵−1)兵を前進させる。選べるときは何兵かを選ぶ。',
      en: 'A greater attack takes the area: its troops are removed and the attacker advances 1 to (troops − 1) troops into it, choosing how many when there is a choice.',
    },
  },
  '4.4': {
    title: { ja: '攻撃の失敗', en: 'A failed attack' },
    text: {
      ja: '攻撃値が防御値以下なら攻撃は失敗し、攻撃元のエリアは1兵を失う。',
      en: 'Otherwise the attack fails and the attacking area loses one troop.',
    },
  },
  '5.1': {
    title: { ja: '徴兵', en: 'The levy' },
    text: {
      ja: '執政は1ラウンド目が魏、2ラウンド目が蜀、3ラウンド目が呉と順に回り、脱落した陣営は飛ばす。自分のエリア一つに1兵を加える(最大9)。すべて満員ならパスする。',
      en: 'The steward is Wei in round 1, Shu in round 2, Wu in round 3 and so on, skipping a side out of the game. It adds one troop to an area of its own (at most 9), or passes when all are full.',
    },
  },
  '6.1': {
    title: { ja: '洛陽の勝利', en: 'Victory at Luoyang' },
    text: {
      ja: 'ラウンドの命令をすべて実行し終えたときに洛陽を持っている陣営が勝つ。',
      en: 'A side that holds Luoyang when the orders of a round have been carried out wins.',
    },
  },
  '6.2': {
    title: { ja: '脱落と最後の陣営', en: 'Out of the game; the last side' },
    text: {
      ja: 'エリアを一つも持たない陣営は脱落する。最後に残った一つの陣営が勝つ。',
      en: 'A side without an area is out of the game; the last side left in it wins.',
    },
  },
  '6.3': {
    title: { ja: '6ラウンド後の勝敗', en: 'After round 6' },
    text: {
      ja: '6ラウンド目の徴兵の後、エリアの最も多い陣営が勝つ。同数なら兵の多い方、それでも同じなら引き分け。',
      en: 'After the levy of round 6, the side with the most areas wins; on a tie the most troops among the tied; still tied, a draw.',
    },
  },
};
