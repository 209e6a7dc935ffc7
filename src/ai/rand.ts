// A seeded pseudo-random generator for players, fuzzers and benches: the choices of a player,
// apart from the game's own dice (those come from the game state's generator). The same seed
// gives the same choices on every machine, so a fuzzed game is reproducible from two numbers:
// the game's setup seed and the player's seed.
//
//   const rand = makeRand(42);
//   rand();          // a float in [0, 1)
//   rand.int(6);     // an integer in 0..5
//   rand.pick(xs);   // one element of xs

/** A generator: call it for a float in [0, 1). */
export interface Rand {
  (): number;
  /** A uniform integer in 0..n-1 (n ≥ 1). */
  int(n: number): number;
  /** A uniform element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** An index drawn with probability proportional to `weights` (non-negative; all zero: uniform). */
  weighted(weights: readonly number[]): number;
  /** A fresh uint32, e.g. the seed of a derived generator. */
  uint32(): number;
}

/**
 * sfc32 (Chris Doty-Humphrey's small fast counting generator), seeded from one 32-bit number
 * through splitmix32, so neighbouring seeds give unrelated sequences.
 */
export function makeRand(seed: number): Rand {
  let s = seed >>> 0;
  const mix = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const uint32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = (b ^ (b >>> 9)) >>> 0;
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) uint32();
  const rand = (() => uint32() / 0x100000000) as Rand;
  rand.uint32 = uint32;
  rand.int = (n: number): number => {
    if (!(n >= 1) || !Number.isInteger(n)) throw new Error(`rand.int(${n}): n must be a positive integer`);
    return Math.floor(rand() * n);
  };
  rand.pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('rand.pick of an empty list');
    return items[rand.int(items.length)]!;
  };
  rand.weighted = (weights: readonly number[]): number => {
    if (weights.length === 0) throw new Error('rand.weighted of an empty list');
    let total = 0;
    for (const w of weights) {
      if (!(w >= 0) || !Number.isFinite(w)) throw new Error(`rand.weighted: bad weight ${w}`);
      total += w;
    }
    if (total === 0) return rand.int(weights.length);
    let x = rand() * total;
    for (let i = 0; i < weights.length; i++) {
      x -= weights[i]!;
      if (x < 0 && weights[i]! > 0) return i;
    }
    // Rounding left x ≥ 0 after the last weight: the last index with a weight.
    for (let i = weights.length - 1; i >= 0; i--) if (weights[i]! > 0) return i;
    return weights.length - 1;
  };
  return rand;
}
