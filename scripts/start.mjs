// `npm start` (and the container's command): the bot, src/main.ts, from its bundle
// (scripts/bundle.mjs: built at the first start after a change of the sources, then reused), in
// this very process — so npm's `exec` leaves node as the process a supervisor signals, as before.
// Where the bundle cannot be built or written (a read-only copy of the sources without one), the
// sources run through tsx, as `node --import tsx src/main.ts` would: slower to start, the same bot.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBundle, ROOT } from './bundle.mjs';

let dir = null;
try {
  dir = await ensureBundle();
} catch (err) {
  process.stderr.write(
    `hexpost: running the sources through tsx (the bundle could not be built: ${err instanceof Error ? err.message : err})\n`,
  );
}
if (dir) {
  // Stack traces name the sources' files and lines (the bundle's linked source maps).
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(path.join(dir, 'main.mjs')).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(ROOT, 'src/main.ts')).href);
}
