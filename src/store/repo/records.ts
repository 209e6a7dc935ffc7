// The records the repository hands out (games, seats, actions, outbox rows) and the helpers that
// map rows to them. Snowflakes are strings; JSON columns are typed by the caller through generics.
import { Prisma, type PrismaClient } from '#generated/prisma/client.ts';

export type GameStatus = 'pending' | 'active' | 'finished' | 'aborted';
export const OPEN_STATUSES: readonly GameStatus[] = ['pending', 'active'];
/** 'job': not a message but work the outbox worker runs after the commit (the AI seat's turn). */
export type OutboxKind = 'channel' | 'dm' | 'job';

/** The partial unique index of the init migration: one pending/active game per channel. */
export const OPEN_GAME_PER_CHANNEL_INDEX = 'Game_channelId_open_key';

export interface SeatRecord {
  gameId: string;
  side: string;
  userId: string;
  accepted: boolean;
  locale: string;
  /** Standing preferences of the player in this game (JSON object). */
  prefs: Record<string, unknown>;
  /** A change only this player may see waits to be sent to them by DM (at the next hand-over). */
  privateOwed: boolean;
}

export interface GameRecord<Setup = unknown, State = unknown> {
  id: string;
  guildId: string | null;
  channelId: string;
  gameType: string;
  status: GameStatus;
  setup: Setup;
  state: State;
  version: number;
  /** Length of the state's log the channel has been shown. */
  announced: number;
  createdBy: string;
  winner: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
  /** The play-by-post clock (src/service/clock/time.ts), null: none. */
  clock: unknown;
  /** When the clock sweep must next look at the game; null: never. */
  clockDueAt: Date | null;
  /** The channel the game's thread (channelId) was opened from; null: played in channelId itself. */
  parentChannelId: string | null;
  /** The pinned status message in the game's channel; null: not posted yet. */
  statusMessageId: string | null;
  /** Rated when it ends (league games; casual games both players agreed to rate). */
  rated: boolean;
  /** Ordered by side. */
  seats: SeatRecord[];
}

export interface ActionRecord<A = string> {
  gameId: string;
  seq: number;
  side: string;
  userId: string;
  action: A;
  rolled: boolean;
  revealed: boolean;
  createdAt: Date;
}

export interface OutboxRecord<P = unknown> {
  id: bigint;
  /** Null: a league's post (no game). */
  gameId: string | null;
  kind: OutboxKind;
  target: string;
  payload: P;
  /** The locale it is written in; null: the app's default (the guild never chose one). */
  locale: string | null;
  /** Failed attempts so far (markRetry / markFailed add one). */
  attempts: number;
  lastError: string | null;
  deliverAfter: Date;
  /** The lease of the current claim. */
  claimedUntil: Date | null;
  createdAt: Date;
}

// ---------------------------------------------------------------------------------------------
// helpers

export type Db = PrismaClient | Prisma.TransactionClient;

export function json(v: unknown): Prisma.InputJsonValue | typeof Prisma.JsonNull {
  return v === null ? Prisma.JsonNull : (v as Prisma.InputJsonValue);
}

export const gameInclude = { seats: { orderBy: { side: 'asc' } } } as const;

export type GameRow = Prisma.GameGetPayload<{ include: typeof gameInclude }>;

/**
 * A game row with its seats (ordered by side) as one JSON value, `g` being the "Game" row: what
 * gameInclude reads in two statements (the game, then its seats), in one. Timestamps are written
 * as to_json writes a timestamp (ISO 8601, no zone: the columns hold UTC); gameOfJson reads it back.
 */
export const GAME_JSON = Prisma.sql`json_build_object(
  'id', g."id", 'guildId', g."guildId", 'channelId', g."channelId", 'gameType', g."gameType", 'status', g."status",
  'setup', g."setup", 'state', g."state", 'version', g."version", 'announced', g."announced", 'createdBy', g."createdBy",
  'winner', g."winner", 'createdAt', g."createdAt", 'updatedAt', g."updatedAt", 'finishedAt', g."finishedAt",
  'clock', g."clock", 'clockDueAt', g."clockDueAt", 'parentChannelId', g."parentChannelId",
  'statusMessageId', g."statusMessageId", 'rated', g."rated", 'ratedAt', g."ratedAt",
  'seats', COALESCE((
    SELECT json_agg(json_build_object('gameId', s."gameId", 'side', s."side", 'userId', s."userId", 'accepted', s."accepted",
      'locale', s."locale", 'prefs', s."prefs", 'privateOwed', s."privateOwed") ORDER BY s."side")
    FROM "Seat" s WHERE s."gameId" = g."id"), '[]'::json))`;

/** A json or jsonb column as the adapter hands it over: parsed already, or its text. */
export function parsedJson(v: unknown): unknown {
  return typeof v === 'string' ? JSON.parse(v) : v;
}

/** A timestamp(3) column (UTC) as written inside JSON by to_json. */
function utc(v: unknown): Date | null {
  return typeof v === 'string' ? new Date(`${v}Z`) : null;
}

/** The record of a GAME_JSON value. */
export function gameOfJson<Setup, State>(v: unknown): GameRecord<Setup, State> {
  const o = parsedJson(v) as Record<string, unknown> & { seats: GameRow['seats'] };
  return toGame<Setup, State>({
    ...(o as unknown as GameRow),
    createdAt: utc(o.createdAt)!,
    updatedAt: utc(o.updatedAt)!,
    finishedAt: utc(o.finishedAt),
    clockDueAt: utc(o.clockDueAt),
    ratedAt: utc(o.ratedAt),
  });
}

export function toGame<Setup, State>(row: GameRow): GameRecord<Setup, State> {
  return {
    id: row.id,
    guildId: row.guildId,
    channelId: row.channelId,
    gameType: row.gameType,
    status: row.status as GameStatus,
    setup: row.setup as Setup,
    state: row.state as State,
    version: row.version,
    announced: row.announced,
    createdBy: row.createdBy,
    winner: row.winner,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    finishedAt: row.finishedAt,
    clock: row.clock ?? null,
    clockDueAt: row.clockDueAt ?? null,
    parentChannelId: row.parentChannelId ?? null,
    statusMessageId: row.statusMessageId ?? null,
    rated: row.rated ?? false,
    seats: row.seats.map((s) => ({
      gameId: s.gameId,
      side: s.side,
      userId: s.userId,
      accepted: s.accepted,
      locale: s.locale,
      prefs: (s.prefs ?? {}) as Record<string, unknown>,
      privateOwed: s.privateOwed,
    })),
  };
}

export function isTerminal(status: GameStatus): boolean {
  return status === 'finished' || status === 'aborted';
}

const MAX_ERROR_LENGTH = 2000;
export function errorText(error: unknown): string {
  const s = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return s.length > MAX_ERROR_LENGTH ? `${s.slice(0, MAX_ERROR_LENGTH - 1)}…` : s;
}

/**
 * Which unique index a P2002 came from. The two adapters report it differently: adapter-pg gives
 * the constraint name, the PGlite adapter the column list; both keep Postgres's message.
 */
export function uniqueViolation(e: unknown): { index?: string; fields?: string[]; message: string } | null {
  if (!(e instanceof Prisma.PrismaClientKnownRequestError) || e.code !== 'P2002') return null;
  const cause = (e.meta as { driverAdapterError?: { cause?: Record<string, unknown> } } | undefined)?.driverAdapterError
    ?.cause;
  const constraint = cause?.constraint as { index?: string; fields?: string[] } | undefined;
  return {
    index: constraint?.index,
    fields: constraint?.fields?.map((f) => f.replace(/"/g, '')),
    message: `${typeof cause?.originalMessage === 'string' ? cause.originalMessage : ''} ${e.message}`,
  };
}
