// /games: your games on this server — open ones with whose move it is and the clocks, and those
// ended in the last 30 days — each linking its channel. Shown only to you.
import { SlashCommandBuilder } from 'discord.js';
import { tr } from '#service/i18n.ts';
import { gamesOf } from '#service/my-games.ts';
import type { Command } from './_command.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('games')
    .setNameLocalizations({ ja: '対局一覧' })
    .setDescription('Your games on this server: whose move, clocks, recent results')
    .setDescriptionLocalizations({ ja: 'このサーバーでのあなたの対局(手番・持ち時間・最近の結果)' })
    .toJSON(),
  async execute(ctx) {
    const lines = await gamesOf(ctx.deps, ctx.guildId ?? '', ctx.userId, ctx.locale);
    if (!lines.length) return { content: tr(ctx.locale, 'noGamesOnServer') };
    return {
      content: lines
        .map((l) => `・${l}`)
        .join('\n')
        .slice(0, 1990),
    };
  },
};
