// A command context built by hand, for tests that call the router or a command directly (without
// the console or the fake Discord): a guild channel, all bot permissions, no options unless given.
import { PermissionsBitField } from 'discord.js';
import type { AppDeps, CommandContext } from '#commands/_command.ts';
import type { Locale } from '#engine/types.ts';

export function testContext(
  deps: AppDeps,
  opts: { userId: string; locale: Locale; guildId?: string; channelId: string; options?: Record<string, string> },
): CommandContext {
  const options = opts.options ?? {};
  return {
    userId: opts.userId,
    locale: opts.locale,
    guildId: opts.guildId ?? 'g',
    channelId: opts.channelId,
    canManageGuild: false,
    botPermissions: PermissionsBitField.All,
    inThread: false,
    deps,
    getString: (n) => options[n] ?? null,
    getBoolean: () => null,
    getInteger: (n) => (options[n] !== undefined && /^-?\d+$/.test(options[n]!) ? Number(options[n]) : null),
    getUser: () => null,
  };
}
