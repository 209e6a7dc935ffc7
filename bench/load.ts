// The load bench: many games on one bot process, through the fake Discord (a real discord.js
// Client) on real PostgreSQL, with moves offered at a fixed rate whatever the bot's speed (an open
// loop: a slow bot is not given time to catch up). The games are of every registered game in turn
// (channel i plays the i-th game mod their number), each played by its kit's first player (a
// weighted random choice among the legal actions). Each offered move is a /act by a player who
// owes a decision, in a game with no move of its own in flight; the figures of a window are
//   achieved moves/s (moves answered within the window ÷ the window),
//   dispatch → first response (the deferral) p99, dispatch → map posted p95,
//   the event loop's delay p99 over the window (perf_hooks.monitorEventLoopDelay),
//   and each move's CPU: the process's CPU time over the window (process.cpuUsage: the main
//   thread, the render workers and the fake Discord, which runs in this process; not PostgreSQL's)
//   ÷ the moves achieved.
// The saturation curve then steps the offered rate up (short windows on the same games) until the
// map p95 reaches 1 s: the highest rate below it is load_saturation_per_s.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { legalActions, pendingSides } from '#engine/engine.ts';
import type { GameModule, GameState } from '#engine/types.ts';
import { makeRand } from '#ai/rand.ts';
import type { Player } from '#ai/player.ts';
import { allPackages } from '#games/index.ts';
import { renderPoolStats } from '#images/pool.ts';
import { postsNow } from '#service/notifications.ts';
import { summarize, type LatencySummary } from '#tools/fake-discord/index.ts';
import { startTestBot, type TestBot } from '#test/helpers/app.ts';
import type { DbKind } from '#test/helpers/db.ts';

/** One window at one offered rate. */
export interface LoadWindow {
  offeredPerS: number;
  seconds: number;
  offered: number;
  /** Offers that found every game busy with a move in flight (not sent). */
  skipped: number;
  /** Moves answered within the window (refused ones included: they cost the bot too). */
  moves: number;
  refused: number;
  achievedPerS: number;
  firstResponse: LatencySummary;
  mapPosted: LatencySummary;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
  /** Process CPU (all threads) over the window ÷ moves. */
  cpuMsPerMove: number;
  /** Process CPU over the window ÷ its wall time (2.0 = two cores busy). */
  cpuCores: number;
  /** Renders the pool finished over the window ÷ moves. */
  rendersPerMove: number;
  /** Per game: moves and map posted p95. */
  byGame: { game: string; moves: number; mapP95: number }[];
}

export interface LoadResult extends LoadWindow {
  games: number;
  gameTypes: string[];
  /** The saturation curve (null: not run). */
  saturation: { steps: LoadWindow[]; perS: number; limitMs: number } | null;
}

export interface LoadOptions {
  games?: number;
  perSecond?: number;
  seconds?: number;
  /** The saturation curve's offered rates (ascending) and window; null: not run. */
  saturation?: { rates: number[]; seconds: number } | null;
  log?: (s: string) => void;
}

/** The load bench's options from the environment (BENCH_LOAD_*), for bench/run.ts and bench/load-only.ts. */
export function loadOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LoadOptions {
  const num = (name: string, d: number) => (env[name] ? Number(env[name]) : d);
  const rates = (env.BENCH_LOAD_SATURATION_RATES ?? '6,9,12,15,18,21,24,27,30')
    .split(',')
    .map(Number)
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
  return {
    games: num('BENCH_LOAD_GAMES', 100),
    perSecond: num('BENCH_LOAD_RATE', 15),
    seconds: num('BENCH_LOAD_SECONDS', 60),
    saturation: env.BENCH_LOAD_SATURATION === '0' ? null : { rates, seconds: num('BENCH_LOAD_SATURATION_SECONDS', 20) },
  };
}

/** The map p95 a saturation step must stay under. */
export const SATURATION_LIMIT_MS = 1000;

async function command(
  bot: TestBot,
  channelId: string,
  user: string,
  name: string,
  options: Record<string, string> = {},
): Promise<void> {
  const h = bot.fake.sendSlashCommand({ user, name, options, channelId });
  const edit = await h.waitForEdit(undefined, 60_000);
  if (edit.content?.startsWith('❌')) throw new Error(`/${name} by ${user} refused: ${edit.content}`);
}

interface Table {
  channelId: string;
  module: GameModule;
  player: Player;
}

/** A game of `t.module` in its channel, alice playing its first side (not measured). */
async function startGame(bot: TestBot, t: Table): Promise<void> {
  await command(bot, t.channelId, 'alice', 'newgame', {
    opponent: 'bob',
    side: t.module.sides[0]!,
    game: t.module.id,
  });
  await command(bot, t.channelId, 'bob', 'accept');
}

export async function benchLoad(kind: DbKind, opts: LoadOptions = {}): Promise<LoadResult> {
  const games = opts.games ?? 100;
  const log = opts.log ?? (() => {});
  const names = Array.from({ length: games }, (_, i) => `load-${i + 1}`);
  const bot = await startTestBot({
    kind,
    unthrottled: true,
    seed: 1905,
    pictures: 'real',
    fake: { guilds: [{ name: 'Load Guild', channels: names.map((name) => ({ name })) }] },
  });
  try {
    const packages = allPackages();
    const kits = await Promise.all(packages.map((p) => p.kit()));
    const tables: Table[] = names.map((n, i) => ({
      channelId: bot.fake.channel(n).id,
      module: packages[i % packages.length]!.rules,
      player: kits[i % kits.length]!.players[0]!,
    }));
    for (let i = 0; i < tables.length; i += 10)
      await Promise.all(tables.slice(i, i + 10).map((t) => startGame(bot, t)));
    await bot.app.outbox.drain();
    log(`    ${games} games started (${packages.map((p) => p.rules.id).join(', ')} in turn)`);

    const rand = makeRand(42);
    const alice = bot.fake.user('alice').id;
    let cursor = 0;

    const window = async (perSecond: number, seconds: number): Promise<LoadWindow> => {
      const busy = new Set<Table>();
      const first: number[] = [];
      const map: number[] = [];
      const byGame = new Map<string, { moves: number; map: number[] }>(
        packages.map((p) => [p.rules.id, { moves: 0, map: [] }]),
      );
      let moves = 0;
      let refused = 0;
      let offered = 0;
      let skipped = 0;
      const inFlight = new Set<Promise<void>>();

      const moveOnce = async (t: Table, windowEnd: number): Promise<void> => {
        const game = await bot.app.repo.findOpenGameByChannel<unknown, GameState>(t.channelId);
        if (!game) return startGame(bot, t); // a finished game is replaced (not counted)
        // Of the sides that owe a decision at once (203高地's cards set face down), one that can do
        // more than take back what it set ('clear'): a side done setting waits for the other.
        const sides = pendingSides(game.state);
        const open = sides.filter((s) => legalActions(t.module, game.state, s).some((l) => l.action !== 'clear'));
        const from = open.length ? open : sides;
        const side = from.length ? rand.pick(from) : undefined;
        if (!side) return;
        const user = game.seats.find((s) => s.side === side)!.userId === alice ? 'alice' : 'bob';
        const action = t.player(t.module, game.state, side, rand);
        const h = bot.fake.sendSlashCommand({ user, name: 'act', options: { action }, channelId: t.channelId });
        const cb = await h.waitForCallback(120_000);
        first.push(cb.elapsedMs);
        const edit = await h.waitForEdit(undefined, 120_000);
        const no = edit.content?.startsWith('❌') ?? false;
        // The map is posted at hand-overs only (a move inside a player's stretch waits for its end):
        // the time to the map is measured for the changes that post one (read once the reply says
        // the command committed; the post may have come before the reply).
        const after = no ? null : await bot.app.repo.findGame<unknown, GameState>(game.id);
        const g = byGame.get(t.module.id)!;
        if (after && after.version > game.version && postsNow(t.module, game.state, after.state)) {
          const post = await bot.fake.waitForChannelMessage(
            t.channelId,
            (m) => m.attachments.some((a) => a.filename === 'map.png'),
            { since: h.dispatchedAt, timeoutMs: 120_000 },
          );
          map.push(h.elapsedTo(post));
          g.map.push(h.elapsedTo(post));
        }
        if (performance.now() <= windowEnd) {
          moves++;
          g.moves++;
          if (no) refused++;
        }
      };

      const loop = monitorEventLoopDelay({ resolution: 10 });
      const cpu0 = process.cpuUsage();
      const renders0 = renderPoolStats().completed;
      const t0 = performance.now();
      const windowEnd = t0 + seconds * 1000;
      loop.enable();
      while (performance.now() < windowEnd) {
        const due = t0 + (offered * 1000) / perSecond;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        if (performance.now() >= windowEnd) break;
        offered++;
        let t: Table | null = null;
        for (let k = 0; k < tables.length; k++) {
          const c = tables[(cursor + k) % tables.length]!;
          if (!busy.has(c)) {
            t = c;
            cursor = (cursor + k + 1) % tables.length;
            break;
          }
        }
        if (!t) {
          skipped++;
          continue;
        }
        busy.add(t);
        const c = t;
        const p: Promise<void> = moveOnce(c, windowEnd)
          .catch((err: unknown) =>
            log(`    move in ${c.module.id} failed: ${err instanceof Error ? err.message : String(err)}`),
          )
          .finally(() => {
            busy.delete(c);
            inFlight.delete(p);
          });
        inFlight.add(p);
      }
      loop.disable();
      const wall = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      const renders = renderPoolStats().completed - renders0;
      const cpuMs = (cpu.user + cpu.system) / 1000;
      // The moves still in flight finish (their maps are measured) before the next window.
      await Promise.all([...inFlight]);
      await bot.app.outbox.drain();
      return {
        offeredPerS: perSecond,
        seconds,
        offered,
        skipped,
        moves,
        refused,
        achievedPerS: moves / seconds,
        firstResponse: summarize(first),
        mapPosted: summarize(map),
        eventLoopP99Ms: loop.percentile(99) / 1e6,
        eventLoopMaxMs: loop.max / 1e6,
        cpuMsPerMove: moves ? cpuMs / moves : Number.NaN,
        cpuCores: cpuMs / wall,
        rendersPerMove: moves ? renders / moves : Number.NaN,
        byGame: [...byGame].map(([game, v]) => ({ game, moves: v.moves, mapP95: summarize(v.map).p95 })),
      };
    };

    const main = await window(opts.perSecond ?? 15, opts.seconds ?? 60);
    log(`    ${describeWindow(main)}`);
    let saturation: LoadResult['saturation'] = null;
    if (opts.saturation?.rates.length) {
      const steps: LoadWindow[] = [];
      let perS = 0;
      for (const rate of opts.saturation.rates) {
        const w = await window(rate, opts.saturation.seconds);
        steps.push(w);
        log(`    saturation step: ${describeWindow(w)}`);
        if (!(w.mapPosted.p95 < SATURATION_LIMIT_MS)) break;
        perS = rate;
      }
      saturation = { steps, perS, limitMs: SATURATION_LIMIT_MS };
    }
    return { ...main, games, gameTypes: packages.map((p) => p.rules.id), saturation };
  } finally {
    await bot.stop();
  }
}

const f1 = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : 'NaN');

/** One line of a window's figures. */
export function describeWindow(w: LoadWindow): string {
  return `${w.offeredPerS}/s offered for ${w.seconds} s: achieved ${w.achievedPerS.toFixed(2)}/s (${w.moves} moves, ${w.refused} refused, ${w.skipped} offers found every game busy) · first response p99 ${f1(w.firstResponse.p99)} ms · map posted p95 ${f1(w.mapPosted.p95)} ms (n=${w.mapPosted.count}) · event loop p99 ${f1(w.eventLoopP99Ms)} ms · CPU ${f1(w.cpuMsPerMove)} ms/move (${w.cpuCores.toFixed(2)} cores, ${w.rendersPerMove.toFixed(2)} renders/move) · map p95 by game: ${w.byGame.map((g) => `${g.game} ${f1(g.mapP95)} ms (${g.moves} moves)`).join(', ')}`;
}
