/**
 * FakeDiscord: an HTTP + WebSocket-gateway server on 127.0.0.1 that a real discord.js 14 Client
 * talks to. See index.ts for the documented API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import { PermissionFlagsBits } from 'discord.js';
import { SnowflakeGenerator } from './snowflake.ts';
import { parseBody, type UploadedFile } from './multipart.ts';
import { pngSize } from './png.ts';
import { InteractionHandle, type HandleHost } from './handle.ts';
import type {
  AutocompleteInput,
  CallbackName,
  ComponentInput,
  FakeChannel,
  FakeChannelSpec,
  FakeDiscordOptions,
  FakeGuild,
  FakeGuildSpec,
  FakeUser,
  InteractionBase,
  InteractionResponseKind,
  Json,
  MessageSource,
  ModalSubmitInput,
  RecordedAttachment,
  RecordedGatewayFrame,
  RecordedInteractionResponse,
  RecordedMessage,
  RecordedRequest,
  SelectMenuInput,
  SimpleOptionValue,
  SlashCommandInput,
} from './types.ts';

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** How long a wait for a message or a condition lasts unless it says (see waitFor). */
const WAIT_MS = 30_000;
const P = PermissionFlagsBits;
const ALL_PERMISSIONS = Object.values(P).reduce((a, b) => a | b, 0n);

export const DEFAULT_EVERYONE_PERMISSIONS =
  P.CreateInstantInvite |
  P.AddReactions |
  P.ViewChannel |
  P.SendMessages |
  P.EmbedLinks |
  P.AttachFiles |
  P.ReadMessageHistory |
  P.UseExternalEmojis |
  P.Connect |
  P.Speak |
  P.ChangeNickname |
  P.UseApplicationCommands |
  P.CreatePublicThreads |
  P.SendMessagesInThreads;

export const DEFAULT_BOT_PERMISSIONS =
  P.ViewChannel |
  P.SendMessages |
  P.SendMessagesInThreads |
  P.EmbedLinks |
  P.AttachFiles |
  P.ReadMessageHistory |
  P.AddReactions |
  P.UseExternalEmojis |
  P.CreatePublicThreads |
  P.ManageThreads;

const EPHEMERAL = 1 << 6;
const LOADING = 1 << 7;
const IS_COMPONENTS_V2 = 1 << 15;

const CHANNEL_TYPES: Record<NonNullable<FakeChannelSpec['type']>, number> = {
  text: 0,
  forum: 15,
  voice: 2,
  category: 4,
  announcement: 5,
  thread: 11,
  'private-thread': 12,
};
const TEXT_TYPES = new Set([0, 1, 5, 10, 11, 12]);
const THREAD_TYPES = new Set([10, 11, 12]);

const CALLBACK_NAMES: Record<number, CallbackName> = {
  1: 'pong',
  4: 'reply',
  5: 'defer',
  6: 'deferUpdate',
  7: 'update',
  8: 'autocomplete',
  9: 'modal',
  10: 'premiumRequired',
  12: 'launchActivity',
};

const VALID_LOCALES = new Set([
  'id',
  'da',
  'de',
  'en-GB',
  'en-US',
  'es-ES',
  'es-419',
  'fr',
  'hr',
  'it',
  'lt',
  'hu',
  'nl',
  'no',
  'pl',
  'pt-BR',
  'ro',
  'fi',
  'sv-SE',
  'vi',
  'tr',
  'cs',
  'el',
  'bg',
  'ru',
  'uk',
  'hi',
  'th',
  'zh-CN',
  'ja',
  'zh-TW',
  'ko',
]);
const COMMAND_NAME_RE = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

// ---------------------------------------------------------------------------------------------
// Internal state
// ---------------------------------------------------------------------------------------------

interface UserState extends FakeUser {
  avatar: null;
}

interface RoleState {
  id: string;
  name: string;
  permissions: bigint;
  position: number;
  managed: boolean;
  botId: string | null;
  memberIds: Set<string>;
}

interface Overwrite {
  id: string;
  type: 0 | 1;
  allow: bigint;
  deny: bigint;
}

interface ChannelState extends FakeChannel {
  type: number;
  name: string | null;
  position: number;
  topic: string | null;
  overwrites: Overwrite[];
  lastMessageId: string | null;
  ownerId: string | null;
  archived: boolean;
  locked: boolean;
  createdWall: number;
  messageCount: number;
}

interface GuildState extends FakeGuild {
  name: string;
  channelIds: string[];
  memberIds: string[];
  roles: Map<string, RoleState>;
  joinedAt: string;
}

interface GatewaySession {
  id: string;
  ws: WebSocket | null;
  seq: number;
  history: { s: number; frame: string }[];
  intents: number;
  identify: Json;
  alive: boolean;
  resumes: number;
}

interface InteractionMeta {
  id: string;
  type: number;
  name: string | undefined;
  userId: string;
  authorizingIntegrationOwners: Json;
  interactedMessageId: string | null;
}

interface RequestContext {
  method: string;
  path: string;
  query: URLSearchParams;
  // biome-ignore lint/suspicious/noExplicitAny: a request's JSON body, checked route by route
  json: any;
  files: UploadedFile[];
  at: number;
  record: RecordedRequest;
}

interface RouteResult {
  status: number;
  json?: unknown;
  raw?: Buffer;
  contentType?: string;
}

type RouteHandler = (ctx: RequestContext, p: string[]) => RouteResult;

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: Json,
  ) {
    super(message);
  }
  toJson(): Json {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

const invalidForm = (detail: string, errors?: Json) =>
  new ApiError(
    400,
    50035,
    `Invalid Form Body: ${detail}`,
    errors ?? { _errors: [{ code: 'BASE_TYPE_INVALID', message: detail }] },
  );

class MessageRecord implements RecordedMessage {
  embeds: Json[] = [];
  components: Json[] = [];
  content = '';
  flags = 0;
  attachments: RecordedAttachment[] = [];
  editedAt: number | null = null;
  editedWall: number | null = null;
  edits = 0;
  deleted = false;
  loading = false;
  readonly payloads: Json[] = [];
  messageReference: Json | null = null;
  reactions: string[] = [];
  pinned = false;
  readonly createdWall = Date.now();

  constructor(
    private readonly owner: FakeDiscord,
    readonly id: string,
    readonly channelId: string,
    readonly guildId: string | null,
    readonly ephemeral: boolean,
    readonly source: MessageSource,
    readonly interactionId: string | null,
    readonly createdAt: number,
    readonly type: number,
    readonly interaction: InteractionMeta | null,
  ) {}

  toApi(): Json {
    const app = this.owner.applicationId;
    const i = this.interaction;
    return {
      id: this.id,
      channel_id: this.channelId,
      ...(this.guildId ? { guild_id: this.guildId } : {}),
      author: this.owner.userApi(this.owner.botUser.id),
      content: this.content,
      timestamp: new Date(this.createdWall).toISOString(),
      edited_timestamp: this.editedWall ? new Date(this.editedWall).toISOString() : null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: this.attachments.map((a) => attachmentApi(a, this.ephemeral)),
      embeds: this.embeds,
      pinned: this.pinned,
      type: this.type,
      flags: this.flags,
      components: this.components,
      ...(this.reactions.length
        ? {
            reactions: this.reactions.map((e) => ({
              count: 1,
              me: true,
              emoji: { id: null, name: e },
              burst_colors: [],
              count_details: { burst: 0, normal: 1 },
              me_burst: false,
              burst_me: false,
              burst_count: 0,
            })),
          }
        : {}),
      ...(this.messageReference ? { message_reference: this.messageReference } : {}),
      ...(i
        ? {
            webhook_id: app,
            application_id: app,
            interaction_metadata: {
              id: i.id,
              type: i.type,
              user: this.owner.userApi(i.userId),
              authorizing_integration_owners: i.authorizingIntegrationOwners,
              ...(i.name ? { name: i.name } : {}),
              ...(i.interactedMessageId ? { interacted_message_id: i.interactedMessageId } : {}),
            },
            interaction: { id: i.id, type: i.type, name: i.name ?? '', user: this.owner.userApi(i.userId) },
          }
        : {}),
    };
  }
}

function attachmentApi(a: RecordedAttachment, ephemeral: boolean): Json {
  return {
    id: a.id,
    filename: a.filename,
    size: a.size,
    url: a.url,
    proxy_url: a.url,
    content_type: a.contentType,
    ...(a.description !== undefined ? { description: a.description } : {}),
    ...(a.width !== undefined ? { width: a.width, height: a.height } : {}),
    ...(ephemeral ? { ephemeral: true } : {}),
  };
}

function guessContentType(filename: string): string {
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  return (
    (
      {
        png: 'image/png',
        jpg: 'image/jpeg',
        jpeg: 'image/jpeg',
        gif: 'image/gif',
        webp: 'image/webp',
        svg: 'image/svg+xml',
        txt: 'text/plain; charset=utf-8',
        json: 'application/json; charset=utf-8',
      } as Record<string, string>
    )[ext] ?? 'application/octet-stream'
  );
}

function findComponent(components: Json[], customId: string): Json | undefined {
  for (const c of components) {
    if (c.custom_id === customId) return c;
    for (const key of ['components', 'accessory', 'component']) {
      const inner = c[key];
      const list = Array.isArray(inner) ? inner : inner ? [inner] : [];
      const hit = findComponent(list, customId);
      if (hit) return hit;
    }
  }
  return undefined;
}

function toBigPerm(v: bigint | string): bigint {
  return typeof v === 'bigint' ? v : BigInt(v);
}

// ---------------------------------------------------------------------------------------------
// The fake
// ---------------------------------------------------------------------------------------------

interface FailureInjection {
  method?: string;
  path: RegExp;
  status?: number;
  code?: number;
  message?: string;
  retryAfter?: number;
  delayMs?: number;
  reset?: boolean;
  times: number;
}

/** Discord deduplicates enforce_nonce creates for a few minutes. */
const FakeDiscordNonceWindowMs = 5 * 60_000;

export class FakeDiscord implements HandleHost {
  readonly applicationId: string;
  readonly applicationName: string;
  readonly applicationFlags: number;
  readonly botUser: FakeUser;

  private readonly opts: FakeDiscordOptions;
  private readonly verbose: boolean;
  private readonly ids = new SnowflakeGenerator();
  private server: http.Server | null = null;
  private wss: WebSocketServer | null = null;
  private portNumber = 0;
  private stopped = false;

  private readonly usersById = new Map<string, UserState>();
  private readonly guildsById = new Map<string, GuildState>();
  private readonly channelsById = new Map<string, ChannelState>();
  private readonly messagesById = new Map<string, MessageRecord>();
  private readonly channelMessageIds = new Map<string, string[]>();
  private readonly interactionsById = new Map<string, InteractionHandle>();
  private readonly interactionsByToken = new Map<string, InteractionHandle>();
  private readonly interactionMeta = new Map<string, InteractionMeta>();
  private readonly attachmentsById = new Map<string, RecordedAttachment>();
  private readonly modalsByCustomId = new Map<string, Json>();
  private globalCommands: Json[] = [];
  private readonly guildCommands = new Map<string, Json[]>();
  private readonly sessions = new Map<string, GatewaySession>();
  private readonly requestLog: RecordedRequest[] = [];
  private readonly gatewayLog: RecordedGatewayFrame[] = [];
  private readonly blockedDmLog = new Map<string, RecordedRequest[]>();
  private readonly waiters = new Set<{ check: () => void; fail: (e: Error) => void }>();
  /** Failures injected with injectFailure(), first match wins. */
  private readonly injections: FailureInjection[] = [];
  /** How many requests were answered by an injected failure (or delay). */
  injectedFailures = 0;

  /**
   * The next `times` requests matching method + path (e.g. /^\/channels\/\d+\/messages$/) fail:
   * with `status` (+ Discord `code`, 429's `retryAfter` in seconds), after `delayMs` (alone: a
   * slow but successful response), or by a connection reset.
   */
  injectFailure(f: {
    method?: string;
    path: RegExp;
    status?: number;
    code?: number;
    message?: string;
    retryAfter?: number;
    delayMs?: number;
    reset?: boolean;
    times?: number;
  }): void {
    this.injections.push({ ...f, times: f.times ?? 1 });
  }

  clearFailures(): void {
    this.injections.length = 0;
  }

  /** Channel message creates by nonce (enforce_nonce), for Discord's duplicate suppression. */
  private readonly nonces = new Map<string, { messageId: string; wall: number }>();
  /** How many creates were answered with an earlier message because of enforce_nonce. */
  nonceDeduplicated = 0;
  private readonly routes: { method: string; re: RegExp; handler: RouteHandler }[] = [];
  private requestSeq = 0;
  private heartbeats = 0;
  /**
   * Outage injection: while set, every message create (POST /channels/{id}/messages, channel or
   * DM) is answered with this HTTP status (e.g. 503) and nothing is recorded; refusals are counted.
   */
  messageCreateFailureStatus: number | null = null;
  refusedMessageCreates = 0;

  constructor(options: FakeDiscordOptions = {}) {
    this.opts = options;
    this.verbose = options.verbose ?? process.env.FAKE_DISCORD_VERBOSE === '1';
    this.applicationId = options.application?.id ?? this.ids.next();
    this.applicationName = options.application?.name ?? options.botUsername ?? 'hexpost';
    // GATEWAY_GUILD_MEMBERS_LIMITED | GATEWAY_MESSAGE_CONTENT_LIMITED | APPLICATION_COMMAND_BADGE
    this.applicationFlags = options.application?.flags ?? (1 << 15) | (1 << 19) | (1 << 23);
    const bot: UserState = {
      id: this.applicationId, // Discord: the bot user's id equals the application id
      username: options.botUsername ?? 'hexpost',
      globalName: null,
      bot: true,
      locale: 'en-US',
      dmsClosed: false,
      dmChannelId: null,
      avatar: null,
    };
    this.usersById.set(bot.id, bot);
    this.botUser = bot;

    const userSpecs = options.users ?? [
      { username: 'owner' },
      { username: 'alice' },
      { username: 'bob' },
      { username: 'carol' },
    ];
    for (const spec of userSpecs) this.addUser(spec);
    const guildSpecs = options.guilds ?? [{}];
    for (const spec of guildSpecs) this.addGuild(spec);
    this.installRoutes();
  }

  // -------------------------------------------------------------------------------------------
  // Lifecycle
  // -------------------------------------------------------------------------------------------

  async start(): Promise<this> {
    if (this.server) return this;
    const server = http.createServer((req, res) => {
      this.onHttpRequest(req, res).catch((err: unknown) => {
        console.error('[fake-discord] request handler crashed', err);
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: '500: Internal Server Error (fake-discord bug)', code: 0 }));
        }
      });
    });
    server.keepAliveTimeout = 60_000;
    const wss = new WebSocketServer({ noServer: true });
    server.on('upgrade', (req, socket, head) => {
      wss.handleUpgrade(req, socket, head, (ws) => this.onGatewayConnection(ws, req));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.wss = wss;
    this.portNumber = (server.address() as AddressInfo).port;
    this.log(`listening on ${this.baseUrl}`);
    return this;
  }

  /** Closes every socket (gateway and HTTP keep-alive) so the test process can exit. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const w of [...this.waiters]) w.fail(new Error('fake-discord stopped while waiting'));
    this.waiters.clear();
    for (const s of this.sessions.values()) s.alive = false;
    const wss = this.wss;
    if (wss) {
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    }
    const server = this.server;
    if (server) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    }
    this.wss = null;
    this.server = null;
  }

  get port(): number {
    return this.portNumber;
  }
  get baseUrl(): string {
    return `http://127.0.0.1:${this.portNumber}`;
  }
  /** Pass as `rest.api` to the discord.js Client. */
  get apiUrl(): string {
    return `${this.baseUrl}/api`;
  }
  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.portNumber}`;
  }

  /**
   * Client options that point discord.js at this fake; spread into `new Client({...})`.
   * (`waitGuildTimeout` only matters if a guild were missing; the fake sends them all at once.)
   */
  clientOptions(opts: { unthrottled?: boolean } = {}): {
    rest: { api: string; globalRequestsPerSecond?: number };
    waitGuildTimeout: number;
  } {
    if (!this.server) throw new Error('fake-discord: call start() before clientOptions()');
    return {
      // @discordjs/rest throttles itself to 50 requests/s (Discord's global limit) by default;
      // `unthrottled` lifts that for benches that measure the bot rather than the limiter.
      rest: { api: this.apiUrl, ...(opts.unthrottled ? { globalRequestsPerSecond: 1_000_000 } : {}) },
      waitGuildTimeout: 1_000,
    };
  }

  // -------------------------------------------------------------------------------------------
  // Model setup and look-ups
  // -------------------------------------------------------------------------------------------

  /** Adds a user (not a member of any guild; call before the client connects to keep it simple). */
  addUser(spec: {
    id?: string;
    username: string;
    globalName?: string | null;
    locale?: string;
    dmsClosed?: boolean;
  }): FakeUser {
    const u: UserState = {
      id: spec.id ?? this.ids.next(),
      username: spec.username,
      globalName: spec.globalName ?? spec.username[0]!.toUpperCase() + spec.username.slice(1),
      bot: false,
      locale: spec.locale ?? 'en-US',
      dmsClosed: spec.dmsClosed ?? false,
      dmChannelId: null,
      avatar: null,
    };
    this.usersById.set(u.id, u);
    return u;
  }

  private addGuild(spec: FakeGuildSpec): GuildState {
    const id = spec.id ?? this.ids.next();
    const humans = [...this.usersById.values()].filter((u) => !u.bot);
    const memberIds = spec.members ? spec.members.map((m) => this.resolveUser(m).id) : humans.map((u) => u.id);
    const owner = spec.owner ? this.resolveUser(spec.owner) : (humans.find((u) => u.username === 'owner') ?? humans[0]);
    if (!owner) throw new Error('fake-discord: a guild needs at least one human user (the owner)');
    if (!memberIds.includes(owner.id)) memberIds.unshift(owner.id);
    const roles = new Map<string, RoleState>();
    roles.set(id, {
      id,
      name: '@everyone',
      permissions: spec.everyonePermissions ?? DEFAULT_EVERYONE_PERMISSIONS,
      position: 0,
      managed: false,
      botId: null,
      memberIds: new Set(),
    });
    let position = 1;
    for (const r of spec.roles ?? []) {
      const rid = r.id ?? this.ids.next();
      roles.set(rid, {
        id: rid,
        name: r.name,
        permissions: r.permissions,
        position: position++,
        managed: false,
        botId: null,
        memberIds: new Set((r.members ?? []).map((m) => this.resolveUser(m).id)),
      });
    }
    const botRoleId = this.ids.next();
    roles.set(botRoleId, {
      id: botRoleId,
      name: this.botUser.username,
      permissions: spec.botPermissions ?? DEFAULT_BOT_PERMISSIONS,
      position: position++,
      managed: true,
      botId: this.botUser.id,
      memberIds: new Set([this.botUser.id]),
    });
    const g: GuildState = {
      id,
      name: spec.name ?? 'Test Guild',
      ownerId: owner.id,
      preferredLocale: spec.preferredLocale ?? 'en-US',
      botRoleId,
      channelIds: [],
      memberIds: [this.botUser.id, ...memberIds.filter((m) => m !== this.botUser.id)],
      roles,
      joinedAt: new Date(Date.now() - 86_400_000).toISOString(),
    };
    this.guildsById.set(id, g);
    const channelSpecs: FakeChannelSpec[] = spec.channels ?? [
      { name: 'general' },
      { name: 'games' },
      { name: 'game-thread', type: 'thread', parent: 'general' },
    ];
    for (const c of channelSpecs) this.addGuildChannel(g, c);
    return g;
  }

  private addGuildChannel(g: GuildState, spec: FakeChannelSpec): ChannelState {
    const type = CHANNEL_TYPES[spec.type ?? 'text'];
    let parentId: string | null = null;
    if (spec.parent) {
      const parent = g.channelIds
        .map((cid) => this.channelsById.get(cid)!)
        .find((c) => c.name === spec.parent || c.id === spec.parent);
      if (!parent)
        throw new Error(`fake-discord: parent channel ${spec.parent} not found (declare it before the thread)`);
      parentId = parent.id;
    } else if (THREAD_TYPES.has(type)) {
      throw new Error(`fake-discord: thread ${spec.name} needs a parent`);
    }
    const overwrites: Overwrite[] = [];
    if (spec.everyoneDeny) overwrites.push({ id: g.id, type: 0, allow: 0n, deny: spec.everyoneDeny });
    if (spec.botDeny) overwrites.push({ id: this.botUser.id, type: 1, allow: 0n, deny: spec.botDeny });
    const ch: ChannelState = {
      id: spec.id ?? this.ids.next(),
      type,
      name: spec.name,
      guildId: g.id,
      parentId,
      recipientId: null,
      position: g.channelIds.length,
      topic: spec.topic ?? null,
      overwrites,
      lastMessageId: null,
      ownerId: THREAD_TYPES.has(type) ? this.botUser.id : null,
      archived: false,
      locked: false,
      createdWall: Date.now(),
      messageCount: 0,
    };
    this.channelsById.set(ch.id, ch);
    g.channelIds.push(ch.id);
    return ch;
  }

  /** A user by id or username. Throws when unknown. */
  user(key: string): FakeUser {
    return this.resolveUser(key);
  }

  users(): FakeUser[] {
    return [...this.usersById.values()].filter((u) => !u.bot);
  }

  /** Open or close a user's DMs (closed → 403 / 50007 when the bot DMs them). */
  setDmsClosed(user: string, closed: boolean): void {
    this.resolveUser(user).dmsClosed = closed;
  }

  /** A guild by id or name; default the first guild. */
  guild(key?: string): FakeGuild {
    return this.resolveGuild(key);
  }

  get guildId(): string {
    return this.resolveGuild().id;
  }

  /** A channel by id, or by name within a guild (default first guild). */
  channel(key: string, guildKey?: string): FakeChannel {
    const byId = this.channelsById.get(key);
    if (byId) return byId;
    const g = this.resolveGuild(guildKey);
    const ch = g.channelIds.map((id) => this.channelsById.get(id)!).find((c) => c.name === key);
    if (!ch) throw new Error(`fake-discord: unknown channel ${key}`);
    return ch;
  }

  /**
   * Archives a thread as Discord does after its inactivity period, telling the bot (THREAD_UPDATE)
   * unless `silent` (it happened while the bot was not connected).
   */
  archiveThread(id: string, opts: { silent?: boolean } = {}): void {
    const ch = this.channelsById.get(id);
    if (!ch || !THREAD_TYPES.has(ch.type)) throw new Error(`fake-discord: ${id} is not a thread`);
    ch.archived = true;
    if (!opts.silent) this.dispatch('THREAD_UPDATE', this.channelApi(ch));
  }

  /** Whether a thread is archived now. */
  isArchived(id: string): boolean {
    return this.channelsById.get(id)?.archived === true;
  }

  /** The first text channel of the first guild. */
  get defaultChannelId(): string {
    return this.firstTextChannel(this.resolveGuild()).id;
  }

  /** The DM channel between the bot and a user (created on demand). */
  dmChannel(user: string): FakeChannel {
    return this.ensureDmChannel(this.resolveUser(user));
  }

  /** Registered application commands (global, or for one guild). */
  commands(guildId?: string): Json[] {
    return structuredClone(guildId ? (this.guildCommands.get(guildId) ?? []) : this.globalCommands);
  }

  /** Permissions of a guild member (the bot by default) in a channel, as Discord computes them. */
  permissionsIn(channelId: string, userId: string = this.botUser.id): bigint {
    const ch = this.channelsById.get(channelId);
    if (!ch?.guildId) return ALL_PERMISSIONS;
    return this.computeChannelPermissions(this.guildsById.get(ch.guildId)!, ch, userId);
  }

  // -------------------------------------------------------------------------------------------
  // Recorded data
  // -------------------------------------------------------------------------------------------

  message(id: string): RecordedMessage | undefined {
    return this.messagesById.get(id);
  }

  /**
   * Messages visible in a channel, oldest first. Ephemeral interaction responses and deleted
   * messages are left out unless asked for.
   */
  channelMessages(
    channelId: string,
    opts: { includeEphemeral?: boolean; includeDeleted?: boolean } = {},
  ): RecordedMessage[] {
    return (this.channelMessageIds.get(channelId) ?? [])
      .map((id) => this.messagesById.get(id)!)
      .filter((m) => (opts.includeEphemeral || !m.ephemeral) && (opts.includeDeleted || !m.deleted));
  }

  /** Messages the bot delivered to a user's DM channel (failed sends are in blockedDms). */
  dms(user: string): RecordedMessage[] {
    const u = this.resolveUser(user);
    return u.dmChannelId ? this.channelMessages(u.dmChannelId, { includeDeleted: true }) : [];
  }

  /** DM sends refused with 50007 because the user's DMs are closed. */
  blockedDms(user: string): RecordedRequest[] {
    return [...(this.blockedDmLog.get(this.resolveUser(user).id) ?? [])];
  }

  interaction(id: string): InteractionHandle | undefined {
    return this.interactionsById.get(id);
  }

  interactions(): InteractionHandle[] {
    return [...this.interactionsById.values()];
  }

  interactionResponses(interactionId: string): RecordedInteractionResponse[] {
    return [...(this.interactionsById.get(interactionId)?.responses ?? [])];
  }

  /** Every HTTP request, in arrival order. */
  requests(): RecordedRequest[] {
    return [...this.requestLog];
  }

  /** Requests no route matched (answered 404). A clean run has none. */
  unhandledRequests(): RecordedRequest[] {
    return this.requestLog.filter((r) => !r.matched);
  }

  gatewayFrames(): RecordedGatewayFrame[] {
    return [...this.gatewayLog];
  }

  /** IDENTIFY payloads received (token, intents, properties, shard). */
  identifies(): Json[] {
    return this.gatewayLog.filter((f) => f.direction === 'in' && f.op === 2).map((f) => f.d as Json);
  }

  /** Forget recorded requests and gateway frames (state such as messages is kept). */
  clearRequests(): void {
    this.requestLog.length = 0;
    this.gatewayLog.length = 0;
  }

  // -------------------------------------------------------------------------------------------
  // Waiting
  // -------------------------------------------------------------------------------------------

  /**
   * Resolves with the first truthy value of `probe`, which is evaluated now, after every
   * request / gateway frame the fake records, and every 10 ms. Rejects after `timeoutMs` with a summary of the
   * recent traffic. The default bound is generous (30 s): a wait ends as soon as its condition
   * holds, and on a busy 2-core machine a game's first post (its first picture: the render
   * worker's start and the game's static layers) took more than 5 s.
   */
  waitFor<T>(probe: () => T | undefined | null | false, timeoutMs = WAIT_MS, what = 'a condition'): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      let poll: NodeJS.Timeout | undefined;
      let done = false;
      const waiter = {
        check: () => {
          if (done) return;
          let value: T | undefined | null | false;
          try {
            value = probe();
          } catch (err) {
            finish();
            reject(err);
            return;
          }
          if (value !== undefined && value !== null && value !== false) {
            finish();
            resolve(value);
          }
        },
        fail: (err: Error) => {
          if (done) return;
          finish();
          reject(err);
        },
      };
      const finish = () => {
        done = true;
        if (timer) clearTimeout(timer);
        if (poll) clearInterval(poll);
        this.waiters.delete(waiter);
      };
      waiter.check();
      if (done) return;
      this.waiters.add(waiter);
      // Also poll, for predicates over state the fake does not own (e.g. the bot's side).
      poll = setInterval(waiter.check, 10);
      timer = setTimeout(() => {
        waiter.fail(
          new Error(`fake-discord: timed out after ${timeoutMs} ms waiting for ${what}\n${this.describeRecent()}`),
        );
      }, timeoutMs);
    });
  }

  /** Waits for a (non-ephemeral unless asked) message in a channel; `since` is a performance.now() time. */
  waitForChannelMessage(
    channelId: string,
    predicate: (m: RecordedMessage) => boolean = () => true,
    opts: { timeoutMs?: number; since?: number; includeEphemeral?: boolean } = {},
  ): Promise<RecordedMessage> {
    const since = opts.since ?? -Infinity;
    return this.waitFor(
      () => this.channelMessages(channelId, opts).find((m) => m.createdAt >= since && predicate(m)),
      opts.timeoutMs ?? WAIT_MS,
      `a message in channel ${channelId}`,
    );
  }

  /** Waits for a DM delivered to the user. */
  waitForDm(
    user: string,
    predicate: (m: RecordedMessage) => boolean = () => true,
    opts: { timeoutMs?: number; since?: number } = {},
  ): Promise<RecordedMessage> {
    const since = opts.since ?? -Infinity;
    return this.waitFor(
      () => this.dms(user).find((m) => m.createdAt >= since && predicate(m)),
      opts.timeoutMs ?? WAIT_MS,
      `a DM to ${user}`,
    );
  }

  /** Waits until a client identified and got READY + GUILD_CREATEs. */
  waitForBot(timeoutMs = 10_000): Promise<true> {
    return this.waitFor(
      () => this.liveSession() !== undefined || undefined,
      timeoutMs,
      'a bot to connect to the gateway',
    );
  }

  private notify(): void {
    for (const w of [...this.waiters]) w.check();
  }

  private describeRecent(): string {
    const lines = this.requestLog
      .slice(-15)
      .map((r) => `  ${r.method} ${r.path} -> ${r.status}${r.matched ? '' : ' (UNHANDLED)'}`);
    return `recent requests (${this.requestLog.length} total):\n${lines.join('\n') || '  (none)'}`;
  }

  // -------------------------------------------------------------------------------------------
  // Interaction injection
  // -------------------------------------------------------------------------------------------

  /** Dispatches a chat-input command (interaction type 2). */
  sendSlashCommand(input: SlashCommandInput): InteractionHandle {
    const { command, options, resolved } = this.buildCommandOptions(input, false);
    const data: Json = {
      id: command?.id ?? this.ids.next(),
      name: input.name,
      type: 1,
      ...(options.length ? { options } : {}),
      ...(Object.keys(resolved).length ? { resolved } : {}),
      ...(command?.guild_id ? { guild_id: command.guild_id } : {}),
    };
    return this.dispatchInteraction(2, input, data, null);
  }

  /** Dispatches an autocomplete interaction (type 4); the focused option carries `focused: true`. */
  sendAutocomplete(input: AutocompleteInput): InteractionHandle {
    const { command, options } = this.buildCommandOptions(input, true);
    const data: Json = {
      id: command?.id ?? this.ids.next(),
      name: input.name,
      type: 1,
      options,
      ...(command?.guild_id ? { guild_id: command.guild_id } : {}),
    };
    return this.dispatchInteraction(4, input, data, null);
  }

  /** Clicks a button of a message the bot posted (interaction type 3, component_type 2). */
  clickButton(input: ComponentInput): InteractionHandle {
    return this.componentInteraction(input, undefined);
  }

  /** Chooses values in a select menu of a message (interaction type 3). */
  selectMenu(input: SelectMenuInput): InteractionHandle {
    return this.componentInteraction(input, input.values);
  }

  /** Submits a modal the bot showed (interaction type 5). */
  submitModal(input: ModalSubmitInput): InteractionHandle {
    const shown = this.modalsByCustomId.get(input.customId);
    const useLabels = shown ? JSON.stringify(shown.components ?? []).includes('"type":18') : false;
    const components = Object.entries(input.fields).map(([customId, value]) =>
      useLabels
        ? { type: 18, id: 1, component: { type: 4, id: 2, custom_id: customId, value } }
        : { type: 1, id: 1, components: [{ type: 4, id: 2, custom_id: customId, value }] },
    );
    const message = input.messageId ? this.messagesById.get(input.messageId) : undefined;
    if (input.messageId && !message) throw new Error(`fake-discord: unknown message ${input.messageId}`);
    const base: InteractionBase = {
      ...input,
      channelId: input.channelId ?? message?.channelId,
      guildId: input.guildId ?? message?.guildId ?? undefined,
    };
    return this.dispatchInteraction(5, base, { custom_id: input.customId, components }, message ?? null);
  }

  private componentInteraction(input: ComponentInput, values: string[] | undefined): InteractionHandle {
    const message = this.messagesById.get(input.messageId);
    if (!message) throw new Error(`fake-discord: unknown message ${input.messageId}`);
    if (message.deleted && !input.force) throw new Error(`fake-discord: message ${input.messageId} was deleted`);
    const component = findComponent(message.components, input.customId);
    if (!input.force) {
      if (!component) {
        throw new Error(
          `fake-discord: message ${message.id} has no component with custom_id ${JSON.stringify(input.customId)}; it has ${JSON.stringify(message.components)}`,
        );
      }
      if (component.disabled) throw new Error(`fake-discord: component ${input.customId} is disabled`);
      if (values === undefined && component.type !== 2)
        throw new Error(`fake-discord: component ${input.customId} is not a button (type ${String(component.type)})`);
    }
    const componentType = (component?.type as number | undefined) ?? (values ? 3 : 2);
    const data: Json = { custom_id: input.customId, component_type: componentType };
    if (values) {
      data.values = values;
      if (componentType === 5 || componentType === 7) {
        data.resolved = { users: Object.fromEntries(values.map((v) => [v, this.userApi(this.resolveUser(v).id)])) };
      }
    }
    const base: InteractionBase = {
      ...input,
      channelId: input.channelId ?? message.channelId,
      guildId: input.guildId ?? message.guildId,
    };
    return this.dispatchInteraction(3, base, data, message);
  }

  private dispatchInteraction(
    type: number,
    input: InteractionBase,
    data: Json,
    message: MessageRecord | null,
  ): InteractionHandle {
    const session = this.interactionSession(
      input.guildId === null ? null : (this.resolveGuild(input.guildId)?.id ?? null),
    );
    if (!session)
      throw new Error('fake-discord: no bot is connected to the gateway (did the client log in and become ready?)');
    const user = this.resolveUser(input.user);
    const guild = input.guildId === null ? null : this.resolveGuild(input.guildId);
    let channel: ChannelState;
    if (!guild) {
      channel = input.channelId ? this.requireChannel(input.channelId) : this.ensureDmChannel(user);
    } else {
      channel = input.channelId ? this.requireChannel(input.channelId) : this.firstTextChannel(guild);
      if (channel.guildId !== guild.id)
        throw new Error(`fake-discord: channel ${channel.id} is not in guild ${guild.id}`);
      if (!guild.memberIds.includes(user.id))
        throw new Error(`fake-discord: ${user.username} is not a member of guild ${guild.name}`);
    }
    const id = this.ids.next();
    const token = Buffer.from(`interaction:${id}:${randomBytes(96).toString('base64url')}`).toString('base64url');
    const authorizingIntegrationOwners = guild ? { '0': guild.id } : { '0': '0' };
    const memberPerms = guild
      ? input.memberPermissions !== undefined
        ? toBigPerm(input.memberPermissions)
        : this.computeChannelPermissions(guild, channel, user.id)
      : 0n;
    const appPerms =
      input.appPermissions !== undefined
        ? toBigPerm(input.appPermissions)
        : guild
          ? this.computeChannelPermissions(guild, channel, this.botUser.id)
          : ALL_PERMISSIONS & ~(P.Administrator | P.ManageGuild);
    const payload: Json = {
      id,
      application_id: this.applicationId,
      type,
      data,
      ...(guild ? { guild_id: guild.id, guild: { id: guild.id, locale: guild.preferredLocale, features: [] } } : {}),
      channel_id: channel.id,
      channel: { ...this.channelApi(channel), ...(guild ? { permissions: memberPerms.toString() } : {}) },
      ...(guild
        ? { member: { ...this.memberApi(guild, user.id), permissions: memberPerms.toString() } }
        : { user: this.userApi(user.id) }),
      token,
      version: 1,
      ...(message ? { message: message.toApi() } : {}),
      app_permissions: appPerms.toString(),
      locale: input.locale ?? user.locale,
      ...(guild ? { guild_locale: guild.preferredLocale } : {}),
      entitlements: [],
      authorizing_integration_owners: authorizingIntegrationOwners,
      context: guild ? 0 : 1,
      attachment_size_limit: this.maxAttachmentBytes,
    };
    const handle = new InteractionHandle(
      this,
      id,
      token,
      type,
      payload,
      user.id,
      channel.id,
      guild?.id ?? null,
      message?.id ?? null,
    );
    this.interactionsById.set(id, handle);
    this.interactionsByToken.set(token, handle);
    this.interactionMeta.set(id, {
      id,
      type,
      name: type === 2 || type === 4 ? (data.name as string) : undefined,
      userId: user.id,
      authorizingIntegrationOwners,
      interactedMessageId: message?.id ?? null,
    });
    handle.dispatchedAt = performance.now();
    this.sendDispatch(session, 'INTERACTION_CREATE', payload);
    return handle;
  }

  private buildCommandOptions(
    input: SlashCommandInput,
    autocomplete: boolean,
  ): { command: Json | undefined; options: Json[]; resolved: Json } {
    const guildId = input.guildId === null ? null : this.resolveGuild(input.guildId).id;
    const command =
      (guildId ? this.guildCommands.get(guildId) : undefined)?.find(
        (c) => c.name === input.name && (c.type ?? 1) === 1,
      ) ?? this.globalCommands.find((c) => c.name === input.name && (c.type ?? 1) === 1);
    const resolved: Json = {};
    if (Array.isArray(input.options)) return { command, options: input.options, resolved };

    let schema: Json[] = (command?.options as Json[] | undefined) ?? [];
    const wrap: ((inner: Json[]) => Json[])[] = [];
    if (input.subcommandGroup) {
      const group = schema.find((o) => o.name === input.subcommandGroup && o.type === 2);
      if (command && !group)
        throw new Error(`fake-discord: /${input.name} has no subcommand group ${input.subcommandGroup}`);
      schema = (group?.options as Json[] | undefined) ?? [];
      const name = input.subcommandGroup;
      wrap.push((inner) => [{ name, type: 2, options: inner }]);
    }
    if (input.subcommand) {
      const sub = schema.find((o) => o.name === input.subcommand && o.type === 1);
      if (command && !sub) throw new Error(`fake-discord: /${input.name} has no subcommand ${input.subcommand}`);
      schema = (sub?.options as Json[] | undefined) ?? [];
      const name = input.subcommand;
      wrap.unshift((inner) => [{ name, type: 1, options: inner }]);
    }
    const focused = autocomplete ? (input as AutocompleteInput).focused : undefined;
    const options: Json[] = [];
    for (const [name, value] of Object.entries(input.options ?? {})) {
      const def = schema.find((o) => o.name === name);
      if (command && !def) throw new Error(`fake-discord: /${input.name} has no option ${name}`);
      const type = (def?.type as number | undefined) ?? this.inferOptionType(value);
      if (autocomplete) {
        options.push({ name, type, value, ...(name === focused ? { focused: true } : {}) });
        continue;
      }
      options.push({ name, type, value: this.resolveOptionValue(type, value, guildId, resolved) });
    }
    if (focused && !options.some((o) => o.focused)) {
      const def = schema.find((o) => o.name === focused);
      options.push({ name: focused, type: (def?.type as number | undefined) ?? 3, value: '', focused: true });
    }
    let wrapped = options;
    for (const w of wrap) wrapped = w(wrapped);
    return { command, options: wrapped, resolved };
  }

  private inferOptionType(value: SimpleOptionValue): number {
    if (typeof value === 'boolean') return 5;
    if (typeof value === 'number') return Number.isInteger(value) ? 4 : 10;
    if (typeof value === 'object') return 11;
    return 3;
  }

  private resolveOptionValue(type: number, value: SimpleOptionValue, guildId: string | null, resolved: Json): unknown {
    const bucket = (key: string): Json => (resolved[key] ??= {});
    switch (type) {
      case 6:
      case 9: {
        const key = String(value);
        const u = this.findUser(key);
        if (u) {
          bucket('users')[u.id] = this.userApi(u.id);
          const g = guildId ? this.guildsById.get(guildId) : undefined;
          if (g?.memberIds.includes(u.id)) {
            const { user: _user, ...member } = this.memberApi(g, u.id);
            bucket('members')[u.id] = { ...member, permissions: this.basePermissions(g, u.id).toString() };
          }
          return u.id;
        }
        if (type === 9) {
          const g = guildId ? this.guildsById.get(guildId) : undefined;
          const role = g ? [...g.roles.values()].find((r) => r.id === key || r.name === key) : undefined;
          if (role) {
            bucket('roles')[role.id] = this.roleApi(role);
            return role.id;
          }
        }
        throw new Error(`fake-discord: unknown user ${key}`);
      }
      case 7: {
        const ch = this.channelsById.get(String(value)) ?? this.channel(String(value), guildId ?? undefined);
        const state = this.channelsById.get(ch.id)!;
        bucket('channels')[ch.id] = {
          id: ch.id,
          name: ch.name,
          type: ch.type,
          permissions: (state.guildId
            ? this.computeChannelPermissions(this.guildsById.get(state.guildId)!, state, this.botUser.id)
            : 0n
          ).toString(),
          ...(ch.parentId ? { parent_id: ch.parentId } : {}),
          ...(THREAD_TYPES.has(ch.type) ? { thread_metadata: this.threadMetadata(state) } : {}),
        };
        return ch.id;
      }
      case 8: {
        const g = guildId ? this.guildsById.get(guildId) : undefined;
        const role = g
          ? [...g.roles.values()].find((r) => r.id === String(value) || r.name === String(value))
          : undefined;
        if (!role) throw new Error(`fake-discord: unknown role ${String(value)}`);
        bucket('roles')[role.id] = this.roleApi(role);
        return role.id;
      }
      case 11: {
        if (typeof value !== 'object')
          throw new Error('fake-discord: an attachment option takes { filename, data?, contentType? }');
        const data = value.data ?? Buffer.alloc(value.size ?? 0);
        const id = this.ids.next();
        const att: RecordedAttachment = {
          id,
          filename: value.filename,
          contentType: value.contentType ?? guessContentType(value.filename),
          size: value.size ?? data.length,
          data,
          url: `${this.baseUrl}/attachments/ephemeral/${id}/${encodeURIComponent(value.filename)}`,
          ...(pngSize(data) ?? {}),
        };
        this.attachmentsById.set(id, att);
        bucket('attachments')[id] = { ...attachmentApi(att, true) };
        return id;
      }
      case 4:
        if (typeof value !== 'number' || !Number.isInteger(value))
          throw new Error(`fake-discord: integer option got ${String(value)}`);
        return value;
      case 10:
        return Number(value);
      case 5:
        return Boolean(value);
      default:
        return typeof value === 'object' ? value.filename : value;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Gateway
  // -------------------------------------------------------------------------------------------

  /** Sends a raw dispatch event to every connected bot session (e.g. GUILD_MEMBER_ADD). */
  dispatch(t: string, d: unknown): void {
    for (const s of this.sessions.values()) if (s.alive) this.sendDispatch(s, t, d);
  }

  /** Tells connected clients to reconnect (op 7); discord.js then resumes the session. */
  requestReconnect(): void {
    for (const s of this.sessions.values()) {
      if (s.alive && s.ws?.readyState === WebSocket.OPEN) this.sendFrame(s.ws, s, { op: 7, d: null });
    }
  }

  /** Drops the gateway connections server-side with a resumable close code (default 4000). */
  dropGatewayConnections(code = 4000): void {
    for (const s of this.sessions.values()) s.ws?.close(code, 'fake-discord: dropped');
  }

  /** Heartbeats received (each was ACKed). */
  get heartbeatCount(): number {
    return this.heartbeats;
  }

  /** Number of successful RESUMEs seen. */
  get resumeCount(): number {
    return [...this.sessions.values()].reduce((a, s) => a + s.resumes, 0);
  }

  private liveSession(): GatewaySession | undefined {
    for (const s of this.sessions.values()) if (s.alive && s.ws && s.ws.readyState === WebSocket.OPEN) return s;
    return undefined;
  }

  /** Where interactions go: a connected session, else one that may still resume (events are replayed). */
  private interactionSession(guildId: string | null = null): GatewaySession | undefined {
    // Sharded bots: the session of the shard owning the guild (DMs go to shard 0), like Discord.
    const owns = (x: GatewaySession) => this.sessionOwnsGuild(x, guildId ?? '0');
    const live = [...this.sessions.values()].filter((x) => x.alive && x.ws && x.ws.readyState === WebSocket.OPEN);
    return live.find(owns) ?? [...this.sessions.values()].find((x) => x.alive && owns(x));
  }

  /** Whether a session's shard ([id, count] of its IDENTIFY; unsharded = [0, 1]) serves the guild. */
  private sessionOwnsGuild(s: GatewaySession, guildId: string): boolean {
    const shard = (s.identify as { shard?: unknown }).shard;
    if (!Array.isArray(shard) || shard.length !== 2) return true;
    const [id, count] = shard.map(Number) as [number, number];
    return Number((BigInt(guildId) >> 22n) % BigInt(count)) === id;
  }

  private onGatewayConnection(ws: WebSocket, req: http.IncomingMessage): void {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const encoding = url.searchParams.get('encoding') ?? 'json';
    if (encoding !== 'json' || url.searchParams.get('compress')) {
      console.warn(
        `[fake-discord] gateway: unsupported encoding=${encoding} compress=${url.searchParams.get('compress')}; only JSON without transport compression is implemented`,
      );
      ws.close(4002, 'unsupported encoding');
      return;
    }
    let session: GatewaySession | null = null;
    this.log(`gateway: connection ${req.url}`);
    ws.on('message', (raw: RawData, isBinary: boolean) => {
      if (isBinary) {
        console.warn('[fake-discord] gateway: binary frame received (ETF / compression are not supported)');
        return;
      }
      let frame: Json;
      try {
        frame = JSON.parse(raw.toString()) as Json;
      } catch {
        ws.close(4002, 'Error while decoding payload.');
        return;
      }
      this.recordFrame('in', frame, session?.id ?? null);
      session = this.onGatewayFrame(ws, session, frame);
      this.notify();
    });
    ws.on('close', (code) => {
      this.log(`gateway: closed ${code}`);
      if (session && session.ws === ws) {
        session.ws = null;
        // 1000/1001 invalidate the session on Discord; anything else may be resumed.
        if (code === 1000 || code === 1001) session.alive = false;
      }
      this.notify();
    });
    ws.on('error', (err) => this.log(`gateway: socket error ${String(err)}`));
    this.sendFrame(ws, null, {
      op: 10,
      d: { heartbeat_interval: this.opts.heartbeatIntervalMs ?? 41_250, _trace: ['["fake-discord-gateway"]'] },
    });
  }

  private onGatewayFrame(ws: WebSocket, session: GatewaySession | null, frame: Json): GatewaySession | null {
    switch (frame.op) {
      case 1: // heartbeat
        this.heartbeats++;
        this.sendFrame(ws, session, { op: 11 });
        return session;
      case 2: {
        // identify
        if (session) {
          ws.close(4005, 'Already authenticated.');
          return session;
        }
        const d = (frame.d ?? {}) as Json;
        const s: GatewaySession = {
          id: randomBytes(16).toString('hex'),
          ws,
          seq: 0,
          history: [],
          intents: Number(d.intents ?? 0),
          identify: d,
          alive: true,
          resumes: 0,
        };
        this.sessions.set(s.id, s);
        // A sharded IDENTIFY (shard: [id, count]) gets only its guilds: (guild_id >> 22) % count.
        const guilds = [...this.guildsById.values()].filter((g) => this.sessionOwnsGuild(s, g.id));
        this.sendDispatch(s, 'READY', {
          v: 10,
          user_settings: {},
          user: { ...this.userApi(this.botUser.id), verified: true, mfa_enabled: false, email: null, flags: 0 },
          guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
          guild_join_requests: [],
          relationships: [],
          private_channels: [],
          presences: [],
          session_id: s.id,
          session_type: 'normal',
          resume_gateway_url: this.gatewayUrl,
          shard: d.shard ?? [0, 1],
          application: { id: this.applicationId, flags: this.applicationFlags },
          geo_ordered_rtc_regions: [],
          auth: {},
          _trace: ['["fake-discord-gateway"]'],
        });
        for (const g of guilds) this.sendDispatch(s, 'GUILD_CREATE', this.guildCreateApi(g));
        return s;
      }
      case 6: {
        // resume
        const d = (frame.d ?? {}) as Json;
        const s = this.sessions.get(String(d.session_id));
        if (!s?.alive) {
          this.sendFrame(ws, null, { op: 9, d: false });
          return null;
        }
        if (s.ws && s.ws !== ws) s.ws.close(4000, 'resumed elsewhere');
        s.ws = ws;
        s.resumes++;
        const after = Number(d.seq ?? 0);
        for (const h of s.history) if (h.s > after) ws.send(h.frame);
        this.sendDispatch(s, 'RESUMED', { _trace: ['["fake-discord-gateway"]'] });
        return s;
      }
      case 8: {
        // request guild members
        const d = (frame.d ?? {}) as Json;
        const g = this.guildsById.get(String(d.guild_id));
        if (g && session) {
          const wanted: string[] | null = d.user_ids ? ([] as string[]).concat(d.user_ids as string | string[]) : null;
          const query = typeof d.query === 'string' ? d.query.toLowerCase() : '';
          const ids = g.memberIds.filter((id) =>
            wanted ? wanted.includes(id) : this.usersById.get(id)!.username.toLowerCase().startsWith(query),
          );
          const limited = d.limit ? ids.slice(0, Number(d.limit)) : ids;
          this.sendDispatch(session, 'GUILD_MEMBERS_CHUNK', {
            guild_id: g.id,
            members: limited.map((id) => this.memberApi(g, id)),
            chunk_index: 0,
            chunk_count: 1,
            ...(wanted ? { not_found: wanted.filter((w) => !g.memberIds.includes(w)) } : {}),
            ...(d.nonce ? { nonce: d.nonce } : {}),
          });
        }
        return session;
      }
      case 3: // presence update
      case 4: // voice state update
        return session;
      default:
        console.warn(`[fake-discord] gateway: unhandled op ${String(frame.op)}`, JSON.stringify(frame).slice(0, 300));
        return session;
    }
  }

  private sendDispatch(session: GatewaySession, t: string, d: unknown): void {
    const s = ++session.seq;
    const frame = JSON.stringify({ op: 0, t, s, d });
    session.history.push({ s, frame });
    if (session.history.length > 2000) session.history.splice(0, session.history.length - 2000);
    this.gatewayLog.push({ direction: 'out', op: 0, t, s, d, at: performance.now(), sessionId: session.id });
    if (session.ws?.readyState === WebSocket.OPEN) session.ws.send(frame);
    if (this.verbose) this.log(`gateway -> ${t} s=${s}`);
  }

  private sendFrame(ws: WebSocket, session: GatewaySession | null, frame: Json): void {
    this.recordFrame('out', frame, session?.id ?? null);
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
  }

  private recordFrame(direction: 'in' | 'out', frame: Json, sessionId: string | null): void {
    const op = Number(frame.op);
    // Heartbeats are noise in the log; keep everything else.
    if (op === 1 || op === 11) return;
    this.gatewayLog.push({
      direction,
      op,
      t: (frame.t as string | undefined) ?? null,
      s: (frame.s as number | undefined) ?? null,
      d: frame.d,
      at: performance.now(),
      sessionId,
    });
    if (this.verbose) this.log(`gateway ${direction === 'in' ? '<-' : '->'} op ${op}`);
  }

  // -------------------------------------------------------------------------------------------
  // HTTP
  // -------------------------------------------------------------------------------------------

  private async onHttpRequest(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const at = performance.now();
    const url = new URL(req.url ?? '/', this.baseUrl);
    const method = (req.method ?? 'GET').toUpperCase();
    let path = url.pathname
      .split('/')
      .map((seg) => {
        try {
          return decodeURIComponent(seg);
        } catch {
          return seg;
        }
      })
      .join('/');
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi) path = path.slice(4).replace(/^\/v\d+(?=\/|$)/, '') || '/';

    let parsedJson: unknown;
    let files: UploadedFile[] = [];
    let parseError: string | null = null;
    try {
      const parsed = parseBody(raw, req.headers['content-type']);
      parsedJson = parsed.json;
      files = parsed.files;
    } catch (err) {
      parseError = String(err);
    }
    const record: RecordedRequest = {
      seq: ++this.requestSeq,
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: parsedJson,
      files,
      status: 0,
      response: undefined,
      at,
      matched: true,
    };
    this.requestLog.push(record);

    let result: RouteResult | undefined;
    const inj = isApi
      ? this.injections.find((f) => f.times > 0 && (!f.method || f.method === method) && f.path.test(path))
      : undefined;
    if (inj) {
      inj.times--;
      this.injectedFailures++;
      if (inj.delayMs) await new Promise((r) => setTimeout(r, inj.delayMs));
      if (inj.reset) {
        record.status = -1;
        req.socket.destroy();
        this.notify();
        return;
      }
      if (inj.status) {
        const json: Json = { message: inj.message ?? `injected ${inj.status}`, code: inj.code ?? 0 };
        if (inj.status === 429) Object.assign(json, { retry_after: inj.retryAfter ?? 1, global: false });
        result = { status: inj.status, json };
      }
    }
    if (result) {
      // injected above
    } else if (parseError) {
      result = { status: 400, json: { message: `fake-discord could not parse the body: ${parseError}`, code: 50109 } };
    } else if (!isApi) {
      result = this.serveAttachment(method, path, record);
    } else {
      result = this.route({ method, path, query: url.searchParams, json: parsedJson, files, at, record });
    }
    record.status = result.status;
    record.response = result.json;
    if (this.verbose || !record.matched) {
      const line = `${method} ${url.pathname}${url.search} -> ${result.status}`;
      if (!record.matched) {
        console.warn(
          `\n[fake-discord] !!!!! UNHANDLED ROUTE: ${line}\n[fake-discord] body: ${JSON.stringify(parsedJson)?.slice(0, 500)}\n[fake-discord] Add a route in tools/fake-discord/fake-discord.ts.\n`,
        );
      } else this.log(line);
    }
    // Rate-limit headers that never limit; one bucket per method + route template, as on Discord.
    const template = path
      .replace(/\d{17,20}/g, ':id')
      .replace(/^\/webhooks\/:id\/[^/]+/, '/webhooks/:id/:token')
      .replace(/\/reactions\/.*/, '/reactions/:r');
    const headers: Record<string, string> = {
      via: '1.1 google',
      'x-ratelimit-limit': '50',
      'x-ratelimit-remaining': '49',
      'x-ratelimit-reset-after': '1',
      'x-ratelimit-reset': String(Date.now() / 1000 + 1),
      'x-ratelimit-bucket': createHash('sha1').update(`${method} ${template}`).digest('hex').slice(0, 16),
    };
    if (result.raw) {
      res.writeHead(result.status, {
        ...headers,
        'content-type': result.contentType ?? 'application/octet-stream',
        'content-length': String(result.raw.length),
      });
      res.end(result.raw);
    } else if (result.json === undefined) {
      res.writeHead(result.status, headers);
      res.end();
    } else {
      const body = Buffer.from(JSON.stringify(result.json));
      res.writeHead(result.status, {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(body.length),
      });
      res.end(body);
    }
    this.notify();
  }

  private serveAttachment(method: string, path: string, record: RecordedRequest): RouteResult {
    const m = /^\/attachments\/[^/]+\/([^/]+)\/[^/]+$/.exec(path);
    const att = m ? this.attachmentsById.get(m[1]!) : undefined;
    if (method === 'GET' && att) return { status: 200, raw: att.data, contentType: att.contentType };
    record.matched = false;
    return { status: 404, json: { message: '404: Not Found', code: 0 } };
  }

  private route(ctx: RequestContext): RouteResult {
    for (const r of this.routes) {
      if (r.method !== ctx.method) continue;
      const m = r.re.exec(ctx.path);
      if (!m) continue;
      try {
        return r.handler(ctx, m.slice(1) as string[]);
      } catch (err) {
        if (err instanceof ApiError) return { status: err.status, json: err.toJson() };
        throw err;
      }
    }
    ctx.record.matched = false;
    return { status: 404, json: { message: '404: Not Found', code: 0 } };
  }

  private addRoute(method: string, pattern: string, handler: RouteHandler): void {
    const re = new RegExp(`^${pattern.replace(/:\w+/g, '([^/]+)')}$`);
    this.routes.push({ method, re, handler });
  }

  private installRoutes(): void {
    const ok = (json: unknown, status = 200): RouteResult => ({ status, json });
    const noContent: RouteResult = { status: 204 };

    // Gateway
    const gatewayBot = () =>
      ok({
        url: this.gatewayUrl,
        shards: this.opts.recommendedShards ?? 1,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 14_400_000, max_concurrency: 1 },
      });
    this.addRoute('GET', '/gateway/bot', gatewayBot);
    this.addRoute('GET', '/gateway', () => ok({ url: this.gatewayUrl }));

    // Users
    this.addRoute('GET', '/users/@me', () =>
      ok({ ...this.userApi(this.botUser.id), verified: true, mfa_enabled: false, flags: 0 }),
    );
    this.addRoute('PATCH', '/users/@me', (ctx) => ok({ ...this.userApi(this.botUser.id), ...(ctx.json as Json) }));
    this.addRoute('POST', '/users/@me/channels', (ctx) => {
      const rid = String((ctx.json as Json | undefined)?.recipient_id ?? '');
      const u = this.usersById.get(rid);
      if (!u || u.bot) throw new ApiError(400, 50033, 'Invalid Recipient(s)');
      return ok(this.channelApi(this.ensureDmChannel(u)));
    });
    this.addRoute('GET', '/users/:id', (_ctx, [id]) => {
      const u = this.usersById.get(id!);
      if (!u) throw new ApiError(404, 10013, 'Unknown User');
      return ok(this.userApi(u.id));
    });
    this.addRoute('GET', '/users/@me/guilds', () =>
      ok(
        [...this.guildsById.values()].map((g) => ({
          id: g.id,
          name: g.name,
          icon: null,
          owner: false,
          permissions: this.basePermissions(g, this.botUser.id).toString(),
          features: [],
        })),
      ),
    );

    // Application
    const appApi = () =>
      ok({
        id: this.applicationId,
        name: this.applicationName,
        icon: null,
        description: '',
        summary: '',
        type: null,
        bot_public: false,
        bot_require_code_grant: false,
        verify_key: 'f'.repeat(64),
        flags: this.applicationFlags,
        owner: this.userApi([...this.usersById.values()].find((u) => !u.bot)!.id),
        team: null,
        bot: this.userApi(this.botUser.id),
        tags: [],
        integration_types_config: { '0': {}, '1': {} },
        install_params: { scopes: ['bot', 'applications.commands'], permissions: DEFAULT_BOT_PERMISSIONS.toString() },
        approximate_guild_count: this.guildsById.size,
      });
    this.addRoute('GET', '/applications/@me', appApi);
    this.addRoute('GET', '/oauth2/applications/@me', appApi);
    this.addRoute('PATCH', '/applications/@me', appApi);
    this.addRoute('GET', '/applications/:app/entitlements', () => ok([]));
    this.addRoute('GET', '/applications/:app/skus', () => ok([]));
    this.addRoute('GET', '/applications/:app/emojis', () => ok({ items: [] }));
    this.addRoute('GET', '/applications/:app/role-connections/metadata', () => ok([]));

    // Commands
    const commandsOf = (app: string, guildId: string | null): Json[] => {
      if (app !== this.applicationId) throw new ApiError(403, 50001, 'Missing Access');
      if (guildId !== null) {
        if (!this.guildsById.has(guildId)) throw new ApiError(403, 50001, 'Missing Access');
        return this.guildCommands.get(guildId) ?? [];
      }
      return this.globalCommands;
    };
    const setCommands = (guildId: string | null, list: Json[]) => {
      if (guildId === null) this.globalCommands = list;
      else this.guildCommands.set(guildId, list);
    };
    const putCommands = (ctx: RequestContext, app: string, guildId: string | null) => {
      const existing = commandsOf(app, guildId);
      const body = ctx.json as unknown;
      if (!Array.isArray(body)) throw invalidForm('expected an array of commands');
      if (body.length > 100 + 5 + 5) throw invalidForm('too many commands');
      const errors = validateCommands(body as Json[]);
      if (errors) throw new ApiError(400, 50035, 'Invalid Form Body', errors);
      const names = new Set<string>();
      for (const c of body as Json[]) {
        const key = `${c.type ?? 1}:${c.name}`;
        if (names.has(key))
          throw new ApiError(400, 50035, 'Invalid Form Body', {
            _errors: [
              {
                code: 'APPLICATION_COMMANDS_DUPLICATE_NAME',
                message: `Application command names must be unique: ${c.name}`,
              },
            ],
          });
        names.add(key);
      }
      const list = (body as Json[]).map((c) =>
        this.normalizeCommand(
          c,
          guildId,
          existing.find((e) => e.name === c.name && (e.type ?? 1) === (c.type ?? 1))?.id,
        ),
      );
      setCommands(guildId, list);
      return ok(structuredClone(list));
    };
    const postCommand = (ctx: RequestContext, app: string, guildId: string | null) => {
      const existing = commandsOf(app, guildId);
      const c = ctx.json as Json;
      const errors = validateCommands([c]);
      if (errors) throw new ApiError(400, 50035, 'Invalid Form Body', errors);
      const prev = existing.find((e) => e.name === c.name && (e.type ?? 1) === (c.type ?? 1));
      const cmd = this.normalizeCommand(c, guildId, prev?.id);
      setCommands(guildId, [...existing.filter((e) => e !== prev), cmd]);
      return ok(structuredClone(cmd), prev ? 200 : 201);
    };
    const oneCommand = (app: string, guildId: string | null, id: string) => {
      const cmd = commandsOf(app, guildId).find((c) => c.id === id);
      if (!cmd) throw new ApiError(404, 10063, 'Unknown application command');
      return cmd;
    };
    this.addRoute('GET', '/applications/:app/commands', (_c, [app]) => ok(structuredClone(commandsOf(app!, null))));
    this.addRoute('PUT', '/applications/:app/commands', (c, [app]) => putCommands(c, app!, null));
    this.addRoute('POST', '/applications/:app/commands', (c, [app]) => postCommand(c, app!, null));
    this.addRoute('GET', '/applications/:app/commands/:id', (_c, [app, id]) =>
      ok(structuredClone(oneCommand(app!, null, id!))),
    );
    this.addRoute('PATCH', '/applications/:app/commands/:id', (c, [app, id]) => {
      const cmd = oneCommand(app!, null, id!);
      Object.assign(cmd, c.json as Json, { version: this.ids.next() });
      return ok(structuredClone(cmd));
    });
    this.addRoute('DELETE', '/applications/:app/commands/:id', (_c, [app, id]) => {
      oneCommand(app!, null, id!);
      this.globalCommands = this.globalCommands.filter((c) => c.id !== id);
      return noContent;
    });
    this.addRoute('GET', '/applications/:app/guilds/:guild/commands', (_c, [app, g]) =>
      ok(structuredClone(commandsOf(app!, g!))),
    );
    this.addRoute('PUT', '/applications/:app/guilds/:guild/commands', (c, [app, g]) => putCommands(c, app!, g!));
    this.addRoute('POST', '/applications/:app/guilds/:guild/commands', (c, [app, g]) => postCommand(c, app!, g!));
    this.addRoute('GET', '/applications/:app/guilds/:guild/commands/permissions', () => ok([]));
    this.addRoute('GET', '/applications/:app/guilds/:guild/commands/:id', (_c, [app, g, id]) =>
      ok(structuredClone(oneCommand(app!, g!, id!))),
    );
    this.addRoute('PATCH', '/applications/:app/guilds/:guild/commands/:id', (c, [app, g, id]) => {
      const cmd = oneCommand(app!, g!, id!);
      Object.assign(cmd, c.json as Json, { version: this.ids.next() });
      return ok(structuredClone(cmd));
    });
    this.addRoute('DELETE', '/applications/:app/guilds/:guild/commands/:id', (_c, [app, g, id]) => {
      oneCommand(app!, g!, id!);
      this.guildCommands.set(
        g!,
        (this.guildCommands.get(g!) ?? []).filter((c) => c.id !== id),
      );
      return noContent;
    });

    // Interactions
    this.addRoute('POST', '/interactions/:id/:token/callback', (ctx, [id, token]) =>
      this.onInteractionCallback(ctx, id!, token!),
    );
    this.addRoute('GET', '/webhooks/:app/:token/messages/:mid', (_ctx, [app, token, mid]) => {
      const h = this.webhookInteraction(app!, token!);
      return ok(this.webhookMessage(h, mid!).toApi());
    });
    this.addRoute('PATCH', '/webhooks/:app/:token/messages/:mid', (ctx, [app, token, mid]) =>
      this.onWebhookEdit(ctx, app!, token!, mid!),
    );
    this.addRoute('DELETE', '/webhooks/:app/:token/messages/:mid', (ctx, [app, token, mid]) =>
      this.onWebhookDelete(ctx, app!, token!, mid!),
    );
    this.addRoute('POST', '/webhooks/:app/:token', (ctx, [app, token]) => this.onFollowUp(ctx, app!, token!));

    // Channels & messages
    this.addRoute('GET', '/channels/:cid', (_c, [cid]) => ok(this.channelApi(this.requireChannel(cid!, true))));
    this.addRoute('PATCH', '/channels/:cid', (ctx, [cid]) => {
      const ch = this.requireChannel(cid!, true);
      const b = (ctx.json ?? {}) as Json;
      if (typeof b.name === 'string') ch.name = b.name;
      if (typeof b.topic === 'string' || b.topic === null) ch.topic = b.topic as string | null;
      if (typeof b.archived === 'boolean') ch.archived = b.archived;
      if (typeof b.locked === 'boolean') ch.locked = b.locked;
      const api = this.channelApi(ch);
      if (ch.guildId) this.dispatch(THREAD_TYPES.has(ch.type) ? 'THREAD_UPDATE' : 'CHANNEL_UPDATE', api);
      return ok(api);
    });
    this.addRoute('GET', '/channels/:cid/messages', (ctx, [cid]) => {
      this.requireChannel(cid!, true);
      const limit = Math.min(100, Number(ctx.query.get('limit') ?? 50));
      let list = this.channelMessages(cid!).slice().reverse(); // newest first
      const before = ctx.query.get('before');
      const after = ctx.query.get('after');
      if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
      if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
      return ok(list.slice(0, limit).map((m) => m.toApi()));
    });
    this.addRoute('POST', '/channels/:cid/messages', (ctx, [cid]) => this.onChannelMessage(ctx, cid!));
    // Before /messages/:mid, which would take "pins" for a message id.
    this.addRoute('GET', '/channels/:cid/messages/pins', (_c, [cid]) => {
      this.requireChannel(cid!, true);
      const pinned = this.channelMessages(cid!)
        .filter((m) => m.pinned && !m.deleted)
        .reverse();
      return ok({
        items: pinned.map((m) => ({ pinned_at: new Date().toISOString(), message: m.toApi() })),
        has_more: false,
      });
    });
    this.addRoute('GET', '/channels/:cid/messages/:mid', (_c, [cid, mid]) =>
      ok(this.channelMessage(cid!, mid!).toApi()),
    );
    this.addRoute('PATCH', '/channels/:cid/messages/:mid', (ctx, [cid, mid]) => {
      const m = this.channelMessage(cid!, mid!);
      this.applyEdit(m, (ctx.json ?? {}) as Json, ctx.files, ctx.at);
      return ok(m.toApi());
    });
    this.addRoute('DELETE', '/channels/:cid/messages/:mid', (ctx, [cid, mid]) => {
      const m = this.channelMessage(cid!, mid!);
      m.deleted = true;
      m.editedAt = ctx.at;
      return noContent;
    });
    this.addRoute('POST', '/channels/:cid/typing', (_c, [cid]) => {
      this.requireChannel(cid!, true);
      return noContent;
    });
    this.addRoute('PUT', '/channels/:cid/messages/:mid/reactions/:emoji/@me', (_c, [cid, mid, emoji]) => {
      const m = this.channelMessage(cid!, mid!);
      if (!m.reactions.includes(emoji!)) m.reactions.push(emoji!);
      return noContent;
    });
    this.addRoute('DELETE', '/channels/:cid/messages/:mid/reactions/:emoji/@me', (_c, [cid, mid, emoji]) => {
      const m = this.channelMessage(cid!, mid!);
      m.reactions = m.reactions.filter((e) => e !== emoji);
      return noContent;
    });
    // Pins (discord.js 14.28 uses /messages/pins; the older /pins routes answer the same).
    for (const base of ['/channels/:cid/messages/pins', '/channels/:cid/pins']) {
      this.addRoute('PUT', `${base}/:mid`, (_c, [cid, mid]) => {
        this.channelMessage(cid!, mid!).pinned = true;
        return noContent;
      });
      this.addRoute('DELETE', `${base}/:mid`, (_c, [cid, mid]) => {
        this.channelMessage(cid!, mid!).pinned = false;
        return noContent;
      });
    }
    this.addRoute('POST', '/channels/:cid/threads', (ctx, [cid]) => this.onCreateThread(ctx, cid!, null));
    this.addRoute('POST', '/channels/:cid/messages/:mid/threads', (ctx, [cid, mid]) =>
      this.onCreateThread(ctx, cid!, mid!),
    );
    this.addRoute('PUT', '/channels/:cid/thread-members/:uid', (_c, [cid]) => {
      this.requireChannel(cid!, true);
      return noContent;
    });
    this.addRoute('DELETE', '/channels/:cid/thread-members/:uid', (_c, [cid]) => {
      this.requireChannel(cid!, true);
      return noContent;
    });

    // Guilds
    this.addRoute('GET', '/guilds/:gid', (_c, [gid]) => {
      const g = this.requireGuild(gid!);
      const {
        members: _m,
        channels: _c2,
        threads: _t,
        presences: _p,
        voice_states: _v,
        ...rest
      } = this.guildCreateApi(g);
      return ok({ ...rest, approximate_member_count: g.memberIds.length, approximate_presence_count: 0 });
    });
    this.addRoute('GET', '/guilds/:gid/channels', (_c, [gid]) => {
      const g = this.requireGuild(gid!);
      return ok(
        g.channelIds
          .map((id) => this.channelsById.get(id)!)
          .filter((c) => !THREAD_TYPES.has(c.type))
          .map((c) => this.channelApi(c)),
      );
    });
    this.addRoute('GET', '/guilds/:gid/threads/active', (_c, [gid]) => {
      const g = this.requireGuild(gid!);
      return ok({
        threads: g.channelIds
          .map((id) => this.channelsById.get(id)!)
          .filter((c) => THREAD_TYPES.has(c.type) && !c.archived)
          .map((c) => this.channelApi(c)),
        members: [],
      });
    });
    this.addRoute('GET', '/guilds/:gid/roles', (_c, [gid]) =>
      ok([...this.requireGuild(gid!).roles.values()].map((r) => this.roleApi(r))),
    );
    this.addRoute('GET', '/guilds/:gid/members', (ctx, [gid]) => {
      const g = this.requireGuild(gid!);
      const limit = Number(ctx.query.get('limit') ?? 1);
      return ok(g.memberIds.slice(0, limit).map((id) => this.memberApi(g, id)));
    });
    this.addRoute('GET', '/guilds/:gid/members/search', (ctx, [gid]) => {
      const g = this.requireGuild(gid!);
      const q = (ctx.query.get('query') ?? '').toLowerCase();
      return ok(
        g.memberIds
          .filter((id) => this.usersById.get(id)!.username.toLowerCase().startsWith(q))
          .map((id) => this.memberApi(g, id)),
      );
    });
    this.addRoute('GET', '/guilds/:gid/members/:uid', (_c, [gid, uid]) => {
      const g = this.requireGuild(gid!);
      const id = uid === '@me' ? this.botUser.id : uid!;
      if (!g.memberIds.includes(id)) throw new ApiError(404, 10007, 'Unknown Member');
      return ok(this.memberApi(g, id));
    });
  }

  // -------------------------------------------------------------------------------------------
  // Interaction responses
  // -------------------------------------------------------------------------------------------

  private onInteractionCallback(ctx: RequestContext, id: string, token: string): RouteResult {
    const h = this.interactionsById.get(id);
    if (!h) throw new ApiError(404, 10062, 'Unknown interaction');
    const body = (ctx.json ?? {}) as Json;
    const type = Number(body.type);
    const data = (body.data ?? {}) as Json;
    const elapsed = ctx.at - h.dispatchedAt;
    const late = !h.acknowledged && elapsed > 3000;
    const fail = (err: ApiError): never => {
      this.recordResponse(h, 'callback', {
        callbackType: type,
        body,
        fields: data,
        status: err.status,
        error: err.toJson(),
        at: ctx.at,
        late,
      });
      throw err;
    };
    if (h.token !== token) fail(new ApiError(401, 50027, 'Invalid Webhook Token'));
    if (h.acknowledged) fail(new ApiError(400, 40060, 'Interaction has already been acknowledged.'));
    if (late) {
      console.warn(
        `[fake-discord] interaction ${id} (${this.interactionName(h)}) first answered after ${elapsed.toFixed(0)} ms; Discord allows 3000 ms`,
      );
    }
    const deadline = this.opts.enforceInteractionDeadlineMs;
    if (deadline !== undefined && elapsed > deadline) fail(new ApiError(404, 10062, 'Unknown interaction'));

    const isComponentLike = h.type === 3 || (h.type === 5 && h.messageId !== null);
    let message: MessageRecord | null = null;
    let added: RecordedAttachment[] = [];
    let choices: Json[] | undefined;
    try {
      switch (type) {
        case 4: {
          if (h.type === 4)
            throw invalidForm('Interaction response type 4 is not valid for an autocomplete interaction');
          ({ message, added } = this.createMessage({
            channelId: h.channelId,
            body: data,
            files: ctx.files,
            source: 'interaction-reply',
            interaction: h,
            at: ctx.at,
          }));
          h.originalMessageId = message.id;
          break;
        }
        case 5: {
          if (h.type === 4)
            throw invalidForm('Interaction response type 5 is not valid for an autocomplete interaction');
          const flags = (Number(data.flags ?? 0) & EPHEMERAL) | LOADING;
          ({ message } = this.createMessage({
            channelId: h.channelId,
            body: { content: '', flags },
            files: [],
            source: 'interaction-deferred',
            interaction: h,
            at: ctx.at,
            allowEmpty: true,
          }));
          message.loading = true;
          h.originalMessageId = message.id;
          break;
        }
        case 6:
        case 7: {
          if (!isComponentLike || !h.messageId)
            throw invalidForm(`Interaction response type ${type} is only valid for component interactions`);
          message = this.messagesById.get(h.messageId) ?? null;
          if (!message) throw new ApiError(404, 10008, 'Unknown Message');
          h.originalMessageId = message.id;
          if (type === 7) added = this.applyEdit(message, data, ctx.files, ctx.at);
          break;
        }
        case 8: {
          if (h.type !== 4)
            throw invalidForm('Interaction response type 8 is only valid for autocomplete interactions');
          choices = (data.choices ?? []) as Json[];
          if (!Array.isArray(choices)) throw invalidForm('choices must be an array');
          if (choices.length > 25)
            throw invalidForm('choices: Must be 25 or fewer in length.', {
              data: {
                choices: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' }] },
              },
            });
          for (const c of choices) {
            if (typeof c.name !== 'string' || c.name.length < 1 || c.name.length > 100)
              throw invalidForm('choice name must be 1-100 characters');
            if (typeof c.value === 'string' && c.value.length > 100)
              throw invalidForm('choice value must be at most 100 characters');
          }
          break;
        }
        case 9: {
          if (h.type === 4 || h.type === 5) throw invalidForm('Interaction response type 9 is not valid here');
          if (typeof data.custom_id !== 'string' || typeof data.title !== 'string')
            throw invalidForm('modal needs custom_id and title');
          this.modalsByCustomId.set(data.custom_id, data);
          break;
        }
        case 1:
          throw invalidForm('PONG is only valid for PING interactions');
        default:
          break;
      }
    } catch (err) {
      if (err instanceof ApiError) fail(err);
      throw err;
    }
    h.callbackType = type;
    this.recordResponse(h, 'callback', {
      callbackType: type,
      body,
      fields: data,
      message,
      attachments: added,
      choices,
      status: ctx.query.get('with_response') === 'true' ? 200 : 204,
      at: ctx.at,
      late,
    });

    if (ctx.query.get('with_response') === 'true') {
      return {
        status: 200,
        json: {
          interaction: {
            id: h.id,
            type: h.type,
            ...(message
              ? {
                  response_message_id: message.id,
                  response_message_loading: message.loading,
                  response_message_ephemeral: message.ephemeral,
                }
              : {}),
          },
          ...(type === 4 || type === 5 || type === 7
            ? { resource: { type, ...(message ? { message: message.toApi() } : {}) } }
            : {}),
        },
      };
    }
    return { status: 204 };
  }

  private webhookInteraction(app: string, token: string): InteractionHandle {
    const h = this.interactionsByToken.get(token);
    if (app !== this.applicationId || !h) throw new ApiError(404, 10015, 'Unknown Webhook');
    return h;
  }

  private webhookMessage(h: InteractionHandle, mid: string): MessageRecord {
    const id = mid === '@original' ? h.originalMessageId : mid;
    const m = id ? this.messagesById.get(id) : undefined;
    if (!m || m.deleted || (mid !== '@original' && m.interactionId !== h.id))
      throw new ApiError(404, 10008, 'Unknown Message');
    return m;
  }

  private onWebhookEdit(ctx: RequestContext, app: string, token: string, mid: string): RouteResult {
    const h = this.webhookInteraction(app, token);
    const kind: InteractionResponseKind = mid === '@original' ? 'edit-original' : 'edit-followup';
    const body = (ctx.json ?? {}) as Json;
    try {
      const m = this.webhookMessage(h, mid);
      const added = this.applyEdit(m, body, ctx.files, ctx.at);
      this.recordResponse(h, kind, { body, fields: body, message: m, attachments: added, status: 200, at: ctx.at });
      return { status: 200, json: m.toApi() };
    } catch (err) {
      if (err instanceof ApiError)
        this.recordResponse(h, kind, { body, fields: body, status: err.status, error: err.toJson(), at: ctx.at });
      throw err;
    }
  }

  private onWebhookDelete(ctx: RequestContext, app: string, token: string, mid: string): RouteResult {
    const h = this.webhookInteraction(app, token);
    const kind: InteractionResponseKind = mid === '@original' ? 'delete-original' : 'delete-followup';
    try {
      const m = this.webhookMessage(h, mid);
      m.deleted = true;
      m.editedAt = ctx.at;
      this.recordResponse(h, kind, { body: {}, fields: {}, message: m, status: 204, at: ctx.at });
      return { status: 204 };
    } catch (err) {
      if (err instanceof ApiError)
        this.recordResponse(h, kind, { body: {}, fields: {}, status: err.status, error: err.toJson(), at: ctx.at });
      throw err;
    }
  }

  private onFollowUp(ctx: RequestContext, app: string, token: string): RouteResult {
    const h = this.webhookInteraction(app, token);
    const body = (ctx.json ?? {}) as Json;
    try {
      if (!h.acknowledged) throw new ApiError(404, 10015, 'Unknown Webhook');
      let message: MessageRecord;
      let added: RecordedAttachment[];
      const original = h.originalMessage as MessageRecord | undefined;
      if (original?.loading && !original.deleted) {
        // Discord: the first follow-up after a deferred reply replaces the "thinking..." message
        // (and keeps the ephemerality chosen when deferring).
        validateMessageBody(body, ctx.files, true, this.maxAttachmentBytes);
        added = this.applyEdit(original, { ...body, flags: original.flags & EPHEMERAL }, ctx.files, ctx.at);
        message = original;
      } else {
        ({ message, added } = this.createMessage({
          channelId: h.channelId,
          body,
          files: ctx.files,
          source: 'followup',
          interaction: h,
          at: ctx.at,
        }));
      }
      const wait = ctx.query.get('wait') === 'true';
      this.recordResponse(h, 'followup', {
        body,
        fields: body,
        message,
        attachments: added,
        status: wait ? 200 : 204,
        at: ctx.at,
      });
      return wait ? { status: 200, json: message.toApi() } : { status: 204 };
    } catch (err) {
      if (err instanceof ApiError)
        this.recordResponse(h, 'followup', { body, fields: body, status: err.status, error: err.toJson(), at: ctx.at });
      throw err;
    }
  }

  private recordResponse(
    h: InteractionHandle,
    kind: InteractionResponseKind,
    r: {
      callbackType?: number;
      body: Json;
      fields: Json;
      message?: MessageRecord | null;
      attachments?: RecordedAttachment[];
      choices?: Json[];
      status: number;
      error?: Json;
      at: number;
      late?: boolean;
    },
  ): void {
    const flags = Number(r.fields.flags ?? 0);
    const rec: RecordedInteractionResponse = {
      index: h.responses.length,
      kind,
      callbackType: kind === 'callback' ? (r.callbackType ?? null) : null,
      callbackName: kind === 'callback' ? (CALLBACK_NAMES[r.callbackType ?? -1] ?? 'unknown') : null,
      body: r.body,
      content: typeof r.fields.content === 'string' ? r.fields.content : undefined,
      flags,
      ephemeral: r.message ? r.message.ephemeral : (flags & EPHEMERAL) !== 0,
      embeds: (r.fields.embeds ?? []) as Json[],
      components: (r.fields.components ?? []) as Json[],
      attachments: r.attachments ?? [],
      choices: r.choices,
      message: r.message ?? null,
      status: r.status,
      error: r.error ?? null,
      at: r.at,
      elapsedMs: r.at - h.dispatchedAt,
      late: r.late ?? false,
    };
    h.responses.push(rec);
    if (
      kind === 'callback' &&
      r.status < 400 &&
      h.responses.filter((x) => x.kind === 'callback' && x.status < 400).length === 1
    ) {
      h.resolveFirst(rec);
    }
  }

  private interactionName(h: InteractionHandle): string {
    const d = h.payload.data as Json;
    return String(d.name ?? d.custom_id ?? h.type);
  }

  // -------------------------------------------------------------------------------------------
  // Channel messages
  // -------------------------------------------------------------------------------------------

  private onChannelMessage(ctx: RequestContext, cid: string): RouteResult {
    if (this.messageCreateFailureStatus !== null) {
      this.refusedMessageCreates++;
      throw new ApiError(this.messageCreateFailureStatus, 0, 'fake-discord: injected outage');
    }
    const ch = this.requireChannel(cid, true);
    const body = (ctx.json ?? {}) as Json;
    if (!TEXT_TYPES.has(ch.type)) throw new ApiError(400, 50008, 'Cannot send messages in a non-text channel');
    if (ch.type === 1) {
      const u = this.usersById.get(ch.recipientId!)!;
      if (u.dmsClosed) {
        const list = this.blockedDmLog.get(u.id) ?? [];
        list.push(ctx.record);
        this.blockedDmLog.set(u.id, list);
        throw new ApiError(403, 50007, 'Cannot send messages to this user');
      }
    } else if (ch.guildId) {
      const g = this.guildsById.get(ch.guildId)!;
      const perms = this.computeChannelPermissions(g, ch, this.botUser.id);
      const need =
        P.ViewChannel |
        (THREAD_TYPES.has(ch.type) ? P.SendMessagesInThreads : P.SendMessages) |
        (ctx.files.length ? P.AttachFiles : 0n);
      if ((perms & need) !== need) throw new ApiError(403, 50013, 'Missing Permissions');
      if (THREAD_TYPES.has(ch.type) && ch.locked) throw new ApiError(400, 50083, 'Thread is archived');
      if (THREAD_TYPES.has(ch.type) && ch.archived) ch.archived = false; // sending unarchives
    }
    // Like Discord: a create with `enforce_nonce` whose nonce this author already used in this
    // channel within a few minutes returns the message created then, and creates nothing.
    const nonce =
      body.enforce_nonce === true && (typeof body.nonce === 'string' || typeof body.nonce === 'number')
        ? String(body.nonce)
        : null;
    if (nonce !== null) {
      const seen = this.nonces.get(`${cid}:${nonce}`);
      const prior =
        seen && Date.now() - seen.wall < FakeDiscordNonceWindowMs ? this.messagesById.get(seen.messageId) : undefined;
      if (prior && !prior.deleted) {
        this.nonceDeduplicated++;
        return { status: 200, json: prior.toApi() };
      }
    }
    const { message } = this.createMessage({
      channelId: cid,
      body,
      files: ctx.files,
      source: 'channel',
      interaction: null,
      at: ctx.at,
    });
    if (nonce !== null) this.nonces.set(`${cid}:${nonce}`, { messageId: message.id, wall: Date.now() });
    return { status: 200, json: message.toApi() };
  }

  private channelMessage(cid: string, mid: string): MessageRecord {
    this.requireChannel(cid, true);
    const m = this.messagesById.get(mid);
    if (!m || m.channelId !== cid || m.deleted || m.ephemeral) throw new ApiError(404, 10008, 'Unknown Message');
    return m;
  }

  private onCreateThread(ctx: RequestContext, cid: string, mid: string | null): RouteResult {
    const parent = this.requireChannel(cid, true);
    const forum = parent.type === 15;
    if (!parent.guildId || !(parent.type === 0 || parent.type === 5 || forum))
      throw invalidForm('Threads can only be created in text, announcement or forum channels');
    // A forum post: a public thread whose first message is the body's `message`.
    if (forum && !(ctx.json as Json | null)?.message) throw invalidForm('message: This field is required');
    const g = this.guildsById.get(parent.guildId)!;
    const body = (ctx.json ?? {}) as Json;
    if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > 100)
      throw invalidForm('name: Must be between 1 and 100 in length.');
    if (mid) this.channelMessage(cid, mid);
    const type = forum ? 11 : mid ? (parent.type === 5 ? 10 : 11) : Number(body.type ?? 12);
    const perms = this.computeChannelPermissions(g, parent, this.botUser.id);
    const need = forum ? P.SendMessages : type === 12 ? P.CreatePrivateThreads : P.CreatePublicThreads;
    if ((perms & need) !== need) throw new ApiError(403, 50013, 'Missing Permissions');
    const ch: ChannelState = {
      id: mid ?? this.ids.next(),
      type,
      name: body.name,
      guildId: g.id,
      parentId: parent.id,
      recipientId: null,
      position: 0,
      topic: null,
      overwrites: [],
      lastMessageId: null,
      ownerId: this.botUser.id,
      archived: false,
      locked: false,
      createdWall: Date.now(),
      messageCount: 0,
    };
    this.channelsById.set(ch.id, ch);
    g.channelIds.push(ch.id);
    const starter = forum
      ? this.createMessage({
          channelId: ch.id,
          body: body.message as Json,
          files: ctx.files,
          source: 'channel',
          interaction: null,
          at: ctx.at,
        }).message
      : null;
    const api = this.channelApi(ch);
    this.dispatch('THREAD_CREATE', { ...api, newly_created: true });
    return { status: 201, json: starter ? { ...api, message: starter.toApi() } : api };
  }

  private createMessage(o: {
    channelId: string;
    body: Json;
    files: UploadedFile[];
    source: MessageSource;
    interaction: InteractionHandle | null;
    at: number;
    allowEmpty?: boolean;
  }): { message: MessageRecord; added: RecordedAttachment[] } {
    validateMessageBody(o.body, o.files, o.allowEmpty ?? false, this.maxAttachmentBytes);
    const ch = this.requireChannel(o.channelId);
    const flags = Number(o.body.flags ?? 0);
    const ephemeral = o.interaction !== null && (flags & EPHEMERAL) !== 0;
    const meta = o.interaction ? (this.interactionMeta.get(o.interaction.id) ?? null) : null;
    const type = o.interaction ? (o.interaction.type === 2 ? 20 : 19) : o.body.message_reference ? 19 : 0;
    const m = new MessageRecord(
      this,
      this.ids.next(),
      ch.id,
      ch.guildId,
      ephemeral,
      o.source,
      o.interaction?.id ?? null,
      o.at,
      type,
      meta,
    );
    m.content = typeof o.body.content === 'string' ? o.body.content : '';
    m.embeds = (o.body.embeds ?? []) as Json[];
    m.components = (o.body.components ?? []) as Json[];
    m.flags = flags & (EPHEMERAL | LOADING | IS_COMPONENTS_V2 | (1 << 2) | (1 << 12));
    if (o.body.message_reference) {
      const ref = o.body.message_reference as Json;
      m.messageReference = {
        type: 0,
        message_id: ref.message_id,
        channel_id: ref.channel_id ?? ch.id,
        ...(ch.guildId ? { guild_id: ch.guildId } : {}),
      };
    }
    const { all, added } = this.buildAttachments(ch.id, o.body.attachments, o.files, null);
    m.attachments = all;
    m.payloads.push(o.body);
    this.messagesById.set(m.id, m);
    const list = this.channelMessageIds.get(ch.id) ?? [];
    list.push(m.id);
    this.channelMessageIds.set(ch.id, list);
    if (!ephemeral) {
      ch.lastMessageId = m.id;
      ch.messageCount++;
    }
    return { message: m, added };
  }

  private applyEdit(m: MessageRecord, body: Json, files: UploadedFile[], at: number): RecordedAttachment[] {
    validateMessageBody(body, files, true, this.maxAttachmentBytes);
    if ('content' in body) m.content = typeof body.content === 'string' ? body.content : '';
    if ('embeds' in body) m.embeds = (body.embeds ?? []) as Json[];
    if ('components' in body) m.components = (body.components ?? []) as Json[];
    if ('flags' in body && body.flags !== null && body.flags !== undefined) {
      // Only SUPPRESS_EMBEDS / IS_COMPONENTS_V2 can change; ephemerality is fixed at creation.
      const mutable = (1 << 2) | IS_COMPONENTS_V2;
      m.flags = (m.flags & ~mutable) | (Number(body.flags) & mutable);
    }
    const { all, added } = this.buildAttachments(m.channelId, body.attachments, files, m.attachments);
    m.attachments = all;
    if (m.loading) {
      m.loading = false;
      m.flags &= ~LOADING;
    } else {
      m.edits++;
      m.editedWall = Date.now();
    }
    m.editedAt = at;
    m.payloads.push(body);
    return added;
  }

  private buildAttachments(
    channelId: string,
    bodyAttachments: unknown,
    files: UploadedFile[],
    existing: RecordedAttachment[] | null,
  ): { all: RecordedAttachment[]; added: RecordedAttachment[] } {
    const byIndex = new Map(files.map((f) => [f.index, f]));
    const used = new Set<UploadedFile>();
    const added: RecordedAttachment[] = [];
    const make = (f: UploadedFile, meta: Json | undefined): RecordedAttachment => {
      used.add(f);
      const id = this.ids.next();
      const filename = typeof meta?.filename === 'string' ? meta.filename : f.filename;
      const att: RecordedAttachment = {
        id,
        filename,
        contentType:
          f.contentType && f.contentType !== 'application/octet-stream' ? f.contentType : guessContentType(filename),
        size: f.data.length,
        data: f.data,
        url: `${this.baseUrl}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`,
        ...(typeof meta?.description === 'string' ? { description: meta.description } : {}),
        ...(pngSize(f.data) ?? {}),
      };
      this.attachmentsById.set(id, att);
      added.push(att);
      return att;
    };
    const all: RecordedAttachment[] = [];
    if (Array.isArray(bodyAttachments)) {
      for (const a of bodyAttachments as Json[]) {
        const key = String(a.id);
        const kept = existing?.find((e) => e.id === key);
        if (kept) {
          all.push(kept);
          continue;
        }
        const f = byIndex.get(Number(key));
        if (f) all.push(make(f, a));
        else
          throw invalidForm(
            `attachments: unknown attachment id ${key} (no files[${key}] part and not an attachment of the message)`,
          );
      }
      for (const f of files) if (!used.has(f)) all.push(make(f, undefined));
    } else {
      all.push(...(existing ?? []));
      for (const f of files) all.push(make(f, undefined));
    }
    if (all.length > 10) throw invalidForm('attachments: Must be 10 or fewer in length.');
    return { all, added };
  }

  private get maxAttachmentBytes(): number {
    return this.opts.maxAttachmentBytes ?? 10 * 1024 * 1024;
  }

  // -------------------------------------------------------------------------------------------
  // API object builders
  // -------------------------------------------------------------------------------------------

  /** @internal */
  userApi(id: string): Json {
    const u = this.usersById.get(id);
    if (!u) throw new Error(`fake-discord: unknown user ${id}`);
    return {
      id: u.id,
      username: u.username,
      discriminator: '0',
      global_name: u.globalName,
      avatar: null,
      ...(u.bot ? { bot: true } : {}),
      public_flags: 0,
      flags: 0,
      banner: null,
      accent_color: null,
      avatar_decoration_data: null,
      collectibles: null,
      primary_guild: null,
    };
  }

  private memberApi(g: GuildState, userId: string): Json {
    return {
      user: this.userApi(userId),
      nick: null,
      avatar: null,
      banner: null,
      roles: this.memberRoleIds(g, userId),
      joined_at: g.joinedAt,
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0,
      pending: false,
      communication_disabled_until: null,
    };
  }

  private roleApi(r: RoleState): Json {
    return {
      id: r.id,
      name: r.name,
      description: null,
      color: 0,
      colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
      hoist: false,
      icon: null,
      unicode_emoji: null,
      position: r.position,
      permissions: r.permissions.toString(),
      managed: r.managed,
      mentionable: false,
      flags: 0,
      ...(r.botId ? { tags: { bot_id: r.botId } } : {}),
    };
  }

  private threadMetadata(ch: ChannelState): Json {
    return {
      archived: ch.archived,
      auto_archive_duration: 1440,
      archive_timestamp: new Date(ch.createdWall).toISOString(),
      locked: ch.locked,
      create_timestamp: new Date(ch.createdWall).toISOString(),
      ...(ch.type === 12 ? { invitable: true } : {}),
    };
  }

  private channelApi(ch: ChannelState): Json {
    if (ch.type === 1) {
      return {
        id: ch.id,
        type: 1,
        last_message_id: ch.lastMessageId,
        flags: 0,
        recipients: [this.userApi(ch.recipientId!)],
      };
    }
    const base: Json = {
      id: ch.id,
      type: ch.type,
      guild_id: ch.guildId,
      name: ch.name,
      parent_id: ch.parentId,
      flags: 0,
      last_message_id: ch.lastMessageId,
      rate_limit_per_user: 0,
    };
    if (THREAD_TYPES.has(ch.type)) {
      return {
        ...base,
        owner_id: ch.ownerId,
        message_count: ch.messageCount,
        total_message_sent: ch.messageCount,
        member_count: 1,
        thread_metadata: this.threadMetadata(ch),
        applied_tags: [],
      };
    }
    return {
      ...base,
      position: ch.position,
      permission_overwrites: ch.overwrites.map((o) => ({
        id: o.id,
        type: o.type,
        allow: o.allow.toString(),
        deny: o.deny.toString(),
      })),
      topic: ch.topic,
      nsfw: false,
      ...(ch.type === 2 ? { bitrate: 64000, user_limit: 0, rtc_region: null } : {}),
    };
  }

  private guildCreateApi(g: GuildState): Json {
    const channels = g.channelIds.map((id) => this.channelsById.get(id)!);
    const text = channels.find((c) => c.type === 0);
    return {
      id: g.id,
      name: g.name,
      icon: null,
      icon_hash: null,
      splash: null,
      discovery_splash: null,
      owner_id: g.ownerId,
      afk_channel_id: null,
      afk_timeout: 300,
      widget_enabled: false,
      widget_channel_id: null,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      roles: [...g.roles.values()].map((r) => this.roleApi(r)),
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: 0,
      application_id: null,
      system_channel_id: text?.id ?? null,
      system_channel_flags: 0,
      rules_channel_id: null,
      public_updates_channel_id: null,
      safety_alerts_channel_id: null,
      max_members: 500000,
      max_video_channel_users: 25,
      max_stage_video_channel_users: 50,
      vanity_url_code: null,
      description: null,
      banner: null,
      premium_tier: 0,
      premium_subscription_count: 0,
      preferred_locale: g.preferredLocale,
      nsfw_level: 0,
      premium_progress_bar_enabled: false,
      incidents_data: null,
      joined_at: g.joinedAt,
      large: false,
      unavailable: false,
      lazy: true,
      member_count: g.memberIds.length,
      voice_states: [],
      members: g.memberIds.map((id) => this.memberApi(g, id)),
      channels: channels.filter((c) => !THREAD_TYPES.has(c.type)).map((c) => this.channelApi(c)),
      threads: channels.filter((c) => THREAD_TYPES.has(c.type) && !c.archived).map((c) => this.channelApi(c)),
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
      embedded_activities: [],
      application_command_counts: {},
      version: Date.now(),
    };
  }

  private normalizeCommand(c: Json, guildId: string | null, id: string | undefined): Json {
    const type = Number(c.type ?? 1);
    return {
      id: id ?? this.ids.next(),
      application_id: this.applicationId,
      version: this.ids.next(),
      default_member_permissions: c.default_member_permissions ?? null,
      type,
      name: c.name,
      name_localizations: c.name_localizations ?? null,
      description: type === 1 ? (c.description ?? '') : '',
      description_localizations: c.description_localizations ?? null,
      ...(guildId ? { guild_id: guildId } : { dm_permission: c.dm_permission ?? true }),
      ...(c.options ? { options: c.options } : {}),
      nsfw: c.nsfw ?? false,
      integration_types: c.integration_types ?? [0],
      contexts: c.contexts ?? null,
      ...(type === 4 ? { handler: c.handler ?? 1 } : {}),
    };
  }

  // -------------------------------------------------------------------------------------------
  // Permissions & look-up helpers
  // -------------------------------------------------------------------------------------------

  private memberRoleIds(g: GuildState, userId: string): string[] {
    return [...g.roles.values()].filter((r) => r.id !== g.id && r.memberIds.has(userId)).map((r) => r.id);
  }

  private basePermissions(g: GuildState, userId: string): bigint {
    if (userId === g.ownerId) return ALL_PERMISSIONS;
    let perms = g.roles.get(g.id)!.permissions;
    for (const rid of this.memberRoleIds(g, userId)) perms |= g.roles.get(rid)!.permissions;
    return perms & P.Administrator ? ALL_PERMISSIONS : perms;
  }

  private computeChannelPermissions(g: GuildState, ch: ChannelState, userId: string): bigint {
    let perms = this.basePermissions(g, userId);
    if (perms & P.Administrator || userId === g.ownerId) return ALL_PERMISSIONS;
    const target = THREAD_TYPES.has(ch.type) && ch.parentId ? (this.channelsById.get(ch.parentId) ?? ch) : ch;
    const ow = target.overwrites;
    const everyone = ow.find((o) => o.type === 0 && o.id === g.id);
    if (everyone) perms = (perms & ~everyone.deny) | everyone.allow;
    const roleIds = new Set(this.memberRoleIds(g, userId));
    let allow = 0n;
    let deny = 0n;
    for (const o of ow) {
      if (o.type === 0 && roleIds.has(o.id)) {
        allow |= o.allow;
        deny |= o.deny;
      }
    }
    perms = (perms & ~deny) | allow;
    const member = ow.find((o) => o.type === 1 && o.id === userId);
    if (member) perms = (perms & ~member.deny) | member.allow;
    return perms;
  }

  private findUser(key: string): UserState | undefined {
    return this.usersById.get(key) ?? [...this.usersById.values()].find((u) => u.username === key);
  }

  private resolveUser(key: string): UserState {
    const u = this.findUser(key);
    if (!u)
      throw new Error(
        `fake-discord: unknown user ${key} (known: ${[...this.usersById.values()].map((x) => x.username).join(', ')})`,
      );
    return u;
  }

  private resolveGuild(key?: string): GuildState {
    if (key === undefined) {
      const first = this.guildsById.values().next().value as GuildState | undefined;
      if (!first) throw new Error('fake-discord: no guild configured');
      return first;
    }
    const g = this.guildsById.get(key) ?? [...this.guildsById.values()].find((x) => x.name === key);
    if (!g) throw new Error(`fake-discord: unknown guild ${key}`);
    return g;
  }

  private requireGuild(id: string): GuildState {
    const g = this.guildsById.get(id);
    if (!g) throw new ApiError(404, 10004, 'Unknown Guild');
    return g;
  }

  private requireChannel(id: string, api = false): ChannelState {
    const ch = this.channelsById.get(id);
    if (!ch) {
      if (api) throw new ApiError(404, 10003, 'Unknown Channel');
      throw new Error(`fake-discord: unknown channel ${id}`);
    }
    return ch;
  }

  private firstTextChannel(g: GuildState): ChannelState {
    const ch = g.channelIds.map((id) => this.channelsById.get(id)!).find((c) => c.type === 0);
    if (!ch) throw new Error(`fake-discord: guild ${g.name} has no text channel`);
    return ch;
  }

  private ensureDmChannel(u: UserState): ChannelState {
    if (u.dmChannelId) return this.channelsById.get(u.dmChannelId)!;
    const ch: ChannelState = {
      id: this.ids.next(),
      type: 1,
      name: null,
      guildId: null,
      parentId: null,
      recipientId: u.id,
      position: 0,
      topic: null,
      overwrites: [],
      lastMessageId: null,
      ownerId: null,
      archived: false,
      locked: false,
      createdWall: Date.now(),
      messageCount: 0,
    };
    this.channelsById.set(ch.id, ch);
    u.dmChannelId = ch.id;
    return ch;
  }

  private log(msg: string): void {
    if (this.verbose) console.log(`[fake-discord] ${msg}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Validation (mirrors the Discord limits the bot must respect)
// ---------------------------------------------------------------------------------------------

function validateMessageBody(body: Json, files: UploadedFile[], allowEmpty: boolean, maxBytes: number): void {
  for (const f of files) {
    if (f.data.length > maxBytes) throw new ApiError(413, 40005, 'Request entity too large');
  }
  if (typeof body.content === 'string' && [...body.content].length > 2000) {
    throw invalidForm('content: Must be 2000 or fewer in length.', {
      content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] },
    });
  }
  const embeds = (body.embeds ?? []) as Json[];
  if (embeds.length > 10) throw invalidForm('embeds: Must be 10 or fewer in length.');
  const components = (body.components ?? []) as Json[];
  const v2 = (Number(body.flags ?? 0) & IS_COMPONENTS_V2) !== 0;
  if (!v2) {
    if (components.length > 5) throw invalidForm('components: Must be 5 or fewer in length.');
    for (const row of components) {
      if (row.type !== 1)
        throw invalidForm(`components: top-level component type ${String(row.type)} needs the IS_COMPONENTS_V2 flag`);
      const inner = (row.components ?? []) as Json[];
      if (inner.length < 1 || inner.length > 5)
        throw invalidForm('components.components: an action row holds 1 to 5 components');
      const hasSelect = inner.some((c) => [3, 5, 6, 7, 8].includes(Number(c.type)));
      if (hasSelect && inner.length > 1) throw invalidForm('components: a select menu must be alone in its action row');
    }
  }
  const checkIds = (list: Json[], seen: Set<string>) => {
    for (const c of list) {
      if (typeof c.custom_id === 'string') {
        if (c.custom_id.length < 1 || c.custom_id.length > 100)
          throw invalidForm(`custom_id must be 1-100 characters: ${c.custom_id.slice(0, 120)}`);
        if (seen.has(c.custom_id)) throw invalidForm(`custom_id ${c.custom_id} is duplicated in this message`);
        seen.add(c.custom_id);
      }
      if (c.type === 2 && c.style !== 5 && c.style !== 6 && typeof c.custom_id !== 'string')
        throw invalidForm('a button needs a custom_id');
      if (typeof c.label === 'string' && c.label.length > 80)
        throw invalidForm('button label must be at most 80 characters');
      if (Array.isArray(c.options) && c.options.length > 25)
        throw invalidForm('a select menu holds at most 25 options');
      for (const key of ['components', 'accessory', 'component']) {
        const inner = c[key];
        if (Array.isArray(inner)) checkIds(inner as Json[], seen);
        else if (inner && typeof inner === 'object') checkIds([inner as Json], seen);
      }
    }
  };
  checkIds(components, new Set());
  if (!allowEmpty) {
    const empty =
      !(typeof body.content === 'string' && body.content.length > 0) &&
      embeds.length === 0 &&
      components.length === 0 &&
      files.length === 0 &&
      !body.sticker_ids &&
      !body.poll;
    if (empty) throw new ApiError(400, 50006, 'Cannot send an empty message');
  }
}

function validateCommands(list: Json[]): Json | null {
  const problems: string[] = [];
  const checkName = (name: unknown, where: string, lower: boolean) => {
    if (typeof name !== 'string' || !COMMAND_NAME_RE.test(name))
      problems.push(`${where}: invalid name ${JSON.stringify(name)}`);
    else if (lower && name !== name.toLowerCase()) problems.push(`${where}: name must be lowercase: ${name}`);
  };
  const checkLocalizations = (loc: unknown, where: string, kind: 'name' | 'description', lower: boolean) => {
    if (loc === undefined || loc === null) return;
    for (const [locale, value] of Object.entries(loc as Record<string, unknown>)) {
      if (!VALID_LOCALES.has(locale)) problems.push(`${where}: unknown locale ${locale}`);
      if (kind === 'name') checkName(value, `${where}[${locale}]`, lower);
      else if (typeof value !== 'string' || value.length < 1 || value.length > 100)
        problems.push(`${where}[${locale}]: description must be 1-100 characters`);
    }
  };
  const checkOptions = (opts: unknown, where: string) => {
    if (opts === undefined) return;
    if (!Array.isArray(opts)) {
      problems.push(`${where}: options must be an array`);
      return;
    }
    if (opts.length > 25) problems.push(`${where}: at most 25 options`);
    let seenOptional = false;
    const names = new Set<string>();
    for (const [i, o] of (opts as Json[]).entries()) {
      const w = `${where}.options[${i}]`;
      checkName(o.name, w, true);
      if (names.has(o.name)) problems.push(`${w}: duplicate option name ${o.name}`);
      names.add(o.name);
      checkLocalizations(o.name_localizations, `${w}.name_localizations`, 'name', true);
      checkLocalizations(o.description_localizations, `${w}.description_localizations`, 'description', false);
      if (typeof o.description !== 'string' || o.description.length < 1 || o.description.length > 100)
        problems.push(`${w}: description must be 1-100 characters`);
      if (o.type === 1 || o.type === 2) {
        checkOptions(o.options, w);
        continue;
      }
      if (o.required) {
        if (seenOptional) problems.push(`${w}: required options must be placed before non-required options`);
      } else seenOptional = true;
      if (Array.isArray(o.choices)) {
        if (o.choices.length > 25) problems.push(`${w}: at most 25 choices`);
        if (o.autocomplete) problems.push(`${w}: autocomplete and choices are exclusive`);
        for (const c of o.choices as Json[]) {
          if (typeof c.name !== 'string' || c.name.length < 1 || c.name.length > 100)
            problems.push(`${w}: choice name must be 1-100 characters`);
          checkLocalizations(c.name_localizations, `${w}.choices.name_localizations`, 'description', false);
        }
      }
    }
  };
  for (const [i, c] of list.entries()) {
    const where = `[${i}]`;
    const type = Number(c.type ?? 1);
    checkName(c.name, where, type === 1);
    checkLocalizations(c.name_localizations, `${where}.name_localizations`, 'name', type === 1);
    if (type === 1) {
      if (typeof c.description !== 'string' || c.description.length < 1 || c.description.length > 100)
        problems.push(`${where}: description must be 1-100 characters`);
      checkLocalizations(c.description_localizations, `${where}.description_localizations`, 'description', false);
      checkOptions(c.options, where);
    }
  }
  if (problems.length === 0) return null;
  return { _errors: problems.map((message) => ({ code: 'INVALID_COMMAND', message })) };
}
