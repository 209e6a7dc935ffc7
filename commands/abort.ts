// /abort: end this channel's game without a result (members with Manage Server only).
import { PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { abortGame } from '../src/service/games.ts';
import type { Command } from '../src/bot/command.ts';
import { replyOf, say } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('abort')
    .setNameLocalizations({ ja: '中止' })
    .setDescription('Abort this channel\'s game without a result (Manage Server)')
    .setDescriptionLocalizations({ ja: 'このチャンネルの対局を結果なしで中止します(サーバー管理権限)' })
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .toJSON(),
  async execute(ctx) {
    const r = await abortGame(ctx.deps, ctx.channelId, ctx.userId, ctx.canManageGuild);
    return replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale));
  },
};
