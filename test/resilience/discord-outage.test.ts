// A 10-minute Discord outage: the fake Discord answers 503 to every message create (channel posts
// and DMs) for 10 minutes of the app's clock while a game goes on; then it recovers. The bot runs
// as `npm start` does: the game in its own thread, with a pinned status message edited in place.
// Every owed post and DM must arrive after recovery, once, in commit order per channel and per DM
// channel, the status message must be there once and end on the newest status, and no row may be
// given up on. The clock is the app's injectable one: no real 10 minutes pass.
import { afterAll, describe, expect, it } from 'vitest';
import { startTestBot, type TestBot } from '../helpers/app.ts';
import { ledgerProblems, NO_LEDGER_PROBLEMS, watchLedger } from './_ledger.ts';
import { gameChannel, PLAYERS, prng, sleep, step } from './_driver.ts';

const MINUTE = 60_000;

describe('a 10-minute Discord outage [pglite]', () => {
  let bot: TestBot | undefined;
  afterAll(async () => {
    await bot?.stop();
  });

  it('delivers every owed post and DM after recovery, in order, none twice', async () => {
    let clock = Date.now();
    const now = () => new Date(clock);
    bot = await startTestBot({ kind: 'pglite', now, outboxPollMs: 50, playByPost: true });
    const { fake, channelId, app } = bot;
    const rnd = prng(1905);
    const T = performance.now();
    const at = () => `${((performance.now() - T) / 1000).toFixed(1)}s`;
    const outbox = watchLedger(app.db.prisma, 200);

    // A game under way before the outage; all of it delivered.
    for (let i = 0; i < 4; i++) await (await step(fake, channelId, rnd))?.reply;
    // Rows are due from their commit's wall-clock time: the app's clock catches up with it first.
    clock = Math.max(clock, Date.now()) + MINUTE;
    await app.outbox.drain();
    await outbox.refresh();
    expect(
      [...outbox.rows.values()].filter((r) => !r.deliveredAt),
      'everything delivered before the outage',
    ).toEqual([]);
    expect(outbox.rows.size, 'the challenge, the game start, its status message').toBeGreaterThanOrEqual(3);
    const beforeOutage = fake.requests().length;
    const thread = gameChannel(fake, channelId);
    expect(thread, 'the game is played in a thread of its own').not.toBe(channelId);
    expect(
      fake.channelMessages(thread).filter((m) => m.pinned),
      'its status message, pinned',
    ).toHaveLength(1);

    // Outage: 10 minutes of app time, commands going on throughout.
    fake.messageCreateFailureStatus = 503;
    const outageStart = clock;
    let commits = 0;
    while (clock - outageStart < 10 * MINUTE) {
      const sent = await step(fake, channelId, rnd);
      expect(sent, 'the bot answers commands during the outage').not.toBeNull();
      const reply = await sent!.reply;
      expect(reply, 'a reply to every command during the outage').not.toBeNull();
      commits++;
      clock += 40_000; // 40 s of app time per command: ~15 commands in 10 minutes (the worker polls every 50 ms)
    }
    await sleep(300);
    const refused = fake.refusedMessageCreates;
    expect(refused, 'the outbox kept trying during the outage').toBeGreaterThan(commits);
    await outbox.refresh();
    const owed = [...outbox.rows.values()].filter((r) => !r.deliveredAt);
    // Posts go out at hand-overs (private maps with them), each followed by its status edit.
    const owedOf = (type: string) => owed.filter((r) => r.type === type).length;
    console.log(
      `[discord-outage] owed: ${owedOf('update')} map posts, ${owedOf('private')} private maps, ${owedOf('status')} status edits`,
    );
    expect(owedOf('update'), 'map posts owed at the end of the outage').toBeGreaterThanOrEqual(2);
    expect(owedOf('private'), 'private maps owed at the end of the outage').toBeGreaterThanOrEqual(1);
    expect(owedOf('status'), 'a status edit owed at the end of the outage').toBeGreaterThanOrEqual(1);
    expect(
      owed.filter((r) => r.failedAt),
      'no row given up on during a 10-minute outage',
    ).toEqual([]);
    expect(gameChannel(fake, channelId), 'one game all along').toBe(thread);

    console.log(`[discord-outage] ${at()} outage over: ${commits} commands, ${owed.length} rows owed`);
    // Recovery: let the (capped) backoff run out on the app clock; everything arrives.
    fake.messageCreateFailureStatus = null;
    for (let i = 0; i < 40; i++) {
      clock += 30_000; // up to 20 minutes of app time: more than any capped backoff
      await sleep(20);
      await app.outbox.drain();
      await outbox.refresh();
      if ([...outbox.rows.values()].every((r) => r.deliveredAt || r.failedAt)) break;
      if (i % 10 === 9) console.log(`[discord-outage] ${at()} recovery: ${(i + 1) / 2} minutes of app time`);
    }
    await outbox.refresh();
    outbox.stop();
    const games = await app.db.prisma.game.findMany({ select: { id: true, channelId: true, statusMessageId: true } });
    // The app's clock moves on in jumps of app minutes while sends are in flight: a jump past a
    // claim's lease lets a later pass take the row again, as it would a dead process's, and a
    // status edit already sent is then sent again with the same status (a message create comes
    // back as the same message by its nonce; an edit re-sent changes nothing). Seen once in a
    // loaded run; every other problem is still counted.
    const { report, problems } = ledgerProblems(outbox.rows.values(), fake, channelId, [...PLAYERS], games, {
      repeatedEdits: true,
    });
    console.log(
      `[discord-outage] ${at()} ${commits} commands during the outage, ${refused} refused message creates, ${report.rows} rows (${report.superseded} maps superseded) and ${report.statusRows} status rows (${report.statusEdits} edits), ${report.messages} messages; requests before the outage ${beforeOutage}`,
    );
    expect(report.games, 'one game, with its status message').toBe(1);
    // 0 lost, 0 twice, 0 out of order, every message tied to its row by its nonce; the status
    // message posted once, pinned, edited in order up to the newest status (all shown at once).
    expect(problems).toEqual(NO_LEDGER_PROBLEMS);
  });
});
