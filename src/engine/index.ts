export * from './types.ts';
export * from './engine.ts';
export * from './hex.ts';
export * from './rng.ts';
export * from './messages.ts';
export * from './board.ts';
