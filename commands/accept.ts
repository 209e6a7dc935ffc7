// /accept: take up the challenge waiting in this channel.
import { SlashCommandBuilder } from 'discord.js';
import { acceptGame } from '#service/lobby.ts';
import type { Command } from './_command.ts';
import { replyOf, say } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('accept')
    .setNameLocalizations({ ja: '受諾' })
    .setDescription('Accept the challenge waiting in this channel')
    .setDescriptionLocalizations({ ja: 'このチャンネルの対局申し込みを受けます' })
    .addStringOption((o) =>
      o
        .setName('words')
        .setNameLocalizations({ ja: '言葉' })
        .setDescription('Optional words of yours mixed into the dice key (public, at most 100 characters)')
        .setDescriptionLocalizations({ ja: 'ダイスの鍵に混ぜるあなたの言葉(任意・公開・100文字まで)' }),
    )
    .toJSON(),
  async execute(ctx) {
    const r = await acceptGame(ctx.deps, ctx.channelId, ctx.userId, ctx.locale, {
      words: ctx.getString('words'),
      ...(ctx.interactionId ? { press: ctx.interactionId } : {}),
    });
    return replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale));
  },
};
