// A server's settings: the language it is answered in, and the forum new games open in.
import type { Db } from './records.ts';

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
  await db.guildSettings.upsert({
    where: { guildId },
    create: { guildId, forumChannelId },
    update: { forumChannelId },
  });
}

/** The locale the game's guild chose (null: none chosen, or no guild): what its channel rows are written in. */
export async function guildLocaleOfGame(db: Db, gameId: string): Promise<string | null> {
  const rows = await db.$queryRaw<{ locale: string }[]>`
    SELECT gs."locale" FROM "Game" g JOIN "GuildSettings" gs ON gs."guildId" = g."guildId" WHERE g."id" = ${gameId}`;
  return rows[0]?.locale ?? null;
}
