-- The text log moves out of Game.state into rows: every entry becomes a GameLog row (seq from 0),
-- and the stored state keeps only the entries the channel has not been shown yet (after
-- "announced"), which the next post lists. The state then stays the same size all game.
CREATE TABLE "GameLog" (
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "entry" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "GameLog_pkey" PRIMARY KEY ("gameId","seq")
);
ALTER TABLE "GameLog" ADD CONSTRAINT "GameLog_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Games that have started (a pending game's state is replaced when it starts).
INSERT INTO "GameLog" ("gameId", "seq", "entry", "createdAt")
SELECT g."id", (e.ord - 1)::int, e.v, g."updatedAt"
FROM "Game" g, jsonb_array_elements(g."state"->'log') WITH ORDINALITY AS e(v, ord)
WHERE g."status" <> 'pending' AND jsonb_typeof(g."state"->'log') = 'array';

UPDATE "Game" g SET "state" = jsonb_set(g."state", '{log}', COALESCE(
    (SELECT jsonb_agg(e.v ORDER BY e.ord) FROM jsonb_array_elements(g."state"->'log') WITH ORDINALITY AS e(v, ord) WHERE e.ord > g."announced"),
    '[]'::jsonb))
WHERE g."status" <> 'pending' AND jsonb_typeof(g."state"->'log') = 'array';
