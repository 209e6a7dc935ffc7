// `npm start`: the bot. With DISCORD_TOKEN it connects to Discord; without it, it opens the local
// console (the same commands typed as text: see src/console/console.ts and the README).
// With DATABASE_URL it uses that Postgres; without it, embedded PGlite in PGLITE_DIR.
import fs from 'node:fs';
import { configureLogging, logger } from './log.ts';
import { ConfigError, readConfig, secretsOf } from './config.ts';
import { createApp } from './app.ts';
import { ConsoleTransport, LocalConsole } from './console/console.ts';
import { createDiscordFront } from './bot/discord.ts';
import { registerCommands } from './bot/register.ts';
import { warmUpRenderer } from '../render/index.ts';
import type { Transport } from './service/outbox.ts';

let config;
try {
  config = readConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  throw err;
}
configureLogging({ level: config.logLevel, format: config.logFormat, secrets: secretsOf(config) });
const log = logger.child({ module: 'main' });

if (config.mode === 'console') {
  // Console mode: logs stay quiet unless asked, so the transcript reads cleanly.
  if (!process.env.LOG_LEVEL) configureLogging({ level: 'warn', format: 'pretty', secrets: [] });
  const io = { print: (l: string) => console.log(l), imageDir: config.imageDir };
  const transport = new ConsoleTransport(io);
  const app = await createApp({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, defaultLocale: config.defaultLocale, transport, outboxPollMs: config.outboxPollMs });
  const cons = new LocalConsole(app.deps, io, () => app.outbox.drain(), config.defaultLocale, transport);
  await warmUpRenderer();
  await app.outbox.drain(); // anything owed from before a restart
  const file = process.argv[2];
  const input = file ? fs.createReadStream(file) : process.stdin;
  const interactive = !file && process.stdin.isTTY === true;
  if (!interactive && !file) console.log(`hexpost console (${app.db.kind}) — reading commands from standard input`);
  if (file) console.log(`hexpost console (${app.db.kind}) — running ${file}`);
  await cons.runStream(input, interactive);
  await app.close();
} else {
  let transport: Transport | null = null;
  const lazy: Transport = {
    postChannel: (c, m) => transport!.postChannel(c, m),
    sendDm: (u, m) => transport!.sendDm(u, m),
  };
  const app = await createApp({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, defaultLocale: config.defaultLocale, transport: lazy, outboxPollMs: config.outboxPollMs });
  const front = createDiscordFront(app.deps, config.discordApiUrl ? { rest: { api: config.discordApiUrl } } : {});
  transport = front.transport;
  await warmUpRenderer();
  front.client.once('clientReady', async (c) => {
    log.info('connected to Discord', { user: c.user.tag, guilds: c.guilds.cache.size, store: app.db.kind });
    if (process.env.REGISTER_COMMANDS_ON_START === '1') {
      const n = await registerCommands({ token: config.discordToken!, applicationId: c.application.id, guildId: config.discordGuildId, api: config.discordApiUrl });
      log.info('slash commands registered', { count: n });
    }
    app.outbox.start();
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down: finishing in-flight commands and the outbox', { signal });
    const timer = setTimeout(() => {
      log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    front.stopAccepting();
    await front.idle();
    await app.close();
    await front.client.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await front.client.login(config.discordToken);
}
