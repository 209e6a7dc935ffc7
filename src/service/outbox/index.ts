// Delivery of owed posts and DMs, after the commit that owed them.
//
// Delivery semantics (what the rest of the bot and the players can rely on):
// - Claim and lease. Rows are claimed with a lease (several processes may share the outbox). The
//   lease's end is the claim's token: delivered/retry/failed marks change the row only while this
//   claim still holds it. The lease is short (DEFAULT_LEASE_MS, 30 s: well inside Discord's nonce
//   memory of "the past few minutes") and renewed by a heartbeat every third of it while the row's
//   render and send are in flight. A row whose lease ran out (crash, kill -9, OOM) is claimed again
//   by any process within a lease of the crash and re-sent with the same nonce, which Discord
//   still remembers: no duplicate, and no channel frozen longer than the lease. A graceful
//   shutdown gives its claims back at once.
// - Watchdog. A pass that makes no progress for DEFAULT_STALL_MS (40 s: a query or a send that
//   hangs) is abandoned: the next poll starts a new pass, the abandoned pass's rows are no longer
//   renewed (so they come back within a lease), and health() — /readyz's outbox check — is red.
// - No duplicates. Every Discord message create carries a nonce derived from the row id
//   (`ob<id>`, unique per row, ≤ 25 chars) with enforce_nonce, so a second send of the same row
//   (after a crash between send and mark, or a lease that ran out during a slow send) returns
//   the message Discord already created instead of a new one.
// - Order. Per recipient (a channel, a user's DMs) rows are sent in commit order: the claim query
//   only hands out a row when no earlier row of that recipient is waiting (head of line), and a
//   failure in a recipient's queue gives the rest of that queue back unsent. One exception: a
//   map (`update`) that already failed once and has a newer map of the same game behind it in the
//   same claim is skipped (marked delivered as superseded) and its text lines are carried into
//   the newer post; an older map is never posted after a newer one.
// - Retries. Transient failures (HTTP 5xx, 429 — waiting at least its retry_after — network
//   errors, timeouts, anything unknown) are retried with capped exponential backoff (1 s doubling
//   to 15 min) for 24 h of wall time since the row was created, then the row is failed and
//   reported. Permanent failures stop at once: missing permission (50013), missing access
//   (50001), unknown channel (10003), unknown user (10013), DMs closed (50007, 50278).
// - Reporting. A DM that cannot be delivered (closed, or given up) is told in the game's channel
//   with /view as the way out. A channel that cannot be posted to (permission, access, unknown
//   channel, or given up) is told to each player by DM, and the next command's reply in that
//   game carries the warning (see `channelProblem`). The notices are outbox rows themselves,
//   written in the same transaction as the failure (`failAndNotify`): a crash cannot lose them,
//   and they are delivered like any row, each player's in their own language. Once per run of
//   failures (not again while the recipient's previous row of that game failed too); a notice
//   that fails is not reported again.
// - Pruning, by the worker about once an hour. A delivered row goes an hour after a newer row to
//   the same recipient of its game has settled (so a game keeps about one row per recipient, the
//   one the reply warning and the once-per-run notices read); any delivered row 7 days after
//   delivery; failed rows 30 days after failing (kept that long for reports).
// - Database trouble. A claim or mark that throws is logged (one structured line, no stack) and
//   the worker goes on polling; it resumes by itself when the database is back, first settling
//   the rows the interrupted pass still held (a sent row marked delivered, the others given back).
// - Logs. Errors are logged as ids, codes, status and sizes (`errorSummary`): never the message
//   text, the request body, or the attachments.
// - Time comes from `now` (injectable), never from the database clock.
//
// The code: outbox/compose.ts (what a row becomes when sent), outbox/errors.ts (which failures are
// permanent), outbox/worker.ts (the worker that claims, delivers, retries, reports and prunes).
export * from './compose.ts';
export * from './errors.ts';
export * from './worker.ts';
