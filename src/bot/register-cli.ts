// `npm run register`: registers the slash commands with Discord (see register.ts). An entry point of
// its own, not a guard in register.ts: a module the bot imports runs nothing because of how it was started.
import { readConfig } from '#src/config.ts';
import { registerCommands } from './register.ts';

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
