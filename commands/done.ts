// /done: a held hand-over goes out now (the same as its Done button). With `hold`, the standing
// preference of your seat in this channel's game (any game): True holds each of your hand-overs
// until Done — nothing is posted and your opponent may not act, and /undo still takes it back —
// False hands over at once (and sends one held now).
import { SlashCommandBuilder } from 'discord.js';
import { releaseHandOver, setConfirmHandOvers } from '#service/preferences.ts';
import type { Command } from './_command.ts';
import { replyOf, say } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('done')
    .setNameLocalizations({ ja: '完了' })
    .setDescription('Hand over now (hold:True holds each hand-over until Done, /undo working till then)')
    .setDescriptionLocalizations({ ja: '手番を渡します(保留:True で毎回「完了」まで保留し、その間は /undo 可)' })
    .addBooleanOption((o) =>
      o
        .setName('hold')
        .setNameLocalizations({ ja: '保留' })
        .setDescription('True: hold each hand-over until Done; False: hand over at once')
        .setDescriptionLocalizations({ ja: 'True: 毎回「完了」まで保留する / False: すぐに渡す' }),
    )
    .toJSON(),
  async execute(ctx) {
    const hold = ctx.getBoolean('hold');
    const r =
      hold === null
        ? await releaseHandOver(ctx.deps, { channelId: ctx.channelId }, ctx.userId)
        : await setConfirmHandOvers(ctx.deps, ctx.channelId, ctx.userId, hold);
    return replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale));
  },
};
