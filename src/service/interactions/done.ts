// The Done button of a held hand-over (src/service/hold.ts): "done:<game>", on the reply of the
// action that handed over, for its player only. Pressed once, the hand-over goes out; again, or by
// anyone else, or after an /undo took the hand-over back, nothing is held and nothing is sent.
import { releaseHandOver } from '../preferences.ts';
import { describeError } from '../types.ts';
import { compactGameId, expandGameId, type InteractionKind, type OutButton } from './kind.ts';
import { t } from '../i18n.ts';
import type { Locale } from '#engine/types.ts';

export const doneButtonId = (gameId: string) => `done:${compactGameId(gameId)}`;

const ID = /^done:([A-Za-z0-9_-]{22})$/;

/** The Done button, in the presser's language. */
export function doneButton(gameId: string, locale: Locale): OutButton {
  return { customId: doneButtonId(gameId), label: t('doneButton')[locale], style: 'success' };
}

export const doneKind: InteractionKind<{ gameId: string }> = {
  name: 'hand-over-done',
  parse(customId) {
    const m = ID.exec(customId);
    const gameId = m ? expandGameId(m[1]!) : null;
    return gameId ? { gameId } : null;
  },
  async run(deps, p, { gameId }) {
    const r = await releaseHandOver(deps, { channelId: p.channelId, gameId }, p.userId);
    return { content: r.ok ? r.value.message[p.locale] : describeError(r.error, p.locale) };
  },
};
