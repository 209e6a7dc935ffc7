// A picture's palette: at most 256 RGBA colours, chosen once per static layer from the colours it
// is drawn with (a map is a few dozen flat colours and the blends of their anti-aliased edges), so
// that a picture is one byte per pixel instead of four: a quarter of the data to deflate and a PNG
// about half the size. Each colour a picture uses is mapped to its exact palette entry when there
// is one, else to the nearest entry (remembered, so each colour is searched for once).

/** Colours are 32-bit words as RGBA bytes read in the machine's order (little-endian: 0xAABBGGRR). */
const r8 = (c: number) => c & 0xff;
const g8 = (c: number) => (c >>> 8) & 0xff;
const b8 = (c: number) => (c >>> 16) & 0xff;
const a8 = (c: number) => c >>> 24;

function dist2(c: number, d: number): number {
  const dr = r8(c) - r8(d);
  const dg = g8(c) - g8(d);
  const db = b8(c) - b8(d);
  const da = a8(c) - a8(d);
  return dr * dr + dg * dg + db * db + da * da;
}

const hash = (c: number, mask: number) => (Math.imul(c, 0x9e3779b1) >>> 8) & mask;

/** Counts of each colour of some pixels: an open-addressed table of 32-bit colours. */
export class ColourCounts {
  private keys: Uint32Array;
  private counts: Uint32Array;
  private mask: number;
  size = 0;

  constructor(bits = 14) {
    this.keys = new Uint32Array(1 << bits);
    this.counts = new Uint32Array(1 << bits);
    this.mask = (1 << bits) - 1;
  }

  add(c: number, n = 1): void {
    let h = hash(c, this.mask);
    for (;;) {
      if (this.counts[h] === 0) break;
      if (this.keys[h] === c) {
        this.counts[h]! += n;
        return;
      }
      h = (h + 1) & this.mask;
    }
    this.keys[h] = c;
    this.counts[h] = n;
    if (++this.size * 2 > this.mask) this.grow();
  }

  /** Every pixel of `words` (RGBA words). */
  addAll(words: Uint32Array): void {
    let last = -1;
    let run = 0;
    for (let i = 0; i < words.length; i++) {
      const c = words[i]!;
      if (c === last) {
        run++;
        continue;
      }
      if (run) this.add(last, run);
      last = c;
      run = 1;
    }
    if (run) this.add(last, run);
  }

  private grow(): void {
    const { keys, counts } = this;
    this.keys = new Uint32Array(keys.length * 2);
    this.counts = new Uint32Array(keys.length * 2);
    this.mask = keys.length * 2 - 1;
    this.size = 0;
    for (let i = 0; i < keys.length; i++) if (counts[i]) this.add(keys[i]!, counts[i]);
  }

  entries(): { colours: Uint32Array; counts: Uint32Array } {
    const colours = new Uint32Array(this.size);
    const counts = new Uint32Array(this.size);
    let n = 0;
    for (let i = 0; i < this.keys.length; i++)
      if (this.counts[i]) {
        colours[n] = this.keys[i]!;
        counts[n++] = this.counts[i]!;
      }
    return { colours, counts };
  }
}

/**
 * Up to `max` colours for pixels with these counts: the most used colour first, then again and
 * again the colour whose pixels are worst served so far (count × squared distance to the nearest
 * chosen colour), so the flat colours are kept exactly and the edges' blends get the entries left.
 * With `given`, those entries are there already (not returned): only what they serve worst is added.
 */
export function choosePalette(
  colours: Uint32Array,
  counts: Uint32Array,
  max = 256,
  given: Uint32Array = new Uint32Array(0),
): Uint32Array {
  const n = colours.length;
  if (n <= max && given.length === 0) return colours.slice();
  const near = new Float64Array(n).fill(Infinity);
  for (const g of given) for (let i = 0; i < n; i++) near[i] = Math.min(near[i]!, dist2(colours[i]!, g));
  const chosen: number[] = [];
  let next = -1;
  let bestScore = 0;
  for (let i = 0; i < n; i++) {
    const score = given.length ? near[i]! * counts[i]! : counts[i]!;
    if (score > bestScore) {
      bestScore = score;
      next = i;
    }
  }
  while (chosen.length < max && next >= 0) {
    const c = colours[next]!;
    chosen.push(c);
    next = -1;
    bestScore = 0;
    for (let i = 0; i < n; i++) {
      const d = dist2(colours[i]!, c);
      if (d < near[i]!) near[i] = d;
      const score = near[i]! * counts[i]!;
      if (score > bestScore) {
        bestScore = score;
        next = i;
      }
    }
  }
  return Uint32Array.from(chosen);
}

/** A palette and the index of every colour asked of it (exact, or the nearest entry). */
export class Palette {
  private keys: Uint32Array;
  private index: Int16Array;
  private readonly mask: number;
  private used = 0;

  constructor(
    readonly colours: Uint32Array,
    bits = 16,
  ) {
    if (colours.length < 1 || colours.length > 256) throw new Error('Palette: 1 to 256 colours');
    this.keys = new Uint32Array(1 << bits);
    this.index = new Int16Array(1 << bits).fill(-1);
    this.mask = (1 << bits) - 1;
    for (let i = 0; i < colours.length; i++) this.put(colours[i]!, i);
  }

  private put(c: number, i: number): void {
    if (this.used * 2 > this.mask) {
      // Full: forget the colours found by search (the entries themselves come back).
      this.index.fill(-1);
      this.used = 0;
      for (let k = 0; k < this.colours.length; k++) this.put(this.colours[k]!, k);
    }
    let h = hash(c, this.mask);
    while (this.index[h]! >= 0) {
      if (this.keys[h] === c) return;
      h = (h + 1) & this.mask;
    }
    this.keys[h] = c;
    this.index[h] = i;
    this.used++;
  }

  /** The entry that is exactly colour `c`, or -1 (a colour found by search is not exact). */
  exactIndexOf(c: number): number {
    let h = hash(c, this.mask);
    for (;;) {
      const i = this.index[h]!;
      if (i < 0) return -1;
      if (this.keys[h] === c) return this.colours[i] === c ? i : -1;
      h = (h + 1) & this.mask;
    }
  }

  /** The entry for colour `c`: its own, or the nearest. */
  indexOf(c: number): number {
    let h = hash(c, this.mask);
    for (;;) {
      const i = this.index[h]!;
      if (i < 0) break;
      if (this.keys[h] === c) return i;
      h = (h + 1) & this.mask;
    }
    const p = this.colours;
    let best = 0;
    let bestD = Infinity;
    for (let k = 0; k < p.length; k++) {
      const d = dist2(p[k]!, c);
      if (d < bestD) {
        bestD = d;
        best = k;
      }
    }
    this.put(c, best);
    return best;
  }

  /** Whether any entry is not opaque (the PNG then needs a tRNS chunk). */
  get translucent(): boolean {
    return this.colours.some((c) => a8(c) !== 255);
  }
}

/**
 * RGBA words (`width` × `height`, plain rows) as PNG rows of palette indices: each row a filter
 * byte 0, then each pixel's entry (its own or the nearest; runs of one colour are looked up once).
 */
export function indexRows(words: Uint32Array, width: number, height: number, palette: Palette): Buffer {
  const rows = Buffer.allocUnsafe((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const o = y * (width + 1);
    rows[o] = 0;
    const first = y * width;
    let last = -1;
    let at = 0;
    for (let x = 0; x < width; x++) {
      const c = words[first + x]!;
      if (c !== last) {
        last = c;
        at = palette.indexOf(c);
      }
      rows[o + 1 + x] = at;
    }
  }
  return rows;
}
