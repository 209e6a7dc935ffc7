// The load part of `npm run bench` alone (bench/load.ts), for short runs while working on the
// posting path: `BENCH_LOAD_SECONDS=30 BENCH_LOAD_SATURATION=0 npx tsx bench/load-only.ts`.
// The same BENCH_LOAD_* settings as the whole bench; PostgreSQL from TEST_DATABASE_URL (or
// DATABASE_URL), else the local default, else PGlite.
import { benchLoad, describeWindow, loadOptionsFromEnv } from './load.ts';

const DEFAULT_PG = 'postgresql://postgres@127.0.0.1:5432/postgres';

async function main(): Promise<void> {
  process.env.TEST_DATABASE_URL ||= process.env.DATABASE_URL || DEFAULT_PG;
  const opts = loadOptionsFromEnv();
  const cpu0 = process.cpuUsage();
  const r = await benchLoad('postgres', { ...opts, log: (l) => console.log(l) });
  const cpu = process.cpuUsage(cpu0);
  console.log(`load: ${r.games} games (${r.gameTypes.join(', ')})`);
  console.log(`  ${describeWindow(r)}`);
  for (const s of r.saturation?.steps ?? []) console.log(`  step ${describeWindow(s)}`);
  console.log(`bench load_achieved_per_s ${r.achievedPerS.toFixed(2)}`);
  console.log(`bench load_first_response_p99_ms ${r.firstResponse.p99.toFixed(1)}`);
  console.log(`bench load_map_p95_ms ${r.mapPosted.p95.toFixed(1)}`);
  console.log(`bench load_event_loop_p99_ms ${r.eventLoopP99Ms.toFixed(1)}`);
  console.log(`bench load_cpu_ms_per_move ${r.cpuMsPerMove.toFixed(1)}`);
  if (r.saturation) console.log(`bench load_saturation_per_s ${r.saturation.perS.toFixed(2)}`);
  console.log(`(whole run: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU)`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('load bench failed:', err);
    process.exit(1);
  },
);
