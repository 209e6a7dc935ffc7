-- League names are one whatever their case (issue 23): "Spring" and "spring" are the same league
-- name on a server. /league create already refuses a name that differs from another league's only
-- by case; this unique index on ("guildId", lower("name")) makes the database refuse it too, so two
-- creations at once cannot both pass that check. (Prisma's schema cannot spell an index on an
-- expression: prisma/schema.prisma names it in a comment.) lower() folds what the database's
-- collation folds (every server's ASCII letters at least); the service folds the rest itself.
--
-- Leagues stored before this, whose names on one server differ only by case, would make the index
-- fail: the earliest made (by "createdAt", then "id") keeps its name — it is the one lookups found
-- already (src/store/repo/leagues.ts findSeasonByLeagueName) — and each later one is renamed with
-- the first suffix " (2)", " (3)", … that leaves its name unique without case on its server. Only
-- the name changes: its seasons, entries, pairings and games stay as they were.
DO $$
DECLARE
  dup RECORD;
  n INTEGER;
  candidate TEXT;
BEGIN
  FOR dup IN
    SELECT "id", "guildId", "name"
    FROM (
      SELECT "id", "guildId", "name", "createdAt",
             row_number() OVER (PARTITION BY "guildId", lower("name") ORDER BY "createdAt", "id") AS rank
      FROM "League"
    ) ranked
    WHERE rank > 1
    ORDER BY "guildId", "createdAt", "id"
  LOOP
    n := 2;
    LOOP
      candidate := dup."name" || ' (' || n || ')';
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM "League" l
        WHERE l."guildId" = dup."guildId" AND lower(l."name") = lower(candidate)
      );
      n := n + 1;
    END LOOP;
    UPDATE "League" SET "name" = candidate WHERE "id" = dup."id";
  END LOOP;
END $$;

CREATE UNIQUE INDEX "League_guildId_lower_name_key" ON "League"("guildId", lower("name"));
