// The lobby: challenging members to a game, accepting, declining, aborting. A game has as many
// seats as its module has sides: the creator picks a side, the invited members get the other
// sides in the game's order, and the game starts when every invited member has accepted.
import { randomBytes, randomUUID } from 'node:crypto';
import { commitment as commitTo, PENDING_SEED } from '#engine/rng.ts';
import type { GameState, Locale, Text } from '#engine/types.ts';
import { allGames, getGame } from '#games/index.ts';
import { change } from './change.ts';
import { PACE_BY_ID, PACES } from './clock/time.ts';
import { paceText } from './clock/text.ts';
import { t, tr } from './i18n.ts';
import { settle } from './settle.ts';
import { botIdOf, isAiLevel, newAiSeat } from './ai-seat.ts';
import { AI_LEVELS, type AiLevel } from '#ai/ismcts.ts';
import { owedMessages } from './notifications.ts';
import type { OutboxPayload } from './outbox/payloads.ts';
import {
  checkWords,
  diceSeedOf,
  fail,
  isKeyed,
  moduleOf,
  quoteWords,
  type Game,
  type GameSetup,
  type Result,
  type ServiceDeps,
} from './types.ts';

export interface NewGameInput {
  guildId: string | null;
  channelId: string;
  gameType: string;
  creatorId: string;
  creatorLocale: Locale;
  /** The invited members, one per other side of the game (in the game's side order). */
  opponents: { id: string; isBot?: boolean }[];
  /** The creator's side. */
  side: string;
  options?: Record<string, unknown>;
  /** The creator's words for the dice (public; docs/dice.md). */
  words?: string | null;
  /** A play-by-post clock (src/service/clock/time.ts PACES id); none if absent. */
  pace?: string | null;
  /** /newgame was used inside a thread (a forum post, a thread a member made): the game is played there. */
  inThread?: boolean;
  /** Display names for the new thread's title (creator first, then the opponents, in order). */
  names?: string[];
  /** Rated: the result changes both players' ratings (accepting a rated challenge agrees to it). */
  rated?: boolean;
  /** The game's id (a league's pairing chooses it before the game exists); default a new UUID. */
  id?: string;
  /**
   * A league's game (the bot made it for a pairing): its start post asks the other players to
   * press Start (their press goes into the dice), and it cannot be declined.
   */
  league?: boolean;
  /** A league's game: when the league starts it without the second player's press (docs/dice.md). */
  startBy?: Date;
  /** Vacations do not pause this game's clocks (a league's games). */
  noVacation?: boolean;
  /**
   * Where the game is played when no thread can be opened because the front has none (the
   * console): a league's games each get a channel of their own instead of sharing one.
   */
  fallbackChannelId?: string;
  /**
   * A practice game (/practice): the one opponent is the bot's AI at this level. An opponent who
   * is the bot itself (/newgame opponent: the bot) makes one too, at the level `ai`.
   */
  ai?: AiLevel;
  /** The command's interaction id: a practice game starts at once, and it goes into the dice as an accepter's press would. */
  press?: string;
}

/**
 * Where a new game is played (docs/play-by-post.md): in a thread of its own, so one channel hosts
 * many games — a post in the forum channel the server chose, else a public thread of the channel
 * /newgame was used in — or, where neither can be opened (the console, a channel without threads,
 * missing permissions) or /newgame was used inside a thread, in that channel itself.
 */
async function placeOf(
  deps: ServiceDeps,
  input: NewGameInput,
  title: string,
  starter: string,
  members: string[],
): Promise<{ channelId: string; parentChannelId: string | null }> {
  const here = { channelId: input.channelId, parentChannelId: null };
  if (!deps.threads && input.fallbackChannelId) return { channelId: input.fallbackChannelId, parentChannelId: null };
  if (!deps.threads || !input.guildId || input.inThread) return here;
  const forum = await deps.repo.getGuildForum(input.guildId);
  for (const parent of forum ? [forum, input.channelId] : [input.channelId]) {
    const id = await deps.threads.open(parent, title, starter, members).catch(() => null);
    if (id) return { channelId: id, parentChannelId: parent };
  }
  return here;
}

export async function newGame(deps: ServiceDeps, input: NewGameInput): Promise<Result<Game>> {
  const m = getGame(input.gameType);
  if (!m)
    return fail(
      'UNKNOWN_GAME',
      t('unknownGame', {
        game: input.gameType,
        legal: allGames()
          .map((g) => g.id)
          .join(', '),
      }),
    );
  if (!m.sides.includes(input.side)) {
    const legal = m.sides.map((s) => `${s} (${m.sideName(s).ja}/${m.sideName(s).en})`).join(', ');
    return fail('UNKNOWN_SIDE', t('unknownSide', { side: input.side, legal }));
  }
  // The bot itself as the opponent: its AI plays that side (src/service/ai-seat.ts).
  const botId = botIdOf(deps);
  const aiLevel: AiLevel | null = input.ai ?? (input.opponents.some((o) => o.id === botId) ? 'ai' : null);
  const opponents = input.ai ? [{ id: botId, isBot: true }] : input.opponents.filter((o) => o.id);
  if (aiLevel && m.sides.length !== 2) return fail('BOT', t('botOpponent'));
  if (opponents.length !== m.sides.length - 1) {
    return fail(
      'OPPONENT_COUNT',
      t('opponentCount', {
        game: `${m.name.ja} / ${m.name.en}`,
        sides: m.sides.length,
        need: m.sides.length - 1,
        got: opponents.length,
      }),
    );
  }
  if (opponents.some((o) => o.id === input.creatorId)) return fail('SELF', t('selfOpponent'));
  if (new Set(opponents.map((o) => o.id)).size !== opponents.length)
    return fail('SAME_OPPONENT', t('sameOpponentTwice'));
  // A Discord bot cannot answer a challenge or act; automated seats are the bot's own players.
  if (opponents.some((o) => o.isBot && o.id !== botId)) return fail('BOT', t('botOpponent'));
  const otherSides = m.sides.filter((s) => s !== input.side);
  const words = checkWords(input.words);
  if (!words.ok) return words;
  const pace = input.pace ? PACE_BY_ID.get(input.pace) : undefined;
  if (input.pace && !pace)
    return fail('UNKNOWN_PACE', t('unknownPace', { pace: input.pace, legal: PACES.map((p) => p.id).join(', ') }));
  // Every option the game declares, its default where not chosen, and the rules revision new
  // games are played by (a stored setup keeps its revision across upgrades).
  const options: Record<string, unknown> = {};
  for (const o of m.options) options[o.key] = input.options?.[o.key] ?? o.default;
  if (m.revision > 1) options.revision = m.revision;
  let setup: GameSetup;
  if (deps.newSeed) {
    setup = {
      seed: deps.newSeed(),
      options,
      ...(pace ? { pace: pace.id } : {}),
      ...(input.noVacation ? { vacation: false as const } : {}),
      ...(input.league ? { league: true as const } : {}),
      ...(input.startBy ? { startBy: input.startBy.toISOString() } : {}),
    };
  } else {
    const secret = deps.newDiceSecret?.() ?? randomBytes(32).toString('hex');
    setup = {
      generator: 'v2',
      secret,
      commitment: commitTo(secret),
      words: { creator: words.value, accepter: '' },
      options,
      ...(pace ? { pace: pace.id } : {}),
      ...(input.noVacation ? { vacation: false as const } : {}),
      ...(input.league ? { league: true as const } : {}),
      ...(input.startBy ? { startBy: input.startBy.toISOString() } : {}),
    };
  }
  const aiSide = aiLevel ? otherSides[0]! : null;
  if (aiSide && aiLevel) setup.ai = newAiSeat(deps, aiSide, aiLevel);
  // A placeholder until every seat has accepted, built from a fixed public key: nothing of a
  // pending game (a dealt hand, a shuffled deck, a hidden set-up) comes from its dice, so nobody
  // can look at it and re-create the challenge until it suits them (docs/dice.md). A pending game
  // answers no view; its first state is built from the dice key when the last seat accepts.
  const state = m.setup(PENDING_SEED, options);
  const id = input.id ?? randomUUID();
  const invited = opponents.map((o, i) => ({ userId: o.id, side: otherSides[i]! }));
  const names = input.names?.length ? input.names : [input.creatorId, ...opponents.map((o) => o.id)];
  const members = [input.creatorId, ...opponents.map((o) => o.id)];
  const title = `${m.name.ja} / ${m.name.en}: ${names.join(' vs ')}`.slice(0, 100);
  const starter = `${m.name.ja} / ${m.name.en}: ${members.map((u) => `<@${u}>`).join(' vs ')}`;
  const place = await placeOf(deps, input, title, starter, members);
  // The game and its challenge are written in one transaction: never a pending game nobody was told about.
  const created = await deps.repo.createGame<GameSetup, GameState>({
    id,
    guildId: input.guildId,
    channelId: place.channelId,
    parentChannelId: place.parentChannelId,
    // A practice game is never rated (nor a league's: /practice makes none).
    rated: input.rated === true && !aiSide,
    gameType: m.id,
    status: 'pending',
    setup,
    state,
    createdBy: input.creatorId,
    seats: [
      { side: input.side, userId: input.creatorId, accepted: true, locale: input.creatorLocale },
      ...invited.map((s) => ({ side: s.side, userId: s.userId, accepted: false, locale: input.creatorLocale })),
    ],
    // The AI is not challenged: it accepts at once, below.
    outbox: invited
      .filter((s) => s.side !== aiSide)
      .map((s) => ({
        kind: 'channel' as const,
        target: place.channelId,
        payload: {
          type: 'challenge',
          gameId: id,
          gameType: m.id,
          ...(input.league ? { league: true } : {}),
          text: t(input.league ? 'leagueChallenge' : 'challenge', {
            opponent: s.userId,
            creator: input.creatorId,
            // Each language names the game, the side and the pace in its own words: a post is in one language.
            gameJa: m.name.ja,
            gameEn: m.name.en,
            sideJa: m.sideName(s.side).ja,
            sideEn: m.sideName(s.side).en,
            commitment: isKeyed(setup) ? setup.commitment : '',
            paceJa: pace ? paceText(pace).ja : '',
            paceEn: pace ? paceText(pace).en : '',
            rated: input.rated ? 'yes' : '',
          }),
          mention: [s.userId],
          opponentId: s.userId,
        } satisfies OutboxPayload,
      })),
  });
  if (!created.ok) return fail(created.reason === 'GAME_EXISTS' ? 'GAME_EXISTS' : 'CHANNEL_BUSY', t('channelBusy'));
  deps.onOutbox?.();
  if (aiSide) {
    // The AI accepts at once: the game starts, and if the AI's side owes the first decision, the
    // start's commit owes its job (src/service/ai-seat.ts).
    const started = await acceptGame(deps, place.channelId, botId, input.creatorLocale, {
      gameId: id,
      ...(input.press ? { press: input.press } : {}),
    });
    if (!started.ok) return started;
    return { ok: true, value: started.value.game };
  }
  return { ok: true, value: created.game };
}

/**
 * Accept a challenge. `words`: the accepter's own words for the dice (see docs/dice.md);
 * `gameId`: from an Accept button (the challenge it was posted with). The game starts when the
 * last invited member accepts; its dice key then takes every accepter's words and `press`: the id
 * Discord gave the accepting interaction (a button press or /accept), which the operator does not
 * choose and which arrives after the commitment was posted.
 */
export async function acceptGame(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  locale: Locale,
  opts: { words?: string | null; gameId?: string; press?: string } = {},
): Promise<Result<{ game: Game; message: Text }>> {
  const words = checkWords(opts.words);
  if (!words.ok) return words;
  const ref = opts.gameId ? { gameId: opts.gameId, channelId, challenge: true } : { channelId };
  return change(deps, ref, (game) => {
    if (game.status !== 'pending') return fail('NOT_PENDING', t('notPending'));
    const seat = game.seats.find((s) => s.userId === userId && !s.accepted);
    if (!seat) return fail('NOT_INVITED', t('notInvited'));
    const m = moduleOf(game);
    const seats = game.seats.map((s) => (s.side === seat.side ? { ...s, accepted: true, locale } : s));
    const waiting = seats.filter((s) => !s.accepted);
    let setup: GameSetup | undefined;
    if (isKeyed(game.setup)) {
      const before = game.setup.words.accepter;
      setup = {
        ...game.setup,
        words: {
          creator: game.setup.words.creator,
          accepter: before && words.value ? `${before}\n${words.value}` : before || words.value,
        },
        ...(opts.press ? { presses: [...(game.setup.presses ?? []), opts.press.slice(0, 64)] } : {}),
      };
    }
    if (waiting.length) {
      const msg = t('acceptedWaiting', { user: userId, waiting: waiting.map((s) => `<@${s.userId}>`).join(' ') });
      return {
        ok: true,
        value: {
          setup,
          state: game.state,
          actions: [],
          outbox: [
            { kind: 'channel', target: game.channelId, payload: { type: 'notice', gameId: game.id, text: msg } },
          ],
          seatUpdates: [{ side: seat.side, accepted: true, locale }],
          message: msg,
        },
      };
    }
    // Everyone is in: the commitment is public, the accepters' words and presses fix the dice key,
    // and the game's first state (e.g. a shuffled deck and first hands) is built from it.
    const final = setup ?? game.setup;
    // The first decisions nobody needs to be asked are taken at once (src/service/settle.ts).
    const first = settle(m, seats, m.setup(diceSeedOf(final), final.options));
    const state = first.state;
    const wordsLine: Text[] = [];
    const keyed = setup && isKeyed(setup) ? setup : null;
    if (keyed) {
      wordsLine.push(
        t('diceWords', {
          creator: quoteWords(keyed.words.creator),
          accepter: quoteWords(keyed.words.accepter),
          commitment: keyed.commitment,
        }),
      );
    }
    const started: Game = { ...game, seats, status: 'active' };
    const seatsText = (l: Locale) =>
      seats.map((s) => `${m.sideName(s.side)[l]}: <@${s.userId}>`).join(tr(l, 'listSeparator'));
    const msg: Text = {
      ja: tr('ja', 'accepted', { game: m.name.ja, seats: seatsText('ja') }),
      en: tr('en', 'accepted', { game: m.name.en, seats: seatsText('en') }),
    };
    const owed = owedMessages(m, started, null, state, [], game.version + 1, [msg, ...wordsLine]);
    return {
      ok: true,
      value: {
        setup,
        state,
        status: 'active',
        actions: first.actions,
        outbox: owed.outbox,
        announced: owed.announced,
        seatUpdates: [{ side: seat.side, accepted: true, locale }],
        message: msg,
      },
    };
  });
}

/** gameId: from a Decline button (the challenge it was posted with). */
export async function declineGame(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  gameId?: string,
): Promise<Result<{ game: Game; message: Text }>> {
  return change(deps, gameId ? { gameId, channelId, challenge: true } : { channelId }, (game) => {
    if (game.status !== 'pending') return fail('NOT_PENDING', t('notPending'));
    const seat = game.seats.find((s) => s.userId === userId);
    if (!seat) return fail('NOT_INVITED', t('notInvited'));
    if (game.setup.league) return fail('LEAGUE_GAME', t('leagueGameNoDecline'));
    const msg = seat.accepted ? t('cancelled', { user: userId }) : t('declined', { user: userId });
    return {
      ok: true,
      value: {
        state: game.state,
        status: 'aborted',
        actions: [],
        outbox: [{ kind: 'channel', target: game.channelId, payload: { type: 'notice', gameId: game.id, text: msg } }],
        message: msg,
      },
    };
  });
}

/**
 * Abort a game (Manage Server). A game in play ends with a last post: its final public map, who
 * aborted it, and a ping of both players; a challenge ends with a notice. `gameId`: from the
 * confirmation button (acts on that game only).
 */
export async function abortGame(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  canManageGuild: boolean,
  gameId?: string,
  opts: { adjudicated?: boolean } = {},
): Promise<Result<{ game: Game; message: Text }>> {
  if (!canManageGuild) return fail('NEED_MANAGE', t('needManage'));
  return change(deps, gameId ? { gameId, channelId } : { channelId }, (game) => {
    // A player of a rated game being played may not abort it (a lost game would vanish from the
    // ratings); a league's adjudication at a round's deadline is not a player's abort.
    if (game.rated && game.status === 'active' && !opts.adjudicated && game.seats.some((s) => s.userId === userId))
      return fail('RATED_NO_ABORT', t('ratedNoAbort'));
    const text = t('aborted', { user: userId });
    const m = moduleOf(game);
    const players = game.seats.map((s) => s.userId);
    const payload: OutboxPayload =
      game.status === 'active'
        ? {
            type: 'update',
            gameId: game.id,
            gameType: game.gameType,
            version: game.version + 1,
            view: m.view(game.state, null),
            lines: [text],
            summary: t('abortedSummary'),
            mention: players,
            result: null,
          }
        : { type: 'notice', gameId: game.id, text };
    return {
      ok: true,
      value: {
        state: game.state,
        status: 'aborted',
        actions: [],
        outbox: [{ kind: 'channel', target: game.channelId, payload }],
        message: text,
      },
    };
  });
}

export interface PracticeInput {
  guildId: string | null;
  channelId: string;
  gameType: string;
  creatorId: string;
  creatorLocale: Locale;
  /** The member's side; the AI plays the other. */
  side: string;
  /** ai (practice: at most about 2 s a decision) or ai-fast; default ai. */
  level?: string | null;
  inThread?: boolean;
  names?: string[];
  press?: string;
}

/**
 * /practice: a game against the bot's AI (src/service/ai-seat.ts), unrated, never a league's: it
 * starts at once, and the AI moves by itself whenever its side owes a decision.
 */
export async function practiceGame(
  deps: ServiceDeps,
  input: PracticeInput,
): Promise<Result<{ game: Game; message: Text }>> {
  const level = input.level?.trim() || 'ai';
  if (!isAiLevel(level))
    return fail('UNKNOWN_AI_LEVEL', t('unknownAiLevel', { level, legal: AI_LEVELS.map((l) => `\`${l}\``).join(', ') }));
  const r = await newGame(deps, {
    guildId: input.guildId,
    channelId: input.channelId,
    gameType: input.gameType,
    creatorId: input.creatorId,
    creatorLocale: input.creatorLocale,
    opponents: [],
    side: input.side,
    ai: level,
    ...(input.inThread ? { inThread: true } : {}),
    ...(input.names ? { names: input.names } : {}),
    ...(input.press ? { press: input.press } : {}),
  });
  if (!r.ok) return r;
  const m = moduleOf(r.value);
  const other = m.sides.find((s) => s !== input.side)!;
  return {
    ok: true,
    value: {
      game: r.value,
      message: t('practiceStarted', {
        gameJa: m.name.ja,
        gameEn: m.name.en,
        sideJa: m.sideName(input.side).ja,
        sideEn: m.sideName(input.side).en,
        otherJa: m.sideName(other).ja,
        otherEn: m.sideName(other).en,
        level,
      }),
    },
  };
}
