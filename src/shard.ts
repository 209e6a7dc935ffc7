// `npm run start:sharded`: large deployments shard the Discord gateway. Each shard is a process
// running src/main.ts; every process reaches the same Postgres (DATABASE_URL is required: an
// embedded PGlite folder belongs to one process), so any shard can serve any game, and they share
// the outbox (rows are claimed with SKIP LOCKED).
import { ShardingManager } from 'discord.js';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config.ts';
import { configureLogging, logger } from './log.ts';
import { secretsOf } from './config.ts';

const config = readConfig();
configureLogging({ level: config.logLevel, format: config.logFormat, secrets: secretsOf(config) });
const log = logger.child({ module: 'shard-manager' });
if (!config.discordToken) {
  log.error('DISCORD_TOKEN is required for sharding (the local console needs no shards)');
  process.exit(2);
}
if (!config.databaseUrl) {
  log.error('DATABASE_URL is required for sharding: shards must share one Postgres');
  process.exit(2);
}
const manager = new ShardingManager(fileURLToPath(new URL('./main.ts', import.meta.url)), {
  token: config.discordToken,
  totalShards: config.shards,
  execArgv: ['--import', 'tsx'],
});
manager.on('shardCreate', (shard) => log.info('shard launched', { shard: shard.id }));
await manager.spawn();
