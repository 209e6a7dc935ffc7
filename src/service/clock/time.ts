// Play-by-post clocks: each player's clock runs only while that player owes a decision. A pace is a
// starting allowance, an increment added at each hand-over (when the player stops owing a decision:
// their turn, phase or answer is done) and a cap; "N days per move" is the pace whose increment and
// cap are both N days, so the allowance is back to N days at each hand-over. Reminders ping the
// player to act after an interval and when their clock runs low, a bounded number of times.
//
// Pure functions of a clock and the current time: the service stores the clock with the game
// (Game.clock) and the time the sweep must next look at it (Game.clockDueAt), in the same commit
// as the change that moved it, so a restart or another shard loses nothing.
// Reading of "an increment per decision made": per hand-over, not per action — a turn of a hex
// wargame is dozens of actions and is one decision in play-by-post terms.
import type { Side } from '#engine/types.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface Pace {
  /** The preset's id (shown in /status and /newgame). */
  id: string;
  startMs: number;
  incrementMs: number;
  capMs: number;
  /** A reminder after this long without an answer (and again after as long again). */
  remindEveryMs: number;
  /** false: vacations do not pause this clock (a league may forbid them). Default: allowed. */
  vacation?: boolean;
}

/** The presets offered by /newgame, from hours to many days. */
export const PACES: readonly Pace[] = [
  { id: 'quick', startMs: 12 * HOUR, incrementMs: 6 * HOUR, capMs: 24 * HOUR, remindEveryMs: 4 * HOUR },
  { id: 'daily', startMs: 3 * DAY, incrementMs: 1 * DAY, capMs: 4 * DAY, remindEveryMs: 1 * DAY },
  { id: 'relaxed', startMs: 7 * DAY, incrementMs: 2 * DAY, capMs: 14 * DAY, remindEveryMs: 2 * DAY },
  ...[1, 2, 3, 7].map((n) => ({
    id: `${n}d-per-move`,
    startMs: n * DAY,
    incrementMs: n * DAY,
    capMs: n * DAY,
    remindEveryMs: n <= 1 ? 8 * HOUR : DAY,
  })),
];

export const PACE_BY_ID: ReadonlyMap<string, Pace> = new Map(PACES.map((p) => [p.id, p]));

/** Reminders sent in one stretch of owing a decision, before the opponent is told instead. */
export const MAX_REMINDERS = 3;
/** The "clock runs low" ping: when this share of the cap (or less) is left. */
export const LOW_SHARE = 0.2;

export interface SideClock {
  /** What was left when the clock last stopped or was last brought up to date (ms). */
  remainingMs: number;
  /** ISO time the clock started running (it runs while the side owes a decision); null: stopped. */
  since: string | null;
  /** Reminders sent since the clock started running. */
  reminders: number;
  /** The "clock runs low" ping was sent in this stretch. */
  lowSent: boolean;
  /** The player muted reminders until their clock stops (/remind mute). */
  muted?: boolean;
  /** ISO time before which no reminder is sent (the player's quiet hours). */
  snoozeUntil?: string | null;
  /** The player's vacation ends then (ISO): until then their clock does not run. */
  vacationUntil?: string | null;
  /** A vacation was taken by itself in this stretch (once: it does not repeat). */
  autoVacation?: boolean;
}

export interface Timeout {
  side: Side;
  /** ISO time the clock ran out. */
  at: string;
  /** What the opponent chose: the win, or the game ended unrated; null: not yet. */
  claimed: 'win' | 'unrated' | null;
}

export interface Clock {
  pace: Pace;
  sides: Record<Side, SideClock>;
  /** The side whose clock ran out and has not been dealt with yet. */
  flagged: Side | null;
  /** Every timeout of the game (the record keeps them after the end). */
  timeouts: Timeout[];
  /** The opponent has been told that the reminders went unanswered (this stretch). */
  opponentTold: boolean;
}

export function newClock(pace: Pace, sides: readonly Side[]): Clock {
  const each = Object.fromEntries(
    sides.map((s) => [s, { remainingMs: pace.startMs, since: null, reminders: 0, lowSent: false }]),
  );
  return { pace, sides: each, flagged: null, timeouts: [], opponentTold: false };
}

/** What is left on `side`'s clock at `now` (ms, never below 0). */
export function remaining(c: Clock, side: Side, now: Date): number {
  const s = c.sides[side];
  if (!s) return 0;
  // A clock that starts in the future (a vacation) has used nothing yet.
  const used = s.since ? Math.max(0, now.getTime() - Date.parse(s.since)) : 0;
  return Math.max(0, s.remainingMs - used);
}

/** When `side`'s running clock runs out (null: it is not running). */
export function deadline(c: Clock, side: Side): Date | null {
  const s = c.sides[side];
  return s?.since ? new Date(Date.parse(s.since) + s.remainingMs) : null;
}

/**
 * The clock after a change of who owes a decision: a side that owed one before and not now has
 * handed over (its clock stops, plus the increment, up to the cap); a side that owes one now and
 * did not has its clock started. `ended`: the game is over — every clock stops.
 */
export function advance(c: Clock, before: readonly Side[], after: readonly Side[], now: Date, ended = false): Clock {
  const next: Clock = { ...c, sides: { ...c.sides } };
  for (const side of Object.keys(c.sides)) {
    const s = c.sides[side]!;
    const owes = !ended && after.includes(side);
    if (s.since && !owes) {
      // Handed over (or the game ended): stop, with the increment for a decision made.
      const left = remaining(c, side, now);
      next.sides[side] = {
        remainingMs: ended ? left : Math.min(c.pace.capMs, left + c.pace.incrementMs),
        since: null,
        reminders: 0,
        lowSent: false,
        muted: false,
        snoozeUntil: null,
        vacationUntil: s.vacationUntil ?? null,
        autoVacation: false,
      };
    } else if (!s.since && owes && c.flagged !== side) {
      // On vacation, the clock starts when the vacation ends.
      const from = s.vacationUntil && Date.parse(s.vacationUntil) > now.getTime() ? s.vacationUntil : now.toISOString();
      next.sides[side] = {
        ...s,
        since: from,
        reminders: 0,
        lowSent: false,
        muted: false,
        snoozeUntil: null,
        autoVacation: false,
      };
      if (!before.includes(side)) next.opponentTold = false;
    }
  }
  return next;
}

/** What the sweep owes at `now` for one clock. */
export type ClockEvent =
  | { kind: 'timeout'; side: Side }
  | { kind: 'remind'; side: Side; low: boolean }
  /** Sent with the last reminder: the opponent learns what they may do when the clock runs out. */
  | { kind: 'tell-opponent'; side: Side }
  /** A vacation day taken by itself just before the timeout. */
  | { kind: 'auto-vacation'; side: Side; until: string };

/** The next time the sweep must look at this clock (null: nothing is running). */
export function dueAt(c: Clock): Date | null {
  let due: number | null = null;
  for (const [side, s] of Object.entries(c.sides)) {
    if (!s.since || c.flagged === side) continue;
    const start = Date.parse(s.since);
    const out = start + s.remainingMs;
    const reminders: number[] = [];
    if (!s.autoVacation) reminders.push(out - AUTO_VACATION_MARGIN_MS);
    if (!s.muted && s.reminders < MAX_REMINDERS) reminders.push(start + (s.reminders + 1) * c.pace.remindEveryMs);
    if (!s.muted && !s.lowSent) reminders.push(out - LOW_SHARE * c.pace.capMs);
    // Quiet hours hold a reminder back until they end.
    const snooze = s.snoozeUntil ? Date.parse(s.snoozeUntil) : -Infinity;
    const t = Math.min(out, ...reminders.map((x) => Math.min(Math.max(x, snooze), out)));
    due = due === null ? t : Math.min(due, t);
  }
  return due === null ? null : new Date(due);
}

/**
 * The sweep at `now`: the events owed (a clock run out, a reminder, the opponent told that the
 * reminders went unanswered) and the clock after them. Each event is owed once: the clock records
 * it, and the commit of the clock is guarded, so two sweeps never both send it.
 */
export function sweep(
  c: Clock,
  now: Date,
  quietUntil: (side: Side, now: Date) => Date | null = () => null,
  /** Whether `side` may take a vacation day by itself now (budget left, allowed). */
  mayVacation: (side: Side) => boolean = () => false,
): { clock: Clock; events: ClockEvent[] } {
  const events: ClockEvent[] = [];
  const next: Clock = { ...c, sides: { ...c.sides }, timeouts: [...c.timeouts] };
  for (const [side, before] of Object.entries(c.sides)) {
    let s = before;
    if (!s.since || c.flagged === side) continue;
    if (!s.autoVacation && Date.parse(s.since) <= now.getTime() && remaining(c, side, now) <= AUTO_VACATION_MARGIN_MS) {
      // Just before the timeout: a vacation day from the budget, considered once per stretch.
      if (mayVacation(side)) {
        const until = new Date(now.getTime() + AUTO_VACATION_MS);
        const away = startVacation({ ...next, sides: { ...next.sides, [side]: s } }, side, now, until).sides[side]!;
        next.sides[side] = { ...away, autoVacation: true };
        events.push({ kind: 'auto-vacation', side, until: until.toISOString() });
        continue;
      }
      s = { ...s, autoVacation: true };
      next.sides[side] = s;
    }
    if (remaining(c, side, now) <= 0) {
      next.sides[side] = { ...s, remainingMs: 0, since: null };
      next.flagged = side;
      next.timeouts.push({ side, at: deadline(c, side)!.toISOString(), claimed: null });
      events.push({ kind: 'timeout', side });
      continue;
    }
    if (s.muted) continue;
    const start = Date.parse(s.since!);
    const low = !s.lowSent && remaining(c, side, now) <= LOW_SHARE * c.pace.capMs;
    const interval = now.getTime() >= start + (s.reminders + 1) * c.pace.remindEveryMs;
    if (
      (low || (interval && s.reminders < MAX_REMINDERS)) &&
      s.snoozeUntil &&
      Date.parse(s.snoozeUntil) > now.getTime()
    )
      continue;
    const quiet = low || (interval && s.reminders < MAX_REMINDERS) ? quietUntil(side, now) : null;
    if (quiet) {
      // In the player's quiet hours: the reminder waits until they end.
      next.sides[side] = { ...s, snoozeUntil: quiet.toISOString() };
      continue;
    }
    if ((interval || low) && s.reminders < MAX_REMINDERS) {
      // Reminders passed while nobody swept (a restart) count as one: a player is pinged once.
      const passed = Math.floor((now.getTime() - start) / c.pace.remindEveryMs);
      const reminders = Math.min(MAX_REMINDERS, Math.max(s.reminders + 1, passed));
      next.sides[side] = { ...s, reminders, lowSent: s.lowSent || low };
      events.push({ kind: 'remind', side, low });
      // The last reminder: from now on the opponent is told what they can do instead.
      if (reminders === MAX_REMINDERS && !next.opponentTold) {
        next.opponentTold = true;
        events.push({ kind: 'tell-opponent', side });
      }
    } else if (low) {
      next.sides[side] = { ...s, lowSent: true };
      events.push({ kind: 'remind', side, low: true });
    }
  }
  return { clock: next, events };
}

/** A time as Discord shows it, relative, in each reader's own time zone. */
export const discordTime = (d: Date, style: 'R' | 'f' = 'R') => `<t:${Math.floor(d.getTime() / 1000)}:${style}>`;

/** A duration as text ("2d 4h", "5h 30m"). */
export function formatDuration(ms: number): string {
  const m = Math.max(0, Math.round(ms / 60_000));
  const d = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  const min = m % 60;
  return d ? (h ? `${d}d ${h}h` : `${d}d`) : h ? (min ? `${h}h ${min}m` : `${h}h`) : `${min}m`;
}

/** Quiet hours: from `from` to `to` o'clock (0–23) in the player's time zone, UTC + `offset` hours. */
export interface QuietHours {
  from: number;
  to: number;
  offset: number;
}

/** "22-7" or "22-7+9" (UTC+9) or "23-6-5"; null when unreadable. */
export function parseQuiet(s: string): QuietHours | null {
  const m = /^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*(?:(?:UTC)?\s*([+-]\d{1,2}))?\s*$/i.exec(s);
  if (!m) return null;
  const [from, to, offset] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (from > 23 || to > 23 || from === to || offset < -12 || offset > 14) return null;
  return { from, to, offset };
}

/** When the quiet hours around `now` end, or null when `now` is not in them. */
export function quietEnd(q: QuietHours, now: Date): Date | null {
  const local = new Date(now.getTime() + q.offset * 3_600_000);
  const h = local.getUTCHours();
  const inside = q.from < q.to ? h >= q.from && h < q.to : h >= q.from || h < q.to;
  if (!inside) return null;
  const end = new Date(local);
  end.setUTCHours(q.to, 0, 0, 0);
  if (end.getTime() <= local.getTime()) end.setUTCDate(end.getUTCDate() + 1);
  return new Date(end.getTime() - q.offset * 3_600_000);
}

/** A vacation day taken by itself just before a timeout (when the budget allows it). */
export const AUTO_VACATION_MS = 24 * 3_600_000;
/** How close to running out a clock takes that day: this much left. */
export const AUTO_VACATION_MARGIN_MS = 3_600_000;

/**
 * `side` goes on vacation until `until`: a running clock keeps what it has left and runs again from
 * `until` (its deadline and reminders move with it); a stopped one will start then.
 */
export function startVacation(c: Clock, side: Side, now: Date, until: Date): Clock {
  const s = c.sides[side];
  if (!s) return c;
  const next = { ...s, vacationUntil: until.toISOString() };
  if (s.since)
    Object.assign(next, {
      remainingMs: remaining(c, side, now),
      since: until.toISOString(),
      reminders: 0,
      lowSent: false,
      snoozeUntil: null,
    });
  return { ...c, sides: { ...c.sides, [side]: next } };
}

/** The vacation ends at `now` (early): a clock waiting for it runs from now. */
export function endVacation(c: Clock, side: Side, now: Date): Clock {
  const s = c.sides[side];
  if (!s) return c;
  const next = { ...s, vacationUntil: null };
  if (s.since && Date.parse(s.since) > now.getTime()) next.since = now.toISOString();
  return { ...c, sides: { ...c.sides, [side]: next } };
}
