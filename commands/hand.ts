// /hand: your hand of cards (games with cards), drawn as cards with their text, shown only to you.
import { SlashCommandBuilder } from 'discord.js';
import { describeError } from '#service/types.ts';
import { handOf } from '#service/images.ts';
import { tr } from '#service/i18n.ts';
import type { Command } from './_command.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('hand')
    .setNameLocalizations({ ja: '手札' })
    .setDescription('Show your hand of cards (only you see it)')
    .setDescriptionLocalizations({ ja: 'あなたの手札を表示します(あなただけに見えます)' })
    .toJSON(),
  async execute(ctx) {
    const r = await handOf(ctx.deps, ctx.channelId, ctx.userId, ctx.locale);
    if (!r.ok) return { content: describeError(r.error, ctx.locale) };
    const {
      look: { hand, side },
      png,
    } = r.value;
    if (!hand) return { content: tr(ctx.locale, 'noHand') };
    if (!png) return { content: tr(ctx.locale, 'emptyHand') };
    return {
      content: hand.lines
        .map((l) => `🂠 ${l[ctx.locale]}`)
        .join('\n')
        .slice(0, 1900),
      files: [{ name: `hand-${side}.png`, data: png }],
    };
  },
};
