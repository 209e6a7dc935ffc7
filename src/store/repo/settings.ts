// Guild settings and seats (locales, accepting a seat), and the small named queries the service
// asks about a game (its last settled channel post).
import type { Prisma } from '../../generated/prisma/client.ts';
import { Db } from './records.ts';

export async function getGuildLocale(db: Db, guildId: string): Promise<string | null> {
  const row = await db.guildSettings.findUnique({ where: { guildId }, select: { locale: true } });
  return row?.locale ?? null;
}

export async function setGuildLocale(db: Db, guildId: string, locale: string): Promise<void> {
  await db.guildSettings.upsert({ where: { guildId }, create: { guildId, locale }, update: { locale } });
}

/** The forum channel new games of the guild open in (a post each); null: none chosen. */
export async function getGuildForum(db: Db, guildId: string): Promise<string | null> {
  const row = await db.guildSettings.findUnique({ where: { guildId }, select: { forumChannelId: true } });
  return row?.forumChannelId ?? null;
}

export async function setGuildForum(db: Db, guildId: string, forumChannelId: string | null): Promise<void> {
  await db.guildSettings.upsert({ where: { guildId }, create: { guildId, forumChannelId }, update: { forumChannelId } });
}

/** Records the game's pinned status message (posted once, edited in place after that). */
export async function setStatusMessage(db: Db, gameId: string, messageId: string): Promise<void> {
  await db.game.update({ where: { id: gameId }, data: { statusMessageId: messageId } });
}

/** The threads of games still open (pending or active), for keeping them from archiving. */
export async function openGameThreads(db: Db, limit: number): Promise<{ gameId: string; threadId: string }[]> {
  const rows = await db.game.findMany({ where: { status: { in: ['pending', 'active'] }, parentChannelId: { not: null } }, select: { id: true, channelId: true }, orderBy: { createdAt: 'asc' }, take: limit });
  return rows.map((r) => ({ gameId: r.id, threadId: r.channelId }));
}

/** Whether an open game lives in this channel (a thread the bot must keep from archiving). */
export async function hasOpenGameIn(db: Db, channelId: string): Promise<boolean> {
  return (await db.game.count({ where: { channelId, status: { in: ['pending', 'active'] } } })) > 0;
}

/** Sets the locale of every seat of userId in the game. Returns the number of seats changed. */
export async function setSeatLocale(db: Db, gameId: string, userId: string, locale: string): Promise<number> {
  const r = await db.seat.updateMany({ where: { gameId, userId }, data: { locale } });
  return r.count;
}

/**
 * A player's DMs follow their most recent language: their seats in open games take `locale` (a
 * no-op, matching no row, when it is already theirs). Returns the number of seats changed.
 */
export async function followSeatLocale(db: Db, userId: string, locale: string): Promise<number> {
  const r = await db.seat.updateMany({ where: { userId, locale: { not: locale }, game: { status: { in: ['pending', 'active'] } } }, data: { locale } });
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

/** A channel post that was delivered or failed for good; the pinned status message is edited, not posted, and tells nothing of posting. */
export const SETTLED_CHANNEL_POST = {
  kind: 'channel',
  NOT: { payload: { path: ['type'], equals: 'status' } },
  OR: [{ failedAt: { not: null } }, { deliveredAt: { not: null } }],
} satisfies Prisma.OutboxWhereInput;

/** The newest channel post of a game that was delivered or failed for good (for the reply warning). */
export async function lastSettledChannelPost(db: Db, gameId: string): Promise<{ target: string; failedAt: Date | null; lastError: string | null } | null> {
  return db.outbox.findFirst({
    where: { gameId, ...SETTLED_CHANNEL_POST },
    orderBy: { id: 'desc' },
    select: { target: true, failedAt: true, lastError: true },
  });
}


/** A member's vacation record for a year on a server (none yet: nothing used). */
export async function getVacation(db: Db, guildId: string, userId: string, year: number): Promise<{ usedMs: number; until: Date | null }> {
  const r = await db.vacation.findUnique({ where: { guildId_userId_year: { guildId, userId, year } } });
  return { usedMs: Number(r?.usedMs ?? 0), until: r?.until ?? null };
}

/** Records a member's vacation use for a year (`usedMs` in all) and the running vacation's end. */
export async function setVacation(db: Db, guildId: string, userId: string, year: number, usedMs: number, until: Date | null): Promise<void> {
  await db.vacation.upsert({
    where: { guildId_userId_year: { guildId, userId, year } },
    create: { guildId, userId, year, usedMs: BigInt(Math.round(usedMs)), until },
    update: { usedMs: BigInt(Math.round(usedMs)), until, updatedAt: new Date() },
  });
}
