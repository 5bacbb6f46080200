import { Redis } from "ioredis";

/**
 * A client to a port where no Redis answers, set up as the app sets up its own (no offline queue,
 * no retries): for the tests of what a shared store does while its Redis is away. Disconnect it
 * at the end.
 */
export function unreachableRedis(): Redis {
  const away = new Redis("redis://127.0.0.1:1", {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  away.on("error", () => {});
  return away;
}
