// /view: your private view (your own hidden strengths), shown only to you — the same as the DM.
import { SlashCommandBuilder } from 'discord.js';
import { describeError } from '#service/types.ts';
import { privateMap } from '#service/images.ts';
import type { Command } from './_command.ts';
import { privateButtons } from '#service/private-buttons.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('view')
    .setNameLocalizations({ ja: '手元' })
    .setDescription("Show your private view of this channel's game (only you see it)")
    .setDescriptionLocalizations({ ja: 'あなただけが見られる手元の情報を表示します' })
    .toJSON(),
  async execute(ctx) {
    const r = await privateMap(ctx.deps, ctx.channelId, ctx.userId, ctx.locale);
    if (!r.ok) return { content: describeError(r.error, ctx.locale) };
    const { look: g, sideName, png, note } = r.value;
    // The player's own choices as buttons, when short (cards to set face down, for one).
    return {
      content: [`${sideName[ctx.locale]} — ${g.summary[ctx.locale]}`, note ? `(${note[ctx.locale]})` : '']
        .filter(Boolean)
        .join('\n'),
      files: png ? [{ name: `private-${g.side}.png`, data: png }] : [],
      buttons: privateButtons(g, ctx.locale),
    };
  },
};
