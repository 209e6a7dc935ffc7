// Playing: an actor (a seated member, the system, an automated seat) takes one action or a
// shortcut's sequence of actions in a game. Each action is one row of the log, recording whether
// it rolled dice or revealed hidden information; the command commits whole or not at all.
import { legalOverview } from '#engine/autocomplete.ts';
import { apply, legalActions, normaliseAction, pendingSides, RESIGN, TIMEOUT, visibleLog } from '#engine/engine.ts';
import type { Clock } from './clock/time.ts';
import type { Plan } from '#engine/shortcuts.ts';
import type { GameModule, GameState, LogEntry, Side, Text } from '#engine/types.ts';
import { change } from './change.ts';
import { t, tr } from './i18n.ts';
import { owedMessages } from './notifications.ts';
import { heldReply, heldSide } from './hold.ts';
import { settle } from './settle.ts';
import { viewKey } from './interactions/kind.ts';
import {
  actorId,
  fail,
  isKeyed,
  moduleOf,
  sideOfActor,
  type Actor,
  type Game,
  type GameRef,
  type Result,
  type ServiceDeps,
  userOf,
} from './types.ts';

/**
 * One action as /act takes it, or a shortcut (/move, /attack, /play, /end): the sequence of
 * actions it stands for, planned on the current state (src/engine/shortcuts.ts).
 */
export type ActionInput = string | ((m: GameModule, state: GameState, side: Side) => Plan);

export interface PlayOptions {
  /** From a button: the version the button was drawn for. */
  expectedVersion?: number;
  /** From a private button (src/service/private-buttons.ts): the key of the player's view it was drawn for. */
  expectedView?: string;
  /** From a channel button (src/service/interactions/action.ts): the key of the public view it was drawn at. */
  expectedPublicView?: string;
  /**
   * What the player typed, for a refusal's "did you mean" when the action is planned (a command
   * with options, as "move J9 0406"); a typed action text is its own.
   */
  typed?: string;
}

/** Play in a game addressed by reference, as `actor`. */
export async function play(
  deps: ServiceDeps,
  ref: GameRef,
  actor: Actor,
  action: ActionInput,
  opts: PlayOptions = {},
): Promise<Result<{ game: Game; message: Text; log: LogEntry[] }>> {
  let applied: LogEntry[] = [];
  const r = await change(deps, ref, (game) => {
    if (game.status !== 'active') return fail('NOT_ACTIVE', t('notActive'));
    const side = sideOfActor(game, actor);
    if (!side) return fail('NOT_SEATED', t('notSeated'));
    if (opts.expectedVersion !== undefined && opts.expectedVersion !== game.version)
      return fail('STALE_BUTTON', t('staleButton'));
    const m = moduleOf(game);
    // A loss on time is the service's to apply (claimTimeout), never typed; a player whose clock ran
    // out waits for the opponent's choice (win, unrated end, or letting them go on), or resigns.
    const typed = typeof action === 'string' ? normaliseAction(action).toLowerCase() : null;
    if (typed === TIMEOUT) return fail('NOT_LEGAL_TIMEOUT', t('timeoutNotAnAction'));
    // A hand-over held for its player's Done (src/service/hold.ts): the other side waits for it.
    const holder = heldSide(game.seats, game.state);
    if (holder && holder !== side && typed !== RESIGN)
      return fail('HAND_OVER_HELD', t('handOverHeld', { user: userOf(game, holder) ?? '' }));
    const flagged = (game.clock as Clock | null)?.flagged;
    if (flagged === side && actor.kind === 'user' && typed !== RESIGN) {
      const opponent = game.seats.find((s) => s.side !== side)?.userId ?? '';
      return fail('OUT_OF_TIME', t('outOfTime', { opponent }));
    }
    if (opts.expectedView !== undefined && viewKey(m.view(game.state, side)) !== opts.expectedView)
      return fail('STALE_BUTTON', t('stalePrivateButton'));
    if (opts.expectedPublicView !== undefined && viewKey(m.view(game.state, null)) !== opts.expectedPublicView)
      return fail('STALE_BUTTON', t('staleButton'));
    const res = typeof action === 'string' ? planOne(m, game.state, side, action) : action(m, game.state, side);
    if (!res.ok)
      return fail(res.rejection.code, res.rejection.text, {
        rejection: res.rejection,
        legal: res.legal,
        ...(typeof action === 'string'
          ? { typed: normaliseAction(action) }
          : opts.typed
            ? { typed: normaliseAction(opts.typed) }
            : {}),
      });
    const who = actorId(game, actor);
    const actions = res.actions.map((a, i) => ({
      side,
      userId: who,
      action: a,
      rolled: res.did?.[i]?.rolled ?? false,
      revealed: res.did?.[i]?.revealed ?? false,
    }));
    const auto = settle(m, game.seats, res.state);
    const state = auto.state;
    const log = [...res.log, ...auto.log];
    actions.push(...auto.actions);
    applied = log;
    const finished = state.result !== null;
    const own = visibleLog(log, side).map((e) => e.text);
    const next = finished ? null : stillYours(m, state, side);
    const message: Text = {
      ja: [own.map((l) => l.ja).join('\n') || '✅', next?.ja].filter(Boolean).join('\n'),
      en: [own.map((l) => l.en).join('\n') || '✅', next?.en].filter(Boolean).join('\n'),
    };
    const owedMsgs = owedMessages(m, game, game.state, state, log, game.version + 1);
    // Game over: the channel post reveals the dice secret (commit–reveal, docs/dice.md).
    if (finished && isKeyed(game.setup)) {
      const reveal = t('diceReveal', { secret: game.setup.secret, commitment: game.setup.commitment });
      for (const o of owedMsgs.outbox) if (o.payload.type === 'update') o.payload.lines.push(reveal);
    }
    return {
      ok: true,
      value: {
        state,
        status: finished ? 'finished' : undefined,
        winner: finished ? (state.result!.winner ?? null) : undefined,
        actions,
        outbox: owedMsgs.outbox,
        announced: owedMsgs.announced,
        ...(owedMsgs.seatUpdates.length ? { seatUpdates: owedMsgs.seatUpdates } : {}),
        message: owedMsgs.held === side ? heldReply(message) : message,
      },
    };
  });
  if (!r.ok) return r;
  return { ok: true, value: { ...r.value, log: applied } };
}

/**
 * When the player who acted owes the next decision too (a destination after a move's first step,
 * the next move of a phase), the reply says so and what is legal, since no channel post pings them.
 */
function stillYours(m: GameModule, state: GameState, side: Side, max = 12): Text | null {
  if (!pendingSides(state).includes(side)) return null;
  const legal = legalActions(m, state, side);
  if (!legal.length) return null;
  const summary = m.summary(state);
  // Every legal action is named: a long list by its first words ("move J1 …"), none left out.
  const list = legalOverview(
    legal.map((l) => l.action),
    max,
  )
    .map((a) => `\`${a}\``)
    .join(', ');
  return {
    ja: `▶ 続けてあなたの番です: ${summary.ja}\n${tr('ja', 'legalNow', { list })}`,
    en: `▶ Still your move: ${summary.en}\n${tr('en', 'legalNow', { list })}`,
  };
}

/** /act: one action, as a plan of one step. */
function planOne(m: GameModule, state: GameState, side: Side, action: string): Plan {
  const res = apply(m, state, side, action);
  if (!res.ok) return { ok: false, rejection: res.rejection, legal: legalActions(m, state, side) };
  return {
    ok: true,
    actions: [res.action],
    state: res.state,
    log: res.log,
    did: [{ rolled: res.rolled, revealed: res.revealed }],
  };
}

export interface ActInput {
  channelId: string;
  userId: string;
  action: ActionInput;
  /** From a button: the version the button was drawn for. */
  expectedVersion?: number;
  /** From a button: the game it was drawn for (acts on that game only). */
  gameId?: string;
  /** From a private button: the key of the presser's view it was drawn for. */
  expectedView?: string;
  /** From a channel button: the key of the public view it was drawn at. */
  expectedPublicView?: string;
  /** A command's options as typed, for a refusal's "did you mean" (PlayOptions.typed). */
  typed?: string;
}

/** A member's action in a channel's game (commands), or in a button's game. */
export function act(deps: ServiceDeps, input: ActInput) {
  const ref: GameRef = input.gameId
    ? { gameId: input.gameId, channelId: input.channelId }
    : { channelId: input.channelId };
  return play(deps, ref, { kind: 'user', userId: input.userId }, input.action, {
    expectedVersion: input.expectedVersion,
    expectedView: input.expectedView,
    expectedPublicView: input.expectedPublicView,
    typed: input.typed,
  });
}
