// The render kit's caches of the parts a picture is made of (glyph outlines, rasterised static
// layers), kept by each render worker: caches of promises, so a failed build is forgotten and the
// next call tries again. The pictures themselves (maps, hands, tables, as PNG bytes) are cached by
// the images room (src/images/cache.ts).

export class PromiseCache<K, V> {
  private readonly map = new Map<K, Promise<V>>();
  /** At `max` entries: with `lru`, drop the least recently used one; without, start afresh. */
  constructor(
    private readonly max = Infinity,
    private readonly lru = false,
  ) {}

  get(key: K, make: () => Promise<V>): Promise<V> {
    let hit = this.map.get(key);
    if (hit) {
      if (this.lru) {
        // Refresh its place in the LRU order.
        this.map.delete(key);
        this.map.set(key, hit);
      }
      return hit;
    }
    if (!this.lru && this.map.size >= this.max) this.map.clear();
    hit = make();
    hit.catch(() => this.map.delete(key));
    this.map.set(key, hit);
    if (this.lru) while (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
    return hit;
  }

  /** Forget every entry (the next get builds afresh). */
  clear(): void {
    this.map.clear();
  }
}
