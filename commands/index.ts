// Every slash command, one file each.
import { ApplicationIntegrationType, InteractionContextType } from 'discord.js';
import type { Command } from './_command.ts';
import { command as abort } from './abort.ts';
import { command as accept } from './accept.ts';
import { command as act } from './act.ts';
import { command as claim } from './claim.ts';
import { command as decline } from './decline.ts';
import { command as done } from './done.ts';
import { command as exportCmd } from './export.ts';
import { command as forum } from './forum.ts';
import { command as games } from './games.ts';
import { command as hand } from './hand.ts';
import { helpCommand } from './help.ts';
import { command as language } from './language.ts';
import { command as league } from './league.ts';
import { command as leaderboard } from './leaderboard.ts';
import { command as log } from './log.ts';
import { command as map } from './map.ts';
import { command as board } from './board.ts';
import { command as newgame } from './newgame.ts';
import { command as practice } from './practice.ts';
import { command as remind } from './remind.ts';
import { command as resign } from './resign.ts';
import { command as rating } from './rating.ts';
import { command as rule } from './rule.ts';
import { gameCommands } from './shortcuts.ts';
import { command as status } from './status.ts';
import { command as undo } from './undo.ts';
import { command as vacation } from './vacation.ts';
import { command as view } from './view.ts';

/**
 * Every command is guild-only: usable in a server's channels (where a game is posted for both
 * players to see), never in a DM with the bot nor as a user-installed app. Set here once for all.
 */
function guildOnly(c: Command): Command {
  return {
    ...c,
    data: {
      ...c.data,
      contexts: [InteractionContextType.Guild],
      integration_types: [ApplicationIntegrationType.GuildInstall],
    },
  };
}

let built: { list: Command[]; byName: Map<string, Command> } | null = null;

/**
 * Every command, built when first asked for (nothing is built at import): the game commands come
 * from the registry (commands/shortcuts.ts), so a game registered before the first call is in them.
 */
function commands(): { list: Command[]; byName: Map<string, Command> } {
  if (!built) {
    const list = [
      newgame,
      practice,
      accept,
      decline,
      act,
      ...gameCommands(),
      status,
      map,
      board,
      view,
      hand,
      log,
      exportCmd,
      resign,
      claim,
      abort,
      language,
      forum,
      rule,
      helpCommand(allCommands),
      games,
      remind,
      vacation,
      undo,
      done,
      league,
      rating,
      leaderboard,
    ].map(guildOnly);
    built = { list, byName: new Map(list.map((c) => [c.data.name, c])) };
  }
  return built;
}

/** Every slash command, in /help's order. */
export function allCommands(): Command[] {
  return commands().list;
}

/** The command of that name, if there is one. */
export function commandNamed(name: string): Command | undefined {
  return commands().byName.get(name);
}
