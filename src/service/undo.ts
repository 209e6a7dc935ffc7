// Undo: a player takes back their own last action — only one that rolled no die, revealed nothing
// hidden and did not hand the decision over (the rules' log records each); again and again, back
// to the last die roll, reveal or hand-over. In a decision both sides make at once, the other
// side's later actions stay. The game is replayed
// from its setup and its log without that action, so the state is exactly what it was.
// While the channel has been shown nothing of the action (a move inside a phase that is posted at
// its end, a card set face down), the undo is free and silent; once it was posted, the opponent's
// consent is asked with a button addressed to them, and the channel is told that an undo happened
// and shown the position back — never more than it had seen: an action that revealed nothing holds
// nothing the opponent could not see.
import { createHmac } from 'node:crypto';
import { apply, pendingSides, replay } from '#engine/engine.ts';
import type { ActionRecord } from '#store/repository.ts';
import type { GameState, Text } from '#engine/types.ts';
import { gameOfChannel, gameById } from './change.ts';
import { t } from './i18n.ts';
import { owedMessages, withStatus } from './notifications.ts';
import type { Clock } from './clock/time.ts';
import { compactGameId, expandGameId, type InteractionKind } from './interactions/kind.ts';
import type { OutboxPayload } from './outbox/payloads.ts';
import {
  describeError,
  diceSeedOf,
  fail,
  isKeyed,
  moduleOf,
  seatOf,
  type Game,
  type Result,
  type ServiceDeps,
} from './types.ts';

/** "u:<game>:<position tag>" (older posts: "u:<game>:<version>"). */
export const UNDO_BUTTON_ID = /^u:([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]{16}|\d{1,11})$/;

/**
 * A tag of the game's exact position for a button posted in the channel: HMAC of its version under
 * the game's dice secret (the seed, in games of generator v1). It binds the button to that version
 * and says nothing of it: anyone can read a button's id, and the version counts actions the public
 * may not see (a card set face down, a silent undo).
 */
export function positionTag(game: Game): string {
  const key = isKeyed(game.setup) ? game.setup.secret : `seed:${game.setup.seed}`;
  return createHmac('sha256', key)
    .update(`hexpost/position/${game.id}/${game.version}`)
    .digest('base64url')
    .slice(0, 16);
}

export const undoButtonId = (game: Game) => `u:${compactGameId(game.id)}:${positionTag(game)}`;

/** The consent button's game and position tag (or, from an older post, version), if `customId` is one. */
export function undoConsent(customId: string): { gameId: string; at: string } | null {
  const m = UNDO_BUTTON_ID.exec(customId);
  const gameId = m ? expandGameId(m[1]!) : null;
  return m && gameId ? { gameId, at: m[2]! } : null;
}

/** The opponent's consent to an undo ("u:<game>:<position tag>"). */
export const undoConsentKind: InteractionKind<{ gameId: string; at: string }> = {
  name: 'undo-consent',
  parse: undoConsent,
  async run(deps, p, { gameId, at }) {
    const r = await allowUndo(deps, p.channelId, p.userId, gameId, at);
    return { content: r.ok ? r.value.message[p.locale] : describeError(r.error, p.locale) };
  },
};

type Plan = {
  game: Game;
  side: string;
  state: GameState;
  fromSeq: number;
  fromLogSeq: number;
  later: ActionRecord[];
  shown: boolean;
};

/**
 * Whether `userId` may take back their own last action in `game`, and the state without it. That
 * action is the log's last, or — in a decision both sides make at once (a round of secret orders) — followed
 * only by the other side's actions made while this player still owed theirs: those stay (replayed
 * after it; they must still be legal without it), and none of them may have rolled or revealed.
 */
async function plan(deps: ServiceDeps, game: Game, userId: string): Promise<Result<Plan>> {
  if (game.status !== 'active') return fail('NOT_ACTIVE', t('notActive'));
  const side = seatOf(game, userId);
  if (!side) return fail('NOT_SEATED', t('notSeated'));
  const actions = await deps.repo.loadActions(game.id);
  let at = actions.length - 1;
  while (at >= 0 && actions[at]!.side !== side) at--;
  const mine = actions[at];
  if (!mine || mine.action === 'resign' || mine.action === 'timeout') return fail('UNDO_NOTHING', t('undoNothing'));
  const later = actions.slice(at + 1);
  if (mine.rolled || mine.revealed || later.some((a) => a.rolled || a.revealed))
    return fail('UNDO_ROLLED', t('undoRolled'));
  // A hand-over is final: the other side owes the decision now.
  if (!pendingSides(game.state).includes(side)) return fail('UNDO_HANDED_OVER', t('undoHandedOver'));
  const m = moduleOf(game);
  const seed = diceSeedOf(game.setup);
  const opts = game.setup.options;
  const toMoves = (xs: typeof actions) => xs.map((a) => ({ side: a.side, action: a.action }));
  const before = replay(m, seed, opts, toMoves(actions.slice(0, at)));
  if (!before.ok) return fail('UNDO_REPLAY', t('undoNothing'));
  // The other side's later actions were made while this player still owed a decision (the two
  // decided at once): otherwise the decision had passed to them and back, a hand-over.
  let s = before.state;
  for (const a of [mine, ...later]) {
    if (a !== mine && !pendingSides(s).includes(side)) return fail('UNDO_HANDED_OVER', t('undoHandedOver'));
    const r = apply(m, s, a.side, a.action);
    if (!r.ok) return fail('UNDO_REPLAY', t('undoNothing'));
    s = r.state;
  }
  const r = replay(m, seed, opts, toMoves([...actions.slice(0, at), ...later]));
  if (!r.ok) return fail('UNDO_AFTER_OTHERS', t('undoAfterOthers'));
  const fromLogSeq = before.state.log.length;
  return {
    ok: true,
    value: { game, side, state: r.state, fromSeq: mine.seq, fromLogSeq, later, shown: game.announced > fromLogSeq },
  };
}

async function perform(deps: ServiceDeps, p: Plan, by: string): Promise<Result<{ message: Text }>> {
  const { game, state } = p;
  const m = moduleOf(game);
  const announced = Math.min(game.announced, state.log.length);
  const name = m.sideName(p.side);
  const text = t('undone', { user: by, sideJa: name.ja, sideEn: name.en });
  // Shown before: the channel gets the position back (its map) and is told of the undo. Shown to
  // nobody: nothing changes for the channel, and nothing is posted — a post would tell the opponent
  // that something was done (cards set face down: not even that may be known).
  const posted = p.shown ? owedMessages(m, game, null, { ...state, log: [] }, [], game.version + 1, [text]).outbox : [];
  const outbox = withStatus(m, game, posted, null, game.clock as Clock | null, deps.now?.() ?? new Date());
  const ok = await deps.repo.commitUndo<OutboxPayload>({
    gameId: game.id,
    expectedVersion: game.version,
    state: { ...state, log: state.log.slice(announced) },
    announced,
    fromSeq: p.fromSeq,
    fromLogSeq: p.fromLogSeq,
    // The other side's later actions stay, numbered on from the undone one, with their log entries.
    actions: p.later.map((a) => ({
      side: a.side,
      userId: a.userId,
      action: a.action,
      rolled: a.rolled,
      revealed: a.revealed,
    })),
    log: state.log.slice(p.fromLogSeq).map((entry, i) => ({ seq: p.fromLogSeq + i, entry })),
    outbox,
  });
  if (!ok) return fail('BUSY', t('busy'));
  deps.onOutbox?.();
  return { ok: true, value: { message: t('undoDone') } };
}

/** /undo: take back your last action (free while nothing of it was posted; else ask the opponent). */
export async function undo(deps: ServiceDeps, channelId: string, userId: string): Promise<Result<{ message: Text }>> {
  const found = await gameOfChannel(deps, channelId);
  if (!found.ok) return found;
  const p = await plan(deps, found.value as Game, userId);
  if (!p.ok) return p;
  if (!p.value.shown) return perform(deps, p.value, userId);
  // Posted already: the opponent decides, with a button addressed to them.
  const game = p.value.game;
  const others = game.seats.filter((s) => s.userId !== userId).map((s) => s.userId);
  const name = moduleOf(game).sideName(p.value.side);
  const text = t('undoAsk', {
    user: userId,
    sideJa: name.ja,
    sideEn: name.en,
    opponent: others.map((u) => `<@${u}>`).join(' '),
  });
  await deps.repo.queueOutbox<OutboxPayload>(game.id, [
    {
      kind: 'channel',
      target: game.channelId,
      payload: {
        type: 'notice',
        gameId: game.id,
        text,
        mention: others,
        buttons: [{ customId: undoButtonId(game), label: t('allowUndoButton'), style: 'primary' }],
      },
    },
  ]);
  deps.onOutbox?.();
  return { ok: true, value: { message: t('undoAsked') } };
}

/** The opponent presses "Allow the undo": only while the game is still where it was asked. */
export async function allowUndo(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  gameId: string,
  at: string,
): Promise<Result<{ message: Text }>> {
  const found = await gameById(deps, gameId, channelId);
  if (!found.ok) return found;
  const game = found.value as Game;
  if (at !== positionTag(game) && at !== String(game.version)) return fail('STALE_BUTTON', t('staleButton'));
  if (!seatOf(game, userId)) return fail('NOT_SEATED', t('notSeated'));
  // The one asking is the other player.
  const asker = game.seats.find((s) => s.userId !== userId);
  if (!asker) return fail('NOT_SEATED', t('notSeated'));
  const p = await plan(deps, game, asker.userId);
  if (!p.ok) return p;
  return perform(deps, p.value, asker.userId);
}
