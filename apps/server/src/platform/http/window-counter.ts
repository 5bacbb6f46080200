import type { Redis } from "ioredis";

/**
 * Counts hits per key in fixed windows, for limits a module keeps itself (chat/send per sender).
 * `hit` counts one and answers the count in the key's current window, this hit included.
 */
export interface WindowCounter {
  hit(key: string, windowMs: number): Promise<number>;
}

/** In this process's memory: the embedded default, and the stand-in while Redis is away. */
export function memoryWindowCounter(maxKeys = 100_000): WindowCounter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        if (windows.size >= maxKeys) windows.clear();
        windows.set(key, { start: now, count: 1 });
        return 1;
      }
      return ++w.count;
    },
  };
}

/** INCR, and the window's expiry set by the hit that opened it: one atomic step in Redis. */
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * In Redis, shared by every process on it (keys under `namespace`, the one the per-IP limits use,
 * so deployments sharing a Redis never share counts). While Redis cannot be reached the hits are
 * counted in `local` instead: the limit keeps holding per process and calls keep being answered.
 */
export function redisWindowCounter(redis: Redis, namespace: string, local = memoryWindowCounter()): WindowCounter {
  return {
    async hit(key, windowMs) {
      if (redis.status !== "ready") return local.hit(key, windowMs);
      try {
        return Number(await redis.eval(HIT, 1, `${namespace}win:${key}`, String(windowMs)));
      } catch {
        return local.hit(key, windowMs);
      }
    },
  };
}
