// What a game's image renderer provides (registered with the game in src/games/index.ts).
import type { Locale } from '../src/engine/types.ts';
import type { PngResult } from './png.ts';

export interface GameRenderer {
  /** The image as SVG (all text as paths); `view` is the game's view for one side or the public. */
  renderSvg(view: unknown, locale: Locale): Promise<string>;
  /** Render something typical once, so caches (glyph outlines, static map) are filled. */
  warmUp?(): Promise<void>;
  /** Rasterise this renderer's SVG (default: svgToPng). */
  toPng?(svg: string): Promise<PngResult>;
  /** Games with cards: the hand of `cards` held by `side`, as a PNG. */
  renderHand?(cards: readonly string[], side: string, locale: Locale): Promise<Buffer>;
}
