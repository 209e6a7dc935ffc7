// /abort: end this channel's game without a result (members with Manage Server only) — after a
// confirmation button.
import { PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { askConfirmation } from '#service/confirm.ts';
import type { Command } from './_command.ts';
import { replyOf } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('abort')
    .setNameLocalizations({ ja: '中止' })
    .setDescription("Abort this channel's game without a result (Manage Server)")
    .setDescriptionLocalizations({ ja: 'このチャンネルの対局を結果なしで中止します(サーバー管理権限)' })
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .toJSON(),
  async execute(ctx) {
    // Asked first: the button on this private reply aborts (src/service/confirm.ts).
    const r = await askConfirmation(ctx.deps, ctx.channelId, ctx.userId, 'abort', ctx.locale, ctx.canManageGuild);
    return r.ok ? r.value : replyOf(r, ctx.locale, () => '');
  },
};
