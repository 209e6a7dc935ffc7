// /resign: give up this channel's game; your opponent wins.
import { SlashCommandBuilder } from 'discord.js';
import { resign } from '../src/service/games.ts';
import type { Command } from '../src/bot/command.ts';
import { replyOf, say } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('resign')
    .setNameLocalizations({ ja: '投了' })
    .setDescription('Resign this channel\'s game (your opponent wins)')
    .setDescriptionLocalizations({ ja: 'このチャンネルの対局を投了します(相手の勝ち)' })
    .toJSON(),
  async execute(ctx) {
    const r = await resign(ctx.deps, ctx.channelId, ctx.userId);
    return replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale));
  },
};
