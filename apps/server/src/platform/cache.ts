/**
 * A small in-process cache with a time to live, for public answers that every visitor shares
 * (catalogue lists, product details, the category tree). Entries are evicted oldest first.
 * A change that must show at once calls `clear()`; otherwise staleness is bounded by the TTL.
 */
export class TtlCache<V> {
  private readonly map = new Map<string, { at: number; value: V }>();
  /** loads in flight: callers that miss together share one load instead of starting one each */
  private readonly pending = new Map<string, Promise<V>>();
  /** goes up with every clear(): a load started before a clear is not kept after it */
  private generation = 0;
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at > this.ttlMs) {
      this.map.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V): void {
    if (this.map.size >= this.maxEntries) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    this.map.set(key, { at: Date.now(), value });
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const running = this.pending.get(key);
    if (running) return running;
    const started = this.generation;
    const loading = load()
      .then((value) => {
        // read before a change that cleared the cache meanwhile: answer it, but do not keep it
        if (this.generation === started) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === loading) this.pending.delete(key);
      });
    this.pending.set(key, loading);
    return loading;
  }

  /** Drops every entry, and lets no load already under way put back what it read before. */
  clear(): void {
    this.generation++;
    this.map.clear();
    this.pending.clear();
  }
}

/** One cache per database handle, so test databases never share entries. */
export function perDatabase<V>(make: () => TtlCache<V>) {
  const caches = new WeakMap<object, TtlCache<V>>();
  return (db: object): TtlCache<V> => {
    let c = caches.get(db);
    if (!c) {
      c = make();
      caches.set(db, c);
    }
    return c;
  };
}
