// A channel post's decision buttons: "a:<game>:<public view key>:<action>". Anyone can read a
// button's id, so it names its game and the public position it was drawn at (viewKey of the
// public view): a press acts on that game only, and only while the public position is the same.
// Not the game's version, which counts actions the public may not see (a card set face down, a
// silent undo). Posts made before this carried the version (digits): still answered.
import { tr } from '../i18n.ts';
import { act } from '../play.ts';
import { look } from '../read.ts';
import { describeError, type ServiceDeps } from '../types.ts';
import { compactGameId, expandGameId, viewKey, type InteractionKind, type Press } from './kind.ts';

export function buttonId(gameId: string, publicView: unknown, action: string): string {
  return `a:${compactGameId(gameId)}:${viewKey(publicView)}:${action}`.slice(0, 100);
}

/** A channel button's id: the game, then the public view key (or, in older posts, the version), then the action. */
export const ACTION_BUTTON_ID = /^a:([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]{12}|\d{1,11}):(.+)$/;

type At = { expectedVersion: number } | { expectedPublicView: string };

export const actionKind: InteractionKind<{ gameId: string; at: At; action: string }> = {
  name: 'action',
  parse(customId) {
    const m = ACTION_BUTTON_ID.exec(customId);
    const gameId = m ? expandGameId(m[1]!) : null;
    if (!m || !gameId) return null;
    return {
      gameId,
      at: /^\d+$/.test(m[2]!) ? { expectedVersion: Number(m[2]) } : { expectedPublicView: m[2]! },
      action: m[3]!,
    };
  },
  async run(deps, p, { gameId, at, action }) {
    const l = p.locale;
    const r = await act(deps, { channelId: p.channelId, userId: p.userId, action, ...at, gameId });
    if (r.ok) return { content: r.value.message[l] || '✅' };
    if (r.error.code === 'NOT_YOUR_DECISION' || r.error.code === 'NOT_SEATED') {
      // Someone else's buttons: say whose they are.
      const owner = await decisionOwner(deps, p);
      if (owner) return { content: `❌ ${tr(l, 'buttonNotYours', { user: owner })}` };
    }
    return { content: describeError(r.error, l) };
  },
};

/** The user who owes the pending decision of the channel's game (one side), if any. */
async function decisionOwner(deps: ServiceDeps, p: Press): Promise<string | null> {
  const r = await look(deps, p.channelId, p.userId);
  if (!r.ok) return null;
  const waiting = r.value.waiting;
  if (waiting.length !== 1) return null;
  return r.value.seats.find((s) => s.side === waiting[0]!.side)?.userId ?? null;
}
