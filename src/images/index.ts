// The images room (layer 3, above the games): every picture the bot sends — maps, phone pictures,
// hands of cards, league standings, rating leaderboards — is asked of the picture cache
// (cache.ts), which has it drawn once in the render worker pool (pool.ts, worker.ts,
// worker-entry.mjs) by the game's own renderer (src/games/<id>/render/, found through the
// registry) or the table renderer (standings.ts). Drawing in this thread (local.ts) is for the
// workers themselves, tests and tools. Nothing starts at import: the bot calls
// warmUpRenderWorkers() when it starts (the workers load fonts, satori and resvg; this thread never
// does unless it draws) and closeRenderPool() when it stops. This module and what it imports
// statically load no drawing code: local.ts and standings.ts are imported on a first draw here.
export {
  clearImageCache,
  drawPicturesWith,
  gameImage,
  handImage,
  imagesDrawn,
  tableImage,
  type GameImage,
  type ImageKey,
  type PictureDrawer,
} from './cache.ts';
export {
  boardPlaces,
  hasGameRenderer,
  layerParts,
  renderGameImage,
  renderGameImageHere,
  renderGameImageWithSvg,
  renderGameSvg,
  renderGameSvgInPool,
  renderHandImage,
  renderTableImage,
  warmUpRenderer,
  warmUpRenderWorkers,
} from './draw.ts';
export type { RenderedGameImage, RenderedImage } from './local.ts';
export { closeRenderPool, renderPoolStats, renderThreads } from './pool.ts';
export {
  leaderboardTable,
  tableIn,
  type Leaderboard,
  type LeaderboardEntry,
  type StandingsTable,
  type TextTable,
} from './table.ts';
