-- The web board's links (issue "A board you can click"): a member's link to a game's board, bound
-- to the member, the game and the side, expiring and revocable; and the server's choice to let
-- spectators have the public board.
ALTER TABLE "GuildSettings" ADD COLUMN "boardPublic" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "BoardLink" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "userId" TEXT,
    "side" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    CONSTRAINT "BoardLink_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "BoardLink_gameId_userId_idx" ON "BoardLink"("gameId", "userId");
ALTER TABLE "BoardLink" ADD CONSTRAINT "BoardLink_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
