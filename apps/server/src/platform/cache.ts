import type { SharedCache } from "./shared-cache.js";

/**
 * A small in-process cache with a time to live, for public answers that every visitor shares
 * (catalogue lists, product details, the category tree). Entries are evicted oldest first.
 * A change that must show at once calls `clear()`; otherwise staleness is bounded by the TTL.
 *
 * A cache given a `scope` can sit in front of a tier every process shares (shared-cache.ts: Redis
 * when REDIS_URL is set): a miss here reads the shared value before loading, and keeps it only for
 * the time the shared value has left, so N processes load a key about once per TTL, as one does,
 * and the bound on staleness stays the TTL.
 */
export class TtlCache<V> {
  private readonly map = new Map<string, { expires: number; value: V }>();
  /** loads in flight: callers that miss together share one load instead of starting one each */
  private readonly pending = new Map<string, Promise<V>>();
  /** goes up with every clear(): a load started before a clear is not kept after it */
  private generation = 0;
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    /** the name of this cache in the shared tier; without one, it is never shared */
    private readonly scope?: string,
  ) {}

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (Date.now() >= hit.expires) {
      this.map.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V, ttlMs = this.ttlMs): void {
    if (this.map.size >= this.maxEntries) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    this.map.set(key, { expires: Date.now() + ttlMs, value });
  }

  /** The value of `key`: this process's, else the shared tier's (when given), else `load()`'s. */
  async getOrLoad(key: string, load: () => Promise<V>, shared?: SharedCache | null): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const running = this.pending.get(key);
    if (running) return running;
    const started = this.generation;
    const through = shared && this.scope ? shared.getOrLoad<V>(this.scope, key, this.ttlMs, load) : null;
    const loading = (through ?? load().then((value) => ({ value, ttlMs: this.ttlMs })))
      .then(({ value, ttlMs }) => {
        // read before a change that cleared the cache meanwhile: answer it, but do not keep it
        if (this.generation === started && ttlMs > 0) this.set(key, value, ttlMs);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === loading) this.pending.delete(key);
      });
    this.pending.set(key, loading);
    return loading;
  }

  /**
   * Drops every entry, and lets no load already under way put back what it read before. With the
   * shared tier, every process's next miss loads afresh too (their own copies still live out their
   * TTL, the bound docs/processes.md states).
   */
  clear(shared?: SharedCache | null): Promise<void> {
    this.generation++;
    this.map.clear();
    this.pending.clear();
    return shared && this.scope ? shared.clear(this.scope) : Promise.resolve();
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
