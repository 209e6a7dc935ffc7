// /end: finish the current decision without doing more — end the movement, combat or card-play
// phase, end the declarations, decline support or an advance, or pass (whichever the decision
// offers). What it did is in the reply; the engine refuses it when nothing can be ended.
import { SlashCommandBuilder } from 'discord.js';
import { planEnd } from '../src/engine/shortcuts.ts';
import { act } from '../src/service/games.ts';
import type { Command } from '../src/bot/command.ts';
import { replyOf, say } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('end')
    .setNameLocalizations({ ja: '終了' })
    .setDescription('End the current phase or step, or pass')
    .setDescriptionLocalizations({ ja: '今のフェイズ・手順を終える(またはパスする)' })
    .toJSON(),
  async execute(ctx) {
    const r = await act(ctx.deps, { channelId: ctx.channelId, userId: ctx.userId, action: planEnd });
    return replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale));
  },
};
