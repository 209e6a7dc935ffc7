// /vacation: pause your clocks on this server for some days (a yearly budget), or come back early.
import { SlashCommandBuilder } from 'discord.js';
import { endVacationNow, takeVacation, VACATION_DAYS_PER_YEAR } from '#service/vacation.ts';
import type { Command } from './_command.ts';
import { replyOf, say } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('vacation')
    .setNameLocalizations({ ja: '休暇' })
    .setDescription(
      `Pause your clocks on this server for some days (${VACATION_DAYS_PER_YEAR} a year), or come back early`,
    )
    .setDescriptionLocalizations({
      ja: `このサーバーでのあなたの持ち時間を数日止めます(年${VACATION_DAYS_PER_YEAR}日まで)。早く戻ることもできます`,
    })
    .addIntegerOption((o) =>
      o
        .setName('days')
        .setNameLocalizations({ ja: '日数' })
        .setDescription('How many days, from now')
        .setDescriptionLocalizations({ ja: '今から何日' })
        .setMinValue(1)
        .setMaxValue(VACATION_DAYS_PER_YEAR),
    )
    .addBooleanOption((o) =>
      o
        .setName('off')
        .setNameLocalizations({ ja: '終了' })
        .setDescription('End your vacation now')
        .setDescriptionLocalizations({ ja: '休暇を今終える' }),
    )
    .toJSON(),
  async execute(ctx) {
    const r = ctx.getBoolean('off')
      ? await endVacationNow(ctx.deps, ctx.guildId ?? '', ctx.userId)
      : await takeVacation(ctx.deps, ctx.guildId ?? '', ctx.userId, ctx.getInteger('days') ?? 0);
    return replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale));
  },
};
