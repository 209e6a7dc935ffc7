// `npm start`: the bot. With DISCORD_TOKEN it connects to Discord; without it, it opens the local
// console (the same commands typed as text: see src/console/console.ts and the README) — unless
// HEXPOST_REQUIRE_TOKEN is set (the container image), then it exits 2 naming DISCORD_TOKEN.
// With DATABASE_URL it uses that Postgres; without it, embedded PGlite in PGLITE_DIR.
//
// Also the process of each shard under `npm run start:sharded` (src/shard.ts): discord.js then sets
// SHARDING_MANAGER, SHARDS=<id> and SHARD_COUNT in our environment and the Client reads them.
import fs from 'node:fs';
import { Status } from 'discord.js';
import { configureLogging, logger } from './log.ts';
import { readConfigOrExit, secretsOf, type Config } from './config.ts';
import { createApp } from './app.ts';
import { ConsoleTransport, LocalConsole } from '#console/console.ts';
import { createDiscordFront } from '#bot/discord.ts';
import { registerCommands } from '#bot/register.ts';
import { closeRenderPool, warmUpRenderWorkers } from '#images/index.ts';
import type { Transport } from '#service/outbox/index.ts';
import { installProcessHandlers, within } from './process.ts';
import { outboxStats, standardChecks, startHealthServer, type HealthServer } from '#http/health.ts';
import { registerBoardRoutes } from '#http/board.ts';
import { setOutboxSource } from './metrics.ts';
import { PGliteLockedError } from '#store/db.ts';

const config: Config = readConfigOrExit();
configureLogging({ level: config.logLevel, format: config.logFormat, secrets: secretsOf(config) });
/** Shard id when this process is one shard of `npm run start:sharded` (set by discord.js). */
const shardId =
  process.env.SHARDING_MANAGER && /^\d+$/.test(process.env.SHARDS ?? '') ? Number(process.env.SHARDS) : undefined;
const log = logger.child(shardId === undefined ? { module: 'main' } : { module: 'main', shard: shardId });
installProcessHandlers(log);

async function openApp(transport: Transport, scheduler: boolean) {
  try {
    return await createApp({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      defaultLocale: config.defaultLocale,
      transport,
      outboxPollMs: config.outboxPollMs,
      scheduler,
    });
  } catch (err) {
    if (err instanceof PGliteLockedError) {
      log.error(err.message, { dir: err.dir, holderPid: err.pid });
      process.exit(1);
    }
    throw err;
  }
}

/** The console's web board listens here (on this machine only) when HTTP_PORT is not set. */
const CONSOLE_BOARD_PORT = 8080;

/** Shard N of the ShardingManager listens on HTTP_PORT+1+N; the manager itself on HTTP_PORT. */
const httpPort =
  config.httpPort === undefined ? undefined : config.httpPort + (shardId === undefined ? 0 : 1 + shardId);

if (config.mode === 'console') {
  // Console mode: logs stay quiet unless asked, so the transcript reads cleanly.
  if (!process.env.LOG_LEVEL) configureLogging({ level: 'warn', format: 'pretty', secrets: [] });
  const io = { print: (l: string) => console.log(l), imageDir: config.imageDir };
  const transport = new ConsoleTransport(io);
  // A script runs in moments and moves time with !time; the interactive console keeps real time.
  const app = await openApp(transport, !process.argv[2]);
  setOutboxSource(() => outboxStats(app.db.prisma));
  // The console serves the web board too (and /healthz …): on HTTP_PORT, else on this machine only,
  // at CONSOLE_BOARD_PORT or, when that port is taken, any free one.
  const listen = (port: number, host?: string) =>
    startHealthServer({
      port,
      ...(host ? { host } : {}),
      checks: standardChecks({
        prisma: app.db.prisma,
        maxOutboxAgeMs: config.readyMaxOutboxAgeMs,
        outboxHealth: () => app.outbox.health(),
      }),
      routes: (server) => registerBoardRoutes(server, app.deps),
    });
  const http =
    httpPort !== undefined
      ? await listen(httpPort)
      : await listen(CONSOLE_BOARD_PORT, '127.0.0.1').catch((err: unknown) => {
          if ((err as { code?: string }).code !== 'EADDRINUSE') throw err;
          return listen(0, '127.0.0.1');
        });
  app.deps.boardUrl = config.publicUrl ?? `http://localhost:${http.port}`;
  app.deps.boardSecret = config.boardSecret;
  const cons = new LocalConsole(app.deps, io, () => app.outbox.drain(), config.defaultLocale, transport);
  // The render worker warms up (the renderers and fonts; each game's static layers wait for its
  // first picture) while the first commands are read: a
  // reply that draws nothing does not wait for it, and a picture asked for meanwhile waits in the
  // pool's queue.
  const warm = warmUpRenderWorkers().catch((err: unknown) =>
    log.warn('render warm-up failed; the first render pays for it', { err }),
  );
  await app.outbox.drain(); // anything owed from before a restart
  const file = process.argv[2];
  const input = file ? fs.createReadStream(file) : process.stdin;
  const interactive = !file && process.stdin.isTTY === true;
  const board = `web board: ${app.deps.boardUrl}/board/… (ask /board for your link)`;
  if (!interactive && !file)
    console.log(`hexpost console (${app.db.kind}) — reading commands from standard input · ${board}`);
  if (file) console.log(`hexpost console (${app.db.kind}) — running ${file} · ${board}`);
  if (interactive) console.log(`hexpost console (${app.db.kind}) · ${board}`);
  const script = await cons.runStream(input, interactive);
  // A script (a file) fails — exit 1 — when a command was refused that it did not mark `!refused`,
  // a marked one was carried out, or a line could not be read (src/console/console.ts).
  if (file && script.failed.length) process.exitCode = 1;
  await http.close();
  await app.close();
  await warm; // the pool is not stopped under a warm-up still loading
  await closeRenderPool();
} else {
  let transport: Transport | null = null;
  const lazy: Transport = {
    postChannel: (c, m) => transport!.postChannel(c, m),
    sendDm: (u, m) => transport!.sendDm(u, m),
    upsertStatus: (c, id, m) => transport!.upsertStatus!(c, id, m),
  };
  const app = await openApp(lazy, true);
  setOutboxSource(() => outboxStats(app.db.prisma));
  // HEXPOST_INTERNAL_SHARDS (set only by src/shard.ts for PGlite): this one process runs every
  // shard (discord.js internal sharding), since one PGlite folder belongs to one process.
  const internal = process.env.HEXPOST_INTERNAL_SHARDS;
  const shardOptions =
    shardId === undefined && internal
      ? internal === 'auto'
        ? { shards: 'auto' as const }
        : { shards: [...Array(Number(internal)).keys()], shardCount: Number(internal) }
      : {};
  const front = createDiscordFront(app.deps, {
    ...(config.discordApiUrl ? { rest: { api: config.discordApiUrl } } : {}),
    ...shardOptions,
  });
  transport = front.transport;
  // Each new game opens its own thread (docs/play-by-post.md); the scheduler keeps them unarchived.
  app.deps.threads = front.threads;
  // League players who left the server are noticed by the same upkeep (src/league/service.ts).
  app.deps.members = front.members;
  const client = front.client;
  const gatewayReady = () =>
    client.isReady() && client.ws.shards.size > 0 && client.ws.shards.every((s) => s.status === Status.Ready);
  let http: HealthServer | null = null;
  if (httpPort !== undefined) {
    http = await startHealthServer({
      port: httpPort,
      checks: standardChecks({
        prisma: app.db.prisma,
        gatewayReady,
        maxOutboxAgeMs: config.readyMaxOutboxAgeMs,
        outboxHealth: () => app.outbox.health(),
      }),
      routes: (server) => registerBoardRoutes(server, app.deps),
    });
    app.deps.boardUrl = config.publicUrl ?? `http://localhost:${http.port}`;
    app.deps.boardSecret = config.boardSecret;
    log.info('health listener started', { port: http.port });
  }
  // The render workers warm up (the renderers and fonts; each game's static layers wait for its
  // first picture) while the gateway connects: a restart
  // answers commands seconds sooner, and a render asked for meanwhile waits in the pool's queue.
  void warmUpRenderWorkers().catch((err: unknown) =>
    log.warn('render warm-up failed; the first render pays for it', { err }),
  );
  client.on('shardReady', (id) => log.info('shard ready', { shard: id }));
  client.on('shardResume', (id) => log.info('shard resumed', { shard: id }));
  client.on('shardReconnecting', (id) => log.warn('shard reconnecting', { shard: id }));
  client.once('clientReady', async (c) => {
    log.info('connected to Discord', {
      user: c.user.tag,
      guilds: c.guilds.cache.size,
      store: app.db.kind,
      shards: [...c.ws.shards.keys()],
    });
    // The outbox first: a failed registration below must not leave owed posts undelivered.
    app.outbox.start();
    // One registration per deployment: only the process running shard 0.
    if (config.registerCommandsOnStart && c.ws.shards.has(0)) {
      try {
        const n = await registerCommands({
          token: config.discordToken!,
          applicationId: config.discordApplicationId ?? c.application.id,
          guildId: config.discordGuildId,
          api: config.discordApiUrl,
        });
        log.info('slash commands registered', { count: n, guild: config.discordGuildId ?? 'global' });
      } catch (err) {
        log.error(
          'registering the slash commands failed; the bot keeps running with the commands Discord already has',
          { err },
        );
      }
    }
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down: finishing in-flight commands and the outbox', { signal });
    // Every step has its share of SHUTDOWN_TIMEOUT_MS and is left behind when it overruns it (a
    // database that stopped answering, a command stuck in a query): the process ends within the
    // limit with exit 0, its outbox claims given back (or running out within a lease). The timer
    // below is the last resort only.
    const end = performance.now() + config.shutdownTimeoutMs * 0.9;
    const left = () => Math.max(0, end - performance.now());
    const timer = setTimeout(() => {
      log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    front.stopAccepting();
    await within(front.idle(), left() * 0.3, 'finishing the commands in flight', log);
    await app.close({ budgetMs: left() * 0.7 });
    await within(closeRenderPool(), left() * 0.3, 'stopping the render workers', log);
    await within(client.destroy(), left() * 0.6, 'closing the gateway', log);
    await within(http?.close(), left(), 'closing the health listener', log);
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await client.login(config.discordToken);
}
