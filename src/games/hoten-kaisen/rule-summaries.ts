// 奉天会戦: /rule's summaries — each rule of the rule index (rule-index.ts) in our own words, ja and en,
// short enough for a Discord reply. Not the rulebook's text: a player's reminder of what the rule does
// and how this bot reads it.
import type { RuleSummaries } from '#engine/types.ts';

export const ruleSummaries: RuleSummaries = {
  '1.0': {
    title: { ja: 'はじめに', en: 'Introduction' },
    text: {
      ja: '1905年2月21日〜3月10日の奉天会戦を描く2人用ゲーム。片方が日本軍、もう片方がロシア軍を持つ。駒は各5個で、戦闘力は戦闘で明らかになるまで相手に見えない。このボットでは /newgame で相手と陣営を選び、相手が承諾すると配置(3.0)から始まる。',
      en: 'A two-player game of the Battle of Mukden, 21 February to 10 March 1905. One player takes Japan, the other Russia. Each side has 5 counters whose strengths stay hidden from the opponent until a combat reveals them. In this bot, /newgame names the opponent and your side; once the opponent accepts, setup (3.0) begins.',
    },
  },
  '2.0': {
    title: { ja: 'ゲームの備品', en: 'Game components' },
    text: {
      ja: '駒(2.1)、地図(2.2)、6面体ダイス(2.3)を使う。原作の地図と駒シートは画像で、失われている。このボットの地図と駒の戦闘力は史実をもとに再構成したもので、ルールはその上で原作どおりに動く。',
      en: 'The game uses counters (2.1), a map (2.2) and six-sided dice (2.3). The original map and counter sheet were pictures and are lost. This bot plays on a map and with counter strengths reconstructed from the historical battle; the rules run on them as written.',
    },
  },
  '2.1': {
    title: { ja: '駒', en: 'Counters' },
    text: {
      ja: '駒は全10個、各軍5個。大きな数字が戦闘力。このボットの戦闘力(再構成): 日本軍 J1 第1軍4、J2 第2軍4、J3 第3軍4、J4 第4軍3、JY 鴨緑江軍3(計18)。ロシア軍 R1 第1満州軍5、R2 第2満州軍5、R3 第3満州軍4、RR 総予備3、RC ミシチェンコ騎兵団2(計19)。相手には裏向きの駒しか見えない。戦闘で公開された戦闘力は、その後もずっと公開のまま。',
      en: '10 counters, 5 a side; the big number is the strength. In this bot (reconstructed): Japan J1 1st Army 4, J2 2nd Army 4, J3 3rd Army 4, J4 4th Army 3, JY Yalu Army 3 (18 in all). Russia R1 1st Manchurian 5, R2 2nd Manchurian 5, R3 3rd Manchurian 4, RR General Reserve 3, RC Mishchenko Cavalry 2 (19). The opponent sees only a blank counter. A strength revealed in combat stays shown from then on.',
    },
  },
  '2.2': {
    title: { ja: '地図', en: 'Map' },
    text: {
      ja: '6角形のマス目をヘクスと呼ぶ。このボットの地図(再構成)は9×8ヘクス(0101〜0908)で上が北。奉天は0503。鉄道は05列を南北に走る。補給源はロシア軍0501、日本軍0508。渾河が03行のすぐ南を東西に流れる。要塞(灰色)は0503と0405・0505・0605。山は東側。時間経過トラックは「ゲーム開始 2/21」から「ゲーム終了 3/10」までの7マス。',
      en: 'The hexagonal spaces are hexes. This bot\'s map (reconstructed) is 9×8 hexes, 0101 to 0908, north up. Mukden is 0503. The railway runs north–south along column 05. Supply hexes: Russia 0501, Japan 0508. The Hun river flows east–west just south of row 03. Fortresses (grey): 0503, 0405, 0505, 0605. Mountains lie to the east. The time track has 7 boxes, from "Start Feb 21" to "End Mar 10".',
    },
  },
  '2.3': {
    title: { ja: 'ダイス', en: 'Dice' },
    text: {
      ja: '6面体ダイスを使う。戦闘のたびに攻撃側と防御側が1個ずつ振る。このボットでは両者のダイスをボットが振り、結果をログに出す。',
      en: 'Six-sided dice. In each combat the attacker and the defender roll one die each. In this bot the bot rolls both and shows them in the log.',
    },
  },
  '3.0': {
    title: { ja: 'ゲームの準備', en: 'Setup' },
    text: {
      ja: '各軍は自軍の旗のヘクスに駒を裏向きで置く。ロシア軍は旗5つ(0503・0405・0505・0605・0704)に1個ずつ。日本軍は旗が3つ(0407・0607・0807)しかなく、残る2個は増援として登場エリア1に置く(6.0)。このボットでは両軍が同時に秘密で配置し、相手には無地の駒しか見えない。1個ずつ「place J2 0407」「place J3 reserve」、または最初に「place-historical」で史実の配置を一度に。時間マーカーは「ゲーム開始」から。両軍が置き終えたら日本軍の手番で始まる。',
      en: 'Each side sets up face-down on its own flag hexes. Russia has 5 flags (0503, 0405, 0505, 0605, 0704), one counter each. Japan has only 3 (0407, 0607, 0807); its other 2 counters start in entry area 1 as reinforcements (6.0). Here both sides place at once and in secret; the opponent sees blank counters. Place one by one (place J2 0407, place J3 reserve), or first choose place-historical. The time marker starts on "Start". Japan moves first.',
    },
  },
  '4.0': {
    title: { ja: '勝利条件', en: 'Victory conditions' },
    text: {
      ja: '即座の勝利: 敵の駒を全滅させる(登場エリアで待つ日本軍の増援は生き残りに数える)。または自軍の駒を敵の補給源(ロシア軍0501、日本軍0508)に進入させる。進入とは移動・増援の登場・戦闘後の前進のことで、退却で入っても勝ちにならない。ゲーム終了時(5.0)は奉天(0503)に駒を置いている側の勝ち。どちらもいなければロシア軍の勝ち(史実の結果)。',
      en: "Immediate win: eliminate every enemy counter (Japanese reinforcements still waiting in an entry area count as alive), or make one of your counters enter the enemy supply hex (Russia 0501, Japan 0508) by a move, a reinforcement entry or an advance after combat. Retreating into it wins nothing. At the game's end (5.0), the side with a counter in Mukden (0503) wins; if neither has one, Russia wins (the historical result).",
    },
  },
  '5.0': {
    title: { ja: 'ターンの手順', en: 'Turn sequence' },
    text: {
      ja: '日本軍、ロシア軍の順に交互に手番を行う。手番では駒1個を活性化し、移動(任意、8.0)のあと隣接する敵1個を攻撃できる(任意、9.0)。コマンドは move(移動)、hold(移動せず攻撃へ)、pass。代わりに増援(6.0)や再編成(9.4)も選べる。戦闘のダイスに6が1つでもあれば時間マーカーが1マス進む(両方6でも1マス)。マーカーが「ゲーム終了」に着くと、その手番の退却・前進を終えてからゲーム終了。ハウスルール(/newgame pass_rule:True)を有効にした時だけ、両軍続けてのパスでも1マス進む。',
      en: 'Japan, then Russia, take turns. On your turn, activate one counter: it may move (8.0), then may attack one adjacent enemy (9.0). Commands: move, hold (attack without moving), pass. Instead you may use a reinforcement (6.0) or rebuild (9.4). Any 6 among the combat dice moves the time marker one box (two 6s: still one). When it reaches "End", the game ends once that turn\'s retreat and advance are done. Only with the house rule (/newgame pass_rule:True) do two passes in a row also move it.',
    },
  },
  '6.0': {
    title: { ja: '日本軍の増援', en: 'Japanese reinforcements' },
    text: {
      ja: '日本軍は地図上の駒の代わりに増援1個を活性化できる。enter: 今いる登場エリアの矢印のヘクス(エリア1は0107、2は0105、3は0102)に置く。そのヘクスに駒がいれば登場できない。このボットでは登場そのものがその手番の移動で、それ以上は動けないが、敵に隣接していれば攻撃できる。以後は普通の駒。shift: 代わりに次の登場エリアへ移す(1→2、2→3)。手番はそこで終わり、時間マーカーが1マス進む。',
      en: 'Instead of a map counter, Japan may activate one reinforcement. enter: put it on the arrow hex of its entry area (area 1: 0107, area 2: 0105, area 3: 0102); not if that hex is occupied. In this bot the entry is its whole move that turn, but if it is adjacent to an enemy it may attack. From then on it is an ordinary counter. shift: move it to the next area instead (1→2, 2→3); the turn ends and the time marker moves one box.',
    },
  },
  '7.0': {
    title: { ja: '支配地域(ZOC)', en: 'Zones of control (ZOC)' },
    text: {
      ja: 'どの駒も隣接する6ヘクスを支配地域(ZOC)とする。例外として、ZOCは塹壕のヘクスサイド越しに要塞(灰色のヘクス)へは及ばない。要塞と塹壕の効果はロシア軍だけのものなので、このボットでは止まるのは日本軍のZOCだけ。ロシア軍のZOCは塹壕越しでも要塞にいる日本軍の駒に及ぶ。ZOCは移動(8.0)と退却(9.0)を制限する。攻撃は隣接していれば塹壕越しでもできる。',
      en: 'Every counter has a zone of control (ZOC) over its six adjacent hexes. Exception: a ZOC does not reach into a fortress (grey hex) across a trench hexside. Fortresses and trenches help Russia only, so in this bot only Japanese zones are stopped; Russian zones reach a Japanese counter in a fortress even across a trench. ZOC limits movement (8.0) and retreats (9.0). Attacks need only adjacency, across a trench too.',
    },
  },
  '8.0': {
    title: { ja: '移動', en: 'Movement' },
    text: {
      ja: '活性化した駒は最大2ヘクス移動できる。山に入ったら停止。河川を越えたら停止、ただし鉄道に沿って越える時は止まらない。地図の外へは出られない。敵味方を問わず他の駒がいるヘクスには入れず、通り抜けもできない。敵ZOCに入ったら停止。敵ZOCの中から動き始めた駒はそこを離れられるが、隣の敵ZOCへ直接は動けない。退却・再編成直後で休む駒(9.3)は動けない。move の入力補完が行けるヘクスを全部示す。',
      en: "The activated counter moves up to 2 hexes. Entering a mountain stops it. Crossing a river stops it, unless it crosses along the railway. It may not leave the map, and may not enter or pass through any hex with a counter in it, friend or foe. Entering an enemy ZOC stops it. A counter that starts in an enemy ZOC may leave, but not step straight into another enemy-ZOC hex. A resting counter (9.3) cannot move. The move command's autocomplete lists every legal hex.",
    },
  },
  '9.0': {
    title: { ja: '攻撃', en: 'Attack' },
    text: {
      ja: '移動のあと(移動しなくてもよい)、活性化した駒は隣接する敵1個を攻撃できる。まず両者の戦闘力を公開(以後も公開のまま)し、戦闘前退却(9.5)を確認。次に各自ダイス1個+戦闘力。攻撃側は支援(9.1)を加え、防御側は山にいるか河川越しに攻撃されたら+1(重なっても+1)。同値は激戦で何も起きない。多いが2倍未満なら敗者は1ヘクス退却。行き先は勝者が、空いていて敵ZOCでないヘクスから選ぶ。行き先がなければ壊滅。2倍以上なら敗者は壊滅。いずれも勝者(防御側でも)は空いたヘクスへ前進できる。塹壕は9.2。',
      en: 'After moving (or not), the counter may attack one adjacent enemy. Both strengths are revealed for good; then retreat before combat (9.5). Each side rolls a die plus its strength; the attacker adds support (9.1), the defender +1 (once) in a mountain or when attacked across a river. Tie: nothing. Higher, under double: the loser retreats 1 hex, the winner picking an empty hex outside enemy ZOC; none: eliminated. Double or more: eliminated. The winner, either side, may advance into the hex left.',
    },
  },
  '9.1': {
    title: { ja: '攻撃支援', en: 'Attack support' },
    text: {
      ja: '攻撃目標に隣接する攻撃側の他の駒1個につき、戦闘力に関係なく攻撃側に+1。このボットでは、退却直後で休んでいる駒(9.3)も隣接していれば数える。防御側に支援はない。河川越し・塹壕越しかどうかは攻撃する駒の位置だけで決まり、支援する駒の位置では変わらない。支援した駒は戦闘結果の影響を受けず、戦闘力も公開されない。',
      en: "The attacker gets +1 for each other friendly counter adjacent to the target, whatever its strength. In this bot a counter resting after a retreat (9.3) still counts if adjacent. The defender gets no support. Whether the combat is across a river or a trench depends only on the attacking counter's hex; supporting counters do not change it. Supporting counters are not affected by the result, and their strengths stay hidden.",
    },
  },
  '9.2': {
    title: { ja: '塹壕', en: 'Trenches' },
    text: {
      ja: '塹壕は奉天(0503)の6辺すべてと、要塞0405・0505・0605の南側の辺。効果はロシア軍だけ。このボットでは、要塞にいるロシア軍の駒が塹壕越しに戦って負けた時、防御側でも攻撃側でも結果が1段階軽くなる。「多い(2倍未満)」なら何も起きず、「2倍以上」なら壊滅ではなく1ヘクス退却(行き先がなければ壊滅)で、勝者は前進できる。要塞にいる日本軍の駒には効果がない。塹壕は日本軍のZOCも止める(7.0)。',
      en: 'Trench hexsides: all six sides of Mukden (0503) and the southern faces of the fortresses 0405, 0505 and 0605. They help Russia only. In this bot, when a Russian counter in a fortress fights across a trench and loses, as defender or attacker, the result is one step lighter: "higher" does nothing, and "double" is a 1-hex retreat instead of elimination (no hex: eliminated); the winner may advance. A Japanese counter in a fortress gets nothing. Trenches also stop Japanese ZOC (7.0).',
    },
  },
  '9.3': {
    title: { ja: '退却した駒', en: 'Retreated counters' },
    text: {
      ja: '攻撃を受けて退却した駒は、持ち主の次の手番に活性化できない。戦闘に負けた退却でも、戦闘前退却(9.5)でも同じ。このボットでは文字どおり「攻撃を受けた」駒だけが対象で、攻撃して負けて退却した駒や、攻撃側として戦闘前退却した駒は次の手番に普通に使える。再編成(9.4)した駒も次の自分の手番に活性化できない。休んでいる駒は地図に表示される。',
      en: 'A counter that was attacked and retreated, as the loser of the combat or by retreat before combat (9.5), cannot activate on its owner\'s next turn. This bot reads "attacked" literally: an attacker that lost and retreated, or retreated before combat, may activate as usual on its next turn. A counter that was rebuilt (9.4) also cannot activate on its owner\'s next turn. Resting counters are marked on the map.',
    },
  },
  '9.4': {
    title: { ja: '部隊の再編成', en: 'Rebuilding units' },
    text: {
      ja: '自分の手番に、他のことをする代わりに、壊滅した自軍の駒1個を自軍の補給源(日本軍0508、ロシア軍0501)に戻せる(例: rebuild R1)。補給源に他の駒がいる時はできない。直前の敵の手番で壊滅した駒は、すぐ次の自分の手番には再編成できない。再編成でその手番は終わり、戻した駒は移動も攻撃もできず、次の自分の手番にも活性化できない(9.3)。',
      en: 'On your turn, instead of anything else, you may put one of your eliminated counters back on your own supply hex (Japan 0508, Russia 0501), e.g. rebuild R1. Not if the supply hex is occupied, and not for a counter eliminated in the enemy turn just before. The rebuild ends your turn: the counter neither moves nor attacks, and it cannot activate on your next turn either (9.3).',
    },
  },
  '9.5': {
    title: { ja: '戦闘前退却', en: 'Retreat before combat' },
    text: {
      ja: '戦闘力の公開後、ダイスを振る前に、攻撃側、防御側の順で戦闘前退却を宣言できる(fight で戦う、retreat 0306 のように退却)。宣言すると「多い(2倍未満)」で負けた扱いで1ヘクス退却し、行き先は退却する側が選ぶ。ダイスは振らないので時間マーカーは進まない。相手は空いたヘクスへ前進できる。このボットでは退却できるヘクスがある時だけ選択肢に出る。防御側が退却した駒は次の手番に休む(9.3)。',
      en: 'After the reveal and before the dice, the attacker, then the defender, may declare a retreat before combat (fight to stand, or e.g. retreat 0306). It counts as losing "higher": the counter retreats 1 hex, and its own player chooses where. No dice are rolled, so the time marker does not move. The other side may advance into the hex left. This bot offers it only when there is a hex to retreat to. A defender that retreats this way rests on its next turn (9.3).',
    },
  },
};
