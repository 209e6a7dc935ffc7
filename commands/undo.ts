// /undo: take back your own last whole action (a unit chosen and its destination go together) —
// one at a time, back to the last die roll, reveal or hand-over (a refusal names which); free
// while nothing of it was posted, else with your opponent's consent.
import { SlashCommandBuilder } from 'discord.js';
import { undo } from '#service/undo.ts';
import type { Command } from './_command.ts';
import { replyOf, say } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('undo')
    .setNameLocalizations({ ja: '取り消し' })
    .setDescription('Take back your last action (no die rolled, nothing revealed, not handed over)')
    .setDescriptionLocalizations({ ja: '直前の自分の行動を取り消します(ダイス・公開・手番交代の前まで)' })
    .toJSON(),
  async execute(ctx) {
    const r = await undo(ctx.deps, ctx.channelId, ctx.userId);
    return replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale));
  },
};
