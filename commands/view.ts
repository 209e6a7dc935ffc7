// /view: your private view (your own hidden strengths), shown only to you — the same as the DM.
import { SlashCommandBuilder } from 'discord.js';
import { renderGameImage } from '../render/index.ts';
import { describeError, lookAsPlayer } from '../src/service/games.ts';
import type { Command } from '../src/bot/command.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('view')
    .setNameLocalizations({ ja: '手元' })
    .setDescription('Show your private view of this channel\'s game (only you see it)')
    .setDescriptionLocalizations({ ja: 'あなただけが見られる手元の情報を表示します' })
    .toJSON(),
  async execute(ctx) {
    const r = await lookAsPlayer(ctx.deps, ctx.channelId, ctx.userId);
    if (!r.ok) return { content: describeError(r.error, ctx.locale) };
    const g = r.value;
    const img = await renderGameImage(g.gameType, g.view, ctx.locale);
    const sideName = g.seats.find((s) => s.side === g.side)!.sideName;
    return { content: `${sideName[ctx.locale]} — ${g.summary[ctx.locale]}`, files: [{ name: `private-${g.side}-${g.version}.png`, data: img.png }] };
  },
};
