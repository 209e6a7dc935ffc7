-- Every change of a game commits in one call, whatever it writes: hexpost_commit_move's writes
-- (the versioned game row, actions, log rows, owed posts and DMs, the clock), then — only when the
-- version matched — a new setup and the seats' updates, in the order given; and the acting
-- member's seats in every open game take the language of their latest command (followLocale),
-- whether or not the version matched. One statement, one round trip: a change that also marks a
-- seat (a DM owed at the next hand-over, a seat accepted) no longer opens an interactive
-- transaction of five statements or more. A seat update naming no seat of the game fails the
-- whole call (nothing is written), as the seat's update did in that transaction.
CREATE FUNCTION hexpost_commit_change(
    p_game TEXT, p_expected INTEGER, p_state JSONB, p_status TEXT, p_terminal BOOLEAN,
    p_set_winner BOOLEAN, p_winner TEXT, p_announced INTEGER, p_now TIMESTAMP(3),
    p_actions JSONB, p_log JSONB, p_outbox JSONB,
    p_set_clock BOOLEAN, p_clock JSONB, p_clock_due TIMESTAMP(3),
    p_set_setup BOOLEAN, p_setup JSONB, p_seats JSONB,
    p_follow_user TEXT, p_follow_locale TEXT)
RETURNS TABLE (updated INTEGER, base INTEGER)
LANGUAGE plpgsql AS $fn$
DECLARE
    v_updated INTEGER;
    v_base INTEGER;
    u JSONB;
BEGIN
    SELECT m.updated, m.base INTO v_updated, v_base
    FROM hexpost_commit_move(p_game, p_expected, p_state, p_status, p_terminal, p_set_winner, p_winner,
        p_announced, p_now, p_actions, p_log, p_outbox, p_set_clock, p_clock, p_clock_due) AS m;
    IF p_follow_user IS NOT NULL THEN
        UPDATE "Seat" s SET "locale" = p_follow_locale
        FROM "Game" g
        WHERE g."id" = s."gameId" AND s."userId" = p_follow_user AND s."locale" <> p_follow_locale
          AND g."status" IN ('pending', 'active');
    END IF;
    IF v_updated = 1 THEN
        IF p_set_setup THEN
            UPDATE "Game" SET "setup" = p_setup WHERE "id" = p_game;
        END IF;
        FOR u IN SELECT e.v FROM jsonb_array_elements(p_seats) WITH ORDINALITY AS e(v, ord) ORDER BY e.ord LOOP
            UPDATE "Seat" SET
                "userId" = COALESCE(u->>'userId', "userId"),
                "accepted" = COALESCE((u->>'accepted')::boolean, "accepted"),
                "locale" = COALESCE(u->>'locale', "locale"),
                "prefs" = COALESCE(u->'prefs', "prefs"),
                "privateOwed" = COALESCE((u->>'privateOwed')::boolean, "privateOwed")
            WHERE "gameId" = p_game AND "side" = u->>'side';
            IF NOT FOUND THEN
                RAISE EXCEPTION 'game % has no seat %', p_game, u->>'side' USING ERRCODE = 'no_data_found';
            END IF;
        END LOOP;
    END IF;
    RETURN QUERY SELECT v_updated, v_base;
END
$fn$;
