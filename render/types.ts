// What a game's image renderer provides (registered with the game in src/games/index.ts). Every
// game draws with the shared render kit (render/kit/): a static layer built from its map data,
// rasterised once per locale and size, and the view's overlay drawn over it.
import type { Locale } from '#engine/types.ts';
import type { Layered, Rect } from './kit/layers.ts';

/**
 * Where a view's places are drawn (image coordinates): each argument value the game's actions name
 * that the picture shows — a hex or area id, a unit's id — and its rectangle. The web board lays its
 * tap targets over the map from it.
 */
export interface BoardPlaces {
  width: number;
  height: number;
  places: Record<string, Rect>;
}

export interface GameRenderer {
  /**
   * Characters its texts write that Noto Sans JP's whole-script file lacks (a summary's "→", say):
   * the images room asks render/fonts.ts for the fallback subsets holding them when it loads the
   * renderer, and the Docker image keeps those font files (scripts/prune-fonts.ts).
   */
  readonly glyphs?: string;
  /** The picture of `view` (the game's view for one side, or the public's) as the kit's layers. */
  renderLayers(view: unknown, locale: Locale): Promise<Layered>;
  /** The same picture as one SVG document (all text as paths): layeredSvg(renderLayers(…)). */
  renderSvg(view: unknown, locale: Locale): Promise<string>;
  /** Render something typical once, so caches (glyph outlines, static layers) are filled. */
  warmUp?(): Promise<void>;
  /** Where `view`'s hexes, areas and units are drawn (the web board's tap targets). */
  places?(view: unknown): BoardPlaces;
  /** Games with cards: the hand of `cards` held by `side`, as a PNG. */
  renderHand?(cards: readonly string[], side: string, locale: Locale): Promise<Buffer>;
}
