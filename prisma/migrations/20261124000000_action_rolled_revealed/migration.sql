-- What an action did, for undo: it drew on the dice generator, or it revealed hidden information.
ALTER TABLE "ActionLog" ADD COLUMN "rolled" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "ActionLog" ADD COLUMN "revealed" BOOLEAN NOT NULL DEFAULT false;
