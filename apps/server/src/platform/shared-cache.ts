import type { Redis } from "ioredis";

/**
 * The tier behind the process caches (cache.ts) that every process on one Redis shares, so a
 * public answer (a search's total, a shop's card) is loaded about once per time to live however
 * many processes serve it. Values travel as JSON: a cached value holds no Date or Map.
 */
export interface SharedCache {
  /** The value kept under scope/key and the time it has left, else `load()`'s, kept for ttlMs. */
  getOrLoad<V>(scope: string, key: string, ttlMs: number, load: () => Promise<V>): Promise<{ value: V; ttlMs: number }>;
  /** Every process's next read of `scope` misses (what was kept is left to expire). */
  clear(scope: string): Promise<void>;
}

/**
 * One round trip: the scope's generation and, under it, the value and its time left. A clear
 * raises the generation, so what was kept before it is never read again; a value loaded before a
 * clear is stored under the old generation and is never read either.
 */
const READ = `local g = redis.call('GET', KEYS[1]) or '0'
local k = ARGV[1] .. g .. ':' .. ARGV[2]
local v = redis.call('GET', k)
if not v then return {g} end
return {g, v, redis.call('PTTL', k)}`;

/**
 * In Redis under `namespace` (the one the rate limits use: one key space per deployment,
 * deployment.ts). While Redis cannot be reached every miss loads, as without it: the answers stay
 * right, only the sharing pauses.
 */
export function redisSharedCache(redis: Redis, namespace: string): SharedCache {
  const generationKey = (scope: string) => `${namespace}cache:${scope}:gen`;
  const loadAndKeep = async <V>(
    scope: string,
    gen: string | null,
    key: string,
    ttlMs: number,
    load: () => Promise<V>,
  ) => {
    const value = await load();
    if (gen !== null)
      await redis.set(`${namespace}cache:${scope}:${gen}:${key}`, JSON.stringify(value), "PX", ttlMs).catch(() => {});
    return { value, ttlMs };
  };
  return {
    async getOrLoad<V>(scope: string, key: string, ttlMs: number, load: () => Promise<V>) {
      if (redis.status !== "ready") return { value: await load(), ttlMs };
      let kept: [string, string?, number?];
      try {
        kept = (await redis.eval(READ, 1, generationKey(scope), `${namespace}cache:${scope}:`, key)) as typeof kept;
      } catch {
        return loadAndKeep(scope, null, key, ttlMs, load);
      }
      const [gen, json, left] = kept;
      if (json === undefined || left === undefined || left <= 0) return loadAndKeep(scope, gen, key, ttlMs, load);
      return { value: JSON.parse(json) as V, ttlMs: Math.min(left, ttlMs) };
    },
    async clear(scope) {
      if (redis.status !== "ready") return;
      await redis.incr(generationKey(scope)).catch(() => {});
    },
  };
}
