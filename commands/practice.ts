// /practice: a game against the bot's computer player (src/service/ai-seat.ts), unrated, started at
// once in its own thread; the computer moves by itself whenever its side owes a decision.
import { SlashCommandBuilder } from 'discord.js';
import { AI_LEVELS } from '#ai/ismcts.ts';
import { allGames } from '#games/index.ts';
import { practiceGame } from '#service/lobby.ts';
import { tr } from '#service/i18n.ts';
import type { Command } from './_command.ts';
import { replyOf } from './_shared.ts';
import { sideChoices } from './newgame.ts';

/** Each level's name in the choices: what it is for. */
const LEVEL_NAMES: Record<(typeof AI_LEVELS)[number], { en: string; ja: string }> = {
  ai: { en: 'ai: thinks up to 2 s a move', ja: '通常(1手2秒まで考える)' },
  'ai-fast': { en: 'ai-fast: quick, weaker', ja: '速い(すぐ指すが弱い)' },
};

function buildData() {
  const games = allGames();
  return new SlashCommandBuilder()
    .setName('practice')
    .setNameLocalizations({ ja: '練習' })
    .setDescription('Practise against the computer (unrated)')
    .setDescriptionLocalizations({ ja: 'コンピューターと練習対局(レーティング対象外)' })
    .addStringOption((o) =>
      o
        .setName('game')
        .setNameLocalizations({ ja: 'ゲーム' })
        .setDescription('Which game')
        .setDescriptionLocalizations({ ja: 'ゲームの種類' })
        .setRequired(true)
        .addChoices(
          ...games.slice(0, 25).map((g) => ({ name: g.name.en, name_localizations: { ja: g.name.ja }, value: g.id })),
        ),
    )
    .addStringOption((o) =>
      o
        .setName('side')
        .setNameLocalizations({ ja: '陣営' })
        .setDescription('The side you play (the computer plays the other)')
        .setDescriptionLocalizations({ ja: 'あなたが担当する陣営(もう一方はコンピューター)' })
        .setRequired(true)
        .addChoices(...sideChoices()),
    )
    .addStringOption((o) =>
      o
        .setName('level')
        .setNameLocalizations({ ja: '強さ' })
        .setDescription('How the computer plays (default: ai)')
        .setDescriptionLocalizations({ ja: 'コンピューターの強さ(省略時: 通常)' })
        .addChoices(
          ...AI_LEVELS.map((l) => ({
            name: LEVEL_NAMES[l].en,
            name_localizations: { ja: LEVEL_NAMES[l].ja },
            value: l,
          })),
        ),
    )
    .toJSON();
}

let data: Command['data'] | null = null;

export const command: Command = {
  get data() {
    return (data ??= buildData());
  },
  async execute(ctx) {
    const r = await practiceGame(ctx.deps, {
      guildId: ctx.guildId,
      channelId: ctx.channelId,
      gameType: ctx.getString('game') ?? '',
      creatorId: ctx.userId,
      creatorLocale: ctx.locale,
      side: ctx.getString('side') ?? '',
      level: ctx.getString('level'),
      inThread: ctx.inThread,
      names: [ctx.userName ?? ctx.userId, tr(ctx.locale, 'computerName')],
      ...(ctx.interactionId ? { press: ctx.interactionId } : {}),
    });
    return replyOf(r, ctx.locale, (v) =>
      [
        v.message[ctx.locale],
        v.game.channelId !== ctx.channelId ? tr(ctx.locale, 'gameThread', { thread: v.game.channelId }) : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  },
};
