// Seeded random numbers kept inside the game state (sfc32). No Math.random anywhere in rules:
// the same seed and the same actions give the same dice.

export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** Turn any 32-bit seed into a well-mixed generator state (splitmix32). */
export function seedRng(seed: number): RngState {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const st = { a: next(), b: next(), c: next(), d: next() };
  for (let i = 0; i < 12; i++) nextUint32(st);
  return st;
}

/** Advance the generator in place and return a uint32. */
export function nextUint32(st: RngState): number {
  const t = (((st.a + st.b) >>> 0) + st.d) >>> 0;
  st.d = (st.d + 1) >>> 0;
  st.a = (st.b ^ (st.b >>> 9)) >>> 0;
  st.b = (st.c + (st.c << 3)) >>> 0;
  st.c = ((st.c << 21) | (st.c >>> 11)) >>> 0;
  st.c = (st.c + t) >>> 0;
  return t;
}

/** A uniform integer in 1..faces (rejection sampling, no modulo bias). */
export function rollDie(st: RngState, faces = 6): number {
  const limit = Math.floor(0x100000000 / faces) * faces;
  for (;;) {
    const x = nextUint32(st);
    if (x < limit) return (x % faces) + 1;
  }
}
