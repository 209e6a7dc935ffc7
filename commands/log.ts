// /log: the game's record, as you may read it (the public log, plus your own secrets if you play),
// a page at a time from the newest (page 1), read from the game's log rows.
import { SlashCommandBuilder } from 'discord.js';
import { describeError, logPage } from '../src/service/games.ts';
import { tr } from '../src/service/i18n.ts';
import type { Command } from '../src/bot/command.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('log')
    .setNameLocalizations({ ja: '記録' })
    .setDescription('Show this channel\'s game record, a page at a time (page 1: the latest)')
    .setDescriptionLocalizations({ ja: 'このチャンネルの対局の記録を表示します(1ページ目が最新)' })
    .addIntegerOption((o) =>
      o
        .setName('page')
        .setNameLocalizations({ ja: 'ページ' })
        .setDescription('Which page: 1 is the latest, 2 the one before, …')
        .setDescriptionLocalizations({ ja: '何ページ目か: 1が最新、2がその前…' })
        .setMinValue(1)
        .setRequired(false),
    )
    .toJSON(),
  async execute(ctx) {
    const r = await logPage(ctx.deps, ctx.channelId, ctx.userId, ctx.getInteger('page') ?? 1);
    if (!r.ok) return { content: describeError(r.error, ctx.locale) };
    const { lines, page, pages } = r.value;
    if (!lines.length) return { content: tr(ctx.locale, 'noLog') };
    const footer = pages > 1 ? tr(ctx.locale, 'logPage', { page, pages, next: page < pages ? page + 1 : page - 1 }) : '';
    // Keep within Discord's 2,000 characters: the newest lines of the page that fit.
    const out: string[] = [];
    let size = footer.length;
    for (let i = lines.length - 1; i >= 0; i--) {
      const line = `・${lines[i]![ctx.locale]}`;
      if (size + line.length + 1 >= 1900) break;
      out.unshift(line);
      size += line.length + 1;
    }
    return { content: [...out, footer].filter(Boolean).join('\n') };
  },
};
