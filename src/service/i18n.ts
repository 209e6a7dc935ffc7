// Texts of the bot itself (not of a game's rules), ja and en.
import type { Locale, Text } from '../engine/types.ts';

type Args = Record<string, string | number>;
const T = {
  noGame: () => ({ ja: 'このチャンネルには進行中の対局がありません。`/newgame` で始められます。', en: 'There is no game in this channel. Start one with `/newgame`.' }),
  channelBusy: () => ({ ja: 'このチャンネルにはすでに対局があります(1チャンネル1対局)。終わらせるか別のチャンネル/スレッドを使ってください。', en: 'This channel already has a game (one per channel). Finish it or use another channel or thread.' }),
  unknownGame: (a: Args) => ({ ja: `「${a.game}」というゲームはありません。遊べるゲーム: ${a.legal}`, en: `There is no game "${a.game}". Available: ${a.legal}` }),
  unknownSide: (a: Args) => ({ ja: `「${a.side}」という陣営はありません。選べる陣営: ${a.legal}`, en: `There is no side "${a.side}". Choose one of: ${a.legal}` }),
  opponentCount: (a: Args) => ({
    ja: `${a.game} は ${a.sides} 人で遊ぶゲームです。相手を ${a.need} 人指定してください(指定: ${a.got} 人)。`,
    en: `${a.game} is played by ${a.sides}; name ${a.need} opponent(s) (you named ${a.got}).`,
  }),
  sameOpponentTwice: () => ({ ja: '同じメンバーを二度指定しています。', en: 'You named the same member twice.' }),
  acceptedWaiting: (a: Args) => ({ ja: `<@${a.user}> さんが受諾しました。あと: ${a.waiting}`, en: `<@${a.user}> accepted. Still waiting for: ${a.waiting}` }),
  noPreferences: () => ({ ja: 'このゲームには設定できる自動応答がありません。', en: 'This game has no standing preferences to set.' }),
  badPreferences: () => ({ ja: 'その設定は受け付けられません。', en: 'Those preferences are not valid for this game.' }),
  selfOpponent: () => ({ ja: '自分自身とは対局できません。相手を指定してください。', en: 'You cannot play against yourself; name another member.' }),
  botOpponent: () => ({ ja: 'ボットとは対局できません。相手には人間のメンバーを指定してください。', en: 'Bots cannot play; name a human member as your opponent.' }),
  challenge: (a: Args) => ({
    ja: `<@${a.opponent}> さん、<@${a.creator}> さんから「${a.gameJa}」の対局申し込みです(あなたは${a.sideJa}${a.paceJa ? `、${a.paceJa}` : ''}${a.rated ? '、レーティング対象' : ''})。受けるなら「受諾」、断るなら「辞退」を押すか、\`/accept\` / \`/decline\` を使ってください。${a.commitment ? `🎲 ダイスの鍵のコミットメント (SHA-256): \`${a.commitment}\`` : ''}`,
    en: `<@${a.opponent}>, <@${a.creator}> challenges you to ${a.gameEn} (you would play ${a.sideEn}${a.paceEn ? `; clock: ${a.paceEn}` : ''}${a.rated ? '; rated' : ''}). Press Accept or Decline, or use \`/accept\` / \`/decline\`.${a.commitment ? ` 🎲 Dice key commitment (SHA-256): \`${a.commitment}\`` : ''}`,
  }),
  leagueChallenge: (a: Args) => ({
    ja: `<@${a.opponent}> さん、リーグ戦「${a.gameJa}」の対局です(相手: <@${a.creator}> さん、あなたは${a.sideJa}${a.paceJa ? `、${a.paceJa}` : ''}、レーティング対象)。「開始」を押すか \`/accept\` で対局が始まります(押した操作もダイスの鍵に加わります)。${a.commitment ? `🎲 ダイスの鍵のコミットメント (SHA-256): \`${a.commitment}\`` : ''}`,
    en: `<@${a.opponent}>, your league game of ${a.gameEn} against <@${a.creator}> (you play ${a.sideEn}${a.paceEn ? `; clock: ${a.paceEn}` : ''}; rated). Press Start or use \`/accept\` to begin (your press goes into the dice key).${a.commitment ? ` 🎲 Dice key commitment (SHA-256): \`${a.commitment}\`` : ''}`,
  }),
  leagueGameNoDecline: () => ({ ja: 'リーグ戦の対局は辞退できません。出られない場合はリーグから退会してください(`/league leave`)。', en: "A league game cannot be declined; if you cannot play, leave the league (`/league leave`)." }),
  notStarted: (a: Args) => ({
    ja: `この対局はまだ始まっていません(${a.waiting} さんの受諾待ち)。全員が受諾するまで、手札・配置・ダイスは何も決まっていません。`,
    en: `This game has not started (waiting for ${a.waiting} to accept). Nothing is dealt, set up or rolled until everyone has accepted.`,
  }),
  noGameToExport: () => ({ ja: 'このチャンネルには書き出せる対局がありません。', en: 'There is no game in this channel to export.' }),
  exported: (a: Args) => ({
    ja: `対局の記録です(JSON)。${a.over ? (a.keyed ? '終局済み: ダイスの秘密鍵と全ダイスを含みます。' : '終局済み: 全ダイスを含みます。コミットメント導入前の対局のため、ダイスの秘密鍵はなく、ダイスを事前のコミットメントと照合することはできません。') + `\`npm run verify -- --key ${a.key} ファイル\` で検証できます。` : '対局中のため、秘密鍵と行動・ダイスは含みません(見てよい記録のみ)。終局後にもう一度書き出してください。'}ボットがサーバーの鍵 \`${a.key}\` で署名しています(サーバーの公開鍵と同じか確かめてください: README)。`,
    en: `The game's record (JSON). ${a.over ? (a.keyed ? 'The game is over: it holds the dice secret and every die.' : 'The game is over: it holds every die. It was started before committed dice, so there is no dice secret and its dice cannot be checked against a commitment.') + ` Check it with \`npm run verify -- --key ${a.key} FILE\`.` : 'The game is not over: no dice secret, actions or dice, only what you may see. Export again when it has ended.'} Signed by the bot with the server's key \`${a.key}\` (check it is your server's public key: see the README).`,
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
  gameThread: (a: Args) => ({ ja: `対局はスレッド <#${a.thread}> で行います。`, en: `The game is played in its thread <#${a.thread}>.` }),
  challengeSent: (a: Args) => ({ ja: `対局を申し込みました。<@${a.opponent}> さんの受諾を待っています。`, en: `Challenge sent. Waiting for <@${a.opponent}> to accept.` }),
  notInvited: () => ({ ja: 'この対局の申し込みはあなた宛てではありません。', en: 'This challenge is not addressed to you.' }),
  notPending: () => ({ ja: '受諾待ちの対局はありません。', en: 'There is no challenge waiting for an answer.' }),
  accepted: (a: Args) => ({ ja: `対局開始: ${a.game}。${a.seats}`, en: `Game on: ${a.game}. ${a.seats}` }),
  declined: (a: Args) => ({ ja: `<@${a.user}> さんが対局を辞退しました。`, en: `<@${a.user}> declined the game.` }),
  cancelled: (a: Args) => ({ ja: `<@${a.user}> さんが申し込みを取り下げました。`, en: `<@${a.user}> withdrew the challenge.` }),
  notSeated: () => ({ ja: 'あなたはこの対局のプレイヤーではありません(観戦はできます)。', en: 'You are not a player in this game (you can watch).' }),
  notActive: () => ({ ja: 'この対局はまだ始まっていません(受諾待ち)。', en: 'This game has not started yet (waiting for the opponent to accept).' }),
  done: (a: Args) => ({ ja: `✅ ${a.what}`, en: `✅ ${a.what}` }),
  legalNow: (a: Args) => ({ ja: `今できる行動: ${a.list}`, en: `Legal now: ${a.list}` }),
  nothingToDo: (a: Args) => ({ ja: `今はあなたの決定を待っていません(${a.waiting}の番です)。`, en: `Nothing is waiting for you now (${a.waiting} to act).` }),
  stalePrivateButton: () => ({ ja: 'このボタンの後で局面が変わりました。`/view` で新しいボタンを出すか `/act` を使ってください。', en: 'The position changed since these buttons were drawn — `/view` shows fresh ones, or use `/act`.' }),
  unknownPace: (a: Args) => ({ ja: `ペース「${a.pace}」はありません。選べるのは: ${a.legal}`, en: `There is no pace "${a.pace}". Choose one of: ${a.legal}` }),
  timeoutNotAnAction: () => ({ ja: '時間切れは宣言できません。相手の持ち時間が切れると勝ちを請求するボタンが届きます。', en: "A timeout is not an action: when your opponent's clock runs out you get buttons to claim the win." }),
  outOfTime: (a: Args) => ({ ja: `あなたの持ち時間は切れました。<@${a.opponent}> さんが勝ちの請求・レーティングなしの終了・続行のどれかを選ぶまでお待ちください(\`/resign\` はできます)。`, en: `Your clock ran out. Wait for <@${a.opponent}> to claim the win, end the game unrated or let you go on (you may \`/resign\`).` }),
  remind: (a: Args) => ({ ja: `⏰ 【${a.gameJa} / <#${a.channel}>】あなたの番です。持ち時間は残り${a.left}(${a.at}に切れます)。`, en: `⏰ [${a.gameEn} / <#${a.channel}>] It is your turn. ${a.left} left on your clock (it runs out ${a.at}).` }),
  remindLow: (a: Args) => ({ ja: `⏰ 【${a.gameJa} / <#${a.channel}>】持ち時間が残り少なくなりました: 残り${a.left}(${a.at}に切れます)。`, en: `⏰ [${a.gameEn} / <#${a.channel}>] Your clock is running low: ${a.left} left (it runs out ${a.at}).` }),
  remindersUnanswered: (a: Args) => ({ ja: `⏰ ${a.sideJa}(<@${a.user}>)がリマインダーに応答していません。持ち時間が切れたら(${a.at})、勝ちの請求かレーティングなしの終了を選べます。`, en: `⏰ ${a.sideEn} (<@${a.user}>) has not answered the reminders. When their clock runs out (${a.at}) you may claim the win or end the game unrated.` }),
  clockRanOut: (a: Args) => ({ ja: `⏰ ${a.sideJa}(<@${a.user}>)の持ち時間が切れました。${a.opponent} さん、勝ちを請求するか、レーティングなしで終了するか、続行させるかを選んでください。`, en: `⏰ ${a.sideEn}'s clock (<@${a.user}>) ran out. ${a.opponent}: claim the win, end the game unrated, or let them go on.` }),
  noTimeout: () => ({ ja: 'この対局では持ち時間切れは起きていません。', en: "Nobody's clock has run out in this game." }),
  ownTimeout: () => ({ ja: 'これはあなた自身の時間切れです。選ぶのは相手です。', en: 'That is your own timeout: your opponent chooses.' }),
  timeoutContinued: (a: Args) => ({ ja: `<@${a.user}> さんが続行を認めました。${a.sideJa}の持ち時間は${a.left}です。`, en: `<@${a.user}> lets the game go on: ${a.sideEn} has ${a.left} on the clock.` }),
  timeoutUnrated: (a: Args) => ({ ja: `${a.sideJa}の時間切れにより、<@${a.user}> さんが対局をレーティングなしで終了しました。`, en: `After ${a.sideEn}'s timeout, <@${a.user}> ended the game unrated.` }),
  timeoutWin: (a: Args) => ({ ja: `<@${a.user}> さんが${a.sideJa}の時間切れによる勝ちを請求しました。`, en: `<@${a.user}> claimed the win on ${a.sideEn}'s time.` }),
  ruleWhichGame: (a: Args) => ({ ja: 'このチャンネルには対局がありません。`game` でゲームを選んでください(' + a.legal + ')。', en: 'There is no game in this channel: choose one with `game` (' + a.legal + ').' }),
  unknownRule: (a: Args) => ({ ja: `${a.game} にルール「${a.number}」はありません。あるのは: ${a.near}`, en: `${a.game} has no rule "${a.number}". There are: ${a.near}` }),
  ruleHint: (a: Args) => ({ ja: `(\`/rule ${a.rule}\` でこのルールの説明)`, en: `(\`/rule ${a.rule}\` explains this rule)` }),
  confirmResign: () => ({ ja: '本当に投了しますか? 相手の勝ちになります。下のボタンで確定します(このメッセージはあなたにだけ見えます)。', en: 'Resign for real? Your opponent wins. Press the button to confirm (only you see this).' }),
  confirmResignButton: () => ({ ja: '投了する', en: 'Resign' }),
  confirmAbort: () => ({ ja: '本当にこの対局を結果なしで中止しますか? 下のボタンで確定します。', en: 'Abort this game without a result? Press the button to confirm.' }),
  confirmAbortButton: () => ({ ja: '中止する', en: 'Abort the game' }),
  noClock: () => ({ ja: 'この対局には持ち時間がありません(`/newgame` の `pace` で設定します)。', en: 'This game has no clock (`/newgame` sets one with `pace`).' }),
  badQuiet: (a: Args) => ({ ja: `「${a.quiet}」は読めません。例: \`22-7+9\`(UTC+9 の22時〜7時)、または \`off\`。`, en: `"${a.quiet}" is not readable. E.g. \`22-7+9\` (22:00–7:00 at UTC+9), or \`off\`.` }),
  muteNotRunning: () => ({ ja: '今はあなたの持ち時間が動いていないので、止めるリマインダーがありません。', en: 'Your clock is not running now: there is no reminder to mute.' }),
  remindersSet: (a: Args) => ({ ja: `リマインダー: 送り先 ${a.where}、通知しない時間帯 ${a.quiet}、この手番のミュート ${a.muted === 'yes' ? 'あり' : 'なし'}`, en: `Reminders: to ${a.where}, quiet hours ${a.quiet}, muted this turn: ${a.muted}` }),
  vacationBadDays: () => ({ ja: '日数は1以上の整数で指定してください。', en: 'Give the days as a whole number of at least 1.' }),
  vacationAlready: (a: Args) => ({ ja: `すでに休暇中です(${a.until}まで)。早く戻るなら \`/vacation off:True\`。`, en: `You are already on vacation (until ${a.until}). To come back early: \`/vacation off:True\`.` }),
  vacationNoBudget: (a: Args) => ({ ja: `今年の休暇の残りは${a.left}日です(${a.days}日は取れません)。`, en: `You have ${a.left} vacation day(s) left this year (not ${a.days}).` }),
  vacationStarted: (a: Args) => ({ ja: `🌴 <@${a.user}>(${a.sideJa})は休暇中です。${a.until}まで持ち時間は止まります。`, en: `🌴 <@${a.user}> (${a.sideEn}) is on vacation: their clock is paused until ${a.until}.` }),
  vacationAuto: (a: Args) => ({ ja: `🌴 <@${a.user}>(${a.sideJa})の持ち時間が切れる直前のため、休暇を1日自動で取りました(${a.until}まで)。`, en: `🌴 <@${a.user}> (${a.sideEn}) was about to run out of time: one vacation day was taken automatically (until ${a.until}).` }),
  vacationTaken: (a: Args) => ({ ja: `休暇を${a.days}日取りました(${a.until}まで、対局${a.games}件の持ち時間が止まります)。今年の残り: ${a.left}日。`, en: `Vacation of ${a.days} day(s) taken (until ${a.until}; the clocks of ${a.games} game(s) are paused). Left this year: ${a.left} day(s).` }),
  vacationNone: () => ({ ja: '今は休暇中ではありません。', en: 'You are not on vacation.' }),
  vacationEnded: (a: Args) => ({ ja: `<@${a.user}>(${a.sideJa})が休暇から戻りました。持ち時間が動き出します。`, en: `<@${a.user}> (${a.sideEn}) is back from vacation: their clock runs again.` }),
  vacationOff: (a: Args) => ({ ja: `休暇を終えました。使わなかった${a.back}日は今年の残りに戻りました。`, en: `Vacation ended; ${a.back} unused day(s) went back to this year's budget.` }),
  logFile: (a: Args) => ({ ja: `記録全体(${a.lines}行)をファイルで送ります。`, en: `The whole record (${a.lines} lines) as a file.` }),
  logCut: (a: Args) => ({ ja: `(このページの古い${a.cut}行は長すぎて省きました。\`/log file:True\` で全体を受け取れます)`, en: `(${a.cut} older line(s) of this page did not fit; \`/log file:True\` gives the whole record)` }),
  undoNothing: () => ({ ja: '取り消せる行動がありません(取り消せるのは自分の直前の行動だけです)。', en: 'There is nothing to undo (only your own last action can be taken back).' }),
  undoAfterOthers: () => ({ ja: '相手がその後に行った行動がこの行動に依存しているため、取り消せません。', en: 'The other side acted after it in a way that depends on it: it cannot be taken back.' }),
  undoRolled: () => ({ ja: 'ダイスを振った行動や隠れた情報を明かした行動は取り消せません。', en: 'An action that rolled dice or revealed hidden information cannot be undone.' }),
  undoHandedOver: () => ({ ja: '手番はすでに相手に移りました。取り消せません。', en: 'The decision has passed to your opponent: it cannot be undone.' }),
  undone: (a: Args) => ({ ja: `↩️ <@${a.user}>(${a.sideJa})が直前の行動を取り消しました。`, en: `↩️ <@${a.user}> (${a.sideEn}) took back their last action.` }),
  undoDone: () => ({ ja: '直前の行動を取り消しました。', en: 'Your last action was taken back.' }),
  undoAsk: (a: Args) => ({ ja: `<@${a.user}>(${a.sideJa})が直前の行動の取り消しを求めています。${a.opponent} さん、認めるなら下のボタンを押してください。`, en: `<@${a.user}> (${a.sideEn}) asks to take back their last action. ${a.opponent}: press the button to allow it.` }),
  undoAsked: () => ({ ja: 'その行動はすでに投稿されたので、相手の同意を求めました。', en: 'That action was already posted: your opponent was asked to allow the undo.' }),
  staleButton: () => ({ ja: 'このボタンは前の局面のものです。最新の投稿のボタンか `/act` を使ってください。', en: 'This button is from an earlier position — use the newest post or `/act`.' }),
  gameEnded: () => ({ ja: 'このボタンは終了した対局のものです。', en: 'This button belongs to a game that has ended.' }),
  otherGameButton: () => ({ ja: 'このボタンはこのチャンネルの現在の対局のものではありません。', en: "This button belongs to another game, not this channel's current one." }),
  challengeAnswered: () => ({ ja: 'この対局申し込みにはすでに回答済みです。', en: 'This challenge has already been answered.' }),
  oldButton: () => ({
    ja: 'このボタンは古い形式のため使えません。`/accept` `/decline` `/act` などのスラッシュコマンドを使ってください。',
    en: 'This button is from an older version of the bot and no longer works. Use the slash commands (`/accept`, `/decline`, `/act`, …).',
  }),
  buttonNotYours: (a: Args) => ({ ja: `このボタンは <@${a.user}> さん用です。`, en: `These buttons are for <@${a.user}>.` }),
  busy: () => ({ ja: '他の操作と同時に実行されたため反映できませんでした。もう一度お試しください。', en: 'Another command changed the game at the same moment; please try again.' }),
  resigned: (a: Args) => ({ ja: `<@${a.user}> さん(${a.side})が投了しました。${a.winner}の勝利。`, en: `<@${a.user}> (${a.side}) resigned. ${a.winner} wins.` }),
  aborted: (a: Args) => ({ ja: `<@${a.user}> さんが対局を中止しました。`, en: `<@${a.user}> aborted the game.` }),
  ratedNoAbort: () => ({ ja: 'レーティング対象の対局は、その対局者が中止することはできません(投了は `/resign`)。', en: 'A player of a rated game cannot abort it (to give up, `/resign`).' }),
  needManage: () => ({ ja: '対局の中止(`/abort`)には「サーバー管理」権限が必要です。', en: 'Aborting a game (`/abort`) needs the Manage Server permission.' }),
  yourTurn: (a: Args) => ({ ja: `<@${a.user}> さんの番です(${a.decision})。`, en: `<@${a.user}>, your move (${a.decision}).` }),
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
  statusEnded: () => ({ ja: '対局は終了しました(`/log` `/map` `/export` で記録を見られます)', en: 'The game is over (`/log`, `/map` and `/export` show its record)' }),
  statusAborted: () => ({ ja: '対局は中止されました(結果なし)', en: 'The game was aborted (no result)' }),
  statusUpdated: (a: Args) => ({ ja: `最終更新 ${a.at}`, en: `Updated ${a.at}` }),
  privateHeader: (a: Args) => ({ ja: `【${a.game} / ${a.channel}】あなた(${a.side})だけが見られる情報です。`, en: `[${a.game} / ${a.channel}] Your private view (${a.side}).` }),
  statusHeader: (a: Args) => ({ ja: `${a.game}: ${a.seats}`, en: `${a.game}: ${a.seats}` }),
  forumIs: (a: Args) => ({ ja: `新しい対局はフォーラム <#${a.channel}> の投稿として開きます。`, en: `New games open as posts in the forum <#${a.channel}>.` }),
  forumOff: () => ({ ja: '新しい対局は /newgame を使ったチャンネルのスレッドとして開きます。', en: 'New games open as threads of the channel /newgame is used in.' }),
  localeSet: (a: Args) => ({ ja: `このサーバーの投稿言語を ${a.locale} にしました。`, en: `This server's posts are now in ${a.locale}.` }),
  noLog: () => ({ ja: '記録はまだありません。', en: 'Nothing has happened yet.' }),
  logPage: (p: Args) => ({ ja: `(${p.page}/${p.pages}ページ — \`/記録 ページ:${p.next}\` で${Number(p.next) > Number(p.page) ? 'それ以前' : 'それ以後'}の記録)`, en: `(page ${p.page} of ${p.pages} — \`/log page:${p.next}\` for ${Number(p.next) > Number(p.page) ? 'earlier' : 'later'} entries)` }),
  dbUnavailable: () => ({
    ja: 'データベースに一時的に接続できません。何も変更されていません。少し待ってからもう一度お試しください。',
    en: 'The database is briefly unreachable. Nothing was changed; please try again in a moment.',
  }),
  genericError: () => ({ ja: '内部エラーが発生しました。対局は変更されていません。', en: 'Something went wrong inside the bot. The game was not changed.' }),
  prefsSet: (a: Args) => ({ ja: `設定しました: ${a.prefs}`, en: `Saved: ${a.prefs}` }),
  noHand: () => ({ ja: 'このゲームには手札がありません。自分の情報は `/view` で見られます。', en: 'This game has no cards in hand. See your private view with `/view`.' }),
  imageRateLimited: (a: Args) => ({
    ja: `画像の表示が続いています。${a.seconds}秒後にもう一度お試しください(1分に${a.points}枚まで)。対局の最新の地図はチャンネルに投稿されています。`,
    en: `Too many images in a row: try again in ${a.seconds} s (at most ${a.points} a minute). The game's latest map is posted in its channel.`,
  }),
  emptyHand: () => ({ ja: '手札はありません。', en: 'Your hand is empty.' }),
  answeredNow: (a: Args) => ({ ja: `待っていた決定に自動で答えました: ${a.action}`, en: `Answered the waiting decision automatically: ${a.action}` }),
  guildOnly: () => ({ ja: 'このボットのコマンドはサーバーのチャンネルでのみ使えます(DMでは使えません)。', en: 'This bot works only in a server channel, not in DMs.' }),
  botMissingPermissions: (a: Args) => ({
    ja: `このチャンネルでボットに必要な権限がありません: ${a.list}。サーバーの管理者に付与を依頼するか、別のチャンネルを使ってください。対局は作成されていません。`,
    en: `I lack permissions I need in this channel: ${a.list}. Ask a server admin to grant them, or use another channel. No game was created.`,
  }),
  unknownCommand: (a: Args) => ({ ja: `コマンド「${a.name}」はありません。`, en: `There is no command "${a.name}".` }),
  // Input checks of every command's options (src/bot/input.ts) and the reply path (src/bot/router.ts).
  inputWrongType: (a: Args) => ({ ja: `オプション「${a.option}」の値の種類が違います(${a.kind}を指定してください)。何も変更していません。`, en: `The option \`${a.option}\` has the wrong kind of value (expected ${a.kind}). Nothing was changed.` }),
  inputControl: (a: Args) => ({ ja: `オプション「${a.option}」に使えない制御文字(NUL など)が含まれています。取り除いてもう一度どうぞ。何も変更していません。`, en: `The option \`${a.option}\` contains control characters (such as NUL) that cannot be used. Remove them and try again; nothing was changed.` }),
  inputBrokenText: (a: Args) => ({ ja: `オプション「${a.option}」に壊れた文字(対になっていないサロゲート)が含まれています。入力し直してください。何も変更していません。`, en: `The option \`${a.option}\` contains broken text (an unpaired surrogate). Type it again; nothing was changed.` }),
  inputTooLong: (a: Args) => ({ ja: `オプション「${a.option}」は${a.max}文字までです(${a.length}文字でした)。何も変更していません。`, en: `The option \`${a.option}\` may be at most ${a.max} characters (it had ${a.length}). Nothing was changed.` }),
  inputTooShort: (a: Args) => ({ ja: `オプション「${a.option}」は${a.min}文字以上にしてください(${a.length}文字でした)。何も変更していません。`, en: `The option \`${a.option}\` needs at least ${a.min} characters (it had ${a.length}). Nothing was changed.` }),
  inputOutOfRange: (a: Args) => ({ ja: `オプション「${a.option}」には${a.min}から${a.max}までの整数を指定してください。何も変更していません。`, en: `The option \`${a.option}\` must be a whole number from ${a.min} to ${a.max}. Nothing was changed.` }),
  needManageFor: (a: Args) => ({ ja: `\`${a.command}\` には「サーバー管理」権限が必要です。`, en: `\`${a.command}\` needs the Manage Server permission.` }),
  committedReplyLost: () => ({
    ja: '操作は記録されました。ただし返答を用意する途中でエラーが起きたため、詳しい結果を表示できません。もう一度実行する前に `/status` で確かめてください。',
    en: 'Done: your command was recorded, but an error occurred while preparing this reply, so its details cannot be shown. Check `/status` before doing it again.',
  }),
  replyCut: (a: Args) => ({ ja: `…(残り${a.n}文字は省略)`, en: `… (${a.n} more characters)` }),
};

export type TextKey = keyof typeof T;

export function t(key: TextKey, args: Args = {}): Text {
  return (T[key] as (a: Args) => Text)(args);
}

export function tr(locale: Locale, key: TextKey, args: Args = {}): string {
  return t(key, args)[locale];
}

/** Discord locales ("ja", "en-US", "en-GB", …) to the two the bot speaks. */
export function toLocale(discordLocale: string | null | undefined, fallback: Locale = 'ja'): Locale {
  if (!discordLocale) return fallback;
  if (discordLocale.startsWith('ja')) return 'ja';
  return 'en';
}
