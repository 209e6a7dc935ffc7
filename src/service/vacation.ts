// Vacation: each member has a yearly budget of vacation days per server (VACATION_DAYS_PER_YEAR).
// While on vacation their clocks in that server's games do not run (a running clock keeps what it
// had and runs again when the vacation ends; reminders move with it). /vacation days:N takes N days
// now; /vacation off ends it early and gives back what was not used. Just before a timeout the sweep
// takes one day by itself while budget remains (src/service/clock/time.ts). A league may forbid it
// (the clock's pace: `vacation: false`).
import type { Text } from '#engine/types.ts';
import { discordTime, dueAt, endVacation, startVacation, type Clock } from './clock/time.ts';
import { t } from './i18n.ts';
import type { OutboxPayload } from './outbox/payloads.ts';
import { fail, moduleOf, type Game, type GameSetup, type Result, type ServiceDeps } from './types.ts';
import type { GameState } from '#engine/types.ts';

export const VACATION_DAYS_PER_YEAR = 14;
const DAY = 24 * 3_600_000;
const BUDGET_MS = VACATION_DAYS_PER_YEAR * DAY;

const yearOf = (d: Date) => d.getUTCFullYear();

/** What is left of a member's budget this year (ms). */
export async function vacationLeft(deps: ServiceDeps, guildId: string, userId: string, now: Date): Promise<number> {
  const v = await deps.repo.getVacation(guildId, userId, yearOf(now));
  return Math.max(0, BUDGET_MS - v.usedMs);
}

/** Charge `ms` of the budget (negative: give back) and record the running vacation's end. */
export async function chargeVacation(
  deps: ServiceDeps,
  guildId: string,
  userId: string,
  now: Date,
  ms: number,
  until: Date | null,
): Promise<void> {
  const v = await deps.repo.getVacation(guildId, userId, yearOf(now));
  await deps.repo.setVacation(guildId, userId, yearOf(now), Math.max(0, v.usedMs + ms), until);
}

/** Apply `edit` to the clock of each of the member's clocked games here, each write guarded (retried if a move lands first). */
async function eachClock(
  deps: ServiceDeps,
  guildId: string,
  userId: string,
  now: Date,
  edit: (game: Game, clock: Clock, side: string) => { clock: Clock; text: Text } | null,
): Promise<number> {
  const games = await deps.repo.findGamesOfUser<GameSetup, GameState>(guildId, userId, now, 100);
  let n = 0;
  for (const listed of games) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const game = (await deps.repo.findGame<GameSetup, GameState>(listed.id)) as Game | null;
      if (game?.status !== 'active' || !game.clock) break;
      const side = game.seats.find((s) => s.userId === userId)?.side;
      if (!side) break;
      const r = edit(game, game.clock as Clock, side);
      if (!r) break;
      const outbox = [
        {
          kind: 'channel' as const,
          target: game.channelId,
          payload: { type: 'notice', gameId: game.id, text: r.text } satisfies OutboxPayload,
        },
      ];
      if (
        await deps.repo.commitClock({
          gameId: game.id,
          expectedVersion: game.version,
          expectedDue: game.clockDueAt,
          clock: r.clock,
          dueAt: dueAt(r.clock),
          outbox,
        })
      ) {
        n++;
        break;
      }
    }
  }
  if (n) deps.onOutbox?.();
  return n;
}

/** /vacation days:N — N whole days from now, within what is left of the budget. */
export async function takeVacation(
  deps: ServiceDeps,
  guildId: string,
  userId: string,
  days: number,
): Promise<Result<{ message: Text }>> {
  const now = deps.now?.() ?? new Date();
  if (!Number.isInteger(days) || days < 1) return fail('BAD_DAYS', t('vacationBadDays'));
  const v = await deps.repo.getVacation(guildId, userId, yearOf(now));
  const left = Math.max(0, BUDGET_MS - v.usedMs);
  if (v.until && v.until > now) return fail('ON_VACATION', t('vacationAlready', { until: discordTime(v.until) }));
  if (days * DAY > left) return fail('NO_BUDGET', t('vacationNoBudget', { days, left: Math.floor(left / DAY) }));
  const until = new Date(now.getTime() + days * DAY);
  const games = await eachClock(deps, guildId, userId, now, (game, clock, side) => {
    if (clock.pace.vacation === false) return null;
    const name = moduleOf(game).sideName(side);
    return {
      clock: startVacation(clock, side, now, until),
      text: t('vacationStarted', { user: userId, sideJa: name.ja, sideEn: name.en, until: discordTime(until) }),
    };
  });
  await deps.repo.setVacation(guildId, userId, yearOf(now), v.usedMs + days * DAY, until);
  return {
    ok: true,
    value: {
      message: t('vacationTaken', {
        days,
        until: discordTime(until),
        games,
        left: Math.floor((left - days * DAY) / DAY),
      }),
    },
  };
}

/** /vacation off — the vacation ends now; the days not used go back to the budget. */
export async function endVacationNow(
  deps: ServiceDeps,
  guildId: string,
  userId: string,
): Promise<Result<{ message: Text }>> {
  const now = deps.now?.() ?? new Date();
  const v = await deps.repo.getVacation(guildId, userId, yearOf(now));
  if (!v.until || v.until <= now) return fail('NOT_ON_VACATION', t('vacationNone'));
  // Whole days not begun go back.
  const back = Math.floor((v.until.getTime() - now.getTime()) / DAY) * DAY;
  await eachClock(deps, guildId, userId, now, (game, clock, side) => {
    const name = moduleOf(game).sideName(side);
    return {
      clock: endVacation(clock, side, now),
      text: t('vacationEnded', { user: userId, sideJa: name.ja, sideEn: name.en }),
    };
  });
  await deps.repo.setVacation(guildId, userId, yearOf(now), Math.max(0, v.usedMs - back), null);
  return { ok: true, value: { message: t('vacationOff', { back: back / DAY }) } };
}
