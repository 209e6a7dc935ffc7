-- The game row counts its actions ("lastSeq": the seq of its last ActionLog row, 0 for none), in
-- the same UPDATE that bumps its version: hexpost_commit_change numbers a change's actions from it
-- instead of reading MAX("seq") of the game's ActionLog rows first. That read was an index scan
-- backwards whose cost grows with the rows not yet vacuumed (each new row's visibility checked in
-- the heap): a tenth of a move's commit on a fresh table, more on a busy one. Same arguments,
-- same answer, same rows. An undo sets it with the rows it keeps (src/store/repo/games.ts).
ALTER TABLE "Game" ADD COLUMN "lastSeq" INTEGER NOT NULL DEFAULT 0;
UPDATE "Game" g SET "lastSeq" = a."seq"
FROM (SELECT "gameId", MAX("seq") AS "seq" FROM "ActionLog" GROUP BY "gameId") a
WHERE a."gameId" = g."id";
CREATE OR REPLACE FUNCTION hexpost_commit_change(p_game text, p_expected integer, p_state jsonb, p_status text, p_terminal boolean, p_set_winner boolean, p_winner text, p_announced integer, p_now timestamp without time zone, p_actions jsonb, p_log jsonb, p_outbox jsonb, p_set_clock boolean, p_clock jsonb, p_clock_due timestamp without time zone, p_set_setup boolean, p_setup jsonb, p_seats jsonb, p_follow_user text, p_follow_locale text)
 RETURNS TABLE(updated integer, base integer)
 LANGUAGE plpgsql
AS $function$
DECLARE
    v_found BOOLEAN;
    v_guild TEXT;
    v_base INTEGER := 0;
    n_actions INTEGER := COALESCE(jsonb_array_length(p_actions), 0);
    e JSONB;
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
        "setup" = CASE WHEN p_set_setup THEN p_setup ELSE "setup" END,
        "updatedAt" = p_now,
        "lastSeq" = "lastSeq" + n_actions
    WHERE "id" = p_game AND "version" = p_expected
    RETURNING "guildId", "lastSeq" - n_actions INTO v_guild, v_base;
    v_found := FOUND;
    IF v_found THEN
        -- The game row is locked until the commit: no other commit of this game can number actions now.
        FOR i IN 0 .. n_actions - 1 LOOP
            e := p_actions->i;
            INSERT INTO "ActionLog" ("gameId", "seq", "side", "userId", "action", "rolled", "revealed", "createdAt")
            VALUES (p_game, v_base + i + 1, e->>'side', e->>'userId', e->'action', (e->>'rolled')::boolean, (e->>'revealed')::boolean, p_now);
        END LOOP;
        FOR i IN 0 .. COALESCE(jsonb_array_length(p_log), 0) - 1 LOOP
            e := p_log->i;
            INSERT INTO "GameLog" ("gameId", "seq", "entry", "createdAt")
            VALUES (p_game, (e->>'seq')::int, e->'entry', p_now);
        END LOOP;
        -- In the order given (ids ascending): the outbox sends a game's rows in id order.
        FOR i IN 0 .. COALESCE(jsonb_array_length(p_outbox), 0) - 1 LOOP
            e := p_outbox->i;
            INSERT INTO "Outbox" ("gameId", "kind", "target", "payload", "locale", "deliverAfter", "createdAt")
            VALUES (p_game, e->>'kind', e->>'target', e->'payload',
                COALESCE(e->>'locale', (SELECT gs."locale" FROM "GuildSettings" gs WHERE gs."guildId" = v_guild)),
                (e->>'deliverAfter')::timestamptz AT TIME ZONE 'UTC', p_now);
        END LOOP;
    END IF;
    IF p_follow_user IS NOT NULL THEN
        UPDATE "Seat" s SET "locale" = p_follow_locale
        FROM "Game" g
        WHERE g."id" = s."gameId" AND s."userId" = p_follow_user AND s."locale" <> p_follow_locale
          AND g."status" IN ('pending', 'active');
    END IF;
    IF v_found THEN
        FOR i IN 0 .. COALESCE(jsonb_array_length(p_seats), 0) - 1 LOOP
            e := p_seats->i;
            UPDATE "Seat" SET
                "userId" = COALESCE(e->>'userId', "userId"),
                "accepted" = COALESCE((e->>'accepted')::boolean, "accepted"),
                "locale" = COALESCE(e->>'locale', "locale"),
                "prefs" = COALESCE(e->'prefs', "prefs"),
                "privateOwed" = COALESCE((e->>'privateOwed')::boolean, "privateOwed")
            WHERE "gameId" = p_game AND "side" = e->>'side';
            IF NOT FOUND THEN
                RAISE EXCEPTION 'game % has no seat %', p_game, e->>'side' USING ERRCODE = 'no_data_found';
            END IF;
        END LOOP;
    END IF;
    updated := CASE WHEN v_found THEN 1 ELSE 0 END;
    base := v_base;
    RETURN NEXT;
END
$function$;
