// /log: the game's record, as you may read it (the public log, plus your own secrets if you play),
// a page at a time from the newest (page 1), read from the game's log rows.
import { SlashCommandBuilder } from 'discord.js';
import { describeError } from '#service/types.ts';
import { logAll, logPage } from '#service/read.ts';
import { tr } from '#service/i18n.ts';
import type { Command } from './_command.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('log')
    .setNameLocalizations({ ja: '記録' })
    .setDescription("Show this channel's game record, a page at a time (page 1: the latest)")
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
    .addBooleanOption((o) =>
      o
        .setName('file')
        .setNameLocalizations({ ja: 'ファイル' })
        .setDescription('The whole record as a text file')
        .setDescriptionLocalizations({ ja: '記録全体をテキストファイルで' }),
    )
    .toJSON(),
  async execute(ctx) {
    if (ctx.getBoolean('file')) {
      const all = await logAll(ctx.deps, ctx.channelId, ctx.userId);
      if (!all.ok) return { content: describeError(all.error, ctx.locale) };
      const body = [all.value.name[ctx.locale], '', ...all.value.lines.map((l) => l[ctx.locale])].join('\n');
      return {
        content: tr(ctx.locale, 'logFile', { lines: all.value.lines.length }),
        files: [{ name: 'record.txt', data: Buffer.from(body, 'utf8') }],
      };
    }
    const r = await logPage(ctx.deps, ctx.channelId, ctx.userId, ctx.getInteger('page') ?? 1);
    if (!r.ok) return { content: describeError(r.error, ctx.locale) };
    const { lines, page, pages } = r.value;
    if (!lines.length) return { content: tr(ctx.locale, 'noLog') };
    const footer =
      pages > 1 ? tr(ctx.locale, 'logPage', { page, pages, next: page < pages ? page + 1 : page - 1 }) : '';
    // Keep within Discord's 2,000 characters: the newest lines of the page that fit.
    const out: string[] = [];
    let size = footer.length + 120;
    for (let i = lines.length - 1; i >= 0; i--) {
      const line = `・${lines[i]![ctx.locale]}`;
      if (size + line.length + 1 >= 1900) break;
      out.unshift(line);
      size += line.length + 1;
    }
    // Never cut silently: lines of the page that did not fit are counted, and the file holds them all.
    const cut = lines.length - out.length;
    const note = cut > 0 ? tr(ctx.locale, 'logCut', { cut }) : '';
    return { content: [...out, note, footer].filter(Boolean).join('\n') };
  },
};
