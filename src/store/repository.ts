// Typed access to the hexpost tables. Snowflakes are strings; JSON columns are typed by the
// caller through generics (they are stored as JSONB and come back as plain JSON).
// Every function takes the PrismaClient first; createRepository() binds them.
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';

export type GameStatus = 'pending' | 'active' | 'finished' | 'aborted';
export const OPEN_STATUSES: readonly GameStatus[] = ['pending', 'active'];
export type OutboxKind = 'channel' | 'dm';

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
  gameId: string;
  kind: OutboxKind;
  target: string;
  payload: P;
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

type Db = PrismaClient | Prisma.TransactionClient;

function json(v: unknown): Prisma.InputJsonValue | typeof Prisma.JsonNull {
  return v === null ? Prisma.JsonNull : (v as Prisma.InputJsonValue);
}

const gameInclude = { seats: { orderBy: { side: 'asc' } } } as const;

type GameRow = Prisma.GameGetPayload<{ include: typeof gameInclude }>;

function toGame<Setup, State>(row: GameRow): GameRecord<Setup, State> {
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
    seats: row.seats.map((s) => ({ gameId: s.gameId, side: s.side, userId: s.userId, accepted: s.accepted, locale: s.locale, prefs: (s.prefs ?? {}) as Record<string, unknown> })),
  };
}

function isTerminal(status: GameStatus): boolean {
  return status === 'finished' || status === 'aborted';
}

const MAX_ERROR_LENGTH = 2000;
function errorText(error: unknown): string {
  const s = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return s.length > MAX_ERROR_LENGTH ? `${s.slice(0, MAX_ERROR_LENGTH - 1)}…` : s;
}

/**
 * Which unique index a P2002 came from. The two adapters report it differently: adapter-pg gives
 * the constraint name, the PGlite adapter the column list; both keep Postgres's message.
 */
function uniqueViolation(e: unknown): { index?: string; fields?: string[]; message: string } | null {
  if (!(e instanceof Prisma.PrismaClientKnownRequestError) || e.code !== 'P2002') return null;
  const cause = (e.meta as { driverAdapterError?: { cause?: Record<string, unknown> } } | undefined)?.driverAdapterError?.cause;
  const constraint = cause?.constraint as { index?: string; fields?: string[] } | undefined;
  return {
    index: constraint?.index,
    fields: constraint?.fields?.map((f) => f.replace(/"/g, '')),
    message: `${typeof cause?.originalMessage === 'string' ? cause.originalMessage : ''} ${e.message}`,
  };
}

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
    const row = await db.game.create({
      data: {
        id: input.id,
        guildId: input.guildId ?? null,
        channelId: input.channelId,
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
      if (v.index === OPEN_GAME_PER_CHANNEL_INDEX || v.message.includes(OPEN_GAME_PER_CHANNEL_INDEX) || v.fields?.includes('channelId')) {
        return { ok: false, reason: 'CHANNEL_BUSY' };
      }
      if (v.index === 'Game_pkey' || v.message.includes('"Game_pkey"') || (v.fields?.length === 1 && v.fields[0] === 'id')) {
        return { ok: false, reason: 'GAME_EXISTS' };
      }
    }
    throw e;
  }
}

/** The pending or active game of a channel, with its seats. */
export async function findOpenGameByChannel<Setup = unknown, State = unknown>(
  db: Db,
  channelId: string,
): Promise<GameRecord<Setup, State> | null> {
  const row = await db.game.findFirst({
    where: { channelId, status: { in: [...OPEN_STATUSES] } },
    include: gameInclude,
  });
  return row ? toGame<Setup, State>(row) : null;
}

/** The channel's most recent game, whatever its status (/export of a finished game). */
export async function findLatestGameByChannel<Setup = unknown, State = unknown>(
  db: Db,
  channelId: string,
): Promise<GameRecord<Setup, State> | null> {
  const row = await db.game.findFirst({ where: { channelId }, orderBy: { createdAt: 'desc' }, include: gameInclude });
  return row ? toGame<Setup, State>(row) : null;
}

export async function findGame<Setup = unknown, State = unknown>(db: Db, id: string): Promise<GameRecord<Setup, State> | null> {
  const row = await db.game.findUnique({ where: { id }, include: gameInclude });
  return row ? toGame<Setup, State>(row) : null;
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

export interface OutboxInput<P = unknown> {
  kind: OutboxKind;
  /** Channel id (kind 'channel') or user id (kind 'dm'). */
  target: string;
  payload: P;
  /** Not before this time (default: now). */
  deliverAfter?: Date;
}

export interface SeatUpdate {
  side: string;
  userId?: string;
  accepted?: boolean;
  locale?: string;
  prefs?: Record<string, unknown>;
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
  outbox: OutboxInput<P>[];
  seatUpdates?: SeatUpdate[];
}

export type CommitResult =
  /** version: the new version. lastSeq: the seq of the last action of the game's log (0: none). */
  | { ok: true; version: number; lastSeq: number }
  /** STALE: another change committed first (reload and recompute). NOT_FOUND: no such game. */
  | { ok: false; reason: 'STALE' | 'NOT_FOUND' };

class StaleVersion extends Error {}

/**
 * Writes a change of a game in one interactive transaction: the game row (only if its version is
 * still expectedVersion; then version+1), the action log rows, the outbox rows, seat updates.
 * On a version mismatch nothing is written.
 */
export async function commitGameChange<State = unknown, A = string, P = unknown>(
  prisma: PrismaClient,
  input: CommitGameChangeInput<State, A, P>,
): Promise<CommitResult> {
  try {
    return await prisma.$transaction(
      async (tx) => {
        const now = new Date();
        const updated = await tx.game.updateMany({
          where: { id: input.gameId, version: input.expectedVersion },
          data: {
            state: json(input.state),
            version: { increment: 1 },
            ...(input.status !== undefined ? { status: input.status } : {}),
            ...(input.status !== undefined && isTerminal(input.status) ? { finishedAt: now } : {}),
            ...(input.winner !== undefined ? { winner: input.winner } : {}),
            ...(input.announced !== undefined ? { announced: input.announced } : {}),
            ...(input.setup !== undefined ? { setup: json(input.setup) } : {}),
          },
        });
        if (updated.count !== 1) throw new StaleVersion();
        // The update holds the game row's lock until commit, so seq numbers cannot race.
        const max = await tx.actionLog.aggregate({ where: { gameId: input.gameId }, _max: { seq: true } });
        let seq = max._max.seq ?? 0;
        if (input.actions.length > 0) {
          await tx.actionLog.createMany({
            data: input.actions.map((a) => ({
              gameId: input.gameId,
              seq: ++seq,
              side: a.side,
              userId: a.userId,
              action: json(a.action),
              rolled: a.rolled ?? false,
              revealed: a.revealed ?? false,
              createdAt: now,
            })),
          });
        }
        if (input.outbox.length > 0) {
          await tx.outbox.createMany({
            data: input.outbox.map((o) => ({
              gameId: input.gameId,
              kind: o.kind,
              target: o.target,
              payload: json(o.payload),
              deliverAfter: o.deliverAfter ?? now,
              createdAt: now,
            })),
          });
        }
        for (const s of input.seatUpdates ?? []) {
          await tx.seat.update({
            where: { gameId_side: { gameId: input.gameId, side: s.side } },
            data: {
              ...(s.userId !== undefined ? { userId: s.userId } : {}),
              ...(s.accepted !== undefined ? { accepted: s.accepted } : {}),
              ...(s.locale !== undefined ? { locale: s.locale } : {}),
              ...(s.prefs !== undefined ? { prefs: json(s.prefs) } : {}),
            },
          });
        }
        return { ok: true as const, version: input.expectedVersion + 1, lastSeq: seq };
      },
      // PGlite runs one transaction at a time: waiting for the turn can take a while under load.
      { maxWait: 10_000, timeout: 15_000 },
    );
  } catch (e) {
    if (e instanceof StaleVersion) {
      const exists = await prisma.game.count({ where: { id: input.gameId } });
      return { ok: false, reason: exists ? 'STALE' : 'NOT_FOUND' };
    }
    throw e;
  }
}

/** The action log of a game, by seq. */
export async function loadActions<A = string>(db: Db, gameId: string): Promise<ActionRecord<A>[]> {
  const rows = await db.actionLog.findMany({ where: { gameId }, orderBy: { seq: 'asc' } });
  return rows.map((r) => ({ gameId: r.gameId, seq: r.seq, side: r.side, userId: r.userId, action: r.action as A, rolled: r.rolled, revealed: r.revealed, createdAt: r.createdAt }));
}

// ---------------------------------------------------------------------------------------------
// outbox

interface RawOutboxRow {
  id: bigint | number | string;
  gameId: string;
  kind: string;
  target: string;
  payload: unknown;
  attempts: number;
  lastError: string | null;
  deliverAfter: Date;
  claimedUntil: Date | null;
  createdAt: Date;
}

/**
 * Claims up to `limit` due, undelivered rows for `leaseMs` (oldest first). Rows locked or leased
 * by another claimer are skipped, so several processes can share the outbox. A claim whose lease
 * runs out without markDelivered/markRetry/markFailed is claimed again (at-least-once delivery;
 * the Discord nonce makes the second send of such a row return the first message).
 *
 * Head of line: a row is claimable only when every earlier owed row of the same recipient (kind +
 * target) is claimable too — none waiting for a retry or leased by another claimer — so a
 * channel's posts and a user's DMs are sent in commit order, never one overtaking another.
 *
 * The lease's end (`claimedUntil`, to the millisecond) is the claim's token: the mark functions
 * take it and change the row only while that claim still holds it.
 */
export async function claimOutbox<P = unknown>(prisma: PrismaClient, limit: number, leaseMs: number, at: Date = new Date()): Promise<OutboxRecord<P>[]> {
  if (limit <= 0) return [];
  const now = at;
  const until = new Date(now.getTime() + leaseMs);
  const rows = await prisma.$queryRaw<RawOutboxRow[]>`
    UPDATE "Outbox" SET "claimedUntil" = ${until}
    WHERE "id" IN (
      SELECT o."id" FROM "Outbox" o
      WHERE o."deliveredAt" IS NULL AND o."failedAt" IS NULL AND o."deliverAfter" <= ${now}
        AND (o."claimedUntil" IS NULL OR o."claimedUntil" <= ${now})
        AND NOT EXISTS (
          SELECT 1 FROM "Outbox" e
          WHERE e."kind" = o."kind" AND e."target" = o."target" AND e."id" < o."id"
            AND e."deliveredAt" IS NULL AND e."failedAt" IS NULL
            AND (e."deliverAfter" > ${now} OR (e."claimedUntil" IS NOT NULL AND e."claimedUntil" > ${now}))
        )
      ORDER BY o."id"
      LIMIT ${Math.floor(limit)}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "gameId", "kind", "target", "payload", "attempts", "lastError", "deliverAfter", "claimedUntil", "createdAt"`;
  return rows
    .map((r) => ({
      id: BigInt(r.id),
      gameId: r.gameId,
      kind: r.kind as OutboxKind,
      target: r.target,
      payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as P,
      attempts: Number(r.attempts),
      lastError: r.lastError,
      deliverAfter: new Date(r.deliverAfter),
      claimedUntil: r.claimedUntil === null ? null : new Date(r.claimedUntil),
      createdAt: new Date(r.createdAt),
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Which claim a mark belongs to (the row's claimedUntil at claim time) and the time now. */
export interface MarkOptions {
  lease?: Date | null;
  now?: Date;
}

const leaseWhere = (id: bigint, o?: MarkOptions) => ({
  id,
  deliveredAt: null,
  failedAt: null,
  ...(o?.lease ? { claimedUntil: o.lease } : {}),
});

/** Returns false when the row was already delivered (or does not exist, or another claim holds it). */
export async function markDelivered(db: Db, id: bigint, o?: MarkOptions): Promise<boolean> {
  const r = await db.outbox.updateMany({
    where: leaseWhere(id, o),
    data: { deliveredAt: o?.now ?? new Date(), claimedUntil: null },
  });
  return r.count === 1;
}

/** A failed attempt to try again after delayMs: attempts+1, lease released. */
export async function markRetry(db: Db, id: bigint, error: unknown, delayMs: number, o?: MarkOptions): Promise<boolean> {
  const r = await db.outbox.updateMany({
    where: leaseWhere(id, o),
    data: {
      attempts: { increment: 1 },
      lastError: errorText(error),
      deliverAfter: new Date((o?.now ?? new Date()).getTime() + Math.max(0, delayMs)),
      claimedUntil: null,
    },
  });
  return r.count === 1;
}

/** Gives up on a row for good (e.g. DMs closed): attempts+1, failedAt set. */
export async function markFailed(db: Db, id: bigint, error: unknown, o?: MarkOptions): Promise<boolean> {
  const r = await db.outbox.updateMany({
    where: leaseWhere(id, o),
    data: { attempts: { increment: 1 }, lastError: errorText(error), failedAt: o?.now ?? new Date(), claimedUntil: null },
  });
  return r.count === 1;
}

/** Gives a claimed row back untouched (its turn comes after an earlier row that failed). */
export async function releaseClaim(db: Db, id: bigint, lease: Date | null): Promise<void> {
  await db.outbox.updateMany({ where: { id, deliveredAt: null, failedAt: null, claimedUntil: lease }, data: { claimedUntil: null } });
}

/**
 * Marks a row delivered without sending it: a map superseded by a newer map of the same game in
 * the same channel (the newer post carries its text lines).
 */
export async function markSuperseded(db: Db, id: bigint, o?: MarkOptions): Promise<boolean> {
  return markDelivered(db, id, o);
}

/** Deletes delivered rows delivered before `deliveredBefore` and failed rows failed before `failedBefore`. */
export async function pruneOutbox(db: Db, deliveredBefore: Date, failedBefore: Date): Promise<number> {
  const r = await db.outbox.deleteMany({
    where: { OR: [{ deliveredAt: { lt: deliveredBefore } }, { failedAt: { lt: failedBefore } }] },
  });
  return r.count;
}

/** A message owed because another could not be delivered (see failAndNotify). */
export interface NoticeInput<P = unknown> {
  kind: OutboxKind;
  target: string;
  payload: P;
}

/**
 * Marks a claimed row failed for good and, in the same transaction, owes the notices that tell
 * people so — once per run of failures: not when this recipient's previous row of the same game
 * had failed already. False (and nothing written) when the claim was lost.
 */
export async function failAndNotify<P = unknown>(
  prisma: PrismaClient,
  row: { id: bigint; gameId: string; kind: OutboxKind; target: string },
  error: unknown,
  o: MarkOptions | undefined,
  notices: NoticeInput<P>[],
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const r = await tx.outbox.updateMany({
      where: leaseWhere(row.id, o),
      data: { attempts: { increment: 1 }, lastError: errorText(error), failedAt: o?.now ?? new Date(), claimedUntil: null },
    });
    if (r.count !== 1) return false;
    if (notices.length === 0) return true;
    const previous = await tx.outbox.findFirst({
      where: { gameId: row.gameId, kind: row.kind, target: row.target, id: { lt: row.id } },
      orderBy: { id: 'desc' },
      select: { failedAt: true },
    });
    if (!previous?.failedAt) {
      await tx.outbox.createMany({ data: notices.map((n) => ({ gameId: row.gameId, kind: n.kind, target: n.target, payload: n.payload as Prisma.InputJsonValue })) });
    }
    return true;
  });
}

/** Rows neither delivered nor failed (due or not, claimed or not). */
export async function countPendingOutbox(db: Db): Promise<number> {
  return db.outbox.count({ where: { deliveredAt: null, failedAt: null } });
}

// ---------------------------------------------------------------------------------------------
// guild settings and seats

/** null when the guild never chose one. */
export async function getGuildLocale(db: Db, guildId: string): Promise<string | null> {
  const row = await db.guildSettings.findUnique({ where: { guildId }, select: { locale: true } });
  return row?.locale ?? null;
}

export async function setGuildLocale(db: Db, guildId: string, locale: string): Promise<void> {
  await db.guildSettings.upsert({ where: { guildId }, create: { guildId, locale }, update: { locale } });
}

/** Sets the locale of every seat of userId in the game. Returns the number of seats changed. */
export async function setSeatLocale(db: Db, gameId: string, userId: string, locale: string): Promise<number> {
  const r = await db.seat.updateMany({ where: { gameId, userId }, data: { locale } });
  return r.count;
}

/**
 * Marks the seats of userId in the game as accepted (only `side` when given).
 * Returns the number of seats that were found (0: the user has no such seat).
 */
export async function acceptSeat(db: Db, gameId: string, userId: string, side?: string): Promise<number> {
  const r = await db.seat.updateMany({
    where: { gameId, userId, ...(side !== undefined ? { side } : {}) },
    data: { accepted: true },
  });
  return r.count;
}

// ---------------------------------------------------------------------------------------------
// bound

/** The newest channel post of a game that was delivered or failed for good (for the reply warning). */
export async function lastSettledChannelPost(db: Db, gameId: string): Promise<{ target: string; failedAt: Date | null; lastError: string | null } | null> {
  return db.outbox.findFirst({
    where: { gameId, kind: 'channel', OR: [{ failedAt: { not: null } }, { deliveredAt: { not: null } }] },
    orderBy: { id: 'desc' },
    select: { target: true, failedAt: true, lastError: true },
  });
}

/** The guild a game was created in (null: none, or no such game). */
export async function guildOfGame(db: Db, gameId: string): Promise<string | null> {
  const row = await db.game.findUnique({ where: { id: gameId }, select: { guildId: true } });
  return row?.guildId ?? null;
}

/**
 * The repository: named queries only. Nothing outside src/store gets the Prisma client (the
 * process wiring in src/app.ts and src/main.ts keeps the database handle for health checks).
 */
export function createRepository(prisma: PrismaClient) {
  return {
    lastSettledChannelPost: (gameId: string) => lastSettledChannelPost(prisma, gameId),
    guildOfGame: (gameId: string) => guildOfGame(prisma, gameId),
    createGame: <Setup, State>(input: CreateGameInput<Setup, State>) => createGame(prisma, input),
    findOpenGameByChannel: <Setup = unknown, State = unknown>(channelId: string) =>
      findOpenGameByChannel<Setup, State>(prisma, channelId),
    findGame: <Setup = unknown, State = unknown>(id: string) => findGame<Setup, State>(prisma, id),
    findLatestGameByChannel: <Setup = unknown, State = unknown>(channelId: string) =>
      findLatestGameByChannel<Setup, State>(prisma, channelId),
    commitGameChange: <State = unknown, A = string, P = unknown>(input: CommitGameChangeInput<State, A, P>) =>
      commitGameChange(prisma, input),
    loadActions: <A = string>(gameId: string) => loadActions<A>(prisma, gameId),
    claimOutbox: <P = unknown>(limit: number, leaseMs: number, now?: Date) => claimOutbox<P>(prisma, limit, leaseMs, now),
    markDelivered: (id: bigint, o?: MarkOptions) => markDelivered(prisma, id, o),
    markRetry: (id: bigint, error: unknown, delayMs: number, o?: MarkOptions) => markRetry(prisma, id, error, delayMs, o),
    markFailed: (id: bigint, error: unknown, o?: MarkOptions) => markFailed(prisma, id, error, o),
    markSuperseded: (id: bigint, o?: MarkOptions) => markSuperseded(prisma, id, o),
    releaseClaim: (id: bigint, lease: Date | null) => releaseClaim(prisma, id, lease),
    failAndNotify: <P = unknown>(row: { id: bigint; gameId: string; kind: OutboxKind; target: string }, error: unknown, o: MarkOptions | undefined, notices: NoticeInput<P>[]) =>
      failAndNotify<P>(prisma, row, error, o, notices),
    pruneOutbox: (deliveredBefore: Date, failedBefore: Date) => pruneOutbox(prisma, deliveredBefore, failedBefore),
    countPendingOutbox: () => countPendingOutbox(prisma),
    getGuildLocale: (guildId: string) => getGuildLocale(prisma, guildId),
    setGuildLocale: (guildId: string, locale: string) => setGuildLocale(prisma, guildId, locale),
    setSeatLocale: (gameId: string, userId: string, locale: string) => setSeatLocale(prisma, gameId, userId, locale),
    acceptSeat: (gameId: string, userId: string, side?: string) => acceptSeat(prisma, gameId, userId, side),
  };
}

export type Repository = ReturnType<typeof createRepository>;
