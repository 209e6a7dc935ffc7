-- 20261124000000_action_rolled_revealed added "rolled" and "revealed" with DEFAULT false, so every
-- action stored before it counts as having rolled nothing and revealed nothing, and /undo could take
-- back an old reveal. What those actions did is not known: count them as both (undo stops before
-- them), as the safe side.
UPDATE "ActionLog" AS a
   SET "rolled" = true, "revealed" = true
  FROM "_prisma_migrations" AS m
 WHERE m."migration_name" = '20261124000000_action_rolled_revealed'
   AND a."createdAt" < m."started_at";
