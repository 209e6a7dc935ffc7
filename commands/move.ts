// /move: move a unit in one command — a game's move in one action (unit and destination) or in two
// (the unit, then its destination), found by the verbs' declared roles. Autocomplete lists the
// units that may move, then the legal destinations of the unit chosen, then the other ways there
// where a game declares that the way matters.
import { SlashCommandBuilder } from 'discord.js';
import { moveDestinations, moveUnits, moveVias, planMove } from '../src/engine/shortcuts.ts';
import { act, playerPosition } from '../src/service/games.ts';
import type { Command } from '../src/bot/command.ts';
import { choicesOf, replyOf, say } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('move')
    .setNameLocalizations({ ja: '移動' })
    .setDescription('Move a unit (a shortcut for the /act steps of a move)')
    .setDescriptionLocalizations({ ja: '部隊を移動します(/行動 の移動手順をまとめたもの)' })
    .addStringOption((o) =>
      o.setName('unit').setNameLocalizations({ ja: '部隊' }).setDescription('The unit').setDescriptionLocalizations({ ja: '移動する部隊' }).setRequired(true).setMaxLength(40).setAutocomplete(true),
    )
    .addStringOption((o) =>
      o.setName('to').setNameLocalizations({ ja: '移動先' }).setDescription('Where to (a hex, or a box)').setDescriptionLocalizations({ ja: '移動先(ヘクスまたはボックス)' }).setRequired(true).setMaxLength(40).setAutocomplete(true),
    )
    .addStringOption((o) =>
      o
        .setName('via')
        .setNameLocalizations({ ja: '経由' })
        .setDescription('Another way there, through a town to take (offered only where the way matters)')
        .setDescriptionLocalizations({ ja: '別の道(通って支配を得る町など。道の選択に意味がある場合だけ候補が出ます)' })
        .setMaxLength(10)
        .setAutocomplete(true),
    )
    .addBooleanOption((o) =>
      o.setName('rail').setNameLocalizations({ ja: '鉄道' }).setDescription('The second kind of move of games that have one (e.g. by rail)').setDescriptionLocalizations({ ja: 'もう一つの移動方法があるゲームでその移動(鉄道移動など)' }),
    )
    .toJSON(),
  async execute(ctx) {
    const o = { unit: ctx.getString('unit') ?? '', to: ctx.getString('to') ?? '', via: ctx.getString('via') ?? undefined, rail: ctx.getBoolean('rail') ?? false };
    const r = await act(ctx.deps, { channelId: ctx.channelId, userId: ctx.userId, action: (m, state, side) => planMove(m, state, side, o) });
    return replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale));
  },
  async autocomplete(ctx, focused) {
    const at = await playerPosition(ctx.deps, ctx.channelId, ctx.userId);
    if (!at) return [];
    const rail = ctx.getBoolean('rail') ?? false;
    if (focused.name === 'via') {
      const unit = (ctx.getString('unit') ?? '').trim();
      const to = (ctx.getString('to') ?? '').trim();
      return unit && to ? choicesOf(moveVias(at.module, at.state, at.side, unit, to, rail), focused.value, ctx.locale) : [];
    }
    if (focused.name === 'to') {
      const unit = (ctx.getString('unit') ?? '').trim();
      return unit ? choicesOf(moveDestinations(at.module, at.state, at.side, unit, rail), focused.value, ctx.locale) : [];
    }
    return choicesOf(moveUnits(at.module, at.state, at.side, rail), focused.value, ctx.locale);
  },
};
