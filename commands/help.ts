// /help: how to start a game, and every command with what it does, in the reader's language.
import { SlashCommandBuilder } from 'discord.js';
import { allGames } from '../src/games/index.ts';
import type { Command } from './_command.ts';
import { gameCommands } from './shortcuts.ts';

/**
 * The bot's own commands listed, in the order a new player needs them (their descriptions come
 * from their own definitions); the commands the games offer (shortcuts, preferences) follow /act.
 */
const ORDER = ['newgame', 'accept', 'decline', 'act', 'undo', 'view', 'status', 'games', 'map', 'hand', 'log', 'export', 'rule', 'claim', 'remind', 'vacation', 'resign', 'abort', 'language', 'forum', 'league', 'rating', 'leaderboard', 'help'];

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
    const games = allGames().map((g) => g.name[l]).join(l === 'ja' ? '・' : ', ');
    const intro = l === 'ja'
      ? [
          `**hexpost** — Discordで遊ぶボードウォーゲーム(${games})。`,
          '始め方: `/newgame opponent:@相手 side:陣営 game:ゲーム` で申し込み、相手が「受諾」を押すと始まります(`pace:` で持ち時間)。',
          '手番では `/act` の候補から選ぶか、`/move` `/attack` `/end` を使います。返答はあなたにだけ見えます。',
          '拒否メッセージのルール番号は `/rule 番号` で説明が読めます。',
        ]
      : [
          `**hexpost** — board wargames played on Discord (${games}).`,
          'To start: `/newgame opponent:@member side:<side> game:<game>`; the game begins when they press Accept (`pace:` adds clocks).',
          'On your turn pick from `/act`\'s suggestions, or use `/move` `/attack` `/end`. Replies are seen by you only.',
          'A refusal cites a rule number: `/rule <number>` explains it.',
        ];
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
