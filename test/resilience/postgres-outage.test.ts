// A 30-second PostgreSQL outage: the bot (a child process) reaches its scratch database through a
// TCP proxy on loopback; the proxy is cut (open connections destroyed, new ones closed at once)
// for 30 seconds of real time while commands keep coming. The process must stay alive, every
// command in the window must get the "try again" reply with the game unchanged, and afterwards
// commands must work and the owed posts arrive, without a restart. The game is played as `npm
// start` plays it: in its own thread, posting at hand-overs, with a pinned status message. The
// machine's Postgres itself is never touched. Runs when TEST_DATABASE_URL is set.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '#generated/prisma/client.ts';
import { tr } from '#service/i18n.ts';
import { startFakeDiscord, type FakeDiscord } from '#tools/fake-discord/index.ts';
import { BotProcess } from '../helpers/bot-process.ts';
import { createScratchPostgres, testDatabaseUrl, type ScratchPostgres } from '../helpers/db.ts';
import { proxyPostgres, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { action, gameChannel, legal, PLAYERS, prng, send, sleep, step } from './_driver.ts';
import { ledgerProblems, NO_LEDGER_PROBLEMS, watchLedger } from './_ledger.ts';

const OUTAGE_MS = 30_000;

describe.skipIf(!testDatabaseUrl())('a 30-second PostgreSQL outage [postgres]', () => {
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

  it('keeps the process alive, answers "try again", then works and delivers without a restart', async () => {
    scratch = await createScratchPostgres();
    const proxied = await proxyPostgres(scratch.url);
    proxy = proxied.proxy;
    fake = await startFakeDiscord();
    const channelId = fake.channel('games').id;
    bot = new BotProcess({
      env: {
        DISCORD_TOKEN: 'fake-token',
        DISCORD_API_URL: fake.apiUrl,
        DISCORD_GUILD_ID: fake.guildId,
        DATABASE_URL: proxied.viaProxy,
        REGISTER_COMMANDS_ON_START: '1',
        OUTBOX_POLL_MS: '200',
        LOG_LEVEL: 'info',
      },
    });
    await bot.start();
    await fake.waitFor(() => fake!.commands(fake!.guildId).length > 0, 15_000, 'commands registered');
    // The test reads the database directly, not through the proxy.
    pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    pool.on('error', () => undefined);
    prisma = new PrismaClient({ adapter: new PrismaPg(pool as unknown as ConstructorParameters<typeof PrismaPg>[0]) });
    const outbox = watchLedger(prisma);
    const rnd = prng(31);

    // A game under way, delivered.
    for (let i = 0; i < 4; i++) await (await step(fake, channelId, rnd))?.reply;
    // The game is played in the thread it opened; whoever owes a decision there acts.
    const gameBefore = await prisma.game.findFirstOrThrow({
      where: { status: 'active' },
      orderBy: { createdAt: 'desc' },
      select: { id: true, version: true, channelId: true, parentChannelId: true },
    });
    const here = gameChannel(fake, channelId);
    expect(here, 'the game is played in a thread of #games').not.toBe(channelId);
    expect(gameBefore.channelId).toBe(here);
    expect(gameBefore.parentChannelId).toBe(channelId);
    const mover = (await legal(fake, here, 'alice'))?.length ? 'alice' : 'bob';
    const actions = (await legal(fake, here, mover)) ?? [];
    expect(actions.length, 'someone may act before the outage').toBeGreaterThan(0);
    const move = await action(fake, here, mover, actions[0]!, rnd);
    expect(move, 'a whole legal action').not.toBeNull();
    const rowsBefore = await prisma.outbox.count();

    // Outage.
    const tryAgain = tr('en', 'dbUnavailable'); // the fake's users speak en-US
    proxy.cut();
    const cutAt = performance.now();
    const replies: (string | null)[] = [];
    let autocompleteAnswers = 0;
    while (performance.now() - cutAt < OUTAGE_MS) {
      const act = send(fake, here, mover, 'act', { action: move! }, 20_000);
      const status = send(fake, here, PLAYERS[Math.floor(rnd() * 2)]!, 'status', {}, 20_000);
      expect(act && status, `the bot is connected during the outage\n${bot.tail()}`).toBeTruthy();
      replies.push(await act!.reply, await status!.reply);
      const ac = fake.sendAutocomplete({
        user: mover,
        name: 'act',
        options: { action: '' },
        focused: 'action',
        channelId: here,
      });
      const answered = await ac.waitForCallback(10_000).catch((e: Error) => {
        throw new Error(`${e.message.split('\n')[0]}; bot ${bot!.running ? 'running' : 'EXITED'}\n${bot!.tail(3000)}`);
      });
      const choices = answered.choices ?? [];
      expect(choices.map((c) => String(c.name))).toEqual([`⏳ ${tryAgain}`.slice(0, 100)]);
      autocompleteAnswers++;
      expect(bot.running, `the bot process lives\n${bot.tail()}`).toBe(true);
      await sleep(2_000);
    }
    expect(replies.length).toBeGreaterThanOrEqual(10);
    for (const r of replies) expect(r, 'a "try again" reply to every command in the outage').toContain(tryAgain);
    const gameDuring = await prisma.game.findUniqueOrThrow({ where: { id: gameBefore.id }, select: { version: true } });
    expect(gameDuring.version, 'the game is unchanged by commands in the outage').toBe(gameBefore.version);
    expect(await prisma.outbox.count(), 'nothing owed by commands in the outage').toBe(rowsBefore);

    // Recovery, no restart.
    proxy.restore();
    let worked: string | null = null;
    const restoredAt = performance.now();
    while (performance.now() - restoredAt < 30_000) {
      const sent = send(fake, here, mover, 'act', { action: move! }, 20_000);
      const reply = sent ? await sent.reply : null;
      if (reply && !reply.includes(tryAgain)) {
        worked = reply;
        break;
      }
      await sleep(500);
    }
    expect(worked, `a command works after the outage\n${bot.tail()}`).not.toBeNull();
    expect(worked, 'the move refused in the outage is taken after it').not.toMatch(/^❌/);
    const gameAfter = await prisma.game.findUniqueOrThrow({ where: { id: gameBefore.id }, select: { version: true } });
    expect(gameAfter.version, 'the move changed the game').toBe(gameBefore.version + 1);
    // Play on to a hand-over (a post, its private maps and the status edit), at least 3 more steps.
    let steps = 0;
    while (steps < 3 || ((await prisma.outbox.count()) === rowsBefore && steps < 40)) {
      await (await step(fake, channelId, rnd))?.reply;
      steps++;
    }
    expect(gameChannel(fake, channelId), 'still the same game').toBe(here);
    expect(await prisma.outbox.count(), `posts owed after the outage (${steps} steps)`).toBeGreaterThan(rowsBefore);

    await fake
      .waitFor(
        () => {
          void outbox.refresh().catch(() => undefined);
          const rows = [...outbox.rows.values()];
          return rows.length > rowsBefore && rows.every((r) => r.deliveredAt || r.failedAt);
        },
        30_000,
        'the outbox to drain after the outage',
      )
      .catch(async (e: Error) => {
        const left = [...outbox.rows.values()]
          .filter((r) => !r.deliveredAt && !r.failedAt)
          .map((r) => `${r.id}:${r.kind}`);
        const claims = await prisma!.outbox.findMany({
          where: { deliveredAt: null, failedAt: null },
          select: { id: true, claimedUntil: true, deliverAfter: true, attempts: true },
        });
        const sessions = await pool!.query(
          `SELECT pid, state, left(query, 80) AS query, now() - state_change AS for FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        throw new Error(
          `${e.message.split('\n')[0]}; rows left ${left.join(' ')}\nclaims ${JSON.stringify(claims, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}\nsessions ${JSON.stringify(sessions.rows)}\n${bot!.tail(3000)}`,
        );
      });
    await sleep(300);
    await outbox.refresh();
    outbox.stop();
    const games = await prisma.game.findMany({ select: { id: true, channelId: true, statusMessageId: true } });
    const { report, problems } = ledgerProblems(outbox.rows.values(), fake, channelId, [...PLAYERS], games);
    console.log(
      `[postgres-outage] ${replies.length} replies and ${autocompleteAnswers} autocompletes in the outage; ${steps} steps after it; ${report.rows} rows (${report.superseded} maps superseded) and ${report.statusRows} status rows (${report.statusEdits} edits), ${report.messages} messages`,
    );
    expect(report.games, 'one game, with its status message').toBe(1);
    // 0 lost, 0 twice, 0 out of order, every message tied to its row by its nonce; the status
    // message posted once, pinned, edited in order up to the newest status (all shown at once).
    expect(problems).toEqual(NO_LEDGER_PROBLEMS);
    expect(bot.running && bot.exits.length === 0, `the process never exited\n${bot.tail()}`).toBe(true);
  });
});
