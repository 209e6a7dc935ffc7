// Routes a slash command, an autocomplete request or a button press to its handler. Used by the
// Discord front and the local console alike.
import { boardKind } from '#service/interactions/board.ts';
import { commandNamed } from '#commands/index.ts';
import type { Locale } from '#engine/types.ts';
import { leagueSignupKind } from '#league/service.ts';
import { logger } from '#src/log.ts';
import { timeoutKind } from '#service/clock/sweep.ts';
import { confirmKind } from '#service/confirm.ts';
import { actionKind } from '#service/interactions/action.ts';
import { challengeKind } from '#service/interactions/challenge.ts';
import type { InteractionKind } from '#service/interactions/kind.ts';
import { privateKind } from '#service/private-buttons.ts';
import { undoConsentKind } from '#service/undo.ts';
import { doneKind } from '#service/interactions/done.ts';
import { tr } from '#service/i18n.ts';
import { isDatabaseUnavailable } from '#store/errors.ts';
import type { Choice, CommandContext, CommandReply } from '#commands/_command.ts';
import { trackCommits } from './commits.ts';
import { capContent, checkedContext, cleanCustomId, cleanName, cleanTyped, MAX_CONTENT } from './input.ts';
import { outcomeOf, timeCommand } from '#src/metrics.ts';

const log = logger.child({ module: 'router' });

export async function runSlash(name: string, raw: CommandContext): Promise<CommandReply> {
  const locale = localeOf(raw);
  const cmd = commandNamed(name);
  if (!cmd)
    return {
      content: capContent(`❌ ${tr(locale, 'unknownCommand', { name: cleanTyped(name).slice(0, 32) })}`, locale),
    };
  // Commands are registered guild-only; a DM (no guild) is refused all the same (defence in depth).
  if (!raw.guildId) return { content: `❌ ${tr(locale, 'guildOnly')}` };
  const reply = await timeCommand(
    name,
    async () => {
      // Every option checked before the handler runs (src/bot/input.ts): a bad one is refused here.
      const checked = checkedContext(cmd, { ...raw, locale }, true);
      if ('refusal' in checked) return { content: checked.refusal };
      const tracker = trackCommits(checked.ctx.deps, {
        userId: checked.ctx.userId,
        locale,
        channelId: checked.ctx.channelId,
      });
      const ctx: CommandContext = { ...checked.ctx, deps: tracker.deps };
      try {
        const reply = await cmd.execute(ctx);
        // When this channel's game posts fail for good (permission, access, given up), the reply says so.
        const warning = await tracker.deliveryWarning();
        return warning ? { ...reply, content: `⚠️ ${warning}\n${reply.content}` } : reply;
      } catch (err) {
        return failed(err, locale, tracker.committed(), { command: name, channelId: ctx.channelId });
      } finally {
        await tracker.followLocale();
      }
    },
    outcomeOf,
  ).catch((err) => failed(err, locale, false, { command: name, channelId: raw.channelId }));
  return capped(reply, locale);
}

/** The user's language as the router answers in (a front that gives neither ja nor en: en). */
function localeOf(ctx: CommandContext): Locale {
  return ctx.locale === 'ja' ? 'ja' : 'en';
}

/** A reply within Discord's 2,000 characters, cut cleanly where longer (src/bot/input.ts). */
function capped(reply: CommandReply, locale: Locale): CommandReply {
  return reply.content.length <= MAX_CONTENT ? reply : { ...reply, content: capContent(reply.content, locale) };
}

/**
 * The reply to a command or button that threw. After a write took effect (`committed`) it says the
 * command was recorded — in the user's language, without buttons — never "nothing was changed",
 * which would have them repeat it; before any write: the database was out of reach (try again),
 * or the generic error.
 */
function failed(err: unknown, locale: Locale, committed: boolean, fields: Record<string, unknown>): CommandReply {
  if (committed) {
    log.error('failed after its commit; answered "recorded"', { ...fields, err });
    return { content: `✅ ${tr(locale, 'committedReplyLost')}` };
  }
  if (isDatabaseUnavailable(err)) return dbUnavailable(locale, { ...fields, err });
  log.error('command failed', { ...fields, err });
  return { content: `❌ ${tr(locale, 'genericError')}` };
}

export async function runAutocomplete(
  name: string,
  raw: CommandContext,
  focused: { name: string; value: string },
): Promise<Choice[]> {
  const cmd = commandNamed(name);
  if (!cmd?.autocomplete || !raw.guildId) return [];
  const locale = localeOf(raw);
  // Autocomplete cannot refuse: a bad option reads as absent, the typed text is cleaned.
  const checked = checkedContext(cmd, { ...raw, locale }, false);
  if ('refusal' in checked) return [];
  try {
    const choices = await cmd.autocomplete(checked.ctx, {
      name: cleanTyped(focused.name),
      value: cleanTyped(focused.value),
    });
    // Discord's limits: 25 choices, names and values of 1–100 characters.
    return choices
      .slice(0, 25)
      .map((c) => ({ name: [...c.name].slice(0, 100).join('') || '…', value: [...c.value].slice(0, 100).join('') }));
  } catch (err) {
    if (isDatabaseUnavailable(err)) {
      // Autocomplete can only offer choices: offer the explanation as the one choice.
      const text = dbUnavailable(locale, { command: name, err }).content;
      return [{ name: text.slice(0, 100), value: 'retry' }];
    }
    log.error('autocomplete failed', { command: name, err });
    return [];
  }
}

/**
 * Every kind of button the bot answers, each one module that encodes its ids, parses them and
 * runs the press (src/service/interactions/kind.ts). An id is asked of each in turn; their formats
 * do not overlap (each starts with its own prefix).
 */
export const BUTTON_KINDS: readonly InteractionKind<unknown>[] = [
  challengeKind,
  leagueSignupKind,
  confirmKind,
  undoConsentKind,
  doneKind,
  timeoutKind,
  privateKind,
  boardKind,
  actionKind,
];

/**
 * A button press: the kind whose id it is runs it. An id no kind reads (a button of an older
 * format that named no game, or no button of ours) is refused and never acts.
 */
export async function runButton(rawId: string, raw: CommandContext): Promise<CommandReply> {
  const l: Locale = localeOf(raw);
  const userName = cleanName(raw.userName);
  // A custom_id is at most 100 characters of printable text; anything else is no button of ours.
  const customId = cleanCustomId(rawId) ?? '';
  if (!raw.guildId) return { content: `❌ ${tr(l, 'guildOnly')}` };
  const tracker = trackCommits(raw.deps, { userId: raw.userId, locale: l, channelId: raw.channelId });
  const ctx: CommandContext = { ...raw, locale: l, userName, deps: tracker.deps };
  try {
    for (const kind of BUTTON_KINDS) {
      const parsed = kind.parse(customId);
      if (parsed !== null) return capped(await kind.run(ctx.deps, ctx, parsed), l);
    }
    return { content: `❌ ${tr(l, 'oldButton')}` };
  } catch (err) {
    return failed(err, l, tracker.committed(), { customId, channelId: ctx.channelId });
  } finally {
    await tracker.followLocale();
  }
}

/** The database is out of reach: nothing was committed; say so and ask to try again (a warning, not a bug). */
function dbUnavailable(locale: Locale, fields: Record<string, unknown> & { err: unknown }): CommandReply {
  // One line, not Prisma's whole invocation dump: an outage answers many commands.
  const { err, ...rest } = fields;
  const reason = err instanceof Error ? (err.message.trim().split('\n').pop() ?? err.name) : String(err);
  log.warn('database unreachable; answered "try again"', { ...rest, reason });
  return { content: `⏳ ${tr(locale, 'dbUnavailable')}` };
}
