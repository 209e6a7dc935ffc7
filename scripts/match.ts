// `npm run match`: seeded games between two players of one game, on every core, and what came of
// them — win rates by player and by side with their 95 % intervals, how the games ended, the AI's
// think time — ending with one line `match <id> <a> <b> <a wins> <b wins> <draws>`.
//
//   npm run match -- --game <id> --a <player> --b <player> --games <n> [--seed <s>] [--threads <t>] [--verbose]
//   players: random, greedy (both with the game's weights and evaluation, src/games/<id>/ai.ts),
//            ai-fast, ai (src/ai/ismcts.ts's levels)
//
// Each game is seeded on its own from (seed, game index) (src/ai/match.ts), so the results are the
// same whatever the number of threads. The games are played by a piscina pool of worker threads,
// one per core (--threads 0: in this thread): the project already runs piscina workers that load
// the sources through tsx (src/images/pool.ts), and a pool hands the next game to whichever
// worker is free, so long and short games share the cores evenly.
// Bad arguments: a message and exit code 2.
import os from 'node:os';
import { Piscina } from 'piscina';
import {
  type GameRecord,
  gameLine,
  MATCH_USAGE,
  type MatchArgs,
  parseMatchArgs,
  summaryText,
  tally,
  UsageError,
} from '#ai/match.ts';
import { allPackages, getPackage } from '#games/index.ts';
import { type MatchTask, playTask } from './match-worker.ts';

function parse(): MatchArgs {
  const known = allPackages().map((p) => p.rules.id);
  try {
    const args = parseMatchArgs(process.argv.slice(2), known);
    if (args === 'help') {
      console.log(`${MATCH_USAGE}\ngames: ${known.join(', ')}`);
      process.exit(0);
    }
    return args;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`${e.message}\n${MATCH_USAGE}`);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const args = parse();
  const sides = getPackage(args.game)!.rules.sides;
  const threads = Math.min(args.threads ?? os.availableParallelism(), args.games);
  const tasks: MatchTask[] = Array.from({ length: args.games }, (_, index) => ({
    game: args.game,
    seed: args.seed,
    index,
    a: args.a,
    b: args.b,
  }));
  const t0 = performance.now();
  const records: GameRecord[] = [];
  // --verbose prints the games in their order, each as soon as those before it are done.
  const done = new Map<number, GameRecord>();
  let next = 0;
  const finished = (r: GameRecord) => {
    records.push(r);
    done.set(r.index, r);
    while (done.has(next)) {
      if (args.verbose) console.log(gameLine(done.get(next)!, args.a, args.b));
      done.delete(next++);
    }
    if (process.stderr.isTTY)
      process.stderr.write(
        `\r${records.length}/${args.games} games, ${((performance.now() - t0) / 1000).toFixed(0)} s${records.length === args.games ? '\n' : ''}`,
      );
  };
  if (threads === 0) {
    for (const task of tasks) finished(await playTask(task));
  } else {
    const pool = new Piscina({
      filename: new URL('./match-worker.mjs', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      concurrentTasksPerWorker: 1,
      idleTimeout: Infinity,
    });
    try {
      await Promise.all(tasks.map(async (task) => finished((await pool.run(task)) as GameRecord)));
    } finally {
      await pool.destroy();
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(summaryText(args, sides, tally(records, sides), seconds));
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('match failed:', err);
    process.exit(1);
  },
);
