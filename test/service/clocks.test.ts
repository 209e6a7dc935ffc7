// Play-by-post clocks (issue "Play-by-post that keeps moving"): a clock runs only while its player
// owes a decision, gains the increment at each hand-over up to the cap; the sweep sends reminders,
// tells the opponent when they go unanswered, flags a clock that ran out — each once, even with
// two sweeps at the same moment — and the opponent then claims the win (logged, replayed), ends
// the game unrated, or lets the player go on. The schedule runs through pg-boss on both databases.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { legalFor, verifyReplay } from '#service/read.ts';
import type { Game } from '#service/types.ts';
import { pendingSides } from '#engine/engine.ts';
import {
  advance,
  deadline as deadlineOf,
  dueAt,
  newClock,
  PACE_BY_ID,
  parseQuiet,
  quietEnd,
  remaining,
  sweep,
  type Clock,
} from '#service/clock/time.ts';
import { setReminders } from '#service/reminders.ts';
import { endVacationNow, takeVacation, vacationLeft } from '#service/vacation.ts';
import { claimTimeout, sweepClocks } from '#service/clock/sweep.ts';
import { startScheduler } from '#service/scheduler.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../helpers/app.ts';

const H = 3_600_000;
const D = 24 * H;
const daily = PACE_BY_ID.get('daily')!; // 3 days, +1 day a hand-over, at most 4 days; a reminder a day

describe('the clock (src/service/clock/time.ts)', () => {
  const t0 = new Date('2026-01-01T00:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it('runs only while its side owes a decision; a hand-over adds the increment up to the cap', () => {
    let c = advance(newClock(daily, ['japan', 'russia']), [], ['japan'], t0);
    expect(c.sides.japan!.since).toBe(t0.toISOString());
    expect(c.sides.russia!.since).toBeNull();
    expect(remaining(c, 'japan', at(10 * H))).toBe(3 * D - 10 * H);
    expect(remaining(c, 'russia', at(10 * H))).toBe(3 * D); // not running
    c = advance(c, ['japan'], ['russia'], at(10 * H)); // japan hands over after 10 h
    expect(c.sides.japan!.remainingMs).toBe(3 * D - 10 * H + D); // + 1 day
    expect(c.sides.russia!.since).toBe(at(10 * H).toISOString());
    c = advance(c, ['russia'], ['japan'], at(11 * H));
    expect(c.sides.russia!.remainingMs).toBe(4 * D - H); // 3 d - 1 h + 1 d
    expect(advance(c, ['japan'], ['russia'], at(11 * H)).sides.japan!.remainingMs).toBe(4 * D); // 3 d 13 h + 1 d, capped at 4 d
    // Both owing at once (simultaneous decisions): both run; the end of the game stops both, no increment.
    c = advance(c, ['japan'], ['japan', 'russia'], at(12 * H));
    const ended = advance(c, ['japan', 'russia'], [], at(13 * H), true);
    expect(ended.sides.russia!.remainingMs).toBe(4 * D - 2 * H);
    expect(ended.sides.japan!.since).toBeNull();
  });

  it('the sweep: a reminder after each interval (at most 3), then the opponent told, then the timeout', () => {
    let c: Clock = advance(newClock(daily, ['japan', 'russia']), [], ['japan'], t0);
    expect(dueAt(c)).toEqual(at(D)); // the first reminder
    expect(sweep(c, at(D - 1)).events).toEqual([]);
    const kinds: string[] = [];
    for (const h of [24, 48, 58, 72]) {
      const r = sweep(c, at(h * H));
      kinds.push(...r.events.map((e) => (e.kind === 'remind' ? `remind${e.low ? '-low' : ''}` : e.kind)));
      c = r.clock;
    }
    // 24 h and 48 h: reminders; 58 h: the clock is low (under a fifth of the cap: 19.2 h left at 52.8 h)
    // — the third reminder; 72 h: the clock ran out.
    expect(kinds).toEqual(['remind', 'remind', 'remind-low', 'tell-opponent', 'timeout']);
    expect(c.flagged).toBe('japan');
    expect(c.timeouts).toEqual([{ side: 'japan', at: at(3 * D).toISOString(), claimed: null }]);
    expect(dueAt(c)).toBeNull(); // nothing runs: the opponent decides
    // The same sweep again owes nothing: each event once.
    expect(sweep(c, at(80 * H)).events).toEqual([]);
  });

  it('quiet hours hold a reminder back until they end; a muted clock sends none, and still runs out', () => {
    const q = parseQuiet('22-7+9')!; // 22:00–7:00 in Japan = 13:00–22:00 UTC
    expect(q).toEqual({ from: 22, to: 7, offset: 9 });
    expect(parseQuiet('25-7')).toBeNull();
    expect(parseQuiet('tonight')).toBeNull();
    expect(quietEnd(q, new Date('2026-01-01T12:59:00Z'))).toBeNull();
    expect(quietEnd(q, new Date('2026-01-01T13:00:00Z'))).toEqual(new Date('2026-01-01T22:00:00Z'));
    expect(quietEnd(parseQuiet('1-6')!, new Date('2026-01-01T03:00:00Z'))).toEqual(new Date('2026-01-01T06:00:00Z'));
    // The first reminder falls at 24 h = 00:00 UTC on Jan 2 (t0 is midnight UTC): quiet from 23 to 2 UTC.
    const night = parseQuiet('23-2')!;
    let c: Clock = advance(newClock(daily, ['japan', 'russia']), [], ['japan'], t0);
    let r = sweep(c, at(D), (_s, now) => quietEnd(night, now));
    expect(r.events).toEqual([]);
    expect(dueAt(r.clock)).toEqual(at(D + 2 * H)); // held until 02:00
    c = r.clock;
    r = sweep(c, at(D + 2 * H), (_s, now) => quietEnd(night, now));
    expect(r.events.map((e) => e.kind)).toEqual(['remind']);
    // Muted: nothing until the clock runs out.
    const muted: Clock = { ...c, sides: { ...c.sides, japan: { ...c.sides.japan!, muted: true } } };
    expect(dueAt(muted)).toEqual(at(3 * D - H)); // an hour before the end: a vacation day? (none allowed here)
    expect(dueAt(sweep(muted, at(3 * D - H)).clock)).toEqual(at(3 * D));
    expect(sweep(muted, at(2 * D)).events).toEqual([]);
    expect(sweep(muted, at(3 * D)).events.map((e) => e.kind)).toEqual(['timeout']);
    // The mute ends with the turn.
    expect(
      advance(advance(muted, ['japan'], ['russia'], at(D)), ['russia'], ['japan'], at(D + H)).sides.japan!.muted,
    ).toBe(false);
  });

  it('with the last reminder the opponent is told, once', () => {
    const slow = { ...daily, startMs: 10 * D, capMs: 10 * D };
    let c: Clock = advance(newClock(slow, ['japan', 'russia']), [], ['japan'], t0);
    const seen: string[] = [];
    for (let d = 1; d <= 6; d++) {
      const r = sweep(c, at(d * D));
      seen.push(...r.events.map((e) => e.kind));
      c = r.clock;
    }
    expect(seen).toEqual(['remind', 'remind', 'remind', 'tell-opponent']);
  });
});

forEachDatabase(
  'clocks through the service',
  (t) => {
    let app: App;
    let transport: RecordingTransport;
    let now: Date;
    const CH = 'clock-game';
    beforeEach(async () => {
      transport = new RecordingTransport();
      ({ app } = await startServiceApp(t.db, { transport, seed: 7 }));
      now = new Date('2026-03-01T09:00:00Z');
      app.deps.now = () => now;
    });
    afterEach(async () => app.close());
    const later = async (ms: number) => {
      now = new Date(now.getTime() + ms);
      await sweepClocks(app.deps);
      await app.outbox.drain();
    };
    const game = async () => (await app.repo.findGame((await app.repo.findLatestGameByChannel(CH))!.id)) as Game;

    /** Both players have used this year's vacation days: no day is taken by itself before a timeout. */
    async function noVacation(): Promise<void> {
      for (const u of ['alice', 'bob']) await app.repo.setVacation('g', u, now.getUTCFullYear(), 14 * D, null);
    }

    async function start(): Promise<void> {
      expect(
        (
          await newGame(app.deps, {
            guildId: 'g',
            channelId: CH,
            gameType: 'hoten-kaisen',
            creatorId: 'alice',
            creatorLocale: 'en',
            opponents: [{ id: 'bob' }],
            side: 'japan',
            pace: 'daily',
          })
        ).ok,
      ).toBe(true);
      expect((await acceptGame(app.deps, CH, 'bob', 'en')).ok).toBe(true);
      expect((await act(app.deps, { channelId: CH, userId: 'alice', action: 'place-historical' })).ok).toBe(true);
      expect((await act(app.deps, { channelId: CH, userId: 'bob', action: 'place-historical' })).ok).toBe(true);
      await app.outbox.drain();
    }

    it('an unknown pace is refused, nothing created', async () => {
      const r = await newGame(app.deps, {
        guildId: 'g',
        channelId: CH,
        gameType: 'hoten-kaisen',
        creatorId: 'alice',
        creatorLocale: 'en',
        opponents: [{ id: 'bob' }],
        side: 'japan',
        pace: 'yearly',
      });
      expect(r.ok || r.error.code).toBe('UNKNOWN_PACE');
      expect(await app.repo.findLatestGameByChannel(CH)).toBeNull();
    });

    it('posts show the clocks; reminders by DM; a timeout flags the clock, the opponent claims the win, the record replays', async () => {
      await start();
      await noVacation();
      const g = await game();
      expect((g.clock as Clock).sides.japan!.since).toBe(now.toISOString()); // Japan acts first
      expect(g.clockDueAt).toEqual(new Date(now.getTime() + D));
      expect(transport.channelPosts(CH).at(-1)!.content).toMatch(/⏱ Japan|⏱ 日本軍/);
      // Japan's 3 days + 1 for the setup handed over, at most 4: it runs out in 4 days.
      expect(transport.channelPosts(CH).at(-1)!.content).toContain(
        `<t:${Math.floor((now.getTime() + 4 * D) / 1000)}:R>`,
      );
      await later(D);
      const dm = transport.dms('alice').at(-1)!;
      expect(dm.content).toMatch(/It is your turn\. 3d left/);
      expect(transport.dms('bob').some((m) => /your turn/.test(m.content))).toBe(false);
      // The reminder did not move the game's version: the post's buttons stay good.
      expect((await game()).version).toBe(g.version);
      await later(3 * D); // 4 days: out of time
      const flagged = await game();
      expect((flagged.clock as Clock).flagged).toBe('japan');
      const notice = transport.channelPosts(CH).at(-1)!;
      expect(notice.content).toMatch(/clock .*ran out|持ち時間が切れました/);
      expect(notice.buttons!.flat().map((b) => b.customId.split(':')[2])).toEqual(['win', 'unrated', 'go-on']);
      // The player out of time cannot move on; they cannot claim their own timeout either.
      const late = await act(app.deps, { channelId: CH, userId: 'alice', action: 'end' });
      expect(late.ok || late.error.code).toBe('OUT_OF_TIME');
      const own = await claimTimeout(app.deps, { channelId: CH }, 'alice', 'win');
      expect(own.ok || own.error.code).toBe('OWN_TIMEOUT');
      const typed = await act(app.deps, { channelId: CH, userId: 'bob', action: 'timeout' });
      expect(typed.ok || typed.error.code).toBe('NOT_LEGAL_TIMEOUT');
      expect((await claimTimeout(app.deps, { channelId: CH }, 'bob', 'win')).ok).toBe(true);
      const end = await game();
      expect(end.status).toBe('finished');
      expect(end.winner).toBe('russia');
      expect((end.clock as Clock).timeouts).toEqual([
        { side: 'japan', at: new Date(g.clockDueAt!.getTime() + 3 * D).toISOString(), claimed: 'win' },
      ]);
      expect(end.clockDueAt).toBeNull();
      const actions = await app.repo.loadActions(end.id);
      expect(actions.at(-1)).toMatchObject({ side: 'japan', userId: 'bob', action: 'timeout' });
      expect((await verifyReplay(app.deps, end.id)).equal).toBe(true);
    });

    it('"let them go on" gives one increment and the clock runs again; "end unrated" aborts the game', async () => {
      await start();
      await noVacation();
      await later(4 * D);
      expect((await claimTimeout(app.deps, { channelId: CH }, 'bob', 'go-on')).ok).toBe(true);
      let g = await game();
      expect((g.clock as Clock).flagged).toBeNull();
      expect(remaining(g.clock as Clock, 'japan', now)).toBe(D);
      // Japan plays its turn out (the first legal action each time) and hands over.
      for (let i = 0; i < 200 && pendingSides((await game()).state).includes('japan'); i++) {
        const legal = await legalFor(app.deps, CH, 'alice');
        expect(
          (
            await act(app.deps, {
              channelId: CH,
              userId: 'alice',
              action: legal.find((l) => l.action !== 'resign')!.action,
            })
          ).ok,
        ).toBe(true);
      }
      g = await game();
      expect((g.clock as Clock).sides.japan!.since).toBeNull();
      // Russia's turn now; later Russia runs out too, and Japan ends the game unrated.
      await later(5 * D);
      expect(((await game()).clock as Clock).flagged).toBe('russia');
      expect((await claimTimeout(app.deps, { channelId: CH }, 'alice', 'unrated')).ok).toBe(true);
      g = await game();
      expect(g.status).toBe('aborted');
      expect((g.clock as Clock).timeouts.map((x) => [x.side, x.claimed])).toEqual([
        ['japan', null],
        ['russia', 'unrated'],
      ]);
    });

    it('/remind: reminders in the channel instead of by DM; muted until the move is done; bad quiet hours refused', async () => {
      await start();
      await noVacation();
      const bad = await setReminders(app.deps, CH, 'alice', { quiet: 'late' });
      expect(bad.ok || bad.error.code).toBe('BAD_QUIET');
      expect((await setReminders(app.deps, CH, 'alice', { where: 'channel' })).ok).toBe(true);
      const posts = transport.channelPosts(CH).length;
      await later(D);
      expect(
        transport
          .channelPosts(CH)
          .slice(posts)
          .map((p) => p.content),
      ).toEqual([expect.stringMatching(/^<@alice> .*It is your turn|^<@alice> .*あなたの番/)]);
      const muteBob = await setReminders(app.deps, CH, 'bob', { mute: true });
      expect(muteBob.ok || muteBob.error.code).toBe('NOT_YOUR_TURN_TO_MUTE'); // bob's clock is not running
      expect((await setReminders(app.deps, CH, 'alice', { mute: true })).ok).toBe(true);
      const before = transport.channelPosts(CH).length;
      await later(D);
      await later(D);
      expect(transport.channelPosts(CH).length).toBe(before); // no reminder, nor the opponent told
      await later(D);
      expect(((await game()).clock as Clock).flagged).toBe('japan'); // the clock still ran out
    });

    it('two sweeps at the same moment send one reminder', async () => {
      await start();
      now = new Date(now.getTime() + D);
      const before = transport.dms('alice').length;
      const written = await Promise.all([sweepClocks(app.deps), sweepClocks(app.deps), sweepClocks(app.deps)]);
      await app.outbox.drain();
      expect(written.reduce((a, b) => a + b, 0)).toBe(1);
      expect(transport.dms('alice').length - before).toBe(1);
    });

    it('vacation: /vacation pauses the clock and moves its deadline; off gives back the days not begun; the budget is kept; a day is taken by itself once before a timeout', async () => {
      await start();
      for (const u of ['alice', 'bob']) await app.repo.setVacation('g', u, now.getUTCFullYear(), 0, null); // a fresh year's budget
      const before = await game();
      const deadline0 = deadlineOf(before.clock as Clock, 'japan');
      await later(H);
      const bad = await takeVacation(app.deps, 'g', 'alice', 15);
      expect(bad.ok || bad.error.code).toBe('NO_BUDGET');
      expect((await takeVacation(app.deps, 'g', 'alice', 3)).ok).toBe(true);
      const again = await takeVacation(app.deps, 'g', 'alice', 1);
      expect(again.ok || again.error.code).toBe('ON_VACATION');
      await app.outbox.drain(); // the notice goes out through the outbox after the commit
      let g = await game();
      expect(deadlineOf(g.clock as Clock, 'japan')!.getTime()).toBe(deadline0!.getTime() + 3 * D); // paused 3 days from 1 h in
      expect(transport.channelPosts(CH).at(-1)!.content).toMatch(/on vacation|休暇中/);
      expect(await vacationLeft(app.deps, 'g', 'alice', now)).toBe(11 * D);
      // Back after a day and a half: the 1 whole day not begun is given back; the clock runs from now.
      await later(D + 12 * H);
      expect((await endVacationNow(app.deps, 'g', 'alice')).ok).toBe(true);
      expect(await vacationLeft(app.deps, 'g', 'alice', now)).toBe(12 * D);
      g = await game();
      expect(remaining(g.clock as Clock, 'japan', now)).toBe(4 * D - H);
      // The clock nearly runs out: a day is taken by itself, once; then it runs out for good.
      await later(4 * D - H - 30 * 60_000);
      g = await game();
      expect((g.clock as Clock).flagged).toBeNull();
      expect(transport.channelPosts(CH).at(-1)!.content).toMatch(
        /one vacation day was taken automatically|休暇を1日自動で取りました/,
      );
      expect(await vacationLeft(app.deps, 'g', 'alice', now)).toBe(11 * D);
      await later(D + 31 * 60_000);
      expect(((await game()).clock as Clock).flagged).toBe('japan');
      expect(await vacationLeft(app.deps, 'g', 'alice', now)).toBe(11 * D);
    });

    it('reminders and timeouts due while the bot was down fire once after the restart, once in all with two processes', async () => {
      await start();
      await app.close();
      // Down for two days: two reminders were due; back up as two processes on the same database.
      now = new Date(now.getTime() + 2 * D + H);
      const t1 = new RecordingTransport();
      const t2 = new RecordingTransport();
      const a1 = (await startServiceApp(t.db, { transport: t1 })).app;
      const a2 = (await startServiceApp(t.db, { transport: t2 })).app;
      a1.deps.now = a2.deps.now = () => now;
      try {
        await Promise.all([sweepClocks(a1.deps), sweepClocks(a2.deps)]);
        await Promise.all([a1.outbox.drain(), a2.outbox.drain()]);
        expect(
          [...t1.dms('alice'), ...t2.dms('alice')].filter((m) => /your turn|あなたの番/.test(m.content)),
        ).toHaveLength(1);
      } finally {
        await a1.close();
        await a2.close();
        ({ app } = await startServiceApp(t.db, { transport }));
      }
    });

    it('the scheduler (pg-boss on this database) runs the sweep', async () => {
      await start();
      await noVacation();
      now = new Date(now.getTime() + 4 * D);
      const scheduler = await startScheduler(
        app.db,
        { clockSweep: () => sweepClocks(app.deps) },
        { pollingIntervalSeconds: 0.5 },
      );
      try {
        await scheduler.runNow();
        for (let i = 0; i < 200 && !((await game()).clock as Clock).flagged; i++)
          await new Promise((r) => setTimeout(r, 100));
        expect(((await game()).clock as Clock).flagged).toBe('japan');
      } finally {
        await scheduler.stop();
      }
    });
  },
  { flow: true },
);
