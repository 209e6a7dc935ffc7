// The load bench: many games on one bot process, through the fake Discord (a real discord.js
// Client) on real PostgreSQL, with moves offered at a fixed rate whatever the bot's speed (an open
// loop: a slow bot is not given time to catch up). Each offered move is a /act by the player whose
// turn it is, in a game with no move of its own in flight; the figures are
//   achieved moves/s (moves whose map was posted within the window ÷ the window),
//   dispatch → first response (the deferral) p99, dispatch → map posted p95,
//   and the event loop's delay p99 over the window (perf_hooks.monitorEventLoopDelay).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { legalActions, pendingSides } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { hotenKaisen } from '#games/hoten-kaisen/index.ts';
import { postsNow } from '#service/notifications.ts';
import { summarize, type LatencySummary } from '#tools/fake-discord/index.ts';
import { startTestBot, type TestBot } from '#test/helpers/app.ts';
import type { DbKind } from '#test/helpers/db.ts';

export interface LoadResult {
  games: number;
  offeredPerS: number;
  seconds: number;
  offered: number;
  /** Offers that found every game busy with a move in flight (not sent). */
  skipped: number;
  achievedPerS: number;
  firstResponse: LatencySummary;
  mapPosted: LatencySummary;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
}

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

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

/** A 奉天会戦 game in a channel, both sides placed historically (not measured). */
async function startGame(bot: TestBot, channelId: string): Promise<void> {
  await command(bot, channelId, 'alice', 'newgame', { opponent: 'bob', side: 'japan', game: 'hoten-kaisen' });
  await command(bot, channelId, 'bob', 'accept');
  await command(bot, channelId, 'alice', 'act', { action: 'place-historical' });
  await command(bot, channelId, 'bob', 'act', { action: 'place-historical' });
}

export async function benchLoad(
  kind: DbKind,
  opts: { games?: number; perSecond?: number; seconds?: number; log?: (s: string) => void } = {},
): Promise<LoadResult> {
  const games = opts.games ?? 100;
  const perSecond = opts.perSecond ?? 10;
  const seconds = opts.seconds ?? 60;
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
    const channels = names.map((n) => bot.fake.channel(n).id);
    for (let i = 0; i < channels.length; i += 10)
      await Promise.all(channels.slice(i, i + 10).map((ch) => startGame(bot, ch)));
    await bot.app.outbox.drain();
    log(`    ${games} games started`);

    const rnd = lcg(42);
    const busy = new Set<string>();
    const first: number[] = [];
    const map: number[] = [];
    let achieved = 0;
    let offered = 0;
    let skipped = 0;
    let cursor = 0;
    const inFlight = new Set<Promise<void>>();
    const alice = bot.fake.user('alice').id;

    const moveOnce = async (ch: string, windowEnd: number): Promise<void> => {
      const game = await bot.app.repo.findOpenGameByChannel<unknown, GameState>(ch);
      if (!game) return startGame(bot, ch); // a finished game is replaced (not counted)
      const side = pendingSides(game.state)[0]!;
      const user = game.seats.find((s) => s.side === side)!.userId === alice ? 'alice' : 'bob';
      const legal = legalActions(hotenKaisen, game.state, side).map((l) => l.action);
      const moves = legal.filter((a) => a.startsWith('move '));
      const calm = ['end', 'stay', 'fight', 'retreat', 'attack']
        .map((v) => legal.find((a) => a.split(' ')[0] === v))
        .find(Boolean);
      const action = moves.length && rnd() < 0.8 ? moves[Math.floor(rnd() * moves.length)]! : (calm ?? legal[0]!);
      const h = bot.fake.sendSlashCommand({ user, name: 'act', options: { action }, channelId: ch });
      const cb = await h.waitForCallback(120_000);
      first.push(cb.elapsedMs);
      const edit = await h.waitForEdit(undefined, 120_000);
      // The map is posted at hand-overs only (a move inside a player's stretch waits for its end):
      // the time to the map is measured for the changes that post one (read once the reply says
      // the command committed; the post may have come before the reply).
      const after = edit.content?.startsWith('❌') ? null : await bot.app.repo.findGame<unknown, GameState>(game.id);
      if (after && after.version > game.version && postsNow(hotenKaisen, game.state, after.state)) {
        const post = await bot.fake.waitForChannelMessage(
          ch,
          (m) => m.attachments.some((a) => a.filename === 'map.png'),
          { since: h.dispatchedAt, timeoutMs: 120_000 },
        );
        map.push(h.elapsedTo(post));
      }
      if (performance.now() <= windowEnd) achieved++;
    };

    const loop = monitorEventLoopDelay({ resolution: 10 });
    const t0 = performance.now();
    const windowEnd = t0 + seconds * 1000;
    loop.enable();
    while (performance.now() < windowEnd) {
      const due = t0 + (offered * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (performance.now() >= windowEnd) break;
      offered++;
      let ch: string | null = null;
      for (let k = 0; k < channels.length; k++) {
        const c = channels[(cursor + k) % channels.length]!;
        if (!busy.has(c)) {
          ch = c;
          cursor = (cursor + k + 1) % channels.length;
          break;
        }
      }
      if (!ch) {
        skipped++;
        continue;
      }
      busy.add(ch);
      const c = ch;
      const p: Promise<void> = moveOnce(c, windowEnd)
        .catch((err: unknown) => log(`    move in ${c} failed: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => {
          busy.delete(c);
          inFlight.delete(p);
        });
      inFlight.add(p);
    }
    loop.disable();
    await Promise.all([...inFlight]);
    await bot.app.outbox.drain();
    return {
      games,
      offeredPerS: perSecond,
      seconds,
      offered,
      skipped,
      achievedPerS: achieved / seconds,
      firstResponse: summarize(first),
      mapPosted: summarize(map),
      eventLoopP99Ms: loop.percentile(99) / 1e6,
      eventLoopMaxMs: loop.max / 1e6,
    };
  } finally {
    await bot.stop();
  }
}
