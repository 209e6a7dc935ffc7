// The big fuzz run (issue 7: 1,000 games of each game, 0 crashes, 0 dead ends, every invariant
// held). Plays seeded random and greedy games of each registered game through the generic fuzzer
// (src/engine/kit/fuzz.ts) with the game's own kit (its invariants and players, src/games/<id>/kit.ts,
// read from the registry), and prints one summary line per game; exits non-zero on any crash, dead
// end, game at the action limit or invariant violation, after listing them.
//
//   npm run fuzz                                   # 1000 games of every game, seed 1
//   npm run fuzz -- --games 200 --game <id>[,<id>…] --seed 5000
//   npm run fuzz -- --help                         # the registered games' ids
//
// Every failure names its game index, dice seed and options: the same --seed replays it.
import { fuzzFailures, fuzzKit, fuzzSummary, mergeReports, type FuzzReport } from '#engine/kit/fuzz.ts';
import { allPackages, getPackage } from '#games/index.ts';

const USAGE = 'usage: npm run fuzz -- [--games N] [--game id[,id…]]… [--seed S]';

function args(argv: string[]): { games: number; ids: string[]; seed: number } {
  let games = 1000;
  let seed = 1;
  const ids: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) usage(`${a} needs a value`);
      return v!;
    };
    if (a === '--help' || a === '-h') {
      console.log(
        `${USAGE}\ngames: ${allPackages()
          .map((p) => p.rules.id)
          .join(', ')}`,
      );
      process.exit(0);
    } else if (a === '--games') games = Number(value());
    else if (a === '--seed') seed = Number(value());
    else if (a === '--game') ids.push(...value().split(','));
    else usage(`unknown argument ${a}`);
  }
  if (!Number.isInteger(games) || games < 1) usage('--games must be a positive integer');
  if (!Number.isInteger(seed)) usage('--seed must be an integer');
  const known = allPackages().map((p) => p.rules.id);
  for (const id of ids) if (!getPackage(id)) usage(`no game "${id}" (games: ${known.join(', ')})`);
  return { games, ids: ids.length ? ids : known, seed };
}

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

const { games, ids, seed } = args(process.argv.slice(2));
const PART = 50;
let failed = false;
const t00 = performance.now();
for (const id of ids) {
  const kit = await getPackage(id)!.kit();
  const t0 = performance.now();
  let report: FuzzReport | null = null;
  for (let from = 0; from < games; from += PART) {
    const part = fuzzKit(kit, Math.min(PART, games - from), seed, { from });
    report = report ? mergeReports(report, part) : part;
    if (games > PART)
      process.stderr.write(
        `  ${id}: ${report.games}/${games} games, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`,
      );
  }
  const ms = performance.now() - t0;
  console.log(fuzzSummary(id, report!, ms));
  const outcomes = Object.entries(report!.outcomes).sort((a, b) => b[1] - a[1]);
  for (const [k, n] of outcomes) console.log(`    ${String(n).padStart(5)} × ${k}`);
  const failures = fuzzFailures(report!);
  if (failures.length) {
    failed = true;
    for (const f of failures.slice(0, 20)) console.log(`  ${f.replace(/\n/g, '\n    ')}`);
    if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
  }
}
console.log(`${failed ? 'FAILED' : 'ok'} in ${((performance.now() - t00) / 1000).toFixed(1)} s (seed ${seed})`);
process.exit(failed ? 1 : 0);
