// The game service: every command that reads or changes a game goes through here.
// A change is computed by the engine from the stored state, then written in one transaction with
// its action-log row and its outbox rows (posts and DMs owed), guarded by the game's version.
// A stale version means another command won the race: reload, recompute, retry.
import { randomBytes, randomUUID } from 'node:crypto';
import { apply, legalActions, pendingSides, replay, visibleLog } from '../engine/engine.ts';
import { formatRejection } from '../engine/messages.ts';
import { commitment as commitTo, deriveDiceKey, type DiceSeed } from '../engine/rng.ts';
import type { Plan } from '../engine/shortcuts.ts';
import type { GameModule, GameState, LegalAction, Locale, LogEntry, Rejection, Side, Text } from '../engine/types.ts';
import { GAMES, getGame } from '../games/index.ts';
import type { Repository, GameRecord, OutboxInput } from '../store/repository.ts';
import { t, tr } from './i18n.ts';
import type { OutboxPayload, ButtonPrompt } from './outbox-types.ts';

/** Games stored before generator v2: a 32-bit sfc32 seed (replayed unchanged). */
export interface LegacySetup {
  seed: number;
  options: Record<string, unknown>;
}

/**
 * Generator v2 (docs/dice.md): `secret` (256 bits, hex) is drawn at /newgame and never shown
 * until the game is over; `commitment` = SHA-256(secret) is in the challenge post. The dice key
 * is deriveDiceKey(secret, words), fixed when the opponent accepts.
 */
export interface KeyedSetup {
  generator: 'v2';
  secret: string;
  commitment: string;
  words: { creator: string; accepter: string };
  options: Record<string, unknown>;
}

export type GameSetup = LegacySetup | KeyedSetup;

export function isKeyed(setup: GameSetup): setup is KeyedSetup {
  return (setup as KeyedSetup).generator === 'v2';
}

/** What the game's generator is built from. */
export function diceSeedOf(setup: GameSetup): DiceSeed {
  return isKeyed(setup) ? { v: 2, key: deriveDiceKey(setup.secret, setup.words) } : setup.seed;
}

/** The longest words a player may add to the dice (characters). */
export const MAX_WORDS = 100;

function checkWords(words: string | null | undefined): Result<string> {
  const w = (words ?? '').trim();
  if (w.length > MAX_WORDS) return fail('WORDS_TOO_LONG', t('wordsTooLong', { max: MAX_WORDS, length: w.length }));
  return { ok: true, value: w };
}

/** Words as shown in a post: in a code span, so they cannot ping or format anything. */
function quoteWords(w: string): string {
  return w ? `\`${w.replace(/`/g, "'")}\`` : '—';
}

export type Game = GameRecord<GameSetup, GameState>;

/** An expected failure, shown to the user privately. */
export interface UserError {
  code: string;
  text: Text;
  rejection?: Rejection;
  /** What is legal instead (labels in the user's language). */
  legal?: LegalAction[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: UserError };

const fail = (code: string, text: Text, extra: Partial<UserError> = {}): { ok: false; error: UserError } => ({
  ok: false,
  error: { code, text, ...extra },
});

export interface ServiceDeps {
  repo: Repository;
  /** Called after every commit that wrote outbox rows, so delivery starts at once. */
  onOutbox?: () => void;
  /**
   * Tests only: a legacy (v1) seed for new games, so whole-game tests get fixed dice. Production
   * leaves it unset: every new game gets a fresh 256-bit secret and generator v2.
   */
  newSeed?: () => number;
  /** Tests only: the v2 dice secret (64 hex digits) of new games instead of a fresh one. */
  newDiceSecret?: () => string;
}

export const MAX_RETRIES = 8;

function moduleOf(game: Game): GameModule {
  const m = getGame(game.gameType);
  if (!m) throw new Error(`game type ${game.gameType} is not installed`);
  return m;
}

export function seatOf(game: Game, userId: string): Side | null {
  return game.seats.find((s) => s.userId === userId)?.side ?? null;
}

function userOf(game: Game, side: Side): string | undefined {
  return game.seats.find((s) => s.side === side)?.userId;
}

/** Render the rejection plus what is legal, in the user's locale. */
export function describeError(err: UserError, locale: Locale, max = 12): string {
  const head = err.rejection ? formatRejection(err.rejection, locale) : err.text[locale];
  if (!err.legal || err.legal.length === 0) return `❌ ${head}`;
  const shown = err.legal.slice(0, max).map((l) => `\`${l.action}\` (${l.label[locale]})`);
  const more = err.legal.length > max ? (locale === 'ja' ? ` ほか${err.legal.length - max}件` : ` and ${err.legal.length - max} more`) : '';
  return `❌ ${head}\n${tr(locale, 'legalNow', { list: shown.join(', ') + more })}`;
}

// ---------------------------------------------------------------------------------------------
// Outbox rows owed after a change

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
  const announced = post ? state.log.length : game.announced;
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
        lines: [...extraLines, ...visibleLog(state.log.slice(Math.min(game.announced, state.log.length)), null).map((e) => e.text)],
        summary: m.summary(state),
        mention,
        prompt,
        moreChoices: more,
        result: state.result,
      },
    });
  }
  for (const seat of game.seats) {
    if (prev && m.privateChanged && !m.privateChanged(prev, state, seat.side)) continue;
    const own = visibleLog(newLog, seat.side).map((e) => e.text);
    const view = m.view(state, seat.side);
    out.push({
      kind: 'dm',
      target: seat.userId,
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

// ---------------------------------------------------------------------------------------------
// Starting a game

export interface NewGameInput {
  guildId: string | null;
  channelId: string;
  gameType: string;
  creatorId: string;
  creatorLocale: Locale;
  opponentId: string;
  opponentIsBot?: boolean;
  /** The creator's side. */
  side: string;
  options?: Record<string, unknown>;
  /** The creator's words for the dice (public; docs/dice.md). */
  words?: string | null;
}

export async function newGame(deps: ServiceDeps, input: NewGameInput): Promise<Result<Game>> {
  const m = getGame(input.gameType);
  if (!m) {
    return fail('UNKNOWN_GAME', t('unknownGame', { game: input.gameType, legal: Object.keys(GAMES).join(', ') }));
  }
  if (!m.sides.includes(input.side)) {
    const legal = m.sides.map((s) => `${s} (${m.sideName(s).ja}/${m.sideName(s).en})`).join(', ');
    return fail('UNKNOWN_SIDE', t('unknownSide', { side: input.side, legal }));
  }
  if (input.opponentId === input.creatorId) return fail('SELF', t('selfOpponent'));
  if (input.opponentIsBot) return fail('BOT', t('botOpponent'));
  const opponentSide = m.sides.find((s) => s !== input.side)!;
  const words = checkWords(input.words);
  if (!words.ok) return words;
  const options: Record<string, unknown> = {};
  for (const o of m.options) options[o.key] = input.options?.[o.key] ?? o.default;
  let setup: GameSetup;
  if (deps.newSeed) {
    setup = { seed: deps.newSeed(), options };
  } else {
    const secret = deps.newDiceSecret?.() ?? randomBytes(32).toString('hex');
    setup = { generator: 'v2', secret, commitment: commitTo(secret), words: { creator: words.value, accepter: '' }, options };
  }
  // Provisional: a v2 game's state is built again at acceptance with the accepter's words.
  const state = m.setup(diceSeedOf(setup), options);
  const id = randomUUID();
  // The game and its challenge (a public post with Accept / Decline buttons addressed to the
  // opponent) are written in one transaction: never a pending game nobody was told about.
  const created = await deps.repo.createGame<GameSetup, GameState>({
    id,
    guildId: input.guildId,
    channelId: input.channelId,
    gameType: m.id,
    status: 'pending',
    setup,
    state,
    createdBy: input.creatorId,
    seats: [
      { side: input.side, userId: input.creatorId, accepted: true, locale: input.creatorLocale },
      { side: opponentSide, userId: input.opponentId, accepted: false, locale: input.creatorLocale },
    ],
    outbox: [
      {
        kind: 'channel',
        target: input.channelId,
        payload: {
          type: 'challenge',
          gameId: id,
          gameType: m.id,
          text: t('challenge', {
            opponent: input.opponentId,
            creator: input.creatorId,
            game: `${m.name.ja} / ${m.name.en}`,
            side: `${m.sideName(opponentSide).ja} / ${m.sideName(opponentSide).en}`,
            commitment: isKeyed(setup) ? setup.commitment : '',
          }),
          mention: [input.opponentId],
          opponentId: input.opponentId,
        } satisfies OutboxPayload,
      },
    ],
  });
  if (!created.ok) return fail('CHANNEL_BUSY', t('channelBusy'));
  deps.onOutbox?.();
  return { ok: true, value: created.game };
}

async function openGame(deps: ServiceDeps, channelId: string): Promise<Result<Game>> {
  const game = await deps.repo.findOpenGameByChannel<GameSetup, GameState>(channelId);
  if (!game) return fail('NO_GAME', t('noGame'));
  return { ok: true, value: game };
}

/**
 * The game a button names (its id is in the button's custom_id), refused unless it is still the
 * open game of the channel the button was pressed in: a button of an ended game, or of another
 * channel's game, never acts on whatever game the channel has now.
 */
async function boundGame(deps: ServiceDeps, channelId: string, gameId: string, challenge: boolean): Promise<Result<Game>> {
  const game = await deps.repo.findGame<GameSetup, GameState>(gameId);
  if (!game) return fail('UNKNOWN_BUTTON', t('oldButton'));
  if (game.channelId !== channelId) return fail('OTHER_GAME', t('otherGameButton'));
  if (challenge && game.status !== 'pending') return fail('CHALLENGE_ANSWERED', t('challengeAnswered'));
  if (game.status === 'finished' || game.status === 'aborted') return fail('GAME_ENDED', t('gameEnded'));
  return { ok: true, value: game };
}

/**
 * Apply a change to the open game of a channel with optimistic concurrency and retries; with
 * `bound`, to that game only (a button's), refused if it is no longer the channel's open game.
 */
async function change(
  deps: ServiceDeps,
  channelId: string,
  compute: (game: Game) => Result<{
    state: GameState;
    status?: 'active' | 'finished' | 'aborted';
    winner?: string | null;
    actions: { side: Side; userId: string; action: string }[];
    outbox: OutboxInput<OutboxPayload>[];
    seatUpdates?: { side: string; accepted?: boolean; locale?: string; prefs?: Record<string, unknown> }[];
    announced?: number;
    setup?: GameSetup;
    message: Text;
  }>,
  bound?: { gameId: string; challenge: boolean },
): Promise<Result<{ game: Game; message: Text }>> {
  for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
    const found = bound ? await boundGame(deps, channelId, bound.gameId, bound.challenge) : await openGame(deps, channelId);
    if (!found.ok) return found;
    const game = found.value;
    const r = compute(game);
    if (!r.ok) return r;
    const v = r.value;
    const commit = await deps.repo.commitGameChange<GameState, string, OutboxPayload>({
      gameId: game.id,
      expectedVersion: game.version,
      state: v.state,
      status: v.status,
      winner: v.winner,
      actions: v.actions,
      outbox: v.outbox,
      seatUpdates: v.seatUpdates,
      announced: v.announced,
      setup: v.setup,
    });
    if (commit.ok) {
      if (v.outbox.length) deps.onOutbox?.();
      return { ok: true, value: { game: { ...game, state: v.state, version: commit.version }, message: v.message } };
    }
    if (commit.reason === 'NOT_FOUND') return fail('NO_GAME', t('noGame'));
    // STALE: someone else committed first; recompute from the new state.
  }
  return fail('BUSY', t('busy'));
}

/**
 * Accept a challenge. `words`: the accepter's own words for the dice (see docs/dice.md);
 * `gameId`: from an Accept button (the challenge it was posted with).
 */
export async function acceptGame(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  locale: Locale,
  opts: { words?: string | null; gameId?: string } = {},
): Promise<Result<{ game: Game; message: Text }>> {
  const { gameId } = opts;
  const words = checkWords(opts.words);
  if (!words.ok) return words;
  return change(deps, channelId, (game) => {
    if (game.status !== 'pending') return fail('NOT_PENDING', t('notPending'));
    const seat = game.seats.find((s) => s.userId === userId && !s.accepted);
    if (!seat) return fail('NOT_INVITED', t('notInvited'));
    const m = moduleOf(game);
    // The commitment is public now; the accepter's words fix the dice key, and the game's first
    // state (日露大戦's shuffled deck and first hand) is built from it.
    let setup: GameSetup | undefined;
    let state = game.state;
    const wordsLine: Text[] = [];
    if (isKeyed(game.setup)) {
      setup = { ...game.setup, words: { creator: game.setup.words.creator, accepter: words.value } };
      state = m.setup(diceSeedOf(setup), setup.options);
      wordsLine.push(t('diceWords', { creator: quoteWords(setup.words.creator), accepter: quoteWords(setup.words.accepter), commitment: setup.commitment }));
    }
    const seats = game.seats.map((s) => ({ ...s, accepted: true, locale: s.userId === userId ? locale : s.locale }));
    const started: Game = { ...game, seats, status: 'active' };
    const seatsText = (l: Locale) => seats.map((s) => `${m.sideName(s.side)[l]}: <@${s.userId}>`).join(l === 'ja' ? '、' : ', ');
    const msg: Text = { ja: tr('ja', 'accepted', { game: m.name.ja, seats: seatsText('ja') }), en: tr('en', 'accepted', { game: m.name.en, seats: seatsText('en') }) };
    const owed = owedMessages(m, started, null, state, [], game.version + 1, [msg, ...wordsLine]);
    return {
      ok: true,
      value: { setup, state, status: 'active', actions: [], outbox: owed.outbox, announced: owed.announced, seatUpdates: [{ side: seat.side, accepted: true, locale }], message: msg },
    };
  }, gameId ? { gameId, challenge: true } : undefined);
}

/** gameId: from a Decline button (the challenge it was posted with). */
export async function declineGame(deps: ServiceDeps, channelId: string, userId: string, gameId?: string): Promise<Result<{ game: Game; message: Text }>> {
  return change(deps, channelId, (game) => {
    if (game.status !== 'pending') return fail('NOT_PENDING', t('notPending'));
    const seat = game.seats.find((s) => s.userId === userId);
    if (!seat) return fail('NOT_INVITED', t('notInvited'));
    const msg = seat.accepted ? t('cancelled', { user: userId }) : t('declined', { user: userId });
    return {
      ok: true,
      value: { state: game.state, status: 'aborted', actions: [], outbox: [{ kind: 'channel', target: game.channelId, payload: { type: 'notice', gameId: game.id, text: msg } }], message: msg },
    };
  }, gameId ? { gameId, challenge: true } : undefined);
}

// ---------------------------------------------------------------------------------------------
// Playing

export interface ActInput {
  channelId: string;
  userId: string;
  /**
   * One action as /act takes it, or a shortcut (/move, /attack, /play, /end): the sequence of
   * actions it stands for, planned on the current state (src/engine/shortcuts.ts). Either way
   * every action is one row of the log, and the command commits whole or not at all.
   */
  action: string | ((m: GameModule, state: GameState, side: Side) => Plan);
  /** From a button: the version the button was drawn for. */
  expectedVersion?: number;
  /** From a button: the game it was drawn for (acts on that game only). */
  gameId?: string;
}

export async function act(deps: ServiceDeps, input: ActInput): Promise<Result<{ game: Game; message: Text; log: LogEntry[] }>> {
  let applied: LogEntry[] = [];
  const r = await change(deps, input.channelId, (game) => {
    if (game.status !== 'active') return fail('NOT_ACTIVE', t('notActive'));
    const side = seatOf(game, input.userId);
    if (!side) return fail('NOT_SEATED', t('notSeated'));
    if (input.expectedVersion !== undefined && input.expectedVersion !== game.version) return fail('STALE_BUTTON', t('staleButton'));
    const m = moduleOf(game);
    const res: Plan =
      typeof input.action === 'string' ? planOne(m, game.state, side, input.action) : input.action(m, game.state, side);
    if (!res.ok) return fail(res.rejection.code, res.rejection.text, { rejection: res.rejection, legal: res.legal });
    let state = res.state;
    const log = [...res.log];
    const actions = res.actions.map((action) => ({ side, userId: input.userId, action }));
    // Standing preferences answer the decisions that follow (e.g. auto-pass of a combat-event
    // window): each is an ordinary action of that player in the log, so a replay reproduces it.
    for (let i = 0; i < 50 && !state.result && m.autoAction; i++) {
      const owed = pendingSides(state);
      if (owed.length !== 1) break;
      const seat = game.seats.find((x) => x.side === owed[0]);
      const auto = seat ? m.autoAction(state, seat.side, seat.prefs) : null;
      if (!seat || !auto) break;
      const next = apply(m, state, seat.side, auto);
      if (!next.ok) break;
      state = next.state;
      log.push(...next.log);
      actions.push({ side: seat.side, userId: seat.userId, action: next.action });
    }
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
        message,
      },
    };
  }, input.gameId ? { gameId: input.gameId, challenge: false } : undefined);
  if (!r.ok) return r;
  return { ok: true, value: { ...r.value, log: applied } };
}

/**
 * When the player who acted owes the next decision too (a destination after "move J-12", the
 * next move of a phase, a second event window), the reply says so and what is legal, since no
 * channel post pings them: the decision has not changed hands.
 */
function stillYours(m: GameModule, state: GameState, side: Side, max = 8): Text | null {
  if (!pendingSides(state).includes(side)) return null;
  const legal = legalActions(m, state, side);
  if (!legal.length) return null;
  const summary = m.summary(state);
  const list = legal.slice(0, max).map((l) => `\`${l.action}\``).join(', ');
  const more = legal.length - max;
  return {
    ja: `▶ 続けてあなたの番です: ${summary.ja}\n${tr('ja', 'legalNow', { list: list + (more > 0 ? ` ほか${more}件(\`/act\` の補完で一覧)` : '') })}`,
    en: `▶ Still your move: ${summary.en}\n${tr('en', 'legalNow', { list: list + (more > 0 ? ` and ${more} more (\`/act\` autocomplete lists them)` : '') })}`,
  };
}

/** /act: one action, as a plan of one step. */
function planOne(m: GameModule, state: GameState, side: Side, action: string): Plan {
  const res = apply(m, state, side, action);
  if (!res.ok) return { ok: false, rejection: res.rejection, legal: legalActions(m, state, side) };
  return { ok: true, actions: [res.action], state: res.state, log: res.log };
}

/** Resigning is an engine action ('resign'), so a replay of the log reproduces it. */
export async function resign(deps: ServiceDeps, channelId: string, userId: string) {
  return act(deps, { channelId, userId, action: 'resign' });
}

export async function abortGame(deps: ServiceDeps, channelId: string, userId: string, canManageGuild: boolean): Promise<Result<{ game: Game; message: Text }>> {
  if (!canManageGuild) return fail('NEED_MANAGE', t('needManage'));
  return change(deps, channelId, (game) => {
    const text = t('aborted', { user: userId });
    return {
      ok: true,
      value: { state: game.state, status: 'aborted', actions: [], outbox: [{ kind: 'channel', target: game.channelId, payload: { type: 'notice', gameId: game.id, text } }], message: text },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Reading

export interface GameLook {
  game: Game;
  module: GameModule;
  /** The asking user's side, if seated. */
  side: Side | null;
}

export async function look(deps: ServiceDeps, channelId: string, userId: string): Promise<Result<GameLook>> {
  const found = await openGame(deps, channelId);
  if (!found.ok) return found;
  const game = found.value;
  return { ok: true, value: { game, module: moduleOf(game), side: seatOf(game, userId) } };
}

/** The channel's game as one of its players sees it (refused for spectators). */
export async function lookAsPlayer(deps: ServiceDeps, channelId: string, userId: string): Promise<Result<GameLook & { side: Side }>> {
  const r = await look(deps, channelId, userId);
  if (!r.ok) return r;
  const side = r.value.side;
  if (!side) return fail('NOT_SEATED', t('notSeated'));
  return { ok: true, value: { ...r.value, side } };
}

/** The legal actions of the asking user now, for autocomplete (empty for spectators). */
export async function legalFor(deps: ServiceDeps, channelId: string, userId: string): Promise<LegalAction[]> {
  const found = await deps.repo.findOpenGameByChannel<GameSetup, GameState>(channelId);
  if (!found || found.status !== 'active') return [];
  const side = seatOf(found, userId);
  if (!side) return [];
  return legalActions(moduleOf(found), found.state, side);
}

/**
 * What autocomplete of a shortcut reads: the asking player's active game, its module and side
 * (null for spectators and when no game is active). Only ever used to list that player's choices.
 */
export async function playerPosition(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
): Promise<{ module: GameModule; state: GameState; side: Side } | null> {
  const found = await deps.repo.findOpenGameByChannel<GameSetup, GameState>(channelId);
  if (!found || found.status !== 'active') return null;
  const side = seatOf(found, userId);
  return side ? { module: moduleOf(found), state: found.state, side } : null;
}

/** Check a stored game against its setup replayed through its action log. */
export async function verifyReplay(deps: ServiceDeps, gameId: string): Promise<{ equal: boolean; replayed: GameState | null; stored: GameState | null }> {
  const game = await deps.repo.findGame<GameSetup, GameState>(gameId);
  if (!game) return { equal: false, replayed: null, stored: null };
  const m = moduleOf(game);
  const actions = await deps.repo.loadActions(gameId);
  const r = replay(m, diceSeedOf(game.setup), game.setup.options, actions.map((a) => ({ side: a.side, action: a.action })));
  return { equal: r.ok && canonicalJson(r.state) === canonicalJson(game.state), replayed: r.state, stored: game.state };
}

/**
 * JSON with object keys sorted: the stored state comes back from a JSONB column, which does not
 * keep key order, so a plain JSON.stringify comparison would call equal states different.
 */
function canonicalJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
}

/**
 * Set a player's standing preferences in the channel's game (e.g. { autoPass: true, unless: ['#09'] }).
 * If the decision now waiting for that player is one the preference answers, it is answered at once.
 */
export async function setPreferences(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  prefs: Record<string, unknown>,
): Promise<Result<{ game: Game; message: Text; answered: string | null }>> {
  const r = await change(deps, channelId, (game) => {
    const side = seatOf(game, userId);
    if (!side) return fail('NOT_SEATED', t('notSeated'));
    const merged = { ...(game.seats.find((s) => s.side === side)?.prefs ?? {}), ...prefs };
    const msg = t('prefsSet', { prefs: describePrefs(merged) });
    return { ok: true, value: { state: game.state, actions: [], outbox: [], seatUpdates: [{ side, prefs: merged }], message: msg } };
  });
  if (!r.ok) return r;
  const game = r.value.game;
  const m = moduleOf(game);
  const side = seatOf(game, userId)!;
  const seatPrefs = { ...(game.seats.find((s) => s.side === side)?.prefs ?? {}), ...prefs };
  const auto = game.status === 'active' && pendingSides(game.state).join() === side ? (m.autoAction?.(game.state, side, seatPrefs) ?? null) : null;
  if (auto) {
    const done = await act(deps, { channelId, userId, action: auto });
    if (done.ok) return { ok: true, value: { game: done.value.game, message: r.value.message, answered: auto } };
  }
  return { ok: true, value: { ...r.value, answered: null } };
}

function describePrefs(p: Record<string, unknown>): string {
  if (p.autoPass !== true) return 'autopass: off';
  const unless = Array.isArray(p.unless) && p.unless.length ? ` unless ${(p.unless as string[]).join(' ')}` : ' unless any event can be played';
  return `autopass: on${unless}`;
}
