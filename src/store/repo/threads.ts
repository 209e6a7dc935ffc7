// A game's channel: its pinned status message, the open games' threads, and the newest settled
// post of the channel (what the delivery warning reads).
import type { Prisma } from '#generated/prisma/client.ts';
import type { Db } from './records.ts';

/** Records the game's pinned status message (posted once, edited in place after that). */
export async function setStatusMessage(db: Db, gameId: string, messageId: string): Promise<void> {
  await db.game.update({ where: { id: gameId }, data: { statusMessageId: messageId } });
}

/** The threads of games still open (pending or active), for keeping them from archiving. */
export async function openGameThreads(db: Db, limit: number): Promise<{ gameId: string; threadId: string }[]> {
  const rows = await db.game.findMany({
    where: { status: { in: ['pending', 'active'] }, parentChannelId: { not: null } },
    select: { id: true, channelId: true },
    orderBy: { createdAt: 'asc' },
    take: limit,
  });
  return rows.map((r) => ({ gameId: r.id, threadId: r.channelId }));
}

/** Whether an open game lives in this channel (a thread the bot must keep from archiving). */
export async function hasOpenGameIn(db: Db, channelId: string): Promise<boolean> {
  return (await db.game.count({ where: { channelId, status: { in: ['pending', 'active'] } } })) > 0;
}

/** A channel post that was delivered or failed for good; the pinned status message is edited, not posted, and tells nothing of posting. */
export const SETTLED_CHANNEL_POST = {
  kind: 'channel',
  NOT: { payload: { path: ['type'], equals: 'status' } },
  OR: [{ failedAt: { not: null } }, { deliveredAt: { not: null } }],
} satisfies Prisma.OutboxWhereInput;

/** The newest channel post of a game that was delivered or failed for good (for the reply warning). */
export async function lastSettledChannelPost(
  db: Db,
  gameId: string,
): Promise<{ target: string; failedAt: Date | null; lastError: string | null } | null> {
  return db.outbox.findFirst({
    where: { gameId, ...SETTLED_CHANNEL_POST },
    orderBy: { id: 'desc' },
    select: { target: true, failedAt: true, lastError: true },
  });
}
