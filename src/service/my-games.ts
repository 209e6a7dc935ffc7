// /games: a member's games across the server — the open ones with whose turn it is and the clocks,
// and those ended in the last 30 days with their result — each with a link to its channel.
import { pendingSides } from '#engine/engine.ts';
import type { GameState, Locale } from '#engine/types.ts';
import type { Clock } from './clock/time.ts';
import { clockLines } from './clock/text.ts';
import { tr } from './i18n.ts';
import { moduleOf, type GameSetup, type ServiceDeps } from './types.ts';

const RECENT_MS = 30 * 24 * 3_600_000;
const MAX_LISTED = 15;

export async function gamesOf(deps: ServiceDeps, guildId: string, userId: string, locale: Locale): Promise<string[]> {
  const now = deps.now?.() ?? new Date();
  const games = await deps.repo.findGamesOfUser<GameSetup, GameState>(
    guildId,
    userId,
    new Date(now.getTime() - RECENT_MS),
    MAX_LISTED,
  );
  return games.map((g) => {
    const m = moduleOf(g);
    const me = g.seats.find((s) => s.userId === userId)!;
    const others = g.seats
      .filter((s) => s.userId !== userId)
      .map((s) => `<@${s.userId}>`)
      .join(' ');
    const head = `<#${g.channelId}> ${m.name[locale]} — ${m.sideName(me.side)[locale]} vs ${others}`;
    if (g.status === 'pending') return `${head}: ${tr(locale, 'myGamePending')}`;
    if (g.status === 'active') {
      const waiting = pendingSides(g.state);
      const turn = waiting.includes(me.side)
        ? tr(locale, 'myGameYourMove')
        : tr(locale, 'myGameToMove', { sides: waiting.map((s) => m.sideName(s)[locale]).join('・') });
      const clock = g.clock ? ` ${clockLines(m, g.clock as Clock, now)[locale]}` : '';
      return `${head}: ${turn}${clock}`;
    }
    const r = g.state.result;
    const result =
      g.status === 'aborted'
        ? tr(locale, 'myGameAborted')
        : r?.winner
          ? tr(locale, 'myGameWon', { side: m.sideName(r.winner)[locale] })
          : tr(locale, 'myGameDrawn');
    return `${head}: ${result}`;
  });
}
