-- A move's commit (hexpost_commit_change) writes its ActionLog row, its GameLog rows and its Outbox
-- rows after the UPDATE of the game's row that checks its version, in the same transaction, and
-- only when that UPDATE found the row: each row's game exists by construction, and no code deletes
-- a game. The foreign keys checked it again, one lookup of the game's row per row written (about a
-- tenth of a move's commit: `commit_ratio` in `npm run bench` went from 1.48–1.51 to 1.43–1.44 on
-- the same machine, issue "Twice the moves per core"). They go; prisma/schema.prisma keeps the
-- relations for the client's typing and nested writes, and says the database does not enforce them.
ALTER TABLE "ActionLog" DROP CONSTRAINT "ActionLog_gameId_fkey";
ALTER TABLE "GameLog" DROP CONSTRAINT "GameLog_gameId_fkey";
ALTER TABLE "Outbox" DROP CONSTRAINT "Outbox_gameId_fkey";
