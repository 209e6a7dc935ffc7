// Guild settings and seats (locales, accepting a seat), and the small named queries the service
// asks about a game (its last settled channel post).
import { Db } from './records.ts';

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

/** The newest channel post of a game that was delivered or failed for good (for the reply warning). */
export async function lastSettledChannelPost(db: Db, gameId: string): Promise<{ target: string; failedAt: Date | null; lastError: string | null } | null> {
  return db.outbox.findFirst({
    where: { gameId, kind: 'channel', OR: [{ failedAt: { not: null } }, { deliveredAt: { not: null } }] },
    orderBy: { id: 'desc' },
    select: { target: true, failedAt: true, lastError: true },
  });
}

