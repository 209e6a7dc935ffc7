// /leaderboard: a game's rating table on this server, as an image — rate-limited per member and per
// server (src/league/limits.ts), and taken from the images room: drawn once in a render worker
// (never on the main thread) and cached, so the same table asked for again is not drawn twice.
import { SlashCommandBuilder } from 'discord.js';
import { allGames, getGame } from '#games/index.ts';
import { leaderboardTable, tableImage } from '#images/index.ts';
import { allowTable } from '#league/limits.ts';
import { leaderboardOrder, MIN_RANKED_GAMES } from '#league/rating.ts';
import { describeError } from '#service/types.ts';
import { tr } from '#service/i18n.ts';
import type { Command } from './_command.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('leaderboard')
    .setNameLocalizations({ ja: 'ランキング' })
    .setDescription("A game's ratings on this server, as a table")
    .setDescriptionLocalizations({ ja: 'このサーバーでのゲームのレーティング表' })
    .addStringOption((o) =>
      o
        .setName('game')
        .setNameLocalizations({ ja: 'ゲーム' })
        .setDescription('Which game')
        .setDescriptionLocalizations({ ja: 'ゲーム' })
        .setRequired(true)
        .addChoices(
          ...allGames()
            .slice(0, 25)
            .map((g) => ({ name: g.name.en, name_localizations: { ja: g.name.ja }, value: g.id })),
        ),
    )
    .setDMPermission(false)
    .toJSON(),
  async execute(ctx) {
    const l = ctx.locale;
    const m = getGame(ctx.getString('game') ?? '');
    if (!m || !ctx.guildId) return { content: tr(l, 'leaderboardNoGame') };
    const allowed = await allowTable('/leaderboard', ctx.userId, ctx.guildId);
    if (!allowed.ok) return { content: describeError(allowed.error, l) };
    // The asker's own name is kept for the picture (others' come from their league sign-ups and /rating).
    if (ctx.userName) await ctx.deps.repo.setRatingName(ctx.guildId, ctx.userId, ctx.userName);
    const all = await ctx.deps.repo.getRatings(ctx.guildId, m.id);
    if (!all.length) return { content: tr(l, 'leaderboardEmpty', { gameJa: m.name.ja, gameEn: m.name.en }) };
    // Ranked: MIN_RANKED_GAMES rated games or more; the others below, unranked (docs/leagues.md).
    const order = leaderboardOrder(all);
    const ranked = order.ranked.slice(0, 30);
    const unranked = order.unranked.slice(0, 30 - ranked.length);
    const entry = (r: (typeof all)[number], rank: number | string) => ({
      name: r.name || `#${r.userId.slice(-4)}`,
      rating: r.rating,
      rd: r.rd,
      games: r.games,
      rank,
      ...(r.userId === ctx.userId ? { highlight: true } : {}),
    });
    const table = leaderboardTable(
      {
        title: tr(l, 'leaderboardTitle', { gameJa: m.name.ja, gameEn: m.name.en }),
        subtitle: tr(l, 'leaderboardSubtitle', { min: MIN_RANKED_GAMES }),
        entries: [...ranked.map((r) => entry(r, r.rank)), ...unranked.map((r) => entry(r, '—'))],
      },
      { locale: l },
    );
    const png = await tableImage(table, l);
    const line = (r: (typeof all)[number]) => ({
      user: `<@${r.userId}>`,
      rating: Math.round(r.rating),
      rd: Math.round(r.rd),
      games: r.games,
    });
    const text = [
      ...ranked.map((r) => tr(l, 'leaderboardRanked', { rank: r.rank, ...line(r) })),
      ...(unranked.length ? [tr(l, 'leaderboardUnrankedHead', { min: MIN_RANKED_GAMES })] : []),
      ...unranked.map((r) => tr(l, 'leaderboardUnranked', line(r))),
    ].join('\n');
    return { content: text.slice(0, 1900), files: [{ name: 'leaderboard.png', data: png }] };
  },
};
