// 関ヶ原無双: /rule's summaries — each rule of the rule index (rule-index.ts) in our own words, ja and
// en, short enough for a Discord reply. Not the rulebook's text: a player's reminder of what the rule
// does and how this bot reads it.
import type { RuleSummaries } from '#engine/types.ts';

export const ruleSummaries: RuleSummaries = {
  '2.2.1': {
    title: { ja: 'ユニットの例', en: 'What a unit shows' },
    text: {
      ja: 'ユニットには名称・兵力・移動力・戦闘修正が書かれ、色で陣営が分かります(赤が東軍、青が西軍)。表が部隊モード、帯のある裏が武将モードで、武将モードには指揮値もあります。兵力1はおよそ1000人までです。ボットでは各ユニットはどちらか一方の面を見せ、その面の値を使います。徳川隊5つと宇喜多隊のうち3つには武将モードがなく、裏返る代わりに除去されます(10.0)。',
      en: "A unit shows its name, strength, movement and combat modifier; its colour gives its side (red East, blue West). The front is the troop face (troop mode); the banded back is the commander face (commander mode), which also has a command value. One strength point is up to about 1,000 men. In the bot each unit shows one face, and that face's values count. The five Tokugawa units and three of the four Ukita units have no commander face: they are removed instead of flipping (10.0).",
    },
  },
  '2.3': {
    title: { ja: 'マップ', en: 'The map' },
    text: {
      ja: 'マップは六角形のヘクスに区切られ、各ヘクスに4桁の番号があります。地形は移動と戦闘に影響し、ヘクスに書かれた部隊名は初期配置の場所を示します。1ヘクスに置けるユニットは1つだけです(移動の途中で味方のヘクスを通り抜けるのは可)。元のマップは失われているため、ボットは地形・道・川・地名を再構成した地図を使います。番号は列2桁+行2桁で、01行が西の端です。',
      en: 'The map is divided into hexes, each with a four-digit number. Terrain affects movement and combat, and unit names printed on hexes mark where units start. Only one unit may stand in a hex (a move may pass through friendly units). The original sheet is lost, so the bot plays on a reconstructed map: its terrain, roads, rivers and places are our best reading. A number is column then row, and row 01 is the west edge.',
    },
  },
  '3.2': {
    title: { ja: '初期配置', en: 'Initial setup' },
    text: {
      ja: 'ターンマーカーを1、小早川マーカーを8に置きます。徳川本隊と徳川隊5つはトラックの3で待ち、3ターンに登場します。他のユニットは部隊モードで自分の名のヘクスに置きます。宇喜多隊4つは4つの宇喜多隊ヘクスに置き、西軍はどれが明石全登(武将モードを持つ唯一の宇喜多隊)かを秘密に選びます(/act action:akashi ヘクス)。東軍には4つとも同じに見え、戦闘結果で裏返るか除去されるまで分かりません。一度明かされた明石は、再編成しても隠れません。',
      en: 'The turn marker goes on 1 and the Kobayakawa marker on 8. The Tokugawa main body and the five Tokugawa units wait on turn 3 of the track. Every other unit starts troop face up on the hex with its name. The four Ukita units stand on the four Ukita hexes; the West secretly picks which is Akashi Takenori, the only one with a commander face (/act action:akashi <hex>). The East sees four alike until a result flips or removes one. Once shown, Akashi stays known, even after a rebuild.',
    },
  },
  '4.0': {
    title: { ja: '勝利条件', en: 'Victory conditions' },
    text: {
      ja: '勝敗は小早川がどちらにつくかで決まります。小早川マーカー(4.2)は戦いの成り行きで動き、各ターンの最後にターンマーカーと比べます(4.1)。小早川が東軍につけば東軍の、西軍につけば西軍の勝ちです。このほか、徳川家康の退却か討死、または宇喜多秀家と石田三成の両方の討死で、その場で勝負がつきます(4.3)。',
      en: 'The game is decided by which side Kobayakawa joins. The Kobayakawa marker (4.2) moves with the fighting and is compared with the turn marker at the end of each turn (4.1). If he joins the East, the East wins; if he joins the West, the West wins. The game also ends at once if Tokugawa Ieyasu retreats or is killed, or if Ukita Hideie and Ishida Mitsunari are both killed (4.3).',
    },
  },
  '4.1': {
    title: { ja: '勝敗の判定', en: 'Deciding the winner' },
    text: {
      ja: '各ターンの最後の勝敗判定フェイズに判定します。小早川マーカーがターンマーカーと同じか小さい数のマスにあれば東軍の勝ちです。6ターンの判定で小早川マーカーが8・9・10のどれかにあれば西軍の勝ちです。西軍がこの形で勝てるのは6ターンの判定だけです。ボットは東軍の条件を先に見ますが、両方が同時に成り立つことはありません。どちらでもなければ次のターンへ進みます。',
      en: 'The check comes in the victory phase at the end of each turn. If the Kobayakawa marker is on the same number as the turn marker or lower, the East wins. At the check of turn 6, if the Kobayakawa marker is on 8, 9 or 10, the West wins; this is the only check at which the West can win this way. The bot tests the East first, but both can never hold at once. Otherwise play goes on to the next turn.',
    },
  },
  '4.2': {
    title: { ja: '小早川マーカーの変動', en: 'Moving the Kobayakawa marker' },
    text: {
      ja: '小早川マーカーは次のように動きます。東軍の武将が退却すると+1、討取られると+2。西軍の武将が退却すると−1、討取られると−2。東軍の部隊ユニットが東山道の出口1601か北国街道の出口2601に初めて入ると−2(出口ごとに1回、移動でも追撃でも)。マーカーは4から10の間にとどまります。ボットでの「武将」は武将モードのユニットで、武将モードがなく除去されたユニットではマーカーは動きません。原文で2度ある「東軍武将が討取られた」の2つ目は西軍と読みます。',
      en: "The Kobayakawa marker moves +1 when an East commander retreats and +2 when one is killed; −1 and −2 for a West commander. It moves −2 the first time an East troop unit enters the exit 1601 (Tōsandō) or 2601 (Hokkoku Kaidō), once per exit, by a move or a pursuit. It stays between 4 and 10. A commander is a unit on its commander face: a unit removed for lacking one does not move the marker. The text lists the East kill twice; the bot reads the second as the West's.",
    },
  },
  '4.3': {
    title: { ja: 'サドンデス', en: 'Sudden death' },
    text: {
      ja: '徳川家康が退却するか討取られると、その場で西軍の勝ちです。ボットでは、徳川本隊が退却するか討取られた時です(退却は必ず武将モード、つまり家康で行います)。差1で負けて家康に裏返るだけなら退却ではありませんが、差2以上で負ければ裏返って退却するので西軍の勝ちです。宇喜多秀家と石田三成の両方が討取られると、その場で東軍の勝ちです。この2人が討取られるのは退却先がない時だけです。',
      en: 'If Tokugawa Ieyasu retreats or is killed, the West wins at once. In the bot that is the Tokugawa main body retreating or being killed (a unit always retreats on its commander face, here Ieyasu). Flipping to Ieyasu after losing by 1 is not a retreat; losing by 2 or more flips and retreats it, and the West wins. If Ukita Hideie and Ishida Mitsunari are both killed, the East wins at once. They are killed only when they have nowhere to retreat.',
    },
  },
  '5.1': {
    title: { ja: 'ターンとフェイズ', en: 'Turns and phases' },
    text: {
      ja: '1ターンは次の順に進みます。東軍の登場フェイズ、東軍の移動・戦闘・再編成フェイズ、西軍の移動・戦闘・再編成フェイズ、最後に勝敗判定フェイズ。すべて終えたら次のターンです。ボットでは、西軍が宇喜多隊を配置してから1ターンが始まります。移動などの一手ごとには投稿せず、フェイズや手番が変わった時、戦闘の確定時、各戦闘の後、終局時にチャンネルへ投稿します。',
      en: "A turn runs in this order: the East's arrival phase; the East's movement, combat and rebuild phases; the West's movement, combat and rebuild phases; then the victory check. Then the next turn begins. In the bot, turn 1 starts once the West has set up its Ukita units. The channel is not posted on every move: it gets a post when the phase or the player to act changes, when combats are fixed, after each combat, and at the end.",
    },
  },
  '6.1': {
    title: { ja: '東軍本隊の登場', en: "The East's main body arrives" },
    text: {
      ja: '徳川本隊と徳川隊5つは、3ターンの東軍登場フェイズにマップへ出ます。登場ヘクスは、徳川本隊が2112、徳川隊が2012・2013・2111・2212・2213です。登場後は他のユニットと同じ扱いで、そのターンから移動できます。登場ヘクスがふさがっている場合は原文に定めがありません。ボットでは、そのユニットはトラックで待ち、ヘクスが空いた後の最初の東軍登場フェイズに登場します。',
      en: "The Tokugawa main body and the five Tokugawa units enter the map in the East's arrival phase of turn 3: the main body on 2112, the Tokugawa units on 2012, 2013, 2111, 2212 and 2213. From then on they are ordinary units and may move that same turn. The text does not say what happens if an arrival hex is occupied; the bot keeps that unit on the track and brings it in at the first later East arrival phase when its hex is free.",
    },
  },
  '7.0': {
    title: { ja: '移動', en: 'Movement' },
    text: {
      ja: '自軍の移動フェイズにユニットを移動させます。どのユニットが動けるかは7.1・7.3・7.4、どこへ行けるかは7.2で決まります。ボットでは「/move」で1ユニットずつ動かし、終わったら「/end」でフェイズを終えます。許されない移動は、根拠のルール番号と行ける先を添えて断られます。',
      en: 'In your movement phase you move your units. Which units may move is set by 7.1, 7.3 and 7.4; where they may go, by 7.2. In the bot you move one unit at a time with /move and close the phase with /end. A move that is not allowed is refused, with the rule behind it and the hexes the unit can reach.',
    },
  },
  '7.1': {
    title: { ja: '概要', en: 'Movement: overview' },
    text: {
      ja: '移動フェイズには、自軍のユニットを好きなだけ、好きな順に動かせます。全部でも一部でも、まったく動かさなくてもかまいません。ただし1つのユニットが動けるのはフェイズに1回だけで、移動を終えたユニットを同じフェイズにもう一度動かすことはできません。',
      en: 'In your movement phase you may move as many of your units as you like, in any order: all, some or none. But each unit moves at most once a phase; once its move is done, it cannot move again in that phase.',
    },
  },
  '7.2': {
    title: { ja: '移動の仕方', en: 'How units move' },
    text: {
      ja: 'ユニットは移動力の数までヘクスを進みます。川を越えて入ったヘクスや、より高い(色の濃い)ヘクスに入ったら止まります。敵の部隊ユニットの隣に入っても止まります(敵の武将ユニットの隣では止まりません)。実線で囲まれた地形、池、敵のいるヘクス、黄色の中立武将のヘクスには入れません(中立武将の隣では止まらなくてよい)。味方のヘクスは通り抜けるだけならできます。同じ道の続くヘクスへの1歩は0.5と数え、川や高さで止まりません。ただし敵部隊の隣での停止は道の上でも同じです。道を外れる1歩は1です。',
      en: "A unit moves up to its movement in hexes. It stops on entering a hex across a river or a higher (darker) hex, and on entering a hex next to an enemy troop unit (not an enemy commander). It may not enter solid-bordered terrain, ponds, enemy hexes or the yellow neutral commanders' hexes (no stop beside those). It may pass through, not end on, friendly units. A step along one road costs 0.5 and ignores rivers and height, but the stop beside enemy troops still applies. A step off the road costs 1.",
    },
  },
  '7.3': {
    title: { ja: '移動開始の制限', en: 'Who may start a move' },
    text: {
      ja: '敵の部隊ユニットに隣接している自軍の部隊ユニットは、まったく動けません。武将ユニットなら敵部隊の隣からでも動けますが、敵の部隊ユニットの隣のヘクスに入ればそこで止まります(7.2)。隣にいるのが敵の武将ユニットだけなら、部隊ユニットも普通に動けます。移動力0のユニットは動けません。',
      en: 'A troop unit next to an enemy troop unit cannot move at all. A commander may leave such a hex, but it stops as soon as it enters a hex next to an enemy troop unit (7.2). A troop unit with only enemy commanders next to it moves normally. A unit with a movement of 0 cannot move.',
    },
  },
  '7.4': {
    title: { ja: '東軍部隊の不調和', en: "The East's lack of unity" },
    text: {
      ja: '東軍が動かせる部隊ユニットは、1ターンは6つ、2ターン以降は3つまでです。移動を始める時に部隊モードの徳川本隊から3ヘクス以内にいるユニットは数えません(徳川本隊が移動済みでも同じで、徳川本隊自身も制限を受けません)。武将ユニットは制限外です。宇喜多秀家か石田三成が一度でも退却すると制限はなくなりますが、徳川本隊が武将モードの間は制限が戻ります。原文の「4.4項」はこの7.4のことと読みます。',
      en: 'The East may move only 6 troop units on turn 1 and 3 on each later turn. A unit that starts its move within 3 hexes of the Tokugawa main body on its troop face does not count, whether or not the main body has moved; the main body itself is never limited. Commanders are never limited. Once Ukita Hideie or Ishida Mitsunari has retreated, the limit is lifted, but it returns while the main body shows its commander face. The text\'s "4.4" is read as this rule.',
    },
  },
  '8.0': {
    title: { ja: '戦闘', en: 'Combat' },
    text: {
      ja: '自軍の戦闘フェイズに、隣接する敵ユニットを攻撃します。フェイズを行う側が攻撃側、相手が防御側です。戦闘には必ず行うもの(8.2)と、任意に行えるものがあります。ボットでは移動フェイズが終わると、必ず戦闘するユニットが一覧で示されます。攻撃側は組み合わせを作り(8.3)、「/act action:fight」で確定し、好きな順に解決します(8.4)。',
      en: 'In your combat phase you attack enemy units next to yours. The side whose phase it is attacks; the other defends. Some combats are compulsory (8.2), others optional. In the bot, when the movement phase ends the units that must fight are listed. The attacker then groups the combats (8.3), fixes them with /act action:fight, and resolves them in the order it likes (8.4).',
    },
  },
  '8.2': {
    title: { ja: '戦闘の強制', en: 'Compulsory combat' },
    text: {
      ja: '攻撃側の部隊ユニットが敵に隣接していれば、その部隊と隣の敵すべてが戦闘に加わります。防御側の部隊ユニットに攻撃側が隣接していれば、その部隊と隣の攻撃側ユニットすべてが加わります。敵の武将ユニットにしか隣接していない攻撃側の武将ユニットは、攻撃するかどうかを選べます。ボットはフェイズの初めにこれらを一覧にし、全員がどれかの戦闘に入るまで確定させません。',
      en: 'Every attacking troop unit next to an enemy must fight, and so must every enemy next to it. Every defending troop unit next to an attacker must fight, and so must every attacker next to it. An attacking commander next only to enemy commanders may attack or not. The bot lists the units that must fight at the start of the phase and will not fix the combats until each of them is in one.',
    },
  },
  '8.3': {
    title: { ja: '戦闘の組み合わせ', en: 'Grouping the combats' },
    text: {
      ja: '攻撃側が戦闘の組み合わせを決めます。1対複数か複数対1にでき、複数対複数はできません。複数の側のユニットは、すべて1の側のユニットに隣接していなければなりません。各ユニットはフェイズに1つの戦闘にしか加われません。ボットでは「/act action:group X Y」で2つずつ組むか、「/attack target:敵 with:自軍ユニット」で1つの標的への攻撃をまとめて作ります(withを省くと加われる全ユニット)。組み合わせは自由に崩せず、完成できなくなった時だけ ungroup で戦闘を外せます。',
      en: 'The attacker decides which units fight together. A combat is one against several or several against one, never several against several, and the "several" must all be next to the "one". A unit joins at most one combat a phase. In the bot, build the plan a pair at a time (/act action:group X Y) or a target at a time (/attack target:<enemy> with:<units>; without "with", every unit that may join). A plan is not undone at will: ungroup is offered only when it can no longer be completed.',
    },
  },
  '8.4': {
    title: { ja: '戦闘の解決', en: 'Resolving the combats' },
    text: {
      ja: '組み合わせを確定したら、攻撃側が好きな順に1つずつ戦闘を解決します。確定後は組み合わせを変えられず、決めた戦闘はすべて行います。1つの戦闘は退却と追撃まで終えてから次へ移ります。ボットでは、必ず戦闘するユニットが全員入ると fight で確定でき、確定した戦闘の一覧にあるボタンか resolve 番号で解決します。戦闘がひとつもなければ、fight でそのまま戦闘フェイズを終えます。',
      en: 'Once the grouping is fixed, the attacker resolves the combats one by one, in any order. The grouping can no longer change, and every fixed combat must be fought. Each combat is finished, retreats and pursuit included, before the next. In the bot, fight fixes the plan once every unit that must fight is in it; then resolve each with the buttons under the list or resolve N. With no combat at all, fight simply ends the phase.',
    },
  },
  '8.5': {
    title: { ja: '戦闘結果の判定', en: "Determining a combat's result" },
    text: {
      ja: '1つの戦闘は、両軍の兵力の合計(8.5.1)、兵力比(8.5.2)、修正つきのダイス判定(8.5.3)、結果の適用(8.5.4)の順に進めます。途中で止めたり、別の戦闘を挟んだりはできません。ボットは両軍のユニット、兵力、ダイスの数、すべての目とその修正、ヒット数、結果をログに残し、マップのパネルにもダイスを描きます。',
      en: "A combat goes through four steps: total each side's strength (8.5.1), work out the ratio (8.5.2), roll the dice with their modifiers (8.5.3), and apply the result (8.5.4). It is finished without a break before any other combat. The bot logs both sides' units, totals, numbers of dice, every die with its modifiers, the hits and the result, and draws the dice on the map's panel.",
    },
  },
  '8.5.1': {
    title: { ja: '攻撃側、防御側の兵力を合計', en: "Totalling each side's strength" },
    text: {
      ja: 'その戦闘に加わる攻撃側ユニットの兵力をすべて足し、防御側も同じように足します。ボットでは、各ユニットが今見せている面(部隊モードか武将モード)の兵力を使います。',
      en: 'Add up the strength of every attacking unit in the combat, and do the same for the defenders. The bot uses the strength of the face each unit is showing (troop or commander).',
    },
  },
  '8.5.2': {
    title: { ja: '兵力比の算出', en: 'The strength ratio' },
    text: {
      ja: '2つの合計を、少ない方が1になる比に直します。端数は防御側に有利に丸めます。ボットでは、攻撃側が多ければ攻撃側の数を切り捨て(7対3なら2対1)、防御側が多ければ防御側の数を切り上げます(3対7なら1対3)。同じなら1対1です。比の自軍の数が、その側の振るダイスの数になります。',
      en: "Turn the two totals into a ratio in which the smaller side counts 1, rounding in the defender's favour. The bot rounds the attacker's number down when the attacker is larger (7 to 3 gives 2 to 1) and the defender's number up when the defender is larger (3 to 7 gives 1 to 3). Equal totals give 1 to 1. Each side rolls as many dice as its number.",
    },
  },
  '8.5.3': {
    title: { ja: 'ダイスによる判定', en: 'The dice roll' },
    text: {
      ja: '各側は比の自軍の数だけダイスを振ります。各ダイスには、戦闘に加わる自軍ユニットの戦闘修正の合計を加えます。相手がすべて自軍のどのユニットより高い地形にいれば−1、隣り合う相手がすべて川越しなら−1で、どちらも攻撃側・防御側の両方に適用します。修正後5以上が1ヒットです(1の目は必ず外れ、6の目は必ず当たり)。ヒット差0なら何も起きません。差1なら負けた側の部隊ユニットは武将モードに裏返り、すでに武将モードのユニットは1ヘクス退却します。差2以上なら負けた側は全員武将モードになって1ヘクス退却します。武将モードのないユニットは除去されます。',
      en: "Each side rolls its number of dice. Each die adds the combat modifiers of the side's units, −1 if every enemy unit stands higher than every own unit, and −1 if every enemy next to an own unit is across a river from it (both sides). 5 or more is a hit; a 1 always misses, a 6 always hits. Compare hits. 0: nothing. 1: the loser's troop units flip to their commander face; units already on it retreat a hex. 2+: all the loser's units flip and retreat a hex. Units without a commander face are removed.",
    },
  },
  '8.5.4': {
    title: { ja: '判定結果の反映', en: 'Applying the result' },
    text: {
      ja: '結果はすぐに適用します。武将が退却すれば小早川マーカーが1マス、討取られれば2マス動きます(4.2)。武将モードがなく除去されたユニットでは動きません。防御側が退却したら(退却できず討取られた場合も)、攻撃側は追撃します(8.7)。退却先は負けた側が選び、ボットはそれをボタンで示します。',
      en: 'The result is applied at once. A commander that retreats moves the Kobayakawa marker 1 space, one that is killed moves it 2 (4.2); a unit removed for lacking a commander face moves nothing. When defenders retreat, or are killed because they cannot, the attacker pursues (8.7). The loser picks its retreat hexes; the bot offers them as buttons.',
    },
  },
  '8.6': {
    title: { ja: '退却', en: 'Retreat' },
    text: {
      ja: '退却は1ヘクスで、行き先はそのユニットの持ち主が選びます。退却先は、移動で入れる地形で、空いていて、敵ユニット(部隊・武将どちらでも)に隣接せず、川を越えない(道でつながっていれば可)ヘクスです。退却するユニットは先に武将モードになっているので、その面の移動力が1以上必要です。退却先がなければそのユニットは討取られ、マップから除かれます(小早川マーカーが2マス動く、4.2)。高さは退却を妨げません。',
      en: "A retreat is one hex, chosen by the unit's owner. The hex must be terrain a move could enter, empty, not next to any enemy unit (troop or commander), and not across a river unless a road joins the two hexes. The unit has already turned to its commander face, so that face needs a movement of 1 or more. With no such hex the unit is killed and leaves the map, and the Kobayakawa marker moves 2 (4.2). Higher ground does not stop a retreat.",
    },
  },
  '8.7': {
    title: { ja: '追撃', en: 'Pursuit' },
    text: {
      ja: '防御側が退却したら、攻撃側のユニット1つが、敵のいなくなったヘクス1つに入ります。これが追撃です。攻撃側に移動力1以上の部隊ユニットがいれば、そのうち1つが必ず追撃します(どのユニットがどのヘクスへ入るかは攻撃側が選ぶ)。部隊ユニットがいなければ、武将ユニットが追撃するかどうかを選べます。移動力0のユニットは追撃しません。ボットでは、退却できず討取られた敵のヘクスにも追撃できますが、武将モードがなく除去された敵のヘクスには追撃しません。',
      en: 'When defenders retreat, one attacking unit moves into one hex they left: the pursuit. If the attackers include a troop unit with a movement of 1 or more, one of them must pursue; the attacker picks which unit and which hex. Otherwise an attacking commander may pursue or not. A unit with a movement of 0 never pursues. The bot also allows pursuit into the hex of a defender killed for having nowhere to retreat, but not of one removed for lacking a commander face.',
    },
  },
  '9.0': {
    title: { ja: '再編成', en: 'Rebuilding' },
    text: {
      ja: '武将モードは、部隊がばらばらになり、将だけが残って戦っている姿です。再編成でこれを部隊モードに戻します。再編成は自軍の再編成フェイズに行います(手順は9.2、対象は9.3)。ボットでは「/act action:rebuild ユニット」で1つずつダイスを振り、「/end」でフェイズを終えます。',
      en: "The commander face shows a unit whose ranks have broken, with only its leaders still fighting. Rebuilding turns it back to its troop face, in its side's own rebuild phase (how: 9.2; which units: 9.3). In the bot you roll for one unit at a time with /act action:rebuild <unit> and end the phase with /end.",
    },
  },
  '9.2': {
    title: { ja: '再編成の手順', en: 'How to rebuild' },
    text: {
      ja: '自軍の再編成フェイズに、敵の部隊ユニットに隣接していない武将ユニットは、それぞれダイスを1つ振れます。そのユニットの指揮値以下の目が出れば部隊モードに戻ります。そのターンに移動や戦闘をしていても試せます。ボットでは1ユニットにつきフェイズに1回までです。失敗したユニットは武将モードのまま残ります。',
      en: 'In your rebuild phase, each of your commanders not next to an enemy troop unit may roll one die. A roll at or under its command value returns it to its troop face. Having moved or fought this turn does not matter. In the bot each commander tries at most once a phase; on a failure it simply stays on its commander face.',
    },
  },
  '9.3': {
    title: { ja: '再編成の対象', en: 'Which units rebuild' },
    text: {
      ja: 'どの武将ユニットの再編成を試みるかはプレイヤーが決めます。武将モードの利点(敵部隊の隣からも動ける、東軍の移動制限を受けないなど)を残すため、わざと試さないこともできます。ボットでは試したいユニットだけを選び、「/end」でフェイズを終えます。',
      en: "The player chooses which commanders try to rebuild. You may skip some on purpose to keep a commander's advantages: it may move away from enemy troops, and an East commander is outside the move limit. In the bot you pick only the units you want to try, then end the phase with /end.",
    },
  },
  '10.0': {
    title: { ja: 'ユニットとマップ', en: 'Units and map' },
    text: {
      ja: 'ユニットの値は巻末の2つの表(表面が部隊モード、裏面が武将モード)から読みます。裏面の表は左右が逆に印刷されているので、位置を合わせて対応させます。ユニットは37個です。徳川隊5つと、明石全登以外の宇喜多隊3つには武将モードがありません。崩れた3段目は名前で対応させ、2つ目の「平塚為広」を秀頼摩下の裏面と読みます。名前は印刷どおりです。マップは失われているため、ボットの地形・道・川・初期配置は史実から再構成したものです。',
      en: "Unit values come from the two tables at the end (front: troop face, back: commander face); the back table is printed mirrored and matched by position. 37 units. The five Tokugawa units and the three Ukita units other than Akashi Takenori have no commander face. The garbled third row is matched by name, and the second \"Hiratsuka Tamehiro\" back is read as Hideyori's retainers'. Names are kept as printed. The map is lost: the bot's terrain, roads, rivers and starting hexes are rebuilt from history.",
    },
  },
};
