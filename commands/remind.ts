// /remind: how you are reminded in this channel's clocked game — DM, channel or off; quiet hours in
// your time zone; mute until your move is done. Only you see the answer.
import { SlashCommandBuilder } from 'discord.js';
import { setReminders } from '#service/reminders.ts';
import type { Command } from './_command.ts';
import { replyOf, say } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('remind')
    .setNameLocalizations({ ja: 'リマインダー' })
    .setDescription('How you are reminded in this game: where, quiet hours, mute for this turn')
    .setDescriptionLocalizations({ ja: 'この対局のリマインダー: 送り先・通知しない時間帯・この手番だけ止める' })
    .addStringOption((o) =>
      o
        .setName('where')
        .setNameLocalizations({ ja: '送り先' })
        .setDescription('Where reminders go')
        .setDescriptionLocalizations({ ja: 'リマインダーの送り先' })
        .addChoices(
          { name: 'Direct message', name_localizations: { ja: 'DM' }, value: 'dm' },
          { name: 'The game channel', name_localizations: { ja: '対局チャンネル' }, value: 'channel' },
          { name: 'Off', name_localizations: { ja: 'なし' }, value: 'off' },
        ),
    )
    .addStringOption((o) =>
      o
        .setName('quiet')
        .setNameLocalizations({ ja: '静かな時間' })
        .setDescription('Quiet hours in your time zone, e.g. 22-7+9 (22:00–7:00 at UTC+9), or off')
        .setDescriptionLocalizations({ ja: '通知しない時間帯(例: 22-7+9 は日本時間22時〜7時)、または off' })
        .setMaxLength(20),
    )
    .addBooleanOption((o) =>
      o
        .setName('mute')
        .setNameLocalizations({ ja: 'ミュート' })
        .setDescription('No reminders until your move is done')
        .setDescriptionLocalizations({ ja: '今の手番が終わるまでリマインダーを止める' }),
    )
    .toJSON(),
  async execute(ctx) {
    const where = ctx.getString('where') as 'dm' | 'channel' | 'off' | null;
    const r = await setReminders(ctx.deps, ctx.channelId, ctx.userId, {
      where,
      quiet: ctx.getString('quiet'),
      mute: ctx.getBoolean('mute'),
    });
    return replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale));
  },
};
