// 15 × kill -9 of the bot (a child process) at random points of a game stream and of the delivery
// of its posts and DMs, restarting it each time, against a fake Discord in this process and a
// scratch PostgreSQL database. The bot plays as `npm start` does: each game in its own thread,
// posting at hand-overs, with a pinned status message edited in place. Then: 0 messages lost, 0
// delivered twice, 0 out of order in any channel or DM channel (outbox rows vs. what the fake
// recorded, tied by the message nonce), and one status message per game, on its newest status.
// The bot runs with the production timings (the outbox's 30 s lease, renewed while a send is in
// flight; the 2 s poll) and nothing touches the leases between kills: a dead process's rows come
// back when its lease runs out, and are re-sent with the same nonce inside Discord's (the fake's)
// nonce memory. No row waits longer than the lease (+ slack) after it was owed and a bot was up.
// Kill points come from a seeded PRNG: the seed is printed; RESIL_SEED=<n> replays it.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '#generated/prisma/client.ts';
import { startFakeDiscord, type FakeDiscord } from '#tools/fake-discord/index.ts';
import { BotProcess } from '../helpers/bot-process.ts';
import { createScratchPostgres, testDatabaseUrl, type ScratchPostgres } from '../helpers/db.ts';
import { DEFAULT_LEASE_MS } from '#service/outbox/index.ts';
import { PLAYERS, prng, sleep, step } from './_driver.ts';
import { ledgerProblems, NO_LEDGER_PROBLEMS, watchLedger } from './_ledger.ts';

// 15 by default (each restart is about 2.5 CPU-s of a suite that must stay under 6 minutes on 2
// cores): every run draws a new seed, so the kill points differ from run to run; RESIL_KILLS=50
// for a longer run.
const KILLS = Number(process.env.RESIL_KILLS ?? 15);
/** Beyond the lease: the poll (2 s), a restart's start-up and a render on a busy 2-core machine. */
const SLACK_MS = 12_000;

describe.skipIf(!testDatabaseUrl())('kill -9 at random points of a game stream and of delivery [postgres]', () => {
  let fake: FakeDiscord | undefined;
  let bot: BotProcess | undefined;
  let scratch: ScratchPostgres | undefined;
  let pool: pg.Pool | undefined;
  let prisma: PrismaClient | undefined;

  afterAll(async () => {
    await bot?.kill();
    await prisma?.$disconnect().catch(() => undefined);
    await pool?.end().catch(() => undefined);
    await fake?.stop();
    await scratch?.drop();
  });

  it(`${KILLS} kills: every owed message arrives once, in order`, async () => {
    const seed = Number(process.env.RESIL_SEED ?? Math.floor(Math.random() * 2 ** 31));
    console.log(`[kill9] seed ${seed} (replay: RESIL_SEED=${seed})`);
    const rnd = prng(seed);
    const T = performance.now();
    const at = () => `${((performance.now() - T) / 1000).toFixed(1)}s`;
    scratch = await createScratchPostgres();
    fake = await startFakeDiscord();
    const channelId = fake.channel('games').id;
    bot = new BotProcess({
      env: {
        DISCORD_TOKEN: 'fake-token',
        DISCORD_API_URL: fake.apiUrl,
        DISCORD_GUILD_ID: fake.guildId,
        DATABASE_URL: scratch.url,
        REGISTER_COMMANDS_ON_START: '1',
        LOG_LEVEL: 'info',
      },
    });
    // Each run of the bot: when it was spawned and when it was connected (wall clock, as the rows'
    // createdAt / deliveredAt).
    const runs: { spawned: number; ready: number }[] = [];
    const t0 = performance.now();
    runs.push({ spawned: Date.now(), ready: 0 });
    await bot.start();
    runs[runs.length - 1]!.ready = Date.now();
    console.log(`[kill9] bot started in ${Math.round(performance.now() - t0)} ms`);
    // The bot registers the commands right after connecting; the fake needs them to type options.
    await fake.waitFor(() => fake!.commands(fake!.guildId).length > 0, 15_000, 'commands registered');

    pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    pool.on('error', () => undefined);
    prisma = new PrismaClient({ adapter: new PrismaPg(pool as unknown as ConstructorParameters<typeof PrismaPg>[0]) });
    const outbox = watchLedger(prisma);
    // The newest owed row's id: a command that commits without owing anything (a move inside a
    // player's stretch of decisions: posts go out at hand-overs) adds no row after it.
    const lastRow = async () => (await prisma!.outbox.aggregate({ _max: { id: true } }))._max.id ?? 0n;

    const isMessageCreate = (r: { method: string; path: string }) =>
      r.method === 'POST' && /^\/channels\/\d+\/messages$/.test(r.path);
    const creates = () => fake!.requests().filter(isMessageCreate).length;

    let kills = 0;
    let steps = 0;
    const modes: Record<string, number> = {
      afterDispatch: 0,
      afterMessageCreate: 0,
      duringDelivery: 0,
      refused: 0,
      nothingOwed: 0,
    };
    while (kills < KILLS) {
      steps++;
      const mark = await lastRow();
      const sent = await step(fake, channelId, rnd);
      if (!sent) {
        // Refused because the bot is down or still connecting: carry on (the step is re-sent).
        await sleep(100);
        continue;
      }
      if (rnd() < 0.45) {
        // Let this one finish and deliver: the stream goes on between kills.
        await sent.reply;
        continue;
      }
      const mode = rnd();
      const before = creates();
      // The first message the command owes is created — unless it was refused, or committed
      // without owing a message (then none comes: kill at once rather than wait for it).
      const firstCreate = async () => {
        // Not longer than a few seconds: a thread still held by the previous kill's claims gets
        // no create until their lease (30 s) runs out, and the stream then kills without it.
        const created = fake!
          .waitFor(() => creates() > before, 6_000, 'a message create')
          .then(
            () => 'created',
            () => 'none',
          );
        const owesNothing = sent.reply.then(async (r) => {
          if (r?.startsWith('❌')) return 'refused';
          if (r !== null && (await lastRow()) === mark) return 'nothingOwed';
          return created;
        });
        const how = await Promise.race([created, owesNothing]);
        if (how === 'refused' || how === 'nothingOwed') modes[how]!++;
      };
      if (mode < 0.34) {
        modes.afterDispatch!++;
        await sleep(Math.floor(rnd() * 600));
      } else if (mode < 0.67) {
        // Right after the fake accepted a message create: sent, maybe not yet marked delivered.
        modes.afterMessageCreate!++;
        await firstCreate();
      } else {
        modes.duringDelivery!++;
        await firstCreate();
        await sleep(Math.floor(rnd() * 250));
      }
      const exit = await bot.kill();
      expect(exit?.signal, bot.tail()).toBe('SIGKILL');
      kills++;
      const t0 = performance.now();
      runs.push({ spawned: Date.now(), ready: 0 });
      await bot.start();
      runs[runs.length - 1]!.ready = Date.now();
      console.log(
        `[kill9] ${at()} kill ${kills} (step ${steps}); restarted in ${Math.round(performance.now() - t0)} ms`,
      );
    }
    console.log(`[kill9] ${kills} kills over ${steps} steps`, modes);

    console.log(`[kill9] ${at()} draining`);
    // Drain: wait until every committed row is delivered (or given up on).
    await outbox.refresh();
    await fake.waitFor(
      () => {
        void outbox.refresh().catch(() => undefined);
        const rows = [...outbox.rows.values()];
        return rows.length > 0 && rows.every((r) => r.deliveredAt || r.failedAt);
      },
      60_000,
      'the outbox to drain',
    );
    await sleep(500); // a message create still in flight when the last row was marked
    await outbox.refresh();
    outbox.stop();
    const games = await prisma.game.findMany({ select: { id: true, channelId: true, statusMessageId: true } });
    // A status edit may be sent again with the same status: killed after the edit, before the mark.
    const { report, problems } = ledgerProblems(outbox.rows.values(), fake, channelId, [...PLAYERS], games, {
      repeatedEdits: true,
    });
    const deduplicated = (fake as unknown as { nonceDeduplicated?: number }).nonceDeduplicated;
    console.log(
      `[kill9] ${at()} ${report.rows} rows (${report.superseded} maps superseded) and ${report.statusRows} status rows (${report.statusEdits} edits) of ${report.games} games, ${report.messages} bot messages; re-sends answered by nonce: ${deduplicated ?? 'n/a'}`,
    );
    // The stream owed messages throughout (a post per hand-over, with the private maps of those
    // whose view changed; a status edit after each post), and its games had status messages.
    expect(report.rows).toBeGreaterThan(KILLS / 2);
    expect(report.statusRows).toBeGreaterThan(KILLS / 4);
    expect(report.games).toBeGreaterThanOrEqual(1);
    // 0 lost, 0 twice, 0 out of order, every message tied to its row by its nonce; one status
    // message per game, pinned, ending on the game's newest status (all shown at once).
    expect(problems).toEqual(NO_LEDGER_PROBLEMS);
    // No row waited longer than the lease once it was owed and a bot was up: for a row delivered
    // in run r, from the later of its commit and run r's connection to its delivery. (A dead
    // process's claims run out within a lease of its last renewal, before the restart's end.)
    const late: string[] = [];
    let worst = 0;
    for (const r of outbox.rows.values()) {
      if (!r.deliveredAt) continue;
      const at = r.deliveredAt.getTime();
      const run = [...runs].reverse().find((x) => x.spawned <= at);
      expect(run, `row ${r.id} delivered before any bot ran`).toBeDefined();
      const wait = at - Math.max(r.createdAt.getTime(), run!.ready);
      worst = Math.max(worst, wait);
      if (wait > DEFAULT_LEASE_MS + SLACK_MS)
        late.push(
          `row ${r.id} (${r.kind} ${r.type}) delivered ${Math.round(wait / 1000)} s after it was owed with a bot up`,
        );
    }
    console.log(
      `[kill9] longest wait of a row once owed with a bot up: ${Math.round(worst / 1000)} s (lease ${DEFAULT_LEASE_MS / 1000} s)`,
    );
    expect(late).toEqual([]);
    // Every restart was by SIGKILL: nothing else ended the process.
    expect(
      bot.exits.every((e) => e.signal === 'SIGKILL'),
      bot.tail(),
    ).toBe(true);
  }, 360_000); // 25 kill-and-restart cycles of a real process: above the global 180 s on a busy 2-core machine
});
