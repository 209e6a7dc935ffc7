// The file piscina starts in each worker of `npm run match` (scripts/match.ts). Like the render
// workers' entry (src/images/worker-entry.mjs, which says why there is no top-level await here),
// it registers tsx's loader in the worker first, then loads the worker itself (match-worker.ts).

let worker = null;

function load() {
  if (!worker) {
    const p = (async () => {
      const { register } = await import('tsx/esm/api');
      register();
      return (await import('./match-worker.ts')).default;
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
