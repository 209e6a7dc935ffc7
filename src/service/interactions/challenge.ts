// A challenge's Accept (Start, in a league game) and Decline buttons: "accept:<game>",
// "decline:<game>". Buttons of the oldest format ("accept", "decline") named no game: no kind
// reads them, so they are refused and never act.
import { describeError } from '../types.ts';
import { acceptGame, declineGame } from '../lobby.ts';
import { compactGameId, expandGameId, type InteractionKind } from './kind.ts';

export type Answer = 'accept' | 'decline';

/** The challenge's Accept / Decline buttons name their game too. */
export function challengeButtonId(answer: Answer, gameId: string): string {
  return `${answer}:${compactGameId(gameId)}`;
}

const ID = /^(accept|decline):([A-Za-z0-9_-]{22})$/;

export const challengeKind: InteractionKind<{ answer: Answer; gameId: string }> = {
  name: 'challenge',
  parse(customId) {
    const m = ID.exec(customId);
    const gameId = m ? expandGameId(m[2]!) : null;
    return m && gameId ? { answer: m[1] as Answer, gameId } : null;
  },
  async run(deps, p, { answer, gameId }) {
    const r =
      answer === 'accept'
        ? await acceptGame(deps, p.channelId, p.userId, p.locale, {
            gameId,
            ...(p.interactionId ? { press: p.interactionId } : {}),
          })
        : await declineGame(deps, p.channelId, p.userId, gameId);
    return { content: r.ok ? r.value.message[p.locale] : describeError(r.error, p.locale) };
  },
};
