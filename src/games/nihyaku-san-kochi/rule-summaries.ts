// 203高地: /rule's summaries — each rule of the rule index (rule-index.ts) in our own words, ja and en,
// short enough for a Discord reply. Not the rulebook's text: a player's reminder of what the rule does
// and how this bot reads it (with the pieces designed here: board, cards, time circle).
import type { RuleSummaries } from '#engine/types.ts';

export const ruleSummaries: RuleSummaries = {
  '2': {
    title: { ja: 'コマの説明', en: 'Units' },
    text: {
      ja: '凸形のコマが部隊です。各軍のコマは日本軍13個、ロシア軍8個で、ボードに出ていないコマをストックと呼びます。ボードは白い線で13の区画に分かれ、「1区画移動」は線を1本越えて隣の区画へ移ることです。1区画に置けるのは片軍3個まで、両軍合わせて6個までで、例外はありません。配置や移動は入る分だけ行い、入らない分は実行されません。',
      en: 'The blocks are units. Japan owns 13, Russia 8; units not on the board are your stock. White lines divide the board into 13 areas, and moving one area means crossing one line into a neighbouring area. An area holds at most 3 units of each side and 6 in all, without exception. A placement or move puts in only what fits; the rest is not carried out.',
    },
  },
  '3': {
    title: { ja: 'ゲームの準備', en: 'Setting up' },
    text: {
      ja: '日本軍(赤)とロシア軍(青)に分かれます。各軍は自軍の初期配置区画3つにストックから1個ずつ置きます(日本軍: 高崎山・海鼠山・水師営、ロシア軍: 赤坂山・案子山・老鉄山 山麓)。VPマーカーは両軍0、タイムサークルのマーカーは0(11月27日)。SPトークン7個を置き場に置き、日本軍が1個取ります。本営チップは両軍とも「本営健在」。命令カードは各軍5枚、イベントカードはシャッフルして山札に。ロシア軍がスタートプレーヤーです。',
      en: 'One player is Japan (red), the other Russia (blue). Each side places one unit from stock on each of its three starting areas (Japan: Takasakiyama, Namakoyama, Shuishiying; Russia: Akasakayama, Anzishan, Laotieshan side). Both VP markers start at 0, the time marker on space 0 (27 Nov). The 7 SP tokens go in the pool and Japan takes 1. Both HQ chips start intact. Each side has 5 order cards; the event cards are shuffled into a deck. Russia is the start player.',
    },
  },
  '4': {
    title: { ja: 'ゲームの流れ', en: 'Flow of play' },
    text: {
      ja: '1ラウンドは4つの手順です。タイムサークルで使うカードの枚数を確かめ、命令カードをセットして順に処理し、小決算でVPを得て、最後に砲撃チップとイベントカードを整理します。どちらかが勝利条件を満たすまで、ラウンドを繰り返します。',
      en: 'A round has four steps: read the time circle for the number of cards, set and carry out the order cards, score VP in the small settlement, then tidy up the bombardment chip and the event cards. Rounds repeat until one side meets a victory condition.',
    },
  },
  '4.1': {
    title: { ja: 'タイムサークル', en: 'Time circle' },
    text: {
      ja: 'タイムサークルのマーカーの位置で、このラウンドに各軍がセットするカードの枚数が決まります。開始時は2枚、先頭のVPが5で2枚、10で3枚、15で3枚、20で4枚、25で4枚です。5・15・25のマスは「低VP側+1」で、VPの少ない側がもう1枚セットします。同点ならどちらも追加はありません。日付(11月27日〜12月5日)は雰囲気だけで、ゲーム上の意味はありません。',
      en: 'Where the time marker stands sets how many order cards each side sets this round: 2 at the start, then 2 once the leader has 5 VP, 3 at 10, 3 at 15, 4 at 20 and 4 at 25. The 5, 15 and 25 spaces say "low VP side +1": the side with fewer VP sets one extra card. On a tie nobody does. The dates (27 Nov to 5 Dec) are flavour only and have no effect on play.',
    },
  },
  '4.2': {
    title: { ja: 'カードセット&処理', en: 'Setting and carrying out cards' },
    text: {
      ja: '両軍が同時に、相手に見せずに命令カードを1番目から順にセットします。/view のボタンか /act set で選び、両軍がそろうまでは戻してやり直せます。そろったら1番目から1組ずつ、両軍のカードを同時に公開してから、スタートプレーヤーのカードから処理します(スタートプレーヤーは相手のカードを見て決められます)。低VP側の追加カードは最後に1枚だけ公開して処理します。カードは実行できることを必ず、できる分だけ実行し、何もできなければ何もしません。カードはラウンドの後に手元に戻ります。',
      en: "Both sides set their order cards secretly and at the same time, in order: card 1, card 2 and so on (buttons on /view, or /act set); until both have finished you may take them back. Then, pair by pair, both cards of a pair are turned over together and carried out, the start player's first: it decides knowing the other card. The extra card of the side behind is turned over alone, last. A card must do what it can; if it can do nothing, it is passed. All cards return to hand after the round.",
    },
  },
  '4.3': {
    title: { ja: '小決算', en: 'Small settlement' },
    text: {
      ja: '各区画で、相手よりコマが多い側がその区画を支配します。同数ならどちらも支配しません。支配した区画の旗のVPを合計して得ます(地図のとおり。改訂4から203高地の山頂は各4、ほかは1か0)。砲撃チップのある区画はVPになりません。先頭のVPマーカーが5・10・15・20・25に届くか越えると、タイムサークルのマーカーをそのマスまで進めます。ほかの理由でVPを得たときも同じで、マーカーは戻りません。最後に本営の支配を確かめます(勝利条件)。',
      en: 'In each area the side with more units controls it; on a tie nobody does. Each side gains the VP on the flags of the areas it controls (as on the map; since revision 4, 4 per summit of Hill 203, else 1 or 0). An area under the bombardment chip scores nothing. When the leading VP marker reaches or passes 5, 10, 15, 20 or 25, the time marker moves to that space. The same holds for VP gained any other way, and the time marker never moves back. Last, HQ control is checked (victory conditions).',
    },
  },
  '4.4': {
    title: { ja: '砲撃・イベントチェック', en: 'Bombardment and event check' },
    text: {
      ja: '砲撃チップが(2)の面なら(1)に裏返し、(1)の面ならボードから取り除きます。つまり区画は、チップを置いたラウンドの残りと次のラウンドの間、閉鎖されます。このラウンドに引いたイベントカードは山札に戻してシャッフルし、次のラウンドからまた引けるようになります。これでラウンドが終わり、次のラウンドに進みます。',
      en: 'A bombardment chip showing (2) is flipped to (1); one showing (1) is removed. So an area stays closed for the rest of the round the chip was placed in and for the whole next round. The event cards drawn this round are shuffled back into the deck and may be drawn again from the next round on. The round ends and the next one begins.',
    },
  },
  '5': {
    title: { ja: '勝利条件', en: 'Victory conditions' },
    text: {
      ja: '次のどれかで勝ちます。①小決算で相手の本営区画を支配している(両軍同時なら引き分け)。②区画命令の特殊発令「破壊」を二度行う。1回目で相手の本営チップを裏返し、2回目で即勝利です。破壊は1SPで、相手の本営区画か、そこから2区画以内の自軍が支配する区画に自軍コマがいれば使えます。③先に30VPに達すると即勝利(同時なら引き分け)。小決算で30VPに達したときは、本営の支配より先にVPで決まります。',
      en: "You win in any of these ways. 1) At the small settlement you control the enemy HQ area (both at once: a draw). 2) You carry out Destroy, the area order's special, twice: the first flips the enemy HQ chip, the second wins at once. It costs 1 SP and needs own units in the enemy HQ area, or in an area you control at most two lines from it. 3) You reach 30 VP first, an instant win (both at once: a draw). If a settlement brings a side to 30 VP, VP decide before HQ control.",
    },
  },
  '6': {
    title: { ja: '交戦状態と攻撃処理', en: 'Engagement and attacks' },
    text: {
      ja: '1つの区画に両軍のコマがいると交戦状態です。交戦状態のコマは移動命令では動かせません。攻撃命令では交戦中の区画を1つ選び、そこにいる自軍コマの数だけ相手のコマをストックに戻させます。反撃はありません。同じ組の両軍のカードがどちらも攻撃命令で同じ区画を選んだときは、両軍が先に数を数え、同時に撃退し合います。例: 日本2対ロシア3で、日本だけが攻撃すると2対1、両軍が攻撃すると0対1が残ります。',
      en: 'An area with units of both sides is engaged. Engaged units cannot be moved by move orders. An attack order picks one engaged area: the enemy loses as many units there as you have, back to its stock. There is no counter-attack. When both cards of a pair are attack orders on the same area, each side counts its units first and both remove at once. Example: Japan 2 vs Russia 3. If only Japan attacks, 2 vs 1 remain; if both attack, 0 vs 1.',
    },
  },
  '7': {
    title: { ja: 'SPバースト', en: 'SP burst' },
    text: {
      ja: '置き場のSPトークンは7個です。最後の1個が取られた瞬間にバーストが起きます。両軍は手持ちのSPと同じ数のVPを同時に得て、SPはすべて置き場に戻ります。まだ取るはずだったSPは無効です(残り1個で2個取るなら1個だけ)。残り1個で両軍が1個ずつ取るときは、スタートプレーヤーが取ってバーストします。1回のバーストで両軍が30VPに達したら引き分けです。',
      en: 'The pool holds 7 SP tokens. The moment the last one is taken, a burst happens: both sides gain as many VP as the SP they hold, at the same time, and all SP go back to the pool. Any SP still to be taken is void (taking 2 with 1 left gets only 1). If both take 1 with 1 left, the start player takes it and the burst follows. If both reach 30 VP in one burst, the game is a draw.',
    },
  },
  '8': {
    title: { ja: 'イベントカード', en: 'Event cards' },
    text: {
      ja: 'イベントカードは区画効果(203高地 西南山頂、白玉山 後方陣地)で1枚引き、その場で処理します。区画を選ぶ効果は、カードが指定する軍が選びます(多くは引いた側)。引いたカードは表向きに置かれ、このラウンド中はもう引けません。砲撃・イベントチェックで山札に戻ります。山札は11枚: 二十八糎榴弾砲×2、手榴弾戦×2、第七師団到着、児玉源太郎来着、コンドラチェンコ少将、機関銃陣地、旅順港を望む、弾薬欠乏、死体収容の休戦。',
      en: 'An event card is drawn by an area effect (Hill 203 SW summit, Baiyushan rear) and carried out at once. Where it asks for an area, the side the card names chooses (usually the drawer). Drawn cards lie face up and cannot be drawn again this round; the bombardment and event check shuffles them back. The 11 cards: 28 cm howitzers ×2, Grenade fighting ×2, 7th Division arrives, Kodama arrives, General Kondratenko, Machine-gun nests, The harbour in view, Ammunition short, Truce to bury the dead.',
    },
  },
  '9': {
    title: { ja: '砲撃チップ', en: 'Bombardment chip' },
    text: {
      ja: '砲撃チップは、海鼠山(観測砲撃陣地)の区画効果かイベント「二十八糎榴弾砲」で、(2)の面を上にして置きます。チップは1枚だけで、別の区画に置けばそこへ移り、同じ区画に置けば(2)に戻ります。チップのある区画は閉鎖され、コマの出入りも配置も、攻撃も区画効果もできず、小決算のVPも入りません。両軍の本営と海鼠山には置けません。',
      en: 'The bombardment chip is placed (2) up by the area effect of Namakoyama (observation artillery) or by the event 28 cm howitzers. There is only one chip: placing it again moves it, or on the same area turns it back to (2). The area under it is closed: no unit may enter, leave or be placed there, no attack or area effect is possible there, and it scores no VP at the small settlement. It never goes on either HQ or on Namakoyama.',
    },
  },
  '10': {
    title: { ja: '命令カード', en: 'Order cards' },
    text: {
      ja: '両軍とも同じ5枚です。処理するときは基本効果か、特殊発令を1つ選びます。特殊発令は手持ちのSPを置き場に払って使い、「追加で」のものは基本効果に加えて行います。移動: 交戦していない自軍コマ1個を1区画(追加移動1SP: もう1個、部隊移動2SP: 1区画から最大3個)。攻撃: 交戦区画1つで攻撃処理(総攻撃2SP: もう1区画)。区画: 支配区画の区画効果(破壊1SP)。補充: 本営に1個(増援要請1SP: 支配する前線基地に最大2個)。投入: 初期配置区画に1個(予備隊投入1SP: 本営の隣にもう1個)。',
      en: 'Same five for both. Play each as its basic effect or one special order, paying SP to the pool; an "additionally" special adds to the basic. Move: 1 unengaged unit 1 area (Extra move 1 SP: 1 more; Group move 2 SP: up to 3 from one area). Attack: one engaged area (General assault 2 SP: 1 more). Area: a controlled area\'s effect (Destroy 1 SP). Reinforce: 1 unit to your HQ (Request 1 SP: up to 2 to a held forward base). Commit: 1 to a start area (Reserves 1 SP: 1 more next to your HQ).',
    },
  },
  '11': {
    title: { ja: '区画効果', en: 'Area effects' },
    text: {
      ja: '区画命令で、自軍が支配する閉鎖されていない区画の効果を1つ使います。スタートプレーヤー(東北山頂): 相手が持つマーカーを取る。イベント(西南山頂・白玉山): 1枚引いて処理。SP(高崎山・老鉄山): 1SP取る。戻してSP(鳩湾・新市街): 自軍コマ最大3個をストックに戻し、1個につき1SP(交戦中も可、閉鎖区画からは不可)。E(赤坂山): ほかの区画の相手コマ1個を隣の区画へ(本営・交戦中も可)。前線基地(水師営・案子山): 増援要請専用。観測砲撃(海鼠山): 砲撃チップを置く。',
      en: 'An area order uses the effect of an area you control (not closed). Start player (NE summit): take it from the enemy. Event (SW summit, Baiyushan): draw one and resolve it. SP (Takasakiyama, Laotieshan): take 1 SP. Return (Pigeon Bay, New Town): up to 3 own units to stock, 1 SP each (engaged too, not in closed areas). E (Akasakayama): push an enemy unit elsewhere one area, even from an HQ or a fight. Forward base (Shuishiying, Anzishan): Request only. Observation (Namakoyama): place the chip.',
    },
  },
};
