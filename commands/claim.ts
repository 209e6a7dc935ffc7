// /claim: after the opponent's clock ran out, claim the win, end the game unrated, or let them go on
// (the same as the buttons of the timeout post).
import { SlashCommandBuilder } from 'discord.js';
import { claimTimeout, type TimeoutChoice } from '#service/clock/sweep.ts';
import type { Command } from './_command.ts';
import { replyOf, say } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('claim')
    .setNameLocalizations({ ja: '時間切れ' })
    .setDescription(
      "Claim the win on time, end the game unrated, or let them go on (after your opponent's clock ran out)",
    )
    .setDescriptionLocalizations({ ja: '相手の持ち時間切れの後: 勝ちの請求・レーティングなしの終了・続行' })
    .addStringOption((o) =>
      o
        .setName('choice')
        .setNameLocalizations({ ja: '選択' })
        .setDescription('What to do')
        .setDescriptionLocalizations({ ja: 'どうするか' })
        .setRequired(true)
        .addChoices(
          { name: 'Claim the win', name_localizations: { ja: '勝ちを請求' }, value: 'win' },
          { name: 'End the game unrated', name_localizations: { ja: 'レーティングなしで終了' }, value: 'unrated' },
          { name: 'Let them go on', name_localizations: { ja: '続行させる' }, value: 'go-on' },
        ),
    )
    .toJSON(),
  async execute(ctx) {
    const r = await claimTimeout(
      ctx.deps,
      { channelId: ctx.channelId },
      ctx.userId,
      (ctx.getString('choice') ?? 'win') as TimeoutChoice,
    );
    return replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale));
  },
};
