-- Leagues without holes (docs/leagues.md): a league whose channel was lost (deleted, or the bot's
-- access taken away) is paused until its organiser resumes it — no games are made, the sweep skips
-- it; failures of its posts before "resumedAt" are not counted again. A substitute is offered to a
-- member ("offeredTo" on the withdrawn player's entry) and takes the place only when they accept.
ALTER TABLE "League" ADD COLUMN "pausedAt" TIMESTAMP(3);
ALTER TABLE "League" ADD COLUMN "pausedWhy" TEXT;
ALTER TABLE "League" ADD COLUMN "resumedAt" TIMESTAMP(3);
ALTER TABLE "LeagueEntry" ADD COLUMN "offeredTo" TEXT;
