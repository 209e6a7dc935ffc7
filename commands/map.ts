// /map: the public map of this channel's game, as everyone may see it (shown only to you).
import { SlashCommandBuilder } from 'discord.js';
import { describeError } from '#service/types.ts';
import { publicMap } from '#service/images.ts';
import type { Command } from './_command.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('map')
    .setNameLocalizations({ ja: '地図' })
    .setDescription("Show the public map of this channel's game")
    .setDescriptionLocalizations({ ja: 'このチャンネルの対局の公開地図を表示します' })
    .toJSON(),
  async execute(ctx) {
    const r = await publicMap(ctx.deps, ctx.channelId, ctx.userId, ctx.locale);
    if (!r.ok) return { content: describeError(r.error, ctx.locale) };
    const { look: g, png } = r.value;
    return { content: g.summary[ctx.locale], files: [{ name: 'map.png', data: png }] };
  },
};
