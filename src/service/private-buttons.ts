// A player's own choices as buttons on a reply only they see (/view, /act, and the press of one
// of these buttons): the private interface of a secret decision — order cards set face
// down by both players at once — and a quick way through any short decision.
//
// Such a button names its game and a key of the presser's own view it was drawn for, not the
// game's version: the other player's secret moves bump the version without changing this player's
// view (the twin-state harness checks exactly that), so two players setting at the same instant
// never make each other's buttons stale; anything this player can see change does. The action is
// checked again, as any /act, when pressed.
import type { GameState, Locale } from '#engine/types.ts';
import { chunk } from './outbox/compose.ts';
import { compactGameId, expandGameId, viewKey, type InteractionKind, type OutButton } from './interactions/kind.ts';
import { project, type GameLook } from './read.ts';
import { logger } from '#src/log.ts';
import { act } from './play.ts';
import { heldSide } from './hold.ts';
import { doneButton } from './interactions/done.ts';
import { describeError, moduleOf, seatOf, type GameSetup, type ServiceDeps } from './types.ts';

const log = logger.child({ module: 'router' });

/** At most this many choices become buttons (Discord shows 5 rows of 5); longer lists are left to /act. */
export const MAX_PRIVATE_BUTTONS = 20;

/** "p:<game>:<view key>:<action>" (custom_id: at most 100 characters). */
export function privateButtonId(gameId: string, key: string, action: string): string {
  return `p:${compactGameId(gameId)}:${key}:${action}`;
}

export const PRIVATE_BUTTON_ID = /^p:([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]{12}):(.+)$/;

/** The reader's choices as buttons, when they are a player who owes a short decision; else none. */
export function privateButtons(look: GameLook, locale: Locale): OutButton[][] | undefined {
  if (!look.side || look.status !== 'active' || look.choices.length === 0 || look.choices.length > MAX_PRIVATE_BUTTONS)
    return undefined;
  const key = viewKey(look.view);
  const buttons = look.choices
    .map(
      (c) =>
        ({
          customId: privateButtonId(look.gameId, key, c.action),
          label: c.label[locale].slice(0, 80) || c.action,
          style: c.style ?? 'secondary',
        }) satisfies OutButton,
    )
    .filter((b) => b.customId.length <= 100);
  return buttons.length ? chunk(buttons, 5) : undefined;
}

/**
 * The buttons of `userId`'s next choices in a game, after their action committed. The game is read
 * back from the database, as a press will read it: a view built from the state in memory could
 * order what it lists by the state's key order, which the database does not keep, and so key
 * differently. When they cannot be read, the reply goes without them (the action's own text still
 * answers), since the action stands.
 */
export async function nextButtons(
  deps: ServiceDeps,
  gameId: string,
  userId: string,
  locale: Locale,
): Promise<OutButton[][] | undefined> {
  try {
    const game = await deps.repo.findGame<GameSetup, GameState>(gameId);
    if (!game) return undefined;
    // Their hand-over held (src/service/hold.ts): their one choice is to confirm it.
    const side = seatOf(game, userId);
    if (side && game.status === 'active' && heldSide(game.seats, game.state) === side)
      return [[doneButton(game.id, locale)]];
    return privateButtons(project(moduleOf(game), game, side), locale);
  } catch (err) {
    log.warn("the next choices' buttons could not be read after a commit; replied without them", { gameId, err });
    return undefined;
  }
}

/** A private button's press: the presser's next choices come back as buttons. */
export const privateKind: InteractionKind<{ gameId: string; key: string; action: string }> = {
  name: 'private',
  parse(customId) {
    const m = PRIVATE_BUTTON_ID.exec(customId);
    const gameId = m ? expandGameId(m[1]!) : null;
    return m && gameId ? { gameId, key: m[2]!, action: m[3]! } : null;
  },
  async run(deps, p, { gameId, key, action }) {
    const r = await act(deps, { channelId: p.channelId, userId: p.userId, action, expectedView: key, gameId });
    if (!r.ok) return { content: describeError(r.error, p.locale) };
    return { content: r.value.message[p.locale] || '✅', buttons: await nextButtons(deps, gameId, p.userId, p.locale) };
  },
};
