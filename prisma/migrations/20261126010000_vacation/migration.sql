-- Vacation days (docs/play-by-post.md): each member's yearly budget per server, how much of it is
-- used, and the vacation running now (its end), if any.
CREATE TABLE "Vacation" (
    "guildId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "usedMs" BIGINT NOT NULL DEFAULT 0,
    "until" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Vacation_pkey" PRIMARY KEY ("guildId","userId","year")
);
