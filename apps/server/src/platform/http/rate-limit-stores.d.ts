// @fastify/rate-limit's own stores, which the shared store (rate-limit-store.ts) composes
interface FastifyRateLimitBuiltInStore {
  incr(
    key: string,
    done: (err: Error | null, res: { current: number; ttl: number } | null) => void,
    timeWindow: number,
    max: number,
  ): void;
  read(
    key: string,
    done: (err: Error | null, res: { current: number; ttl: number } | null) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: { continueExceeding: boolean; exponentialBackoff: boolean }): FastifyRateLimitBuiltInStore;
}
declare module "@fastify/rate-limit/store/LocalStore.js" {
  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => FastifyRateLimitBuiltInStore;
  export default LocalStore;
}
declare module "@fastify/rate-limit/store/RedisStore.js" {
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: unknown,
    key: string,
  ) => FastifyRateLimitBuiltInStore;
  export default RedisStore;
}
