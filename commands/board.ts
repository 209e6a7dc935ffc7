// /board: the member's own link to this channel's web board (answered privately; a post never
// carries a personal link). Players get their side's board, valid BOARD_LINK_DAYS and renewed by
// asking again; spectators get the game's public, read-only board where the server allows it.
// `revoke:True` stops every link the member holds to the game; `public:True|False` (Manage Server)
// lets spectators have the public board or not.
import { SlashCommandBuilder } from 'discord.js';
import { boardLinkFor, boardPath, revokeBoardLinksOf, setBoardPublic } from '#service/board.ts';
import { t, tr } from '#service/i18n.ts';
import { describeError } from '#service/types.ts';
import type { Command, CommandContext, CommandReply } from './_command.ts';

/** The member's link, as /board and the map post's Board button answer it. */
export async function boardReply(ctx: CommandContext, gameId?: string): Promise<CommandReply> {
  const base = ctx.deps.boardUrl;
  if (!base) return { content: describeError({ code: 'NO_BOARD', text: t('boardNotServed') }, ctx.locale) };
  const r = await boardLinkFor(ctx.deps, ctx.channelId, ctx.userId, gameId);
  if (!r.ok) return { content: describeError(r.error, ctx.locale) };
  const l = ctx.locale;
  const v = r.value;
  const url = `${base}${boardPath(v.token)}`;
  const until = `<t:${Math.floor(v.expiresAt.getTime() / 1000)}:f>`;
  return {
    content: v.side
      ? tr(l, 'boardLink', { game: v.gameName[l], side: v.sideName![l], url, until })
      : tr(l, 'boardPublicLink', { game: v.gameName[l], url, until }),
  };
}

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('board')
    .setNameLocalizations({ ja: 'ボード' })
    .setDescription("Your link to this game's web board: tap to play, watch live (only you see it)")
    .setDescriptionLocalizations({
      ja: 'この対局のWebボードへのあなた専用リンク(タップで操作・ライブ表示、あなたにだけ表示)',
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
    return boardReply(ctx);
  },
};
