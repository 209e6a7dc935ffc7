// /remind: how a player is reminded in the channel's game — by DM (the default), in the channel,
// or not at all; quiet hours in their own time zone (a reminder due then waits until they end);
// and "mute for this turn" (no reminder until their clock stops; the clock itself runs on).
import type { Text } from '#engine/types.ts';
import { change } from './change.ts';
import { parseQuiet, type Clock } from './clock/time.ts';
import { t } from './i18n.ts';
import { fail, seatOf, type Game, type Result, type ServiceDeps } from './types.ts';

export interface ReminderInput {
  where?: 'dm' | 'channel' | 'off' | null;
  /** "22-7+9": from 22:00 to 7:00 at UTC+9; "off": none. */
  quiet?: string | null;
  mute?: boolean | null;
}

export async function setReminders(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  input: ReminderInput,
): Promise<Result<{ game: Game; message: Text }>> {
  return change(deps, { channelId }, (game) => {
    const side = seatOf(game, userId);
    if (!side) return fail('NOT_SEATED', t('notSeated'));
    const clock = game.clock as Clock | null;
    if (!clock) return fail('NO_CLOCK', t('noClock'));
    const prefs = { ...(game.seats.find((s) => s.side === side)?.prefs ?? {}) };
    if (input.where) prefs.reminders = input.where;
    if (input.quiet) {
      if (/^\s*off\s*$/i.test(input.quiet)) delete prefs.quiet;
      else {
        const q = parseQuiet(input.quiet);
        if (!q) return fail('BAD_QUIET', t('badQuiet', { quiet: input.quiet }));
        prefs.quiet = q;
      }
    }
    const s = clock.sides[side]!;
    const muting = input.mute === true;
    if (muting && !s.since) return fail('NOT_YOUR_TURN_TO_MUTE', t('muteNotRunning'));
    const next: Clock | undefined = muting
      ? { ...clock, sides: { ...clock.sides, [side]: { ...s, muted: true } } }
      : undefined;
    const q = prefs.quiet as { from: number; to: number; offset: number } | undefined;
    const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
    const message = t('remindersSet', {
      where: String(prefs.reminders ?? 'dm'),
      quiet: q ? `${q.from}–${q.to} (UTC${sign(q.offset)})` : '—',
      muted: muting ? 'yes' : 'no',
    });
    return {
      ok: true,
      value: {
        state: game.state,
        actions: [],
        outbox: [],
        seatUpdates: [{ side, prefs }],
        message,
        ...(next ? { clock: next } : {}),
      },
    };
  });
}
