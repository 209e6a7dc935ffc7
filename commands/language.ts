// /language: the language of this server's public posts (Manage Server).
import { PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { t, tr } from '#service/i18n.ts';
import { describeError } from '#service/types.ts';
import type { Command } from './_command.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('language')
    .setNameLocalizations({ ja: '言語' })
    .setDescription("Language of this server's game posts (Manage Server)")
    .setDescriptionLocalizations({ ja: 'このサーバーでの対局投稿の言語(サーバー管理権限)' })
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .setDMPermission(false)
    .addStringOption((o) =>
      o
        .setName('locale')
        .setNameLocalizations({ ja: '言語' })
        .setDescription('ja or en')
        .setDescriptionLocalizations({ ja: 'ja または en' })
        .setRequired(true)
        .addChoices({ name: '日本語', value: 'ja' }, { name: 'English', value: 'en' }),
    )
    .toJSON(),
  async execute(ctx) {
    if (!ctx.canManageGuild || !ctx.guildId)
      return {
        content: describeError({ code: 'NEED_MANAGE', text: t('needManageFor', { command: '/language' }) }, ctx.locale),
      };
    const locale = ctx.getString('locale') === 'en' ? 'en' : 'ja';
    await ctx.deps.repo.setGuildLocale(ctx.guildId, locale);
    return { content: tr(ctx.locale, 'localeSet', { locale }) };
  },
};
