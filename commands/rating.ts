// /rating: a member's Glicko-2 ratings on this server (league games, and casual games both players
// agreed to rate); `rebuild:True` (Manage Server) rebuilds a game's ratings from the stored results.
import { SlashCommandBuilder } from 'discord.js';
import { allGames, getGame } from '#games/index.ts';
import { describeError } from '#service/types.ts';
import { tr } from '#service/i18n.ts';
import { rebuildGameRatings } from '#league/service.ts';
import type { Command } from './_command.ts';

const gameChoices = () =>
  allGames()
    .slice(0, 25)
    .map((g) => ({ name: g.name.en, name_localizations: { ja: g.name.ja }, value: g.id }));

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('rating')
    .setNameLocalizations({ ja: 'レーティング' })
    .setDescription("A member's ratings on this server")
    .setDescriptionLocalizations({ ja: 'このサーバーでのメンバーのレーティング' })
    .addUserOption((o) =>
      o
        .setName('user')
        .setNameLocalizations({ ja: 'メンバー' })
        .setDescription('Whose (default: yours)')
        .setDescriptionLocalizations({ ja: '誰の(省略時: 自分)' }),
    )
    .addStringOption((o) =>
      o
        .setName('game')
        .setNameLocalizations({ ja: 'ゲーム' })
        .setDescription('Which game (default: every game)')
        .setDescriptionLocalizations({ ja: 'ゲーム(省略時: すべて)' })
        .addChoices(...gameChoices()),
    )
    .addBooleanOption((o) =>
      o
        .setName('rebuild')
        .setNameLocalizations({ ja: '再計算' })
        .setDescription("Rebuild the game's ratings from the stored results (Manage Server)")
        .setDescriptionLocalizations({ ja: '保存された結果からレーティングを作り直します(サーバー管理権限)' }),
    )
    .setDMPermission(false)
    .toJSON(),
  async execute(ctx) {
    const l = ctx.locale;
    const game = ctx.getString('game');
    if (ctx.getBoolean('rebuild')) {
      if (!game) return { content: tr(l, 'ratingWhichGame') };
      const r = await rebuildGameRatings(
        ctx.deps,
        {
          guildId: ctx.guildId,
          channelId: ctx.channelId,
          userId: ctx.userId,
          locale: l,
          canManage: ctx.canManageGuild,
        },
        game,
      );
      return { content: r.ok ? r.value.message[l] : describeError(r.error, l) };
    }
    if (!ctx.guildId) return { content: '❌' };
    const user = ctx.getUser('user')?.id ?? ctx.userId;
    if (ctx.userName && user === ctx.userId) await ctx.deps.repo.setRatingName(ctx.guildId, user, ctx.userName);
    const games = game ? [getGame(game)].filter((g) => !!g) : allGames();
    const lines: string[] = [];
    for (const g of games) {
      const [r] = await ctx.deps.repo.getRatings(ctx.guildId, g!.id, [user]);
      if (r)
        lines.push(
          tr(l, 'ratingLine', { game: g!.name[l], rating: Math.round(r.rating), rd: Math.round(r.rd), games: r.games }),
        );
    }
    if (!lines.length) return { content: tr(l, 'noRating', { user }) };
    return { content: [`<@${user}>`, ...lines].join('\n') };
  },
};
