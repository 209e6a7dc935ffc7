/** Public types of the fake Discord. Payload shapes follow the Discord API v10 (snake_case). */
import type { UploadedFile } from './multipart.ts';

export type { UploadedFile };

/** A loosely typed JSON object as sent by / to discord.js. */
// biome-ignore lint/suspicious/noExplicitAny: discord.js's loosely typed payloads
export type Json = Record<string, any>;

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

export interface FakeUserSpec {
  /** Snowflake; generated when omitted. */
  id?: string;
  username: string;
  globalName?: string | null;
  /** Client locale used for interactions from this user unless the call overrides it (default en-US). */
  locale?: string;
  /** When true, DMs to this user fail with 403 / code 50007. */
  dmsClosed?: boolean;
}

export interface FakeChannelSpec {
  id?: string;
  name: string;
  /** Default 'text'. A 'thread' (public thread, type 11) needs `parent` (name of a text channel). */
  type?: 'text' | 'thread' | 'private-thread' | 'announcement' | 'category' | 'voice' | 'forum';
  parent?: string;
  topic?: string;
  /** Permission bits denied to the bot in this channel (member overwrite). */
  botDeny?: bigint;
  /** Permission bits denied to @everyone in this channel. */
  everyoneDeny?: bigint;
}

export interface FakeRoleSpec {
  id?: string;
  name: string;
  permissions: bigint;
  /** Users (id or username) that have this role. */
  members?: string[];
}

export interface FakeGuildSpec {
  id?: string;
  name?: string;
  /** Guild locale (`guild_locale` of interactions); default en-US. */
  preferredLocale?: string;
  /** Owner (id or username); default the synthetic user "owner". */
  owner?: string;
  /** Default: text channels "general" and "games", and a public thread "game-thread" in "general". */
  channels?: FakeChannelSpec[];
  /** Extra roles (besides @everyone and the bot's managed role). */
  roles?: FakeRoleSpec[];
  /** Members (id or username). Default: every configured user. The bot is always a member. */
  members?: string[];
  /** @everyone permissions; default the usual member permissions (view, send, read history, ...). */
  everyonePermissions?: bigint;
  /** Permissions of the bot's managed role; default what a game bot needs (no Administrator). */
  botPermissions?: bigint;
}

export interface FakeDiscordOptions {
  application?: { id?: string; name?: string; flags?: number };
  /** Bot user name (default "hexpost"). */
  botUsername?: string;
  /** Default: owner, alice, bob, carol. */
  users?: FakeUserSpec[];
  /** Default: one guild "Test Guild" (see FakeGuildSpec defaults). */
  guilds?: FakeGuildSpec[];
  /** HELLO heartbeat_interval (default 41250 like Discord). */
  heartbeatIntervalMs?: number;
  /** Log every request/gateway frame (also FAKE_DISCORD_VERBOSE=1). Unknown routes are always logged. */
  verbose?: boolean;
  /**
   * When set, a first interaction callback arriving later than this many ms after dispatch is
   * rejected like Discord does (404, code 10062 Unknown interaction). Late callbacks are always
   * flagged (`late`) and logged after 3000 ms.
   */
  enforceInteractionDeadlineMs?: number;
  /** Max bytes per attachment before answering 413 (default 10 MiB). */
  maxAttachmentBytes?: number;
  /** Shard count recommended by GET /gateway/bot (default 1). */
  recommendedShards?: number;
}

// ---------------------------------------------------------------------------------------------
// Model views
// ---------------------------------------------------------------------------------------------

export interface FakeUser {
  readonly id: string;
  readonly username: string;
  readonly globalName: string | null;
  readonly bot: boolean;
  readonly locale: string;
  dmsClosed: boolean;
  /** Id of the DM channel with the bot, once one was created (or needed). */
  dmChannelId: string | null;
}

export interface FakeChannel {
  readonly id: string;
  /** Discord ChannelType: 0 text, 1 DM, 2 voice, 4 category, 5 announcement, 11 public thread, 12 private thread. */
  readonly type: number;
  readonly name: string | null;
  readonly guildId: string | null;
  readonly parentId: string | null;
  /** For DM channels: the user on the other side. */
  readonly recipientId: string | null;
}

export interface FakeGuild {
  readonly id: string;
  readonly name: string;
  readonly ownerId: string;
  readonly preferredLocale: string;
  readonly botRoleId: string;
  /** Channel ids in creation order (text channels, threads, ...). */
  readonly channelIds: readonly string[];
  readonly memberIds: readonly string[];
}

export interface RecordedAttachment {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  data: Buffer;
  url: string;
  description?: string;
  /** For PNGs. */
  width?: number;
  height?: number;
}

export type MessageSource =
  | 'channel' // POST /channels/{id}/messages
  | 'interaction-reply' // callback type 4
  | 'interaction-deferred' // callback type 5 (loading message, later edited)
  | 'followup'; // POST /webhooks/{app}/{token}

export interface RecordedMessage {
  readonly id: string;
  readonly channelId: string;
  readonly guildId: string | null;
  content: string;
  embeds: Json[];
  components: Json[];
  flags: number;
  readonly ephemeral: boolean;
  attachments: RecordedAttachment[];
  readonly source: MessageSource;
  readonly interactionId: string | null;
  /** performance.now() when the message was created (request fully received). */
  readonly createdAt: number;
  /** performance.now() of the last edit, null when never edited. */
  editedAt: number | null;
  edits: number;
  deleted: boolean;
  /** A deferred reply that was not edited yet ("thinking..."). */
  loading: boolean;
  /** Bodies sent for this message: creation first, then each edit. */
  readonly payloads: Json[];
  /** Message reference (replies). */
  messageReference: Json | null;
  /** Pinned in its channel. */
  pinned: boolean;
  /** The message as the API returns it. */
  toApi(): Json;
}

export type InteractionResponseKind =
  | 'callback' // POST /interactions/{id}/{token}/callback
  | 'edit-original' // PATCH /webhooks/{app}/{token}/messages/@original
  | 'delete-original'
  | 'followup' // POST /webhooks/{app}/{token}
  | 'edit-followup' // PATCH /webhooks/{app}/{token}/messages/{id}
  | 'delete-followup';

export type CallbackName =
  | 'pong'
  | 'reply' // 4 CHANNEL_MESSAGE_WITH_SOURCE
  | 'defer' // 5 DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
  | 'deferUpdate' // 6 DEFERRED_UPDATE_MESSAGE
  | 'update' // 7 UPDATE_MESSAGE
  | 'autocomplete' // 8 APPLICATION_COMMAND_AUTOCOMPLETE_RESULT
  | 'modal' // 9 MODAL
  | 'premiumRequired' // 10
  | 'launchActivity' // 12
  | 'unknown';

export interface RecordedInteractionResponse {
  /** 0 for the first response of the interaction, then 1, 2, ... */
  readonly index: number;
  readonly kind: InteractionResponseKind;
  /** Callback type for kind 'callback' (4, 5, 6, 7, 8, 9, ...), else null. */
  readonly callbackType: number | null;
  readonly callbackName: CallbackName | null;
  /** The JSON sent (for callbacks the whole `{ type, data }`). */
  readonly body: Json;
  /** Message fields of the body (`data` for callbacks). */
  readonly content: string | undefined;
  readonly flags: number;
  readonly ephemeral: boolean;
  readonly embeds: Json[];
  readonly components: Json[];
  /** Files uploaded with this request. */
  readonly attachments: RecordedAttachment[];
  /** Autocomplete choices (callback type 8). */
  readonly choices: Json[] | undefined;
  /** The message created or edited, if any. */
  readonly message: RecordedMessage | null;
  /** HTTP status the fake answered. Errors (>= 400) are recorded too. */
  readonly status: number;
  /** Error body when status >= 400. */
  readonly error: Json | null;
  /** performance.now() when the request was fully received. */
  readonly at: number;
  /** Milliseconds from dispatch of INTERACTION_CREATE to this response. */
  readonly elapsedMs: number;
  /** A first callback after 3 s (Discord would have answered 10062). */
  readonly late: boolean;
}

export interface RecordedRequest {
  readonly seq: number;
  readonly method: string;
  /** Decoded path without the `/api/v10` prefix, e.g. `/webhooks/1/abc/messages/@original`. */
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: unknown;
  readonly files: UploadedFile[];
  status: number;
  response: unknown;
  readonly at: number;
  /** False when no route matched (logged loudly, answered 404). */
  matched: boolean;
}

export interface RecordedGatewayFrame {
  readonly direction: 'in' | 'out';
  readonly op: number;
  readonly t: string | null;
  readonly s: number | null;
  readonly d: unknown;
  readonly at: number;
  readonly sessionId: string | null;
}

// ---------------------------------------------------------------------------------------------
// Interaction injection
// ---------------------------------------------------------------------------------------------

/** Option value for `options: { name: value }`; a user/channel/role option takes an id (or a username). */
export type SimpleOptionValue =
  | string
  | number
  | boolean
  | { filename: string; data?: Buffer; contentType?: string; size?: number };

export interface InteractionBase {
  /** User id or username. */
  user: string;
  /** Guild id; default the first guild. `null` = the bot's DM with the user. */
  guildId?: string | null;
  /** Channel id; default the first text channel of the guild (or the DM channel). */
  channelId?: string;
  /** Default: the user's locale (en-US). */
  locale?: string;
  /** Override of member.permissions (computed from roles and overwrites otherwise). */
  memberPermissions?: bigint | string;
  /** Override of app_permissions (computed from the bot's roles and overwrites otherwise). */
  appPermissions?: bigint | string;
}

export interface SlashCommandInput extends InteractionBase {
  name: string;
  subcommandGroup?: string;
  subcommand?: string;
  /**
   * Either `{ optionName: value }` (types come from the registered command when it is registered,
   * otherwise inferred) or raw API options (`[{ name, type, value }]`).
   */
  options?: Record<string, SimpleOptionValue> | Json[];
}

export interface AutocompleteInput extends SlashCommandInput {
  /** Name of the focused option; its value (usually the partial text typed) is taken from `options`. */
  focused: string;
}

export interface ComponentInput extends InteractionBase {
  messageId: string;
  customId: string;
  /** Allow a custom_id that the message does not contain / a disabled component (default false: throws). */
  force?: boolean;
}

export interface SelectMenuInput extends ComponentInput {
  values: string[];
}

export interface ModalSubmitInput extends InteractionBase {
  customId: string;
  /** text input custom_id → value */
  fields: Record<string, string>;
  /** Message the modal was opened from (for modals opened from components). */
  messageId?: string;
}
