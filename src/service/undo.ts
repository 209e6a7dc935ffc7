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
import { apply, labelOf, legalActions, pendingSides, replay } from '#engine/engine.ts';
import { verbsWithRole } from '#engine/decisions.ts';
import type { ActionRecord } from '#store/repository.ts';
import type { GameModule, GameState, Text } from '#engine/types.ts';
import { gameOfChannel, gameById } from './change.ts';
import { FORCED_BY } from './settle.ts';
import { heldSide } from './hold.ts';
import { t } from './i18n.ts';
import { owedMessages, withStatus } from './notifications.ts';
import type { Clock } from './clock/time.ts';
import { compactGameId, expandGameId, type InteractionKind } from './interactions/kind.ts';
import type { OutboxPayload } from './outbox/payloads.ts';
import { aiTurnRows } from './ai-turn.ts';
import {
  aiSideOf,
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
  /** The last action taken back, as its player reads it. */
  label: Text;
};

/**
 * The role of a verb that backs out of a step begun (a chosen unit's `cancel`): a decision that
 * offers one is the middle of a whole action, which an undo never leaves the player in.
 */
const BACK_OUT = 'back-out';

/** Whether `side` stands in the middle of a whole action: its decision offers to back out of it. */
function midAction(m: GameModule, state: GameState, side: string): boolean {
  const verbs = new Set(verbsWithRole(m, state, side, BACK_OUT).map((v) => v.verb));
  return verbs.size > 0 && legalActions(m, state, side).some((l) => verbs.has(l.action.split(' ')[0]!));
}

/** The names of the sides that hold the decision (the hand-over's reason). */
function holders(m: GameModule, state: GameState): { sideJa: string; sideEn: string } {
  const names = pendingSides(state).map((s) => m.sideName(s));
  return { sideJa: names.map((n) => n.ja).join('・'), sideEn: names.map((n) => n.en).join(', ') };
}

/**
 * Whether `userId` may take back their own last whole action in `game`, and the state without it.
 * A whole action: the last one, and while that leaves the player in the middle of an action begun
 * earlier (a unit chosen, its destination still to come — one /move, or two /act), its beginning
 * too, back to the last die roll or reveal. Each /undo takes back one; again and again, back to
 * the last die roll, reveal or hand-over. The action is the log's last, or — in a decision both sides make at once (a round of secret orders) — followed
 * only by the other side's actions made while this player still owed theirs: those stay (replayed
 * after it; they must still be legal without it), and none of them may have rolled or revealed.
 * A refusal names its reason: the hand-over (to whom), or the action that rolled or revealed.
 */
async function plan(deps: ServiceDeps, game: Game, userId: string): Promise<Result<Plan>> {
  if (game.status !== 'active') return fail('NOT_ACTIVE', t('notActive'));
  const side = seatOf(game, userId);
  if (!side) return fail('NOT_SEATED', t('notSeated'));
  const m = moduleOf(game);
  const actions = await deps.repo.loadActions(game.id);
  let at = actions.length - 1;
  // The bot's own actions (a decision that was the only choice, src/service/settle.ts) follow the
  // action that led to them and go with it.
  while (at >= 0 && (actions[at]!.side !== side || actions[at]!.userId === FORCED_BY)) at--;
  const mine = actions[at];
  if (!mine || mine.action === 'resign' || mine.action === 'timeout') return fail('UNDO_NOTHING', t('undoNothing'));
  // A hand-over is final: the other side owes the decision now — unless it is held for this
  // player's Done (src/service/hold.ts): nobody was told, so it is taken back as if never made.
  if (!pendingSides(game.state).includes(side) && heldSide(game.seats, game.state) !== side)
    return fail('UNDO_HANDED_OVER', t('undoHandedOver', holders(m, game.state)));
  const after = actions.slice(at + 1);
  // Only the bot's since: taken back with the action (the state before it was settled already).
  const later = after.every((a) => a.userId === FORCED_BY) ? [] : after;
  // The other side's actions since (and the bot's): the latest that rolled or revealed is the reason (nothing of it named).
  const theirs = [...after].reverse().find((a) => a.rolled || a.revealed);
  if (theirs) {
    const name = m.sideName(theirs.side);
    return fail(
      'UNDO_ROLLED',
      t(theirs.rolled ? 'undoOtherRolled' : 'undoOtherRevealed', { sideJa: name.ja, sideEn: name.en }),
    );
  }
  const seed = diceSeedOf(game.setup);
  const opts = game.setup.options;
  const toMoves = (xs: typeof actions) => xs.map((a) => ({ side: a.side, action: a.action }));
  const upTo = (n: number) => replay(m, seed, opts, toMoves(actions.slice(0, n)));
  // The action itself: if it rolled or revealed, that is the reason, named.
  if (mine.rolled || mine.revealed) {
    const s = upTo(at);
    const label = (s.ok && labelOf(m, s.state, side, mine.action)) || { ja: mine.action, en: mine.action };
    const key = mine.rolled && mine.revealed ? 'undoRolledRevealed' : mine.rolled ? 'undoRolled' : 'undoRevealed';
    return fail(mine.rolled ? 'UNDO_ROLLED' : 'UNDO_REVEALED', t(key, { actionJa: label.ja, actionEn: label.en }));
  }
  let from = at;
  let before = upTo(from);
  if (!before.ok) return fail('UNDO_REPLAY', t('undoNothing'));
  const label = labelOf(m, before.state, side, mine.action) ?? { ja: mine.action, en: mine.action };
  // Left in the middle of a whole action begun by earlier actions of theirs (a unit chosen, its
  // destination still to come; a command of several steps): those go too — back to a roll or a
  // reveal, where the player stays, free to go on or back out.
  while (from > 0 && midAction(m, before.state, side)) {
    const head = actions[from - 1]!;
    if (head.side !== side || head.userId !== mine.userId || head.rolled || head.revealed) break;
    const earlier = upTo(from - 1);
    if (!earlier.ok) break;
    from -= 1;
    before = earlier;
  }
  // The other side's later actions were made while this player still owed a decision (the two
  // decided at once): otherwise the decision had passed to them and back, a hand-over.
  let s = before.state;
  for (const a of [...actions.slice(from, at + 1), ...later]) {
    if (a.side !== side && a.userId !== FORCED_BY && !pendingSides(s).includes(side))
      return fail('UNDO_HANDED_OVER', t('undoHandedOver', holders(m, s)));
    const r = apply(m, s, a.side, a.action);
    if (!r.ok) return fail('UNDO_REPLAY', t('undoNothing'));
    s = r.state;
  }
  const r = replay(m, seed, opts, toMoves([...actions.slice(0, from), ...later]));
  if (!r.ok) return fail('UNDO_AFTER_OTHERS', t('undoAfterOthers'));
  const fromLogSeq = before.state.log.length;
  return {
    ok: true,
    value: {
      game,
      side,
      state: r.state,
      fromSeq: actions[from]!.seq,
      fromLogSeq,
      later,
      shown: game.announced > fromLogSeq,
      label,
    },
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
  const outbox = [
    ...withStatus(m, game, posted, null, game.clock as Clock | null, deps.now?.() ?? new Date()),
    // The AI seat owes the decision the undo gives back (src/service/ai-seat.ts).
    ...aiTurnRows(game, state, game.status, game.version + 1),
  ];
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
  return { ok: true, value: { message: t('undoDone', { actionJa: p.label.ja, actionEn: p.label.en }) } };
}

/** /undo: take back your last action (free while nothing of it was posted; else ask the opponent). */
export async function undo(deps: ServiceDeps, channelId: string, userId: string): Promise<Result<{ message: Text }>> {
  const found = await gameOfChannel(deps, channelId);
  if (!found.ok) return found;
  const p = await plan(deps, found.value as Game, userId);
  if (!p.ok) return p;
  if (!p.value.shown) return perform(deps, p.value, userId);
  const game = p.value.game;
  // Against the computer (a practice game), the computer allows it at once: it has nobody to ask,
  // and a button it would never press would leave the undo waiting for ever.
  const aiSide = aiSideOf(game);
  if (aiSide !== null && game.seats.every((s) => s.userId === userId || s.side === aiSide))
    return perform(deps, p.value, userId);
  // Posted already: the opponent decides, with a button addressed to them.
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
  // Never the asker's refusal (it may name their action, a secret to the one pressing): at the
  // position the button was drawn for the plan is the one the asker was given, so this is rare.
  const p = await plan(deps, game, asker.userId);
  if (!p.ok) return fail('STALE_BUTTON', t('staleButton'));
  const done = await perform(deps, p.value, asker.userId);
  if (!done.ok) return done;
  // The one who allowed it is told whose action was taken back (not "your").
  const name = moduleOf(game).sideName(p.value.side);
  return { ok: true, value: { message: t('undoAllowed', { user: asker.userId, sideJa: name.ja, sideEn: name.en }) } };
}
