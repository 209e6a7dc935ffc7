// Standing preferences: a seated player's automatic answer to some decisions (declared by the
// game's front: its fields, how to read them, how to describe them). Setting one answers the
// decision waiting for that player at once when the preference covers it.
import { pendingSides } from '#engine/engine.ts';
import type { Locale, Text } from '#engine/types.ts';
import { change } from './change.ts';
import { t } from './i18n.ts';
import { act } from './play.ts';
import { fail, moduleOf, seatOf, type Game, type Result, type ServiceDeps } from './types.ts';

export async function setPreferences(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  input: Record<string, unknown>,
): Promise<Result<{ game: Game; message: Text; answered: string | null }>> {
  const r = await change(deps, { channelId }, (game) => {
    const side = seatOf(game, userId);
    if (!side) return fail('NOT_SEATED', t('notSeated'));
    const spec = moduleOf(game).front.preferences;
    if (!spec) return fail('NO_PREFERENCES', t('noPreferences'));
    const parsed = spec.parse(input);
    if (!parsed) return fail('BAD_PREFERENCES', t('badPreferences'));
    const merged = { ...(game.seats.find((s) => s.side === side)?.prefs ?? {}), ...parsed };
    const msg = describe(spec.describe, merged);
    return {
      ok: true,
      value: { state: game.state, actions: [], outbox: [], seatUpdates: [{ side, prefs: merged }], message: msg },
    };
  });
  if (!r.ok) return r;
  const game = r.value.game;
  const m = moduleOf(game);
  const side = seatOf(game, userId)!;
  const prefs = game.seats.find((s) => s.side === side)?.prefs ?? {};
  const auto =
    game.status === 'active' && pendingSides(game.state).join() === side
      ? (m.autoAction?.(game.state, side, prefs) ?? null)
      : null;
  if (auto) {
    const done = await act(deps, { channelId, userId, action: auto });
    if (done.ok) return { ok: true, value: { game: done.value.game, message: r.value.message, answered: auto } };
  }
  return { ok: true, value: { ...r.value, answered: null } };
}

function describe(fn: (p: Record<string, unknown>, l: Locale) => string, prefs: Record<string, unknown>): Text {
  return { ja: t('prefsSet', { prefs: fn(prefs, 'ja') }).ja, en: t('prefsSet', { prefs: fn(prefs, 'en') }).en };
}
