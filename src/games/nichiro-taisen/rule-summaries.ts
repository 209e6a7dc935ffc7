// 日露大戦: /rule's summaries — each rule of the rule index (rule-index.ts) in our own words, ja and en,
// short enough for a Discord reply. Not the rulebook's text: a player's reminder of what the rule does
// and how this bot reads it.
import type { RuleSummaries } from '#engine/types.ts';

export const ruleSummaries: RuleSummaries = {
  '2.2': {
    title: { ja: 'マップ', en: 'The map' },
    text: {
      ja: 'マップは日露戦争の戦場となった遼東半島と南満州をヘクスで区切ったものです。各ヘクスには4桁の番号(列2桁+行2桁)があり、コマンドでは1214のように番号で指定します。原作の地図は画像で失われたため、ルールブックの記述と実際の地理から再構成しています。地形は平地・荒地・海・河川(ヘクスサイド)・町・道路・鉄道で、重要地点・港湾・補給源のヘクスもあります。マップ外には朝鮮半島・シベリア・日本本土・ヨーロッパ・ロシア・壊滅ユニットの各ボックスがあります。',
      en: 'Hexes cover the Liaodong peninsula and southern Manchuria. Each has a 4-digit id (column, row), which you type in commands, e.g. 1214. The original map was a picture and is lost: ours is rebuilt from the rulebook and real geography. Terrain: clear, rough, sea, rivers (on hexsides), towns, roads, railways; some hexes are key points, ports or supply hexes. Off-map boxes: Korea, Siberia, Japan, European Russia and eliminated units.',
    },
  },
  '2.2.2': {
    title: { ja: '初期配置情報', en: 'Setup information' },
    text: {
      ja: 'ゲーム開始時にユニットを置くヘクスは、マップ上の記号で示されます。ボットの配置は、ロシア軍の第2シベリア軍団(3-2)が鴨緑江の1214、第1シベリア軍団(3-2)が遼陽1913、旅順守備隊(2-0)が旅順1201、南山守備隊(1-0)が南山1303です。日本軍はマップ外の朝鮮半島ボックスから始めます。記号は地図とともに失われたため、これらのヘクスはルールブックの本文とプレイ例から決めています。',
      en: "Symbols on the map mark where units start. In the bot, Russia's II Siberian Corps (3-2) stands on the Yalu at 1214, the I Siberian Corps (3-2) at Liaoyang 1913, the Port Arthur garrison (2-0) at 1201 and the Nanshan garrison (1-0) at 1303. Japan starts off the map in the Korea box. The symbols were lost with the map: these hexes come from the rulebook's text and its example of play.",
    },
  },
  '2.3': {
    title: { ja: '駒', en: 'Counters' },
    text: {
      ja: '駒には戦闘部隊を表すユニットと、情報を記録するマーカーがあります。ユニットには戦闘力と移動力が書かれ、2-3なら戦闘力2・移動力3です。ボットでは日本軍が2-3の師団13個、ロシア軍が3-2の軍団10個、5-2の軍団2個、旅順守備隊(2-0)、南山守備隊(1-0)の計14個です(駒の画像は失われ、数は再構成)。ユニットはJ-Gds、R-S1のようなIDで指定します。マーカー(ターン、士気、支配、旅順艦隊出撃不能、ZOC喪失)はマップ画像に描かれます。',
      en: 'Counters are combat units and information markers. A unit shows its combat strength and movement allowance: a 2-3 has strength 2 and MA 3. In the bot Japan has thirteen 2-3 divisions; Russia has ten 3-2 corps, two 5-2 corps, the Port Arthur garrison (2-0) and the Nanshan garrison (1-0). The counter sheet is lost, so the mix is reconstructed. Units have ids such as J-Gds or R-S1. The markers (turn, morale, control, fleet blocked, ZOC loss) are drawn on the map image.',
    },
  },
  '2.3.2': {
    title: { ja: '戦闘力', en: 'Combat strength' },
    text: {
      ja: '戦闘力は戦闘の解決(9.0)に使う数値です。攻撃側・防御側それぞれ、戦闘に参加するユニットの戦闘力を合計し、地形や攻撃支援の修整を加えて比べます。日本軍の師団は2、ロシア軍の軍団は3か5、旅順守備隊は2(コンドラチェンコの後は3)、南山守備隊は1です。',
      en: 'Combat strength is the number used to resolve combat (9.0). Each side adds up the strengths of its units in the fight, then terrain and attack support modify the totals. Japanese divisions have 2, Russian corps 3 or 5, the Port Arthur garrison 2 (3 after Kondratenko) and the Nanshan garrison 1.',
    },
  },
  '2.3.3': {
    title: { ja: '移動力', en: 'Movement allowance' },
    text: {
      ja: '移動力は、1回の移動でユニットが進めるヘクス数です(8.0)。使い残した分は、他のユニットにも次のターンにも持ち越せません。日本軍の師団は3、ロシア軍の軍団は2です。旅順守備隊と南山守備隊は移動力0で、通常の移動・鉄道移動・戦略移動のどれもできず、退却を求められると除去されます(9.6.1)。',
      en: 'Movement allowance (MA) is how many hexes a unit may move in one move (8.0). Unused points are lost: they pass neither to other units nor to later turns. Japanese divisions have 3, Russian corps 2. The Port Arthur and Nanshan garrisons have 0: they never move, by normal, rail or strategic move, and are eliminated if forced to retreat (9.6.1).',
    },
  },
  '2.3.4': {
    title: { ja: '部隊名', en: 'Unit designation' },
    text: {
      ja: '部隊名は番号と略号で、ゲーム上の効果はありません。略号は、Gds 近衛師団、S シベリア軍団、PA 旅順守備隊、NA 南山守備隊、CR 中央予備軍団、ER ヨーロッパ軍団です。ボットのユニットIDはこれに陣営の頭文字を付けたもので、日本軍はJ-GdsとJ-1〜J-12、ロシア軍はR-S1、R-ER16、R-CR、R-PA、R-NAなどです。',
      en: "Designations are numbers and abbreviations with no effect on play: Gds Guards Division, S Siberian Corps, PA Port Arthur garrison, NA Nanshan garrison, CR Central Reserve Corps, ER European Corps. The bot's unit ids add the side's initial: Japan has J-Gds and J-1 to J-12; Russia has R-S1, R-ER16, R-CR, R-PA, R-NA and so on.",
    },
  },
  '2.4': {
    title: { ja: 'カード', en: 'Cards' },
    text: {
      ja: 'カードは16枚で、両軍が共用します。上半分が日本軍、下半分がロシア軍のイベントで、使えるのは自軍側のイベントだけです。原作のカード文面は画像で失われたため、ルールブックにある名称と使用時期はそのまま守り、それ以外の効果は再構成しています。手札は秘密です。手札が変わるたびにDMでカードの画像と文面が届き、/hand でいつでも確認できます。チャンネルに出るのは手札の枚数と捨て札の一番上だけです。',
      en: 'The 16 cards are shared: the top half is a Japanese event, the bottom half a Russian one, and you play only your own half. The card texts were pictures and are lost: names and timings the rulebook gives are kept, the other effects are reconstructed. Hands are secret: a DM shows your cards and their texts whenever your hand changes, and /hand shows it any time. The channel shows only hand sizes and the top discard.',
    },
  },
  '3.0': {
    title: { ja: 'ゲームの準備', en: 'Preparing the game' },
    text: {
      ja: '担当する軍を決め、16枚のカードをシャッフルしてデッキを作り、ロシア軍の配置(3.1)、日本軍の配置(3.2)、マーカーの配置(3.3)の順に準備します。ボットでは /newgame で対戦相手と陣営を選べば、準備は全て自動で行われます。上級海戦ルール(11.0)を使うときは naval_rules:True を付けます。',
      en: 'Choose sides, shuffle the 16 cards into the deck, then set up Russia (3.1), Japan (3.2) and the markers (3.3), in that order. In the bot, /newgame with an opponent and a side does all of it; add naval_rules:True to use the advanced naval rules (11.0).',
    },
  },
  '3.1': {
    title: { ja: 'ロシア軍の初期配置', en: 'Russian setup' },
    text: {
      ja: 'ロシア軍は3-2ユニット2個、旅順守備隊(2-0)、南山守備隊(1-0)を配置ヘクスに置きます(ボットでは1214、遼陽1913、旅順1201、南山1303)。残りの3-2ユニット8個と5-2ユニット2個は、ヨーロッパ・ロシア・ボックスから始まります。ロシア軍は手札なしでゲームを始め、最初のカードは第2ターンの補充で引きます。',
      en: 'Russia places two 3-2s, the Port Arthur garrison (2-0) and the Nanshan garrison (1-0) on their setup hexes (in the bot 1214, Liaoyang 1913, Port Arthur 1201 and Nanshan 1303). The other eight 3-2s and the two 5-2s start in the European Russia box. Russia starts with no cards: its first hand comes with its refill on turn 2.',
    },
  },
  '3.2': {
    title: { ja: '日本軍の初期配置', en: 'Japanese setup' },
    text: {
      ja: '日本軍は2-3ユニット3個(ボットでは近衛・第2・第12師団)を朝鮮半島ボックスに、残り10個を日本本土ボックスに置きます。続いてデッキから3枚引きます。その中に征露丸があれば、征露丸だけをデッキに戻してシャッフルし、代わりのカードは引きません。その場合、日本軍は手札2枚で始めます。',
      en: 'Japan puts three 2-3s (in the bot the Guards, 2nd and 12th Divisions) in the Korea box and the other ten in the Japan box, then draws three cards. If Seirogan is among them, it alone goes back into the deck, which is reshuffled, and no card replaces it: Japan then starts with two cards.',
    },
  },
  '3.3': {
    title: { ja: 'マーカーの配置', en: 'Placing the markers' },
    text: {
      ja: 'ゲーム・ターン・マーカーは1、両軍の士気マーカーは6から始まります。支配マーカーはロシア軍支配の面を上にして、4つの重要地点、旅順(1201)、大連(1203)、遼陽(1913)、奉天(2215)に置きます。ボットではこれらの記録トラックと支配マーカーがマップ画像に表示されます。',
      en: 'The turn marker starts on 1 and both morale markers on 6. Control markers go Russian side up on the four key points: Port Arthur (1201), Dalny (1203), Liaoyang (1913) and Mukden (2215). The bot draws the tracks and the control markers on the map image.',
    },
  },
  '3.4': {
    title: { ja: 'ヘクスの支配', en: 'Control of hexes' },
    text: {
      ja: 'ゲーム開始時、全てのヘクスはロシア軍の支配下です(日本軍補給源1015も含みます)。自軍ユニットがいるヘクス、または最後に自軍ユニットが入ったか通過したヘクスは自軍の支配になります。移動・通過・退却・前進・上陸のどれでも支配は移ります。ボットが支配を記録するのは町・重要地点・補給源だけです。通常の移動は最も得になる経路(敵補給源、敵の重要地点、敵の町の順)を自動で選びます。別の町を取りたいときは「to <ヘクス> via <ヘクス>」で経路を選べます。',
      en: 'At the start every hex is Russian, even Japan\'s supply hex 1015. A hex is yours while your unit is in it, or if yours was the last unit to enter or pass it, by a move, retreat, advance or landing. The bot tracks control only for towns, key points and supply hexes. A normal move takes the path that gains most: the enemy supply hex, then enemy key points, then enemy towns. "to <hex> via <hex>" picks another way that takes a different town.',
    },
  },
  '4.0': {
    title: { ja: '勝利条件', en: 'Victory conditions' },
    text: {
      ja: '両軍は士気ポイント(0〜6、開始時6)を持ち、相手の士気を下げることで勝利を目指します。決着は3通りです。勝利確認フェイズに士気0の側が負け(4.1)、第12ターンが終わっても決着しなければロシア軍の勝ち(4.2)、敵の補給源ヘクスに入れば即座に勝ち(4.4)です。',
      en: "Each side has morale points (0 to 6, starting at 6) and wins by wearing down the other's. The game ends in one of three ways: a side at 0 morale in the victory check phase loses (4.1); if nothing is decided by the end of turn 12, Russia wins (4.2); and entering the enemy supply hex wins at once (4.4).",
    },
  },
  '4.1': {
    title: { ja: 'ゲーム・ターン終了時の勝利', en: 'Victory at the end of a game turn' },
    text: {
      ja: '各ゲーム・ターンの勝利確認フェイズで、士気判定(4.3.2)の後に両軍の士気を確かめます。士気0の側が負け、両軍とも0なら引き分けで、ゲームは終わります。ターンの途中で士気が0になっても、その時点ではゲームは終わりません。',
      en: "In each game turn's victory check phase, after the morale checks (4.3.2), both sides' morale is looked at: a side at 0 loses, and if both are at 0 the game is a draw. Morale falling to 0 during the turn does not end the game on the spot.",
    },
  },
  '4.2': {
    title: { ja: '最終ゲーム・ターン終了時の勝利', en: 'Victory at the end of the last game turn' },
    text: {
      ja: '第12ゲーム・ターンの勝利確認フェイズでも決着がつかなければ、ロシア軍の勝ちです。日本軍の士気がいくら高くても、ロシア軍の士気が1以上残っていればロシア軍が勝ちます。日本軍は12ターンのうちにロシア軍の士気を0にしなければなりません。',
      en: "If turn 12's victory check phase decides nothing, Russia wins: however high Japanese morale is, Russian morale of 1 or more is enough. Japan must break Russian morale within the twelve turns.",
    },
  },
  '4.3': {
    title: { ja: '士気ポイントの増減', en: 'Gaining and losing morale' },
    text: {
      ja: '士気は、重要地点の支配(4.3.1)、部隊の損失による士気判定(4.3.2)、イベント(4.3.3)で増減します。ほかに、補充フェイズに士気を1払って4枚目のカードを引くこともでき(10.1)、上級海戦ルールではマカロフ中将の旗艦(11.5)でも増減します。士気は0〜6の範囲に収まり、6を超える増加は無視されます。',
      en: "Morale changes with key points (4.3.1), morale checks for units lost (4.3.2) and events (4.3.3). A side may also pay 1 morale for a fourth card at its refill (10.1), and with the naval rules Makarov's flagship can cost or give a point (11.5). Morale stays between 0 and 6; gains above 6 are lost.",
    },
  },
  '4.3.1': {
    title: { ja: '重要地点の支配', en: 'Control of key points' },
    text: {
      ja: '敵が支配している重要地点(旅順・大連・遼陽・奉天)を自軍が支配すると、敵の士気が1減ります。自軍の士気は増えません。奪い返されれば今度は自軍が1失うので、同じ地点で何度でも士気が動きます。ボットでは移動でその地点を通過しただけでも支配が移り、その場で士気が減ります。',
      en: 'When you take a key point the enemy controls (Port Arthur, Dalny, Liaoyang, Mukden), the enemy loses 1 morale; you gain none. If it is taken back, you lose 1 in turn, so one key point can move morale many times. In the bot, merely passing through a key point on a move takes it, and the morale is lost at once.',
    },
  },
  '4.3.2': {
    title: { ja: '部隊の損失', en: 'Loss of units' },
    text: {
      ja: '勝利確認フェイズの初めに、そのゲーム・ターン中にユニットを失った側はダイスを1個振ります(日本軍が先)。失ったのが1個なら1、2個なら1〜2、3個以上なら1〜3の目で士気が1減ります。原作の表は画像で失われ、1個の行はプレイ例から、残りの行は再構成です。イベント「脚気」(日本軍の判定)と「壊血病」(ロシア軍の判定)はダイスの目に-1の修整をつけ、士気を失いやすくします。',
      en: "At the start of the victory check phase, each side that lost units this game turn rolls a die, Japan first. With 1 unit lost, a 1 costs a point of morale; with 2, a 1-2; with 3 or more, a 1-3. The printed table is lost: the first line comes from the example of play, the others are reconstructed. Beriberi (on Japan's check) and Scurvy (on Russia's) give -1 to the die, which makes a loss likelier.",
    },
  },
  '4.3.3': {
    title: { ja: 'イベント', en: 'Events' },
    text: {
      ja: 'カードのイベントで士気が増減することがあります(例: 「外債募集」で日本軍+1、「明石大佐」でロシア軍-1、「バルチック艦隊回航」で日本軍-1)。どちらの軍も士気の上限は6で、6を超える分は無視します。0より下にもなりません。',
      en: "Card events can raise or lower morale (e.g. War Loans: Japan +1; Colonel Akashi: Russia -1; The Baltic Fleet Sails: Japan -1). Neither side's morale goes above 6, the excess being ignored, nor below 0.",
    },
  },
  '4.4': {
    title: { ja: 'サドンデス勝利', en: 'Sudden-death victory' },
    text: {
      ja: '敵の補給源ヘクス(日本軍の補給源は1015、ロシア軍は鉄嶺2417)に自軍ユニットが入った瞬間、その軍の勝ちです。通常の移動で通過しただけでも、退却や戦闘後前進で入っても成立し、日本軍が鉄道移動で2417に入っても勝ちです。戦略移動では敵の補給源に入れません。',
      en: "The moment one of your units enters the enemy supply hex (Japan's is 1015, Russia's is Tieling 2417), you win. Passing through it on a normal move counts, so do a retreat or an advance into it, and so does a Japanese rail move into 2417. A strategic move may not enter it.",
    },
  },
  '5.0': {
    title: { ja: 'プレイの手順', en: 'Sequence of play' },
    text: {
      ja: 'ゲームは最大12ゲーム・ターン(1904年4月〜1905年3月)です。各ターンはロシア軍プレイヤー・ターン、日本軍プレイヤー・ターン、勝利確認フェイズの順に進み、各プレイヤー・ターンはカード補充、移動、戦闘、カードプレイの4フェイズです。強行軍(10.2.3)を使うと移動か戦闘のフェイズをもう1回行い、カードプレイ・フェイズに戻ります。ボットは判断する人が相手に移るたびにマップを投稿してその人に通知します(自分のフェイズが続く間は投稿しません)。',
      en: 'The game lasts at most 12 game turns (April 1904 to March 1905). Each turn is a Russian player turn, a Japanese player turn, then the victory check phase. A player turn has four phases: card refill, movement, combat, card play. A forced march (10.2.3) adds one more movement or combat phase, then returns to card play. The bot posts the map and pings the player each time the decision passes to the other player (not at each phase end while the same player goes on).',
    },
  },
  '5.1': {
    title: { ja: '第1ゲーム・ターンの特別ルール', en: 'Special rule for game turn 1' },
    text: {
      ja: '日本軍の先制攻撃を表すため、第1ゲーム・ターンはロシア軍プレイヤー・ターンを行わず、日本軍の移動フェイズから始めます。日本軍はこのターンのカード補充も行わず、準備で引いた手札で戦います。',
      en: "To reflect Japan's opening strike, game turn 1 has no Russian player turn and begins with Japan's movement phase. Japan also skips that turn's card refill and plays with the hand drawn at setup.",
    },
  },
  '6.0': {
    title: { ja: '支配地域', en: 'Zones of control' },
    text: {
      ja: '全てのユニットは、隣接する6ヘクスにZOC(支配地域)を及ぼします。敵のZOCをEZOCと呼びます。完全に海のヘクスサイドを越えてZOCは及びません。何個のユニットのZOCが重なっても効果は1個分と同じで、両軍のZOCが同じヘクスに及ぶこともあります。そのヘクスに自軍ユニットがいてもEZOCは消えません。マップ外のボックスにはZOCは及びません。',
      en: "Every unit exerts a zone of control (ZOC) into its six neighbouring hexes; an enemy's is an EZOC. No ZOC crosses an all-sea hexside. Overlapping ZOCs act as one, both sides' ZOCs can cover the same hex, and your own units in a hex do not cancel the EZOC there. ZOCs never reach the off-map boxes.",
    },
  },
  '6.1': {
    title: { ja: '移動におけるEZOCの影響', en: 'EZOC and movement' },
    text: {
      ja: '移動中にEZOCに入ったユニットは、移動力が残っていてもそこで止まります。EZOCから移動を始めるユニットは動けますが、最初の1歩で別のEZOCへ直接入ることはできません。一度EZOC外のヘクスに出れば、再びEZOCに入れます。EZOCに出入りするのに余分な移動力はかかりません。',
      en: 'A unit that enters an EZOC stops there, even with movement left. A unit starting in an EZOC may move, but not straight into another EZOC hex with its first step; once it has reached a hex free of EZOC it may enter one again. Entering or leaving an EZOC costs nothing extra.',
    },
  },
  '6.2': {
    title: { ja: '鉄道移動、戦略移動への影響', en: 'EZOC and rail or strategic moves' },
    text: {
      ja: '鉄道移動(8.2)と戦略移動(10.2.4)では、EZOCに入ることも通過することもできません。EZOCにいるユニットは、これらの移動を始めることもできません。',
      en: 'Rail moves (8.2) and strategic moves (10.2.4) may neither enter nor pass through an EZOC, and a unit in an EZOC cannot start one.',
    },
  },
  '6.3': {
    title: { ja: '戦闘におけるEZOCの影響', en: 'EZOC and combat' },
    text: {
      ja: '戦闘結果による退却(9.6)でEZOCに入ることはできず、他に退却先のないユニットは除去されます。一方、戦闘後前進(9.7)はEZOCを無視でき、EZOCからEZOCへ直接入ることもできます。',
      en: 'A retreat (9.6) may never enter an EZOC; a unit with nowhere else to go is eliminated. An advance after combat (9.7) ignores EZOCs and may go straight from one EZOC hex to another.',
    },
  },
  '6.4': {
    title: { ja: 'ZOCの喪失', en: 'Loss of ZOC' },
    text: {
      ja: '日本軍は自軍移動フェイズにイベント「浸透戦術」を使い、マップ上のロシア軍ユニット1個にZOC喪失マーカーを置けます。そのユニットは日本軍プレイヤー・ターンの終わりまでZOCを全く持たず、移動・退却・前進のどれにも影響しません。カード文面は失われており、このイベントをどのカードが持つかはボットの再構成です。',
      en: "In its movement phase Japan may play Infiltration Tactics to put a ZOC-loss marker on a Russian unit on the map. Until the end of the Japanese player turn that unit has no ZOC at all: it hinders no move, retreat or advance. The card texts are lost, so which card carries this event is the bot's reconstruction.",
    },
  },
  '7.0': {
    title: { ja: 'スタック', en: 'Stacking' },
    text: {
      ja: '同じヘクスに複数の自軍ユニットを置くことをスタックといいます。敵味方のユニットが同じヘクスにいることはできません。上限は日本軍が2個(7.1)、ロシア軍が1個(7.2)で、マップ外のボックスには上限がありません。',
      en: 'Several friendly units in one hex form a stack. Enemy units never share a hex. The limit is two units for Japan (7.1) and one for Russia (7.2); the off-map boxes have no limit.',
    },
  },
  '7.1': {
    title: { ja: '日本軍のスタック制限', en: 'Japanese stacking limit' },
    text: {
      ja: '日本軍は1ヘクスに2個までユニットを置けます。輸送で港湾に上陸するときも、戦闘後前進するときも、この上限を守ります。',
      en: 'Japan may have up to two units in a hex. Landings in a port and advances after combat are held to the same limit.',
    },
  },
  '7.2': {
    title: { ja: 'ロシア軍のスタック制限', en: 'Russian stacking limit' },
    text: {
      ja: 'ロシア軍は1ヘクスに1個しかユニットを置けません。スタックはできず、戦闘後前進も1個だけです。',
      en: 'Russia may have only one unit in a hex: it never stacks, and only one unit may advance after a combat.',
    },
  },
  '7.3': {
    title: { ja: 'スタック制限の適用時期', en: 'When stacking limits apply' },
    text: {
      ja: 'スタック制限は、移動の途中も含めて常に守らなければなりません。すでに上限まで自軍ユニットがいるヘクス(ロシア軍なら1個、日本軍なら2個)は通過もできません。鉄道移動・戦略移動・退却にも同じく適用されます。',
      en: "Stacking limits hold at every moment, during a move too: no unit may even pass through a hex already at its side's limit (one Russian or two Japanese units). This applies to rail and strategic moves and to retreats as well.",
    },
  },
  '8.0': {
    title: { ja: '移動', en: 'Movement' },
    text: {
      ja: '自軍移動フェイズに、好きな数の自軍ユニットを1個ずつ移動させます。全く動かさなくても構いません。ユニットは1ヘクスにつき1移動力を使い、移動力の範囲で進みます。各ユニットが動けるのはフェイズ中に1回だけで、通常の移動か鉄道移動(8.2)のどちらかです。移動力0のユニットはどんな移動もできません。ボットでは「move <ユニット>」の後に「to <ヘクス>」を選び、行き先は合法なものだけが表示されます。',
      en: 'In your movement phase you move any, all or none of your units, one at a time. A unit spends 1 MP per hex, up to its movement allowance, and moves once per phase: by a normal move or by the rail move (8.2). Units with MA 0 never move. In the bot, choose "move <unit>", then "to <hex>"; only legal destinations are listed.',
    },
  },
  '8.1': {
    title: { ja: '移動における地形の影響', en: 'Terrain and movement' },
    text: {
      ja: '完全に海のヘクスサイドは越えられず、海ヘクスにもマップの外にも出られません。荒地に入ったユニットと、河川を越えたユニットはそこで移動を終えます。ただし道路か鉄道に沿って(同じ道路・鉄道の隣り合うヘクスの間を)動くなら、荒地でも河川でも止まる必要はありません。町・道路・鉄道は1ヘクス1移動力のコストを変えません。',
      en: 'No unit crosses an all-sea hexside, enters the sea or leaves the map. Entering rough terrain or crossing a river ends the move, unless the step follows a road or railway (between two consecutive hexes of the same line). Towns, roads and railways do not change the cost of 1 MP per hex.',
    },
  },
  '8.2': {
    title: { ja: '鉄道移動', en: 'Rail movement' },
    text: {
      ja: '各移動フェイズに1回、自軍ユニット1個を鉄道移動させられます。対象はEZOCでない鉄道ヘクスにいるユニットか、シベリア・ボックスのロシア軍ユニットです。移動力に関係なく鉄道に沿っていくらでも進めますが、EZOC、敵支配下の町、上限まで埋まったヘクスには入れず、通過もできません。鉄道移動したユニットは同じフェイズに通常の移動をできません。日本軍が鉄道移動で2417に入れば勝利です(4.4)。',
      en: 'Once per movement phase, one unit may rail move: a unit on a railway hex not in an EZOC, or a Russian unit in the Siberia box. It goes any distance along the railway but never enters or passes an EZOC, an enemy-controlled town or a hex at its stacking limit. That unit makes no normal move in the same phase. A Japanese rail move into 2417 wins (4.4).',
    },
  },
  '8.3': {
    title: { ja: 'マップ外ボックス', en: 'Off-map boxes' },
    text: {
      ja: '朝鮮半島ボックスは1015と道路で、シベリア・ボックスは2417と鉄道でつながっており、両方向に動けます。ボックスと隣のヘクスの間の1歩は1移動力で、1015や2417のユニットがボックスへ戻ることもできます(入ったら移動は終わり)。日本本土とヨーロッパ・ロシアのボックスからは、輸送(10.2.5)かイベントでしか出られません。退却でボックスに入ることはできません。',
      en: 'The Korea box joins 1015 by road and the Siberia box joins 2417 by rail, both ways: the step between box and hex costs 1 MP, and a unit on 1015 or 2417 may step back into its box, which ends its move. The Japan and European Russia boxes are left only by transport (10.2.5) or an event. Nothing retreats into a box.',
    },
  },
  '8.3.1': {
    title: { ja: '朝鮮半島ボックス', en: 'Korea box' },
    text: {
      ja: '朝鮮半島ボックスの日本軍ユニットは、通常の移動(道路に沿って1015へ、1移動力)か戦略移動でマップに入ります。ただし戦略移動は、1015が日本軍の支配になるまでは使えません。日本本土ボックスのユニットは移動フェイズには動けず、輸送で朝鮮半島ボックスか港湾へ送ります。',
      en: 'Japanese units in the Korea box enter the map by a normal move (the step to 1015 follows the road and costs 1 MP) or by a strategic move, which cannot pass 1015 until Japan controls it. Units in the Japan box cannot move in the movement phase: transport (10.2.5) takes them to the Korea box or a port.',
    },
  },
  '8.3.2': {
    title: { ja: 'シベリア・ボックス', en: 'Siberia box' },
    text: {
      ja: 'シベリア・ボックスのロシア軍ユニットは、通常の移動、鉄道移動、戦略移動のいずれかで2417を経てマップに入ります。鉄道移動なら鉄道に沿って一気に奥まで進めます。ヨーロッパ・ロシア・ボックスのユニットは移動フェイズには動けず、輸送(3-2のみ)かイベント「シベリア鉄道」(5-2も可)でシベリアへ送ります。',
      en: 'Russian units in the Siberia box enter the map through 2417 by a normal move, a rail move or a strategic move; a rail move can carry them far down the line at once. Units in the European Russia box cannot move in the movement phase: transport (3-2s only) or the Trans-Siberian Railway event (5-2s too) sends them to Siberia.',
    },
  },
  '9.0': {
    title: { ja: '戦闘', en: 'Combat' },
    text: {
      ja: '自軍戦闘フェイズに、隣接する敵ユニットを攻撃できます。戦闘は任意です。まず全ての攻撃を宣言し(9.3)、次に目標ヘクスごとに1つずつ解決します。解決では戦闘力の合計と修整(9.4)から戦闘力差を求め、攻撃支援とイベントの機会の後にダイスを振って戦闘結果表(9.5)を引き、損害・退却(9.6)・戦闘後前進(9.7)を行います。',
      en: 'In your combat phase you may attack adjacent enemy units; combat is never compulsory. First declare every attack (9.3), then resolve them one target hex at a time: total the strengths with their modifiers (9.4), allow attack support and combat events, roll on the Combat Results Table (9.5), then apply losses, retreats (9.6) and advances (9.7).',
    },
  },
  '9.1': {
    title: { ja: '戦闘の基本ルール', en: 'Basics of combat' },
    text: {
      ja: '自軍ユニットは、自分のZOCにいる敵ユニット(隣接していて、完全に海のヘクスサイドで隔てられていない)を攻撃できます。攻撃は義務ではありません。各ユニットは1回の戦闘フェイズに1回だけ攻撃でき、各目標ヘクスも1回しか攻撃されません。1個のユニットの戦闘力を複数の戦闘に分けることはできません。',
      en: "Your units may attack enemy units in their ZOC: adjacent and not across an all-sea hexside. Attacking is never required. Each unit attacks at most once per combat phase, each target hex is attacked at most once, and a unit's strength cannot be split between combats.",
    },
  },
  '9.2': {
    title: { ja: '複数ユニットが関与する戦闘', en: 'Combats with several units' },
    text: {
      ja: '目標ヘクスにスタックしている防御側は、必ずまとめて攻撃します。攻撃側はスタックしていても別々の目標を攻撃でき、一部を攻撃に加えなくても構いません。複数のヘクスにいるユニットで、1つの目標ヘクスを一緒に攻撃できます。',
      en: 'Defenders stacked in the target hex are always attacked together. Stacked attackers may attack different hexes, or some may stay out of the fight. Units in several hexes may join in one attack on a single target hex.',
    },
  },
  '9.3': {
    title: { ja: '攻撃の宣言', en: 'Declaring attacks' },
    text: {
      ja: '戦闘フェイズの初めに、全ての攻撃(目標ヘクスと攻撃するユニット)を宣言します。ボットでは「attack <ヘクス>」「with <ユニット>」「confirm」で1件ずつ宣言し、宣言を終えるまでは取り消せます。宣言した攻撃は、攻撃側の好きな順に全て解決します。移動力0のユニットも攻撃できますが、退却も前進もできません。解決の番が来たときに目標か攻撃ユニットがいなくなっていれば、その戦闘は行いません。',
      en: 'At the start of the combat phase you declare every attack: a target hex and its attackers. In the bot use "attack <hex>", "with <unit>", "confirm"; declarations may be withdrawn until you end them. All declared attacks are then resolved, in your chosen order. Units with MA 0 may attack but can neither retreat nor advance. An attack whose target or attackers are gone by its turn is void.',
    },
  },
  '9.4': {
    title: { ja: '戦闘の解決', en: 'Resolving combat' },
    text: {
      ja: '戦闘は目標ヘクスごとに1つずつ解決します。攻撃側と防御側は、それぞれ戦闘に参加するユニットの戦闘力を合計し、防御側には地形の修整(9.4.1)、攻撃側には攻撃支援(9.4.2)を加えます。修整後の攻撃力から防御力を引いたものが戦闘力差で、戦闘結果表のコラムになります(9.5)。',
      en: 'Combats are resolved one target hex at a time. Each side totals the strength of its units in the fight; the defender adds terrain modifiers (9.4.1) and the attacker attack support (9.4.2). Modified attack minus modified defence is the differential, which gives the column of the Combat Results Table (9.5).',
    },
  },
  '9.4.1': {
    title: { ja: '地形の修整', en: 'Terrain modifiers' },
    text: {
      ja: '防御側の戦闘力に次の修整を加え、全て累積します。攻撃側ユニットの全てが河川越しのとき+1(河川を越えない攻撃側が1個でもいれば無し)、防御側が荒地にいるとき+1、町にいるとき+1。例えば海城(1811)を1810から攻撃すると河川と町で+2、摩天嶺(1713)は荒地と町で+2です。',
      en: "The defender's strength gets, cumulatively: +1 if every attacking unit is across a river (none if even one is not), +1 in rough terrain, +1 in a town. So Haicheng (1811) attacked from 1810 gets +2 (river and town), and the Motien Pass (1713) gets +2 (rough and town).",
    },
  },
  '9.4.2': {
    title: { ja: '攻撃支援', en: 'Attack support' },
    text: {
      ja: '攻撃側だけが、手札1枚を表向きに捨てて戦闘力を+1できます。1つの戦闘に使えるのは1枚までで、防御側は使えません。ボットでは各戦闘の解決の初め、イベントの機会より前に、手札を持つ攻撃側に尋ねます(「support <カード>」か「no-support」)。',
      en: 'Only the attacker may discard a card face up for +1 strength, one card per combat; the defender never can. In the bot the attacker, if it holds a card, is asked at the start of each resolution, before any event ("support <card>" or "no-support").',
    },
  },
  '9.5': {
    title: { ja: '戦闘結果', en: 'Combat results' },
    text: {
      ja: '戦闘力差(-1〜+5、+5超は+5)のコラムでダイスを振ります。-1未満の攻撃は、攻撃支援で-1に届く場合を除き宣言できず、解決時にまだ-1未満ならダイスなしでNEです。DE: 防御側1個除去、残りは退却。DR: 防御側全て退却。EX: 両軍1個ずつ除去。NE: 効果なし。AR: 攻撃側全て退却。AE: 攻撃側1個除去。除去するユニットは持ち主が選び、壊滅ユニット・ボックスに置かれ、士気判定(4.3.2)に数えます。',
      en: 'Roll a die on the column of the differential, -1 to +5 (above +5 use +5). An attack below -1 cannot be declared unless support could bring it to -1; if still below -1 at resolution, it is NE with no roll. DE: one defender eliminated, the rest retreat. DR: all defenders retreat. EX: one unit lost by each side. NE: no effect. AR: all attackers retreat. AE: one attacker eliminated. The owner picks losses; they count for the morale check (4.3.2).',
    },
  },
  '9.6': {
    title: { ja: '退却', en: 'Retreat' },
    text: {
      ja: '退却では、戦闘に参加した自軍ユニットを持ち主が1ヘクスずつ動かします。EZOC、海、マップ外、敵のいるヘクス、上限を超えるヘクス、ボックスには退却できず、退却先がなければ除去されます。上限まで自軍のいるヘクスしかないときは、そこのユニットを押し出す連鎖退却ができます。ボットは連鎖を最後まで完了できる場合だけそれを選ばせます。攻撃側はいつでもARをAEに変えられます。',
      en: 'The owner moves each unit that fought one hex. Not into an EZOC, the sea, off the map, an enemy hex, an overstacked hex or a box; a unit with nowhere to go is eliminated. If the only free hexes are full of friends, a chain retreat pushes a unit there on; the bot offers it only where the chain can be completed. The attacker may always turn an AR into an AE.',
    },
  },
  '9.6.1': {
    title: { ja: '移動力0のユニット', en: 'Units with MA 0' },
    text: {
      ja: '移動力0のユニット(旅順守備隊、南山守備隊)は、攻撃時か防御時かを問わず、退却を求められると除去されます。連鎖退却で押し出されることもありません。',
      en: 'A unit with MA 0 (the Port Arthur or Nanshan garrison) that must retreat is eliminated, whether it attacked or defended. It cannot be pushed out by a chain retreat either.',
    },
  },
  '9.6.2': {
    title: { ja: 'スタックと退却', en: 'Stacks and retreat' },
    text: {
      ja: 'スタックしている日本軍ユニットは、スタック制限を守る限り、一緒に退却しても別々のヘクスへ退却しても構いません。ボットでは1個ずつ退却先を選びます。',
      en: "Stacked Japanese units may retreat together or to different hexes, as long as the stacking limit is kept. In the bot each unit's retreat hex is chosen in turn.",
    },
  },
  '9.7': {
    title: { ja: '戦闘後前進', en: 'Advance after combat' },
    text: {
      ja: 'DRかDEで目標ヘクスが空になれば、攻撃したユニットがそのヘクスへ前進できます(日本軍は2個、ロシア軍は1個まで)。前進先は目標ヘクスだけです。前進は移動ではないので移動力を使わず、EZOCからEZOCへも入れます。EXで空いたときは前進できず、防御側はどの結果でも前進しません。移動力0のユニットも前進できません。',
      en: 'If a DR or DE empties the target hex, units that attacked may advance into it: up to two Japanese or one Russian. An advance goes only into the target hex; it is not a move, costs no MP and may go from EZOC to EZOC. No advance after an EX, never by the defender, and never by units with MA 0.',
    },
  },
  '10.0': {
    title: { ja: 'カードプレイ', en: 'Card play' },
    text: {
      ja: '16枚のカードを裏向きにシャッフルしてデッキを作ります。使ったカードは表向きに捨て札パイルへ置き、見えるのは一番上の1枚だけです。デッキが残り1枚になったら、引く前に捨て札全部とその1枚を合わせてシャッフルします。ボットの画面には、デッキと捨て札の枚数、捨て札の一番上のカードが表示されます。',
      en: 'The 16 cards are shuffled face down into the deck. Used cards go face up on the discard pile, and only its top card can be seen. When the deck is down to one card, the whole discard pile is shuffled in with it before the next draw. The bot shows the deck and discard sizes and the top discard.',
    },
  },
  '10.1': {
    title: { ja: 'カードの補充', en: 'Refilling the hand' },
    text: {
      ja: '自軍カード補充フェイズの初めに手札が2枚以下なら、3枚になるまで引きます。士気を1払えば4枚まで引けますが、払うかどうかは引く前に決めます。手札が3枚以上なら補充はありません。ボットは4枚目を選べるとき(士気1以上で、艦隊による手札制限がない)だけ「refill 3」か「refill 4」を尋ね、それ以外は自動で補充します。',
      en: 'At the start of your refill phase, if you hold two cards or fewer, draw up to three. You may pay 1 morale to draw up to four instead, but must decide before drawing. With three or more cards there is no refill. The bot asks "refill 3" or "refill 4" only when a fourth card is possible (morale 1 or more, no fleet hand limit); otherwise the refill is automatic.',
    },
  },
  '10.2': {
    title: { ja: 'カードの使用', en: 'Using cards' },
    text: {
      ja: '手札は1枚ごとに、次のどれか1つに使います: イベント(10.2.1)、攻撃支援(10.2.2)、強行軍(10.2.3)、戦略移動(10.2.4)、輸送(10.2.5)、再編成(10.2.6、ロシア軍のみ)。イベント以外の使い方にはどのカードでも使え、使ったカードは捨て札になります。ボットでは /act か、/play card:#05 use:transport のように使います。',
      en: 'Each card is used in one of these ways: event (10.2.1), attack support (10.2.2), forced march (10.2.3), strategic move (10.2.4), transport (10.2.5) or rebuild (10.2.6, Russia only). Any card will do for the uses other than events, and a used card goes to the discard pile. In the bot use /act, or e.g. /play card:#05 use:transport.',
    },
  },
  '10.2.1': {
    title: { ja: 'イベント', en: 'Events' },
    text: {
      ja: 'カードに書かれた時期に、自軍側のイベントを実行します。時期の指定がなければ自軍カードプレイ・フェイズに使います。ボットでの時期は、自軍カードプレイ・フェイズ、自軍移動フェイズ(浸透戦術)、戦闘のダイスの前後(10.4.5)、ロシア軍の艦隊イベントへの対応、引いたとき(征露丸)です。「event <カード>」は使えるときだけ候補に出ます。',
      en: 'You carry out your half of a card at the time it gives; with no time given, in your own card-play phase. The times in the bot: your card-play phase, your movement phase (Infiltration Tactics), before or after a combat roll (10.4.5), in answer to a Russian fleet event, and when drawn (Seirogan). "event <card>" is listed only when the event may be played.',
    },
  },
  '10.2.2': {
    title: { ja: '攻撃支援', en: 'Attack support' },
    text: {
      ja: '戦闘の解決時に、攻撃側は手札1枚を捨てて戦闘力を+1できます(9.4.2)。1つの戦闘に1枚だけで、防御側は使えません。',
      en: 'When a combat is resolved, the attacker may discard a card for +1 strength (9.4.2): one card per combat, and never the defender.',
    },
  },
  '10.2.3': {
    title: { ja: '強行軍', en: 'Forced march' },
    text: {
      ja: '自軍カードプレイ・フェイズに手札1枚を捨て、移動フェイズか戦闘フェイズをもう1回行います。1回のプレイヤー・ターンに1枚だけです。追加のフェイズは通常と同じで、既に動いたユニットも再び動け、鉄道移動も1回でき、攻撃したユニットも再び攻撃できます。終わるとカードプレイ・フェイズに戻ります。ボットでは「force-march <カード> move」または「combat」を選びます。',
      en: 'In your card-play phase, discard a card to play one more movement phase or combat phase, once per player turn. The extra phase is a full one: units that moved may move again, with a new rail move, and units that attacked may attack again. Afterwards you return to the card-play phase. In the bot: "force-march <card> move" or "force-march <card> combat".',
    },
  },
  '10.2.4': {
    title: { ja: '戦略移動', en: 'Strategic movement' },
    text: {
      ja: '自軍カードプレイ・フェイズに手札1枚を捨て、EZOCにいない道路か鉄道上の自軍ユニット1個(朝鮮半島ボックスの日本軍、シベリア・ボックスのロシア軍も可)を、道路と鉄道に沿って距離無制限で動かします。EZOC、敵支配下の町、敵支配下の補給源、敵の補給源、上限まで埋まったヘクスには入れず、通過もできません。移動力0のユニットは使えません。経路は最短のものになります。',
      en: 'In your card-play phase, discard a card to move one unit not in an EZOC and on a road or railway (or Japan in the Korea box, Russia in the Siberia box) any distance along roads and railways. It may not enter or pass an EZOC, an enemy-controlled town or supply hex, the enemy supply hex, or a hex at its stacking limit. MA 0 units cannot make it. The bot takes the shortest way.',
    },
  },
  '10.2.5': {
    title: { ja: '輸送', en: 'Transport' },
    text: {
      ja: '自軍カードプレイ・フェイズに手札1枚を捨てて行います。ロシア軍はヨーロッパ・ロシアの3-2を1個シベリアへ(5-2はイベントのみ)。日本軍は日本本土の2-3を1個、朝鮮半島ボックスか、ロシア軍ユニットのいない南部の港湾(1206、1211)へ送ります。EZOCやロシア軍支配下でも上陸でき、スタック制限は守ります。旅順艦隊が出撃不能(10.4.1)になれば旅順・大連・営口の港湾も使えます。上陸したヘクスは日本軍の支配になります。',
      en: 'Discard a card in your card-play phase. Russia: one 3-2 from European Russia to Siberia (5-2s only by event). Japan: one 2-3 from the Japan box to the Korea box or a southern port (1206, 1211) free of Russian units, even in an EZOC or under Russian control, within the stacking limit. Once the Port Arthur fleet cannot sortie (10.4.1), Port Arthur, Dalny and Yingkou open too. Landing takes control of the hex.',
    },
  },
  '10.2.6': {
    title: { ja: '再編成', en: 'Rebuilding' },
    text: {
      ja: 'ロシア軍は自軍カードプレイ・フェイズに手札1枚を捨て、除去された3-2ユニット1個をヨーロッパ・ロシア・ボックスに戻せます。日本軍はこれを行えませんが、イベント「再編成」(#16)で除去されたユニット1個を日本本土ボックスへ戻せます。ロシア軍のイベント「再編成」(#13)なら5-2も戻せます。',
      en: "Russia may discard a card in its card-play phase to put one eliminated 3-2 back in the European Russia box. Japan cannot do this, but its event Reorganisation (#16) returns one eliminated unit to the Japan box. Russia's event Reorganisation (#13) can bring back a 5-2 as well.",
    },
  },
  '10.3': {
    title: { ja: 'カードプレイの制限', en: 'Limits on card play' },
    text: {
      ja: '強行軍(1プレイヤー・ターンに1枚)と攻撃支援(1つの戦闘に1枚)を除き、1フェイズに使えるカードの枚数に制限はありません。例えば手札が3枚なら3回輸送できます。同じユニットに何枚使っても構わず、輸送したユニットを強行軍で動かし、さらに戦略移動させることもできます。',
      en: 'Apart from the forced march (one per player turn) and attack support (one per combat), you may play as many cards in a phase as you like: with three cards, three transports. Several cards may serve the same unit: transport it, move it in a forced march, then give it a strategic move.',
    },
  },
  '10.4': {
    title: { ja: 'イベントの補足説明', en: 'Notes on events' },
    text: {
      ja: '個々のイベントについての補足です。原作のカード文面は失われたため、ボットはルールブックにある名称と使用時期を守り、残りの効果を史実から再構成しています。各カードの文面はDMと /hand で確認できます。10.4.1〜10.4.6で、旅順、カードプレイの順序、手札制限、旅順守備隊、戦闘結果を変えるイベント、征露丸を扱います。',
      en: "Notes on particular events. The card texts are lost, so the bot keeps the names and timings the rulebook gives and reconstructs the other effects from history; each card's text is in your DM and /hand. 10.4.1 to 10.4.6 cover Port Arthur, the order of card play, hand limits, the Port Arthur garrison, combat events and Seirogan.",
    },
  },
  '10.4.1': {
    title: { ja: '旅順', en: 'Port Arthur' },
    text: {
      ja: '旅順(1201)が一度でも日本軍の支配になるか、日本軍がイベント「機雷」(ボットでは「二十八糎榴弾砲」も)を行うと、以後ロシア軍は「旅順艦隊出撃」と「マカロフ中将」のイベントを使えません。そのカードを捨てて行う他の使い方はできます。この状態は元に戻らず、以後日本軍は全ての港湾へ輸送できます(10.2.5)。',
      en: 'Once Port Arthur (1201) has been under Japanese control, or Japan has played Mines (in the bot also 28 cm Howitzers), Russia can no longer play the events Port Arthur Fleet Sorties and Admiral Makarov; the cards can still be discarded for other uses. This is permanent, and from then on Japan may transport to every port (10.2.5).',
    },
  },
  '10.4.2': {
    title: { ja: 'カードプレイの順序', en: 'Order of card play' },
    text: {
      ja: 'カードプレイ・フェイズ中の使い方の順番は自由です。例えばロシア軍は、輸送でシベリアへ送ったユニットを、続けて強行軍で行う移動フェイズに鉄道移動させられます。',
      en: 'Within the card-play phase, cards may be played in any order. For example, Russia may transport a unit to Siberia, then rail move it in the movement phase bought by a forced march.',
    },
  },
  '10.4.3': {
    title: { ja: '手札制限', en: 'Hand limit' },
    text: {
      ja: 'ロシア軍の「旅順艦隊出撃」と「ウラジオ艦隊出撃」は、それぞれ次の日本軍プレイヤー・ターンの日本軍の手札を1枚に制限します。両方使っても1枚のままです。制限は日本軍の補充フェイズに効き、上限を超える手札は無作為に捨て、上限までしか引けず、士気を払って増やすこともできません。制限はそのプレイヤー・ターンの終わりに解けます。日本軍は「旅順港閉塞作戦」で前者を、「秋山真之」で後者を、「東郷平八郎」でどちらも打ち消せます。上級海戦ルールでは、11.2.5と11.2.8が上限を決めます。',
      en: "Russia's Port Arthur Fleet Sorties and Vladivostok Squadron Sorties each limit Japan's hand to one card in the next Japanese player turn; both together still mean one. At Japan's refill, cards above the limit are discarded at random, and Japan draws only up to it, with no paid extra card. The limit ends with that player turn. Japan may cancel the first with Blocking of Port Arthur, the second with Akiyama, either with Togo. Under the naval rules, 11.2.5 and 11.2.8 set the limit.",
    },
  },
  '10.4.4': {
    title: { ja: 'ロシア軍旅順守備隊', en: 'Russian Port Arthur garrison' },
    text: {
      ja: '旅順守備隊は2-0面で配置され、ロシア軍がイベント「コンドラチェンコ」を行うと3-0面になります。ボットではロシア軍のカードプレイ・フェイズのほか、旅順守備隊が防御する戦闘のダイスの後にも使え、その場合は同じダイスの目で戦闘結果を引き直します。日本軍の「二十八糎榴弾砲」(再構成したイベント)で2-0面に戻ります。',
      en: "The Port Arthur garrison sets up on its 2-0 side and turns to 3-0 when Russia plays Kondratenko. In the bot that event may be played in Russia's card-play phase, or after the roll of a combat where the garrison defends: the table is then read again with the same die. Japan's 28 cm Howitzers (a reconstructed event) turns it back to 2-0.",
    },
  },
  '10.4.5': {
    title: { ja: '戦闘結果に影響するイベント', en: 'Events that affect combat results' },
    text: {
      ja: 'ダイスの前に使う日本軍「児玉源太郎」(攻撃時)とロシア軍「クロパトキン」(防御時、ロシア軍が退く)は結果をDRにします。ダイスの後に使う日本軍「オチキス機関銃」、ロシア軍「永久堡壘」「十字砲火」「防御工事」「マキシム機関銃」「コンドラチェンコ」「リネウィッチ」は結果を変えます。攻撃側から交互に1枚ずつ使い、両者が続けて見送ると締め切ります。ダイス前のイベントで結果が決まったら、ダイス後は相手側から尋ねます(改訂2)。「軍神」もこの機会に使えます。',
      en: 'Before the roll, Kodama (Japan attacking) or Kuropatkin (Russia defending; the Russians fall back) makes the result DR. After the roll, Hotchkiss (Japan) and Permanent Forts, Crossfire, Field Fortifications, Maxim, Kondratenko and Linevich (Russia) change it. Players alternate, attacker first, one event each, until both pass in a row. Once a before-roll event fixes the result, the other side is asked first (revision 2). War God may be played in these windows too.',
    },
  },
  '10.4.6': {
    title: { ja: '征露丸と南方政策', en: 'Seirogan and Southward Policy' },
    text: {
      ja: '征露丸(日本軍側)と南下政策(ロシア軍側、ルールブックでは「南方政策」)は同じ1枚のカードです。どちらの軍が引いても、このカードと捨て札とデッキを合わせてシャッフルし、新しいデッキを作ります。代わりのカードは引きません。補充ではまとめて引いてから中身を見るので、補充の途中で起こることはありません。手札に残ることも、使うこともないカードです。',
      en: "Seirogan (Japanese half) and Southward Policy (Russian half) are one card. Whoever draws it shuffles it, the discards and the deck into a new deck, and draws nothing in its place. A refill's cards are all taken before they are looked at, so this never interrupts a refill. The card is never held and never played.",
    },
  },
  '11.0': {
    title: { ja: '上級海戦ルール', en: 'Advanced naval rules' },
    text: {
      ja: '両プレイヤーが合意したときだけ使う選択ルールで、ボットでは /newgame の naval_rules:True で選びます。このルールでは、ロシア軍の#01・#05・#06と日本軍の#01・#03・#04のイベントは通常の効果を持たず、11章の手順の中でだけ使います。攻撃支援や強行軍など、カードの他の使い方は変わりません。',
      en: 'An optional rule used only when both players agree; in the bot, choose naval_rules:True in /newgame. With it, the events Russian #01, #05, #06 and Japanese #01, #03, #04 lose their normal effects and are used only within the chapter 11 procedure. Their other uses, such as attack support or a forced march, stay.',
    },
  },
  '11.1': {
    title: { ja: '海軍ユニット', en: 'Naval units' },
    text: {
      ja: '日本軍は7個(第一艦隊の戦艦6隻と第二艦隊1個)、ロシア軍は8個(旅順艦隊の戦艦7隻とウラジオストック艦隊1個)の海軍ユニットを持ちます。各ユニットは2ステップで、1ステップ失うと損傷、もう1ステップ失うと撃沈されて取り除かれます。開始時は全て無傷です。駒が失われたため砲撃力は再構成で、日本軍3、ロシア軍2です。',
      en: 'Japan has 7 naval units (six 1st Fleet battleships and one 2nd Fleet unit), Russia 8 (seven Port Arthur battleships and the Vladivostok squadron). Each has two steps: one lost means damaged, a second means sunk and removed. All start intact. The counters are lost, so gunnery values are reconstructed: Japan 3, Russia 2.',
    },
  },
  '11.2': {
    title: { ja: 'ロシア海軍の出撃', en: 'Russian naval sorties' },
    text: {
      ja: 'ロシア軍カードプレイ・フェイズの初めに毎回、次の順で行います。旅順艦隊の出撃(11.2.1)、日本軍の対応(11.2.2)、続行か中止(11.2.3)、第一艦隊の迎撃(11.2.4)、輸送妨害(11.2.5)、ウラジオ艦隊の出撃(11.2.6)、第二艦隊の迎撃(11.2.7)、輸送妨害(11.2.8)、帰港と修理(11.2.9、11.4)。その後、カードプレイ・フェイズを続けます。',
      en: "At the start of every Russian card-play phase, in order: Port Arthur sortie (11.2.1), Japan's answer (11.2.2), go on or abort (11.2.3), 1st Fleet interception (11.2.4), interference (11.2.5), Vladivostok sortie (11.2.6), 2nd Fleet interception (11.2.7), interference (11.2.8), return and repairs (11.2.9, 11.4). Then the card-play phase goes on.",
    },
  },
  '11.2.1': {
    title: { ja: '旅順艦隊の出撃', en: 'The Port Arthur fleet sorties' },
    text: {
      ja: 'ロシア軍は旅順艦隊を出撃させるか決めます。「旅順艦隊出撃」か「マカロフ中将」を使ってもよく、カードなしで出撃を宣言しても効果は同じです。旅順が日本軍の支配になったとき、旅順艦隊が出撃不能になったとき、残る艦がないときは出撃できません。',
      en: 'Russia decides whether the Port Arthur fleet sorties. It may play Port Arthur Fleet Sorties or Admiral Makarov, or simply declare the sortie with no card: the effect is the same. There is no sortie once Port Arthur is Japanese, once the fleet can no longer sortie, or with no ship afloat.',
    },
  },
  '11.2.2': {
    title: { ja: '日本軍の対応', en: 'Japanese response' },
    text: {
      ja: '旅順艦隊が出撃したら、日本軍は「旅順港閉塞作戦」(ダイスの目の半分、端数切り上げ)と「機雷」(ダイスの目そのまま)の片方または両方を使えます。出た数だけ旅順艦隊のステップを取り除き、どの艦から取り除くかは日本軍が1ステップずつ選びます。ボットは日本軍が手札を持っていれば毎回尋ねます。',
      en: 'When the Port Arthur fleet sorties, Japan may play Blocking of Port Arthur (half a die, rounded up), Mines (a full die), or both. That many steps come off the Port Arthur fleet, and Japan assigns them one step at a time to ships of its choice. The bot asks Japan whenever it holds any card.',
    },
  },
  '11.2.3': {
    title: { ja: '旅順艦隊の対応', en: "The Port Arthur fleet's response" },
    text: {
      ja: 'ロシア軍はここで作戦を中止するか続行するかを選びます。中止すればウラジオ艦隊の出撃(11.2.6)へ進み、旅順艦隊の輸送妨害は起こりません。続行すれば第一艦隊の迎撃(11.2.4)へ進みます。',
      en: "Russia now aborts or goes on. Aborting skips to the Vladivostok sortie (11.2.6), with no interference by the Port Arthur fleet; going on leads to the 1st Fleet's interception (11.2.4).",
    },
  },
  '11.2.4': {
    title: { ja: '第一艦隊の出撃', en: 'The 1st Fleet sorties' },
    text: {
      ja: '日本軍は第一艦隊で旅順艦隊を迎撃するか決めます。迎撃すれば海戦(11.3)を解決し、その後に輸送妨害(11.2.5)を判定します。迎撃のときに「秋山真之」を使えば日本軍が先に砲撃します(11.3.4)。迎撃しなければそのまま輸送妨害へ進みます。',
      en: 'Japan decides whether the 1st Fleet intercepts. If it does, the naval battle (11.3) is fought, then interference (11.2.5) is checked. Intercepting with Akiyama lets Japan fire first (11.3.4). Without an interception, play goes straight to interference.',
    },
  },
  '11.2.5': {
    title: { ja: '旅順艦隊による輸送妨害', en: 'Interference by the Port Arthur fleet' },
    text: {
      ja: '出撃した旅順艦隊の無傷の艦1隻ごとに、次の日本軍プレイヤー・ターンの手札上限が3枚から1枚ずつ減ります。無傷の艦が3隻以上なら上限は1枚になり、日本本土ボックスからの輸送もできなくなります。上限を超える手札は、日本軍の補充フェイズに無作為に選んで捨てます。',
      en: "Each intact ship of the sortied Port Arthur fleet cuts Japan's hand limit for the next Japanese player turn by one, from three. With three or more intact ships the limit is one, and nothing may be transported out of the Japan box. Cards above the limit are discarded at random at Japan's refill.",
    },
  },
  '11.2.6': {
    title: { ja: 'ウラジオストック艦隊の出撃', en: 'The Vladivostok squadron sorties' },
    text: {
      ja: 'ロシア軍は「ウラジオ艦隊出撃」を使ったときだけ、ウラジオストック艦隊を出撃させられます。ボットは、ロシア軍が手札を持ち、艦隊が残っていれば毎回尋ねます。',
      en: 'The Vladivostok squadron sorties only if Russia plays Vladivostok Squadron Sorties. The bot asks Russia whenever it holds any card and the squadron is afloat.',
    },
  },
  '11.2.7': {
    title: { ja: '第二艦隊の出撃', en: 'The 2nd Fleet sorties' },
    text: {
      ja: 'ウラジオ艦隊は神出鬼没で捕捉が難しいため、日本軍は「秋山真之」を使ったときだけ第二艦隊で迎撃できます。迎撃すれば日本軍が先に砲撃して海戦(11.3)を解決し、その後に輸送妨害(11.2.8)を判定します。',
      en: 'The Vladivostok squadron was hard to catch: Japan may intercept it with the 2nd Fleet only by playing Akiyama. The battle (11.3) is then fought with Japan firing first, and interference (11.2.8) follows.',
    },
  },
  '11.2.8': {
    title: { ja: 'ウラジオ艦隊による輸送妨害', en: 'Interference by the Vladivostok squadron' },
    text: {
      ja: '出撃したウラジオ艦隊が無傷なら、次の日本軍プレイヤー・ターンの手札上限は2枚になります。同じターンに旅順艦隊が輸送妨害をしていれば、ウラジオ艦隊の妨害は効果がありません。',
      en: "If the sortied Vladivostok squadron is intact, Japan's hand limit for the next Japanese player turn is two. If the Port Arthur fleet interfered this turn, the squadron's interference has no effect.",
    },
  },
  '11.2.9': {
    title: { ja: '帰港', en: 'Return to port' },
    text: {
      ja: '両軍の海軍ユニットは港に戻り、ロシア軍のカードプレイ・フェイズを再開します。ボットではここで艦船の修理(11.4)も行います。',
      en: 'Both navies return to port and the Russian card-play phase resumes. The bot makes the repairs (11.4) at this point.',
    },
  },
  '11.3': {
    title: { ja: '海戦の解決', en: 'Naval battle' },
    text: {
      ja: '海戦は第一艦隊と旅順艦隊、または第二艦隊とウラジオ艦隊の間で起こります。戦列を組んで相手を決め(11.3.1)、各艦が砲撃し(11.3.2)、全艦が1回ずつ撃ったら終わります(11.3.3)。',
      en: 'Battles are fought between the 1st Fleet and the Port Arthur fleet, or the 2nd Fleet and the Vladivostok squadron. The lines are formed and paired (11.3.1), every ship fires (11.3.2), and the battle ends once each has fired once (11.3.3).',
    },
  },
  '11.3.1': {
    title: { ja: '戦列', en: 'Battle line' },
    text: {
      ja: '両軍とも無傷の艦、損傷した艦の順に並べ、1対1で向かい合わせます。ボットはこの並べ方を自動で行います。艦の多い側は、余った艦を好きな敵艦に割り当てますが、全ての敵艦に2隻ずつ付けるまでは3隻目を付けられません。改訂2以降は、多い側が余った艦の目標を1隻ずつ選び、標準の割り当てをそのまま選ぶこともできます。',
      en: "Each side lines up its intact ships, then its damaged ones, and they are paired one to one; the bot forms the lines itself. The side with more ships aims its extra ships at enemy ships of its choice, but no enemy ship draws a third shooter before each has two. From revision 2 the larger side picks each extra ship's target itself, or keeps the standard aim.",
    },
  },
  '11.3.2': {
    title: { ja: '砲撃の解決', en: 'Resolving gunfire' },
    text: {
      ja: '各艦は向かい合う敵艦に対し、自分のステップ数と同じ数のダイスを振ります。砲撃力以下の目1つごとに1ステップの損害を与えます(ボットでは日本軍3、ロシア軍2)。撃沈した後に余った損害は、他の艦に回せません。砲撃は同時に行い、損害は全員が撃ってから適用します。',
      en: 'Each ship rolls as many dice as it has steps against the enemy ship it faces; each die at or under its gunnery (in the bot Japan 3, Russia 2) is one step of damage. Hits beyond sinking the target are lost, not passed on. Fire is simultaneous: damage is applied after every ship has fired.',
    },
  },
  '11.3.3': {
    title: { ja: '海戦の終了', en: 'End of the battle' },
    text: {
      ja: '全ての艦が1回ずつ砲撃したら海戦は終わります。2巡目はありません。',
      en: 'The battle ends once every ship has fired once; there is no second round.',
    },
  },
  '11.3.4': {
    title: { ja: '秋山真之', en: 'Akiyama Saneyuki' },
    text: {
      ja: '「秋山真之」を使うと砲撃は同時でなくなり、まず日本軍が撃って損害を適用し、その後に生き残ったロシア艦が撃ちます。ボットでは第一艦隊の迎撃のときに使うかを選びます。第二艦隊の迎撃には必ずこのカードを使うので、その海戦では常に日本軍が先に撃ちます。',
      en: 'With Akiyama, fire is no longer simultaneous: Japan fires first and its hits are applied, then the surviving Russian ships fire. In the bot Japan chooses to play it when the 1st Fleet intercepts; a 2nd Fleet interception always uses it, so there Japan always fires first.',
    },
  },
  '11.4': {
    title: { ja: '艦船の修理', en: 'Repairs' },
    text: {
      ja: '出撃しなかった艦隊は修理できます。旅順艦隊は損傷艦1隻、第一艦隊は2隻、第二艦隊は1隻を無傷に戻します。ウラジオ艦隊は修理できません。第二艦隊が全滅しているときは、第一艦隊の無傷の艦1隻を除く代わりに第二艦隊を無傷で復活させられます。どの艦を修理するかはボットが自動で選びます。',
      en: 'A fleet that did not sortie repairs: one damaged Port Arthur ship, two of the 1st Fleet, one of the 2nd Fleet; the Vladivostok squadron never repairs. If the 2nd Fleet is sunk, Japan may retire an intact 1st Fleet ship to bring the 2nd Fleet back intact. The bot picks which ships are repaired.',
    },
  },
  '11.5': {
    title: { ja: 'マカロフ中将', en: 'Admiral Makarov' },
    text: {
      ja: 'ロシア軍はゲーム開始時(日本軍の最初の移動の前)に、マカロフ中将が乗る旅順艦隊の旗艦を密かに選びます。ボットでは相手には見えません。旗艦が撃沈されると明かされ、ロシア軍の士気が1減ります。旗艦が健在のまま無傷3隻以上で輸送妨害に成功すると、ロシア軍の士気が1増えます(旗艦は明かしません)。',
      en: "Before Japan's first move, Russia secretly picks the Port Arthur flagship carrying Makarov; the bot shows it only to Russia. If it is sunk, it is revealed and Russia loses 1 morale. If it is afloat when three or more intact ships interfere with Japanese transport, Russia gains 1 morale, without revealing it.",
    },
  },
  '11.6': {
    title: { ja: '旅順', en: 'Port Arthur' },
    text: {
      ja: '日本軍が旅順を支配すると旅順艦隊は全滅します。このとき旗艦が沈んでも士気は減りません。ボットでは「二十八糎榴弾砲」でも全滅します。旅順艦隊の無傷の艦が2隻以下なら、日本軍は旅順・大連・営口を含む全ての港湾に輸送できます。',
      en: 'When Japan takes Port Arthur, the Port Arthur fleet is destroyed, and a flagship lost this way costs no morale. In the bot 28 cm Howitzers destroys it too. While the fleet has two or fewer intact ships, Japan may transport to any port, Port Arthur, Dalny and Yingkou included.',
    },
  },
};
