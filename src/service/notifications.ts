// What a change owes the channel and the players: the public post (map, new public lines, a ping of
// whoever must decide, buttons for a short public decision) and each player's DM of their view.
// Everything in them is built from the game's per-side projections (view, visible log, summary).
import { legalActions, pendingSides, visibleLog } from '../engine/engine.ts';
import type { GameModule, GameState, Locale, LogEntry, Side, Text } from '../engine/types.ts';
import type { OutboxInput } from '../store/repository.ts';
import type { ButtonPrompt, OutboxPayload } from './outbox-types.ts';
import { userOf, type Game } from './types.ts';

function sideLabel(m: GameModule, side: Side): Text {
  return m.sideName(side);
}

/**
 * What a change owes: a public channel post (map, the public log lines since the last post, a
 * ping of whoever must decide, buttons for a short public decision) when the game says the
 * change is to be shown now, and a DM to each player whose private view changed (their view, and
 * their hand of cards in games that have one). `prev` null: the game has just started.
 */
export function owedMessages(
  m: GameModule,
  game: Game,
  prev: GameState | null,
  state: GameState,
  newLog: LogEntry[],
  version: number,
  extraLines: Text[] = [],
): { outbox: OutboxInput<OutboxPayload>[]; announced: number } {
  const out: OutboxInput<OutboxPayload>[] = [];
  const post = !prev || !m.announce || m.announce(prev, state) === 'post';
  // The state's log holds the entries since the channel's last post (the game's entries from
  // game.announced on, see change.ts); a post shows them all.
  const announced = post ? game.announced + state.log.length : game.announced;
  if (post) {
    const toAct = pendingSides(state);
    const mention = toAct.map((s) => userOf(game, s)).filter((u): u is string => !!u);
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
      if (userId && shown.length > 0 && shown.length <= 10 && (!mayHavePrivate || shown.length <= 3)) {
        prompt = { userId, side, version, actions: shown };
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
    // A DM (a private map, or a hand) only when what this player alone may see changed, as the
    // game judges it (privateChanged); the channel's post carries everything else, and /log the
    // player's own lines.
    if (prev && m.privateChanged && !m.privateChanged(prev, state, seat.side)) continue;
    const own = visibleLog(newLog, seat.side).map((e) => e.text);
    const view = m.view(state, seat.side);
    out.push({
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
        lines: [...extraLines, ...own],
        summary: m.summary(state),
        locale: seat.locale as Locale,
      },
    });
  }
  return { outbox: out, announced };
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
    const cards = (l: 'ja' | 'en') => (hand.lines.length ? hand.lines.map((x) => x[l].slice(0, 40)).join(' / ') : l === 'ja' ? 'なし' : 'none');
    return [{ ja: `${name.ja}の手札: ${cards('ja')}`, en: `${name.en}'s hand: ${cards('en')}` }];
  });
}
