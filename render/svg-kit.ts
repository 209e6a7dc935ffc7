// The toolkit of every game's renderer (the shared render kit), in render/kit/: geometry.ts
// (numbers and geometry for hand-written SVG, side colours), cache.ts (caches of promises),
// text.ts (the satori node helper and text as glyph outlines, cached).
export * from './kit/geometry.ts';
export * from './kit/cache.ts';
export * from './kit/text.ts';
