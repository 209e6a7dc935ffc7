// `npm run start:sharded`: src/shard.ts from the bot's bundle (scripts/bundle.mjs), in this process;
// with PostgreSQL its shard processes run the bundle's main.mjs.
import { runFromBundle } from './bundle.mjs';

await runFromBundle('shard');
