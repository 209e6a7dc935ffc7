// What the images room hands a render worker and what comes back (src/images/pool.ts runs them,
// src/images/worker.ts draws them). A module of its own, imported by both sides: the main thread
// takes these types and the constant from here and never loads the worker's drawing code.
import type { Locale } from '#engine/types.ts';
import type { ClockFace } from '#render/kit/clock.ts';
import type { BoardPlaces } from '#render/types.ts';
import type { StandingsTable } from './table.ts';
import type { AiLevel, Thought } from '#ai/ismcts.ts';

/** Thrown (by message) by a render worker for a game it does not know: one registered only in the main thread. */
export const UNKNOWN_IN_WORKER = 'hexpost:unknown-game-in-render-worker';

export type RenderTask =
  /** `clocks`: a game played with a clock, drawn into the status panel. */
  | { kind: 'game'; gameId: string; view: unknown; locale: Locale; clocks?: readonly ClockFace[] }
  | { kind: 'hand'; gameId: string; cards: readonly string[]; side: string; locale: Locale }
  /** The map of `view` as one SVG document (the web board): answered in `svg`, `png` empty. */
  | { kind: 'svg'; gameId: string; view: unknown; locale: Locale }
  /** The view's overlay markup, and (withStatic) the static layer's (the offline replay): answered in `layers`. */
  | { kind: 'layers'; gameId: string; view: unknown; locale: Locale; withStatic: boolean }
  /** Where the view's places are drawn (the web board's tap targets): answered in `places`. */
  | { kind: 'places'; gameId: string; view: unknown }
  /** A league's standings or a rating leaderboard (src/images/standings.ts). */
  | { kind: 'table'; table: StandingsTable; locale: Locale }
  /**
   * Load the drawing code, every renderer and the fonts; `all`: fill every renderer's caches too
   * (warmUpRenderer, for tools and benches that time renders; the bot's start leaves that lazy).
   */
  | { kind: 'warm'; all?: boolean }
  /**
   * The AI seat's search (src/service/ai-seat.ts aiDecide): `projection` is what `side` may know
   * (src/ai/project.ts, made on the main thread; never the game's state), answered in `ai`. Needs
   * no renderer and no font: the worker does not load them for it.
   */
  | { kind: 'ai'; gameId: string; side: string; projection: unknown; seed: number; level: AiLevel };

/** A picture as its layers' markup (no <svg> wrapper): the static layer (when asked) and the overlay. */
export interface LayerParts {
  width: number;
  height: number;
  staticBody: string | null;
  overlayBody: string;
}

export interface RenderAnswer {
  png: Uint8Array;
  inset: Uint8Array | null;
  width: number;
  height: number;
  /** CPU-side split of the work, in ms: building the SVG, and rasterising + encoding. */
  ms: { satori: number; resvg: number };
  /** A 'svg' task's document. */
  svg?: string;
  /** A 'layers' task's answer. */
  layers?: LayerParts;
  /** A 'places' task's answer (null: the game's renderer locates nothing). */
  places?: BoardPlaces | null;
  /** An 'ai' task's answer. */
  ai?: Thought;
}
