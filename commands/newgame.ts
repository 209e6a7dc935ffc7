// /newgame: challenge a member to a game in this channel (they accept with a button or /accept).
import { PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { GAMES } from '../src/games/index.ts';
import { newGame } from '../src/service/games.ts';
import { tr } from '../src/service/i18n.ts';
import type { Command, CommandContext } from '../src/bot/command.ts';
import { replyOf } from './_shared.ts';

const games = Object.values(GAMES);

const PERMISSION_NAMES = {
  ViewChannel: { ja: 'チャンネルを見る', en: 'View Channel' },
  SendMessages: { ja: 'メッセージを送信', en: 'Send Messages' },
  SendMessagesInThreads: { ja: 'スレッドでメッセージを送信', en: 'Send Messages in Threads' },
  AttachFiles: { ja: 'ファイルを添付', en: 'Attach Files' },
} as const;

/**
 * The permissions the bot needs in the game's channel to post the challenge, the maps (files) and
 * the buttons, that it lacks there. In a thread the bot posts with Send Messages in Threads (Send
 * Messages does not apply to threads); elsewhere with Send Messages.
 */
export function missingBotPermissions(ctx: Pick<CommandContext, 'botPermissions' | 'inThread'>): (keyof typeof PERMISSION_NAMES)[] {
  const needed = ['ViewChannel', ctx.inThread ? 'SendMessagesInThreads' : 'SendMessages', 'AttachFiles'] as const;
  return needed.filter((p) => (ctx.botPermissions & PermissionFlagsBits[p]) !== PermissionFlagsBits[p]);
}
const sides = [...new Set(games.flatMap((g) => g.sides))];

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('newgame')
    .setNameLocalizations({ ja: '新規対局' })
    .setDescription('Challenge a member to a game in this channel')
    .setDescriptionLocalizations({ ja: 'このチャンネルでメンバーに対局を申し込みます' })
    .addUserOption((o) =>
      o.setName('opponent').setNameLocalizations({ ja: '相手' }).setDescription('Your opponent').setDescriptionLocalizations({ ja: '対戦相手' }).setRequired(true),
    )
    .addStringOption((o) =>
      o
        .setName('side')
        .setNameLocalizations({ ja: '陣営' })
        .setDescription('The side you play')
        .setDescriptionLocalizations({ ja: 'あなたが担当する陣営' })
        .setRequired(true)
        .addChoices(...sides.map((s) => ({ name: `${games[0]!.sideName(s).en}`, name_localizations: { ja: games[0]!.sideName(s).ja }, value: s }))),
    )
    .addStringOption((o) =>
      o
        .setName('game')
        .setNameLocalizations({ ja: 'ゲーム' })
        .setDescription('Which game (default: Battle of Mukden / 奉天会戦)')
        .setDescriptionLocalizations({ ja: 'ゲームの種類(省略時: 奉天会戦)' })
        .addChoices(...games.map((g) => ({ name: g.name.en, name_localizations: { ja: g.name.ja }, value: g.id }))),
    )
    .addBooleanOption((o) =>
      o
        .setName('pass_rule')
        .setNameLocalizations({ ja: 'パスで時間経過' })
        .setDescription('House rule: two passes in a row move the time marker (default on)')
        .setDescriptionLocalizations({ ja: 'ハウスルール: 両軍が続けてパスしたら時間を進める(既定: あり)' }),
    )
    .addBooleanOption((o) =>
      o
        .setName('naval_rules')
        .setNameLocalizations({ ja: '上級海戦ルール' })
        .setDescription('日露大戦: use the advanced naval rules (optional rule 11, default off)')
        .setDescriptionLocalizations({ ja: '日露大戦: 上級海戦ルール(選択ルール11.0)を使う(既定: なし)' }),
    )
    .addStringOption((o) =>
      o
        .setName('words')
        .setNameLocalizations({ ja: '言葉' })
        .setDescription('Optional words of yours mixed into the dice key (public, at most 100 characters)')
        .setDescriptionLocalizations({ ja: 'ダイスの鍵に混ぜるあなたの言葉(任意・公開・100文字まで)' })
    )
    .toJSON(),
  async execute(ctx) {
    const missing = missingBotPermissions(ctx);
    if (missing.length) {
      const sep = ctx.locale === 'ja' ? '、' : ', ';
      return { content: `❌ ${tr(ctx.locale, 'botMissingPermissions', { list: missing.map((p) => PERMISSION_NAMES[p][ctx.locale]).join(sep) })}` };
    }
    const opponent = ctx.getUser('opponent');
    const passRule = ctx.getBoolean('pass_rule');
    const naval = ctx.getBoolean('naval_rules');
    const options: Record<string, unknown> = {};
    if (passRule !== null) options.passesAdvanceTime = passRule;
    if (naval !== null) options.navalRules = naval;
    const r = await newGame(ctx.deps, {
      guildId: ctx.guildId,
      channelId: ctx.channelId,
      gameType: ctx.getString('game') ?? 'hoten-kaisen',
      creatorId: ctx.userId,
      creatorLocale: ctx.locale,
      opponentId: opponent?.id ?? '',
      opponentIsBot: opponent?.bot ?? false,
      side: ctx.getString('side') ?? '',
      options,
      words: ctx.getString('words'),
    });
    return replyOf(r, ctx.locale, () => tr(ctx.locale, 'challengeSent', { opponent: opponent?.id ?? '' }));
  },
};
