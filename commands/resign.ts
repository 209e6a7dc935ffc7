// /resign: give up this channel's game; your opponent wins — after a confirmation button.
import { SlashCommandBuilder } from 'discord.js';
import { askConfirmation } from '#service/confirm.ts';
import type { Command } from './_command.ts';
import { replyOf } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('resign')
    .setNameLocalizations({ ja: '投了' })
    .setDescription("Resign this channel's game (your opponent wins)")
    .setDescriptionLocalizations({ ja: 'このチャンネルの対局を投了します(相手の勝ち)' })
    .toJSON(),
  async execute(ctx) {
    // Asked first: the button on this private reply resigns (src/service/confirm.ts).
    const r = await askConfirmation(ctx.deps, ctx.channelId, ctx.userId, 'resign', ctx.locale);
    return r.ok ? r.value : replyOf(r, ctx.locale, () => '');
  },
};
