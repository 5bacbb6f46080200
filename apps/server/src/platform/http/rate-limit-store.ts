import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { Redis } from "ioredis";

type Done = (err: Error | null, res: { current: number; ttl: number } | null) => void;
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: RouteParams): Store;
}
interface RouteParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  routeInfo: { method: string; url: string };
}

/**
 * The per-IP counts in Redis, shared by every process on it (REDIS_URL); while Redis cannot be
 * reached they are counted in this process's memory instead, so the limits keep holding per
 * process and calls keep being answered (docs/rules.md, limits).
 */
export function sharedRateLimitStore(redis: Redis, namespace: string): FastifyRateLimitStoreCtor {
  const make = (params: Omit<RouteParams, "routeInfo">, prefix: string, local: Store): Store => {
    const shared: Store = new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, prefix);
    const either = (method: "incr" | "read") => (key: string, done: Done, timeWindow: number, max: number) => {
      if (redis.status !== "ready") return local[method](key, done, timeWindow, max);
      shared[method](
        key,
        (err, res) => (err ? local[method](key, done, timeWindow, max) : done(null, res)),
        timeWindow,
        max,
      );
    };
    return {
      incr: either("incr"),
      read: either("read"),
      child: (route) => make(route, `${prefix}${route.routeInfo.method}${route.routeInfo.url}-`, local.child(route)),
    };
  };
  // @fastify/rate-limit builds its store with `new Store(its global options)`
  function SharedStore(params: RouteParams): Store {
    return make(params, namespace, new LocalStore(params.continueExceeding, params.exponentialBackoff));
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
