// One render worker (a piscina worker thread, started by src/images/pool.ts): the renderers and the
// fonts are loaded once when the worker starts, and a game's caches (static layers, glyph outlines)
// by its first picture (local.ts loadRenderersHere says why); each task is a view to draw (or a hand
// of cards) and the answer is the PNG's bytes (copied back: half a megabyte costs well under a millisecond).
import { UNKNOWN_IN_WORKER, type RenderAnswer, type RenderTask } from './task.ts';
import { getPackage } from '#games/index.ts';
import type { GameState } from '#engine/types.ts';
import {
  boardPlacesHere,
  layerPartsHere,
  loadRenderersHere,
  renderGameImageHere,
  renderGameSvg,
  renderHandImageHere,
  warmUpHere,
} from './local.ts';
import { renderStandingsPng } from './standings.ts';

export default async function run(task: RenderTask): Promise<RenderAnswer | null> {
  // The AI seat's search needs the rules and the game's hints only: no renderer, no font.
  if (task.kind === 'ai') {
    const pkg = getPackage(task.gameId);
    if (!pkg) throw new Error(`${UNKNOWN_IN_WORKER}:${task.gameId}`);
    const { budgetOf, think } = await import('#ai/ismcts.ts');
    const ai = think(
      pkg.rules,
      pkg.ai,
      task.projection as GameState,
      task.side,
      task.seed,
      budgetOf(pkg.ai, task.level),
    );
    return { png: new Uint8Array(0), inset: null, width: 0, height: 0, ms: { satori: 0, resvg: 0 }, ai };
  }
  // Renderers and fonts load on the first task (the pool sends a 'warm' one when it starts), never
  // at import: the main thread takes the task types from task.ts and never loads this module.
  await loadRenderersHere();
  if (task.kind === 'warm') {
    if (task.all) await warmUpHere();
    return null;
  }
  if (task.kind === 'table') {
    const png = await renderStandingsPng(task.table, { locale: task.locale });
    return {
      png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength),
      inset: null,
      width: 0,
      height: 0,
      ms: { satori: 0, resvg: 0 },
    };
  }
  if (!getPackage(task.gameId)) throw new Error(`${UNKNOWN_IN_WORKER}:${task.gameId}`);
  if (task.kind === 'hand') {
    const png = await renderHandImageHere(task.gameId, task.cards, task.side, task.locale);
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
    return { png: bytes, inset: null, width: 0, height: 0, ms: { satori: 0, resvg: 0 } };
  }
  if (task.kind === 'layers') {
    const layers = await layerPartsHere(task.gameId, task.view, task.locale, task.withStatic);
    return { png: new Uint8Array(0), inset: null, width: 0, height: 0, ms: { satori: 0, resvg: 0 }, layers };
  }
  if (task.kind === 'places') {
    const places = await boardPlacesHere(task.gameId, task.view);
    return { png: new Uint8Array(0), inset: null, width: 0, height: 0, ms: { satori: 0, resvg: 0 }, places };
  }
  if (task.kind === 'svg') {
    const svg = await renderGameSvg(task.gameId, task.view, task.locale);
    return { png: new Uint8Array(0), inset: null, width: 0, height: 0, ms: { satori: 0, resvg: 0 }, svg };
  }
  const img = await renderGameImageHere(task.gameId, task.view, task.locale, task.clocks);
  const bytes = new Uint8Array(img.png.buffer, img.png.byteOffset, img.png.byteLength);
  const inset = img.inset ? new Uint8Array(img.inset.buffer, img.inset.byteOffset, img.inset.byteLength) : null;
  return { png: bytes, inset, width: img.width, height: img.height, ms: img.ms };
}
