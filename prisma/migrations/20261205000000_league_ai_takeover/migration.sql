-- A league organiser may let the computer finish a withdrawn player's games (docs/leagues.md, "The
-- computer takes over"): with "aiTakeover" on, a player withdrawn from a running season (/league
-- leave, two timeouts, gone from the server) has each of their games in play taken over by the
-- bot's computer player, unrated, instead of resigned. Off for every league made before it: they
-- behave as they did.
ALTER TABLE "League" ADD COLUMN "aiTakeover" BOOLEAN NOT NULL DEFAULT false;
