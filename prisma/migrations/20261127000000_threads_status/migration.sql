-- A thread per game and a pinned status message (docs/play-by-post.md): the channel the game's
-- thread was opened from (NULL: the game is played in the channel it was made in), the pinned
-- status message once posted (edited in place after that), and per seat whether a change the
-- player alone may see is still owed to them by DM (private maps go out at hand-overs, not after
-- every change).
ALTER TABLE "Game" ADD COLUMN "parentChannelId" TEXT;
ALTER TABLE "Game" ADD COLUMN "statusMessageId" TEXT;
ALTER TABLE "Seat" ADD COLUMN "privateOwed" BOOLEAN NOT NULL DEFAULT false;
-- A forum channel a manager chose for new games (each game a post in it); NULL: a thread of the
-- channel /newgame was used in.
ALTER TABLE "GuildSettings" ADD COLUMN "forumChannelId" TEXT;
