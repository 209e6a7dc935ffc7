// The pictures of tests whose subject is not the pictures. Drawing a map for real (the render
// kit: layout, rasterising, PNG encoding in a worker thread, after loading the fonts) costs
// hundreds of milliseconds a picture and a second or more per test file; a test of the service, the
// outbox or the Discord front only needs a picture to be asked for, posted and attached where it
// belongs. `cheapPictures` answers each with a tiny, valid PNG that names what it shows (the game,
// the kind of picture, the locale and a digest of the view, cards or table), so two different
// views still give two different pictures and a test can tell which one it was sent.
//
// The bot still asks the picture cache (src/images/cache.ts) for every picture under the same keys:
// only the drawing is replaced. Tests whose subject is the pictures (test/render, the picture cache,
// the phone pictures) draw for real: startTestBot/startServiceApp/startConsole take `pictures: 'real'`.
import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import { drawPicturesWith, type PictureDrawer } from '#images/index.ts';
import { makePng } from '#tools/fake-discord/png.ts';

export type Pictures = 'cheap' | 'real';

const digest = (x: unknown): string =>
  createHash('sha256')
    .update(stringify(x) ?? 'undefined')
    .digest('base64url')
    .slice(0, 22);

const picture = (what: string): Buffer => makePng(2, 2, [255, 255, 255, 255], what);

export const cheapPictures: PictureDrawer = {
  game: async (gameType, view, locale) => ({ png: picture(`map ${gameType} ${locale} ${digest(view)}`), inset: null }),
  hand: async (gameType, cards, side, locale) => picture(`hand ${gameType} ${side} ${locale} ${digest(cards)}`),
  table: async (table, locale) => picture(`table ${locale} ${digest(table)}`),
};

/**
 * Draws this test file's pictures the given way (module state of the file's own process: each test
 * file runs in its own). Returns the undo (back to how they were drawn before), for a helper that
 * stops what it started.
 */
export function usePictures(p: Pictures = 'cheap'): () => void {
  const before = current;
  set(p);
  return () => set(before);
}

let current: Pictures = 'real';

function set(p: Pictures): void {
  current = p;
  drawPicturesWith(p === 'cheap' ? cheapPictures : null);
}
