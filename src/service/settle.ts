// After every change, the decisions nobody needs to be asked are taken (src/engine/forced.ts: one
// legal choice, fixed by what both sides see), and a seat's standing preference answers the
// decisions it covers (an automatic pass of an event window). Each is an ordinary action in the
// log — the forced ones by `system:forced` — so a replay reproduces them. A pure function of the
// state and the seats' stored preferences, computed with the change it follows so both commit
// together (a crash between them would leave open a decision the bot owed).
//
// A window a preference covers, opened in the other side's stretch (an event window of the
// defender during the attacker's combat), is played in private whether or not the preference
// answers it: no channel post, no ping; the player who owes it is asked by DM, and the stretch it
// interrupted goes on as if it had not been asked. So the channel and the opponent see the same
// thing whether the preference passed at once or the player decided (the twin harness checks it).
import { apply, pendingSides } from '#engine/engine.ts';
import { forcedAction } from '#engine/forced.ts';
import type { GameModule, GameState, LogEntry, Side } from '#engine/types.ts';

/** The actor id of an action the bot took because it was the only one (ActionLog.userId). */
export const FORCED_BY = 'system:forced';

export interface SeatPrefs {
  side: Side;
  userId: string;
  prefs?: Record<string, unknown>;
}

export interface SettledAction {
  side: Side;
  userId: string;
  action: string;
  rolled: boolean;
  revealed: boolean;
}

/** Take every forced decision and every answer a standing preference gives, from `start` on. */
export function settle(
  m: GameModule,
  seats: readonly SeatPrefs[],
  start: GameState,
): { state: GameState; log: LogEntry[]; actions: SettledAction[] } {
  let state = start;
  const log: LogEntry[] = [];
  const actions: SettledAction[] = [];
  // A bound, not a limit any game reaches: a chain of forced steps ends at a real decision.
  for (let i = 0; i < 500 && !state.result; i++) {
    let step: { side: Side; userId: string; action: string } | null = null;
    const forced = forcedAction(m, state);
    if (forced) step = { ...forced, userId: FORCED_BY };
    else if (m.autoAction) {
      const owed = pendingSides(state);
      const seat = owed.length === 1 ? seats.find((x) => x.side === owed[0]) : undefined;
      const auto = seat ? m.autoAction(state, seat.side, seat.prefs ?? {}) : null;
      if (seat && auto) step = { side: seat.side, userId: seat.userId, action: auto };
    }
    if (!step) break;
    const next = apply(m, state, step.side, step.action);
    if (!next.ok) throw new Error(`${m.id}: the bot's own ${step.action} was refused: ${next.rejection.code}`);
    state = next.state;
    log.push(...next.log);
    actions.push({
      side: step.side,
      userId: step.userId,
      action: next.action,
      rolled: next.rolled,
      revealed: next.revealed,
    });
  }
  return { state, log, actions };
}

/** The sides of the nearest frame below the top that someone owes: the stretch the top interrupted. */
function interrupted(state: GameState): Side[] {
  for (let i = state.stack.length - 2; i >= 0; i--) {
    const sides = state.stack[i]!.sides;
    if (sides.length) return sides;
  }
  return [];
}

/**
 * The side whose private window is open: one side owes a decision its standing preference covers
 * (`autoCovers`), opened in the stretch of another side. Null when there is none.
 */
export function privateWindow(m: GameModule, seats: readonly SeatPrefs[], state: GameState): Side | null {
  if (state.result || !m.autoCovers) return null;
  const owed = pendingSides(state);
  if (owed.length !== 1) return null;
  const side = owed[0]!;
  const seat = seats.find((x) => x.side === side);
  if (!seat || !m.autoCovers(state, side, seat.prefs ?? {})) return null;
  const under = interrupted(state);
  return under.length && !under.includes(side) ? side : null;
}

/**
 * Who the channel takes to owe the decision: the sides that owe it, except in a private window,
 * which the channel is not shown — there, the sides whose stretch it interrupted.
 */
export function shownOwners(m: GameModule, seats: readonly SeatPrefs[] | undefined, state: GameState): Side[] {
  if (seats && privateWindow(m, seats, state)) return interrupted(state);
  return pendingSides(state);
}
