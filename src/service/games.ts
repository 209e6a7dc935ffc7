// The game service's entry points, by what they do: lobby.ts (new game, accept, decline, abort),
// play.ts (actions by game and actor), read.ts (per-side projections), preferences.ts,
// notifications.ts (posts and DMs owed), images.ts (pictures on request, rate-limited; drawn and cached by src/images), change.ts (the versioned commit loop), types.ts.
export * from './types.ts';
export { abortGame, acceptGame, declineGame, newGame } from './lobby.ts';
export { act } from './play.ts';
export { choicesFor, legalFor, logAll, logPage, look, playerPosition, verifyReplay } from './read.ts';
export { setPreferences } from './preferences.ts';
export { owedMessages } from './notifications.ts';
export { handOf, privateMap, publicMap } from './images.ts';
