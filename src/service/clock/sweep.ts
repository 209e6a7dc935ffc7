// The clock sweep and what follows a timeout. The sweep (run by the job scheduler every minute, and
// by the console's `!time`) looks at the games whose clock is due (Game.clockDueAt), sends the
// reminders owed, tells the opponent when reminders go unanswered, and flags a clock that ran out
// — each once: the sweep's write is guarded by the game's version and due time, so of two
// sweeps (two shards) one writes, and a move that lands first makes the sweep look again.
// After a timeout the opponent chooses, with buttons addressed to them: claim the win (logged as
// the flagged side's 'timeout' action, replayed like a resignation), end the game unrated, or let
// the flagged player go on (their clock gets one increment).
import { apply, pendingSides, TIMEOUT } from '#engine/engine.ts';
import type { Locale, Text } from '#engine/types.ts';
import type { OutboxInput } from '#store/repository.ts';
import { change } from '../change.ts';
import {
  AUTO_VACATION_MS,
  dueAt,
  remaining,
  deadline,
  discordTime,
  formatDuration,
  quietEnd,
  sweep,
  type Clock,
  type ClockEvent,
  type QuietHours,
} from './time.ts';
import { t } from '../i18n.ts';
import { owedMessages } from '../notifications.ts';
import { compactGameId, expandGameId, type InteractionKind } from '../interactions/kind.ts';
import { chargeVacation, vacationLeft } from '../vacation.ts';
import type { OutboxPayload } from '../outbox/payloads.ts';
import { describeError, fail, isKeyed, moduleOf, seatOf, type Game, type Result, type ServiceDeps } from '../types.ts';

/** How many due games one sweep takes (the rest wait for the next minute). */
const SWEEP_BATCH = 100;

/** Look at every game whose clock is due at `now`; the number of games whose clock was written. */
export async function sweepClocks(deps: ServiceDeps, now: Date = deps.now?.() ?? new Date()): Promise<number> {
  let written = 0;
  for (const id of await deps.repo.findDueClocks(now, SWEEP_BATCH)) if (await sweepGame(deps, id, now)) written++;
  return written;
}

async function sweepGame(deps: ServiceDeps, gameId: string, now: Date): Promise<boolean> {
  const game = (await deps.repo.findGame(gameId)) as Game | null;
  // Not due (any more): another sweep, or a move, got there first.
  if (game?.status !== 'active' || !game.clock || !game.clockDueAt || game.clockDueAt > now) return false;
  const quiet = (side: string, at: Date) => {
    const q = game.seats.find((s) => s.side === side)?.prefs.quiet as QuietHours | undefined;
    return q ? quietEnd(q, at) : null;
  };
  // Who may take a vacation day by itself (budget left on this server, not forbidden by the pace).
  const c0 = game.clock as Clock;
  const may = new Set<string>();
  if (game.guildId && c0.pace.vacation !== false) {
    for (const s of game.seats)
      if (c0.sides[s.side]?.since && (await vacationLeft(deps, game.guildId, s.userId, now)) >= AUTO_VACATION_MS)
        may.add(s.side);
  }
  const { clock, events } = sweep(c0, now, quiet, (side) => may.has(side));
  const outbox = events.flatMap((e) => messagesFor(game, clock, e, now));
  const ok = await deps.repo.commitClock<OutboxPayload>({
    gameId,
    expectedVersion: game.version,
    expectedDue: game.clockDueAt,
    clock,
    dueAt: dueAt(clock),
    outbox,
  });
  if (ok) {
    for (const e of events) {
      if (e.kind !== 'auto-vacation') continue;
      const user = game.seats.find((s) => s.side === e.side)!.userId;
      await chargeVacation(deps, game.guildId!, user, now, AUTO_VACATION_MS, new Date(e.until));
    }
  }
  if (ok && outbox.length) deps.onOutbox?.();
  return ok;
}

/** The button ids of a timeout's choices: "t:<game>:<win|unrated|go-on>". */
export const timeoutButtonId = (gameId: string, how: TimeoutChoice) => `t:${compactGameId(gameId)}:${how}`;
const TIMEOUT_BUTTON_ID = /^t:([A-Za-z0-9_-]{22}):(win|unrated|go-on)$/;
export type TimeoutChoice = 'win' | 'unrated' | 'go-on';

/** A timeout's choice ("t:<game>:win|unrated|go-on"), for the opponent of the side whose clock ran out. */
export const timeoutKind: InteractionKind<{ gameId: string; how: TimeoutChoice }> = {
  name: 'timeout',
  parse(customId) {
    const m = TIMEOUT_BUTTON_ID.exec(customId);
    const gameId = m ? expandGameId(m[1]!) : null;
    return m && gameId ? { gameId, how: m[2] as TimeoutChoice } : null;
  },
  async run(deps, p, { gameId, how }) {
    const r = await claimTimeout(deps, { gameId, channelId: p.channelId }, p.userId, how);
    return { content: r.ok ? r.value.message[p.locale] : describeError(r.error, p.locale) };
  },
};

function messagesFor(game: Game, clock: Clock, e: ClockEvent, now: Date): OutboxInput<OutboxPayload>[] {
  const m = moduleOf(game);
  const seat = game.seats.find((s) => s.side === e.side)!;
  const others = game.seats.filter((s) => s.side !== e.side);
  const name = m.sideName(e.side);
  const where = { gameJa: m.name.ja, gameEn: m.name.en, channel: game.channelId };
  if (e.kind === 'remind') {
    const out = deadline(clock, e.side);
    const text = t(e.low ? 'remindLow' : 'remind', {
      ...where,
      left: formatDuration(remaining(clock, e.side, now)),
      at: out ? discordTime(out) : '',
    });
    // Where the player asked for reminders (a DM by default; the channel; or none this turn).
    const pref = String(seat.prefs.reminders ?? 'dm');
    if (pref === 'off') return [];
    if (pref === 'channel')
      return [
        {
          kind: 'channel',
          target: game.channelId,
          payload: { type: 'notice', gameId: game.id, text: withPing(text, seat.userId), mention: [seat.userId] },
        },
      ];
    return [
      {
        kind: 'dm',
        target: seat.userId,
        locale: seat.locale as Locale,
        payload: { type: 'notice', gameId: game.id, text, locale: seat.locale as Locale },
      },
    ];
  }
  if (e.kind === 'auto-vacation') {
    const text = t('vacationAuto', {
      user: seat.userId,
      sideJa: name.ja,
      sideEn: name.en,
      until: discordTime(new Date(e.until)),
    });
    return [
      {
        kind: 'channel',
        target: game.channelId,
        payload: { type: 'notice', gameId: game.id, text, mention: [seat.userId] },
      },
    ];
  }
  if (e.kind === 'tell-opponent') {
    const out = deadline(clock, e.side);
    const text = t('remindersUnanswered', {
      sideJa: name.ja,
      sideEn: name.en,
      user: seat.userId,
      at: out ? discordTime(out) : '',
    });
    return [
      {
        kind: 'channel',
        target: game.channelId,
        payload: { type: 'notice', gameId: game.id, text, mention: others.map((s) => s.userId) },
      },
    ];
  }
  // The clock ran out: the opponent chooses, with buttons addressed to them.
  const text = t('clockRanOut', {
    sideJa: name.ja,
    sideEn: name.en,
    user: seat.userId,
    opponent: others.map((s) => `<@${s.userId}>`).join(' '),
  });
  const buttons = [
    { customId: timeoutButtonId(game.id, 'win'), label: t('claimWinButton'), style: 'success' as const },
    { customId: timeoutButtonId(game.id, 'unrated'), label: t('endUnratedButton'), style: 'secondary' as const },
    { customId: timeoutButtonId(game.id, 'go-on'), label: t('letThemGoOnButton'), style: 'primary' as const },
  ];
  return [
    {
      kind: 'channel',
      target: game.channelId,
      payload: { type: 'notice', gameId: game.id, text, mention: others.map((s) => s.userId), buttons },
    },
  ];
}

const withPing = (text: Text, user: string): Text => ({ ja: `<@${user}> ${text.ja}`, en: `<@${user}> ${text.en}` });

/**
 * The opponent's choice after a timeout. `win`: the flagged side loses on time (its 'timeout'
 * action, in the log); `unrated`: the game ends without a result; `go-on`: the flagged player
 * gets one increment and may move on. Refused unless the presser is seated against the side
 * whose clock ran out.
 */
export async function claimTimeout(
  deps: ServiceDeps,
  ref: { gameId?: string; channelId: string },
  userId: string,
  how: TimeoutChoice,
): Promise<Result<{ game: Game; message: Text }>> {
  return change(deps, ref, (game) => {
    const clock = game.clock as Clock | null;
    if (game.status !== 'active') return fail('NOT_ACTIVE', t('notActive'));
    const side = seatOf(game, userId);
    if (!clock?.flagged || !side) return fail('NO_TIMEOUT', t('noTimeout'));
    if (side === clock.flagged) return fail('OWN_TIMEOUT', t('ownTimeout'));
    const m = moduleOf(game);
    const flagged = clock.flagged;
    const now = deps.now?.() ?? new Date();
    const timeouts = clock.timeouts.map((x, i) =>
      i === clock.timeouts.length - 1 ? { ...x, claimed: how === 'go-on' ? null : how } : x,
    );
    const name = m.sideName(flagged);
    if (how === 'go-on') {
      // One increment, and the clock runs again from now (if the side still owes a decision).
      const s = clock.sides[flagged]!;
      const owes = pendingSides(game.state).includes(flagged);
      const next: Clock = {
        ...clock,
        flagged: null,
        timeouts,
        sides: {
          ...clock.sides,
          [flagged]: {
            ...s,
            remainingMs: clock.pace.incrementMs,
            since: owes ? now.toISOString() : null,
            reminders: 0,
            lowSent: false,
          },
        },
      };
      const text = t('timeoutContinued', {
        user: userId,
        sideJa: name.ja,
        sideEn: name.en,
        left: formatDuration(clock.pace.incrementMs),
      });
      return {
        ok: true,
        value: {
          state: game.state,
          actions: [],
          outbox: [
            {
              kind: 'channel',
              target: game.channelId,
              payload: {
                type: 'notice',
                gameId: game.id,
                text,
                mention: game.seats.filter((x) => x.side === flagged).map((x) => x.userId),
              },
            },
          ],
          message: text,
          clock: next,
        },
      };
    }
    const after: Clock = { ...clock, flagged: null, timeouts };
    if (how === 'unrated') {
      const text = t('timeoutUnrated', { user: userId, sideJa: name.ja, sideEn: name.en });
      return {
        ok: true,
        value: {
          state: game.state,
          status: 'aborted',
          actions: [],
          outbox: [
            {
              kind: 'channel',
              target: game.channelId,
              payload: { type: 'notice', gameId: game.id, text, mention: game.seats.map((x) => x.userId) },
            },
          ],
          message: text,
          clock: after,
        },
      };
    }
    const r = apply(m, game.state, flagged, TIMEOUT);
    if (!r.ok) return fail(r.rejection.code, r.rejection.text);
    const owed = owedMessages(m, game, game.state, r.state, r.log, game.version + 1);
    // Game over: the channel post reveals the dice secret (commit–reveal, docs/dice.md).
    if (isKeyed(game.setup)) {
      const reveal = t('diceReveal', { secret: game.setup.secret, commitment: game.setup.commitment });
      for (const o of owed.outbox) if (o.payload.type === 'update') o.payload.lines.push(reveal);
    }
    const text = t('timeoutWin', { user: userId, sideJa: name.ja, sideEn: name.en });
    return {
      ok: true,
      value: {
        state: r.state,
        status: 'finished',
        winner: r.state.result?.winner ?? null,
        actions: [{ side: flagged, userId, action: TIMEOUT }],
        outbox: owed.outbox,
        announced: owed.announced,
        ...(owed.seatUpdates.length ? { seatUpdates: owed.seatUpdates } : {}),
        message: text,
        clock: after,
      },
    };
  });
}
