// /board: the member's own link to this channel's web board (answered privately; a post never
// carries a personal link). Players get their side's board, valid BOARD_LINK_DAYS and renewed by
// asking again; spectators get the game's public, read-only board where the server allows it.
// `revoke:True` stops every link the member holds to the game; `public:True|False` (Manage Server)
// lets spectators have the public board or not.
import { SlashCommandBuilder } from 'discord.js';
import { boardLinkMessage, revokeBoardLinksOf, setBoardPublic } from '#service/board.ts';
import { tr } from '#service/i18n.ts';
import { describeError } from '#service/types.ts';
import type { Command } from './_command.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('board')
    .setNameLocalizations({ ja: 'ボード' })
    .setDescription('Your own link to the web board')
    .setDescriptionLocalizations({
      ja: 'この対局のウェブボードへのあなた専用リンク',
    })
    .addBooleanOption((o) =>
      o
        .setName('revoke')
        .setNameLocalizations({ ja: '取り消し' })
        .setDescription('Stop every link you were given to this game')
        .setDescriptionLocalizations({ ja: 'この対局であなたに渡したリンクをすべて無効にします' }),
    )
    .addBooleanOption((o) =>
      o
        .setName('public')
        .setNameLocalizations({ ja: '公開' })
        .setDescription("Let spectators have this server's public boards (Manage Server)")
        .setDescriptionLocalizations({ ja: '観戦者に公開ボードを許可するか(サーバー管理権限)' }),
    )
    .toJSON(),
  async execute(ctx) {
    const pub = ctx.getBoolean('public');
    if (pub !== null) {
      const r = await setBoardPublic(ctx.deps, ctx.guildId, ctx.canManageGuild, pub);
      if (!r.ok) return { content: describeError(r.error, ctx.locale) };
      return { content: tr(ctx.locale, r.value ? 'boardPublicOn' : 'boardPublicOff') };
    }
    if (ctx.getBoolean('revoke')) {
      const r = await revokeBoardLinksOf(ctx.deps, ctx.channelId, ctx.userId);
      if (!r.ok) return { content: describeError(r.error, ctx.locale) };
      return { content: tr(ctx.locale, 'boardRevoked', { n: r.value }) };
    }
    const r = await boardLinkMessage(ctx.deps, ctx.channelId, ctx.userId);
    return { content: r.ok ? r.value[ctx.locale] : describeError(r.error, ctx.locale) };
  },
};
