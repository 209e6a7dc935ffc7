// The file piscina starts in each render worker. The project runs TypeScript through tsx; a worker
// thread started from a process without tsx's loader (vitest, a plain `node`) registers it here
// first, then loads the worker itself.
if (!globalThis.__hexpostTsx) {
  const { register } = await import('tsx/esm/api');
  register();
  globalThis.__hexpostTsx = true;
}
const mod = await import('./worker.ts');
export default mod.default;
