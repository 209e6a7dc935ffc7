// The file piscina starts in each render worker. The project runs TypeScript through tsx; each
// worker registers tsx's loader here first, then loads the worker itself.
//
// No top-level await: piscina first require()s this file, which tsx's CommonJS hook compiles with
// esbuild; with a top-level await that compile failed and was never cached, so every worker start
// ran esbuild again (~0.3-1 s in the worker). tsx is registered in every worker, also in one of
// `node --import tsx` (the bot): the loader that --import registers does not reach worker threads.

let worker = null;

function load() {
  if (!worker) {
    const p = (async () => {
      const { register } = await import('tsx/esm/api');
      register();
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
