// The Discord front: a discord.js Client whose interactions run the shared router, and a Transport
// that posts the outbox to channels and DMs. Only non-privileged intents (Guilds).
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  MessageFlags,
  PermissionFlagsBits,
  ThreadAutoArchiveDuration,
  type AnyThreadChannel,
  type ClientOptions,
  type Interaction,
  type MessageCreateOptions,
} from 'discord.js';
import type { AppDeps, CommandContext, UserRef } from '#commands/_command.ts';
import { runAutocomplete, runButton, runSlash } from './router.ts';
import { capContent } from './input.ts';
import { toLocale } from '#service/i18n.ts';
import { DmClosedError, PermanentDeliveryError, type OutMessage, type Transport } from '#service/outbox/index.ts';
import type { Locale } from '#engine/types.ts';
import type { GameThreads } from '#service/types.ts';
import { logger } from '#src/log.ts';

const log = logger.child({ module: 'discord' });

const STYLE = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
} as const;

function componentsOf(buttons: OutMessage['buttons']): ActionRowBuilder<ButtonBuilder>[] {
  return (buttons ?? []).map((row) =>
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      row.map((b) => new ButtonBuilder().setCustomId(b.customId).setLabel(b.label).setStyle(STYLE[b.style])),
    ),
  );
}

function toDiscordMessage(msg: OutMessage): MessageCreateOptions {
  return {
    // Discord refuses a message over 2,000 characters: a longer post is cut cleanly (src/bot/input.ts).
    content: capContent(msg.content),
    files: (msg.files ?? []).map((f) => new AttachmentBuilder(f.data, { name: f.name })),
    embeds: msg.embedImage ? [{ image: { url: `attachment://${msg.embedImage}` } }] : [],
    components: componentsOf(msg.buttons),
    allowedMentions: { users: msg.mentionUsers ?? [], parse: [] },
    // One message per outbox row, however often it is sent (crash, slow send, lease run out).
    ...(msg.nonce ? { nonce: msg.nonce, enforceNonce: true } : {}),
  };
}

export class DiscordTransport implements Transport {
  constructor(private readonly client: Client) {}

  async postChannel(channelId: string, msg: OutMessage): Promise<void> {
    const channel = await this.client.channels.fetch(channelId);
    if (!channel?.isSendable()) throw new PermanentDeliveryError('not-sendable', null);
    await channel.send(toDiscordMessage(msg));
  }

  async upsertStatus(channelId: string, messageId: string | null, msg: OutMessage): Promise<string> {
    const channel = await this.client.channels.fetch(channelId);
    if (!channel?.isSendable() || !('messages' in channel)) throw new PermanentDeliveryError('not-sendable', null);
    // An edit: the new map replaces the old attachments.
    const edit = (id: string) => {
      const m = toDiscordMessage(msg);
      return channel.messages.edit(id, {
        content: m.content,
        files: m.files,
        embeds: m.embeds,
        components: m.components,
        allowedMentions: m.allowedMentions,
        attachments: [],
      });
    };
    if (messageId) {
      try {
        return (await edit(messageId)).id;
      } catch (err) {
        // 10008 Unknown Message: someone deleted it; post a new one below.
        if (!(err instanceof DiscordAPIError && err.code === 10008)) throw err;
      }
    }
    // A status message this bot pinned here already (its id never stored: the process died between
    // Discord creating it and the commit) is edited rather than posted twice. A game's thread holds
    // one game, so a pinned status of the bot's in it is that game's.
    const me = this.client.user?.id;
    const pins = await channel.messages.fetchPins().catch(() => null);
    const mine = pins?.items.map((p) => p.message).find((m) => m.author.id === me && m.content.startsWith('📌'));
    if (mine) return (await edit(mine.id)).id;
    const posted = await channel.send(toDiscordMessage(msg));
    // Pinning needs the Pin Messages permission; without it the status message still stands, unpinned.
    await posted.pin().catch((err: unknown) =>
      log.warn('could not pin the status message', {
        channelId,
        code: err instanceof DiscordAPIError ? err.code : undefined,
      }),
    );
    return posted.id;
  }

  async sendDm(userId: string, msg: OutMessage): Promise<void> {
    try {
      const user = await this.client.users.fetch(userId);
      const dm = await user.createDM();
      await dm.send(toDiscordMessage(msg));
    } catch (err) {
      // 50007: Cannot send messages to this user (DMs closed or no shared server).
      if (err instanceof DiscordAPIError && (err.code === 50007 || err.code === 50278)) throw new DmClosedError(userId);
      throw err;
    }
  }
}

/**
 * A game's own thread: a public thread of a text or announcement channel, or a post in a forum
 * channel, archiving after a week without activity (the longest Discord allows) — and unarchived
 * again while the game is open (keepOpen, on THREAD_UPDATE and by the scheduled upkeep).
 */
export class DiscordThreads implements GameThreads {
  constructor(private readonly client: Client) {}

  async open(parentId: string, name: string, starter: string, members: string[]): Promise<string | null> {
    try {
      const parent = await this.client.channels.fetch(parentId);
      // A thread the bot could open but not post in (no Send Messages in Threads) would be a dead end.
      const me = this.client.user;
      const perms = me && parent && 'permissionsFor' in parent ? parent.permissionsFor(me) : null;
      const need =
        parent?.type === ChannelType.GuildForum
          ? [PermissionFlagsBits.SendMessages, PermissionFlagsBits.SendMessagesInThreads]
          : [PermissionFlagsBits.CreatePublicThreads, PermissionFlagsBits.SendMessagesInThreads];
      if (perms && !perms.has(need)) return null;
      const autoArchiveDuration = ThreadAutoArchiveDuration.OneWeek;
      let thread: AnyThreadChannel;
      if (parent?.type === ChannelType.GuildForum) {
        thread = await parent.threads.create({
          name,
          autoArchiveDuration,
          message: { content: starter, allowedMentions: { parse: [] } },
        });
      } else if (parent?.type === ChannelType.GuildText) {
        thread = await parent.threads.create({ name, autoArchiveDuration, type: ChannelType.PublicThread });
      } else if (parent?.type === ChannelType.GuildAnnouncement) {
        thread = await parent.threads.create({ name, autoArchiveDuration });
      } else return null;
      // Members see the thread in their list at once (the challenge's ping would add the opponent anyway).
      for (const m of members) await thread.members.add(m).catch(() => undefined);
      return thread.id;
    } catch (err) {
      // Most often the bot lacks Create Public Threads there: the game is played in the channel.
      log.warn('could not open a thread for a new game; it is played in the channel', {
        parentId,
        code: err instanceof DiscordAPIError ? err.code : undefined,
      });
      return null;
    }
  }

  async keepOpen(threadId: string): Promise<void> {
    // From the API, not the cache: an archive that happened while the bot was away left no event.
    const ch = await this.client.channels.fetch(threadId, { force: true });
    if (ch?.isThread() && ch.archived && !ch.locked) await ch.setArchived(false, 'its game is still being played');
  }
}

/** Whether a user is still a member of a server (a league's players; Unknown Member 10007: gone). */
export class DiscordMembers {
  constructor(private readonly client: Client) {}

  async isMember(guildId: string, userId: string): Promise<boolean> {
    try {
      const guild = await this.client.guilds.fetch(guildId);
      await guild.members.fetch({ user: userId, force: true });
      return true;
    } catch (err) {
      if (err instanceof DiscordAPIError && (err.code === 10007 || err.code === 10013)) return false;
      throw err;
    }
  }
}

function memberRolesOf(interaction: Interaction): string[] {
  const roles = interaction.member?.roles;
  if (!roles) return [];
  return Array.isArray(roles) ? [...roles] : [...roles.cache.keys()];
}

function contextOf(interaction: Interaction, deps: AppDeps): CommandContext {
  const locale: Locale = toLocale(interaction.locale);
  const options = interaction.isChatInputCommand() || interaction.isAutocomplete() ? interaction.options : null;
  return {
    userId: interaction.user.id,
    userName: interaction.user.displayName,
    locale,
    guildId: interaction.guildId,
    channelId: interaction.channelId ?? '',
    canManageGuild: interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false,
    botPermissions: interaction.appPermissions?.bitfield ?? 0n,
    inThread: interaction.channel?.isThread() ?? false,
    interactionId: interaction.id,
    deps,
    getString: (n) => (options ? ((options.get(n)?.value as string | undefined) ?? null) : null),
    getBoolean: (n) => {
      const v = options?.get(n)?.value;
      return typeof v === 'boolean' ? v : null;
    },
    getInteger: (n) => {
      const v = options?.get(n)?.value;
      return typeof v === 'number' && Number.isInteger(v) ? v : null;
    },
    getSubcommand: () => (interaction.isChatInputCommand() ? interaction.options.getSubcommand(false) : null),
    memberRoles: memberRolesOf(interaction),
    getUser: (n): UserRef | null => {
      if (!interaction.isChatInputCommand()) return null;
      const u = interaction.options.getUser(n);
      return u ? { id: u.id, bot: u.bot, name: u.displayName } : null;
    },
  };
}

export interface DiscordFront {
  client: Client;
  transport: DiscordTransport;
  threads: DiscordThreads;
  members: DiscordMembers;
  /** Resolves when every interaction being handled has replied. */
  idle(): Promise<void>;
  stopAccepting(): void;
}

export function createDiscordFront(deps: AppDeps, clientOptions: Partial<ClientOptions> = {}): DiscordFront {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], ...clientOptions });
  const inFlight = new Set<Promise<unknown>>();
  let accepting = true;

  client.on(Events.InteractionCreate, (interaction) => {
    if (!accepting) return;
    const p = handle(interaction).catch((err) => log.error('interaction failed', { err }));
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  });
  client.on(Events.Error, (err) => log.error('client error', { err }));
  // A game's thread archived by Discord while its game is open is opened again at once.
  client.on(Events.ThreadUpdate, (_old, thread) => {
    if (!thread.archived || thread.locked) return;
    void deps.repo
      .hasOpenGameIn(thread.id)
      .then(async (open) => {
        if (open) await thread.setArchived(false, 'its game is still being played');
      })
      .catch((err: unknown) =>
        log.warn('could not unarchive a game thread', {
          threadId: thread.id,
          code: err instanceof DiscordAPIError ? err.code : undefined,
        }),
      );
  });
  client.on(Events.ShardDisconnect, (_e, shard) => log.warn('shard disconnected', { shard }));

  async function handle(interaction: Interaction): Promise<void> {
    // The bot's own id: the computer player's seat, and the opponent that asks for it (/newgame).
    deps.botUserId ??= interaction.client.user.id;
    if (interaction.isAutocomplete()) {
      const focused = interaction.options.getFocused(true);
      const choices = await runAutocomplete(interaction.commandName, contextOf(interaction, deps), {
        name: focused.name,
        value: String(focused.value),
      });
      await interaction.respond(choices);
      return;
    }
    if (interaction.isChatInputCommand()) {
      // Defer first: rendering and the database may take longer than Discord's 3 seconds.
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      const reply = await runSlash(interaction.commandName, contextOf(interaction, deps));
      // A reply pings nobody, whatever text it repeats (@everyone in a name, a role mention).
      await interaction.editReply({
        content: reply.content,
        files: (reply.files ?? []).map((f) => new AttachmentBuilder(f.data, { name: f.name })),
        components: componentsOf(reply.buttons),
        allowedMentions: { parse: [] },
      });
      return;
    }
    if (interaction.isButton()) {
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      const reply = await runButton(interaction.customId, contextOf(interaction, deps));
      await interaction.editReply({
        content: reply.content,
        components: componentsOf(reply.buttons),
        allowedMentions: { parse: [] },
      });
    }
  }

  return {
    client,
    transport: new DiscordTransport(client),
    threads: new DiscordThreads(client),
    members: new DiscordMembers(client),
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    stopAccepting() {
      accepting = false;
    },
  };
}
