-- Community leagues (docs/leagues.md): a league of one game on a server, its seasons, the members
-- signed up (their division, withdrawal), the pairings the bot turns into games, and Glicko-2
-- ratings per game per server. A game may be rated (league games always; a casual one when both
-- agreed), and is rated once (ratedAt). League posts have no game: Outbox.gameId may be NULL.
CREATE TABLE "League" (
    "id" TEXT NOT NULL,
    "guildId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "pace" TEXT,
    "rounds" INTEGER NOT NULL DEFAULT 0,
    "roundDays" INTEGER NOT NULL DEFAULT 14,
    "organiserRoleId" TEXT,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "League_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "League_guildId_name_key" ON "League"("guildId", "name");

CREATE TABLE "Season" (
    "id" TEXT NOT NULL,
    "leagueId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "round" INTEGER NOT NULL DEFAULT 0,
    "roundDeadline" TIMESTAMP(3),
    "signupUntil" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    CONSTRAINT "Season_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Season_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "Season_leagueId_number_key" ON "Season"("leagueId", "number");

CREATE TABLE "LeagueEntry" (
    "seasonId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "division" INTEGER NOT NULL DEFAULT 0,
    "seed" INTEGER NOT NULL DEFAULT 0,
    "withdrawn" BOOLEAN NOT NULL DEFAULT false,
    "withdrawnWhy" TEXT,
    "goneSince" TIMESTAMP(3),
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LeagueEntry_pkey" PRIMARY KEY ("seasonId", "userId"),
    CONSTRAINT "LeagueEntry_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE "LeaguePairing" (
    "id" TEXT NOT NULL,
    "seasonId" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "division" INTEGER NOT NULL DEFAULT 0,
    "first" TEXT NOT NULL,
    "second" TEXT,
    "gameId" TEXT,
    "status" TEXT NOT NULL,
    "result" TEXT,
    "timeout" BOOLEAN NOT NULL DEFAULT false,
    "endedAt" TIMESTAMP(3),
    CONSTRAINT "LeaguePairing_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "LeaguePairing_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "LeaguePairing_gameId_key" ON "LeaguePairing"("gameId");
CREATE INDEX "LeaguePairing_seasonId_status_idx" ON "LeaguePairing"("seasonId", "status");

CREATE TABLE "Rating" (
    "guildId" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "rating" DOUBLE PRECISION NOT NULL,
    "rd" DOUBLE PRECISION NOT NULL,
    "vol" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Rating_pkey" PRIMARY KEY ("guildId", "gameType", "userId")
);

ALTER TABLE "Game" ADD COLUMN "rated" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Game" ADD COLUMN "ratedAt" TIMESTAMP(3);
CREATE INDEX "Game_rated_ratedAt_idx" ON "Game"("rated", "ratedAt");

ALTER TABLE "Outbox" ALTER COLUMN "gameId" DROP NOT NULL;
