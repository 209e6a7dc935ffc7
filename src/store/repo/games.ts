// Games: creating one (with its seats), finding one by id or channel, and committing a change —
// state, actions and owed posts in one transaction, guarded by the game's version.
import type pg from 'pg';
import { Prisma, type PrismaClient } from '#generated/prisma/client.ts';
import { getGuildLocale } from './guilds.ts';
import { insertOutbox, type OutboxInput } from './outbox.ts';
import {
  type ActionRecord,
  type Db,
  GAME_JSON,
  type GameRecord,
  type GameStatus,
  OPEN_GAME_PER_CHANNEL_INDEX,
  gameInclude,
  gameOfJson,
  isTerminal,
  json,
  parsedJson,
  toGame,
  uniqueViolation,
} from './records.ts';

// ---------------------------------------------------------------------------------------------
// games

export interface SeatInput {
  side: string;
  userId: string;
  accepted?: boolean;
  locale?: string;
}

export interface CreateGameInput<Setup = unknown, State = unknown> {
  id: string;
  guildId?: string | null;
  channelId: string;
  /** The channel the game's thread (channelId) was opened from, if it has one. */
  parentChannelId?: string | null;
  /** Rated when it ends (league games; casual games both players agreed to rate). */
  rated?: boolean;
  gameType: string;
  status: GameStatus;
  setup: Setup;
  state: State;
  createdBy: string;
  seats: SeatInput[];
  /** Posts/DMs owed by the creation itself (e.g. the challenge), written in the same transaction. */
  outbox?: OutboxInput[];
}

export type CreateGameResult<Setup = unknown, State = unknown> =
  | { ok: true; game: GameRecord<Setup, State> }
  /** CHANNEL_BUSY: the channel already has a pending/active game. GAME_EXISTS: the id is taken. */
  | { ok: false; reason: 'CHANNEL_BUSY' | 'GAME_EXISTS' };

/**
 * Creates a game with its seats and its outbox rows (one nested write: Prisma runs it as one
 * transaction, so either all of it is stored or none). Version starts at 0.
 */
export async function createGame<Setup, State>(
  db: Db,
  input: CreateGameInput<Setup, State>,
): Promise<CreateGameResult<Setup, State>> {
  try {
    const guildLocale =
      input.outbox?.some((o) => o.locale === undefined) && input.guildId
        ? await getGuildLocale(db, input.guildId)
        : null;
    const row = await db.game.create({
      data: {
        id: input.id,
        guildId: input.guildId ?? null,
        channelId: input.channelId,
        parentChannelId: input.parentChannelId ?? null,
        rated: input.rated ?? false,
        gameType: input.gameType,
        status: input.status,
        setup: json(input.setup),
        state: json(input.state),
        createdBy: input.createdBy,
        finishedAt: isTerminal(input.status) ? new Date() : null,
        seats: {
          create: input.seats.map((s) => ({
            side: s.side,
            userId: s.userId,
            accepted: s.accepted ?? false,
            ...(s.locale !== undefined ? { locale: s.locale } : {}),
          })),
        },
        ...(input.outbox?.length
          ? {
              outbox: {
                create: input.outbox.map((o) => ({
                  kind: o.kind,
                  target: o.target,
                  payload: json(o.payload),
                  locale: o.locale ?? guildLocale,
                  ...(o.deliverAfter ? { deliverAfter: o.deliverAfter } : {}),
                })),
              },
            }
          : {}),
      },
      include: gameInclude,
    });
    return { ok: true, game: toGame<Setup, State>(row) };
  } catch (e) {
    const v = uniqueViolation(e);
    if (v) {
      if (
        v.index === OPEN_GAME_PER_CHANNEL_INDEX ||
        v.message.includes(OPEN_GAME_PER_CHANNEL_INDEX) ||
        v.fields?.includes('channelId')
      ) {
        return { ok: false, reason: 'CHANNEL_BUSY' };
      }
      if (
        v.index === 'Game_pkey' ||
        v.message.includes('"Game_pkey"') ||
        (v.fields?.length === 1 && v.fields[0] === 'id')
      ) {
        return { ok: false, reason: 'GAME_EXISTS' };
      }
    }
    throw e;
  }
}

/** The pending or active game of a channel, with its seats (one statement). */
export async function findOpenGameByChannel<Setup = unknown, State = unknown>(
  db: Db,
  channelId: string,
): Promise<GameRecord<Setup, State> | null> {
  const [row] = await db.$queryRaw<{ game: unknown }[]>`
    SELECT ${GAME_JSON} AS "game" FROM "Game" g WHERE g."channelId" = ${channelId} AND g."status" IN ('pending', 'active') LIMIT 1`;
  return row ? gameOfJson<Setup, State>(row.game) : null;
}

/** The newest channel post of a game that was delivered or failed for good (what the reply warning reads). */
export interface SettledPost {
  target: string;
  failedAt: Date | null;
  lastError: string | null;
}

/**
 * The pending or active game of a channel with its newest settled channel post, in one statement:
 * a command's game and the warning its reply may carry (src/service/outbox/worker.ts
 * channelProblem). The post is the one lastSettledChannelPost reads (SETTLED_CHANNEL_POST: a
 * channel row, not the status message, delivered or failed for good; a payload without a type is
 * no such post, as Prisma's JSON filter reads it).
 */
export async function findOpenGameWithDelivery<Setup = unknown, State = unknown>(
  db: Db,
  channelId: string,
): Promise<{ game: GameRecord<Setup, State>; settled: SettledPost | null } | null> {
  const [row] = await db.$queryRaw<{ game: unknown; settled: unknown }[]>`
    SELECT ${GAME_JSON} AS "game",
      (SELECT json_build_object('target', o."target", 'failedAt', o."failedAt", 'lastError', o."lastError")
         FROM "Outbox" o
        WHERE o."gameId" = g."id" AND o."kind" = 'channel' AND NOT (o."payload" -> 'type' = '"status"'::jsonb)
          AND (o."failedAt" IS NOT NULL OR o."deliveredAt" IS NOT NULL)
        ORDER BY o."id" DESC LIMIT 1) AS "settled"
    FROM "Game" g WHERE g."channelId" = ${channelId} AND g."status" IN ('pending', 'active') LIMIT 1`;
  if (!row) return null;
  const settled = parsedJson(row.settled) as {
    target: string;
    failedAt: string | null;
    lastError: string | null;
  } | null;
  return {
    game: gameOfJson<Setup, State>(row.game),
    settled: settled && {
      target: settled.target,
      failedAt: settled.failedAt === null ? null : new Date(`${settled.failedAt}Z`),
      lastError: settled.lastError,
    },
  };
}

/** The channel's most recent game, whatever its status (/export of a finished game). */
export async function findLatestGameByChannel<Setup = unknown, State = unknown>(
  db: Db,
  channelId: string,
): Promise<GameRecord<Setup, State> | null> {
  const [row] = await db.$queryRaw<{ game: unknown }[]>`
    SELECT ${GAME_JSON} AS "game" FROM "Game" g WHERE g."channelId" = ${channelId} ORDER BY g."createdAt" DESC LIMIT 1`;
  return row ? gameOfJson<Setup, State>(row.game) : null;
}

/** A game by id, with its seats (one statement). */
export async function findGame<Setup = unknown, State = unknown>(
  db: Db,
  id: string,
): Promise<GameRecord<Setup, State> | null> {
  const [row] = await db.$queryRaw<
    { game: unknown }[]
  >`SELECT ${GAME_JSON} AS "game" FROM "Game" g WHERE g."id" = ${id}`;
  return row ? gameOfJson<Setup, State>(row.game) : null;
}

export interface ActionInput<A = string> {
  side: string;
  userId: string;
  action: A;
  /** The action drew on the dice generator. */
  rolled?: boolean;
  /** The action revealed hidden information. */
  revealed?: boolean;
}

export interface SeatUpdate {
  side: string;
  userId?: string;
  accepted?: boolean;
  locale?: string;
  prefs?: Record<string, unknown>;
  privateOwed?: boolean;
}

export interface CommitGameChangeInput<State = unknown, A = string, P = unknown> {
  gameId: string;
  /** The version the change was computed from; the commit fails with STALE if it moved on. */
  expectedVersion: number;
  state: State;
  /** finishedAt is set when the status becomes finished or aborted. */
  status?: GameStatus;
  winner?: string | null;
  /** New value of Game.announced (how much of the log the channel has been shown). */
  announced?: number;
  /** A new setup (the dice key is fixed at acceptance, when both players' words are known). */
  setup?: unknown;
  /** Appended to the action log with consecutive seq numbers, in this order. */
  actions: ActionInput<A>[];
  /** New entries of the game's text log, with their seq (from 0, continuing the game's). */
  log?: LogInput[];
  outbox: OutboxInput<P>[];
  seatUpdates?: SeatUpdate[];
  /** A new clock and the time the sweep must next look at it (absent: the clock is unchanged). */
  clock?: { value: unknown; dueAt: Date | null };
  /**
   * The acting member's seats in every open game take this locale, in the same statement (their
   * DMs follow the language of their latest command: followSeatLocale, folded into the commit).
   */
  followLocale?: { userId: string; locale: string };
}

export interface LogInput {
  seq: number;
  entry: unknown;
}

export type CommitResult =
  /** version: the new version. lastSeq: the seq of the last action of the game's log (0: none). */
  | { ok: true; version: number; lastSeq: number }
  /** STALE: another change committed first (reload and recompute). NOT_FOUND: no such game. */
  | { ok: false; reason: 'STALE' | 'NOT_FOUND' };

/**
 * Writes a change of a game in one statement, one call of the server-side function
 * hexpost_commit_change (migrations 20261129000000, 20261130000000, 20261202000000): the game row (only if its version is still
 * expectedVersion; then version+1), its actions numbered after the last seq, its log rows, the
 * owed posts and DMs, the clock, then a new setup and the seat updates in order, and the acting
 * member's seats' language (followLocale). Atomic (one statement commits whole or not at all) and
 * one round trip, so no transaction stays open across event-loop turns while it holds the game's
 * row lock. On a version mismatch nothing of the change is written (the seats' language still
 * follows the command): the answer is STALE, or NOT_FOUND when there is no such game. A seat
 * update naming no seat of the game fails the call, writing nothing.
 *
 * On PostgreSQL the call goes straight to the pool under Prisma as a named prepared statement
 * (parsed once per connection); Prisma's raw query adds about 0.15 ms to a commit of about 1 ms.
 * PGlite (one process, no pool) goes through Prisma. Given a transaction's client and no pool, the
 * call is part of that transaction (a league withdrawal whose games the computer takes over).
 */
export async function commitGameChange<State = unknown, A = string, P = unknown>(
  prisma: Db,
  input: CommitGameChangeInput<State, A, P>,
  pool?: pg.Pool,
): Promise<CommitResult> {
  const values = commitChangeValues(input);
  const rows = pool
    ? (await pool.query<CommitRow>({ name: 'hexpost_commit_change', text: COMMIT_CHANGE_SQL, values })).rows
    : await prisma.$queryRawUnsafe<CommitRow[]>(COMMIT_CHANGE_SQL, ...values);
  const r = rows[0]!;
  if (Number(r.updated) !== 1) {
    const exists = await prisma.game.count({ where: { id: input.gameId } });
    return { ok: false, reason: exists ? 'STALE' : 'NOT_FOUND' };
  }
  return { ok: true, version: input.expectedVersion + 1, lastSeq: Number(r.base ?? 0) + input.actions.length };
}

type CommitRow = { updated: number | bigint; base: number | bigint | null };

/**
 * The call of hexpost_commit_change, one text for every change (what a named prepared statement
 * needs): its values are bound by position (commitChangeValues).
 */
const COMMIT_CHANGE_SQL = `SELECT "updated", "base" FROM hexpost_commit_change($1, $2::int, $3::jsonb, $4::text, $5::boolean, $6::boolean, $7::text, $8::int, ($9::timestamptz AT TIME ZONE 'UTC')::timestamp(3), $10::jsonb, $11::jsonb, $12::jsonb, $13::boolean, $14::jsonb, ($15::timestamptz AT TIME ZONE 'UTC')::timestamp(3), $16::boolean, $17::jsonb, $18::jsonb, $19::text, $20::text)`;

/** The values of COMMIT_CHANGE_SQL for a change, in order. */
function commitChangeValues<State, A, P>(input: CommitGameChangeInput<State, A, P>): unknown[] {
  const now = new Date();
  const nowIso = now.toISOString();
  const terminal = input.status !== undefined && isTerminal(input.status);
  const actions = JSON.stringify(
    input.actions.map((a) => ({
      side: a.side,
      userId: a.userId,
      action: a.action,
      rolled: a.rolled ?? false,
      revealed: a.revealed ?? false,
    })),
  );
  const log = JSON.stringify((input.log ?? []).map((l) => ({ seq: l.seq, entry: l.entry })));
  const outbox = JSON.stringify(
    input.outbox.map((o) => ({
      kind: o.kind,
      target: o.target,
      payload: o.payload,
      locale: o.locale ?? null,
      deliverAfter: o.deliverAfter ? o.deliverAfter.toISOString() : nowIso,
    })),
  );
  const clock = input.clock ? JSON.stringify(input.clock.value ?? null) : null;
  const due = input.clock?.dueAt ? input.clock.dueAt.toISOString() : null;
  const setup = input.setup !== undefined ? JSON.stringify(input.setup) : null;
  // A field left out of an update (undefined) is left out of its JSON: the seat keeps its value.
  const seats = JSON.stringify(
    (input.seatUpdates ?? []).map((s) => ({
      side: s.side,
      userId: s.userId,
      accepted: s.accepted,
      locale: s.locale,
      prefs: s.prefs,
      privateOwed: s.privateOwed,
    })),
  );
  const follow = input.followLocale ?? null;
  return [
    input.gameId,
    input.expectedVersion,
    JSON.stringify(input.state),
    input.status ?? null,
    terminal,
    input.winner !== undefined,
    input.winner ?? null,
    input.announced ?? null,
    nowIso,
    actions,
    log,
    outbox,
    input.clock !== undefined,
    clock,
    due,
    input.setup !== undefined,
    setup,
    seats,
    follow?.userId ?? null,
    follow?.locale ?? null,
  ];
}

/** The action log of a game, by seq. */
export async function loadActions<A = string>(db: Db, gameId: string): Promise<ActionRecord<A>[]> {
  const rows = await db.actionLog.findMany({ where: { gameId }, orderBy: { seq: 'asc' } });
  return rows.map((r) => ({
    gameId: r.gameId,
    seq: r.seq,
    side: r.side,
    userId: r.userId,
    action: r.action as A,
    rolled: r.rolled,
    revealed: r.revealed,
    createdAt: r.createdAt,
  }));
}

/** How many actions end the game's log with no action of another side than `side` among them. */
export async function actionsInARow(db: Db, gameId: string, side: string): Promise<number> {
  const other = await db.actionLog.findFirst({
    where: { gameId, NOT: { side } },
    orderBy: { seq: 'desc' },
    select: { seq: true },
  });
  return db.actionLog.count({ where: { gameId, ...(other ? { seq: { gt: other.seq } } : {}) } });
}

// ---------------------------------------------------------------------------------------------
// the text log

/** Entries `side` may read: public ones, and those addressed to it (null: the public's). */
function readableBy(side: string | null): Prisma.Sql {
  return side === null
    ? Prisma.sql`NOT ("entry" ? 'to')`
    : Prisma.sql`(NOT ("entry" ? 'to') OR "entry"->'to' ? ${side})`;
}

/** How many entries of a game's log `side` may read. */
export async function countLog(db: Db, gameId: string, side: string | null): Promise<number> {
  const rows = await db.$queryRaw<
    { n: number | bigint }[]
  >`SELECT count(*) AS n FROM "GameLog" WHERE "gameId" = ${gameId} AND ${readableBy(side)}`;
  return Number(rows[0]?.n ?? 0);
}

/** A page of the entries `side` may read, newest first: `skip` newest ones skipped, then `take`. */
export async function readLog<E = unknown>(
  db: Db,
  gameId: string,
  side: string | null,
  skip: number,
  take: number,
): Promise<E[]> {
  const rows = await db.$queryRaw<{ entry: unknown }[]>`
    SELECT "entry" FROM "GameLog" WHERE "gameId" = ${gameId} AND ${readableBy(side)}
    ORDER BY "seq" DESC OFFSET ${Math.max(0, Math.floor(skip))} LIMIT ${Math.max(0, Math.floor(take))}`;
  return rows.map((r) => (typeof r.entry === 'string' ? JSON.parse(r.entry) : r.entry) as E);
}

/** The whole log in order (replay checks, exports). */
export async function loadLog<E = unknown>(db: Db, gameId: string): Promise<E[]> {
  const rows = await db.gameLog.findMany({ where: { gameId }, orderBy: { seq: 'asc' }, select: { entry: true } });
  return rows.map((r) => r.entry as E);
}

/** Games whose clock the sweep must look at by `now` (active games only), soonest first. */
export async function findDueClocks(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db.game.findMany({
    where: { status: 'active', clockDueAt: { lte: now } },
    orderBy: { clockDueAt: 'asc' },
    take: limit,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/**
 * The sweep's write: the game's clock and its next due time, with the messages it owes, only if
 * the game is still at `expectedVersion` and its due time is still `expectedDue` — so of two sweeps
 * (two shards, or a sweep racing a move) one writes and the other finds nothing to do. The game's
 * version does not move: a reminder must not make the buttons of the last post stale.
 */
export async function commitClock<P = unknown>(
  db: PrismaClient,
  input: {
    gameId: string;
    expectedVersion: number;
    expectedDue: Date | null;
    clock: unknown;
    dueAt: Date | null;
    outbox: OutboxInput<P>[];
  },
): Promise<boolean> {
  return db.$transaction(
    async (tx) => {
      const updated = await tx.game.updateMany({
        where: { id: input.gameId, version: input.expectedVersion, clockDueAt: input.expectedDue },
        data: { clock: json(input.clock), clockDueAt: input.dueAt },
      });
      if (updated.count !== 1) return false;
      await insertOutbox(tx, input.gameId, input.outbox);
      return true;
    },
    { maxWait: 10_000, timeout: 15_000 },
  );
}

/** A member's games in a guild: every open one, and those that ended since `endedSince`, latest first (one statement). */
export async function findGamesOfUser<Setup = unknown, State = unknown>(
  db: Db,
  guildId: string,
  userId: string,
  endedSince: Date,
  limit: number,
): Promise<GameRecord<Setup, State>[]> {
  const rows = await db.$queryRaw<{ game: unknown }[]>`
    SELECT ${GAME_JSON} AS "game" FROM "Game" g
    WHERE g."guildId" = ${guildId} AND EXISTS (SELECT 1 FROM "Seat" s WHERE s."gameId" = g."id" AND s."userId" = ${userId})
      AND (g."status" IN ('pending', 'active') OR g."finishedAt" >= (${endedSince.toISOString()}::timestamptz AT TIME ZONE 'UTC')::timestamp(3))
    ORDER BY g."updatedAt" DESC LIMIT ${Math.max(0, Math.floor(limit))}`;
  return rows.map((r) => gameOfJson<Setup, State>(r.game));
}

/**
 * An undo: the game row (only at `expectedVersion`; then version+1) takes the replayed state, the
 * action rows from `fromSeq` on and the text-log rows from `fromLogSeq` on are deleted, and the owed
 * messages are queued — in one transaction. False: the version had moved on (nothing written).
 */
export async function commitUndo<P = unknown>(
  db: PrismaClient,
  input: {
    gameId: string;
    expectedVersion: number;
    state: unknown;
    announced: number;
    fromSeq: number;
    fromLogSeq: number;
    /** Actions that followed the undone one and stay (the other side's, in a simultaneous decision), renumbered from fromSeq. */
    actions?: ActionInput<unknown>[];
    /** The text log from fromLogSeq on as it now reads (those later actions' entries). */
    log?: LogInput[];
    outbox: OutboxInput<P>[];
  },
): Promise<boolean> {
  return db.$transaction(
    async (tx) => {
      const updated = await tx.game.updateMany({
        where: { id: input.gameId, version: input.expectedVersion },
        data: {
          state: json(input.state),
          version: { increment: 1 },
          announced: input.announced,
          // The rows kept run from 1 to fromSeq - 1, then the renumbered later actions.
          lastSeq: input.fromSeq - 1 + (input.actions?.length ?? 0),
        },
      });
      if (updated.count !== 1) return false;
      await tx.actionLog.deleteMany({ where: { gameId: input.gameId, seq: { gte: input.fromSeq } } });
      await tx.gameLog.deleteMany({ where: { gameId: input.gameId, seq: { gte: input.fromLogSeq } } });
      if (input.actions?.length) {
        await tx.actionLog.createMany({
          data: input.actions.map((a, i) => ({
            gameId: input.gameId,
            seq: input.fromSeq + i,
            side: a.side,
            userId: a.userId,
            action: a.action as Prisma.InputJsonValue,
            rolled: a.rolled ?? false,
            revealed: a.revealed ?? false,
          })),
        });
      }
      if (input.log?.length)
        await tx.gameLog.createMany({
          data: input.log.map((l) => ({ gameId: input.gameId, seq: l.seq, entry: l.entry as Prisma.InputJsonValue })),
        });
      await insertOutbox(tx, input.gameId, input.outbox);
      return true;
    },
    { maxWait: 10_000, timeout: 15_000 },
  );
}
