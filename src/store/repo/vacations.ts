// A member's vacation days on a server, per year (docs/play-by-post.md).
import type { Db } from './records.ts';

/** A member's vacation record for a year on a server (none yet: nothing used). */
export async function getVacation(
  db: Db,
  guildId: string,
  userId: string,
  year: number,
): Promise<{ usedMs: number; until: Date | null }> {
  const r = await db.vacation.findUnique({ where: { guildId_userId_year: { guildId, userId, year } } });
  return { usedMs: Number(r?.usedMs ?? 0), until: r?.until ?? null };
}

/** Records a member's vacation use for a year (`usedMs` in all) and the running vacation's end. */
export async function setVacation(
  db: Db,
  guildId: string,
  userId: string,
  year: number,
  usedMs: number,
  until: Date | null,
): Promise<void> {
  await db.vacation.upsert({
    where: { guildId_userId_year: { guildId, userId, year } },
    create: { guildId, userId, year, usedMs: BigInt(Math.round(usedMs)), until },
    update: { usedMs: BigInt(Math.round(usedMs)), until, updatedAt: new Date() },
  });
}
