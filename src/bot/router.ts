// Routes a slash command, an autocomplete request or a button press to its handler. Used by the
// Discord front and the local console alike.
import { joinLeague, leaveLeague, LEAGUE_BUTTON_ID } from '../league/service.ts';
import { COMMAND_BY_NAME } from '../../commands/index.ts';
import type { Locale } from '../engine/types.ts';
import { logger } from '../log.ts';
import { abortGame, acceptGame, act, declineGame, describeError, look } from '../service/games.ts';
import { confirmedGame } from '../service/confirm.ts';
import { allowUndo, undoConsent } from '../service/undo.ts';
import { pendingSides } from '../engine/engine.ts';
import { tr } from '../service/i18n.ts';
import { ACTION_BUTTON_ID, expandGameId } from '../service/outbox.ts';
import { PRIVATE_BUTTON_ID } from '../service/private-buttons.ts';
import { claimTimeout, TIMEOUT_BUTTON_ID, type TimeoutChoice } from '../service/clocks.ts';
import { isDatabaseUnavailable } from '../store/errors.ts';
import type { Choice, CommandContext, CommandReply } from './command.ts';
import { buttonsAfterCommit, trackCommits } from './commits.ts';
import { capContent, checkedContext, cleanCustomId, cleanName, cleanTyped, MAX_CONTENT } from './input.ts';
import { outcomeOf, timeCommand } from '../metrics.ts';

const log = logger.child({ module: 'router' });

export async function runSlash(name: string, raw: CommandContext): Promise<CommandReply> {
  const locale = localeOf(raw);
  const cmd = COMMAND_BY_NAME.get(name);
  if (!cmd) return { content: capContent(`❌ ${tr(locale, 'unknownCommand', { name: cleanTyped(name).slice(0, 32) })}`, locale) };
  // Commands are registered guild-only; a DM (no guild) is refused all the same (defence in depth).
  if (!raw.guildId) return { content: `❌ ${tr(locale, 'guildOnly')}` };
  const reply = await timeCommand(name, async () => {
    // Every option checked before the handler runs (src/bot/input.ts): a bad one is refused here.
    const checked = checkedContext(cmd, { ...raw, locale }, true);
    if ('refusal' in checked) return { content: checked.refusal };
    const tracker = trackCommits(checked.ctx.deps, { userId: checked.ctx.userId, locale, channelId: checked.ctx.channelId });
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
  }, outcomeOf).catch((err) => failed(err, locale, false, { command: name, channelId: raw.channelId }));
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

export async function runAutocomplete(name: string, raw: CommandContext, focused: { name: string; value: string }): Promise<Choice[]> {
  const cmd = COMMAND_BY_NAME.get(name);
  if (!cmd?.autocomplete || !raw.guildId) return [];
  const locale = localeOf(raw);
  // Autocomplete cannot refuse: a bad option reads as absent, the typed text is cleaned.
  const checked = checkedContext(cmd, { ...raw, locale }, false);
  if ('refusal' in checked) return [];
  try {
    const choices = await cmd.autocomplete(checked.ctx, { name: cleanTyped(focused.name), value: cleanTyped(focused.value) });
    // Discord's limits: 25 choices, names and values of 1–100 characters.
    return choices.slice(0, 25).map((c) => ({ name: [...c.name].slice(0, 100).join('') || '…', value: [...c.value].slice(0, 100).join('') }));
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
 * Buttons: "accept:<game>", "decline:<game>" (a challenge's), or "a:<game>:<version>:<action>" (a
 * decision's), <game> being the game's compact id (src/service/outbox.ts): a press acts on that
 * game only. Buttons of the older formats ("accept", "a:<version>:<action>") named no game: they
 * are refused and never act. Also: "p:<game>:<view key>:<action>", a private button
 * (src/service/private-buttons.ts); "c:<game>:resign|abort", a confirmation (src/service/confirm.ts);
 * "u:<game>:<version>", an undo's consent (src/service/undo.ts); "t:<game>:win|unrated|go-on", a
 * timeout's choice (src/service/clocks.ts); "lg:<season>:join|leave", a league's sign-up
 * (src/league/service.ts).
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
    return capped(await press(customId, ctx), l);
  } catch (err) {
    return failed(err, l, tracker.committed(), { customId, channelId: ctx.channelId });
  } finally {
    await tracker.followLocale();
  }
}

/** What a button does (runButton checks its id, caps the reply and answers a failure). */
async function press(customId: string, ctx: CommandContext): Promise<CommandReply> {
  const l = ctx.locale;
  const answer = /^(accept|decline):([A-Za-z0-9_-]{22})$/.exec(customId);
  const answerGame = answer ? expandGameId(answer[2]!) : null;
  if (answer && answerGame) {
    const r = answer[1] === 'accept' ? await acceptGame(ctx.deps, ctx.channelId, ctx.userId, l, { gameId: answerGame, ...(ctx.interactionId ? { press: ctx.interactionId } : {}) }) : await declineGame(ctx.deps, ctx.channelId, ctx.userId, answerGame);
    return { content: r.ok ? r.value.message[l] : describeError(r.error, l) };
  }
  // A league's Join / Leave (its season's sign-up post).
  const lg = LEAGUE_BUTTON_ID.exec(customId);
  if (lg) {
    const a = { guildId: ctx.guildId, channelId: ctx.channelId, userId: ctx.userId, userName: ctx.userName, locale: l, canManage: ctx.canManageGuild, roles: ctx.memberRoles ?? [] };
    const r = lg[2] === 'join' ? await joinLeague(ctx.deps, a, { seasonId: lg[1]! }) : await leaveLeague(ctx.deps, a, { seasonId: lg[1]! });
    return { content: r.ok ? r.value.message[l] : describeError(r.error, l) };
  }
  // The confirmation of /resign or /abort.
  const confirmed = confirmedGame(customId);
  if (confirmed) {
    const r =
      confirmed.what === 'resign'
        ? await act(ctx.deps, { channelId: ctx.channelId, userId: ctx.userId, action: 'resign', gameId: confirmed.gameId })
        : await abortGame(ctx.deps, ctx.channelId, ctx.userId, ctx.canManageGuild, confirmed.gameId);
    return { content: r.ok ? r.value.message[l] || '✅' : describeError(r.error, l) };
  }
  // The opponent allows an undo.
  const consent = undoConsent(customId);
  if (consent) {
    const r = await allowUndo(ctx.deps, ctx.channelId, ctx.userId, consent.gameId, consent.at);
    return { content: r.ok ? r.value.message[l] : describeError(r.error, l) };
  }
  // A timeout's choice, for the opponent of the side whose clock ran out.
  const tm = TIMEOUT_BUTTON_ID.exec(customId);
  const timeoutGame = tm ? expandGameId(tm[1]!) : null;
  if (tm && timeoutGame) {
    const r = await claimTimeout(ctx.deps, { gameId: timeoutGame, channelId: ctx.channelId }, ctx.userId, tm[2] as TimeoutChoice);
    return { content: r.ok ? r.value.message[l] : describeError(r.error, l) };
  }
  // A private button (on a reply only the presser saw): their next choices come back as buttons.
  const p = PRIVATE_BUTTON_ID.exec(customId);
  const privateGame = p ? expandGameId(p[1]!) : null;
  if (p && privateGame) {
    const r = await act(ctx.deps, { channelId: ctx.channelId, userId: ctx.userId, action: p[3]!, expectedView: p[2]!, gameId: privateGame });
    if (!r.ok) return { content: describeError(r.error, l) };
    return { content: r.value.message[l] || '✅', buttons: await buttonsAfterCommit(ctx.deps, privateGame, ctx.userId, l) };
  }
  const m = ACTION_BUTTON_ID.exec(customId);
  const gameId = m ? expandGameId(m[1]!) : null;
  if (m && gameId) {
    const at = /^\d+$/.test(m[2]!) ? { expectedVersion: Number(m[2]) } : { expectedPublicView: m[2]! };
    const r = await act(ctx.deps, { channelId: ctx.channelId, userId: ctx.userId, action: m[3]!, ...at, gameId });
    if (r.ok) return { content: r.value.message[l] || '✅' };
    if (r.error.code === 'NOT_YOUR_DECISION' || r.error.code === 'NOT_SEATED') {
      // Someone else's buttons: say whose they are.
      const owner = await decisionOwner(ctx);
      if (owner) return { content: `❌ ${tr(l, 'buttonNotYours', { user: owner })}` };
    }
    return { content: describeError(r.error, l) };
  }
  return { content: `❌ ${tr(l, 'oldButton')}` };
}

/** The user who owes the pending decision of the channel's game (one side), if any. */
async function decisionOwner(ctx: CommandContext): Promise<string | null> {
  const r = await look(ctx.deps, ctx.channelId, ctx.userId);
  if (!r.ok) return null;
  const waiting = r.value.waiting;
  if (waiting.length !== 1) return null;
  return r.value.seats.find((s) => s.side === waiting[0]!.side)?.userId ?? null;
}

/** The database is out of reach: nothing was committed; say so and ask to try again (a warning, not a bug). */
function dbUnavailable(locale: Locale, fields: Record<string, unknown> & { err: unknown }): CommandReply {
  // One line, not Prisma's whole invocation dump: an outage answers many commands.
  const { err, ...rest } = fields;
  const reason = err instanceof Error ? (err.message.trim().split('\n').pop() ?? err.name) : String(err);
  log.warn('database unreachable; answered "try again"', { ...rest, reason });
  return { content: `⏳ ${tr(locale, 'dbUnavailable')}` };
}
