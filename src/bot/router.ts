// Routes a slash command, an autocomplete request or a button press to its handler. Used by the
// Discord front and the local console alike.
import { COMMAND_BY_NAME } from '../../commands/index.ts';
import type { Locale } from '../engine/types.ts';
import { logger } from '../log.ts';
import { acceptGame, act, declineGame, describeError, look } from '../service/games.ts';
import { pendingSides } from '../engine/engine.ts';
import { tr } from '../service/i18n.ts';
import { channelProblem } from '../service/outbox.ts';
import type { Choice, CommandContext, CommandReply } from './command.ts';

const log = logger.child({ module: 'router' });

export async function runSlash(name: string, ctx: CommandContext): Promise<CommandReply> {
  const cmd = COMMAND_BY_NAME.get(name);
  if (!cmd) return { content: `❌ ${tr(ctx.locale, 'unknownCommand', { name })}` };
  try {
    return await withDeliveryWarning(ctx, await cmd.execute(ctx));
  } catch (err) {
    log.error('command failed', { command: name, channelId: ctx.channelId, err });
    return { content: `❌ ${tr(ctx.locale, 'genericError')}` };
  }
}

/** When this channel's game posts fail for good (permission, access, given up), the reply says so. */
async function withDeliveryWarning(ctx: CommandContext, reply: CommandReply): Promise<CommandReply> {
  if (!ctx.channelId) return reply;
  const warning = await ctx.deps.repo
    .findOpenGameByChannel(ctx.channelId)
    .then((g) => (g ? channelProblem(ctx.deps.repo, g.id, ctx.locale) : null))
    .catch(() => null);
  return warning ? { ...reply, content: `⚠️ ${warning}\n${reply.content}`.slice(0, 2000) } : reply;
}

export async function runAutocomplete(name: string, ctx: CommandContext, focused: { name: string; value: string }): Promise<Choice[]> {
  const cmd = COMMAND_BY_NAME.get(name);
  if (!cmd?.autocomplete) return [];
  try {
    return await cmd.autocomplete(ctx, focused);
  } catch (err) {
    log.error('autocomplete failed', { command: name, err });
    return [];
  }
}

/** Buttons: "accept", "decline", or "a:<version>:<action>" for the decision of the game in this channel. */
export async function runButton(customId: string, ctx: CommandContext): Promise<CommandReply> {
  const l: Locale = ctx.locale;
  try {
    if (customId === 'accept') {
      const r = await acceptGame(ctx.deps, ctx.channelId, ctx.userId, l);
      return { content: r.ok ? r.value.message[l] : describeError(r.error, l) };
    }
    if (customId === 'decline') {
      const r = await declineGame(ctx.deps, ctx.channelId, ctx.userId);
      return { content: r.ok ? r.value.message[l] : describeError(r.error, l) };
    }
    const m = /^a:(\d+):(.+)$/.exec(customId);
    if (m) {
      const r = await act(ctx.deps, { channelId: ctx.channelId, userId: ctx.userId, action: m[2]!, expectedVersion: Number(m[1]) });
      if (r.ok) return { content: r.value.message[l] || '✅' };
      if (r.error.code === 'NOT_YOUR_DECISION' || r.error.code === 'NOT_SEATED') {
        // Someone else's buttons: say whose they are.
        const owner = await decisionOwner(ctx);
        if (owner) return { content: `❌ ${tr(l, 'buttonNotYours', { user: owner })}` };
      }
      return { content: describeError(r.error, l) };
    }
    return { content: `❌ ${tr(l, 'staleButton')}` };
  } catch (err) {
    log.error('button failed', { customId, channelId: ctx.channelId, err });
    return { content: `❌ ${tr(l, 'genericError')}` };
  }
}

/** The user who owes the pending decision of the channel's game (one side), if any. */
async function decisionOwner(ctx: CommandContext): Promise<string | null> {
  const r = await look(ctx.deps, ctx.channelId, ctx.userId);
  if (!r.ok) return null;
  const sides = pendingSides(r.value.game.state);
  if (sides.length !== 1) return null;
  return r.value.game.seats.find((s) => s.side === sides[0])?.userId ?? null;
}
