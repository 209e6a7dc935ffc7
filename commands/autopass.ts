// /autopass: a standing answer to reaction windows ("always pass unless I can play …"), so a game
// does not wait a day for a pass. Stored per player and game; each automatic pass is an ordinary
// action of the log.
import { SlashCommandBuilder } from 'discord.js';
import { setPreferences } from '../src/service/games.ts';
import { tr } from '../src/service/i18n.ts';
import type { Command } from '../src/bot/command.ts';
import { replyOf } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('autopass')
    .setNameLocalizations({ ja: '自動パス' })
    .setDescription('Always pass combat-event windows, unless you can play one of the listed cards')
    .setDescriptionLocalizations({ ja: '戦闘イベントの機会を自動でパスします(指定したカードが使える時を除く)' })
    .addBooleanOption((o) =>
      o.setName('on').setNameLocalizations({ ja: '有効' }).setDescription('On or off').setDescriptionLocalizations({ ja: '有効にするか' }).setRequired(true),
    )
    .addStringOption((o) =>
      o
        .setName('unless')
        .setNameLocalizations({ ja: '例外' })
        .setDescription('Card numbers that make me decide myself, e.g. "#09 #02" (empty: any playable event)')
        .setDescriptionLocalizations({ ja: '自分で決めたいカード番号 例 "#09 #02"(空欄: 使えるイベントがあれば毎回)' })
        .setMaxLength(100),
    )
    .toJSON(),
  async execute(ctx) {
    const on = ctx.getBoolean('on') ?? false;
    // The game's front reads and checks the preference (which cards "unless" names, and how).
    const r = await setPreferences(ctx.deps, ctx.channelId, ctx.userId, { autoPass: on, unless: ctx.getString('unless') ?? '' });
    return replyOf(r, ctx.locale, (v) => [v.message[ctx.locale], v.answered ? tr(ctx.locale, 'answeredNow', { action: v.answered }) : ''].filter(Boolean).join('\n'));
  },
};
