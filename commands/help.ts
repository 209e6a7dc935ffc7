// /help: how to start a game, and every command with what it does, in the reader's language.
import { SlashCommandBuilder } from 'discord.js';
import { allGames } from '#games/index.ts';
import { tr } from '#service/i18n.ts';
import type { Command } from './_command.ts';
import { gameCommands } from './shortcuts.ts';

/**
 * The bot's own commands listed, in the order a new player needs them (their descriptions come
 * from their own definitions); the commands the games offer (shortcuts, preferences) follow /act.
 */
const ORDER = [
  'newgame',
  'accept',
  'decline',
  'act',
  'undo',
  'view',
  'status',
  'games',
  'map',
  'hand',
  'log',
  'export',
  'rule',
  'claim',
  'remind',
  'vacation',
  'resign',
  'abort',
  'language',
  'forum',
  'league',
  'rating',
  'leaderboard',
  'help',
];

/**
 * /help over a command list it is given (commands/index.ts passes its own): the list names this
 * command too, so it is read when /help runs, not imported.
 */
export function helpCommand(commands: () => readonly Command[]): Command {
  return {
    data: new SlashCommandBuilder()
      .setName('help')
      .setNameLocalizations({ ja: 'ヘルプ' })
      .setDescription('How to play here, and every command')
      .setDescriptionLocalizations({ ja: '遊び方とコマンドの一覧' })
      .toJSON(),
    async execute(ctx) {
      const l = ctx.locale;
      const byName = new Map(commands().map((c) => [c.data.name, c]));
      const games = allGames()
        .map((g) => g.name[l])
        .join(tr(l, 'gameNameSeparator'));
      const intro = tr(l, 'helpIntro', { games }).split('\n');
      const lines = ORDER.flatMap((n) => (n === 'act' ? [n, ...gameCommands().map((c) => c.data.name)] : [n]))
        .map((n) => byName.get(n))
        .filter((c) => c !== undefined)
        .map((c) => {
          const name = l === 'ja' ? (c.data.name_localizations?.ja ?? c.data.name) : c.data.name;
          const desc = l === 'ja' ? (c.data.description_localizations?.ja ?? c.data.description) : c.data.description;
          // Without a closing parenthesis (who may use it, an example): the whole list fits one message.
          return `\`/${name}\` — ${desc.replace(/\s*[(（][^()（）]*[)）]\s*$/, '')}`;
        });
      return { content: [...intro, '', ...lines].join('\n').slice(0, 1990) };
    },
  };
}
