// /act: take one action of the current decision. Autocomplete lists exactly the engine's legal
// actions for the asking player (nothing for spectators).
import { SlashCommandBuilder } from 'discord.js';
import { act } from '#service/play.ts';
import { choicesFor } from '#service/read.ts';
import { nextButtons } from '#service/private-buttons.ts';
import type { Command } from './_command.ts';
import { choicesOf, replyOf, say } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('act')
    .setNameLocalizations({ ja: '行動' })
    .setDescription("Take an action in this channel's game")
    .setDescriptionLocalizations({ ja: 'このチャンネルの対局で行動します' })
    .addStringOption((o) =>
      o
        .setName('action')
        .setNameLocalizations({ ja: '内容' })
        .setDescription('What to do (start typing: unit, hex, verb)')
        .setDescriptionLocalizations({ ja: '行動(駒・ヘクス・動詞を入力すると候補が出ます)' })
        .setRequired(true)
        .setMaxLength(100)
        .setAutocomplete(true),
    )
    .toJSON(),
  async execute(ctx) {
    const r = await act(ctx.deps, {
      channelId: ctx.channelId,
      userId: ctx.userId,
      action: ctx.getString('action') ?? '',
    });
    // The player's next choices as buttons on the reply (a secret decision made a step at a time);
    // read after the commit, so a failure to read them leaves the buttons out, not the action.
    const buttons = r.ok ? await nextButtons(ctx.deps, r.value.game.id, ctx.userId, ctx.locale) : undefined;
    return { ...replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale)), buttons };
  },
  async autocomplete(ctx, focused) {
    // The tree of the game's declared choices: verbs and first arguments, then what may follow.
    const choices = await choicesFor(ctx.deps, ctx.channelId, ctx.userId, focused.value);
    return choicesOf(choices, '', ctx.locale);
  },
};
