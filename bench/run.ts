// `npm run bench`: how fast the bot is where players feel it.
//   (a) the map render: satori (SVG) and resvg (PNG) medians, PNG size;
//   (b) a command round trip through the fake Discord with a real discord.js Client, on a real
//       PostgreSQL: dispatch → first response (the deferral), and dispatch → the map posted in
//       the channel for a move; one game at a time, then several games in parallel channels;
//   (c) the engine: listing the legal actions, replaying a whole game;
//   (d) 日露大戦: the map render (satori SVG, resvg PNG), the legal destinations of a unit, and
//       the replay of whole seeded 12-turn games (bench/nichiro.ts);
//   (f) leagues: pairing a Swiss round of 256 entrants, drawing a standings table (bench/league.ts);
//   (g) start-up and memory: `npm start` in console mode to its first reply to /help, on PostgreSQL (a restart)
//       and on a new PGlite folder; the bot's resident memory idle and after the example games (bench/startup.ts);
//   (h) flow: in each game's fuzzed games, channel posts per hand-over and posts that ping a player
//       whose only choice is fixed by public information (bench/flow.ts);
//   (i) the AI seat: the think time per decision of each level, every game, on one thread (bench/ai.ts).
// Prints a table and exits 0 (targets missed are marked ✗, not fatal).
//
// Database for (b): TEST_DATABASE_URL or DATABASE_URL if set, else postgresql://postgres@127.0.0.1:5432/postgres
// if it answers; a scratch database hexpost_test_<random> is created there and dropped at the
// end. Without PostgreSQL it falls back to PGlite and says so.
//
// discord.js's REST client throttles itself to 50 requests/s (Discord's global limit). One move
// costs 3–5 requests (deferral, reply edit, channel post, a DM to each player whose private view changed), so the parallel run stays below
// that; it runs throttled like production. BENCH_UNTHROTTLED=1 repeats the parallel run with the
// throttle lifted, to tell the limiter's queueing apart from the bot's own latency.
//
// Environment: BENCH_SAMPLES (default 100 per run), BENCH_CHANNELS (parallel games, default 4).
import path from 'node:path';
import { execFile } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { benchRender } from './render.ts';
import { benchNichiro } from './render-nichiro.ts';
import { benchDestinations, benchGames, benchReplay } from './nichiro.ts';
import { type CommitFigure, RENDER_POSITIONS, type RenderFigure } from './figures.ts';
import { benchLoad, describeWindow, loadOptionsFromEnv } from './load.ts';
import { benchSwissPairing } from './league.ts';
import { benchMemory, benchStartup } from './startup.ts';
import { benchStandingsRender } from './standings.ts';
import { flowFigures } from './flow.ts';
import { aiFigures, aiReport, benchAi } from './ai.ts';
import { apply, legalActions, pendingSides, replay } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { hotenKaisen } from '#games/hoten-kaisen/index.ts';
import { configureLogging } from '#src/log.ts';
import { legalFor } from '#service/read.ts';
import { postsNow } from '#service/notifications.ts';
import { summarize, type LatencySummary } from '#tools/fake-discord/index.ts';
import { startTestBot, type TestBot } from '#test/helpers/app.ts';
import type { DbKind } from '#test/helpers/db.ts';

configureLogging({ level: 'error' });

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const CHANNELS = Math.max(1, Number(process.env.BENCH_CHANNELS ?? 4));
const WARMUP = 5;
const DEFAULT_PG = 'postgresql://postgres@127.0.0.1:5432/postgres';

function median(xs: number[]): number {
  const a = [...xs].sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length % 2 ? a[m]! : (a[m - 1]! + a[m]!) / 2;
}

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// ---------------------------------------------------------------------------------------------
// (b) round trips

async function postgresReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function pickDatabase(): Promise<{ kind: DbKind; note: string }> {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const url = given || DEFAULT_PG;
  if (await postgresReachable(url)) {
    process.env.TEST_DATABASE_URL = url; // test/helpers/db.ts makes a scratch database there
    return { kind: 'postgres', note: `PostgreSQL (scratch database on ${redact(url)})` };
  }
  return { kind: 'pglite', note: `PGlite — no PostgreSQL at ${redact(url)}; numbers are NOT the production store's` };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

interface RoundTrips {
  firstResponse: LatencySummary;
  toImage: LatencySummary;
  unmeasured: number;
  gamesStarted: number;
  seconds: number;
}

/** Start a game in a channel (not measured): challenge, accept, both place. */
async function startGame(bot: TestBot, channelId: string): Promise<void> {
  const run = async (user: string, name: string, options: Record<string, string> = {}) => {
    const h = bot.fake.sendSlashCommand({ user, name, options, channelId });
    const edit = await h.waitForEdit(undefined, 30_000);
    if (edit.content?.startsWith('❌')) throw new Error(`/${name} by ${user} refused: ${edit.content}`);
  };
  await run('alice', 'newgame', { opponent: 'bob', side: 'japan' });
  await run('bob', 'accept');
  await run('alice', 'act', { action: 'place-historical' });
  await run('bob', 'act', { action: 'place-historical' });
  await bot.app.outbox.drain();
}

/**
 * Plays `perChannel` measured commands in each channel, the channels in parallel: the acting
 * player's legal `move` (chosen at random), else a calm decision. Each sample is a real state
 * change that hands over (posts the map); a change inside a player's stretch posts nothing and is
 * taken unmeasured, and a finished game is replaced by a new one.
 */
async function roundTrips(bot: TestBot, channels: string[], perChannel: number, seed: number): Promise<RoundTrips> {
  const first: number[] = [];
  const image: number[] = [];
  let unmeasured = 0;
  let gamesStarted = 0;
  const t0 = performance.now();
  await Promise.all(
    channels.map(async (ch, ci) => {
      const rnd = lcg(seed + ci);
      let measured = 0;
      let warm = channels.length === 1 ? WARMUP : Math.ceil(WARMUP / channels.length);
      while (measured < perChannel) {
        const game = await bot.app.repo.findOpenGameByChannel<unknown, GameState>(ch);
        if (!game) {
          await startGame(bot, ch);
          gamesStarted++;
          continue;
        }
        const side = pendingSides(game.state)[0]!;
        const user = game.seats.find((s) => s.side === side)!.userId === bot.fake.user('alice').id ? 'alice' : 'bob';
        const legal = (await legalFor(bot.app.deps, ch, bot.fake.user(user).id)).map((l) => l.action);
        const moves = legal.filter((a) => a.startsWith('move '));
        const calm = ['end', 'stay', 'fight', 'retreat', 'attack']
          .map((v) => legal.find((a) => a.split(' ')[0] === v))
          .find(Boolean);
        const action = moves.length
          ? moves[Math.floor(rnd() * moves.length)]!
          : (calm ?? legal.find((a) => a !== 'pass') ?? legal[0]!);
        const h = bot.fake.sendSlashCommand({ user, name: 'act', options: { action }, channelId: ch });
        const cb = await h.waitForCallback(30_000);
        const edit = await h.waitForEdit(undefined, 30_000);
        if (edit.content?.startsWith('❌')) throw new Error(`${user} ${action} refused: ${edit.content}`);
        // The map is posted at hand-overs only: a change that posts none (a move inside a player's
        // stretch) is played unmeasured; the others are timed from dispatch to their map.
        const after = (await bot.app.repo.findGame<unknown, GameState>(game.id))!;
        const post = postsNow(hotenKaisen, game.state, after.state)
          ? await bot.fake.waitForChannelMessage(ch, (m) => m.attachments.some((a) => a.filename === 'map.png'), {
              since: h.dispatchedAt,
              timeoutMs: 30_000,
            })
          : null;
        if (!post) {
          unmeasured++;
        } else if (warm > 0) {
          warm--;
        } else {
          first.push(cb.elapsedMs);
          image.push(h.elapsedTo(post));
          measured++;
        }
        // One game at a time: let the DMs of this move go out before the next one.
        if (channels.length === 1) await bot.app.outbox.drain();
      }
    }),
  );
  await bot.app.outbox.drain();
  return {
    firstResponse: summarize(first),
    toImage: summarize(image),
    unmeasured,
    gamesStarted,
    seconds: (performance.now() - t0) / 1000,
  };
}

async function benchDiscord(
  kind: DbKind,
  unthrottled: boolean,
  channelsCount: number,
  samples: number,
): Promise<RoundTrips> {
  const names = Array.from({ length: channelsCount }, (_, i) => `bench-${i + 1}`);
  const bot = await startTestBot({
    kind,
    unthrottled,
    seed: 1905,
    pictures: 'real', // the map posted is what is measured
    fake: { guilds: [{ name: 'Bench Guild', channels: names.map((name) => ({ name })) }] },
  });
  try {
    const channels = names.map((n) => bot.fake.channel(n).id);
    return await roundTrips(bot, channels, Math.ceil(samples / channelsCount), 42);
  } finally {
    await bot.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// (c) engine

function benchEngine(): { legalMedianUs: number; legalCount: number; replayMedianMs: number; replayActions: number } {
  const m = hotenKaisen;
  const rnd = lcg(9);
  // A whole game with random (attack-happy) choices, to a finish.
  const seed = 1905;
  const options = { passesAdvanceTime: true };
  let state = m.setup(seed, options);
  const actions: { side: string; action: string }[] = [];
  const states: GameState[] = [];
  while (!state.result && actions.length < 2000) {
    const side = pendingSides(state)[0]!;
    const legal = legalActions(m, state, side);
    states.push(state);
    const pick =
      legal.find(
        (l) =>
          l.action.startsWith('attack') ||
          l.action === 'fight' ||
          l.action === 'advance' ||
          l.action === 'place-historical',
      ) ?? legal[Math.floor(rnd() * legal.length)]!;
    const r = apply(m, state, side, pick.action);
    if (!r.ok) throw new Error(`engine bench: ${pick.action} refused`);
    actions.push({ side, action: pick.action });
    state = r.state;
  }
  // Listing: every position of that game, many times.
  const times: number[] = [];
  let listed = 0;
  for (let rep = 0; rep < 20; rep++) {
    for (const s of states) {
      const side = pendingSides(s)[0]!;
      const t = performance.now();
      listed += legalActions(m, s, side).length;
      times.push((performance.now() - t) * 1000);
    }
  }
  const replays: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const r = replay(m, seed, options, actions);
    replays.push(performance.now() - t);
    if (!r.ok) throw new Error('engine bench: replay failed');
  }
  return {
    legalMedianUs: median(times),
    legalCount: Math.round(listed / times.length),
    replayMedianMs: median(replays),
    replayActions: actions.length,
  };
}

// ---------------------------------------------------------------------------------------------
// (d) 日露大戦

async function benchNichiroAll() {
  const render = await benchNichiro(20);
  const games = benchGames(20, 10);
  const dest = benchDestinations(games);
  for (const g of games) g.samples.length = 0;
  const replay = benchReplay(games, 5);
  return { render, dest, replay };
}

// ---------------------------------------------------------------------------------------------

const f1 = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');
const mark = (ok: boolean) => (ok ? '✓' : '✗');

function row(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
}

/**
 * The render and commit figures, measured in a process of their own (bench/figures-only.ts): each
 * is CPU or wall time against a baseline taken in the same process, and this process by then holds
 * what the sections before left running (the Discord round trips' apps and their timers), whose
 * work landed in whichever side of a ratio awaited longer — the full render, which awaits resvg
 * and the encoder on libuv's pool, against a bare raster that runs synchronously. The bot renders
 * in its own worker threads, away from all that; so are the figures now.
 */
async function figuresApart(withCommit: boolean): Promise<{ render: RenderFigure[]; commit: CommitFigure | null }> {
  const out = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'figures-only.ts')],
      {
        env: { ...process.env, BENCH_FIGURES: withCommit ? 'figures' : 'render', BENCH_FIGURES_JSON: '1' },
        maxBuffer: 64 * 1024 * 1024,
      },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    );
  });
  const line = out.split('\n').find((l) => l.startsWith('FIGURES_JSON '));
  if (!line) throw new Error(`figures-only printed no figures:\n${out}`);
  return JSON.parse(line.slice('FIGURES_JSON '.length)) as { render: RenderFigure[]; commit: CommitFigure | null };
}

async function main(): Promise<void> {
  const out: string[] = [];
  const started = performance.now();

  console.log('hexpost bench — (g) npm start to the first console reply …');
  const startup = await benchStartup();
  console.log('(g) memory of the bot idle and after the example games …');
  const memory = await benchMemory();

  console.log('(h) flow: posts per hand-over in fuzzed games …');
  const flow = await flowFigures();

  console.log('(a) render …');
  const render = await benchRender(30);

  console.log('(c) engine …');
  const engine = benchEngine();

  console.log('(i) AI think time per decision …');
  const ai = benchAi();

  console.log('(d) 日露大戦 …');
  const nichiro = await benchNichiroAll();

  const db = await pickDatabase();
  console.log(`(b) Discord round trips on ${db.note} …`);
  const single = await benchDiscord(db.kind, false, 1, SAMPLES);
  console.log(`    one game: ${single.toImage.count} moves in ${single.seconds.toFixed(1)} s`);
  const parallel = await benchDiscord(db.kind, false, CHANNELS, SAMPLES);
  console.log(`    ${CHANNELS} games in parallel: ${parallel.toImage.count} moves in ${parallel.seconds.toFixed(1)} s`);
  const unthrottled =
    process.env.BENCH_UNTHROTTLED === '1' ? await benchDiscord(db.kind, true, CHANNELS, SAMPLES) : null;

  const w = [44, 9, 9, 9, 9, 8];
  out.push('');
  out.push(`(a) map render (奉天会戦 public map, ${render.width}×${render.height}, ${render.iterations} renders)`);
  out.push(
    `    satori median ${f1(render.satoriMs)} ms · resvg median ${f1(render.resvgMs)} ms · total median ${f1(render.totalMs)} ms (max ${f1(render.maxMs)}) · CPU ${f1(render.cpu.satoriMs)} + ${f1(render.cpu.resvgMs)} ms · PNG ${(render.pngBytes / 1024).toFixed(0)} KiB`,
  );
  out.push(`    target: render median ≤ 200 ms ${mark(render.totalMs <= 200)}`);
  out.push('');
  out.push(`(b) round trips through the fake Discord (real discord.js Client) on ${db.note}`);
  out.push(row(['ms', 'n', 'median', 'p95', 'p99', 'max'], w));
  const line = (label: string, s: LatencySummary) =>
    out.push(row([label, String(s.count), f1(s.median), f1(s.p95), f1(s.p99), f1(s.max)], w));
  line('one game · dispatch → first response', single.firstResponse);
  line('one game · dispatch → map posted (hand-over)', single.toImage);
  line(`${CHANNELS} games · dispatch → first response`, parallel.firstResponse);
  line(`${CHANNELS} games · dispatch → map posted (hand-over)`, parallel.toImage);
  if (unthrottled) {
    line(`${CHANNELS} games, unthrottled · first response`, unthrottled.firstResponse);
    line(`${CHANNELS} games, unthrottled · map posted`, unthrottled.toImage);
  }
  const target = (label: string, s: RoundTrips) =>
    `${label}: first response p99 ≤ 300 ms ${mark(s.firstResponse.p99 <= 300)} · hand-over → posted image p95 ≤ 1000 ms ${mark(s.toImage.p95 <= 1000)}`;
  out.push(`    targets — ${target('one game', single)}`);
  out.push(`              ${target(`${CHANNELS} games at once, no think time`, parallel)}`);
  out.push(
    `    (each measured command is a real state change that hands over, with its map post and a DM to each player whose private view changed since the last post; ${single.unmeasured + parallel.unmeasured} other decisions (moves inside a stretch, which post nothing) taken unmeasured, ${single.gamesStarted + parallel.gamesStarted} games started; ${WARMUP} warm-up moves dropped)`,
  );
  out.push('');
  out.push('(c) engine');
  out.push(
    `    legal actions listing: median ${engine.legalMedianUs.toFixed(1)} µs (${engine.legalCount} actions on average, every position of a game)`,
  );
  out.push(
    `    replay of a whole game (${engine.replayActions} actions, to a finish): median ${engine.replayMedianMs.toFixed(2)} ms`,
  );
  out.push('');
  const nr = nichiro.render;
  const nd = nichiro.dest;
  const rp = nichiro.replay;
  out.push(`(d) 日露大戦 (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`);
  out.push(
    `    map render (public map, ${nr.width}×${nr.height}, ${nr.iterations} renders): satori median ${f1(nr.svgMs)} ms · resvg median ${f1(nr.rasterMs)} ms · total median ${f1(nr.totalMs)} ms (max ${f1(nr.maxMs)}) · CPU ${f1(nr.cpu.svgMs)} + ${f1(nr.cpu.rasterMs)} ms · PNG ${(nr.pngBytes / 1024).toFixed(0)} KiB`,
  );
  out.push(
    `    legal destinations of a unit (choices of "to"): median ${nd.medianUs.toFixed(1)} µs · p99 ${nd.p99Us.toFixed(1)} µs · max ${nd.maxUs.toFixed(0)} µs (${nd.units} units of ${nd.positions} positions, ${nd.avgDestinations.toFixed(1)} destinations on average)`,
  );
  out.push(
    `    replay of whole games: ${rp.games} seeded games (${rp.naval} with the naval rules; ${rp.fullLength} reach turn 12, the rest end earlier by sudden death or morale), ${rp.actionsMin}–${rp.actionsMax} actions (median ${rp.actionsMedian})`,
  );
  out.push(
    `      12-turn games: median ${rp.fullMedianMs.toFixed(1)} ms (CPU ${rp.fullCpuMedianMs.toFixed(1)} ms) · max ${rp.fullMaxMs.toFixed(1)} ms · slowest game's median ${rp.worstGameMedianMs.toFixed(1)} ms (${rp.worstGameActions} actions) · ${rp.perActionUs.toFixed(1)} µs per action (1000 actions ≈ ${(rp.perActionUs).toFixed(0)} ms)`,
  );
  out.push(
    `    targets: render median ≤ 200 ms ${mark(nr.totalMs <= 200)} · destinations median ≤ 10 µs ${mark(nd.medianUs <= 10)} · 12-turn replay median ≤ 50 ms ${mark(rp.fullMedianMs <= 50)} (max ≤ 50 ms ${mark(rp.fullMaxMs <= 50)})`,
  );
  console.log('(f) leagues …');
  const swiss = benchSwissPairing();
  const standings = await benchStandingsRender();
  console.log('(e) render ratios, commit ratio, load …');
  const { render: figures, commit } = await figuresApart(db.kind === 'postgres');
  const load = await benchLoad(db.kind, {
    ...loadOptionsFromEnv(),
    log: (l) => console.log(l),
  });
  out.push('');
  out.push(
    `(e) render ratio (full render CPU ÷ bare resvg render of the same final SVG + the bot's own palette encoder, summed over ${RENDER_POSITIONS.length} mid-game positions × the public and each side's view) · floor ratio (÷ the same encoder on an opaque canvas of the same size)`,
  );
  for (const f of figures)
    out.push(
      `    ${f.game}: ${f.fullCpuMs.toFixed(1)} ms ÷ ${f.bareCpuMs.toFixed(1)} ms = ${f.ratio.toFixed(2)} ${mark(f.ratio <= 1)} (≤ 1.0; ${f.views} views, worst ${f.worstViewRatio.toFixed(2)}) · ÷ floor ${f.floorCpuMs.toFixed(1)} ms = ${f.floorRatio.toFixed(2)} · PNG ${(f.pngBytes / 1024).toFixed(0)} KiB ${mark(f.pngBytes < 1024 * 1024)} (< 1 MB)`,
    );
  if (commit)
    out.push(
      `    commit: a move's commit ${commit.commitMs.toFixed(2)} ms ÷ one autocommit versioned UPDATE of the same state ${commit.bareMs.toFixed(2)} ms = ${commit.ratio.toFixed(2)} ${mark(commit.ratio <= 1.5)} (≤ 1.5; state ${(commit.stateBytes / 1024).toFixed(0)} KiB)`,
    );
  else out.push('    commit: no PostgreSQL, not measured');
  out.push(
    `    load on ${db.note}: ${load.games} games, ${load.offeredPerS} moves/s offered for ${load.seconds} s (${load.offered} offered, ${load.skipped} found every game busy)`,
  );
  out.push(
    `      achieved ${load.achievedPerS.toFixed(2)}/s ${mark(load.achievedPerS >= 15)} (≥ 15) · first response p99 ${f1(load.firstResponse.p99)} ms ${mark(load.firstResponse.p99 <= 50)} (≤ 50) · map posted p95 ${f1(load.mapPosted.p95)} ms ${mark(load.mapPosted.p95 <= 1000)} (≤ 1000) · event loop p99 ${f1(load.eventLoopP99Ms)} ms ${mark(load.eventLoopP99Ms <= 50)} (≤ 50; max ${f1(load.eventLoopMaxMs)})`,
  );
  out.push(
    `      each move's CPU (process CPU over the window, main thread + render workers + the in-process fake Discord, ÷ moves): ${f1(load.cpuMsPerMove)} ms (${load.cpuCores.toFixed(2)} cores busy, ${load.rendersPerMove.toFixed(2)} renders/move; games: ${load.gameTypes.join(', ')})`,
  );
  if (load.saturation) {
    for (const w of load.saturation.steps) out.push(`      saturation step ${describeWindow(w)}`);
    out.push(
      `      saturation: ${load.saturation.perS}/s is the highest offered rate with map p95 < ${load.saturation.limitMs} ms`,
    );
  }
  out.push('');
  out.push('(f) leagues');
  out.push(
    `    Swiss pairing of one round, 256 entrants mid-season: median ${f1(swiss.ms)} ms ${mark(swiss.ms <= 100)} (≤ 100) · standings table image (16 rows, PNG): median ${f1(standings.ms)} ms`,
  );
  out.push('');
  out.push('(g) start-up');
  out.push(
    startup.postgres
      ? `    npm start (console, PostgreSQL, a restart) → the first reply to /help on stdin: ${startup.postgres.firstReplyMs.toFixed(0)} ms ${mark(startup.postgres.firstReplyMs <= 3000)} (≤ 3000) · the first start on a new database (migrating it): ${startup.postgres.firstStartMs.toFixed(0)} ms`
      : '    npm start on PostgreSQL: no PostgreSQL answered (TEST_DATABASE_URL / DATABASE_URL / the local default)',
  );
  out.push(
    `    npm start (console, a new PGlite folder, no DISCORD_TOKEN/DATABASE_URL) → the first reply to /help on stdin: ${startup.firstReplyMs.toFixed(0)} ms ${mark(startup.firstReplyMs <= 5000)} (≤ 5000)${startup.coldMs === null ? '' : ` · the very first start on this install (made the migrated-cluster copy): ${startup.coldMs.toFixed(0)} ms`}`,
  );
  out.push(
    memory
      ? `    resident memory (VmRSS, default RENDER_THREADS, PostgreSQL): idle after start-up, the workers warm ${memory.idleMb.toFixed(0)} MB ${mark(memory.idleMb <= 700)} (≤ 700) · after the example games' ${memory.pictures} pictures ${memory.afterRendersMb.toFixed(0)} MB · peak ${memory.peakMb.toFixed(0)} MB`
      : '    resident memory: no PostgreSQL answered',
  );
  out.push('');
  out.push('(h) flow (fuzzed games; the bot takes the decisions that are no choice)');
  for (const f of flow)
    out.push(
      `    ${f.game}: ${f.games} games, ${f.actions} actions + ${f.forcedTaken} taken by the bot · ${f.posts} posts ÷ ${f.handovers} hand-overs = ${f.postsPerHandover.toFixed(2)} ${mark(f.postsPerHandover <= 1)} (≤ 1.0) · posts pinging a forced choice ${f.forcedPings} ${mark(f.forcedPings === 0)} (0)`,
    );
  out.push('');
  out.push(...aiReport(ai));
  out.push('');
  out.push(`hexpost bench done in ${((performance.now() - started) / 1000).toFixed(0)} s; the figures, one per line:`);
  const fig = (name: string, v: number, digits = 2) =>
    out.push(`bench ${name} ${Number.isFinite(v) ? v.toFixed(digits) : 'NaN'}`);
  for (const f of figures) fig(`render_ratio_${f.game}`, f.ratio);
  for (const f of figures) fig(`render_floor_ratio_${f.game}`, f.floorRatio);
  for (const f of figures) fig(`png_bytes_${f.game}`, f.pngBytes, 0);
  if (commit) fig('commit_ratio', commit.ratio);
  fig('load_achieved_per_s', load.achievedPerS);
  fig('load_first_response_p99_ms', load.firstResponse.p99, 1);
  fig('load_map_p95_ms', load.mapPosted.p95, 1);
  fig('load_event_loop_p99_ms', load.eventLoopP99Ms, 1);
  fig('load_cpu_ms_per_move', load.cpuMsPerMove, 1);
  if (load.saturation) fig('load_saturation_per_s', load.saturation.perS);
  fig('render_median_ms_hoten_kaisen', render.totalMs, 1);
  fig('destinations_median_us', nd.medianUs, 1);
  fig('one_game_map_posted_p95_ms', single.toImage.p95, 1);
  fig(swiss.name, swiss.ms, 1);
  fig(standings.name, standings.ms, 1);
  fig('startup_first_reply_ms', startup.postgres?.firstReplyMs ?? Number.NaN, 0);
  fig('startup_first_reply_pglite_ms', startup.firstReplyMs, 0);
  fig('rss_idle_mb', memory?.idleMb ?? Number.NaN, 0);
  fig('rss_after_renders_mb', memory?.afterRendersMb ?? Number.NaN, 0);
  for (const f of flow) fig(`posts_per_handover_${f.game}`, f.postsPerHandover);
  for (const f of flow) fig(`forced_pings_${f.game}`, f.forcedPings, 0);
  for (const [name, v] of aiFigures(ai)) fig(name, v, 1);
  console.log(out.join('\n'));
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('bench failed:', err);
    process.exit(1);
  },
);
