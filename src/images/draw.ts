// Drawing a picture, uncached: each game registers its renderer with its rules in
// src/games/index.ts; renderGameImage(gameId, view, locale) draws in the worker pool (pool.ts) and
// never on the main thread (in this thread only without a pool, or for a game the workers do not
// know). The bot asks the picture cache (cache.ts), which calls these once per key.
import type { Locale } from '#engine/types.ts';
import { renderSeconds } from '#src/metrics.ts';
import { renderGameImageHere, renderHandImageHere, warmUpHere, type RenderedImage } from './local.ts';
import { runInPool, warmUpPool } from './pool.ts';
import { UNKNOWN_IN_WORKER } from './task.ts';
import { renderStandingsPng, type StandingsTable } from './standings.ts';

const unknownInWorker = (err: unknown) => err instanceof Error && err.message.startsWith(UNKNOWN_IN_WORKER);

/** The PNG of `view` for `locale`, drawn in a render worker (in this thread only without a pool). */
export async function renderGameImage(gameId: string, view: unknown, locale: Locale): Promise<RenderedImage> {
  const t0 = performance.now();
  try {
    const a = await runInPool({ kind: 'game', gameId, view, locale });
    if (a) {
      renderSeconds.observe({ game: gameId }, (performance.now() - t0) / 1000);
      const png = Buffer.from(a.png.buffer, a.png.byteOffset, a.png.byteLength);
      const inset = a.inset ? Buffer.from(a.inset.buffer, a.inset.byteOffset, a.inset.byteLength) : null;
      return { png, inset, ms: a.ms, bytes: png.length, width: a.width, height: a.height };
    }
  } catch (err) {
    if (!unknownInWorker(err)) throw err;
  }
  const img = await renderGameImageHere(gameId, view, locale);
  renderSeconds.observe({ game: gameId }, (performance.now() - t0) / 1000);
  return img;
}

/** The PNG of a hand of cards (games with cards only), drawn in a render worker. */
export async function renderHandImage(
  gameId: string,
  cards: readonly string[],
  side: string,
  locale: Locale,
): Promise<Buffer> {
  try {
    const a = await runInPool({ kind: 'hand', gameId, cards, side, locale });
    if (a) return Buffer.from(a.png.buffer, a.png.byteOffset, a.png.byteLength);
  } catch (err) {
    if (!unknownInWorker(err)) throw err;
  }
  return renderHandImageHere(gameId, cards, side, locale);
}

/** A league's standings or a rating leaderboard as a PNG, drawn in a render worker (here only without a pool). */
export async function renderTableImage(table: StandingsTable, locale: Locale): Promise<Buffer> {
  const a = await runInPool({ kind: 'table', table, locale });
  if (a) return Buffer.from(a.png.buffer, a.png.byteOffset, a.png.byteLength);
  return renderStandingsPng(table, { locale });
}

/** Start the render workers and fill their caches (in this thread too when there is no pool). */
export async function warmUpRenderer(): Promise<void> {
  if (!(await warmUpPool())) await warmUpHere();
}
