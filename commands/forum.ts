// /forum: where new games open (Manage Server). By default each game opens as a public thread of
// the channel /newgame is used in; with a forum channel chosen, each game is a post in that forum
// instead (docs/play-by-post.md).
import { ChannelType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { t, tr } from '#service/i18n.ts';
import { describeError } from '#service/types.ts';
import type { Command } from './_command.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('forum')
    .setNameLocalizations({ ja: 'フォーラム' })
    .setDescription('Open new games as posts in a forum channel (Manage Server)')
    .setDescriptionLocalizations({ ja: '新しい対局をフォーラムチャンネルの投稿として開きます(サーバー管理権限)' })
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .setDMPermission(false)
    .addChannelOption((o) =>
      o
        .setName('channel')
        .setNameLocalizations({ ja: 'チャンネル' })
        .setDescription('The forum channel for new games')
        .setDescriptionLocalizations({ ja: '新しい対局を開くフォーラムチャンネル' })
        .addChannelTypes(ChannelType.GuildForum),
    )
    .addBooleanOption((o) =>
      o
        .setName('off')
        .setNameLocalizations({ ja: '解除' })
        .setDescription('Back to a thread of the channel /newgame is used in')
        .setDescriptionLocalizations({ ja: '/newgame を使ったチャンネルのスレッドに戻す' }),
    )
    .toJSON(),
  async execute(ctx) {
    if (!ctx.canManageGuild || !ctx.guildId)
      return {
        content: describeError({ code: 'NEED_MANAGE', text: t('needManageFor', { command: '/forum' }) }, ctx.locale),
      };
    // On Discord a channel option's value is the channel's id; typed in the console, `#id` or `<#id>`.
    const channel = ctx.getString('channel')?.replace(/^<?#?|>$/g, '') || null;
    if (ctx.getBoolean('off')) {
      await ctx.deps.repo.setGuildForum(ctx.guildId, null);
      return { content: tr(ctx.locale, 'forumOff', {}) };
    }
    if (!channel) {
      const now = await ctx.deps.repo.getGuildForum(ctx.guildId);
      return { content: now ? tr(ctx.locale, 'forumIs', { channel: now }) : tr(ctx.locale, 'forumOff', {}) };
    }
    await ctx.deps.repo.setGuildForum(ctx.guildId, channel);
    return { content: tr(ctx.locale, 'forumIs', { channel }) };
  },
};
