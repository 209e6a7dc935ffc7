// Confirmation of the irreversible commands: /resign and /abort answer with a button (seen only by
// the one who asked) that does it; one mistyped command never ends a game. The button names its
// game, so it acts on that game only, and only while the game is still open.
import type { Locale } from '#engine/types.ts';
import { gameOfChannel } from './change.ts';
import { t, tr } from './i18n.ts';
import { compactGameId, expandGameId, type InteractionKind, type OutButton } from './interactions/kind.ts';
import { abortGame } from './lobby.ts';
import { act } from './play.ts';
import { describeError, seatOf, fail, type Result, type ServiceDeps } from './types.ts';

export type Confirmed = 'resign' | 'abort';
export const CONFIRM_BUTTON_ID = /^c:([A-Za-z0-9_-]{22}):(resign|abort)$/;
export const confirmButtonId = (gameId: string, what: Confirmed) => `c:${compactGameId(gameId)}:${what}`;

/** The question and its button, for the channel's open game (refused where the command would be). */
export async function askConfirmation(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
  what: Confirmed,
  locale: Locale,
  canManageGuild = false,
): Promise<Result<{ content: string; buttons: OutButton[][] }>> {
  const found = await gameOfChannel(deps, channelId);
  if (!found.ok) return found;
  const game = found.value;
  if (what === 'abort' && !canManageGuild) return fail('NEED_MANAGE', t('needManage'));
  if (what === 'resign') {
    if (game.status !== 'active') return fail('NOT_ACTIVE', t('notActive'));
    if (!seatOf(game, userId)) return fail('NOT_SEATED', t('notSeated'));
  }
  const label = what === 'resign' ? tr(locale, 'confirmResignButton') : tr(locale, 'confirmAbortButton');
  return {
    ok: true,
    value: {
      content: tr(locale, what === 'resign' ? 'confirmResign' : 'confirmAbort'),
      buttons: [[{ customId: confirmButtonId(game.id, what), label, style: 'danger' }]],
    },
  };
}

export function confirmedGame(customId: string): { gameId: string; what: Confirmed } | null {
  const m = CONFIRM_BUTTON_ID.exec(customId);
  const gameId = m ? expandGameId(m[1]!) : null;
  return m && gameId ? { gameId, what: m[2] as Confirmed } : null;
}

/** "c:<game>:resign|abort": the press does what the command asked, on that game only. */
export const confirmKind: InteractionKind<{ gameId: string; what: Confirmed }> = {
  name: 'resign-or-abort',
  parse: confirmedGame,
  async run(deps, p, { gameId, what }) {
    const r =
      what === 'resign'
        ? await act(deps, { channelId: p.channelId, userId: p.userId, action: 'resign', gameId })
        : await abortGame(deps, p.channelId, p.userId, p.canManageGuild, gameId);
    return { content: r.ok ? r.value.message[p.locale] || '✅' : describeError(r.error, p.locale) };
  },
};
