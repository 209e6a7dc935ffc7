// The file piscina starts in each render worker. The project runs TypeScript through tsx; a worker
// thread started from a process without tsx's loader (vitest, a plain `node`) registers it here
// first, then loads the worker itself.
//
// No top-level await, and tsx registered only where it is not already: piscina first require()s
// this file, which tsx's CommonJS hook compiles with esbuild; with a top-level await that compile
// failed and was never cached, so every worker start ran esbuild again (~0.3-1 s in the worker).
// A worker of `node --import tsx` (the bot) inherits tsx's loader from its execArgv: registering it
// a second time sent every module of the worker through both loaders.

/** Whether this thread was started with tsx's loader (`--import tsx`, the tsx CLI's loader.mjs). */
function tsxLoaded() {
  const args = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  return args.some(
    (a, i) =>
      /^--(import|loader|experimental-loader)(=|$)/.test(a) &&
      /\btsx\b/.test(a.includes('=') ? a : (args[i + 1] ?? '')),
  );
}

let worker = null;

function load() {
  if (!worker) {
    const p = (async () => {
      if (!tsxLoaded()) {
        const { register } = await import('tsx/esm/api');
        register();
      }
      return (await import('./worker.ts')).default;
    })();
    p.catch(() => {
      if (worker === p) worker = null;
    });
    worker = p;
  }
  return worker;
}

export default async function run(task) {
  return (await load())(task);
}
