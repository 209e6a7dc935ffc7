-- Play-by-post clocks (src/service/clock.ts): each game's clock (pace, each side's time left and
-- whether it runs, reminders sent, timeouts) and the next time the sweep must look at it. Both are
-- written by the same commit as the change that moved them (hexpost_commit_move gains them), so a
-- restart or another shard finds every deadline in the table.
ALTER TABLE "Game" ADD COLUMN "clock" JSONB;
ALTER TABLE "Game" ADD COLUMN "clockDueAt" TIMESTAMP(3);
CREATE INDEX "Game_clockDueAt_idx" ON "Game"("clockDueAt");

DROP FUNCTION hexpost_commit_move(TEXT, INTEGER, JSONB, TEXT, BOOLEAN, BOOLEAN, TEXT, INTEGER, TIMESTAMP(3), JSONB, JSONB, JSONB);

CREATE FUNCTION hexpost_commit_move(
    p_game TEXT, p_expected INTEGER, p_state JSONB, p_status TEXT, p_terminal BOOLEAN,
    p_set_winner BOOLEAN, p_winner TEXT, p_announced INTEGER, p_now TIMESTAMP(3),
    p_actions JSONB, p_log JSONB, p_outbox JSONB,
    p_set_clock BOOLEAN, p_clock JSONB, p_clock_due TIMESTAMP(3))
RETURNS TABLE (updated INTEGER, base INTEGER)
LANGUAGE plpgsql AS $fn$
DECLARE
    v_base INTEGER;
    v_locale TEXT;
BEGIN
    UPDATE "Game" SET
        "state" = p_state,
        "version" = "version" + 1,
        "status" = COALESCE(p_status, "status"),
        "finishedAt" = CASE WHEN p_terminal THEN p_now ELSE "finishedAt" END,
        "winner" = CASE WHEN p_set_winner THEN p_winner ELSE "winner" END,
        "announced" = COALESCE(p_announced, "announced"),
        "clock" = CASE WHEN p_set_clock THEN p_clock ELSE "clock" END,
        "clockDueAt" = CASE WHEN p_set_clock THEN p_clock_due ELSE "clockDueAt" END,
        "updatedAt" = p_now
    WHERE "id" = p_game AND "version" = p_expected;
    IF NOT FOUND THEN
        RETURN QUERY SELECT 0, 0;
        RETURN;
    END IF;
    -- The game row is locked until the commit: no other commit of this game can number actions now.
    SELECT COALESCE(MAX("seq"), 0) INTO v_base FROM "ActionLog" WHERE "gameId" = p_game;
    IF jsonb_array_length(p_actions) > 0 THEN
        INSERT INTO "ActionLog" ("gameId", "seq", "side", "userId", "action", "rolled", "revealed", "createdAt")
        SELECT p_game, v_base + e.ord, e.v->>'side', e.v->>'userId', e.v->'action', (e.v->>'rolled')::boolean, (e.v->>'revealed')::boolean, p_now
        FROM jsonb_array_elements(p_actions) WITH ORDINALITY AS e(v, ord);
    END IF;
    IF jsonb_array_length(p_log) > 0 THEN
        INSERT INTO "GameLog" ("gameId", "seq", "entry", "createdAt")
        SELECT p_game, (e.v->>'seq')::int, e.v->'entry', p_now
        FROM jsonb_array_elements(p_log) AS e(v);
    END IF;
    IF jsonb_array_length(p_outbox) > 0 THEN
        SELECT gs."locale" INTO v_locale FROM "Game" g JOIN "GuildSettings" gs ON gs."guildId" = g."guildId" WHERE g."id" = p_game;
        INSERT INTO "Outbox" ("gameId", "kind", "target", "payload", "locale", "deliverAfter", "createdAt")
        SELECT p_game, e.v->>'kind', e.v->>'target', e.v->'payload', COALESCE(e.v->>'locale', v_locale), (e.v->>'deliverAfter')::timestamptz AT TIME ZONE 'UTC', p_now
        FROM jsonb_array_elements(p_outbox) WITH ORDINALITY AS e(v, ord)
        ORDER BY e.ord;
    END IF;
    RETURN QUERY SELECT 1, v_base;
END
$fn$;
