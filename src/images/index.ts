// The images room (layer 3, above the games): every picture the bot sends — maps, phone pictures,
// hands of cards, league standings, rating leaderboards — is asked of the picture cache
// (cache.ts), which has it drawn once in the render worker pool (pool.ts, worker.ts,
// worker-entry.mjs) by the game's own renderer (src/games/<id>/render/, found through the
// registry) or the table renderer (standings.ts). Drawing in this thread (local.ts) is for the
// workers themselves, tests and tools. Nothing starts at import: the app calls warmUpRenderer()
// when it starts, and closeRenderPool() when it stops.
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
export { renderGameImage, renderHandImage, renderTableImage, warmUpRenderer } from './draw.ts';
export {
  hasGameRenderer,
  loadFonts,
  renderGameImageHere,
  renderGameImageWithSvg,
  renderGameSvg,
  svgToPng,
  type RenderedGameImage,
  type RenderedImage,
} from './local.ts';
export { closeRenderPool, renderPoolStats, renderThreads } from './pool.ts';
export {
  leaderboardTable,
  tableIn,
  type Leaderboard,
  type LeaderboardEntry,
  type StandingsTable,
  type TextTable,
} from './standings.ts';
