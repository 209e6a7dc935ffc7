// Standing preferences: a seated player's automatic answer to some decisions (declared by the
// game's front: its fields, how to read them, how to describe them). Setting one answers the
// decision waiting for that player at once when the preference covers it. And one of every game:
// to confirm each hand-over (/done hold:True), held until the player's Done (/done, src/service/hold.ts).
import { pendingSides } from '#engine/engine.ts';
import type { Locale, Text } from '#engine/types.ts';
import { change } from './change.ts';
import { CONFIRM_PREF, heldSide } from './hold.ts';
import { owedMessages } from './notifications.ts';
import { t } from './i18n.ts';
import { act } from './play.ts';
import { fail, moduleOf, seatOf, type Game, type GameRef, type Result, type ServiceDeps } from './types.ts';

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

/**
 * /done hold:True/False: whether the player confirms each of their hand-overs in this channel's game (a seat's
 * preference of every game). Turned off while a hand-over is held, it is released at once.
 */
export async function setConfirmHandOvers(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  on: boolean,
): Promise<Result<{ game: Game; message: Text }>> {
  const r = await change(deps, { channelId }, (game) => {
    const side = seatOf(game, userId);
    if (!side) return fail('NOT_SEATED', t('notSeated'));
    const prefs = { ...(game.seats.find((s) => s.side === side)?.prefs ?? {}), [CONFIRM_PREF]: on };
    return {
      ok: true,
      value: {
        state: game.state,
        actions: [],
        outbox: [],
        seatUpdates: [{ side, prefs }],
        message: t(on ? 'confirmHandOversOn' : 'confirmHandOversOff'),
      },
    };
  });
  if (!r.ok || on || heldSide(r.value.game.seats, r.value.game.state) !== seatOf(r.value.game, userId)) return r;
  const released = await releaseHandOver(deps, { channelId, gameId: r.value.game.id }, userId);
  if (!released.ok) return r;
  const m = r.value.message;
  const d = released.value.message;
  return {
    ok: true,
    value: { game: released.value.game, message: { ja: `${m.ja}\n${d.ja}`, en: `${m.en}\n${d.en}` } },
  };
}

/**
 * Done (the button, or /done): the player's held hand-over goes out — the channel's post and its
 * ping, the DMs owed — in this commit's outbox, once: a second press finds nothing held. Their
 * clock stops here and the other side's starts (src/service/change.ts clockAfter).
 */
export async function releaseHandOver(
  deps: ServiceDeps,
  ref: GameRef,
  userId: string,
): Promise<Result<{ game: Game; message: Text }>> {
  return change(deps, ref, (game) => {
    if (game.status !== 'active') return fail('NOT_ACTIVE', t('notActive'));
    const side = seatOf(game, userId);
    if (!side) return fail('NOT_SEATED', t('notSeated'));
    if (heldSide(game.seats, game.state) !== side) return fail('NOTHING_HELD', t('handOverNotHeld'));
    const owed = owedMessages(moduleOf(game), game, game.state, game.state, [], game.version + 1, [], true);
    return {
      ok: true,
      value: {
        state: game.state,
        actions: [],
        outbox: owed.outbox,
        announced: owed.announced,
        seatUpdates: owed.seatUpdates,
        message: t('handOverReleased'),
      },
    };
  });
}
