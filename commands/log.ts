// /log: the game's record, as you may read it (the public log, plus your own secrets if you play).
import { SlashCommandBuilder } from 'discord.js';
import { describeError, look } from '../src/service/games.ts';
import { tr } from '../src/service/i18n.ts';
import type { Command } from '../src/bot/command.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('log')
    .setNameLocalizations({ ja: '記録' })
    .setDescription('Show the latest entries of this channel\'s game record')
    .setDescriptionLocalizations({ ja: 'このチャンネルの対局の記録(最新分)を表示します' })
    .toJSON(),
  async execute(ctx) {
    const r = await look(ctx.deps, ctx.channelId, ctx.userId);
    if (!r.ok) return { content: describeError(r.error, ctx.locale) };
    const lines = r.value.log.map((text) => `・${text[ctx.locale]}`);
    if (!lines.length) return { content: tr(ctx.locale, 'noLog') };
    // Keep within Discord's 2,000 characters: the newest lines that fit.
    const out: string[] = [];
    let size = 0;
    for (let i = lines.length - 1; i >= 0 && size + lines[i]!.length + 1 < 1900; i--) {
      out.unshift(lines[i]!);
      size += lines[i]!.length + 1;
    }
    return { content: out.join('\n') };
  },
};
