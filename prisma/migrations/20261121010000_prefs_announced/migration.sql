-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "announced" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "prefs" JSONB NOT NULL DEFAULT '{}';
