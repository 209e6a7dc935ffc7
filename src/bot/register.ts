// `npm run register`: registers the slash commands with Discord (to DISCORD_GUILD_ID when set,
// which is instant; else globally, which Discord may take up to an hour to show everywhere).
import { REST, Routes } from 'discord.js';
import { allCommands } from '#commands/index.ts';
import { readConfig } from '#src/config.ts';

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = readConfig();
  if (!config.discordToken) {
    console.error('DISCORD_TOKEN is not set: there is nothing to register (the local console needs no registration).');
    process.exit(1);
  }
  const applicationId =
    config.discordApplicationId ?? Buffer.from(config.discordToken.split('.')[0]!, 'base64').toString();
  const n = await registerCommands({
    token: config.discordToken,
    applicationId,
    guildId: config.discordGuildId,
    api: config.discordApiUrl,
  });
  console.log(`registered ${n} commands ${config.discordGuildId ? `in guild ${config.discordGuildId}` : 'globally'}`);
}
