// /status: who plays whom, what happens next, and what you may do now.
import { SlashCommandBuilder } from 'discord.js';
import { legalOverview } from '#engine/autocomplete.ts';
import { look } from '#service/read.ts';
import { tr } from '#service/i18n.ts';
import type { Command } from './_command.ts';
import { replyOf } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('status')
    .setNameLocalizations({ ja: '状況' })
    .setDescription("Show the state of this channel's game")
    .setDescriptionLocalizations({ ja: 'このチャンネルの対局の状況を表示します' })
    .toJSON(),
  async execute(ctx) {
    const r = await look(ctx.deps, ctx.channelId, ctx.userId);
    return replyOf(r, ctx.locale, (g) => {
      const l = ctx.locale;
      const seats = g.seats
        .map((s) => `${s.sideName[l]}: <@${s.userId}>${s.accepted ? '' : tr(l, 'notAcceptedYet')}`)
        .join(' / ');
      const lines = [
        tr(l, 'statusHeader', { game: g.name[l], seats }),
        g.summary[l],
        ...(g.clocks ? [g.clocks[l]] : []),
      ];
      if (g.status === 'active' && g.side) {
        const legal = g.choices;
        if (legal.length)
          lines.push(
            tr(l, 'legalNow', {
              // Every legal action fits: a long list is named by its first words ("move J1 …").
              list: legalOverview(
                legal.map((a) => a.action),
                15,
              )
                .map((a) => `\`${a}\``)
                .join(', '),
            }),
          );
        else lines.push(tr(l, 'nothingToDo', { waiting: g.waiting.map((s) => s.name[l]).join(', ') }));
      }
      return lines.join('\n');
    });
  },
};
