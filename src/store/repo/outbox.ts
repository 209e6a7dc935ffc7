// Outbox rows: claiming with a lease, marking delivered / retry / failed / superseded (only while the
// claim holds), failing with notices in one transaction, pruning.
import { Prisma, type PrismaClient } from '#generated/prisma/client.ts';
import { type Db, type OutboxKind, type OutboxRecord, errorText, json } from './records.ts';
import { getGuildLocale, guildLocaleOfGame } from './guilds.ts';

// ---------------------------------------------------------------------------------------------
// outbox

interface RawOutboxRow {
  id: bigint | number | string;
  gameId: string;
  kind: string;
  target: string;
  payload: unknown;
  locale: string | null;
  attempts: number;
  lastError: string | null;
  deliverAfter: Date;
  claimedUntil: Date | null;
  createdAt: Date;
}

/**
 * Claims up to `limit` due, undelivered rows for `leaseMs`: channel posts first (what the players
 * in a channel wait for: a map never waits behind DMs owed before it), then DMs, each oldest first.
 * Rows locked or leased
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
export async function claimOutbox<P = unknown>(
  prisma: PrismaClient,
  limit: number,
  leaseMs: number,
  at: Date = new Date(),
): Promise<OutboxRecord<P>[]> {
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
      ORDER BY (o."kind" = 'channel') DESC, o."id"
      LIMIT ${Math.floor(limit)}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "gameId", "kind", "target", "payload", "locale", "attempts", "lastError", "deliverAfter", "claimedUntil", "createdAt"`;
  return rows
    .map((r) => ({
      id: BigInt(r.id),
      gameId: r.gameId,
      kind: r.kind as OutboxKind,
      target: r.target,
      payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as P,
      locale: r.locale ?? null,
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
export async function markRetry(
  db: Db,
  id: bigint,
  error: unknown,
  delayMs: number,
  o?: MarkOptions,
): Promise<boolean> {
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
    data: {
      attempts: { increment: 1 },
      lastError: errorText(error),
      failedAt: o?.now ?? new Date(),
      claimedUntil: null,
    },
  });
  return r.count === 1;
}

/**
 * The heartbeat of a sender: extends to `until` the claims still held — each row's claimedUntil
 * still its token `lease`, neither delivered nor failed — and returns the ids renewed (a row not
 * among them was settled, or its lease ran out and another claimer took it).
 */
export async function renewClaims(
  prisma: PrismaClient,
  claims: { id: bigint; lease: Date }[],
  until: Date,
): Promise<bigint[]> {
  const out: bigint[] = [];
  const byLease = new Map<number, bigint[]>();
  for (const c of claims) byLease.set(c.lease.getTime(), [...(byLease.get(c.lease.getTime()) ?? []), c.id]);
  for (const [lease, ids] of byLease) {
    const rows = await prisma.$queryRaw<{ id: bigint | number | string }[]>`
      UPDATE "Outbox" SET "claimedUntil" = ${until}
      WHERE "id" IN (${Prisma.join(ids)}) AND "claimedUntil" = ${new Date(lease)} AND "deliveredAt" IS NULL AND "failedAt" IS NULL
      RETURNING "id"`;
    for (const r of rows) out.push(BigInt(r.id));
  }
  return out;
}

/** Gives a claimed row back untouched (its turn comes after an earlier row that failed). */
export async function releaseClaim(db: Db, id: bigint, lease: Date | null): Promise<void> {
  await db.outbox.updateMany({
    where: { id, deliveredAt: null, failedAt: null, claimedUntil: lease },
    data: { claimedUntil: null },
  });
}

/**
 * Marks a claimed row settled without sending it (a newer row of the same game stands for it).
 * `carry`: the newer row's payload as it now reads — the superseded row's text lines carried into
 * it — written in the same transaction, so the lines survive if the newer row fails too.
 */
export async function markSuperseded(
  db: PrismaClient,
  id: bigint,
  o?: MarkOptions,
  carry?: { id: bigint; payload: unknown },
): Promise<boolean> {
  if (!carry) return markDelivered(db, id, o);
  return db.$transaction(async (tx) => {
    if (!(await markDelivered(tx, id, o))) return false;
    await tx.outbox.update({ where: { id: carry.id }, data: { payload: carry.payload as Prisma.InputJsonValue } });
    return true;
  });
}

/**
 * Deletes settled rows: a delivered row once a newer row of the same game and recipient has
 * settled (delivered or failed) and it was delivered before `supersededBefore`, any delivered row
 * delivered before `deliveredBefore`, any failed row failed before `failedBefore`. The newest
 * settled row of a recipient is what the reply warning and the once-per-run notices read.
 */
export async function pruneOutbox(
  db: Db,
  supersededBefore: Date,
  deliveredBefore: Date,
  failedBefore: Date,
): Promise<number> {
  return db.$executeRaw`
    DELETE FROM "Outbox" o
    WHERE (o."deliveredAt" < ${deliveredBefore})
       OR (o."failedAt" < ${failedBefore})
       OR (o."deliveredAt" < ${supersededBefore} AND EXISTS (
            SELECT 1 FROM "Outbox" n
            WHERE n."gameId" = o."gameId" AND n."kind" = o."kind" AND n."target" = o."target" AND n."id" > o."id"
              AND (n."deliveredAt" IS NOT NULL OR n."failedAt" IS NOT NULL)))`;
}

/** A message owed because another could not be delivered (see failAndNotify). */
export interface NoticeInput<P = unknown> {
  kind: OutboxKind;
  target: string;
  payload: P;
  /** The locale it is written in (a DM: the player's); unset: the game's guild's setting. */
  locale?: string;
}

/**
 * Marks a claimed row failed for good and, in the same transaction, owes the notices that tell
 * people so — once per run of failures: not when this recipient's previous row of the same game
 * had failed already. False (and nothing written) when the claim was lost.
 */
export async function failAndNotify<P = unknown>(
  prisma: PrismaClient,
  row: { id: bigint; gameId: string | null; kind: OutboxKind; target: string },
  error: unknown,
  o: MarkOptions | undefined,
  notices: NoticeInput<P>[],
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const r = await tx.outbox.updateMany({
      where: leaseWhere(row.id, o),
      data: {
        attempts: { increment: 1 },
        lastError: errorText(error),
        failedAt: o?.now ?? new Date(),
        claimedUntil: null,
      },
    });
    if (r.count !== 1) return false;
    if (notices.length === 0 || !row.gameId) return true;
    const gameId = row.gameId;
    const previous = await tx.outbox.findFirst({
      where: { gameId, kind: row.kind, target: row.target, id: { lt: row.id } },
      orderBy: { id: 'desc' },
      select: { failedAt: true },
    });
    if (!previous?.failedAt) {
      const locale = notices.some((n) => n.locale === undefined) ? await guildLocaleOfGame(tx, gameId) : null;
      await tx.outbox.createMany({
        data: notices.map((n) => ({
          gameId,
          kind: n.kind,
          target: n.target,
          payload: n.payload as Prisma.InputJsonValue,
          locale: n.locale ?? locale,
        })),
      });
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

export interface OutboxInput<P = unknown> {
  kind: OutboxKind;
  /** Channel id (kind 'channel') or user id (kind 'dm'). */
  target: string;
  payload: P;
  /** The locale it is written in (a DM: the player's); unset: the game's guild's setting. */
  locale?: string;
  /** Not before this time (default: now). */
  deliverAfter?: Date;
}

/**
 * Owed messages, in order: a game's (`gameId`), or a league's (no game: `guildId` given). A row
 * without a locale takes the guild's (as the commit function does).
 */
export async function insertOutbox<P>(
  db: Db,
  gameId: string | null,
  outbox: OutboxInput<P>[],
  guildId?: string,
): Promise<void> {
  if (!outbox.length) return;
  const needLocale = outbox.some((o) => o.locale === undefined);
  const guild =
    guildId ??
    (needLocale && gameId
      ? (await db.game.findUnique({ where: { id: gameId }, select: { guildId: true } }))?.guildId
      : null);
  const guildLocale = needLocale && guild ? await getGuildLocale(db, guild) : null;
  for (const o of outbox) {
    await db.outbox.create({
      data: {
        gameId,
        kind: o.kind,
        target: o.target,
        payload: json(o.payload),
        locale: o.locale ?? guildLocale,
        ...(o.deliverAfter ? { deliverAfter: o.deliverAfter } : {}),
      },
    });
  }
}

/** Queue messages for a game without changing it (a question to a player: an undo's consent). */
export async function queueOutbox<P = unknown>(
  db: PrismaClient,
  gameId: string,
  outbox: OutboxInput<P>[],
): Promise<void> {
  await db.$transaction((tx) => insertOutbox(tx, gameId, outbox));
}
