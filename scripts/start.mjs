// `npm start` (and the container's command): the bot, src/main.ts, from its bundle
// (scripts/bundle.mjs: built at the first start after a change of the sources, then reused), in
// this very process — so npm's `exec` leaves node as the process a supervisor signals, as before.
import { runFromBundle } from './bundle.mjs';

await runFromBundle('main');
