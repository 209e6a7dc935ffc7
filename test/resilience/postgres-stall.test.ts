// A 30-second SILENT PostgreSQL stall: the bot (a child process, production timings) reaches its
// scratch database through a TCP proxy on loopback that stops forwarding without closing anything
// — open connections stay open and dead for good (a NAT or firewall that forgot them, a frozen
// host), new ones get no answer — while a post is being delivered. Then the network returns.
// Done when: /readyz is red within a minute of the stall, every owed post and DM is delivered
// within a minute of the network returning (once, in order), /readyz is green again, and a SIGTERM
// during a second stall exits 0 within the shutdown limit. Runs when TEST_DATABASE_URL is set.
import { afterAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '#generated/prisma/client.ts';
import { startFakeDiscord, type FakeDiscord } from '#tools/fake-discord/index.ts';
import { BotProcess } from '../helpers/bot-process.ts';
import { createScratchPostgres, testDatabaseUrl, type ScratchPostgres } from '../helpers/db.ts';
import { freePort, proxyPostgres, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { PLAYERS, prng, sleep, step } from './_driver.ts';
import { ledgerProblems, NO_LEDGER_PROBLEMS, watchLedger } from './_ledger.ts';

const STALL_MS = 30_000;
const MINUTE = 60_000;

/** Waits (vitest's waitFor, every 250 ms, up to `ms`) until `cond` holds; a failed check is tried again. */
async function until(cond: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  await vi
    .waitFor(async () => expect(await cond(), what).toBe(true), { timeout: ms, interval: 250 })
    .catch((e: Error) => {
      throw new Error(`timed out after ${ms} ms waiting for ${what}: ${e.message.split('\n')[0]}`);
    });
}

describe.skipIf(!testDatabaseUrl())('a 30-second silent PostgreSQL stall [postgres]', () => {
  let fake: FakeDiscord | undefined;
  let bot: BotProcess | undefined;
  let scratch: ScratchPostgres | undefined;
  let proxy: TcpProxy | undefined;
  let pool: pg.Pool | undefined;
  let prisma: PrismaClient | undefined;

  afterAll(async () => {
    await bot?.kill();
    await prisma?.$disconnect().catch(() => undefined);
    await pool?.end().catch(() => undefined);
    await proxy?.close();
    await fake?.stop();
    await scratch?.drop();
  });

  it('/readyz red within a minute, every owed post delivered within a minute of the network returning, green again, SIGTERM exits 0', async () => {
    scratch = await createScratchPostgres();
    const proxied = await proxyPostgres(scratch.url);
    proxy = proxied.proxy;
    fake = await startFakeDiscord();
    const channelId = fake.channel('games').id;
    const httpPort = await freePort();
    bot = new BotProcess({
      env: {
        DISCORD_TOKEN: 'fake-token',
        DISCORD_API_URL: fake.apiUrl,
        DISCORD_GUILD_ID: fake.guildId,
        DATABASE_URL: proxied.viaProxy,
        REGISTER_COMMANDS_ON_START: '1',
        HTTP_PORT: String(httpPort),
        LOG_LEVEL: 'info',
      },
    });
    await bot.start();
    await fake.waitFor(() => fake!.commands(fake!.guildId).length > 0, 15_000, 'commands registered');
    const ready = async () => (await fetch(`http://127.0.0.1:${httpPort}/readyz`).catch(() => null))?.status ?? 0;
    // The test reads the database directly, not through the proxy.
    pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    pool.on('error', () => undefined);
    prisma = new PrismaClient({ adapter: new PrismaPg(pool as unknown as ConstructorParameters<typeof PrismaPg>[0]) });
    const outbox = watchLedger(prisma);
    const rnd = prng(47);
    const owed = async () => prisma!.outbox.count({ where: { deliveredAt: null, failedAt: null } });

    // A game under way, delivered, the bot ready.
    for (let i = 0; i < 3; i++) await (await step(fake, channelId, rnd))?.reply;
    await until(async () => (await owed()) === 0, MINUTE, 'the first posts delivered');
    await until(async () => (await ready()) === 200, 30_000, 'ready before the stall');

    // Play on until a step owes messages; the first message create of its delivery is slow (3 s)
    // and the database stalls while it is in flight: the row is sent, its mark cannot be written,
    // and the rest of what the step owes (maps, DMs, the status edit) waits.
    const isCreate = (r: { method: string; path: string }) =>
      r.method === 'POST' && /^\/channels\/\d+\/messages$/.test(r.path);
    const creates = () => fake!.requests().filter(isCreate).length;
    fake.injectFailure({ method: 'POST', path: /^\/channels\/\d+\/messages$/, delayMs: 3000, times: 1 });
    const before = creates();
    const rowsBefore = await prisma.outbox.count();
    for (let i = 0; i < 40 && (await prisma.outbox.count()) === rowsBefore; i++)
      await (await step(fake, channelId, rnd))?.reply;
    expect(await prisma.outbox.count(), 'a step owed messages').toBeGreaterThan(rowsBefore);
    await fake.waitFor(() => creates() > before || undefined, 20_000, 'a message create in flight');
    proxy.stall();
    const stalledAt = Date.now();
    expect(await owed(), 'messages owed when the stall begins').toBeGreaterThan(0);

    // /readyz goes red within a minute (and stays red while the stall lasts).
    let redAt: number | null = null;
    while (Date.now() - stalledAt < STALL_MS) {
      if (redAt === null && (await ready()) !== 200) redAt = Date.now();
      await sleep(1000);
    }
    expect(redAt, `/readyz went red during the stall\n${bot.tail()}`).not.toBeNull();
    expect(redAt! - stalledAt).toBeLessThanOrEqual(MINUTE);
    expect(await ready(), 'still red at the end of the stall').not.toBe(200);
    expect(bot.running, 'the process lives through the stall').toBe(true);

    // The network returns: every owed message delivered within a minute, once and in order.
    proxy.restore();
    const restoredAt = Date.now();
    await until(
      async () => (await owed()) === 0,
      MINUTE,
      'every owed message delivered within a minute of the network returning',
    ).catch(async (e: Error) => {
      const left = await prisma!.outbox.findMany({
        where: { deliveredAt: null, failedAt: null },
        select: { id: true, claimedUntil: true, deliverAfter: true, attempts: true },
      });
      throw new Error(
        `${e.message.split('\n')[0]}; left ${JSON.stringify(left, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}\n${bot!.tail(4000)}`,
      );
    });
    const deliveredIn = Date.now() - restoredAt;
    await sleep(500);
    await outbox.refresh();
    outbox.stop();
    const games = await prisma.game.findMany({ select: { id: true, channelId: true, statusMessageId: true } });
    const { report, problems } = ledgerProblems(outbox.rows.values(), fake, channelId, [...PLAYERS], games);
    expect(problems).toEqual(NO_LEDGER_PROBLEMS);

    // Green again once queries answer and a pass succeeds.
    let greenAt: number | null = null;
    while (Date.now() - restoredAt < 2 * MINUTE) {
      if ((await ready()) === 200) {
        greenAt = Date.now();
        break;
      }
      await sleep(1000);
    }
    expect(greenAt, `/readyz green again after the stall\n${bot.tail()}`).not.toBeNull();
    console.log(
      `[postgres-stall] red ${Math.round((redAt! - stalledAt) / 1000)} s into the stall; all ${report.rows} rows delivered ${Math.round(deliveredIn / 1000)} s after the network returned; green ${Math.round((greenAt! - restoredAt) / 1000)} s after`,
    );

    // A SIGTERM while the database is stalled again: the shutdown ends within its limit, exit 0.
    proxy.stall();
    await sleep(2000);
    const exit = await bot.stop();
    expect(exit, bot.tail()).toEqual({ code: 0, signal: null });
    expect(bot.output()).toMatch(/"msg":"stopped"/);
    expect(bot.output()).not.toMatch(/shutdown timed out/);
  });
});
