// /play: play a card from your hand in one of its uses — the event, attack support, forced march,
// strategic move, transport or rebuild — and, where the use moves units, name them and where they
// go. Autocomplete lists only the cards in your own hand that can be played now, then their
// legal uses, units and destinations.
import { SlashCommandBuilder } from 'discord.js';
import { cardUses, planPlay, playableCards, playFollowUps } from '../src/engine/shortcuts.ts';
import { act, playerPosition } from '../src/service/games.ts';
import type { Command } from '../src/bot/command.ts';
import { choicesOf, replyOf, say } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('play')
    .setNameLocalizations({ ja: 'カード' })
    .setDescription('Play a card (a shortcut for the /act steps of a card use)')
    .setDescriptionLocalizations({ ja: 'カードを使います(/行動 のカード使用手順をまとめたもの)' })
    .addStringOption((o) =>
      o.setName('card').setNameLocalizations({ ja: 'カード' }).setDescription('The card, e.g. #09').setDescriptionLocalizations({ ja: 'カード(例: #09)' }).setRequired(true).setMaxLength(10).setAutocomplete(true),
    )
    .addStringOption((o) =>
      o
        .setName('use')
        .setNameLocalizations({ ja: '用途' })
        .setDescription('How to use it (needed when it has several uses now)')
        .setDescriptionLocalizations({ ja: '使い道(今いくつもある場合に指定)' })
        .setMaxLength(30)
        .setAutocomplete(true),
    )
    .addStringOption((o) =>
      o
        .setName('units')
        .setNameLocalizations({ ja: '部隊' })
        .setDescription('The units it moves or rebuilds, separated by spaces')
        .setDescriptionLocalizations({ ja: '移動・再建する部隊(空白区切り)' })
        .setMaxLength(100)
        .setAutocomplete(true),
    )
    .addStringOption((o) =>
      o.setName('to').setNameLocalizations({ ja: '移動先' }).setDescription('Where they go').setDescriptionLocalizations({ ja: '移動先' }).setMaxLength(40).setAutocomplete(true),
    )
    .toJSON(),
  async execute(ctx) {
    const o = { card: ctx.getString('card') ?? '', use: ctx.getString('use') ?? undefined, units: ctx.getString('units') ?? undefined, to: ctx.getString('to') ?? undefined };
    const r = await act(ctx.deps, { channelId: ctx.channelId, userId: ctx.userId, action: (m, state, side) => planPlay(m, state, side, o) });
    return replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale));
  },
  async autocomplete(ctx, focused) {
    const at = await playerPosition(ctx.deps, ctx.channelId, ctx.userId);
    if (!at) return [];
    const card = (ctx.getString('card') ?? '').trim();
    const o = { card, use: ctx.getString('use') ?? undefined, units: ctx.getString('units') ?? undefined };
    switch (focused.name) {
      case 'use':
        return card ? choicesOf(cardUses(at.module, at.state, at.side, card), focused.value, ctx.locale) : [];
      case 'units':
        return card ? choicesOf(playFollowUps(at.module, at.state, at.side, { ...o, units: focused.value }, 'units'), '', ctx.locale) : [];
      case 'to':
        return card ? choicesOf(playFollowUps(at.module, at.state, at.side, o, 'to'), focused.value, ctx.locale) : [];
      default:
        return choicesOf(playableCards(at.module, at.state, at.side), focused.value, ctx.locale);
    }
  },
};
