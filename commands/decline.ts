// /decline: refuse the challenge waiting in this channel (or withdraw your own).
import { SlashCommandBuilder } from 'discord.js';
import { declineGame } from '#service/lobby.ts';
import type { Command } from './_command.ts';
import { replyOf, say } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('decline')
    .setNameLocalizations({ ja: '辞退' })
    .setDescription('Decline (or withdraw) the challenge waiting in this channel')
    .setDescriptionLocalizations({ ja: 'このチャンネルの対局申し込みを断る(自分の申し込みなら取り下げる)' })
    .toJSON(),
  async execute(ctx) {
    const r = await declineGame(ctx.deps, ctx.channelId, ctx.userId);
    return replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale));
  },
};
