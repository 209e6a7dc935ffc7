// The render kit: caches of promises (a failed build is forgotten, so the next call tries again).


// ---------------------------------------------------------------------------------------------
// Caches of promises (a failed build is forgotten, so the next call tries again)

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
}
