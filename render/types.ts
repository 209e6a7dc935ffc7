// What a game's image renderer provides (registered with the game in src/games/index.ts).
import type { Locale } from '../src/engine/types.ts';
import type { PngResult } from './png.ts';
import type { Layered } from './kit/layers.ts';

export interface GameRenderer {
  /** The image as SVG (all text as paths); `view` is the game's view for one side or the public. */
  renderSvg(view: unknown, locale: Locale): Promise<string>;
  /**
   * The picture as the render kit's static layer and overlay (preferred: the static layer is
   * rasterised once and cached). renderSvg must give the same picture as one document.
   */
  renderLayers?(view: unknown, locale: Locale): Promise<Layered>;
  /** Render something typical once, so caches (glyph outlines, static map) are filled. */
  warmUp?(): Promise<void>;
  /** Rasterise this renderer's SVG (default: svgToPng). */
  toPng?(svg: string): Promise<PngResult>;
  /** Games with cards: the hand of `cards` held by `side`, as a PNG. */
  renderHand?(cards: readonly string[], side: string, locale: Locale): Promise<Buffer>;
}
