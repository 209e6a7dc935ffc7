// Held hand-overs (issue 23, "play that flows"): a player may ask to confirm each hand-over
// (/done hold:True, a standing preference of their seat in any game). When their action hands the
// decision to the other side, the change commits as usual but its channel post, its ping and the
// players' DMs are held (src/service/notifications.ts owedMessages), the other side may not act
// yet, and the player's clock keeps running: their actions stay theirs to take back (/undo) until
// they press Done (/done), which sends what was held, once. Pure reads of a game's seats and state.
import { pendingSides } from '#engine/engine.ts';
import type { GameState, Side, Text } from '#engine/types.ts';
import { t } from './i18n.ts';

/** The seat's standing preference: hold each of its hand-overs until Done (Seat.prefs). */
export const CONFIRM_PREF = 'confirmHandOver';
/** The seat's hand-over is held (Seat.prefs): meaningful while the decision has passed on. */
export const HELD_PREF = 'handOverHeld';

interface SeatLike {
  side: Side;
  prefs?: Record<string, unknown> | null;
}

/** Whether the seat asked to confirm each hand-over. */
export const confirmsHandOvers = (seat: SeatLike | undefined): boolean => seat?.prefs?.[CONFIRM_PREF] === true;

/**
 * The side whose hand-over is held now, or null: its seat is marked and the decision is no longer
 * its own (an undo that gave the decision back ends the hold by itself), the game not over.
 */
export function heldSide(seats: readonly SeatLike[], state: GameState): Side | null {
  if (state.result) return null;
  const pending = pendingSides(state);
  return seats.find((s) => s.prefs?.[HELD_PREF] === true && !pending.includes(s.side))?.side ?? null;
}

/** The seats with a change's updates of their preferences applied. */
export function seatsAfter<S extends SeatLike>(
  seats: readonly S[],
  updates: readonly { side: string; prefs?: Record<string, unknown> }[] | undefined,
): S[] {
  if (!updates?.length) return [...seats];
  return seats.map((s) => {
    const u = updates.find((x) => x.side === s.side && x.prefs);
    return u ? { ...s, prefs: u.prefs } : s;
  });
}

/**
 * Who owes a decision as the clocks count it: the holder of a held hand-over (their clock runs
 * until they press Done), else whoever the rules say.
 */
export function clockOwers(seats: readonly SeatLike[], state: GameState): Side[] {
  const held = heldSide(seats, state);
  return held ? [held] : pendingSides(state);
}

/** The reply to an action whose hand-over is held: what it did, then that it waits for Done. */
export function heldReply(message: Text): Text {
  const note = t('handOverHeldReply');
  return { ja: `${message.ja}\n${note.ja}`, en: `${message.en}\n${note.en}` };
}
