// Registers the slash commands with Discord (to DISCORD_GUILD_ID when set, which is instant; else
// globally, which Discord may take up to an hour to show everywhere): at start (REGISTER_COMMANDS_ON_START)
// and by `npm run register` (register-cli.ts).
import { REST, Routes } from 'discord.js';
import { allCommands } from '#commands/index.ts';

export async function registerCommands(opts: {
  token: string;
  applicationId: string;
  guildId?: string;
  api?: string;
}): Promise<number> {
  const rest = new REST(opts.api ? { api: opts.api } : {}).setToken(opts.token);
  const body = allCommands().map((c) => c.data);
  const route = opts.guildId
    ? Routes.applicationGuildCommands(opts.applicationId, opts.guildId)
    : Routes.applicationCommands(opts.applicationId);
  const result = (await rest.put(route, { body })) as unknown[];
  return result.length;
}
