// 25 × kill -9 of the bot (a child process) at random points of a game stream and of the delivery
// of its posts and DMs, restarting it each time, against a fake Discord in this process and a
// scratch PostgreSQL database. Then: 0 messages lost, 0 delivered twice, 0 out of order in any
// channel or DM channel (outbox rows vs. what the fake recorded, tied by the message nonce).
// Kill points come from a seeded PRNG: the seed is printed; RESIL_SEED=<n> replays it.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../src/generated/prisma/client.ts';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/index.ts';
import { BotProcess } from '../helpers/bot-process.ts';
import { createScratchPostgres, testDatabaseUrl, type ScratchPostgres } from '../helpers/db.ts';
import { botMessages, checkDelivery, NO_PROBLEMS, problems, watchOutbox } from '../helpers/delivery-ledger.ts';
import { PLAYERS, prng, sleep, step } from './_driver.ts';

const KILLS = Number(process.env.RESIL_KILLS ?? 25);

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
        OUTBOX_POLL_MS: '100',
        // A row claimed by a killed process is retried when its lease runs out: keep that short
        // (the outbox's lease knob), or the drain below waits out the default lease.
        OUTBOX_LEASE_MS: '3000',
        LOG_LEVEL: 'info',
        SHUTDOWN_TIMEOUT_MS: '5000',
      },
    });
    let t0 = performance.now();
    await bot.start();
    console.log(`[kill9] bot started in ${Math.round(performance.now() - t0)} ms`);
    // The bot registers the commands right after connecting; the fake needs them to type options.
    await fake.waitFor(() => fake!.commands(fake!.guildId).length > 0, 15_000, 'commands registered');

    pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    pool.on('error', () => undefined);
    prisma = new PrismaClient({ adapter: new PrismaPg(pool as unknown as ConstructorParameters<typeof PrismaPg>[0]) });
    const outbox = watchOutbox(prisma);

    const isMessageCreate = (r: { method: string; path: string }) => r.method === 'POST' && /^\/channels\/\d+\/messages$/.test(r.path);
    const creates = () => fake!.requests().filter(isMessageCreate).length;

    let kills = 0;
    let steps = 0;
    const modes: Record<string, number> = { afterDispatch: 0, afterMessageCreate: 0, duringDelivery: 0, refused: 0 };
    while (kills < KILLS) {
      steps++;
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
      // The first message the command owes is created — unless it was refused (then it owes none:
      // kill at once rather than wait for a message that will not come).
      const firstCreate = async () => {
        const created = fake!.waitFor(() => creates() > before, 20_000, 'a message create').then(
          () => 'created',
          () => 'none',
        );
        const refused = sent.reply.then((r) => (r !== null && r.startsWith('❌') ? 'refused' : created));
        if ((await Promise.race([created, refused])) === 'refused') modes.refused!++;
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
      // While no bot runs, let the dead process's leases run out (the outbox's lease is minutes
      // long): as if the restart came after them. Every claim now is a dead process's claim.
      await prisma.$executeRawUnsafe(`UPDATE "Outbox" SET "claimedUntil" = NULL WHERE "deliveredAt" IS NULL AND "failedAt" IS NULL AND "claimedUntil" IS NOT NULL`);
      const t0 = performance.now();
      await bot.start();
      console.log(`[kill9] ${at()} kill ${kills} (step ${steps}); restarted in ${Math.round(performance.now() - t0)} ms`);
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
    const report = checkDelivery(outbox.rows.values(), botMessages(fake, [channelId], [...PLAYERS]));
    const deduplicated = (fake as unknown as { nonceDeduplicated?: number }).nonceDeduplicated;
    console.log(`[kill9] ${at()} ${report.rows} rows, ${report.messages} bot messages; re-sends answered by nonce: ${deduplicated ?? 'n/a'}`);
    // The stream owed messages throughout (a post per change; a DM only when a private view changed).
    expect(report.rows).toBeGreaterThan(KILLS / 2);
    // 0 lost, 0 twice, 0 out of order, every message tied to its row by its nonce (all shown at once).
    expect(problems(report)).toEqual(NO_PROBLEMS);
    // Every restart was by SIGKILL: nothing else ended the process.
    expect(bot.exits.every((e) => e.signal === 'SIGKILL'), bot.tail()).toBe(true);
  }, 360_000); // 25 kill-and-restart cycles of a real process: above the global 180 s on a busy 2-core machine
});
