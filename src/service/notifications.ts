// What a change owes the channel and the players: the public post (map, new public lines, a ping of
// whoever must decide, buttons for a short public decision) and each player's DM of their view.
// Everything in them is built from the game's per-side projections (view, visible log, summary).
import { legalActions, pendingSides, visibleLog } from '#engine/engine.ts';
import type { GameModule, GameState, Locale, LogEntry, Side, Text } from '#engine/types.ts';
import type { OutboxInput } from '#store/repository.ts';
import type { ButtonPrompt, OutboxPayload } from './outbox/payloads.ts';
import { aiSideOf, userOf, type Game } from './types.ts';
import { remaining, type Clock } from './clock/time.ts';
import { clockLines } from './clock/text.ts';
import { t, tr } from './i18n.ts';
import { privateWindow, shownOwners, type SeatPrefs } from './settle.ts';
import { confirmsHandOvers, HELD_PREF } from './hold.ts';

function sideLabel(m: GameModule, side: Side): Text {
  return m.sideName(side);
}

/**
 * Whether a change is shown to the channel now: at a hand-over — when whoever owes a decision
 * changes — or when the game ends, unless the game holds the hand-over back (`announce`: orders
 * set face down). Moves inside one player's stretch of decisions wait for its end (one post per
 * hand-over, carrying every public line since the last post). With the seats (their standing
 * preferences), a private window (src/service/settle.ts) is no hand-over: the channel is shown
 * neither its opening nor its close, only where the stretch it interrupted goes next.
 * `prev` null: the game has just started.
 */
export function postsNow(
  m: GameModule,
  prev: GameState | null,
  state: GameState,
  seats?: readonly SeatPrefs[],
): boolean {
  if (!prev) return true;
  if (state.result && !prev.result) return true;
  if (seats && privateWindow(m, seats, state)) return false;
  const a = shownOwners(m, seats, prev);
  const b = pendingSides(state);
  if (a.length === b.length && a.every((s) => b.includes(s))) return false;
  return m.announce ? m.announce(prev, state) === 'post' : true;
}

/**
 * What a change owes: a public channel post (map, the public log lines since the last post, a
 * ping of whoever must decide, buttons for a short public decision) when the change is shown now
 * (`postsNow`), and a DM to each player whose private view changed since the last post (their
 * view, and their hand of cards in games that have one). DMs go out with the posts: a change a
 * player alone may see that is not shown yet marks their seat (`privateOwed`) and the next post
 * sends it, so a player gets at most one private map per post — per hand-over — however many
 * moves the stretch had (/view shows it at any time). `prev` null: the game has just started.
 */
export function owedMessages(
  m: GameModule,
  game: Game,
  prev: GameState | null,
  state: GameState,
  newLog: LogEntry[],
  version: number,
  extraLines: Text[] = [],
  release = false,
): {
  outbox: OutboxInput<OutboxPayload>[];
  announced: number;
  seatUpdates: OwedSeatUpdate[];
  /** The side whose hand-over this change holds until its Done (src/service/hold.ts), or null. */
  held: Side | null;
} {
  const out: OutboxInput<OutboxPayload>[] = [];
  const updates = new Map<Side, OwedSeatUpdate>();
  const update = (side: Side, u: Omit<OwedSeatUpdate, 'side'>) =>
    updates.set(side, { ...(updates.get(side) ?? { side }), ...u });
  let post = release || postsNow(m, prev, state, game.seats);
  // A hand-over by a player who confirms each (/done hold:True) is held: nothing is posted nor sent (the
  // DMs are owed, as inside a stretch) until their Done (`release`), which posts it all.
  const held = post && !release && prev && !state.result ? holder(m, game, prev, state) : null;
  if (held) {
    post = false;
    const seat = game.seats.find((s) => s.side === held)!;
    update(held, { prefs: { ...(seat.prefs ?? {}), [HELD_PREF]: true } });
  } else if (post)
    for (const seat of game.seats)
      if (seat.prefs?.[HELD_PREF] !== undefined) {
        const { [HELD_PREF]: _, ...prefs } = seat.prefs;
        update(seat.side, { prefs });
      }
  // A private window (src/service/settle.ts) is asked by DM, not in the channel; when it closes
  // back into the stretch it interrupted, that stretch's player is told by DM that it goes on.
  const quiet = !post && !held;
  const before = quiet && prev ? privateWindow(m, game.seats, prev) : null;
  const asked = quiet ? privateWindow(m, game.seats, state) : null;
  const closed = asked ? null : before;
  const told = new Map<Side, Text>();
  if (asked !== before) {
    const summary = m.summary(state);
    const words = { summaryJa: summary.ja, summaryEn: summary.en };
    if (asked) told.set(asked, t('privateWindow', words));
    if (closed) for (const s of pendingSides(state)) if (s !== closed) told.set(s, t('stretchResumes', words));
  }
  // The state's log holds the entries since the channel's last post (the game's entries from
  // game.announced on, see change.ts); a post shows them all.
  const announced = post ? game.announced + state.log.length : game.announced;
  if (post) {
    const toAct = pendingSides(state);
    // The AI seat (src/service/ai-seat.ts) is pinged by nobody and given no buttons: its job moves.
    const ai = aiSideOf(game);
    const mention = toAct
      .filter((s) => s !== ai)
      .map((s) => userOf(game, s))
      .filter((u): u is string => !!u);
    let prompt: ButtonPrompt | undefined;
    let more = false;
    if (toAct.length === 1) {
      const side = toAct[0]!;
      const legal = legalActions(m, state, side);
      const userId = userOf(game, side);
      // Buttons only for short public decisions (a defender's retreat before combat, an advance, a
      // "pass" of a combat-event window): everyone reads the buttons of a channel post, so a secret
      // choice (which counter goes where, which card to play) is never a button, however short the
      // list; the player makes it with /act.
      const shown = legal.filter((l) => l.public === true);
      // In a game with secret hands, whether the player has a private choice (a card they could
      // play now) is itself secret: the buttons and the "other choices" hint then depend only on
      // the public choices and the (public) hand size, never on which cards are held.
      const cards = m.hand ? (m.hand(m.view(state, side), side)?.cards.length ?? 0) : null;
      const mayHavePrivate = cards === null ? shown.length < legal.length : cards > 0;
      if (side !== ai && userId && shown.length > 0 && shown.length <= 10 && (!mayHavePrivate || shown.length <= 3)) {
        prompt = { userId, side, actions: shown };
        more = mayHavePrivate;
      }
    }
    out.push({
      kind: 'channel',
      target: game.channelId,
      payload: {
        type: 'update',
        gameId: game.id,
        gameType: game.gameType,
        version,
        view: m.view(state, null),
        lines: [...extraLines, ...visibleLog(state.log, null).map((e) => e.text), ...handsAtEnd(m, prev, state)],
        summary: m.summary(state),
        mention,
        prompt,
        moreChoices: more,
        result: state.result,
      },
    });
  }
  for (const seat of game.seats) {
    // The AI seat reads no DM (it is given its side's projection when it decides).
    if (seat.side === aiSideOf(game)) continue;
    // What this player alone may see changed (as the game judges it: privateChanged), now or in a
    // change not shown yet; the channel's post carries everything else, and /log the player's own lines.
    const changed = !prev || !m.privateChanged || m.privateChanged(prev, state, seat.side);
    const owed = seat.privateOwed === true;
    const tell = told.get(seat.side);
    if (tell) {
      // Asked in private, or told their stretch goes on: their view as it stands, with the lines
      // they may read (the whole stretch for the window's player, who decides on it).
      if (owed) update(seat.side, { privateOwed: false });
      const lines = visibleLog(seat.side === asked ? state.log : newLog, seat.side).map((e) => e.text);
      out.push(privateDm(m, game, seat, state, version, [...extraLines, ...lines, tell]));
      continue;
    }
    if (!post) {
      if (changed && !owed) update(seat.side, { privateOwed: true });
      continue;
    }
    if (owed) update(seat.side, { privateOwed: false });
    if (!changed && !owed) continue;
    // The lines only this player may read since the last post (the state's log holds them all, see
    // above); the public ones are in the channel's post.
    const own = (prev ? state.log : newLog).filter((e) => e.to?.includes(seat.side) || e.own?.side === seat.side);
    const ownText = visibleLog(own, seat.side).map((e) => e.text);
    out.push(privateDm(m, game, seat, state, version, [...extraLines, ...ownText]));
  }
  return { outbox: out, announced, seatUpdates: [...updates.values()], held };
}

/** A seat's update a change's messages owe: a DM owed or sent, a hand-over held or released. */
export interface OwedSeatUpdate {
  side: string;
  privateOwed?: boolean;
  prefs?: Record<string, unknown>;
}

/**
 * The side that hands the decision over in this change and asked to confirm each hand-over: it
 * owed a decision before (as the channel was shown) and owes none now, and the decision went to a
 * side that did not owe one (finishing one's part of a decision both sides make at once is no
 * hand-over: the other side was deciding already).
 */
function holder(m: GameModule, game: Game, prev: GameState, state: GameState): Side | null {
  const before = shownOwners(m, game.seats, prev);
  const after = pendingSides(state);
  if (!after.some((s) => !before.includes(s))) return null;
  return (
    game.seats.find((s) => confirmsHandOvers(s) && before.includes(s.side) && !after.includes(s.side))?.side ?? null
  );
}

/** A player's DM: their view (and hand), the lines given, the public summary. */
function privateDm(
  m: GameModule,
  game: Game,
  seat: Game['seats'][number],
  state: GameState,
  version: number,
  lines: Text[],
): OutboxInput<OutboxPayload> {
  const view = m.view(state, seat.side);
  return {
    kind: 'dm',
    target: seat.userId,
    locale: seat.locale,
    payload: {
      type: 'private',
      gameId: game.id,
      gameType: game.gameType,
      channelId: game.channelId,
      version,
      side: seat.side,
      sideName: sideLabel(m, seat.side),
      view,
      hand: m.hand?.(view, seat.side) ?? undefined,
      lines,
      summary: m.summary(state),
      locale: seat.locale as Locale,
    },
  };
}

/**
 * The game's end reveals what the rules kept hidden: in games with hands of cards, the final post
 * lists each side's hand (the views show the rest: hidden strengths and identities are shown on
 * the final map by each game's view once the game has a result).
 */
function handsAtEnd(m: GameModule, prev: GameState | null, state: GameState): Text[] {
  if (!state.result || prev?.result || !m.hand) return [];
  return m.sides.flatMap((side) => {
    const hand = m.hand!(m.view(state, side), side);
    if (!hand) return [];
    const name = m.sideName(side);
    const cards = (l: Locale) =>
      hand.lines.length ? hand.lines.map((x) => x[l].slice(0, 40)).join(' / ') : tr(l, 'noCards');
    return [t('handAtEnd', { sideJa: name.ja, sideEn: name.en, cardsJa: cards('ja'), cardsEn: cards('en') })];
  });
}

/**
 * The pinned status message's row for a change: built from the change's channel post (the same
 * public view, summary, result), naming whoever must decide without pinging; an abort (no post of
 * a result) marks it aborted. Null when the change posts nothing to the channel and ends nothing.
 */
export function statusRow(
  m: GameModule,
  game: Game,
  outbox: OutboxInput<OutboxPayload>[],
  ending: 'aborted' | null,
): OutboxInput<OutboxPayload> | null {
  const post = [...outbox]
    .reverse()
    .find((o) => o.kind === 'channel' && o.target === game.channelId && o.payload.type === 'update');
  const u = post?.payload.type === 'update' ? post.payload : null;
  if (!u && ending !== 'aborted') return null;
  if (!u && game.status !== 'active') return null; // a challenge withdrawn: no status was ever posted
  return {
    kind: 'channel',
    target: game.channelId,
    payload: {
      type: 'status',
      gameId: game.id,
      gameType: game.gameType,
      version: u?.version ?? game.version + 1,
      view: u?.view ?? m.view(game.state, null),
      summary: u?.summary ?? m.summary(game.state),
      toAct: ending === 'aborted' || u?.result ? [] : (u?.mention ?? []),
      result: u?.result ?? null,
      ...(ending === 'aborted' ? { aborted: true } : {}),
    },
  };
}

/**
 * A change's messages as they go out: its own, then the pinned status message's edit (statusRow),
 * the posts and the status showing the clocks as they stand after the change (none: no clock).
 */
export function withStatus(
  m: GameModule,
  game: Game,
  outbox: OutboxInput<OutboxPayload>[],
  ending: 'aborted' | null,
  clock: Clock | null | undefined,
  now: Date,
): OutboxInput<OutboxPayload>[] {
  const status = statusRow(m, game, outbox, ending);
  const all = status ? [...outbox, status] : outbox;
  if (!clock) return all;
  // The picture's clocks (its status panel), as the line reads them: one value for every row of
  // the change, so the post and the pinned status share one picture.
  const faces = Object.keys(clock.sides).map((side) => {
    const since = clock.sides[side]!.since;
    return {
      side,
      name: m.sideName(side),
      leftMs: remaining(clock, side, now),
      running: since !== null && Date.parse(since) <= now.getTime(),
      flagged: clock.flagged === side,
    };
  });
  for (const o of all)
    if (o.payload.type === 'update' || o.payload.type === 'status') {
      o.payload.clocks = clockLines(m, clock, now);
      o.payload.clockFaces = faces;
    }
  return all;
}
