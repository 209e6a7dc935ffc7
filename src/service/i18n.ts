// Texts of the bot itself (not of a game's rules), ja and en: the bot's catalogue
// (src/engine/i18n.ts). Its replies, posts and DMs say nothing in two languages but through it.
import { catalogue, type Args } from '#engine/i18n.ts';
import type { Locale } from '#engine/types.ts';

const T = {
  boardNotStarted: () => ({
    ja: 'この対局はまだ始まっていません。全員が受諾するとボードを開けます。',
    en: 'This game has not started yet. Its board opens once everyone has accepted.',
  }),
  boardNotPublic: () => ({
    ja: 'このサーバーでは観戦者用の公開ボードが許可されていません(管理者が `/board public:True` で許可できます)。',
    en: 'This server does not give spectators the public board (a manager can allow it with `/board public:True`).',
  }),
  boardNoGuild: () => ({
    ja: 'この設定はサーバーの中でだけ変えられます。',
    en: 'This setting can only be changed in a server.',
  }),
  boardNotManager: () => ({
    ja: '公開ボードの許可は「サーバー管理」権限を持つメンバーだけが変えられます。',
    en: 'Only members with the Manage Server permission can change whether spectators get the board.',
  }),
  boardButton: () => ({ ja: 'ボード', en: 'Board' }),
  boardNotServed: () => ({
    ja: 'このボットはウェブボードを公開していません(ボットの管理者が設定すると使えます)。',
    en: 'This bot does not serve the web board (its admin can set HTTP_PORT and PUBLIC_URL).',
  }),
  boardLink: (a: Args) => ({
    ja: `${a.game}(${a.side})のあなた専用ボード: ${a.url}\n有効期限: ${a.until}(もう一度 /board で延長)。このリンクは他の人に見せないでください。`,
    en: `Your board for ${a.game} (${a.side}): ${a.url}\nValid until ${a.until} (ask /board again to renew). Do not share this link.`,
  }),
  boardPublicLink: (a: Args) => ({
    ja: `${a.game} の観戦用ボード(公開情報のみ): ${a.url}\n有効期限: ${a.until}`,
    en: `The spectators' board of ${a.game} (public view only): ${a.url}\nValid until ${a.until}`,
  }),
  boardPublicOn: () => ({
    ja: 'このサーバーの観戦者は /board で公開ボードを受け取れるようになりました。',
    en: "Spectators on this server can now get a game's public board with /board.",
  }),
  boardPublicOff: () => ({
    ja: 'このサーバーの観戦者用公開ボードを止めました(渡したリンクも無効になります)。',
    en: 'Spectators on this server no longer get the public board (the links given out stop working).',
  }),
  boardRevoked: (a: Args) => ({
    ja: `この対局であなたに渡したリンク ${a.n} 件を無効にしました。/board で新しいリンクを受け取れます。`,
    en: `${a.n} link(s) you were given to this game no longer work. Ask /board for a new one.`,
  }),
  boardReadOnly: () => ({
    ja: 'このリンクは観戦用です(操作できません)。',
    en: 'This link is for watching: it cannot play.',
  }),
  noGame: () => ({
    ja: 'このチャンネルには進行中の対局がありません。`/newgame` で始められます。',
    en: 'There is no game in this channel. Start one with `/newgame`.',
  }),
  channelBusy: () => ({
    ja: 'このチャンネルにはすでに対局があります(1チャンネル1対局)。終わらせるか別のチャンネル/スレッドを使ってください。',
    en: 'This channel already has a game (one per channel). Finish it or use another channel or thread.',
  }),
  unknownGame: (a: Args) => ({
    ja: `「${a.game}」というゲームはありません。遊べるゲーム: ${a.legal}`,
    en: `There is no game "${a.game}". Available: ${a.legal}`,
  }),
  unknownSide: (a: Args) => ({
    ja: `「${a.side}」という陣営はありません。選べる陣営: ${a.legal}`,
    en: `There is no side "${a.side}". Choose one of: ${a.legal}`,
  }),
  opponentCount: (a: Args) => ({
    ja: `${a.game} は ${a.sides} 人で遊ぶゲームです。相手を ${a.need} 人指定してください(指定: ${a.got} 人)。`,
    en: `${a.game} is played by ${a.sides}; name ${a.need} opponent(s) (you named ${a.got}).`,
  }),
  sameOpponentTwice: () => ({ ja: '同じメンバーを二度指定しています。', en: 'You named the same member twice.' }),
  acceptedWaiting: (a: Args) => ({
    ja: `<@${a.user}> さんが受諾しました。あと: ${a.waiting}`,
    en: `<@${a.user}> accepted. Still waiting for: ${a.waiting}`,
  }),
  noPreferences: () => ({
    ja: 'このゲームには設定できる自動応答がありません。',
    en: 'This game has no standing preferences to set.',
  }),
  badPreferences: () => ({
    ja: 'その設定は受け付けられません。',
    en: 'Those preferences are not valid for this game.',
  }),
  selfOpponent: () => ({
    ja: '自分自身とは対局できません。相手を指定してください。',
    en: 'You cannot play against yourself; name another member.',
  }),
  botOpponent: () => ({
    ja: 'ほかのボットとは対局できません。相手には人間のメンバーを指定してください(このボットのコンピューターと練習するなら `/practice`)。',
    en: 'Other bots cannot play; name a human member as your opponent (to practise against this bot’s computer player, use `/practice`).',
  }),
  practiceStarted: (a: Args) => ({
    ja: `練習対局を始めました(レーティング対象外): ${a.gameJa}。あなたは${a.sideJa}、コンピューター(\`${a.level}\`)は${a.otherJa}です。コンピューターは自分の番が来ると自分で指します。`,
    en: `Practice game started (unrated): ${a.gameEn}. You play ${a.sideEn}, the computer (\`${a.level}\`) plays ${a.otherEn}. It moves by itself whenever its turn comes.`,
  }),
  computerName: () => ({ ja: 'コンピューター', en: 'computer' }),
  unknownAiLevel: (a: Args) => ({
    ja: `「${a.level}」という強さはありません。選べる強さ: ${a.legal}`,
    en: `There is no level "${a.level}". Choose one of: ${a.legal}`,
  }),
  challenge: (a: Args) => ({
    ja: `<@${a.opponent}> さん、<@${a.creator}> さんから「${a.gameJa}」の対局申し込みです(あなたは${a.sideJa}${a.paceJa ? `、${a.paceJa}` : ''}${a.rated ? '、レーティング対象' : ''})。受けるなら「受諾」、断るなら「辞退」を押すか、\`/accept\` / \`/decline\` を使ってください。${a.commitment ? `🎲 ダイスの鍵のコミットメント (SHA-256): \`${a.commitment}\`` : ''}`,
    en: `<@${a.opponent}>, <@${a.creator}> challenges you to ${a.gameEn} (you would play ${a.sideEn}${a.paceEn ? `; clock: ${a.paceEn}` : ''}${a.rated ? '; rated' : ''}). Press Accept or Decline, or use \`/accept\` / \`/decline\`.${a.commitment ? ` 🎲 Dice key commitment (SHA-256): \`${a.commitment}\`` : ''}`,
  }),
  leagueChallenge: (a: Args) => ({
    ja: `<@${a.opponent}> さん、リーグ戦「${a.gameJa}」の対局です(相手: <@${a.creator}> さん、あなたは${a.sideJa}${a.paceJa ? `、${a.paceJa}` : ''}、レーティング対象)。「開始」を押すか \`/accept\` で対局が始まります(押した操作もダイスの鍵に加わります)。${a.commitment ? `🎲 ダイスの鍵のコミットメント (SHA-256): \`${a.commitment}\`` : ''}`,
    en: `<@${a.opponent}>, your league game of ${a.gameEn} against <@${a.creator}> (you play ${a.sideEn}${a.paceEn ? `; clock: ${a.paceEn}` : ''}; rated). Press Start or use \`/accept\` to begin (your press goes into the dice key).${a.commitment ? ` 🎲 Dice key commitment (SHA-256): \`${a.commitment}\`` : ''}`,
  }),
  leagueGameNoDecline: () => ({
    ja: 'リーグ戦の対局は辞退できません。出られない場合はリーグから退会してください(`/league leave`)。',
    en: 'A league game cannot be declined; if you cannot play, leave the league (`/league leave`).',
  }),
  notStarted: (a: Args) => ({
    ja: `この対局はまだ始まっていません(${a.waiting} さんの受諾待ち)。全員が受諾するまで、手札・配置・ダイスは何も決まっていません。`,
    en: `This game has not started (waiting for ${a.waiting} to accept). Nothing is dealt, set up or rolled until everyone has accepted.`,
  }),
  noGameToExport: () => ({
    ja: 'このチャンネルには書き出せる対局がありません。',
    en: 'There is no game in this channel to export.',
  }),
  exported: (a: Args) => ({
    ja: `対局の記録です(JSON)。${a.over ? `${a.keyed ? '終局済み: ダイスの秘密鍵と全ダイスを含みます。' : '終局済み: 全ダイスを含みます。コミットメント導入前の対局のため、ダイスの秘密鍵はなく、ダイスを事前のコミットメントと照合することはできません。'}\`npm run verify -- --key ${a.key} ファイル\` で検証できます。` : '対局中のため、秘密鍵と行動・ダイスは含みません(見てよい記録のみ)。終局後にもう一度書き出してください。'}ボットがサーバーの鍵 \`${a.key}\` で署名しています(サーバーの公開鍵と同じか確かめてください: README)。`,
    en: `The game's record (JSON). ${a.over ? `${a.keyed ? 'The game is over: it holds the dice secret and every die.' : 'The game is over: it holds every die. It was started before committed dice, so there is no dice secret and its dice cannot be checked against a commitment.'} Check it with \`npm run verify -- --key ${a.key} FILE\`.` : 'The game is not over: no dice secret, actions or dice, only what you may see. Export again when it has ended.'} Signed by the bot with the server's key \`${a.key}\` (check it is your server's public key: see the README).`,
  }),
  exportedReplay: (a: Args) => ({
    ja: `もう一つのファイルはブラウザで開く再生用のページです。ネットワークなしで ${a.n} 局面を一手ずつたどれます(あなたが見られた情報のみ)。`,
    en: `The other file (HTML) is a replay to open in a browser: it steps through ${a.n} positions with no network, as you could see each.`,
  }),
  exportedReplayTooBig: (a: Args) => ({
    ja: `再生用のページは ${a.mb} メガバイトになり、添付できる大きさを超えるため付けていません。ウェブボード(/board)で記録をたどれます。`,
    en: `The replay file would be ${a.mb} MB, more than an attachment may be, so it is left out; step through the record on the web board (/board).`,
  }),
  wordsTooLong: (a: Args) => ({
    ja: `ダイスに加える言葉は${a.max}文字までです(${a.length}文字でした)。短くしてもう一度どうぞ。`,
    en: `Your words for the dice may be at most ${a.max} characters (these were ${a.length}). Shorten them and try again.`,
  }),
  diceWords: (a: Args) => ({
    ja: `🎲 ダイスの鍵: コミットメント SHA-256 \`${a.commitment}\` + 申込者の言葉 ${a.creator} + 受諾者の言葉 ${a.accepter}`,
    en: `🎲 Dice key: commitment SHA-256 \`${a.commitment}\` + challenger's words ${a.creator} + accepter's words ${a.accepter}`,
  }),
  diceReveal: (a: Args) => ({
    ja: `🎲 ダイスの秘密鍵を公開します: \`${a.secret}\`(SHA-256 = \`${a.commitment}\`)。\`/export\` で記録を取得し \`npm run verify -- ファイル\` で全ダイスを検証できます。`,
    en: `🎲 The dice secret is revealed: \`${a.secret}\` (SHA-256 = \`${a.commitment}\`). Get the record with \`/export\` and check every die with \`npm run verify -- FILE\`.`,
  }),
  gameThread: (a: Args) => ({
    ja: `対局はスレッド <#${a.thread}> で行います。`,
    en: `The game is played in its thread <#${a.thread}>.`,
  }),
  challengeSent: (a: Args) => ({
    ja: `対局を申し込みました。<@${a.opponent}> さんの受諾を待っています。`,
    en: `Challenge sent. Waiting for <@${a.opponent}> to accept.`,
  }),
  notInvited: () => ({
    ja: 'この対局の申し込みはあなた宛てではありません。',
    en: 'This challenge is not addressed to you.',
  }),
  notPending: () => ({ ja: '受諾待ちの対局はありません。', en: 'There is no challenge waiting for an answer.' }),
  accepted: (a: Args) => ({ ja: `対局開始: ${a.game}。${a.seats}`, en: `Game on: ${a.game}. ${a.seats}` }),
  declined: (a: Args) => ({ ja: `<@${a.user}> さんが対局を辞退しました。`, en: `<@${a.user}> declined the game.` }),
  cancelled: (a: Args) => ({
    ja: `<@${a.user}> さんが申し込みを取り下げました。`,
    en: `<@${a.user}> withdrew the challenge.`,
  }),
  notSeated: () => ({
    ja: 'あなたはこの対局のプレイヤーではありません(観戦はできます)。',
    en: 'You are not a player in this game (you can watch).',
  }),
  notActive: () => ({
    ja: 'この対局はまだ始まっていません(受諾待ち)。',
    en: 'This game has not started yet (waiting for the opponent to accept).',
  }),
  done: (a: Args) => ({ ja: `✅ ${a.what}`, en: `✅ ${a.what}` }),
  legalNow: (a: Args) => ({ ja: `今できる行動: ${a.list}`, en: `Legal now: ${a.list}` }),
  privateWindow: (a: Args) => ({
    ja: `▶ あなたの判断です(チャンネルには出しません。/act で選んでください): ${a.summaryJa}`,
    en: `▶ Your decision (not shown in the channel; choose with /act): ${a.summaryEn}`,
  }),
  stretchResumes: (a: Args) => ({
    ja: `▶ 続けてあなたの番です: ${a.summaryJa}`,
    en: `▶ Your move again: ${a.summaryEn}`,
  }),
  didYouMean: (a: Args) => ({ ja: `もしかして: ${a.list}`, en: `Did you mean ${a.list}?` }),
  nothingToDo: (a: Args) => ({
    ja: `今はあなたの決定を待っていません(${a.waiting}の番です)。`,
    en: `Nothing is waiting for you now (${a.waiting} to act).`,
  }),
  stalePrivateButton: () => ({
    ja: 'このボタンの後で局面が変わりました。`/view` で新しいボタンを出すか `/act` を使ってください。',
    en: 'The position changed since these buttons were drawn — `/view` shows fresh ones, or use `/act`.',
  }),
  unknownPace: (a: Args) => ({
    ja: `ペース「${a.pace}」はありません。選べるのは: ${a.legal}`,
    en: `There is no pace "${a.pace}". Choose one of: ${a.legal}`,
  }),
  timeoutNotAnAction: () => ({
    ja: '時間切れは宣言できません。相手の持ち時間が切れると勝ちを請求するボタンが届きます。',
    en: "A timeout is not an action: when your opponent's clock runs out you get buttons to claim the win.",
  }),
  outOfTime: (a: Args) => ({
    ja: `あなたの持ち時間は切れました。<@${a.opponent}> さんが勝ちの請求・レーティングなしの終了・続行のどれかを選ぶまでお待ちください(\`/resign\` はできます)。`,
    en: `Your clock ran out. Wait for <@${a.opponent}> to claim the win, end the game unrated or let you go on (you may \`/resign\`).`,
  }),
  remind: (a: Args) => ({
    ja: `⏰ 【${a.gameJa} / <#${a.channel}>】あなたの番です。持ち時間は残り${a.left}(${a.at}に切れます)。`,
    en: `⏰ [${a.gameEn} / <#${a.channel}>] It is your turn. ${a.left} left on your clock (it runs out ${a.at}).`,
  }),
  remindLow: (a: Args) => ({
    ja: `⏰ 【${a.gameJa} / <#${a.channel}>】持ち時間が残り少なくなりました: 残り${a.left}(${a.at}に切れます)。`,
    en: `⏰ [${a.gameEn} / <#${a.channel}>] Your clock is running low: ${a.left} left (it runs out ${a.at}).`,
  }),
  remindersUnanswered: (a: Args) => ({
    ja: `⏰ ${a.sideJa}(<@${a.user}>)がリマインダーに応答していません。持ち時間が切れたら(${a.at})、勝ちの請求かレーティングなしの終了を選べます。`,
    en: `⏰ ${a.sideEn} (<@${a.user}>) has not answered the reminders. When their clock runs out (${a.at}) you may claim the win or end the game unrated.`,
  }),
  clockRanOut: (a: Args) => ({
    ja: `⏰ ${a.sideJa}(<@${a.user}>)の持ち時間が切れました。${a.opponent} さん、勝ちを請求するか、レーティングなしで終了するか、続行させるかを選んでください。`,
    en: `⏰ ${a.sideEn}'s clock (<@${a.user}>) ran out. ${a.opponent}: claim the win, end the game unrated, or let them go on.`,
  }),
  noTimeout: () => ({
    ja: 'この対局では持ち時間切れは起きていません。',
    en: "Nobody's clock has run out in this game.",
  }),
  ownTimeout: () => ({
    ja: 'これはあなた自身の時間切れです。選ぶのは相手です。',
    en: 'That is your own timeout: your opponent chooses.',
  }),
  timeoutContinued: (a: Args) => ({
    ja: `<@${a.user}> さんが続行を認めました。${a.sideJa}の持ち時間は${a.left}です。`,
    en: `<@${a.user}> lets the game go on: ${a.sideEn} has ${a.left} on the clock.`,
  }),
  timeoutUnrated: (a: Args) => ({
    ja: `${a.sideJa}の時間切れにより、<@${a.user}> さんが対局をレーティングなしで終了しました。`,
    en: `After ${a.sideEn}'s timeout, <@${a.user}> ended the game unrated.`,
  }),
  timeoutWin: (a: Args) => ({
    ja: `<@${a.user}> さんが${a.sideJa}の時間切れによる勝ちを請求しました。`,
    en: `<@${a.user}> claimed the win on ${a.sideEn}'s time.`,
  }),
  ruleWhichGame: (a: Args) => ({
    ja: `このチャンネルには対局がありません。\`game\` でゲームを選んでください(${a.legal})。`,
    en: `There is no game in this channel: choose one with \`game\` (${a.legal}).`,
  }),
  unknownRule: (a: Args) => ({
    ja: `${a.game} にルール「${a.number}」はありません。あるのは: ${a.near}`,
    en: `${a.game} has no rule "${a.number}". There are: ${a.near}`,
  }),
  ruleHint: (a: Args) => ({
    ja: `(\`/rule ${a.rule}\` でこのルールの説明)`,
    en: `(\`/rule ${a.rule}\` explains this rule)`,
  }),
  confirmResign: () => ({
    ja: '本当に投了しますか? 相手の勝ちになります。下のボタンで確定します(このメッセージはあなたにだけ見えます)。',
    en: 'Resign for real? Your opponent wins. Press the button to confirm (only you see this).',
  }),
  confirmResignButton: () => ({ ja: '投了する', en: 'Resign' }),
  confirmAbort: () => ({
    ja: '本当にこの対局を結果なしで中止しますか? 下のボタンで確定します。',
    en: 'Abort this game without a result? Press the button to confirm.',
  }),
  confirmAbortButton: () => ({ ja: '中止する', en: 'Abort the game' }),
  noClock: () => ({
    ja: 'この対局には持ち時間がありません(`/newgame` の `pace` で設定します)。',
    en: 'This game has no clock (`/newgame` sets one with `pace`).',
  }),
  badQuiet: (a: Args) => ({
    ja: `「${a.quiet}」は読めません。例: \`22-7+9\`(UTC+9 の22時〜7時)、または \`off\`。`,
    en: `"${a.quiet}" is not readable. E.g. \`22-7+9\` (22:00–7:00 at UTC+9), or \`off\`.`,
  }),
  muteNotRunning: () => ({
    ja: '今はあなたの持ち時間が動いていないので、止めるリマインダーがありません。',
    en: 'Your clock is not running now: there is no reminder to mute.',
  }),
  remindersSet: (a: Args) => ({
    ja: `リマインダー: 送り先 ${a.where}、通知しない時間帯 ${a.quiet}、この手番のミュート ${a.muted === 'yes' ? 'あり' : 'なし'}`,
    en: `Reminders: to ${a.where}, quiet hours ${a.quiet}, muted this turn: ${a.muted}`,
  }),
  vacationBadDays: () => ({
    ja: '日数は1以上の整数で指定してください。',
    en: 'Give the days as a whole number of at least 1.',
  }),
  vacationAlready: (a: Args) => ({
    ja: `すでに休暇中です(${a.until}まで)。早く戻るなら \`/vacation off:True\`。`,
    en: `You are already on vacation (until ${a.until}). To come back early: \`/vacation off:True\`.`,
  }),
  vacationNoBudget: (a: Args) => ({
    ja: `今年の休暇の残りは${a.left}日です(${a.days}日は取れません)。`,
    en: `You have ${a.left} vacation day(s) left this year (not ${a.days}).`,
  }),
  vacationStarted: (a: Args) => ({
    ja: `🌴 <@${a.user}>(${a.sideJa})は休暇中です。${a.until}まで持ち時間は止まります。`,
    en: `🌴 <@${a.user}> (${a.sideEn}) is on vacation: their clock is paused until ${a.until}.`,
  }),
  vacationAuto: (a: Args) => ({
    ja: `🌴 <@${a.user}>(${a.sideJa})の持ち時間が切れる直前のため、休暇を1日自動で取りました(${a.until}まで)。`,
    en: `🌴 <@${a.user}> (${a.sideEn}) was about to run out of time: one vacation day was taken automatically (until ${a.until}).`,
  }),
  vacationTaken: (a: Args) => ({
    ja: `休暇を${a.days}日取りました(${a.until}まで、対局${a.games}件の持ち時間が止まります)。今年の残り: ${a.left}日。`,
    en: `Vacation of ${a.days} day(s) taken (until ${a.until}; the clocks of ${a.games} game(s) are paused). Left this year: ${a.left} day(s).`,
  }),
  vacationNone: () => ({ ja: '今は休暇中ではありません。', en: 'You are not on vacation.' }),
  vacationEnded: (a: Args) => ({
    ja: `<@${a.user}>(${a.sideJa})が休暇から戻りました。持ち時間が動き出します。`,
    en: `<@${a.user}> (${a.sideEn}) is back from vacation: their clock runs again.`,
  }),
  vacationOff: (a: Args) => ({
    ja: `休暇を終えました。使わなかった${a.back}日は今年の残りに戻りました。`,
    en: `Vacation ended; ${a.back} unused day(s) went back to this year's budget.`,
  }),
  logFile: (a: Args) => ({
    ja: `記録全体(${a.lines}行)をファイルで送ります。`,
    en: `The whole record (${a.lines} lines) as a file.`,
  }),
  logCut: (a: Args) => ({
    ja: `(このページの古い${a.cut}行は長すぎて省きました。\`/log file:True\` で全体を受け取れます)`,
    en: `(${a.cut} older line(s) of this page did not fit; \`/log file:True\` gives the whole record)`,
  }),
  undoNothing: () => ({
    ja: '取り消せる行動がありません(取り消せるのは自分の行動だけです)。',
    en: 'There is nothing to undo (only your own actions can be taken back).',
  }),
  undoAfterOthers: () => ({
    ja: '相手がその後に行った行動がこの行動に依存しているため、取り消せません。',
    en: 'The other side acted after it in a way that depends on it: it cannot be taken back.',
  }),
  undoRolled: (a: Args) => ({
    ja: `あなたの行動「${a.actionJa}」でダイスを振ったので、それとそれ以前の行動は取り消せません。`,
    en: `Your action “${a.actionEn}” rolled dice: it and what came before it cannot be taken back.`,
  }),
  undoRevealed: (a: Args) => ({
    ja: `あなたの行動「${a.actionJa}」で隠れた情報が明かされたので、それとそれ以前の行動は取り消せません。`,
    en: `Your action “${a.actionEn}” revealed hidden information: it and what came before it cannot be taken back.`,
  }),
  undoRolledRevealed: (a: Args) => ({
    ja: `あなたの行動「${a.actionJa}」でダイスを振り、隠れた情報も明かされたので、それとそれ以前の行動は取り消せません。`,
    en: `Your action “${a.actionEn}” rolled dice and revealed hidden information: it and what came before it cannot be taken back.`,
  }),
  undoOtherRolled: (a: Args) => ({
    ja: `その後の${a.sideJa}の行動でダイスを振ったので、あなたの行動は取り消せません。`,
    en: `${a.sideEn} acted since, and that action rolled dice: your action cannot be taken back.`,
  }),
  undoOtherRevealed: (a: Args) => ({
    ja: `その後の${a.sideJa}の行動で隠れた情報が明かされたので、あなたの行動は取り消せません。`,
    en: `${a.sideEn} acted since, and that action revealed hidden information: your action cannot be taken back.`,
  }),
  undoHandedOver: (a: Args) => ({
    ja: `手番はすでに${a.sideJa}に渡りました。それ以前の行動は取り消せません。`,
    en: `The decision has been handed over to ${a.sideEn}: what came before cannot be taken back.`,
  }),
  undone: (a: Args) => ({
    ja: `↩️ <@${a.user}>(${a.sideJa})が直前の行動を取り消しました。`,
    en: `↩️ <@${a.user}> (${a.sideEn}) took back their last action.`,
  }),
  undoDone: (a: Args) => ({
    ja: `直前の行動「${a.actionJa}」を取り消しました。`,
    en: `Your last action was taken back: “${a.actionEn}”.`,
  }),
  undoAllowed: (a: Args) => ({
    ja: `取り消しを認めました。<@${a.user}>(${a.sideJa})の直前の行動を取り消しました。`,
    en: `Undo allowed: <@${a.user}> (${a.sideEn})'s last action was taken back.`,
  }),
  undoAsk: (a: Args) => ({
    ja: `<@${a.user}>(${a.sideJa})が直前の行動の取り消しを求めています。${a.opponent} さん、認めるなら下のボタンを押してください。`,
    en: `<@${a.user}> (${a.sideEn}) asks to take back their last action. ${a.opponent}: press the button to allow it.`,
  }),
  undoAsked: () => ({
    ja: 'その行動はすでに投稿されたので、相手の同意を求めました。',
    en: 'That action was already posted: your opponent was asked to allow the undo.',
  }),
  staleButton: () => ({
    ja: 'このボタンは前の局面のものです。最新の投稿のボタンか `/act` を使ってください。',
    en: 'This button is from an earlier position — use the newest post or `/act`.',
  }),
  gameEnded: () => ({
    ja: 'このボタンは終了した対局のものです。',
    en: 'This button belongs to a game that has ended.',
  }),
  otherGameButton: () => ({
    ja: 'このボタンはこのチャンネルの現在の対局のものではありません。',
    en: "This button belongs to another game, not this channel's current one.",
  }),
  challengeAnswered: () => ({
    ja: 'この対局申し込みにはすでに回答済みです。',
    en: 'This challenge has already been answered.',
  }),
  oldButton: () => ({
    ja: 'このボタンは古い形式のため使えません。`/accept` `/decline` `/act` などのスラッシュコマンドを使ってください。',
    en: 'This button is from an older version of the bot and no longer works. Use the slash commands (`/accept`, `/decline`, `/act`, …).',
  }),
  buttonNotYours: (a: Args) => ({
    ja: `このボタンは <@${a.user}> さん用です。`,
    en: `These buttons are for <@${a.user}>.`,
  }),
  busy: () => ({
    ja: '他の操作と同時に実行されたため反映できませんでした。もう一度お試しください。',
    en: 'Another command changed the game at the same moment; please try again.',
  }),
  resigned: (a: Args) => ({
    ja: `<@${a.user}> さん(${a.side})が投了しました。${a.winner}の勝利。`,
    en: `<@${a.user}> (${a.side}) resigned. ${a.winner} wins.`,
  }),
  aborted: (a: Args) => ({ ja: `<@${a.user}> さんが対局を中止しました。`, en: `<@${a.user}> aborted the game.` }),
  ratedNoAbort: () => ({
    ja: 'レーティング対象の対局は、その対局者が中止することはできません(投了は `/resign`)。',
    en: 'A player of a rated game cannot abort it (to give up, `/resign`).',
  }),
  needManage: () => ({
    ja: '対局の中止(`/abort`)には「サーバー管理」権限が必要です。',
    en: 'Aborting a game (`/abort`) needs the Manage Server permission.',
  }),
  yourTurn: (a: Args) => ({
    ja: `<@${a.user}> さんの番です(${a.decision})。`,
    en: `<@${a.user}>, your move (${a.decision}).`,
  }),
  dmGaveUp: (a: Args) => ({
    ja: `<@${a.user}> さんへのDMが長時間届けられませんでした(Discordのエラーが続いています)。\`/view\` で自分だけに見える手元の情報を確認できます。対局は続きます。`,
    en: `I could not deliver a DM to <@${a.user}> for a long time (Discord kept failing). Use \`/view\` to see your private view here, visible only to you. The game goes on.`,
  }),
  channelBlocked: (a: Args) => ({
    ja: `<#${a.channel}> に対局の投稿ができません(${a.reason})。サーバーの管理者がボットに「チャンネルを見る」「メッセージを送信」「ファイルを添付」の権限を与えてください。それまでは \`/map\` と \`/view\` で盤面を確認できます。`,
    en: `I cannot post this game in <#${a.channel}> (${a.reason}). A server manager must give the bot View Channel, Send Messages and Attach Files there; meanwhile use \`/map\` and \`/view\` to see the board.`,
  }),
  channelGaveUp: (a: Args) => ({
    ja: `<#${a.channel}> への対局の投稿が長時間失敗しています(Discordのエラーが続いています)。\`/map\` と \`/view\` で盤面を確認できます。`,
    en: `Posting this game in <#${a.channel}> has failed for a long time (Discord kept failing). Use \`/map\` and \`/view\` to see the board.`,
  }),
  dmClosed: (a: Args) => ({
    ja: `<@${a.user}> さんにDMを送れませんでした(DMが閉じています)。\`/view\` で自分だけに見える手元の情報を確認できます。対局は続きます。`,
    en: `I could not DM <@${a.user}> (DMs are closed). Use \`/view\` to see your private view here, visible only to you. The game goes on.`,
  }),
  statusToAct: (a: Args) => ({ ja: `手番: ${a.users}`, en: `To act: ${a.users}` }),
  statusEnded: () => ({
    ja: '対局は終了しました(`/log` `/map` `/export` で記録を見られます)',
    en: 'The game is over (`/log`, `/map` and `/export` show its record)',
  }),
  statusAborted: () => ({ ja: '対局は中止されました(結果なし)', en: 'The game was aborted (no result)' }),
  statusUpdated: (a: Args) => ({ ja: `最終更新 ${a.at}`, en: `Updated ${a.at}` }),
  privateHeader: (a: Args) => ({
    ja: `【${a.game} / ${a.channel}】あなた(${a.side})だけが見られる情報です。`,
    en: `[${a.game} / ${a.channel}] Your private view (${a.side}).`,
  }),
  statusHeader: (a: Args) => ({ ja: `${a.game}: ${a.seats}`, en: `${a.game}: ${a.seats}` }),
  forumIs: (a: Args) => ({
    ja: `新しい対局はフォーラム <#${a.channel}> の投稿として開きます。`,
    en: `New games open as posts in the forum <#${a.channel}>.`,
  }),
  forumOff: () => ({
    ja: '新しい対局は /newgame を使ったチャンネルのスレッドとして開きます。',
    en: 'New games open as threads of the channel /newgame is used in.',
  }),
  localeSet: (a: Args) => ({
    ja: `このサーバーの投稿言語を ${a.locale} にしました。`,
    en: `This server's posts are now in ${a.locale}.`,
  }),
  noLog: () => ({ ja: '記録はまだありません。', en: 'Nothing has happened yet.' }),
  logPage: (p: Args) => ({
    ja: `(${p.page}/${p.pages}ページ — \`/記録 ページ:${p.next}\` で${Number(p.next) > Number(p.page) ? 'それ以前' : 'それ以後'}の記録)`,
    en: `(page ${p.page} of ${p.pages} — \`/log page:${p.next}\` for ${Number(p.next) > Number(p.page) ? 'earlier' : 'later'} entries)`,
  }),
  dbUnavailable: () => ({
    ja: 'データベースに一時的に接続できません。何も変更されていません。少し待ってからもう一度お試しください。',
    en: 'The database is briefly unreachable. Nothing was changed; please try again in a moment.',
  }),
  genericError: () => ({
    ja: '内部エラーが発生しました。対局は変更されていません。',
    en: 'Something went wrong inside the bot. The game was not changed.',
  }),
  prefsSet: (a: Args) => ({ ja: `設定しました: ${a.prefs}`, en: `Saved: ${a.prefs}` }),
  noHand: () => ({
    ja: 'このゲームには手札がありません。自分の情報は `/view` で見られます。',
    en: 'This game has no cards in hand. See your private view with `/view`.',
  }),
  imageRateLimited: (a: Args) => ({
    ja: `画像の表示が続いています。${a.seconds}秒後にもう一度お試しください(1分に${a.points}枚まで)。対局の最新の地図はチャンネルに投稿されています。`,
    en: `Too many images in a row: try again in ${a.seconds} s (at most ${a.points} a minute). The game's latest map is posted in its channel.`,
  }),
  emptyHand: () => ({ ja: '手札はありません。', en: 'Your hand is empty.' }),
  answeredNow: (a: Args) => ({
    ja: `待っていた決定に自動で答えました: ${a.action}`,
    en: `Answered the waiting decision automatically: ${a.action}`,
  }),
  guildOnly: () => ({
    ja: 'このボットのコマンドはサーバーのチャンネルでのみ使えます(DMでは使えません)。',
    en: 'This bot works only in a server channel, not in DMs.',
  }),
  botMissingPermissions: (a: Args) => ({
    ja: `このチャンネルでボットに必要な権限がありません: ${a.list}。サーバーの管理者に付与を依頼するか、別のチャンネルを使ってください。対局は作成されていません。`,
    en: `I lack permissions I need in this channel: ${a.list}. Ask a server admin to grant them, or use another channel. No game was created.`,
  }),
  unknownCommand: (a: Args) => ({ ja: `コマンド「${a.name}」はありません。`, en: `There is no command "${a.name}".` }),
  // Input checks of every command's options (src/bot/input.ts) and the reply path (src/bot/router.ts).
  inputWrongType: (a: Args) => ({
    ja: `オプション「${a.option}」の値の種類が違います(${a.kind}を指定してください)。何も変更していません。`,
    en: `The option \`${a.option}\` has the wrong kind of value (expected ${a.kind}). Nothing was changed.`,
  }),
  inputControl: (a: Args) => ({
    ja: `オプション「${a.option}」に使えない制御文字(NUL など)が含まれています。取り除いてもう一度どうぞ。何も変更していません。`,
    en: `The option \`${a.option}\` contains control characters (such as NUL) that cannot be used. Remove them and try again; nothing was changed.`,
  }),
  inputBrokenText: (a: Args) => ({
    ja: `オプション「${a.option}」に壊れた文字(対になっていないサロゲート)が含まれています。入力し直してください。何も変更していません。`,
    en: `The option \`${a.option}\` contains broken text (an unpaired surrogate). Type it again; nothing was changed.`,
  }),
  inputTooLong: (a: Args) => ({
    ja: `オプション「${a.option}」は${a.max}文字までです(${a.length}文字でした)。何も変更していません。`,
    en: `The option \`${a.option}\` may be at most ${a.max} characters (it had ${a.length}). Nothing was changed.`,
  }),
  inputTooShort: (a: Args) => ({
    ja: `オプション「${a.option}」は${a.min}文字以上にしてください(${a.length}文字でした)。何も変更していません。`,
    en: `The option \`${a.option}\` needs at least ${a.min} characters (it had ${a.length}). Nothing was changed.`,
  }),
  inputOutOfRange: (a: Args) => ({
    ja: `オプション「${a.option}」には${a.min}から${a.max}までの整数を指定してください。何も変更していません。`,
    en: `The option \`${a.option}\` must be a whole number from ${a.min} to ${a.max}. Nothing was changed.`,
  }),
  // The console only (src/console/console.ts): on Discord an option with fixed choices gets one of them.
  inputNotAChoice: (a: Args) => ({
    ja: `オプション「${a.option}」に「${a.value}」は選べません。選べるのは ${a.choices} です。何も変更していません。`,
    en: `The option \`${a.option}\` cannot be "${a.value}". Choose one of: ${a.choices}. Nothing was changed.`,
  }),
  needManageFor: (a: Args) => ({
    ja: `\`${a.command}\` には「サーバー管理」権限が必要です。`,
    en: `\`${a.command}\` needs the Manage Server permission.`,
  }),
  committedReplyLost: () => ({
    ja: '操作は記録されました。ただし返答を用意する途中でエラーが起きたため、詳しい結果を表示できません。もう一度実行する前に `/status` で確かめてください。',
    en: 'Done: your command was recorded, but an error occurred while preparing this reply, so its details cannot be shown. Check `/status` before doing it again.',
  }),
  replyCut: (a: Args) => ({ ja: `…(残り${a.n}文字は省略)`, en: `… (${a.n} more characters)` }),
  listSeparator: () => ({ ja: '、', en: ', ' }),
  abortedSummary: () => ({ ja: '対局中止(結果なし)', en: 'Game aborted (no result)' }),
  handAtEnd: (a: Args) => ({ ja: `${a.sideJa}の手札: ${a.cardsJa}`, en: `${a.sideEn}'s hand: ${a.cardsEn}` }),
  noCards: () => ({ ja: 'なし', en: 'none' }),
  // /newgame: the permissions the bot may lack in a channel.
  permissionViewChannel: () => ({ ja: 'チャンネルを見る', en: 'View Channel' }),
  permissionSendMessages: () => ({ ja: 'メッセージを送信', en: 'Send Messages' }),
  permissionSendMessagesInThreads: () => ({ ja: 'スレッドでメッセージを送信', en: 'Send Messages in Threads' }),
  permissionAttachFiles: () => ({ ja: 'ファイルを添付', en: 'Attach Files' }),
  permissionEmbedLinks: () => ({ ja: '埋め込みリンク', en: 'Embed Links' }),
  // /status, /rule, /games, /rating, /league.
  notAcceptedYet: () => ({ ja: ' (受諾待ち)', en: ' (not accepted yet)' }),
  ruleHeading: (a: Args) => ({
    ja: `**${a.game} — ルール ${a.number} ${a.title}**\n${a.text}`,
    en: `**${a.game} — Rule ${a.number} ${a.title}**\n${a.text}`,
  }),
  ruleChapter: (a: Args) => ({
    ja: `**${a.game} — ルール ${a.number}** は次の項に分かれています:`,
    en: `**${a.game} — Rule ${a.number}** is made of these parts:`,
  }),
  ruleParts: () => ({ ja: 'この下の項:', en: 'Its parts:' }),
  rulePartHint: (a: Args) => ({
    ja: `(\`/rule ${a.rule}\` のように番号を指定すると各項の説明)`,
    en: `(\`/rule ${a.rule}\` and the like explain each part)`,
  }),
  noGamesOnServer: () => ({
    ja: 'このサーバーでの対局はありません。`/newgame` で始められます。',
    en: 'You have no games on this server. Start one with `/newgame`.',
  }),
  myGamePending: () => ({ ja: '受諾待ち', en: 'waiting for acceptance' }),
  myGameYourMove: () => ({ ja: '**あなたの番**', en: '**your move**' }),
  myGameToMove: (a: Args) => ({ ja: `${a.sides}の番`, en: `${a.sides} to move` }),
  myGameAborted: () => ({ ja: '中止', en: 'aborted' }),
  myGameWon: (a: Args) => ({ ja: `${a.side}の勝利`, en: `${a.side} won` }),
  myGameDrawn: () => ({ ja: '引き分け', en: 'drawn' }),
  ratingWhichGame: () => ({
    ja: '❌ 作り直すゲームを `game:` で指定してください。',
    en: '❌ Name the game to rebuild with `game:`.',
  }),
  ratingLine: (a: Args) => ({
    ja: `${a.game}: **${a.rating}** (RD ${a.rd}, ${a.games}局)`,
    en: `${a.game}: **${a.rating}** (RD ${a.rd}, ${a.games} games)`,
  }),
  noRating: (a: Args) => ({
    ja: `<@${a.user}> さんのレーティングはまだありません(レーティング対象の対局がまだ終わっていません)。`,
    en: `<@${a.user}> has no rating yet (no rated game has ended).`,
  }),
  leagueSubstituteWho: () => ({
    ja: '❌ 参加者と交代要員を指定してください。',
    en: '❌ Name the player and the substitute.',
  }),
  leagueSubcommands: () => ({
    ja: '❌ /league create・join・leave・start・status・standings・substitute・`ai_takeover`・resume・next のどれかを使ってください。',
    en: '❌ Use /league create, join, leave, start, status, standings, substitute, ai_takeover, resume or next.',
  }),
  // Clocks and paces (src/service/clock/text.ts).
  clockOutOfTime: (a: Args) => ({ ja: `${a.sideJa} 時間切れ`, en: `${a.sideEn} out of time` }),
  clockLeftUntil: (a: Args) => ({
    ja: `${a.sideJa} 残り${a.left}(${a.at}に切れる)`,
    en: `${a.sideEn} ${a.left} left (runs out ${a.at})`,
  }),
  clockLeft: (a: Args) => ({ ja: `${a.sideJa} 残り${a.left}`, en: `${a.sideEn} ${a.left} left` }),
  clockLine: (a: Args) => ({ ja: `⏱ ${a.partsJa}`, en: `⏱ ${a.partsEn}` }),
  pacePerMove: (a: Args) => ({ ja: `1手${a.cap}`, en: `${a.cap} per move` }),
  pace: (a: Args) => ({
    ja: `持ち時間${a.start}、1手ごとに+${a.increment}(上限${a.cap})`,
    en: `${a.start}, +${a.increment} a move, at most ${a.cap}`,
  }),
  // Why a game's channel cannot be posted in (channelBlocked's reason).
  channelMissingPermissions: () => ({ ja: '権限がありません', en: 'missing permission' }),
  channelMissingAccess: () => ({ ja: 'チャンネルにアクセスできません', en: 'no access to the channel' }),
  channelUnknown: () => ({ ja: 'チャンネルが見つかりません', en: 'the channel no longer exists' }),
  channelNotSendable: () => ({ ja: '投稿できない種類のチャンネルです', en: 'not a channel I can post in' }),
  // Leagues (src/league/service.ts, src/league/limits.ts).
  tableRateLimitedMember: (a: Args) => ({
    ja: `\`${a.command}\` は1分間に使える回数を超えました。${a.seconds}秒後にもう一度どうぞ。`,
    en: `\`${a.command}\` has been asked too often; try again in ${a.seconds} s.`,
  }),
  tableRateLimitedServer: (a: Args) => ({
    ja: `このサーバーでは \`${a.command}\` などの表が1分間に描ける回数を超えました。${a.seconds}秒後にもう一度どうぞ。`,
    en: `This server has asked for too many tables (\`${a.command}\` and the like) this minute; try again in ${a.seconds} s.`,
  }),
  leagueNotOrganiser: (a: Args) => ({
    ja: `\`${a.command}\` は主催者(サーバー管理権限か主催者ロール)だけが使えます。`,
    en: `Only the organiser (Manage Server or the organiser role) can use \`${a.command}\`.`,
  }),
  leaguePaused: (a: Args) => ({
    ja: `リーグ「${a.name}」はチャンネルに投稿できなくなったため一時停止中です。主催者が \`/league resume\` で再開できます。`,
    en: `League "${a.name}" is paused: its channel can no longer be posted in. The organiser resumes it with \`/league resume\`.`,
  }),
  leagueUnknown: (a: Args) => ({
    ja: `リーグ「${a.name}」はありません。このサーバーのリーグ: ${a.namesJa}`,
    en: `There is no league "${a.name}". This server's leagues: ${a.namesEn}`,
  }),
  leagueUnknownNone: (a: Args) => ({
    ja: `リーグ「${a.name}」はありません。このサーバーにはまだリーグがありません(/league create)。`,
    en: `There is no league "${a.name}". This server has no league yet (/league create).`,
  }),
  leagueNameLength: () => ({ ja: 'リーグ名は1〜40文字にしてください。', en: 'A league name has 1 to 40 characters.' }),
  leagueTwoSides: () => ({ ja: 'リーグは2陣営のゲームだけです。', en: 'Leagues are for two-sided games.' }),
  leagueFormatOneOf: (a: Args) => ({ ja: `形式は ${a.formatsJa} です。`, en: `The format is one of ${a.formatsEn}.` }),
  leagueRounds: () => ({ ja: 'ラウンド数は1〜15です。', en: 'Rounds: 1 to 15.' }),
  leagueRoundDays: () => ({ ja: 'ラウンドの日数は1〜90です。', en: 'Days per round: 1 to 90.' }),
  leagueSignupDays: () => ({ ja: '受付の日数は1〜60です。', en: 'Sign-up days: 1 to 60.' }),
  leagueFormatSwiss: (a: Args) => ({ ja: `スイス式 ${a.rounds}ラウンド`, en: `Swiss, ${a.rounds} rounds` }),
  leagueFormatRoundRobin: () => ({
    ja: '総当たり(3〜5人のプール、先後入れ替えで2局ずつ)',
    en: 'round robin (pools of 3–5, each pair twice, once on each side)',
  }),
  leagueSignupOpen: (a: Args) => ({
    ja: `🏆 リーグ「${a.name}」(${a.gameJa}、${a.formatJa}${a.pace ? `、持ち時間 ${a.pace}` : ''})の参加受付を始めました。「参加」を押すか \`/league join name:${a.name}\` で申し込めます。${a.closes ? `受付は ${a.closes} に締め切り、自動で開始します。` : '主催者が `/league start` で開始します。'}`,
    en: `🏆 Sign-up for the league "${a.name}" (${a.gameEn}, ${a.formatEn}${a.pace ? `, clock ${a.pace}` : ''}) is open. Press Join or use \`/league join name:${a.name}\`; ${a.closes ? `sign-up closes ${a.closes} and the season starts by itself.` : 'the organiser starts it with `/league start`.'}`,
  }),
  leagueJoinButton: () => ({ ja: '参加', en: 'Join' }),
  leagueLeaveButton: () => ({ ja: '取り消し', en: 'Leave' }),
  leagueAcceptButton: () => ({ ja: '受ける', en: 'Accept' }),
  leagueDeclineButton: () => ({ ja: '断る', en: 'Decline' }),
  leagueExists: (a: Args) => ({
    ja: `リーグ「${a.name}」は既にあります。`,
    en: `A league "${a.name}" exists already.`,
  }),
  leagueExistsCase: (a: Args) => ({
    ja: `リーグ「${a.taken}」が既にあります。リーグ名は大文字と小文字を区別しないため「${a.name}」は使えません。`,
    en: `A league "${a.taken}" exists already: league names are the same whatever their case, so "${a.name}" cannot be used.`,
  }),
  leagueNameNeeded: (a: Args) => ({
    ja: `どのリーグか \`名前\` で指定してください(このチャンネルのリーグがひとつに決まりません)。リーグ: ${a.namesJa}`,
    en: `Which league? Give its \`name\` (this channel has no single league of its own). Leagues: ${a.namesEn}`,
  }),
  leagueNoneYet: () => ({
    ja: 'このサーバーにはまだリーグがありません(/league create)。',
    en: 'This server has no league yet (/league create).',
  }),
  leagueCreated: (a: Args) => ({ ja: `リーグ「${a.name}」を作りました。`, en: `League "${a.name}" created.` }),
  leagueSignupClosed: (a: Args) => ({
    ja: `「${a.name}」の今期は既に始まっているため参加できませんでした(参加していません)。`,
    en: `"${a.name}" has started: its sign-up is closed, and you were not added.`,
  }),
  leagueJoinedAlready: () => ({ ja: '既に参加しています。', en: 'You have joined already.' }),
  leagueJoined: (a: Args) => ({
    ja: `「${a.name}」に参加しました(${a.n}人)。`,
    en: `You joined "${a.name}" (${a.n} signed up).`,
  }),
  leagueLeaveStarted: (a: Args) => ({
    ja: `今期は始まっています(あなたはまだ参加中です)。辞退する(残りの対局は不戦敗)なら \`/league leave name:${a.name}\` を使ってください。`,
    en: `The season has started (you are still in it). To withdraw (your remaining games are lost), use \`/league leave name:${a.name}\`.`,
  }),
  leagueNotJoined: () => ({ ja: '参加していません。', en: 'You have not joined.' }),
  leagueLeft: (a: Args) => ({ ja: `「${a.name}」の参加を取り消しました。`, en: `You left "${a.name}".` }),
  leagueGone: () => ({ ja: 'そのリーグはもうありません。', en: 'That league is gone.' }),
  leagueStartedAlready: () => ({ ja: 'この季は既に始まっています。', en: 'This season has started already.' }),
  leagueTooFew: (a: Args) => ({
    ja: `${a.min}人以上必要です(今 ${a.n}人)。`,
    en: `It needs at least ${a.min} players (${a.n} signed up).`,
  }),
  leagueSeasonStarts: (a: Args) => ({
    ja: `🏁 リーグ「${a.name}」第${a.season}期を開始します(${a.n}人)。対局はそれぞれのスレッドで始まります。`,
    en: `🏁 League "${a.name}" season ${a.season} starts with ${a.n} players. Each game opens in its own thread.`,
  }),
  leagueStarted: (a: Args) => ({
    ja: `${a.gameJa}のリーグを開始しました(${a.pairings}組)。`,
    en: `Started: ${a.pairings} pairings of ${a.gameEn}.`,
  }),
  leagueSignupShort: (a: Args) => ({
    ja: `⏳ リーグ「${a.name}」の受付期限ですが、参加は ${a.n}人で ${a.need}人に足りません。受付は続きます。主催者 ${a.organiser} は揃ったら \`/league start\` で開始できます。`,
    en: `⏳ Sign-up for "${a.name}" has closed with ${a.n} players, fewer than ${a.need}: it stays open. Organiser ${a.organiser}: start it with \`/league start\` once there are enough.`,
  }),
  leagueAdjudicatedDraw: (a: Args) => ({
    ja: `${a.first} 対 ${a.second}: ラウンドの期限で引き分け判定`,
    en: `${a.first} vs ${a.second}: adjudicated a draw at the round's deadline`,
  }),
  leagueWithdrawn: (a: Args) => ({
    ja: `⚠️ ${a.users} は${a.whyJa}ため棄権扱いになりました(残りの対局は不戦敗)。主催者 ${a.organiser} へ: \`/league substitute\` で代わりを打診できます。`,
    en: `⚠️ ${a.users} ${a.whyEn} and is withdrawn (their remaining games are forfeited). Organiser ${a.organiser}: \`/league substitute\` offers the place to another member.`,
  }),
  leagueWhyTimeouts: (a: Args) => ({ ja: `今季${a.n}回時間切れになった`, en: `timed out ${a.n} times this season` }),
  leagueWhyGone: (a: Args) => ({ ja: `サーバーを抜けて${a.days}日たった`, en: `left the server ${a.days} days ago` }),
  leagueRoundPairings: (a: Args) => ({
    ja: `🔀 第${a.round}ラウンドの組み合わせ:\n${a.listJa}`,
    en: `🔀 Round ${a.round} pairings:\n${a.listEn}`,
  }),
  leagueFirstGames: (a: Args) => ({
    ja: `🔀 最初に始まる対局(残りは対局者の手が空きしだい始まります):\n${a.listJa}`,
    en: `🔀 The games starting now (the others start as their players become free):\n${a.listEn}`,
  }),
  leaguePairing: (a: Args) => ({ ja: `・${a.first} 対 ${a.second}`, en: `・${a.first} vs ${a.second}` }),
  leagueBye: (a: Args) => ({ ja: `・${a.first}: 不戦勝(バイ)`, en: `・${a.first}: bye` }),
  leaguePoolHead: (a: Args) => ({ ja: `プール${a.pool}:`, en: `Pool ${a.pool}:` }),
  leagueResultVoid: (a: Args) => ({
    ja: `${a.first} 対 ${a.second}: 結果なし(中止)`,
    en: `${a.first} vs ${a.second}: no result (aborted)`,
  }),
  leagueUnratedNote: (a: Args) => ({
    ja: `(レーティング対象外: 両者が${a.min}手以上指す前に終わったため。順位表には数えます)`,
    en: ` (not rated: it ended before each side made ${a.min} decisions; it counts in the standings)`,
  }),
  leagueResultDrawn: (a: Args) => ({
    ja: `${a.first} 対 ${a.second}: 引き分け${a.noteJa}`,
    en: `${a.first} vs ${a.second}: draw${a.noteEn}`,
  }),
  leagueResultWin: (a: Args) => ({
    ja: `${a.winner} が ${a.loser} に勝ち${a.timeout ? '(時間切れ)' : ''}${a.noteJa}`,
    en: `${a.winner} beat ${a.loser}${a.timeout ? ' (on time)' : ''}${a.noteEn}`,
  }),
  leagueStandingsTitle: (a: Args) => ({
    ja: `${a.name} 第${a.season}期 順位`,
    en: `${a.name} season ${a.season}: standings`,
  }),
  leagueFinalStandingsTitle: (a: Args) => ({
    ja: `${a.name} 第${a.season}期 最終順位`,
    en: `${a.name} season ${a.season}: final standings`,
  }),
  leagueStandingsSubtitle: () => ({
    ja: '勝ち2・引き分け1・負け0、同点はゾンネボーン・ベルガー、次に直接対決',
    en: 'win 2, draw 1, loss 0; ties: Sonneborn–Berger, then head-to-head',
  }),
  leagueColumnPoints: () => ({ ja: '勝点', en: 'Pts' }),
  leagueColumnWins: () => ({ ja: '勝', en: 'W' }),
  leagueColumnDraws: () => ({ ja: '分', en: 'D' }),
  leagueColumnLosses: () => ({ ja: '負', en: 'L' }),
  leagueColumnSb: () => ({ ja: 'SB', en: 'SB' }),
  leagueDivision: (a: Args) => ({ ja: `【ディビジョン${a.n}】`, en: `[Division ${a.n}]` }),
  leagueStandingsRow: (a: Args) => ({
    ja: `${a.rank}. ${a.name} ${a.points}点 (${a.wins}-${a.draws}-${a.losses}, SB ${a.sb})`,
    en: `${a.rank}. ${a.name} ${a.points} pts (${a.wins}-${a.draws}-${a.losses}, SB ${a.sb})`,
  }),
  leagueSeasonOver: (a: Args) => ({
    ja: `🏆 リーグ「${a.name}」第${a.season}期が終わりました。優勝: ${a.winners}\n${a.tableJa}\n次の期は \`/league next\` で(ディビジョンの昇降格つき)。`,
    en: `🏆 League "${a.name}" season ${a.season} is over. Winner${Number(a.count) > 1 ? 's' : ''}: ${a.winners}\n${a.tableEn}\nThe next season starts from this one's divisions with \`/league next\`.`,
  }),
  leagueStateSignup: () => ({ ja: '参加受付中', en: 'sign-up open' }),
  leagueStateRunning: () => ({ ja: '進行中', en: 'running' }),
  leagueStateFinished: () => ({ ja: '終了', en: 'finished' }),
  leagueStatusSwiss: (a: Args) => ({
    ja: `スイス式 第${a.round}/${a.rounds}ラウンド`,
    en: `Swiss, round ${a.round} of ${a.rounds}`,
  }),
  leagueStatusRoundRobin: () => ({ ja: '総当たり', en: 'round robin' }),
  leagueStatusHead: (a: Args) => ({
    ja: `リーグ「${a.name}」(${a.gameJa}、${a.formatJa})第${a.season}期: ${a.stateJa}。参加 ${a.players}人、対局中 ${a.playing}・待ち ${a.waiting}・終了 ${a.done}`,
    en: `League "${a.name}" (${a.gameEn}, ${a.formatEn}) season ${a.season}: ${a.stateEn}. ${a.players} players; games playing ${a.playing}, waiting ${a.waiting}, done ${a.done}`,
  }),
  leagueNotStarted: () => ({ ja: 'まだ始まっていません。', en: 'It has not started yet.' }),
  leagueStandingsPosted: () => ({
    ja: '順位表をリーグのチャンネルに投稿しました。',
    en: "Standings posted in the league's channel.",
  }),
  leagueSubNotRunning: () => ({
    ja: '進行中の期にだけ代わりを入れられます。',
    en: 'Only a running season takes substitutes.',
  }),
  leagueNotEntrant: (a: Args) => ({
    ja: `${a.user} はこのリーグの参加者ではありません。`,
    en: `${a.user} is not in this league.`,
  }),
  leagueNotWithdrawn: (a: Args) => ({
    ja: `${a.user} は棄権していません。代わりを入れられるのは棄権した参加者(時間切れ2回・サーバー退出・\`/league leave\`)だけです。`,
    en: `${a.user} has not withdrawn: only a withdrawn player (two timeouts, gone from the server, or \`/league leave\`) can be replaced.`,
  }),
  leagueReplacedAlready: (a: Args) => ({
    ja: `${a.user} には既に代わりが入っています。`,
    en: `${a.user} has been replaced already.`,
  }),
  leagueSubBot: () => ({ ja: 'ボットは代わりの参加者になれません。', en: 'A bot cannot be a substitute.' }),
  leagueSubSelf: () => ({
    ja: '`/league substitute` で自分自身を代わりに入れることはできません。',
    en: '`/league substitute` cannot put you, its organiser, in a place.',
  }),
  leagueSubInAlready: (a: Args) => ({
    ja: `${a.user} は既にこのリーグの参加者です。`,
    en: `${a.user} is in this league already.`,
  }),
  leagueSubNotMember: (a: Args) => ({
    ja: `${a.user} はこのサーバーのメンバーではありません。`,
    en: `${a.user} is not a member of this server.`,
  }),
  leagueSubOffer: (a: Args) => ({
    ja: `🔁 ${a.sub} さん、リーグ「${a.name}」で棄権した ${a.from} さんの代わりに入りませんか(残りの未対局の組み合わせを引き継ぎます)。「受ける」を押すと参加、「断る」で取り消しです。`,
    en: `🔁 ${a.sub}, would you take the place of ${a.from}, who withdrew from the league "${a.name}" (their games not yet played)? Press Accept to take it, or Decline.`,
  }),
  leagueSubAsked: (a: Args) => ({
    ja: `${a.sub} に代わりを打診しました。本人が「受ける」を押すと入れ替わります。`,
    en: `${a.sub} has been asked; they take the place when they press Accept.`,
  }),
  leagueNoOfferToAccept: () => ({
    ja: '受けられる代わりの打診はありません。',
    en: 'There is no offer for you to accept.',
  }),
  leagueSubTakesPlace: (a: Args) => ({
    ja: `🔁 ${a.sub} が ${a.from} の代わりに入りました(未対局 ${a.n}局)。`,
    en: `🔁 ${a.sub} takes ${a.from}'s place (${a.n} games to play).`,
  }),
  leagueYouTakePlace: (a: Args) => ({
    ja: `「${a.name}」に ${a.from} の代わりとして参加しました(未対局 ${a.n}局)。`,
    en: `You take ${a.from}'s place in "${a.name}" (${a.n} games to play).`,
  }),
  leagueNoOfferToDecline: () => ({ ja: '断る打診はありません。', en: 'There is no offer for you to decline.' }),
  leagueSubDeclined: (a: Args) => ({
    ja: `${a.sub} は ${a.from} の代わりを断りました。主催者 ${a.organiser} は別のメンバーに打診できます。`,
    en: `${a.sub} declined to replace ${a.from}. Organiser ${a.organiser}: you may ask another member.`,
  }),
  leagueYouDeclined: () => ({ ja: '打診を断りました。', en: 'You declined.' }),
  leagueNotRunning: () => ({ ja: 'この期は進行中ではありません。', en: 'This season is not running.' }),
  leagueWithdrawnAlready: () => ({ ja: '既に棄権しています。', en: 'You have withdrawn already.' }),
  leaguePlayerLeft: (a: Args) => ({
    ja: `⚠️ ${a.user} はリーグを辞退しました(残りの対局は不戦敗)。主催者 ${a.organiser} へ: \`/league substitute\` で代わりを打診できます。`,
    en: `⚠️ ${a.user} left the league and is withdrawn (their remaining games are forfeited). Organiser ${a.organiser}: \`/league substitute\` offers the place to another member.`,
  }),
  leagueYouWithdrew: (a: Args) => ({
    ja: `「${a.name}」を辞退しました(残りの対局は不戦敗です)。`,
    en: `You withdrew from "${a.name}" (your remaining games are lost).`,
  }),
  // The computer takes over a withdrawn player's games (docs/leagues.md, src/league/takeover.ts).
  aiTookOver: (a: Args) => ({
    ja: `🤖 ${a.opponent} へ: ${a.user} がリーグ「${a.name}」を棄権したため、ここからは${a.sideJa}をコンピューターが指します。この対局はレーティング対象外になりました${a.clock ? '(持ち時間もなくなりました)' : ''}。リーグの順位表ではすでにあなたの勝ちとして数えているので、続けても失うものはありません(やめるときは \`/resign\`)。`,
    en: `🤖 ${a.opponent}: ${a.user} has withdrawn from the league "${a.name}", so the computer plays ${a.sideEn} from here. This game is no longer rated${a.clock ? ' and has no clock any more' : ''}. The standings already count it as your win, so you lose nothing by playing on (\`/resign\` ends it).`,
  }),
  leagueTakenOver: (a: Args) => ({
    ja: `${a.winner} が ${a.loser} に勝ち(棄権: 対局はコンピューターが引き継ぎ、レーティング対象外で続きます)`,
    en: `${a.winner} beat ${a.loser} (withdrawn: the computer finishes the game, unrated)`,
  }),
  leagueAiTakeoverNote: () => ({
    ja: '🤖 棄権した参加者の対局中のゲームは、投了扱いにせずコンピューターが引き継いで最後まで指します(レーティング対象外。順位表では相手の勝ち)。',
    en: "🤖 A withdrawn player's games in play are not resigned: the computer finishes them (unrated; the opponent's win in the standings).",
  }),
  leagueAiTakeoverPostOn: (a: Args) => ({
    ja: `🤖 主催者がリーグ「${a.name}」のコンピューター引き継ぎを有効にしました。これからは、棄権した参加者の対局中のゲームを投了扱いにせず、コンピューターが最後まで指します(レーティング対象外。順位表では相手の勝ち)。`,
    en: `🤖 The organiser turned on the computer takeover for the league "${a.name}": from now on a withdrawn player's games in play are not resigned but finished by the computer (unrated; the opponent's win in the standings).`,
  }),
  leagueAiTakeoverPostOff: (a: Args) => ({
    ja: `主催者がリーグ「${a.name}」のコンピューター引き継ぎを無効にしました。これからは、棄権した参加者の対局中のゲームは投了扱いになります(引き継ぎ済みの対局はそのまま続きます)。`,
    en: `The organiser turned off the computer takeover for the league "${a.name}": from now on a withdrawn player's games in play are resigned (games taken over already go on).`,
  }),
  leagueAiTakeoverSet: (a: Args) => ({
    ja: `リーグ「${a.name}」のコンピューター引き継ぎを${a.on ? '有効' : '無効'}にしました。`,
    en: `The computer takeover of "${a.name}" is now ${a.on ? 'on' : 'off'}.`,
  }),
  leagueAiTakeoverAlready: (a: Args) => ({
    ja: `リーグ「${a.name}」のコンピューター引き継ぎは既に${a.on ? '有効' : '無効'}です(変更なし)。`,
    en: `The computer takeover of "${a.name}" is ${a.on ? 'on' : 'off'} already (nothing changed).`,
  }),
  leagueStatusAiTakeover: () => ({
    ja: '🤖 棄権した参加者の対局はコンピューターが引き継ぎます。',
    en: "🤖 The computer finishes a withdrawn player's games.",
  }),
  leagueLostUnknownChannel: () => ({
    ja: 'チャンネルが見つかりません(削除されました)',
    en: 'the channel no longer exists',
  }),
  leagueLostNoAccess: () => ({ ja: 'チャンネルにアクセスできません', en: 'the bot has no access to it' }),
  leagueLostNoPermission: () => ({ ja: '投稿する権限がありません', en: 'the bot may not post in it' }),
  leaguePausedLost: (a: Args) => ({
    ja: `⚠️ リーグ「${a.name}」を一時停止しました: チャンネル <#${a.channel}> に投稿できません(${a.whyJa})。再開するまで新しい対局は作られません。続けるチャンネルで \`/league resume name:${a.name} here:True\` を使うか、ボットが <#${a.channel}> に投稿できるようにしてから \`/league resume name:${a.name}\` を使ってください。`,
    en: `⚠️ League "${a.name}" is paused: posting in its channel <#${a.channel}> failed (${a.whyEn}). No game will be made until you resume it: use \`/league resume name:${a.name} here:True\` in the channel where it should go on, or \`/league resume name:${a.name}\` once the bot can post in <#${a.channel}> again.`,
  }),
  leagueNotPaused: (a: Args) => ({
    ja: `リーグ「${a.name}」は停止していません。`,
    en: `League "${a.name}" is not paused.`,
  }),
  leagueNotInThread: () => ({
    ja: 'リーグのチャンネルにはスレッドではなく通常のチャンネルを選んでください。',
    en: "A league's channel must be a channel, not a thread.",
  }),
  leagueGoesOn: (a: Args) => ({ ja: `▶️ リーグ「${a.name}」を再開しました。`, en: `▶️ League "${a.name}" goes on.` }),
  leagueSignupStillOpen: (a: Args) => ({
    ja: `🏆 リーグ「${a.name}」第${a.season}期の参加受付中です(${a.n}人)。`,
    en: `🏆 Sign-up for "${a.name}" season ${a.season} is open (${a.n} signed up).`,
  }),
  leagueResumed: (a: Args) => ({
    ja: `リーグ「${a.name}」を再開しました(チャンネル <#${a.channel}>)。`,
    en: `League "${a.name}" resumed (channel <#${a.channel}>).`,
  }),
  leagueNotFinished: () => ({ ja: '今の期が終わってからです。', en: 'The current season has not finished.' }),
  leagueNextSignup: (a: Args) => ({
    ja: `🏆 リーグ「${a.name}」第${a.season}期の参加受付を始めました(前期の参加者は登録済み、ディビジョンは昇降格済み)。`,
    en: `🏆 Sign-up for season ${a.season} of "${a.name}" is open (last season's players are in, divisions moved by promotion and relegation).`,
  }),
  leagueSeasonCreated: (a: Args) => ({ ja: `第${a.season}期を作りました。`, en: `Season ${a.season} created.` }),
  gameNotRated: (a: Args) => ({
    ja: `📉 この対局はレーティングに数えません: レーティング対象の対局は、両者がそれぞれ${a.min}手以上指して初めて数えます(${a.madeJa}手)。`,
    en: `📉 This game is not rated: a rated game counts only once each side has made ${a.min} decisions (made: ${a.madeEn}).`,
  }),
  ratingsRebuilt: (a: Args) => ({
    ja: `${a.gameJa}のレーティングを ${a.n}局から作り直しました。`,
    en: `${a.gameEn} ratings rebuilt from ${a.n} games.`,
  }),
  // Buttons and hints of posts (src/service/outbox/compose.ts, undo.ts, clock/sweep.ts).
  startButton: () => ({ ja: '開始', en: 'Start' }),
  acceptButton: () => ({ ja: '受諾', en: 'Accept' }),
  declineButton: () => ({ ja: '辞退', en: 'Decline' }),
  otherChoicesHint: () => ({
    ja: '(ボタン以外の選択肢は `/act`、または `/move` `/attack` `/end` で)',
    en: '(other choices: `/act`, or `/move` `/attack` `/end`)',
  }),
  handTitle: (a: Args) => ({ ja: `手札 ${a.n}枚`, en: `Hand: ${a.n} card(s)` }),
  allowUndoButton: () => ({ ja: '取り消しを認める', en: 'Allow the undo' }),
  claimWinButton: () => ({ ja: '勝ちを請求', en: 'Claim the win' }),
  endUnratedButton: () => ({ ja: 'レーティングなしで終了', en: 'End unrated' }),
  letThemGoOnButton: () => ({ ja: '続行させる', en: 'Let them go on' }),
  // /leaderboard and /help.
  leaderboardNoGame: () => ({
    ja: '❌ `/leaderboard` のゲームを指定してください。',
    en: '❌ Name the game of `/leaderboard`.',
  }),
  leaderboardEmpty: (a: Args) => ({
    ja: `${a.gameJa}のレーティングはまだありません。`,
    en: `No ${a.gameEn} ratings yet.`,
  }),
  leaderboardTitle: (a: Args) => ({ ja: `${a.gameJa} レーティング`, en: `${a.gameEn} ratings` }),
  leaderboardSubtitle: (a: Args) => ({
    ja: `Glicko-2・順位はレーティング対象の対局${a.min}局から`,
    en: `Glicko-2 · ranked from ${a.min} rated games`,
  }),
  leaderboardRanked: (a: Args) => ({
    ja: `${a.rank}. ${a.user} ${a.rating} (RD ${a.rd}、${a.games}局)`,
    en: `${a.rank}. ${a.user} ${a.rating} (RD ${a.rd}, ${a.games} games)`,
  }),
  leaderboardUnrankedHead: (a: Args) => ({
    ja: `順位なし(レーティング対象の対局が${a.min}局未満):`,
    en: `Not ranked yet (fewer than ${a.min} rated games):`,
  }),
  leaderboardUnranked: (a: Args) => ({
    ja: `– ${a.user} ${a.rating} (RD ${a.rd}、${a.games}局)`,
    en: `– ${a.user} ${a.rating} (RD ${a.rd}, ${a.games} game${a.games === 1 ? '' : 's'})`,
  }),
  gameNameSeparator: () => ({ ja: '、', en: '; ' }),
  helpGame: (a: Args) => ({ ja: `${a.game}(${a.sides})`, en: `${a.game} (${a.sides})` }),
  helpSideSeparator: () => ({ ja: '・', en: ', ' }),
  helpIntro: (a: Args) => ({
    ja: [
      `**hexpost** — Discordで遊ぶボードウォーゲーム。ゲーム(陣営): ${a.games}。`,
      '始め方: `/newgame opponent:@相手 side:陣営 game:ゲーム` で申し込み、相手が「受諾」を押すと始まります(`pace:` で持ち時間)。',
      '手番では `/act` の候補から選ぶか、`/move` `/attack` `/end` を使います。返答はあなたにだけ見えます。',
      '拒否メッセージのルール番号は `/rule 番号` で説明が読めます。',
    ].join('\n'),
    en: [
      `**hexpost** — board wargames played on Discord. Games (sides): ${a.games}.`,
      'To start: `/newgame opponent:@member side:<side> game:<game>`; the game begins when they press Accept (`pace:` adds clocks).',
      "On your turn pick from `/act`'s suggestions, or use `/move` `/attack` `/end`. Replies are seen by you only.",
      'A refusal cites a rule number: `/rule <number>` explains it.',
    ].join('\n'),
  }),
  // What an option of a slash command takes (src/bot/input.ts).
  optionKindText: () => ({ ja: '文字列', en: 'text' }),
  optionKindInteger: () => ({ ja: '整数', en: 'a whole number' }),
  optionKindBoolean: () => ({ ja: 'True または False', en: 'True or False' }),
  optionKindMember: () => ({ ja: 'サーバーのメンバー', en: 'a member of the server' }),
  optionKindChannel: () => ({ ja: 'チャンネル', en: 'a channel' }),
  optionKindRole: () => ({ ja: 'ロール', en: 'a role' }),
  // Held hand-overs (/done hold:, Done: src/service/hold.ts).
  confirmHandOversOn: () => ({
    ja: '手番交代の確認: オン。手番を渡す行動のあとは「完了」を押すまで相手に知らせず、それまでは /undo で取り消せます。',
    en: 'Confirm hand-overs: on. After an action that hands the decision over, your opponent is told only when you press Done; until then /undo takes it back.',
  }),
  confirmHandOversOff: () => ({ ja: '手番交代の確認: オフ。', en: 'Confirm hand-overs: off.' }),
  handOverHeldReply: () => ({
    ja: '⏸ 手番交代は「完了」を押すまで保留です(/done でも可)。相手にはまだ知らせていません。それまでは /undo で取り消せます。持ち時間はあなたのものが減り続けます。',
    en: '⏸ Your hand-over is held until you press Done (or /done): your opponent is not told yet, and /undo still takes back your actions. Your clock keeps running.',
  }),
  handOverHeld: (a: Args) => ({
    ja: `<@${a.user}>さんの手番交代がまだ確定していません(「完了」待ち)。確定するとチャンネルでお知らせします。`,
    en: `<@${a.user}> has not confirmed their hand-over yet (it awaits their Done): the channel will be told when they do.`,
  }),
  handOverReleased: () => ({
    ja: '✅ 手番を渡しました。相手に知らせます。',
    en: '✅ Handed over: your opponent is told now.',
  }),
  handOverNotHeld: () => ({
    ja: '「完了」を待っているあなたの手番交代はありません。',
    en: 'No hand-over of yours is waiting for Done.',
  }),
  doneButton: () => ({ ja: '完了', en: 'Done' }),
};

export type TextKey = keyof typeof T;
/** The whole catalogue, for tests that read every entry (test/games/one-language.test.ts). */
export const TEXTS: Record<TextKey, (a: Args) => { ja: string; en: string }> = T;

export const { t, tr } = catalogue<TextKey>(T);

/** Discord locales ("ja", "en-US", "en-GB", …) to the two the bot speaks. */
export function toLocale(discordLocale: string | null | undefined, fallback: Locale = 'ja'): Locale {
  if (!discordLocale) return fallback;
  if (discordLocale.startsWith('ja')) return 'ja';
  return 'en';
}
