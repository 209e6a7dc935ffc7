// /help: how to start a game, and every command with what it does, in the reader's language.
import { SlashCommandBuilder } from 'discord.js';
import { allGames } from '#games/index.ts';
import { tr } from '#service/i18n.ts';
import { localName } from '#bot/input.ts';
import type { Command } from './_command.ts';
import { gameCommands } from './shortcuts.ts';

/**
 * The bot's own commands listed, in the order a new player needs them (their descriptions come
 * from their own definitions); the commands the games offer (shortcuts, preferences) follow /act.
 */
const ORDER = [
  'newgame',
  'practice',
  'accept',
  'decline',
  'act',
  'undo',
  'done',
  'view',
  'status',
  'games',
  'map',
  'board',
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

/** The longest /help: one message (Discord's limit is 2,000 characters). */
const MAX = 1990;

/** Ways to shorten a command's description, tried in turn while /help is too long for one message. */
const SHORTER: readonly ((desc: string) => string)[] = [
  (d) => d.replace(/\s*[(（][^()（）]*[)）]/g, ''),
  (d) => {
    const m = /^([^:：]+)[:：]/.exec(d);
    return m && m[1]!.trim().split(/\s+/).length >= 3 ? m[1]!.trim() : d;
  },
  // Then, in a long description (over 50 characters), what follows a comma ("…, or come back
  // early"), where three words or more come before it.
  (d) => {
    const m = d.length > 50 ? /^([^,、]+)[,、]/.exec(d) : null;
    return m && m[1]!.trim().split(/\s+/).length >= 3 ? m[1]!.trim() : d;
  },
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
      // Every registered game with its sides, as /newgame's choices name them.
      const games = allGames()
        .map((g) =>
          tr(l, 'helpGame', {
            game: g.name[l],
            sides: g.sides.map((side) => g.sideName(side)[l]).join(tr(l, 'helpSideSeparator')),
          }),
        )
        .join(tr(l, 'gameNameSeparator'));
      const intro = tr(l, 'helpIntro', { games }).split('\n');
      const list = ORDER.flatMap((n) => (n === 'act' ? [n, ...gameCommands().map((c) => c.data.name)] : [n]))
        .map((n) => byName.get(n))
        .filter((c) => c !== undefined)
        .map((c) => ({
          name: localName(c.data, l),
          // Without a closing parenthesis (who may use it, an example): the whole list fits one message.
          desc: (l === 'ja'
            ? (c.data.description_localizations?.ja ?? c.data.description)
            : c.data.description
          ).replace(/\s*[(（][^()（）]*[)）]\s*$/, ''),
        }));
      const text = (descs: readonly string[]) =>
        [...intro, '', ...list.map((c, i) => `\`/${c.name}\` — ${descs[i]}`)].join('\n');
      // One message holds it all (2,000 characters): while it does not, the descriptions lose their
      // asides in parentheses, then the details after a colon (when three words or more come before
      // it), then after a comma in a long one.
      let descs = list.map((c) => c.desc);
      for (const shorten of SHORTER) {
        if (text(descs).length <= MAX) break;
        descs = descs.map(shorten);
      }
      return { content: text(descs).slice(0, MAX) };
    },
  };
}
