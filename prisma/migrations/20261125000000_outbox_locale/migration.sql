-- The locale a channel post or DM is written in travels with its row (set when the row is owed:
-- the guild's setting for a channel, the player's for a DM; NULL: the guild never chose one, so
-- the app's default). The worker no longer looks it up for every row it delivers.
ALTER TABLE "Outbox" ADD COLUMN "locale" TEXT;
UPDATE "Outbox" o SET "locale" = gs."locale"
  FROM "Game" g JOIN "GuildSettings" gs ON gs."guildId" = g."guildId"
  WHERE o."gameId" = g."id" AND o."deliveredAt" IS NULL AND o."failedAt" IS NULL AND o."kind" = 'channel';
UPDATE "Outbox" SET "locale" = "payload"->>'locale'
  WHERE "deliveredAt" IS NULL AND "failedAt" IS NULL AND "kind" = 'dm' AND "payload"->>'locale' IS NOT NULL;
