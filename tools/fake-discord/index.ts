/**
 * fake-discord — a fake Discord (REST + WebSocket gateway) on 127.0.0.1 for end-to-end tests and
 * benches of the bot with a REAL discord.js 14 `Client`. No network, random free port.
 *
 * ## Connect a client
 *
 *   const fake = await startFakeDiscord();            // or new FakeDiscord(opts).start()
 *   const client = new Client({ intents: [GatewayIntentBits.Guilds], ...fake.clientOptions() });
 *   // clientOptions() = { rest: { api: 'http://127.0.0.1:PORT/api' }, waitGuildTimeout: 1000 }
 *   await client.login('any-token');                  // any string works
 *   await once(client, Events.ClientReady);           // READY + GUILD_CREATEs arrive at once
 *   ...
 *   await client.destroy(); await fake.stop();        // stop() closes every socket
 *
 * discord.js reads the gateway URL from GET /api/v10/gateway/bot, so `rest.api` is the only
 * required option. Compression must stay off (it is unless `zlib-sync` is installed); JSON only.
 * `fake.clientOptions({ unthrottled: true })` also lifts @discordjs/rest's own 50 requests/s
 * global throttle (Discord's global limit) — use it in benches that exceed 50 REST calls/s, or
 * the limiter's queueing (up to ~1 s) shows up in p99. Keep it off to see production behaviour.
 *
 * ## Default world (override with FakeDiscordOptions)
 *   users: owner (guild owner → all permissions), alice, bob, carol (locale en-US, DMs open)
 *   guild "Test Guild" (preferred locale en-US): roles @everyone (DEFAULT_EVERYONE_PERMISSIONS) and
 *   the bot's managed role (DEFAULT_BOT_PERMISSIONS, no Administrator); text channels #general and
 *   #games, public thread "game-thread" in #general; every user is a member.
 *   The bot user id equals the application id (`fake.applicationId`, `fake.botUser`).
 *   Look-ups: fake.user('alice').id, fake.guildId, fake.channel('games').id, fake.defaultChannelId,
 *   fake.dmChannel('bob').id, fake.setDmsClosed('carol', true), fake.commands(guildId?).
 *
 * ## Inject interactions (all return an InteractionHandle; throw if no bot is connected)
 *   fake.sendSlashCommand({ user, name, options?, subcommand?, subcommandGroup?, guildId?, channelId?,
 *                           locale?, memberPermissions?, appPermissions? })
 *       options: { name: value } typed from the registered command (user/channel/role options take an
 *       id or username and fill `resolved`), or raw API options. guildId: null → DM with the bot.
 *   fake.sendAutocomplete({ ...same, focused: 'optionName' })  // focused option value = partial text
 *   fake.clickButton({ user, messageId, customId, locale? })   // throws if the message has no such
 *   fake.selectMenu({ user, messageId, customId, values })     //   (enabled) component, unless force
 *   fake.submitModal({ user, customId, fields: { inputId: 'text' }, messageId? })
 *
 * ## InteractionHandle
 *   id, token, type, payload, userId, channelId, guildId, messageId, dispatchedAt (performance.now())
 *   firstResponse: Promise<RecordedInteractionResponse>   // first accepted callback; never rejects
 *   waitForCallback(ms) / waitForEdit(pred?, ms) / waitForFollowUp(n, ms) / waitForAttachment(ms)
 *   waitForResponse(pred, ms) / waitForResponses(count, ms)
 *   responses[]  (kind: callback | edit-original | followup | edit-followup | delete-*; errors too)
 *   callback, timeToCallbackMs, originalMessage, followUps, elapsedTo(msgOrTime)
 *   RecordedInteractionResponse: callbackType (4 reply, 5 defer, 6 deferUpdate, 7 update,
 *   8 autocomplete, 9 modal) + callbackName, content, flags, ephemeral, embeds, components,
 *   attachments (files of that request: { filename, contentType, size, data: Buffer, width, height }),
 *   choices (autocomplete), message (the RecordedMessage created/edited), status, error,
 *   at, elapsedMs (from dispatch), late (> 3 s).
 *
 * ## Recorded state
 *   fake.channelMessages(channelId, { includeEphemeral?, includeDeleted? })  oldest first
 *   fake.dms(user) — delivered DMs;  fake.blockedDms(user) — sends refused with 403/50007
 *   fake.message(id), fake.interaction(id), fake.interactions(), fake.interactionResponses(id)
 *   fake.requests() (every HTTP request in order), fake.unhandledRequests() (should stay empty),
 *   fake.gatewayFrames(), fake.identifies(), fake.clearRequests()
 *   RecordedMessage: id, channelId, content, embeds, components, flags, ephemeral, attachments,
 *   source (channel | interaction-reply | interaction-deferred | followup), interactionId,
 *   createdAt / editedAt (performance.now()), edits, deleted, loading, payloads, toApi().
 *
 * ## Waiting (no sleeps; re-evaluated after every request / gateway frame, and every 10 ms)
 *   fake.waitFor(() => value | falsy, timeoutMs, what)
 *   fake.waitForChannelMessage(channelId, pred?, { timeoutMs, since, includeEphemeral })
 *   fake.waitForDm(user, pred?, { timeoutMs, since })
 *   fake.waitForBot(timeoutMs)
 *   Timeouts reject with the last requests listed.
 *
 * ## Bench
 *   const h = fake.sendSlashCommand({...});
 *   const cb = await h.waitForCallback();  cb.elapsedMs               // dispatch → first callback
 *   const img = await fake.waitForChannelMessage(ch, (m) => m.attachments.length > 0, { since: h.dispatchedAt });
 *   h.elapsedTo(img)                                                  // dispatch → posted image
 *   summarize(samples) → { count, min, max, mean, median, p90, p95, p99 }; formatSummary(s)
 *
 * ## Gateway behaviour
 *   HELLO (heartbeat_interval, default 41250), IDENTIFY → READY (user, application {id, flags},
 *   unavailable guilds, session_id, resume_gateway_url) then one GUILD_CREATE per guild (roles,
 *   members incl. the bot, channels, threads); heartbeat → ACK; sequence numbers per session;
 *   RESUME replays missed dispatches then RESUMED (unknown session → op 9); op 8 → one
 *   GUILD_MEMBERS_CHUNK. fake.dispatch(t, d) sends any event; fake.requestReconnect() (op 7) and
 *   fake.dropGatewayConnections() exercise resumes; fake.resumeCount / fake.heartbeatCount count.
 *   Message events (MESSAGE_CREATE…) are NOT dispatched.
 *
 * ## REST behaviour worth knowing
 *   - Interaction callback: 204, or 200 + { interaction, resource } with ?with_response=true.
 *     A second callback → 400/40060; follow-up before any callback → 404/10015.
 *     The first follow-up after a still-loading defer replaces the "thinking" message (as Discord).
 *   - Limits enforced like Discord: content ≤ 2000, ≤ 10 embeds, ≤ 5 rows × 5 buttons, custom_id
 *     ≤ 100 and unique, empty message → 50006, attachment > maxAttachmentBytes (10 MiB) → 413,
 *     autocomplete ≤ 25 choices, command names/descriptions/locales/option order on registration.
 *   - Guild channel sends check the bot's computed permissions (403/50013); DMs to a user with
 *     DMs closed → 403 {code 50007, message 'Cannot send messages to this user'}.
 *   - Outage injection: fake.messageCreateFailureStatus = 503 answers every message create with
 *     that status (nothing recorded; fake.refusedMessageCreates counts them); null ends it.
 *   - Unknown routes are logged loudly ("UNHANDLED ROUTE") and answered 404 JSON.
 *   - Attachment URLs (http://127.0.0.1:PORT/attachments/...) serve the uploaded bytes.
 *   - Set verbose: true (or FAKE_DISCORD_VERBOSE=1) to log every request and gateway frame.
 */
import { FakeDiscord } from './fake-discord.ts';
import type { FakeDiscordOptions } from './types.ts';

export { FakeDiscord, DEFAULT_BOT_PERMISSIONS, DEFAULT_EVERYONE_PERMISSIONS } from './fake-discord.ts';
export { InteractionHandle } from './handle.ts';
export { SnowflakeGenerator, snowflakeTimestamp, compareSnowflakes } from './snowflake.ts';
export { makePng, pngSize } from './png.ts';
export { summarize, percentile, formatSummary, type LatencySummary } from './stats.ts';
export type * from './types.ts';

/** Creates and starts a fake Discord on a random loopback port. */
export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  return new FakeDiscord(options).start();
}
