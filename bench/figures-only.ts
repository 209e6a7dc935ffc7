// The render and commit figures of `npm run bench` alone (bench/figures.ts), for short runs while
// working on the render path or the store: `npx tsx bench/figures-only.ts` (BENCH_FIGURES=render,
// =commit or =flow for one part; bench/flow.ts: posts per hand-over, forced pings). PostgreSQL from TEST_DATABASE_URL (or DATABASE_URL), else the local
// default; the commit figure is left out when none answers. BENCH_FIGURES=figures: the render and
// commit figures (npm run bench runs them so, in a process of their own); BENCH_FIGURES_JSON=1 adds
// one line "FIGURES_JSON {…}" with them for the caller.
import { commitFigure, renderFigures } from './figures.ts';
import { flowFigures } from './flow.ts';
import { closeRenderPool } from '#images/index.ts';
import { configureLogging } from '#src/log.ts';

const DEFAULT_PG = 'postgresql://postgres@127.0.0.1:5432/postgres';

const mark = (ok: boolean) => (ok ? '✓' : '✗');

async function main(): Promise<void> {
  configureLogging({ level: 'error' });
  process.env.TEST_DATABASE_URL ||= process.env.DATABASE_URL || DEFAULT_PG;
  const only = process.env.BENCH_FIGURES;
  const lines: string[] = [];
  const json: {
    render: Awaited<ReturnType<typeof renderFigures>>;
    commit: Awaited<ReturnType<typeof commitFigure>> | null;
  } = {
    render: [],
    commit: null,
  };
  if (only !== 'commit' && only !== 'flow') {
    json.render = await renderFigures();
    for (const f of json.render) {
      console.log(
        `${f.game}: ${f.views} views, full ${f.fullCpuMs.toFixed(1)} ms ÷ bare ${f.bareCpuMs.toFixed(1)} ms = ${f.ratio.toFixed(2)} ${mark(f.ratio <= 1)} (≤ 1.0; worst view ${f.worstViewRatio.toFixed(2)}) · ÷ floor ${f.floorCpuMs.toFixed(1)} ms = ${f.floorRatio.toFixed(2)} · PNG ${f.pngBytes} bytes`,
      );
      lines.push(`bench render_ratio_${f.game} ${f.ratio.toFixed(2)}`);
      lines.push(`bench render_floor_ratio_${f.game} ${f.floorRatio.toFixed(2)}`);
      lines.push(`bench png_bytes_${f.game} ${f.pngBytes}`);
    }
  }
  if (only === 'flow' || !only) {
    for (const f of await flowFigures()) {
      console.log(
        `${f.game}: ${f.games} fuzzed games, ${f.actions} actions + ${f.forcedTaken} taken by the bot · ${f.posts} posts ÷ ${f.handovers} hand-overs = ${f.postsPerHandover.toFixed(2)} ${mark(f.postsPerHandover <= 1)} (≤ 1.0) · forced pings ${f.forcedPings} ${mark(f.forcedPings === 0)} (0)`,
      );
      lines.push(`bench posts_per_handover_${f.game} ${f.postsPerHandover.toFixed(2)}`);
      lines.push(`bench forced_pings_${f.game} ${f.forcedPings}`);
    }
  }
  if (only !== 'render' && only !== 'flow') {
    const c = await commitFigure();
    json.commit = c;
    console.log(
      `commit: ${c.commitMs.toFixed(2)} ms ÷ one versioned UPDATE ${c.bareMs.toFixed(2)} ms = ${c.ratio.toFixed(2)} ${mark(c.ratio <= 1.5)} (≤ 1.5; state ${(c.stateBytes / 1024).toFixed(0)} KiB)`,
    );
    lines.push(`bench commit_ratio ${c.ratio.toFixed(2)}`);
  }
  console.log(lines.join('\n'));
  if (process.env.BENCH_FIGURES_JSON) console.log(`FIGURES_JSON ${JSON.stringify(json)}`);
  await closeRenderPool();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('figures bench failed:', err);
    process.exit(1);
  },
);
