// Seats: a player's accepting one, and the language their DMs follow.
import type { Db } from './records.ts';

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
  const r = await db.seat.updateMany({
    where: { userId, locale: { not: locale }, game: { status: { in: ['pending', 'active'] } } },
    data: { locale },
  });
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
