-- hexpost_commit_change (20261130000000) as before it: a list argument given as NULL (actions, log
-- rows, outbox rows, seat updates) is an empty list again, not a failed INSERT of NULLs — its
-- loops now count the list's length once, COALESCE(..., 0), where the set-returning scans it
-- replaced saw no rows. Nothing else changes.
CREATE OR REPLACE FUNCTION hexpost_commit_change(
    p_game TEXT, p_expected INTEGER, p_state JSONB, p_status TEXT, p_terminal BOOLEAN,
    p_set_winner BOOLEAN, p_winner TEXT, p_announced INTEGER, p_now TIMESTAMP(3),
    p_actions JSONB, p_log JSONB, p_outbox JSONB,
    p_set_clock BOOLEAN, p_clock JSONB, p_clock_due TIMESTAMP(3),
    p_set_setup BOOLEAN, p_setup JSONB, p_seats JSONB,
    p_follow_user TEXT, p_follow_locale TEXT)
RETURNS TABLE (updated INTEGER, base INTEGER)
LANGUAGE plpgsql AS $fn$
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
        "updatedAt" = p_now
    WHERE "id" = p_game AND "version" = p_expected
    RETURNING "guildId" INTO v_guild;
    v_found := FOUND;
    IF v_found THEN
        -- The game row is locked until the commit: no other commit of this game can number actions now.
        IF n_actions = 0 THEN
            SELECT COALESCE(MAX("seq"), 0) INTO v_base FROM "ActionLog" WHERE "gameId" = p_game;
        ELSE
            e := p_actions->0;
            INSERT INTO "ActionLog" ("gameId", "seq", "side", "userId", "action", "rolled", "revealed", "createdAt")
            VALUES (p_game, (SELECT COALESCE(MAX(a."seq"), 0) + 1 FROM "ActionLog" a WHERE a."gameId" = p_game),
                e->>'side', e->>'userId', e->'action', (e->>'rolled')::boolean, (e->>'revealed')::boolean, p_now)
            RETURNING "seq" - 1 INTO v_base;
            FOR i IN 1 .. n_actions - 1 LOOP
                e := p_actions->i;
                INSERT INTO "ActionLog" ("gameId", "seq", "side", "userId", "action", "rolled", "revealed", "createdAt")
                VALUES (p_game, v_base + i + 1, e->>'side', e->>'userId', e->'action', (e->>'rolled')::boolean, (e->>'revealed')::boolean, p_now);
            END LOOP;
        END IF;
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
$fn$;
