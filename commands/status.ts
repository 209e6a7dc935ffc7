// /status: who plays whom, what happens next, and what you may do now.
import { SlashCommandBuilder } from 'discord.js';
import { legalActions, pendingSides } from '../src/engine/engine.ts';
import { look } from '../src/service/games.ts';
import { tr } from '../src/service/i18n.ts';
import type { Command } from '../src/bot/command.ts';
import { replyOf } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('status')
    .setNameLocalizations({ ja: '状況' })
    .setDescription('Show the state of this channel\'s game')
    .setDescriptionLocalizations({ ja: 'このチャンネルの対局の状況を表示します' })
    .toJSON(),
  async execute(ctx) {
    const r = await look(ctx.deps, ctx.channelId, ctx.userId);
    return replyOf(r, ctx.locale, ({ game, module: m, side }) => {
      const l = ctx.locale;
      const seats = game.seats.map((s) => `${m.sideName(s.side)[l]}: <@${s.userId}>${s.accepted ? '' : l === 'ja' ? ' (受諾待ち)' : ' (not accepted yet)'}`).join(' / ');
      const lines = [tr(l, 'statusHeader', { game: m.name[l], seats }), m.summary(game.state)[l]];
      if (game.status === 'active' && side) {
        const legal = legalActions(m, game.state, side);
        if (legal.length) lines.push(tr(l, 'legalNow', { list: legal.slice(0, 15).map((a) => `\`${a.action}\``).join(', ') + (legal.length > 15 ? ' …' : '') }));
        else lines.push(tr(l, 'nothingToDo', { waiting: pendingSides(game.state).map((s) => m.sideName(s)[l]).join(', ') }));
      }
      return lines.join('\n');
    });
  },
};
