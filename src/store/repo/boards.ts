// The web board's links (src/service/board.ts) and a server's choice to give spectators the
// public board.
import type { Db } from './records.ts';

export interface BoardLinkRecord {
  id: string;
  gameId: string;
  userId: string | null;
  side: string | null;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export async function findBoardLink(db: Db, id: string): Promise<BoardLinkRecord | null> {
  return db.boardLink.findUnique({ where: { id } });
}

/** The member's (or, userId null, the public's) newest live link to the game: not revoked, not expired. */
export async function findLiveBoardLink(
  db: Db,
  gameId: string,
  userId: string | null,
  side: string | null,
  now: Date,
): Promise<BoardLinkRecord | null> {
  return db.boardLink.findFirst({
    where: { gameId, userId, side, revokedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: 'desc' },
  });
}

export async function createBoardLink(
  db: Db,
  link: Omit<BoardLinkRecord, 'revokedAt' | 'createdAt'> & { createdAt: Date },
): Promise<BoardLinkRecord> {
  return db.boardLink.create({ data: { ...link, revokedAt: null } });
}

export async function renewBoardLink(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.boardLink.update({ where: { id }, data: { expiresAt } });
}

/** Revokes every live link the member holds to the game; how many. */
export async function revokeBoardLinks(db: Db, gameId: string, userId: string, now: Date): Promise<number> {
  const r = await db.boardLink.updateMany({ where: { gameId, userId, revokedAt: null }, data: { revokedAt: now } });
  return r.count;
}

export async function getGuildBoardPublic(db: Db, guildId: string): Promise<boolean> {
  const row = await db.guildSettings.findUnique({ where: { guildId }, select: { boardPublic: true } });
  return row?.boardPublic ?? false;
}

export async function setGuildBoardPublic(db: Db, guildId: string, boardPublic: boolean): Promise<void> {
  await db.guildSettings.upsert({
    where: { guildId },
    create: { guildId, boardPublic },
    update: { boardPublic },
  });
}

/** A game's version alone (a board following the game live asks this every second or so). */
export async function findGameVersion(db: Db, gameId: string): Promise<number | null> {
  const row = await db.game.findUnique({ where: { id: gameId }, select: { version: true } });
  return row?.version ?? null;
}

/** How many actions a game's record holds (its "lastSeq"): the board's step bar. */
export async function countActions(db: Db, gameId: string): Promise<number> {
  const row = await db.game.findUnique({ where: { id: gameId }, select: { lastSeq: true } });
  return row?.lastSeq ?? 0;
}
