// The Board button of a map post: "board:<game>". Each presser gets their own link privately (a
// player their side's board, a spectator the public one where the server allows it), the same
// answer as /board: the post itself carries no link.
import type { Locale } from '#engine/types.ts';
import { boardLinkMessage, type BoardDeps } from '../board.ts';
import { t } from '../i18n.ts';
import { describeError } from '../types.ts';
import { compactGameId, expandGameId, type InteractionKind, type OutButton } from './kind.ts';

const ID = /^board:([A-Za-z0-9_-]{22})$/;

export function boardButton(gameId: string, locale: Locale): OutButton {
  return { customId: `board:${compactGameId(gameId)}`, label: t('boardButton')[locale], style: 'secondary' };
}

export const boardKind: InteractionKind<{ gameId: string }> = {
  name: 'board-link',
  parse(customId) {
    const m = ID.exec(customId);
    const gameId = m ? expandGameId(m[1]!) : null;
    return gameId ? { gameId } : null;
  },
  async run(deps, p, { gameId }) {
    const r = await boardLinkMessage(deps as BoardDeps, p.channelId, p.userId, gameId);
    return { content: r.ok ? r.value[p.locale] : describeError(r.error, p.locale) };
  },
};
