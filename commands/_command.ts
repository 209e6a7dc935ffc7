// What a command file exports, and the front-agnostic context its handler receives. The Discord
// front and the local console both build this context and run the very same handlers.
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Locale } from '#engine/types.ts';
import type { BoardDeps } from '#service/board.ts';
import type { OutButton } from '#service/interactions/kind.ts';

export interface AppDeps extends BoardDeps {
  /** Locale of a guild's public posts. */
  guildLocale(guildId: string | null): Promise<Locale>;
}

export interface UserRef {
  id: string;
  bot: boolean;
  /** The name shown for them (a new game's thread title); the id where unknown. */
  name?: string;
}

export interface CommandContext {
  userId: string;
  /** The name shown for the user (a new game's thread title). */
  userName?: string;
  /** The user's Discord locale mapped to ja/en. */
  locale: Locale;
  guildId: string | null;
  channelId: string;
  /** Manage Server permission in this guild. */
  canManageGuild: boolean;
  /** The bot's own permissions in this channel (Discord's app_permissions; the console: all). */
  botPermissions: bigint;
  /** The channel is a thread (the bot then posts with Send Messages in Threads). */
  inThread: boolean;
  /**
   * The interaction's id (Discord's snowflake; the console draws one): an accept contributes it to
   * the dice key, since the operator does not choose it (docs/dice.md).
   */
  interactionId?: string;
  getString(name: string): string | null;
  getBoolean(name: string): boolean | null;
  getInteger(name: string): number | null;
  getUser(name: string): UserRef | null;
  /** The subcommand used (`/league join`), or null. */
  getSubcommand?(): string | null;
  /** The ids of the member's roles on this server (a league organiser's role). */
  memberRoles?: string[];
  deps: AppDeps;
}

/** Replies to commands are private (ephemeral): public effects go to the channel through the outbox. */
export interface CommandReply {
  content: string;
  files?: { name: string; data: Buffer }[];
  /** Buttons on the reply (seen only by the one who asked): their own next choices. */
  buttons?: OutButton[][];
}

export interface Choice {
  name: string;
  value: string;
}

export interface Command {
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(ctx: CommandContext): Promise<CommandReply>;
  autocomplete?(ctx: CommandContext, focused: { name: string; value: string }): Promise<Choice[]>;
}
