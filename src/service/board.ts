// The web board (issue "A board you can click"): links as keys, and what a link's holder may read
// and do. A link is `<base>/board/<token>`; the token is `<id>.<mac>`: the id 16 random bytes
// (base64url), the mac the first 16 bytes of HMAC-SHA256(id) under the board secret (BOARD_SECRET,
// else a secret made once and kept in the database). A player's link is bound to the member, the
// game and the side; it expires (BOARD_LINK_DAYS, renewed by asking again) and is revoked by
// `/board revoke`. A spectator's link is the game's public link (no member, no side): it shows the
// public view, and only while the server lets spectators have it (`/board public:true`).
//
// Everything a link shows is the project() of its side (the same as /status) and the side's map;
// an action goes through act(), the same path as a slash command.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { nextChoices, type NextChoice } from '#engine/decisions.ts';
import { replay, visibleLog } from '#engine/engine.ts';
import type { Action, GameState, Locale, LogEntry, Side, Text } from '#engine/types.ts';
import type { BoardLinkRecord } from '#store/repository.ts';
import { t } from './i18n.ts';
import { act } from './play.ts';
import { choosesNow, gameToRead, project, type GameLook } from './read.ts';
import {
  diceSeedOf,
  fail,
  moduleOf,
  seatOf,
  type Game,
  type GameSetup,
  type Result,
  type ServiceDeps,
} from './types.ts';

/** How long a link lives from the last time its holder asked for it. */
export const BOARD_LINK_DAYS = 7;
const DAY_MS = 86_400_000;
/** The secret's row in SigningKey (src/store/repo/keys.ts). */
const SECRET_ID = 'board-hmac';
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;
/** Log entries a board shows, newest last. */
export const BOARD_LOG = 30;

export interface BoardDeps extends ServiceDeps {
  /** BOARD_SECRET: signs the links (else a secret kept in the database). */
  boardSecret?: string;
  /** The base of the links (PUBLIC_URL, else the listener's); unset: no board is served. */
  boardUrl?: string;
}

const secrets = new WeakMap<object, Promise<Buffer>>();

/** The key the links are signed with: BOARD_SECRET, else one made once and kept in the database. */
function secretOf(deps: BoardDeps): Promise<Buffer> {
  if (deps.boardSecret) return Promise.resolve(Buffer.from(deps.boardSecret, 'utf8'));
  let s = secrets.get(deps.repo);
  if (!s) {
    s = deps.repo
      .ensureSigningKey(SECRET_ID, () => ({
        algorithm: 'hmac-sha256',
        publicKey: '',
        privateKey: randomBytes(32).toString('base64'),
      }))
      .then((k) => Buffer.from(k.privateKey, 'base64'));
    s.catch(() => secrets.delete(deps.repo));
    secrets.set(deps.repo, s);
  }
  return s;
}

function macOf(secret: Buffer, id: string): Buffer {
  return createHmac('sha256', secret).update(id).digest().subarray(0, 16);
}

function tokenOf(secret: Buffer, id: string): string {
  return `${id}.${macOf(secret, id).toString('base64url')}`;
}

/** The path of a link under the board's base URL. */
export const boardPath = (token: string) => `/board/${token}`;

export interface BoardLinkAnswer {
  token: string;
  /** The reader's side; null: the public link. */
  side: Side | null;
  sideName: Text | null;
  expiresAt: Date;
  gameName: Text;
}

const now = (deps: ServiceDeps) => deps.now?.() ?? new Date();

/** Whether the game's server lets spectators have its public board (`/board public:true`). */
async function publicAllowed(deps: ServiceDeps, game: Game): Promise<boolean> {
  return game.guildId !== null && (await deps.repo.getGuildBoardPublic(game.guildId));
}

/**
 * The asking member's link to this channel's game (/board, the map post's Board button): their
 * own side's link when they play, renewed for BOARD_LINK_DAYS; the game's public link when they
 * do not and the server allows it.
 */
export async function boardLinkFor(
  deps: BoardDeps,
  channelId: string,
  userId: string,
  gameId?: string,
): Promise<Result<BoardLinkAnswer>> {
  const found = gameId ? await deps.repo.findGame<GameSetup, GameState>(gameId) : null;
  const read = found ? ({ ok: true, value: found } as const) : await gameToRead(deps, channelId);
  if (!read.ok) return read;
  const game = read.value;
  if (game.status === 'pending') return fail('NOT_STARTED', t('boardNotStarted'));
  const m = moduleOf(game);
  const side = seatOf(game, userId);
  if (side === null && !(await publicAllowed(deps, game))) return fail('BOARD_NOT_PUBLIC', t('boardNotPublic'));
  const at = now(deps);
  const expiresAt = new Date(at.getTime() + BOARD_LINK_DAYS * DAY_MS);
  const owner = side === null ? null : userId;
  const live = await deps.repo.findLiveBoardLink(game.id, owner, side, at);
  let id: string;
  if (live) {
    id = live.id;
    await deps.repo.renewBoardLink(id, expiresAt);
  } else {
    id = randomBytes(16).toString('base64url');
    await deps.repo.createBoardLink({ id, gameId: game.id, userId: owner, side, createdAt: at, expiresAt });
  }
  const secret = await secretOf(deps);
  return {
    ok: true,
    value: { token: tokenOf(secret, id), side, sideName: side ? m.sideName(side) : null, expiresAt, gameName: m.name },
  };
}

/** The answer to /board and to a map post's Board button: the member's link, in both languages. */
export async function boardLinkMessage(
  deps: BoardDeps,
  channelId: string,
  userId: string,
  gameId?: string,
): Promise<Result<Text>> {
  if (!deps.boardUrl) return fail('NO_BOARD', t('boardNotServed'));
  const r = await boardLinkFor(deps, channelId, userId, gameId);
  if (!r.ok) return r;
  const v = r.value;
  const url = `${deps.boardUrl}${boardPath(v.token)}`;
  const until = `<t:${Math.floor(v.expiresAt.getTime() / 1000)}:f>`;
  const text = (l: Locale) =>
    v.side
      ? t('boardLink', { game: v.gameName[l], side: v.sideName![l], url, until })[l]
      : t('boardPublicLink', { game: v.gameName[l], url, until })[l];
  return { ok: true, value: { ja: text('ja'), en: text('en') } };
}

/** /board revoke: every link the member holds to this channel's game stops working; how many. */
export async function revokeBoardLinksOf(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
): Promise<Result<number>> {
  const found = await gameToRead(deps, channelId);
  if (!found.ok) return found;
  return { ok: true, value: await deps.repo.revokeBoardLinks(found.value.id, userId, now(deps)) };
}

/** /board public: whether spectators of this server's games may have the public board (managers only). */
export async function setBoardPublic(
  deps: ServiceDeps,
  guildId: string | null,
  canManage: boolean,
  on: boolean,
): Promise<Result<boolean>> {
  if (!guildId) return fail('NO_GUILD', t('boardNoGuild'));
  if (!canManage) return fail('NOT_MANAGER', t('boardNotManager'));
  await deps.repo.setGuildBoardPublic(guildId, on);
  return { ok: true, value: on };
}

/** A valid link's holder: the link and its game. */
export interface BoardHolder {
  link: BoardLinkRecord;
  game: Game;
}

/**
 * The link a token names, if it is valid now: well formed, its mac right, not revoked, not
 * expired, its game there, and (the public link) the server still allowing spectators. null for
 * anything else, whatever the reason: a caller answers 403 and nothing more.
 */
export async function boardHolder(deps: BoardDeps, token: string): Promise<BoardHolder | null> {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const [, id, mac] = m as unknown as [string, string, string];
  const secret = await secretOf(deps);
  // The text itself is compared, not its decoded bytes: base64url's last character carries spare
  // bits, so two texts can decode alike, and a link with one character changed must not work.
  const given = Buffer.from(mac, 'ascii');
  const want = Buffer.from(macOf(secret, id).toString('base64url'), 'ascii');
  if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
  const link = await deps.repo.findBoardLink(id);
  if (!link || link.revokedAt || link.expiresAt.getTime() <= now(deps).getTime()) return null;
  const game = await deps.repo.findGame<GameSetup, GameState>(link.gameId);
  if (!game || game.status === 'pending') return null;
  if (link.side === null) {
    if (!(await publicAllowed(deps, game))) return null;
  } else if (seatOf(game, link.userId ?? '') !== link.side) return null; // the seat went to another member
  return { link, game };
}

/** What a board page shows its reader. */
export interface BoardRead {
  look: GameLook;
  /** The reader's side (null: the public). */
  side: Side | null;
  /** The reader's locale: their seat's, else the server's. */
  locale: Locale;
  /** The newest log entries the reader may read, oldest first. */
  log: Text[];
  /** Whether the reader owes a decision now (the choices then are theirs). */
  toMove: boolean;
  /** Stepping through the record: this is the position after `k` of the game's `n` actions. */
  past?: { k: number; n: number };
  /** How many actions the record holds (the step bar's length). */
  steps: number;
}

/** The link's reader's locale: their seat's, else the server's, else ja. */
export async function boardLocale(deps: BoardDeps, h: BoardHolder): Promise<Locale> {
  const { game, link } = h;
  const seat = game.seats.find((s) => s.side === link.side);
  const l = seat?.locale ?? (game.guildId ? await deps.repo.getGuildLocale(game.guildId) : null);
  return l === 'en' ? 'en' : 'ja';
}

export async function boardRead(deps: BoardDeps, h: BoardHolder): Promise<BoardRead> {
  const { game, link } = h;
  const m = moduleOf(game);
  const look = project(m, game, link.side, now(deps));
  const total = await deps.repo.countLog(game.id, link.side);
  const entries =
    total === 0 ? [] : await deps.repo.readLog<LogEntry>(game.id, link.side, 0, Math.min(total, BOARD_LOG));
  return {
    look,
    side: link.side,
    locale: await boardLocale(deps, h),
    log: visibleLog(entries.reverse(), link.side).map((e) => e.text),
    toMove: look.choices.length > 0,
    steps: await deps.repo.countActions(game.id),
  };
}

/**
 * The reader's board at an earlier position: the game's setup replayed through its first `k`
 * actions, seen as the reader's side sees it (the public view for the public link). Nothing to
 * play there; its log is the one of that moment. null when `k` reaches the end of the record: that
 * position is the game's own (boardRead, with its choices).
 */
export async function boardAt(
  deps: BoardDeps,
  h: BoardHolder,
  k: number,
): Promise<(BoardRead & { past: { k: number; n: number }; state: GameState }) | null> {
  const { game, link } = h;
  const m = moduleOf(game);
  const actions = await deps.repo.loadActions(game.id);
  const n = actions.length;
  const at = Math.max(0, Math.floor(k));
  if (at >= n) return null;
  const r = replay(
    m,
    diceSeedOf(game.setup),
    game.setup.options,
    actions.slice(0, at).map((a) => ({ side: a.side, action: a.action })),
  );
  if (!r.ok) throw new Error(`board: game ${game.id} does not replay at action ${r.index}`);
  const then: Game = { ...game, state: r.state, status: 'active', clock: null };
  return {
    look: { ...project(m, then, link.side, now(deps)), choices: [] },
    side: link.side,
    locale: await boardLocale(deps, h),
    log: visibleLog(r.state.log.slice(-BOARD_LOG), link.side).map((e) => e.text),
    toMove: false,
    past: { k: at, n },
    steps: n,
    state: r.state,
  };
}

/**
 * The next choices of the reader's partly built action (`typed`: its tokens so far), from the
 * game's declared decisions — the same tree /act's autocomplete and the buttons use. Empty for the
 * public, and whenever the reader owes nothing.
 */
export function boardChoices(h: BoardHolder, typed: readonly string[], max = 60): NextChoice[] {
  const { game, link } = h;
  if (link.side === null || !choosesNow(game, link.side)) return [];
  return nextChoices(moduleOf(game), game.state, link.side, typed, max);
}

/** An action from the board: the same service path as /act, as the link's member, in the link's game. */
export async function boardAct(deps: BoardDeps, h: BoardHolder, action: Action, expectedVersion?: number) {
  const { game, link } = h;
  if (link.side === null || !link.userId) return fail('BOARD_READ_ONLY', t('boardReadOnly'));
  return act(deps, {
    channelId: game.channelId,
    gameId: game.id,
    userId: link.userId,
    action,
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
  });
}

/** The map the link's reader may see: their side's view (the public's for the public link). */
export function boardView(h: BoardHolder): { gameType: string; view: unknown } {
  return { gameType: h.game.gameType, view: moduleOf(h.game).view(h.game.state, h.link.side) };
}
