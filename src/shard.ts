// `npm run start:sharded`: large deployments shard the Discord gateway (HEXPOST_SHARDS shards,
// 'auto' = Discord's recommendation). All shards serve their guilds over ONE database:
//
//   - DATABASE_URL set (PostgreSQL): a discord.js ShardingManager runs one process per shard
//     (src/main.ts, which discord.js tells its shard id through SHARDS / SHARD_COUNT); every process
//     reaches the same Postgres, and they share the outbox (rows are claimed with SKIP LOCKED).
//     This manager process forwards SIGTERM/SIGINT to every shard, waits for each to stop
//     gracefully, and serves HTTP_PORT (if set): /healthz, and /readyz ready when every shard's
//     own /readyz (on HTTP_PORT+1+id) is.
//   - No DATABASE_URL (embedded PGlite): one PGlite folder belongs to one process, so this process
//     runs every shard itself (discord.js internal sharding: src/main.ts with one Client holding
//     all the shards). Why not serve the folder to shard processes over @electric-sql/pglite-socket
//     (0.2.17): its server runs all connections over PGlite's single session and holds the other
//     connections' statements while one is inside a transaction (checked: a second connection's
//     SELECT waited for the first's COMMIT). Transactions stay apart, but that is no more
//     concurrency than one process, a shard whose pool held a transaction on one connection and
//     queried on another would wait for itself (pools cut to one connection), one shard stuck in a
//     transaction would stop all, and the manager would become a database server. README "Large
//     deployments".
import { REST, Routes, ShardingManager, type Shard } from 'discord.js';
import { fileURLToPath } from 'node:url';
import { readConfigOrExit, secretsOf, type Config } from './config.ts';
import { configureLogging, logger } from './log.ts';
import { installProcessHandlers } from './process.ts';
import { startHealthServer, type CheckResult } from '#http/health.ts';

const config: Config = readConfigOrExit();
configureLogging({ level: config.logLevel, format: config.logFormat, secrets: secretsOf(config) });
const log = logger.child({ module: 'shard-manager' });
installProcessHandlers(log);
if (!config.discordToken) {
  log.error('DISCORD_TOKEN is required for sharding (the local console needs no shards)');
  process.exit(2);
}

if (!config.databaseUrl) {
  log.info('embedded PGlite: running every shard in this process (internal sharding)', { shards: config.shards });
  process.env.HEXPOST_INTERNAL_SHARDS = String(config.shards);
  await import('./main.ts');
} else {
  // 'auto': ask GET /gateway/bot ourselves, through DISCORD_API_URL when set (the manager's own
  // 'auto' always asks discord.com).
  let totalShards = config.shards;
  if (totalShards === 'auto') {
    const rest = new REST(config.discordApiUrl ? { api: config.discordApiUrl } : {}).setToken(config.discordToken);
    totalShards = ((await rest.get(Routes.gatewayBot())) as { shards: number }).shards;
    log.info('shard count recommended by Discord', { shards: totalShards });
  }
  // Run from the bot's bundle (scripts/bundle.mjs: this file is shard.mjs), each shard runs the
  // bundle's main.mjs with plain node; run from the sources, src/main.ts through tsx.
  const bundled = import.meta.url.endsWith('.mjs');
  const manager = new ShardingManager(fileURLToPath(new URL(bundled ? './main.mjs' : './main.ts', import.meta.url)), {
    token: config.discordToken,
    totalShards,
    execArgv: bundled ? ['--enable-source-maps'] : ['--import', 'tsx'],
  });
  manager.on('shardCreate', (shard) => {
    log.info('shard launched', { shard: shard.id });
    shard.on('death', (p) => {
      if (!stopping)
        log.error('shard process died; discord.js respawns it', {
          shard: shard.id,
          exitCode: 'exitCode' in p ? p.exitCode : undefined,
        });
    });
  });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    manager.respawn = false;
    log.info('shutting down: stopping every shard', { signal, shards: manager.shards.size });
    const timer = setTimeout(() => {
      log.error('shards did not stop in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 5000);
    timer.unref();
    const codes = await Promise.all(
      [...manager.shards.values()].map(
        (shard: Shard) =>
          new Promise<number | null>((resolve) => {
            const child = shard.process;
            if (!child || child.exitCode !== null || child.signalCode !== null) return resolve(child?.exitCode ?? 0);
            child.once('exit', (code) => resolve(code));
            child.kill(signal);
          }),
      ),
    );
    await http?.close();
    const failed = codes.filter((c) => c !== 0);
    if (failed.length > 0) log.error('some shards did not stop cleanly', { codes });
    else log.info('every shard stopped');
    process.exit(failed.length > 0 ? 1 : 0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const basePort = config.httpPort;
  const http =
    basePort === undefined
      ? null
      : await startHealthServer({
          port: basePort,
          checks: {
            shards: async (): Promise<CheckResult> => {
              if (manager.shards.size === 0) return { ok: false, detail: 'no shard launched yet' };
              const bad: string[] = [];
              for (const id of manager.shards.keys()) {
                const r = await fetch(`http://127.0.0.1:${basePort + 1 + id}/readyz`).catch(() => null);
                if (r?.status !== 200) bad.push(`shard ${id}: ${r ? `HTTP ${r.status}` : 'no answer'}`);
              }
              return bad.length === 0
                ? { ok: true, detail: `${manager.shards.size} shards ready` }
                : { ok: false, detail: bad.join('; ') };
            },
          },
          // Each shard serves its own /metrics on HTTP_PORT+1+id; the manager's are its own process's.
        });
  await manager.spawn({ timeout: 120_000 });
}
